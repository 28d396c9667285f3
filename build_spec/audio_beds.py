"""Measure the crowd beds as loops and as a crowd: the seam where each loop wraps (the sample step
there against the bed's own steps; the loudness of its first and last second) and how alive it is
over time (the spread of its spectral centroid second by second, the range of its short-term
loudness, how far its two channels differ).

    python build_spec/audio_beds.py [DIR]  # one line per bed (DIR: another build); exit 1 if a seam is heard"""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import pyloudnorm
import soundfile as sf

sys.path.insert(0, str(Path(__file__).resolve().parent))

from audio_check import SOUNDS, stereo_correlation, true_peak

BEDS = ("crowd_murmur", "crowd_excited", "crowd_hush", "crowd_song", "crowd_grumble")
SEAM_LU = 1.0  # the first and last second may differ this much in loudness
STEP_PERCENTILE = 99.9  # the wrap's sample step may be no bigger than this share of the bed's own steps


def loudness(audio: np.ndarray, rate: int) -> float:
    return float(pyloudnorm.Meter(rate).integrated_loudness(audio))


def seam(audio: np.ndarray, rate: int) -> tuple[float, float, float]:
    """(the sample step where the loop wraps, the bed's normal step (its 99.9th percentile), the
    loudness difference in LU between its last and first second)."""
    wrap = float(np.abs(audio[0] - audio[-1]).max())
    normal = float(np.percentile(np.abs(np.diff(audio, axis=0)), STEP_PERCENTILE))
    return wrap, normal, abs(loudness(audio[-rate:], rate) - loudness(audio[:rate], rate))


def centroids(audio: np.ndarray, rate: int) -> np.ndarray:
    """The spectral centroid (Hz) of each second of the mono sum."""
    mono = audio.mean(axis=1) if audio.ndim == 2 else audio
    out = []
    for a in range(0, len(mono) - rate + 1, rate):
        spec = np.abs(np.fft.rfft(mono[a : a + rate] * np.hanning(rate)))
        freqs = np.fft.rfftfreq(rate, 1 / rate)
        out.append(float((spec * freqs).sum() / (spec.sum() + 1e-12)))
    return np.array(out)


def short_term(audio: np.ndarray, rate: int, window: float = 3.0, hop: float = 1.0) -> np.ndarray:
    """The short-term loudness (LUFS of 3 s windows, 1 s apart), read around the loop's wrap too."""
    wrapped = np.concatenate([audio, audio[: int(window * rate)]])
    w, h = int(window * rate), int(hop * rate)
    return np.array([loudness(wrapped[a : a + w], rate) for a in range(0, len(audio), h)])


def life(audio: np.ndarray, rate: int) -> dict[str, float]:
    """How a bed moves: its centroid's spread (5th to 95th percentile, Hz), its short-term loudness
    range (10th to 95th percentile, LU, as EBU R128's LRA) and the second-to-second change in it."""
    cents = centroids(audio, rate)
    st = short_term(audio, rate)
    per_second = short_term(audio, rate, 1.0, 1.0)
    return {
        "centroid_low": float(np.percentile(cents, 5)),
        "centroid_high": float(np.percentile(cents, 95)),
        "loudness_range": float(np.percentile(st, 95) - np.percentile(st, 10)),
        "second_change": float(np.median(np.abs(np.diff(per_second)))),
    }


def main(argv: list[str]) -> int:
    folder = Path(argv[0]) if argv else SOUNDS
    bad = 0
    print(f"{'bed':14s} {'s':>6s} {'LUFS':>6s} {'dBTP':>6s} {'L/R':>5s} {'centroid Hz':>12s} {'LRA':>5s} "
          f"{'1s':>4s} {'wrap':>7s} {'normal':>7s} {'seam LU':>7s}")  # fmt: skip
    for name in BEDS:
        audio, rate = sf.read(str(folder / f"{name}.ogg"), dtype="float64", always_2d=True)
        wrap, normal, seam_lu = seam(audio, rate)
        alive = life(audio, rate)
        corr = stereo_correlation(audio)
        ok = wrap <= normal and seam_lu <= SEAM_LU
        bad += not ok
        print(
            f"{name:14s} {len(audio) / rate:6.2f} {loudness(audio, rate):6.1f} {true_peak(audio):6.1f} "
            f"{corr if corr is not None else 1.0:5.2f} {alive['centroid_low']:5.0f}-{alive['centroid_high']:<6.0f} "
            f"{alive['loudness_range']:5.1f} {alive['second_change']:4.1f} {wrap:7.4f} {normal:7.4f} {seam_lu:7.2f}"
            f"  {'ok' if ok else 'SEAM'}"
        )
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
