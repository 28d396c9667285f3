"""Forgiving input on the table (issue #10): a drop back on the panel cancels silently, snapping
never moves a card to another row, a refused drop says why next to the pointer, a substitution
is chosen by clicking or dragging the cards themselves, and Draw 2 keep 1 and penalties are played
by clicking the pieces."""

from __future__ import annotations

import pygame

from game.engine import actions as A
from game.engine.rng import Rng
from game.engine.state import Game, State
from game.ui.control.controller import MatchConfig
from game.ui.look import layout as L
from game.ui.scenes.table.table_scene import TableScene
from game.ui.window.session import Session
from tests.ui.driver import Driver, mouse_down, mouse_move, mouse_up
from tests.ui.helpers import new_app, session_at


def table_at(phases: tuple[str, ...], seed: int = 3, random_play: bool = False) -> tuple[TableScene, Driver]:
    app, d = new_app()
    session_at(app, phases, seed, random_play=random_play)
    scene = app.stack.top
    assert isinstance(scene, TableScene)
    d.frame(n=3)
    scene.anim.skip_all()
    d.frame()
    return scene, d


def engine_field(scene: TableScene) -> dict[str, tuple[int, int]]:
    return {c: (r, col) for c, r, col in scene.ctrl.view().me.field}


def test_dropping_a_card_back_on_its_panel_cancels_without_a_rule_error() -> None:
    scene, d = table_at(("player_action",))
    start = L.available_rect(0).center
    back = (L.get().my_panel.centerx, L.get().my_panel.bottom - 40)
    before = engine_field(scene)
    d.drag(start, back)
    assert engine_field(scene) == before
    assert scene.message == "" and scene.pointer_note is None
    assert scene.selected is None


def test_a_card_dropped_on_an_unlit_row_never_lands_on_another_row() -> None:
    scene, d = table_at(("player_action",))
    v = scene.view()
    card = next(a.card for a in v.legal_actions if isinstance(a, A.Place))
    lit_rows = {r for r, _c in scene.places(card)}
    unlit = next(r for r in range(4) if r not in lit_rows)
    idx = v.me.available.index(card)
    target = L.card_rect(True, unlit, 3).center
    before = engine_field(scene)
    d.frame([mouse_move(L.available_rect(idx).center), mouse_down(L.available_rect(idx).center)])
    d.frame([mouse_move(target, (1, 0, 0))])
    assert scene.drag is not None and scene.drag.snap is None  # the ghost shows no place
    assert scene.marks(scene.view()).ghost is None
    d.frame([mouse_up(target)], 2)
    assert engine_field(scene) == before
    assert scene.pointer_note is not None and scene.pointer_note[1] == target
    assert scene.pointer_note[0].startswith("R2.")


def test_a_drop_near_a_lit_place_in_the_row_under_the_pointer_lands_there() -> None:
    scene, d = table_at(("player_action",))
    v = scene.view()
    place = next(a for a in v.legal_actions if isinstance(a, A.Place))
    idx = v.me.available.index(place.card)
    rect = L.card_rect(True, place.row, place.col)
    near = (rect.centerx, rect.y + 4)  # off-centre, still in that row
    d.drag(L.available_rect(idx).center, near)
    assert engine_field(scene)[place.card] == (place.row, place.col)


def field_substitution(state: State) -> A.Substitute | None:
    if state.phase.value != "player_action":
        return None
    on_field = set(state.teams[state.current_player()].field)
    return next((a for a in state.legal_actions() if isinstance(a, A.Substitute) and a.out in on_field), None)


def substitution_table() -> tuple[TableScene, Driver, A.Substitute]:
    """A hot-seat table where the coach to act may send a field card off (R9)."""
    state = Game(seed=3).new_initial_state()
    rng = Rng(3)
    while field_substitution(state) is None:
        legal = state.legal_actions()
        state.apply_action(legal[rng.below(len(legal))])
    app, d = new_app()
    session = Session(MatchConfig(mode="hotseat", seed=3), None, state=state)
    session.controller.viewer = state.current_player()
    app.stack.clear()
    scene = TableScene(app, session)
    app.stack.push(scene)
    d.frame(n=3)
    sub = field_substitution(state)
    assert sub is not None
    return scene, d, sub


def test_in_a_substitution_clicking_the_field_card_sends_it_off() -> None:
    scene, d, sub = substitution_table()
    scene._pick_in(sub.into)
    d.frame()
    marks = scene.marks(scene.view())
    assert sub.out in marks.sub_outs  # the candidates are shown on the field, numbered
    r, c = engine_field(scene)[sub.out]
    d.click(L.card_rect(True, r, c).center)
    v = scene.ctrl.view()
    assert sub.into in {card for card, _r, _c in v.me.field} or sub.into in v.me.available
    assert sub.out in v.me.sent_off
    assert scene.mode != "attack"


def test_a_bench_card_dragged_onto_the_card_going_off_substitutes_it() -> None:
    scene, d, sub = substitution_table()
    bench_index = scene.view().me.bench.index(sub.into)
    r, c = engine_field(scene)[sub.out]
    d.drag(L.bench_rect(bench_index).center, L.card_rect(True, r, c).center)
    assert sub.out in scene.ctrl.view().me.sent_off


def test_draw_two_keep_one_is_chosen_by_clicking_a_face_up_card() -> None:
    scene, d = table_at(("keep",), seed=3, random_play=True)
    v = scene.view()
    rects = scene.keep_rects(v)
    assert len(rects) == 2 and {code for code, _r in rects} == set(v.keep_choices or ())
    hand_before = list(v.me.hand or ())
    code, rect = rects[1]
    d.click(rect.center)
    after = scene.ctrl._state.view(v.viewer)  # the seat may have changed at once (nothing secret next)
    assert after.phase != "keep"
    assert sorted(after.me.hand or ()) == sorted([*hand_before, code])


def test_a_penalty_is_kicked_by_clicking_a_zone_and_saved_by_clicking_a_save_card() -> None:
    scene, d = table_at(("penalty_kick",), seed=3, random_play=True)
    kicks = [(a, r) for a, r in scene.penalty_targets() if isinstance(a, A.Kick)]
    assert len(kicks) == 5
    _kick, rect = kicks[2]
    d.click(rect.center)
    assert scene.ctrl.phase == "penalty_save"
    # the keeper (hot-seat: after the pass screen) sees one card per save over the goal
    d.frame(n=20)
    if not isinstance(d.app.stack.top, TableScene):
        d.click(L.get().field.center)
        d.frame(n=3)
    scene.anim.skip_all()
    d.frame(n=2)
    assert scene.ctrl.human_to_act()
    saves = [(a, r) for a, r in scene.penalty_targets() if isinstance(a, A.Save)]
    assert saves
    save, card = saves[0]
    d.frame([mouse_move(card.center)])
    assert scene.penalty_choice_at(card.center) == save
    d.click(card.center)
    assert scene.ctrl.phase not in ("penalty_save", "penalty_kick")
    assert pygame.Rect(L.get().field).contains(kicks[0][1])
