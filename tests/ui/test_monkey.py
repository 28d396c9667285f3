"""A short monkey run (the long one is `python -m tests.ui.monkey`)."""

from __future__ import annotations

import pytest

from tests.ui.monkey import run


@pytest.mark.parametrize("seed", [1, pytest.param(2, marks=pytest.mark.slow)])  # another 1500 frames in the big run
def test_random_input_raises_nothing(seed: int) -> None:
    _, seen = run(frames=1500, seed=seed)
    assert "TitleScene" in seen
