"""Issue #38 (frame budget, the shot's p95): the whistle's white flash and a banner's dark box are
kept between frames, drawing the same pixels as a sheet made anew each frame."""

from __future__ import annotations

import pygame

from game.ui.stage import banners
from tests.ui.helpers import new_app

AREA = pygame.Rect(40, 30, 300, 200)


def _ground() -> pygame.Surface:
    s = pygame.Surface((400, 300))
    for x in range(0, 400, 20):
        s.fill((x % 255, 90, 200 - x // 2), (x, 0, 20, 300))
    return s


def test_the_flash_draws_what_a_new_white_sheet_drew_at_each_of_its_moments() -> None:
    new_app()
    flash = banners.flash(lambda s, k: None, area=lambda: AREA)
    for k in (0.0, 0.05, 0.1, 0.149):
        kept = _ground()
        flash(kept, k)
        fresh = _ground()
        white = pygame.Surface(AREA.size)
        white.fill((255, 255, 255))
        white.set_alpha(round(180 * (1 - k / 0.15)))
        fresh.blit(white, AREA)
        assert pygame.image.tobytes(kept, "RGB") == pygame.image.tobytes(fresh, "RGB"), k


def test_the_kept_white_sheet_follows_the_flashed_area_size() -> None:
    assert banners._white((10, 20)).get_size() == (10, 20)
    assert banners._white((30, 5)).get_size() == (30, 5)


def test_a_banners_kept_box_draws_what_a_new_box_drew() -> None:
    new_app()
    kept = _ground()
    banners._shade.cache_clear()
    for _ in range(2):  # drawn anew, then from the cache
        kept = _ground()
        kept.blit(banners._shade(AREA.size), AREA)
    fresh = _ground()
    shade = pygame.Surface(AREA.size, pygame.SRCALPHA)
    shade.fill((10, 14, 12, 235))
    fresh.blit(shade, AREA)
    assert banners._shade.cache_info().hits >= 1
    assert pygame.image.tobytes(kept, "RGB") == pygame.image.tobytes(fresh, "RGB")


def test_the_push_in_veils_only_the_table_around_the_growing_picture_with_the_same_pixels() -> None:
    from game.ui.stage import penalty_stage as P
    from game.ui.stage.shot_stage import veil

    new_app()
    picture = pygame.Surface((400, 300))
    picture.fill((30, 160, 60))
    start = pygame.Rect(150, 100, 40, 30)
    for k in (0.0, 0.3, 0.8, 1.0):
        kept = _ground()
        P.push_in(kept, k, start, picture)
        fresh = _ground()
        fresh.blit(veil(fresh.get_size(), round(210 * k)), (0, 0))  # the whole veil, then the picture
        end = fresh.get_rect()
        w, h = max(2, round(start.w + (end.w - start.w) * k)), max(2, round(start.h + (end.h - start.h) * k))
        rect = pygame.Rect(round(start.x + (end.x - start.x) * k), round(start.y + (end.y - start.y) * k), w, h)
        fresh.blit(pygame.transform.smoothscale(picture, rect.size), rect)
        assert pygame.image.tobytes(kept, "RGB") == pygame.image.tobytes(fresh, "RGB"), k


def test_the_pushed_in_choice_paints_its_whole_kept_canvas() -> None:
    from game.ui.scenes.table import table_penalty
    from tests.ui.helpers import table_at

    app, d = new_app()
    scene = table_at(app, d, "penalty_kick", seed=5)
    size = app.screen.get_size()
    shots = []
    for colour in ((255, 0, 255), (0, 0, 0)):
        canvas = table_penalty.canvas(size)
        canvas.fill(colour)  # what the last frame left on it
        table_penalty.draw(scene, canvas)
        shots.append(pygame.image.tobytes(canvas, "RGB"))
    assert table_penalty.canvas(size) is table_penalty.canvas(size)
    assert shots[0] == shots[1], "nothing of the last frame's picture shows through"


def test_the_magic_rays_add_only_where_they_reach_with_the_same_pixels_as_the_whole_layer() -> None:
    from game.ui.stage import shot_words

    new_app()
    area = pygame.Rect(20, 10, 360, 280)
    for reach, t in ((15.0, 0.05), (90.0, 0.2), (400.0, 0.9)):
        kept = _ground()
        shot_words._rays.clear()
        shot_words.rays(kept, area, (200, 120), reach, t, 1.0)
        fresh = _ground()
        (layer,) = shot_words._rays.values()
        fresh.blit(layer, area, special_flags=pygame.BLEND_RGB_ADD)
        assert pygame.image.tobytes(kept, "RGB") == pygame.image.tobytes(fresh, "RGB"), reach
