"""The stadium scoreboard: a menu drawn as the rows of a big LED board (brushed-metal housing,
dark glass, a lit row for the focus) with a springy lift on the row under the mouse or the keys.

It draws a `widgets.Menu` without changing it: every row is drawn on its button's rect (a little
larger while it springs), so clicks land where the row is seen."""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.ui.art import stadium
from game.ui.look import assets
from game.ui.look import metrics as M
from game.ui.look.metrics import px
from game.ui.look.theme import DIM, FOCUS, GOLD, Color
from game.ui.widgets.basic import Button, Menu, fit_text, fits, record
from game.ui.widgets.springs import Springs

LIFT = 0.05  # the lifted row is this much larger
LED_WHITE: Color = (255, 244, 220)
AMBER: Color = (255, 178, 60)


# ---------------------------------------------------------------------------------------- housing


@lru_cache(maxsize=8)
def housing(w: int, h: int) -> pygame.Surface:
    """The scoreboard's body at w x h real pixels: a brushed-metal frame, dark glass with an LED
    dot grid, light on the top and left edges (the floodlights are top-left)."""
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    rad = max(4, px(14))
    metal = pygame.Surface((w, h), pygame.SRCALPHA)
    for y in range(h):
        t = y / max(1, h - 1)
        k = 1 - 0.45 * t + 0.08 * ((y * 7) % 5) / 5
        metal.fill((round(92 * k), round(100 * k), round(112 * k), 255), (0, y, w, 1))
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), (0, 0, w, h), border_radius=rad)
    metal.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surf.blit(metal, (0, 0))
    edge = max(1, px(2))
    pygame.draw.rect(surf, (200, 206, 214, 255), (0, 0, w, h), edge, border_radius=rad)
    pygame.draw.rect(surf, (30, 34, 44, 255), (edge, edge * 2, w - edge, h - edge * 2), edge, border_radius=rad)
    glass = pygame.Rect(0, 0, w, h).inflate(-2 * max(4, px(10)), -2 * max(4, px(10)))
    pygame.draw.rect(surf, (8, 12, 20, 255), glass, border_radius=max(2, rad - px(6)))
    dot = max(3, px(5))
    dots = pygame.Surface(glass.size, pygame.SRCALPHA)
    for y in range(dot // 2, glass.h, dot):
        for x in range(dot // 2, glass.w, dot):
            dots.fill((40, 52, 70, 90), (x, y, max(1, dot // 3), max(1, dot // 3)))
    surf.blit(dots, glass.topleft)
    sheen = pygame.Surface(glass.size, pygame.SRCALPHA)
    for y in range(glass.h // 3):
        a = round(22 * (1 - y / max(1, glass.h // 3)))
        sheen.fill((255, 244, 220, a), (0, y, glass.w, 1))
    surf.blit(sheen, glass.topleft)
    pygame.draw.line(surf, (120, 130, 150, 255), glass.topleft, glass.topright, 1)
    return surf


def glass_rect(board: pygame.Rect) -> pygame.Rect:
    return board.inflate(-2 * max(4, px(10)), -2 * max(4, px(10)))


def draw_board(surface: pygame.Surface, board: pygame.Rect, legs_to: int | None = None) -> None:
    """The scoreboard's housing at `board`, with two legs down to row `legs_to` (None: no legs)
    and a soft shadow down-right."""
    if legs_to is not None and legs_to > board.bottom:
        leg = max(3, px(12))
        for x in (board.x + board.w // 5, board.right - board.w // 5):
            pygame.draw.rect(
                surface, (26, 30, 40), (x - leg // 2, board.bottom - leg, leg, legs_to - board.bottom + leg)
            )
            pygame.draw.rect(
                surface, (70, 78, 94), (x - leg // 2, board.bottom, max(1, leg // 4), legs_to - board.bottom)
            )
    shadow = pygame.Surface(board.size, pygame.SRCALPHA)
    pygame.draw.rect(shadow, (4, 8, 16, 110), shadow.get_rect(), border_radius=max(4, px(14)))
    off = max(2, round(board.h * 0.02))
    surface.blit(shadow, board.move(off, off))
    surface.blit(housing(board.w, board.h), board.topleft)


# ---------------------------------------------------------------------------------------- rows


@lru_cache(maxsize=16)
def _row_glow(w: int, h: int) -> pygame.Surface:
    """The lit row behind the focus: gold light strongest on the left, fading right (BLEND_ADD)."""
    surf = pygame.Surface((w, h))
    for x in range(w):
        k = (1 - x / max(1, w)) ** 1.4
        pygame.draw.line(surf, (round(110 * k), round(80 * k), round(20 * k)), (x, 0), (x, h))
    edge = pygame.Surface((w, h))
    for y in range(h):
        k = 1 - abs(y - h / 2) / (h / 2)
        edge.fill((round(255 * k**0.6),) * 3, (0, y, w, 1))
    surf.blit(edge, (0, 0), special_flags=pygame.BLEND_MULT)
    return surf


def draw_row(
    surface: pygame.Surface, b: Button, number: int | None, focused: bool, lift: float, size: int, cell: int = 0
) -> None:
    """One scoreboard row on `b.rect`, grown by `lift` (0..1+) around its centre; its number in a
    square of side `cell` (real pixels; the row's height less a margin by default)."""
    grow = 1 + LIFT * lift
    r = b.rect
    rect = pygame.Rect(0, 0, round(r.w * grow), round(r.h * grow))
    rect.center = r.center
    lit = focused and b.enabled
    if lift > 0.02 and b.enabled:
        glow = _row_glow(rect.w, rect.h)
        glow.set_alpha(None)
        k = max(0.0, min(1.2, lift)) * (1.0 if lit else 0.6)
        tinted = glow.copy()
        tinted.fill((round(255 * min(1, k)),) * 3, special_flags=pygame.BLEND_MULT)
        surface.blit(tinted, rect, special_flags=pygame.BLEND_ADD)
    if lit:
        pygame.draw.rect(surface, GOLD, rect, max(1, px(2)), border_radius=max(2, px(6)))
    text_size = round(size * grow)
    x = rect.x + px(10)
    if number is not None:
        side = round(cell * grow) if cell else rect.h - px(10)
        box = pygame.Rect(x, 0, side, side)
        box.centery = rect.centery
        pygame.draw.rect(surface, (20, 16, 10), box, border_radius=max(2, px(4)))
        pygame.draw.rect(surface, (90, 64, 24), box, 1, border_radius=max(2, px(4)))
        tag = assets.text(str(number), text_size - 2, AMBER if b.enabled else DIM, True)
        surface.blit(tag, tag.get_rect(center=box.center))
        x = box.right + px(14)
    color = (FOCUS if lit else LED_WHITE) if b.enabled else DIM
    room = rect.right - px(12) - x
    hint = None
    if b.hint:
        label_w = assets.text(b.label, text_size, color, True).get_width()
        spare = room - label_w - px(16)
        if fits(b.hint, size - 6, spare):
            hint = fit_text(b.hint, size - 6, GOLD if lit else DIM, False, spare)
            room -= hint.get_width() + px(12)
    label = fit_text(b.label, text_size, color, True, room)
    record(b.label, label, surface.blit(label, label.get_rect(midleft=(x, rect.centery))), surface, rect)
    if hint is not None:
        record(
            b.hint, hint, surface.blit(hint, hint.get_rect(midright=(rect.right - px(12), rect.centery))), surface, rect
        )


def draw_menu(surface: pygame.Surface, menu: Menu, springs: Springs, size: int = 22) -> None:
    """Every row of `menu` as a scoreboard row (numbered 1..9, 0 as the menu numbers its keys), the
    numbers in squares of one size so every row's words start at one x (#38: "6 New match", "7 Skip")."""
    order = sorted(range(len(menu.buttons)), key=springs.lift)  # the lifted row on top
    cell = min((b.rect.h for b in menu.buttons), default=0) - px(10)
    for i in order:
        number = menu.number(i)
        draw_row(surface, menu.buttons[i], number, i == menu.focus, springs.lift(i), size, max(0, cell))


def draw_backdrop(surface: pygame.Surface, pitch_height: int = 220) -> None:
    """The stadium at dusk over the whole window, softened and darkened so panels on it stay
    readable; its far touchline `pitch_height` logical units of the stage above the stage's bottom."""
    horizon = M.pos(0, 720 - pitch_height)[1]
    surface.blit(stadium.dimmed(surface.get_size(), horizon), (0, 0))
