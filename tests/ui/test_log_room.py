"""The match log keeps its place and fills its room (review23 #5): it stays in the right column all
match long, whatever the trays hold, in hot-seat and against the computer; it reaches from just
under the decision's lit frame to the column's foot at every window and text size; it is drawn
once into a layer that a new line draws again, and the text-fit recorders still see its lines."""

from __future__ import annotations

import functools

import pygame
import pytest

from game.engine.rng import Rng
from game.engine.state import Game, State
from game.settings import Settings
from game.ui.control.controller import MatchConfig
from game.ui.look import layout as L
from game.ui.look.metrics import px
from game.ui.scenes.table.table_scene import TableScene
from game.ui.table import log_layer, match_log
from game.ui.widgets import basic as widgets
from game.ui.window.app import App
from game.ui.window.session import Session
from tests.ui.helpers import some_every_run

SEED = 5
MOMENTS = ("kick-off", "short tray", "last before half time", "second half")


@functools.cache
def _moments() -> dict[str, State]:
    """A seeded random match's table at turn 1, when the tray is down to three players, the last
    decision of the first half and the first of the second (the trays full again)."""
    state = Game(seed=SEED).new_initial_state()
    rng = Rng(SEED)
    got: dict[str, State] = {}
    while not state.is_terminal() and "second half" not in got:
        if state.phase.value in ("team_action", "player_action"):
            tray = len(state.view(state.current_player()).me.available)
            if state.half == 1:
                got.setdefault("kick-off", state.clone())
                if tray <= 3:
                    got.setdefault("short tray", state.clone())
                got["last before half time"] = state.clone()
            else:
                got["second half"] = state.clone()
        legal = state.legal_actions()
        state.apply_action(legal[rng.below(len(legal))])
    assert set(got) == set(MOMENTS)
    return got


def shown(app: App, state: State, mode: str) -> TableScene:
    session = Session(MatchConfig(mode=mode, seed=SEED), None, state=state.clone())
    if mode == "hotseat":
        session.controller.viewer = state.current_player()
    scene = TableScene(app, session)
    app.stack.clear()
    app.stack.push(scene)
    for _ in range(2):
        app.stack.update(1 / 60)
        app.draw()
    session.animator.skip_all()
    for _ in range(2):
        app.stack.update(1 / 60)
        app.draw()
    return scene


@pytest.mark.parametrize("mode", ["computer", "hotseat"])
def test_the_log_never_changes_column_during_a_match(mode: str) -> None:
    """Turn 1, the tray down to three, the end of the first half, the second half: one column."""
    app = App(headless=True, sound=False, size=(1920, 1080))
    try:
        places = set()
        for moment in MOMENTS:
            shown(app, _moments()[moment], mode)
            box = match_log.box()
            assert L.get().right.contains(box), moment
            assert not box.colliderect(L.get().left)
            places.add((box.x, box.w, box.bottom))
        assert len(places) == 1, places
    finally:
        app.close()


SIZES = [(1024, 600), (1280, 720), (1920, 1080), (2560, 1440)]


# every window and every text size once in every run; the other pairs in the big run
@pytest.mark.parametrize(
    ("size", "scale"),
    some_every_run(
        [(size, scale) for size in SIZES for scale in (100, 125, 150)],
        [((1024, 600), 150), ((1280, 720), 100), ((1920, 1080), 125), ((2560, 1440), 100)],
    ),
)
def test_the_log_fills_the_room_under_the_decision(size: tuple[int, int], scale: int) -> None:
    """No empty band between the decision's frame and the log, down to the column's foot; the
    newest line stands at the box's foot and the box shows as many whole rows as fit."""
    app = App(headless=True, sound=False, size=size, settings=Settings(text_scale=scale))
    try:
        for moment in ("kick-off", "short tray"):
            scene = shown(app, _moments()[moment], "computer")
            frame = scene.prompt.frame(scene.message)
            box, lay = match_log.box(), L.get()
            assert 0 <= box.y - frame.bottom <= px(6), (moment, frame, box)
            assert box.bottom == lay.right.bottom and box.h >= L.LEAST_LOG_ROWS * lay.log_row + px(10)
            rows = match_log.log_rows(scene.shown_log())
            assert rows and rows[-1][2] == scene.shown_log()[-1]
            assert box.y <= rows[0][0].y and rows[-1][0].bottom <= box.bottom
            assert box.bottom - rows[-1][0].bottom < px(5) + lay.log_row  # the newest on the last row
            more = (box.h - px(10)) // lay.log_row
            assert len(rows) > more - 4  # whole entries only: at most a wrapped entry's rows left over
    finally:
        app.close()


def test_a_cached_log_draws_again_when_a_line_is_added() -> None:
    app = App(headless=True, sound=False, size=(1280, 720))
    try:
        shown(app, _moments()["kick-off"], "hotseat")
        lines = ["HOME picks CB Sweeper", "AWAY picks CB Libero"]
        box = match_log.box()
        match_log.draw_log(app.screen, lines)
        built = log_layer.built
        before = pygame.image.tobytes(app.screen.subsurface(box), "RGB")
        match_log.draw_log(app.screen, lines)
        assert log_layer.built == built  # the same lines: the layer is blitted again
        app.screen.fill((0, 0, 0), box)
        match_log.draw_log(app.screen, [*lines, "Turn 1: HOME"])
        assert log_layer.built == built + 1
        assert pygame.image.tobytes(app.screen.subsurface(box), "RGB") != before
    finally:
        app.close()


def test_the_layer_looks_like_the_log_drawn_straight() -> None:
    """The glass and the rows composited from the layer match drawing them on the screen (alpha kept)."""
    from game.ui.widgets import glass

    app = App(headless=True, sound=False, size=(1280, 720))
    try:
        shown(app, _moments()["short tray"], "hotseat")
        lines = ["Turn 3: AWAY", "TACKLE: attack 8 against defense 5", "AWAY places CF Striker"]
        box = match_log.box()
        under = app.screen.copy()
        match_log.draw_log(app.screen, lines)
        cached = app.screen.subsurface(box).copy()
        straight = under.copy()
        glass.draw_glass(straight, box, px(10), "quiet")
        match_log.draw_rows(straight, match_log.log_rows(lines), lines[-1], (0, 0))
        bad = 0
        button = match_log.expand_rect()
        for y in range(box.y, box.bottom, 2):
            for x in range(box.x, box.right, 2):
                if button.collidepoint(x, y):
                    continue
                a, b = cached.get_at((x - box.x, y - box.y)), straight.get_at((x, y))
                bad += max(abs(a[i] - b[i]) for i in range(3)) > 3
        assert bad == 0
    finally:
        app.close()


def test_the_text_fit_recorders_see_every_line_of_a_cached_log() -> None:
    """Each blit of the layer notes its lines where they stand, and a line cut short stays recorded."""
    app = App(headless=True, sound=False, size=(1024, 600))
    try:
        shown(app, _moments()["kick-off"], "hotseat")
        word = "Zagueiro" * 12  # no place to break: cut short
        lines = ["Turn 1: HOME", word]
        box = match_log.box()
        match_log.draw_log(app.screen, lines)
        widgets.drawn, widgets.overflows[:] = [], []
        built = log_layer.built
        match_log.draw_log(app.screen, lines)
        assert log_layer.built == built
        texts = [b.text for b in widgets.drawn]
        assert "Turn 1: HOME" in texts and all(box.contains(b.ink) for b in widgets.drawn)
        assert any(cut[0] == word for cut in widgets.overflows)
    finally:
        widgets.drawn = None
        widgets.overflows.clear()
        app.close()
