"""A recording stand-in for the audio device (game.ui.audio.backend.Backend): it remembers every
effect played, with its volume and the frame it was played in, and the loops' channel volumes."""

from __future__ import annotations

from dataclasses import dataclass, field

from game.ui.audio import Audio


@dataclass
class FakeMixer:
    frame: int = 0
    missing: frozenset[str] = frozenset()
    played: list[tuple[int, str, float]] = field(default_factory=list)  # (frame, name, volume)
    loops: dict[int, str] = field(default_factory=dict)
    volumes: dict[int, float] = field(default_factory=dict)
    effects_stopped: int = 0
    pans: list[float] = field(default_factory=list)  # each played effect's place, -1 left .. 1 right

    def load(self, name: str) -> str | None:
        return None if name in self.missing else name

    def length(self, sound: str) -> float:
        return 2.0

    def play_effect(self, sound: str, volume: float, pan: float = 0.0) -> None:
        self.played.append((self.frame, sound, volume))
        self.pans.append(pan)

    def start_loop(self, channel: int, sound: str) -> None:
        self.loops[channel] = sound
        self.volumes[channel] = 0.0

    def stop_loop(self, channel: int) -> None:
        self.loops.pop(channel, None)
        self.volumes.pop(channel, None)

    def set_volume(self, channel: int, volume: float) -> None:
        self.volumes[channel] = volume

    def stop_effects(self) -> None:
        self.effects_stopped += 1

    def names(self) -> list[str]:
        return [name for _frame, name, _volume in self.played]

    def loop_volume(self, name: str) -> float:
        return sum(self.volumes.get(ch, 0.0) for ch, playing in self.loops.items() if playing == name)


def fake_audio(master: int = 100, music: int = 100, effects: int = 100) -> tuple[Audio, FakeMixer]:
    mixer = FakeMixer()
    return Audio(mixer, master, music, effects, background=False), mixer
