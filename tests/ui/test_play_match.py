"""Whole matches played only through synthetic mouse and keyboard events, across all scenes, every
frame checked against what the engine reported (tests/ui/whole_match.py).

Each match is played once and read by the tests below (they stay in this one file, which the
test run keeps in one worker). The default run plays the keyboard through a hot-seat match and the
mouse against the computer; the other two pairings and one more match are in the big run
(MN11_BIG=1)."""

from __future__ import annotations

import pytest

from tests.ui.whole_match import played


@pytest.mark.parametrize("mouse", [pytest.param(True, marks=pytest.mark.slow), False], ids=["mouse", "keyboard"])
def test_hotseat_match_to_the_end(mouse: bool) -> None:
    match = played(seed=5, computer=False, mouse=mouse)
    assert {"DraftScene", "LineupScene", "TableScene", "PassScreen", "ResultScene"} <= match.seen
    assert match.phase == "over"
    if mouse:
        assert match.placed_by_drag > 10
    else:
        assert match.placed_by_keys > 10
    assert match.score == match.team_scores


@pytest.mark.parametrize("mouse", [True, pytest.param(False, marks=pytest.mark.slow)], ids=["mouse", "keyboard"])
def test_match_against_the_computer_to_the_end(mouse: bool) -> None:
    match = played(seed=8, computer=True, mouse=mouse)
    assert {"DraftScene", "LineupScene", "TableScene", "ResultScene"} <= match.seen
    assert "PassScreen" not in match.seen  # one person: nothing to hide
    assert match.phase == "over"
    assert match.computer_side
    if mouse:
        assert match.placed_by_drag > 10
    else:
        assert match.placed_by_keys > 10


@pytest.mark.parametrize(
    ("seed", "computer", "mouse"),
    [
        (5, False, False),
        (8, True, True),
        pytest.param(11, False, False, marks=pytest.mark.slow),  # one more random match
    ],
)
def test_the_screen_never_runs_ahead_of_its_animations(seed: int, computer: bool, mouse: bool) -> None:
    """Issue #9 §3: after every frame the table draws only events whose animation has started, and
    the match as it is once the animations end (the check itself: tests/ui/test_presented_sync.py)."""
    match = played(seed, computer, mouse)
    assert match.mid_frames > 500
    assert {"ShotResolved", "Goal", "HalfTime", "MatchEnded"} <= match.kinds
