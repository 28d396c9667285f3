"""The stadium's big moments for build_spec/make_audio.py, built from single voices placed across
the stands: each shout or clap is a grain with its own place left-right (level and a sub-millisecond
delay between the ears), so the two channels differ like a real ground's (numpy/scipy, seeded)."""

from __future__ import annotations

import numpy as np
from audio_crowd import voice
from audio_sfx import RATE, Array, bandpass, highpass, lowpass, pink, t_axis
from scipy import signal

MAX_DELAY = 0.0006  # seconds: a source at one side reaches the far ear this much later


def place(out: Array, grain: Array, at: int, pan: float) -> None:
    """Add a mono `grain` into the stereo `out` from sample `at`, at `pan` (-1 left .. 1 right):
    equal-power levels and the far channel a little late."""
    angle = (pan + 1) * np.pi / 4
    gains = (np.cos(angle), np.sin(angle))
    lag = int(abs(pan) * MAX_DELAY * RATE)
    for ch, gain in enumerate(gains):
        start = at + (lag if (ch == 0) == (pan > 0) else 0)
        end = min(len(out), start + len(grain))
        if start < end:
            out[start:end, ch] += gain * grain[: end - start]


def stands_echo(x: Array, seed: int, seconds: float = 1.8, wet: float = 0.3) -> Array:
    """The open-air tail of a full ground: a different decaying noise answer in each ear."""
    rng = np.random.default_rng(seed)
    t = t_axis(seconds)
    out = np.array(x, dtype=float)
    for ch in range(2):
        ir = lowpass(rng.standard_normal(len(t)), 2500) * np.exp(-t / (seconds / 5))
        ir[: int((0.04 + 0.015 * ch) * RATE)] = 0
        ir /= np.sqrt(np.sum(ir**2)) + 1e-9
        out[:, ch] += wet * signal.fftconvolve(x[:, ch], ir)[: len(x)]
    return out


def applause(rng: np.random.Generator, out: Array, start: float, peak: float, end: float, people: int) -> None:
    """People clapping each at their own pace, where they stand: joining in from `start`, all of
    them at `peak`, dropping out one by one until `end`."""
    length = int(0.03 * RATE)
    env = np.exp(-np.arange(length) / (0.006 * RATE))
    for _ in range(people):
        pan = rng.uniform(-1, 1)
        pace = rng.uniform(0.11, 0.19)
        tone = rng.uniform(0.7, 1.3)
        t = start + rng.uniform(0, peak - start)
        stop = peak + (end - peak) * rng.uniform(0.25, 1.0) ** 0.7
        while t < stop:
            fade = 1.0 if t < peak else 1 - 0.6 * (t - peak) / (stop - peak)
            burst = rng.standard_normal(length) * env * rng.uniform(0.5, 1.0) * fade
            place(out, bandpass(burst, 700 * tone, 3200 * tone), int(t * RATE), pan)
            t += pace * rng.uniform(0.85, 1.15)


def roar(seed: int) -> Array:
    """The net bulges (~7 s): the near stand leaps first and the far ones follow, a rising shout
    that peaks, breaks into single 'yes!'es and whistles, then applause and the ground's echo."""
    rng = np.random.default_rng(seed)
    seconds = 7.2
    n = int(RATE * seconds)
    out = np.zeros((n, 2))
    for _ in range(70):
        late = abs(rng.normal(0, 0.12))
        held = rng.uniform(1.4, 3.6)
        m = int(held * RATE)
        tt = np.arange(m) / RATE
        glide = rng.uniform(200, 420) * (1 + 0.25 * np.clip(tt / 0.4, 0, 1) - 0.12 * np.clip((tt - 1.2) / 2, 0, 1))
        env = np.clip(tt / 0.18, 0, 1) ** 1.5 * np.exp(-np.clip(tt - 0.8, 0, None) / (held / 2.5))
        env *= np.clip((held - tt) / 0.3, 0, 1)
        grain = voice(rng, m, glide, str(rng.choice(["a", "o", "e"])), 0.5) * env * rng.uniform(0.4, 1)
        place(out, grain, int(late * RATE), rng.uniform(-1, 1))
    for _ in range(16):  # single voices standing out as the roar breaks
        length = rng.uniform(0.3, 0.7)
        m = int(length * RATE)
        tt = np.arange(m) / RATE
        f0 = rng.uniform(240, 420) * (1 - 0.2 * tt / length)
        env = np.clip(tt / 0.04, 0, 1) * np.clip((length - tt) / 0.12, 0, 1)
        grain = voice(rng, m, f0, str(rng.choice(["e", "a"])), 0.3) * env * rng.uniform(0.3, 0.7)
        place(out, grain, int(rng.uniform(1.6, 4.8) * RATE), rng.uniform(-0.9, 0.9))
    out /= np.abs(out).max()
    t = t_axis(seconds)
    body = np.clip(t / 0.25, 0, 1) ** 1.5 * np.exp(-np.clip(t - 1.4, 0, None) / 1.6)
    for ch in range(2):
        noise = bandpass(pink(rng, n), 250, 4500)
        out[:, ch] += 0.45 * noise / np.abs(noise).max() * body
    clap = np.zeros((n, 2))
    applause(rng, clap, 0.9, 2.2, seconds - 0.3, 90)
    out += 0.5 * clap / (np.abs(clap).max() + 1e-9)
    out *= np.clip((seconds - t) / 1.2, 0, 1)[:, None] ** 1.5
    return highpass(stands_echo(out, seed + 1), 70)


def groan(seed: int) -> Array:
    """So close (~3 s): a falling 'ohhh' from thousands of throats across the ground, a few hands
    clapping the effort, and the stands' echo."""
    rng = np.random.default_rng(seed)
    seconds = 3.0
    n = int(RATE * seconds)
    out = np.zeros((n, 2))
    for _ in range(56):
        late = abs(rng.normal(0, 0.08))
        held = rng.uniform(1.2, 2.3)
        m = int(held * RATE)
        tt = np.arange(m) / RATE
        fall = rng.uniform(200, 330) * (1 - 0.35 * np.clip(tt / 1.6, 0, 1))
        env = np.clip(tt / 0.15, 0, 1) * np.exp(-np.clip(tt - 0.45, 0, None) / 0.6) * np.clip((held - tt) / 0.3, 0, 1)
        grain = voice(rng, m, fall, str(rng.choice(["o", "u"])), 0.4) * env * rng.uniform(0.4, 1)
        place(out, grain, int(late * RATE), rng.uniform(-1, 1))
    out /= np.abs(out).max()
    t = t_axis(seconds)
    sigh = np.clip(t / 0.15, 0, 1) * np.exp(-np.clip(t - 0.5, 0, None) / 0.7)
    for ch in range(2):
        noise = lowpass(pink(rng, n), 1500)
        out[:, ch] += 0.35 * noise / np.abs(noise).max() * sigh
    clap = np.zeros((n, 2))
    applause(rng, clap, 1.3, 1.9, seconds - 0.2, 14)
    out += 0.18 * clap / (np.abs(clap).max() + 1e-9)
    out *= np.clip((seconds - t) / 0.5, 0, 1)[:, None]
    return highpass(stands_echo(out, seed + 1, 1.4, 0.25), 60)


def wide(mono: Array, seed: int, pan: float = 0.0, wet: float = 0.3, tail: float = 0.6) -> Array:
    """A mono effect heard in the ground: placed at `pan`, with the stands' echo in each ear
    (`tail` seconds added for it, the last 0.3 s faded out)."""
    out = np.zeros((len(mono) + int(tail * RATE), 2))
    place(out, mono, 0, pan)
    fade = np.clip((len(out) - np.arange(len(out))) / (0.3 * RATE), 0, 1)
    return stands_echo(out, seed, 1.2, wet) * fade[:, None]


def room(mono: Array, seed: int, tail: float = 0.9, wet: float = 0.35) -> Array:
    """A mono effect on the pitch, heard in the bowl: the direct sound in the middle (panned when it
    is played), the turf's bounce a few milliseconds later, then the stands' early reflections,
    different in each ear (the near stand sooner and brighter, the far ones later and duller), and
    the open air's short tail. `tail` seconds are added for them."""
    rng = np.random.default_rng(seed)
    n = len(mono) + int(tail * RATE)
    dry = np.zeros(n)
    dry[: len(mono)] = mono
    out = np.zeros((n, 2))
    bounce = int(rng.uniform(0.003, 0.006) * RATE)
    for ch in range(2):
        out[:, ch] = dry
        out[bounce:, ch] += 0.35 * lowpass(dry, 3000)[: n - bounce]
        for _ in range(6):
            late = rng.uniform(0.035, 0.16)
            gain = wet * rng.uniform(0.4, 1.0) * (0.05 / late) ** 0.5
            at = int(late * RATE)
            out[at:, ch] += gain * lowpass(dry, 5000 * 0.05 / late + 1200)[: n - at]
    fade = np.clip((n - np.arange(n)) / (0.25 * RATE), 0, 1)[:, None]
    return stands_echo(out, seed + 1, tail, 0.6 * wet) * fade


def net(seed: int) -> Array:
    """The ball in the net: a soft thud into the mesh and the ropes' rustle as it bellies and
    shakes back (~0.6 s, mono; room() puts it in the bowl)."""
    rng = np.random.default_rng(seed)
    t = t_axis(0.6)
    thud = np.sin(2 * np.pi * np.cumsum(95 + 60 * np.exp(-t / 0.02)) / RATE) * np.exp(-t / 0.05)
    shake = np.exp(-t / 0.16) * (0.6 + 0.4 * np.sin(2 * np.pi * 14 * t) ** 2) * np.clip(t / 0.01, 0, 1)
    rustle = bandpass(rng.standard_normal(len(t)), 1800, 7000) * shake
    return 0.7 * thud + 0.5 * rustle / (np.abs(rustle).max() + 1e-9)


def catch(seed: int) -> Array:
    """The keeper holds it: leather slapping into two gloves, and the ball hugged in (~0.3 s)."""
    rng = np.random.default_rng(seed)
    t = t_axis(0.3)
    slap = bandpass(rng.standard_normal(len(t)), 400, 3000) * np.exp(-t / 0.012)
    body = np.sin(2 * np.pi * np.cumsum(140 + 80 * np.exp(-t / 0.015)) / RATE) * np.exp(-t / 0.04)
    hug = np.zeros(len(t))
    at = int(0.06 * RATE)
    hug[at:] = lowpass(rng.standard_normal(len(t) - at), 900) * np.exp(-np.arange(len(t) - at) / (0.03 * RATE))
    return slap / (np.abs(slap).max() + 1e-9) + 0.6 * body + 0.3 * hug / (np.abs(hug).max() + 1e-9)
