"""How far a card face's words keep from its icons (review24 #3, #5: names and effects pressed
against the half icons): the boxes of the name's and the row's lines as drawn, the boxes of the
half icons, printed medallions and star, and the smallest gap between the two, on the upright
card and on the card turned 180 degrees (its icons turn, its words stay upright)."""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.engine.cards import SLOTS, CardDef
from game.ui.art.card_lines import _line_pitch
from game.ui.art.card_row import Item, _group_w
from game.ui.art.card_words import FaceText
from game.ui.look import assets
from game.ui.look.card_geometry import icon_radius, printed_low, printed_pos, slot_pos, star_box

ICON_MARGIN = 3  # real pixels between a line's ink and an icon's box, at the least


def _turned(pos: tuple[int, int], w: int, h: int, rotated: bool) -> tuple[int, int]:
    return (w - pos[0], h - pos[1]) if rotated else pos


def _disc(centre: tuple[int, int], r: int) -> pygame.Rect:
    return pygame.Rect(centre[0] - r, centre[1] - r, 2 * r, 2 * r)


def icon_boxes(card: CardDef, w: int, h: int, panel: bool, low: bool, rotated: bool = False) -> list[pygame.Rect]:
    """Card-local boxes of the card's half icons, printed medallions and star as drawn."""
    return [box.copy() for box in _icon_boxes(card, w, h, panel, low, rotated)]


@lru_cache(maxsize=1024)
def _icon_boxes(card: CardDef, w: int, h: int, panel: bool, low: bool, rotated: bool) -> tuple[pygame.Rect, ...]:
    r = icon_radius(h)
    boxes = [_disc(_turned(slot_pos(s, w, h), w, h, rotated), r) for s, k in zip(SLOTS, card.halves, strict=True) if k]
    n = len(card.printed)
    for i in range(n):
        centre = printed_low(i, n, w, h) if low else printed_pos(i, n, w, h, panel)
        boxes.append(_disc(_turned(centre, w, h, rotated), r))
    if card.star:
        sx, sy, st = star_box(w, h)
        x, y = _turned((sx, sy), w, h, rotated)
        boxes.append(pygame.Rect(x - st // 2, y - st // 2, st, st))
    return tuple(boxes)


@lru_cache(maxsize=2048)
def _ink(line: str, size: int) -> pygame.Rect:
    """The ink of a name's line, relative to the centre of its rendered box (measured, not drawn:
    the text-size recorder does not see it)."""
    img = assets.font_for(line, size, True).render(line, True, (0, 0, 0))
    box = img.get_bounding_rect()
    return box.move(-(img.get_width() // 2), -(img.get_height() // 2))


def name_boxes(lines: tuple[str, ...], size: int, squeeze: float, cx: int, name_y: int) -> list[pygame.Rect]:
    """The ink box of each line of the name, centred at (`cx`, `name_y`) as card_lines draws them."""
    pitch = _line_pitch(size)
    y0 = name_y - pitch * (len(lines) - 1) / 2
    boxes = []
    for i, line in enumerate(lines):
        ink = _ink(line, size).copy()
        ink.x, ink.w = round(ink.x * squeeze), max(1, round(ink.w * squeeze))
        boxes.append(ink.move(cx, round(y0 + i * pitch)))
    return boxes


def row_boxes(row: tuple[tuple[tuple[Item, ...], ...], ...], size: int, cx: int, row_y: int) -> list[pygame.Rect]:
    """The box of each line of the row (its icons as tall as the text), as card_row draws it."""
    if not row:
        return []
    pitch, gap = _line_pitch(size), max(3, size // 2)
    widths = [sum(_group_w(list(g), size) for g in line) + gap * (len(line) - 1) for line in row]
    surf_h = pitch * (len(row) - 1) + round(size * 1.4)
    top, left = row_y - surf_h // 2, cx - max(widths) // 2
    boxes = []
    for i, lw in enumerate(widths):
        mid = top + round(size * 0.7) + i * pitch
        boxes.append(pygame.Rect(left + (max(widths) - lw) // 2, mid - (size + 1) // 2, lw, size + 1))
    return boxes


def text_boxes(face: FaceText, w: int, h: int, top: int, bottom: int, rotated: bool = False) -> list[pygame.Rect]:
    """Card-local boxes of the face's name and row lines; on the card turned 180 degrees the
    column moves to the other side and its lines keep their order (cardart._labels)."""
    cx, name_y, row_y = centres(face, w, h, top, bottom, rotated)
    return name_boxes(face.lines, face.size, face.squeeze, cx, name_y) + row_boxes(face.row, face.row_size, cx, row_y)


def centres(face: FaceText, w: int, h: int, top: int, bottom: int, rotated: bool) -> tuple[int, int, int]:
    """The x of the words' column and the y of the name's and the row's centres, as drawn: on the
    card turned 180 degrees the column moves to the other side and the block of words moves to
    the other end of its room (its lines keep their order); a name over a lowered medallion goes
    to the mirrored place, under the turned medallion."""
    cx, name_y, row_y = (face.left + face.right) // 2, face.name_y, face.row_y
    if not rotated:
        return cx, name_y, row_y
    if face.low:
        return w - cx, h - name_y, h - row_y
    return w - cx, name_y + h - bottom - top, row_y + h - bottom - top


def gap(a: pygame.Rect, b: pygame.Rect) -> int:
    """The clear pixels between two boxes (negative: they overlap)."""
    return max(b.left - a.right, a.left - b.right, b.top - a.bottom, a.top - b.bottom)


def clearance(card: CardDef, face: FaceText, w: int, h: int, top: int, bottom: int) -> int:
    """The smallest gap between the face's words and its icons, upright or turned (a large number
    when the card has no icon near its words)."""
    found = 1_000
    for rotated in (False, True):
        icons = _icon_boxes(card, w, h, face.panel, face.low, rotated)
        for text in text_boxes(face, w, h, top, bottom, rotated):
            for icon in icons:
                found = min(found, gap(text, icon))
    return found


def keeps_clear(card: CardDef, face: FaceText, w: int, h: int, top: int, bottom: int, margin: int) -> bool:
    """Whether every line of the face is `margin` pixels clear of every icon, upright and turned
    (clearance >= margin, stopping at the first line too close)."""
    for rotated in (False, True):
        icons = _icon_boxes(card, w, h, face.panel, face.low, rotated)
        for t in text_boxes(face, w, h, top, bottom, rotated):
            tl, tr, tt, tb = t.left, t.right, t.top, t.bottom
            for i in icons:
                if i.left - tr < margin and tl - i.right < margin and i.top - tb < margin and tt - i.bottom < margin:
                    return False
    return True
