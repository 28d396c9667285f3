"""The stadium around the match table, painted once per window size: a night backdrop lit by the
floodlights from the top-left, the turf (mowing stripes, grain, chalk, a soft floodlight pool),
the stands with their crowd and advertising boards beyond both back lines (the soft shadows that
cards and panels cast, and the glass panels, are game/ui/widgets/glass.py). Everything is drawn by
code at the real pixel size."""

from __future__ import annotations

import random
from functools import lru_cache

import pygame

from game.ui.art.light import glow, gradient
from game.ui.look.theme import Color

NIGHT_TOP: Color = (14, 24, 34)
NIGHT_BOTTOM: Color = (8, 14, 20)
TURF_LIGHT: Color = (54, 132, 72)
TURF_DARK: Color = (42, 110, 58)
BOARD_COLORS: tuple[Color, ...] = ((210, 70, 58), (240, 196, 72), (70, 130, 230), (235, 235, 225))
CROWD_COLORS: tuple[Color, ...] = (
    (236, 86, 70),
    (80, 150, 250),
    (230, 226, 210),
    (240, 196, 72),
    (60, 70, 84),
    (120, 60, 56),
    (50, 80, 130),
)


def big_glow(radius: int, color: Color, peak: float) -> pygame.Surface:
    """A window-sized soft light, scaled from a small cached glow (painted once into a cached
    background, so the big surface itself is not kept)."""
    return pygame.transform.smoothscale(glow(32, color, peak), (2 * radius, 2 * radius))


def night_backdrop(w: int, h: int) -> pygame.Surface:
    """The stadium's dark bowl behind the panels, a faint floodlight haze at the top-left (a copy
    to draw on)."""
    return _night_backdrop(w, h).copy()


@lru_cache(maxsize=4)
def _night_backdrop(w: int, h: int) -> pygame.Surface:
    s = gradient(w, h, ((0.0, NIGHT_TOP), (1.0, NIGHT_BOTTOM)))
    rng = random.Random(11)
    dot = max(1, h // 400)
    for _ in range(w * h // 900):  # the far stands, barely there in the dark
        x, y = rng.randrange(w), rng.randrange(h)
        c = rng.choice(CROWD_COLORS)
        shade = 0.10 + 0.08 * (1 - y / h)
        pygame.draw.circle(s, tuple(int(NIGHT_TOP[i] + (c[i] - NIGHT_TOP[i]) * shade) for i in range(3)), (x, y), dot)
    haze = big_glow(int(max(w, h) * 0.55), (255, 236, 190), 46 / 255)
    s.blit(haze, (-haze.get_width() // 3, -haze.get_height() // 3), special_flags=pygame.BLEND_RGB_ADD)
    return s


def turf(field: pygame.Rect, rows: list[tuple[int, int]]) -> pygame.Surface:
    """The grass under the grid: one mowing stripe per row band (`rows`: (y, height) in field
    coordinates), fine grain, and the floodlights' pool of light from the top-left. Painted once
    per size and rows (the match log moving, another text size: the same grass); blit it, never
    draw on it."""
    return _turf(field.w, field.h, tuple(rows))


@lru_cache(maxsize=8)
def _turf(w: int, h: int, rows: tuple[tuple[int, int], ...]) -> pygame.Surface:
    field = pygame.Rect(0, 0, w, h)
    s = pygame.Surface(field.size)
    s.fill(TURF_DARK)
    for i, (y, rh) in enumerate(rows):
        pygame.draw.rect(s, TURF_LIGHT if i % 2 == 0 else TURF_DARK, (0, y, field.w, rh))
    rng = random.Random(7)
    blade = max(1, field.h // 360)
    for _ in range(field.w * field.h // 60):
        x, y = rng.randrange(field.w), rng.randrange(field.h)
        d = rng.choice((-9, -6, 6, 9))
        c = s.get_at((x, y))
        pygame.draw.line(
            s,
            (max(0, c.r + d // 2), max(0, min(255, c.g + d)), max(0, c.b + d // 2)),
            (x, y),
            (x + rng.choice((-1, 0, 1)) * blade, y + 2 * blade),
        )
    _wear(s, rng)
    light = big_glow(int(max(field.w, field.h) * 0.75), (255, 246, 214), 38 / 255)
    s.blit(light, (-light.get_width() // 4, -light.get_height() // 4), special_flags=pygame.BLEND_RGB_ADD)
    # the other three floodlights' weaker pools, where their beams land on the corners
    pool = big_glow(int(max(field.w, field.h) * 0.32), (255, 240, 200), 16 / 255)
    for cx, cy in ((field.w, 0), (0, field.h), (field.w, field.h)):
        s.blit(pool, pool.get_rect(center=(cx, cy)), special_flags=pygame.BLEND_RGB_ADD)
    shade = pygame.Surface(field.size, pygame.SRCALPHA)
    for i in range(12):  # a darker rim towards the far corner
        k = i / 12
        pygame.draw.rect(
            shade,
            (0, 0, 0, int(5 * (1 - k))),
            shade.get_rect()
            .inflate(-int(k * field.w * 0.3), -int(k * field.h * 0.2))
            .move(int(k * field.w * 0.1), int(k * field.h * 0.08)),
            max(2, field.w // 60),
        )
    s.blit(shade, (0, 0))
    return s


def _wear(s: pygame.Surface, rng: random.Random) -> None:
    """Worn turf where play is thickest: the centre circle and both goalmouths, scuffed paler and
    browner in patches (painted once into the cached turf)."""
    w, h = s.get_size()
    patch = max(1, min(w, h) // 120)
    worn = pygame.Surface((w, h), pygame.SRCALPHA)
    for cx, cy, spread, count in ((w / 2, h / 2, 0.08, 260), (w / 2, 0, 0.06, 170), (w / 2, h, 0.06, 170)):
        for _ in range(count):
            x = round(cx + rng.gauss(0, spread * w))
            y = round(cy + rng.gauss(0, spread * h * 0.6))
            r = max(1, round(patch * rng.uniform(0.4, 1.2)))
            pygame.draw.ellipse(worn, (128, 118, 74, rng.randrange(16, 36)), (x - r * 2, y - r, 4 * r, 2 * r))
    s.blit(worn, (0, 0))


def stands(rect: pygame.Rect, facing_down: bool, seed: int) -> pygame.Surface:
    """A band of stands beyond a back line: tiers of crowd above a row of advertising boards on
    the pitch side (`facing_down`: the pitch is below the band). Painted once per size; blit it or
    copy it, never draw on it."""
    return _stands(rect.w, rect.h, facing_down, seed)


@lru_cache(maxsize=8)
def _stands(w: int, h: int, facing_down: bool, seed: int) -> pygame.Surface:
    rect = pygame.Rect(0, 0, w, h)
    s = gradient(rect.w, rect.h, ((0.0, (20, 28, 40)), (1.0, (34, 44, 58))))
    if not facing_down:
        s = pygame.transform.flip(s, False, True)
    rng = random.Random(seed)
    board_h = max(2, rect.h // 4)
    crowd_h = rect.h - board_h
    y0 = 0 if facing_down else board_h
    r = max(1, rect.h // 14)
    for _ in range(rect.w * crowd_h // max(1, 3 * r * r)):
        x, y = rng.randrange(rect.w), y0 + rng.randrange(max(1, crowd_h))
        c = rng.choice(CROWD_COLORS)
        depth = (y - y0) / max(1, crowd_h)
        k = 0.55 + 0.45 * (depth if facing_down else 1 - depth)
        pygame.draw.circle(s, tuple(int(v * k) for v in c), (x, y), r)
    by = crowd_h if facing_down else 0
    x = 0
    i = rng.randrange(len(BOARD_COLORS))
    seg = max(8, rect.w // 9)
    while x < rect.w:
        c = BOARD_COLORS[i % len(BOARD_COLORS)]
        pygame.draw.rect(s, tuple(int(v * 0.72) for v in c), (x, by, seg - 1, board_h))
        pygame.draw.line(s, c, (x, by + board_h // 2), (x + seg - 3, by + board_h // 2), max(1, board_h // 4))
        x += seg
        i += 1
    return s
