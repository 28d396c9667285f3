"""Where a lesson bubble may sit: what it keeps clear (with a gap), the best free spot among the
usual ones or any of the window, and where nothing is free the spot that covers the least."""

from __future__ import annotations

import pygame

from game.ui.look.metrics import px
from game.ui.tutorial.bubble import candidates, ring_bounds
from game.ui.tutorial.teachable import Teachable
from game.ui.tutorial.tips import Tip

CARD_WEIGHT = 100  # where the bubble must cover some card (or its gap), a card weighs a hundred times the rest
MUST_WEIGHT = 10_000  # and a target, a choice or a line of the question far more
GAP = 8  # real pixels at least between the bubble and what it keeps clear (review24 #6)


def covered(rect: pygame.Rect, others: tuple[pygame.Rect, ...] | list[pygame.Rect]) -> int:
    """How much of `others` the bubble at `rect` covers (square pixels)."""
    return sum(rect.clip(r).w * rect.clip(r).h for r in others)


def soft_cost(rect: pygame.Rect, scene: Teachable | None) -> int:
    """How much of what the scene had better keep in sight the bubble at `rect` covers."""
    view = scene.view() if scene is not None else None
    soft = scene.busy_areas(view) if scene is not None and view is not None else []
    return covered(rect, soft)


def gap() -> int:
    """The room kept between the bubble and what it must not cover (real pixels)."""
    return max(GAP, px(GAP))


def must_clear(tip: Tip) -> list[pygame.Rect]:
    """What the bubble never covers: the targets with their rings, the active choices and the
    question's lines, the arrow's point."""
    out = [*map(ring_bounds, tip.targets[:1]), *tip.targets[1:], *tip.avoid]
    if tip.drop is not None:
        out.append(ring_bounds(tip.drop))
    if tip.target is not None:
        out.append(pygame.Rect(tip.target[0] - px(20), tip.target[1] - px(20), px(40), px(40)))
    return out


def keep_clear(tip: Tip) -> list[pygame.Rect]:
    """What the bubble keeps clear at best, each with `gap` around it: `must_clear` and every card
    on screen (what the arrow goes around)."""
    g = gap()
    return [r.inflate(2 * g, 2 * g) for r in (*must_clear(tip), *tip.cross)]


def clear_sets(tip: Tip) -> list[list[pygame.Rect]]:
    """What the bubble keeps clear, the strictest first: `keep_clear`; `must_clear` with the gap;
    `must_clear` alone."""
    g = gap()
    must = must_clear(tip)
    return [keep_clear(tip), [r.inflate(2 * g, 2 * g) for r in must], must]


def place(
    box: pygame.Rect,
    tip: Tip,
    window: pygame.Rect,
    scene: Teachable | None,
    clear: list[pygame.Rect],
    scan: bool = False,
) -> tuple[int, int] | None:
    """The best spot for the bubble that covers nothing of `clear` (covering the least of the cards
    and of what the scene had better keep in sight), if any; `scan`: every spot of the window is
    weighed, not only the usual ones (some card will be covered: the least of them)."""
    if tip.key == "result":
        return window.right - box.w - px(20), window.bottom - box.h - px(20)
    inner = window.inflate(-px(16), -px(16))
    best: tuple[int, tuple[int, int]] | None = None
    spots = candidates(box, window, scene is not None and scene.wide_tips)
    if scan:
        step = max(px(16), 1)
        spots += [
            (x, y)
            for y in range(inner.top, inner.bottom - box.h + 1, step)
            for x in range(inner.left, inner.right - box.w + 1, step)
        ]
    for spot in spots:
        rect = pygame.Rect(spot, box.size)
        if inner.contains(rect) and rect.collidelist(clear) < 0:
            cost = soft_cost(rect, scene) + CARD_WEIGHT * covered(rect.inflate(2 * gap(), 2 * gap()), tip.cross)
            if best is None or cost < best[0]:
                best = (cost, spot)
    return best[1] if best is not None else free_spot(box.size, inner, tuple(map(tuple, clear)))


_FREE: dict[tuple[object, ...], tuple[int, int] | None] = {}


def free_spot(size: tuple[int, int], inner: pygame.Rect, clear: tuple[tuple[int, ...], ...]) -> tuple[int, int] | None:
    """Any spot of `inner` where a bubble of `size` covers nothing of `clear`, nearest the bottom
    right (where the eye looks last), or None; remembered, as the bubble is laid out every frame."""
    key = (size, tuple(inner), clear)
    if key not in _FREE:
        if len(_FREE) > 64:
            _FREE.clear()
        rects = [pygame.Rect(r) for r in clear]
        step = max(px(12), 1)
        found = None
        for y in range(inner.bottom - size[1], inner.top - 1, -step):
            for x in range(inner.right - size[0], inner.left - 1, -step):
                rect = pygame.Rect((x, y), size)
                if rect.collidelist(rects) < 0:
                    found = (x, y)
                    break
            if found is not None:
                break
        _FREE[key] = found
    return _FREE[key]


Shape = tuple[pygame.Rect, list[str]]
_CHEAPEST: dict[tuple[object, ...], tuple[pygame.Rect, list[str]]] = {}


def cheapest(shapes: list[Shape], tip: Tip, window: pygame.Rect, scene: Teachable | None) -> Shape:
    """No spot is free at any width: the width and spot that cover the least, the targets, choices
    and question weighing most, then the cards (each with its gap), then what the scene had better
    keep in sight. Remembered, as the bubble is laid out every frame."""
    g = gap()
    must, cards = must_clear(tip), list(tip.cross)
    soft = scene.busy_areas(scene.view()) if scene is not None else []
    key: tuple[object, ...] = (
        tuple(map(tuple, must)),
        tuple(map(tuple, cards)),
        tuple(map(tuple, soft)),
        tuple(window),
    )
    key += tuple((tuple(box), tuple(lines)) for box, lines in shapes)
    if key not in _CHEAPEST:
        if len(_CHEAPEST) > 64:
            _CHEAPEST.clear()
        inner = window.inflate(-px(16), -px(16))

        def cost(rect: pygame.Rect) -> int:
            near = rect.inflate(2 * g, 2 * g)
            return MUST_WEIGHT * covered(near, must) + CARD_WEIGHT * covered(near, cards) + covered(rect, soft)

        best: tuple[int, pygame.Rect, list[str]] | None = None
        for box, lines in shapes:
            for spot in spots(box, inner, max(px(24), 1)):
                rect = pygame.Rect(spot, box.size)
                c = cost(rect)
                if best is None or c < best[0]:
                    best = (c, rect, lines)
        assert best is not None
        rect = best[1]
        for dy in range(-px(24), px(24) + 1, 2):  # the grid's best, a few pixels either way
            for dx in range(-px(24), px(24) + 1, 4):
                moved = rect.move(dx, dy)
                if inner.contains(moved) and (c := cost(moved)) < best[0]:
                    best = (c, moved, best[2])
        _CHEAPEST[key] = (best[1], best[2])
    rect, lines = _CHEAPEST[key]
    return pygame.Rect(rect), list(lines)


def spots(box: pygame.Rect, inner: pygame.Rect, step: int) -> list[tuple[int, int]]:
    """Every spot of `inner` for a bubble of `box`'s size, `step` apart (the last ones at its edges)."""
    xs = [*range(inner.left, inner.right - box.w + 1, step), max(inner.left, inner.right - box.w)]
    ys = [*range(inner.top, inner.bottom - box.h + 1, step), max(inner.top, inner.bottom - box.h)]
    return [(x, y) for y in ys for x in xs]
