"""Where widgets send interface sounds (a menu click) without knowing the window: the window
connects its mixer here; unconnected, the cues go nowhere."""

from __future__ import annotations

from collections.abc import Callable

_sink: Callable[[str], None] | None = None


def connect(sink: Callable[[str], None] | None) -> None:
    global _sink
    _sink = sink


def ui_cue(name: str) -> None:
    if _sink is not None:
        _sink(name)
