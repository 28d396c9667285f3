"""Issue #38 "sound" point 1: the crowd is a place. Five beds cross-faded by what the match shows:
the murmur and the excited layer, the expectant hush before a release, the ground singing after a
goal's roar, a grumble after a groan; each drifts slowly so the loops never line up the same way."""

from __future__ import annotations

from itertools import pairwise

import pytest

from game.ui.audio import Mood
from game.ui.audio.crowd import BEDS, GRUMBLE, HUSH, MURMUR, SONG, SWELL, Crowd, crowd_levels
from game.ui.audio.mixer import BED_CHANNELS
from tests.ui.fake_mixer import fake_audio

MATCH = Mood("menu", crowd=0.4)


def settle(audio: object, mood: Mood, seconds: float) -> None:
    for _ in range(int(seconds * 30)):
        audio.update(1 / 30, mood)  # type: ignore[attr-defined]


def test_each_bed_has_its_own_loop_channel() -> None:
    assert sorted(BED_CHANNELS.values()) == sorted(BEDS) and len(set(BED_CHANNELS)) == len(BEDS)


def test_the_ground_sings_only_after_the_roar_and_then_settles() -> None:
    """Nothing before its moment: the song swells when the goal's roar plays, not before."""
    audio, mixer = fake_audio()
    settle(audio, MATCH, 3.0)
    assert mixer.loop_volume(SONG) == 0 and mixer.loop_volume(GRUMBLE) == 0
    audio.play("crowd_roar")
    settle(audio, MATCH, 1.0)
    assert mixer.loop_volume(SONG) > 0.4
    settle(audio, MATCH, SWELL + 1.0)
    assert mixer.loop_volume(SONG) == 0 and mixer.loop_volume(MURMUR) > 0


def test_a_miss_leaves_a_grumble_that_fades_back_into_the_murmur() -> None:
    audio, mixer = fake_audio()
    settle(audio, Mood("menu", crowd=0.7), 3.0)
    excited = mixer.loop_volume("crowd_excited")
    audio.play("crowd_groan")
    settle(audio, Mood("menu", crowd=0.7), 1.0)
    assert mixer.loop_volume(GRUMBLE) > 0.4 and mixer.loop_volume("crowd_excited") < excited / 2
    settle(audio, Mood("menu", crowd=0.7), 10.0)
    assert mixer.loop_volume(GRUMBLE) == 0 and mixer.loop_volume("crowd_excited") > 0


def test_the_hush_silences_the_song_and_the_grumble() -> None:
    levels = crowd_levels(0.9, True, SWELL, 5.0)
    assert levels[HUSH] == 1.0 and levels[SONG] == levels[GRUMBLE] == 0.0
    assert levels[MURMUR] < crowd_levels(0.9, False, 0.0, 0.0)[MURMUR] / 2


def test_no_crowd_outside_a_match_and_a_hot_crowd_sings_a_little() -> None:
    assert set(Crowd().levels(1 / 30, None).values()) == {0.0}
    assert crowd_levels(0.3, False, 0.0, 0.0)[SONG] == 0.0
    assert crowd_levels(1.0, False, 0.0, 0.0)[SONG] == pytest.approx(0.5)


def test_the_beds_drift_slowly_and_never_in_step() -> None:
    """Over two minutes each bed's level wanders (by up to 30 %) at its own pace: no two beds peak
    together every time, and the wander is slow (under 2 % a frame)."""
    crowd = Crowd()
    curves: dict[str, list[float]] = {bed: [] for bed in BEDS}
    for _ in range(120 * 30):
        levels = crowd.levels(1 / 30, 1.0)
        base = crowd_levels(1.0, False, 0.0, 0.0)
        for bed in (MURMUR, "crowd_excited", SONG):
            curves[bed].append(levels[bed] / base[bed])
    for bed in (MURMUR, "crowd_excited", SONG):
        c = curves[bed]
        assert 0.68 < min(c) < 0.8 and max(c) > 0.98, bed
        assert max(abs(a - b) for a, b in pairwise(c)) < 0.02, bed
    peaks = {bed: c.index(max(c)) for bed, c in curves.items() if c}
    assert len(set(peaks.values())) == len(peaks), "the beds drift in step"


def test_a_penalty_run_up_is_hushed_and_the_kick_breaks_it() -> None:
    """The expectant hush is heard before a penalty's release too: through the run-up, not after."""
    from game.ui.stage.anim import Presentation
    from game.ui.stage.kick_stage import KICK_RUN
    from game.ui.stage.shot_steps import kick_steps

    p = Presentation()
    steps = {s.name: s for s in kick_steps("penalty", "", 0, "TL", ("TR",), True, "", [p])}
    kick, told = steps["penalty kick"], steps["penalty"]
    assert kick.tick is not None and told.tick is not None
    kick.tick(p, 0.3 * KICK_RUN / kick.duration)
    assert p.hush
    kick.tick(p, 1.0)
    assert not p.hush
    told.tick(p, 0.5)
    assert not p.hush


def test_a_clubs_chant_is_not_sung_over_by_the_grounds_song() -> None:
    audio, mixer = fake_audio()
    settle(audio, MATCH, 2.0)
    audio.play("crowd_roar")
    settle(audio, MATCH, 1.0)
    swelling = mixer.loop_volume(SONG)
    audio.play("chant_harbour")
    settle(audio, MATCH, 1.0)
    assert mixer.loop_volume(SONG) < swelling / 3
    settle(audio, MATCH, 5.5)
    assert mixer.loop_volume(SONG) > 0.4  # the chant over, the ground sings on
