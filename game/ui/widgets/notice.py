"""The window's notice (a short message that fades after a few seconds): its text sized to fit the
area the top scene offers (game.ui.window.scene.Scene.notice_area), in a gold-edged box at the area's foot."""

from __future__ import annotations

import pygame

from game.ui.look import assets
from game.ui.look.metrics import px
from game.ui.widgets.basic import wrap

SIZES = (18, 16, 14, 12)  # logical text sizes tried, largest first
MAX_LINES = 4


def notice_layout(message: str, area: pygame.Rect) -> tuple[list[pygame.Surface], pygame.Rect]:
    """The message's lines drawn at the largest size at which it all fits `area`, and their box."""
    size, words = SIZES[-1], [message]
    for size in SIZES:
        words = wrap(message, size, area.w - px(24))
        if assets.font(size).get_linesize() * len(words) + px(12) <= area.h:
            break
    lines = [assets.text(line, size, (255, 255, 255)) for line in words[:MAX_LINES]]
    w = max(s.get_width() for s in lines)
    box = pygame.Rect(0, 0, w, lines[0].get_height() * len(lines)).inflate(px(24), px(12))
    box.midbottom = area.midbottom
    return lines, box


def draw_notice(surface: pygame.Surface, message: str, area: pygame.Rect) -> pygame.Rect:
    """The notice in its box at the foot of `area`; returns the box."""
    lines, box = notice_layout(message, area)
    pygame.draw.rect(surface, (20, 20, 20), box, border_radius=px(8))
    pygame.draw.rect(surface, (240, 196, 72), box, px(2), border_radius=px(8))
    for i, surf in enumerate(lines):
        surface.blit(surf, surf.get_rect(midtop=(box.centerx, box.y + px(6) + i * surf.get_height())))
    return box
