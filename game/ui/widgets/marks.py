"""The second cues beside colour (issue #42 point 1): a shape for each role (forward a triangle,
midfield a diamond, defence a square), a stroke pattern for each position line (solid, dashed,
dash-dot), a mark for each side (HOME a filled disc, AWAY a ring) and a pattern for each control
state (defensive a wall of bars, normal plain, aggressive forward chevrons). Read at a glance in any
palette and without colour."""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.ui.look.palettes import Color

ROLE_SHAPES: dict[str, str] = {"FW": "triangle", "MF": "diamond", "DF": "square"}
# R2.3's lines: (dash, gap) runs in line widths; an empty tuple is a solid line.
LINE_DASHES: dict[str, tuple[int, ...]] = {"FW": (), "MF": (4, 2), "DF": (6, 2, 1, 2)}


def role_points(role: str, centre: tuple[int, int], size: int) -> list[tuple[int, int]]:
    """The outline of `role`'s shape, `size` pixels across, around `centre`."""
    cx, cy = centre
    h = size / 2
    k = h * 0.8
    unit = {
        "FW": [(0.0, -h), (h, k), (-h, k)],
        "MF": [(0.0, -h), (h, 0.0), (0.0, h), (-h, 0.0)],
    }.get(role, [(-k, -k), (k, -k), (k, k), (-k, k)])
    return [(round(cx + x), round(cy + y)) for x, y in unit]


SMOOTH = 4  # marks are drawn this many times larger and scaled down: smooth edges at any size
RIM: Color = (250, 250, 245)
HOLE: Color = (14, 20, 26)  # the centre of AWAY's ring: dark on any panel or bar


@lru_cache(maxsize=256)
def _role_surface(role: str, size: int, fill: Color, edge: Color | None) -> pygame.Surface:
    big = (size + 2) * SMOOTH
    s = pygame.Surface((big, big), pygame.SRCALPHA)
    pts = role_points(role, (big // 2, big // 2), size * SMOOTH)
    pygame.draw.polygon(s, fill, pts)
    if edge is not None:
        pygame.draw.polygon(s, edge, pts, max(SMOOTH, size * SMOOTH // 8))
    return pygame.transform.smoothscale(s, (size + 2, size + 2))


def role_mark(
    surface: pygame.Surface, role: str, centre: tuple[int, int], size: int, fill: Color, edge: Color | None = None
) -> pygame.Rect:
    """Draw `role`'s shape (a filled triangle, diamond or square, `size` pixels across) with an
    optional edge."""
    mark = _role_surface(role, max(4, size), tuple(fill), None if edge is None else tuple(edge))  # type: ignore[arg-type]
    return surface.blit(mark, mark.get_rect(center=centre))


def dashed_line(
    surface: pygame.Surface,
    colour: Color,
    start: tuple[int, int],
    end: tuple[int, int],
    width: int,
    dashes: tuple[int, ...],
    unit: int = 0,
) -> None:
    """A horizontal or vertical line in `dashes` (runs of `unit` pixels, twice the width if 0:
    on, off, on, off...)."""
    if not dashes:
        pygame.draw.line(surface, colour, start, end, width)
        return
    (x0, y0), (x1, y1) = start, end
    length = max(abs(x1 - x0), abs(y1 - y0))
    if length == 0:
        return
    ux, uy = (x1 - x0) / length, (y1 - y0) / length
    unit = unit or max(2, width * 2)
    pos, i = 0.0, 0
    while pos < length:
        run = dashes[i % len(dashes)] * unit
        if i % 2 == 0:
            a = (round(x0 + ux * pos), round(y0 + uy * pos))
            stop = min(length, pos + run)
            b = (round(x0 + ux * stop), round(y0 + uy * stop))
            pygame.draw.line(surface, colour, a, b, width)
        pos += run
        i += 1


def position_line(
    surface: pygame.Surface,
    role: str,
    colour: Color,
    start: tuple[int, int],
    end: tuple[int, int],
    width: int,
    unit: int = 0,
) -> None:
    """A position line (R2.3) in its role's colour and stroke: forward solid, midfield dashed,
    defence dash-dot (`unit`: the pattern's step, for an under-stroke that follows it)."""
    dashed_line(surface, colour, start, end, width, LINE_DASHES.get(role, ()), unit)


@lru_cache(maxsize=32)
def _side_surface(side: int, size: int, colour: Color) -> pygame.Surface:
    big = (size + 2) * SMOOTH
    c = (big // 2, big // 2)
    r = size * SMOOTH // 2
    s = pygame.Surface((big, big), pygame.SRCALPHA)
    pygame.draw.circle(s, RIM, c, r)
    pygame.draw.circle(s, colour, c, r - max(SMOOTH, r // 5))
    if side == 1:
        pygame.draw.circle(s, RIM, c, round(r * 0.5))
        pygame.draw.circle(s, HOLE, c, round(r * 0.5) - max(SMOOTH // 2, r // 12))
    return pygame.transform.smoothscale(s, (size + 2, size + 2))


def side_mark(surface: pygame.Surface, side: int, centre: tuple[int, int], size: int, colour: Color) -> pygame.Rect:
    """The side's mark (issue #42: a side told by more than its colour): HOME a filled disc, AWAY
    a ring with a dark centre, each with a light rim so it reads on dark glass and on its own
    colour."""
    mark = _side_surface(1 if side == 1 else 0, max(6, size), tuple(colour))  # type: ignore[arg-type]
    return surface.blit(mark, mark.get_rect(center=centre))


def ink_on(fill: Color) -> Color:
    """Dark ink on a light fill, light ink on a dark one (by the fill's relative luminance)."""
    r, g, b = fill
    return (20, 26, 30) if 0.2126 * r + 0.7152 * g + 0.0722 * b > 140 else (245, 248, 250)


def _luminance(c: Color) -> float:
    """WCAG relative luminance of an sRGB colour."""
    lin = [(v / 255) / 12.92 if v <= 10 else ((v / 255 + 0.055) / 1.055) ** 2.4 for v in c[:3]]
    return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]


@lru_cache(maxsize=64)
def text_on_dark(colour: Color) -> Color:
    """`colour` lightened toward white until text in it reads on the dark panels (WCAG contrast
    at least 4.5:1 against near-black): a dark palette colour (a deep blue) still names its role."""
    c: Color = (colour[0], colour[1], colour[2])
    for k in range(11):
        r, g, b = (round(v + (255 - v) * k / 10) for v in c)
        mixed: Color = (r, g, b)
        if (_luminance(mixed) + 0.05) / 0.062 >= 4.5:
            return mixed
    return (255, 255, 255)


def state_pattern(surface: pygame.Surface, rect: pygame.Rect, state: str, ink: Color) -> None:
    """A control state's pattern inside its track space: DEFENSIVE a wall of vertical bars, NORMAL
    one level bar, AGGRESSIVE chevrons pointing toward the opponent (right)."""
    w = max(1, rect.h // 8)
    cy = rect.centery
    if state == "DEFENSIVE":
        n = 3
        gap = rect.w // (n + 1)
        for k in range(1, n + 1):
            x = rect.x + k * gap
            pygame.draw.line(surface, ink, (x, rect.y + rect.h // 4), (x, rect.bottom - rect.h // 4), w + 1)
    elif state == "NORMAL":
        pygame.draw.line(surface, ink, (rect.x + rect.w // 4, cy), (rect.right - rect.w // 4, cy), w + 1)
    elif state == "AGGRESSIVE":
        k = max(3, rect.h // 4)
        for dx in (-k, k // 2):
            x = rect.centerx + dx
            pygame.draw.lines(
                surface, ink, False, [(x - k // 2, cy - k), (x + k // 2, cy), (x - k // 2, cy + k)], w + 1
            )
