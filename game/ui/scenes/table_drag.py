"""Dragging cards on the table: an available player onto a lit place of the viewer's half, or a
bench card onto the card it replaces. Snapping is loose but honest: a card lands only on a lit
place of the row under the pointer (or, off the rows, the nearest lit place within a small
radius), and the ghost shows exactly that place."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.ui import layout as L
from game.ui.metrics import px

SNAP = 70  # logical units: off the half's rows, a lit place this close to the card's centre takes it


@dataclass
class Drag:
    card: str
    offset: tuple[int, int]  # where the pointer holds the dragged image (a field-size card)
    pos: tuple[int, int]
    origin: pygame.Rect
    kind: str = "place"  # "place": onto the field; "sub": a bench card onto the card going off
    moved: bool = False
    snap: tuple[int, int] | None = None  # "place": the lit place it would land on
    target: str | None = None  # "sub": the card it would replace

    def top_left(self) -> tuple[int, int]:
        return self.pos[0] - self.offset[0], self.pos[1] - self.offset[1]

    def centre(self) -> tuple[int, int]:
        lay = L.get()
        x, y = self.top_left()
        return x + lay.card_w // 2, y + lay.card_h // 2

    def follow(self, pos: tuple[int, int]) -> None:
        """The pointer moved to `pos`; a few pixels make it a drag rather than a click."""
        self.pos = pos
        grip = (self.origin.x + self.offset[0], self.origin.y + self.offset[1])
        if abs(pos[0] - grip[0]) + abs(pos[1] - grip[1]) > px(6):
            self.moved = True


def grip_for(rect: pygame.Rect, pos: tuple[int, int]) -> tuple[int, int]:
    """The pointer's place inside a field-size card, for a card picked up from `rect` at `pos`."""
    lay = L.get()
    return (pos[0] - rect.x) * lay.card_w // max(1, rect.w), (pos[1] - rect.y) * lay.card_h // max(1, rect.h)


def snap_place(
    places: list[tuple[int, int]], pointer: tuple[int, int], centre: tuple[int, int]
) -> tuple[int, int] | None:
    """The lit place a card held at `pointer` (its centre at `centre`) would land on, if any."""
    lay = L.get()
    cell = L.cell_at(True, pointer)
    if cell is not None:
        row = cell[0]
        in_row = [p for p in places if p[0] == row]
        near = [p for p in in_row if abs(L.card_rect(True, *p).centerx - pointer[0]) <= lay.card_w]
        if not near:
            return None  # an unlit row or spot: never another row
        return min(near, key=lambda p: abs(L.card_rect(True, *p).centerx - pointer[0]))
    best, dist = None, px(SNAP) ** 2
    for place in places:
        c = L.card_rect(True, *place).center
        d = (c[0] - centre[0]) ** 2 + (c[1] - centre[1]) ** 2
        if d < dist:
            best, dist = place, d
    return best


def cell_place(pos: tuple[int, int]) -> tuple[int, int] | None:
    """The (row, start column) of the viewer's half a card centred at `pos` would take."""
    cell = L.cell_at(True, pos)
    if cell is None:
        return None
    row, frac = cell
    return row, max(0, min(6, int(frac - 0.5)))


def step_cursor(places: list[tuple[int, int]], cursor: int, key: int) -> int | None:
    """The keyboard cursor among `places` after an arrow key: left/right go round, up/down take the
    nearest place of the next row (none there: it stays); None for any other key."""
    if key in (pygame.K_RIGHT, pygame.K_LEFT):
        return (cursor + (1 if key == pygame.K_RIGHT else -1)) % len(places)
    if key in (pygame.K_UP, pygame.K_DOWN):
        cur = places[cursor % len(places)]
        row = cur[0] + (-1 if key == pygame.K_UP else 1)
        rows = [p for p in places if p[0] == row]
        return places.index(min(rows, key=lambda p: abs(p[1] - cur[1]))) if rows else cursor
    return None


class PointerLook:
    """The pointer says what a drop would do: a hand over a lit place, "no" over an unlit one."""

    def __init__(self) -> None:
        self.kind = "arrow"

    def set(self, kind: str) -> None:
        if kind == self.kind:
            return
        self.kind = kind
        cursors = {"hand": pygame.SYSTEM_CURSOR_HAND, "no": pygame.SYSTEM_CURSOR_NO}
        try:
            pygame.mouse.set_cursor(cursors.get(kind, pygame.SYSTEM_CURSOR_ARROW))
        except pygame.error:
            pass  # no system cursors here (a headless display)
