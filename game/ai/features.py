"""A team's icons boiled down to what the evaluation needs, and the icons one placement would add,
computed locally (R2.6, R2.7) instead of recounting the whole field."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Final, NamedTuple

from game.engine.cards import CardDef, CardSet, default_cards
from game.engine.icons import PRINTED_COLUMNS, ROWS, Icon

_TL, _TR, _L, _R, _BL, _BR = range(6)


class Summary(NamedTuple):
    attack: tuple[tuple[str, int], ...]  # (card, uncovered ATTACK icons it has), sorted by card
    d: int
    p: int
    s: int
    a: int  # uncovered ATTACK icons in all


MAX_SUMMARIES: Final = 1 << 12  # each keeps its icon tuple alive: at most some 16 MB, cleared at once when full
_SUMMARIES: dict[int, tuple[tuple[Icon, ...], Summary]] = {}


def half_summary(icons: tuple[Icon, ...]) -> Summary:
    """`summarize` for a half's icons as `State.icons` gives them: states share those tuples (the
    engine remembers a half's icons), so the answer is remembered by the tuple's identity; the entry
    keeps its tuple alive, so an id cannot come back as another tuple's."""
    known = _SUMMARIES.get(id(icons))
    if known is not None and known[0] is icons:
        return known[1]
    if len(_SUMMARIES) >= MAX_SUMMARIES:
        _SUMMARIES.clear()
    summary = summarize(icons)
    _SUMMARIES[id(icons)] = (icons, summary)
    return summary


def summarize(icons: Iterable[Icon]) -> Summary:
    attack: dict[str, int] = {}
    counts = {"A": 0, "D": 0, "P": 0, "S": 0}
    for i in icons:
        if i.covered:
            continue
        counts[i.type] += 1
        if i.type == "A":
            for c in i.cards:
                attack[c] = attack.get(c, 0) + 1
    return Summary(tuple(sorted(attack.items())), counts["D"], counts["P"], counts["S"], counts["A"])


def occupancy(field: Mapping[str, tuple[int, int]]) -> dict[tuple[int, int], str]:
    occupant: dict[tuple[int, int], str] = {}
    for cid, (r, c) in field.items():
        occupant[(r, c)] = cid
        occupant[(r, c + 1)] = cid
    return occupant


def new_icons(
    field: Mapping[str, tuple[int, int]],
    card: str,
    row: int,
    col: int,
    cards: Mapping[str, CardDef] | None = None,
    occupant: Mapping[tuple[int, int], str] | None = None,
) -> list[tuple[str, tuple[str, ...]]]:
    """The complete icons that placing `card` at (row, col) would form: (type, cards sharing it)."""
    by_id = cards if cards is not None else default_cards().by_id
    if occupant is None:
        occupant = occupancy(field)
    halves = by_id[card].halves
    out: list[tuple[str, tuple[str, ...]]] = []
    for x, slot in ((col, _TL), (col + 1, _TR)):
        t = halves[slot]
        if t is None:
            continue
        if row == 0:
            if t == "A" and x in PRINTED_COLUMNS:
                out.append(("A", (card,)))
            continue
        above = occupant.get((row - 1, x))
        if above is not None:
            above_slot = _BL if field[above][1] == x else _BR
            if by_id[above].halves[above_slot] == t:
                out.append((t, (above, card)))
    left = occupant.get((row, col - 1))
    if left is not None and field[left][1] == col - 2:
        t = halves[_L]
        if t is not None and by_id[left].halves[_R] == t:
            out.append((t, (left, card)))
    right = occupant.get((row, col + 2))
    if right is not None and field[right][1] == col + 2:
        t = halves[_R]
        if t is not None and by_id[right].halves[_L] == t:
            out.append((t, (card, right)))
    for x, slot in ((col, _BL), (col + 1, _BR)):
        t = halves[slot]
        if t is None:
            continue
        if row == ROWS - 1:
            if t == "D" and x in PRINTED_COLUMNS:
                out.append(("D", (card,)))
            continue
        below = occupant.get((row + 1, x))
        if below is not None:
            below_slot = _TL if field[below][1] == x else _TR
            if by_id[below].halves[below_slot] == t:
                out.append((t, (card, below)))
    for t in by_id[card].printed:
        out.append((t, (card,)))
    return out


FieldKey = frozenset[tuple[str, tuple[int, int]]]
Added = tuple[tuple[str, tuple[str, ...]], ...]
MEMO_FIELDS = 4096  # fields remembered per card set before the memo starts afresh


class FieldMemo:
    """What one field allows, worked out once: the icons each placement would form (`new_icons`)
    and, per set of available cards, the build-up shots they could open (value_features.reach).
    A search meets the same fields again and again (every deal, option and reply starts from them)."""

    __slots__ = ("cards", "field", "occupant", "placed", "shots")

    def __init__(self, field: Mapping[str, tuple[int, int]], cards: Mapping[str, CardDef]) -> None:
        self.field = dict(field)
        self.cards = cards
        self.occupant = occupancy(field)
        self.placed: dict[tuple[str, int, int], Added] = {}
        self.shots: dict[tuple[str, ...], frozenset[tuple[int, int]]] = {}

    def icons(self, card: str, row: int, col: int) -> Added:
        key = (card, row, col)
        added = self.placed.get(key)
        if added is None:
            added = self.placed[key] = tuple(new_icons(self.field, card, row, col, self.cards, self.occupant))
        return added

    def build_up_shots(
        self, available: tuple[str, ...], placements: Callable[[str], list[tuple[int, int]]]
    ) -> frozenset[tuple[int, int]]:
        """(attack, crack) of every shot a card of `available` could open by its placement (R4.3);
        `placements` gives a card's legal places on this field."""
        shots = self.shots.get(available)
        if shots is None:
            found: set[tuple[int, int]] = set()
            for card in available:
                definition = self.cards[card]
                if "A" not in definition.halves and "A" not in definition.printed:
                    continue
                for row, col in placements(card):
                    a = sum(1 for t, owners in self.icons(card, row, col) if t == "A" and card in owners)
                    if a:
                        found.add((a, definition.crack))
            shots = self.shots[available] = frozenset(found)
        return shots


class _Memos:
    """The memos of the card set in play (one at a time: a new card set starts afresh)."""

    def __init__(self) -> None:
        self.card_set: CardSet | None = None
        self.fields: dict[FieldKey, FieldMemo] = {}


_MEMOS = _Memos()


def field_memo(field: Mapping[str, tuple[int, int]], card_set: CardSet) -> FieldMemo:
    """The memo of `field` under `card_set` (pure: a field's icons depend on nothing else)."""
    if _MEMOS.card_set is not card_set:
        _MEMOS.card_set, _MEMOS.fields = card_set, {}
    key = frozenset(field.items())
    memo = _MEMOS.fields.get(key)
    if memo is None:
        if len(_MEMOS.fields) >= MEMO_FIELDS:
            _MEMOS.fields.clear()
        memo = _MEMOS.fields[key] = FieldMemo(field, card_set.by_id)
    return memo


def forget_fields() -> None:
    """Drop every field memo and remembered summary (tests: a decision made from a cold start)."""
    _MEMOS.card_set, _MEMOS.fields = None, {}
    _SUMMARIES.clear()


def add_icons(summary: Summary, added: Iterable[tuple[str, tuple[str, ...]]]) -> Summary:
    attack = dict(summary.attack)
    d, p, s, a = summary.d, summary.p, summary.s, summary.a
    for t, owners in added:
        if t == "A":
            a += 1
            for c in owners:
                attack[c] = attack.get(c, 0) + 1
        elif t == "D":
            d += 1
        elif t == "P":
            p += 1
        elif t == "S":
            s += 1
    return Summary(tuple(sorted(attack.items())), d, p, s, a)


def cover_one(summary: Summary, owners: tuple[str, ...]) -> Summary:
    """The summary once a token turns face down on an ATTACK icon shared by `owners` (R2.9)."""
    attack = {c: n - (1 if c in owners else 0) for c, n in summary.attack}
    return Summary(
        tuple(sorted((c, n) for c, n in attack.items() if n > 0)), summary.d, summary.p, summary.s, summary.a - 1
    )
