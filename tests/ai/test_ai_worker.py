"""The decision worker: runs off the caller's thread (Hard in a separate process), cancels at once,
reports errors without raising."""

from __future__ import annotations

import os
import time
from collections.abc import Callable

import pytest

from game.ai import search_process
from game.ai.hard import HardAgent
from game.ai.registry import make_agent
from game.ai.worker import DecisionJob
from game.engine.actions import Action
from game.engine.state import Game
from game.engine.view import View


@pytest.fixture(autouse=True, scope="module")
def _no_idle_processes() -> object:
    yield
    search_process.shutdown()


def _search_view(seed: int = 4) -> View:
    state = Game(seed=seed).new_initial_state()
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


class WhereAmI:
    """Records the process it decided in."""

    name = "where"
    in_process = True

    def __init__(self) -> None:
        self.pid = 0
        self.calls = 0

    def choose(self, view: View, stop: Callable[[], bool] | None = None) -> Action:
        self.pid = os.getpid()
        self.calls += 1
        return view.legal_actions[-1]


def test_a_searching_agent_thinks_in_another_process_and_its_state_comes_back() -> None:
    view = _search_view()
    agent = WhereAmI()
    for n in (1, 2):
        job = DecisionJob(agent, view)
        assert job.wait(60)
        assert job.poll() == view.legal_actions[-1]
        assert agent.pid not in (0, os.getpid()) and agent.calls == n


def test_hard_decides_the_same_in_a_process_as_in_place() -> None:
    view, later = _search_view(4), _search_view(5)
    remote, local = HardAgent(3, iterations=8), HardAgent(3, iterations=8)
    for v in (view, later):
        job = DecisionJob(remote, v)
        assert job.wait(60)
        assert job.poll() == local.choose(v)


def test_cancel_terminates_the_search_process_at_once() -> None:
    view = _search_view()
    job = DecisionJob(HardAgent(1, budget=600.0), view)
    server = job._server
    assert server is not None
    time.sleep(0.5)  # the search is under way (or the process still starting)
    assert not job.done
    job.cancel()
    assert job.done and job.poll() is None
    assert not server.alive()


class Broken:
    name = "broken"

    def choose(self, view: View, stop: Callable[[], bool] | None = None) -> Action:
        raise RuntimeError("boom")


class BrokenRemote(Broken):
    in_process = True


@pytest.mark.parametrize("agent", [Broken(), BrokenRemote()])
def test_errors_are_reported_not_raised(agent: Broken) -> None:
    view = _search_view()
    job = DecisionJob(agent, view)
    assert job.wait(30)
    assert job.error is not None and "boom" in job.error
    assert job.poll() == view.legal_actions[0]


def test_a_prewarmed_process_takes_the_first_decision() -> None:
    search_process.shutdown()
    search_process.prewarm()
    warm = search_process._idle[-1]
    view = _search_view()
    job = DecisionJob(WhereAmI(), view)
    assert job._server is warm
    assert job.wait(60) and job.poll() == view.legal_actions[-1]
    assert warm in search_process._idle, "a finished process is kept for the next decision"


class Unpicklable(WhereAmI):
    def __init__(self) -> None:
        super().__init__()
        self.hook = lambda: None  # a lambda cannot be pickled into the process


def test_an_agent_that_cannot_travel_thinks_in_a_thread() -> None:
    view = _search_view()
    agent = Unpicklable()
    job = DecisionJob(agent, view)
    assert job.wait(30) and job.poll() == view.legal_actions[-1]
    assert agent.pid == os.getpid()
