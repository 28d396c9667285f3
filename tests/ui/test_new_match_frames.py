"""New match: the chosen mode tile wears one gold frame, and the keyboard focus on the tiles' row
shows on its key number, not as a second ring around the tiles (review22 #8, smaller finding)."""

from __future__ import annotations

import pygame
import pytest

from game.ui.look.metrics import px
from game.ui.look.theme import FOCUS, GOLD
from game.ui.menus import match_setup as setup
from game.ui.menus.match_setup import MODES
from game.ui.scenes.menus.menus import NewMatchScene
from game.ui.window.app import App


def _goldish(c: pygame.Color) -> bool:
    return any(abs(c.r - g[0]) + abs(c.g - g[1]) + abs(c.b - g[2]) < 90 for g in (GOLD, FOCUS))


def _gold_runs(surface: pygame.Surface, x: int, top: int, bottom: int) -> int:
    runs, inside = 0, False
    for y in range(top, bottom):
        now = _goldish(surface.get_at((x, y)))
        runs += now and not inside
        inside = now
    return runs


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
@pytest.mark.parametrize("mode", MODES)
def test_the_chosen_tile_has_one_frame_and_the_focus_shows_on_its_number(size: tuple[int, int], mode: str) -> None:
    app = App(headless=True, sound=False, size=size)
    scene = NewMatchScene(app, seed=4)
    scene.mode = mode
    scene._build()
    app.stack.push(scene)
    lay = setup.layout()
    tile = lay.tiles[MODES.index(mode)]
    for focus in (0, 1):
        scene.menu.focus = focus
        scene.draw(app.screen)
        for x in (tile.centerx, tile.x + tile.w // 4):
            assert _gold_runs(app.screen, x, lay.strip.top - px(24), tile.top + px(8)) == 1, (focus, x)
            assert _gold_runs(app.screen, x, tile.bottom - px(8), lay.strip.bottom + px(14)) == 1, (focus, x)
        corner = (lay.numbers_x - px(13), scene.menu.buttons[0].rect.centery - px(13))
        assert (tuple(app.screen.get_at(corner))[:3] == GOLD) == (focus == 0), focus
