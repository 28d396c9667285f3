"""The full-time screen's art, drawn by code: a trophy with ribbons in the winner's colour, a
slumped flag for the loser, a handshake for a draw, and the short motion of the moment (confetti,
fireworks, rain). The pictures are cached by size; the motion is a pure function of the time since
the whistle, so nothing runs once it is over."""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from functools import lru_cache

import pygame

from game.ui.look import metrics as M
from game.ui.look.theme import GOLD, Color

SS = 2  # pictures are drawn this many times larger, then smoothly scaled down (soft edges)
CONFETTI_TIME = 2.6  # seconds the confetti falls
RAIN_TIME = 2.8
FLOOD: Color = (255, 244, 220)


def mix(a: Color, b: Color, k: float) -> Color:
    """`a` moved a share `k` toward `b`."""
    return (round(a[0] + (b[0] - a[0]) * k), round(a[1] + (b[1] - a[1]) * k), round(a[2] + (b[2] - a[2]) * k))


def _supersampled(w: int, h: int, paint: Callable[[pygame.Surface, float], None], units: float) -> pygame.Surface:
    """`paint(surface, unit)` at SS times the size (`unit` real pixels per drawing unit, the drawing
    being `units` units high), scaled down to w x h."""
    big = pygame.Surface((max(1, w * SS), max(1, h * SS)), pygame.SRCALPHA)
    paint(big, h * SS / units)
    return pygame.transform.smoothscale(big, (max(1, w), max(1, h)))


# ---------------------------------------------------------------------------------- the pictures


@lru_cache(maxsize=8)
def trophy(h: int, ribbon: Color) -> pygame.Surface:
    """A gold cup on a plinth, lit from the top-left, its ribbons and plinth band in `ribbon`.
    The drawing is 100 units wide and 125 high."""
    w = round(h * 100 / 125)

    def paint(s: pygame.Surface, u: float) -> None:
        def p(x: float, y: float) -> tuple[int, int]:
            return round(x * u), round(y * u)

        def r(x: float, y: float, rw: float, rh: float) -> pygame.Rect:
            return pygame.Rect(round(x * u), round(y * u), round(rw * u), round(rh * u))

        dark, mid, light = (150, 104, 24), GOLD, (255, 234, 160)
        # ribbons hanging from the handles, behind the cup
        for side in (-1, 1):
            x = 50 + side * 36
            tail = [p(x - 5, 30), p(x + 5, 30), p(x + 9 * side + 4, 78), p(x + 9 * side, 72), p(x + 9 * side - 4, 80)]
            pygame.draw.polygon(s, ribbon, tail)
            pygame.draw.polygon(s, mix(ribbon, (0, 0, 0), 0.35), tail, max(1, round(u)))
        # handles
        for side in (-1, 1):
            box = r(50 + side * 30 - 14, 14, 28, 34)
            pygame.draw.ellipse(s, dark, box, max(2, round(6 * u)))
            pygame.draw.ellipse(s, mid, box.inflate(-round(2 * u), -round(2 * u)), max(2, round(4 * u)))
        # the bowl: the lower half of an ellipse under a rim
        bowl = [p(50 + 34 * math.cos(a / 20 * math.pi), 12 + 50 * math.sin(a / 20 * math.pi)) for a in range(21)]
        pygame.draw.polygon(s, mid, bowl)
        shade = [p(50 + 34 * math.cos(a / 20 * math.pi), 12 + 50 * math.sin(a / 20 * math.pi)) for a in range(11)]
        pygame.draw.polygon(s, dark, [p(84, 12), *shade, p(58, 12)])  # the right half in shadow
        pygame.draw.polygon(s, mid, [p(58, 12), p(50, 62), p(70, 12)])
        pygame.draw.ellipse(s, light, r(24, 18, 9, 30))  # the floodlight's sheen, top-left
        pygame.draw.ellipse(s, (255, 252, 236), r(26, 22, 4, 14))
        pygame.draw.ellipse(s, dark, r(15, 6, 70, 13))
        pygame.draw.ellipse(s, light, r(17, 7, 66, 10))
        pygame.draw.ellipse(s, (120, 80, 16), r(22, 9, 56, 6))  # looking into the cup
        # stem, knob, foot
        pygame.draw.rect(s, mid, r(45, 58, 10, 22))
        pygame.draw.rect(s, dark, r(50, 58, 5, 22))
        pygame.draw.ellipse(s, mid, r(39, 70, 22, 9))
        pygame.draw.polygon(s, mid, [p(34, 80), p(66, 80), p(74, 95), p(26, 95)])
        pygame.draw.polygon(s, dark, [p(52, 80), p(66, 80), p(74, 95), p(56, 95)])
        pygame.draw.line(s, light, p(34, 81), p(27, 94), max(1, round(2 * u)))
        # the plinth with its band in the winner's colour
        pygame.draw.rect(s, (40, 30, 26), r(20, 95, 60, 28), border_radius=round(3 * u))
        pygame.draw.rect(s, ribbon, r(20, 103, 60, 9))
        pygame.draw.rect(s, mix(ribbon, FLOOD, 0.45), r(20, 103, 60, 2))
        pygame.draw.rect(s, (72, 58, 48), r(20, 95, 60, 3), border_radius=round(3 * u))

    return _supersampled(w, h, paint, 125)


@lru_cache(maxsize=8)
def slumped_flag(h: int, colour: Color, trim: Color | None = None) -> pygame.Surface:
    """A pole with the losing side's flag at half-mast, hanging limp: the cloth in `colour` with a
    band of `trim` (the club's second colour), shaded in its folds, never greyed (review23 #8).
    70 wide, 125 high."""
    w = round(h * 70 / 125)
    cloth = mix(colour, (40, 44, 52), 0.12)
    band = mix(trim if trim is not None else FLOOD, (40, 44, 52), 0.12)
    low = 30  # half-mast: the flag hangs this far down the pole

    def paint(s: pygame.Surface, u: float) -> None:
        pygame.draw.line(
            s, (150, 156, 160), (round(14 * u), round(4 * u)), (round(14 * u), round(124 * u)), max(2, round(4 * u))
        )
        pygame.draw.circle(s, (200, 200, 196), (round(14 * u), round(5 * u)), max(2, round(4 * u)))

        def p(x: float, y: float) -> tuple[int, int]:
            return round(x * u), round((y + low) * u)

        edge = [p(40 + 5 * math.sin(k * 1.3), 12 + 5.5 * k) for k in range(11)]  # the limp outer edge
        drape = [p(16, 8), p(38, 11), *edge, p(30, 70), p(16, 62)]
        pygame.draw.polygon(s, cloth, drape)
        stripe = [p(16, 28), p(40 + 5 * math.sin(3 * 1.3), 28.5), p(40 + 5 * math.sin(5 * 1.3), 39.5), p(16, 40)]
        pygame.draw.polygon(s, band, stripe)
        pygame.draw.polygon(s, mix(cloth, (0, 0, 0), 0.3), [p(16, 8), p(24, 9), p(22, 66), p(16, 62)])
        for k in range(2):  # folds
            x = 26 + 7 * k
            pygame.draw.line(s, mix(cloth, (0, 0, 0), 0.25), p(x, 14), p(x - 2, 64), max(1, round(2 * u)))
        pygame.draw.line(s, mix(cloth, FLOOD, 0.3), p(17, 9), p(38, 11), max(1, round(2 * u)))

    return _supersampled(w, h, paint, 125)


@lru_cache(maxsize=8)
def handshake(h: int, home: Color, away: Color) -> pygame.Surface:
    """Two sleeves, one in each team's colour, meeting in a handshake. 160 wide, 100 high."""
    w = round(h * 160 / 100)
    skin, skin_dark = (226, 182, 140), (176, 128, 92)

    def paint(s: pygame.Surface, u: float) -> None:
        def p(x: float, y: float) -> tuple[int, int]:
            return round(x * u), round(y * u)

        def arm(a: tuple[float, float], b: tuple[float, float], width: float, colour: Color) -> None:
            dx, dy = b[0] - a[0], b[1] - a[1]
            n = math.hypot(dx, dy)
            ox, oy = -dy / n * width / 2, dx / n * width / 2
            pts = [p(a[0] + ox, a[1] + oy), p(b[0] + ox, b[1] + oy), p(b[0] - ox, b[1] - oy), p(a[0] - ox, a[1] - oy)]
            pygame.draw.polygon(s, colour, pts)

        arm((2, 92), (62, 60), 28, mix(home, (0, 0, 0), 0.1))
        arm((158, 92), (98, 60), 28, mix(away, (0, 0, 0), 0.1))
        arm((50, 66), (60, 61), 29, FLOOD)  # cuffs
        arm((110, 66), (100, 61), 29, FLOOD)
        pygame.draw.ellipse(s, skin_dark, pygame.Rect(p(54, 36), p(52, 40)))
        pygame.draw.ellipse(s, skin, pygame.Rect(p(56, 38), p(48, 36)))
        line = max(1, round(1.6 * u))
        for k in range(4):  # the fingers wrapped over the other hand
            finger = pygame.Rect(p(70 + 7.5 * k, 42 + abs(k - 1.5) * 2), p(8, 26 - abs(k - 1.5) * 3))
            pygame.draw.rect(s, skin, finger, border_radius=round(4 * u))
            pygame.draw.rect(s, skin_dark, finger, line, border_radius=round(4 * u))
        thumb = pygame.Rect(p(58, 34), p(24, 9))
        pygame.draw.rect(s, skin, thumb, border_radius=round(4.5 * u))
        pygame.draw.rect(s, skin_dark, thumb, line, border_radius=round(4.5 * u))

    return _supersampled(w, h, paint, 100)


@lru_cache(maxsize=8)
def glow(r: int, colour: Color, strength: int = 90) -> pygame.Surface:
    """A soft round glow of radius `r` (a floodlight pool behind the trophy)."""
    s = pygame.Surface((2 * r, 2 * r), pygame.SRCALPHA)
    steps = 24
    for i in range(steps, 0, -1):
        k = i / steps
        alpha = round(strength * (1 - k) ** 1.6)
        pygame.draw.circle(s, (*colour, alpha), (r, r), max(1, round(r * k)))
    return s


def sparkle(surface: pygame.Surface, centre: tuple[int, int], size: int, colour: Color = FLOOD) -> None:
    """A four-pointed glint."""
    x, y = centre
    t = max(1, size // 5)
    pygame.draw.polygon(surface, colour, [(x, y - size), (x + t, y), (x, y + size), (x - t, y)])
    pygame.draw.polygon(surface, colour, [(x - size, y), (x, y - t), (x + size, y), (x, y + t)])


# ---------------------------------------------------------------------------------- the motion


class Confetti:
    """Paper pieces thrown over `area` from its top; they have left it after CONFETTI_TIME."""

    def __init__(self, area: pygame.Rect, colours: list[Color], count: int = 110, seed: int = 11) -> None:
        rng = random.Random(seed)
        self.area = area
        self.pieces: list[tuple[float, ...]] = []
        self.colours = colours
        for _ in range(count):
            x = area.x + rng.random() * area.w
            y0 = area.y - rng.random() * area.h * 0.5
            travel = area.bottom + M.px(20) - y0
            fall = travel / (CONFETTI_TIME * rng.uniform(0.62, 1.0))
            sway, sway_f, phase = M.px(rng.uniform(6, 22)), rng.uniform(2.0, 4.5), rng.uniform(0, 6.3)
            spin, size = rng.uniform(4, 11), rng.uniform(5, 9)
            self.pieces.append((x, y0, fall, sway, sway_f, phase, spin, size, rng.randrange(len(colours))))

    def draw(self, surface: pygame.Surface, t: float) -> None:
        if not 0 <= t < CONFETTI_TIME:
            return
        for x0, y0, fall, sway, sway_f, phase, spin, size, c in self.pieces:
            y = y0 + fall * t
            if y < self.area.y - M.px(10) or y > self.area.bottom + M.px(10):
                continue
            x = x0 + sway * math.sin(sway_f * t + phase)
            a = spin * t + phase
            hw = M.px(size) / 2
            hh = max(1.0, M.px(size) * 0.28 * abs(math.cos(spin * 0.7 * t + phase)))  # it flutters
            ca, sa = math.cos(a), math.sin(a)
            pts = [
                (x + dx * ca - dy * sa, y + dx * sa + dy * ca)
                for dx, dy in ((-hw, -hh), (hw, -hh), (hw, hh), (-hw, hh))
            ]
            pygame.draw.polygon(surface, self.colours[int(c)], pts)


class Fireworks:
    """A few bursts of sparks: (start time, centre, colour) each; a burst lasts BURST seconds."""

    BURST = 0.9

    def __init__(self, bursts: list[tuple[float, tuple[int, int], Color]], radius: int) -> None:
        self.bursts = bursts
        self.radius = radius

    def done(self, t: float) -> bool:
        return all(t >= start + self.BURST for start, _c, _k in self.bursts)

    def draw(self, surface: pygame.Surface, t: float) -> None:
        for start, (cx, cy), colour in self.bursts:
            k = (t - start) / self.BURST
            if not 0 <= k < 1:
                continue
            r = self.radius * (1 - (1 - k) ** 3)
            sky = surface.get_at((max(0, min(surface.get_width() - 1, cx)), max(0, min(surface.get_height() - 1, cy))))
            fade = mix(colour, (sky.r, sky.g, sky.b), k**2)  # the sparks die into the sky behind them
            width = max(1, M.px(2.5 * (1 - k)) + 1)
            for i in range(22):
                a = i / 22 * math.tau + start
                droop = self.radius * 0.25 * k * k
                outer = (cx + math.cos(a) * r, cy + math.sin(a) * r + droop)
                inner = (cx + math.cos(a) * r * 0.78, cy + math.sin(a) * r * 0.78 + droop * 0.8)
                pygame.draw.line(surface, fade, inner, outer, width)
            if k < 0.25:
                pygame.draw.circle(surface, FLOOD, (cx, cy), max(1, round(M.px(8) * (1 - k * 4))))


class Rain:
    """Thin slanted streaks over `area` for RAIN_TIME seconds, thinning out at the end."""

    def __init__(self, area: pygame.Rect, count: int = 90, seed: int = 5) -> None:
        rng = random.Random(seed)
        self.area = area
        self.drops = [(rng.random(), rng.random(), rng.uniform(0.8, 1.3)) for _ in range(count)]

    def draw(self, surface: pygame.Surface, t: float) -> None:
        if not 0 <= t < RAIN_TIME:
            return
        a = self.area
        shown = len(self.drops) * min(1.0, (RAIN_TIME - t) / 0.8)
        length = M.px(18)
        for i, (fx, fy, speed) in enumerate(self.drops):
            if i >= shown:
                break
            y = a.y + ((fy + t * speed * 1.4) % 1.0) * a.h
            x = a.x + ((fx - t * 0.05 * speed) % 1.0) * a.w
            pygame.draw.line(surface, (120, 140, 170), (x, y), (x - length * 0.25, y + length), 1)
