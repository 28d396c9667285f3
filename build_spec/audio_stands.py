"""Single people in the stands over a crowd bed (build_spec/make_audio.py): shouts, two-finger
whistles and a few hands clapping, each at a seeded time and place left-right, near (bright, loud)
or far (dull, quiet), in the ground's echo; and a slow swell that lifts and brightens the whole bed.
Everything is added so that the loop still wraps without a seam: the swell makes whole cycles over
the loop, the echo's tail folds back onto its start and no one calls out in its first or last
second, and the loop is turned to wrap where the second before and the second after sound alike."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pyloudnorm
from audio_crowd import voice
from audio_sfx import RATE, Array, bandpass, lowpass
from audio_stadium import place, stands_echo

CALM_EDGE = 1.2  # seconds at each end of the loop left to the bed alone
LOUDER = {"shout": 7.0, "whistle": 0.0, "clap": 0.0}  # dB: a voice's peak stands far above its body


@dataclass(frozen=True)
class Life:
    """How many of each per minute, how loud over the bed (dB above its RMS) and the swell (±dB)."""

    shouts: float
    whistles: float
    claps: float
    over: tuple[float, float]
    swell_db: float
    pitch: tuple[float, float] = (130.0, 300.0)


LIVES = {
    "crowd_murmur": Life(shouts=14, whistles=4, claps=5, over=(2.0, 11.0), swell_db=3.5),
    "crowd_excited": Life(shouts=22, whistles=9, claps=7, over=(2.0, 10.0), swell_db=4.0, pitch=(170, 380)),
    "crowd_hush": Life(shouts=4, whistles=2, claps=0, over=(3.0, 10.0), swell_db=3.0, pitch=(110, 220)),
    "crowd_song": Life(shouts=8, whistles=6, claps=0, over=(0.0, 7.0), swell_db=2.5, pitch=(170, 360)),
    "crowd_grumble": Life(shouts=12, whistles=4, claps=6, over=(2.0, 10.0), swell_db=3.5, pitch=(110, 240)),
}


def shout(rng: np.random.Generator, pitch: tuple[float, float]) -> Array:
    """One voice calling out ('come on!', 'ref!'): a glide up or down on an open vowel."""
    length = rng.uniform(0.3, 0.9)
    m = int(length * RATE)
    tt = np.arange(m) / RATE
    f0 = rng.uniform(*pitch) * (1 + rng.choice([-1, 1]) * rng.uniform(0.1, 0.3) * tt / length)
    env = np.clip(tt / 0.04, 0, 1) * np.clip((length - tt) / 0.12, 0, 1) ** 1.5
    return voice(rng, m, f0, str(rng.choice(["a", "e", "o", "i"])), 0.25) * env


def whistle(rng: np.random.Generator) -> Array:
    """A fan's two-finger whistle: a breathy tone that rises and falls (or two short rising ones)."""
    length = rng.uniform(0.35, 0.9)
    m = int(length * RATE)
    tt = np.arange(m) / RATE
    f = rng.uniform(1700, 3000)
    shape = np.sin(np.pi * np.clip(tt / length, 0, 1)) if rng.random() < 0.6 else (tt / length) ** 0.5
    freq = f * (1 + rng.uniform(0.1, 0.35) * shape) * (1 + 0.006 * np.sin(2 * np.pi * 7 * tt))
    tone = np.sin(2 * np.pi * np.cumsum(freq) / RATE)
    breath = bandpass(rng.standard_normal(m), f * 0.8, f * 1.5)
    env = np.clip(tt / 0.03, 0, 1) * np.clip((length - tt) / 0.08, 0, 1)
    return (tone + 0.25 * breath / (np.abs(breath).max() + 1e-9)) * env


def clapping(rng: np.random.Generator) -> Array:
    """Someone (and a neighbour or two) clapping a few times at their own pace."""
    people = int(rng.integers(1, 4))
    count = int(rng.integers(3, 9))
    pace = rng.uniform(0.22, 0.4)
    m = int((count * pace + 0.2) * RATE)
    out = np.zeros(m)
    hit = int(0.025 * RATE)
    env = np.exp(-np.arange(hit) / (0.005 * RATE))
    for _ in range(people):
        late, tone = rng.uniform(0, 0.05), rng.uniform(0.75, 1.3)
        for k in range(count):
            at = int((late + k * pace * rng.uniform(0.95, 1.05)) * RATE)
            burst = bandpass(rng.standard_normal(hit) * env, 800 * tone, 3500 * tone) * rng.uniform(0.6, 1.0)
            out[at : at + hit] += burst[: max(0, min(hit, m - at))]
    return out


def swell(rng: np.random.Generator, n: int, depth_db: float) -> Array:
    """A slow gain curve (±`depth_db`) of whole cycles over the loop: the crowd rising and settling."""
    t = np.arange(n) / n
    curve = sum(rng.uniform(0.4, 1.0) * np.sin(2 * np.pi * k * t + rng.uniform(0, 2 * np.pi)) for k in (1, 2, 3, 5))
    curve = np.asarray(curve) / (np.abs(curve).max() + 1e-9)
    return 10 ** (depth_db * curve / 20)


def brighter(x: Array, cutoff: float = 1200.0) -> Array:
    """The part of a loop above `cutoff` Hz, filtered around the loop (no edge at the wrap)."""
    spec = np.fft.rfft(x, axis=0)
    freqs = np.fft.rfftfreq(len(x), 1 / RATE)
    spec[freqs < cutoff] = 0
    return np.fft.irfft(spec, len(x), axis=0)


def alive(bed: Array, seed: int, life: Life) -> Array:
    """`bed` (a seamless stereo loop) with single people and a swell added; still seamless."""
    rng = np.random.default_rng(seed)
    n = len(bed)
    seconds = n / RATE
    rms = float(np.sqrt(np.mean(bed**2)))
    tail = int(1.2 * RATE)
    people = np.zeros((n + tail, 2))
    kinds = [("shout", life.shouts), ("whistle", life.whistles), ("clap", life.claps)]
    for kind, per_minute in kinds:
        for _ in range(round(per_minute * seconds / 60)):
            grain = shout(rng, life.pitch) if kind == "shout" else whistle(rng) if kind == "whistle" else clapping(rng)
            near = rng.random() < 0.4
            if not near:
                grain = lowpass(grain, rng.uniform(1500, 3000))
            level = rng.uniform(*life.over) + LOUDER[kind] - (0 if near else 5)
            grain = grain / (np.abs(grain).max() + 1e-9) * rms * 10 ** (level / 20)
            latest = seconds - CALM_EDGE - len(grain) / RATE
            if latest > CALM_EDGE:
                place(people, grain, int(rng.uniform(CALM_EDGE, latest) * RATE), rng.uniform(-1, 1))
    people = stands_echo(people, seed + 1, 1.2, 0.35)
    people[:tail] += people[n:]
    gain = swell(rng, n, life.swell_db)[:, None]
    return bed * gain + 0.5 * brighter(bed) * (gain - 1) + people[:n]


def calm_wrap(loop: Array, hop: float = 0.25) -> Array:
    """The same seamless loop turned to start where its first and last second are nearest in
    loudness (a loop wraps without a seam at any point; this one also without a jump in level)."""
    meter = pyloudnorm.Meter(RATE)
    step = int(hop * RATE)
    twice = np.concatenate([loop, loop[:RATE]])
    starts = range(0, len(loop), step)
    level = np.array([meter.integrated_loudness(twice[a : a + RATE]) for a in starts])
    per_second = round(1 / hop)
    jumps = np.abs(level - np.roll(level, per_second))
    return np.roll(loop, -int(np.argmin(jumps)) * step, axis=0)
