"""Undo within a turn (issue #10): an undo restores the exact state from before the action, and
nothing can be undone past a reveal, a random draw, a shot or a change of the deciding coach."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from game.engine import actions as A
from game.engine.rng import Rng
from game.engine.serialize import snapshot
from game.engine.state import Game, State
from game.engine.undo import UndoHistory, is_quiet


def play(state: State, history: UndoHistory, action: A.Action) -> list:  # type: ignore[type-arg]
    before = state.clone()
    events = state.apply_action(action)
    history.record(before, events, state)
    return events


def reach_player_action(seed: int) -> State:
    state = Game(seed=seed).new_initial_state()
    while state.phase.value != "player_action":
        state.apply_action(state.legal_actions()[0])
    return state


def quiet_placement(state: State) -> A.Place:
    """A placement after which the same coach decides again (an effect or shot choice)."""
    side = state.current_player()
    for action in state.legal_actions():
        if isinstance(action, A.Place):
            trial = state.clone()
            if is_quiet(trial.apply_action(action)) and trial.current_player() == side:
                return action
    raise AssertionError("no quiet placement here")


def test_undo_restores_the_exact_state_of_a_placement() -> None:
    state = reach_player_action(5)
    rng = Rng(5)
    while True:  # play on until some placement keeps the decision with its coach
        try:
            place = quiet_placement(state)
            break
        except AssertionError:
            legal = state.legal_actions()
            state.apply_action(legal[rng.below(len(legal))])
    exact = snapshot(state)
    side = state.current_player()
    history = UndoHistory()
    play(state, history, place)
    assert history.can_undo(side) and not history.can_undo(1 - side)
    restored = history.undo()
    assert snapshot(restored) == exact
    assert restored.history == state.history[:-1]
    assert not history.points


def test_a_turn_ending_placement_cannot_be_undone() -> None:
    state = reach_player_action(5)
    history = UndoHistory()
    play(state, history, next(a for a in state.legal_actions() if isinstance(a, A.Place)))
    assert state.current_player() != history.side and not history.points


def test_a_draw_is_a_reveal_nothing_before_it_can_be_undone() -> None:
    state = Game(seed=8).new_initial_state()
    while state.phase.value != "team_action":
        state.apply_action(state.legal_actions()[0])
    history = UndoHistory()
    side = state.current_player()
    passing = next((a for a in state.legal_actions() if isinstance(a, A.PassDraw)), None)
    if passing is None:
        return
    play(state, history, passing)
    assert not history.can_undo(side)


def test_nothing_is_undone_across_a_change_of_the_deciding_coach() -> None:
    state = reach_player_action(3)
    history = UndoHistory()
    rng = Rng(3)
    for _ in range(400):
        if state.is_terminal():
            break
        side = state.current_player()
        legal = state.legal_actions()
        play(state, history, legal[rng.below(len(legal))])
        if state.current_player() != side:
            assert not history.points


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000))
def test_every_undo_point_is_the_exact_state_before_a_quiet_action(seed: int) -> None:
    """R12 + undo: random play; each time an undo is possible, undoing gives back the snapshot
    taken before that action, and the kept points all belong to the coach deciding now."""
    state = Game(seed=seed).new_initial_state()
    history = UndoHistory()
    rng = Rng(seed)
    for _ in range(300):
        if state.is_terminal():
            break
        legal = state.legal_actions()
        exact = snapshot(state)
        events = play(state, history, legal[rng.below(len(legal))])
        if history.points:
            assert is_quiet(events)
            assert history.side == state.current_player()
            assert snapshot(history.points[-1]) == exact
            if rng.below(3) == 0:
                state = history.undo()
                assert snapshot(state) == exact
