"""The full-screen shot's still pictures: what does not move on the stage (the panel, its heading,
the turf and the still goal, the boards' lit glass: `still_layer`, one cached picture per size and
heading) and the light closing in at the beat (`vignette`). Real pixels; text sizes logical."""

from __future__ import annotations

import math
from collections.abc import Iterator
from functools import lru_cache

import pygame

from game.ui.art import goal_art as G
from game.ui.art import kits
from game.ui.look.metrics import px
from game.ui.look.theme import Color
from game.ui.stage.anim import lerp
from game.ui.stage.kick_stage import heading_text, inner_of, scene_rect, shade
from game.ui.stage.shot_board_face import prepare_faces


@lru_cache(maxsize=3)
def still_layer(
    size: tuple[int, int],
    rect: tuple[int, ...],
    mouth: tuple[int, ...],
    heading: str,
    color: Color,
    shirts: tuple[Color, Color],
) -> pygame.Surface:
    """What does not move on the full stage: the panel, its heading, the turf and the still goal (its
    stand in the `shirts` of both clubs: `stand_shirts()`), and under the goal the boards' lit glass."""
    s = pygame.Surface(size)
    area = s.get_rect()
    shade(s, area, edge=color)
    below, glass = floor_of(area, pygame.Rect(rect))
    for y in range(below.y, below.bottom, 2):
        k = (y - below.y) / max(1, below.h)
        s.fill((round(lerp(20, 6, k)), round(lerp(30, 10, k)), round(lerp(27, 9, k))), (area.x, y, area.w, 2))
    if glassed(glass):
        s.blit(lit_glass(glass.size, px(16)), glass)
    light = pool((below.w // 2, below.h))
    s.blit(light, light.get_rect(center=below.center))
    pygame.draw.rect(s, color, area, max(1, px(3)))
    heading_text(s, area, heading, color)
    G.draw_turf(s, pygame.Rect(rect), pygame.Rect(mouth))
    G.draw_goal(s, pygame.Rect(mouth))
    return s


def floor_of(area: pygame.Rect, scene: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect]:
    """Under the goal scene: the floor, and the boards' glass on it."""
    below = pygame.Rect(area.x, scene.bottom, area.w, area.bottom - scene.bottom)
    inner = inner_of(area)
    glass = pygame.Rect(scene.x + px(6), scene.bottom + px(6), scene.w - px(12), inner.bottom - scene.bottom - px(10))
    return below, glass


def glassed(glass: pygame.Rect) -> bool:
    return glass.w > px(40) and glass.h > px(40)


def prepare_floor(size: tuple[int, int], rect: pygame.Rect) -> Iterator[None]:
    """A still layer's costly pieces for a scene at `rect` built ahead, one a step (its glass, its pool of light)."""
    below, glass = floor_of(pygame.Rect((0, 0), size), rect)
    if glassed(glass):
        lit_glass(glass.size, px(16))
        yield
    pool((below.w // 2, below.h))
    yield
    band = boards_band(pygame.Rect((0, 0), size))
    if band is not None and rect == scene_rect(pygame.Rect((0, 0), size), 0.0):  # the shot's, not the penalty's
        yield from prepare_faces(band.size)


def boards_band(area: pygame.Rect) -> pygame.Rect | None:
    """The shot's lower band in a stage `area`, under the goal scene at rest (None: no room for it)."""
    rest = scene_rect(area, 0.0)
    inner = inner_of(area)
    if inner.bottom - rest.bottom <= px(48):
        return None
    return pygame.Rect(rest.x, rest.bottom + px(8), rest.w, inner.bottom - rest.bottom - px(8))


def stand_shirts() -> tuple[Color, Color]:
    """Both clubs' shirts, as the stand behind the goal wears them (part of the still layer's key)."""
    return kits.shirt(0), kits.shirt(1)


@lru_cache(maxsize=2)
def pool(size: tuple[int, int]) -> pygame.Surface:
    """The floodlights' soft pool on the floor under the goal scene."""
    light = pygame.Surface(size, pygame.SRCALPHA)
    for n in range(12, 0, -1):
        box = light.get_rect().inflate(-light.get_width() * (12 - n) // 12, -light.get_height() * (12 - n) // 12)
        pygame.draw.ellipse(light, (150, 170, 150, 3), box)
    return light


@lru_cache(maxsize=2)
def lit_glass(size: tuple[int, int], radius: int) -> pygame.Surface:
    """The boards' panel (review24 #10): dark turf-green glass lit from the floodlights above,
    lighter at its top, a soft light edge along the top and a quiet rim, as the table's panels."""
    w, h = size
    body = pygame.Surface(size, pygame.SRCALPHA)
    for y in range(h):
        k = (y / max(1, h - 1)) ** 0.7
        ink = (round(lerp(34, 9, k)), round(lerp(52, 14, k)), round(lerp(46, 13, k)), 235)
        pygame.draw.line(body, ink, (0, y), (w, y))
    mask = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    body.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    edge = max(1, px(1.5))
    pygame.draw.rect(body, (58, 82, 76, 255), body.get_rect(), edge, border_radius=radius)
    pygame.draw.line(body, (132, 160, 150, 255), (radius, 0), (w - radius, 0), edge)
    return body


@lru_cache(maxsize=2)
def vignette(w: int, h: int) -> pygame.Surface:
    """The light closing in around the goal at the beat of stillness (cached by size)."""
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    rings = 24
    reach = min(w, h) * 0.3
    band = max(1, math.ceil(reach / rings))
    for n in range(rings):
        inset = round(n * reach / rings)
        box = pygame.Rect(inset, inset, w - 2 * inset, h - 2 * inset)
        pygame.draw.rect(s, (0, 0, 0, round(150 * (1 - n / rings) ** 2)), box, band)
    return s


__all__ = ["boards_band", "floor_of", "lit_glass", "pool", "prepare_floor", "stand_shirts", "still_layer", "vignette"]
