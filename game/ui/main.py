"""Start the window on the title scene."""

from __future__ import annotations

import argparse

from game.ui.scenes import cast
from game.ui.scenes.menus.menus import TitleScene
from game.ui.scenes.menus.welcome import WelcomeScene
from game.ui.window.app import App
from game.ui.window.scene import Scene


def run(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game", description="Magic Number Eleven")
    parser.add_argument("--mute", action="store_true", help="start with the sound off")
    args = parser.parse_args(argv or [])
    cast.register()
    app = App()
    if args.mute:
        app.sounds.toggle_mute()
    return app.run(first_scene(app))


def first_scene(app: App) -> Scene:
    """The title, or on the very first start the choice of language and how to begin."""
    return TitleScene(app) if app.settings.welcomed else WelcomeScene(app)
