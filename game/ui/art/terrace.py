"""A terrace of fans seen from the pitch (half time's stand, review22 #11): rows of small heads and
shirts in both clubs' colours, seated (cached once per size), and the moment they stand: scarves
held up over their heads and flags waved, one quantised frame at a time (`calm`: held still)."""

from __future__ import annotations

import math
import random
from collections.abc import Iterator

import pygame

from game.ui.look.theme import Color

SKIN: tuple[Color, ...] = ((214, 170, 130), (170, 120, 86), (110, 76, 52), (232, 196, 160), (60, 44, 36))
NEUTRAL: tuple[Color, ...] = ((40, 42, 50), (70, 72, 80), (150, 150, 146), (28, 30, 38))
STRIPE = (240, 240, 232)
HAIR: tuple[Color, ...] = ((30, 22, 18), (62, 40, 26), (110, 80, 48), (20, 20, 24), (150, 146, 140))
DETAILED = 9  # a fan this many pixels or more is drawn as a figure (head, hair, shaded shoulders)


def cell(h: int) -> int:
    """The size of one fan (a seat's pitch) for a terrace `h` pixels tall."""
    return max(4, h // 18)


def _scaled(c: Color, k: float) -> Color:
    return (min(255, round(c[0] * k)), min(255, round(c[1] * k)), min(255, round(c[2] * k)))


def fans(w: int, h: int, colours: tuple[Color, Color], seed: int) -> list[tuple[int, int, int]]:
    """Each fan's x, y (shirt top) and team (0, 1; 2 neutral): HOME's end left, AWAY's right."""
    rng = random.Random(seed)
    sp = cell(h)
    out = []
    for row, y in enumerate(range(sp // 2, h - sp, sp)):
        x = -rng.randrange(sp) - (sp // 2 if row % 2 else 0)
        while x < w:
            if rng.random() < 0.92:
                home = rng.random() < (0.85 if x < w * 0.4 else 0.5 if x < w * 0.6 else 0.15)
                team = (0 if home else 1) if rng.random() < 0.7 else 2
                out.append((x, y, team))
            x += sp
    return out


_SEATED: dict[tuple[int, int, tuple[Color, Color], int], pygame.Surface] = {}  # the last two terraces seated
SEAT_STEP = 250  # fans painted a step when a terrace is seated ahead (`seat`)


def seated(w: int, h: int, colours: tuple[Color, Color], seed: int) -> pygame.Surface:
    """The terrace seated: dark concrete rows, lit a little more toward the pitch (the bottom); the
    last two kept."""
    key = (w, h, colours, seed)
    if key not in _SEATED:
        for _step in seat(w, h, colours, seed):
            pass
    _SEATED[key] = _SEATED.pop(key)  # the latest used, kept longest
    return _SEATED[key]


def seat(w: int, h: int, colours: tuple[Color, Color], seed: int) -> Iterator[None]:
    """`seated`'s terrace painted ahead, SEAT_STEP fans a step, then kept (nothing when it is)."""
    key = (w, h, colours, seed)
    if key in _SEATED:
        return
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    s.fill((18, 24, 36, 255))
    sp = cell(h)
    rng = random.Random(seed + 1)
    crowd = fans(w, h, colours, seed)
    yield
    for i, (x, y, team) in enumerate(crowd):
        if i and i % SEAT_STEP == 0:
            yield
        k = (0.45 + 0.4 * y / max(1, h)) * rng.uniform(0.7, 1.0)
        shirt = colours[team] if team < 2 else rng.choice(NEUTRAL)
        skin, hair = rng.choice(SKIN), rng.choice(HAIR)
        if sp >= DETAILED:
            figure(s, x, y, sp, _scaled(shirt, k), _scaled(skin, k), _scaled(hair, k))
            continue
        bw = sp - 1
        s.fill(_scaled(shirt, k), (x, y + sp // 3, bw, sp - sp // 3))
        hs = max(2, sp // 2)
        s.fill(_scaled(skin, k), (x + (bw - hs) // 2, y, hs, max(2, sp // 3 + 1)))
    while len(_SEATED) >= 2:
        _SEATED.pop(next(iter(_SEATED)))
    _SEATED[key] = s


def figure(s: pygame.Surface, x: int, y: int, sp: int, shirt: Color, skin: Color, hair: Color) -> None:
    """One seated fan in a seat's pitch `sp` at (x, y): rounded shoulders in the shirt, lit from the
    floodlights at the top-left and shaded on the right, a round head under its hair."""
    bw = sp - 1
    top = y + round(sp * 0.44)
    body = pygame.Rect(x, top, bw, y + sp + sp // 4 - top)
    radius = max(2, sp // 3)
    pygame.draw.rect(s, shirt, body, border_top_left_radius=radius, border_top_right_radius=radius)
    shade = body.copy()
    shade.x += bw * 2 // 3
    shade.w = bw - bw * 2 // 3
    pygame.draw.rect(s, _scaled(shirt, 0.68), shade, border_top_right_radius=radius)
    pygame.draw.line(s, _scaled(shirt, 1.3), (x + radius // 2, top + 1), (x + bw * 2 // 3, top + 1), max(1, sp // 12))
    r = max(2, round(sp * 0.23))
    cx, cy = x + bw // 2, y + round(sp * 0.26)
    pygame.draw.circle(s, _scaled(skin, 0.8), (cx, top), max(1, r * 2 // 3))  # the neck
    pygame.draw.circle(s, hair, (cx, cy), r)
    pygame.draw.circle(s, skin, (cx, cy + max(1, r // 3)), max(1, r * 5 // 6))
    pygame.draw.circle(s, _scaled(skin, 0.72), (cx + r // 2, cy + max(1, r // 3)), max(1, r // 3))


def standing(
    surface: pygame.Surface,
    rect: pygame.Rect,
    colours: tuple[Color, Color],
    seed: int,
    frame: int,
    level: float,
    calm: bool,
    keep_clear: pygame.Rect | None = None,
) -> None:
    """The fans of `rect` on their feet: every fourth one holds a scarf up, a few wave flags;
    `level` (0..1) how many are up; nothing drawn over `keep_clear` (the title)."""
    sp = cell(rect.h)
    scarf_w, scarf_h = sp * 3, max(2, sp // 2)
    for i, (x, y, team) in enumerate(fans(rect.w, rect.h, colours, seed)):
        if i % 4 or team == 2 or (i * 7919 % 97) / 97 > level:
            continue
        sway = 0.0 if calm else math.sin(frame * 1.1 + i * 0.7) * sp * 0.6
        cx, top = rect.x + x + sp // 2, rect.y + y - sp
        scarf = pygame.Rect(0, 0, scarf_w, scarf_h)
        scarf.center = (round(cx + sway), top)
        figure = scarf.union(pygame.Rect(cx - sp // 2 - sp, top - sp, 3 * sp, 3 * sp))
        if keep_clear is not None and figure.colliderect(keep_clear):
            continue
        surface.fill(colours[team], scarf)
        for n in range(1, 3):
            sx = scarf.x + n * scarf_w // 3
            surface.fill(STRIPE, (sx - 1, scarf.y, max(1, sp // 4), scarf_h))
        arm = max(1, sp // 4)
        pygame.draw.line(surface, SKIN[i % len(SKIN)], (cx - sp // 2, top + sp), scarf.midleft, arm)
        pygame.draw.line(surface, SKIN[(i + 1) % len(SKIN)], (cx + sp // 2, top + sp), scarf.midright, arm)
    _flags(surface, rect, colours, frame, level, calm, keep_clear)


def _flags(
    surface: pygame.Surface,
    rect: pygame.Rect,
    colours: tuple[Color, Color],
    frame: int,
    level: float,
    calm: bool,
    keep_clear: pygame.Rect | None,
) -> None:
    fh = max(6, rect.h // 6)
    fw = round(fh * 1.5)
    gap = max(fw * 3, rect.w // 9)
    for i in range(rect.w // gap + 1):
        if (i * 6151 % 89) / 89 > level:
            continue
        x = rect.x + gap // 3 + i * gap
        y = rect.y + rect.h // 4 + (i % 3) * fh // 2
        area = pygame.Rect(x - fh, y - fh, fw + 2 * fh, fh * 4)
        if keep_clear is not None and area.colliderect(keep_clear):
            continue
        colour = colours[0 if x < rect.centerx else 1]
        phase = 0.0 if calm else frame * 0.9 + i * 1.3
        top, bottom = [], []
        for j in range(6):
            t = j / 5
            dy = 0.0 if calm else math.sin(phase - t * 3.0) * fh * 0.25 * t
            top.append((x + t * fw, y + dy))
            bottom.append((x + t * fw * 0.96, y + fh + dy))
        pygame.draw.line(surface, (200, 200, 196), (x, y), (x, y + fh * 2), max(1, fh // 8))
        pygame.draw.polygon(surface, colour, top + bottom[::-1])
        pygame.draw.lines(surface, STRIPE, False, top, 1)


__all__ = ["cell", "figure", "seat", "seated", "standing"]
