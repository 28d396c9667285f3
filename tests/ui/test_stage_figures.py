"""The shot's picture worthy of its moment (issue #38.1): footballers drawn with hair, kit and
several poses; the taker strikes from the spot and never overlaps the keeper in any frame of any
outcome; GOAL! and its score line land over the goal, inside the picture."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest

from game.ui.art import footballer as P
from game.ui.art import goal_art as G
from game.ui.art import goal_figures as F
from game.ui.stage.anim import Presentation
from game.ui.stage.banners import goal_box
from game.ui.stage.kick_stage import draw_scene, kick_scene, mouth_of, scene_rect
from game.ui.stage.shot_stage import goal_scene
from game.ui.stage.shot_state import Stage
from tests.ui.helpers import first_every_run

SIZES = [(1024, 600), (1920, 1080), (2560, 1440)]


@pytest.fixture(autouse=True)
def display() -> None:
    pygame.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((8, 8))


def shot_frames(outcome: str, zone: str) -> list[tuple[Stage, Presentation]]:
    """The shot's moments: the run-up and the flight, then a second after the ball arrives."""
    frames = []
    for n in range(21):
        stage = Stage(attacker=0, kind="normal", outcome=outcome, target=zone, shot_k=n / 20)
        frames.append((stage, Presentation()))
    for n in range(11):
        stage = Stage(attacker=0, kind="normal", outcome=outcome, target=zone, shot_k=1.0, impact_at=0.0)
        frames.append((stage, Presentation(clock=n / 10)))
    return frames


@pytest.mark.parametrize("size", first_every_run(SIZES, ["1024x600", "1920x1080", "2560x1440"]))
def test_the_taker_never_overlaps_the_keeper_in_any_frame_of_any_outcome(size: tuple[int, int]) -> None:
    """#38.1 point 2: the shooter strikes from the spot, below the lowest the keeper ever lies."""
    surface = pygame.Surface(size)
    rect = scene_rect(surface.get_rect(), 0.0)
    mouth = mouth_of(rect)
    for outcome in ("goal", "magic", "saved", "out"):
        for zone in G.ZONES:
            for stage, pres in shot_frames(outcome, zone):
                boxes = draw_scene(surface, rect, mouth, goal_scene(stage, pres, rect, mouth))
                assert not boxes["keeper"].colliderect(boxes["kicker"]), (outcome, zone, stage.shot_k, pres.clock)
    full = scene_rect(surface.get_rect(), 1.0)
    big = mouth_of(full)
    for spot in G.ZONES:
        for goal in (True, False):
            for n in range(30):
                boxes = draw_scene(surface, full, big, kick_scene(full, big, 0, spot, ("C", "TL"), goal, n / 20))
                assert not boxes["keeper"].colliderect(boxes["kicker"]), (spot, goal, n)


@pytest.mark.parametrize("size", first_every_run(SIZES, ["1024x600", "1920x1080", "2560x1440"]))
@pytest.mark.parametrize("title", ["GOAL!", "PENALTY: GOAL!", "PÊNALTI: GOL! PÊNALTI: GOL! PÊNALTI: GOL!"])
def test_goal_and_its_score_line_land_over_the_goal_inside_the_picture(size: tuple[int, int], title: str) -> None:
    """#38.1 point 3: the banner's box is inside the picture band (never over the boards below),
    above the crossbar (the fifth review #1: never over the goal mouth below its top corners' balls),
    the word and the score line inside the box."""
    area = pygame.Rect(0, 0, *size)
    picture = scene_rect(area, 0.0)
    box, word, shadow, board = goal_box(title, (12, 3), 0, area, 1.0)
    assert picture.contains(box), (box, picture)
    mouth = mouth_of(picture)
    assert box.bottom <= mouth.y + round(mouth.h * 0.15) and abs(box.centerx - mouth.centerx) <= 1
    assert word.get_width() + board.get_width() <= box.w  # side by side
    assert max(word.get_height(), board.get_height()) <= box.h
    assert shadow.get_size() == word.get_size()


def test_the_taker_goes_through_distinct_poses() -> None:
    """Standing, running up, planting, striking, following through: five different skeletons."""
    poses = [F.kicker_pose(k) for k in (0.0, 0.35, 0.85, 1.0, 1.5)]
    shapes = {tuple(sorted((n, round(x, 2), round(y, 2)) for n, (x, y) in p.items())) for p in poses}
    assert len(shapes) == 5


def test_players_differ_in_hair_and_skin_and_wear_their_kit() -> None:
    """Seeded per player: a few hair styles and colours; the club's kit; the keeper's gloves."""
    from game.clubs import Kit

    kit = Kit(shirt=(200, 30, 30), shorts=(250, 250, 250), trim=(20, 20, 20))
    looks = [P.dress(kit, f"player{n}") for n in range(40)]
    assert len({d.style for d in looks}) == P.STYLES
    assert len({d.hair for d in looks}) >= 4 and len({d.skin for d in looks}) >= 3
    assert all(d.shirt == kit.shirt and d.shorts == kit.shorts and d.trim == kit.trim for d in looks)
    keeper = P.dress(kit, "keeper", gloves=G.GLOVE)
    assert keeper.gloves == G.GLOVE and keeper.long_sleeves


def test_a_figure_shows_its_kit_colours_and_boots() -> None:
    """A drawn taker shows the shirt, the shorts and the dark boots; his box holds what he drew."""
    from game.clubs import Kit

    kit = Kit(shirt=(200, 30, 30), shorts=(250, 250, 250), trim=(20, 200, 20))
    surface = pygame.Surface((400, 400))
    surface.fill((0, 90, 0))
    box = F.draw_kicker(surface, (300.0, 330.0), 240.0, kit, 0.0)
    assert surface.get_rect().contains(box)
    seen = {surface.get_at((x, y))[:3] for x in range(box.x, box.right, 2) for y in range(box.y, box.bottom, 2)}
    assert kit.shirt in seen and kit.shorts in seen and P.BOOT in seen
    outside = [
        (x, y)
        for x in range(0, 400, 4)
        for y in range(0, 400, 4)
        if not box.inflate(2, 2).collidepoint(x, y) and surface.get_at((x, y))[:3] not in ((0, 90, 0),)
    ]
    assert all(y > box.bottom - 40 for _x, y in outside)  # only the soft shadow at his feet


@pytest.mark.parametrize("code", ["3", "1T", "5"])
def test_synergy_cards_are_printed_with_corner_pips_and_a_watermark(code: str) -> None:
    """#38.1 point 4: a face shows its count in the corners and a pitch-and-ball watermark, the
    big number still the darkest ink on it."""
    from game.ui.art.cardart import synergy_face

    w, h = 175, 246
    face = synergy_face(code, w, h)
    frame = max(2, round(w * 0.05))
    corner = pygame.Rect(frame * 2 + 2, frame * 2 + 2, w // 6, h // 9)
    inked = [face.get_at((x, y)) for x in range(corner.x, corner.right) for y in range(corner.y, corner.bottom)]
    assert sum(1 for c in inked if sum(c[:3]) < 520) > 20  # the pip's number and its mark
    turned = corner.move(w - corner.right - corner.x, h - corner.bottom - corner.y)
    assert any(
        sum(face.get_at((x, y))[:3]) < 520
        for x in range(turned.x, turned.right)
        for y in range(turned.y, turned.bottom)
    )
    middle = pygame.Rect(w // 4, round(h * 0.62), w // 2, h // 5)
    tints = {
        face.get_at((x, y))[:3] for x in range(middle.x, middle.right, 2) for y in range(middle.y, middle.bottom, 2)
    }
    assert len(tints) > 40  # the watermark's lines and ball over the cream
    top = pygame.Rect(w // 3, frame, w // 3, round(h * 0.3))
    darkest = min(sum(face.get_at((x, y))[:3]) for x in range(top.x, top.right) for y in range(top.y, top.bottom))
    assert darkest < 150  # the big number in dark ink


@pytest.mark.parametrize("size", first_every_run(SIZES, ["1024x600", "1920x1080", "2560x1440"]))
def test_nothing_of_the_running_totals_sticks_out_of_their_box(size: tuple[int, int]) -> None:
    """#38.1 point 3: the attack's number, its halo at 11, the defence shield and its number stay in
    the totals' box, popping or still."""
    from game.ui.look import metrics as M
    from game.ui.stage.shot_boards import NUMBER_POP, draw_total

    M.set_window(*size)
    try:
        rect = pygame.Rect(40, 60, round(size[0] * 0.28), round(size[1] * 0.37))
        for count in (7, 11, 13):
            for n in range(6):
                surface = pygame.Surface(size)
                surface.fill((0, 0, 0))
                stage = Stage(attacker=0, kind="normal", count=[count, 9], counted=[0.0, 0.0], defender_shown=True)
                draw_total(surface, stage, Presentation(clock=n * NUMBER_POP / 5), rect)
                ink = pygame.mask.from_threshold(surface, (0, 0, 0), (1, 1, 1, 255))
                ink.invert()
                boxes = ink.get_bounding_rects()
                assert boxes and rect.contains(boxes[0].unionall(boxes[1:])), (count, n)
    finally:
        M.set_window(1280, 720)
