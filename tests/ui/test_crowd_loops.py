"""Sound4 (review23 #12 "sound"): the crowd beds never loop where a player can hear it (hush and
grumble no longer 9.5-11.5 s; every wrap without a click or a jump in level), they move like many
people in a bowl rather than a synth pad, and the kick and the keeper's dive are heard in the
stadium's space (needs the audio extra: pip install -e ".[audio]")."""

from __future__ import annotations

import math
from itertools import combinations
from pathlib import Path
from typing import TYPE_CHECKING

from game.ui.audio.cues import BEDS
from tests.ui.audio_build import build_modules

if TYPE_CHECKING:  # numpy is in the audio extra
    import numpy as np


def read(path: Path) -> tuple[np.ndarray, int]:
    import soundfile as sf  # after build_modules(): skipped without the audio extra

    audio, rate = sf.read(str(path), dtype="float64", always_2d=True)
    return audio, rate


def db(x: np.ndarray) -> float:
    import numpy as np

    return 20 * math.log10(max(float(np.sqrt(np.mean(x**2))), 1e-9))


def test_every_bed_is_a_long_loop_that_meets_no_other_for_minutes() -> None:
    """Point 1: each bed lasts 25 s or more; no two line up again within ten minutes, and the
    murmur and the excited layer (under every turn) only after half an hour."""
    modules = build_modules()
    lengths = modules["audio_targets"].BED_SECONDS
    assert set(lengths) == set(BEDS)
    sounds = modules["audio_check"].SOUNDS
    for name, seconds in lengths.items():
        audio, rate = read(sounds / f"{name}.ogg")
        assert seconds >= 25 and abs(len(audio) / rate - seconds) < 0.05, name
    for a, b in combinations(lengths, 2):
        x, y = round(lengths[a]), round(lengths[b])
        assert math.gcd(x, y) == 1 and math.lcm(x, y) >= 10 * 60, f"{a} and {b} meet again after {math.lcm(x, y)} s"
    assert math.lcm(round(lengths["crowd_murmur"]), round(lengths["crowd_excited"])) >= 30 * 60


def test_every_bed_wraps_without_a_click_or_a_jump_in_level() -> None:
    """Point 1: where each loop wraps, the sample step is within the bed's own 99.9th percentile
    step, and its last and first second are within 1 LU of each other."""
    modules = build_modules()
    beds = modules["audio_beds"]
    for name in BEDS:
        audio, rate = read(modules["audio_check"].SOUNDS / f"{name}.ogg")
        wrap, normal, jump = beds.seam(audio, rate)
        assert wrap <= normal, f"{name}: a click where the loop joins ({wrap:.4f} > {normal:.4f})"
        assert jump <= beds.SEAM_LU, f"{name}: the level jumps {jump:.2f} LU where the loop joins"


def test_every_bed_moves_like_a_crowd_not_a_pad() -> None:
    """Point 2: each bed swells and settles (short-term loudness range 3-12 LU, read like EBU
    R128's LRA) and single people stand out of it (its spectral centroid spreads over at least
    200 Hz from second to second), on its loudness target."""
    modules = build_modules()
    beds, check, targets = modules["audio_beds"], modules["audio_check"], modules["audio_targets"]
    for name in BEDS:
        audio, rate = read(check.SOUNDS / f"{name}.ogg")
        life = beds.life(audio, rate)
        assert 3.0 <= life["loudness_range"] <= 12.0, f"{name}: loudness range {life['loudness_range']:.1f} LU"
        spread = life["centroid_high"] - life["centroid_low"]
        assert spread >= 200, f"{name}: its centroid spreads over only {spread:.0f} Hz"
        lufs, peak, _seconds = check.measure(check.SOUNDS / f"{name}.ogg")
        assert abs(lufs - targets.TARGETS[name]) <= targets.TOLERANCE_LU and peak <= targets.PEAK_LIMIT_DBFS, name


def test_the_kick_and_the_dive_are_heard_in_the_bowl() -> None:
    """Point 3: stereo files whose direct sound is centred (play-time panning still places them),
    followed by reflections that differ in each ear and a short tail."""
    check = build_modules()["audio_check"]  # skipped without the audio extra (numpy comes with it)
    import numpy as np

    for name in ("kick", "dive"):
        audio, rate = read(check.SOUNDS / f"{name}.ogg")
        assert audio.shape[1] == 2, f"{name} is mono"
        loudest = int(np.argmax(np.abs(audio).max(axis=1)))
        onset = audio[max(0, loudest - int(0.005 * rate)) : loudest + int(0.005 * rate)]
        assert abs(db(onset[:, 0]) - db(onset[:, 1])) < 1.5, f"{name}: the direct sound is off centre"
        late = audio[-int(0.45 * rate) : -int(0.3 * rate)]
        assert db(late) > db(onset) - 45, f"{name}: no room after it"
        assert db(late[:, 0] - late[:, 1]) > db(late) - 6, f"{name}: the reflections are the same in both ears"
