"""The game's sound: effects on cue, music and the crowd bed (mixer.py), what each screen sounds
like (moods.py), the device (backend.py) and the sound names (cues.py)."""

from __future__ import annotations

from game.ui.audio.backend import open_device
from game.ui.audio.mixer import Audio, Mood


def open_audio(enabled: bool, master: int = 80, music: int = 70, effects: int = 90) -> Audio:
    """The window's mixer: on the machine's audio device, or silent when `enabled` is False or
    there is no device (a log line, nothing shown)."""
    return Audio(open_device() if enabled else None, master, music, effects)


__all__ = ["Audio", "Mood", "open_audio"]
