"""Continue on a saved guided match whose lesson fields are damaged or come from another version of
the lesson script: it never crashes, resumes at the nearest valid lesson or starts the lesson
over, and says so."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game import storage
from game.ai.scripted import load_script
from game.engine.state import Game, State
from game.ui.control.controller import MatchConfig
from game.ui.scenes.match.base import MatchBase
from game.ui.scenes.menus.menus import TitleScene
from game.ui.tutorial.guide import Guide, guide_of
from game.ui.tutorial.resume import lesson_start
from game.ui.window.app import App
from tests.ui.driver import Driver


def saved_guided(steps: int, **lesson: Any) -> State:
    """An autosave of the guided match after the script's first `steps` actions, with `lesson` meta."""
    script = load_script()
    state = Game(seed=script.seed).new_initial_state()
    for step in script.steps[:steps]:
        state.apply_action(step.action)
    config = MatchConfig("computer", script.human, "easy", "shootout", script.seed)
    meta = {**config.to_meta(), "viewer": script.human, "guided": True, "tutorial_step": steps, **lesson}
    storage.write_autosave(state, meta)
    return state


def press_continue(size: tuple[int, int] = (1024, 600)) -> tuple[App, Driver]:
    app = App(headless=True, sound=False, size=size)
    app.stack.push(TitleScene(app))
    d = Driver(app)
    assert app.stack.top.menu.buttons[0].label == "Continue"  # type: ignore[union-attr]
    d.key(pygame.K_0)  # Continue (numbered 0: the rows below keep their numbers, issue #38.7)
    for top in app.stack.scenes:
        if isinstance(top, MatchBase):
            top.ctrl.think_pause = 0.0
    d.frame(n=10)
    return app, d


def first_human_step(after: int) -> int:
    script = load_script()
    return next(i for i in range(after, len(script.steps)) if script.steps[i].side == script.human)


def test_an_unknown_note_is_dropped_and_the_lesson_goes_on() -> None:
    step = first_human_step(20)
    saved_guided(step, tutorial_note="hello")
    app, _d = press_continue()
    guide = guide_of(app)
    assert guide is not None and guide.cursor == step and guide.note is None
    assert guide.tip is not None and not app.stack.errors


@pytest.mark.parametrize("bad", [10**20, -(10**20), "7", 3.5, None, True])
def test_a_step_out_of_range_resumes_where_the_match_really_is(bad: object) -> None:
    step = first_human_step(29)
    saved_guided(step, tutorial_step=bad, tutorial_note="magic")
    app, _d = press_continue()
    guide = guide_of(app)
    if bad == -(10**20):  # "the lessons are over" as saved: the match goes on without the guide
        assert guide is None
    else:
        assert guide is not None and guide.cursor == step and guide.note is None
        assert app.toast and "lesson" in app.toast
    assert not app.stack.errors


def test_a_save_off_the_current_script_starts_its_lesson_over() -> None:
    script = load_script()
    step = first_human_step(26)
    state = saved_guided(step)
    legal = [a for a in state.legal_actions() if a != script.steps[step].action]
    state.apply_action(legal[0])  # an earlier script's move: the match left this script here
    config = MatchConfig("computer", script.human, "easy", "shootout", script.seed)
    meta = {**config.to_meta(), "viewer": script.human, "guided": True, "tutorial_step": step + 1}
    storage.write_autosave(state, meta)
    app, _d = press_continue()
    guide = guide_of(app)
    start = lesson_start(script, step)
    assert guide is not None and guide.cursor == start and not guide.done
    top = app.stack.top
    assert isinstance(top, MatchBase)
    assert top.ctrl.view() is not None and len(top.session.controller._state.history) == start
    assert app.toast and "starts over" in app.toast
    assert not app.stack.errors


def test_a_failing_guide_leaves_the_screen_and_the_match_goes_on(monkeypatch: pytest.MonkeyPatch) -> None:
    saved_guided(first_human_step(20))
    app, d = press_continue()
    assert guide_of(app) is not None

    def broken(self: Guide, scene: object) -> None:
        raise KeyError("hello")

    monkeypatch.setattr(Guide, "current_tip", broken)
    d.frame(n=3)
    assert guide_of(app) is None
    assert isinstance(app.stack.top, MatchBase) and app.stack.errors == [] and app.toast
