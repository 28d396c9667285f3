"""The crowd for build_spec/make_audio.py: voices built from a buzz through vowel formants, many
of them babbling, calling, singing and clapping (numpy/scipy, seeded, 44.1 kHz float arrays)."""

from __future__ import annotations

import numpy as np
from audio_sfx import RATE, Array, bandpass, highpass, loop_seam, lowpass, pink, smooth_random, stereo, t_axis

# Vowel formants (Hz) of a shouting crowd: the first three of each.
VOWELS = {
    "a": (800, 1200, 2500),
    "e": (500, 1800, 2500),
    "o": (500, 850, 2400),
    "u": (350, 700, 2400),
    "i": (300, 2200, 3000),
}


def voice(rng: np.random.Generator, n: int, pitch: Array | float, vowel: str, breath: float = 0.3) -> Array:
    """One shouting voice: a buzz with vibrato through three vowel formants, plus breath."""
    f0 = np.broadcast_to(np.asarray(pitch, dtype=float), (n,)) * (
        1 + 0.012 * np.sin(2 * np.pi * rng.uniform(4, 6) * np.arange(n) / RATE + rng.uniform(0, 6))
    )
    phase = np.cumsum(f0) / RATE
    buzz = 2 * (phase % 1.0) - 1
    src = buzz + breath * rng.standard_normal(n)
    out = np.zeros(n)
    for k, f in enumerate(VOWELS[vowel]):
        f *= rng.uniform(0.93, 1.07)
        out += bandpass(src, f * 0.88, f * 1.12) * (1.0, 0.6, 0.3)[k]
    return out


def babble(
    rng: np.random.Generator, seconds: float, voices: int, pitch: tuple[float, float], rate: tuple[float, float]
) -> Array:
    """Many people talking and calling at once: voices whose syllables come and go."""
    n = int(RATE * seconds)
    out = np.zeros(n)
    vowels = list(VOWELS)
    for _ in range(voices):
        f0 = rng.uniform(*pitch) * (1 + 0.15 * (smooth_random(rng, n, 0.7) - 0.5))
        syll = np.clip(np.sin(2 * np.pi * rng.uniform(*rate) * t_axis(seconds) + rng.uniform(0, 6)), 0, 1) ** 2
        presence = np.clip(smooth_random(rng, n, 0.4) * 2 - 0.4, 0, 1)
        out += voice(rng, n, f0, vowels[rng.integers(len(vowels))]) * syll * presence * rng.uniform(0.3, 1.0)
    return out / (np.abs(out).max() + 1e-9)


def claps(rng: np.random.Generator, seconds: float, times: list[float], people: int, spread: float = 0.025) -> Array:
    """Hand claps: each of `people` claps near each time (jittered), a short band-passed noise burst."""
    n = int(RATE * seconds)
    out = np.zeros(n)
    length = int(0.03 * RATE)
    env = np.exp(-np.arange(length) / (0.006 * RATE))
    for at in times:
        for _ in range(people):
            start = int((at + rng.normal(0, spread)) * RATE)
            if 0 <= start < n - length:
                out[start : start + length] += rng.standard_normal(length) * env * rng.uniform(0.4, 1.0)
    return bandpass(out, 900, 3500)


def calls(rng: np.random.Generator, seconds: float, count: int) -> Array:
    """Single voices rising out of the crowd: a shout ('hey!', 'go on!') gliding up or down."""
    n = int(RATE * seconds)
    out = np.zeros(n)
    for _ in range(count):
        length = rng.uniform(0.35, 0.9)
        m = int(length * RATE)
        at = int(rng.uniform(0, seconds - length) * RATE)
        tt = np.arange(m) / RATE
        f0 = rng.uniform(180, 380) * (1 + rng.choice([-1, 1]) * 0.18 * tt / length)
        env = np.clip(tt / 0.05, 0, 1) * np.clip((length - tt) / 0.15, 0, 1)
        out[at : at + m] += voice(rng, m, f0, str(rng.choice(["a", "e", "o"])), 0.25) * env * rng.uniform(0.5, 1)
    return out


def sung(rng: np.random.Generator, seconds: float, notes: list[tuple[float, float, str, float]], voices: int) -> Array:
    """A terrace song: `voices` people singing (start, length, vowel, Hz) notes, a little out of time."""
    n = int(RATE * seconds)
    out = np.zeros(n)
    for _ in range(voices):
        late = rng.normal(0, 0.03)
        octave = rng.choice([1.0, 0.5])
        for start, length, vowel, f in notes:
            a = int((start + late) * RATE)
            m = int(length * 0.92 * RATE)
            if a < 0 or a + m > n:
                continue
            tt = np.arange(m) / RATE
            env = np.clip(tt / 0.04, 0, 1) * np.clip((length * 0.92 - tt) / 0.08, 0, 1)
            out[a : a + m] += voice(rng, m, f * octave * rng.uniform(0.985, 1.015), vowel, 0.3) * env
    return out / (np.abs(out).max() + 1e-9)


OLE = [(0, 1, "o", 262.0), (1, 1, "e", 330.0), (2, 1, "o", 294.0), (3, 1, "e", 349.0),
       (4, 0.5, "o", 330.0), (4.5, 0.5, "e", 294.0), (5, 0.5, "o", 262.0), (5.5, 1.5, "e", 247.0)]  # fmt: skip


def crowd_bed(seed: int, excited: bool, seconds: float) -> Array:
    """A stereo crowd loop of `seconds` (long, so that its loop is not heard; the murmur and the
    excited layer have co-prime lengths, so together they line up again only after half an hour):
    voices (a babble of many, a few calls standing out) over a low roar of noise, each side its own
    people; the excited layer swells, claps in rhythm now and then and an end sings 'o-lé'."""
    rng = np.random.default_rng(seed)
    seconds += 1.5  # the seam's cross-fade
    n = int(RATE * seconds)
    sides = []
    bursts = sorted(rng.uniform(2, seconds - 8, max(1, int(seconds / 14))))  # clapping, then a song
    for _ in range(2):
        rumble = lowpass(pink(rng, n), 700) * (0.6 + 0.4 * smooth_random(rng, n, 0.3))
        air = bandpass(pink(rng, n), 500, 2500) * (0.5 + 0.5 * smooth_random(rng, n, 0.5))
        talk = babble(rng, seconds, 30 if excited else 22, (150, 330) if excited else (100, 230), (2.5, 5.0))
        shouts = calls(rng, seconds, int(seconds * (1.0 if excited else 0.36)))
        shouts /= np.abs(shouts).max() + 1e-9
        mix = 0.5 * rumble / np.abs(rumble).max() + 0.2 * air / np.abs(air).max() + 1.0 * talk
        mix += (0.45 if excited else 0.22) * shouts
        if excited:
            mix = mix * (0.45 + 0.9 * smooth_random(rng, n, 0.25))
            for at in bursts:
                pace = rng.uniform(0.46, 0.54)
                rhythm = [at + b * pace for b in range(12) if (b % 8) in (0, 1, 2, 4, 5, 6)]
                mix += 0.2 * claps(rng, seconds, rhythm, 30)
                beat = rng.uniform(0.3, 0.34)
                song = [(at + 0.6 + 12 * pace + b * beat, length * beat, v, f) for b, length, v, f in OLE]
                mix += 0.6 * sung(rng, seconds, [x for x in song if x[0] + x[1] < seconds - 0.2], 18)
        sides.append(highpass(mix, 60))
    return loop_seam(stereo(*sides), 1.5)


def chant(seed: int) -> Array:
    """'E-LE-VEN!' twice in unison, each answered by three claps: the Magic Eleven."""
    rng = np.random.default_rng(seed)
    beat = 0.3
    syllables = [(0.0, 1.0, "e", 330.0), (1.0, 1.0, "e", 392.0), (2.0, 2.0, "e", 330.0)]
    bar = 8 * beat
    seconds = 2 * bar + 0.6
    n = int(RATE * seconds)
    t = t_axis(seconds)
    sides = []
    for _ in range(2):
        out = np.zeros(n)
        for _ in range(24):
            jitter = rng.normal(0, 0.02)
            detune = rng.uniform(0.97, 1.03) * rng.choice([1.0, 0.5])
            pitch = np.full(n, 330.0)
            gate = np.zeros(n)
            for rep in range(2):
                for start, length, _vowel, f in syllables:
                    a = rep * bar + start * beat + jitter
                    b = a + length * beat * 0.9
                    on = (t >= a) & (t < b)
                    pitch[on] = f * detune
                    gate += np.clip((t - a) / 0.03, 0, 1) * np.clip((b - t) / 0.06, 0, 1) * on
            out += voice(rng, n, lowpass(pitch, 30, 1), "e", 0.35) * gate * rng.uniform(0.5, 1)
        out /= np.abs(out).max()
        clap_times = [rep * bar + (4 + k) * beat for rep in range(2) for k in range(3)]
        clap = claps(rng, seconds, clap_times, 40, 0.015)
        sides.append(out + 0.8 * clap / (np.abs(clap).max() + 1e-9))
    return stereo(*sides)
