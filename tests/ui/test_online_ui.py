"""Online play through the real scenes: the guest's window and the host's window each against a
headless other end over loopback (computer policies deciding for the coaches)."""

from __future__ import annotations

import time
from collections.abc import Callable

import pytest

from game import storage
from game.ai.registry import make_agent
from game.engine.actions import DraftPick
from game.engine.serialize import save_match
from game.engine.state import Game, State
from game.net.client import GuestLink
from game.net.guest import GuestTable
from game.net.host import HostLink, Referee
from game.ui.control.online_controller import GuestController, HostController
from game.ui.scenes.match.base import MatchBase
from game.ui.scenes.online.online import host_key, start_online
from game.ui.scenes.online.online_hud import OnlineHud, Paused
from game.ui.scenes.result.result import ResultScene
from game.ui.window.app import App


def until(cond: Callable[[], bool], tick: Callable[[], object], limit: float = 20.0) -> None:
    end = time.monotonic() + limit
    while not cond():
        assert time.monotonic() < end, "timed out"
        tick()
        time.sleep(0.002)


def each(*steps: Callable[[], object]) -> Callable[[], None]:
    """One tick that runs `steps` in order (for `until`)."""

    def tick() -> None:
        for step in steps:
            step()

    return tick


def frame(app: App) -> None:
    app.step(1 / 60, [])
    for hud in app.huds:
        if isinstance(hud, OnlineHud):
            hud.session.animator.skip_all()


def person_plays(app: App, agent: object) -> None:
    """The coach at this window decides (its computer policy standing in for the mouse)."""
    scene = app.stack.top
    if isinstance(scene, MatchBase) and scene.ctrl.human_to_act() and not scene.anim.busy:
        scene.act(agent.choose(scene.ctrl.view()))  # type: ignore[attr-defined]


class HeadlessHost:
    def __init__(self, seed: int) -> None:
        self.state = Game(seed=seed).new_initial_state()
        self.link = HostLink(port=0, bind="127.0.0.1", keep_code=True, key=host_key())
        self.referee = Referee(self.link, 1, "Ann")
        self.agent = make_agent("random", seed)

    def tick(self) -> None:
        action = self.referee.poll(self.state)
        if action is None and self.referee.joined and self.state.current_player() == 0:
            action = self.agent.choose(self.state.view(0))
        if action is not None:
            before = self.state.clone()
            self.state.apply_action(action)
            self.referee.played(before, action, self.state)


def join(app: App, host: HeadlessHost) -> GuestController:
    table = GuestTable(GuestLink("127.0.0.1", host.link.port, host.link.code, "Bob"))
    until(lambda: table.view is not None, each(host.tick, table.poll))
    ctrl = GuestController(table)
    start_online(app, ctrl)
    return ctrl


class HostWindow:
    """This window hosts (its coach played by a computer policy); a headless guest joins over loopback."""

    def __init__(self, app: App, seed: int, tiebreak: str) -> None:
        from game.ui.control.controller import MatchConfig

        self.app = app
        self.link = HostLink(port=0, bind="127.0.0.1", keep_code=True, key=host_key())
        self.ctrl = HostController(MatchConfig("online", 0, "random", tiebreak, seed), self.link, "Ann")
        start_online(app, self.ctrl)
        self.host_agent, self.guest_agent = make_agent("random", 1), make_agent("random", 2)
        self.table = self.guest()

    def guest(self) -> GuestTable:
        return GuestTable(GuestLink("127.0.0.1", self.link.port, self.link.code, "Bob"))

    def tick(self) -> None:
        frame(self.app)
        person_plays(self.app, self.host_agent)
        table = self.table
        table.poll()
        if table.to_act() and table.view is not None and table.seq == len(self.ctrl._state.history):
            table.decide(self.guest_agent.choose(table.view))


def test_the_guests_window_plays_its_side_and_hears_the_engines_reason(app: App) -> None:
    host = HeadlessHost(30041)
    try:
        ctrl = join(app, host)
        assert host.referee.side == ctrl.viewer == 1
        if host.state.current_player() == 1:  # an action the rules refuse: the host's reason, nothing changes
            ctrl.apply_steps(DraftPick("NOT_A_STAR"))
            until(lambda: ctrl.last_error is not None, each(host.tick, lambda: frame(app)))
            assert ctrl.last_error is not None and ctrl.last_error.startswith("R3.2")
            assert len(host.state.history) == 0
        agent = make_agent("random", 7)

        def tick() -> None:
            host.tick()
            frame(app)
            person_plays(app, agent)

        until(lambda: len(host.state.history) >= 30, tick)
        until(lambda: ctrl.view() == host.state.view(1) and not ctrl.table.batches, tick)
        scene = app.stack.top
        assert isinstance(scene, MatchBase) and scene.ctrl is ctrl
    finally:
        host.link.close()


def test_the_hosts_window_pauses_while_the_guest_is_away_and_goes_on_when_it_rejoins(app: App) -> None:
    w = HostWindow(app, 30042, "shootout")
    ctrl, tick = w.ctrl, w.tick
    try:
        until(lambda: len(ctrl._state.history) >= 6, tick)
        assert ctrl.remote_name() == "Bob"
        w.table.link.close()
        until(lambda: isinstance(app.stack.top, Paused), tick)
        paused_at = len(ctrl._state.history)
        for _ in range(10):
            tick()
        assert len(ctrl._state.history) == paused_at  # nobody plays while the guest is away
        w.table = table = w.guest()
        back = each(lambda: frame(app), table.poll)
        until(lambda: not isinstance(app.stack.top, Paused) and table.view is not None, back)
        assert table.seq == paused_at and table.view == ctrl._state.view(1)
        until(lambda: len(ctrl._state.history) >= paused_at + 2, tick)
    finally:
        w.table.link.close()
        ctrl.close()


@pytest.mark.slow
def test_a_whole_match_in_the_guests_window_ends_with_the_same_replay_on_both_computers(app: App) -> None:
    host = HeadlessHost(30043)
    try:
        ctrl = join(app, host)
        agent = make_agent("random", 9)

        def tick() -> None:
            host.tick()
            frame(app)
            person_plays(app, agent)

        until(lambda: isinstance(app.stack.top, ResultScene) and ctrl.replay_path is not None, tick, limit=120)
        assert ctrl.replay_path is not None
        kept, meta = storage.load_replay(ctrl.replay_path)
        assert save_match(kept) == save_match(host.state) and meta["mode"] == "online" and meta["viewer"] == 1
        assert ctrl.finished_state() is not None
    finally:
        host.link.close()


def test_the_remote_coachs_decision_reads_as_deciding(app: App) -> None:
    host = HeadlessHost(30044)
    try:
        ctrl = join(app, host)
        state: State = host.state
        while state.current_player() != 0:
            host.tick()
            frame(app)
            person_plays(app, make_agent("random", 3))
        host.referee.joined = False  # the host's policy waits: it is "deciding"
        until(lambda: ctrl.view().current_player == 0, lambda: frame(app))
        assert ctrl.remote_deciding() == "Ann" and ctrl.thinking and not ctrl.human_to_act()
    finally:
        host.link.close()


def test_continue_hosts_the_saved_match_again_and_the_guest_rejoins_at_the_same_decision(app: App) -> None:
    from game.ui.scenes.menus.launch import read_resume
    from game.ui.scenes.online.online import resume_hosting

    w = HostWindow(app, 30045, "draw")
    ctrl, link, table, tick = w.ctrl, w.link, w.table, w.tick
    try:
        until(lambda: len(ctrl._state.history) >= 5, tick)
        ctrl.close()  # the host quits: the guest is told, the autosave keeps the match
        until(lambda: table.link.host_left, table.poll)
        saved, _notice = read_resume()
        assert saved is not None and saved.config.mode == "online" and saved.config.tiebreak == "draw"
        resume_hosting(app, saved.state, saved.config, bind="127.0.0.1")
        again = app.stack.top.ctrl  # type: ignore[union-attr]
        assert isinstance(again, HostController) and again.link.code == link.code and again.link.port == link.port
        welcomed = table.welcomes
        until(lambda: table.welcomes > welcomed, each(lambda: frame(app), table.poll))  # it came back by itself
        assert table.seq == len(saved.state.history) and table.view == again._state.view(1)
        again.close()
    finally:
        table.link.close()


def test_the_name_given_for_online_play_is_offered_again_next_time(app: App) -> None:
    from game import settings
    from game.net import protocol as P
    from game.ui.scenes.online.online import JoinScene, OnlineScene, default_name

    assert settings.MAX_COACH_NAME == P.MAX_NAME
    first = OnlineScene(app)
    app.stack.push(first)
    assert first.name.text == default_name(app.settings)  # nothing given yet: the own club's name
    first.name.text = "Zoë Lú"
    first._join()
    assert isinstance(app.stack.top, JoinScene) and app.stack.top.coach == "Zoë Lú"
    app.stack.top.leave()
    assert settings.load()[0].coach_name == "Zoë Lú"  # kept in the settings file
    assert OnlineScene(app).name.text == "Zoë Lú"


def test_continue_hosts_with_a_new_code_unless_the_host_kept_it_and_always_with_the_same_key(app: App) -> None:
    from game import storage
    from game.engine.state import Game
    from game.ui.control.controller import MatchConfig
    from game.ui.scenes.online.online import resume_hosting

    state = Game(seed=30046).new_initial_state()
    config = MatchConfig("online", 0, "random", "draw", 30046)
    for keep in (False, True):
        online = {"code": "ABCDEF", "port": 0, "name": "Ann", "match": 1, "keep_code": keep}
        storage.write_autosave(state, {**config.to_meta(), "online": online})
        resume_hosting(app, state, config, bind="127.0.0.1")
        again = app.stack.top.ctrl  # type: ignore[union-attr]
        try:
            assert isinstance(again, HostController)
            assert (again.link.code == "ABCDEF") is keep and again.link.keep_code is keep
            assert again.link.fingerprint == host_key().fingerprint  # the host is the same computer
        finally:
            again.close()
