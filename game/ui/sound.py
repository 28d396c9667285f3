"""Sound effects with a mute switch. No audio device (tests, servers) means silence, never an error."""

from __future__ import annotations

import pygame

from game.resources import resource_path

NAMES = ("kick", "flip", "whistle", "crowd")


class Sounds:
    def __init__(self, enabled: bool = True) -> None:
        self.muted = False
        self.volume = 1.0
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        if not enabled:
            return
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(22050, -16, 1, 512)
            for name in NAMES:
                self._sounds[name] = pygame.mixer.Sound(str(resource_path("game", "data", "sounds", f"{name}.wav")))
        except (pygame.error, OSError, FileNotFoundError):
            self._sounds = {}
        self.set_volume(self.volume)

    def play(self, name: str) -> None:
        if self.muted:
            return
        snd = self._sounds.get(name)
        if snd is not None:
            try:
                snd.play()
            except pygame.error:
                pass

    def set_volume(self, volume: float) -> None:
        """0.0 (silent) .. 1.0 (full); the settings screen's sound volume."""
        self.volume = max(0.0, min(1.0, volume))
        for snd in self._sounds.values():
            try:
                snd.set_volume(self.volume)
            except pygame.error:
                pass

    def toggle_mute(self) -> bool:
        self.muted = not self.muted
        if self.muted and pygame.mixer.get_init():
            pygame.mixer.stop()
        return self.muted
