"""Whole random matches: every match ends, and after every action the invariants hold."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.engine import actions as A
from game.engine import events as E
from game.engine.invariants import check_invariants
from game.engine.rng import Rng
from game.engine.serialize import load_match, restore, save_match, snapshot
from game.engine.state import AWAY, HOME, Game, State, other
from game.engine.view import REFEREE

MAX_ACTIONS = 5000


def choose(state: State, rng: Rng) -> A.Action:
    """Random, but substitutions are rare so that fields fill up and every rule gets exercised."""
    legal = state.legal_actions()
    plain = [a for a in legal if not isinstance(a, A.Substitute)]
    if plain and rng.below(10) != 0:
        return plain[rng.below(len(plain))]
    return legal[rng.below(len(legal))]


def perturbed_hidden(state: State, side: int, rng: Rng) -> State:
    """The same match with the other side's hand and the deck order changed behind `side`'s back."""
    twin = state.clone()
    hand = twin.teams[other(side)].hand
    pool = hand + twin.deck
    rng.shuffle(pool)
    twin.teams[other(side)].hand = pool[: len(hand)]
    twin.deck = pool[len(hand) :]
    twin.invalidate()
    return twin


def play_checked(seed: int, policy_seed: int, deep_every: int = 7) -> tuple[State, list[E.Event]]:
    state = Game(seed=seed, tiebreak="shootout" if seed % 3 else "draw").new_initial_state()
    rng = Rng(policy_seed)
    all_events: list[E.Event] = list(state.initial_events())
    for step in range(MAX_ACTIONS):
        if state.is_terminal():
            break
        check_invariants(state)
        side = state.current_player()
        view = state.view(side)
        assert list(view.legal_actions) == state.legal_actions()
        if step % deep_every == 0:
            for viewer in (HOME, AWAY):
                twin = perturbed_hidden(state, viewer, rng)
                check_invariants(twin)
                assert twin.view(viewer).info_key() == state.view(viewer).info_key()
            assert snapshot(state.clone()) == snapshot(state)
            assert snapshot(restore(json.loads(json.dumps(snapshot(state))))) == snapshot(state)
            state.view(REFEREE)
        all_events += state.apply_action(choose(state, rng))
    else:
        pytest.fail(f"seed {seed}: the match did not end within {MAX_ACTIONS} actions")
    check_invariants(state)
    return state, all_events


def assert_match_facts(state: State, events: list[E.Event]) -> None:
    goals = [e for e in events if isinstance(e, E.Goal)]
    assert sum(1 for g in goals if g.side == HOME) == state.teams[HOME].score
    assert sum(1 for g in goals if g.side == AWAY) == state.teams[AWAY].score
    ended = [e for e in events if isinstance(e, E.MatchEnded)]
    assert len(ended) == 1
    result = state.result()
    assert result is not None and ended[0].score == result.score
    assert sum(1 for e in events if isinstance(e, E.HalfTime)) == 1
    assert sum(1 for e in events if isinstance(e, E.AdditionalTime)) == 2
    if state.game.tiebreak == "draw":
        assert result.shootout is None
    elif result.score[0] == result.score[1]:
        assert result.shootout is not None and result.winner is not None
    # The same seed and actions give the same match.
    replay = Game(seed=state.game.seed, tiebreak=state.game.tiebreak).new_initial_state()
    replay_events: list[E.Event] = list(replay.initial_events())
    for action in state.history:
        replay_events += replay.apply_action(action)
    assert replay_events == events
    assert snapshot(replay) == snapshot(state)
    assert snapshot(load_match(save_match(state))) == snapshot(state)


@pytest.mark.parametrize("seed", [*range(20), *(pytest.param(s, marks=pytest.mark.slow) for s in range(20, 40))])
def test_random_matches_end_and_keep_every_invariant(seed: int) -> None:
    """Twenty seeded matches in every run (with the 15 drawn by the property below); 20 more and the
    2,000 of the big run with MN11_BIG=1."""
    state, events = play_checked(seed, policy_seed=seed * 31 + 5)
    assert state.is_terminal()
    assert_match_facts(state, events)


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**63), policy_seed=st.integers(0, 2**63))
def test_random_matches_property(seed: int, policy_seed: int) -> None:
    state, events = play_checked(seed, policy_seed, deep_every=25)
    assert_match_facts(state, events)


@pytest.mark.slow
@pytest.mark.parametrize("block", range(20))
def test_big_run_thousands_of_matches(block: int) -> None:
    """MN11_BIG=1: 2,000 matches with the invariants checked after every action."""
    for seed in range(block * 100, block * 100 + 100):
        state, events = play_checked(seed, policy_seed=seed ^ 0xBEEF, deep_every=50)
        assert_match_facts(state, events)


def test_events_for_the_other_side_hide_hand_cards() -> None:
    _, events = play_checked(3, 99, deep_every=1000)
    for event in events:
        for viewer in (HOME, AWAY):
            seen = event.for_side(viewer)
            if isinstance(event, E.CardsDrawn) and event.side != viewer:
                assert seen.cards is None  # type: ignore[attr-defined]
            if isinstance(event, E.SynergyPlaced) and event.side != viewer:
                assert seen.card is None  # type: ignore[attr-defined]
            if isinstance(event, E.SynergyPlaced) and event.source == "deck":
                assert event.card is None
            if isinstance(event, E.LineupChosen) and event.side != viewer:
                assert seen.bench is None  # type: ignore[attr-defined]
