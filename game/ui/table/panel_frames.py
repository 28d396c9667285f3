"""The side panels' frames (issue #38 newcomer review: hierarchy and clubs): quiet glass sized to
what each panel holds, so an empty tray or bench is no big dark box beside the decision, and each
side's club on its header (a band in its kit across the panel's top, its crest) and beside the
score (a bar in its kit)."""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.clubs import Kit
from game.engine.view import TeamView, View
from game.ui.art import kits
from game.ui.look import layout as L
from game.ui.look.metrics import px
from game.ui.look.theme import Color
from game.ui.widgets import glass

RADIUS = 10  # logical px: the panels' corners
BAND = 6  # logical px: the kit band's height (its trim line included)
MERGE = 28  # logical px: a gap narrower than this between the tray and the bench is closed


def tray_bottom(team: TeamView) -> int:
    """Where the coach's panel's upper frame ends: under its last row of players, or under its
    heading when none is left to place."""
    return L.tray_bottom(len(team.available))


LABEL_ROW = 18  # logical: from the bench frame's edge to its label row's middle


def bench_row_y(team: TeamView) -> int:
    """The middle of the bench's label row: above its cards, or alone when it is empty."""
    if team.bench:
        return L.bench_rect(0).y - px(12)
    return L.bench_top(2 * px(LABEL_ROW)) + px(LABEL_ROW)


def bench_frame(team: TeamView) -> pygame.Rect:
    """The bench's frame: its label row and its cards, right under the tray (L.bench_top)."""
    r = L.get().my_panel
    top = bench_row_y(team) - px(LABEL_ROW)
    bottom = L.bench_rect(0).bottom + px(10) if team.bench else top + 2 * px(LABEL_ROW)
    return pygame.Rect(r.x, top, r.w, bottom - top)


def my_frames(team: TeamView) -> list[pygame.Rect]:
    """The coach's panel as one or two frames sized to what it holds: the heading and the tray, and
    the bench right under them (polish6 #2: no dark gap down to the panel's foot); one frame when
    the tray fills the panel down to the bench."""
    r = L.get().my_panel
    top = pygame.Rect(r.x, r.y, r.w, tray_bottom(team) - r.y)
    bench = bench_frame(team)
    if bench.y - top.bottom < px(8) or (bench.bottom == r.bottom and bench.y - top.bottom < px(MERGE)):
        return [top.union(bench)]
    return [top, bench]


Frames = tuple[tuple[tuple[int, int, int, int], Kit | None], ...]  # (rect, the kit of its band)


def side_frames(view: View, me: int) -> Frames:
    """Both side panels' frames for the table's cached layer (it is drawn again only when they
    change): the opponent's whole panel and the coach's one or two, each side's first under its kit."""
    mine = my_frames(view.teams[me])
    opp = L.get().opp_panel
    out: list[tuple[tuple[int, int, int, int], Kit | None]] = [((opp.x, opp.y, opp.w, opp.h), kits.worn(1 - me))]
    out += [((r.x, r.y, r.w, r.h), kits.worn(me) if i == 0 else None) for i, r in enumerate(mine)]
    return tuple(out)


def paint(surface: pygame.Surface, frames: Frames) -> None:
    """Quiet glass for each frame, and its club's kit band along the top of a side's first."""
    for rect, kit in frames:
        glass.draw_glass(surface, pygame.Rect(rect), px(RADIUS), "quiet")
        if kit is not None:
            surface.blit(kit_band(rect[2], px(RADIUS), kit.shirt, kit.trim), rect[:2])


@lru_cache(maxsize=8)
def kit_band(w: int, radius: int, shirt: Color, trim: Color) -> pygame.Surface:
    """A club's colours along a panel's rounded top edge: its shirt, then a line of its trim."""
    h = max(3, px(BAND))
    line = max(1, h // 3)
    out = pygame.Surface((max(1, w), h), pygame.SRCALPHA)
    shape = pygame.Surface((max(1, w), h + radius), pygame.SRCALPHA)
    pygame.draw.rect(
        shape, (*trim, 255), shape.get_rect(), border_top_left_radius=radius, border_top_right_radius=radius
    )
    pygame.draw.rect(
        shape,
        (*shirt, 255),
        (0, 0, w, h - line),
        border_top_left_radius=radius,
        border_top_right_radius=radius,
    )
    out.blit(shape, (0, 0), pygame.Rect(0, 0, w, h))
    return out


def kit_bar(surface: pygame.Surface, bar: pygame.Rect, kit: Kit) -> None:
    """A side's bar beside the score in its club's kit: the shirt, edged in the trim."""
    edge = max(1, px(2))
    pygame.draw.rect(surface, kit.trim, bar, border_radius=bar.h // 2)
    pygame.draw.rect(surface, kit.shirt, bar.inflate(-2 * edge, -2 * edge), border_radius=bar.h // 2)


def tray_colour(base: Color, kit: Kit, share: float = 0.16) -> Color:
    """The coach's tray tinted toward its club's shirt: a hint of the club under the cards, dark
    enough that every card and its words read as on the plain tray."""
    r, g, b = (round(c + (k - c) * share) for c, k in zip(base, kit.shirt, strict=True))
    return (r, g, b)
