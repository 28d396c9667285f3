"""Synthesize the game's sound effects as small 16-bit mono WAVs beside this script.

Run: `python game/data/sounds/make_sounds.py`. Uses only the standard library (array, wave, math,
random with a fixed seed), so the output is reproducible. Our own work, CC0 (see LICENSE.txt)."""

from __future__ import annotations

import array
import math
import random
import wave
from collections.abc import Callable
from pathlib import Path

HERE = Path(__file__).resolve().parent
RATE = 22050


def render(seconds: float, sample: Callable[[float], float]) -> array.array:
    n = int(RATE * seconds)
    out = array.array("h")
    for i in range(n):
        v = max(-1.0, min(1.0, sample(i / RATE)))
        out.append(int(v * 30000))
    return out


def save(name: str, data: array.array) -> None:
    with wave.open(str(HERE / f"{name}.wav"), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(data.tobytes())
    print(f"wrote {name}.wav")


def main() -> None:
    rnd = random.Random(11)

    def kick(t: float) -> float:  # a thump: falling sine plus a click of noise
        env = math.exp(-t * 30)
        return env * (0.9 * math.sin(2 * math.pi * (140 - 200 * t) * t) + 0.3 * rnd.uniform(-1, 1) * math.exp(-t * 200))

    def flip(t: float) -> float:  # a short filtered noise swish
        env = math.sin(math.pi * min(1.0, t / 0.08)) if t < 0.08 else 0.0
        return 0.5 * env * rnd.uniform(-1, 1)

    def whistle(t: float) -> float:  # a trilled 2.9 kHz tone
        trill = 1 + 0.04 * math.sin(2 * math.pi * 28 * t)
        env = min(1.0, t * 40) * min(1.0, (0.7 - t) * 20)
        return 0.45 * env * math.sin(2 * math.pi * 2900 * trill * t)

    low = [0.0]

    def crowd(t: float) -> float:  # low-passed noise swelling and fading
        low[0] += 0.08 * (rnd.uniform(-1, 1) - low[0])
        env = min(1.0, t * 3) * min(1.0, (1.4 - t) * 2)
        return 2.2 * env * low[0] * (0.8 + 0.2 * math.sin(2 * math.pi * 3 * t))

    save("kick", render(0.18, kick))
    save("flip", render(0.08, flip))
    save("whistle", render(0.7, whistle))
    save("crowd", render(1.4, crowd))


if __name__ == "__main__":
    main()
