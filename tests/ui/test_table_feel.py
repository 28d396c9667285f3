"""The table as a stadium (issue #21): the pitch is the biggest thing on a 16:9 table, the tray's
cards answer the pointer with a springy lift that settles and stops asking for frames, and the
pitch with its placed cards is one layer drawn once per change."""

from __future__ import annotations

import pytest

from game.ui import layout as L
from game.ui import table
from game.ui.scenes.table_scene import TableScene
from tests.ui.driver import mouse_move
from tests.ui.helpers import new_app, session_at


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (2560, 1440), (3840, 2160)])
def test_the_pitch_takes_at_least_55_percent_of_a_16_9_window(size: tuple[int, int]) -> None:
    lay = L.compute(*size)
    assert lay.field.w >= 0.55 * size[0]
    assert lay.field.h >= 0.9 * size[1]


def test_a_hovered_tray_card_lifts_with_an_overshoot_settles_and_drops_back() -> None:
    app, d = new_app()
    session = session_at(app, ("player_action",), seed=3)
    d.frame(n=3)
    session.animator.skip_all()
    d.frame(n=3)
    scene = app.stack.top
    assert isinstance(scene, TableScene)
    card = session.controller.view().me.available[0]
    d.frame([mouse_move(L.available_rect(0).center)])
    seen = []
    for _ in range(40):
        d.frame()
        seen.append(scene.lift.value.get(card, 0.0))
    assert max(seen) > 1.0, "a springy lift overshoots a little"
    assert seen[-1] == 1.0 and not scene.animating(), "then it rests and asks for no more frames"
    d.frame([mouse_move((5, 5))])
    for _ in range(40):
        d.frame()
    assert card not in scene.lift.value and not scene.animating()


def test_the_pitch_and_its_cards_are_drawn_once_per_placement() -> None:
    app, d = new_app()
    session = session_at(app, ("player_action",), seed=3)
    d.frame(n=3)
    session.animator.skip_all()
    table._pitch_with_cards.cache_clear()
    d.frame(n=10)
    info = table._pitch_with_cards.cache_info()
    assert info.misses == 1 and info.hits >= 9
