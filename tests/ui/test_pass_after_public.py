"""Hot-seat (R12): after a public moment both coaches may be watching, so a coach who keeps the
screen into a secret decision (the draft's last pick, then the same coach's bench) gets the pass
screen too."""

from __future__ import annotations

import pytest

from game.engine.state import Game
from game.ui.control import privacy
from game.ui.control.controller import MatchConfig
from game.ui.scenes.cast import scene_for_phase
from game.ui.scenes.match.base import MatchBase
from game.ui.scenes.overlays.overlays import PassScreen
from game.ui.window.app import App
from game.ui.window.session import Session
from tests.ui.driver import Driver


def test_the_first_bench_choice_is_hidden_even_when_its_coach_made_the_last_draft_pick() -> None:
    app = App(headless=True, sound=False, size=(1024, 600))
    session = Session(MatchConfig(mode="hotseat", seed=3), None, state=Game(seed=3).new_initial_state())
    ctrl = session.controller
    app.stack.push(scene_for_phase(ctrl.phase)(app, session))
    d = Driver(app)
    last_picker = None
    for _ in range(400):
        top = app.stack.top
        if ctrl.phase == "lineup" and not (isinstance(top, MatchBase) and top.anim.busy):
            break
        if isinstance(top, MatchBase) and not top.anim.busy and ctrl.human_to_act() and ctrl.phase == "draft":
            last_picker = ctrl.decider
            top.act(ctrl.view().legal_actions[0])
        d.frame()
    d.frame(n=3)
    assert ctrl.phase == "lineup" and last_picker == ctrl.decider  # the same coach keeps the screen
    top = app.stack.top
    assert isinstance(top, PassScreen), type(top).__name__
    assert ctrl.handover_reason == privacy.LINEUP
    d.frame(n=20)
    d.click((512, 300))
    assert isinstance(app.stack.top, MatchBase) and ctrl.viewer == ctrl.decider and ctrl.human_to_act()
    d.frame(n=3)
    assert isinstance(app.stack.top, MatchBase)  # passed once: the bench is chosen in private


def test_a_pass_screen_over_a_finished_match_draws_without_a_side_to_pass_to(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Nobody decides once a match is over (TERMINAL): a stray pass screen still draws, never raises."""
    app = App(headless=True, sound=False, size=(1024, 600))
    session = Session(MatchConfig(mode="hotseat", seed=3), None, state=Game(seed=3).new_initial_state())
    monkeypatch.setattr(type(session.controller), "decider", property(lambda self: -4))
    screen = PassScreen(app, session)
    screen.draw(app.screen)
    assert screen.side == 0
