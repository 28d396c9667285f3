"""Review23 #3: the goal stage's turf darkens softly towards its edges; no lighter rectangle with
hard edges sits on the grass about 65 px in from each side (shot, penalty and saved stages)."""

from __future__ import annotations

import itertools
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest

from game.ui.art import goal_art as G


@pytest.fixture(autouse=True)
def display() -> None:
    pygame.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((8, 8))


def _lum(c: pygame.Color) -> float:
    return 0.299 * c.r + 0.587 * c.g + 0.114 * c.b


@pytest.mark.parametrize("size", [(1000, 420), (1880, 560), (2520, 760)])
def test_the_turf_has_no_hard_vertical_step_away_from_its_lines(size: tuple[int, int]) -> None:
    w, h = size
    area = pygame.Rect(0, 0, w, h)
    mouth = pygame.Rect(w * 3 // 10, h // 12, w * 2 // 5, h * 2 // 5)
    s = pygame.Surface(size)
    G.draw_turf(s, area, mouth)
    horizon = mouth.y + round(mouth.h * 0.42)
    band = max(4, (h - horizon) // 7)
    y = horizon + band + band // 2  # inside one mowing stripe, above the goal line, no chalk on it
    assert y < mouth.bottom - 2
    row = [_lum(s.get_at((x, y))) for x in range(w)]
    steps = [abs(b - a) for a, b in itertools.pairwise(row)]
    assert max(steps) <= 2.0, (max(steps), steps.index(max(steps)))
    assert row[0] < row[w // 2] - 3  # still darker at the edge than in the middle
