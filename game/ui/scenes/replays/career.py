"""The career page (Replays → Career): the record of the person at this computer, from the
library's index — played, won, drawn and lost against each computer level and online, goals for
and against, exact elevens, the longest winning run — and a chart of results over time (each match
a column: up for a win, a square for a draw, down for a loss; the running share of wins as a line)."""

from __future__ import annotations

from typing import Final

import pygame

from game.i18n import N_, _
from game.library import Career, Tally
from game.ui.art.chart_card import draw_card
from game.ui.look import metrics as M
from game.ui.look.assets import line_px
from game.ui.look.metrics import px
from game.ui.look.theme import DIM, GOLD, TEXT
from game.ui.widgets.basic import Button, blit_text, fits, wrap
from game.ui.window.scene import Host, Scene
from game.ui.words.levels import level_name

KIND_NAMES: Final = {"online": N_("Online"), "computer": N_("vs computer")}
CHART_MATCHES: Final = 60  # the newest matches the chart shows
WON: Final = (70, 180, 100)
LOST: Final = (214, 88, 76)
DRAWN: Final = (150, 156, 160)


def kind_name(mode: str, level: str | None) -> str:
    if mode == "computer" and level is not None:
        return _("vs computer: {level}").format(level=level_name(level))
    return _(KIND_NAMES[mode]) if mode in KIND_NAMES else mode


def elevens_text(t: Tally) -> str:
    if t.elevens_known == t.played:
        return str(t.elevens)
    return _("{count} (in {known} of {played})").format(count=t.elevens, known=t.elevens_known, played=t.played)


class CareerScene(Scene):
    """Esc, Enter or Back returns to the replays."""

    opaque = True
    updates_below = False

    def __init__(self, app: Host, career: Career) -> None:
        super().__init__(app)
        self.career = career
        self.back = Button(_("Back"), lambda: self.app.stack.pop(self), hint="Esc")
        self._build()

    def _build(self) -> None:
        self.back.label = _("Back")
        self.back.rect = pygame.Rect(px(40), M.height() - px(70), px(180), px(44))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (
            pygame.K_ESCAPE, pygame.K_BACKSPACE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE,
        ):  # fmt: skip
            self.app.stack.pop(self)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.back.rect.collidepoint(event.pos):
            self.back.action()
        return True

    def draw(self, surface: pygame.Surface) -> None:
        from game.ui.menus.menu_style import draw_backdrop

        w, h = M.size()
        draw_backdrop(surface)
        blit_text(surface, _("Career"), (w // 2, px(50)), 42, GOLD, True, "center")
        blit_text(
            surface,
            _("Your matches against the computer and online, from your replays (the guided match aside)."),
            (w // 2, px(92)), 15, DIM, False, "center", w - 2 * px(80),
        )  # fmt: skip
        total = self.career.total
        if total.played == 0:
            text = _("Finish a match against the computer or online and your record starts here.")
            blit_text(surface, text, (w // 2, h // 2), 20, TEXT, False, "center", w - 2 * px(120))
        else:
            top = px(124)
            heights = self._row_heights(w - 2 * px(60) - px(40))
            table_h = px(64) + sum(heights) + px(52) + (line_px(30) - px(30)) + (line_px(52) - px(52))
            chart_top = top + table_h + px(20)
            self._draw_table(surface, pygame.Rect(px(60), top, w - 2 * px(60), table_h))
            chart = pygame.Rect(px(60), chart_top, w - 2 * px(60), h - px(90) - chart_top)
            if chart.h >= px(110):
                self._draw_chart(surface, chart)
        self.back.draw(surface, False, self.back.rect.collidepoint(pygame.mouse.get_pos()), None, 18)

    def _rows(self) -> list[tuple[str, Tally, bool]]:
        rows = [(kind_name(mode, level), t, False) for (mode, level), t in self.career.by_kind.items()]
        return [*rows, (_("All"), self.career.total, True)]

    def _row_heights(self, inner_w: int) -> list[int]:
        """Each row's height: one line, or more where its exact-11s cell wraps."""
        col_w = (inner_w - inner_w * 30 // 100) // 6
        return [line_px(34) + (len(_eleven_lines(t, col_w)) - 1) * line_px(21) for _n, t, _b in self._rows()]

    def _draw_table(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        inner = draw_card(surface, box, _("Record"))
        heads = (_("played"), _("won"), _("drawn"), _("lost"), _("goals"), _("exact 11s"))
        first_w = inner.w * 30 // 100
        col_w = (inner.w - first_w) // len(heads)
        y = inner.y + px(4)
        for k, head in enumerate(heads):
            x = inner.x + first_w + k * col_w + col_w // 2
            blit_text(surface, head, (x, y), 14, DIM, False, "midtop", col_w - px(8))
        y = inner.y + line_px(30)
        for (name, t, bold), row_h in zip(self._rows(), self._row_heights(inner.w), strict=True):
            colour = GOLD if bold else TEXT
            blit_text(surface, name, (inner.x + px(8), y), 17, colour, bold, "topleft", first_w - px(16))
            cells = (str(t.played), str(t.won), str(t.drawn), str(t.lost), f"{t.goals_for}–{t.goals_against}")
            for k, cell in enumerate(cells):
                x = inner.x + first_w + k * col_w + col_w // 2
                blit_text(surface, cell, (x, y), 17, colour, bold, "midtop", col_w - px(8))
            x = inner.x + first_w + len(cells) * col_w + col_w // 2
            for i, line in enumerate(_eleven_lines(t, col_w)):
                blit_text(surface, line, (x, y + i * line_px(21)), 17, colour, bold, "midtop", col_w - px(8))
            y += row_h
        runs = _("Longest winning run: {longest} · now: {current}").format(
            longest=self.career.longest_run, current=self.career.current_run
        )
        blit_text(surface, runs, (inner.centerx, inner.bottom - px(6)), 16, GOLD, True, "midbottom", inner.w)

    def _draw_chart(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        timeline = self.career.timeline[-CHART_MATCHES:]
        first = len(self.career.timeline) - len(timeline)
        note = _("the newest {count} of {total} matches").format(count=len(timeline), total=len(self.career.timeline))
        inner = draw_card(surface, box, _("Results over time"), note if first else "")
        mid = inner.centery
        step = inner.w / max(1, len(timeline))
        bar_w = max(px(3), int(step * 0.6))
        reach = inner.h // 2 - px(16)
        pygame.draw.line(surface, (90, 110, 104), (inner.x, mid), (inner.right, mid), max(1, px(1)))
        wins = played = 0
        line: list[tuple[int, int]] = []
        for k, (_date, outcome, _for, _against) in enumerate(timeline):
            x = int(inner.x + (k + 0.5) * step)
            if outcome == "won":
                pygame.draw.rect(surface, WON, pygame.Rect(x - bar_w // 2, mid - reach, bar_w, reach))
            elif outcome == "lost":
                pygame.draw.rect(surface, LOST, pygame.Rect(x - bar_w // 2, mid, bar_w, reach))
            else:
                pygame.draw.rect(surface, DRAWN, pygame.Rect(x - bar_w // 2, mid - bar_w // 2, bar_w, bar_w))
            played += 1
            wins += outcome == "won"
            line.append((x, int(inner.bottom - px(4) - (inner.h - px(8)) * wins / played)))
        if len(line) > 1:
            pygame.draw.lines(surface, GOLD, False, line, max(2, px(2)))
        legend = _("up: won · square: drawn · down: lost · gold line: share of wins")
        blit_text(surface, legend, (inner.centerx, inner.bottom + px(4)), 13, DIM, False, "midtop", inner.w)


def _eleven_lines(t: Tally, col_w: int) -> list[str]:
    """The exact-11s cell on one line, or more where a larger text or a long language needs them."""
    text = elevens_text(t)
    return [text] if fits(text, 17, col_w - px(8), True) else wrap(text, 17, col_w - px(8), True)
