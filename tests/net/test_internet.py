"""Internet play through the REAL magic-wormhole servers, started locally from their PyPI packages
(loopback only): a whole match through the mailbox with a direct connection and its rematch, the relay forced (the
bytes through it checked: nothing readable, no card, no code), a wrong code (refused after one
attempt, the host takes a new code), a guest whose connection drops and comes back, no mailbox server
(said at once), and (slow) the mailbox server killed and restarted mid-match."""

from __future__ import annotations

import json
import socket
import threading
import time
from collections.abc import Callable, Iterator

import pytest

from game.ai.registry import make_agent
from game.bench.wormhole_servers import LocalServers, free_port
from game.engine.state import Game, State
from game.net import protocol as P
from game.net.client import PLAYING, REFUSED
from game.net.guest import GuestTable
from game.net.host import Referee
from game.net.internet import OFFLINE, WAITING, InternetGuestLink, InternetHostLink, Servers
from game.net.wormhole import words

HOST, GUEST = 0, 1


@pytest.fixture(scope="module")
def local() -> Iterator[LocalServers]:
    with LocalServers() as servers:
        yield servers


def settings(local: LocalServers, direct: bool = True, relay: str | None = None) -> Servers:
    return Servers(local.mailbox_url, relay or local.relay, direct=direct, bind="127.0.0.1")


def wait(until: Callable[[], bool], limit: float = 10.0, step: Callable[[], object] | None = None) -> None:
    end = time.monotonic() + limit
    while not until():
        assert time.monotonic() < end, "timed out"
        if step is not None:
            step()
        time.sleep(0.002)


def hosting(servers: Servers) -> InternetHostLink:
    link = InternetHostLink(servers)
    wait(lambda: bool(link.code) or link.status == OFFLINE)
    assert link.status == WAITING, link.error
    return link


class Match:
    """A host (Referee on its engine state) and a guest (GuestTable), Random deciding for both."""

    def __init__(self, host: InternetHostLink, guest: InternetGuestLink, seed: int = 30041) -> None:
        self.state: State = Game(seed=seed).new_initial_state()
        self.host, self.guest = host, guest
        self.referee = Referee(host, GUEST, "Ann")
        self.table = GuestTable(guest)
        self.agents = [make_agent("random", seed), make_agent("random", seed + 1)]
        self.sent: list[str] = []  # every text the host's referee sent the guest
        send = host.send

        def recording(text: str) -> None:
            self.sent.append(text)
            send(text)

        host.send = recording  # type: ignore[method-assign]
        self.received: list[str] = []
        messages = guest.messages

        def receiving() -> list[P.HostMessage]:
            got = messages()
            self.received += [m.kind for m in got]
            return got

        guest.messages = receiving  # type: ignore[method-assign]

    def step(self) -> None:
        state = self.state
        action = self.referee.poll(state)
        self.table.poll()
        if action is None and self.referee.joined and not state.is_terminal() and state.current_player() == HOST:
            action = self.agents[HOST].choose(state.view(HOST))
        elif self.table.to_act() and self.table.seq == len(state.history):
            assert self.table.view is not None
            self.table.decide(self.agents[GUEST].choose(self.table.view))
        if action is not None:
            before = state.clone()
            state.apply_action(action)
            self.referee.played(before, action, state)

    def play(self, until: Callable[[], bool], limit: float = 30.0) -> None:
        wait(until, limit, self.step)

    def finish(self) -> None:
        self.play(lambda: self.table.final_match is not None)
        assert self.state.is_terminal()
        assert self.table.view == self.state.view(GUEST)
        assert self.guest.status == PLAYING

    def close(self) -> None:
        self.guest.close()
        self.host.close()


def test_a_whole_match_through_the_mailbox_connects_directly(local: LocalServers) -> None:
    servers = settings(local)
    host = hosting(servers)
    nameplate, odd, even = host.code.split("-")
    assert nameplate.isdigit() and odd in words.ODD and even in words.EVEN
    match = Match(host, InternetGuestLink(host.code.upper().replace("-", " "), "Bob", servers))
    try:
        match.play(lambda: match.referee.joined and match.table.view is not None)
        assert host.path == "direct" and match.guest.path == "direct"
        assert match.referee.guest_name == "Bob" and match.table.host_name == "Ann"
        match.finish()
        wait(lambda: host.rtt is not None and match.guest.rtt is not None)
        assert host.rtt is not None and host.rtt < 1.0
        assert match.received.count("welcome") == 1
        # a rematch on the same connection, as the host's controller deals it (online_controller)
        match.table.ask_rematch()
        match.play(lambda: match.referee.rematch)
        match.referee.offer_rematch()
        match.play(lambda: match.table.rematch_offered)
        following = Referee(host, GUEST, "Ann", match=2)
        following.joined, following.guest_name = True, match.referee.guest_name
        match.state, match.referee = Game(seed=30042).new_initial_state(), following
        following.welcome(match.state)
        match.play(lambda: match.table.match == 2 and match.table.final_match is None)
        assert match.table.view == match.state.view(GUEST)
        match.play(lambda: len(match.state.history) >= 10)
        match.guest.close()  # leaving says goodbye
        match.play(lambda: not match.referee.joined)
        assert match.referee.lost_reason == "the guest left"
    finally:
        match.close()


class Tap:
    """A loopback TCP proxy in front of the relay that keeps every byte passing through it."""

    def __init__(self, target: int) -> None:
        self.target = target
        self.bytes = bytearray()
        self.server = socket.create_server(("127.0.0.1", 0))
        self.port = self.server.getsockname()[1]
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self) -> None:
        while True:
            try:
                inside, _ = self.server.accept()
            except OSError:
                return
            outside = socket.create_connection(("127.0.0.1", self.target))
            for a, b in ((inside, outside), (outside, inside)):
                threading.Thread(target=self._pipe, args=(a, b), daemon=True).start()

    def _pipe(self, a: socket.socket, b: socket.socket) -> None:
        try:
            while data := a.recv(65536):
                self.bytes += data
                b.sendall(data)
        except OSError:
            pass
        finally:
            for s in (a, b):
                try:
                    s.shutdown(socket.SHUT_RDWR)
                except OSError:
                    pass

    def close(self) -> None:
        self.server.close()


def test_the_relay_forced_carries_the_match_and_nothing_readable(local: LocalServers) -> None:
    relayed(local, whole=False)


@pytest.mark.slow
def test_the_relay_forced_carries_a_whole_match(local: LocalServers) -> None:
    relayed(local, whole=True)


def relayed(local: LocalServers, whole: bool) -> None:
    """A match with the relay forced, through a tap that keeps every byte the relay passes."""
    tap = Tap(local.relay_server.port)
    servers = settings(local, direct=False, relay=f"tcp:127.0.0.1:{tap.port}")
    host = hosting(servers)
    match = Match(host, InternetGuestLink(host.code, "Roberto Carlos", servers))
    try:
        match.play(lambda: match.referee.joined)
        assert host.path == "relay" and match.guest.path == "relay"
        if whole:
            match.finish()
        else:
            match.play(lambda: len(match.state.history) >= 30)
        # the guest got exactly what the host's referee sent (so the LAN's hidden-information rules
        # hold: tests/net/test_protocol.py), and no seed before the match was over
        wait(lambda: len(match.received) == len(match.sent), step=match.step)
        kinds = [json.loads(text)["t"] for text in match.sent]
        assert kinds == match.received
        for text, kind in zip(match.sent, kinds, strict=True):
            assert '"seed"' not in text or kind == "final"
        wire = bytes(tap.bytes)
        assert len(wire) > sum(len(t) for t in match.sent)  # it all went through the relay
        code_words = [w.encode() for w in host.code.split("-")[1:]]
        # (needles of 4+ bytes: shorter ones turn up by chance in this much ciphertext)
        for needle in [b'{"t": "', b'"welcome"', b'"steps"', b'"seed"', b"Roberto Carlos", *code_words]:
            assert needle not in wire, needle
    finally:
        match.close()
        tap.close()


def test_a_wrong_code_is_refused_after_one_attempt_and_the_host_takes_a_new_code(local: LocalServers) -> None:
    servers = settings(local)
    host = hosting(servers)
    nameplate, odd, even = host.code.split("-")
    wrong_word = next(w for w in words.EVEN if w != even)
    eve = InternetGuestLink(f"{nameplate}-{odd}-{wrong_word}", "Eve", servers)
    match: Match | None = None
    try:
        wait(lambda: eve.status == REFUSED)
        assert eve.close_code == P.CLOSE_WRONG_CODE and eve.reason == "wrong match code"
        assert eve.attempts == 0  # no transit was ever offered to it
        assert eve._mailbox is not None and set(eve._mailbox._theirs) <= {"pake", "version"}
        wait(lambda: host.wrong_codes == 1 and host.code.split("-")[0] != nameplate)
        assert host.status == WAITING and not host.connected
        match = Match(host, InternetGuestLink(host.code, "Bob", servers))
        match.play(lambda: match is not None and match.referee.joined)
        assert match.referee.guest_name == "Bob"
    finally:
        eve.close()
        if match is not None:
            match.close()
        else:
            host.close()


class Holding:
    """A coach that has not decided yet (the harness's host waits while it holds)."""

    def choose(self, view: object) -> None:
        return None


def drop(guest: InternetGuestLink) -> None:
    """Cut the guest's transit connection as a network failure would (no goodbye)."""
    channel = guest._channel
    assert channel is not None
    guest._net.call(channel.records.writer.transport.abort)


def test_a_guest_whose_connection_drops_comes_back_with_the_same_code(local: LocalServers) -> None:
    servers = settings(local)
    host = hosting(servers)
    match = Match(host, InternetGuestLink(host.code, "Bob", servers))
    try:
        match.play(lambda: len(match.state.history) >= 20)
        drop(match.guest)
        match.play(lambda: not match.referee.joined, 10)
        played_away: list[object] = []  # what the host applied while the guest was away
        record = match.referee.played

        def played(before: State, action: object, after: State) -> None:
            if not match.referee.joined:
                played_away.append(action)
            record(before, action, after)  # type: ignore[arg-type]

        match.referee.played = played  # type: ignore[method-assign]
        match.play(lambda: match.referee.joined and match.table.welcomes == 2, 15)
        assert played_away == []  # nothing was played while the guest was away (the host may play once it is back)
        assert match.guest.attempts == 2
        match.finish()
    finally:
        match.close()


def kill(guest: InternetGuestLink) -> None:
    """The guest's program dies: its connection is cut and nothing of it runs any more (no goodbye,
    its mailbox left open; its thread is only stopped at the end of the test)."""
    channel = guest._channel
    assert channel is not None
    guest._stopping = True
    guest._task.cancel()
    guest._net.call(channel.records.writer.transport.abort)


def test_a_guest_killed_mid_match_comes_back_with_the_same_code_at_the_same_decision(local: LocalServers) -> None:
    servers = settings(local)
    host = hosting(servers)
    code = host.code
    first = InternetGuestLink(code, "Bob", servers)
    match = Match(host, first)
    second: InternetGuestLink | None = None
    try:
        match.play(lambda: len(match.state.history) >= 20)
        kill(match.guest)
        match.play(lambda: not match.referee.joined, 10)
        paused_at = len(match.state.history)
        assert host.code == code  # the same code brings it back
        second = InternetGuestLink(code, "Bob", servers)
        match.guest, match.table = second, GuestTable(second)
        playing = match.agents[HOST]
        match.agents[HOST] = Holding()  # type: ignore[call-overload]  # the host's coach waits until the guest sees the table again
        match.play(lambda: match.referee.joined and match.table.view is not None, 15)
        assert match.table.seq == paused_at == len(match.state.history)
        assert match.table.view == match.state.view(GUEST)
        match.agents[HOST] = playing
        match.finish()
    finally:
        if second is not None:
            second.close()
        host.close()
        if first._mailbox is not None:
            first._net.submit(first._mailbox.close()).result(3)
        first._net.stop()


def test_without_the_mailbox_server_the_option_says_so_at_once(local: LocalServers) -> None:
    nowhere = Servers(f"ws://127.0.0.1:{free_port()}/v1", local.relay, bind="127.0.0.1")
    started = time.monotonic()
    host = InternetHostLink(nowhere)
    guest = InternetGuestLink("7-guitarist-revenge", "Bob", nowhere)
    try:
        wait(lambda: host.status == OFFLINE and guest.status == REFUSED, 3.0)
        assert time.monotonic() - started < 2.0
        assert host.error and "mailbox server" in guest.reason
    finally:
        guest.close()
        host.close()


def test_a_code_that_is_not_one_is_refused_without_the_network() -> None:
    guest = InternetGuestLink("hello", "Bob", Servers("ws://127.0.0.1:9/v1", None))
    try:
        wait(lambda: guest.status == REFUSED, 2.0)
    finally:
        guest.close()


@pytest.mark.slow
def test_the_mailbox_server_killed_and_restarted_mid_match_pauses_and_resumes(local: LocalServers) -> None:
    servers = settings(local)
    host = hosting(servers)
    match = Match(host, InternetGuestLink(host.code, "Bob", servers))
    try:
        match.play(lambda: len(match.state.history) >= 20)
        local.mailbox.kill()
        at = len(match.state.history)
        match.play(lambda: len(match.state.history) >= at + 10)  # the transit does not need the mailbox
        drop(match.guest)  # and now the connection must be made again: through the mailbox
        match.play(lambda: not match.referee.joined, 10)
        paused_at = len(match.state.history)
        end = time.monotonic() + 3.0
        while time.monotonic() < end:
            match.step()
            time.sleep(0.005)
        assert not match.referee.joined and len(match.state.history) == paused_at  # paused
        local.mailbox.start()  # the same port, the same channel database
        match.play(lambda: match.referee.joined, 20)
        match.finish()
        assert host._mailbox is not None and host._mailbox.reconnects >= 1
    finally:
        match.close()


def test_the_servers_are_settings_whose_defaults_are_the_public_magic_wormhole_servers() -> None:
    from game import settings as S
    from game.net import internet

    assert S.Settings().mailbox_server == internet.PUBLIC_MAILBOX == internet.Servers().mailbox
    assert S.Settings().transit_relay == internet.PUBLIC_RELAY == internet.Servers().relay
    mine = {"mailbox_server": "ws://192.0.2.5:4000/v1", "transit_relay": "tcp:192.0.2.5:4001"}
    loaded, clean = S.from_json({"format": S.FORMAT, "version": S.VERSION, "settings": mine})
    assert clean and loaded.mailbox_server == mine["mailbox_server"] and loaded.transit_relay == mine["transit_relay"]
    bad = {"mailbox_server": "http://x", "transit_relay": "transit.example:4001"}
    loaded, clean = S.from_json({"format": S.FORMAT, "version": S.VERSION, "settings": bad})
    assert not clean and loaded.mailbox_server == S.MAILBOX_SERVER and loaded.transit_relay == S.TRANSIT_RELAY


def test_a_code_whose_nameplate_two_others_hold_is_refused_as_in_use(local: LocalServers) -> None:
    from game.net.internet import APPID, IN_USE
    from game.net.loop import LoopThread
    from game.net.wormhole.mailbox import Mailbox

    net = LoopThread("test-mailboxes")

    async def two_claims() -> tuple[Mailbox, Mailbox, str]:
        a, b = Mailbox(local.mailbox_url, APPID), Mailbox(local.mailbox_url, APPID)
        await a.ready()
        nameplate = await a.allocate()
        await a.claim(nameplate)
        await b.claim(nameplate)
        return a, b, nameplate

    a, b, nameplate = net.submit(two_claims()).result(10)
    guest = InternetGuestLink(f"{nameplate}-guitarist-revenge", "Eve", settings(local))
    try:
        wait(lambda: guest.status == REFUSED)
        assert guest.reason == IN_USE
    finally:
        guest.close()
        net.submit(a.close()).result(5)
        net.submit(b.close()).result(5)
        net.stop()


@pytest.mark.slow
def test_a_wrong_code_tried_while_the_guest_is_away_burns_the_code_and_the_new_one_brings_it_back(
    local: LocalServers,
) -> None:
    servers = settings(local)
    host = hosting(servers)
    code = host.code
    first = InternetGuestLink(code, "Bob", servers)
    match = Match(host, first)
    eve: InternetGuestLink | None = None
    second: InternetGuestLink | None = None
    try:
        match.play(lambda: len(match.state.history) >= 10)
        kill(first)
        match.play(lambda: not match.referee.joined, 10)
        nameplate, odd, even = code.split("-")
        time.sleep(0.3)  # the host's code is waiting for the guest again
        eve = InternetGuestLink(f"{nameplate}-{odd}-{next(w for w in words.EVEN if w != even)}", "Eve", servers)
        wait(lambda: eve is not None and eve.status == REFUSED)
        assert eve.close_code == P.CLOSE_WRONG_CODE
        wait(lambda: host.wrong_codes == 1 and host.code != code)
        second = InternetGuestLink(host.code, "Bob", servers)
        match.guest, match.table = second, GuestTable(second)
        match.play(lambda: match.referee.joined and match.table.view is not None, 15)
        assert match.table.seq == len(match.state.history) and not match.referee.rejections
        assert match.referee.guest_name == "Bob"
    finally:
        for guest in (eve, second):
            if guest is not None:
                guest.close()
        host.close()
        if first._mailbox is not None:
            first._net.submit(first._mailbox.close()).result(3)
        first._net.stop()
