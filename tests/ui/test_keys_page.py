"""The Rules pages' "Keys and mouse" page tells the truth: every key it names does what it says
where it says, and every key the game handles is on it."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pygame
import pytest

from game import storage
from game.engine import actions as A
from game.ui.scenes.match.base import MenuMatchScene
from game.ui.scenes.match.lineup import LineupScene
from game.ui.scenes.menus.menus import TitleScene
from game.ui.scenes.menus.settings_scene import SettingsScene
from game.ui.scenes.online.online_hud import OnlineHud
from game.ui.scenes.overlays.log_overlay import LogOverlay
from game.ui.scenes.overlays.overlays import DetailsOverlay, PauseMenu
from game.ui.scenes.replays.replays import ReplayBrowser, ReplayPlayer
from game.ui.scenes.rules import rules_keys as K
from game.ui.scenes.rules.rules_help import RulesHelpScene
from game.ui.scenes.rules.rules_pages import PAGES, page_for_rule
from game.ui.scenes.table.table_scene import TableScene
from game.ui.tutorial.guide import PASS_KEYS, SKIP_KEY, guide_of
from game.ui.widgets.basic import NUMBER_KEYS, Button, Menu
from game.ui.widgets.key_hint import RULE_KEYS
from game.ui.window.app import App
from tests.ui.driver import Driver, key_event
from tests.ui.helpers import session_at
from tests.ui.test_features import random_match
from tests.ui.test_tutorial_resume import first_human_step, press_continue, saved_guided
from tests.ui.test_undo_ui import settle, snapshot, state_where, table

UI = Path(__file__).resolve().parents[2] / "game" / "ui"
NOT_LISTED = {
    "K_v": "Ctrl+V pastes into the online name and address fields, as in any text field",
    **{
        name: "Settings → Keys waits past a modifier pressed alone"
        for name in ("K_LSHIFT", "K_RSHIFT", "K_LCTRL", "K_RCTRL", "K_LALT", "K_RALT", "K_LGUI", "K_RGUI")
    },
    **{name: "Settings → Keys waits past a lock key" for name in ("K_MODE", "K_CAPSLOCK", "K_NUMLOCK")},
}


def typed(char: str) -> list[pygame.event.Event]:
    return [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SLASH, mod=pygame.KMOD_SHIFT, unicode=char, scancode=0)]


def a_table() -> tuple[App, Driver, TableScene]:
    app = App(headless=True, sound=False, size=(1024, 600))
    session_at(app, ("player_action",), seed=3)
    d = Driver(app)
    d.frame(n=3)
    scene = app.stack.top
    assert isinstance(scene, TableScene)
    scene.anim.skip_all()
    d.frame(n=2)
    return app, d, scene


def placing(scene: TableScene) -> str:
    card = next(c for c in scene.view().me.available if len(scene.places(c)) > 1)
    scene.select(card)
    assert scene.mode == "place"
    return card


def a_menu(n: int = 10) -> tuple[Menu, list[int]]:
    hits: list[int] = []
    menu = Menu([Button(str(i), lambda i=i: hits.append(i)) for i in range(n)])  # type: ignore[misc]
    return menu, hits


def down(key: int, mod: int = 0) -> pygame.event.Event:
    return key_event(key, mod)[0]


# ---------------------------------------------------------------------- in a match


def numbers(row: K.KeyRow) -> None:
    menu, hits = a_menu()
    for key in row.keys:
        menu.handle_event(down(key))
        assert hits[-1] == (NUMBER_KEYS[key] - 1) % 10, pygame.key.name(key)
    _app, d, scene = a_table()
    for key in (pygame.K_1, pygame.K_KP1):
        assert key in row.keys
        d.key(key)
        assert scene.selected == scene.view().me.available[0]
        scene._cancel()


def arrows(row: K.KeyRow) -> None:
    for key in row.keys:
        menu, _hits = a_menu(3)
        menu.handle_event(down(key))
        assert menu.focus != 0, pygame.key.name(key)
    _app, d, scene = a_table()
    placing(scene)
    before = scene.cursor
    d.key(pygame.K_RIGHT)
    assert scene.cursor != before


def enter(row: K.KeyRow) -> None:
    for key in row.keys:
        menu, hits = a_menu(3)
        menu.handle_event(down(key))
        assert hits == [0], pygame.key.name(key)
    _app, d, scene = a_table()
    card = placing(scene)
    d.key(row.keys[0])
    assert any(c == card for c, _r, _c in scene.view().me.field)


def escape(row: K.KeyRow) -> None:
    app, d, scene = a_table()
    placing(scene)
    d.key(row.keys[0])
    assert scene.mode == "idle" and app.stack.top is scene
    d.key(row.keys[0])
    assert isinstance(app.stack.top, PauseMenu)


def details(row: K.KeyRow) -> None:
    app, d, scene = a_table()
    placing(scene)
    d.key(row.keys[0])
    assert isinstance(app.stack.top, DetailsOverlay)


def log(row: K.KeyRow) -> None:
    app, d, scene = a_table()
    d.key(row.keys[0])
    assert isinstance(app.stack.top, LogOverlay)
    d.key(row.keys[0])
    assert app.stack.top is scene


def undo(row: K.KeyRow) -> None:
    state = state_where(A.Press)
    exact = snapshot(state)
    scene, d = table(state)
    scene.act(A.Press())
    settle(scene, d)
    assert snapshot(scene.ctrl._state) != exact
    d.frame(key_event(row.keys[0], pygame.KMOD_CTRL), 2)
    assert snapshot(scene.ctrl._state) == exact


def lineup(row: K.KeyRow) -> None:
    app = App(headless=True, sound=False, size=(1024, 600))
    session = session_at(app, ("lineup",), seed=3)
    scene = app.stack.top
    assert isinstance(scene, LineupScene)
    d = Driver(app)
    d.key(row.keys[0])
    assert scene.message.startswith("choose exactly 3")  # it answers even before the bench is chosen
    scene.bench = list(scene.view().me.roster[-3:])
    version = session.controller.version
    d.key(row.keys[0])
    assert session.controller.version != version  # the line-up was played


def rules(row: K.KeyRow) -> None:
    app, d, table_scene = a_table()
    assert table_scene.rule and set(row.keys) == set(RULE_KEYS)
    screens: list[tuple[App, Driver, object, str]] = [(app, d, table_scene, table_scene.rule)]
    menu_screens = (("draft", "R3.2"), ("lineup", "R3.3"), ("half_time", "R10"), ("shootout_kick", "R11.2"))
    for phase, rule in menu_screens:
        app = App(headless=True, sound=False, size=(1024, 600))
        session = session_at(app, (phase,), seed=3, random_play=phase == "shootout_kick")
        d = Driver(app)
        d.frame(n=3)
        session.animator.skip_all()
        d.frame(n=2)
        assert isinstance(app.stack.top, MenuMatchScene) and session.controller.phase == phase
        screens.append((app, d, app.stack.top, rule))
    for app, d, scene, rule in screens:
        for event in [key_event(k) for k in row.keys] + [typed(c) for c in row.typed]:
            d.frame(event)
            top = app.stack.top
            assert isinstance(top, RulesHelpScene) and top.page == page_for_rule(rule), rule
            d.key(pygame.K_ESCAPE)
            assert app.stack.top is scene
    assert page_for_rule("R3.2") == page_for_rule("R3.3") is not None  # one page explains the set-up


def reactions(row: K.KeyRow) -> None:
    app = App(headless=True, sound=False, size=(1024, 600))
    session = session_at(app, ("player_action",), seed=3)
    hud = OnlineHud(app, session)
    app.huds.append(hud)  # type: ignore[arg-type]
    Driver(app).key(row.keys[0])
    assert hud.open and hud.menu.buttons


# ---------------------------------------------------------------------- the guided match


def leave(row: K.KeyRow) -> None:
    saved_guided(first_human_step(20))
    app, d = press_continue()
    guide = guide_of(app)
    assert guide is not None and guide.active and row.keys == (SKIP_KEY,)
    d.key(row.keys[0])
    assert guide_of(app) is None and guide.skipped
    assert app.toast is not None and "F1" in app.toast and "Esc" in app.toast
    assert isinstance(app.stack.top, TableScene)  # the match goes on


def note(row: K.KeyRow) -> None:
    saved_guided(first_human_step(20))
    app, d = press_continue()
    guide = guide_of(app)
    assert guide is not None
    for key in row.keys:
        guide.note = "icon"
        d.frame(n=2)
        assert guide.tip is not None and guide.tip.note
        d.key(key)
        assert guide.note is None, pygame.key.name(key)


def guided_rules(row: K.KeyRow) -> None:
    saved_guided(first_human_step(20))
    app, d = press_continue()
    guide = guide_of(app)
    scene = app.stack.top
    assert guide is not None and isinstance(scene, TableScene)
    assert not set(row.keys) & {SKIP_KEY} and set(row.keys) <= PASS_KEYS
    for event in [key_event(k) for k in row.keys] + [typed(c) for c in row.typed]:
        d.frame(event)
        assert isinstance(app.stack.top, RulesHelpScene) and guide_of(app) is guide and guide.active
        d.key(pygame.K_ESCAPE)
        d.frame(n=2)
        assert app.stack.top is scene and guide.tip is not None


# ---------------------------------------------------------------------- replays and everywhere


def a_replay() -> tuple[Driver, ReplayPlayer]:
    state, _batches = random_match(12)
    app = App(headless=True, sound=False, size=(1024, 600))
    player = ReplayPlayer(app, storage.keep_finished(state, {}))
    app.stack.push(player)
    player.playing = False
    return Driver(app), player


def play(row: K.KeyRow) -> None:
    d, player = a_replay()
    for key in row.keys:
        was = player.playing
        d.key(key, frames=1)
        assert player.playing != was, pygame.key.name(key)


def step(row: K.KeyRow) -> None:
    d, player = a_replay()
    for key in row.keys:
        before = player.index
        d.key(key, frames=1)
        assert player.index == before + 1, pygame.key.name(key)


def speed(row: K.KeyRow) -> None:
    d, player = a_replay()
    faster = (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS)
    for key in row.keys:
        player.speed = 1.0
        d.key(key, frames=1)
        assert (player.speed > 1.0) if key in faster else (player.speed < 1.0), pygame.key.name(key)


def ends(row: K.KeyRow) -> None:
    d, player = a_replay()
    home, end = row.keys
    d.key(end, frames=1)
    assert player.index == len(player.actions)
    d.key(home, frames=1)
    assert player.index == 0


def _on_title() -> App:
    app = App(headless=True, sound=False, size=(1024, 600))
    app.stack.push(TitleScene(app))
    return app


def fullscreen(row: K.KeyRow) -> None:
    app = _on_title()
    was = app.settings.fullscreen
    Driver(app).key(row.keys[0])
    assert app.settings.fullscreen != was


def mute(row: K.KeyRow) -> None:
    app = _on_title()
    was = app.sounds.muted
    Driver(app).key(row.keys[0])
    assert app.sounds.muted != was


def backspace(row: K.KeyRow) -> None:
    for make in (RulesHelpScene, SettingsScene, ReplayBrowser):
        app = _on_title()
        scene = make(app)
        app.stack.push(scene)
        Driver(app).key(row.keys[0])
        assert isinstance(app.stack.top, TitleScene), make.__name__


def pages(row: K.KeyRow) -> None:
    app = App(headless=True, sound=False, size=(1024, 600))
    scene = RulesHelpScene(app)
    app.stack.push(scene)
    up, dn = row.keys
    Driver(app).key(dn)
    assert scene.page == 1
    Driver(app).key(up)
    assert scene.page == 0
    app, d, table_scene = a_table()
    for n in range(40):
        table_scene.session.log.append(f"line {n}")  # type: ignore[attr-defined]
    d.key(pygame.K_l)
    overlay = app.stack.top
    assert isinstance(overlay, LogOverlay)
    d.key(up)
    assert overlay.scroll > 0
    d.key(dn)
    assert overlay.scroll == 0


def change(row: K.KeyRow) -> None:
    app = App(headless=True, sound=False, size=(1024, 600))
    scene = SettingsScene(app)
    app.stack.push(scene)
    for key in row.keys:
        before = scene.row_values[0]
        Driver(app).key(key)
        assert scene.row_values[0] != before, pygame.key.name(key)


def _browser() -> tuple[App, ReplayBrowser]:
    from game.bench.library import make_replays

    make_replays(storage.replays_dir(), 30, seed=4)
    app = _on_title()
    browser = ReplayBrowser(app)
    app.stack.push(browser)
    return app, browser


def filters(row: K.KeyRow) -> None:
    app, browser = _browser()
    for key, attribute in zip(row.keys, ("mode", "level", "result"), strict=True):
        Driver(app).key(key)
        assert getattr(browser.bar, attribute) == 1, pygame.key.name(key)


def career(row: K.KeyRow) -> None:
    from game.ui.scenes.replays.career import CareerScene

    app, _browser_scene = _browser()
    Driver(app).key(row.keys[0])
    assert isinstance(app.stack.top, CareerScene)


def share(row: K.KeyRow) -> None:
    import tempfile

    folder = Path(tempfile.mkdtemp())
    app, _browser_scene = _browser()
    real = storage.share_folder
    storage.share_folder = lambda: folder  # type: ignore[assignment]
    try:
        Driver(app).key(row.keys[0])
    finally:
        storage.share_folder = real  # type: ignore[assignment]
    assert len(list(folder.iterdir())) == 1


def open_file(row: K.KeyRow) -> None:
    app, browser = _browser()
    Driver(app).key(row.keys[0])
    assert browser.box is not None


def review(row: K.KeyRow) -> None:
    app, browser = _browser()
    Driver(app).key(row.keys[0])
    assert app.stack.top is not browser and type(app.stack.top).__name__ == "ReviewScene"


CHECKS: dict[str, Callable[[K.KeyRow], None]] = {
    f.__name__: f
    for f in (
        *(numbers, arrows, enter, escape, details, log, undo, lineup, rules, reactions),
        *(leave, note, guided_rules, play, step, speed, ends, fullscreen, mute, backspace, pages, change),
        *(filters, career, share, open_file, review),
    )
}


def test_every_row_on_the_keys_page_has_a_check_and_no_check_is_left_over() -> None:
    assert sorted(r.ident for r in K.rows()) == sorted(CHECKS)


@pytest.mark.parametrize("row", K.rows(), ids=lambda r: r.ident)
def test_every_key_on_the_page_does_what_it_says(row: K.KeyRow) -> None:
    CHECKS[row.ident](row)


def test_every_key_the_game_handles_is_on_the_page() -> None:
    """Any pygame key named in the UI's code is one of the page's keys (or a text field's own)."""
    listed = {pygame.key.name(k) for r in K.rows() for k in r.keys}
    named: dict[str, str] = {}
    for path in UI.rglob("*.py"):
        for name in re.findall(r"pygame\.(K_\w+)", path.read_text(encoding="utf-8")):
            named.setdefault(name, str(path.relative_to(UI)))
    assert named, "the scan found no keys"
    missing = {
        name: where
        for name, where in named.items()
        if name not in NOT_LISTED and pygame.key.name(getattr(pygame, name)) not in listed
    }
    assert not missing, f"keys handled but not on the Keys page: {missing}"
    assert "?" in {c for r in K.rows() for c in r.typed}


def test_the_keys_page_draws_them() -> None:
    page = next(p for p in PAGES if p.picture is K.draw_keys)
    assert page.picture_h == K.picture_height() and page.title == "Keys and mouse"
