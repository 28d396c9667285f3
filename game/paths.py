"""Where the game writes: the user's config and data folders (platformdirs).

`MN11_HOME` redirects both into one folder: tests and the executable's self-test use it so that
they write nothing into the user's own folders."""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "MagicNumberEleven"


def _override() -> Path | None:
    home = os.environ.get("MN11_HOME")
    return Path(home) if home else None


def config_dir() -> Path:
    base = _override()
    return base / "config" if base else platformdirs.user_config_path(APP_NAME, appauthor=False)


def data_dir() -> Path:
    base = _override()
    return base / "data" if base else platformdirs.user_data_path(APP_NAME, appauthor=False)
