"""One place that finds files the game ships, the same way in a source checkout (plain or editable
install), in an installed wheel and in the PyInstaller build.

`game/...` files live in the package. The top-level `sprites/` and `fonts/` of the repository are
mapped into the package as `game/shipped/` when a wheel is built (pyproject.toml) and when the
executable is built (build_spec/MagicNumberEleven.spec); in a checkout they sit beside `game/`."""

from __future__ import annotations

import sys
from pathlib import Path

SHIPPED = "shipped"


def root() -> Path:
    """The folder holding the `game` package (PyInstaller's `_MEIPASS` when frozen)."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen)
    return Path(__file__).resolve().parent.parent


def resource_path(*parts: str) -> Path:
    """Path of a shipped resource, e.g. `resource_path("game", "data", "cards.toml")` or
    `resource_path("sprites", "ball.png")`."""
    base = root()
    if parts[0] != "game":
        inside = base / "game" / SHIPPED / parts[0]
        if inside.is_dir():
            return inside.joinpath(*parts[1:])
    return base.joinpath(*parts)


def data_path(name: str) -> Path:
    return resource_path("game", "data", name)
