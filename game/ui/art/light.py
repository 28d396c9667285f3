"""The floodlights' paint: colour mixing, vertical gradients, soft glows and pools of light, the
shade under a roof, the sparkle of a flash bulb (cached per size, drawn at the real pixel size)."""

from __future__ import annotations

import itertools
from functools import lru_cache

import pygame

from game.ui.look.theme import Color

FLOOD: Color = (255, 244, 220)


def _mix(a: Color, b: Color, t: float) -> Color:
    t = max(0.0, min(1.0, t))
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t), round(a[2] + (b[2] - a[2]) * t))


def _scaled(c: Color, k: float) -> Color:
    return (min(255, round(c[0] * k)), min(255, round(c[1] * k)), min(255, round(c[2] * k)))


def gradient(w: int, h: int, stops: tuple[tuple[float, Color], ...]) -> pygame.Surface:
    """A vertical gradient w x h through `stops` (position 0..1, colour)."""
    col = pygame.Surface((1, max(1, h)))
    for y in range(max(1, h)):
        t = y / max(1, h - 1)
        for (p0, c0), (p1, c1) in itertools.pairwise(stops):
            if p0 <= t <= p1:
                col.set_at((0, y), _mix(c0, c1, (t - p0) / max(1e-6, p1 - p0)))
                break
    return pygame.transform.scale(col, (max(1, w), max(1, h)))


@lru_cache(maxsize=64)
def glow(radius: int, color: Color = FLOOD, peak: float = 1.0) -> pygame.Surface:
    """A soft round glow (black outside) to blit with BLEND_ADD."""
    r = max(2, radius)
    small = pygame.Surface((64, 64))
    for i in range(32, 0, -1):
        k = peak * (1 - i / 32) ** 2.2
        pygame.draw.circle(small, _scaled(color, k), (32, 32), i)
    return pygame.transform.smoothscale(small, (2 * r, 2 * r))


def _add_glow(surface: pygame.Surface, center: tuple[int, int], radius: int, color: Color, peak: float) -> None:
    g = glow(radius, color, round(peak, 2))
    surface.blit(g, g.get_rect(center=center), special_flags=pygame.BLEND_ADD)


@lru_cache(maxsize=1)
def _pool() -> pygame.Surface:
    """A broad, flat pool of warm light (for BLEND_ADD), brightest in its middle."""
    small = pygame.Surface((64, 64))
    for i in range(32, 0, -1):
        k = (1 - i / 32) ** 0.8
        pygame.draw.circle(small, _scaled((30, 28, 18), k), (32, 32), i)
    return small


@lru_cache(maxsize=8)
def shade(w: int, h: int, depth: int = 70) -> pygame.Surface:
    """A soft oval w x h to blit with BLEND_SUB: darkens what lies behind a title or a logo."""
    return pygame.transform.smoothscale(glow(64, (depth, depth, depth), 1.0), (max(2, w), max(2, h)))


@lru_cache(maxsize=32)
def sparkle(size: int, level: int) -> pygame.Surface:
    """A four-pointed glint `size` px across at brightness `level` of 4, for BLEND_ADD."""
    s = max(4, size)
    surf = pygame.Surface((s, s))
    k = level / 4
    c = s // 2
    pygame.draw.line(surf, _scaled(FLOOD, 0.55 * k), (0, c), (s, c), max(1, s // 14))
    pygame.draw.line(surf, _scaled(FLOOD, 0.55 * k), (c, 0), (c, s), max(1, s // 14))
    surf.blit(glow(max(2, s // 4), FLOOD, k), (c - max(2, s // 4), c - max(2, s // 4)), special_flags=pygame.BLEND_ADD)
    return surf
