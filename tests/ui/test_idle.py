"""Quiet when idle (LOOK.md, issue #21 budgets): the guided match waiting on a lesson does not ask
for a frame every tick; its target's ring still pulses, at the guide's modest ambient rate."""

from __future__ import annotations

import time

import pygame

from game.ui.art import stadium
from game.ui.scenes.match.base import MatchBase
from game.ui.scenes.menus.launch import start_guided
from game.ui.scenes.table.table_layers import CARD_TIP_DELAY
from game.ui.scenes.table.table_scene import TableScene
from game.ui.tutorial.guide import Guide
from game.ui.window.app import IDLE_REDRAW, App
from tests.ui.driver import await_computer
from tests.ui.helpers import new_app, session_at


def test_the_guided_match_waits_without_redrawing_every_frame() -> None:
    app, d = new_app()
    start_guided(app)
    for _ in range(3000):  # the computer's draft pick, the animations
        if not app.stack.animating():
            break
        top = app.stack.top
        if isinstance(top, MatchBase):
            await_computer(top)
        d.frame()
    guide = next(h for h in app.huds if isinstance(h, Guide))
    assert not app.animating(), "a waiting lesson is not animation"
    interval = guide.ambient_interval()
    assert interval is not None and 1 / 30 <= interval <= 1 / 8  # the ring pulses, gently
    app.close()


# Issue #38 point 8: what an idle screen draws and shows, on the dummy driver (the real window's
# CPU is `python -m game.bench.idle`). `App.presents`: None for a whole frame, else the area shown.


def idle_presents(app: App, seconds: float) -> tuple[int, list[pygame.Rect | None]]:
    """Let the real frame loop run alone for `seconds`: how many frames it drew and what it showed."""
    for _ in range(10):
        app.tick(force_draw=True)
    t0 = time.perf_counter()
    while app.animating() and time.perf_counter() - t0 < 10:  # a computer's pick plays out
        app.tick()
    app.toast_time = 0.0
    start = len(app.presents)
    drawn = 0
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        drawn += app.tick()
    return drawn, app.presents[start:]


def test_the_title_at_idle_shows_only_its_lamps_flags_and_flashes() -> None:
    app, _d = new_app()
    drawn, shown = idle_presents(app, 1.5)
    whole = [p for p in shown if p is None]
    assert len(whole) <= 2, "a whole frame at most once a second (FULL_REDRAW)"
    assert drawn <= 1.5 * stadium.AMBIENT_FPS + 3, "the ambient rate, not 60 a second"
    screen = app.screen.get_width() * app.screen.get_height()
    areas = [p for p in shown if p is not None]
    assert areas and all(p.w * p.h < 0.2 * screen for p in areas), max(p.w * p.h / screen for p in areas)
    app.close()


def test_a_quiet_table_shows_nothing_new_until_something_moves() -> None:
    app, d = new_app()
    session_at(app, ("player_action",))
    d.frame(n=3)
    drawn, shown = idle_presents(app, 1.5)
    assert [p for p in shown if p is not None] == [], "nothing moves by itself on a quiet table"
    assert len(shown) <= 2
    assert drawn <= 1.5 / IDLE_REDRAW + 2
    # input is answered on the next frame, with the whole frame
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(300, 300), rel=(1, 1), buttons=(0, 0, 0)))
    assert app.tick() and app.presents[-1] is None
    app.close()


def test_a_card_tooltip_still_appears_on_time_at_idle() -> None:
    app, d = new_app()
    session_at(app, ("player_action",))
    d.frame(n=3)
    scene = app.stack.top
    assert isinstance(scene, TableScene)
    scene.hover_card, scene.hover_time = "x", 0.0
    assert scene.ambient_rects() is None, "a tooltip is due: the whole frame is drawn"
    scene.hover_time = CARD_TIP_DELAY + 0.5
    assert scene.ambient_rects() == []
    app.close()


def test_the_guided_match_redraws_only_the_ring() -> None:
    app, _d = new_app()
    start_guided(app)
    for _ in range(3000):
        if not app.stack.animating():
            break
        top = app.stack.top
        if isinstance(top, MatchBase):
            await_computer(top)
        app.step(1 / 60, [])
    _drawn, shown = idle_presents(app, 1.2)
    areas = [p for p in shown if p is not None]
    screen = app.screen.get_width() * app.screen.get_height()
    assert areas and all(p.w * p.h < 0.35 * screen for p in areas)
    assert len([p for p in shown if p is None]) <= 2
    app.close()
