"""The game's mixer: effects on cue, the music and the crowd bed as loops that follow a `Mood`
(the scene's: which music, how loud the crowd), master/music/effects volumes and a mute switch.
Sounds load in a background thread (the first frame never waits for them); an effect asked for
before its turn loads at once. Without a backend everything is silent but the volumes still apply."""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game.ui.audio import cues
from game.ui.audio.backend import LOOP_CHANNELS, Backend
from game.ui.audio.crowd import BEDS, Crowd

MUSIC_A, MUSIC_B = 0, 1
BED_CHANNELS = {2 + i: bed for i, bed in enumerate(BEDS)}  # the crowd's beds on the other loop channels
UNDER_CROWD = 0.35  # the music's level while a crowd is heard
DUCKED = 0.3  # the music's level under a big moment
FADE_MUSIC = 1.2  # per second: how fast the music's level moves toward its target
FADE_CROWD = 2.5
SILENT = 0.002


@dataclass(frozen=True)
class Mood:
    """What a scene sounds like: its music ("title", "menu" or None), the crowd's intensity
    (0 a murmur .. 1 the whole stadium on its feet; None: no crowd), the music's own level, and
    `hush`: the crowd holds its breath (the beat before a shot's release)."""

    music: str | None = "menu"
    crowd: float | None = None
    music_gain: float = 1.0
    hush: bool = False


class Audio:
    def __init__(
        self,
        backend: Backend | None = None,
        master: int = 80,
        music: int = 70,
        effects: int = 90,
        background: bool = True,
    ) -> None:
        self.backend = backend
        self.muted = False
        self._listeners: list[Callable[[str], None]] = []
        self.master, self.music, self.effects = master / 100, music / 100, effects / 100
        self._sounds: dict[str, Any | None] = {}
        self._levels = [0.0] * LOOP_CHANNELS
        self._playing: list[str | None] = [None] * LOOP_CHANNELS
        self.crowd = Crowd()
        self._music_channel = MUSIC_A
        self._duck = 0.0
        self._background = backend is not None and background
        self._loader: threading.Thread | None = None
        self._loaded_all = not self._background  # until then the loops wait for the loader
        self._updates = 0

    # ------------------------------------------------------------------ loading

    def _start_loader(self) -> None:
        """Load every sound in a background thread (started once the first frame is on screen)."""
        if self._background and self._loader is None:
            self._loader = threading.Thread(target=self._load_all, name="sound-loader", daemon=True)
            self._loader.start()

    def _load_all(self) -> None:
        for name in ("click", *cues.MUSIC.values(), *cues.BEDS, *cues.EFFECTS):
            self._get(name)
        self._loaded_all = True

    def _get(self, name: str) -> Any | None:
        if name not in self._sounds and self.backend is not None:
            self._sounds[name] = self.backend.load(name)
        return self._sounds.get(name)

    def _ready(self, name: str) -> Any | None:
        """A loop's sound if it has loaded (the loader thread is not waited for)."""
        if not self._loaded_all:
            return self._sounds.get(name)
        return self._get(name)

    def wait_loaded(self, timeout: float = 10.0) -> None:
        self._start_loader()
        if self._loader is not None:
            self._loader.join(timeout)

    # ------------------------------------------------------------------ volumes

    def set_volumes(self, master: int, music: int, effects: int) -> None:
        """Percent, 0..100 each (the settings screen's sliders)."""
        clamp = lambda v: max(0, min(100, v)) / 100  # noqa: E731
        self.master, self.music, self.effects = clamp(master), clamp(music), clamp(effects)
        self._apply()

    def set_volume(self, volume: float) -> None:
        """The master volume, 0.0..1.0."""
        self.master = max(0.0, min(1.0, volume))
        self._apply()

    def toggle_mute(self) -> bool:
        self.muted = not self.muted
        if self.muted and self.backend is not None:
            self.backend.stop_effects()
        self._apply()
        return self.muted

    def effect_volume(self) -> float:
        return 0.0 if self.muted else self.master * self.effects

    def channel_volume(self, channel: int) -> float:
        """What a loop channel plays at now (its level, its category's volume, the master, mute)."""
        if self.muted:
            return 0.0
        category = self.music if channel in (MUSIC_A, MUSIC_B) else self.effects
        return self._levels[channel] * category * self.master

    def _apply(self) -> None:
        if self.backend is None:
            return
        for channel, name in enumerate(self._playing):
            if name is not None:
                self.backend.set_volume(channel, self.channel_volume(channel))

    # ------------------------------------------------------------------ effects

    def listen(self, heard: Callable[[str], None]) -> None:
        """`heard(name)` is told of every effect played, even muted (the captions)."""
        self._listeners.append(heard)

    def play(self, name: str, pan: float = 0.0) -> None:
        """An effect, now (silent when muted or the volume is zero); `pan` places it left (-1) to
        right (1), e.g. where on the table a card lands."""
        for heard in self._listeners:
            heard(name)
        self.crowd.hear(name)
        if name in cues.BIG:
            self._duck = max(self._duck, 1.2 * cues.BIG[name] + 0.8)
        volume = self.effect_volume()
        if volume <= 0 or self.backend is None:
            return
        sound = self._get(name)
        if sound is not None:
            self.backend.play_effect(sound, volume, max(-1.0, min(1.0, pan)))
            if name in cues.BIG:
                self._duck = max(self._duck, self.backend.length(sound) * cues.BIG[name])

    # ------------------------------------------------------------------ the loops

    def update(self, dt: float, mood: Mood) -> None:
        """Move the music and the crowd bed toward what `mood` asks for (called every frame)."""
        self._updates += 1
        if self._updates == 2:  # the first frame has been drawn
            self._start_loader()
        self._duck = max(0.0, self._duck - dt)
        music = cues.MUSIC.get(mood.music) if mood.music else None
        if music != self._playing[self._music_channel]:
            other = MUSIC_B if self._music_channel == MUSIC_A else MUSIC_A
            if music is None or self._start(other, music):
                self._music_channel = other
        level = mood.music_gain * (UNDER_CROWD if mood.crowd is not None else 1.0) * (DUCKED if self._duck > 0 else 1.0)
        targets = {self._music_channel: level if music else 0.0}
        beds = self.crowd.levels(dt, mood.crowd, mood.hush)
        targets.update({channel: beds[bed] for channel, bed in BED_CHANNELS.items()})
        for channel in range(LOOP_CHANNELS):
            if channel in BED_CHANNELS and targets[channel] > 0 and self._playing[channel] is None:
                self._start(channel, BED_CHANNELS[channel])
            target = targets.get(channel, 0.0)
            rate = FADE_CROWD if channel in BED_CHANNELS else FADE_MUSIC
            current = self._levels[channel]
            step = rate * dt
            self._levels[channel] = min(target, current + step) if target > current else max(target, current - step)
            if self._playing[channel] is not None and self._levels[channel] <= SILENT and target <= SILENT:
                self._stop(channel)
        self._apply()

    def _start(self, channel: int, name: str) -> bool:
        sound = self._ready(name)
        if sound is None or self.backend is None:
            return False
        self.backend.start_loop(channel, sound)
        self._playing[channel] = name
        self._levels[channel] = 0.0
        return True

    def _stop(self, channel: int) -> None:
        if self.backend is not None:
            self.backend.stop_loop(channel)
        self._playing[channel] = None
        self._levels[channel] = 0.0

    def loops(self) -> dict[str, float]:
        """The loops playing now and their volumes (for tests and the recording bench)."""
        return {name: self.channel_volume(ch) for ch, name in enumerate(self._playing) if name is not None}

    def close(self) -> None:
        for channel in range(LOOP_CHANNELS):
            if self._playing[channel] is not None:
                self._stop(channel)
