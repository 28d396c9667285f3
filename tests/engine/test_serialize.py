"""Save and replay: the JSON round trip, and clear errors for damaged or foreign files."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.engine.action_json import action_from_json, action_to_json
from game.engine.rng import Rng
from game.engine.serialize import SaveError, load_match, restore, save_match, snapshot
from game.engine.state import Game, State


def half_played(seed: int = 5, steps: int = 90) -> State:
    state = Game(seed=seed).new_initial_state()
    rng = Rng(seed)
    for _ in range(steps):
        legal = state.legal_actions()
        state.apply_action(legal[rng.below(len(legal))])
    return state


SAVED = save_match(half_played())


def test_match_file_replays_exactly() -> None:
    state = half_played()
    loaded = load_match(save_match(state))
    assert snapshot(loaded) == snapshot(state)
    assert loaded.legal_actions() == state.legal_actions()
    # Play on identically from both.
    for _ in range(20):
        if state.is_terminal():
            break
        action = state.legal_actions()[-1]
        assert state.apply_action(action) == loaded.apply_action(action)


def test_snapshot_restores_without_replaying() -> None:
    state = half_played()
    data = json.loads(json.dumps(snapshot(state)))
    assert snapshot(restore(data)) == snapshot(state)


def test_actions_round_trip_through_json() -> None:
    state = half_played(steps=150)
    for action in state.history:
        assert action_from_json(json.loads(json.dumps(action_to_json(action)))) == action


@pytest.mark.parametrize(
    ("text", "message", "problem"),
    [
        ("", "not readable JSON", "not_json"),
        ('{"format": ', "not readable JSON", "not_json"),
        ("[1, 2, 3]", "not a Magic Number Eleven match file", "foreign"),
        ('{"format": "chess/pgn"}', "not a Magic Number Eleven match file", "foreign"),
        ('{"format": "magic-number-eleven/match", "version": 99}', "version 99", "version"),
        ('{"format": "magic-number-eleven/match", "version": 1, "seed": "x"}', "lacks its seed", "incomplete"),
        (SAVED[: len(SAVED) // 2], "not readable JSON", "not_json"),
    ],
)
def test_damaged_files_raise_a_clear_error(text: str, message: str, problem: str) -> None:
    """The English message is for logs; `problem` lets the interface say it in the player's language."""
    with pytest.raises(SaveError, match=message) as caught:
        load_match(text)
    assert caught.value.problem == problem


def test_an_illegal_move_in_the_file_is_reported_with_its_number() -> None:
    data = json.loads(SAVED)
    data["actions"][0] = {"kind": "press"}
    with pytest.raises(SaveError, match=r"move 1 .*not legal") as caught:
        load_match(json.dumps(data))
    assert (caught.value.problem, caught.value.details) == ("illegal_move", {"number": 1})
    data["actions"][0] = {"kind": "teleport"}
    with pytest.raises(SaveError, match=r"move 1 .*damaged") as caught:
        load_match(json.dumps(data))
    assert (caught.value.problem, caught.value.details) == ("bad_move", {"number": 1})


def test_an_edited_snapshot_is_detected() -> None:
    data = json.loads(SAVED)
    data["snapshot"]["teams"][0]["score"] = 7
    with pytest.raises(SaveError, match="does not match") as caught:
        load_match(json.dumps(data))
    assert caught.value.problem == "mismatch"


def test_an_impossible_snapshot_is_refused() -> None:
    data = json.loads(SAVED)["snapshot"]
    data["deck"] = data["deck"][1:]
    with pytest.raises(SaveError, match="impossible") as caught:
        restore(data)
    assert caught.value.problem == "impossible"
    data = json.loads(SAVED)["snapshot"]
    data["teams"] = "nope"
    with pytest.raises(SaveError):
        restore(data)
    with pytest.raises(SaveError, match="not a Magic Number Eleven match snapshot"):
        restore([])


@settings(max_examples=150, deadline=None)
@given(st.data())
def test_random_damage_never_escapes_as_another_error(data: st.DataObject) -> None:
    raw = bytearray(SAVED.encode())
    for _ in range(data.draw(st.integers(1, 4))):
        i = data.draw(st.integers(0, len(raw) - 1))
        raw[i] = data.draw(st.integers(0, 255))
    cut = data.draw(st.integers(0, len(raw)))
    try:
        load_match(bytes(raw[:cut]))
    except SaveError:
        pass


@settings(max_examples=100, deadline=None)
@given(st.data())
def test_random_snapshot_edits_never_escape_as_another_error(data: st.DataObject) -> None:
    snap = json.loads(SAVED)["snapshot"]
    key = data.draw(st.sampled_from(sorted(snap)))
    snap[key] = data.draw(st.one_of(st.none(), st.integers(-3, 30), st.text(max_size=3), st.lists(st.integers(0, 30))))
    try:
        restore(snap)
    except SaveError:
        pass


def test_a_match_file_from_before_turn_icons_still_loads() -> None:
    """Files written before R4.1 counted the icons of the turn's start lack `turn_icons`."""
    state = half_played(seed=8, steps=120)
    data = json.loads(save_match(state))
    del data["snapshot"]["turn_icons"]
    loaded = load_match(json.dumps(data))
    assert loaded.history == state.history and loaded.turn_icons == state.turn_icons
    snap = json.loads(json.dumps(snapshot(state)))
    del snap["turn_icons"]
    assert restore(snap).legal_actions() == state.legal_actions()


def test_a_saved_move_with_a_wrong_type_is_reported_not_replayed() -> None:
    state = Game(seed=4).new_initial_state()
    state.apply_action(state.legal_actions()[0])
    data = json.loads(save_match(state))
    data["actions"][0]["card"] = 7
    with pytest.raises(SaveError, match="move 1 of the match file is damaged"):
        load_match(json.dumps(data))
    data["actions"][0]["card"] = "x" * 100_000
    with pytest.raises(SaveError, match="move 1"):
        load_match(json.dumps(data))
