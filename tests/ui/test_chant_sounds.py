"""Issue #38 "sound" point 4: every new cue is shipped within its loudness target (±2 LU), its true
peak under -1 dBTP and its kind's length, measured as build_spec/audio_check.py does; each club's
chant as rendered follows its own rhythm and sounds unlike every other club's (needs the audio
extra: pip install -e ".[audio]")."""

from __future__ import annotations

from itertools import combinations
from pathlib import Path

import pytest

from game.chants import CHANT_CUES, CHANTS, Chant
from game.ui.audio.cues import BEDS, EFFECTS
from tests.ui.audio_build import build_modules

np = pytest.importorskip("numpy")  # the audio extra; the README's test command installs only dev

NEW_CUES = (
    *CHANT_CUES,
    "crowd_hush",
    "crowd_song",
    "crowd_grumble",
    "place_player",
    "place_star",
    "place_synergy",
    "bench",
    "team_pass",
    "team_press",
    "marker_move",
)
HOP = 0.02  # seconds per envelope frame
LEAD = 0.25  # build_spec/audio_chants.py: the ground before the first syllable


def test_every_new_cue_is_shipped_on_target() -> None:
    modules = build_modules()
    targets, check = modules["audio_targets"], modules["audio_check"]
    assert not (set(NEW_CUES) - set(EFFECTS) - set(BEDS)), "every new sound is a cue the game plays"
    for name in NEW_CUES:
        path = check.SOUNDS / f"{name}.ogg"
        assert path.is_file(), name
        lufs, peak, seconds = check.measure(path)
        low, high = targets.length_range(name)
        assert abs(lufs - targets.TARGETS[name]) <= targets.TOLERANCE_LU, f"{name}: {lufs:.1f} LUFS"
        assert peak <= targets.PEAK_LIMIT_DBFS, f"{name}: true peak {peak:.1f} dBTP"
        assert low <= seconds <= high, f"{name} lasts {seconds:.2f} s, not {low}-{high}"
    for gone in ("slap_light", "slap_heavy"):  # the two slaps every drop used to share
        assert not (check.SOUNDS / f"{gone}.ogg").exists() and gone not in EFFECTS


def envelope(path: Path) -> np.ndarray:
    import soundfile as sf

    audio, rate = sf.read(str(path), dtype="float64")
    mono = audio.mean(axis=1) if audio.ndim == 2 else audio
    hop = int(HOP * rate)
    frames = len(mono) // hop
    rms = np.sqrt((mono[: frames * hop].reshape(frames, hop) ** 2).mean(axis=1))
    return np.convolve(rms, np.ones(3) / 3, "same")


def sung_gate(chant: Chant, frames: int) -> np.ndarray:
    """1 where the chant's data says the stand is singing (each syllable's first 80 %), else 0."""
    gate = np.zeros(frames)
    line = chant.bar * chant.beat
    for rep in range(2):
        for start, length, _vowel, _midi in chant.notes:
            a = LEAD + rep * line + start * chant.beat
            gate[int(a / HOP) : int((a + 0.8 * length * chant.beat) / HOP)] = 1
    return gate


def test_each_rendered_chant_follows_its_rhythm_and_differs_from_every_other() -> None:
    modules = build_modules()
    sounds = modules["audio_check"].SOUNDS
    shapes = {c: envelope(sounds / f"chant_{c}.ogg") for c in CHANTS}
    for club_id, chant in CHANTS.items():
        heard = shapes[club_id]
        follows = np.corrcoef(sung_gate(chant, len(heard)), heard)[0, 1]
        assert follows > 0.5, f"{club_id}'s chant does not follow its rhythm (r={follows:.2f})"
    for a, b in combinations(CHANTS, 2):
        n = min(len(shapes[a]), len(shapes[b]))
        alike = np.corrcoef(shapes[a][:n], shapes[b][:n])[0, 1]
        assert alike < 0.85, f"{a} and {b} sound alike (r={alike:.2f})"
