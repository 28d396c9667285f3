"""The shot's big words: SAVED and OUT popping over the turf, the Magic Eleven's gold burst of rays
and sparkles (with reduce motion only its words, popping). Real pixels; text sizes logical."""

from __future__ import annotations

import math

import pygame

from game.i18n import _
from game.ui.look.metrics import px
from game.ui.look.theme import Color
from game.ui.stage.anim import ease, pop
from game.ui.widgets.basic import fit_text

MAGIC = (255, 214, 90)


def pop_word(
    surface: pygame.Surface, word: str, color: Color, centre: tuple[int, int], width: int, since: float, size: int
) -> None:
    """A word popping into place (0.6 -> 1.3 -> 1) with a drop shadow."""
    k = min(1.0, since / 0.35)
    scale = 0.6 + 0.4 * pop(k, 1.3) if k < 1 else 1.0
    px_size = round(size * scale / 2) * 2
    surf = fit_text(word, px_size, color, True, width)
    shadow = fit_text(word, px_size, (10, 10, 10), True, width)
    surface.blit(shadow, shadow.get_rect(center=(centre[0] + px(3), centre[1] + px(3))))
    surface.blit(surf, surf.get_rect(center=centre))


def draw_magic(surface: pygame.Surface, area: pygame.Rect, mouth: pygame.Rect, t: float, calm: bool = False) -> None:
    """The Magic Eleven: a gold burst of rays, sparkles and the words popping over the goal (with
    `calm`, the words alone)."""
    if t < 0 or t > 1.6:
        return
    centre = (area.centerx, mouth.centery)
    if calm:
        pop_word(surface, _("MAGIC ELEVEN"), MAGIC, centre, area.w - px(30), t, 72)
        return
    fade = 1.0 if t < 1.2 else 1 - (t - 1.2) / 0.4
    layer = pygame.Surface(area.size, pygame.SRCALPHA)
    c = (centre[0] - area.x, centre[1] - area.y)
    reach = max(area.w, area.h) * ease(min(1.0, t / 0.5))
    for n in range(22):
        a = n * math.tau / 22 + t * 0.6
        w = 0.05
        pts = [
            c,
            (c[0] + math.cos(a - w) * reach, c[1] + math.sin(a - w) * reach),
            (c[0] + math.cos(a + w) * reach, c[1] + math.sin(a + w) * reach),
        ]
        pygame.draw.polygon(layer, (255, 214, 90, round(70 * fade)), pts)
    for n in range(33):
        a = n * 2.39996 + t * 1.3
        r = (0.15 + 0.85 * ((n * 37) % 11) / 11) * reach * 0.55
        p = (round(c[0] + math.cos(a) * r), round(c[1] + math.sin(a) * r * 0.7))
        twinkle = 0.5 + 0.5 * math.sin(t * 18 + n)
        size = max(1, round(px(4) * twinkle))
        pygame.draw.line(layer, (255, 250, 210, round(230 * fade)), (p[0] - size * 2, p[1]), (p[0] + size * 2, p[1]), 2)
        pygame.draw.line(layer, (255, 250, 210, round(230 * fade)), (p[0], p[1] - size * 2), (p[0], p[1] + size * 2), 2)
    surface.blit(layer, area)
    pop_word(surface, _("MAGIC ELEVEN"), MAGIC, centre, area.w - px(30), t, 72)


__all__ = ["draw_magic", "pop_word"]
