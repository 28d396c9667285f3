"""R2.1-R2.4 and R2.10 through the engine: where a card may go, and the rule a bad drop breaks."""

from __future__ import annotations

import pytest

from game.engine import actions as A
from game.engine.errors import IllegalAction
from game.engine.events import CardPlaced
from game.engine.serialize import snapshot
from game.engine.state import AWAY, HOME
from tests.engine.scenario import kickoff, put, set_turn


def test_R2_1_the_two_halves_never_interact() -> None:
    state = kickoff()
    put(state, HOME, "CF_STRIKER", 0, 2)
    put(state, AWAY, "AMF_CHANCE_MAKER", 1, 3)
    assert len(state.attack_icons(HOME, "CF_STRIKER")) == 2
    assert state.attack_icons(AWAY, "AMF_CHANCE_MAKER") == []


def test_R2_2_a_card_covers_two_cells_and_never_overlaps() -> None:
    state = kickoff()
    put(state, HOME, "CB_CENTER_BACK_L", 3, 2)
    set_turn(state, HOME)
    before = snapshot(state)
    for col in (1, 2, 3):
        with pytest.raises(IllegalAction, match=r"^R2\.2: those cells are already taken"):
            state.apply_action(A.Place("CB_CENTER_BACK_R", 3, col))
    with pytest.raises(IllegalAction, match=r"^R2\.2"):
        state.apply_action(A.Place("CB_CENTER_BACK_R", 3, 7))
    assert snapshot(state) == before  # rejected actions leave the state untouched
    state.apply_action(A.Place("CB_CENTER_BACK_R", 3, 4))


@pytest.mark.parametrize(
    ("card", "rows"),
    [("CF_STRIKER", {0, 1}), ("CMF_PLAY_MAKER", {1, 2}), ("CB_CENTER_BACK_L", {2, 3})],
)
def test_R2_3_cards_sit_next_to_their_position_line(card: str, rows: set[int]) -> None:
    state = kickoff()
    # Give row 0 a neighbour so that only R2.3 decides.
    put(state, HOME, "AMF_CHANCE_MAKER", 1, 5)
    set_turn(state, HOME)
    legal_rows = {r for r, _ in state.placements(HOME, card)}
    assert legal_rows == rows
    for row in {0, 1, 2, 3} - rows:
        with pytest.raises(IllegalAction, match=r"^R2\.3"):
            state.apply_action(A.Place(card, row, 0))


def test_R2_4_front_line_needs_an_edge_neighbour() -> None:
    state = kickoff()
    set_turn(state, HOME)
    with pytest.raises(IllegalAction, match=r"R2\.4: a front-line card must touch a placed card"):
        state.apply_action(A.Place("CF_STRIKER", 0, 2))
    put(state, HOME, "AMF_CHANCE_MAKER", 1, 3)  # covers columns 3, 4 of row 1
    set_turn(state, HOME)
    front = sorted(c for r, c in state.placements(HOME, "CF_STRIKER") if r == 0)
    assert front == [2, 3, 4]  # start columns c-1, c, c+1 overlap the card below
    put(state, HOME, "LWF_WINGER", 0, 3)
    set_turn(state, HOME)
    front = sorted(c for r, c in state.placements(HOME, "CF_STRIKER") if r == 0)
    assert front == [1, 5]  # beside the winger (start 3 - 2, 3 + 2); 2 and 4 overlap it


def test_R2_4_corners_are_not_adjacency() -> None:
    state = kickoff()
    put(state, HOME, "AMF_CHANCE_MAKER", 1, 3)
    set_turn(state, HOME)
    with pytest.raises(IllegalAction, match=r"R2\.4"):
        state.apply_action(A.Place("CF_STRIKER", 0, 1))  # touches column 3 only at a corner
    with pytest.raises(IllegalAction, match=r"R2\.4"):
        state.apply_action(A.Place("CF_STRIKER", 0, 5))


def test_R2_5_placing_reports_the_icons_it_completed() -> None:
    state = kickoff()
    put(state, HOME, "AMF_CHANCE_MAKER", 1, 3)
    set_turn(state, HOME)
    events = state.apply_action(A.Place("CF_STRIKER", 0, 2))
    placed = next(e for e in events if isinstance(e, CardPlaced))
    assert sorted((i.type, i.key.row, i.key.col) for i in placed.completed) == [
        ("A", -1, 2),
        ("A", -1, 3),
        ("A", 0, 3),
    ]


def test_R2_10_crack_is_not_an_icon() -> None:
    state = kickoff()
    put(state, HOME, "LWF_WINGER", 1, 2)
    assert [i for i in state.icons(HOME) if i.type == "D"] == []
    assert state.cards["LWF_WINGER"].crack == 1
