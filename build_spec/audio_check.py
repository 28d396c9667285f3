"""Measure every shipped sound: its integrated loudness (ITU-R BS.1770, pyloudnorm) against its
target (build_spec/audio_targets.py, ±2 LU), its true peak (4x oversampled, under -1 dBTP), its
length against the range its kind allows (LENGTHS), how alike its two channels are (the correlation
of left and right: 1 mono, near 0 a wide crowd; "-" for a mono file) and the folder's total size.

    python build_spec/audio_check.py        # exit 1 if a sound is off target, missing or unknown

Sounds shorter than half a second are measured padded with silence, as make_audio.py does."""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import pyloudnorm
import soundfile as sf
from scipy.signal import resample_poly

sys.path.insert(0, str(Path(__file__).resolve().parent))

from audio_targets import PEAK_LIMIT_DBFS, SHORT, TARGETS, TOLERANCE_LU, length_range

SOUNDS = Path(__file__).resolve().parent.parent / "game" / "data" / "sounds"
BUDGET_MB = 6.0


def true_peak(audio: np.ndarray) -> float:
    """dBTP: the peak between the samples too, found by oversampling four times (BS.1770-4 annex 2)."""
    return 20 * np.log10(max(float(np.abs(resample_poly(audio, 4, 1, axis=0)).max()), 1e-9))


def stereo_correlation(audio: np.ndarray) -> float | None:
    """The correlation of the left and right channels (None for mono or a silent channel)."""
    if audio.ndim != 2 or audio.shape[1] != 2 or min(audio.std(axis=0)) == 0:
        return None
    return float(np.corrcoef(audio[:, 0], audio[:, 1])[0, 1])


def measure(path: Path) -> tuple[float, float, float]:
    """(integrated loudness LUFS, true peak dBTP, seconds) of a decoded file."""
    audio, rate = sf.read(str(path), dtype="float64")
    peak = true_peak(audio)
    need = int(SHORT * rate)
    seconds = len(audio) / rate
    if len(audio) < need:
        audio = np.pad(audio, [(0, need - len(audio))] + ([(0, 0)] if audio.ndim == 2 else []))
    lufs = float(pyloudnorm.Meter(rate).integrated_loudness(audio))
    return lufs, peak, seconds


def main() -> int:
    bad = 0
    heads = ("s", 6), ("KiB", 7), ("LUFS", 7), ("target", 7), ("diff", 6), ("dBTP", 6), ("length s", 10), ("L/R", 5)
    print(f"{'sound':18s} " + " ".join(f"{h:>{w}s}" for h, w in heads) + "  ok")
    found = {p.stem: p for p in sorted(SOUNDS.glob("*.ogg"))}
    for name in sorted(set(found) | set(TARGETS)):
        if name not in found or name not in TARGETS:
            print(f"{name:18s} {'missing file' if name not in found else 'no target'}")
            bad += 1
            continue
        lufs, peak, seconds = measure(found[name])
        diff = lufs - TARGETS[name]
        low, high = length_range(name)
        ok = abs(diff) <= TOLERANCE_LU and peak <= PEAK_LIMIT_DBFS and low <= seconds <= high
        bad += not ok
        size = found[name].stat().st_size / 1024
        allowed = f"{low:g}-{high:g}"
        corr = stereo_correlation(sf.read(str(found[name]), dtype="float32")[0])
        shown = "-" if corr is None else f"{corr:.2f}"
        figures = f"{seconds:6.2f} {size:7.1f} {lufs:7.1f} {TARGETS[name]:7.1f} {diff:+6.1f} {peak:6.1f} {allowed:>10s}"
        figures += f" {shown:>5s}"
        print(f"{name:18s} {figures}  {'yes' if ok else 'NO'}")
    total = sum(p.stat().st_size for p in SOUNDS.iterdir() if p.is_file()) / 1e6
    print(f"{len(found)} sounds, {total:.2f} MB in game/data/sounds (budget {BUDGET_MB:.0f} MB); {bad} off target")
    return 1 if bad or total > BUDGET_MB else 0


if __name__ == "__main__":
    sys.exit(main())
