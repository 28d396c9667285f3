"""The table's hierarchy (#38.2, review21 #8, review23 #5): once the coach's players are on the
pitch the left column's panel shortens to what it holds while the log stays in the right column,
and the decision's secondary line is at least 13 real pixels even at 1024x600."""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from game import i18n
from game.ui.look import assets
from game.ui.look import layout as L
from game.ui.look.metrics import px
from game.ui.table import match_log, panel_frames
from game.ui.table.prompt_panel import HINT_PX, hint_fit
from game.ui.widgets import basic as widgets
from game.ui.widgets.glass import GLASS_TOP
from game.ui.window.app import App
from tests.ui.driver import Driver
from tests.ui.helpers import table_at


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080), (2560, 1440)])
def test_the_left_column_shortens_once_every_player_is_on(size: tuple[int, int]) -> None:
    """The coach's panel frames only what it holds (the log stays right, review23 #5): no dark slab."""
    app = App(headless=True, sound=False, size=size)
    try:
        scene = table_at(app, Driver(app), "attack_synergy", seed=11)
        team = scene.shown_view().me
        assert not team.available  # seed 11: HOME's ten players are all on the pitch by now
        lay = L.get()
        box = match_log.box()
        assert lay.right.contains(box) and not box.colliderect(lay.left)
        frames = panel_frames.my_frames(team)
        assert all(lay.my_panel.contains(f) for f in frames)
        assert sum(f.h for f in frames) < lay.my_panel.h // 2  # the empty tray's frame is gone
    finally:
        app.close()


def drawn_texts(app: App, scene: object) -> list[widgets.TextBlit]:
    widgets.drawn = []
    try:
        scene.draw(app.screen)  # type: ignore[attr-defined]
        return list(widgets.drawn)
    finally:
        widgets.drawn = None


@pytest.mark.parametrize(
    ("size", "language", "scale"), [((1024, 600), "ja", 150), ((1920, 1080), "en", 100), ((1280, 720), "pt", 125)]
)
def test_the_bench_follows_right_under_a_nearly_empty_tray(size: tuple[int, int], language: str, scale: int) -> None:
    """polish6 #2: late in a half the bench sat at the panel's foot under a big dark gap; it now
    follows right under the coach's own tray (in a hot-seat match too), its label and cards on its frame."""
    app = App(headless=True, sound=False, size=size)
    app.change_settings(app.settings.with_(language=language, text_scale=scale))
    try:
        scene = table_at(app, Driver(app), "attack_synergy", seed=11)
        shown = scene.shown_view()
        team = shown.me
        assert len(team.available) <= 4  # seed 11: few players are left to place by now
        frames = panel_frames.my_frames(team)
        assert frames[-1].top == L.tray_bottom(len(team.available)) + px(8)
        assert frames[-1].bottom < L.get().my_panel.bottom - L.get().my_panel.h // 3  # no gap down to the foot
        lines = drawn_texts(app, scene)
        bench = [b for b in lines if b.text == i18n._("bench") and b.ink.colliderect(L.get().my_panel)]
        assert bench and frames[-1].contains(bench[0].ink)
        assert all(frames[-1].contains(L.bench_rect(i)) for i in range(len(team.bench)))
    finally:
        app.close()


def test_the_log_stays_right_while_the_tray_is_full() -> None:
    """At kick-off the tray holds ten players: the log keeps its box under the decision."""
    app = App(headless=True, sound=False, size=(1920, 1080))
    try:
        scene = table_at(app, Driver(app), "player_action", seed=3)
        assert len(scene.shown_view().me.available) >= 9
        lay = L.get()
        assert lay.right.contains(match_log.box()) and lay.prompt.bottom < lay.log.y
    finally:
        app.close()


def test_the_opponents_rows_follow_the_players_left() -> None:
    L.set_opponent(None)
    assert L.get().opp_rows == L.OPP_ROWS
    assert not L.set_opponent(10)
    assert L.set_opponent(3) and L.get().opp_rows == 1
    assert L.set_opponent(0) and L.get().opp_rows == 0
    assert not L.set_opponent(0)
    assert L.set_opponent(None) and L.get().opp_rows == L.OPP_ROWS


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
def test_the_log_stays_put_whatever_the_trays_hold(mode: str) -> None:
    """Review23 #5: the log never changes column, in hot-seat or against the computer, an empty
    tray or a full one."""
    app = App(headless=True, sound=False, size=(1920, 1080))
    try:
        scene = table_at(app, Driver(app), "attack_synergy", seed=11)
        scene.ctrl.config = dataclasses.replace(scene.ctrl.config, mode=mode)
        view = scene.shown_view()
        me, other = view.me, view.teams[1 - view.viewer]
        places = set()
        for mine in ((), me.roster[:10]):
            full = dataclasses.replace(other, available=other.roster[:10])
            teams = (dataclasses.replace(me, available=mine), full)
            scene.anim.shown = dataclasses.replace(view, teams=teams if view.viewer == 0 else teams[::-1])
            scene._place_log()
            box = match_log.box()
            assert L.get().right.contains(box)
            places.add((box.x, box.w, box.bottom))
        assert len(places) == 1
    finally:
        L.set_opponent(None)
        app.close()
