"""R2.3-R2.4 placement by drag-and-drop, click-to-select and keyboard; illegal drops change nothing."""

from __future__ import annotations

import pygame

from game.engine import actions as A
from game.engine.cards import ROLE_ROWS
from game.ui.art.cardart import card_def
from game.ui.look import layout as L
from game.ui.scenes.table.table_scene import TableScene
from tests.ui.driver import mouse_down, mouse_move
from tests.ui.helpers import new_app, session_at


def table_at_player_action(seed: int = 3) -> tuple[TableScene, object, object]:
    app, d = new_app()
    session_at(app, ("player_action",), seed)
    scene = app.stack.top
    assert isinstance(scene, TableScene)
    d.frame(n=3)
    scene.anim.skip_all()
    return scene, app, d


def field_of(scene: TableScene) -> dict[str, tuple[int, int]]:
    return {c: (r, col) for c, r, col in scene.ctrl.view().me.field}


def test_drag_onto_a_legal_place_puts_the_card_in_the_engine_state() -> None:
    scene, _, d = table_at_player_action()
    v = scene.view()
    place = next(a for a in v.legal_actions if isinstance(a, A.Place))
    idx = v.me.available.index(place.card)
    d.drag(L.available_rect(idx).center, L.card_rect(True, place.row, place.col).center)  # type: ignore[attr-defined]
    assert field_of(scene)[place.card] == (place.row, place.col)
    assert place.card not in scene.ctrl.view().me.available


def test_the_dragged_card_snaps_and_shows_a_ghost_with_the_icons_it_would_complete() -> None:
    scene, _, d = table_at_player_action()
    v = scene.view()
    place = next(a for a in v.legal_actions if isinstance(a, A.Place))
    idx = v.me.available.index(place.card)
    start = L.available_rect(idx).center
    target = L.card_rect(True, place.row, place.col).center
    near = (target[0] + 20, target[1] + 12)  # not exactly on it: it must snap
    d.frame([mouse_move(start), mouse_down(start)])  # type: ignore[attr-defined]
    d.frame([mouse_move(near, (1, 0, 0))])  # type: ignore[attr-defined]
    assert scene.drag is not None and scene.drag.snap is not None
    marks = scene.marks(scene.view())
    assert marks.ghost is not None and marks.ghost[0] == place.card
    assert (place.row, place.col) in marks.places
    row, col = scene.drag.snap
    assert marks.ghost_icons == scene.ghost_icons(place.card, row, col)


def test_an_illegal_drop_changes_nothing_and_shows_the_rule() -> None:
    scene, _, d = table_at_player_action()
    v = scene.view()
    # an available FW card dropped on the last line (rows 2-3 are not its rows: R2.3)
    fw = next(c for c in v.me.available if card_def(c).role == "FW")
    assert 3 not in ROLE_ROWS["FW"]
    before = field_of(scene)
    version = scene.ctrl.version
    idx = v.me.available.index(fw)
    d.drag(L.available_rect(idx).center, L.card_rect(True, 3, 3).center)  # type: ignore[attr-defined]
    assert field_of(scene) == before
    assert scene.ctrl.version == version
    assert scene.pointer_note is not None and scene.pointer_note[0].startswith("R2.3"), scene.pointer_note
    assert not scene.message  # the reason is said once, beside the pointer (#38.4)
    assert scene.anim.busy and scene.anim.current is not None and scene.anim.current.name == "slide back"


def test_a_drop_outside_the_field_slides_back_with_a_reason() -> None:
    scene, _, d = table_at_player_action()
    v = scene.view()
    before = field_of(scene)
    d.drag(L.available_rect(0).center, (1100, 650))  # type: ignore[attr-defined]
    assert field_of(scene) == before
    assert scene.pointer_note is not None and scene.pointer_note[0].startswith("R2.3")
    assert not scene.message  # once, beside the pointer (#38.4)
    assert v.me.available == scene.ctrl.view().me.available


def test_click_to_select_then_click_a_place() -> None:
    scene, _, d = table_at_player_action()
    v = scene.view()
    place = next(a for a in v.legal_actions if isinstance(a, A.Place))
    d.click(L.available_rect(v.me.available.index(place.card)).center)  # type: ignore[attr-defined]
    assert scene.selected == place.card and scene.mode == "place"
    d.click(L.card_rect(True, place.row, place.col).center)  # type: ignore[attr-defined]
    assert field_of(scene)[place.card] == (place.row, place.col)


def test_keyboard_places_a_card() -> None:
    scene, _, d = table_at_player_action()
    v = scene.view()
    d.key(pygame.K_1)  # type: ignore[attr-defined]
    card = v.me.available[0]
    assert scene.selected == card
    target = scene.places(card)[scene.cursor]
    d.key(pygame.K_RETURN)  # type: ignore[attr-defined]
    assert field_of(scene)[card] == target


def test_escape_cancels_a_selection_without_pausing() -> None:
    scene, app, d = table_at_player_action()
    d.key(pygame.K_1)  # type: ignore[attr-defined]
    d.key(pygame.K_ESCAPE)  # type: ignore[attr-defined]
    assert scene.selected is None and scene.mode == "idle"
    assert app.stack.top is scene  # type: ignore[attr-defined]
    d.key(pygame.K_ESCAPE)  # type: ignore[attr-defined]
    assert type(app.stack.top).__name__ == "PauseMenu"  # type: ignore[attr-defined]
