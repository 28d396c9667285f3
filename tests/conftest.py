"""Tests never open a real window or sound device."""

import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from collections.abc import Iterator

import pytest

# Each xdist worker imports every test module, and pytest rewrites each one's asserts (~4 s of CPU a
# worker): with PYTHONDONTWRITEBYTECODE set it could not keep them, nor the game's compiled modules.
# Compiled files go to the `__pycache__` folders Python and pytest always use (git ignores them).
sys.dont_write_bytecode = False


@pytest.fixture(autouse=True, scope="session")
def _no_flush_to_disk() -> Iterator[None]:
    """Saves are written as the game writes them (a temporary file renamed into place), only without
    waiting for the disk to flush each one: a power cut is not something a test can check, and the
    wait (an autosave after every action) was seconds of a whole match's test."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(os, "fsync", lambda fd: None)
        yield


@pytest.fixture(autouse=True)
def _user_folders(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Settings, autosaves and replays go to a fresh folder per test, never the user's own; no multicast."""
    monkeypatch.setenv("MN11_HOME", str(tmp_path_factory.mktemp("mn11-home")))
    # no test announces or looks for matches on the local network (the monkey reaches Play online)
    monkeypatch.setenv("MN11_NO_DISCOVERY", "1")
    yield
    # a test (the monkey in the settings screen) may have switched the language: back to English
    from game import i18n

    if i18n.language() != i18n.DEFAULT:
        i18n.set_language(i18n.DEFAULT)
    from game.ui.look import assets, bindings, palettes

    assets.notices.clear()
    bindings.use(())  # a test that changed the keys leaves the defaults behind
    palettes.set_palette("standard")  # a test may have chosen another colour vision


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """The big randomised runs (`@pytest.mark.slow`) run only with MN11_BIG=1."""
    if os.environ.get("MN11_BIG") == "1":
        return
    skip = pytest.mark.skip(reason="big run: set MN11_BIG=1")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip)
