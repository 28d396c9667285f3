"""The table of scenes: which scene class plays each engine phase, and the few scenes one room of
scenes opens in a room above it (the title, the settings, the online lobby, hosting a saved
online match again, the next online match). It is filled once at start by
`game.ui.scenes.cast.register` (the window's start, `game.ui.main`, calls it; so do the self-test,
the benchmarks and the tests' set-up), so the window and the scenes find each other through it and
never import a scene above their own room: no import circle."""

from __future__ import annotations

from typing import Any

_PARTS: dict[str, Any] = {}


def fill(**parts: Any) -> None:
    """Register scenes (and the factories that open them) by name."""
    _PARTS.update(parts)


def part(name: str) -> Any:
    """The scene class or factory registered as `name`."""
    try:
        return _PARTS[name]
    except KeyError:
        raise LookupError(
            f"no scene is registered as {name!r}: game.ui.scenes.cast.register() fills the table at start"
        ) from None


def scene_for_phase(phase: str) -> Any:
    """The match scene class that shows the engine's `phase`."""
    return part("scene_for_phase")(phase)
