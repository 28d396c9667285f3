"""The scoreboard at the top of the right column, laid out as a football app's live score: one row
per club (crest, side mark, name, goals; HOME above AWAY, the side to play lit in its club's colour) and
the clock below. Each name has most of the panel's width on its own row, so no two names meet and
none reaches the goals, in any language (#38.4)."""

from __future__ import annotations

from typing import NamedTuple

import pygame

from game.engine.view import View
from game.i18n import _
from game.ui.art import kits
from game.ui.art.club_crest import club_crest
from game.ui.art.club_ink import club_ink
from game.ui.art.side_marks import bar_colour, ink_on_bar, mark_colour
from game.ui.look import assets
from game.ui.look import layout as L
from game.ui.look.metrics import px
from game.ui.look.theme import DIM, TEXT
from game.ui.table import panel_frames
from game.ui.widgets.basic import blit_text, fit_condensed, fit_text, record
from game.ui.widgets.marks import side_mark

SCORE_MARK = 12  # logical px: the sides' marks on the scoreboard
NAME_SIZE = 12  # logical text size of the clubs' names
GOALS_SIZE = 24  # logical text size of the goals (smaller when a row is too low for it)
CLOCK_SIZE = 13


class Row(NamedTuple):
    """One club's row of the scoreboard, in real pixels."""

    rect: pygame.Rect  # the whole row (lit in the side's colour when it is to play)
    crest: pygame.Rect
    mark: tuple[int, int]  # the side mark's centre
    name: pygame.Rect  # the room for the name
    goals: pygame.Rect  # the room for the goals, inside the dark plate


def rows(r: pygame.Rect | None = None) -> tuple[Row, Row]:
    """Where each side's row lies in the scoreboard `r` (default: the table's)."""
    r = r or L.get().score
    clock_h = assets.font(CLOCK_SIZE).get_height()
    top, bottom = r.y + px(5), r.bottom - clock_h - px(2)
    row_h = (bottom - top) // 2
    goals_w = assets.font(_goals_size(row_h), True).size("0")[0] + px(14)  # a rare two-figure score is drawn smaller
    out = []
    for side in (0, 1):
        row = pygame.Rect(r.x + px(6), top + side * row_h, r.w - px(12), row_h - px(1))
        crest_d = min(px(24), row.h - px(2))
        crest = pygame.Rect(0, 0, crest_d, crest_d)
        crest.midleft = (row.x + px(5), row.centery)
        mark = (crest.right + px(3) + px(SCORE_MARK) // 2, row.centery)
        goals = pygame.Rect(row.right - goals_w, row.y, goals_w, row.h)
        name_x = mark[0] + px(SCORE_MARK) // 2 + px(5)
        name = pygame.Rect(name_x, row.y, goals.x - px(4) - name_x, row.h)
        out.append(Row(row, crest, mark, name, goals))
    return out[0], out[1]


def kit_stripe(row: Row) -> pygame.Rect:
    """The club's kit as a short upright bar at the start of its row."""
    return pygame.Rect(row.rect.x + px(1), row.rect.y + px(3), max(3, px(5)), row.rect.h - px(6))


def _goals_size(row_h: int) -> int:
    """The goals' logical size: GOALS_SIZE, or what a low row holds (digits' ink about 0.73 of it)."""
    size = GOALS_SIZE
    while size > 10 and assets.real_px(size) * 0.74 > row_h - px(9):
        size -= 1
    return size


def score_mark_spots() -> tuple[tuple[int, int], tuple[int, int]]:
    """Where the scoreboard's side marks sit (issue #42: a side told by more than its colour)."""
    home, away = rows()
    return home.mark, away.mark


def to_play(view: View) -> int | None:
    """The side the scoreboard lights as the one to play (the defender too, while it decides)."""
    if view.phase in ("draft", "lineup", "over"):
        return None
    return view.current_player if view.current_player in (0, 1) else view.active


def draw_score(surface: pygame.Surface, view: View) -> None:
    """Both clubs' rows with their goals, and the half and turn below."""
    r = L.get().score
    decider = to_play(view)
    both = rows(r)
    plate = both[0].goals.union(both[1].goals).inflate(0, -px(2))
    for side, row in enumerate(both):
        lit = side == decider
        bar = bar_colour(side)
        if lit:
            pygame.draw.rect(surface, bar, row.rect, border_radius=px(7))
        panel_frames.kit_bar(surface, kit_stripe(row), kits.worn(side))  # the club's kit, lit or not
        surface.blit(club_crest(kits.club_id(side), row.crest.w), row.crest)
        side_mark(surface, side, row.mark, px(SCORE_MARK), ink_on_bar(bar) if lit else mark_colour(side))
        name = kits.name(side)
        face = fit_condensed(name, NAME_SIZE, ink_on_bar(bar) if lit else club_ink(side), True, row.name.w)
        at = face.get_rect(midleft=row.name.midleft)
        surface.blit(face, at)
        record(name, face, at, surface)
    pygame.draw.rect(surface, (6, 10, 14), plate, border_radius=px(6))
    pygame.draw.rect(surface, (60, 80, 92), plate, max(1, px(1)), border_radius=px(6))
    size = _goals_size(both[0].rect.h + px(1))
    for side, row in enumerate(both):
        digits = fit_text(str(view.score[side]), size, TEXT, True, row.goals.w - px(4))
        ink = digits.get_bounding_rect()
        ink.center = row.goals.center  # placed by its ink: centred in its row whatever the font's margins
        at = digits.get_rect(topleft=(ink.x - digits.get_bounding_rect().x, ink.y - digits.get_bounding_rect().y))
        surface.blit(digits, at)
        record(str(view.score[side]), digits, at, surface)
    _clock(surface, view, r)


def _clock(surface: pygame.Surface, view: View, r: pygame.Rect) -> None:
    bottom = (r.centerx, r.bottom - px(2))
    if view.additional_time:
        blit_text(surface, _("ADDITIONAL TIME"), bottom, CLOCK_SIZE, (255, 140, 60), True, "midbottom", r.w - px(24))
        return
    turn = (_("1st half · turn {turn}") if view.half == 1 else _("2nd half · turn {turn}")).format(turn=view.turn)
    if view.phase in ("draft", "lineup"):
        turn = _("before kick-off")
    blit_text(surface, turn, bottom, CLOCK_SIZE, DIM, False, "midbottom", r.w - px(24))
