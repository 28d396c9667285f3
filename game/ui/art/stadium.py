"""A floodlit stadium at dusk, painted at the window's real size: sky, the far stand and its crowd,
four floodlight pylons, the pitch in perspective, a vignette.

The still picture is painted once per window size (and pitch line) and cached; `draw` blits it and
adds the ambient layer for one quantised tick (`AMBIENT_FPS` a second): twinkling lamps, flags
waving on the roof, camera flashes in the crowd. Key light: the floodlights, top-left."""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Iterator
from typing import Any

import pygame

from game.ui.art.light import FLOOD, _add_glow, _pool, _scaled, gradient, sparkle
from game.ui.art.stands import Geometry, _pylons, _sky, geometry, stand_steps
from game.ui.look.theme import CHALK, PITCH, PITCH_DARK, TEAM_COLORS, Color

AMBIENT_FPS = 8  # ambient ticks a second: what the scene asks the window to redraw at while idle

FLAG_COLORS: tuple[Color, ...] = (TEAM_COLORS[0], (240, 196, 72), TEAM_COLORS[1])
PITCH_LEN, PITCH_WID = 105.0, 68.0


# ---------------------------------------------------------------------------------------- helpers


# ---------------------------------------------------------------------------------------- the pitch


class Projection:
    """World metres on the pitch (x along its length from the centre, y from the far touchline
    toward the camera) to screen pixels, in perspective."""

    def __init__(self, w: int, h: int, horizon: int) -> None:
        self.ratio = 2.3  # depth of the far touchline over the near one
        y_near = horizon + (h - horizon) * 1.55
        self.k = (y_near - horizon) / (1 - 1 / self.ratio)
        self.y_v = y_near - self.k
        self.s = 0.74 * w * self.ratio / PITCH_LEN
        self.cx = w / 2

    def depth(self, y: float) -> float:
        return self.ratio - (self.ratio - 1) * y / PITCH_WID

    def __call__(self, x: float, y: float, up: float = 0.0) -> tuple[float, float]:
        z = self.depth(y)
        return self.cx + x * self.s / z, self.y_v + (self.k - up * self.s) / z

    def width_at(self, y: float, metres: float) -> float:
        return metres * self.s / self.depth(y)

    def depth_of_row(self, sy: float) -> float:
        """The world y at screen row `sy` (below the horizon)."""
        z = self.k / max(1e-6, sy - self.y_v)
        return (self.ratio - z) / (self.ratio - 1) * PITCH_WID


def _pitch(surface: pygame.Surface, g: Geometry) -> None:
    w, h = g.w, g.h
    pr = Projection(w, h, g.horizon)
    bottom = min(pr.depth_of_row(h + 2), PITCH_WID * 1.35)
    pygame.draw.rect(surface, PITCH_DARK, (0, g.horizon, w, h - g.horizon))
    stripes = 22
    step = 150 / stripes
    for i in range(stripes + 1):
        x0 = -75 + i * step
        if i % 2:
            continue
        poly = [pr(x0, 0), pr(x0 + step, 0), pr(x0 + step, bottom), pr(x0, bottom)]
        pygame.draw.polygon(surface, PITCH, poly)
    for p in g.pylons:  # warm pools where the floodlights land
        pool = pygame.transform.smoothscale(_pool(), (round(w * 0.5), round(h * 0.34)))
        pool.fill(_scaled((255, 255, 255), p.strength), special_flags=pygame.BLEND_MULT)
        surface.blit(pool, pool.get_rect(center=p.aim), special_flags=pygame.BLEND_ADD)
    # distance haze: the far turf fades toward the stand's shadow
    haze = gradient(w, max(1, (h - g.horizon) // 2), ((0.0, (14, 30, 34)), (1.0, (0, 0, 0))))
    surface.blit(haze, (0, g.horizon), special_flags=pygame.BLEND_SUB)
    lines = pygame.Surface((w, h), pygame.SRCALPHA)
    chalk = (*CHALK, 215)

    def seg(points: list[tuple[float, float]]) -> None:
        for (x0, y0), (x1, y1) in itertools.pairwise(points):
            width = max(1, round(pr.width_at((y0 + y1) / 2, 0.22)))
            if width == 1:
                pygame.draw.aaline(lines, chalk, pr(x0, y0), pr(x1, y1))
            else:
                pygame.draw.line(lines, chalk, pr(x0, y0), pr(x1, y1), width)

    def arc(cx: float, cy: float, r: float, a0: float, a1: float, n: int = 48) -> list[tuple[float, float]]:
        return [
            (cx + r * math.cos(a0 + (a1 - a0) * i / n), cy + r * math.sin(a0 + (a1 - a0) * i / n)) for i in range(n + 1)
        ]

    half_l, half_w = PITCH_LEN / 2, PITCH_WID / 2
    seg([(-half_l, 0), (half_l, 0)])
    seg([(-half_l, PITCH_WID), (half_l, PITCH_WID)])
    for side in (-1, 1):
        gx = side * half_l
        seg([(gx, 0), (gx, PITCH_WID)])
        box, area = gx - side * 16.5, gx - side * 5.5
        seg([(gx, half_w - 20.16), (box, half_w - 20.16), (box, half_w + 20.16), (gx, half_w + 20.16)])
        seg([(gx, half_w - 9.16), (area, half_w - 9.16), (area, half_w + 9.16), (gx, half_w + 9.16)])
        spot = gx - side * 11
        a = math.acos(5.5 / 9.15)
        seg(arc(spot, half_w, 9.15, math.pi - a if side > 0 else -a, math.pi + a if side > 0 else a, 24))
    seg([(0, 0), (0, PITCH_WID)])
    seg(arc(0, half_w, 9.15, 0, 2 * math.pi, 72))
    sx, sy = pr(0, half_w)
    pygame.draw.ellipse(
        lines,
        chalk,
        pygame.Rect(0, 0, pr.width_at(half_w, 0.6), pr.width_at(half_w, 0.3)).move(
            round(sx - pr.width_at(half_w, 0.3)), round(sy - pr.width_at(half_w, 0.15))
        ),
    )
    surface.blit(lines, (0, 0))


# ---------------------------------------------------------------------------------------- the stand


def _vignette(surface: pygame.Surface) -> None:
    w, h = surface.get_size()
    small = pygame.Surface((32, 18), pygame.SRCALPHA)
    for y in range(18):
        for x in range(32):
            d = math.hypot((x - 15.5) / 16, (y - 8.5) / 9)
            small.set_at((x, y), (4, 8, 16, max(0, min(210, round(255 * (d - 0.55) * 0.9)))))
    surface.blit(pygame.transform.smoothscale(small, (w, h)), (0, 0))


# ---------------------------------------------------------------------------------------- caches

# Keyed by size, pitch line and the sides' colours the crowd wears: a window that goes back to a
# size (full screen and back, another screen and back) finds its stadium still painted.
Key = tuple[int, int, int, Color, Color]
KEPT = 4  # pictures of each kind kept, the oldest forgotten first
_still: dict[Key, tuple[pygame.Surface, Geometry]] = {}
_dim: dict[Key, pygame.Surface] = {}


def clear() -> None:
    _still.clear()
    _dim.clear()


def _key(w: int, h: int, horizon: int) -> Key:
    return (w, h, horizon, TEAM_COLORS[0], TEAM_COLORS[1])


def _room(cache: dict[Key, Any]) -> None:
    while len(cache) >= KEPT:
        del cache[next(iter(cache))]


def still(size: tuple[int, int], horizon: int) -> tuple[pygame.Surface, Geometry]:
    """The painted stadium (no ambient motion) at `size` real pixels with its far touchline at
    real-pixel row `horizon`, and its geometry."""
    w, h = size
    horizon = max(h // 4, min(h - h // 8, horizon))
    key = _key(w, h, horizon)
    if key not in _still:
        for _step in _paint(w, h, horizon):
            pass
    return _still[key]


def _paint(w: int, h: int, horizon: int) -> Iterator[None]:
    """The still stadium painted into its cache, a piece a step."""
    g = geometry(w, h, horizon)
    rng = random.Random(11)
    surf = pygame.Surface((w, h))
    _sky(surf, g, rng)
    yield
    _pitch(surf, g)
    yield
    yield from stand_steps(surf, g, rng)
    _pylons(surf, g)
    yield
    _vignette(surf)
    if pygame.display.get_surface() is not None:
        surf = surf.convert()
    _room(_still)
    _still[_key(w, h, horizon)] = (surf, g)


def prepare(size: tuple[int, int], horizon: int) -> Iterator[None]:
    """The dimmed stadium (`dimmed`) built ahead, a piece a step: a screen showing it next (the
    hot-seat pass screen, the pause menu) draws it from the cache at once."""
    horizon = max(size[1] // 4, min(size[1] - size[1] // 8, horizon))
    key = _key(*size, horizon)
    if key in _dim:
        return
    if key not in _still:
        yield from _paint(*size, horizon)
        yield
    dimmed(size, horizon)


def dimmed(size: tuple[int, int], horizon: int) -> pygame.Surface:
    """The stadium softened and darkened, for screens whose panels must stay readable on it."""
    horizon = max(size[1] // 4, min(size[1] - size[1] // 8, horizon))
    key = _key(*size, horizon)
    if key not in _dim:
        _room(_dim)
        surf, _g = still(size, horizon)
        w, h = size
        soft = pygame.transform.smoothscale(pygame.transform.smoothscale(surf, (max(1, w // 4), max(1, h // 4))), size)
        veil = pygame.Surface(size, pygame.SRCALPHA)
        veil.fill((8, 14, 26, 120))
        soft.blit(veil, (0, 0))
        _dim[key] = soft
    return _dim[key]


def draw(surface: pygame.Surface, horizon: int, tick: int | None = None) -> Geometry:
    """The stadium over the whole `surface`, with the ambient motion of `tick` (None: still)."""
    surf, g = still(surface.get_size(), horizon)
    surface.blit(surf, (0, 0))
    if tick is not None:
        ambient(surface, g, tick)
    return g


def ambient(
    surface: pygame.Surface, g: Geometry, tick: int, covered: list[pygame.Rect] | None = None, calm: bool = False
) -> None:
    """What moves: lamps that twinkle, flags on the roof, a few camera flashes in the crowd; none
    of it inside a `covered` rect (what the scene drew over the stadium). `calm` (reduce motion):
    the lamps burn steady and nobody takes a photo; the flags still wave."""
    u = g.h / 720
    covered = covered or []

    def hidden(x: float, y: float, r: float) -> bool:
        return any(c.colliderect((x - r, y - r, 2 * r, 2 * r)) for c in covered)

    for i, (x, y) in enumerate(g.lamps):
        level = 2 if calm else round(2 + 2 * math.sin(tick * 0.9 + i * 2.1))
        if level > 0 and not hidden(x, y, 13 * u):
            s = sparkle(max(6, round(26 * u)), level)
            surface.blit(s, s.get_rect(center=(x, y)), special_flags=pygame.BLEND_ADD)
    pole_h = max(6, round(28 * u))
    fw, fh = max(8, round(26 * u)), max(5, round(15 * u))
    for i, (x, y) in enumerate(g.flags):
        if hidden(x + fw / 2, y + pole_h / 2, max(fw, pole_h)):
            continue
        pygame.draw.line(surface, (150, 150, 150), (x, y), (x, y + pole_h), max(1, round(2 * u)))
        phase = tick * 0.8 + i * 1.7
        edge_top, edge_bottom = [], []
        for j in range(9):
            t = j / 8
            dy = math.sin(phase - t * 3.2) * fh * 0.22 * t
            edge_top.append((x + t * fw, y + dy))
            edge_bottom.append((x + t * fw * 0.97, y + fh + dy * 1.2))
        color = FLAG_COLORS[i % len(FLAG_COLORS)]
        pygame.draw.polygon(surface, _scaled(color, 0.85), edge_top + edge_bottom[::-1])
        pygame.draw.lines(surface, _scaled(color, 1.15), False, edge_top, max(1, round(u)))
    for x, y in [] if calm else _flashes(g, tick):
        if hidden(x, y, 9 * u):
            continue
        _add_glow(surface, (x, y), max(3, round(9 * u)), FLOOD, 0.9)
        surface.fill(
            (255, 255, 250), (x - max(1, round(u)), y - max(1, round(u)), max(2, round(2 * u)), max(2, round(2 * u)))
        )


def _flashes(g: Geometry, tick: int) -> list[tuple[int, int]]:
    """Where the camera flashes of ambient tick `tick` go off in the crowd."""
    rng = random.Random(tick * 7919 + 11)
    out = []
    for _ in range(rng.choice((0, 1, 1, 2, 2, 3))):
        top, bottom = g.tiers[rng.randrange(2)]
        out.append((rng.randrange(g.w), rng.randrange(top, max(top + 1, bottom))))
    return out


def ambient_rects(g: Geometry, ticks: list[int]) -> list[pygame.Rect]:
    """Where `ambient` draws at any of `ticks` (its lamps, flags and those ticks' flashes): what to
    redraw when only the ambient motion moves."""
    u = g.h / 720
    lamp = max(6, round(26 * u)) + 2
    rects = [pygame.Rect(x - lamp // 2, y - lamp // 2, lamp, lamp) for x, y in g.lamps]
    pole_h = max(6, round(28 * u))
    fw, fh = max(8, round(26 * u)), max(5, round(15 * u))
    rects += [pygame.Rect(x - 2, y - fh // 2, fw + 4, pole_h + fh) for x, y in g.flags]
    flash = max(3, round(9 * u)) + 2
    for tick in ticks:
        rects += [pygame.Rect(x - flash, y - flash, 2 * flash, 2 * flash) for x, y in _flashes(g, tick)]
    return rects
