"""The clubs' chants and the crowd's other beds for build_spec/make_audio.py: each club's chant
(game/chants.py: rhythm and melody as data) sung twice by a stand of formant voices with claps over
the soundfont's detuned choir (FluidR3 GM "Choir Aahs"/"Voice Oohs"), in a stadium's echo; the expectant hush, the singing swell and the disappointed grumble (numpy/scipy, seeded)."""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
from audio_crowd import babble, calls, claps, sung, voice
from audio_music import Song
from audio_sfx import RATE, Array, bandpass, highpass, loop_seam, lowpass, pink, smooth_random, stereo, t_axis
from scipy import signal

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.chants import CHANTS

CHANT_NAMES = tuple(f"chant_{c}" for c in CHANTS)


def midi_hz(midi: float) -> float:
    return 440.0 * 2 ** ((midi - 69) / 12)


def echo(x: Array, seed: int, seconds: float = 1.1, wet: float = 0.35) -> Array:
    """A stadium's open-air echo: a decaying noise tail, darker as it fades (per channel)."""
    rng = np.random.default_rng(seed)
    t = t_axis(seconds)
    out = np.array(x, dtype=float)
    for ch in range(x.shape[1] if x.ndim == 2 else 1):
        ir = lowpass(rng.standard_normal(len(t)), 3000) * np.exp(-t / (seconds / 5))
        ir[: int(0.03 * RATE)] = 0  # the far stand answers a little later
        ir /= np.sqrt(np.sum(ir**2)) + 1e-9
        dry = x[:, ch] if x.ndim == 2 else x
        tail = signal.fftconvolve(dry, ir)[: len(dry)]
        if x.ndim == 2:
            out[:, ch] = dry + wet * tail
        else:
            out = dry + wet * tail
    return out


LEAD = 0.25  # seconds of the ground before the first syllable


def stand(rng: np.random.Generator, seconds: float, notes: list[tuple[float, float, str, float]], voices: int) -> Array:
    """A stand chanting in time: each syllable of each voice starts on a hard consonant (a short
    noise burst) and is clipped a little before the next, so the rhythm carries across the ground."""
    n = int(RATE * seconds)
    out = np.zeros(n)
    for _ in range(voices):
        late = rng.normal(0, 0.01)
        octave = rng.choice([1.0, 0.5])
        tune = rng.uniform(0.985, 1.015)
        for start, length, vowel, f in notes:
            a = int((start + late) * RATE)
            sung_for = min(length * 0.8, length - 0.04)
            m = int(sung_for * RATE)
            if a < 0 or a + m > n:
                continue
            tt = np.arange(m) / RATE
            env = np.clip(tt / 0.015, 0, 1) * np.clip((sung_for - tt) / 0.05, 0, 1)
            out[a : a + m] += voice(rng, m, f * octave * tune, vowel, 0.3) * env
            c = int(0.025 * RATE)
            out[a : a + c] += (
                0.35 * bandpass(rng.standard_normal(c), 2000, 5000) * np.exp(-np.arange(c) / (0.006 * RATE))
            )
    return out / (np.abs(out).max() + 1e-9)


CHOIR_AAHS, VOICE_OOHS = 52, 53  # General MIDI programs
TUNINGS = (0.994, 1.0, 1.006)  # the choir sung again a little flat and sharp: many throats, not one


def choir(club_id: str, seconds: float) -> Array:
    """The chant's line sung twice by the soundfont's choir (Aahs an octave over Oohs), thickened by
    copies a few cents apart: the tune the stands carry under their shouting."""
    chant = CHANTS[club_id]
    song = Song(60 / chant.beat, {0: CHOIR_AAHS, 1: VOICE_OOHS})
    for rep in range(2):
        for start, length, _vowel, midi in chant.notes:
            at = rep * chant.bar + start
            song.add(0, at, length * 0.8, midi, 100)
            song.add(1, at, length * 0.8, midi - 12, 90)
    sung_audio = song.render(2 * chant.bar, tail=1.0, loop=False)
    n = int(RATE * seconds)
    out = np.zeros((n, 2))
    for k, tune in enumerate(TUNINGS):
        copy = signal.resample_poly(sung_audio, 1000, round(1000 * tune), axis=0)
        at = int((LEAD + 0.012 * k) * RATE)
        m = min(len(copy), n - at)
        out[at : at + m] += copy[:m]
    return out / (np.abs(out).max() + 1e-9)


def club_chant(club_id: str, seed: int) -> Array:
    """A club's chant: its line sung twice by two stands (left and right, a little apart in tuning),
    with their claps, over the ground's noise, in the stadium's echo."""
    chant = CHANTS[club_id]
    rng = np.random.default_rng(seed)
    line = chant.bar * chant.beat
    seconds = LEAD + 2 * line + 1.0
    n = int(RATE * seconds)
    notes = [
        (LEAD + rep * line + start * chant.beat, length * chant.beat, vowel, midi_hz(midi))
        for rep in range(2)
        for start, length, vowel, midi in chant.notes
    ]
    beats = [LEAD + rep * line + b * chant.beat for rep in range(2) for b in chant.claps]
    sides = []
    for _ in range(2):
        voices = stand(rng, seconds, notes, 22)
        clap = claps(rng, seconds, beats, 36, 0.018) if beats else np.zeros(n)
        clap /= np.abs(clap).max() + 1e-9
        ground = bandpass(pink(rng, n), 200, 2500) * (0.6 + 0.4 * smooth_random(rng, n, 0.5))
        sides.append(highpass(voices + 0.7 * clap + 0.12 * ground / (np.abs(ground).max() + 1e-9), 80))
    out = echo(stereo(*sides) + 0.45 * choir(club_id, seconds), seed + 1, wet=0.25)
    t = t_axis(seconds)
    return out * np.clip((seconds - t) / 0.6, 0, 1)[:, None]


def hush(seed: int, seconds: float) -> Array:
    """The beat before a shot's release: thousands holding their breath; a low, tight murmur, a few
    nervous voices and a lone whistle from the stands, wide and still (a seamless loop of `seconds`)."""
    rng = np.random.default_rng(seed)
    seconds += 1.5  # the seam's cross-fade
    n = int(RATE * seconds)
    sides = []
    for _ in range(2):
        air = lowpass(pink(rng, n), 450) * (0.7 + 0.3 * smooth_random(rng, n, 0.2))
        talk = babble(rng, seconds, 14, (90, 170), (1.5, 3.0))
        whisper = bandpass(pink(rng, n), 2500, 7000) * smooth_random(rng, n, 0.6) ** 2
        mix = 0.8 * air / np.abs(air).max() + 0.35 * talk + 0.08 * whisper / (np.abs(whisper).max() + 1e-9)
        sides.append(highpass(mix, 50))
    return loop_seam(stereo(*sides), 1.5)


SONG = [(0, 2, "o", 67), (2, 1, "a", 64), (3, 1, "o", 67), (4, 2, "a", 72), (6, 2, "o", 71),
        (8, 2, "a", 69), (10, 1, "o", 67), (11, 1, "a", 65), (12, 4, "o", 64)]  # fmt: skip


def song(seed: int, seconds: float) -> Array:
    """The ground singing: one end takes up a song, the other answers later, over the excited babble
    and rhythmic claps (a seamless loop of `seconds`, long enough that it never seems to repeat)."""
    rng = np.random.default_rng(seed)
    seconds += 1.5  # the seam's cross-fade
    beat = 0.42
    n = int(RATE * seconds)
    sides = []
    for side in range(2):
        talk = babble(rng, seconds, 24, (150, 320), (2.5, 5.0))
        rumble = lowpass(pink(rng, n), 700) * (0.6 + 0.4 * smooth_random(rng, n, 0.3))
        start = 0.8 + side * 3.4
        reps = [rep * 16 * beat + rng.uniform(0, 2) * rep for rep in range(int((seconds - start) / (16 * beat)))]
        notes = [(start + at + b * beat, length * beat, v, midi_hz(m)) for at in reps
                 for b, length, v, m in SONG]  # fmt: skip
        voices = sung(rng, seconds, [x for x in notes if x[0] + x[1] < seconds - 0.2], 26)
        clap_at = [start + k * 2 * beat for k in range(int((seconds - start) / (2 * beat)))]
        clap = claps(rng, seconds, clap_at, 24, 0.03)
        mix = 0.5 * talk + 0.35 * rumble / np.abs(rumble).max() + 0.9 * voices
        mix += 0.35 * clap / (np.abs(clap).max() + 1e-9)
        sides.append(highpass(mix * (0.75 + 0.5 * smooth_random(rng, n, 0.2)), 60))
    return loop_seam(echo(stereo(*sides), seed + 1, wet=0.25), 1.5)


def grumble(seed: int, seconds: float) -> Array:
    """After the miss: a low disappointed mutter, sighs falling away, scattered applause for the
    effort and a few angry calls (a seamless loop of `seconds`)."""
    rng = np.random.default_rng(seed)
    seconds += 1.5  # the seam's cross-fade
    n = int(RATE * seconds)
    t = t_axis(seconds)
    sides = []
    for _ in range(2):
        talk = babble(rng, seconds, 20, (85, 180), (2.0, 3.5))
        talk *= 1 - 0.25 * (1 + np.sin(2 * np.pi * t / seconds))  # a slow ebb inside the loop
        rumble = lowpass(pink(rng, n), 500)
        shouts = calls(rng, seconds, int(seconds / 3))
        applause = claps(rng, seconds, list(rng.uniform(0.5, seconds - 0.5, int(3 * seconds))), 3, 0.2)
        mix = talk + 0.4 * rumble / np.abs(rumble).max() + 0.25 * shouts / (np.abs(shouts).max() + 1e-9)
        mix += 0.25 * applause / (np.abs(applause).max() + 1e-9)
        sides.append(highpass(mix, 55))
    return loop_seam(stereo(*sides), 1.5)
