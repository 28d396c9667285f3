"""A volume slider drawn inside a settings row: a track filled to the value, a knob and the
percentage; a click or drag on the track sets the value (in steps of 5%)."""

from __future__ import annotations

import pygame

from game.i18n import _
from game.ui.look.metrics import px
from game.ui.look.theme import DIM, GOLD, TEXT
from game.ui.widgets.basic import blit_text

TRACK_W = 190  # logical pixels
SNAP = 5


def track_rect(row: pygame.Rect) -> pygame.Rect:
    """Where the slider's track lies in a settings row (its right part; the percentage before it)."""
    w = px(TRACK_W)
    return pygame.Rect(row.right - px(20) - w, row.centery - px(10), w, px(20))


def value_at(row: pygame.Rect, x: int) -> int:
    """The percentage a click at real-pixel `x` on the row's track means."""
    track = track_rect(row)
    k = max(0.0, min(1.0, (x - track.x) / max(1, track.w)))
    return round(k * 100 / SNAP) * SNAP


def step(value: int, direction: int) -> int:
    """The next value on the 10% grid in `direction` (past 100 back to 0, as Enter cycles)."""
    if direction > 0:
        return 0 if value >= 100 else min(100, (value // 10 + 1) * 10)
    return max(0, ((value + 9) // 10 - 1) * 10)


def draw_slider(surface: pygame.Surface, row: pygame.Rect, value: int, muted: bool, room: int) -> None:
    """The track, its fill, the knob and the value (or "muted") at its left."""
    track = track_rect(row)
    bar = pygame.Rect(track.x, track.centery - px(3), track.w, px(6))
    pygame.draw.rect(surface, (20, 28, 26), bar, border_radius=px(3))
    fill = bar.copy()
    fill.w = round(bar.w * value / 100)
    colour = DIM if muted else GOLD
    if fill.w > 0:
        pygame.draw.rect(surface, colour, fill, border_radius=px(3))
    knob = (bar.x + fill.w, bar.centery)
    pygame.draw.circle(surface, TEXT, knob, px(8))
    pygame.draw.circle(surface, colour, knob, px(8), px(2))
    label = _("muted") if muted else _("{percent}%").format(percent=value)
    blit_text(
        surface, label, (track.x - px(14), row.centery), 18, colour, True, "midright", max(px(40), room - track.w)
    )
