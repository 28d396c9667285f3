"""The table as a stadium (issue #21): the pitch is the biggest thing on a 16:9 table, the tray's
cards answer the pointer with a springy lift that settles and stops asking for frames, and the
pitch with its placed cards is one layer drawn once per change."""

from __future__ import annotations

import pytest

from game.ui.look import layout as L
from game.ui.scenes.table.table_scene import TableScene
from game.ui.table import pitch_view
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
    pitch_view._pitch_with_cards.cache_clear()
    pitch_view._table_layer.cache_clear()
    d.frame(n=10)
    layer = pitch_view._table_layer.cache_info()
    assert layer.misses == 1 and layer.hits >= 9, "the layer with the decision's glass: painted once"
    assert pitch_view._pitch_with_cards.cache_info().misses == 1


def test_a_resize_mid_animation_finishes_it_instead_of_drawing_it_where_the_old_window_was() -> None:
    from game.engine import actions as A

    app, d = new_app()
    session = session_at(app, ("player_action",), seed=3)
    d.frame(n=3)
    session.animator.skip_all()
    scene = app.stack.top
    assert isinstance(scene, TableScene)
    place = next(a for a in session.controller.view().legal_actions if isinstance(a, A.Place))
    scene.act(place)
    d.frame(n=3)
    assert scene.anim.busy
    app.resize((1920, 1080))
    assert not scene.anim.busy and scene.shown_view() == scene.view()
    d.frame(n=2)


@pytest.mark.parametrize("size", [(2560, 1080), (1024, 600), (3840, 2160)])
def test_the_opponents_chips_and_the_hand_stay_inside_their_panels(size: tuple[int, int]) -> None:
    lay = L.compute(*size)
    import game.ui.look.metrics as M

    M.set_window(*size)
    try:
        assert L.opp_available_rect(9).bottom < L.opp_bench_rect(0).y
        assert all(lay.opp_panel.contains(L.opp_available_rect(i)) for i in range(10))
        assert L.hand_rect(4).bottom <= lay.hand.bottom and L.hand_rect(4).right <= lay.hand.right
    finally:
        M.set_window(1280, 720)
