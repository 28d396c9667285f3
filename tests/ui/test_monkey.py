"""A short monkey run (the long one is `python -m tests.ui.monkey`)."""

from __future__ import annotations

import pytest

from tests.ui.monkey import run


# 1000 inputs in every run (the title, the menus, the draft, the line-up, the table); 3000 more in the big run
@pytest.mark.parametrize(
    ("seed", "frames"),
    [(1, 1000), pytest.param(2, 1500, marks=pytest.mark.slow), pytest.param(3, 1500, marks=pytest.mark.slow)],
)
def test_random_input_raises_nothing(seed: int, frames: int) -> None:
    _, seen = run(frames=frames, seed=seed)
    assert {"TitleScene", "DraftScene", "LineupScene", "TableScene"} <= seen
