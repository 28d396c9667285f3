"""Where everything sits on the 1280x720 table. The viewing coach's half is at the bottom; the
opponent's half is the same grid turned 180 degrees at the top (R2.1: columns run left to right as
each coach sees them, row 0 at the centre line)."""

from __future__ import annotations

import pygame

from game.engine.icons import COLS, ROWS, IconKey
from game.ui.cardart import CARD_H, CARD_W, SYN_H, SYN_W, printed_pos

CELL_W = 60
ROW_H = 66
FIELD_X = 402
FIELD_W = CELL_W * COLS  # 496
HALF_H = ROW_H * ROWS  # 264
TOP_Y = 72  # the opponent's back edge
CENTRE_Y = TOP_Y + HALF_H  # 336: the opponent's front edge
BAND = 24
BOTTOM_Y = CENTRE_Y + BAND  # 360: the viewer's front edge
FIELD_RECT = pygame.Rect(FIELD_X - 8, TOP_Y - 4, FIELD_W + 16, 2 * HALF_H + BAND + 8)

LEFT = pygame.Rect(8, 8, 366, 704)
RIGHT = pygame.Rect(900, 8, 372, 704)
OPP_PANEL = pygame.Rect(8, 8, 366, 250)
MY_PANEL = pygame.Rect(8, 266, 366, 446)
SCORE_RECT = pygame.Rect(900, 8, 372, 64)
TRACK_RECT = pygame.Rect(900, 78, 372, 84)
COUNTS_RECT = pygame.Rect(900, 166, 372, 30)
HAND_RECT = pygame.Rect(900, 200, 372, 96)
PROMPT_RECT = pygame.Rect(900, 302, 372, 410)
OPP_BOARD = pygame.Rect(FIELD_X, 4, FIELD_W, 64)
MY_BOARD = pygame.Rect(FIELD_X, 646, FIELD_W, 66)

HAND_CARD = (52, 72)


def local_to_screen(bottom: bool, lx: float, ly: float) -> tuple[int, int]:
    """Half-local coordinates (x from the coach's left, y from the front edge) to the screen."""
    if bottom:
        return (int(FIELD_X + lx), int(BOTTOM_Y + ly))
    return (int(FIELD_X + FIELD_W - lx), int(CENTRE_Y - ly))


def card_rect(bottom: bool, row: int, col: int) -> pygame.Rect:
    """The screen rect of a card at (row, start column)."""
    x0, y0 = col * CELL_W + (2 * CELL_W - CARD_W) / 2, row * ROW_H + (ROW_H - CARD_H) / 2
    a = local_to_screen(bottom, x0, y0)
    b = local_to_screen(bottom, x0 + CARD_W, y0 + CARD_H)
    return pygame.Rect(min(a[0], b[0]), min(a[1], b[1]), CARD_W, CARD_H)


def icon_pos(bottom: bool, key: IconKey, printed_count: int = 1) -> tuple[int, int]:
    if key.kind == "h":
        return local_to_screen(bottom, (key.col + 1) * CELL_W, key.row * ROW_H + ROW_H / 2)
    if key.kind == "v":
        return local_to_screen(bottom, key.col * CELL_W + CELL_W / 2, (key.row + 1) * ROW_H)
    rect = card_rect(bottom, key.row, key.col)
    px, py = printed_pos(key.index, printed_count, CARD_W, CARD_H)
    if bottom:
        return (rect.x + px, rect.y + py)
    return (rect.right - px, rect.bottom - py)


def line_y(bottom: bool, between: int) -> int:
    """Screen y of the line between rows `between` and `between + 1`."""
    return local_to_screen(bottom, 0, (between + 1) * ROW_H)[1]


def cell_at(bottom: bool, pos: tuple[int, int]) -> tuple[int, float] | None:
    """(row, fractional column) under a screen point, in that half's own coordinates."""
    x, y = pos
    if bottom:
        lx, ly = x - FIELD_X, y - BOTTOM_Y
    else:
        lx, ly = FIELD_X + FIELD_W - x, CENTRE_Y - y
    if not (0 <= lx < FIELD_W and 0 <= ly < HALF_H):
        return None
    return int(ly // ROW_H), lx / CELL_W


def available_rect(index: int) -> pygame.Rect:
    """The viewer's available players: three columns of full-size cards."""
    col, row = index % 3, index // 3
    return pygame.Rect(MY_PANEL.x + 8 + col * (CARD_W + 5), MY_PANEL.y + 34 + row * (CARD_H + 10), CARD_W, CARD_H)


def bench_rect(index: int) -> pygame.Rect:
    return pygame.Rect(MY_PANEL.x + 8 + index * (CARD_W + 5), MY_PANEL.bottom - CARD_H - 12, CARD_W, CARD_H)


def opp_available_rect(index: int) -> pygame.Rect:
    col, row = index % 5, index // 5
    return pygame.Rect(OPP_PANEL.x + 10 + col * 71, OPP_PANEL.y + 64 + row * 38, 66, 32)


def opp_bench_rect(index: int) -> pygame.Rect:
    return pygame.Rect(OPP_PANEL.x + 10 + index * 71, OPP_PANEL.y + 170, 66, 32)


def opp_hand_rect(index: int) -> pygame.Rect:
    return pygame.Rect(OPP_PANEL.x + 228 + index * 16, OPP_PANEL.y + 156, 34, 48)


def hand_rect(index: int) -> pygame.Rect:
    w, h = HAND_CARD
    return pygame.Rect(HAND_RECT.x + 10 + index * (w + 8), HAND_RECT.y + 20, w, h)


def board_slot_rect(bottom: bool, slot: int) -> pygame.Rect:
    area = MY_BOARD if bottom else OPP_BOARD
    x = area.centerx - (3 * SYN_W + 2 * 10) // 2 + (slot - 1) * (SYN_W + 10)
    return pygame.Rect(x, area.centery - SYN_H // 2, SYN_W, SYN_H)


def deck_rect() -> pygame.Rect:
    return pygame.Rect(COUNTS_RECT.x + 8, COUNTS_RECT.y + 2, 20, 26)


def track_space(i: int) -> pygame.Rect:
    """Control track space i in -2..+2, +2 drawn at the right."""
    w = 62
    x0 = TRACK_RECT.centerx - (5 * w + 4 * 6) // 2
    return pygame.Rect(x0 + (i + 2) * (w + 6), TRACK_RECT.y + 30, w, 26)
