"""A crash never just vanishes: the traceback goes to a log file in the user's data folder and the
player sees a message saying where it is."""

from __future__ import annotations

import datetime
import platform
import sys
import traceback
from pathlib import Path

from game import __version__
from game.paths import data_dir


def write_crash_log(exc: BaseException) -> Path | None:
    """Write the crash report; None if even that is impossible (read-only disk...)."""
    stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M%S")
    try:
        folder = data_dir() / "logs"
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / f"crash-{stamp}.log"
        lines = [
            f"Magic Number Eleven {__version__} crashed at {stamp}",
            f"Python {sys.version.split()[0]} on {platform.platform()}, frozen={getattr(sys, 'frozen', False)}",
            "",
            *traceback.format_exception(type(exc), exc, exc.__traceback__),
        ]
        path.write_text("\n".join(lines), encoding="utf-8")
        return path
    except OSError:
        return None


def crash_message(path: Path | None) -> str:
    from game.i18n import _

    where = _("A report was saved to:\n{path}").format(path=path) if path else _("The report could not be saved.")
    return _("Magic Number Eleven met an unexpected error and had to close.") + "\n\n" + where


def show_crash(exc: BaseException, interactive: bool = True) -> Path | None:
    """Log the crash and tell the player: on stderr, and in a message box when there is a screen."""
    path = write_crash_log(exc)
    message = crash_message(path)
    print(message, file=sys.stderr)
    if interactive:
        try:
            import pygame

            pygame.display.init()
            pygame.display.message_box("Magic Number Eleven", message, message_type="error")
        except Exception:  # no display or no pygame: stderr already has the message
            pass
    return path
