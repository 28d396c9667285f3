"""A row of the replays list: date and how the match was played, both clubs and their stars, the score."""

from __future__ import annotations

import datetime

import pygame

from game.i18n import N_, _
from game.storage import ReplayInfo
from game.ui.art.club_crest import club_crest
from game.ui.art.club_ink import picked_inks
from game.ui.look import assets
from game.ui.look.metrics import px
from game.ui.look.theme import BUTTON_HOVER, DIM, GOLD, PANEL, TEXT, Color
from game.ui.widgets.basic import blit_text, draw_panel
from game.ui.words import card_text
from game.ui.words.club_words import club_name
from game.ui.words.levels import LEVEL_NAMES

KINDS = {
    "hotseat": N_("hot-seat"),
    "online": N_("online"),
    "watch": N_("computer vs computer"),
}
VS_COMPUTER = N_("vs computer")
VS_LEVEL = N_("vs computer: {level}")
GUIDED = N_("guided match")


SHARED = N_("from a friend")


def match_kind(info: ReplayInfo) -> str:
    """How the match was played, as its replay says ("" for an older replay that does not say)."""
    if info.shared:
        kind = _played(info)
        return f"{_(SHARED)} · {kind}" if kind else _(SHARED)
    return _played(info)


def _played(info: ReplayInfo) -> str:
    if info.guided:
        return _(GUIDED)
    if info.mode == "computer":
        level = LEVEL_NAMES.get(info.level or "")
        return _(VS_LEVEL).format(level=_(level)) if level else _(VS_COMPUTER)
    kind = KINDS.get(info.mode or "")
    return _(kind) if kind else ""


def short_date(iso: str) -> str:
    try:
        return datetime.datetime.fromisoformat(iso).strftime("%Y-%m-%d %H:%M")
    except ValueError:
        return iso[:16]


def star_names(stars: tuple[str, ...]) -> str:
    names = []
    for card in stars:
        try:
            names.append(card_text.card_name(card))
        except (KeyError, ValueError):
            names.append(card)
    return ", ".join(names)


def draw_outcome(surface: pygame.Surface, info: ReplayInfo, where: tuple[int, int]) -> None:
    """The result for the person at this computer as a badge: W in a circle, D in a square, L in a
    diamond (shape and letter, not colour alone); nothing where nobody here played alone."""
    outcome = info.outcome()
    if outcome is None:
        return
    letter = {"won": _("W"), "drawn": _("D"), "lost": _("L")}[outcome]
    colour = {"won": (46, 140, 70), "drawn": (110, 116, 120), "lost": (176, 64, 56)}[outcome]
    r, (x, y) = px(13), where
    if outcome == "won":
        pygame.draw.circle(surface, colour, where, r)
    elif outcome == "drawn":
        pygame.draw.rect(surface, colour, pygame.Rect(x - r + px(1), y - r + px(1), 2 * r - px(2), 2 * r - px(2)))
    else:
        d = r + px(2)
        pygame.draw.polygon(surface, colour, [(x, y - d), (x + d, y), (x, y + d), (x - d, y)])
    blit_text(surface, letter, where, 13, TEXT, True, "center", 2 * r)


LIT_ROW: Color = BUTTON_HOVER  # the focused row's fill


def draw_row(
    surface: pygame.Surface, r: pygame.Rect, info: ReplayInfo, focused: bool, columns: tuple[int, int]
) -> None:
    """One replay in `r`; `columns`: where HOME's stars and the score start (real pixels)."""
    home_x, score_x = columns
    stars_w = score_x - px(60) - home_x  # each team's star names keep clear of the score
    away_w = r.right - px(20) - score_x - px(60)
    fill = LIT_ROW if focused else PANEL
    draw_panel(surface, r, fill, GOLD if focused else (70, 96, 84))
    draw_outcome(surface, info, (r.x + px(28), r.centery))
    date_x = r.x + px(50)  # after the result's badge
    date_w = home_x - date_x - px(10)
    kind = match_kind(info)
    lift = assets.line_px(9) if kind else 0
    blit_text(surface, short_date(info.date), (date_x, r.centery - lift), 16, TEXT, False, "midleft", date_w)
    if kind:
        blit_text(surface, kind, (date_x, r.centery + assets.line_px(11)), 13, DIM, False, "midleft", date_w)
    draw_team(surface, info, 0, (home_x, r.centery), stars_w, fill)
    score = f"{info.score[0]}  -  {info.score[1]}"
    lift = assets.line_px(8) if info.shootout else 0
    blit_text(surface, score, (score_x, r.centery - lift), 24, GOLD, True, "center", px(100))
    if info.shootout:
        pens = _("pens {home}-{away}").format(home=info.shootout[0], away=info.shootout[1])
        blit_text(surface, pens, (score_x, r.centery + assets.line_px(14)), 12, DIM, False, "center", px(110))
    draw_team(surface, info, 1, (r.right - px(20), r.centery), away_w, fill)


def draw_team(
    surface: pygame.Surface, info: ReplayInfo, side: int, at: tuple[int, int], room: int, fill: Color = PANEL
) -> None:
    """A side of a replay row: its club's crest and name (in its ink, readable on the row's `fill`)
    and, below them, its stars; from `at` rightwards for HOME, leftwards for AWAY."""
    crest = club_crest(info.clubs[side], px(24))
    x, cy = at
    top = cy - assets.line_px(10)
    c_rect = crest.get_rect(midleft=(x, top)) if side == 0 else crest.get_rect(midright=(x, top))
    surface.blit(crest, c_rect)
    tx = c_rect.right + px(6) if side == 0 else c_rect.x - px(6)
    anchor = "midleft" if side == 0 else "midright"
    name = club_name(info.clubs[side], side)
    blit_text(
        surface, name, (tx, top), 15, picked_inks(*info.clubs)[side], True, anchor, room - crest.get_width() - px(6)
    )
    blit_text(surface, star_names(info.stars[side]), (x, cy + assets.line_px(12)), 12, DIM, False, anchor, room)
