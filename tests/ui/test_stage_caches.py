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
