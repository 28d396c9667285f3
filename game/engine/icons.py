"""The one computation of a team's complete icons (R2.5-R2.9); every count in the game asks it."""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping
from typing import NamedTuple

from game.engine.cards import CardDef, IconType

ROWS = 4
COLS = 8
# R2.6: the board prints half icons only at columns 1..6.
PRINTED_COLUMNS = range(1, 7)
_TL, _TR, _L, _R, _BL, _BR = range(6)


class IconKey(NamedTuple):
    """Where a complete icon sits on one team's half.

    kind "h": the edge between cells (row, col) and (row, col + 1);
    kind "v": the edge between rows `row` and `row + 1` at column `col` (row -1: the board's
    front edge, row 3: the board's back edge); kind "p": icon `index` printed on the card whose
    start cell is (row, col).
    """

    kind: str
    row: int
    col: int
    index: int = 0  # type: ignore[assignment]  # shadows tuple.index on purpose: the JSON name


class Icon(NamedTuple):
    type: IconType
    key: IconKey
    cards: tuple[str, ...]
    covered: bool


Placement = tuple[int, int]  # (row, start column)


def complete_icons(
    field: Mapping[str, Placement],
    cards: Mapping[str, CardDef],
    covered: Collection[IconKey] = (),
) -> tuple[Icon, ...]:
    """Every complete icon on one team's half (R2.6, R2.7), marked covered where a face-down
    token lies on it (R2.9). Ordered by position, so the result is deterministic."""
    occupant: dict[tuple[int, int], str] = {}
    for cid, (row, col) in field.items():
        occupant[(row, col)] = cid
        occupant[(row, col + 1)] = cid
    icons: list[Icon] = []

    def add(t: IconType, key: IconKey, ids: tuple[str, ...]) -> None:
        icons.append(Icon(t, key, ids, key in covered))

    for cid, (row, col) in sorted(field.items(), key=lambda item: item[1]):
        card = cards[cid]
        halves = card.halves
        if row == 0:
            for x, slot in ((col, _TL), (col + 1, _TR)):
                if halves[slot] == "A" and x in PRINTED_COLUMNS:
                    add("A", IconKey("v", -1, x), (cid,))
        right = occupant.get((row, col + 2))
        if right is not None and field[right][1] == col + 2:
            t = halves[_R]
            if t is not None and t == cards[right].halves[_L]:
                add(t, IconKey("h", row, col + 1), (cid, right))
        for x, slot in ((col, _BL), (col + 1, _BR)):
            t = halves[slot]
            if t is None:
                continue
            if row == ROWS - 1:
                if t == "D" and x in PRINTED_COLUMNS:
                    add("D", IconKey("v", row, x), (cid,))
                continue
            below = occupant.get((row + 1, x))
            if below is not None:
                below_slot = _TL if field[below][1] == x else _TR
                if cards[below].halves[below_slot] == t:
                    add(t, IconKey("v", row, x), (cid, below))
        for i, t in enumerate(card.printed):
            add(t, IconKey("p", row, col, i), (cid,))
    return tuple(icons)


def uncovered(icons: Iterable[Icon]) -> list[Icon]:
    return [i for i in icons if not i.covered]


def count(icons: Iterable[Icon], icon_type: IconType) -> int:
    """A team's total of one type (R2.8): each uncovered complete icon once."""
    return sum(1 for i in icons if i.type == icon_type and not i.covered)


def card_icons(icons: Iterable[Icon], card_id: str, icon_type: IconType) -> list[Icon]:
    """The uncovered icons of one type that a card has (R2.8: shared icons count for each card)."""
    return [i for i in icons if i.type == icon_type and not i.covered and card_id in i.cards]
