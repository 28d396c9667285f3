"""Review24 #2: the Magic Eleven's climax is a goal you see. The flash is a short burst where the
ball hits the net (no pale sheet over the scene), the gold rays shine in the stand behind the goal
(never over the pitch), and MAGIC ELEVEN stands above the goal on a dark plate, clear of the ball
in the top corner and of the beaten keeper."""

from __future__ import annotations

import pygame

from game.ui.art import goal_art as G
from game.ui.stage.anim import Presentation
from game.ui.stage.kick_stage import FLASH, ball_point, mouth_of, scene_rect
from game.ui.stage.shot_stage import draw_stage, goal_scene, stage_rect
from game.ui.stage.shot_state import Stage
from game.ui.stage.shot_words import WORD_SIZE, magic_sky, magic_word_at
from game.ui.widgets.basic import fit_text
from tests.ui.helpers import new_app


def _frame(after: float, magic: bool, calm: bool = False) -> tuple[pygame.Surface, Presentation, Stage]:
    """The stage `after` seconds after the ball hit the net (the Magic Eleven's light on or not)."""
    pres = Presentation()
    pres.push, pres.calm, pres.clock = 1.0, calm, 10.0 + after
    stage = Stage(attacker=0, kind="normal", outcome="magic", target="TR", shot_k=1.0, defender_shown=True)
    stage.impact_at = stage.told_at = 10.0
    stage.magic_at = 10.0 if magic else None
    surface = pygame.Surface(pygame.display.get_surface().get_size())
    draw_stage(surface, stage, pres)
    return surface, pres, stage


def _geometry(pres: Presentation) -> tuple[pygame.Rect, pygame.Rect]:
    rect = scene_rect(stage_rect(pres), 0.0)
    return rect, mouth_of(rect)


def _brightness(surface: pygame.Surface, box: pygame.Rect) -> float:
    return sum(pygame.transform.average_color(surface, box)[:3]) / 3


def test_the_flash_at_the_impact_leaves_the_pitch_and_the_keeper_clear() -> None:
    """Before: a white sheet at 210 alpha over the whole scene on the impact's first frame."""
    new_app()
    hit, pres, _ = _frame(0.0, magic=False)
    later, _, _ = _frame(FLASH + 0.01, magic=False)
    rect, mouth = _geometry(pres)
    pitch = pygame.Rect(rect.x, mouth.bottom + 4, mouth.x - rect.x, rect.bottom - mouth.bottom - 8)
    assert abs(_brightness(hit, pitch) - _brightness(later, pitch)) < 3
    low_goal = pygame.Rect(mouth.x, mouth.centery + 4, mouth.w // 2, mouth.h // 2 - 8)  # far from the top right
    assert abs(_brightness(hit, low_goal) - _brightness(later, low_goal)) < 12
    assert FLASH <= 0.15  # a few frames


def test_the_burst_shines_where_the_ball_hits_and_not_with_reduce_motion() -> None:
    new_app()
    hit, pres, stage = _frame(0.0, magic=False)
    calm, _, _ = _frame(0.0, magic=False, calm=True)
    rect, mouth = _geometry(pres)
    at = ball_point(rect, mouth, goal_scene(stage, pres, rect, mouth))
    spot = pygame.Rect(0, 0, mouth.h // 5, mouth.h // 5)
    spot.center = (round(at[0]), round(at[1]))
    assert _brightness(hit, spot) > _brightness(calm, spot) + 30


def test_the_magic_light_stays_off_the_pitch() -> None:
    """Before: the rays were added over the whole scene, the turf striped with gold."""
    new_app()
    lit, pres, _ = _frame(0.6, magic=True)
    plain, _, _ = _frame(0.6, magic=False)
    rect, mouth = _geometry(pres)
    (centre, width, size) = magic_word_at(rect, mouth)
    word = fit_text("x", size, (0, 0, 0), True, width)
    below = pygame.Rect(rect.x, G.horizon(mouth), rect.w, rect.bottom - G.horizon(mouth))
    below.top = max(below.top, centre[1] + word.get_height())  # under the word's plate
    a, b = lit.subsurface(below), plain.subsurface(below)
    assert pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB")
    sky = magic_sky(rect, mouth)
    assert sky and sum(abs(_brightness(lit, r) - _brightness(plain, r)) for r in sky) > 3  # it does shine there


def test_magic_eleven_stands_above_the_goal_clear_of_the_ball_in_the_corner() -> None:
    """Before: the words were centred on the goal mouth, over the ball and the keeper."""
    new_app()
    _, pres, stage = _frame(0.6, magic=True)
    rect, mouth = _geometry(pres)
    centre, width, size = magic_word_at(rect, mouth)
    assert size >= WORD_SIZE // 4
    word = fit_text("MAGIC ELEVEN", size, (0, 0, 0), True, width)
    box = word.get_rect(center=centre).inflate(8, 8)
    for target in ("TL", "TR"):
        stage.target = target
        at = ball_point(rect, mouth, goal_scene(stage, pres, rect, mouth))
        assert at[1] > box.bottom, (target, at, box)
    assert box.centery < mouth.y + mouth.h * 0.15 and box.top >= rect.y
