"""The crowd strips beyond the table's back lines, reacting (issue #38 point 3): a wave that runs
along the stand at a goal, flags waved at a Magic Eleven, a hush (the stand darkens and stills) at
a penalty. Drawn over the cached stands (game/ui/art/pitch_art.stands) for one quantised frame;
`calm` (reduce motion) draws each without travelling or flapping."""

from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame

from game.ui.art.pitch_art import stands
from game.ui.art.side_marks import mark_colour
from game.ui.look.theme import Color

KINDS = ("wave", "flags", "hush")
SKIN: tuple[Color, ...] = ((214, 170, 130), (170, 120, 86), (110, 76, 52), (232, 196, 160))


def crowd_part(rect: pygame.Rect, facing_down: bool) -> pygame.Rect:
    """The rows of fans in a stand band (the boards run along its pitch side), in band coordinates."""
    board_h = max(2, rect.h // 4)
    return pygame.Rect(0, 0 if facing_down else board_h, rect.w, rect.h - board_h)


@lru_cache(maxsize=4)
def raised(w: int, h: int, facing_down: bool, seed: int, colours: tuple[Color, Color]) -> pygame.Surface:
    """The stand on its feet: brighter, arms and scarves up in both clubs' `colours`."""
    rect = pygame.Rect(0, 0, w, h)
    s = stands(rect, facing_down, seed).copy()
    crowd = crowd_part(rect, facing_down)
    s.fill((58, 56, 48), crowd, special_flags=pygame.BLEND_RGB_ADD)
    rng = random.Random(seed * 31 + 5)
    arm = max(2, crowd.h // 3)
    width = max(1, h // 16)
    for _ in range(w // max(2, h // 6)):
        x = rng.randrange(w)
        y = crowd.y + rng.randrange(max(1, crowd.h - arm))
        color = colours[rng.randrange(2)] if rng.random() < 0.7 else rng.choice(SKIN)
        pygame.draw.line(s, color, (x, y + arm), (x + rng.choice((-1, 0, 1)) * width, y), width)
    return s


def envelope(k: float) -> float:
    """0..1: a reaction swells in quickly, holds, and settles at its end."""
    return max(0.0, min(1.0, k / 0.1, (1.0 - k) / 0.2))


def draw_reaction(
    surface: pygame.Surface,
    rect: pygame.Rect,
    facing_down: bool,
    seed: int,
    kind: str,
    k: float,
    frame: int,
    side: int | None,
    calm: bool,
) -> None:
    """The stand band `rect` (screen coordinates) reacting: `kind` at progress `k` (0..1) of its
    time, `frame` its quantised animation frame; `side` the club whose colours lead (None: both)."""
    if rect.w < 4 or rect.h < 4 or kind not in KINDS:
        return
    crowd = crowd_part(rect, facing_down).move(rect.topleft)
    if kind == "hush":
        veil = pygame.Surface(crowd.size, pygame.SRCALPHA)
        veil.fill((4, 8, 14, round(120 * envelope(k))))
        surface.blit(veil, crowd)
        return
    if kind == "wave":
        up = raised(rect.w, rect.h, facing_down, seed, (mark_colour(0), mark_colour(1)))
        if calm:  # the whole stand rises a little, in place
            up.set_alpha(round(110 * envelope(k)))
            surface.blit(up, crowd, crowd.move(-rect.x, -rect.y))
            up.set_alpha(None)
            return
        span = max(8, rect.w // 6)
        centre = -span + k * (rect.w + 2 * span)
        slices = 6
        for i in range(slices):
            x0 = round(centre - span / 2 + i * span / slices)
            part = pygame.Rect(x0, crowd.y - rect.y, math.ceil(span / slices), crowd.h).clip(up.get_rect())
            if part.w <= 0:
                continue
            up.set_alpha(round(255 * math.sin(math.pi * (i + 0.5) / slices)))
            surface.blit(up, (rect.x + part.x, crowd.y), part)
        up.set_alpha(None)
        return
    _flags(surface, crowd, frame, side, calm, envelope(k))


def _flags(surface: pygame.Surface, crowd: pygame.Rect, frame: int, side: int | None, calm: bool, level: float) -> None:
    """Flags held up along the stand, waving (still when `calm`); `level` how many are up."""
    fh = max(3, round(crowd.h * 0.45))
    fw = max(5, round(fh * 1.6))
    gap = max(fw * 2, crowd.w // 22)
    count = crowd.w // gap
    for i in range(count):
        if (i * 7919 % 100) / 100 > level:
            continue
        x = crowd.x + gap // 2 + i * gap
        y = crowd.y + max(0, (crowd.h - fh) // 3) + (i % 2)
        team = side if side is not None and side in (0, 1) and i % 3 else i % 2
        color = mark_colour(team)
        phase = 0.0 if calm else frame * 0.9 + i * 1.3
        top, bottom = [], []
        for j in range(6):
            t = j / 5
            dy = math.sin(phase - t * 3.0) * fh * 0.25 * t if not calm else 0.0
            top.append((x + t * fw, y + dy))
            bottom.append((x + t * fw * 0.96, y + fh + dy))
        pygame.draw.line(surface, (200, 200, 196), (x, y), (x, crowd.bottom), max(1, fh // 6))
        pygame.draw.polygon(surface, color, top + bottom[::-1])
        pygame.draw.lines(surface, (250, 250, 245), False, top, 1)
