"""The computer opponent runs off the frame loop and stops at once; fallbacks never crash."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable

from game.engine.actions import Action
from game.engine.view import View
from game.ui.control.controller import MatchConfig, MatchController
from game.ui.look import assets
from game.ui.scenes.match.draft import DraftScene
from game.ui.window.session import Session
from tests.ui.helpers import new_app


class SlowAgent:
    name = "slow"

    def __init__(self) -> None:
        self.stopped = threading.Event()

    def choose(self, view: View, stop: Callable[[], bool] | None = None) -> Action:
        end = time.perf_counter() + 120  # thinks until stopped (a safety limit: never for ever)
        while time.perf_counter() < end:
            if stop is not None and stop():
                self.stopped.set()
                break
            sum(range(2000))  # busy, as a search would be
        return view.legal_actions[0]


def test_the_window_keeps_drawing_while_the_computer_thinks_and_leaving_stops_it() -> None:
    """Frames go on while a slow agent thinks (their times are measured by `python -m game.bench
    frames`, not here); leaving the match stops the agent."""
    app, d = new_app()
    config = MatchConfig(mode="computer", human_side=0, seed=4)
    session = Session(config, None)
    agent = SlowAgent()
    session.controller.agents[1] = agent  # round 1 of the draft: AWAY chooses first
    app.stack.clear()
    app.stack.push(DraftScene(app, session))
    d.frame(n=3)  # the scene's first frames render its text for the first time
    app.frame_ms.clear()
    for _ in range(40):
        d.frame()
    assert session.controller.thinking and len(app.frame_ms) == 40
    session.close()
    assert agent.stopped.wait(1.0)


def test_a_failing_agent_falls_back_to_a_legal_action() -> None:
    class Broken:
        name = "broken"

        def choose(self, view: View, stop: Callable[[], bool] | None = None) -> Action:
            raise RuntimeError("no idea")

    ctrl = MatchController(MatchConfig(mode="computer", human_side=0, seed=4))
    ctrl.agents[1] = Broken()
    ctrl.think_pause = 0.0
    assert ctrl.poll_computer() is None  # the decision starts
    assert ctrl.worker is not None and ctrl.worker.wait(60)
    action = ctrl.poll_computer()
    assert action is not None and ctrl.last_error


def test_a_missing_font_falls_back_with_a_notice(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from pathlib import Path

    assets.font_px.cache_clear()
    monkeypatch.setattr(assets, "notices", [])
    monkeypatch.setattr(assets, "resource_path", lambda *parts: Path("/nonexistent").joinpath(*parts))
    f = assets.font(17, True)
    assert f.size("x")[0] > 0
    assert any("default font" in n for n in assets.notices)
    assets.font_px.cache_clear()
    assets.text_px.cache_clear()


def test_hotseat_viewer_switches_without_a_pass_screen_in_the_public_draft() -> None:
    ctrl = MatchController(MatchConfig(mode="hotseat", seed=4))
    first = ctrl.decider
    assert ctrl.viewer == first
    ctrl.apply(ctrl.view().legal_actions[0])
    assert not ctrl.needs_handover()
    assert ctrl.viewer == ctrl.decider


def test_every_shipped_file_is_found() -> None:
    from game.ui.selftest import _files

    assert _files() == []
