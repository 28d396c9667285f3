"""The decision worker: runs off the caller's thread, cancels at once, reports errors without raising."""

from __future__ import annotations

from collections.abc import Callable

from game.ai.hard import HardAgent
from game.ai.registry import make_agent
from game.ai.worker import DecisionJob
from game.engine.actions import Action
from game.engine.state import Game
from game.engine.view import View


def _search_view() -> View:
    state = Game(seed=4).new_initial_state()
    normal = make_agent("normal", 1)
    while state.view(state.current_player()).phase != "player_action" or state.turn < 4:
        state.apply_action(normal.choose(state.view(state.current_player())))
    return state.view(state.current_player())


def test_worker_returns_a_legal_action() -> None:
    view = _search_view()
    job = DecisionJob(HardAgent(1, iterations=10), view)
    assert job.wait(60)
    action = job.poll()
    assert action in view.legal_actions and job.error is None


def test_cancel_stops_a_long_search() -> None:
    view = _search_view()
    job = DecisionJob(HardAgent(1, budget=600.0), view)
    job.cancel()
    assert job.wait(30), "a cancelled search must return promptly"
    assert job.poll() is None and job.cancelled


class Broken:
    name = "broken"

    def choose(self, view: View, stop: Callable[[], bool] | None = None) -> Action:
        raise RuntimeError("boom")


def test_errors_are_reported_not_raised() -> None:
    view = _search_view()
    job = DecisionJob(Broken(), view)
    assert job.wait(10)
    assert job.error is not None and "boom" in job.error
    assert job.poll() == view.legal_actions[0]
