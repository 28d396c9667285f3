"""Half time's crowd moment (review22 #11): a stand of fans along the top of the break's screen,
behind its title and scoreboard. For the first seconds the fans are on their feet, scarves up and
flags waving in both clubs' colours (quantised frames over the cached stand); then the stand sits
still, so the break idles as cheaply as before. Reduce motion: the fans stand and hold their flags
still for the moment."""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.ui.art import kits, terrace
from game.ui.look import assets
from game.ui.look import metrics as M
from game.ui.look.metrics import px
from game.ui.look.theme import Color

MOMENT = 3.6  # seconds the stand is on its feet
FPS = 12  # frames a second of the scarves and flags (only the stand is redrawn meanwhile)
BAND_H = 168  # logical height of the stand band from the window's top
SEED = 23
TITLE_SIZE = 36  # the scene's "HALF TIME" (its size and centre: halftime.py)
TITLE_Y = 36


def band() -> pygame.Rect:
    """The stand across the window's top, behind the title and the scoreboard."""
    return pygame.Rect(0, 0, M.width(), px(BAND_H))


def title_clear(text: str) -> pygame.Rect:
    """The title's words and a margin: no scarf or flag over them."""
    w, h = assets.font(TITLE_SIZE, True).size(text)
    rect = pygame.Rect(0, 0, w + px(40), h + px(12))
    rect.center = (M.width() // 2, px(TITLE_Y))
    return rect


def colours() -> tuple[Color, Color]:
    return kits.shirt(0), kits.shirt(1)


@lru_cache(maxsize=2)
def still_band(w: int, h: int, shirts: tuple[Color, Color], clear: tuple[int, int, int, int]) -> pygame.Surface:
    """The seated stand faded into the backdrop toward its foot, shaded behind the title."""
    s = terrace.seated(w, h, shirts, SEED).copy()
    fade = pygame.Surface((1, h), pygame.SRCALPHA)
    for y in range(h):
        k = y / max(1, h - 1)
        fade.set_at((0, y), (255, 255, 255, round(255 * min(1.0, 2.2 * (1.0 - k)) * 0.8)))
    s.blit(pygame.transform.scale(fade, (w, h)), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    shade = pygame.Surface((clear[2], clear[3]), pygame.SRCALPHA)
    pygame.draw.rect(shade, (6, 10, 18, 170), shade.get_rect(), border_radius=clear[3] // 2)
    s.blit(shade, clear[:2])
    return s


class HalfTimeCrowd:
    """The moment's clock; `draw` only paints it (the scene's update advances it)."""

    def __init__(self) -> None:
        self.t = 0.0

    def update(self, dt: float) -> None:
        self.t += dt

    @property
    def live(self) -> bool:
        """The fans are still up (or their last, seated frame is yet to be drawn)."""
        return self.t < MOMENT + 2 / FPS

    def frame(self) -> int:
        return int(self.t * FPS)

    def level(self) -> float:
        """How many fans are up: all at once, sitting down over the moment's last second."""
        return max(0.0, min(1.0, (MOMENT - self.frame() / FPS) / 1.0))

    def draw(self, surface: pygame.Surface, title: str, calm: bool) -> None:
        rect = band()
        if rect.w < 8 or rect.h < 8:
            return
        clear = title_clear(title)
        shirts = colours()
        surface.blit(still_band(rect.w, rect.h, shirts, tuple(clear)), rect)
        if self.t < MOMENT:
            terrace.standing(surface, rect, shirts, SEED, self.frame(), self.level(), calm, clear)


__all__ = ["BAND_H", "FPS", "MOMENT", "HalfTimeCrowd", "band"]
