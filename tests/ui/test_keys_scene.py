"""Settings → Keys (issue #42 point 5): a key changed by pressing it works everywhere and is shown
everywhere; a clash is refused with the name of the action that has it; reset to defaults; the
mouse works too; the screen fits at 1024x600 in every language."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.ui.look import bindings
from game.ui.scenes.match.lineup import LineupScene
from game.ui.scenes.menus.keys_scene import KeysScene
from game.ui.scenes.menus.settings_scene import SettingsScene
from game.ui.scenes.overlays.overlays import DetailsOverlay
from game.ui.scenes.rules import rules_keys as K
from game.ui.widgets import basic as widgets
from game.ui.widgets import key_hint as KH
from game.ui.window.app import App
from game.ui.words import rules_text
from tests.ui.driver import Driver, key_event
from tests.ui.helpers import session_at
from tests.ui.test_keys_page import a_table


def keys_screen() -> tuple[App, Driver, KeysScene]:
    app = App(headless=True, sound=False, size=(1024, 600))
    scene = KeysScene(app)
    app.stack.push(scene)
    d = Driver(app)
    d.frame()
    return app, d, scene


def focus(scene: KeysScene, action: str) -> None:
    scene.menu.focus = scene.actions.index(action)


def test_settings_opens_the_keys_screen() -> None:
    app = App(headless=True, sound=False, size=(1024, 600))
    settings = SettingsScene(app)
    app.stack.push(settings)
    settings.show_row("Keys")
    Driver(app).key(pygame.K_RETURN)
    assert isinstance(app.stack.top, KeysScene)


def test_a_key_is_changed_by_pressing_it_and_works_in_the_match() -> None:
    app, d, scene = keys_screen()
    focus(scene, "details")
    d.key(pygame.K_RETURN)
    assert scene.waiting == "details"
    d.key(pygame.K_x)
    assert scene.waiting is None and dict(app.settings.keys) == {"details": ("x",)}
    assert bindings.name("details") == "X"
    app2, d2, table = a_table()  # a new window reads the saved settings
    assert dict(app2.settings.keys) == {"details": ("x",)}
    table.select(table.view().me.available[0])
    d2.key(pygame.K_d)
    assert not isinstance(app2.stack.top, DetailsOverlay)
    d2.key(pygame.K_x)
    assert isinstance(app2.stack.top, DetailsOverlay)


def test_a_clash_is_refused_with_the_name_of_the_action_that_has_it() -> None:
    app, d, scene = keys_screen()
    focus(scene, "details")
    d.key(pygame.K_RETURN)
    d.key(pygame.K_c)  # C confirms the line-up
    assert scene.waiting == "details" and app.settings.keys == ()
    assert "confirm the line-up" in scene.said and not scene.said_ok
    d.key(pygame.K_ESCAPE)  # keep the old key
    assert scene.waiting is None and app.settings.keys == () and isinstance(app.stack.top, KeysScene)


def test_a_fixed_key_is_refused() -> None:
    app, d, scene = keys_screen()
    focus(scene, "log")
    d.key(pygame.K_RETURN)
    for key in (pygame.K_1, pygame.K_UP, pygame.K_TAB, pygame.K_SPACE):
        d.key(key)
        assert scene.waiting == "log" and app.settings.keys == ()
    d.key(pygame.K_LSHIFT)  # a modifier alone waits for the key
    assert scene.said_ok is False and scene.waiting == "log"


def test_the_window_keys_are_taken_while_a_key_is_chosen() -> None:
    app, d, scene = keys_screen()
    focus(scene, "details")
    d.key(pygame.K_RETURN)
    d.key(pygame.K_F11)  # fullscreen's own key: refused with its name, the window stays as it is
    assert not app.fullscreen and scene.waiting == "details" and "fullscreen" in scene.said
    d.key(pygame.K_m)
    assert not app.sounds.muted and "sound on / off" in scene.said
    d.key(pygame.K_F9)
    assert scene.waiting is None and bindings.keys_for("details") == (pygame.K_F9,)


def test_reset_to_defaults_and_the_mouse() -> None:
    app, d, scene = keys_screen()
    row = scene.menu.buttons[scene.actions.index("mute")].rect
    d.click(row.center)
    assert scene.waiting == "mute"
    d.key(pygame.K_n)
    assert bindings.keys_for("mute") == (pygame.K_n,)
    reset = next(b for b in scene.menu.buttons if b.label == "Reset to defaults")
    d.click(reset.rect.center)
    assert app.settings.keys == () and bindings.keys_for("mute") == (pygame.K_m,)


def test_hints_lessons_and_rules_show_the_players_keys() -> None:
    _app, d, scene = keys_screen()
    for action, key in (("lineup", pygame.K_v), ("leave", pygame.K_F9), ("undo", pygame.K_u)):
        focus(scene, action)
        d.key(pygame.K_RETURN)
        d.key(key)
    assert "V: confirm" in i18n._(KH.LINEUP).format(key=bindings.name("lineup"))
    rows = {r.ident: r for r in K.rows()}
    assert rows["lineup"].cap == "V" and rows["leave"].cap == "F9" and rows["undo"].cap == "Ctrl+U"
    assert rows["lineup"].keys == (pygame.K_v,)
    keys_paragraph = rules_text.paragraphs()[-1]
    assert "V confirms the line-up" in keys_paragraph and "F9 leaves the lessons" in keys_paragraph
    assert "{" not in keys_paragraph


def test_the_line_up_is_confirmed_with_the_players_key() -> None:
    app = App(headless=True, sound=False, size=(1024, 600))
    app.change_settings(app.settings.with_(keys=(("lineup", ("v",)),)))
    session_at(app, ("lineup",), seed=2)
    d = Driver(app)
    d.frame(n=3)
    scene = app.stack.top
    assert isinstance(scene, LineupScene)
    acts: list[object] = []
    scene.act = acts.append  # type: ignore[method-assign]
    scene.bench = list(scene.view().me.roster[:3])
    d.frame(key_event(pygame.K_c))
    assert acts == []
    d.frame(key_event(pygame.K_v))
    assert len(acts) == 1


@pytest.mark.parametrize("lang", ["en", "zh_CN", "ja", "pt"])
def test_the_keys_screen_fits_at_the_smallest_window(lang: str) -> None:
    app, d, scene = keys_screen()
    i18n.set_language(lang)
    try:
        scene._build()
        focus(scene, "details")
        d.key(pygame.K_RETURN)
        d.key(pygame.K_c)  # the refusal, the longest line
        widgets.overflows.clear()
        scene.draw(app.screen)
        assert widgets.overflows == []
        screen = app.screen.get_rect()
        for b in scene.menu.buttons:
            assert screen.contains(b.rect), b.label
        rects = [b.rect for b in scene.menu.buttons]
        assert all(not a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1 :])
    finally:
        i18n.set_language("en")
