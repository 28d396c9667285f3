"""Whole matches played only through synthetic mouse and keyboard events, across all scenes."""

from __future__ import annotations

import pytest

from game.ui.scenes.base import MatchBase
from game.ui.scenes.result import ResultScene
from tests.ui.driver import AutoPlayer
from tests.ui.helpers import new_app, start_match


def play_to_the_end(seed: int, computer: bool, mouse: bool) -> tuple[set[str], AutoPlayer, MatchBase]:
    app, d = new_app()
    start_match(app, d, seed, computer)
    player = AutoPlayer(d, seed, use_mouse=mouse)
    seen: set[str] = set()
    for _ in range(30000):
        seen.add(type(app.stack.top).__name__)
        if isinstance(app.stack.top, ResultScene):
            break
        player.step()
        assert not app.stack.errors, app.stack.errors
    scene = app.stack.top
    assert isinstance(scene, ResultScene), f"the match did not end: {seen}"
    assert scene.ctrl.phase == "over"
    return seen, player, scene


@pytest.mark.parametrize("mouse", [True, False], ids=["mouse", "keyboard"])
def test_hotseat_match_to_the_end(mouse: bool) -> None:
    seen, player, scene = play_to_the_end(seed=5, computer=False, mouse=mouse)
    assert {"DraftScene", "LineupScene", "TableScene", "PassScreen", "ResultScene"} <= seen
    if mouse:
        assert player.placed_by_drag > 10
    else:
        assert player.placed_by_keys > 10
    assert scene.view().score == tuple(scene.view().teams[s].score for s in (0, 1))


@pytest.mark.parametrize("mouse", [True, False], ids=["mouse", "keyboard"])
def test_match_against_the_computer_to_the_end(mouse: bool) -> None:
    seen, _, scene = play_to_the_end(seed=8, computer=True, mouse=mouse)
    assert {"DraftScene", "LineupScene", "TableScene", "ResultScene"} <= seen
    assert "PassScreen" not in seen  # one person: nothing to hide
    assert scene.ctrl.agents[1] is not None
