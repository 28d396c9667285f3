"""The stadium around the pitch: where the stands, the floodlight pylons and the sky go at a window
size (Geometry) and how each is painted, at dusk, lit from the top-left."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass, field

import pygame

from game.ui.art.light import FLOOD, _add_glow, _scaled, glow, gradient
from game.ui.look.theme import TEAM_COLORS, Color

STAND_ROWS = 6  # rows of the crowd painted a step when the stand is built ahead

SKY: tuple[tuple[float, Color], ...] = (
    (0.0, (8, 14, 30)),
    (0.45, (14, 32, 56)),
    (0.75, (20, 52, 66)),
    (0.9, (86, 72, 78)),
    (1.0, (214, 124, 66)),
)
STAND: Color = (22, 26, 36)
ROOF: Color = (30, 36, 50)
NEUTRAL: tuple[Color, ...] = ((40, 42, 50), (70, 72, 80), (200, 200, 196), (28, 30, 38), (120, 96, 70))
SKIN: tuple[Color, ...] = ((214, 170, 130), (170, 120, 86), (110, 76, 52), (232, 196, 160), (60, 44, 36))


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
    rigs = [
        (0.055, round(h * 0.075), (130, 56), h, 1.0),
        (0.945, round(h * 0.075), (130, 56), h, 0.8),
        (0.15, far_y, (76, 32), roof, 0.8),
        (0.85, far_y, (76, 32), roof, 0.6),
    ]
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


def _stand(surface: pygame.Surface, g: Geometry, rng: random.Random) -> None:
    for _step in stand_steps(surface, g, rng):
        pass


def stand_steps(surface: pygame.Surface, g: Geometry, rng: random.Random) -> Iterator[None]:
    """The stand painted a few rows of its crowd a step (the same pixels as at once)."""
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
            if row % STAND_ROWS == 0:
                yield
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
