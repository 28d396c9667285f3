"""The host's door over loopback (issue #40): connection caps and deadlines that keep the saves and
the real guest's join safe, code guessing limited per address and in all with a notice for the
host, the same answer for a wrong code and a full table, no Origin and no server header, text
that is not proper Unicode refused, and a seated guest's flood warned then disconnected."""

from __future__ import annotations

import contextlib
import json
import socket
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from websockets.exceptions import ConnectionClosed, InvalidStatus
from websockets.sync.client import connect

from game.engine.actions import DraftPick
from game.engine.serialize import save_match
from game.engine.state import Game, State
from game.net import guard as G
from game.net import protocol as P
from game.net.client import LOST, PLAYING, REFUSED, GuestLink
from game.net.guest import GuestTable
from game.net.host import HostLink, Referee, address_key
from game.storage import atomic_write
from tests.net.fake import prove


@pytest.fixture
def state() -> State:
    return Game(seed=30021).new_initial_state()


@pytest.fixture
def hosting(state: State) -> Iterator[tuple[HostLink, Referee]]:
    link = HostLink(port=0, bind="127.0.0.1")
    try:
        yield link, Referee(link, state.current_player(), "Ann")
    finally:
        link.close()


def until(check: Callable[[], bool], each: Callable[[], object] = lambda: None, limit: float = 5.0) -> None:
    end = time.monotonic() + limit
    while not check():
        assert time.monotonic() < end, "timed out"
        each()
        time.sleep(0.002)


def test_no_origin_and_no_server_header(hosting: tuple[HostLink, Referee]) -> None:
    link, _referee = hosting
    with pytest.raises(InvalidStatus) as refused:
        connect(f"ws://127.0.0.1:{link.port}/", origin="http://evil.example", open_timeout=3).close()  # type: ignore[arg-type]
    assert refused.value.response.status_code == 403
    with connect(f"ws://127.0.0.1:{link.port}/", open_timeout=3) as ws:
        assert ws.response is not None and "Server" not in ws.response.headers
        assert "websockets" not in str(ws.response.headers).lower() and "python" not in str(ws.response.headers).lower()


def test_a_lone_surrogate_closes_with_a_reason_not_a_traceback(
    hosting: tuple[HostLink, Referee], capfd: pytest.CaptureFixture[str]
) -> None:
    link, _referee = hosting
    with connect(f"ws://127.0.0.1:{link.port}/", open_timeout=3) as ws:
        ws.send('{"v": 3, "t": "hello", "pake": "\\ud800", "name": "x\\udfff"}')
        with pytest.raises(ConnectionClosed) as closed:
            ws.recv(timeout=3)
    assert closed.value.rcvd is not None and closed.value.rcvd.code == P.CLOSE_PROTOCOL
    assert "Unicode" in closed.value.rcvd.reason
    assert "Traceback" not in capfd.readouterr().err


def _raw(address: str, port: int, send: bytes = b"") -> socket.socket:
    s = socket.socket()
    s.bind((address, 0))
    s.settimeout(3)
    s.connect(("127.0.0.1", port))
    if send:
        s.sendall(send)
    return s


def test_a_full_door_keeps_every_autosave_and_lets_the_real_guest_in_fast(
    state: State, hosting: tuple[HostLink, Referee], tmp_path: Path
) -> None:
    """Idle sockets, slow HTTP and silent websockets from six addresses fill the door and more knock;
    with little room for open files, every autosave lands and the real guest joins in < 0.5 s."""
    resource = pytest.importorskip("resource")
    link, referee = hosting
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    attackers: list[socket.socket] = []
    silent = contextlib.ExitStack()
    try:
        base = len(list(Path("/proc/self/fd").iterdir())) if Path("/proc/self/fd").exists() else 64
        # room for the attackers' own sockets (this process holds both ends) and little more
        resource.setrlimit(resource.RLIMIT_NOFILE, (base + 270, hard))
        slow = b"GET / HTTP/1.1\r\nHost: x\r\n"  # a slowloris: the request never ends
        for i in range(6):
            for j in range(30):
                attackers.append(_raw(f"127.0.0.{2 + i}", link.port, slow if j % 2 else b""))
        for i in range(4):  # websockets that never say hello (a newcomer from a lighter address takes a place)
            sock = _raw(f"127.0.0.{8 + i % 2}", link.port)
            silent.enter_context(connect(f"ws://127.0.0.1:{link.port}/", sock=sock, open_timeout=3))
        assert link.gate.count() <= G.MAX_PENDING
        shut: set[int] = set()

        def count_shut() -> bool:
            for i, s in enumerate(attackers):
                if i not in shut:
                    s.setblocking(False)
                    try:
                        if s.recv(1) == b"":
                            shut.add(i)
                    except ConnectionResetError:  # closed with unread bytes: a reset
                        shut.add(i)
                    except OSError:
                        pass
            return len(shut) >= len(attackers) - G.MAX_PENDING

        until(count_shut, limit=G.HANDSHAKE_DEADLINE / 2)  # the over-limit ones are closed at once
        assert link.gate.count() <= G.MAX_PENDING
        saves = [tmp_path / f"autosave{i}.json" for i in range(20)]
        start = time.monotonic()
        guest = GuestTable(GuestLink("127.0.0.1", link.port, link.code, "Bob", retry=True))
        try:
            for path in saves:  # the host's autosave, while the door is full
                atomic_write(path, save_match(state))
                referee.poll(state)
            until(lambda: guest.view is not None, lambda: (referee.poll(state), guest.poll()), limit=3)
            joined = time.monotonic() - start
            # well before the flood's connections would time out and free a place (under load too)
            assert joined < G.HANDSHAKE_DEADLINE / 2, f"the real guest took {joined:.2f} s"
            assert all(p.read_text() == save_match(state) for p in saves)
        finally:
            guest.link.close()
    finally:
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))
        for s in attackers:
            s.close()
        silent.close()


def test_an_unproven_connection_is_dropped_after_its_deadline(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(G, "HANDSHAKE_DEADLINE", 0.2)
    monkeypatch.setattr(G, "AUTH_DEADLINE", 0.4)
    link = HostLink(port=0, bind="127.0.0.1")
    try:
        _dropped(link)
    finally:
        link.close()


def _dropped(link: HostLink) -> None:
    s = _raw("127.0.0.9", link.port)
    start = time.monotonic()
    s.settimeout(G.HANDSHAKE_DEADLINE + 3)
    assert s.recv(1) == b""
    assert time.monotonic() - start < G.HANDSHAKE_DEADLINE + 1.0
    s.close()
    with connect(f"ws://127.0.0.1:{link.port}/", open_timeout=3) as ws:
        start = time.monotonic()
        with pytest.raises(ConnectionClosed):
            ws.recv(timeout=G.AUTH_DEADLINE + 3)
        assert time.monotonic() - start < G.AUTH_DEADLINE + 1.0


def test_guessing_is_slowed_then_locked_out_and_the_host_is_told(
    state: State, hosting: tuple[HostLink, Referee]
) -> None:
    link, referee = hosting
    answers = []
    for _ in range(G.ADDRESS_FREE_FAILURES + 2):
        wrong = GuestLink("127.0.0.1", link.port, "ZZZZZZ" if link.code != "ZZZZZZ" else "YYYYYY", "Eve", retry=False)
        until(lambda w=wrong: w.status in (REFUSED, LOST) and bool(w.reason))  # type: ignore[misc]
        answers.append((wrong.close_code, wrong.reason))
        wrong.close()
    assert answers[0] == (P.CLOSE_WRONG_CODE, "wrong match code")
    assert answers[-1][0] == P.CLOSE_BUSY and "try again" in answers[-1][1]  # nothing said about the code
    until(lambda: link.guard.failures >= G.NOTICE_AFTER or link.notice() != "")
    assert link.notice() == "127.0.0.1"
    # the right code from another address still gets in
    assert referee.poll(state) is None


def test_the_code_guard_grows_its_delays_locks_out_and_bounds_the_rate_in_all() -> None:
    now = [1000.0]
    guard = G.CodeGuard(clock=lambda: now[0])
    waits = []
    for _ in range(G.ADDRESS_LOCKOUT_FAILURES):
        wait = guard.begin("192.0.2.7")
        if wait is not None:
            waits.append(wait)
            now[0] += wait
            assert guard.begin("192.0.2.7") is None or True
        now[0] += 10  # the global bucket refills
        guard.failed("192.0.2.7")
    assert guard.locked == "192.0.2.7" and guard.notice == "192.0.2.7"
    assert guard.begin("192.0.2.7") is not None and guard.begin("192.0.2.7") > G.LOCKOUT - 60  # type: ignore[operator]
    assert waits == sorted(waits)  # growing
    # many addresses at once: the whole network gets the burst, then one attempt per 3 s
    now[0] += 100
    allowed = sum(guard.begin(f"198.51.100.{i}") is None for i in range(200))
    assert allowed <= G.GLOBAL_BURST + 1
    assert G.expected_guess_years(len(P.CODE_ALPHABET) ** P.CODE_LENGTH) >= 10
    for i in range(G.MAX_ADDRESSES + 50):  # bounded memory
        guard.failed(f"10.{i // 65536}.{i // 256 % 256}.{i % 256}")
    assert len(guard.records) <= G.MAX_ADDRESSES


def test_ipv6_addresses_count_by_their_64() -> None:
    assert address_key("2001:db8:1:2:aaaa::1") == address_key("2001:db8:1:2:bbbb::9") == "2001:db8:1:2::/64"
    assert address_key("::ffff:192.0.2.7") == "192.0.2.7" and address_key("192.0.2.7") == "192.0.2.7"


def test_a_wrong_code_and_a_full_table_answer_alike_until_the_code_is_proven(
    state: State, hosting: tuple[HostLink, Referee]
) -> None:
    link, referee = hosting
    guest = GuestTable(GuestLink("127.0.0.1", link.port, link.code, "Bob"))
    try:
        until(lambda: guest.view is not None, lambda: (referee.poll(state), guest.poll()))
        wrong = GuestLink("127.0.0.1", link.port, "ZZZZZZ" if link.code != "ZZZZZZ" else "YYYYYY", "Eve", retry=False)
        until(lambda: wrong.status == REFUSED)
        assert (wrong.close_code, wrong.reason) == (P.CLOSE_WRONG_CODE, "wrong match code")
        right = GuestLink("127.0.0.1", link.port, link.code, "Mallory", retry=False)
        until(lambda: right.status == REFUSED)
        assert right.close_code == P.CLOSE_FULL  # only now that the code is proven
        wrong.close()
        right.close()
    finally:
        guest.link.close()


def test_a_flooding_guest_is_warned_then_disconnected_and_comes_back_to_its_seat(
    state: State, hosting: tuple[HostLink, Referee]
) -> None:
    link, referee = hosting
    host_frames: list[float] = []

    def frame() -> None:
        t = time.perf_counter()
        referee.poll(state)
        host_frames.append(time.perf_counter() - t)

    with connect(f"ws://127.0.0.1:{link.port}/", open_timeout=3, max_size=None) as ws:
        prove(ws, link.code)
        until(lambda: referee.joined, frame)
        bad = P.action_message(len(state.history), DraftPick("NOT_A_STAR"))
        kinds: list[str] = []
        closed: list[Any] = []

        def read() -> None:
            try:
                while True:
                    kinds.append(json.loads(ws.recv(timeout=5))["t"])
            except ConnectionClosed as exc:
                closed.append(exc.rcvd)
            except TimeoutError:
                closed.append(None)

        reader = threading.Thread(target=read, daemon=True)
        reader.start()
        began = time.monotonic()
        with contextlib.suppress(ConnectionClosed):
            for sent in range(3000):
                ws.send(bad)
                if sent % 50 == 0:
                    frame()
        until(lambda: bool(closed), frame)
        took = time.monotonic() - began
        closed = closed[0]
        assert closed is not None and closed.code == P.CLOSE_FLOOD and "too many" in closed.reason
        assert "warning" in kinds
    until(lambda: not referee.joined, frame)
    assert len(referee.rejections) <= 64  # bounded memory
    assert referee.rejected <= G.REJECT_BURST + G.REJECT_RATE * (took + 0.5)  # the engine explains few
    assert sorted(host_frames)[int(len(host_frames) * 0.95)] < 0.030  # the host's frames stay light
    assert "too many" in referee.lost_reason
    table = GuestTable(GuestLink("127.0.0.1", link.port, link.code, "Bob"))  # back to its seat
    try:
        until(lambda: table.view is not None, lambda: (referee.poll(state), table.poll()))
        assert table.link.status == PLAYING and referee.joined
    finally:
        table.link.close()


def test_the_gate_keeps_a_guest_getting_on_and_pushes_out_the_oldest_idle_socket() -> None:
    class Conn:
        def __init__(self, stage: int = 0) -> None:
            self.door_stage = stage

    gate = G.ConnectionGate(total=4, per_address=2)
    guest = Conn(stage=2)
    assert gate.admit("192.0.2.1", guest) is None
    idle = [Conn() for _ in range(3)]
    assert [gate.admit(f"198.51.100.{i}", c) for i, c in enumerate(idle)] == [None, None, None]
    newcomer = Conn()
    assert gate.admit("203.0.113.9", newcomer) is idle[0]  # the oldest idle one, never the guest
    assert gate.admit("203.0.113.9", Conn()) is idle[1]
    third = Conn()
    assert gate.admit("203.0.113.9", third) is third  # its address has its share
    for c in (idle[2], newcomer):
        c.door_stage = 1
    for c in list(gate.order):
        c[1].door_stage = max(c[1].door_stage, 1)
    late = Conn()
    assert gate.admit("203.0.113.10", late) is late  # everyone is further along: the newcomer waits
    assert gate.count() == 4 and guest in gate.pending["192.0.2.1"]
