"""The penalty's TV plate (#38.2): a row per club with its side's stripe, its crest, its short name
and the match score in a score box; in a shoot-out each side's kicks (o a goal, x a miss, a ring a
kick to come) and its shoot-out goals in gold. Drawn once per thing it says; real pixels."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import pygame

from game.ui.art import kits
from game.ui.art.club_crest import club_crest
from game.ui.art.club_ink import club_ink
from game.ui.look import assets
from game.ui.look import metrics as M
from game.ui.look.assets import line_px
from game.ui.look.metrics import px
from game.ui.look.theme import DIM, GOLD, TEXT
from game.ui.widgets.basic import fit_text
from game.ui.words.club_words import club_short

GOAL_MARK = (90, 200, 110)
MISS_MARK = (210, 80, 70)
NAME_W = 190  # the widest a short name may be set (design pixels); a longer one shrinks


@dataclass(frozen=True)
class Tally:
    """What the plate keeps in sight: the match score and, in a shoot-out, each side's kicks."""

    score: tuple[int, int]
    kicks: tuple[tuple[bool, ...], tuple[bool, ...]] | None = None
    slots: int = 5


@dataclass(frozen=True)
class PlateParts:
    """Where the plate put its crests (relative to the plate), for the tests and a lesson."""

    crests: tuple[pygame.Rect, pygame.Rect]


def draw_tally(surface: pygame.Surface, rect: pygame.Rect, tally: Tally, shootout: bool) -> pygame.Rect:
    """The plate in the bottom left corner of the scene `rect` (on the turf, clear of the goal and
    the kicker at any size). Returns where it went."""
    plate, _parts = tally_plate(tally, shootout)
    at = tally_rect(rect, tally, shootout)
    surface.blit(plate, at)
    return at


def tally_rect(rect: pygame.Rect, tally: Tally, shootout: bool) -> pygame.Rect:
    """Where `draw_tally` puts the plate in the scene `rect`."""
    return tally_plate(tally, shootout)[0].get_rect(bottomleft=(rect.x + px(12), rect.bottom - px(10)))


def tally_plate(tally: Tally, shootout: bool) -> tuple[pygame.Surface, PlateParts]:
    """The plate for the clubs now dressed (see game.ui.art.kits)."""
    clubs = (kits.club_id(0), kits.club_id(1))
    names = (club_short(clubs[0], 0), club_short(clubs[1], 1))
    return _plate(tally, shootout, clubs, names, (*M.size(), line_px(32)))


@lru_cache(maxsize=8)
def _plate(
    tally: Tally, shootout: bool, clubs: tuple[str, str], names: tuple[str, str], _size: tuple[int, int, int]
) -> tuple[pygame.Surface, PlateParts]:
    """The plate drawn once for what it says (the window's size and the line height in the key)."""
    line = line_px(32)
    r = max(4, line // 3 - px(1))
    crest_h = round(line * 0.8)
    labels = [fit_text(n, 18, club_ink(s), True, px(NAME_W)) for s, n in enumerate(names)]
    name_w = max(t.get_width() for t in labels)
    crest_w = max(club_crest(c, crest_h).get_width() for c in clubs)
    score = [assets.text(str(g), 22, TEXT, True) for g in tally.score]
    box_w = max(px(34), max(s.get_width() for s in score) + px(14))
    kicks = tally.kicks if shootout and tally.kicks is not None else None
    slots = max(tally.slots, *(len(k) for k in kicks)) if kicks else 0
    step = 2 * r + px(6)
    stripe = px(6)
    x_crest = stripe + px(10)
    x_name = x_crest + crest_w + px(10)
    x_box = x_name + name_w + px(14)
    tail = (px(14) + slots * step + px(36)) if kicks else 0
    width = x_box + box_w + tail + px(10)
    pad = px(6)
    height = 2 * pad + 2 * line + px(2)
    s = pygame.Surface((width, height), pygame.SRCALPHA)
    radius = px(10)
    pygame.draw.rect(s, (8, 12, 10, 232), s.get_rect(), border_radius=radius)
    crests: list[pygame.Rect] = []
    for side in (0, 1):
        top = pad + side * (line + px(2))
        y = top + line // 2
        band = pygame.Rect(px(3), top, stripe, line)
        pygame.draw.rect(s, club_ink(side), band, border_radius=max(1, stripe // 2))
        crest = club_crest(clubs[side], crest_h)
        c_rect = crest.get_rect(center=(x_crest + crest_w // 2, y))
        s.blit(crest, c_rect)
        crests.append(c_rect)
        s.blit(labels[side], labels[side].get_rect(midleft=(x_name, y)))
        box = pygame.Rect(x_box, top + px(2), box_w, line - px(4))
        pygame.draw.rect(s, (30, 36, 34), box, border_radius=px(5))
        s.blit(score[side], score[side].get_rect(center=box.center))
        if kicks is None:
            continue
        x0 = box.right + px(14) + r
        for n in range(slots):
            centre = (x0 + n * step, y)
            if n < len(kicks[side]):
                scored = kicks[side][n]
                pygame.draw.circle(s, GOAL_MARK if scored else MISS_MARK, centre, r)
                mark = fit_text("o" if scored else "x", 15, TEXT, True, 2 * r)
                s.blit(mark, mark.get_rect(center=(centre[0], centre[1] - px(1))))
            else:
                pygame.draw.circle(s, DIM, centre, r, max(1, px(2)))
        goals = assets.text(str(sum(kicks[side])), 22, GOLD, True)  # the shoot-out's own score
        s.blit(goals, goals.get_rect(midright=(width - px(12), y)))
    pygame.draw.line(s, (60, 66, 62), (x_crest, pad + line + px(1)), (width - px(10), pad + line + px(1)), 1)
    pygame.draw.rect(s, GOLD, s.get_rect(), max(1, px(2)), border_radius=radius)
    return s, PlateParts((crests[0], crests[1]))


def forget() -> None:
    _plate.cache_clear()


M.on_resize(forget)

__all__ = ["PlateParts", "Tally", "draw_tally", "tally_plate", "tally_rect"]
