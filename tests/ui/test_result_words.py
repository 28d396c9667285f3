"""The fifth review #1: a result's word never hides the moment. GOAL! with its score line, SAVED,
OUT and a penalty's result stand on a plate above the crossbar; the goal mouth under them (the
ball in the net, the beaten keeper, the catch) keeps the scene's own pixels at every frame of
the result, popping included, at any window size and language."""

from __future__ import annotations

import pygame
import pytest

from game.i18n import _, set_language
from game.ui.look import assets
from game.ui.look import metrics as M
from game.ui.stage import banners
from game.ui.stage.anim import Presentation
from game.ui.stage.banners import goal_banner
from game.ui.stage.kick_stage import (
    KICK_FLY,
    KICK_RUN,
    ball_point,
    bar_band,
    bar_word,
    draw_kick,
    mouth_of,
    scene_rect,
    zone_point,
)
from game.ui.stage.shot_stage import draw_stage, goal_scene
from game.ui.stage.shot_state import Stage
from game.ui.stage.shot_steps import TARGETS
from tests.ui.helpers import some_every_run

# the smallest window at the largest text and a big window in every run; 1024 ja and 2560 in the big run
CASES = some_every_run(
    [((1024, 600), "ja"), ((1024, 600), "pt150"), ((1920, 1080), "en"), ((2560, 1440), "pt")],
    [((1024, 600), "pt150"), ((1920, 1080), "en")],
)


pytestmark = pytest.mark.usefixtures("bare_display")


def _speak(lang: str) -> None:
    """`lang`, "pt150": Portuguese with the text at 150 %."""
    set_language(lang[:2])
    assets.set_text_scale(int(lang[2:] or 100))


def _open_mouth(area: pygame.Rect, full: float) -> pygame.Rect:
    """The goal mouth below the band a word may use over the crossbar."""
    rect = scene_rect(area, full)
    mouth = mouth_of(rect)
    band = bar_band(rect, mouth)
    return pygame.Rect(mouth.x, band.bottom, mouth.w, mouth.bottom - band.bottom)


def _pixels(surface: pygame.Surface, box: pygame.Rect) -> bytes:
    return pygame.image.tobytes(surface.subsurface(box), "RGB")


def _shot(size: tuple[int, int], outcome: str, after: float, told: bool) -> pygame.Surface:
    pres = Presentation()
    pres.push, pres.clock = 1.0, 10.0 + after
    stage = Stage(attacker=0, kind="normal", outcome=outcome, target="TR", shot_k=1.0, defender_shown=True)
    stage.impact_at, stage.told_at, stage.score = 10.0, 10.0 if told else None, (1, 2)
    surface = pygame.Surface(size)
    draw_stage(surface, stage, pres)
    return surface


@pytest.mark.parametrize(("size", "lang"), CASES)
def test_goal_and_its_score_leave_the_ball_in_the_net_in_sight(
    size: tuple[int, int], lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Before: a dark plate over the whole goal for the banner's 1.1 s."""
    M.set_window(*size)
    _speak(lang)
    monkeypatch.setattr(banners, "confetti", lambda *a: None)  # paper flies over everything: not a plate
    open_mouth = _open_mouth(pygame.Rect(0, 0, *size), 0.0)
    scene = _shot(size, "goal", 0.6, told=True)
    for k in (0.0, 0.05, 0.1, 0.2, 0.5, 0.99):
        frame = scene.copy()
        goal_banner(_("GOAL!"), (2, 2), 0, [Presentation(push=1.0)])(frame, k)
        assert _pixels(frame, open_mouth) == _pixels(scene, open_mouth), k
        changed = pygame.Rect(open_mouth.x, 0, open_mouth.w, open_mouth.y)
        assert _pixels(frame, changed) != _pixels(scene, changed), k  # GOAL! is there, above the mouth


@pytest.mark.parametrize(("size", "lang"), CASES)
@pytest.mark.parametrize("outcome", ["saved", "out"])
def test_saved_and_out_leave_the_catch_in_sight(size: tuple[int, int], lang: str, outcome: str) -> None:
    """Before: SAVED popped over the upper goal mouth, over the keeper's catch."""
    M.set_window(*size)
    _speak(lang)
    open_mouth = _open_mouth(pygame.Rect(0, 0, *size), 0.0)
    for after in (0.0, 0.1, 0.2, 0.5, 1.5):
        plain = _shot(size, outcome, after, told=False)
        told = _shot(size, outcome, after, told=True)
        assert _pixels(told, open_mouth) == _pixels(plain, open_mouth), after
        assert _pixels(told, told.get_rect()) != _pixels(plain, plain.get_rect())  # the word is drawn


@pytest.mark.parametrize(("size", "lang"), CASES)
@pytest.mark.parametrize("goal", [True, False])
def test_a_penalty_result_leaves_the_goal_mouth_in_sight(size: tuple[int, int], lang: str, goal: bool) -> None:
    M.set_window(*size)
    _speak(lang)
    area = pygame.Rect(0, 0, *size)
    open_mouth = _open_mouth(area, 1.0)
    title = _("GOAL!") if goal else _("PENALTY SAVED")
    save = ("C", "BL") if goal else ("C", "TR")
    for told in (0.0, 0.1, 0.2, 0.6, 1.5):
        frames = []
        for words in (title, ""):
            surface = pygame.Surface(size)
            draw_kick(surface, area, KICK_RUN + KICK_FLY + told, 0, "TR", save, goal, words, "", "HOME", told)
            frames.append(surface)
        assert _pixels(frames[0], open_mouth) == _pixels(frames[1], open_mouth), told
        assert _pixels(frames[0], area) != _pixels(frames[1], area)


@pytest.mark.parametrize(("size", "lang"), CASES)
def test_out_stands_beside_the_ball_going_over_the_bar(size: tuple[int, int], lang: str) -> None:
    """OUT's plate stands over the half of the goal the ball does not fly over: the miss stays in sight."""
    M.set_window(*size)
    _speak(lang)
    rect = scene_rect(pygame.Rect(0, 0, *size), 0.0)
    mouth = mouth_of(rect)
    scratch = pygame.Surface(size)
    for target in TARGETS:
        stage = Stage(attacker=0, kind="normal", outcome="out", target=target, shot_k=1.0, impact_at=10.0)
        aside = -1 if zone_point(mouth, target)[0] >= mouth.centerx else 1
        for after in (0.0, 0.1, 0.3, 0.6, 1.5):
            plate = bar_word(scratch, rect, mouth, _("OUT"), (255, 0, 0), 110, after, aside)
            at = ball_point(rect, mouth, goal_scene(stage, Presentation(clock=10.0 + after), rect, mouth))
            ball = pygame.Rect(0, 0, mouth.h // 8, mouth.h // 8)
            ball.center = (round(at[0]), round(at[1]))
            assert not plate.colliderect(ball), (target, after, plate, at)
            assert after < 0.35 or rect.contains(plate)  # popped: inside the picture
