"""Every screen can be left with Esc and answered with Enter (issue #23)."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from game.ui.scenes.match.base import MatchBase
from game.ui.scenes.menus.menus import NewMatchScene, TitleScene
from game.ui.scenes.menus.settings_scene import SettingsScene
from game.ui.scenes.menus.welcome import WelcomeScene
from game.ui.scenes.overlays.log_overlay import LogOverlay
from game.ui.scenes.overlays.overlays import ConfirmDialog, DetailsOverlay, PassScreen, PauseMenu, RulesScene
from game.ui.scenes.replays.replays import ReplayBrowser
from game.ui.scenes.rules.rules_help import RulesHelpScene
from game.ui.widgets.basic import Menu
from game.ui.window.app import App
from game.ui.window.scene import Scene
from tests.ui.driver import Driver
from tests.ui.helpers import session_at

Build = Callable[[App], Scene]


def over_title(make: Callable[[App], Scene]) -> Build:
    def build(app: App) -> Scene:
        app.stack.push(TitleScene(app))
        scene = make(app)
        app.stack.push(scene)
        return scene

    return build


def in_match(phase: str, overlay: Callable[[App, object], Scene] | None = None) -> Build:
    def build(app: App) -> Scene:
        session = session_at(app, (phase,), seed=3, random_play=phase not in ("draft", "lineup", "player_action"))
        Driver(app).frame(n=3)
        if overlay is None:
            top = app.stack.top
            assert top is not None
            if isinstance(top, MatchBase):
                top.anim.skip_all()
            return top
        scene = overlay(app, session)
        app.stack.push(scene)
        return scene

    return build


SCREENS: dict[str, Build] = {
    "title": lambda app: (app.stack.push(TitleScene(app)), app.stack.top)[1],  # type: ignore[func-returns-value]
    "welcome": over_title(WelcomeScene),
    "new match": over_title(NewMatchScene),
    "settings": over_title(SettingsScene),
    "replays": over_title(ReplayBrowser),
    "rules": over_title(RulesHelpScene),
    "rules in brief": over_title(RulesScene),
    "confirm": over_title(lambda app: ConfirmDialog(app, "?", "", "yes", "no", lambda: None)),
    "details": over_title(lambda app: DetailsOverlay(app, "CF_STRIKER")),
    "draft": in_match("draft"),
    "line-up": in_match("lineup"),
    "table": in_match("player_action"),
    "shoot-out": in_match("shootout_kick"),
    "full time": in_match("over"),
    "pause": in_match("player_action", lambda app, s: PauseMenu(app, s)),  # type: ignore[arg-type]
    "pass screen": in_match("player_action", lambda app, s: PassScreen(app, s)),  # type: ignore[arg-type]
    "match log": in_match("player_action", lambda app, s: LogOverlay(app, s.log)),  # type: ignore[attr-defined]
}


@pytest.mark.parametrize("name", list(SCREENS))
def test_escape_leaves_the_screen(name: str) -> None:
    app = App(headless=True, sound=False, size=(1024, 600))
    scene = SCREENS[name](app)
    d = Driver(app)
    if isinstance(scene, PassScreen):
        d.frame(n=20)  # it ignores input for a moment (a click meant for the screen before)
    d.key(pygame.K_ESCAPE)
    assert app.stack.top is not scene or not app.running, name
    if isinstance(scene, MatchBase) and name != "full time":
        assert isinstance(app.stack.top, PauseMenu)


@pytest.mark.parametrize("name", list(SCREENS))
def test_enter_answers_the_screen(name: str) -> None:
    app = App(headless=True, sound=False, size=(1024, 600))
    scene = SCREENS[name](app)
    d = Driver(app)
    d.frame(n=20 if isinstance(scene, PassScreen) else 2)
    if isinstance(scene, MatchBase):
        scene.anim.skip_all()
        getattr(scene, "skip", lambda: None)()  # full time: the celebration is over
        d.frame(n=2)
    menu = getattr(scene, "menu", None)
    answered: list[int] = []
    if isinstance(menu, Menu) and menu.buttons:
        button = menu.buttons[menu.focus]
        assert button.enabled, name
        button.action = lambda: answered.append(1)
        d.key(pygame.K_RETURN)
        assert answered, name
    else:
        d.key(pygame.K_RETURN)
        assert app.stack.top is not scene, name
