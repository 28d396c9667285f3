"""The fifth review's hitches (the brief `hitch`): the shot's stage is built over the table's idle
frames, so its first frame builds no still layer, turf or stand of its own, and draws the same
pixels as a stage drawn unprepared."""

from __future__ import annotations

import pygame

from game.ui.art import goal_art as G
from game.ui.stage import shot_layers
from game.ui.stage.anim import Presentation
from game.ui.stage.shot_ahead import Ahead, shot_pieces
from game.ui.stage.shot_stage import draw_reveal, window_rect
from game.ui.stage.shot_state import Stage
from tests.ui.helpers import new_app, table_at


def _first_frame(attacker: int, kind: str) -> pygame.Surface:
    surface = pygame.Surface(window_rect().size)
    draw_reveal(surface, Stage(attacker, kind), Presentation(), window_rect())
    return surface


def _misses() -> tuple[int, int, int]:
    return (
        shot_layers.still_layer.cache_info().misses,
        G._turf.cache_info().misses,
        shot_layers.pool.cache_info().misses,
    )


def test_after_the_pieces_the_stages_first_frame_builds_nothing_and_draws_the_same_pixels() -> None:
    new_app()
    G.clear_caches()
    shot_layers.still_layer.cache_clear()
    unprepared = _first_frame(1, "cannon")
    G.clear_caches()
    shot_layers.still_layer.cache_clear()
    shot_layers.pool.cache_clear()
    steps = sum(1 for _ in shot_pieces(1, "cannon"))
    assert steps >= 4  # spread over frames, not one lump
    before = _misses()
    prepared = _first_frame(1, "cannon")
    assert _misses() == before
    assert pygame.image.tobytes(prepared, "RGB") == pygame.image.tobytes(unprepared, "RGB")


def test_ahead_builds_a_piece_a_tick_then_nothing_until_the_shot_changes() -> None:
    new_app()
    ahead = Ahead()
    ticks = 1
    while ahead.tick(0, "normal"):
        ticks += 1
        assert ticks < 50
    assert ticks >= 4
    assert not ahead.tick(0, "normal")  # built: idle frames stay idle
    assert ahead.tick(0, "blind")  # another kind of shot: its heading built anew


def test_the_waiting_table_builds_the_side_to_acts_shot_stage() -> None:
    app, d = new_app()
    scene = table_at(app, d, "shoot_option", seed=3)
    d.frame(n=30)
    v = scene.view()
    side, kind = (v.shot.side, v.shot.kind) if v.shot else (v.active, "normal")
    assert scene.ahead.key is not None and scene.ahead.key[:2] == (side, kind)
    assert scene.ahead.pieces is None
    before = _misses()
    _first_frame(side, kind)
    assert _misses() == before


def test_a_push_ins_first_frame_keeps_the_table_and_pictures_the_stage_on_the_next() -> None:
    from game.ui.stage.shot_stage import through_camera

    new_app()
    drawn: list[int] = []
    pres = Presentation(overlay=lambda s: None, push=0.037, push_from=pygame.Rect(900, 500, 120, 80))
    table = pygame.Surface(window_rect().size)
    table.fill((20, 90, 40))
    surface = table.copy()
    through_camera(surface, pres, lambda s: drawn.append(1), (255, 255, 255))
    assert drawn == [] and pres.backdrop is not None  # the table's frame: its copy kept, the stage not yet
    assert pygame.image.tobytes(surface, "RGB") == pygame.image.tobytes(table, "RGB")
    pres.push = 0.074
    through_camera(surface, pres, lambda s: drawn.append(1), (255, 255, 255))
    assert drawn == [1] and pres.snapshot is not None
    pres.backdrop = pres.snapshot = None  # a pull back out starts with the stage filling the window: no wait
    pres.push = 0.96
    through_camera(surface, pres, lambda s: drawn.append(1), (255, 255, 255))
    assert drawn == [1, 1]


def test_a_pull_backs_first_frame_pictures_the_stage_and_leaves_the_table_to_the_next() -> None:
    from game.ui.stage.shot_stage import through_camera

    new_app()
    drawn: list[int] = []
    pres = Presentation(overlay=lambda s: None, push=0.95, push_from=pygame.Rect(900, 500, 120, 80))
    assert pres.covers()  # the table under it is not drawn this frame
    surface = pygame.Surface(window_rect().size)
    through_camera(surface, pres, lambda s: drawn.append(1), (255, 255, 255))
    assert drawn == [1] and pres.snapshot is not None and pres.backdrop is None
    pres.push = 0.9
    assert not pres.covers()  # the table drawn under it now, and kept
    through_camera(surface, pres, lambda s: drawn.append(1), (255, 255, 255))
    assert drawn == [1] and pres.backdrop is not None


def test_a_picture_a_few_pixels_short_of_the_window_is_cut_not_scaled() -> None:
    from game.ui.stage.shot_stage import NEAR_FULL, framed

    picture = pygame.Surface((200, 100))
    for x in range(0, 200, 10):
        picture.fill((x, 255 - x, 90), (x, 0, 10, 100))
    shown, _at, area = framed(picture, pygame.Rect(1, 1, 198, 98))
    assert shown is picture and area == pygame.Rect(1, 1, 198, 98)  # its middle, pixel for pixel
    shown, _at, area = framed(picture, pygame.Rect(0, 0, 200 - NEAR_FULL - 1, 90))
    assert area is None and shown.get_size() == (200 - NEAR_FULL - 1, 90)  # farther off: scaled
