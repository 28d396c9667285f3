"""Synthesized effects for build_spec/make_audio.py (the crowd is in audio_crowd.py): numpy/scipy only, seeded, 44.1 kHz
float arrays (mono: shape (n,), stereo: shape (n, 2))."""

from __future__ import annotations

import numpy as np
from scipy import signal

RATE = 44100
Array = np.ndarray


def t_axis(seconds: float) -> Array:
    return np.arange(int(RATE * seconds)) / RATE


def bandpass(x: Array, lo: float, hi: float, order: int = 2) -> Array:
    sos = signal.butter(order, [lo, hi], btype="band", fs=RATE, output="sos")
    return signal.sosfilt(sos, x, axis=0)


def lowpass(x: Array, hi: float, order: int = 2) -> Array:
    return signal.sosfilt(signal.butter(order, hi, fs=RATE, output="sos"), x, axis=0)


def highpass(x: Array, lo: float, order: int = 2) -> Array:
    return signal.sosfilt(signal.butter(order, lo, btype="high", fs=RATE, output="sos"), x, axis=0)


def pink(rng: np.random.Generator, n: int) -> Array:
    """Pink-ish noise (a 1/f spectrum shaped in the frequency domain)."""
    spec = np.fft.rfft(rng.standard_normal(n))
    f = np.arange(len(spec))
    spec[1:] /= np.sqrt(f[1:])
    out = np.fft.irfft(spec, n)
    return out / (np.abs(out).max() + 1e-9)


def smooth_random(rng: np.random.Generator, n: int, rate_hz: float) -> Array:
    """A slow random curve in 0..1 changing about `rate_hz` times a second."""
    points = max(4, int(n / RATE * rate_hz) + 3)
    knots = rng.random(points)
    x = np.linspace(0, points - 1, n)
    curve = np.interp(x, np.arange(points), knots)
    return lowpass(curve, max(0.5, rate_hz), 1)


def stereo(left: Array, right: Array) -> Array:
    return np.stack([left, right], axis=1)


def loop_seam(x: Array, fade: float = 1.0) -> Array:
    """A seamless loop: the last `fade` seconds are cross-faded into the first and dropped, at equal
    power (the two ends are different people: a linear fade would dip 3 dB at every wrap)."""
    f = int(fade * RATE)
    ramp = np.linspace(0, np.pi / 2, f)
    if x.ndim == 2:
        ramp = ramp[:, None]
    head = x[:f] * np.sin(ramp) + x[-f:] * np.cos(ramp)
    return np.concatenate([head, x[f:-f]])


# ---------------------------------------------------------------------------------------- whistle and horn


def whistle_blast(rng: np.random.Generator, seconds: float) -> Array:
    """One blast of a pea whistle: a ~3 kHz tone the rolling pea chops into a fast trill."""
    t = t_axis(seconds)
    n = len(t)
    trill_hz = rng.uniform(26, 32)
    pea = 0.5 + 0.5 * np.sin(2 * np.pi * trill_hz * t)
    f = 3050 * (1 + 0.035 * pea + 0.01 * (smooth_random(rng, n, 3) - 0.5))
    tone = np.sin(2 * np.pi * np.cumsum(f) / RATE)
    tone += 0.25 * np.sin(2 * np.pi * np.cumsum(2 * f) / RATE)
    breath = bandpass(rng.standard_normal(n), 2600, 3600) * 0.5
    amp = 0.55 + 0.45 * pea
    env = np.clip(t / 0.02, 0, 1) * np.clip((seconds - t) / 0.04, 0, 1)
    return (tone * amp + breath) * env


def whistle(seed: int, blasts: list[tuple[float, float]]) -> Array:
    """Blasts as (start, length) seconds; a touch of stadium echo."""
    rng = np.random.default_rng(seed)
    seconds = max(a + b for a, b in blasts) + 0.5
    out = np.zeros(int(RATE * seconds))
    for start, length in blasts:
        b = whistle_blast(rng, length)
        i = int(start * RATE)
        out[i : i + len(b)] += b
    echo = np.zeros_like(out)
    d = int(0.11 * RATE)
    echo[d:] = out[:-d] * 0.18
    return out + lowpass(echo, 2500)


def horn(seed: int) -> Array:
    """A stadium air horn: two reedy tones a minor third apart, bending up at the start."""
    rng = np.random.default_rng(seed)
    seconds = 1.6
    t = t_axis(seconds)
    bend = 1 - 0.06 * np.exp(-t / 0.08)
    out = np.zeros(len(t))
    for f in (311.0, 370.0):
        phase = np.cumsum(f * bend * (1 + 0.002 * rng.standard_normal(len(t)))) / RATE
        out += signal.sawtooth(2 * np.pi * phase, 0.9)
    out = lowpass(out, 2200, 2) + 0.05 * bandpass(rng.standard_normal(len(t)), 1000, 3000)
    env = np.clip(t / 0.04, 0, 1) * np.clip((1.35 - t) / 0.2, 0, 1)
    return np.tanh(2.0 * out * env)


# ---------------------------------------------------------------------------------------- table sounds


def slap(seed: int, heavy: bool) -> Array:
    """A card put down on the turf: a papery slap; a star card lands heavier with a glint."""
    rng = np.random.default_rng(seed)
    seconds = 0.45 if heavy else 0.16
    t = t_axis(seconds)
    n = len(t)
    crack = bandpass(rng.standard_normal(n), 1500, 6000) * np.exp(-t / (0.012 if not heavy else 0.018))
    thump = np.sin(2 * np.pi * (95 if heavy else 160) * t) * np.exp(-t / (0.07 if heavy else 0.03))
    out = crack + (1.0 if heavy else 0.5) * thump
    if heavy:
        glint = sum(np.sin(2 * np.pi * f * t) * w for f, w in ((2637, 0.5), (3520, 0.35), (5274, 0.2)))
        out += 0.18 * glint * np.clip((t - 0.04) / 0.01, 0, 1) * np.exp(-np.clip(t - 0.04, 0, None) / 0.12)
    return out


def swish(seed: int, seconds: float, lo: float, hi: float, reverse: bool = False) -> Array:
    """A card sliding: noise whose band sweeps from `lo` to `hi` Hz."""
    rng = np.random.default_rng(seed)
    t = t_axis(seconds)
    n = len(t)
    noise = rng.standard_normal(n)
    out = np.zeros(n)
    chunks = 12
    for i in range(chunks):
        k = i / (chunks - 1)
        centre = lo * (hi / lo) ** k
        band = bandpass(noise, centre * 0.7, min(centre * 1.4, RATE / 2 - 100))
        w = np.clip(1 - np.abs(np.linspace(0, 1, n) - k) * chunks / 2, 0, 1)
        out += band * w
    env = np.sin(np.pi * np.clip(t / seconds, 0, 1)) ** 1.5
    out *= env
    return out[::-1].copy() if reverse else out


def card_turn(seed: int) -> Array:
    """A card flicked over: two quick papery ticks."""
    rng = np.random.default_rng(seed)
    t = t_axis(0.12)
    n = len(t)
    out = np.zeros(n)
    for at, w in ((0.0, 0.7), (0.045, 1.0)):
        i = int(at * RATE)
        m = n - i
        out[i:] += w * bandpass(rng.standard_normal(m), 2000, 7000) * np.exp(-np.arange(m) / (0.006 * RATE))
    return out


def lift(seed: int) -> Array:
    """A card picked up off the felt: a short, rising papery slide with a soft lift-off tick."""
    out = swish(seed, 0.11, 1800, 6500)
    rng = np.random.default_rng(seed + 1)
    t = t_axis(0.11)
    tick = bandpass(rng.standard_normal(len(t)), 3000, 8000) * np.exp(-t / 0.004) * 0.6
    return out + tick


def coin(seed: int) -> Array:
    """A token flipped: a small metallic ting (inharmonic partials)."""
    t = t_axis(0.5)
    partials = ((2200, 1.0, 0.12), (3410, 0.6, 0.08), (5180, 0.4, 0.05), (6900, 0.2, 0.04))
    out = sum(w * np.sin(2 * np.pi * f * t) * np.exp(-t / d) for f, w, d in partials)
    rng = np.random.default_rng(seed)
    return out + 0.3 * bandpass(rng.standard_normal(len(t)), 3000, 8000) * np.exp(-t / 0.004)


def tick(step: int) -> Array:
    """The count-up's tick for a total of `step` (0..11): a marimba-like blip climbing a major
    scale, brighter near eleven."""
    scale = [0, 2, 4, 5, 7, 9, 11, 12, 14, 16, 17, 19]
    f = 440.0 * 2 ** (scale[min(step, 11)] / 12)
    t = t_axis(0.16)
    bright = 0.15 + 0.5 * min(step, 11) / 11
    out = np.sin(2 * np.pi * f * t) * np.exp(-t / 0.05)
    out += bright * np.sin(2 * np.pi * 4 * f * t) * np.exp(-t / 0.012)
    out += 0.3 * np.sin(2 * np.pi * 2 * f * t) * np.exp(-t / 0.03)
    return out * np.clip(t / 0.002, 0, 1)


def kick(seed: int) -> Array:
    """A boot on the ball: a deep thump with a leathery click."""
    rng = np.random.default_rng(seed)
    t = t_axis(0.3)
    f = 60 + 110 * np.exp(-t / 0.03)
    thump = np.sin(2 * np.pi * np.cumsum(f) / RATE) * np.exp(-t / 0.08)
    click = bandpass(rng.standard_normal(len(t)), 1200, 5000) * np.exp(-t / 0.006)
    return thump + 0.6 * click


def dive(seed: int) -> Array:
    """The keeper flies: a whoosh of air and a thud on the grass."""
    rng = np.random.default_rng(seed)
    air = swish(seed, 0.45, 300, 1800)
    t = t_axis(0.7)
    out = np.zeros(len(t))
    out[: len(air)] += air
    i = int(0.42 * RATE)
    m = len(t) - i
    tt = np.arange(m) / RATE
    out[i:] += 0.9 * np.sin(2 * np.pi * 70 * tt) * np.exp(-tt / 0.07) + 0.4 * lowpass(
        rng.standard_normal(m), 600
    ) * np.exp(-tt / 0.05)
    return out


def tension(seed: int) -> Array:
    """A foul and a penalty coming: a snare roll and a low string swelling up."""
    rng = np.random.default_rng(seed)
    seconds = 1.8
    t = t_axis(seconds)
    n = len(t)
    grow = (t / seconds) ** 2
    roll = np.zeros(n)
    hit = int(0.004 * RATE)
    k = 0.0
    while k < seconds - 0.05:
        i = int(k * RATE)
        roll[i : i + hit * 8] += rng.standard_normal(hit * 8) * np.exp(-np.arange(hit * 8) / hit)
        k += 0.07 - 0.035 * k / seconds
    roll = bandpass(roll, 200, 6000) * (0.2 + grow)
    f = 98 * 2 ** (t / seconds * 5 / 12)
    drone = signal.sawtooth(2 * np.pi * np.cumsum(f) / RATE) + signal.sawtooth(2 * np.pi * np.cumsum(f * 1.5) / RATE)
    drone = lowpass(drone, 900) * (0.1 + grow)
    env = np.clip((seconds - t) / 0.05, 0, 1)
    return (roll + 0.5 * drone) * env


def chime(seed: int, notes: tuple[float, ...], gap: float = 0.28) -> Array:
    """The substitution board's electronic chime (two notes)."""
    seconds = gap * len(notes) + 0.6
    t = t_axis(seconds)
    out = np.zeros(len(t))
    for i, f in enumerate(notes):
        a = i * gap
        tt = np.clip(t - a, 0, None)
        on = t >= a
        out += on * (np.sin(2 * np.pi * f * tt) + 0.3 * np.sin(2 * np.pi * 2 * f * tt)) * np.exp(-tt / 0.25)
    return out


def click(seed: int) -> Array:
    """A menu click: a soft, short wooden tick."""
    rng = np.random.default_rng(seed)
    t = t_axis(0.06)
    body = np.sin(2 * np.pi * 1800 * t) * np.exp(-t / 0.008)
    return body + 0.4 * bandpass(rng.standard_normal(len(t)), 3000, 9000) * np.exp(-t / 0.002)


def clinks(seed: int) -> Array:
    """Tokens swept back to the supply: three small chips clinking against each other, a little
    lower and duller than a flipped token's ting, each a touch quieter."""
    rng = np.random.default_rng(seed)
    t = t_axis(0.4)
    out = np.zeros(len(t))
    for at, f, w in ((0.0, 1850.0, 1.0), (0.07, 2350.0, 0.75), (0.13, 1650.0, 0.55)):
        tt = np.clip(t - at, 0, None)
        on = t >= at
        partials = ((1.0, 1.0, 0.05), (2.76, 0.5, 0.025))
        ring = sum(k * np.sin(2 * np.pi * f * r * tt) * np.exp(-tt / d) for r, k, d in partials)
        tap = bandpass(rng.standard_normal(len(t)), 2500, 7000) * np.exp(-tt / 0.003)
        out += on * w * (ring + 0.4 * tap)
    return out


def flick(seed: int) -> Array:
    """A card kept and tucked into the hand: one crisp papery flick and a soft tap."""
    rng = np.random.default_rng(seed)
    t = t_axis(0.14)
    n = len(t)
    flick_ = bandpass(rng.standard_normal(n), 2500, 8000) * np.exp(-t / 0.01)
    i = int(0.05 * RATE)
    tt = np.arange(n - i) / RATE
    tap = np.zeros(n)
    tap[i:] = np.sin(2 * np.pi * 240 * tt) * np.exp(-tt / 0.02) + 0.5 * bandpass(
        rng.standard_normal(n - i), 1000, 4000
    ) * np.exp(-tt / 0.004)
    return flick_ + 0.6 * tap


# ---------------------------------------------------------------------------------------- drops and plays by kind


def place_player(seed: int, star: bool) -> Array:
    """A player card put on the pitch: a soft thud into the turf with a brush of grass; a star
    lands heavier, with a bright glint."""
    rng = np.random.default_rng(seed)
    seconds = 0.5 if star else 0.28
    t = t_axis(seconds)
    n = len(t)
    f = (70 if star else 110) + 60 * np.exp(-t / 0.02)
    thud = np.sin(2 * np.pi * np.cumsum(f) / RATE) * np.exp(-t / (0.09 if star else 0.05))
    grass = bandpass(rng.standard_normal(n), 2500, 9000) * np.exp(-t / 0.03) * (0.5 + 0.5 * rng.random(n))
    paper = bandpass(rng.standard_normal(n), 900, 3000) * np.exp(-t / 0.01)
    out = thud + 0.35 * grass + 0.4 * paper
    if star:
        glint = sum(np.sin(2 * np.pi * f * t) * w for f, w in ((1975.5, 0.5), (2960, 0.35), (3951, 0.25)))
        out += 0.2 * glint * np.clip((t - 0.05) / 0.01, 0, 1) * np.exp(-np.clip(t - 0.05, 0, None) / 0.15)
    return out


def place_synergy(seed: int) -> Array:
    """A synergy card laid on the shot's row: a crisp snap of card on card, then a short slide."""
    rng = np.random.default_rng(seed)
    t = t_axis(0.2)
    n = len(t)
    snap = bandpass(rng.standard_normal(n), 3000, 9000) * np.exp(-t / 0.004)
    body = bandpass(rng.standard_normal(n), 600, 2000) * np.exp(-t / 0.015)
    slide = bandpass(rng.standard_normal(n), 4000, 8000) * np.clip((t - 0.02) / 0.02, 0, 1) * np.exp(-t / 0.05)
    return snap + 0.6 * body + 0.2 * slide


def bench(seed: int) -> Array:
    """A card sent to the bench: slid off the pitch (a falling swish) onto a wooden bench (a knock)."""
    rng = np.random.default_rng(seed)
    slide = swish(seed, 0.3, 3500, 700)
    t = t_axis(0.3)
    knock_t = np.clip(t - 0.22, 0, None)
    knock = (np.sin(2 * np.pi * 240 * knock_t) + 0.5 * np.sin(2 * np.pi * 610 * knock_t)) * np.exp(-knock_t / 0.03)
    knock *= t >= 0.22
    tap = bandpass(rng.standard_normal(len(t)), 1500, 4000) * np.exp(-knock_t / 0.005) * (t >= 0.22)
    return 0.6 * slide + knock + 0.3 * tap


def team_pass(seed: int) -> Array:
    """PASS: the ball played short along the grass (a light tock, a roll) and received (a softer tock)."""
    rng = np.random.default_rng(seed)
    t = t_axis(0.42)
    n = len(t)
    out = np.zeros(n)
    for at, w, f0 in ((0.0, 1.0, 260.0), (0.3, 0.6, 220.0)):
        tt = np.clip(t - at, 0, None)
        hit = np.sin(2 * np.pi * f0 * tt) * np.exp(-tt / 0.025) + 0.5 * bandpass(
            rng.standard_normal(n), 1500, 5000
        ) * np.exp(-tt / 0.004)
        out += w * hit * (t >= at)
    roll = bandpass(rng.standard_normal(n), 300, 1200) * np.sin(np.pi * np.clip(t / 0.32, 0, 1)) * (t < 0.32)
    return out + 0.15 * roll


def team_press(seed: int) -> Array:
    """PRESS: the team pushes up together: three quick stamps rising under a forward whoosh."""
    rng = np.random.default_rng(seed)
    seconds = 0.5
    t = t_axis(seconds)
    out = 0.5 * swish(seed, seconds, 200, 2200)
    for k, at in enumerate((0.0, 0.11, 0.22)):
        tt = np.clip(t - at, 0, None)
        f = (90 + 25 * k) + 70 * np.exp(-tt / 0.02)
        stamp = np.sin(2 * np.pi * np.cumsum(f) / RATE) * np.exp(-tt / 0.05)
        grit = bandpass(rng.standard_normal(len(t)), 1000, 4000) * np.exp(-tt / 0.006)
        out += (0.6 + 0.2 * k) * (stamp + 0.3 * grit) * (t >= at)
    return out


def marker_move(seed: int) -> Array:
    """The control marker slid along its track: a wooden puck's short scrape, then its click into place."""
    rng = np.random.default_rng(seed)
    t = t_axis(0.3)
    n = len(t)
    scrape = bandpass(rng.standard_normal(n), 500, 2500) * (0.6 + 0.4 * np.sin(2 * np.pi * 38 * t)) * (t < 0.22)
    scrape *= np.sin(np.pi * np.clip(t / 0.22, 0, 1))
    ct = np.clip(t - 0.22, 0, None)
    click = (
        np.sin(2 * np.pi * 1200 * ct) * np.exp(-ct / 0.01)
        + bandpass(rng.standard_normal(n), 2000, 6000) * np.exp(-ct / 0.003)
    ) * (t >= 0.22)
    return 0.4 * scrape + click
