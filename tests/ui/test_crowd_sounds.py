"""Review22 #12 "sound": every crowd bed's two channels are different people (decorrelated stereo), the roar
lasts about seven seconds with a natural tail, and the rebuilt cues sit on their loudness targets
(needs the audio extra: pip install -e ".[audio]"). Drops are placed left-right by where on the
table they land (no extra needed). The beds' lengths and seams: tests/ui/test_crowd_loops.py."""

from __future__ import annotations

import math
from itertools import pairwise
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from game.ui.audio.backend import pan_volumes
from game.ui.audio.cues import BEDS
from game.ui.stage.anim import Animator, Presentation, Step
from tests.ui.audio_build import build_modules
from tests.ui.fake_mixer import fake_audio

if TYPE_CHECKING:  # numpy is in the audio extra: the tests that read sounds import it when they run
    import numpy as np

CHANGED = ("crowd_murmur", "crowd_excited", "crowd_roar", "crowd_groan")


def read(path: Path) -> tuple[np.ndarray, int]:
    import soundfile as sf  # after build_modules(): skipped without the audio extra

    audio, rate = sf.read(str(path), dtype="float64", always_2d=True)
    return audio, rate


def db(x: np.ndarray) -> float:
    import numpy as np

    return 20 * math.log10(max(float(np.sqrt(np.mean(x**2))), 1e-9))


def test_rebuilt_cues_are_on_target() -> None:
    modules = build_modules()
    targets, check = modules["audio_targets"], modules["audio_check"]
    for name in CHANGED:
        lufs, peak, seconds = check.measure(check.SOUNDS / f"{name}.ogg")
        low, high = targets.length_range(name)
        assert abs(lufs - targets.TARGETS[name]) <= targets.TOLERANCE_LU, f"{name}: {lufs:.1f} LUFS"
        assert peak <= targets.PEAK_LIMIT_DBFS, f"{name}: true peak {peak:.1f} dBTP"
        assert low <= seconds <= high, f"{name} lasts {seconds:.2f} s, not {low}-{high}"
    total = sum(p.stat().st_size for p in check.SOUNDS.iterdir() if p.is_file()) / 1e6
    assert total <= check.BUDGET_MB <= 6.0, f"the sounds weigh {total:.2f} MB"


def test_every_bed_is_wide_stereo() -> None:
    check = build_modules()["audio_check"]
    for name in BEDS:
        audio, _rate = read(check.SOUNDS / f"{name}.ogg")
        assert audio.shape[1] == 2, name
        corr = check.stereo_correlation(audio)
        assert corr is not None and abs(corr) < 0.3, f"{name}: left and right alike (r={corr})"
        assert min(db(audio[:, 0]), db(audio[:, 1])) > -45, f"{name}: a channel is silent"


def test_the_roar_rises_holds_and_fades_with_applause_into_the_echo() -> None:
    check = build_modules()["audio_check"]
    audio, rate = read(check.SOUNDS / "crowd_roar.ogg")
    seconds = len(audio) / rate
    assert 6.0 <= seconds <= 8.0
    corr = check.stereo_correlation(audio)
    assert corr is not None and corr < 0.6, f"the roar is near mono (r={corr:.2f})"
    half = int(0.5 * rate)
    levels = [db(audio[i : i + half]) for i in range(0, len(audio) - half + 1, half)]
    loudest = max(levels)
    assert levels.index(loudest) <= 3, "the roar peaks within two seconds of the goal"
    assert all(b <= a + 3 for a, b in pairwise(levels[2:])), "it fades without a second surge"
    assert levels[9] > loudest - 25, "applause and voices still heard 4.5 s in"
    assert db(audio[-int(0.2 * rate) :]) < loudest - 30, "the tail dies away rather than stopping"


def test_effects_are_placed_left_right() -> None:
    assert pan_volumes(0.8, 0.0) == pytest.approx((0.8, 0.8))
    left, right = pan_volumes(1.0, 0.5)
    assert right == pytest.approx(1.0) and 0.4 < left < 0.9
    assert pan_volumes(1.0, -7.0) == pytest.approx((1.0, 0.0), abs=1e-9)  # bad input is clamped
    audio, mixer = fake_audio()
    audio.play("place_player", pan=0.4)
    audio.play("click")
    assert mixer.names() == ["place_player", "click"] and mixer.pans == [0.4, 0.0]


def test_a_step_plays_its_sound_where_it_happens() -> None:
    heard: list[tuple[str, float]] = []
    anim = Animator(lambda name: heard.append((name, 0.0)), lambda name, pan: heard.append((name, pan)))
    anim.begin(
        lambda p: None, [Step(0.1, "land", sound="place_player", pan=-0.3), Step(0.1, "chime", sound="effect_chime")]
    )
    for _ in range(10):
        anim.update(0.05)
    assert heard == [("place_player", -0.3), ("effect_chime", 0.0)]


def test_a_card_landing_on_the_right_of_the_table_is_heard_on_the_right() -> None:
    from game.ui.look import metrics as M
    from game.ui.table.event_anims import PAN, table_pan

    assert table_pan(M.width()) == pytest.approx(PAN) and table_pan(0) == pytest.approx(-PAN)
    assert table_pan(M.width() / 2) == pytest.approx(0.0) and table_pan(10 * M.width()) == pytest.approx(PAN)


def test_the_keepers_dive_is_heard_on_the_side_he_dives_to() -> None:
    from game.ui.art.goal_art import zones_pan

    assert zones_pan(("TL", "BL")) < -0.2 < 0.2 < zones_pan(("TR",))
    assert zones_pan(("C",)) == pytest.approx(0.0) and zones_pan(()) == pytest.approx(0.0)
    heard: list[tuple[str, float]] = []
    anim = Animator(lambda name: heard.append((name, 0.0)), lambda name, pan: heard.append((name, pan)))

    def tick(p: Presentation, k: float) -> None:
        if k >= 0.5 and not heard:
            p.cue("dive", zones_pan(("TR", "BR")))
            p.cue("kick")

    anim.begin(lambda p: None, [Step(0.2, "kick", tick=tick)])
    for _ in range(10):
        anim.update(0.05)
    assert [name for name, _pan in heard] == ["dive", "kick"] and heard[0][1] > 0.2 and heard[1][1] == 0.0
