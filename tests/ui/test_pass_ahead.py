"""The fifth review's hitches (the brief `hitch`): the hot-seat pass screen's stadium is built over
a match's idle frames, a piece a frame, so the pass screen's first frame paints nothing anew and
shows the same pixels as a stadium painted at once."""

from __future__ import annotations

import pygame

from game.ui.art import stadium
from game.ui.look import metrics as M
from game.ui.scenes.overlays.overlays import PassScreen
from tests.ui.helpers import new_app, table_at

SIZE = (640, 360)


def test_the_prepared_stadium_is_the_stadium_painted_at_once() -> None:
    new_app()
    stadium.clear()
    stadium._dim.clear()
    at_once = stadium.dimmed(SIZE, 250).copy()
    stadium.clear()
    stadium._dim.clear()
    steps = sum(1 for _ in stadium.prepare(SIZE, 250))
    assert steps >= 5  # spread over frames, not one lump
    painted = stadium._paint
    try:
        stadium._paint = lambda *a: (_ for _ in ()).throw(AssertionError("painted again"))  # type: ignore[assignment]
        prepared = stadium.dimmed(SIZE, 250)
    finally:
        stadium._paint = painted
    assert pygame.image.tobytes(prepared, "RGB") == pygame.image.tobytes(at_once, "RGB")
    assert sum(1 for _ in stadium.prepare(SIZE, 250)) == 0  # built: nothing more to do


def test_the_waiting_table_builds_the_pass_screens_stadium() -> None:
    app, d = new_app()
    scene = table_at(app, d, "shoot_option", seed=3)
    stadium.clear()
    stadium._dim.clear()
    d.frame(n=80)
    horizon = max(M.size()[1] // 4, min(M.size()[1] - M.size()[1] // 8, M.pos(0, 500)[1]))
    assert stadium._key(*M.size(), horizon) in stadium._dim
    assert sum(1 for _ in PassScreen.backdrop_ahead(M.size())) == 0
    assert scene.ahead.pieces is None


def test_nothing_is_built_ahead_while_the_table_moves() -> None:
    app, d = new_app()
    scene = table_at(app, d, "shoot_option", seed=3)
    scene.ahead.key = None
    scene.animating = lambda: True  # type: ignore[method-assign]  # a push in, cards lifting
    d.frame(n=5)
    assert scene.ahead.key is None
