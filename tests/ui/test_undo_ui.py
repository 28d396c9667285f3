"""Undo in the window (issue #10): the Undo button and Ctrl+Z take back the coach's last quiet
action exactly, never past a reveal, never a computer's move."""

from __future__ import annotations

import pygame

from game.engine import actions as A
from game.engine.rng import Rng
from game.engine.serialize import snapshot
from game.engine.state import Game, State
from game.ui.control.controller import MatchConfig
from game.ui.scenes.table.table_scene import TableScene
from game.ui.window.session import Session
from tests.ui.driver import Driver, key_event
from tests.ui.helpers import new_app


def state_where(wanted: type, seed: int = 4) -> State:
    """Random play until the coach to act may play an action of type `wanted`."""
    state = Game(seed=seed).new_initial_state()
    rng = Rng(seed)
    while not any(isinstance(a, wanted) for a in state.legal_actions()) or state.phase.value != "team_action":
        legal = state.legal_actions()
        state.apply_action(legal[rng.below(len(legal))])
    return state


def table(state: State, mode: str = "hotseat") -> tuple[TableScene, Driver]:
    app, d = new_app()
    config = MatchConfig(mode=mode, human_side=state.current_player(), agent="easy", seed=4)
    session = Session(config, None, state=state)
    session.controller.viewer = state.current_player()
    scene = TableScene(app, session)
    app.stack.clear()
    app.stack.push(scene)
    d.frame(n=2)
    return scene, d


def labels(scene: TableScene) -> list[str]:
    return [b.label for b in scene.menu.buttons]


def settle(scene: TableScene, d: Driver) -> None:
    scene.anim.skip_all()
    d.frame(n=2)


def test_undo_takes_a_press_back_exactly_and_its_log_line_too() -> None:
    state = state_where(A.Press)
    exact = snapshot(state)
    scene, d = table(state)
    log_before = list(scene.session.log)
    assert "Undo" not in labels(scene)
    scene.act(A.Press())
    settle(scene, d)
    assert scene.ctrl.view().phase == "player_action"
    assert "Undo" in labels(scene)
    scene.menu.activate(labels(scene).index("Undo"))
    d.frame(n=2)
    assert snapshot(scene.ctrl._state) == exact
    assert scene.session.log == log_before
    assert scene.ctrl.view().phase == "team_action" and "Undo" not in labels(scene)


def test_ctrl_z_undoes_and_says_so_when_nothing_can_be() -> None:
    state = state_where(A.Press)
    exact = snapshot(state)
    scene, d = table(state)
    scene.act(A.Press())
    settle(scene, d)
    d.frame(key_event(pygame.K_z, pygame.KMOD_CTRL), 2)
    assert snapshot(scene.ctrl._state) == exact
    d.frame(key_event(pygame.K_z, pygame.KMOD_CTRL), 2)
    assert scene.message.startswith("Nothing to undo")


def test_no_undo_after_a_card_is_drawn() -> None:
    state = state_where(A.PassDraw)
    scene, d = table(state)
    scene.act(next(a for a in scene.view().legal_actions if isinstance(a, A.PassDraw)))
    settle(scene, d)
    assert not scene.ctrl.can_undo() and "Undo" not in labels(scene)


def test_never_against_the_computers_move() -> None:
    state = state_where(A.Press)
    human = 1 - state.current_player()  # the computer acts now
    scene, d = table(state, mode="computer")
    scene.ctrl.config.human_side = human
    scene.ctrl.agents[human] = None
    scene.ctrl.viewer = human
    scene.ctrl.apply(A.Press())  # the computer's quiet move
    assert not scene.ctrl.can_undo()
    d.frame()
    assert "Undo" not in labels(scene)
