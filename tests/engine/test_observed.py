"""`State.apply_observed`: the view after each event, for a screen that presents them one by one."""

from __future__ import annotations

from game.engine import events as E
from game.engine.icons import complete_icons
from game.engine.rng import Rng
from game.engine.serialize import snapshot
from game.engine.state import AWAY, HOME, Game, State
from game.engine.view import View
from tests.engine.test_matches import MAX_ACTIONS, choose

Observed = list[tuple[E.Event, View]]


def observed_match(seed: int, viewer: int | None = None) -> tuple[State, Observed]:
    """A random match applied with `apply_observed` (by the decider, or always by `viewer`),
    checked against a twin playing the same actions with plain `apply_action`."""
    state = Game(seed=seed, tiebreak="shootout" if seed % 2 else "draw").new_initial_state()
    twin = Game(seed=seed, tiebreak=state.game.tiebreak).new_initial_state()
    rng = Rng(seed * 7 + 1)
    steps: Observed = []
    for _ in range(MAX_ACTIONS):
        if state.is_terminal():
            break
        action = choose(state, rng)
        who = state.current_player() if viewer is None else viewer
        events, views = state.apply_observed(action, who)
        assert events == twin.apply_action(action)
        assert snapshot(state) == snapshot(twin)
        assert state.legal_actions() == twin.legal_actions()
        assert len(views) == len(events)
        steps += zip(events, views, strict=True)
    assert state.is_terminal()
    return state, steps


def test_observing_changes_nothing_and_records_one_view_per_event() -> None:
    for seed in (1, 2):
        _, steps = observed_match(seed)
        assert steps
        assert all(v.legal_actions == () for _, v in steps)


def test_recorded_views_keep_the_viewers_privacy_and_fresh_icons() -> None:
    for viewer in (HOME, AWAY):
        state, steps = observed_match(5, viewer)
        for _, view in steps:
            assert view.viewer == viewer
            assert view.opponent.hand is None and view.deck_top is None
            for team in view.teams:
                field = {card: (row, col) for card, row, col in team.field}
                covered = [key for key, up in team.tokens if not up]
                assert team.icons == complete_icons(field, state.cards, covered)


def test_each_view_shows_its_event_and_nothing_later() -> None:
    _, steps = observed_match(3)
    score = (0, 0)
    seen_half_time = False
    for n, (event, view) in enumerate(steps):
        if isinstance(event, E.Goal):
            assert view.score == event.score
            score = event.score
        assert view.score == score  # a score changes with its Goal event only
        if isinstance(event, E.HalfTime):
            seen_half_time = True
            assert view.half == 1
            before = steps[n - 1][1]
            assert [t.field for t in view.teams] == [t.field for t in before.teams]
        if isinstance(event, E.DeckReshuffled) and seen_half_time and view.half == 1:
            assert all(not t.field and not t.tokens for t in view.teams)
            assert view.deck_size == event.size
    assert seen_half_time
