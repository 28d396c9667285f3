"""Issue #38 "sound" point 2: every club has its own chant, as data (rhythm and melody), and no two
clubs' chants share their rhythm or their tune's shape."""

from __future__ import annotations

from itertools import combinations

from game.chants import CHANT_CUES, CHANTS, chant_cue
from game.clubs import IDS


def test_every_club_has_a_chant_and_a_cue() -> None:
    assert set(CHANTS) == set(IDS)
    assert {chant_cue(c) for c in IDS} == set(CHANT_CUES)
    assert chant_cue("nobody") is None and chant_cue("") is None


def test_no_two_chants_share_a_rhythm_or_a_tune() -> None:
    for (a, x), (b, y) in combinations(CHANTS.items(), 2):
        assert x.onsets() != y.onsets() or x.beat != y.beat, f"{a} and {b} are sung in the same rhythm"
        assert x.contour() != y.contour(), f"{a} and {b} have the same tune"


def test_each_chant_is_a_short_singable_line() -> None:
    """A line the crowd sings twice in a few seconds, every note inside its bar, in a voice's range."""
    for club_id, chant in CHANTS.items():
        assert 0.2 <= chant.beat <= 0.4 and 2 * chant.bar * chant.beat <= 8.0, club_id
        assert len(chant.notes) >= 4, club_id
        for start, length, vowel, midi in chant.notes:
            assert 0 <= start and start + length <= chant.bar, f"{club_id}: a note past its bar"
            assert vowel in "aeiou" and 52 <= midi <= 77, f"{club_id}: {vowel} {midi}"
        assert list(chant.onsets()) == sorted(chant.onsets()), club_id
        assert all(0 <= b < chant.bar for b in chant.claps), club_id
