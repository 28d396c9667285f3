"""Banners over the field: a title popping in its box, GOAL! with the scoreboard rolling up, a
whistle's white flash (no confetti and no flash with reduce motion). Real pixels from the table
layout; text sizes logical."""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import lru_cache

import pygame

from game.ui.art.club_ink import club_ink
from game.ui.look import layout as L
from game.ui.look import metrics as M
from game.ui.look.metrics import px
from game.ui.look.theme import GOLD, TEXT, Color
from game.ui.stage.anim import DrawFn, Presentation, ease, pop
from game.ui.stage.kick_stage import bar_band, bar_size, mouth_of, scene_rect, word_centre
from game.ui.stage.shot_stage import field_rect, stage_rect
from game.ui.stage.shot_words import scoreboard
from game.ui.widgets.basic import fit_text

GOAL_BANNER = 1.1  # GOAL! and the score rolling up (the header's score changes as it starts)


def banner(
    text: str,
    color: Color = GOLD,
    size: int = 48,
    sub: str = "",
    at: Callable[[], tuple[int, int]] | None = None,
) -> Callable[[pygame.Surface, float], None]:
    """A banner over the centre of the field, or centred on `at()` and as wide as the window allows
    (`text` and `sub` already translated)."""

    def draw(surface: pygame.Surface, k: float) -> None:
        room = (M.width() if at is not None else field_rect().w) - px(60)
        scale = 0.6 + 0.4 * ease(min(1.0, k * 4))
        surf = fit_text(text.replace("→", "-"), size, color, True, room)
        if scale < 0.999:
            surf = pygame.transform.smoothscale(
                surf, (max(1, int(surf.get_width() * scale)), max(1, int(surf.get_height() * scale)))
            )
        centre = at() if at is not None else L.get().centre_band.center
        s2 = fit_text(sub, 18, TEXT, True, room) if sub else None
        width = max(surf.get_width(), s2.get_width() if s2 is not None else 0)
        sub_h = s2.get_height() + px(8) if s2 is not None else 0
        box = pygame.Rect(0, 0, width + px(40), surf.get_height() + px(24) + sub_h)
        box.center = centre
        surface.blit(_shade(box.size), box)
        pygame.draw.rect(surface, color, box, px(3), border_radius=px(10))
        surface.blit(surf, surf.get_rect(midtop=(centre[0], box.y + px(12))))
        if s2 is not None:
            surface.blit(s2, s2.get_rect(midbottom=(centre[0], box.bottom - px(10))))

    return draw


def goal_banner(title: str, score: tuple[int, int], side: int, shown_on: list[Presentation]) -> DrawFn:
    """GOAL! popping beside the scoreboard on a plate above the crossbar (the ball in the net and
    the beaten keeper in sight), the scorer's number rolling up to its new value."""

    def draw(surface: pygame.Surface, k: float) -> None:
        pres = shown_on[0] if shown_on else Presentation()
        area = stage_rect(pres)
        since = k * GOAL_BANNER
        if not pres.calm:
            confetti(surface, area, since, club_ink(side))
        scale = 0.6 + 0.4 * pop(min(1.0, since / 0.35), 1.3) if since < 0.35 and not pres.calm else 1.0
        roll = 1.0 if pres.calm else min(1.0, k * 2.5)  # reduce motion: the new score at once, no pop
        box, word, shadow, board = goal_box(title, score, side, area, roll)
        bottom = box.centery + word.get_height() // 2  # popping, it grows upward: never over the mouth
        word, shadow = scaled(word, scale), scaled(shadow, scale)
        surface.blit(_plate(box.size, px(12)), box)
        pygame.draw.rect(surface, club_ink(side), box, px(3), border_radius=px(12))
        at = (box.x + px(PAD) + word_width(box, board) // 2, bottom - word.get_height() // 2)
        surface.blit(shadow, shadow.get_rect(center=(at[0] + px(3), at[1] + px(3))))
        surface.blit(word, word.get_rect(center=at))
        surface.blit(board, board.get_rect(midright=(box.right - px(PAD), box.centery)))

    return draw


PAD = 20  # logical: the goal plate's margin left and right, and between the word and the score line


def word_width(box: pygame.Rect, board: pygame.Surface) -> int:
    """The room GOAL! takes in its plate, left of the score line."""
    return box.w - board.get_width() - 3 * px(PAD)


@lru_cache(maxsize=4)
def _shade(size: tuple[int, int]) -> pygame.Surface:
    """A banner's see-through dark box (kept: it stands still once the title has popped in)."""
    shade = pygame.Surface(size, pygame.SRCALPHA)
    shade.fill((10, 14, 12, 235))
    return shade


@lru_cache(maxsize=2)
def _white(size: tuple[int, int]) -> pygame.Surface:
    """The flash's white sheet (one surface, its alpha set each frame: issue #38, a tackle's p95)."""
    white = pygame.Surface(size)
    white.fill((255, 255, 255))
    return white


@lru_cache(maxsize=4)
def _plate(size: tuple[int, int], radius: int) -> pygame.Surface:
    """The banner's dark rounded plate (kept: every frame of the banner blits it)."""
    plate = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(plate, (10, 14, 12, 240), plate.get_rect(), border_radius=radius)
    return plate


def goal_box(
    title: str, score: tuple[int, int], side: int, area: pygame.Rect, roll: float
) -> tuple[pygame.Rect, pygame.Surface, pygame.Surface, pygame.Surface]:
    """Where GOAL! and the score line go: side by side on a plate sized to them, above the crossbar
    inside the picture (never over the goal mouth: the fifth review #1), whatever the window's
    size or the language; the word, its shadow and the score line as drawn there."""
    picture = scene_rect(area, 0.0)
    mouth = mouth_of(picture)
    band = bar_band(picture, mouth)
    room = picture.w - px(32)
    size, _width = bar_size(picture, mouth, title, 120)
    word = fit_text(title, size, GOLD, True, room)
    shadow = fit_text(title, size, (0, 0, 0), True, room)
    board = scoreboard(score, side, roll)
    high = band.h - px(8)
    if board.get_height() > high:
        board = scaled(board, max(0.1, high / board.get_height()))
    wide = word.get_width() + board.get_width() + 3 * px(PAD)
    if wide > room:
        k = max(0.1, (room - 3 * px(PAD)) / max(1, wide - 3 * px(PAD)))
        word, shadow, board = scaled(word, k), scaled(shadow, k), scaled(board, k)
    tall = max(word.get_height(), board.get_height())
    if tall > band.h - px(4):  # large text in a small window: the smallest type still too tall for the band
        k = max(0.1, (band.h - px(4)) / tall)
        word, shadow, board = scaled(word, k), scaled(shadow, k), scaled(board, k)
    box = pygame.Rect(0, 0, word.get_width() + board.get_width() + 3 * px(PAD), 0)
    box.h = max(word.get_height(), board.get_height()) + px(4)
    box.center = word_centre(picture, mouth, box.h)
    return box.clamp(picture), word, shadow, board


def scaled(img: pygame.Surface, scale: float) -> pygame.Surface:
    """A rendered word scaled for its pop (rasterised once, never at every size)."""
    if abs(scale - 1.0) < 0.01:
        return img
    return pygame.transform.smoothscale(
        img, (max(1, round(img.get_width() * scale)), max(1, round(img.get_height() * scale)))
    )


def confetti(surface: pygame.Surface, area: pygame.Rect, t: float, color: Color) -> None:
    """A burst of paper in the scorer's colour, gold and white, thrown up from the goal and falling."""
    clip = surface.get_clip()
    surface.set_clip(area.clip(clip) if clip else area)
    origin = (area.centerx, area.y + area.h * 0.3)
    g = area.h * 2.4
    size = max(2, px(5))
    for n in range(36):
        a = math.pi * (0.1 + 0.8 * ((n * 7919) % 36) / 36)
        v = area.h * (0.9 + 0.8 * ((n * 104729) % 17) / 17)
        x = origin[0] + math.cos(a) * v * t * 0.9
        y = origin[1] - math.sin(a) * v * t + 0.5 * g * t * t
        spin = abs(math.sin(t * 9 + n))
        piece = pygame.Rect(0, 0, size * 2, max(1, round(size * spin)))
        piece.center = (round(x), round(y))
        pygame.draw.rect(surface, (color, GOLD, (250, 250, 245))[n % 3], piece)
    surface.set_clip(clip)


def flash(
    inner: DrawFn, calm: Callable[[], bool] = lambda: False, area: Callable[[], pygame.Rect] = field_rect
) -> DrawFn:
    """A white flash over `area()` (the field) fading fast (none when `calm()`: reduce motion),
    then `inner` (a whistle, a card shown)."""

    def draw(surface: pygame.Surface, k: float) -> None:
        if k < 0.15 and not calm():
            where = area()
            white = _white(where.size)
            white.set_alpha(round(180 * (1 - k / 0.15)))
            surface.blit(white, where)
        if k < 0.55:
            inner(surface, min(1.0, k / 0.55))

    return draw
