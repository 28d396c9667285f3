"""The fifth review #2: a tackle turning into the penalty no longer stutters. While the goal scene
grows, no frame paints the turf, the stand or the still layer at a new size (the scene as it stood
is zoomed toward the goal); the penalty's own size is built ahead through the beat, a piece a
frame; the settled frames (the shot's, the penalty's) keep their pixels."""

from __future__ import annotations

import pygame
import pytest

from game.ui.art import goal_art as G
from game.ui.look import metrics as M
from game.ui.stage import shot_layers
from game.ui.stage.anim import Presentation, ease
from game.ui.stage.shot_stage import MORPH_STEPS, draw_stage
from game.ui.stage.shot_state import Stage
from game.ui.stage.shot_steps import BEAT, OUTCOME, ahead

FPS = 60


pytestmark = pytest.mark.usefixtures("bare_display")


def _misses() -> tuple[int, int]:
    return G._turf.cache_info().misses, shot_layers.still_layer.cache_info().misses


def _settled(size: tuple[int, int], penalty: float) -> bytes:
    """A settled frame (the shot's beat, or the penalty the tackle became) drawn from empty caches."""
    M.set_window(*size)
    G.clear_caches()
    shot_layers.still_layer.cache_clear()
    surface = pygame.Surface(size)
    stage = Stage(attacker=0, kind="normal", defender_shown=True, score=(1, 2), still_at=1.0)
    stage.outcome, stage.penalty, stage.released_at = ("tackle", penalty, 1.0) if penalty else (None, 0.0, None)
    draw_stage(surface, stage, Presentation(push=1.0, clock=1.0 + BEAT + OUTCOME["tackle"]))
    return pygame.image.tobytes(surface, "RGB")


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)], ids=["1920x1080", "1024x600"])
def test_the_morph_paints_nothing_at_a_new_size_and_the_settled_frames_keep_their_pixels(size: tuple[int, int]) -> None:
    """Before: six sizes, each painting its turf, stand and still layer in the frame it first showed."""
    before = (_settled(size, 0.0), _settled(size, 1.0))
    M.set_window(*size)
    G.clear_caches()
    shot_layers.still_layer.cache_clear()
    surface = pygame.Surface(size)
    stage = Stage(attacker=0, kind="normal", defender_shown=True, score=(1, 2))
    pres = Presentation(push=1.0, clock=1.0)
    draw_stage(surface, stage, pres)  # the reveal, drawn
    stage.still_at = pres.clock
    tick = ahead(stage)
    for n in range(round(BEAT * FPS)):  # the beat: the penalty built ahead, a piece a frame
        pres.clock += 1 / FPS
        tick(pres, n / (BEAT * FPS))
        draw_stage(surface, stage, pres)
    assert pygame.image.tobytes(surface, "RGB") == before[0]
    stage.released_at, stage.outcome = pres.clock, "tackle"
    misses = _misses()
    frames = round(OUTCOME["tackle"] * FPS)
    for n in range(frames):
        pres.clock += 1 / FPS
        stage.penalty = ease(max(0.0, min(1.0, (n / frames - 0.3) / 0.6)))
        draw_stage(surface, stage, pres)
        assert _misses() == misses, (n, stage.penalty)
    stage.penalty = 1.0
    draw_stage(surface, stage, pres)
    assert _misses() == misses
    assert pygame.image.tobytes(surface, "RGB") == before[1]


def test_the_morph_grows_the_goal_smoothly() -> None:
    """The goal grows through the morph's frames, not in six jumps."""
    M.set_window(1920, 1080)
    surface = pygame.Surface((1920, 1080))
    stage = Stage(attacker=0, kind="normal", defender_shown=True, outcome="tackle", still_at=0.0, released_at=1.0)
    pres = Presentation(push=1.0, clock=2.0)
    pictures = set()
    for n in range(1, 20):
        stage.penalty = n / 20
        draw_stage(surface, stage, pres)
        pictures.add(pygame.image.tobytes(surface.subsurface((0, 0, 1920, 700)), "RGB"))
    assert len(pictures) > 2 * MORPH_STEPS
