"""Calmer motion (issue #42 point 4, WCAG 2.3.1): a staged goal and a staged Magic Eleven, every
frame rendered at 60 fps, counted for flashes the WCAG way: a flash is a pair of opposing changes
of relative luminance of 10% or more where the darker side is below 0.80. Nothing may flash more
than three times in any one second over an area of 25% of a 10-degree field (about 341x256 px of
a 1024x768 screen: a ninth of the screen); with reduce motion on, nothing at all may (no area
allowance), and the camera never shakes."""

from __future__ import annotations

import dataclasses
import functools
from bisect import bisect_left

import pygame
import pytest

from game.bench.sheets import Shooter, shot_position
from game.ui.scenes.match.base import MatchBase

GRID = (64, 36)  # luminance cells over the window (each the mean colour of its pixels)
STEP = 0.10  # a change of relative luminance that counts (WCAG: 10% of the maximum)
DARK = 0.80  # the darker side of a counted change is below this
FPS = 60
LARGE = 341 * 256 / (1024 * 768)  # WCAG's flash area as a share of the screen


def linear(c: int) -> float:
    s = c / 255
    return s / 12.92 if s <= 0.04045 else ((s + 0.055) / 1.055) ** 2.4


LUT = [linear(c) for c in range(256)]


def luminance_grid(screen: pygame.Surface) -> list[float]:
    """Relative luminance of each cell of the window."""
    small = pygame.transform.smoothscale(screen, GRID)
    raw = pygame.image.tobytes(small, "RGB")
    return [0.2126 * LUT[raw[i]] + 0.7152 * LUT[raw[i + 1]] + 0.0722 * LUT[raw[i + 2]] for i in range(0, len(raw), 3)]


def changes(series: list[float]) -> list[int]:
    """The frames at which a counted change completes; consecutive changes go opposite ways."""
    out: list[int] = []
    lo = hi = series[0]
    direction = 0
    for i, v in enumerate(series):
        if direction == 0:
            lo, hi = min(lo, v), max(hi, v)
            if v - lo >= STEP and lo < DARK:
                direction, hi = 1, v
                out.append(i)
            elif hi - v >= STEP and v < DARK:
                direction, lo = -1, v
                out.append(i)
        elif direction == 1:
            if v > hi:
                hi = v
            elif hi - v >= STEP and v < DARK:
                direction, lo = -1, v
                out.append(i)
        else:
            if v < lo:
                lo = v
            elif v - lo >= STEP and lo < DARK:
                direction, hi = 1, v
                out.append(i)
    return out


def flashes_per_second(frames: list[list[float]], area: float) -> int:
    """The most flashes in any one second over at least `area` of the window (0: any one cell)."""
    cells = len(frames[0])
    per_cell = [ch for ch in (changes([f[c] for f in frames]) for c in range(cells)) if ch]
    need = max(1, round(area * cells))  # the flashing cells must cover the area
    if len(per_cell) < need:
        return 0
    worst = 0
    for start in range(max(1, len(frames) - FPS + 1)):
        counts = sorted(((bisect_left(ch, start + FPS) - bisect_left(ch, start)) // 2 for ch in per_cell), reverse=True)
        worst = max(worst, counts[need - 1])
    return worst


@functools.cache
def staged(outcome: str, calm: bool) -> tuple[list[list[float]], list[tuple[int, int]]]:
    """Every frame of a staged shot (from the defender's choice to the table again): the luminance
    grids and the camera's shake offsets (played once per test process; the tests only read them)."""
    found = shot_position(outcome)
    assert found is not None, outcome
    state, action = found
    shooter = Shooter((1024, 600), "en")
    shooter.app.settings = dataclasses.replace(shooter.app.settings, reduce_motion=calm)
    shooter.at(state.phase.value, state)
    scene = shooter.app.stack.top
    assert isinstance(scene, MatchBase)
    scene.act(action)  # type: ignore[arg-type]
    frames, shakes = [], []
    while scene.anim.busy and len(frames) < 1500:
        shooter.app.step(1 / FPS, [])
        frames.append(luminance_grid(shooter.app.screen))
        shakes.append(scene.anim.pres.shake_offset())
    for _ in range(20):  # back on the table
        shooter.app.step(1 / FPS, [])
        frames.append(luminance_grid(shooter.app.screen))
    shooter.app.close()
    return frames, shakes


def test_the_counter_sees_a_flashing_square_and_not_a_steady_one() -> None:
    """The check itself: a white square blinking 5 times a second counts 5; a fade counts none."""
    blink = [[1.0 if (i // 6) % 2 else 0.05] * 4 for i in range(120)]
    assert flashes_per_second(blink, 0) == 5
    fade = [[i / 120] * 4 for i in range(120)]
    assert flashes_per_second(fade, 0) == 0


@pytest.mark.parametrize("outcome", [pytest.param("goal", marks=pytest.mark.slow), "magic"])  # goal: the big run
def test_a_staged_shot_never_flashes_more_than_three_times_a_second(outcome: str) -> None:
    frames, shakes = staged(outcome, calm=False)
    assert len(frames) > 200
    assert flashes_per_second(frames, LARGE) <= 3
    assert any(s != (0, 0) for s in shakes)  # the release still shakes without reduce motion


@pytest.mark.parametrize("outcome", [pytest.param("goal", marks=pytest.mark.slow), "magic"])  # goal: the big run
def test_with_reduce_motion_nothing_flashes_and_nothing_shakes(outcome: str) -> None:
    calm, shakes = staged(outcome, calm=True)
    assert flashes_per_second(calm, 0) <= 3
    assert all(s == (0, 0) for s in shakes)
    full, _ = staged(outcome, calm=False)
    assert len(calm) < len(full)  # the count-up is shorter


@pytest.mark.parametrize("calm", [False, True])
def test_the_result_throws_confetti_and_fireworks_only_without_reduce_motion(
    monkeypatch: pytest.MonkeyPatch, calm: bool
) -> None:
    """Issue #42 point 4: the full-time celebration's confetti and fireworks go with reduce motion."""
    from game.ui.art import celebration
    from tests.ui.helpers import new_app
    from tests.ui.test_result import at_result

    thrown: list[str] = []
    monkeypatch.setattr(celebration.Confetti, "draw", lambda self, surface, t: thrown.append("confetti"))
    monkeypatch.setattr(celebration.Fireworks, "draw", lambda self, surface, t: thrown.append("fireworks"))
    for seed in (3, 5, 11, 20):
        app, d = new_app()
        app.settings = dataclasses.replace(app.settings, reduce_motion=calm)
        scene = at_result(app, seed)
        if scene.celebrating():
            break
    assert scene.celebrating()
    d.frame(n=int(scene.intro * 60) + 10)
    assert (not thrown) if calm else {"confetti", "fireworks"} <= set(thrown)
