"""Panels as tall as what they hold (review22 #6): the decision's lit panel ends under its last
button (and its odds hint), not at the column's foot; the opponent's panel is as tall as its rows
of chips, the coach's panel below taking the room it leaves."""

from __future__ import annotations

import pytest

from game.ui.look import layout as L
from game.ui.table.odds_hint import odds_box
from game.ui.window.app import App
from tests.ui.driver import Driver
from tests.ui.helpers import table_at


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080), (2560, 1440)])
def test_one_button_gets_a_short_lit_panel(size: tuple[int, int]) -> None:
    """1920 en: "Bring on a player" with one "Substitution…" button was a tall panel ~60 % empty."""
    app = App(headless=True, sound=False, size=size)
    try:
        scene = table_at(app, Driver(app), "player_action", seed=3)
        lay = L.get()
        frame = scene.prompt.frame()
        assert lay.prompt.contains(frame) and frame.y == lay.prompt.y
        assert frame.contains(scene.prompt.text_rect())
        assert all(frame.contains(b.rect) for b in scene.menu.buttons)
        last = max(b.rect.bottom for b in scene.menu.buttons)
        assert frame.bottom - last <= lay.px(12), (frame, last)
        assert frame.h < 0.6 * lay.prompt.h, (frame.h, lay.prompt.h)
        scene.draw(app.screen)

        def light(y: int) -> int:
            return sum(app.screen.get_at((frame.x + 1, y))[:3])

        assert light(frame.centery) > light(frame.bottom + lay.px(20)) + 60  # the rim ends with the panel
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_the_odds_hint_stays_inside_the_lit_panel(size: tuple[int, int]) -> None:
    from game.ui.scenes.table import table_prompt

    app = App(headless=True, sound=False, size=size)
    try:
        scene = table_at(app, Driver(app), "attack_synergy", seed=11)
        frame = scene.prompt.frame()
        box = odds_box(table_prompt.shown_odds_rows(scene, scene.view()), frame.bottom)
        assert box is not None and frame.contains(box)
        assert all(frame.contains(b.rect) and not b.rect.colliderect(box) for b in scene.menu.buttons)
        message = scene.prompt.frame("R5.1: a message under the buttons")
        assert message.h > frame.h or message.bottom == L.get().prompt.bottom
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080), (2560, 1440)])
def test_the_opponents_panel_fits_its_chips(size: tuple[int, int]) -> None:
    app = App(headless=True, sound=False, size=size)
    try:
        heights = {}
        for left, rows in ((10, 2), (4, 1), (0, 0)):  # four: small chips (three or fewer grow, test_tray_growth)
            L.set_opponent(left)
            lay = L.get()
            assert lay.opp_rows == rows
            heights[rows] = lay.opp_panel.h
            assert lay.my_panel.y > lay.opp_panel.bottom and lay.my_panel.bottom == lay.left.bottom
            chips = [L.opp_available_rect(i) for i in range(left)]
            bench = [L.opp_bench_rect(i) for i in range(3)]
            assert all(lay.opp_panel.contains(r) for r in chips + bench)
            assert not any(c.colliderect(b) for c in chips for b in bench)
        assert heights[0] < heights[1] < heights[2]
        assert heights[2] - heights[1] >= L.get().chip[1]  # a whole row of chips given back
    finally:
        L.set_opponent(None)
        app.close()


def test_the_table_sizes_the_opponents_panel_to_its_players_left() -> None:
    app = App(headless=True, sound=False, size=(1920, 1080))
    try:
        scene = table_at(app, Driver(app), "attack_synergy", seed=11)
        view = scene.shown_view()
        left = len(view.teams[1 - view.viewer].available)
        if scene.ctrl.hotseat:  # the screen changes hands each turn: the fuller tray decides, nothing jumps
            left = max(len(team.available) for team in view.teams)
        assert L.get().opp_rows == -(-min(left, 10) // 5)
        assert L.get().left.contains(L.get().opp_panel)
    finally:
        L.set_opponent(None)
        app.close()
