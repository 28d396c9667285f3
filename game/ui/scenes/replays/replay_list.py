"""The replays browser's list of kept matches, newest first: it lays out as many rows as the window
holds (the focused one always shown), hit-tests them and draws them with their column heads."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.i18n import _
from game.storage import ReplayInfo
from game.ui.look import assets
from game.ui.look import metrics as M
from game.ui.look.assets import line_px
from game.ui.look.metrics import px
from game.ui.look.theme import DIM, TEXT
from game.ui.scenes.replays.replay_rows import draw_row
from game.ui.widgets.basic import blit_text, draw_panel, wrap

ROW_H, ROW_GAP = 58, 8  # logical, a row of the replay list (at 100 % text) and the gap under it
LIST_TOP = 152  # logical: under the title and the filters
LIST_W = 1500  # logical, the widest the list grows on a wide window
BOTTOM = 130  # logical, under the list: the record line, the key hints and the buttons


def row_h() -> int:
    """A row's height in real pixels: room above and below its two lines (#38: rows were cramped
    against their borders), grown with the text size."""
    return assets.line_px(ROW_H)


def computer_record(replays: list[ReplayInfo]) -> list[tuple[str, tuple[int, int, int]]]:
    """Won, drawn and lost against each computer level played (the guided match aside), easiest first."""
    from game.ui.words.levels import LEVEL_NAMES

    tally: dict[str, list[int]] = {}
    for info in replays:
        outcome = info.outcome()
        if info.mode != "computer" or info.guided or outcome is None or info.level is None:
            continue
        tally.setdefault(info.level, [0, 0, 0])[("won", "drawn", "lost").index(outcome)] += 1
    order = list(LEVEL_NAMES)
    levels = sorted(tally, key=lambda level: (order.index(level) if level in order else len(order), level))
    return [(level, (tally[level][0], tally[level][1], tally[level][2])) for level in levels]


def record_line(record: list[tuple[str, tuple[int, int, int]]]) -> str:
    """The player's record against the computer (computer_record) in one line, or "" before the first such match."""
    from game.ui.words.levels import level_name

    if not record:
        return ""
    parts = " · ".join(f"{level_name(level)} {won}–{drawn}–{lost}" for level, (won, drawn, lost) in record)
    return _("Your record against the computer (won–drawn–lost): {record}").format(record=parts)


class ReplayList:
    """The kept matches, the focused one and the first one shown."""

    def __init__(self, replays: Sequence[ReplayInfo]) -> None:
        self.replays = replays
        self.focus = 0
        self.top = 0

    def rows_shown(self) -> int:
        """How many rows the list shows at the window's height."""
        return max(1, (M.height() - px(BOTTOM) - px(LIST_TOP)) // (row_h() + px(ROW_GAP)))

    def row_rect(self, i: int) -> pygame.Rect:
        w = min(M.width() - 2 * px(80), px(LIST_W))
        y = px(LIST_TOP) + (i - self.top) * (row_h() + px(ROW_GAP))
        return pygame.Rect((M.width() - w) // 2, y, w, row_h())

    def shown(self) -> range:
        """The indices of the rows on screen."""
        return range(self.top, min(len(self.replays), self.top + self.rows_shown()))

    def row_at(self, pos: tuple[int, int]) -> int | None:
        """The row under `pos`, if one is shown there."""
        return next((i for i in self.shown() if self.row_rect(i).collidepoint(pos)), None)

    def move(self, step: int) -> None:
        """Moves the focus by `step` rows, scrolling so that it stays shown."""
        if not self.replays:
            return
        shown = self.rows_shown()
        self.focus = max(0, min(len(self.replays) - 1, self.focus + step))
        self.top = max(0, min(self.top, len(self.replays) - shown))
        if self.focus < self.top:
            self.top = self.focus
        elif self.focus >= self.top + shown:
            self.top = self.focus - shown + 1

    def draw(self, surface: pygame.Surface) -> None:
        """The column heads and the rows shown: date (and how it was played), HOME's club and stars,
        the score, AWAY's; "first-last of count" under them when not all fit."""
        first = self.row_rect(self.top)
        home_x = first.x + first.w // 4  # the result badge, the date and how the match was played before it
        score_x = (home_x + first.right) // 2  # between the two teams' stars
        stars_w = score_x - px(60) - home_x  # each team's star names keep clear of the score
        away_w = first.right - px(20) - score_x - px(60)
        head_y = first.y - px(24)
        blit_text(surface, _("date"), (first.x + px(20), head_y), 14, DIM, max_width=home_x - first.x - px(30))
        blit_text(surface, _("HOME club and stars"), (home_x, head_y), 14, TEXT, True, max_width=stars_w)
        blit_text(surface, _("score"), (score_x, head_y), 14, DIM, False, "midtop", px(100))
        away_head = (first.right - px(20), head_y)
        blit_text(surface, _("AWAY club and stars"), away_head, 14, TEXT, True, "topright", away_w)
        for i in self.shown():
            draw_row(surface, self.row_rect(i), self.replays[i], i == self.focus, (home_x, score_x))
        shown = self.rows_shown()
        if len(self.replays) > shown:
            w, h = M.size()
            more = _("{first}-{last} of {count}").format(
                first=self.top + 1, last=min(len(self.replays), self.top + shown), count=len(self.replays)
            )
            blit_text(surface, more, (w - px(40), h - px(98)), 14, DIM, False, "midright", px(200))


def draw_empty(surface: pygame.Surface, filtered: bool = False) -> None:
    """What the list says while no match was kept yet (or none is left by the filters): wider for
    a larger text, each line wrapped rather than cut."""
    if filtered:
        title, hint = _("No match fits these filters."), _("Press 1, 2 or 3 (or click the filters) to see others.")
    else:
        title = _("No finished matches yet.")
        hint = _("Play a match to the final whistle and it appears here.")
    width = min(M.width() - px(80), max(px(600), round(px(600) * assets.text_scale())))
    titles, hints = wrap(title, 24, width - px(24), True), wrap(hint, 16, width - px(24))
    extra = (len(titles) - 1) * line_px(32) + (len(hints) - 1) * line_px(22) + (line_px(44) - px(44))
    box = pygame.Rect(0, px(220), width, px(120) + extra)
    box.centerx = M.width() // 2
    draw_panel(surface, box)
    room = box.w - px(24)
    y = box.y + px(36) - (px(12) if len(titles) > 1 else 0)
    for line in titles:
        blit_text(surface, line, (box.centerx, y), 24, TEXT, True, "center", room)
        y += line_px(32)
    y += line_px(44) - line_px(32)
    for line in hints:
        blit_text(surface, line, (box.centerx, y), 16, DIM, False, "center", room)
        y += line_px(22)
