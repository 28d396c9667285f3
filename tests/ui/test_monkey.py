"""A short monkey run (the long one is `python -m tests.ui.monkey`)."""

from __future__ import annotations

import pytest

from tests.ui.monkey import run

SMALLEST = (1024, 600)


# 1000 inputs in every run at the smallest window, where things crowd first (the title, the menus,
# the draft, the line-up, the table); 3000 more at the first window in the big run
@pytest.mark.parametrize(
    ("seed", "frames", "size"),
    [
        (1, 1000, SMALLEST),
        pytest.param(2, 1500, (1280, 720), marks=pytest.mark.slow),  # the game's own first window
        pytest.param(3, 1500, (1280, 720), marks=pytest.mark.slow),
    ],
)
def test_random_input_raises_nothing(seed: int, frames: int, size: tuple[int, int] | None) -> None:
    _, seen = run(frames=frames, seed=seed, size=size)
    assert {"TitleScene", "DraftScene", "LineupScene", "TableScene"} <= seen
