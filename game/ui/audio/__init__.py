"""The game's sound: effects on cue, music and the crowd bed (mixer.py), the device (backend.py),
the sound names (cues.py) and the cue bus widgets ring (bus.py); what each screen sounds like is
game.ui.stage.moods. Imports nothing else from game.ui."""

from __future__ import annotations

from game.ui.audio.backend import open_device
from game.ui.audio.mixer import Audio, Mood


def open_audio(enabled: bool, master: int = 80, music: int = 70, effects: int = 90) -> Audio:
    """The window's mixer: on the machine's audio device, or silent when `enabled` is False or
    there is no device (a log line, nothing shown)."""
    return Audio(open_device() if enabled else None, master, music, effects)


__all__ = ["Audio", "Mood", "open_audio"]
