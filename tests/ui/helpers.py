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
from game.ui.scenes.table.table_scene import TableScene
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
    reached = _random_advance(tuple(phases), seed)
    if reached is None:
        raise AssertionError(f"no seed reached {phases}")
    return reached.clone()


SEEDS_TRIED = 30  # every phase random play stops at is reached within 3 seeds (shoot-out); 200 cost ~2 s


@functools.cache
def _random_advance(phases: tuple[str, ...], seed: int) -> State | None:
    """None (remembered too) when no seed of `SEEDS_TRIED` reaches `phases`, as for half time,
    which random play never stops at."""
    for s in range(seed, seed + SEEDS_TRIED):
        reached = _playthrough(s).first_at(phases)
        if reached is not None:
            return reached
    return None


class _Playthrough:
    """A match played by seeded random legal actions only as far as it is asked, remembering the
    first state at each phase on the way (one playthrough serves every phase asked of the seed)."""

    def __init__(self, seed: int) -> None:
        self.state = Game(seed=seed).new_initial_state()
        self.rng = Rng(seed)
        self.first: dict[str, State] = {self.state.phase.value: self.state.clone()}

    def first_at(self, phases: tuple[str, ...]) -> State | None:
        state = self.state
        while not any(p in self.first for p in phases) and not state.is_terminal():
            legal = state.legal_actions()
            state.apply_action(legal[self.rng.below(len(legal))])
            self.first.setdefault(state.phase.value, state.clone())
        reached = [self.first[p] for p in phases if p in self.first]
        return min(reached, key=lambda s: len(s.history)) if reached else None


@functools.cache
def _playthrough(seed: int) -> _Playthrough:
    return _Playthrough(seed)


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


def table_at(app: App, driver: Driver, phase: str, seed: int) -> TableScene:
    """The table at `phase` of a seeded random match, its animations played out."""
    session = session_at(app, (phase,), seed=seed, random_play=True)
    driver.frame(n=3)
    session.animator.skip_all()
    driver.frame(n=2)
    scene = app.stack.top
    assert isinstance(scene, TableScene) and scene.view().phase == phase
    return scene


def distinct_colors(surface: pygame.Surface, rect: pygame.Rect, step: int = 3) -> int:
    """How many colours the pixels every `step` across and down `rect` show."""
    area = surface.subsurface(rect)
    raw = pygame.image.tobytes(area, "RGB")
    row, stride = 3 * area.get_width(), 3 * step
    seen: set[tuple[int, int, int]] = set()
    for y in range(0, area.get_height(), step):
        line = raw[y * row : (y + 1) * row]
        seen.update(zip(line[0::stride], line[1::stride], line[2::stride], strict=True))
    return len(seen)


def first_every_run(values: list[object], ids: list[str]) -> list[object]:
    """Test parameters whose first value runs in every run and the rest in the big run (MN11_BIG=1):
    the smallest window, where things collide first, proves the case; the larger ones repeat it."""
    import pytest

    return [
        pytest.param(v, id=i) if k == 0 else pytest.param(v, id=i, marks=pytest.mark.slow)
        for k, (v, i) in enumerate(zip(values, ids, strict=True))
    ]


def each_language(every_run: tuple[str, ...] = ("ja", "pt")) -> list[object]:
    """The four languages as test parameters: `every_run` (by default Japanese and Portuguese, the
    script that breaks differently and the longest words) in every run, the others in the big run
    (MN11_BIG=1)."""
    import pytest

    big = pytest.mark.slow
    return [code if code in every_run else pytest.param(code, marks=big) for code in ("en", "zh_CN", "ja", "pt")]


def some_every_run(cases: list[tuple[object, ...]], every_run: list[tuple[object, ...]]) -> list[object]:
    """Parameter tuples for `pytest.mark.parametrize` with several names: the cases in `every_run`
    (a review's case, the most crowded window) in every run, the others, which repeat the same
    check at other sizes, scales or languages, in the big run (MN11_BIG=1)."""
    import pytest

    unknown = [case for case in every_run if case not in cases]
    assert not unknown, unknown

    def name(case: tuple[object, ...]) -> str:
        return "-".join(f"{v[0]}x{v[1]}" if isinstance(v, tuple) else str(v) for v in case)

    return [pytest.param(*c, id=name(c), marks=() if c in every_run else pytest.mark.slow) for c in cases]
