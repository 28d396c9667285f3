"""The match review's screen: reached from the replays (R) and the full-time screen, every label fits
in four languages at the smallest and a large window, keys and clicks open the replay at a key
moment or a point of the curve, Esc cancels a review still being made and leaves at once."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game import i18n, storage
from game.ai.registry import make_agent
from game.ai.review import TEST_BUDGET, review_match, sides_for_meta
from game.engine.state import Game, State
from game.ui.scenes.replays.replays import ReplayBrowser, ReplayPlayer
from game.ui.scenes.review import review as review_scene
from game.ui.scenes.review.review import ReviewScene
from game.ui.widgets import basic as widgets
from game.ui.window.app import App
from tests.ui.helpers import each_language

META = {"mode": "computer", "agent": "normal", "human_side": 0}


def played(seed: int) -> State:
    state = Game(seed=seed).new_initial_state()
    agents = {0: make_agent("normal", seed), 1: make_agent("easy", seed + 1)}
    while not state.is_terminal():
        side = state.current_player()
        state.apply_action(agents[side].choose(state.view(side)))
    return state


@pytest.fixture(scope="module")
def match() -> tuple[State, object]:
    state = played(80021)
    return state, review_match(state, sides_for_meta(META).curves, sides_for_meta(META).graded, budget=TEST_BUDGET)


@pytest.fixture
def kept(match: tuple[State, object], monkeypatch: pytest.MonkeyPatch) -> Path:
    state, review = match
    path = storage.keep_finished(state, META)
    monkeypatch.setattr(review_scene, "stored_review", lambda *args, **kwargs: review)
    return path


def key(app: App, k: int) -> None:
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)])


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
@pytest.mark.parametrize("lang", each_language())
def test_every_label_of_the_review_fits(kept: Path, size: tuple[int, int], lang: str) -> None:
    app = App(headless=True, sound=False, size=size)
    i18n.set_language(lang)
    try:
        scene = ReviewScene(app, kept)
        app.stack.push(scene)
        assert scene.review is not None and scene.current() is not None
        for all_decisions, guided in ((False, False), (True, False), (False, True)):
            scene.all_decisions, scene.guided = all_decisions, guided  # guided: the first match's kind review
            scene._build()
            assert scene.chart is not None
            curve = scene.review.coaches[0].curve
            scene.chart.hover = (0, len(curve) // 2)
            widgets.overflows.clear()
            scene.draw(app.screen)
            assert widgets.overflows == [], widgets.overflows
            for b in scene.buttons():
                assert app.screen.get_rect().contains(b.rect), b.label
    finally:
        i18n.set_language("en")
        app.close()


def test_keys_and_clicks_open_the_replay_where_it_matters(kept: Path, app: App) -> None:
    browser = ReplayBrowser(app)
    app.stack.push(browser)
    key(app, pygame.K_r)
    scene = app.stack.top
    assert isinstance(scene, ReviewScene)
    coach = scene.current()
    assert coach is not None and coach.side == 0 and coach.graded_person
    if coach.key_moments:
        key(app, pygame.K_1)
        player = app.stack.top
        assert isinstance(player, ReplayPlayer) and player.index == coach.key_moments[0].moment
        key(app, pygame.K_ESCAPE)
        assert app.stack.top is scene
    assert scene.chart is not None
    point = scene.review.coaches[0].curve[3]  # type: ignore[union-attr]
    pos = (scene.chart._x(point), scene.chart._y(point.chance))
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)])
    player = app.stack.top
    assert isinstance(player, ReplayPlayer) and player.index == point.moment
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_d)
    assert scene.all_decisions
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is browser


def test_esc_cancels_a_review_being_made(tmp_path: Path, app: App) -> None:
    path = storage.keep_finished(played(80022), META)
    scene = ReviewScene(app, path)
    app.stack.push(scene)
    job = scene.job
    assert job is not None and scene.review is None
    app.step(1 / 60, [])
    widgets.overflows.clear()
    scene.draw(app.screen)
    assert widgets.overflows == []
    key(app, pygame.K_ESCAPE)
    assert job.cancelled and app.stack.top is not scene
