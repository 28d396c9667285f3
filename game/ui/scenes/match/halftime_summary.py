"""Half time's first-half card (#38.3): under the break's buttons, a small pitch with each club's
crest in its half and a ball in the net for every goal, beside the list of the first half's
scorers (card and turn, as the full-time screen names them). Only the goals, which both coaches
saw: nothing hidden is told. Real pixels; text sizes logical."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

import pygame

from game.engine import events as E
from game.engine.story import GoalLine, tell
from game.i18n import _
from game.ui.art import kits
from game.ui.art.club_crest import club_crest
from game.ui.art.club_ink import club_ink
from game.ui.look import assets
from game.ui.look.assets import line_px
from game.ui.look.metrics import px
from game.ui.look.theme import DIM, GOLD, TEXT, Color
from game.ui.widgets import glass
from game.ui.widgets.basic import blit_text, fit_text
from game.ui.words import card_text

PAD = 12  # the card's inner margin (logical)
GRASS = (38, 112, 58)
LINE = (226, 236, 228)


def first_half_goals(events: Sequence[E.Event]) -> list[GoalLine]:
    """The goals of the first half, in order, from the events the viewer may see."""
    return [g for g in tell(events).goals if g.half == 1]


def goal_words(goal: GoalLine) -> str:
    """ "CF Striker · turn 7": the scoring card (a penalty marked) and its turn."""
    name = card_text.short(goal.card) if goal.card else _("blind")
    if goal.how == "penalty":
        name += " (" + _("pen") + ")"
    return _("{card} · turn {turn}").format(card=name, turn=goal.turn)


def needed_height() -> int:
    """The least the card needs: its heading, a pitch and two lines beside it."""
    return px(2 * PAD) + line_px(24) + max(px(64), 2 * line_px(26))


def summary_rect(column: pygame.Rect, buttons_bottom: int, bottom: int) -> pygame.Rect | None:
    """The card in the buttons' column between their last row and `bottom`, or None without room."""
    top = buttons_bottom + px(18)
    rect = pygame.Rect(column.x, top, column.w, bottom - top)  # the whole rest of the column
    return rect if rect.h >= needed_height() and rect.y >= top else None


def draw_first_half(
    surface: pygame.Surface, rect: pygame.Rect, goals: Sequence[GoalLine], shown: int | None = None
) -> list[pygame.Rect]:
    """The card in `rect`, the first `shown` goals read out so far (None: all, a ball in the net
    with each); returns where each scorer's line went (for the tests)."""
    told = list(goals) if shown is None else list(goals[: max(0, shown)])
    glass.draw_glass(surface, rect, px(12))
    inner = rect.inflate(-2 * px(PAD), -2 * px(PAD))
    heading = line_px(24)
    blit_text(surface, _("First half"), (inner.x, inner.y), 18, GOLD, True, max_width=inner.w)
    body = pygame.Rect(inner.x, inner.y + heading, inner.w, inner.h - heading)
    size = goal_size(goals, body)
    widest = max((assets.font(size, True).size(goal_words(g))[0] for g in goals), default=0)
    step = goal_step(goals, body.h)
    wanted = max(widest, px(150)) + round(step * 0.78) + px(8) + px(14)  # a line: crest, gap, words
    pitch_w = min(round(body.w * 0.6), round(body.h / PITCH_RATIO), body.w - wanted)
    if pitch_w < px(70):  # long names at large text: the list takes the whole card
        pitch_w = 0
    pitch = pygame.Rect(body.x, body.y, pitch_w, round(pitch_w * PITCH_RATIO))
    pitch.centery = body.centery
    if pitch_w:
        tally = (sum(1 for g in told if g.side == 0), sum(1 for g in told if g.side == 1))
        colors = (club_ink(0), club_ink(1))
        surface.blit(_pitch(pitch.size, kits.clubs(), tally, colors), pitch)
    gap = px(18) if pitch_w else 0
    listed = pygame.Rect(pitch.right + gap, body.y, body.right - pitch.right - gap, body.h)
    rows = min(len(goals), max(1, listed.h // step))
    listed.h = rows * step  # the scorers centred on the pitch's height
    listed.centery = body.centery
    return _goal_list(surface, listed, goals, len(told), size, step)


PITCH_RATIO = 0.62  # the pitch picture's height / width
GOAL_SIZES = (20, 18, 16, 15)  # the scorers' text, the largest whose widest line fits


def goal_step(goals: Sequence[GoalLine], height: int) -> int:
    """A scorer's line: taller when few goals leave the card room, never under the text's line."""
    return max(line_px(23), min(line_px(34), height // max(4, len(goals))))


def goal_size(goals: Sequence[GoalLine], body: pygame.Rect) -> int:
    """The largest text size whose widest scorer's line leaves the pitch most of the card."""
    for size in GOAL_SIZES:
        widest = max((assets.font(size, True).size(goal_words(g))[0] for g in goals), default=0)
        if widest <= body.w * 0.45 and assets.font(size, True).get_height() <= goal_step(goals, body.h):
            return size
    return GOAL_SIZES[-1]


def _goal_list(
    surface: pygame.Surface, area: pygame.Rect, goals: Sequence[GoalLine], told: int, size: int, step: int
) -> list[pygame.Rect]:
    if not goals:
        blit_text(surface, _("No goals in the first half"), (area.x, area.y), 16, DIM, False, max_width=area.w)
        return []
    rows = max(1, area.h // step)
    shown = list(goals) if len(goals) <= rows else list(goals[: rows - 1])
    out: list[pygame.Rect] = []
    crest_h = round(step * 0.78)
    for n, goal in enumerate(shown[:told]):
        y = area.y + n * step + step // 2
        crest = club_crest(kits.club_id(goal.side), crest_h)
        c_rect = crest.get_rect(midleft=(area.x, y))
        surface.blit(crest, c_rect)
        room = area.right - c_rect.right - px(8)
        text = fit_text(goal_words(goal), size, TEXT, True, room)
        t_rect = text.get_rect(midleft=(c_rect.right + px(8), y))
        surface.blit(text, t_rect)
        out.append(c_rect.union(t_rect))
    if len(shown) < len(goals) and told >= len(shown):
        more = "+" + str(len(goals) - len(shown))
        blit_text(surface, more, (area.x, area.y + len(shown) * step), 16, DIM, True, max_width=area.w)
    return out


@lru_cache(maxsize=4)
def _pitch(
    size: tuple[int, int], clubs: tuple[str, str], tally: tuple[int, int], colors: tuple[Color, Color]
) -> pygame.Surface:
    """The little pitch: mown stripes, its lines, each club's crest in its own half (HOME left)
    and a ball in the other's net for each goal it scored."""
    w, h = size
    s = pygame.Surface(size, pygame.SRCALPHA)
    for n in range(8):
        stripe = pygame.Rect(round(n * w / 8), 0, round(w / 8) + 1, h)
        pygame.draw.rect(s, GRASS if n % 2 else tuple(min(255, c + 10) for c in GRASS), stripe)
    line = max(1, px(2) // 2 + 1)
    field = s.get_rect().inflate(-2 * px(6), -2 * px(6))
    pygame.draw.rect(s, LINE, field, line)
    pygame.draw.line(s, LINE, field.midtop, field.midbottom, line)
    pygame.draw.circle(s, LINE, field.center, max(3, field.h // 6), line)
    box_w, box_h = field.w // 7, field.h // 2
    for side in (0, 1):
        box = pygame.Rect(0, 0, box_w, box_h)
        if side == 0:
            box.midleft = field.midleft
        else:
            box.midright = field.midright
        pygame.draw.rect(s, LINE, box, line)
        crest = club_crest(clubs[side], max(8, field.h // 2))
        centre = (field.x + field.w // 4, field.centery) if side == 0 else (field.right - field.w // 4, field.centery)
        s.blit(crest, crest.get_rect(center=centre))
    r = max(3, field.h // 11)
    for side in (0, 1):  # side's goals: balls in the other's net
        net_x = field.right - r - px(2) if side == 0 else field.x + r + px(2)
        for n in range(tally[side]):
            row, col = n % 3, n // 3
            x = net_x + (-1 if side == 0 else 1) * col * (2 * r + 1)
            y = field.centery + (row - 1) * (2 * r + 1)
            pygame.draw.circle(s, (12, 14, 12), (x, y), r + 1)
            pygame.draw.circle(s, (246, 246, 240), (x, y), r)
            pygame.draw.circle(s, colors[side], (x, y), max(1, r // 2))  # the scorer's colour at its heart
    pygame.draw.rect(s, (10, 14, 12), s.get_rect(), max(1, px(2)), border_radius=px(6))
    return s


__all__ = ["draw_first_half", "first_half_goals", "goal_words", "summary_rect"]
