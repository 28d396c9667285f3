"""One place that finds files the game ships, from source and from a frozen build."""

from __future__ import annotations

import sys
from pathlib import Path


def root() -> Path:
    """The folder holding `game/`, `sprites/` and `fonts/` (PyInstaller's `_MEIPASS` when frozen)."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen)
    return Path(__file__).resolve().parent.parent


def resource_path(*parts: str) -> Path:
    """Path of a shipped resource, e.g. `resource_path("game", "data", "cards.toml")`."""
    return root().joinpath(*parts)


def data_path(name: str) -> Path:
    return resource_path("game", "data", name)
