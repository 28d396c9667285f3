"""Tests never open a real window or sound device."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """The big randomised runs (`@pytest.mark.slow`) run only with MN11_BIG=1."""
    if os.environ.get("MN11_BIG") == "1":
        return
    skip = pytest.mark.skip(reason="big run: set MN11_BIG=1")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip)
