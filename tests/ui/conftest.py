"""Fixtures the window tests share."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest

from game import settings as settings_mod
from game.ui.look import layout
from game.ui.scenes import cast
from game.ui.window.app import App

cast.register()  # the table of scenes, as the window's start fills it

SMALLEST = (1024, 600)


@pytest.fixture(autouse=True)
def _smallest_window_first(monkeypatch: pytest.MonkeyPatch) -> None:
    """A window test with no size of its own opens at the smallest window (where things crowd
    first; two thirds of the 1280x720 default's pixels to draw each frame). A test of another size
    passes `size=` or its own settings."""
    load = settings_mod.load

    def smallest_unless_saved() -> tuple[settings_mod.Settings, str | None]:
        saved = settings_mod.settings_path().exists()  # (a damaged one is moved aside as it is read)
        settings, notice = load()
        return (settings if saved else settings.with_(window=SMALLEST)), notice

    monkeypatch.setattr(settings_mod, "load", smallest_unless_saved)
    layout.reset()  # the side panels' rows a table of an earlier test left


@pytest.fixture
def app() -> Iterator[App]:
    """A headless window without sound, closed after the test."""
    app = App(headless=True, sound=False)
    yield app
    app.close()


@pytest.fixture
def bare_display() -> Iterator[None]:
    """A tiny display for drawing stage pictures without an App; the design window, English and
    100 % text again afterwards."""
    import pygame

    from game.i18n import set_language
    from game.ui.look import assets
    from game.ui.look import metrics as M

    pygame.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((8, 8))
    yield
    M.set_window(1280, 720)
    set_language("en")
    assets.set_text_scale(100)


@pytest.fixture
def app_at() -> Iterator[Callable[[tuple[int, int], int, str], App]]:
    """Windows made at a size, text scale and language; all closed (English, 100 %) afterwards."""
    from game import i18n
    from game.ui.art import card_face
    from game.ui.look import assets

    apps: list[App] = []

    def make(size: tuple[int, int], scale: int, language: str) -> App:
        app = App(headless=True, sound=False, size=size)
        app.change_settings(app.settings.with_(language=language, text_scale=scale))
        apps.append(app)
        return app

    yield make
    for app in apps:
        app.close()
    card_face.faces_drawn = None
    assets.set_text_scale(100)
    i18n.set_language("en")
