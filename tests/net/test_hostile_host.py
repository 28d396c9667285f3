"""A hostile or impostor host against the guest over loopback (issue #40): a spoofed announcement
learns nothing of the code and cannot pass for the real host; whatever a host sends — deep JSON,
huge numbers, wrong types, floods, silence — ends in a reason on the guest's side and a retry,
never a hang or a dead network task."""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from websockets.exceptions import ConnectionClosed
from websockets.sync.server import ServerConnection, serve

from game.engine.state import Game
from game.net import protocol as P
from game.net.auth import HostKey, HostProof, b64, unb64
from game.net.client import LOST, REFUSED, GuestLink
from game.net.discovery import found_from
from game.net.guest import GuestTable
from game.net.host import match_events

CODE = "ABCDEF"


@contextmanager
def fake_host(script: Callable[[ServerConnection], None]) -> Iterator[tuple[int, list[str]]]:
    """A websocket server on loopback running `script` for each connection; what guests sent."""
    heard: list[str] = []

    def handler(ws: ServerConnection) -> None:
        try:
            script(ws)
        except ConnectionClosed:
            pass

    with serve(handler, "127.0.0.1", 0) as server:
        thread = threading.Thread(target=server.serve_forever, daemon=True)
        thread.start()
        try:
            yield server.socket.getsockname()[1], heard
        finally:
            server.shutdown()


def hold(ws: ServerConnection, seconds: float) -> None:
    """Keep the connection open until the guest hangs up or `seconds` pass (the server's shutdown
    waits for every handler, so a plain sleep would hold every test that long)."""
    try:
        while True:
            ws.recv(timeout=seconds)
    except (TimeoutError, ConnectionClosed):
        pass


def honest_auth(ws: ServerConnection, key: HostKey, code: str = CODE, heard: list[str] | None = None) -> None:
    hello = P.decode_guest(ws.recv(timeout=5))
    assert isinstance(hello, P.Hello)
    attempt = HostProof(key, code)
    public, msg, tag, sig = attempt.answer(unb64(hello.pake))
    ws.send(P.auth(b64(public), b64(msg), b64(tag), b64(sig)))
    proof = ws.recv(timeout=5)
    if heard is not None:
        heard.append(str(proof))


def wait_for(link: GuestLink, statuses: tuple[str, ...], limit: float = 12.0) -> GuestTable:
    end = time.monotonic() + limit
    table = GuestTable(link)
    while not (link.status in statuses and link.reason):
        assert time.monotonic() < end, (link.status, link.reason)
        table.poll()  # the game thread's side never raises either
        time.sleep(0.005)
    return table


def test_a_spoofed_host_neither_learns_the_code_nor_passes() -> None:
    real, spoof = HostKey.new(), HostKey.new()
    heard: list[str] = []

    def impostor(ws: ServerConnection) -> None:  # its own key, a guessed code
        honest_auth(ws, spoof, "ZZZZZZ", heard)

    with fake_host(impostor) as (port, _):
        link = GuestLink("127.0.0.1", port, CODE, "Bob", fingerprint=real.fingerprint)
        try:
            wait_for(link, (REFUSED,))
            assert link.close_code == P.CLOSE_NOT_HOST and spoof.fingerprint in link.reason
        finally:
            link.close()
        link = GuestLink("127.0.0.1", port, CODE, "Bob")  # not even told which fingerprint to expect
        try:
            wait_for(link, (REFUSED,))
            assert link.close_code == P.CLOSE_WRONG_CODE
        finally:
            link.close()
    assert not any('"proof"' in h for h in heard)  # no tag over the code ever reached the impostor
    assert all(CODE not in h for h in heard)

    def copycat(ws: ServerConnection) -> None:  # the real key's public half, a signature it cannot make
        hello = P.decode_guest(ws.recv(timeout=5))
        attempt = HostProof(spoof, CODE)  # even knowing the code
        _public, msg, tag, sig = attempt.answer(unb64(hello.pake))  # type: ignore[union-attr]
        ws.send(P.auth(b64(real.public), b64(msg), b64(tag), b64(sig)))
        heard.append(str(ws.recv(timeout=5)))

    with fake_host(copycat) as (port, _):
        link = GuestLink("127.0.0.1", port, CODE, "Bob", fingerprint=real.fingerprint)
        try:
            wait_for(link, (REFUSED,))
            assert link.close_code == P.CLOSE_NOT_HOST and "prove" in link.reason
        finally:
            link.close()
    assert not any('"proof"' in h for h in heard)


def test_two_announcements_with_one_name_are_told_apart_by_fingerprint() -> None:
    a, b = HostKey.new(), HostKey.new()
    one = found_from({b"coach": b"Ann", b"fp": a.fingerprint.encode()}, ["192.0.2.1"], 41111)
    two = found_from({b"coach": b"Ann", b"fp": b.fingerprint.encode()}, ["192.0.2.66"], 41111)
    assert one is not None and two is not None and one.name == two.name and one.fingerprint != two.fingerprint
    for bad in (b"", b"nope", b"ABCD-EFG\xff", b"abcd-0000"):
        assert found_from({b"coach": b"Ann", b"fp": bad}, ["192.0.2.1"], 41111) is None
    assert found_from({b"coach": b"Ann", b"fp": a.fingerprint.encode()}, ["192.0.2.1"], 0) is None


def _welcome_parts() -> dict[str, Any]:
    state = Game(seed=7).new_initial_state()
    return json.loads(P.welcome(state, 1, "Ann", match_events(state)))


HOSTILE = [
    ("deep list", lambda w: P.encode({**w, "t": "welcome", "view": _deep(600)})),
    ("deep raw", lambda w: '{"v":3,"t":"welcome","x":' + "[" * 5000 + "]" * 5000 + "}"),
    ("huge number", lambda w: P.encode({**w, "t": "welcome", "match": 10**200})),
    ("huge digits", lambda w: '{"v":3,"t":"rematch","side":' + "9" * 5000 + "}"),
    ("wrong types", lambda w: P.encode({**w, "t": "welcome", "log": {"a": 1}})),
    ("wrong side", lambda w: P.encode({"t": "emote", "side": "x", "emote": []})),
    ("lone surrogate", lambda w: '{"v":3,"t":"welcome","host":"\\ud800"}'),
    ("binary", lambda w: b"\x00" * 100),
    ("auth twice", lambda w: P.auth("AA==", "AA==", "AA==", "AA==")),
    ("unknown", lambda w: P.encode({"t": "launch"})),
]


def _deep(n: int) -> Any:
    value: Any = []
    for _ in range(n):
        value = [value]
    return value


@pytest.mark.parametrize(("name", "make"), HOSTILE, ids=[h[0] for h in HOSTILE])
def test_whatever_a_proven_host_sends_the_guest_says_why_and_tries_again(name: str, make: Any) -> None:
    key = HostKey.new()
    parts = _welcome_parts()
    attempts = []

    def hostile(ws: ServerConnection) -> None:
        honest_auth(ws, key)
        attempts.append(1)
        ws.send(make(parts))
        hold(ws, 0.5)

    with fake_host(hostile) as (port, _):
        link = GuestLink("127.0.0.1", port, CODE, "Bob", retry_every=0.05)
        try:
            wait_for(link, (LOST,))
            assert link.reason and link.status == LOST
            end = time.monotonic() + 5
            while len(attempts) < 2:  # and it tries again
                assert time.monotonic() < end
                time.sleep(0.01)
        finally:
            link.close()


def test_a_silent_host_and_a_flooding_host() -> None:
    key = HostKey.new()

    def silent(ws: ServerConnection) -> None:
        ws.recv(timeout=5)
        hold(ws, 4)

    with fake_host(silent) as (port, _):
        link = GuestLink("127.0.0.1", port, CODE, "Bob", retry_every=0.05, auth_timeout=0.3)
        try:
            start = time.monotonic()
            wait_for(link, (LOST,), limit=5)
            assert "did not answer" in link.reason and time.monotonic() - start < 2.3
        finally:
            link.close()

    def flood(ws: ServerConnection) -> None:
        honest_auth(ws, key)
        text = P.emote_from(0, "oops")
        for _ in range(3000):
            ws.send(text)
        hold(ws, 0.5)

    with fake_host(flood) as (port, _):
        link = GuestLink("127.0.0.1", port, CODE, "Bob", retry_every=0.05)
        try:
            table = wait_for(link, (LOST,), limit=20)
            assert link.reason and len(table.emotes) <= 16  # taken in and forgotten: bounded
        finally:
            link.close()


@settings(max_examples=150, deadline=None)
@given(
    st.one_of(
        st.text(max_size=200),
        st.binary(max_size=200),
        st.recursive(
            st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
            lambda c: st.lists(c, max_size=4) | st.dictionaries(st.text(max_size=8), c, max_size=4),
            max_leaves=30,
        ).map(json.dumps),
        st.fixed_dictionaries(
            {
                "v": st.just(P.VERSION),
                "t": st.sampled_from(["welcome", "steps", "rejected", "final", "emote", "rematch", "auth", "warning"]),
            },
            optional={
                "match": st.integers() | st.text(max_size=4),
                "side": st.integers() | st.booleans() | st.none(),
                "host": st.text(max_size=30) | st.integers(),
                "tiebreak": st.text(max_size=10),
                "seq": st.integers(),
                "view": st.dictionaries(st.text(max_size=4), st.integers(), max_size=3),
                "log": st.lists(st.integers(), max_size=3) | st.text(max_size=5),
                "steps": st.lists(st.lists(st.integers(), max_size=3), max_size=3),
                "rule": st.integers() | st.text(max_size=5),
                "template": st.text(max_size=5),
                "params": st.dictionaries(st.text(max_size=4), st.integers() | st.lists(st.integers())) | st.integers(),
                "emote": st.text(max_size=10),
                "reason": st.text(max_size=10),
            },
        ).map(json.dumps),
    )
)
def test_any_host_bytes_decode_to_a_message_or_a_refusal_with_a_reason(text: str | bytes) -> None:
    """The host-side fuzz test's mirror: nothing a host sends raises anything but a ProtocolError,
    and what decodes is safe for the guest's table to take in."""
    try:
        message = P.decode_host(text)
    except P.ProtocolError as exc:
        assert exc.reason and exc.code in (P.CLOSE_PROTOCOL, P.CLOSE_VERSION)
        return
    assert message.kind in ("welcome", "steps", "rejected", "final", "emote", "rematch", "auth", "warning")
