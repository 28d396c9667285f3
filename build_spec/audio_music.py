"""The music for build_spec/make_audio.py: MIDI written with mido, rendered through Debian's
FluidR3 General MIDI soundfont (fluid-soundfont-gm, MIT licence) with fluidsynth."""

from __future__ import annotations

import subprocess
import tempfile
from pathlib import Path

import mido
import numpy as np
import soundfile as sf

SOUNDFONT = Path("/usr/share/sounds/sf2/FluidR3_GM.sf2")
TPB = 480  # ticks per beat
NOTE = {n: i for i, n in enumerate(["C", "C#", "D", "D#", "E", "F", "F#", "G", "G#", "A", "A#", "B"])}
DRUMS = 9


def pitch(name: str) -> int:
    """'F#4' -> 66."""
    return 12 * (int(name[-1]) + 1) + NOTE[name[:-1]]


def chord(root: str, kind: str, octave: int = 3) -> list[int]:
    base = pitch(f"{root}{octave}")
    shape = {
        "": (0, 4, 7),
        "m": (0, 3, 7),
        "7": (0, 4, 7, 10),
        "maj7": (0, 4, 7, 11),
        "m7": (0, 3, 7, 10),
        "sus": (0, 5, 7),
        "6": (0, 4, 7, 9),
    }[kind]
    return [base + s for s in shape]


class Song:
    """Notes as (channel, beat, length in beats, pitch, velocity); programs per channel."""

    def __init__(self, bpm: float, programs: dict[int, int]) -> None:
        self.bpm = bpm
        self.programs = programs
        self.notes: list[tuple[int, float, float, int, int]] = []
        self.volumes: dict[int, int] = {}

    def add(self, channel: int, beat: float, length: float, note: int, velocity: int) -> None:
        self.notes.append((channel, beat, length, note, velocity))

    def melody(self, channel: int, start: float, line: str, velocity: int) -> float:
        """A melody as 'F#4:1 A4:0.5 -:0.5 ...' (a rest is '-'); returns the beat after it."""
        at = start
        for token in line.split():
            name, length = token.split(":")
            if name != "-":
                self.add(channel, at, float(length) * 0.95, pitch(name), velocity)
            at += float(length)
        return at

    def write(self, path: Path, beats: float) -> None:
        mid = mido.MidiFile(ticks_per_beat=TPB)
        track = mido.MidiTrack()
        mid.tracks.append(track)
        events: list[tuple[int, int, mido.Message | mido.MetaMessage]] = [
            (0, 0, mido.MetaMessage("set_tempo", tempo=mido.bpm2tempo(self.bpm)))
        ]
        for ch, prog in self.programs.items():
            if ch != DRUMS:
                events.append((0, 1, mido.Message("program_change", channel=ch, program=prog)))
            events.append(
                (0, 1, mido.Message("control_change", channel=ch, control=7, value=self.volumes.get(ch, 100)))
            )
            events.append((0, 1, mido.Message("control_change", channel=ch, control=91, value=50)))
        for ch, beat, length, note, vel in self.notes:
            if beat >= beats:
                continue
            events.append((round(beat * TPB), 3, mido.Message("note_on", channel=ch, note=note, velocity=vel)))
            events.append(
                (round((beat + length) * TPB), 2, mido.Message("note_off", channel=ch, note=note, velocity=0))
            )
        events.append((round(beats * TPB), 4, mido.MetaMessage("end_of_track")))
        events.sort(key=lambda e: (e[0], e[1]))
        now = 0
        for tick, _order, msg in events:
            track.append(msg.copy(time=tick - now))
            now = tick
        mid.save(str(path))

    def render(self, beats: float, tail: float = 3.0, loop: bool = True) -> np.ndarray:
        """Stereo float audio of `beats` beats; a loop gets its release tail folded onto its start."""
        with tempfile.TemporaryDirectory() as tmp:
            mid, wav = Path(tmp) / "song.mid", Path(tmp) / "song.wav"
            self.write(mid, beats + tail * self.bpm / 60)
            subprocess.run(
                ["fluidsynth", "-ni", "-q", "-g", "0.5", "-r", "44100", "-F", str(wav), str(SOUNDFONT), str(mid)],
                check=True,
                capture_output=True,
            )
            audio, rate = sf.read(str(wav), dtype="float64", always_2d=True)
        assert rate == 44100
        length = round(beats * 60 / self.bpm * rate)
        audio = np.pad(audio, ((0, max(0, length + int(tail * rate) - len(audio))), (0, 0)))
        if not loop:
            return audio[: length + int(tail * rate)]
        body = audio[:length].copy()
        rest = audio[length : length + int(tail * rate)]
        body[: len(rest)] += rest
        return body


def drums(song: Song, bars: int, pattern: str) -> None:
    """A drum kit: 'anthem' (kick, snare, hats, a crash every four bars) or 'brush' (ride, rim)."""
    for bar in range(bars):
        b = bar * 4
        if pattern == "anthem":
            for beat in (0, 2, 2.5):
                song.add(DRUMS, b + beat, 0.25, 36, 100)
            for beat in (1, 3):
                song.add(DRUMS, b + beat, 0.25, 38, 88)
            for e in range(8):
                song.add(DRUMS, b + e * 0.5, 0.2, 42, 60 if e % 2 else 75)
            if bar % 4 == 0:
                song.add(DRUMS, b, 1.0, 49, 90)
            if bar % 4 == 3:
                for k, beat in enumerate((3, 3.25, 3.5, 3.75)):
                    song.add(DRUMS, b + beat, 0.2, (48, 47, 45, 43)[k], 80)
        else:
            for beat in range(4):
                song.add(DRUMS, b + beat, 0.5, 51, 52 if beat % 2 else 62)
                song.add(DRUMS, b + beat + 0.66, 0.2, 51, 36)
            song.add(DRUMS, b + 3, 0.25, 37, 55)
            song.add(DRUMS, b, 0.25, 36, 60)


def title_theme() -> np.ndarray:
    """The title theme: a D-major stadium anthem, brass over strings, bass and a driving kit
    (16 bars at 112 bpm, about 34 s, looped)."""
    s = Song(112, {0: 48, 1: 61, 2: 33, 3: 47, 4: 56, DRUMS: 0})
    s.volumes = {0: 82, 1: 100, 2: 100, 3: 75, 4: 78, DRUMS: 92}
    prog = [
        ("D", ""),
        ("B", "m"),
        ("G", ""),
        ("A", ""),
        ("D", ""),
        ("F#", "m"),
        ("G", ""),
        ("A", ""),
        ("B", "m"),
        ("G", ""),
        ("D", ""),
        ("A", ""),
        ("G", ""),
        ("A", ""),
        ("D", ""),
        ("A", "7"),
    ]
    for bar, (root, kind) in enumerate(prog):
        b = bar * 4
        octave = 3 if NOTE[root] <= NOTE["F#"] else 2
        for n in chord(root, kind, octave + 1):
            s.add(0, b, 3.9, n, 70)
        bass = pitch(f"{root}2")
        for beat, length in ((0, 1.5), (1.5, 0.5), (2, 1.5), (3.5, 0.5)):
            s.add(2, b + beat, length * 0.9, bass + (7 if beat == 3.5 else 0), 95)
        if bar % 4 == 0:
            s.add(3, b, 1, bass, 90)
    melody = [
        "F#4:1 A4:1 D5:1.5 C#5:0.5",
        "B4:1 A4:1 F#4:2",
        "G4:1 A4:1 B4:1 D5:1",
        "C#5:3 A4:1",
        "F#4:1 A4:1 D5:1.5 E5:0.5",
        "F#5:1 E5:1 C#5:2",
        "B4:1 C#5:1 D5:1 B4:1",
        "A4:3 -:1",
        "B4:1 D5:1 F#5:1.5 E5:0.5",
        "D5:1 B4:1 G4:2",
        "A4:1 D5:1 F#5:1 A5:1",
        "G5:2 E5:2",
        "D5:1 B4:1 G4:1 B4:1",
        "C#5:1 E5:1 A5:2",
        "F#5:1 E5:1 D5:1 A4:1",
        "D5:3 -:1",
    ]
    for bar, line in enumerate(melody):
        s.melody(1, bar * 4, line, 96 if bar >= 8 else 88)
    for bar in range(8, 16):
        for n in chord(prog[bar][0], prog[bar][1], 4)[:3]:
            for beat in (0, 1, 2, 3):
                s.add(4, bar * 4 + beat + 0.5, 0.4, n, 50)
    drums(s, 16, "anthem")
    return s.render(64)


def menu_theme() -> np.ndarray:
    """The menu and line-up loop: calm electric piano and pad over soft bass and brushes in C
    (16 bars at 84 bpm, about 46 s, looped)."""
    s = Song(84, {0: 4, 1: 89, 2: 33, 3: 11, DRUMS: 0})
    s.volumes = {0: 92, 1: 70, 2: 92, 3: 78, DRUMS: 60}
    prog = [
        ("F", "maj7"),
        ("G", "6"),
        ("E", "m7"),
        ("A", "m7"),
        ("D", "m7"),
        ("G", "sus"),
        ("C", "maj7"),
        ("C", "6"),
        ("F", "maj7"),
        ("G", "6"),
        ("E", "m7"),
        ("A", "m7"),
        ("D", "m7"),
        ("G", "7"),
        ("C", "maj7"),
        ("G", "sus"),
    ]
    for bar, (root, kind) in enumerate(prog):
        b = bar * 4
        notes = chord(root, kind, 4 if NOTE[root] < NOTE["F"] else 3)
        for n in notes:
            s.add(1, b, 4.0, n, 55)
        for e, n in enumerate(([*notes, notes[1] + 12])[:4] * 2):
            s.add(0, b + e * 0.5, 0.45, n + 12, 62 if e % 2 else 72)
        bass = pitch(f"{root}2")
        s.add(2, b, 1.8, bass, 85)
        s.add(2, b + 2, 1.0, bass + 7, 70)
        s.add(2, b + 3, 0.9, bass + 12 if bar % 2 else bass + 7, 65)
    phrases = {
        0: "A5:1.5 G5:0.5 E5:2",
        1: "D5:1 E5:1 G5:2",
        2: "B4:1.5 D5:0.5 E5:2",
        3: "C5:3 -:1",
        4: "F5:1.5 E5:0.5 D5:2",
        5: "C5:1 D5:1 G5:2",
        6: "E5:4",
        7: "-:4",
        8: "A5:1.5 G5:0.5 E5:2",
        9: "D5:1 E5:1 B5:2",
        10: "G5:1.5 E5:0.5 D5:2",
        11: "E5:3 -:1",
        12: "F5:1 A5:1 C6:1 A5:1",
        13: "G5:1 F5:1 D5:2",
        14: "E5:4",
        15: "D5:2 -:2",
    }
    for bar, line in phrases.items():
        s.melody(3, bar * 4, line, 70)
    drums(s, 16, "brush")
    return s.render(64)


def sting(kind: str) -> np.ndarray:
    """A result sting: a brass fanfare for a win, a falling minor phrase for a defeat, a warm
    cadence for a draw."""
    s = Song(100, {0: 61, 1: 48, 2: 47, DRUMS: 0})
    if kind == "win":
        s.melody(0, 0, "D4:0.33 F#4:0.33 A4:0.34 D5:1 A4:0.5 D5:2.5", 110)
        for n in chord("D", "", 3):
            s.add(1, 1, 3.5, n, 90)
        s.add(2, 0, 0.5, pitch("D2"), 110)
        s.add(2, 1, 0.5, pitch("A2"), 110)
        s.add(2, 1.5, 2, pitch("D2"), 120)
        s.add(DRUMS, 1, 2, 49, 110)
    elif kind == "loss":
        s.melody(0, 0, "A4:1 G4:1 F4:1 E4:2", 80)
        for root, kind_, at in (("D", "m", 0), ("A#", "", 2), ("A", "", 3)):
            for n in chord(root, kind_, 3 if root != "A#" else 2):
                s.add(1, at, 2 if at < 3 else 2.5, n, 70)
        s.add(2, 3, 2, pitch("A1"), 80)
    else:
        s.melody(0, 0, "G4:1 A4:1 B4:1 C5:2", 90)
        for root, kind_, at in (("F", "", 0), ("G", "", 2), ("C", "", 3)):
            for n in chord(root, kind_, 3):
                s.add(1, at, 2 if at < 3 else 2.5, n, 75)
    return s.render(6, tail=1.5, loop=False)
