"""Fixtures the window tests share."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from game.ui.scenes import cast
from game.ui.window.app import App

cast.register()  # the table of scenes, as the window's start fills it


@pytest.fixture
def app() -> Iterator[App]:
    """A headless window without sound, closed after the test."""
    app = App(headless=True, sound=False)
    yield app
    app.close()
