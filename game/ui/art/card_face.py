"""The printed face of a card, measured before it is drawn: the frame, the text panel and column,
the band of effects (its rows of icons and words) and the card's name, fitted to the card's size
in the current language (FaceText, face_text)."""

from __future__ import annotations

import dataclasses
import itertools
from functools import lru_cache

import pygame

from game.engine.cards import CardDef, default_cards
from game.ui.art.card_clearance import ICON_MARGIN, keeps_clear, text_boxes
from game.ui.art.card_lines import _ink_reach, _line_pitch, _name_lines, _text_w, fit_lines
from game.ui.art.card_row import Item, _row_lines
from game.ui.art.card_words import FaceText
from game.ui.look import assets
from game.ui.look.card_geometry import card_frame as _frame
from game.ui.look.card_geometry import card_pad as _pad
from game.ui.look.card_geometry import icon_radius, panel_right, printed_low, printed_pos
from game.ui.look.line_breaks import inside_katakana, katakana_words
from game.ui.words import card_text


def card_def(card_id: str) -> CardDef:
    return default_cards().card(card_id)


def _radius(h: int) -> int:
    return max(4, h // 8)


def text_floor(h: int) -> int:
    """The smallest text size on a card `h` pixels high: 11 px on the smallest field card
    (1024x600), rising with the card."""
    return max(min(11, round(h * 0.19)), round(h * 0.13))


def panel_rect(w: int, h: int) -> pygame.Rect:
    """The illustration panel, card-local, on the unturned card."""
    f = _frame(h)
    return pygame.Rect(f, f, panel_right(w, h) - f, h - 2 * f)


def _column(w: int, h: int, printed: bool = False, panel: bool = True) -> tuple[int, int]:
    """Left and right edge of the text column: from the panel (or the printed icons on its edge;
    from the left half icon on a card drawn without its panel) to the right half icon."""
    pad = _pad(h)
    if printed:
        left = printed_pos(0, 1, w, h, panel)[0] + icon_radius(h) + pad + 1
    else:
        left = (panel_right(w, h) if panel else icon_radius(h)) + pad + 1
    clear = max(0, (h - 120) // 20)  # a big card's name keeps a wider gap to its right half icon (review23 #2)
    return left, w - icon_radius(h) - pad - clear


def _block(h: int) -> tuple[int, int]:
    """Top and bottom of the text column's room: below the code tab, above the bottom half icons."""
    return _band_h(h), h - icon_radius(h) + 1


def _clear_of_edges(
    lines: list[str], size: int, name_y: int, row: list[list[list[Item]]], row_size: int, row_y: int, lo: int, hi: int
) -> int | None:
    """How far to move the name and the row so that their ink stays between `lo` and `hi` (review22
    #5: "Tempo Control" touching its tab); None if it cannot."""
    pitch = _line_pitch(size)
    first = round(name_y - pitch * (len(lines) - 1) / 2)
    ink_top = first - _ink_reach(lines[0], size)[0]
    if row:
        row_pitch = _line_pitch(row_size)
        surf_h = row_pitch * (len(row) - 1) + round(row_size * 1.4)
        ink_bottom = row_y - surf_h // 2 + round(row_size * 0.7) + row_pitch * (len(row) - 1) + (row_size + 2) // 2
    else:
        ink_bottom = first + pitch * (len(lines) - 1) + _ink_reach(lines[-1], size)[1]
    if ink_bottom - ink_top > hi - lo:
        return None
    return max(0, lo - ink_top) or min(0, hi - ink_bottom)


def _clear_of_icons(card: CardDef, face: FaceText, w: int, h: int, margin: int | None = ICON_MARGIN) -> FaceText | None:
    """The face, or its words moved up or down a few pixels, with every line `margin` pixels clear
    of the card's icons and its code tab (review24 #5: "テンポ / コントロール / ⚡2›1" pressed
    against its + icons), the words inside the card's frame; None if no place is. A `margin` of
    None: the face as it is (the smallest cards, as fitted before the margin)."""
    if margin is None:
        return face
    top, bottom = _block(h)
    for shift in (0, -1, 1, -2, 2, -3, 3, -4, 4):
        moved = dataclasses.replace(face, name_y=face.name_y + shift, row_y=face.row_y + shift)
        if not keeps_clear(card, moved, w, h, top, bottom, margin):
            continue
        for rotated in (False, True):
            boxes = text_boxes(moved, w, h, top, bottom, rotated)
            upper = h - top if rotated else top  # the tab: at the top, or the bottom of a turned card
            if any((b.bottom > upper - margin) if rotated else (b.top < upper + margin) for b in boxes):
                break
            if any(b.top < _frame(h) + 1 or b.bottom > h - _frame(h) - 1 for b in boxes):
                break
        else:
            return moved
    return None


def _band_h(h: int) -> int:
    return max(6, round(h * 0.24))


@lru_cache(maxsize=1024)
def face_text(card_id: str, w: int, h: int, most: int = 0) -> FaceText:
    """Where the card's words go at `w` x `h` (see _laid_out); on a small card whose name would
    take a hyphen beside its printed medallion, the name on one line above it (review23 #3:
    "Over- / lapping" on the 1024 tray) when the card's left side leaves it room. The words keep
    ICON_MARGIN from the icons; where that would squeeze a name or set it under the text floor (the
    smallest cards), they may come closer (TIGHT_MARGIN), then touch (TOUCH_MARGIN); only under the
    floor even then, they are fitted as they were without a margin."""
    face = _faced(card_id, w, h, most, ICON_MARGIN)
    for margin in (TIGHT_MARGIN, TOUCH_MARGIN, None):
        if not strained(card_id, face, h) or (margin is None and face.size >= text_floor(h)):
            break
        tight = _faced(card_id, w, h, most, margin)
        if _merit(card_id, tight, h) > _merit(card_id, face, h):
            face = tight
    return _noted(card_id, face)


TIGHT_MARGIN = 1  # the least gap to an icon where the full margin would strain the name (strained)
TOUCH_MARGIN = 0  # ... where even that strains it: the words' boxes may touch an icon's box, not cross it
# (review25 #2: "インサイドフォワード" squeezed to 9 px on one line rather than "インサイド / フォワード")


def strained(card_id: str, face: FaceText, h: int) -> bool:
    """Whether the name is set under the text floor, squeezed to look smaller, or broken inside a
    word (a hyphen added, a katakana word cut)."""
    return face.size < text_floor(h) or face.squeeze < LOOKS_EVEN or _broken(card_id, face)


def _broken(card_id: str, face: FaceText) -> bool:
    cut = any(inside_katakana(a + b, len(a)) for a, b in itertools.pairwise(face.lines))
    return cut or _added_hyphen(face.lines, card_text.card_name(card_id))


def _merit(card_id: str, face: FaceText, h: int) -> tuple[bool, bool, bool, int, float]:
    return face.size >= text_floor(h), not _broken(card_id, face), face.squeeze >= LOOKS_EVEN, face.size, face.squeeze


def _faced(card_id: str, w: int, h: int, most: int, margin: int | None) -> FaceText:
    face = _laid_out(card_id, w, h, most, margin)
    if _added_hyphen(face.lines, card_text.card_name(card_id)):
        face = _name_over_medallion(card_id, w, h, most, margin) or face
    elif not face.panel or face.squeeze < EVEN_SQUEEZE:
        # a long word that lost its figure or is squeezed beside its medallion (review24 #3:
        # "Overlapping" at 14 px held the 1920 hand's names down to 14 px): across the card, if
        # larger there
        lowered = _name_over_medallion(card_id, w, h, most, margin)
        if lowered is not None and lowered.size * lowered.squeeze > face.size * face.squeeze + 1:
            face = lowered
    return face


def _added_hyphen(lines: tuple[str, ...], name: str) -> bool:
    return any(line.endswith("-") and not name.startswith(line, 0) for line in lines[:-1]) and "-" not in name


def _name_over_medallion(card_id: str, w: int, h: int, most: int, margin: int | None = ICON_MARGIN) -> FaceText | None:
    """The name whole on one line across the card under its code tab, the printed medallion
    lowered beneath it (printed_low): only for a card with no crack or effect and no half icon on
    its left edge or bottom-left corner, where the medallion goes; None when even that fails."""
    card = card_def(card_id)
    if not card.printed or card.effects or card.crack or card.halves[2] or card.halves[4]:
        return None
    name = card_text.card_name(card_id)
    left, right = _frame(h) + _pad(h) + 1, w - icon_radius(h) - _pad(h)
    top, bottom = _block(h)
    medallion_top = min(printed_low(i, len(card.printed), w, h)[1] for i in range(len(card.printed))) - icon_radius(h)
    floor = text_floor(h)
    for size in range(max(8, round(h * 0.2)), floor - 1, -1):
        if most and size > most:
            continue
        squeeze = min(1.0, (right - left) / _text_w(name, size, True))
        if squeeze < (assets.CONDENSE_LIMIT if size == floor else EVEN_SQUEEZE):
            continue
        ink = round(size * 0.9)
        name_y = max(top + ink // 2 + 1, (top + medallion_top) // 2)
        if name_y + ink // 2 > medallion_top:
            continue
        room = (right - left, medallion_top - top)
        face = FaceText(size, (name,), size, (), left, right, name_y, bottom, room, False, squeeze, top, low=True)
        cleared = _clear_of_icons(card, face, w, h, margin)
        if cleared is not None:
            return cleared
    return None


def _laid_out(card_id: str, w: int, h: int, most: int = 0, margin: int | None = ICON_MARGIN) -> FaceText:
    """The largest sizes (down to the text floor) at which the name and the row fit the column
    in at most three lines between the code tab and the bottom half icons; below the floor only
    if even that fails (a smaller label, never a squeezed one). `most`: no larger than this (one
    size for a hand of cards, hand_size)."""
    card = card_def(card_id)
    name = card_text.card_name(card_id)
    top, bottom = _block(h)
    clear = max(0, (h - 60) // 10)  # the ink this far from the tab and the half icons (0: the smallest cards as fitted)
    prefer = max(8, round(h * 0.2))
    floor = text_floor(h)

    def attempt(
        size: int,
        signs: int,
        any_split: bool,
        hyphen: bool,
        panel: bool = True,
        inside: bool = False,
        whole: bool = False,
        condense: bool = False,
    ) -> FaceText | None:
        if most and size > most:
            return None
        left, right = _column(w, h, bool(card.printed), panel)
        name_w = int((right - left) / assets.CONDENSE_LIMIT) if condense else right - left
        if _name_lines(name, size, name_w, 3, any_split, hyphen, inside) is None:  # no row size helps
            return None
        first = min(size, max(floor, round(h * 0.17)))
        for row_size in range(first, min(first, max(floor, round(size * 0.75))) - 1, -1):
            face = placed(size, row_size, signs, any_split, hyphen, panel, inside, whole, condense)
            if face is not None:
                return face
        return None

    def placed(
        size: int,
        row_size: int,
        signs: int,
        any_split: bool,
        hyphen: bool,
        panel: bool,
        inside: bool,
        whole: bool,
        condense: bool,
    ) -> FaceText | None:
        """The name at `size` and the row at `row_size` (smaller than the name when a third line
        needs it, review24 #5), a gap between them, the whole clear of the card's icons."""
        left, right = _column(w, h, bool(card.printed), panel)
        col_w = right - left
        row = _row_lines(card, row_size, col_w, signs)
        name_w = int(col_w / assets.CONDENSE_LIMIT) if condense else col_w
        lines = _name_lines(name, size, name_w, 2 if row and not inside else 3, any_split, hyphen, inside)
        if row is None or lines is None or (whole and not kept_whole(lines, name)):
            return None
        squeeze = min(1.0, col_w / max(_text_w(line, size, True) for line in lines))
        pitch, row_pitch = _line_pitch(size), _line_pitch(row_size)
        name_h = (len(lines) - 1) * pitch + round(size * 0.9)  # the lines' ink, not their boxes
        row_h = (len(row) - 1) * row_pitch + round(row_size * 0.9) if row else 0
        gap = max(1, size // 6) if row and (margin is not None or len(lines) + len(row) < 3) else 0
        if name_h + gap + row_h > bottom - top:
            return None
        y0 = top + (bottom - top - (name_h + gap + row_h)) // 2
        name_y = y0 + name_h // 2
        row_y = y0 + name_h + gap + row_h // 2
        shift = _clear_of_edges(lines, size, name_y, row, row_size, row_y, top + clear, bottom - clear) if clear else 0
        if shift is None:
            return None
        name_y, row_y = name_y + shift, row_y + shift
        groups = tuple(tuple(tuple(g) for g in line) for line in row)
        room = (col_w, bottom - top - (gap + row_h))
        face = FaceText(size, tuple(lines), row_size, groups, left, right, name_y, row_y, room, panel, squeeze, top)  # type: ignore[arg-type]
        return _clear_of_icons(card, face, w, h, margin)

    # Larger words first when the player asked for larger text (only where they fit with every
    # effect in words); then words at a comfortable size; then signs for the effects; then a little
    # smaller; then a hyphen (a long word only); then smaller words down to the floor; then any line
    # break a script allows; then (a small card) the words take the illustration's room. An effect
    # is never dropped: below the floor the words shrink further rather than lose one.
    comfy, fair = max(floor, round(prefer * 0.85)), max(floor, round(prefer * 0.75))
    big, mid, small = range(prefer, comfy - 1, -1), range(comfy - 1, fair - 1, -1), range(fair - 1, floor - 1, -1)
    larger = max(prefer, round(prefer * assets.text_scale()))
    passes = [
        (big, False, False, False),
        (big, True, False, False),
        (mid, False, False, False),
        (mid, True, False, False),
        (range(prefer, fair - 1, -1), False, False, True),
        (range(prefer, fair - 1, -1), True, False, True),
        (small, False, False, False),
        (small, True, False, False),
        (small, False, False, True),
        (small, True, False, True),
        (range(prefer, floor - 1, -1), True, True, True),
    ]
    for size in range(larger, prefer, -1):  # larger text: only a name that stays whole (its words)
        found = attempt(size, False, False, False, whole=True)
        if found is not None:
            return found
    if 0 < most <= larger:  # one size for a group: at its size, signs or a condensed name before a smaller size
        # a name on a third line (at the floor, or where the card alone gives up its figure: in the
        # figure's room) before one squeezed to look smaller
        alone = face_text(card_id, w, h)
        figureless = most <= floor or not alone.panel or alone.size < min(most * HOLDS_DOWN, READABLE)
        floor_tries = ((LOOKS_EVEN, True), (EVEN_SQUEEZE, False)) if figureless else ()
        tries = ((EVEN_SQUEEZE, True), *floor_tries, (0.0, True))
        for narrowest, panel in tries:
            for tall in (2, 3):  # two lines of words and effects before three (a crammed card)
                for signs, condense in ((False, False), (True, False), (False, True), (True, True)):
                    found = attempt(most, signs, False, False, panel=panel, whole=True, condense=condense)
                    if found is not None and len(found.lines) + len(found.row) <= tall and found.squeeze >= narrowest:
                        return found
    for sizes, signs, any_split, hyphen in passes:
        for size in sizes:
            found = attempt(size, signs, any_split, hyphen)
            if found is not None:
                return found
    for size in range(prefer, floor - 1, -1):
        found = attempt(size, True, True, True, panel=False)
        if found is not None:
            return found
    for panel in (True, False):  # a word too wide at the floor: set condensed rather than broken inside
        found = attempt(floor, True, True, False, panel=panel, condense=True)
        if found is not None:
            return found
    for size in range(floor, 5, -1):  # a katakana word wider than the card breaks rather than shrinks
        found = attempt(size, True, True, True, panel=False, inside=True)
        if found is not None:
            return found
    left, right = _column(w, h, bool(card.printed), False)
    col_w = right - left
    size, lines = fit_lines(name, floor, 6, col_w, bottom - top)
    face = FaceText(
        size, tuple(lines), size, (), left, right, (top + bottom) // 2, bottom, (col_w, bottom - top), False
    )
    return face


# The text-fit test sets this to a list to see every card face measured: (card id, its words).
faces: list[tuple[str, FaceText]] | None = None
# ... and this, to see each name drawn: (card id, card width, height, the name's size).
names_drawn: list[tuple[str, int, int, int]] | None = None
# ... and this, to see each face drawn with its words: (card id, card width, height, the face).
faces_drawn: list[tuple[str, int, int, FaceText]] | None = None
HOLDS_DOWN = 0.9  # a card alone under this share of its group's size may give the group its figure's room,
READABLE = 22  # ... if its name alone would be smaller than this (real px; a big card's name reads anyway)
EVEN_SQUEEZE = 0.95  # a group's names are set no narrower than this when a smaller shared size allows
LOOKS_EVEN = 0.9  # at the text floor a name this narrow keeps its figure; narrower, it takes the figure's room


def hand_size(card_ids: list[str], w: int, h: int) -> int:
    """One name size for cards shown together (a hand, a pitch row, the line-up grid, the draft
    row; #38.4, review22 #5: "Cadenciador" small beside a big "Criador"): the largest at which every
    one of them fits, a long name set condensed (down to CONDENSE_LIMIT) before the group's size
    drops; a card whose name alone would be small and much smaller (READABLE, HOLDS_DOWN) across
    the card in its figure's room, one card in five at most (review24 #3: "Ponta" and "Criador" at 18 px on the
    2560 tray because of "Cadenciador"); never under the text floor."""
    if not card_ids:
        return 0
    floor = text_floor(h)
    cards = sorted(set(card_ids))
    own = [face_text(c, w, h).size for c in cards]
    largest = max(own)
    bare = max(1, len(cards) // 5)  # cards that may give up their figure to hold the group's size
    for size in range(largest, max(floor, min(own)) - 1, -1):  # first a size no name is squeezed at (review23 #2)
        faces = [face_text(c, w, h, size) for c in cards]
        dropped = sum(1 for c, f in zip(cards, faces, strict=True) if not f.panel and face_text(c, w, h).panel)
        if all(_even(f, size) for f in faces) and dropped <= bare:
            return size
    for size in range(largest, floor, -1):
        if all(face_text(c, w, h, size).size == size for c in cards):
            return size
    return floor


def _even(face: FaceText, size: int) -> bool:
    """Whether a card of a group is set at the group's `size` with its name hardly condensed: a
    name squeezed narrower looks smaller than its neighbours ("Overlapping" beside "Wing Back")."""
    return face.size == size and face.squeeze >= EVEN_SQUEEZE


def kept_whole(lines: list[str], name: str) -> bool:
    """Whether the name's lines break only where a reader breaks it: at its spaces, or, in a name
    written without spaces, between its words (no hyphen added; review23 #2: "チャンス / メーカー"
    rather than one line squeezed to 0.82)."""
    if " ".join(lines) == name:
        return True
    return " " not in name and not name.isascii() and "".join(lines) == name


def _noted(card_id: str, face: FaceText) -> FaceText:
    if faces is not None:
        faces.append((card_id, face))
    return face


def words_fit_beside_figure(card_id: str, w: int, h: int) -> bool:
    """Whether every word of the card's name fits whole beside its figure at the text floor (a
    card keeps its figure then; a longer word takes the figure's room rather than a hyphen)."""
    left, right = _column(w, h, bool(card_def(card_id).printed), True)
    words = [k for word in card_text.card_name(card_id).split() for k in katakana_words(word)]
    return all(_text_w(word, text_floor(h), True) <= right - left for word in words)


def dropped_effects(card_id: str, face: FaceText) -> int:
    """How many of the card's crack and effects its face does not show in words or a sign (the
    text-fit test wants none)."""
    card = card_def(card_id)
    groups = [group for line in face.row for group in line if group[0][0]]  # a second line has no sprite
    bare = sum(1 for g in groups if all(not words for _s, words, _c in g) and g[-1][0] == "lightning")
    return len(card.effects) + bool(card.crack) - len(groups) + bare


def name_room(card_id: str, w: int, h: int) -> tuple[int, int]:
    """Width and height the card's name may take: the text column's width, and its height less
    the row of crack and effects."""
    return face_text(card_id, w, h).room


def name_fit(card_id: str, w: int, h: int) -> tuple[int, list[str]]:
    """The size in real pixels and the lines (one or two) the card's name is drawn with."""
    ft = face_text(card_id, w, h)
    return ft.size, list(ft.lines)
