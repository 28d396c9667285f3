"""Half time's players panel and the screens' key hint at a larger text (issue #38 point 4): the
panel's heading never sits on the cards and the key hint's letters stay inside the window."""

from __future__ import annotations

import pygame
import pytest

from game.ui.look import assets
from game.ui.look.metrics import px
from game.ui.scenes.match import halftime
from game.ui.widgets.key_hint import draw_key_hint
from game.ui.window.app import App


@pytest.mark.parametrize(("size", "language"), [((1024, 600), "pt"), ((1920, 1080), "ja")])
def test_the_players_heading_and_the_bench_label_stand_above_their_cards_at_150(
    size: tuple[int, int], language: str
) -> None:
    app = App(headless=True, sound=False, size=size)
    app.change_settings(app.settings.with_(language=language, text_scale=150))
    try:
        panel = halftime.players_panel()
        heading = assets.font(halftime.HEAD, True).get_height()
        assert panel.y + px(10) + heading <= halftime.player_rect(0).top
        bench = assets.font(halftime.BENCH, True).get_height()
        assert halftime.bench_label_y() + bench <= halftime.player_rect(0, bench=True).top
        assert halftime.player_rect(0, bench=True).bottom <= panel.bottom
    finally:
        app.close()


def test_the_key_hint_keeps_its_descenders_inside_the_window_at_150() -> None:
    app = App(headless=True, sound=False, size=(1024, 600))
    app.change_settings(app.settings.with_(language="pt", text_scale=150))
    try:
        surface = pygame.Surface(app.screen.get_size())
        surface.fill((0, 0, 0))
        draw_key_hint(surface, "números ou setas + Enter: escolher · Esc: pausa")
        lit = [
            y
            for y in range(surface.get_height() - 2, surface.get_height())
            if max(surface.get_at((x, y))[0] for x in range(0, surface.get_width(), 2)) > 40
        ]
        assert not lit, f"hint pixels on the window's last rows {lit}"
    finally:
        app.close()
