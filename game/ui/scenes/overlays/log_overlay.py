"""The whole match log, large, over the table: every entry wrapped, the newest at the bottom; the
wheel, the arrows and Page Up/Down scroll; Esc, L or a click outside closes it."""

from __future__ import annotations

import pygame

from game.i18n import _
from game.ui.look import bindings
from game.ui.look import metrics as M
from game.ui.look.assets import line_px
from game.ui.look.metrics import px
from game.ui.look.theme import DIM, GOLD
from game.ui.scenes.overlays.overlays import shade_window
from game.ui.table.match_log import entry_colour, result_mark
from game.ui.widgets import glass
from game.ui.widgets.basic import blit_text, wrap
from game.ui.window.scene import Host, Scene
from game.ui.words.log_lines import RESULT, kind_of

SIZE = 15  # logical text size of the entries


class LogOverlay(Scene):
    opaque = False
    updates_below = False

    def __init__(self, app: Host, lines: list[str]) -> None:
        super().__init__(app)
        self.lines = list(lines)
        self.scroll = 0  # rows scrolled back from the newest

    def box(self) -> pygame.Rect:
        w, h = min(M.width() - px(80), px(760)), M.height() - px(80)
        return pygame.Rect((M.width() - w) // 2, (M.height() - h) // 2, w, h)

    def rows(self) -> list[tuple[str, bool, str]]:
        """Every entry's rows: (text, whether it starts an entry, the entry)."""
        room = self.box().w - px(64)
        out: list[tuple[str, bool, str]] = []
        for entry in self.lines:
            for i, part in enumerate(wrap(entry, SIZE, room, bold=kind_of(entry) != "")):
                out.append((part, i == 0, entry))
        return out

    def visible(self) -> int:
        return max(1, (self.box().h - px(80)) // line_px(SIZE + 6))

    def _scroll_by(self, n: int) -> None:
        most = max(0, len(self.rows()) - self.visible())
        self.scroll = max(0, min(most, self.scroll + n))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            self._scroll_by(3 * event.y)
        elif event.type == pygame.KEYDOWN:
            page = self.visible() - 1
            steps = {pygame.K_UP: 1, pygame.K_DOWN: -1, pygame.K_PAGEUP: page, pygame.K_PAGEDOWN: -page}
            if event.key in steps:
                self._scroll_by(steps[event.key])
            elif event.key == pygame.K_HOME:
                self._scroll_by(len(self.rows()))
            elif event.key == pygame.K_END:
                self.scroll = 0
            elif event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_SPACE) or bindings.matches(event, "log"):
                self.app.stack.pop(self)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not self.box().collidepoint(event.pos):
            self.app.stack.pop(self)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        shade_window(surface, 150)
        box = self.box()
        glass.draw_glass(surface, box, px(14))
        pygame.draw.rect(surface, (18, 28, 36), box.inflate(-px(4), -px(4)), border_radius=px(12))
        blit_text(surface, _("Match log"), (box.x + px(24), box.y + px(14)), 22, GOLD, True, max_width=box.w - px(48))
        hint = _("wheel or arrows to scroll · Esc to close")
        blit_text(surface, hint, (box.right - px(24), box.y + px(20)), 13, DIM, False, "topright", box.w // 2)
        rows = self.rows()
        n = self.visible()
        end = len(rows) - self.scroll
        y = box.y + px(56)
        for text, first, entry in rows[max(0, end - n) : end]:
            x = box.x + px(28) if first else box.x + px(44)
            bold = kind_of(entry) != ""
            colour = entry_colour(entry, True)
            blit_text(surface, text, (x, y), SIZE, colour, bold, max_width=box.right - px(24) - x)
            if kind_of(entry) == RESULT:
                result_mark(surface, pygame.Rect(box.x + px(18), y, px(4), line_px(SIZE + 6)), first)
            y += line_px(SIZE + 6)
        if len(rows) > n:  # where this page sits in the whole log
            track = pygame.Rect(box.right - px(14), box.y + px(56), px(4), n * line_px(SIZE + 6))
            pygame.draw.rect(surface, (40, 56, 64), track, border_radius=px(2))
            k0 = max(0, end - n) / len(rows)
            thumb = pygame.Rect(track.x, track.y + round(k0 * track.h), track.w, max(px(12), track.h * n // len(rows)))
            pygame.draw.rect(surface, GOLD, thumb, border_radius=px(2))
