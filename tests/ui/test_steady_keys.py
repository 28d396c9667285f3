"""Issue #38 point 7 (keys and pointer): Down in the line-up goes to the card below, the title's
number keys keep their meaning when Continue appears, the reactions menu takes number keys, a card
tooltip does not outlive the card under a still pointer, and the line-up lifts the card under the
pointer."""

from __future__ import annotations

import pygame

from game.ui.scenes.match.lineup import LineupScene, grid_shape
from game.ui.scenes.menus.menus import NewMatchScene, TitleScene
from game.ui.scenes.online.online_hud import OnlineHud
from game.ui.scenes.table.table_scene import TableScene
from game.ui.window.app import App
from tests.ui.driver import Driver, mouse_move
from tests.ui.helpers import session_at
from tests.ui.test_keys_page import a_table


def lineup() -> tuple[App, Driver, LineupScene]:
    app = App(headless=True, sound=False, size=(1024, 600))
    session_at(app, ("lineup",), seed=2)
    d = Driver(app)
    d.frame(n=3)
    scene = app.stack.top
    assert isinstance(scene, LineupScene)
    return app, d, scene


def test_down_in_the_line_up_goes_to_the_card_below() -> None:
    _app, d, scene = lineup()
    cols = grid_shape(len(scene.view().me.roster))[0]
    scene.menu.focus = 0
    d.key(pygame.K_DOWN)
    assert scene.menu.focus == cols  # the first card of the second row, not the second card
    d.key(pygame.K_RIGHT)
    assert scene.menu.focus == cols + 1
    d.key(pygame.K_UP)
    assert scene.menu.focus == 1
    for _ in range(6):
        d.key(pygame.K_DOWN)
    last_row = scene.menu.focus
    assert scene.menu.buttons[last_row].rect.y == scene.menu.buttons[-2].rect.y  # the confirm is not lit yet
    for card in scene.view().me.roster[:3]:
        scene._toggle(card)
    d.frame()
    d.key(pygame.K_DOWN)
    assert scene.menu.focus == len(scene.menu.buttons) - 1  # the confirm button under the last row


def test_the_card_under_the_pointer_lifts_in_the_line_up() -> None:
    _app, d, scene = lineup()
    scene.menu.focus = 0
    target = scene.menu.buttons[4].rect
    d.frame([mouse_move(target.center)], 30)
    assert scene.menu.hover == 4 and scene.lift.lift(4) > 0.9 and scene.lift.lift(6) == 0.0


def _title(resumable: bool) -> tuple[App, Driver, TitleScene]:
    app = App(headless=True, sound=False, size=(1024, 600))
    scene = TitleScene(app)
    if resumable:
        scene.resumable = object()  # type: ignore[assignment]  # what read_resume gives for a good autosave
        scene._build()
    app.stack.push(scene)
    d = Driver(app)
    d.frame()
    return app, d, scene


def test_the_title_numbers_stay_when_continue_appears() -> None:
    for resumable in (False, True):
        app, d, scene = _title(resumable)
        numbers = {b.label: scene.menu.number(i) for i, b in enumerate(scene.menu.buttons)}
        assert numbers["New match"] == 1 and numbers["Guided first match"] == 2 and numbers["Settings"] == 6
        assert numbers.get("Continue", 0) == 0
        d.key(pygame.K_1)
        assert isinstance(app.stack.top, NewMatchScene)


def test_the_reactions_take_number_keys_and_keep_the_table_out_of_them() -> None:
    app = App(headless=True, sound=False, size=(1024, 600))
    session = session_at(app, ("player_action",), seed=3)
    hud = OnlineHud(app, session)
    sent: list[str] = []
    ctrl = hud.ctrl
    ctrl.send_emote = sent.append  # type: ignore[method-assign]
    ctrl.pump, ctrl.next_match, ctrl.lost = (lambda: None), (lambda: None), (lambda: None)  # type: ignore[method-assign]
    ctrl.emotes = []  # type: ignore[misc]  # an online controller's; this match is a local one
    app.huds.append(hud)  # type: ignore[arg-type]
    d = Driver(app)
    d.key(pygame.K_r)
    assert hud.open
    table = app.stack.top
    assert isinstance(table, TableScene)
    d.key(pygame.K_9)  # no such reaction: nothing happens on the table either
    assert hud.open and table.selected is None
    d.key(pygame.K_2)
    assert sent == ["well_played"] and not hud.open


def test_a_card_tooltip_goes_when_the_card_leaves_a_still_pointer() -> None:
    _app, d, scene = a_table()
    card = scene.view().me.available[0]
    from game.ui.look import layout as L

    d.frame([mouse_move(L.available_rect(0).center)], 2)
    assert scene.hover_card == card
    scene.card_at = lambda pos: None  # type: ignore[method-assign]  # the card moved away (a substitution)
    d.frame(n=1)
    assert scene.hover_card is None and scene.hover_time < 0.1
    other = scene.view().me.available[1]
    scene.card_at = lambda pos: other  # type: ignore[method-assign]  # another card slid under the pointer
    d.frame(n=60)
    assert scene.hover_card == other and scene.hover_time < 0  # its tooltip waits for the pointer to move
    d.frame([mouse_move((scene.mouse[0] + 1, scene.mouse[1]))], 50)
    assert scene.hover_time > 0.6
