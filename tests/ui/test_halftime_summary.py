"""Half time worth a pause (issue #38 point 3): under the break's buttons a first-half card with a
small pitch (a ball in the net per goal) and the first half's scorers by card and turn, as the
match's events told both coaches (R10); none when it is 0-0; the stands cheer the teams in once."""

from __future__ import annotations

import pygame
import pytest

from game.engine.story import story_of
from game.i18n import set_language
from game.ui.scenes.match import halftime
from game.ui.scenes.match import halftime_summary as HS
from game.ui.scenes.match.halftime import HalfTimeScene
from game.ui.widgets import basic
from game.ui.window.app import App
from tests.ui.helpers import session_at


def half_time(seed: int, size: tuple[int, int] = (1280, 720)) -> tuple[App, HalfTimeScene]:
    """Seed 1 goes in 3-3 (six goals), seed 4 at 2-2 (a blind shot among them), seed 2 at 0-0."""
    app = App(headless=True, sound=False, size=size)
    session_at(app, ("half_time",), seed=seed)
    for _ in range(3):
        app.step(1 / 60, [])
    for _ in range(5):  # the goals read out one after another
        app.step(0.5, [])
    assert not app.stack.errors, app.stack.errors
    scene = app.stack.top
    assert isinstance(scene, HalfTimeScene) and scene.told() == len(scene.first_half)
    return app, scene


def written(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    said: list[str] = []
    real_fit, real_blit = HS.fit_text, HS.blit_text

    def fit(text: str, *a: object, **k: object) -> pygame.Surface:
        said.append(text)
        return real_fit(text, *a, **k)  # type: ignore[arg-type]

    def blit(surface: pygame.Surface, text: str, *a: object, **k: object) -> pygame.Rect:
        said.append(text)
        return real_blit(surface, text, *a, **k)  # type: ignore[arg-type]

    monkeypatch.setattr(HS, "fit_text", fit)
    monkeypatch.setattr(HS, "blit_text", blit)
    return said


def test_the_first_halfs_scorers_are_listed_by_card_and_turn(monkeypatch: pytest.MonkeyPatch) -> None:
    app, scene = half_time(4)
    goals = [g for g in story_of(scene.ctrl._state).goals if g.half == 1]  # type: ignore[attr-defined]
    assert scene.first_half == goals and len(goals) == 4
    said = written(monkeypatch)
    scene.draw(app.screen)
    assert "CF Target Man · turn 18" in said
    assert "blind · turn 23" in said  # a blind shot has no card to name (R5.10)
    assert sum(" · turn " in s for s in said) == 4


def test_more_goals_than_lines_end_with_how_many_more(monkeypatch: pytest.MonkeyPatch) -> None:
    app, scene = half_time(1, (1024, 600))
    assert len(scene.first_half) == 6
    said = written(monkeypatch)
    rect = scene.first_half_rect()
    assert rect is not None
    lines = HS.draw_first_half(app.screen, rect, scene.first_half)
    listed = sum(" · turn " in s for s in said)
    assert listed == len(lines) and 1 <= listed <= 6
    assert listed == 6 or f"+{6 - listed}" in said


def test_a_goalless_half_lists_no_scorer(monkeypatch: pytest.MonkeyPatch) -> None:
    """A 0-0 half has no scorers' card: the chances' card (test_halftime_chances.py) takes its place."""
    app, scene = half_time(2)
    assert scene.first_half == [] and scene.view().score == (0, 0)
    said = written(monkeypatch)
    scene.draw(app.screen)
    assert not any(" · turn " in s for s in said)


@pytest.mark.parametrize(
    ("language", "size"), [("en", (1920, 1080)), ("en", (2560, 1440)), ("ja", (1024, 600)), ("pt", (1024, 600))]
)
def test_the_card_sits_under_the_buttons_beside_the_players(language: str, size: tuple[int, int]) -> None:
    """Six scorers (seed 1) at the smallest window in Japanese and Portuguese, and at 2560: the
    card is clear of the buttons and the players, and no line of it is cut short."""
    set_language(language)
    try:
        check_card(size)
    finally:
        set_language("en")


def check_card(size: tuple[int, int]) -> None:
    app, scene = half_time(1, size)
    rect = scene.first_half_rect()
    assert rect is not None and app.screen.get_rect().contains(rect)
    assert not rect.colliderect(halftime.players_panel())
    assert all(not rect.colliderect(b.rect) for b in scene.menu.buttons)
    basic.overflows.clear()
    HS.draw_first_half(app.screen, rect, scene.first_half)
    assert basic.overflows == []


def test_the_card_gives_way_to_the_buttons() -> None:
    """Whom to send off, or a long column of buttons: the card never squeezes them; with too
    little room left under them it steps aside."""
    _app, scene = half_time(1, (1024, 600))
    scene._pick(scene.view().me.bench[0])
    rect = scene.first_half_rect()
    assert rect is None or all(not rect.colliderect(b.rect) for b in scene.menu.buttons)
    column = halftime.buttons_area()
    bottom = halftime.players_panel().bottom
    assert HS.summary_rect(column, bottom - HS.needed_height() // 2, bottom) is None
    fits = HS.summary_rect(column, bottom - HS.needed_height() - 40, bottom)
    assert fits is not None and fits.bottom == bottom and fits.h >= HS.needed_height()


@pytest.mark.parametrize("calm", [False, True])
def test_the_goals_are_read_out_one_by_one_unless_motion_is_reduced(
    monkeypatch: pytest.MonkeyPatch, calm: bool
) -> None:
    app = App(headless=True, sound=False)
    app.change_settings(app.settings.with_(reduce_motion=calm))
    session_at(app, ("half_time",), seed=1)
    app.step(1 / 60, [])
    scene = app.stack.top
    assert isinstance(scene, HalfTimeScene)
    said = written(monkeypatch)
    rect = scene.first_half_rect()
    assert rect is not None
    HS.draw_first_half(app.screen, rect, scene.first_half, scene.told())
    assert sum(" · turn " in s for s in said) == (
        len(HS.draw_first_half(app.screen, rect, scene.first_half)) if calm else 0
    )
    assert scene.animating() is not calm
    steps = 0
    while scene.told() < len(scene.first_half) and steps < 200:
        app.step(1 / 30, [])
        steps += 1
    assert scene.told() == len(scene.first_half) and not scene.animating()


def test_the_stands_cheer_the_teams_in_once(monkeypatch: pytest.MonkeyPatch) -> None:
    app = App(headless=True, sound=False)
    heard: list[str] = []
    monkeypatch.setattr(app.sounds, "play", heard.append)
    session_at(app, ("half_time",), seed=1)
    for _ in range(10):
        app.step(1 / 60, [])
    assert heard.count("crowd_roar") == 1
