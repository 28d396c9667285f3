"""An online rematch: after the final whistle each coach may ask; the other accepts; the host deals a
new match on the same connection and both windows move to it. A coach who left ends the chance."""

from __future__ import annotations

import pygame

from game import storage
from game.net.client import PLAYING, GuestLink
from game.net.guest import GuestTable
from game.net.host import HostLink
from game.ui.control.controller import MatchConfig
from game.ui.control.online_controller import GuestController, HostController
from game.ui.scenes.match.base import MatchBase
from game.ui.scenes.online.online import host_key, start_online
from game.ui.scenes.online.online_hud import OnlineHud
from game.ui.scenes.result.result import ResultScene
from game.ui.window.app import App
from tests.ui.driver import key_event
from tests.ui.helpers import random_advance
from tests.ui.test_online_ui import each, frame, until


def press_1(app: App) -> None:
    """Key 1: the result screen's first button (Rematch), at once."""
    app.step(1 / 60, key_event(pygame.K_1))


def result_scene(app: App) -> ResultScene:
    scene = app.stack.top
    assert isinstance(scene, ResultScene)
    return scene


def hosted_finished_match(app: App) -> tuple[HostController, HostLink, GuestTable]:
    """This window hosts a finished match; a headless guest ("Bob") is connected and holds its record."""
    state = random_advance(("over",), 3)
    link = HostLink(port=0, bind="127.0.0.1", keep_code=True, key=host_key())
    ctrl = HostController(MatchConfig("online", 0, "random", "draw", state.game.seed), link, "Ann", state)
    start_online(app, ctrl)
    table = GuestTable(GuestLink("127.0.0.1", link.port, link.code, "Bob"))
    until(lambda: table.final_match is not None and ctrl.referee.joined, each(lambda: frame(app), table.poll))
    frame(app)
    return ctrl, link, table


def test_the_guest_asks_the_host_accepts_and_both_go_on_to_a_new_deal_on_the_same_connection(app: App) -> None:
    ctrl, link, table = hosted_finished_match(app)
    try:
        scene = result_scene(app)
        rematch = scene.menu.buttons[0]
        assert (rematch.label, rematch.enabled, scene.rematch_news()) == ("Rematch", True, "")
        table.ask_rematch()
        until(lambda: result_scene(app).menu.buttons[0].label == "Accept the rematch", lambda: frame(app))
        assert scene.rematch_news() == "Bob wants a rematch." and scene.menu.focus == 0  # Enter accepts
        for _ in range(5):
            frame(app)
        assert app.stack.top is scene  # nothing starts before this coach accepts
        press_1(app)
        until(lambda: not isinstance(app.stack.top, ResultScene), each(lambda: frame(app), table.poll))
        top = app.stack.top
        assert isinstance(top, MatchBase) and isinstance(top.ctrl, HostController)
        following = top.ctrl
        assert following is not ctrl and ctrl.closed and following.link is link and not link.closed
        assert following.referee.match == 2 and following.referee.joined and following.remote_name() == "Bob"
        assert following._state.game.seed != ctrl._state.game.seed and not following._state.history
        assert sum(isinstance(h, OnlineHud) for h in app.huds) == 1
        until(lambda: table.match == 2, table.poll)
        assert table.final_match is None and not (table.rematch_sent or table.rematch_offered)
        assert table.view == following._state.view(1) and table.link.status == PLAYING
    finally:
        table.link.close()
        app.stack.top.ctrl.close()  # type: ignore[union-attr,attr-defined]


def test_a_coach_who_left_ends_the_chance_and_one_who_comes_back_finds_the_offer_standing(app: App) -> None:
    ctrl, link, table = hosted_finished_match(app)
    try:
        press_1(app)  # the host's coach asks first
        scene = result_scene(app)
        assert scene.menu.buttons[0].label == "Waiting for Bob…" and not scene.menu.buttons[0].enabled
        assert scene.rematch_news() == "You asked Bob for a rematch."
        until(lambda: table.rematch_offered, table.poll)
        table.link.close()
        until(lambda: not ctrl.referee.joined, lambda: frame(app))
        frame(app)
        assert scene.rematch_news() == "Bob is not connected: a rematch needs both coaches."
        assert not scene.menu.buttons[0].enabled
        assert app.stack.top is scene  # a finished match is not paused for the absent coach
        table = GuestTable(GuestLink("127.0.0.1", link.port, link.code, "Bob"))  # Bob joins again
        until(lambda: table.final_match is not None and table.rematch_offered, each(lambda: frame(app), table.poll))
        assert table.view is not None and table.view.phase == "over"
        until(lambda: scene.menu.buttons[0].label == "Waiting for Bob…", lambda: frame(app))
    finally:
        table.link.close()
        ctrl.close()


def test_the_guests_window_asks_waits_and_moves_to_the_match_the_host_deals(app: App) -> None:
    state = random_advance(("over",), 3)
    link = HostLink(port=0, bind="127.0.0.1", keep_code=True, key=host_key())
    host = HostController(MatchConfig("online", 0, "random", "draw", state.game.seed), link, "Ann", state)
    table = GuestTable(GuestLink("127.0.0.1", link.port, link.code, "Bob"))
    try:
        until(lambda: table.final_match is not None, each(host.pump, table.poll))
        ctrl = GuestController(table)
        start_online(app, ctrl)
        frame(app)
        scene = result_scene(app)
        press_1(app)
        until(lambda: host.rematch_wanted() == (False, True), each(host.pump, lambda: frame(app)))
        frame(app)
        assert scene.menu.buttons[0].label == "Waiting for Ann…" and not scene.menu.buttons[0].enabled
        assert scene.rematch_news() == "You asked Ann for a rematch."
        assert host.next_match() is None  # the host's coach has not accepted yet
        host.offer_rematch()
        following = host.next_match()
        assert following is not None and following.referee.match == 2
        until(lambda: not isinstance(app.stack.top, ResultScene), each(following.pump, lambda: frame(app)))
        top = app.stack.top
        assert isinstance(top, MatchBase) and isinstance(top.ctrl, GuestController)
        assert top.ctrl is not ctrl and ctrl.closed and top.ctrl.match == 2
        assert top.ctrl.view() == following._state.view(1) and table.link.status == PLAYING
        assert sum(isinstance(h, OnlineHud) for h in app.huds) == 1
        until(lambda: ctrl.replay_path is not None, lambda: frame(app))  # the first match is kept all the same
        kept = ctrl.replay_path
        assert kept is not None and storage.load_replay(kept)[0].game.seed == state.game.seed
        assert storage.read_autosave().meta["online"]["match"] == 2  # the host's autosave: the rematch
        following.close()
    finally:
        table.link.close()
        link.close()


def test_a_guest_back_after_a_dropped_connection_asks_again_by_itself(app: App) -> None:
    ctrl, link, table = hosted_finished_match(app)
    try:
        table.ask_rematch()
        until(lambda: ctrl.rematch_wanted()[1], lambda: frame(app))
        welcomed = table.welcomes
        link.kick(4000, "a dropped connection")
        until(lambda: not ctrl.referee.joined, each(lambda: frame(app), table.poll))
        assert ctrl.rematch_wanted() == (False, False)
        until(lambda: table.welcomes > welcomed and ctrl.rematch_wanted()[1], each(lambda: frame(app), table.poll))
        press_1(app)  # accepted: the rematch begins
        until(lambda: table.match == 2, each(lambda: frame(app), table.poll))
    finally:
        table.link.close()
        app.stack.top.ctrl.close()  # type: ignore[union-attr,attr-defined]


def test_the_rematch_begins_even_while_the_host_watches_the_replay(app: App) -> None:
    from game.ui.scenes.replays.replays import ReplayPlayer

    ctrl, _link, table = hosted_finished_match(app)
    try:
        press_1(app)  # the host asks, then watches the match again
        result_scene(app)._replay()
        assert isinstance(app.stack.top, ReplayPlayer)
        until(lambda: table.rematch_offered, table.poll)
        table.ask_rematch()
        until(lambda: isinstance(app.stack.top, MatchBase) and app.stack.top.ctrl is not ctrl, lambda: frame(app))
        assert app.stack.top.ctrl.referee.match == 2  # type: ignore[attr-defined]
    finally:
        table.link.close()
        app.stack.top.ctrl.close()  # type: ignore[union-attr,attr-defined]


def test_a_host_who_quits_during_the_rematch_continues_it_as_the_same_match(app: App) -> None:
    """Continue on the host's title hosts the rematch again as match 2: the guest, still in it,
    takes it as a rejoin rather than as yet another match."""
    from game.ui.scenes.menus.launch import read_resume
    from game.ui.scenes.online.online import resume_hosting

    ctrl, _link, table = hosted_finished_match(app)
    table.ask_rematch()
    until(lambda: ctrl.rematch_wanted()[1], lambda: frame(app))
    press_1(app)
    until(lambda: table.match == 2, each(lambda: frame(app), table.poll))
    following = app.stack.top.ctrl  # type: ignore[union-attr]
    try:
        following.close()  # the host quits
        until(lambda: table.link.host_left, table.poll)
        saved, _notice = read_resume()
        assert saved is not None
        resume_hosting(app, saved.state, saved.config, bind="127.0.0.1")
        again = app.stack.top.ctrl  # type: ignore[union-attr]
        assert isinstance(again, HostController) and again.referee.match == 2
        welcomed = table.welcomes
        until(lambda: table.welcomes > welcomed, each(lambda: frame(app), table.poll))
        assert table.match == 2 and table.view == again._state.view(1)
        again.close()
    finally:
        table.link.close()
