"""Magic-wormhole's transit (docs/transit.md): two computers that met in the mailbox connect to each
other directly when one can reach the other (each side's listening addresses are its "hints"), and
otherwise both connect out to the transit relay, which pairs them by a token derived from the key
("please relay <token> for side <side>\\n", answered "ok\\n"). Either way the connection then runs the
transit handshake (each side proves it holds the transit key) and the sender picks the first that
finished with "go\\n". Records are length-prefixed SecretBox boxes with counting nonces, one key per
direction, so a record that is replayed, dropped, reordered or altered ends the connection."""

from __future__ import annotations

import asyncio
import contextlib
import secrets
import struct
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from nacl.exceptions import CryptoError
from nacl.secret import SecretBox

from game.net.wormhole.hkdf import hkdf
from game.net.wormhole.keys import NONCE_SIZE

HANDSHAKE_TIMEOUT = 5.0
DIRECT_HEAD_START = 1.0  # seconds the direct hints are tried alone before the relay joins in
CONNECT_TIMEOUT = 3.0  # a direct hint that does not answer in this long is given up
MAX_HANDSHAKES = 8  # connections to the host's direct port still proving the key; more are closed at once


class TransitError(Exception):
    pass


@dataclass(frozen=True)
class Hint:
    host: str
    port: int

    def to_json(self) -> dict[str, Any]:
        return {"type": "direct-tcp-v1", "hostname": self.host, "port": self.port, "priority": 0.0}

    @staticmethod
    def from_json(data: Any) -> Hint | None:
        if isinstance(data, dict) and data.get("type") == "direct-tcp-v1":
            host, port = data.get("hostname"), data.get("port")
            if isinstance(host, str) and type(port) is int and 0 < port < 65536 and len(host) < 256:
                return Hint(host, port)
        return None


def parse_relay(address: str) -> Hint:
    """ "tcp:host:port" (magic-wormhole's form) or "host:port"."""
    text = address.strip().removeprefix("tcp:")
    host, _, port = text.rpartition(":")
    if not host or not port.isdigit():
        raise ValueError(f"not a relay address: {address!r}")
    return Hint(host.strip("[]"), int(port))


def relay_handshake(key: bytes, side: str) -> bytes:
    token = hkdf(key, 32, b"transit_relay_token").hex()
    return f"please relay {token} for side {side}\n".encode()


def sender_handshake(key: bytes) -> bytes:
    return b"transit sender " + hkdf(key, 32, b"transit_sender").hex().encode() + b" ready\n\n"


def receiver_handshake(key: bytes) -> bytes:
    return b"transit receiver " + hkdf(key, 32, b"transit_receiver").hex().encode() + b" ready\n\n"


class Records:
    """An established transit connection: encrypted records both ways."""

    def __init__(
        self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter, key: bytes, sender: bool, path: str
    ) -> None:
        self.reader, self.writer, self.path = reader, writer, path  # path: "direct" or "relay"
        mine, theirs = (b"transit_record_sender_key", b"transit_record_receiver_key")
        if not sender:
            mine, theirs = theirs, mine
        self._out = SecretBox(hkdf(key, 32, mine))
        self._in = SecretBox(hkdf(key, 32, theirs))
        self._send_nonce = 0
        self._receive_nonce = 0
        self._lock = asyncio.Lock()

    async def send(self, record: bytes) -> None:
        nonce = self._send_nonce.to_bytes(NONCE_SIZE, "big")
        self._send_nonce += 1
        box = bytes(self._out.encrypt(record, nonce))
        async with self._lock:
            self.writer.write(struct.pack(">L", len(box)) + box)
            await self.writer.drain()

    async def receive(self, limit: int) -> bytes:
        """The next record; TransitError if it is too big, out of order or altered."""
        (length,) = struct.unpack(">L", await self.reader.readexactly(4))
        if length > limit + NONCE_SIZE + SecretBox.MACBYTES:
            raise TransitError(f"a record of {length} bytes")
        box = await self.reader.readexactly(length)
        if int.from_bytes(box[:NONCE_SIZE], "big") != self._receive_nonce:
            raise TransitError("a record out of order")
        self._receive_nonce += 1
        try:
            return bytes(self._in.decrypt(box))
        except CryptoError as exc:
            raise TransitError("a record that does not open") from exc

    def close(self) -> None:
        with contextlib.suppress(Exception):
            self.writer.close()


async def _expect(reader: asyncio.StreamReader, expected: bytes) -> None:
    got = await asyncio.wait_for(reader.readexactly(len(expected)), HANDSHAKE_TIMEOUT)
    if got != expected:
        raise TransitError("the other side's transit handshake is wrong")


async def _open(hint: Hint, relay_line: bytes | None) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
    reader, writer = await asyncio.wait_for(asyncio.open_connection(hint.host, hint.port), CONNECT_TIMEOUT)
    if relay_line is not None:
        try:
            writer.write(relay_line)
            await writer.drain()
            await _expect_relay_ok(reader)
        except BaseException:
            writer.close()
            raise
    return reader, writer


async def _expect_relay_ok(reader: asyncio.StreamReader) -> None:
    # the relay answers once the other side has arrived with the same token: no timeout here, the
    # caller's whole-attempt deadline covers it
    line = await reader.readline()
    if line != b"ok\n":
        raise TransitError(f"the relay said {line[:40]!r}")


def new_transit_side() -> str:
    return secrets.token_hex(8)  # the relay wants 16 word characters


async def connect_as_sender(key: bytes, direct: list[Hint], relay: Hint | None, side: str, deadline: float) -> Records:
    """The guest's end: try the host's direct hints first, the relay after a head start; the first
    connection whose handshake completes is told "go", the others "nevermind"."""
    chosen: asyncio.Future[Records] = asyncio.get_running_loop().create_future()

    async def attempt(hint: Hint, path: str, delay: float) -> None:
        await asyncio.sleep(delay)
        if chosen.done():
            return
        line = relay_handshake(key, side) if path == "relay" else None
        reader, writer = await _open(hint, line)
        try:
            writer.write(sender_handshake(key))
            await writer.drain()
            await _expect(reader, receiver_handshake(key))
            if chosen.done():
                writer.write(b"nevermind\n")
                writer.close()
                return
            writer.write(b"go\n")
            await writer.drain()
            chosen.set_result(Records(reader, writer, key, True, path))
        except BaseException:
            writer.close()
            raise

    tasks = [asyncio.create_task(attempt(h, "direct", 0.0)) for h in direct]
    if relay is not None:
        tasks.append(asyncio.create_task(attempt(relay, "relay", DIRECT_HEAD_START if direct else 0.0)))
    return await _first(chosen, tasks, deadline)


async def _first(chosen: asyncio.Future[Records], tasks: list[asyncio.Task[None]], deadline: float) -> Records:
    loop = asyncio.get_running_loop()
    try:
        pending: set[asyncio.Future[Any]] = set(tasks)
        while not chosen.done() and pending:
            timeout = deadline - loop.time()
            if timeout <= 0:
                break
            _done, pending = await asyncio.wait({*pending, chosen}, timeout=timeout, return_when="FIRST_COMPLETED")
            pending.discard(chosen)
        if chosen.done():
            return chosen.result()
        raise TransitError("neither a direct connection nor the relay worked")
    finally:
        for task in tasks:
            task.cancel()
        for task in tasks:
            with contextlib.suppress(BaseException):
                await task


class Receiver:
    """The host's end of one attempt: listens on its own addresses (the direct hints it offers) and
    connects out to the relay; the first connection the guest says "go" on wins."""

    def __init__(self, key: bytes, relay: Hint | None, side: str) -> None:
        self.key, self.relay, self.side = key, relay, side
        self.chosen: asyncio.Future[Records] = asyncio.get_running_loop().create_future()
        self._servers: list[asyncio.Server] = []
        self._tasks: set[asyncio.Task[None]] = set()
        self._handshaking = 0

    async def listen(self, bind: str | None, addresses: Callable[[], list[str]]) -> list[Hint]:
        """Start listening for direct connections; the hints to offer (none if `bind` is "")."""
        if bind == "":
            return []
        # every interface: IPv4 and IPv6 on the same port, so one port goes with every address hint
        server = await asyncio.start_server(self._accepted, bind or "0.0.0.0", 0)
        self._servers.append(server)
        port = server.sockets[0].getsockname()[1]
        if bind is None:
            with contextlib.suppress(OSError):  # no IPv6 here: IPv4 alone
                self._servers.append(await asyncio.start_server(self._accepted, "::", port))
        return [Hint(a, port) for a in ([bind] if bind else addresses())]

    def start_relay(self) -> None:
        if self.relay is not None:
            self._spawn(self._via_relay(self.relay))

    def _spawn(self, coro: Awaitable[None]) -> None:
        task: asyncio.Task[None] = asyncio.ensure_future(coro)  # type: ignore[assignment]
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _accepted(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        if self._handshaking >= MAX_HANDSHAKES or self.chosen.done():
            writer.close()  # a flood of connections without the key costs no descriptor for long
            return
        self._handshaking += 1
        try:
            await self._handshake(reader, writer, "direct")
        finally:
            self._handshaking -= 1

    async def _via_relay(self, relay: Hint) -> None:
        with contextlib.suppress(OSError, TimeoutError, TransitError, asyncio.IncompleteReadError):
            reader, writer = await _open(relay, relay_handshake(self.key, self.side))
            await self._handshake(reader, writer, "relay")

    async def _handshake(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter, path: str) -> None:
        try:
            writer.write(receiver_handshake(self.key))
            await writer.drain()
            await _expect(reader, sender_handshake(self.key))
            verdict = await asyncio.wait_for(reader.readline(), HANDSHAKE_TIMEOUT)
            if verdict == b"go\n" and not self.chosen.done():
                self.chosen.set_result(Records(reader, writer, self.key, False, path))
                return
        except (OSError, TimeoutError, TransitError, asyncio.IncompleteReadError):
            pass
        writer.close()

    async def wait(self, deadline: float) -> Records:
        try:
            timeout = deadline - asyncio.get_running_loop().time()
            return await asyncio.wait_for(asyncio.shield(self.chosen), max(0.0, timeout))
        except TimeoutError as exc:
            raise TransitError("the guest did not connect") from exc

    async def close(self) -> None:
        for server in self._servers:
            server.close()
        for task in list(self._tasks):
            task.cancel()
