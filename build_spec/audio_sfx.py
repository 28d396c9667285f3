"""Synthesized effects and crowd for build_spec/make_audio.py: numpy/scipy only, seeded, 44.1 kHz
float arrays (mono: shape (n,), stereo: shape (n, 2))."""

from __future__ import annotations

import numpy as np
from scipy import signal

RATE = 44100
Array = np.ndarray

# Vowel formants (Hz) of a shouting crowd: the first three of each.
VOWELS = {
    "a": (800, 1200, 2500),
    "e": (500, 1800, 2500),
    "o": (500, 850, 2400),
    "u": (350, 700, 2400),
    "i": (300, 2200, 3000),
}


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


def stereo(left: Array, right: Array) -> Array:
    return np.stack([left, right], axis=1)


def loop_seam(x: Array, fade: float = 1.0) -> Array:
    """A seamless loop: the last `fade` seconds are cross-faded into the first and dropped."""
    f = int(fade * RATE)
    ramp = np.linspace(0, 1, f)
    if x.ndim == 2:
        ramp = ramp[:, None]
    head = x[:f] * ramp + x[-f:] * (1 - ramp)
    return np.concatenate([head, x[f:-f]])


def envelope(seconds: float, attack: float, release: float, sustain: float | None = None) -> Array:
    t = t_axis(seconds)
    env = np.clip(t / max(attack, 1e-4), 0, 1)
    end = seconds - release if sustain is None else sustain
    return env * np.clip((seconds - t) / max(release, 1e-4), 0, 1) * np.where(t > end, 1.0, 1.0)


# ---------------------------------------------------------------------------------------- crowd


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


def crowd_bed(seed: int, excited: bool) -> Array:
    """A stereo crowd loop: voices (a babble of many, a few calls standing out) over a low roar
    of noise; the excited layer swells, claps in rhythm and calls more."""
    rng = np.random.default_rng(seed)
    seconds = 14.0
    n = int(RATE * seconds)
    sides = []
    for _ in range(2):
        rumble = lowpass(pink(rng, n), 700) * (0.6 + 0.4 * smooth_random(rng, n, 0.3))
        air = bandpass(pink(rng, n), 500, 2500) * (0.5 + 0.5 * smooth_random(rng, n, 0.5))
        talk = babble(rng, seconds, 30 if excited else 22, (150, 330) if excited else (100, 230), (2.5, 5.0))
        shouts = calls(rng, seconds, 14 if excited else 5)
        shouts /= np.abs(shouts).max() + 1e-9
        mix = 0.5 * rumble / np.abs(rumble).max() + 0.2 * air / np.abs(air).max() + 1.0 * talk
        mix += (0.45 if excited else 0.22) * shouts
        if excited:
            mix = mix * (0.45 + 0.9 * smooth_random(rng, n, 0.25))
            rhythm = [b * 0.5 for b in range(int(seconds / 0.5)) if (b % 8) in (0, 1, 2, 4, 5, 6) and 8 < b < 20]
            mix += 0.6 * claps(rng, seconds, rhythm, 30) / 3
            beat = 0.32  # "o-lé, o-lé, o-lé-o-lé" from one end of the ground
            tune = [
                (0, 1, "o", 262.0),
                (1, 1, "e", 330.0),
                (2, 1, "o", 294.0),
                (3, 1, "e", 349.0),
                (4, 0.5, "o", 330.0),
                (4.5, 0.5, "e", 294.0),
                (5, 0.5, "o", 262.0),
                (5.5, 1.5, "e", 247.0),
            ]
            song = [(8.6 + b * beat, length * beat, v, f) for b, length, v, f in tune]
            mix += 0.6 * sung(rng, seconds, song, 18)
        sides.append(highpass(mix, 60))
    return loop_seam(stereo(*sides), 1.5)


def roar(seed: int) -> Array:
    """The net bulges: the whole stadium in one rising shout, then the applause."""
    rng = np.random.default_rng(seed)
    seconds = 4.0
    n = int(RATE * seconds)
    t = t_axis(seconds)
    env = np.clip(t / 0.25, 0, 1) ** 1.5 * np.exp(-np.clip(t - 1.3, 0, None) / 1.2)
    sides = []
    for _ in range(2):
        shout = np.zeros(n)
        for _ in range(30):
            glide = rng.uniform(220, 420) * (1 + 0.25 * np.clip(t / 0.4, 0, 1))
            shout += voice(rng, n, glide, rng.choice(["a", "o", "e"]), 0.5) * rng.uniform(0.4, 1)
        shout /= np.abs(shout).max()
        noise = bandpass(pink(rng, n), 250, 4500)
        noise /= np.abs(noise).max()
        clap = claps(rng, seconds, [1.6 + 0.11 * i + rng.uniform(0, 0.05) for i in range(20)], 12, 0.06)
        sides.append(
            (0.7 * shout + 0.6 * noise) * env
            + 0.3 * clap / (np.abs(clap).max() + 1e-9) * np.clip((t - 1.2) / 0.5, 0, 1)
        )
    return stereo(*sides)


def groan(seed: int) -> Array:
    """So close: a falling 'ohhh' from thousands of throats."""
    rng = np.random.default_rng(seed)
    seconds = 2.2
    n = int(RATE * seconds)
    t = t_axis(seconds)
    env = np.clip(t / 0.15, 0, 1) * np.exp(-np.clip(t - 0.5, 0, None) / 0.6)
    sides = []
    for _ in range(2):
        out = np.zeros(n)
        for _ in range(28):
            fall = rng.uniform(200, 330) * (1 - 0.35 * np.clip(t / 1.6, 0, 1))
            out += voice(rng, n, fall, rng.choice(["o", "u"]), 0.4) * rng.uniform(0.4, 1)
        out /= np.abs(out).max()
        noise = lowpass(pink(rng, n), 1500)
        sides.append((out + 0.4 * noise / np.abs(noise).max()) * env)
    return stereo(*sides)


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
