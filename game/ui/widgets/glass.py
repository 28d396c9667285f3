"""Smoked-glass panels and the soft shadows that cards and panels cast, down-right from the
floodlights at the top-left (drawn by code at the real pixel size)."""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.ui.look.theme import Color

GLASS: tuple[int, int, int, int] = (18, 30, 40, 214)
GLASS_EDGE: Color = (74, 100, 112)
GLASS_TOP: Color = (120, 150, 160)


@lru_cache(maxsize=16)
def card_shadow(w: int, h: int, spread: int) -> pygame.Surface:
    """The soft shadow a w x h card casts, `spread` real pixels wider on every side."""
    small_w, small_h = max(4, (w + 2 * spread) // 4), max(4, (h + 2 * spread) // 4)
    small = pygame.Surface((small_w, small_h), pygame.SRCALPHA)
    inset = max(1, spread // 4)
    for i in range(inset, -1, -1):
        alpha = int(150 * (1 - i / (inset + 1)) ** 1.5)
        pygame.draw.rect(
            small,
            (0, 0, 0, alpha),
            (inset - i, inset - i, small_w - 2 * (inset - i), small_h - 2 * (inset - i)),
            border_radius=max(1, inset),
        )
    return pygame.transform.smoothscale(small, (w + 2 * spread, h + 2 * spread))


def blit_shadow(surface: pygame.Surface, rect: pygame.Rect, lift: float = 1.0, most: int | None = None) -> None:
    """A card's shadow under `rect`, cast down-right by the top-left floodlights; `lift` > 1 for a
    card held above the table (a wider, fainter, further shadow); `most`: the widest spread in
    real pixels."""
    spread = max(3, rect.h // 10)
    if most is not None:
        spread = min(spread, most)
    shadow = card_shadow(rect.w, rect.h, int(spread * lift))
    off = max(2, min(int(rect.h * 0.05 * lift), spread))
    surface.blit(shadow, (rect.x - int(spread * lift) + off, rect.y - int(spread * lift) + off))


# A panel's weight: "plain" glass; "quiet" for what is only looked up (fainter pane, no lit edge);
# "strong" for the decision in front of the coach (a denser pane under a warm floodlit rim).
TONES: dict[str, tuple[tuple[int, int, int, int], tuple[int, int, int, int], Color | None, int]] = {
    "plain": (GLASS, (*GLASS_EDGE, 150), GLASS_TOP, 1),
    "quiet": ((16, 26, 34, 150), (60, 80, 90, 90), None, 1),
    "strong": ((20, 32, 44, 236), (214, 178, 96, 210), (250, 222, 150), 2),
}


def draw_glass(surface: pygame.Surface, rect: pygame.Rect, radius: int, tone: str = "plain") -> None:
    """A panel of dark smoked glass with a lit top edge (the floodlights are above), of `tone`'s weight."""
    if tone != "quiet":  # a quiet panel lies flat (and, redrawn every frame, casts no costly shadow)
        blit_shadow(surface, rect, 1.0, max(3, radius // 2))
    surface.blit(pane(rect.w, rect.h, radius, tone), rect)
    top = TONES[tone][2]
    if top is not None:
        width = max(1, radius // 8) * TONES[tone][3]
        pygame.draw.line(surface, top, (rect.x + radius, rect.y + 1), (rect.right - radius, rect.y + 1), width)


@lru_cache(maxsize=24)
def pane(w: int, h: int, radius: int, tone: str) -> pygame.Surface:
    """The glass itself (cached: the side panels draw theirs every frame, sized to what they hold)."""
    fill, edge, _top, weight = TONES[tone]
    out = pygame.Surface((max(1, w), max(1, h)), pygame.SRCALPHA)
    pygame.draw.rect(out, fill, out.get_rect(), border_radius=radius)
    pygame.draw.rect(out, edge, out.get_rect(), max(1, radius // 8) * weight, border_radius=radius)
    return out
