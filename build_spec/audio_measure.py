"""Measure a recording made by build_spec/record_match.py: the whole mix's integrated loudness
and peak, the short-term loudness (3 s windows) over time, and for each kind of cue the loudest
momentary loudness (400 ms) and the peak in the second after it played.

    python build_spec/audio_measure.py /tmp/match.wav [--every 10]"""

from __future__ import annotations

import argparse
import json
import sys
from collections import defaultdict
from pathlib import Path

import numpy as np
import pyloudnorm
import soundfile as sf

SOUNDS = Path(__file__).resolve().parent.parent / "game" / "data" / "sounds"


def db(x: float) -> float:
    return 20 * float(np.log10(max(x, 1e-9)))


def window_loudness(meter: pyloudnorm.Meter, audio: np.ndarray, rate: int, start: float, seconds: float) -> float:
    a, b = int(start * rate), int((start + seconds) * rate)
    part = audio[a:b]
    if len(part) < int(0.4 * rate):
        return float("-inf")
    return float(meter.integrated_loudness(part))


def momentary_max(meter: pyloudnorm.Meter, audio: np.ndarray, rate: int, start: float, seconds: float) -> float:
    """The loudest 400 ms window (100 ms hops) within `seconds` after `start`."""
    best = float("-inf")
    t = start
    while t + 0.4 <= start + seconds:
        best = max(best, window_loudness(meter, audio, rate, t, 0.4))
        t += 0.1
    return best


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("wav", type=Path)
    parser.add_argument("--every", type=float, default=10.0, help="seconds between the short-term readings")
    args = parser.parse_args()
    audio, rate = sf.read(str(args.wav), dtype="float64", always_2d=True)
    log = json.loads(args.wav.with_suffix(".cues.json").read_text())
    meter = pyloudnorm.Meter(rate)
    seconds = len(audio) / rate
    print(f"{args.wav.name}: {seconds:.1f} s, integrated {meter.integrated_loudness(audio):.1f} LUFS, ", end="")
    print(f"sample peak {db(float(np.abs(audio).max())):.1f} dBFS, {len(log['cues'])} cues")
    print("\nover time (short-term loudness, 3 s window; its peak; the crowd's intensity then; the cues started in it)")
    t = 0.0
    while t + 3 <= seconds:
        part = audio[int(t * rate) : int((t + 3) * rate)]
        names = sorted({n for at, n in log["cues"] if t <= at < t + args.every})
        shown = ", ".join(names[:6]) + (" ..." if len(names) > 6 else "")
        st = window_loudness(meter, audio, rate, t, 3.0)
        crowd = next((c for at, c, _levels in log.get("crowd", []) if at >= t), None)
        bed = "  -  " if crowd is None else f"{crowd:5.2f}"
        print(f"  {t:6.1f} s  {st:6.1f} LUFS  peak {db(float(np.abs(part).max())):6.1f} dBFS  crowd {bed}  {shown}")
        t += args.every
    by_cue: dict[str, list[tuple[float, float]]] = defaultdict(list)
    for at, name in log["cues"]:
        span = min(1.5, max(0.4, sf.info(str(SOUNDS / f"{name}.ogg")).duration))
        if at + span > seconds:
            continue
        part = audio[int(at * rate) : int((at + span) * rate)]
        by_cue[name].append((momentary_max(meter, audio, rate, at, span), db(float(np.abs(part).max()))))
    print("\nper cue (while it sounds, at most 1.5 s: the mix's loudest momentary loudness and peak; max of its plays)")
    print(f"  {'cue':18s} {'plays':>5s} {'M max LUFS':>10s} {'peak dBFS':>9s}")
    for name, rows in sorted(by_cue.items(), key=lambda kv: -max(r[0] for r in kv[1])):
        print(f"  {name:18s} {len(rows):5d} {max(r[0] for r in rows):10.1f} {max(r[1] for r in rows):9.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
