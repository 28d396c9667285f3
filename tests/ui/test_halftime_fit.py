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


def test_both_clubs_best_chances_share_one_text_size_when_both_fit() -> None:
    """review25 #10 follow-up: a long best chance ("tackled and the penalty missed") no longer
    stands smaller beside the other club's short one: one size for both, the largest that fits."""
    from game.engine.story import ShotLine
    from game.ui.look.assets import font
    from game.ui.scenes.match import halftime_chances as hc

    app = App(headless=True, sound=False, size=(1920, 1080))
    try:
        shots = [
            ShotLine(0, 17, 0, "RWF_INSIDE_FORWARD", "normal", 6, 5, "tackle", False),
            ShotLine(1, 22, 1, "CF_STRIKER", "blind", 2, 3, "saved", None),
        ]
        texts = [hc.chance_words(hc.best_chance([s for s in shots if s.side == side])) for side in (0, 1)]
        room = font(hc.CHANCE).size(texts[0])[0] - 1  # the long one fits only a step smaller
        size = hc.chance_size(shots, room)
        assert size < hc.CHANCE and all(font(size).size(t)[0] <= room for t in texts)
        assert hc.chance_size(shots, 10_000) == hc.CHANCE
    finally:
        app.close()
