"""Start the window on the title scene."""

from __future__ import annotations

import argparse

from game.ui.app import App
from game.ui.scenes.menus import TitleScene


def run(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game", description="Magic Number Eleven")
    parser.add_argument("--mute", action="store_true", help="start with the sound off")
    args = parser.parse_args(argv or [])
    app = App()
    if args.mute:
        app.sounds.toggle_mute()
    return app.run(TitleScene(app))
