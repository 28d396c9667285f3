"""The window's real size and the one scale factor every scene draws with.

Scenes are designed in logical units on a 1280x720 stage; `scale()` is how many real pixels one
logical unit takes in the current window (min of the two ratios, so the stage always fits). Every
coordinate handed to pygame is a real pixel: `px()` converts a logical length, `pos()`/`rect()` a
point or rectangle of the centred stage. Text sizes stay logical (game.ui.look.assets scales them).
Layouts that should use a wider window (the table) compute their rects from `width()`/`height()`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

BASE_W = 1280
BASE_H = 720
MIN_WINDOW = (1024, 600)
MAX_WINDOW = (3840, 2160)


@dataclass(frozen=True)
class Screen:
    w: int
    h: int
    s: float = field(init=False)  # real pixels per logical unit (asked for hundreds of times a frame)

    def __post_init__(self) -> None:
        object.__setattr__(self, "s", min(self.w / BASE_W, self.h / BASE_H))


_screen = Screen(BASE_W, BASE_H)
_listeners: list[Callable[[], None]] = []


def clamp_window(size: tuple[int, int]) -> tuple[int, int]:
    """A window size within the supported range."""
    w = max(MIN_WINDOW[0], min(MAX_WINDOW[0], int(size[0])))
    h = max(MIN_WINDOW[1], min(MAX_WINDOW[1], int(size[1])))
    return w, h


def set_window(w: int, h: int) -> bool:
    """The drawing surface is now w x h real pixels; True if that changed anything."""
    global _screen
    if (w, h) == (_screen.w, _screen.h):
        return False
    _screen = Screen(max(1, w), max(1, h))
    for listener in list(_listeners):
        listener()
    return True


def on_resize(listener: Callable[[], None]) -> None:
    """Call `listener` whenever the window size changes (caches of size-dependent surfaces)."""
    _listeners.append(listener)


def width() -> int:
    return _screen.w


def height() -> int:
    return _screen.h


def size() -> tuple[int, int]:
    return _screen.w, _screen.h


def scale() -> float:
    return _screen.s


def px(v: float) -> int:
    """A logical length in real pixels (a non-zero length never vanishes)."""
    r = round(v * _screen.s)
    if r == 0 and v != 0:
        return 1 if v > 0 else -1
    return r


def stage() -> pygame.Rect:
    """The 1280x720 logical stage, centred in the window, in real pixels."""
    s = _screen.s
    w, h = round(BASE_W * s), round(BASE_H * s)
    return pygame.Rect((_screen.w - w) // 2, (_screen.h - h) // 2, w, h)


def pos(x: float, y: float) -> tuple[int, int]:
    """A point of the logical stage in real pixels."""
    s = _screen.s
    st = stage()
    return st.x + round(x * s), st.y + round(y * s)


def rect(x: float, y: float, w: float, h: float) -> pygame.Rect:
    """A rectangle of the logical stage in real pixels."""
    left, top = pos(x, y)
    return pygame.Rect(left, top, px(w), px(h))


def centre() -> tuple[int, int]:
    return _screen.w // 2, _screen.h // 2
