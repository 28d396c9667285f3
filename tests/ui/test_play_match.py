"""Whole matches played only through synthetic mouse and keyboard events, across all scenes.

The default run plays the keyboard through a hot-seat match and the mouse against the computer (the
same matches tests/ui/test_presented_sync.py checks frame by frame); the other two pairings are in
the big run (MN11_BIG=1)."""

from __future__ import annotations

import pytest

from tests.ui.whole_match import played

pytestmark = pytest.mark.xdist_group("whole_matches")


@pytest.mark.parametrize(
    "mouse", [pytest.param(True, marks=pytest.mark.slow), False], ids=["mouse", "keyboard"]
)
def test_hotseat_match_to_the_end(mouse: bool) -> None:
    match = played(seed=5, computer=False, mouse=mouse)
    assert {"DraftScene", "LineupScene", "TableScene", "PassScreen", "ResultScene"} <= match.seen
    assert match.phase == "over"
    if mouse:
        assert match.placed_by_drag > 10
    else:
        assert match.placed_by_keys > 10
    assert match.score == match.team_scores


@pytest.mark.parametrize(
    "mouse", [True, pytest.param(False, marks=pytest.mark.slow)], ids=["mouse", "keyboard"]
)
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
