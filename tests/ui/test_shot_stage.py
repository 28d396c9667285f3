"""The shot as a full-screen moment (issue #38 point 1): the camera pushes in from the shooter's
spot until the stage fills the window (the table is not drawn under it), each revealed card pops
with a small shake, a beat of stillness before the release, the keeper through several poses, and
back out to the table with the result in place."""

from __future__ import annotations

import pygame

from game.bench.sheets import staged_shot
from game.ui.art import goal_figures as F
from game.ui.look import metrics as M
from game.ui.stage.shot_stage import stage_rect


def test_the_shot_fills_the_window_and_comes_back_to_the_table() -> None:
    staged = staged_shot("goal", (1024, 600))
    assert staged is not None
    shooter, scene = staged
    pushes: dict[str, list[float]] = {}
    covered: set[str] = set()
    shakes: set[str] = set()
    while scene.anim.busy:
        shooter.app.step(1 / 60, [])
        pres, step = scene.anim.pres, scene.anim.current
        name = step.name if step is not None else ""
        pushes.setdefault(name, []).append(pres.push)
        if pres.covers():
            covered.add(name)
            assert stage_rect(pres) == pygame.Rect(0, 0, *M.size())
        if pres.shake_offset() != (0, 0):
            shakes.add(name)
    stage_in, back = pushes["stage"], pushes["return"]
    assert stage_in[0] < 0.2 and stage_in == sorted(stage_in)  # pushing in
    assert back[-1] < 0.2 and back == sorted(back, reverse=True)  # pulling back out
    assert {"reveal", "beat", "flight", "goal", "score"} <= covered  # the table is not drawn under it
    assert "reveal" in shakes  # a card's pop shakes the stage
    assert scene.anim.pres.overlay is None
    shooter.app.close()


def test_the_keeper_goes_through_several_poses() -> None:
    """Ready, set on the toes, springing off one leg, stretched out: four different skeletons."""
    poses = [F.keeper_pose(0.0, 0.0), F.keeper_pose(0.0, 1.0), F.keeper_pose(0.3, 1.0), F.keeper_pose(1.0, 1.0)]
    shapes = {tuple(sorted((k, round(x, 2), round(y, 2)) for k, (x, y) in p.items())) for p in poses}
    assert len(shapes) == 4


def test_the_keeper_ends_a_side_dive_lying_on_the_grass() -> None:
    """After the ball has gone by, a side dive comes down onto the grass (the body level, low)."""
    mouth = pygame.Rect(100, 100, 360, 130)
    target = (mouth.x + 20.0, mouth.y + 30.0)
    surface = pygame.Surface((600, 400))
    for fall, low in ((0.0, False), (1.0, True)):
        surface.fill((0, 0, 0))
        F.draw_keeper(surface, mouth, (200, 60, 60), target, 1.0, 0.0, 1.0, fall)
        rows = [y for y in range(400) if any(surface.get_at((x, y))[:3] != (0, 0, 0) for x in range(0, 600, 3))]
        top = min(rows)
        assert (top > mouth.centery) == low, (fall, top)
