"""A floodlit stadium at dusk, painted at the window's real size: sky, the far stand and its crowd,
four floodlight pylons, the pitch in perspective, a vignette.

The still picture is painted once per window size (and pitch line) and cached; `draw` blits it and
adds the ambient layer for one quantised tick (`AMBIENT_FPS` a second): twinkling lamps, flags
waving on the roof, camera flashes in the crowd. Key light: the floodlights, top-left."""

from __future__ import annotations

import itertools
import math
import random
from dataclasses import dataclass, field
from functools import lru_cache

import pygame

from game.ui import metrics
from game.ui.theme import CHALK, PITCH, PITCH_DARK, TEAM_COLORS, Color

AMBIENT_FPS = 10  # ambient ticks a second: what the scene asks the window to redraw at while idle

SKY: tuple[tuple[float, Color], ...] = (
    (0.0, (8, 14, 30)),
    (0.45, (14, 32, 56)),
    (0.75, (20, 52, 66)),
    (0.9, (86, 72, 78)),
    (1.0, (214, 124, 66)),
)
FLOOD: Color = (255, 244, 220)
STAND: Color = (22, 26, 36)
ROOF: Color = (30, 36, 50)
NEUTRAL: tuple[Color, ...] = ((40, 42, 50), (70, 72, 80), (200, 200, 196), (28, 30, 38), (120, 96, 70))
SKIN: tuple[Color, ...] = ((214, 170, 130), (170, 120, 86), (110, 76, 52), (232, 196, 160), (60, 44, 36))
FLAG_COLORS: tuple[Color, ...] = (TEAM_COLORS[0], (240, 196, 72), TEAM_COLORS[1])
PITCH_LEN, PITCH_WID = 105.0, 68.0


@dataclass(frozen=True)
class Pylon:
    lamp: pygame.Rect  # the lamp bank
    foot: tuple[int, int]  # where the mast meets the ground (or leaves the window)
    aim: tuple[int, int]  # where its light lands on the pitch
    glow: int  # radius of the glow around the lamps
    strength: float  # 1 for the key lights (top-left), less for the others


@dataclass(frozen=True)
class Geometry:
    w: int
    h: int
    horizon: int  # the far touchline
    roof: int  # the front edge of the stand's roof
    tiers: tuple[tuple[int, int], tuple[int, int]]  # the upper and lower crowd bands (top, bottom)
    pylons: tuple[Pylon, ...]
    flags: tuple[tuple[int, int], ...]  # tops of the flag poles on the roof
    lamps: tuple[tuple[int, int], ...] = field(default=())  # single lamps that twinkle


def geometry(w: int, h: int, horizon: int) -> Geometry:
    stand_h = min(round(h * 0.3), round(horizon * 0.62))
    roof = horizon - stand_h
    board = max(3, round(stand_h * 0.07))
    mid = roof + round(stand_h * 0.5)
    upper = (roof + round(stand_h * 0.06), mid - max(2, round(stand_h * 0.05)))
    lower = (mid + max(2, round(stand_h * 0.06)), horizon - board)
    u = h / 720
    far_y = roof - round(stand_h * 0.42)
    # (across the window, lamp height, lamp size, the pole's foot, light strength): two near, two far
    rigs = [(0.055, round(h * 0.075), (130, 56), h, 1.0), (0.945, round(h * 0.075), (130, 56), h, 0.8),
            (0.15, far_y, (76, 32), roof, 0.8), (0.85, far_y, (76, 32), roof, 0.6)]
    pylons = tuple(
        _pylon(round(w * x), y, round(lw * u), round(lh * u), (round(w * x), foot), w, h, k)
        for x, y, (lw, lh), foot, k in rigs
    )
    roof_top = roof - max(4, round(stand_h * 0.1))
    flags = tuple((round(w * f), roof_top - max(6, round(28 * u))) for f in (0.41, 0.48, 0.55))
    lamps = []
    for p in pylons:
        cols, rows = _bank(p.lamp)
        cw, ch = p.lamp.w / cols, p.lamp.h / rows
        for i, (c, r) in enumerate(((0, 0), (cols - 1, 1), (1, rows - 1), (cols // 2, 0))):
            if i < 3 or p.strength >= 1:
                lamps.append((round(p.lamp.x + (c + 0.5) * cw), round(p.lamp.y + (r + 0.5) * ch)))
    return Geometry(w, h, horizon, roof, (upper, lower), pylons, flags, tuple(lamps))


def _pylon(x: int, y: int, lw: int, lh: int, foot: tuple[int, int], w: int, h: int, strength: float) -> Pylon:
    lamp = pygame.Rect(0, 0, lw, lh)
    lamp.center = (x, y)
    aim = (round(w * 0.5 + (x - w * 0.5) * 0.35), round(h * 0.8))
    return Pylon(lamp, foot, aim, round(lw * 1.3), strength)


def _bank(lamp: pygame.Rect) -> tuple[int, int]:
    return (6, 3) if lamp.w > 100 else (5, 2)


# ---------------------------------------------------------------------------------------- helpers


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


def _stand(surface: pygame.Surface, g: Geometry, rng: random.Random) -> None:
    w, h = g.w, g.h
    stand_h = g.horizon - g.roof
    pygame.draw.rect(surface, STAND, (0, g.roof, w, stand_h))
    sp = max(3, round(h / 160))
    for tier, (top, bottom) in enumerate(g.tiers):
        pygame.draw.rect(surface, (30, 34, 46), (0, top, w, bottom - top))
        y = top
        row = 0
        while y + sp <= bottom:
            depth = (y - top) / max(1, bottom - top)
            light = (0.35 + 0.35 * depth) if tier == 0 else (0.65 + 0.35 * depth)
            x = -rng.randrange(sp) - (sp // 2 if row % 2 else 0)
            while x < w:
                if rng.random() < 0.9:
                    home = rng.random() < (0.85 if x < w * 0.42 else 0.5 if x < w * 0.58 else 0.15)
                    shirt = TEAM_COLORS[0 if home else 1] if rng.random() < 0.62 else rng.choice(NEUTRAL)
                    k = light * rng.uniform(0.55, 1.0) * (1.0 - 0.25 * abs(x - w * 0.2) / w)
                    bw = sp - 1 if sp > 3 else sp
                    surface.fill(_scaled(shirt, k), (x, y + sp // 3, bw, sp - sp // 3))
                    hs = max(1, sp // 2)
                    surface.fill(_scaled(rng.choice(SKIN), k * 0.9), (x + (bw - hs) // 2, y, hs, max(1, sp // 3 + 1)))
                x += sp
            y += sp
            row += 1
    # the balcony between the tiers: hospitality windows, warm lit
    b_top, b_bot = g.tiers[0][1], g.tiers[1][0]
    pygame.draw.rect(surface, (16, 20, 28), (0, b_top, w, b_bot - b_top))
    win = max(2, (b_bot - b_top) // 2)
    x = rng.randrange(win * 2)
    while x < w:
        if rng.random() < 0.7:
            surface.fill(_scaled((255, 204, 130), rng.uniform(0.25, 0.6)), (x, b_top + win // 2, win, win))
        x += round(win * 1.8)
    # the perimeter LED boards along the far touchline
    top = g.tiers[1][1]
    board_h = g.horizon - top
    pygame.draw.rect(surface, (12, 14, 20), (0, top, w, board_h))
    seg_w = max(24, w // 14)
    colors = ((240, 196, 72), (80, 150, 250), (236, 86, 70), (120, 230, 160), (255, 244, 220))
    for i, x in enumerate(range(0, w, seg_w)):
        c = colors[i % len(colors)]
        surface.fill(_scaled(c, 0.55), (x + 2, top + 1, seg_w - 4, max(1, board_h - 2)))
        surface.fill(_scaled(c, 0.9), (x + 2 + seg_w // 5, top + board_h // 3, seg_w // 2, max(1, board_h // 3)))
    # the roof: a dark slab, its fascia lit by the floodlights, a row of downlights
    roof_th = max(4, round(stand_h * 0.1))
    roof_top = g.roof - roof_th
    pygame.draw.polygon(surface, ROOF, [(0, roof_top - roof_th), (w, roof_top - roof_th), (w, g.roof), (0, g.roof)])
    pygame.draw.rect(surface, (46, 54, 70), (0, roof_top, w, max(2, roof_th // 3)))
    pygame.draw.line(surface, (96, 92, 88), (0, g.roof - 1), (w, g.roof - 1), max(1, roof_th // 6))
    shade = gradient(w, max(1, round(stand_h * 0.22)), ((0.0, (60, 60, 60)), (1.0, (0, 0, 0))))
    surface.blit(shade, (0, g.roof), special_flags=pygame.BLEND_SUB)
    for x in range(w // 40, w, max(12, w // 30)):
        pygame.draw.circle(surface, (255, 236, 200), (x, g.roof - roof_th // 3), max(1, roof_th // 6))


def _pylons(surface: pygame.Surface, g: Geometry) -> None:
    w, h = g.w, g.h
    k = 8  # the cones are soft: painted at an eighth of the size, then smoothly scaled up
    sw, sh = max(1, w // k), max(1, h // k)
    cones = pygame.Surface((sw, sh))
    for p in g.pylons:
        spread = w * 0.14 * p.strength
        top = p.lamp.midbottom
        poly = [
            ((top[0] - p.lamp.w / 3) / k, top[1] / k),
            ((top[0] + p.lamp.w / 3) / k, top[1] / k),
            ((p.aim[0] + spread) / k, p.aim[1] / k),
            ((p.aim[0] - spread) / k, p.aim[1] / k),
        ]
        layer = pygame.Surface((sw, sh))
        pygame.draw.polygon(layer, _scaled((52, 48, 40), p.strength), poly)
        span = max(1, (p.aim[1] - top[1]) // k)
        fade = gradient(sw, span, ((0.0, (255, 255, 255)), (0.5, (120, 120, 120)), (1.0, (0, 0, 0))))
        layer.blit(fade, (0, top[1] // k), special_flags=pygame.BLEND_MULT)
        layer.fill((0, 0, 0), (0, top[1] // k + span - 1, sw, sh))
        cones.blit(layer, (0, 0), special_flags=pygame.BLEND_ADD)
    cones = pygame.transform.smoothscale(
        pygame.transform.smoothscale(cones, (max(1, sw // 2), max(1, sh // 2))), (w, h)
    )
    surface.blit(cones, (0, 0), special_flags=pygame.BLEND_ADD)
    for p in g.pylons:
        mast = max(2, p.lamp.w // 12)
        x, y = p.lamp.midbottom
        pygame.draw.line(surface, (20, 24, 32), (x, y), p.foot, mast)
        pygame.draw.line(
            surface, (52, 58, 72), (x - mast // 2, y), (p.foot[0] - mast // 2, p.foot[1]), max(1, mast // 3)
        )
        for k in range(1, 14):  # the lattice's rungs
            ry = y + (p.foot[1] - y) * k / 14
            pygame.draw.line(surface, (34, 40, 52), (x - mast, ry), (x + mast, ry), max(1, mast // 4))
    for p in g.pylons:
        _add_glow(surface, p.lamp.center, p.glow, (255, 226, 170), 0.45 * p.strength)
        frame = p.lamp.inflate(max(2, p.lamp.w // 16), max(2, p.lamp.h // 8))
        pygame.draw.rect(surface, (26, 30, 40), frame, border_radius=max(1, frame.h // 8))
        cols, rows = _bank(p.lamp)
        cw, ch = p.lamp.w / cols, p.lamp.h / rows
        for c in range(cols):
            for r in range(rows):
                cell = pygame.Rect(
                    round(p.lamp.x + c * cw + cw * 0.12),
                    round(p.lamp.y + r * ch + ch * 0.14),
                    max(1, round(cw * 0.76)),
                    max(1, round(ch * 0.72)),
                )
                pygame.draw.rect(surface, (246, 236, 214), cell, border_radius=max(1, cell.h // 4))
                pygame.draw.rect(surface, (255, 255, 246), cell.inflate(-cell.w // 2, -cell.h // 2))
        _add_glow(surface, p.lamp.center, max(4, p.lamp.w // 2), FLOOD, 0.5 * p.strength)


def _sky(surface: pygame.Surface, g: Geometry, rng: random.Random) -> None:
    top_of_stand = g.roof - 2 * max(4, round((g.horizon - g.roof) * 0.1))
    surface.blit(gradient(g.w, top_of_stand + 2, SKY), (0, 0))
    for _ in range(g.w * g.h // 9000):
        x, y = rng.randrange(g.w), rng.randrange(max(1, int(top_of_stand * 0.55)))
        surface.set_at((x, y), _scaled(FLOOD, rng.uniform(0.25, 0.7)))
    # the stadium's light dome over the roof
    dome = pygame.transform.smoothscale(glow(32, (90, 80, 64), 1.0), (g.w, max(8, round(g.h * 0.5))))
    surface.blit(dome, dome.get_rect(center=(g.w // 2, top_of_stand)), special_flags=pygame.BLEND_ADD)


def _vignette(surface: pygame.Surface) -> None:
    w, h = surface.get_size()
    small = pygame.Surface((32, 18), pygame.SRCALPHA)
    for y in range(18):
        for x in range(32):
            d = math.hypot((x - 15.5) / 16, (y - 8.5) / 9)
            small.set_at((x, y), (4, 8, 16, max(0, min(210, round(255 * (d - 0.55) * 0.9)))))
    surface.blit(pygame.transform.smoothscale(small, (w, h)), (0, 0))


# ---------------------------------------------------------------------------------------- caches

_still: dict[tuple[int, int, int], tuple[pygame.Surface, Geometry]] = {}
_dim: dict[tuple[int, int, int], pygame.Surface] = {}


def clear() -> None:
    _still.clear()
    _dim.clear()


metrics.on_resize(clear)


def still(size: tuple[int, int], horizon: int) -> tuple[pygame.Surface, Geometry]:
    """The painted stadium (no ambient motion) at `size` real pixels with its far touchline at
    real-pixel row `horizon`, and its geometry."""
    w, h = size
    horizon = max(h // 4, min(h - h // 8, horizon))
    key = (w, h, horizon)
    if key not in _still:
        if len(_still) > 3:
            _still.clear()
        g = geometry(w, h, horizon)
        rng = random.Random(11)
        surf = pygame.Surface((w, h))
        _sky(surf, g, rng)
        _pitch(surf, g)
        _stand(surf, g, rng)
        _pylons(surf, g)
        _vignette(surf)
        if pygame.display.get_surface() is not None:
            surf = surf.convert()
        _still[key] = (surf, g)
    return _still[key]


def dimmed(size: tuple[int, int], horizon: int) -> pygame.Surface:
    """The stadium softened and darkened, for screens whose panels must stay readable on it."""
    key = (*size, horizon)
    if key not in _dim:
        if len(_dim) > 3:
            _dim.clear()
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


def ambient(surface: pygame.Surface, g: Geometry, tick: int, covered: list[pygame.Rect] | None = None) -> None:
    """What moves: lamps that twinkle, flags on the roof, a few camera flashes in the crowd; none
    of it inside a `covered` rect (what the scene drew over the stadium)."""
    u = g.h / 720
    covered = covered or []

    def hidden(x: float, y: float, r: float) -> bool:
        return any(c.colliderect((x - r, y - r, 2 * r, 2 * r)) for c in covered)

    for i, (x, y) in enumerate(g.lamps):
        level = round(2 + 2 * math.sin(tick * 0.9 + i * 2.1))
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
    rng = random.Random(tick * 7919 + 11)
    for _ in range(rng.choice((0, 1, 1, 2, 2, 3))):
        top, bottom = g.tiers[rng.randrange(2)]
        x, y = rng.randrange(g.w), rng.randrange(top, max(top + 1, bottom))
        if hidden(x, y, 9 * u):
            continue
        _add_glow(surface, (x, y), max(3, round(9 * u)), FLOOD, 0.9)
        surface.fill(
            (255, 255, 250), (x - max(1, round(u)), y - max(1, round(u)), max(2, round(2 * u)), max(2, round(2 * u)))
        )
