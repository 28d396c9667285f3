"""Shared set-up for the UI tests: an app, a match session at a chosen phase."""

from __future__ import annotations

import functools

import pygame

from game.engine.rng import Rng
from game.engine.state import Game, State
from game.ui.control.controller import MatchConfig
from game.ui.control.positions import advance
from game.ui.scenes.cast import scene_for_phase
from game.ui.scenes.menus.menus import TitleScene
from game.ui.window.app import App
from game.ui.window.session import Session
from tests.ui.driver import Driver


def new_app() -> tuple[App, Driver]:
    app = App(headless=True, sound=False)
    app.stack.push(TitleScene(app))
    return app, Driver(app)


def start_match(app: App, driver: Driver, seed: int, computer: bool = False) -> None:
    """Title -> new match -> start, by keyboard."""
    driver.key(pygame.K_RETURN)  # New match
    scene = app.stack.top
    scene.seed = seed  # type: ignore[union-attr]
    if computer:
        driver.key(pygame.K_1)  # Mode: vs computer
    driver.key(pygame.K_7)  # Start match


def random_advance(phases: tuple[str, ...], seed: int) -> State:
    """A state reached by seeded random legal play, at one of `phases` (trying further seeds); a
    copy of the one played the first time it was asked for in this test process."""
    return _random_advance(tuple(phases), seed).clone()


@functools.cache
def _random_advance(phases: tuple[str, ...], seed: int) -> State:
    for s in range(seed, seed + 200):
        reached = [_first_states(s)[p] for p in phases if p in _first_states(s)]
        if reached:
            return min(reached, key=lambda state: len(state.history))
    raise AssertionError(f"no seed reached {phases}")


@functools.cache
def _first_states(seed: int) -> dict[str, State]:
    """The first state at each phase of a match played by seeded random legal actions (one
    playthrough serves every phase asked of the seed)."""
    state = Game(seed=seed).new_initial_state()
    rng = Rng(seed)
    first: dict[str, State] = {}
    while True:
        first.setdefault(state.phase.value, state.clone())
        if state.is_terminal():
            return first
        legal = state.legal_actions()
        state.apply_action(legal[rng.below(len(legal))])


def session_at(
    app: App, phases: tuple[str, ...], seed: int = 3, mode: str = "hotseat", random_play: bool = False
) -> Session:
    """A hot-seat session whose match was played (first legal actions, or seeded random ones) up
    to one of `phases`, shown from the deciding side, with its scene on the stack."""
    state: State = random_advance(phases, seed) if random_play else advance(Game(seed=seed).new_initial_state(), phases)
    session = Session(MatchConfig(mode=mode, seed=seed), None, state=state)
    session.controller.viewer = state.current_player()
    app.stack.clear()
    app.stack.push(scene_for_phase(session.controller.phase)(app, session))
    return session


def distinct_colors(surface: pygame.Surface, rect: pygame.Rect, step: int = 3) -> int:
    seen = set()
    for x in range(rect.left, rect.right, step):
        for y in range(rect.top, rect.bottom, step):
            seen.add(tuple(surface.get_at((x, y)))[:3])
    return len(seen)


def each_language(every_run: tuple[str, ...] = ("ja", "pt")) -> list[object]:
    """The four languages as test parameters: `every_run` (by default Japanese and Portuguese, the
    script that breaks differently and the longest words) in every run, the others in the big run
    (MN11_BIG=1)."""
    import pytest

    big = pytest.mark.slow
    return [code if code in every_run else pytest.param(code, marks=big) for code in ("en", "zh_CN", "ja", "pt")]
