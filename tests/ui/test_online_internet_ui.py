"""Play online → Over the internet through the real scenes, with the real magic-wormhole servers
started locally: the host's window shows a code a headless guest joins with, and the match's hud says
the path and the round trip; the join screen refuses a malformed code and says at once when there is
no mailbox server. Set MN11_SHOTS=folder to keep screenshots."""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pygame
import pytest

from game.ai.registry import make_agent
from game.bench.wormhole_servers import LocalServers, free_port
from game.net.guest import GuestTable
from game.net.internet import InternetGuestLink, Servers
from game.ui.scenes.match.base import MatchBase
from game.ui.scenes.online.online import OnlineScene
from game.ui.scenes.online.online_hud import OnlineHud, path_text
from game.ui.scenes.online.online_internet import InternetHostScene, InternetJoinScene, InternetScene
from game.ui.window.app import App


@pytest.fixture(scope="module")
def local() -> Iterator[LocalServers]:
    with LocalServers() as servers:
        yield servers


def until(cond: Callable[[], bool], tick: Callable[[], object], limit: float = 10.0) -> None:
    end = time.monotonic() + limit
    while not cond():
        assert time.monotonic() < end, "timed out"
        tick()
        time.sleep(0.002)


def frame(app: App) -> None:
    app.step(1 / 60, [])
    for hud in app.huds:
        if isinstance(hud, OnlineHud):
            hud.session.animator.skip_all()


def shot(app: App, name: str) -> None:
    folder = os.environ.get("MN11_SHOTS")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        pygame.image.save(app.screen, str(Path(folder) / f"{name}.png"))


def test_the_host_window_gives_a_code_and_the_match_shows_its_path_and_round_trip(
    app: App, local: LocalServers
) -> None:
    app.settings = app.settings.with_(mailbox_server=local.mailbox_url, transit_relay=local.relay)
    online = OnlineScene(app)
    app.stack.push(online)
    assert any(b.label == "Over the internet" for b in online.menu.buttons)
    online._internet()
    assert isinstance(app.stack.top, InternetScene)
    frame(app)
    shot(app, "internet-choice")
    scene = InternetHostScene(app, "Ann")
    app.stack.push(scene)
    link = scene.link
    until(lambda: bool(link.code), lambda: frame(app))
    frame(app)
    shot(app, "internet-host-code")
    guest = InternetGuestLink(link.code, "Bob", Servers(local.mailbox_url, local.relay))
    table = GuestTable(guest)
    try:
        started = lambda: isinstance(app.stack.top, MatchBase) and table.view is not None  # noqa: E731
        until(started, lambda: (frame(app), table.poll()))
        until(lambda: link.rtt is not None, lambda: frame(app))
        text = path_text(link)
        # the window's host listens on every interface (IPv4 and IPv6 on one port) and offers this
        # computer's own addresses: the guest here reaches one directly
        assert text is not None and text.startswith("Direct connection") and text.endswith(" ms")
        agent = make_agent("random", 2)
        scene_top = app.stack.top
        assert isinstance(scene_top, MatchBase)

        def tick() -> None:
            frame(app)
            table.poll()
            if table.to_act() and table.view is not None:
                table.decide(agent.choose(table.view))

        until(lambda: table.seq >= 1 or scene_top.ctrl.human_to_act(), tick)
        frame(app)
        shot(app, "internet-match-hud")
        # the host quits; Continue hosts the saved match over the internet again (a new code) and a
        # guest typing it is welcomed at the same decision
        from game.net.internet import InternetHostLink
        from game.ui.control.online_controller import HostController
        from game.ui.scenes.menus.launch import read_resume
        from game.ui.scenes.online.online import resume_hosting

        scene_top.ctrl.close()
        until(lambda: guest.host_left, table.poll)
        saved, _notice = read_resume()
        assert saved is not None and saved.config.mode == "online"
        resume_hosting(app, saved.state, saved.config)
        again = app.stack.top.ctrl  # type: ignore[attr-defined]
        assert isinstance(again, HostController) and isinstance(again.link, InternetHostLink)
        until(lambda: bool(again.link.code), lambda: frame(app))
        assert again.link.code != link.code
        back = GuestTable(InternetGuestLink(again.link.code, "Bob", Servers(local.mailbox_url, local.relay)))
        try:
            until(lambda: back.view is not None, lambda: (frame(app), back.poll()))
            assert back.seq == len(saved.state.history) and back.view == again._state.view(1)
        finally:
            back.link.close()
            again.close()
    finally:
        guest.close()


def test_the_join_screen_refuses_a_malformed_code_and_says_at_once_when_there_is_no_internet(app: App) -> None:
    nowhere = f"ws://127.0.0.1:{free_port()}/v1"
    app.settings = app.settings.with_(mailbox_server=nowhere)
    scene = InternetJoinScene(app, "Bob")
    app.stack.push(scene)
    scene.code.text = "hello"
    scene._join()
    assert scene.failed and "7-guitarist-revenge" in scene.status and scene.table is None
    scene.code.text = "7-guitarist-revenge"
    scene._join()
    until(lambda: scene.failed, lambda: frame(app), 3.0)
    assert scene.status.startswith("No internet") and nowhere in scene.status
    frame(app)
    shot(app, "internet-join-offline")
