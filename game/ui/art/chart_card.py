"""The card that holds a chart (the full-time screen's, the review's, the career's): dark glass,
lighter at the top under the floodlights, on a soft shadow, with its title and a quiet note; and
the football that marks a goal on a chart."""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.ui.art.celebration import mix
from game.ui.look import assets
from game.ui.look.metrics import px
from game.ui.look.theme import DIM, TEXT, Color
from game.ui.widgets.basic import blit_text, fits

INK: Color = (20, 24, 30)
GLASS_TOP: Color = (36, 54, 60)
GLASS_BOTTOM: Color = (20, 30, 34)
LABEL = 14  # logical size of chart labels: 11 real pixels at 1024x600


@lru_cache(maxsize=16)
def _shadow(w: int, h: int, radius: int, blur: int) -> pygame.Surface:
    """A soft shadow of a w x h card, `2 * blur` wider on each side: blurred at a quarter of the
    size (a full-size blur takes a noticeable moment on a large window), then scaled up."""
    f = 4
    size = (w + 4 * blur, h + 4 * blur)
    small = pygame.Surface((size[0] // f + 1, size[1] // f + 1), pygame.SRCALPHA)
    pygame.draw.rect(small, (4, 8, 16, 150), (2 * blur // f, 2 * blur // f, w // f, h // f), border_radius=radius // f)
    small = pygame.transform.gaussian_blur(small, max(1, blur // f))
    return pygame.transform.smoothscale(small, size)


@lru_cache(maxsize=16)
def _glass(w: int, h: int, radius: int) -> pygame.Surface:
    """Dark glass, lighter at the top (the floodlights), with a light edge on the top and left."""
    body = pygame.Surface((w, h), pygame.SRCALPHA)
    for y in range(h):
        pygame.draw.line(body, (*mix(GLASS_TOP, GLASS_BOTTOM, y / max(1, h - 1)), 236), (0, y), (w, y))
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), (0, 0, w, h), border_radius=radius)
    body.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    edge = max(1, px(1.5))
    pygame.draw.rect(body, (70, 96, 92, 255), (0, 0, w, h), edge, border_radius=radius)
    pygame.draw.line(body, (150, 176, 168, 255), (radius, 0), (w - radius, 0), edge)
    pygame.draw.line(body, (104, 128, 122, 255), (0, radius), (0, h - radius), edge)
    return body


def draw_card(surface: pygame.Surface, rect: pygame.Rect, title: str, note: str = "") -> pygame.Rect:
    """A card of dark glass with a soft shadow down-right, its title (and a quiet note beside it);
    returns the room left for its content."""
    radius = px(14)
    blur = max(1, px(7))
    surface.blit(_shadow(rect.w, rect.h, radius, blur), (rect.x - 2 * blur + px(4), rect.y - 2 * blur + px(6)))
    surface.blit(_glass(rect.w, rect.h, radius), rect)
    head = blit_text(surface, title, (rect.x + px(20), rect.y + px(12)), 20, TEXT, True, max_width=rect.w - px(40))
    if note:
        room = rect.right - px(20) - (head.right + px(14))
        if room > px(60) and fits(note, LABEL, room):
            blit_text(surface, note, (rect.right - px(20), head.centery + px(1)), LABEL, DIM, False, "midright", room)
    return pygame.Rect(rect.x + px(20), head.bottom + px(10), rect.w - px(40), rect.bottom - head.bottom - px(24))


def ball(surface: pygame.Surface, centre: tuple[int, int], r: int, ring: Color | None = None) -> None:
    """A football: a white disc with the ball symbol in ink, a coloured ring if asked."""
    if ring is not None:
        pygame.draw.circle(surface, ring, centre, r + max(2, px(2.5)))
    pygame.draw.circle(surface, (246, 246, 240), centre, r)
    icon = assets.scaled("ball", 2 * r, 2 * r, INK)
    surface.blit(icon, icon.get_rect(center=centre))
