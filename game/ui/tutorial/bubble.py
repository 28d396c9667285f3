"""The lesson bubble's geometry and marks: where it may sit, and the ring and arrow that show the
step's target (mint, never the gold of keyboard focus)."""

from __future__ import annotations

import math
from itertools import pairwise

import pygame

from game.ui.look import layout as L
from game.ui.look.metrics import px

RING = (96, 232, 214)  # the lesson's target: mint, never the gold of keyboard focus


def candidates(box: pygame.Rect, window: pygame.Rect, wide: bool) -> list[tuple[int, int]]:
    """Where the bubble may go, best first: over the field's quiet parts, the window's corners, and
    (`wide`) anywhere along the window's bottom."""
    lay = L.get()
    m = px(12)
    field = lay.field
    spots = [
        (field.centerx - box.w // 2, lay.top_y + m),  # over the opponent's half
        (field.x + m, lay.top_y + m),
        (field.right - box.w - m, lay.top_y + m),
        (field.centerx - box.w // 2, lay.centre_y - box.h // 2),
        (field.x + m, lay.bottom_y + m),
        (field.right - box.w - m, lay.bottom_y + m),
        (field.centerx - box.w // 2, field.bottom - box.h - m),
        (window.right - box.w - px(20), window.bottom - box.h - px(20)),
        (px(20), window.bottom - box.h - px(20)),
        (px(20), px(20)),
        (window.right - box.w - px(20), px(20)),
        (window.centerx - box.w // 2, px(20)),
        (window.centerx - box.w // 2, window.bottom - box.h - px(20)),
    ]
    rows = (lay.top_y + m, lay.centre_y - box.h // 2, lay.bottom_y + m, field.bottom - box.h - m)
    for y in rows:
        spots += [(x, y) for x in range(field.x + m, field.right - box.w - m, px(24))]
    if wide:  # along the star panels, the window's whole width, and down either side
        bottom = window.bottom - box.h - px(20)
        spots += [(x, y) for y in (bottom, bottom - px(24)) for x in range(px(20), window.right - box.w, px(24))]
        sides = (px(12), window.right - box.w - px(12))
        spots += [(x, y) for x in sides for y in range(px(12), max(px(13), bottom), px(24))]
    return spots


def ring_bounds(rect: pygame.Rect) -> pygame.Rect:
    """All a target's ring may cover at the widest of its pulse, corner brackets included."""
    return rect.inflate(2 * px(12) + px(8), 2 * px(3) + px(6))


def draw_ring(surface: pygame.Surface, rect: pygame.Rect, time: float) -> None:
    """A pulsing mint frame with corner brackets around a target (keyboard focus is a gold frame);
    it pulses sideways, and keeps close above and below (#38.4: over the prompt's hint at 1024 ja)."""
    grow = px(6) + round(px(3) * (1 + math.sin(time * 6)))
    frame = rect.inflate(2 * grow, 2 * px(3))
    pygame.draw.rect(surface, (20, 20, 20), frame, px(6), border_radius=px(10))
    pygame.draw.rect(surface, RING, frame, px(3), border_radius=px(10))
    arm = max(px(6), min(frame.w, frame.h) // 4)
    out = frame.inflate(px(8), px(6))
    corners = (out.topleft, out.topright, out.bottomleft, out.bottomright)
    for (x, y), (dx, dy) in zip(corners, ((1, 1), (-1, 1), (1, -1), (-1, -1)), strict=True):
        pygame.draw.line(surface, RING, (x, y), (x + dx * arm, y), px(3))
        pygame.draw.line(surface, RING, (x, y), (x, y + dy * arm), px(3))


def arrow_line(
    box: pygame.Rect, target: pygame.Rect, avoid: tuple[pygame.Rect, ...]
) -> tuple[tuple[int, int], tuple[int, int]] | None:
    """The arrow from the bubble to the edge of the target's ring; None when the two touch or
    when it would cross anything of `avoid` but the target (the ring alone shows it then)."""
    ring = target.inflate(px(16), px(16))
    end = pygame.Vector2(clamp_point(box.center, ring))
    start = pygame.Vector2(clamp_point((round(end.x), round(end.y)), box))
    if box.colliderect(ring) or (end - start).length() <= px(24):
        return None
    line = (round(start.x), round(start.y)), (round(end.x), round(end.y))
    if any(r.clipline(*line) and not r.colliderect(ring) for r in avoid):
        return None
    return line


Route = list[tuple[int, int]]
_ROUTES: dict[tuple[object, ...], Route | None] = {}


def arrow_route(
    box: pygame.Rect, target: pygame.Rect, avoid: tuple[pygame.Rect, ...], window: pygame.Rect | None = None
) -> Route | None:
    """The arrow's points from the bubble to the edge of the target's ring: straight when that
    crosses nothing of `avoid` but the target, else with one bend around what is in the way (the
    shortest such route inside `window`); None when the two touch or no route is clear (the ring
    alone shows the target then). Remembered, as the bubble is drawn every frame."""
    key = (tuple(box), tuple(target), tuple(map(tuple, avoid)), tuple(window) if window else None)
    if key not in _ROUTES:
        if len(_ROUTES) > 64:
            _ROUTES.clear()
        _ROUTES[key] = _find_route(box, target, avoid, window)
    found = _ROUTES[key]
    return list(found) if found is not None else None


def _find_route(
    box: pygame.Rect, target: pygame.Rect, avoid: tuple[pygame.Rect, ...], window: pygame.Rect | None
) -> Route | None:
    ring = target.inflate(px(16), px(16))
    if box.colliderect(ring):
        return None
    end = clamp_point(box.center, ring)
    start = clamp_point(end, box)
    if math.dist(start, end) <= px(24):
        return None
    # what holds the target (its panel) is no wall; everything else keeps the arrow's half width and
    # some air, its head's half width near the end (no arrow squeezed down the gap between two
    # cards, none over a neighbour's edge, review23 #10); a neighbour under the ring is a wall
    # outside the ring only
    walls = _walls(avoid, target, ring, px(7) // 2 + px(3))
    walls.append(box.inflate(-2, -2))
    head_walls = _walls(avoid, target, ring, px(8) + px(3))
    if _clear((start, end), walls) and _clear(_head((start, end)), head_walls):
        return [start, end]
    near = box.union(ring).inflate(px(160), px(160))  # a bend close by: no detour across the window
    bounds = near.clip(window) if window is not None else near
    gap = px(12)
    step = max(px(16), 1)
    ys = {ring.centery, ring.top - gap, ring.bottom + gap, *range(bounds.top + gap, bounds.bottom - gap, step)}
    xs = {ring.centerx, ring.left - gap, ring.right + gap, *range(bounds.left + gap, bounds.right - gap, step)}
    routes: list[tuple[float, Route]] = []
    for y in ys:
        for x in xs:
            bend = (x, y)
            if ring.collidepoint(bend) or box.collidepoint(bend):
                continue
            start, end = clamp_point(bend, box), clamp_point(bend, ring)
            if math.dist(bend, end) > px(24):
                routes.append((math.dist(start, bend) + math.dist(bend, end), [start, bend, end]))
    routes.sort(key=lambda r: r[0])
    for _length, route in routes:
        if _clear((route[0], route[1]), walls) and _clear((route[1], route[2]), walls):
            if _clear(_head((route[1], route[2])), head_walls):
                return route
    return None


def outside(rect: pygame.Rect, hole: pygame.Rect) -> list[pygame.Rect]:
    """`rect` less what of it lies inside `hole`, as up to four rects (all of it when they miss)."""
    if not rect.colliderect(hole):
        return [rect]
    left, right = max(rect.left, hole.left), min(rect.right, hole.right)
    pieces = [
        pygame.Rect(rect.left, rect.top, hole.left - rect.left, rect.h),
        pygame.Rect(hole.right, rect.top, rect.right - hole.right, rect.h),
        pygame.Rect(left, rect.top, right - left, hole.top - rect.top),
        pygame.Rect(left, hole.bottom, right - left, rect.bottom - hole.bottom),
    ]
    return [p for p in pieces if p.w > 0 and p.h > 0]


def _walls(avoid: tuple[pygame.Rect, ...], target: pygame.Rect, ring: pygame.Rect, margin: int) -> list[pygame.Rect]:
    return [
        piece for r in avoid if not r.colliderect(target) for piece in outside(r.inflate(2 * margin, 2 * margin), ring)
    ]


def _head(segment: tuple[tuple[int, int], tuple[int, int]]) -> tuple[tuple[int, int], tuple[int, int]]:
    """The last part of the arrow's final segment, where its head is drawn."""
    a, b = pygame.Vector2(segment[0]), pygame.Vector2(segment[1])
    length = (b - a).length()
    back = a if length <= px(18) else b + (a - b) * (px(18) / length)
    return (round(back.x), round(back.y)), segment[1]


def _clear(segment: tuple[tuple[int, int], tuple[int, int]], walls: list[pygame.Rect]) -> bool:
    return not any(r.clipline(*segment) for r in walls)


def draw_arrow(surface: pygame.Surface, box: pygame.Rect, target: pygame.Rect, avoid: tuple[pygame.Rect, ...]) -> None:
    """A mint arrow along `arrow_route`, if there is one."""
    route = arrow_route(box, target, avoid, surface.get_rect())
    if route is None:
        return
    points = [pygame.Vector2(p) for p in route]
    unit = (points[-1] - points[-2]).normalize()
    tip = points[-1] - unit * px(2)
    base = tip - unit * px(14)
    shaft = [*points[:-1], base]
    for width, colour in ((px(7), (20, 20, 20)), (px(4), RING)):
        for a, b in pairwise(shaft):
            pygame.draw.line(surface, colour, a, b, width)
        for p in shaft[1:-1]:
            pygame.draw.circle(surface, colour, p, width // 2)
    left, right = (unit * px(16)).rotate(150), (unit * px(16)).rotate(-150)
    pygame.draw.polygon(surface, RING, [tip, tip + left, tip + right])


def clamp_point(point: tuple[int, int], rect: pygame.Rect) -> tuple[int, int]:
    """The point of `rect` nearest to `point`."""
    return max(rect.left, min(point[0], rect.right)), max(rect.top, min(point[1], rect.bottom))


__all__ = [
    "RING",
    "arrow_line",
    "arrow_route",
    "candidates",
    "clamp_point",
    "draw_arrow",
    "draw_ring",
    "ring_bounds",
]
