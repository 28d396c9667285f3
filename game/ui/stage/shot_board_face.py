"""The shot's lower band as a stadium's TV board (review25 #4): dark lit glass, each half tinted by
its club (the attack's left, the defence's right, fading toward the total in the middle), a fine
diagonal weave, the floodlights' sheen along its top, a frame in both clubs' kit colours, and the
well the 11-bar sits in. One cached picture per size and pair of clubs (real pixels), built from
small gradients scaled up, so it costs a few milliseconds once."""

from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache

import pygame

from game.ui.art import kits
from game.ui.art.club_ink import club_ink
from game.ui.look.metrics import px
from game.ui.look.theme import Color

KEY = (255, 0, 255)  # the corners outside the rounded frame: not drawn
TINT = 64  # the strongest alpha of a club's tint, at its outer edge


def club_look(side: int) -> tuple[Color, Color, Color]:
    """A club's colours on the board: its ink (the tint), its shirt and trim (the frame)."""
    return club_ink(side), kits.shirt(side), kits.worn(side).trim


def prepare_faces(size: tuple[int, int]) -> Iterator[None]:
    """The board for a band of `size` built ahead, one step for either club attacking, each blitted
    once (its corners' runs encoded) so the shot's first frame only copies it."""
    scratch = pygame.Surface((1, 1))
    for attacker in (0, 1):
        scratch.blit(board_face(size, club_look(attacker), club_look(1 - attacker)), (0, 0))
        yield


@lru_cache(maxsize=6)
def board_face(
    size: tuple[int, int], left: tuple[Color, Color, Color], right: tuple[Color, Color, Color]
) -> pygame.Surface:
    """The band `size` with `left` and `right` as (ink, shirt, trim) of the attack and the defence."""
    w, h = max(8, size[0]), max(8, size[1])
    radius = max(2, px(16))
    s = pygame.Surface((w, h))
    s.fill(KEY)
    s.set_colorkey(KEY, pygame.RLEACCEL)  # blitted every frame: the corners skipped in runs
    body = pygame.Surface((w, h))
    body.blit(pygame.transform.smoothscale(_column(h), (w, h)), (0, 0))
    half = w // 2
    for ink, flip, x in ((left[0], False, 0), (right[0], True, w - half)):
        tint = pygame.transform.smoothscale(_fade(ink, flip), (half, h))
        body.blit(tint, (x, 0))
    _weave(body)
    sheen = pygame.transform.smoothscale(_sheen(), (w, max(2, h // 3)))
    body.blit(sheen, (0, 0))
    mask = pygame.Surface((w, h))
    mask.fill(KEY)
    pygame.draw.rect(mask, (0, 0, 0), mask.get_rect(), border_radius=radius)
    mask.set_colorkey((0, 0, 0))
    body.blit(mask, (0, 0))
    body.set_colorkey(KEY)
    s.blit(body, (0, 0))
    _frame(s, left, right, radius)
    return s


def _column(h: int) -> pygame.Surface:
    """The glass's light from above: lighter at its top, darker at its foot (1 px wide)."""
    col = pygame.Surface((1, 32))
    for y in range(32):
        k = (y / 31) ** 0.7
        col.set_at((0, y), (round(30 - 22 * k), round(44 - 32 * k), round(42 - 30 * k)))
    return col


def _fade(ink: Color, flip: bool) -> pygame.Surface:
    """A club's tint strongest at the band's outer edge, gone by the middle (32 px wide, scaled)."""
    fade = pygame.Surface((32, 1), pygame.SRCALPHA)
    for x in range(32):
        k = 1 - x / 31
        fade.set_at((31 - x if flip else x, 0), (*ink, round(TINT * (0.35 + 0.65 * k * k))))
    return fade


def _sheen() -> pygame.Surface:
    """The floodlights' soft sheen over the top third of the glass."""
    sheen = pygame.Surface((1, 16), pygame.SRCALPHA)
    for y in range(16):
        sheen.set_at((0, y), (220, 235, 230, round(26 * (1 - y / 15) ** 2)))
    return sheen


def _weave(body: pygame.Surface) -> None:
    """A fine diagonal weave over `body`, as the stadium boards' LED grille (faint): one row of its
    45-degree lines drawn, then repeated down the band (they join across the rows)."""
    w, h = body.get_size()
    step = max(4, px(9))
    row = pygame.Surface((w, step), pygame.SRCALPHA)
    for x in range(-step, w, step):
        pygame.draw.line(row, (255, 255, 255, 9), (x, step - 1), (x + step - 1, 0), 1)
    for y in range(0, h, step):
        body.blit(row, (0, y))


def _frame(s: pygame.Surface, left: tuple[Color, Color, Color], right: tuple[Color, Color, Color], radius: int) -> None:
    """The rim in each club's shirt with its trim inside it, and a kit-coloured bar along the top."""
    w, h = s.get_size()
    rim = max(2, px(3))
    bar = max(3, px(6))
    clip = s.get_clip()
    for (ink, shirt, trim), part in (
        (left, pygame.Rect(0, 0, w // 2, h)),
        (right, pygame.Rect(w // 2, 0, w - w // 2, h)),
    ):
        s.set_clip(part)
        pygame.draw.rect(s, shirt, s.get_rect(), rim, border_radius=radius)
        pygame.draw.rect(s, trim, s.get_rect().inflate(-2 * rim, -2 * rim), max(1, rim // 2), border_radius=radius)
        top = pygame.Rect(radius, 0, w - 2 * radius, bar)
        pygame.draw.rect(s, shirt, top)
        pygame.draw.line(s, trim, (top.x, top.bottom - 1), (top.right, top.bottom - 1), max(1, bar // 3))
        pygame.draw.line(s, ink, (top.x, top.bottom + max(1, bar // 3)), (top.right, top.bottom + max(1, bar // 3)), 1)
    s.set_clip(clip)
    seam = pygame.Rect(0, 0, max(2, px(3)), bar + max(2, px(4)))
    seam.midtop = (w // 2, 0)
    s.fill((8, 12, 12), seam)


def gauge_well(surface: pygame.Surface, gauge: pygame.Rect) -> None:
    """The recessed well the 11-bar sits in: darker than the glass, lit along its lower lip."""
    well = gauge.inflate(px(16), px(12))
    r = well.h // 2
    pygame.draw.rect(surface, (4, 8, 8), well, border_radius=r)
    pygame.draw.rect(surface, (70, 96, 88), well, max(1, px(1.5)), border_radius=r)
    lip = pygame.Rect(well.x + r, well.bottom - max(1, px(1.5)), well.w - 2 * r, max(1, px(1.5)))
    surface.fill((120, 150, 140), lip)


__all__ = ["board_face", "club_look", "gauge_well", "prepare_faces"]
