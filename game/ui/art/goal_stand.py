"""The stand behind the goal (review24 #10): terraced rows of fans in both clubs' colours (half
time's terrace art, game/ui/art/terrace.py), small with the distance, darker toward the back under
the roof, the step of each row catching the light, a few scarves and flags held up in the clubs'
colours, the floodlights' haze on top. Drawn once per size and pair of colours (real pixels)."""

from __future__ import annotations

from collections.abc import Iterator

import pygame

from game.ui.art import terrace
from game.ui.look.theme import Color

SEED = 11
ROWS = 18  # terrace.cell: a terrace 18 fans' pitch tall


def fan_of(mouth_h: int) -> int:
    """A fan's size (a seat's pitch, real pixels) behind a goal mouth `mouth_h` tall: it grows with
    the window, so a large window shows figures, not a mosaic of squares (review25 #4)."""
    return max(4, mouth_h // 14)


_STANDS: dict[tuple[int, int, int, tuple[Color, Color]], pygame.Surface] = {}  # the last four stands


def stand(w: int, h: int, fan: int, shirts: tuple[Color, Color]) -> pygame.Surface:
    """The stand `w` x `h`, its front row at the bottom, each fan `fan` pixels (a seat's pitch); the
    last four kept."""
    key = (w, h, fan, shirts)
    if key not in _STANDS:
        for _step in prepare_stand(w, h, fan, shirts):
            pass
    _STANDS[key] = _STANDS.pop(key)
    return _STANDS[key]


def prepare_stand(w: int, h: int, fan: int, shirts: tuple[Color, Color]) -> Iterator[None]:
    """`stand` built ahead in pieces, one a step (its terraces a few hundred fans at a time), then
    kept (nothing when it is)."""
    key = (w, h, fan, shirts)
    if key in _STANDS:
        return
    s = pygame.Surface((w, h))
    s.fill((12, 16, 24))
    band = max(4, fan) * ROWS
    for n, bottom in enumerate(range(h, 0, -band)):  # terrace blocks from the front row up
        yield from terrace.seat(w, band, shirts, SEED + n)
        block = pygame.Surface((w, band), pygame.SRCALPHA)
        block.blit(terrace.seated(w, band, shirts, SEED + n), (0, 0))
        _scarves(block, shirts, SEED + n, max(4, fan))
        s.blit(block, (0, bottom - band))
        yield
    s.fill((196, 196, 204), special_flags=pygame.BLEND_RGB_MULT)  # under the floodlights, not in them
    _steps(s, max(4, fan))
    _flags(s, shirts, max(4, fan))
    yield
    _depth(s)
    _haze(s)
    while len(_STANDS) >= 4:
        _STANDS.pop(next(iter(_STANDS)))
    _STANDS[key] = s


def clear() -> None:
    """Forget the stands kept (the window's size changed)."""
    _STANDS.clear()


def _scarves(block: pygame.Surface, shirts: tuple[Color, Color], seed: int, fan: int) -> None:
    """Every few fans of a club holds its scarf up over the head: a bar in the club's colour with
    two light stripes."""
    w, h = block.get_size()
    for i, (x, y, team) in enumerate(terrace.fans(w, h, shirts, seed)):
        if team == 2 or (i * 7919) % 9:
            continue
        scarf = pygame.Rect(x - fan // 2, y - max(2, fan // 3), fan * 2, max(2, fan // 3))
        block.fill(shirts[team], scarf)
        for k in (1, 2):
            block.fill(terrace.STRIPE, (scarf.x + k * scarf.w // 3, scarf.y, max(1, fan // 5), scarf.h))


def _flags(s: pygame.Surface, shirts: tuple[Color, Color], fan: int) -> None:
    """A few small flags on poles in the front rows, HOME's to the left, AWAY's to the right."""
    w, h = s.get_size()
    fw, fh = fan * 3, fan * 2
    for i, x in enumerate(range(w // 14, w, max(fw * 3, w // 7))):
        foot = h - fan * (2 + (i * 5) % 4)
        top = foot - fan * 4
        if top < 0:
            continue
        colour = shirts[0 if x < w // 2 else 1]
        pygame.draw.line(s, (170, 170, 166), (x, foot), (x, top), max(1, fan // 6))
        wave = [
            (x, top),
            (x + fw // 2, top + fan // 4),
            (x + fw, top),
            (x + fw, top + fh),
            (x + fw // 2, top + fh + fan // 4),
        ]
        pygame.draw.polygon(s, colour, [*wave, (x, top + fh)])
        pygame.draw.line(s, terrace.STRIPE, (x, top + fh // 2), (x + fw, top + fh // 2), max(1, fan // 5))


def _steps(s: pygame.Surface, fan: int) -> None:
    """The lit edge of each concrete step, a row of fans above it."""
    w, h = s.get_size()
    edge = pygame.Surface((w, max(1, fan // 8)), pygame.SRCALPHA)
    edge.fill((150, 160, 170, 26))
    for y in range(h - fan // 2, 0, -fan):
        s.blit(edge, (0, y))


def _depth(s: pygame.Surface) -> None:
    """Shade toward the back of the stand (the top), under the roof."""
    w, h = s.get_size()
    shade = pygame.Surface((1, h), pygame.SRCALPHA)
    for y in range(h):
        k = 1 - y / max(1, h - 1)
        shade.set_at((0, y), (4, 6, 12, round(200 * k**1.6)))
    s.blit(pygame.transform.scale(shade, (w, h)), (0, 0))


def _haze(s: pygame.Surface) -> None:
    """Two floodlights' haze over the stand."""
    w, h = s.get_size()
    glow = pygame.Surface((w, h), pygame.SRCALPHA)
    for n, x in enumerate((w // 5, w * 4 // 5)):
        for r in range(max(4, w // 4), 0, -max(2, w // 40)):
            pygame.draw.circle(glow, (255, 250, 220, 5 + n), (x, -r // 3), r)
    s.blit(glow, (0, 0))


__all__ = ["clear", "fan_of", "prepare_stand", "stand"]
