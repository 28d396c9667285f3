"""Fixtures the window tests share."""

from __future__ import annotations

from collections.abc import Iterator

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
