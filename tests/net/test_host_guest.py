"""Host and guest over loopback in one process (fast): the handshake and a few moves, refusals of a
wrong code and of a second guest, and a fake guest's hostile messages that never touch the match."""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Iterator

import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import ClientConnection, connect

from game.ai.registry import make_agent
from game.engine.action_json import action_to_json
from game.engine.actions import DraftPick, PassDraw
from game.engine.serialize import snapshot
from game.engine.state import Game, State
from game.net import protocol as P
from game.net.client import PLAYING, REFUSED, GuestLink
from game.net.guest import GuestTable
from game.net.host import HostLink, Referee
from tests.net.fake import prove


@pytest.fixture
def state() -> State:
    return Game(seed=30021).new_initial_state()


@pytest.fixture
def hosting(state: State) -> Iterator[tuple[HostLink, Referee]]:
    link = HostLink(port=0, bind="127.0.0.1")
    try:
        yield link, Referee(link, 1 - state.current_player(), "Ann")
    finally:
        link.close()


def pump(referee: Referee, state: State, until: Callable[[], bool], limit: float = 3.0) -> None:
    """Run the host's game-thread side until `until()` holds; the guest never plays for the host."""
    end = time.monotonic() + limit
    while not until():
        assert time.monotonic() < end, "timed out"
        assert referee.poll(state) is None
        time.sleep(0.002)


def test_a_guest_joins_plays_a_few_moves_and_a_wrong_code_or_a_second_guest_is_refused(
    state: State, hosting: tuple[HostLink, Referee]
) -> None:
    link, referee = hosting
    host_side = 1 - referee.side
    guest = GuestLink("127.0.0.1", link.port, link.code.lower(), "Bob")
    table = GuestTable(guest)
    try:
        pump(referee, state, lambda: referee.joined)
        table_poll_until(table, lambda: table.view is not None)
        assert table.side == referee.side and table.view == state.view(referee.side) and table.host_name == "Ann"
        wrong = GuestLink("127.0.0.1", link.port, "ZZZZZZ", "Eve")
        second = GuestLink("127.0.0.1", link.port, link.code, "Mallory")
        pump(referee, state, lambda: wrong.status == REFUSED and second.status == REFUSED)
        assert wrong.reason == "wrong match code" and "already has" in second.reason
        assert guest.status == PLAYING and referee.guest_name == "Bob"
        agents = [make_agent("random", 3), make_agent("random", 4)]
        moves = 0
        while moves < 6:
            action = referee.poll(state)
            table.poll()
            if state.current_player() == host_side:
                action = agents[host_side].choose(state.view(host_side))
            elif table.to_act() and table.seq == len(state.history):
                assert table.view is not None
                table.decide(agents[referee.side].choose(table.view))
            if action is not None:
                before = state.clone()
                state.apply_action(action)
                referee.played(before, action, state)
                moves += 1
            time.sleep(0.002)
        table_poll_until(table, lambda: table.seq == len(state.history))
        assert table.view == state.view(referee.side)
        link.close()
        table_poll_until(table, lambda: guest.host_left)
        assert "host left" in guest.reason
    finally:
        guest.close()


def table_poll_until(table: GuestTable, until: Callable[[], bool], limit: float = 3.0) -> None:
    end = time.monotonic() + limit
    while not until():
        assert time.monotonic() < end, "timed out"
        table.poll()
        time.sleep(0.002)


def fake_guest(link: HostLink) -> ClientConnection:
    return connect(f"ws://127.0.0.1:{link.port}/", open_timeout=3, max_size=None)


def closed(ws: ClientConnection, referee: Referee, state: State) -> tuple[int, str]:
    """Pump the host until it closes the fake guest; the close code and reason."""
    end = time.monotonic() + 3.0
    while time.monotonic() < end:
        assert referee.poll(state) is None
        try:
            ws.recv(timeout=0.01)
        except TimeoutError:
            continue
        except ConnectionClosed as exc:
            assert exc.rcvd is not None, "closed without a reason"
            return exc.rcvd.code, exc.rcvd.reason
    raise AssertionError("the host did not close the connection")


def hostile(link: HostLink, state: State, side: int) -> list[tuple[str, int, str]]:
    """Messages that must close the connection: (message, close code, words of the reason)."""
    seq = len(state.history)
    legal = state.legal_actions()[0] if state.current_player() == side else PassDraw(1)
    action = action_to_json(legal)
    turn_code = P.CLOSE_PROTOCOL if state.current_player() == side else P.CLOSE_OUT_OF_TURN

    def msg(**fields: object) -> str:
        return json.dumps({"v": P.VERSION, **fields})

    return [
        ("{not json", P.CLOSE_PROTOCOL, "not JSON"),
        (msg(t="resign"), P.CLOSE_PROTOCOL, "unknown"),
        (msg(v=1, t="bye"), P.CLOSE_VERSION, "version"),  # the first online version: no rematches
        (msg(t="rematch"), P.CLOSE_PROTOCOL, "final whistle"),  # the match is still on
        (msg(t="rematch", side=0), P.CLOSE_PROTOCOL, "exactly"),
        (msg(t="action", seq=0, action={"kind": "place", "card": 7, "row": 0, "col": 0}), 4000, "malformed"),
        (msg(t="hello", pake="AAAA", name="again"), P.CLOSE_PROTOCOL, "hello twice"),
        (msg(t="action", seq=seq + 5, action=action), turn_code, ""),
        (msg(t="emote", emote="x" * 5000), 1009, "exceeds"),
        (msg(t="action", seq=seq, action=action, side=0), P.CLOSE_PROTOCOL, "exactly"),
    ]


@pytest.mark.parametrize("guest_decides", [True, False])
def test_hostile_messages_close_the_connection_with_a_reason_and_leave_the_match_untouched(
    state: State, guest_decides: bool
) -> None:
    side = state.current_player() if guest_decides else 1 - state.current_player()
    link = HostLink(port=0, bind="127.0.0.1")
    referee = Referee(link, side, "Ann")
    before = snapshot(state)
    try:
        for text, code, words in hostile(link, state, side):
            with fake_guest(link) as ws:
                prove(ws, link.code)
                pump(referee, state, lambda: referee.joined)
                ws.send(text)
                got_code, reason = closed(ws, referee, state)
                assert got_code == code and words in reason, (text[:60], got_code, reason)
            pump(referee, state, lambda: not referee.joined)
            assert snapshot(state) == before
        if guest_decides:  # well-formed and in turn but against the rules: the engine's reason, nothing changes
            with fake_guest(link) as ws:
                prove(ws, link.code)
                pump(referee, state, lambda: referee.joined)
                ws.send(P.action_message(len(state.history), DraftPick("NOT_A_STAR")))
                pump(referee, state, lambda: bool(referee.rejections))
                answers = [P.decode_host(ws.recv(timeout=2)) for _ in range(2)]
                assert [a.kind for a in answers] == ["welcome", "rejected"]
                assert answers[1].data["rule"] == "R3.2" and "NOT_A_STAR" in answers[1].data["template"].format(
                    **answers[1].data["params"]
                )
        for text in ("", "{}", '{"v": 3, "t": "action", "seq": 0, "action": {"kind": "press"}}'):  # before hello
            with fake_guest(link) as ws:
                ws.send(text)
                code, reason = closed(ws, referee, state)
                assert code == P.CLOSE_PROTOCOL and reason
        assert snapshot(state) == before and not referee.joined
    finally:
        link.close()


def test_a_guest_joins_over_ipv6_loopback(state: State) -> None:
    try:
        link = HostLink(port=0, bind="::1")
    except OSError:
        pytest.skip("no IPv6 loopback here")
    referee = Referee(link, 1, "Ann")
    table = GuestTable(GuestLink("::1", link.port, link.code, "Bob"))
    try:
        end = time.monotonic() + 3
        while table.view is None:
            assert time.monotonic() < end, table.link.reason
            referee.poll(state)
            table.poll()
            time.sleep(0.002)
        assert table.view == state.view(1)
    finally:
        table.link.close()
        link.close()
