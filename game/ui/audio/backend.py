"""What the mixer needs from an audio device (`Backend`), and pygame-ce's mixer as one. Seven
channels are reserved for the loops (two for cross-fading music, five crowd beds); effects take
any other. No device means no backend (the game is silent and says so only in the log); a missing
or damaged file loads as None (silence) with a log line."""

from __future__ import annotations

import logging
import math
from typing import Any, Protocol

import pygame

from game.resources import resource_path

log = logging.getLogger(__name__)

LOOP_CHANNELS = 7
EFFECT_CHANNELS = 28


class Backend(Protocol):
    def load(self, name: str) -> Any | None:
        """The sound `name` (game/data/sounds/<name>.ogg), or None when it is missing or damaged."""
        ...

    def length(self, sound: Any) -> float: ...

    def play_effect(self, sound: Any, volume: float, pan: float = 0.0) -> None:
        """Play `sound` once at `volume`, placed at `pan` (-1 left .. 1 right)."""
        ...

    def start_loop(self, channel: int, sound: Any) -> None:
        """Play `sound` for ever on the reserved `channel` (silent until `set_volume`)."""
        ...

    def stop_loop(self, channel: int) -> None: ...

    def set_volume(self, channel: int, volume: float) -> None: ...

    def stop_effects(self) -> None: ...


def pan_volumes(volume: float, pan: float) -> tuple[float, float]:
    """The left and right volumes of an effect at `pan` (-1 left .. 1 right): equal power, the near
    side never louder than `volume` (so a centred effect plays at `volume` on both)."""
    angle = (max(-1.0, min(1.0, pan)) + 1) * math.pi / 4
    return volume * min(1.0, math.sqrt(2) * math.cos(angle)), volume * min(1.0, math.sqrt(2) * math.sin(angle))


def sound_path(name: str) -> str:
    return str(resource_path("game", "data", "sounds", f"{name}.ogg"))


class PygameBackend:
    """pygame-ce's mixer. Raises pygame.error when there is no audio device."""

    def __init__(self) -> None:
        if not pygame.mixer.get_init():
            pygame.mixer.init(44100, -16, 2, 1024)
        pygame.mixer.set_num_channels(LOOP_CHANNELS + EFFECT_CHANNELS)
        pygame.mixer.set_reserved(LOOP_CHANNELS)
        self.loops = [pygame.mixer.Channel(i) for i in range(LOOP_CHANNELS)]

    def load(self, name: str) -> pygame.mixer.Sound | None:
        path = sound_path(name)
        try:
            return pygame.mixer.Sound(path)
        except (pygame.error, OSError, ValueError) as exc:
            log.warning("sound %s could not be loaded (%s); it stays silent", path, exc)
            return None

    def length(self, sound: pygame.mixer.Sound) -> float:
        return float(sound.get_length())

    def play_effect(self, sound: pygame.mixer.Sound, volume: float, pan: float = 0.0) -> None:
        try:
            channel = sound.play()
            if channel is not None:
                channel.set_volume(*pan_volumes(volume, pan))
        except pygame.error as exc:
            log.info("an effect could not play: %s", exc)

    def start_loop(self, channel: int, sound: pygame.mixer.Sound) -> None:
        try:
            self.loops[channel].set_volume(0.0)
            self.loops[channel].play(sound, loops=-1)
        except pygame.error as exc:
            log.info("a loop could not play: %s", exc)

    def stop_loop(self, channel: int) -> None:
        try:
            self.loops[channel].stop()
        except pygame.error:
            pass

    def set_volume(self, channel: int, volume: float) -> None:
        try:
            self.loops[channel].set_volume(volume)
        except pygame.error:
            pass

    def stop_effects(self) -> None:
        try:
            for i in range(LOOP_CHANNELS, LOOP_CHANNELS + EFFECT_CHANNELS):
                pygame.mixer.Channel(i).stop()
        except pygame.error:
            pass


def open_device() -> PygameBackend | None:
    """pygame's mixer, or None when this machine has no audio device (logged, not shown)."""
    try:
        return PygameBackend()
    except pygame.error as exc:
        log.info("no audio device (%s): the game plays silently", exc)
        return None
