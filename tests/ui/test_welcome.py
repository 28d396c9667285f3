"""The first start: the language and how to begin, skippable, and remembered."""

from __future__ import annotations

import json

import pygame

from game import i18n, settings
from game.ui.main import first_scene
from game.ui.scenes.menus.menus import NewMatchScene, TitleScene
from game.ui.scenes.menus.welcome import WelcomeScene
from game.ui.tutorial.guide import guide_of
from game.ui.window.app import App
from tests.ui.driver import Driver


def first_start() -> tuple[App, Driver]:
    app = App(headless=True, sound=False, size=(1024, 600))
    scene = first_scene(app)
    assert isinstance(scene, WelcomeScene)
    app.stack.push(scene)
    return app, Driver(app)


def test_the_first_start_chooses_the_language_then_the_guided_match_and_remembers() -> None:
    app, d = first_start()
    d.key(pygame.K_2)  # 简体中文
    assert app.settings.language == "zh_CN" and i18n.language() == "zh_CN"
    assert isinstance(app.stack.top, WelcomeScene)  # the language is chosen on the spot
    d.key(pygame.K_RETURN)  # the focus stays on the guided first match
    assert guide_of(app) is not None
    again = App(headless=True, sound=False, size=(1024, 600))
    assert again.settings.welcomed and again.settings.language == "zh_CN"
    assert isinstance(first_scene(again), TitleScene)


def test_the_first_start_can_go_to_a_new_match_or_be_skipped() -> None:
    app, d = first_start()
    d.key(pygame.K_6)
    assert isinstance(app.stack.top, NewMatchScene)
    assert app.settings.welcomed
    d.key(pygame.K_ESCAPE)
    assert isinstance(app.stack.top, TitleScene)


def test_escape_skips_to_the_title_and_is_remembered() -> None:
    app = App(headless=True, sound=False, size=(1024, 600))
    app.stack.push(WelcomeScene(app))
    d = Driver(app)
    d.key(pygame.K_ESCAPE)
    assert isinstance(app.stack.top, TitleScene) and app.settings.welcomed
    assert isinstance(first_scene(App(headless=True, sound=False, size=(1024, 600))), TitleScene)


def test_a_settings_file_from_before_the_welcome_does_not_show_it() -> None:
    path = settings.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    data = {"format": settings.FORMAT, "version": settings.VERSION, "settings": {"language": "pt"}}
    path.write_text(json.dumps(data), encoding="utf-8")
    loaded, notice = settings.load()
    assert loaded.welcomed and loaded.language == "pt" and notice is None


def test_the_first_start_sounds_like_the_title() -> None:
    """The welcome screen stands alone on the stack: its own mood gives the title theme, not the menu loop."""
    from game.ui.stage.moods import TITLE, scene_mood

    app, _d = first_start()
    assert scene_mood(app.stack) == TITLE
