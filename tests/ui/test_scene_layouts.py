"""The draft, line-up, half-time and replay scenes laid out for the smallest and a large window:
every button and card inside the window, no two buttons (or cards) on top of each other, and a
frame drawn without error."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

import pygame
import pytest

from game import i18n, storage
from game.engine.rng import Rng
from game.engine.state import Game
from game.ui.control.controller import MatchConfig
from game.ui.look import layout as L
from game.ui.look.metrics import px
from game.ui.scenes.match import halftime
from game.ui.scenes.match.draft import DraftScene
from game.ui.scenes.match.halftime import HalfTimeScene
from game.ui.scenes.match.lineup import LineupScene, confirm_rect, roster_rect
from game.ui.scenes.replays.replay_controls import controls_area, deck_card_rect
from game.ui.scenes.replays.replays import ReplayBrowser, ReplayPlayer
from game.ui.window.app import App
from tests.ui.helpers import distinct_colors, session_at, some_every_run

SIZES = [(1024, 600), (2560, 1440)]


def app_of(size: tuple[int, int]) -> App:
    app = App(headless=True, sound=False, size=size)
    assert app.screen.get_size() == size
    return app


def frames(app: App, n: int = 3) -> None:
    for _ in range(n):
        app.step(1 / 60, [])
    assert not app.stack.errors, app.stack.errors


def inside_window(app: App, rects: Iterable[pygame.Rect]) -> None:
    window = app.screen.get_rect()
    for r in rects:
        assert r.w > 0 and r.h > 0 and window.contains(r), (r, window)


def apart(rects: list[pygame.Rect]) -> None:
    for i, a in enumerate(rects):
        for b in rects[i + 1 :]:
            assert not a.colliderect(b), (a, b)


def drawn(app: App) -> None:
    assert distinct_colors(app.screen, app.screen.get_rect(), 7) >= 20


def finished_replay(seed: int) -> Path:
    state = Game(seed=seed).new_initial_state()
    rng = Rng(seed)
    while not state.is_terminal():
        legal = state.legal_actions()
        state.apply_action(legal[rng.below(len(legal))])
    return storage.keep_finished(state, MatchConfig(seed=seed).to_meta())


@pytest.mark.parametrize(
    ("size", "lang"),  # both long scripts at the smallest window, English at the largest; the rest: big run
    some_every_run(
        [(size, lang) for lang in ("en", "ja", "pt") for size in SIZES],
        [((1024, 600), "ja"), ((1024, 600), "pt"), ((2560, 1440), "en")],
    ),
)
def test_draft_cards_and_buttons_fit(size: tuple[int, int], lang: str) -> None:
    app = app_of(size)
    i18n.set_language(lang)
    session_at(app, ("draft",), seed=3)
    frames(app)
    scene = app.stack.top
    assert isinstance(scene, DraftScene) and scene.ctrl.human_to_act()
    lay = scene.layout()
    buttons = [b.rect for b in scene.menu.buttons]
    assert len(lay.cards) == 3 and buttons == list(lay.buttons)
    inside_window(app, [*lay.cards, *buttons, *lay.boxes])
    apart([*lay.cards, *buttons, *lay.boxes])
    # the descriptions end above the star panels
    for rect, lines in zip(lay.buttons, lay.text, strict=True):
        assert rect.bottom + px(10) + len(lines) * px(19) <= lay.boxes[0].y
    star_w, star_h = lay.star
    for box in lay.boxes:
        assert box.w >= 3 * star_w + px(28) and box.h >= star_h + px(40)
    if size == (2560, 1440):
        assert lay.cards[0].h // 5 >= 16, "a card's name is drawn at h // 5 real pixels"
    drawn(app)


@pytest.mark.parametrize("size", SIZES)
def test_lineup_cards_and_confirm_fit(size: tuple[int, int]) -> None:
    app = app_of(size)
    session = session_at(app, ("lineup",), seed=3)
    frames(app)
    scene = app.stack.top
    assert isinstance(scene, LineupScene)
    roster = session.controller.view().me.roster
    for card in roster[:3]:
        scene._toggle(card)
    frames(app)
    cards = [roster_rect(i, len(roster)) for i in range(len(roster))]
    buttons = [b.rect for b in scene.menu.buttons]
    assert buttons == [*cards, confirm_rect()] and scene.menu.buttons[-1].enabled
    inside_window(app, buttons)
    apart(buttons)
    if size == (2560, 1440):
        assert cards[0].h // 5 >= 16
    drawn(app)


@pytest.mark.parametrize("size", SIZES)
def test_half_time_cards_and_buttons_fit(size: tuple[int, int]) -> None:
    app = app_of(size)
    session = session_at(app, ("half_time",), seed=3)
    frames(app)
    scene = app.stack.top
    assert isinstance(scene, HalfTimeScene)
    me = session.controller.view().me
    panel = halftime.players_panel()
    cards = [halftime.player_rect(i) for i in range(len(me.available))]
    cards += [halftime.player_rect(i, bench=True) for i in range(len(me.bench))]
    assert all(panel.contains(c) for c in cards)
    for choosing in ("bring on", "send off"):
        buttons = [b.rect for b in scene.menu.buttons]
        assert buttons, choosing
        inside_window(app, [panel, *buttons])
        apart([panel, *buttons])
        apart(cards)
        drawn(app)
        scene.menu.buttons[0].action()  # bring on the first bench card: one send-off button each
        frames(app)


@pytest.mark.parametrize("size", SIZES)
def test_replay_browser_rows_fit(size: tuple[int, int]) -> None:
    finished_replay(14)
    app = app_of(size)
    browser = ReplayBrowser(app)
    app.stack.push(browser)
    frames(app)
    rows = [browser.rows.row_rect(browser.rows.top + i) for i in range(browser.rows.rows_shown())]
    inside_window(app, [*rows, browser.back.rect])
    apart([*rows, browser.back.rect])
    drawn(app)


@pytest.mark.parametrize("size", SIZES)
def test_replay_player_controls_fit(size: tuple[int, int]) -> None:
    app = app_of(size)
    player = ReplayPlayer(app, finished_replay(15))
    app.stack.push(player)
    for _ in range(30):
        player.step()
    player.anim.skip_all()
    frames(app)
    buttons = [b.rect for b in player.menu.buttons]
    assert len(buttons) == 5
    prompt = L.get().prompt
    inside_window(app, [*buttons, deck_card_rect()])
    apart([*buttons, deck_card_rect()])
    assert all(controls_area().contains(b) for b in buttons)
    assert prompt.contains(deck_card_rect())
    drawn(app)


def test_a_resize_lays_every_scene_out_again() -> None:
    app = app_of((1280, 720))
    session_at(app, ("draft",), seed=3)
    frames(app)
    scene = app.stack.top
    assert isinstance(scene, DraftScene)
    small = scene.layout().cards[0]
    app.resize((2560, 1440))
    frames(app)
    big = scene.layout().cards[0]
    assert big.w > small.w and [b.rect for b in scene.menu.buttons] == list(scene.layout().buttons)
    inside_window(app, [b.rect for b in scene.menu.buttons])
