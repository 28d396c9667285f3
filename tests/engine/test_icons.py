"""R2.5-R2.9 icon geometry against an independent edge-based oracle, and examples X2, X13, X14."""

from __future__ import annotations

from collections import defaultdict

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.engine.cards import SLOTS, default_cards
from game.engine.icons import card_icons, complete_icons, count

CARDS = default_cards()
BY_ID = CARDS.by_id
ALL = [c.id for c in CARDS.base + CARDS.stars]


def oracle(field: dict[str, tuple[int, int]]) -> dict[tuple, tuple[str, frozenset[str]]]:
    """Edges of the 4x8 grid carry halves; an edge with two halves of one type is a complete icon.

    Edges: ("top", row, col) is the top edge of cell (row, col) (= bottom edge of (row-1, col)),
    ("left", row, col) the left edge of cell (row, col). The board prints ATTACK on the top edge of
    row 0 and DEFENSE on the bottom edge of row 3, columns 1..6 (R2.6)."""
    halves: dict[tuple, list[tuple[str, str]]] = defaultdict(list)
    for col in range(1, 7):
        halves[("top", 0, col)].append(("A", "board"))
        halves[("top", 4, col)].append(("D", "board"))
    for cid, (r, c) in field.items():
        card = BY_ID[cid]
        edge_of = {
            "TL": ("top", r, c),
            "TR": ("top", r, c + 1),
            "L": ("left", r, c),
            "R": ("left", r, c + 2),
            "BL": ("top", r + 1, c),
            "BR": ("top", r + 1, c + 1),
        }
        for slot in SLOTS:
            t = card.half(slot)
            if t is not None:
                halves[edge_of[slot]].append((t, cid))
    out = {}
    for edge, hs in halves.items():
        if len(hs) == 2 and hs[0][0] == hs[1][0]:
            out[edge] = (hs[0][0], frozenset(x for _, x in hs if x != "board"))
    return out


def as_multiset(field: dict[str, tuple[int, int]]) -> list[tuple[str, frozenset[str]]]:
    icons = complete_icons(field, BY_ID)
    got = sorted((i.type, frozenset(i.cards)) for i in icons if i.key.kind != "p")
    return sorted(got, key=lambda x: (x[0], sorted(x[1])))


def expected_multiset(field: dict[str, tuple[int, int]]) -> list[tuple[str, frozenset[str]]]:
    return sorted(oracle(field).values(), key=lambda x: (x[0], sorted(x[1])))


RELATIVE = {
    "beside": (0, 2),
    "below aligned": (1, 0),
    "below offset right": (1, 1),
    "below offset left": (1, -1),
}


@pytest.mark.parametrize("relation", list(RELATIVE))
@pytest.mark.parametrize("first", ALL)
def test_R2_6_every_card_against_every_neighbour(first: str, relation: str) -> None:
    """Each card's halves against every other card in each relative position, rows 1-2 (no board)."""
    dr, dc = RELATIVE[relation]
    for second in ALL:
        if second == first:
            continue
        field = {first: (1, 2), second: (1 + dr, 2 + dc)}
        assert as_multiset(field) == expected_multiset(field), (first, second, relation)


@pytest.mark.parametrize("card", ALL)
@pytest.mark.parametrize("col", range(7))
def test_R2_6_board_printed_halves_only_at_columns_1_to_6(card: str, col: int) -> None:
    for row in (0, 3):
        field = {card: (row, col)}
        icons = complete_icons(field, BY_ID)
        board = [i for i in icons if i.key.kind == "v" and i.key.row in (-1, 3)]
        for icon in board:
            assert 1 <= icon.key.col <= 6
            assert icon.type == ("A" if row == 0 else "D")
        slots = (("TL", col), ("TR", col + 1)) if row == 0 else (("BL", col), ("BR", col + 1))
        wanted = "A" if row == 0 else "D"
        expected = sum(1 for slot, x in slots if BY_ID[card].half(slot) == wanted and 1 <= x <= 6)
        assert len(board) == expected


def test_R2_6_striker_at_column_0_meets_only_one_board_half() -> None:
    icons = complete_icons({"CF_STRIKER": (0, 0)}, BY_ID)
    assert [i.key.col for i in icons if i.key.row == -1] == [1]
    icons = complete_icons({"CF_STRIKER": (0, 6)}, BY_ID)
    assert [i.key.col for i in icons if i.key.row == -1] == [6]


def test_R2_6_corners_and_gaps_form_nothing() -> None:
    # Diagonal neighbours (offset by two columns) share only a corner.
    assert complete_icons({"CMF_PLAY_MAKER": (1, 0), "AMF_CHANCE_MAKER": (2, 2)}, BY_ID) == ()
    # A one-column gap in a row: no sideways pairing.
    assert complete_icons({"CMF_PLAY_MAKER": (1, 0), "DMF_TEMPO_CONTROL": (1, 3)}, BY_ID) == ()


def test_R2_6_different_types_never_pair() -> None:
    # Play Maker's R is PASS, Killer Pass's L is ATTACK.
    icons = complete_icons({"CMF_PLAY_MAKER": (1, 0), "AMF_KILLER_PASS": (1, 2)}, BY_ID)
    assert [i for i in icons if i.key.kind != "p"] == []


@settings(max_examples=200, deadline=None)
@given(st.data())
def test_R2_6_random_fields_match_the_oracle(data: st.DataObject) -> None:
    cards = data.draw(st.lists(st.sampled_from(ALL), unique=True, max_size=10))
    occupied: set[tuple[int, int]] = set()
    field: dict[str, tuple[int, int]] = {}
    for cid in cards:
        row = data.draw(st.integers(0, 3))
        col = data.draw(st.integers(0, 6))
        if (row, col) in occupied or (row, col + 1) in occupied:
            continue
        occupied |= {(row, col), (row, col + 1)}
        field[cid] = (row, col)
    assert as_multiset(field) == expected_multiset(field)


def test_R2_7_printed_icon_counts_like_a_completed_one() -> None:
    icons = complete_icons({"CF_TARGET_MAN": (1, 3)}, BY_ID)
    assert [(i.type, i.cards) for i in icons] == [("A", ("CF_TARGET_MAN",))]
    assert len(card_icons(icons, "CF_TARGET_MAN", "A")) == 1


def test_R2_8_shared_icon_counts_for_each_card_once_for_the_team() -> None:
    icons = complete_icons({"CF_STRIKER": (0, 2), "AMF_CHANCE_MAKER": (1, 3)}, BY_ID)
    shared = [i for i in icons if len(i.cards) == 2]
    assert len(shared) == 1
    assert count(icons, "A") == 3  # 2 board + 1 shared, the shared one once


def test_R2_9_face_down_token_removes_the_icon_for_both_cards() -> None:
    field = {"CF_STRIKER": (0, 2), "AMF_CHANCE_MAKER": (1, 3)}
    shared = next(i for i in complete_icons(field, BY_ID) if len(i.cards) == 2)
    icons = complete_icons(field, BY_ID, covered=[shared.key])
    assert len(card_icons(icons, "CF_STRIKER", "A")) == 2
    assert len(card_icons(icons, "AMF_CHANCE_MAKER", "A")) == 0
    assert count(icons, "A") == 2


def test_X2_base_attack_striker_and_chance_maker() -> None:
    icons = complete_icons({"CF_STRIKER": (0, 2), "AMF_CHANCE_MAKER": (1, 3)}, BY_ID)
    assert len(card_icons(icons, "CF_STRIKER", "A")) == 3
    assert len(card_icons(icons, "AMF_CHANCE_MAKER", "A")) == 1


def test_X13_full_back_line_base_defense_6() -> None:
    field = {
        "LB_FULL_BACK": (3, 0),
        "CB_CENTER_BACK_L": (3, 2),
        "CB_CENTER_BACK_R": (3, 4),
        "RB_FULL_BACK": (3, 6),
    }
    assert count(complete_icons(field, BY_ID), "D") == 6


def test_X14_front_three() -> None:
    icons = complete_icons({"LWF_WINGER": (0, 0), "CF_STRIKER": (0, 2), "RWF_WINGER": (0, 4)}, BY_ID)
    assert len(card_icons(icons, "CF_STRIKER", "A")) == 4
    assert len(card_icons(icons, "LWF_WINGER", "A")) == 2
    assert len(card_icons(icons, "RWF_WINGER", "A")) == 2
