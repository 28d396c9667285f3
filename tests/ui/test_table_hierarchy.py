"""The table's hierarchy (#38.2, review21 #8): once the coach's players are on the pitch the left
column carries the match log instead of an empty slab, the decision takes the right column's foot,
and the decision's secondary line is at least 13 real pixels even at 1024x600."""

from __future__ import annotations

import dataclasses
from itertools import pairwise

import pygame
import pytest

from game import i18n
from game.ui.look import assets
from game.ui.look import layout as L
from game.ui.table import panel_frames
from game.ui.table.prompt_panel import HINT_PX, hint_fit
from game.ui.widgets.glass import GLASS_TOP
from game.ui.window.app import App
from tests.ui.driver import Driver
from tests.ui.helpers import table_at

EMPTY_SHARE = 0.05  # the left column's largest open band: at most this share of the window


def open_band(column: pygame.Rect, covered: list[pygame.Rect]) -> int:
    """The area of the tallest horizontal band of `column` that no rect in `covered` reaches into."""
    edges = sorted({column.y, column.bottom, *(y for r in covered for y in (r.y, r.bottom))})
    best = 0
    for y0, y1 in pairwise(edges):
        band = pygame.Rect(column.x, y0, column.w, y1 - y0)
        if band.h > 0 and not any(band.colliderect(r) for r in covered):
            best = max(best, band.w * band.h)
    return best


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080), (2560, 1440)])
def test_the_left_column_holds_the_log_once_every_player_is_on(size: tuple[int, int]) -> None:
    app = App(headless=True, sound=False, size=size)
    try:
        scene = table_at(app, Driver(app), "attack_synergy", seed=11)
        team = scene.shown_view().me
        assert not team.available  # seed 11: HOME's ten players are all on the pitch by now
        lay = L.get()
        assert lay.left.contains(lay.log) and lay.my_panel.contains(lay.log)
        covered = [lay.opp_panel, *panel_frames.my_frames(team), lay.log]
        area = size[0] * size[1]
        assert open_band(lay.left, covered) <= EMPTY_SHARE * area, open_band(lay.left, covered) / area
        assert lay.prompt.bottom >= lay.right.bottom - 2  # the decision reaches the column's foot
        assert all(not lay.log.colliderect(f) for f in panel_frames.my_frames(team))
    finally:
        app.close()


def test_the_log_stays_right_while_the_tray_is_full() -> None:
    """At kick-off the tray holds ten players: the log keeps its box under the decision."""
    app = App(headless=True, sound=False, size=(1920, 1080))
    try:
        scene = table_at(app, Driver(app), "player_action", seed=3)
        assert len(scene.shown_view().me.available) >= 9
        lay = L.get()
        assert lay.right.contains(lay.log) and lay.prompt.bottom < lay.log.y
    finally:
        app.close()


def test_the_tray_mode_follows_the_players_left() -> None:
    L.set_tray(None)
    assert L.tray_mode() == L.LOG_RIGHT
    assert L.set_tray(10) and L.tray_mode() == 5
    assert L.set_tray(3) and L.tray_mode() == 2
    assert L.set_tray(0) and L.tray_mode() == 0
    assert not L.set_tray(0)
    assert L.set_tray(None) and L.tray_mode() == L.LOG_RIGHT


@pytest.mark.parametrize("language", ["en", "pt", "ja"])
def test_the_prompts_secondary_line_is_13_px_at_1024x600(language: str) -> None:
    app = App(headless=True, sound=False, size=(1024, 600))
    app.change_settings(app.settings.with_(language=language))
    try:
        scene = table_at(app, Driver(app), "attack_synergy", seed=11)
        hint = scene.prompt.hint
        assert hint
        size, lines = hint_fit(hint, L.get().prompt.w - L.get().px(24))
        assert assets.real_px(size) >= HINT_PX, (size, assets.real_px(size))
        assert 1 <= len(lines) <= 3
        app.stack.top.draw(app.screen)  # type: ignore[union-attr]
    finally:
        app.close()
        i18n.set_language("en")


def test_the_decision_is_the_one_panel_on_top_of_the_right_column() -> None:
    """The score, the control track and the hand are quiet glass: only the decision has a lit rim."""
    app = App(headless=True, sound=False, size=(1280, 720))
    try:
        table_at(app, Driver(app), "attack_synergy", seed=11)
        app.stack.top.draw(app.screen)  # type: ignore[union-attr]
        lay = L.get()

        def rim(rect: pygame.Rect) -> float:
            return float(sum(app.screen.get_at((rect.x, rect.centery))[:3]))

        for quiet in (lay.track, lay.hand):
            assert rim(lay.prompt) > rim(quiet) + 150, quiet
        top_edge = app.screen.get_at((lay.hand.centerx, lay.hand.y + 1))
        assert sum(top_edge[:3]) < sum(GLASS_TOP) - 60  # no floodlit top edge on a looked-up panel
    finally:
        app.close()


@pytest.mark.parametrize("mode", ["hotseat", "computer"])
def test_in_a_hot_seat_match_the_fuller_tray_keeps_the_log_in_place(mode: str) -> None:
    """Hot-seat: the screen changes hands each turn, so the log follows the fuller of the two trays
    (it would jump sides between the coaches' turns); against the computer only the person's own."""
    app = App(headless=True, sound=False, size=(1920, 1080))
    try:
        scene = table_at(app, Driver(app), "attack_synergy", seed=11)
        scene.ctrl.config = dataclasses.replace(scene.ctrl.config, mode=mode)
        view = scene.shown_view()
        me, other = view.me, view.teams[1 - view.viewer]
        full = dataclasses.replace(other, available=other.roster[:10])
        teams = (dataclasses.replace(me, available=()), full)
        scene.anim.shown = dataclasses.replace(view, teams=teams if view.viewer == 0 else teams[::-1])
        scene._place_log()
        lay = L.get()
        assert (lay.right if mode == "hotseat" else lay.left).contains(lay.log)
    finally:
        L.set_tray(None)
        app.close()
