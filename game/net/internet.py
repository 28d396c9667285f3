"""Playing a friend anywhere, without touching the router: the match's own messages (game.net.protocol,
the same `Referee` and `GuestTable`) over a magic-wormhole channel instead of a LAN websocket.

The host asks the mailbox server for a nameplate and shows the code "<nameplate>-<word>-<word>"; the
guest types it. Both run SPAKE2 over the code and exchange encrypted "version" messages: a wrong code
fails there, after one attempt, and the host takes a new code. Then, for each connection (the first
and every reconnection after a drop), the guest posts a "transit-N" phase and the host answers with
its direct hints; the guest tries them first and the transit relay after a head start. The match's
messages travel as encrypted transit records, with keep-alive pings that also measure the round trip.

`InternetHostLink` and `InternetGuestLink` have the interface of `HostLink` and `GuestLink` (events /
send / kick / close; messages / send / status / close), so the controllers and tests drive them alike.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import queue
import secrets
import struct
import time
from dataclasses import dataclass
from typing import Any

from game.clubs import DEFAULT_CLUBS
from game.net import protocol as P
from game.net.client import CLOSED, CONNECTING, LOST, PLAYING, REFUSED
from game.net.host import HostEvent, Joined, Left, local_addresses
from game.net.loop import HostOutbox, LoopThread, drain
from game.net.wormhole import keys as K
from game.net.wormhole import words
from game.net.wormhole.mailbox import Mailbox, MailboxError
from game.net.wormhole.transit import (
    Hint,
    Receiver,
    Records,
    TransitError,
    connect_as_sender,
    new_transit_side,
    parse_relay,
)

APPID = "magicnumbereleven.studio/match/v1"
# The public magic-wormhole servers (the game's own application id keeps its nameplates apart).
PUBLIC_MAILBOX = "ws://relay.magic-wormhole.io:4000/v1"
PUBLIC_RELAY = "tcp:transit.magic-wormhole.io:4001"

PING_EVERY = 2.0  # seconds between keep-alive pings on the channel (each measures the round trip)
SILENT_LIMIT = 8.0  # a channel with nothing received this long is dead: reconnect
ATTEMPT_LIMIT = 20.0  # seconds one connection attempt (direct and relay) may take
JOIN_LIMIT = 30.0  # a guest whose code nobody hosts gives up after this
REACH_LIMIT = 4.0  # the mailbox server unreachable this long: "no internet"

# the guest's refusals the window words itself
UNREACHABLE = "the mailbox server cannot be reached"
IN_USE = "this code is already in use"
NOBODY = "nobody is hosting a match with this code"

# host status values
STARTING = "starting"  # reaching the mailbox server
WAITING = "waiting"  # a code is shown, no guest yet (or the guest is away)
CONNECTED = "connected"
OFFLINE = "offline"  # the mailbox server cannot be reached
FAILED = "failed"  # hosting stopped on an unexpected error (`error` says which)

# channel record kinds
_TEXT, _PING, _PONG, _CLOSE = b"m", b"p", b"q", b"c"


@dataclass(frozen=True)
class Servers:
    mailbox: str = PUBLIC_MAILBOX
    relay: str | None = PUBLIC_RELAY
    direct: bool = True  # offer and try direct connections (False: the relay only)
    bind: str | None = None  # where the host listens for direct connections (None: everywhere)


def new_words() -> str:
    return f"{secrets.choice(words.ODD)}-{secrets.choice(words.EVEN)}"


def normal_code(code: str) -> str:
    """A typed code as the key exchange wants it: trimmed, lower case, spaces as hyphens."""
    return "-".join(code.strip().lower().replace(" ", "-").split("-")).strip("-")


def code_problem(code: str) -> str | None:
    """Why a typed code cannot be one (English, wire-level; the UI translates its own checks)."""
    parts = normal_code(code).split("-")
    if len(parts) != 3 or not parts[0].isdigit() or not all(parts[1:]):
        return "a code looks like 7-guitarist-revenge"
    return None


def _phase_body(key: bytes, side: str, phase: str, data: dict[str, Any]) -> bytes:
    return K.encrypt(K.derive_phase_key(key, side, phase), json.dumps(data).encode())


def _open_phase(key: bytes, side: str, phase: str, body: bytes) -> dict[str, Any]:
    data = json.loads(K.decrypt(K.derive_phase_key(key, side, phase), body))
    if not isinstance(data, dict):
        raise K.WrongCode("not a phase message")
    return data


def _transit_key(key: bytes, attempt: int) -> bytes:
    # a key per connection: the record nonces start again at 0 on each
    return K.derive_key(key, f"{APPID}/transit-key/{attempt}".encode())


def _versions() -> dict[str, Any]:
    return {"app_versions": {"mn11": P.VERSION}}


async def _key_exchange(mb: Mailbox, code: str, join_limit: float | None) -> tuple[bytes, dict[str, Any]]:
    """SPAKE2 over the code, then the encrypted "version" phase both ways: (key, their versions).
    K.WrongCode if the other side used another code."""
    pake = K.Pake(code, APPID)
    mb.add("pake", pake.outbound)
    _side, body = await mb.get("pake", join_limit)
    key = pake.finish(body)
    mb.add("version", _phase_body(key, mb.side, "version", _versions()))
    their_side, body = await mb.get("version")
    return key, _open_phase(key, their_side, "version", body)


async def _cancel(task: asyncio.Task[Any]) -> None:
    task.cancel()
    with contextlib.suppress(BaseException):
        await task


class Channel:
    """The match's messages over one transit connection, with pings that measure the round trip."""

    def __init__(self, records: Records, limit: int) -> None:
        self.records, self.limit = records, limit
        self.rtt: float | None = None  # seconds, the newest ping's round trip
        self._pinger = asyncio.create_task(self._ping())

    @property
    def path(self) -> str:
        return self.records.path

    async def send(self, text: str) -> None:
        await self.records.send(_TEXT + text.encode())

    async def send_close(self, code: int, reason: str) -> None:
        with contextlib.suppress(OSError, ConnectionError):
            await self.records.send(_CLOSE + struct.pack(">H", code) + reason[:120].encode())

    async def receive(self) -> tuple[str, int, str]:
        """("text", 0, text) or ("close", code, reason); TransitError / OSError when it breaks."""
        while True:
            try:
                record = await asyncio.wait_for(self.records.receive(self.limit), SILENT_LIMIT)
            except TimeoutError as exc:
                raise TransitError("the other computer went silent") from exc
            except asyncio.IncompleteReadError as exc:
                raise TransitError("the connection was lost") from exc
            kind, body = record[:1], record[1:]
            if kind == _TEXT:
                return "text", 0, body.decode("utf-8", "replace")
            if kind == _CLOSE and len(body) >= 2:
                return "close", struct.unpack(">H", body[:2])[0], body[2:].decode("utf-8", "replace")
            if kind == _PING:
                await self.records.send(_PONG + body)
            elif kind == _PONG and len(body) == 8:
                self.rtt = max(0.0, time.perf_counter() - struct.unpack(">d", body)[0])

    async def _ping(self) -> None:
        with contextlib.suppress(OSError, ConnectionError, RuntimeError):
            while True:
                await self.records.send(_PING + struct.pack(">d", time.perf_counter()))
                await asyncio.sleep(PING_EVERY)

    def close(self) -> None:
        self._pinger.cancel()
        self.records.close()


class InternetHostLink(HostOutbox):
    """Hosting over the internet; the interface of `HostLink` (the code appears once the mailbox
    server gave a nameplate: `code` is "" until then)."""

    port = 0  # no port to tell anyone: the code is all the guest needs

    def __init__(self, servers: Servers | None = None) -> None:
        self.servers = servers or Servers()
        self.code = ""
        self.status = STARTING
        self.error = ""  # why the mailbox server cannot be reached, in English
        self.wrong_codes = 0  # key exchanges that failed: someone typed a wrong code (a new code was made)
        self.keep_code = False  # over the internet every hosting and every wrong guess takes a new code
        self.path: str | None = None  # "direct" or "relay" while connected
        self.closed = False
        self._inbox: queue.SimpleQueue[HostEvent] = queue.SimpleQueue()
        self._channel: Channel | None = None
        self._outbox: asyncio.Queue[tuple[str, int, str]] | None = None
        self._mailbox: Mailbox | None = None
        self._guest_seen = False  # a guest has been connected (from then on the code also pairs again)
        self._burned = False  # a wrong code was tried: the next pairing takes a new code
        self._main: asyncio.Task[Any] | None = None
        self._net = LoopThread("mn11-internet-host")
        self._task = self._net.submit(self._run())

    def notice(self) -> str:
        """No address to name: a wrong code through the mailbox burns the code (HostLink's door)."""
        return ""

    def locked(self) -> str:
        return ""

    # ------------------------------------------------------------------ the game thread's side

    def events(self) -> list[HostEvent]:
        return super().events()

    @property
    def connected(self) -> bool:
        return self._channel is not None

    @property
    def rtt(self) -> float | None:
        channel = self._channel
        return channel.rtt if channel is not None else None

    @property
    def mailbox_connected(self) -> bool:
        return self._mailbox is not None and self._mailbox.connected

    def close(self, reason: str = "the host left the match") -> None:
        if self.closed:
            return
        self.closed = True
        with contextlib.suppress(Exception):
            self._net.submit(self._shutdown(reason)).result(3.0)
        self._net.stop()

    async def _shutdown(self, reason: str) -> None:
        channel = self._channel
        if channel is not None:
            await channel.send_close(P.CLOSE_HOST_LEFT, reason)
        if self._main is not None:
            await _cancel(self._main)  # its pairing and serving end, their extra mailboxes closed
        if channel is not None:
            channel.close()
        if self._mailbox is not None:
            await self._mailbox.close("happy")

    # ------------------------------------------------------------------ the network thread

    async def _run(self) -> None:
        self._main = asyncio.current_task()
        try:
            await self._host()
        except asyncio.CancelledError:
            raise
        except Exception as exc:  # never a silent stop: the screen says why
            self.status, self.error = FAILED, f"{type(exc).__name__}: {exc}"
            raise

    async def _host(self) -> None:
        """Pair with a guest through the mailbox, then serve its connections; while it is away, the
        same code also pairs again, so a guest that was closed or killed comes back with the code it
        typed (a wrong code tried meanwhile burns it: the host shows a new one)."""
        session = None
        while session is None and not self.closed:
            session = await self._pair(keep_code=False)
        if session is None:
            return
        self._mailbox = session[0]
        current = asyncio.create_task(self._serve(*session))
        rejoin: asyncio.Task[tuple[Mailbox, bytes] | None] | None = None
        try:
            while not self.closed:
                await asyncio.sleep(0.1)
                away = self._channel is None and self._guest_seen
                if away and rejoin is None:
                    rejoin = asyncio.create_task(self._pair(keep_code=True))
                elif not away and rejoin is not None:
                    await _cancel(rejoin)
                    rejoin = None
                if rejoin is not None and rejoin.done():
                    found = rejoin.result()
                    rejoin = None
                    if found is not None:  # the guest is back through a new mailbox: serve it there
                        await _cancel(current)
                        old, self._mailbox = self._mailbox, found[0]
                        await old.close("happy")
                        current = asyncio.create_task(self._serve(*found))
        finally:
            await _cancel(current)
            if rejoin is not None:
                await _cancel(rejoin)

    async def _pair(self, keep_code: bool) -> tuple[Mailbox, bytes] | None:
        """One key exchange through the mailbox: a new code (`keep_code` False, or the code burned),
        or the code shown. (mailbox, key), or None when it did not work out (tried again)."""
        mb = Mailbox(self.servers.mailbox, APPID)
        paired = False
        try:
            try:
                await mb.ready(REACH_LIMIT)
            except MailboxError as exc:
                if not keep_code:
                    self.status, self.error = OFFLINE, str(exc)
                await asyncio.sleep(2.0)
                return None
            if keep_code and self.code and not self._burned:
                code = self.code
                await mb.claim(code.split("-")[0])
            else:
                nameplate = await mb.allocate()
                await mb.claim(nameplate)
                code = self.code = f"{nameplate}-{new_words()}"
                self._burned = False
            if not keep_code:
                self.status, self.error = WAITING, ""
            key, versions = await _key_exchange(mb, code, None)
            await mb.release()
            if (versions.get("app_versions") or {}).get("mn11") != P.VERSION:
                return None  # the guest refuses itself on our version
            paired = True
            return mb, key
        except K.WrongCode:
            self.wrong_codes += 1  # one guess used up: a new code for the next
            self._burned = True
            await mb.close("scary")
            return None
        except MailboxError as exc:
            self.error = str(exc)
            await asyncio.sleep(0.5)
            return None
        finally:
            if not paired:
                await mb.close("errory")

    async def _serve(self, mb: Mailbox, key: bytes) -> None:
        """Every connection the guest makes to this match, one attempt after another."""
        attempt = 0
        while not self.closed:
            their_side, body = await mb.get(f"transit-{attempt}")
            try:
                _open_phase(key, their_side, f"transit-{attempt}", body)
            except K.WrongCode:
                return
            receiver = Receiver(_transit_key(key, attempt), self._relay(), new_transit_side())
            hints = await receiver.listen(self.servers.bind if self.servers.direct else "", local_addresses)
            phase = f"transit-{attempt}"
            mb.add(phase, _phase_body(key, mb.side, phase, {"hints": [h.to_json() for h in hints]}))
            receiver.start_relay()
            attempt += 1
            records = await self._first(receiver, mb, f"transit-{attempt}")
            await receiver.close()
            if records is not None:
                await self._play(records, mb, f"transit-{attempt}")

    def _relay(self) -> Hint | None:
        return parse_relay(self.servers.relay) if self.servers.relay else None

    async def _first(self, receiver: Receiver, mb: Mailbox, next_phase: str) -> Records | None:
        """The connection the guest chose, or None if it gave up (a next attempt was posted)."""
        deadline = asyncio.get_running_loop().time() + ATTEMPT_LIMIT
        waiting = asyncio.ensure_future(receiver.wait(deadline))
        moved_on = asyncio.ensure_future(mb.get(next_phase))
        await asyncio.wait({waiting, moved_on}, return_when="FIRST_COMPLETED")
        moved_on.cancel()
        if waiting.done() and not waiting.cancelled() and waiting.exception() is None:
            return waiting.result()
        waiting.cancel()
        with contextlib.suppress(BaseException):
            await waiting
        return None

    async def _play(self, records: Records, mb: Mailbox, next_phase: str) -> None:
        channel = Channel(records, P.MAX_GUEST_MESSAGE)
        try:
            kind, _code, text = await asyncio.wait_for(channel.receive(), SILENT_LIMIT)
            hello = P.decode_guest(text) if kind == "text" else None
            if not isinstance(hello, P.Hello):
                raise P.ProtocolError(P.CLOSE_PROTOCOL, "the first message must be hello")
        except (P.ProtocolError, TransitError, OSError, TimeoutError) as exc:
            if isinstance(exc, P.ProtocolError):
                await channel.send_close(exc.code, exc.reason)
            channel.close()
            return
        self._channel, self.path, self.status = channel, channel.path, CONNECTED
        self._guest_seen = True
        self._outbox = asyncio.Queue()
        writer = asyncio.create_task(self._write(channel, self._outbox))
        moved_on = asyncio.create_task(mb.get(next_phase))  # the guest reconnects: this one is stale
        self._inbox.put(Joined(hello.name, hello.club))
        reason = "the connection was lost"
        try:
            reading = asyncio.create_task(self._read(channel))
            await asyncio.wait({reading, moved_on, writer}, return_when="FIRST_COMPLETED")
            if reading.done() and not reading.cancelled():
                reason = reading.result()
            reading.cancel()
        finally:
            writer.cancel()
            moved_on.cancel()
            channel.close()
            self._channel, self._outbox, self.path = None, None, None
            if not self.closed:
                self.status = WAITING
            self._inbox.put(Left(reason))

    async def _read(self, channel: Channel) -> str:
        try:
            while True:
                kind, _code, text = await channel.receive()
                if kind == "close":
                    return text or "the guest left"
                message = P.decode_guest(text)
                if isinstance(message, P.Hello | P.Proof):  # the code was proven through the mailbox
                    raise P.ProtocolError(P.CLOSE_PROTOCOL, "hello twice")
                if isinstance(message, P.Bye):
                    return "the guest left"
                self._inbox.put(message)
        except P.ProtocolError as exc:
            await channel.send_close(exc.code, exc.reason)
            return exc.reason
        except (TransitError, OSError) as exc:
            return str(exc) or "the connection was lost"

    async def _write(self, channel: Channel, box: asyncio.Queue[tuple[str, int, str]]) -> None:
        with contextlib.suppress(OSError, ConnectionError):
            while True:
                what, code, text = await box.get()
                if what == "send":
                    await channel.send(text)
                else:
                    await channel.send_close(code, text)
                    return


class InternetGuestLink:
    """Joining over the internet with a code; the interface of `GuestLink`. A dropped connection is
    made again through the same mailbox (same key, a new transit) until the host refuses or we leave."""

    def __init__(
        self,
        code: str,
        name: str = "",
        servers: Servers | None = None,
        retry: bool = True,
        club: str = DEFAULT_CLUBS[1],
    ) -> None:
        self.servers = servers or Servers()
        self.code = normal_code(code)
        self.name = name
        self.club = club  # our coach's club (game.clubs), said in the hello
        self.retry = retry
        self.status = CONNECTING
        self.reason = ""
        self.close_code: int | None = None
        self.host_left = False
        self.offered_fingerprint: str | None = None  # the LAN's host key check; SPAKE2 proves the host here
        self.path: str | None = None
        self.attempts = 0  # transit connections made or tried
        self._inbox: queue.SimpleQueue[P.HostMessage] = queue.SimpleQueue()
        self._channel: Channel | None = None
        self._mailbox: Mailbox | None = None
        self._stopping = False
        self._main: asyncio.Task[Any] | None = None
        self._net = LoopThread("mn11-internet-guest")
        self._task = self._net.submit(self._run())

    def messages(self) -> list[P.HostMessage]:
        return drain(self._inbox)

    @property
    def rtt(self) -> float | None:
        channel = self._channel
        return channel.rtt if channel is not None else None

    def send(self, text: str) -> None:
        channel = self._channel
        if channel is not None and not self._stopping:
            self._net.call(lambda: asyncio.ensure_future(self._send(channel, text)))

    async def _send(self, channel: Channel, text: str) -> None:
        with contextlib.suppress(OSError, ConnectionError):
            await channel.send(text)

    def close(self) -> None:
        if self._stopping:
            return
        self._stopping = True
        self.status = CLOSED
        with contextlib.suppress(Exception):
            self._net.submit(self._bye()).result(3.0)
        self._net.stop()

    async def _bye(self) -> None:
        channel = self._channel
        if channel is not None:
            with contextlib.suppress(OSError, ConnectionError):
                await channel.send(P.encode({"t": "bye"}))
            await channel.send_close(1000, "the guest left")
        if self._main is not None:
            await _cancel(self._main)
        if channel is not None:
            channel.close()
        if self._mailbox is not None:
            await self._mailbox.close("happy")

    def _refuse(self, reason: str, code: int | None = None) -> None:
        self.status, self.reason, self.close_code = REFUSED, reason, code

    async def _run(self) -> None:
        self._main = asyncio.current_task()
        try:
            await self._join()
        except asyncio.CancelledError:
            raise
        except Exception as exc:  # never a silent hang: the screen says why
            self._refuse(f"{type(exc).__name__}: {exc}")
            raise

    async def _join(self) -> None:
        problem = code_problem(self.code)
        if problem is not None:
            self._refuse(problem)
            return
        mb = self._mailbox = Mailbox(self.servers.mailbox, APPID)
        try:
            await mb.ready(REACH_LIMIT)
        except MailboxError as exc:
            self._refuse(f"{UNREACHABLE}: {exc}")
            await mb.close("errory")
            return
        try:
            await mb.claim(self.code.split("-")[0])
            key, versions = await _key_exchange(mb, self.code, JOIN_LIMIT)
        except K.WrongCode:
            self._refuse("wrong match code", P.CLOSE_WRONG_CODE)
            await mb.close("scary")
            return
        except TimeoutError:
            self._refuse(NOBODY)
            await mb.close("lonely")
            return
        except MailboxError as exc:  # "crowded": two others hold this nameplate
            self._refuse(IN_USE if "crowded" in str(exc) else f"the mailbox server refused: {exc}")
            await mb.close("errory")
            return
        await mb.release()
        if (versions.get("app_versions") or {}).get("mn11") != P.VERSION:
            self._refuse("the other computer has another version of the game", P.CLOSE_VERSION)
            await mb.close("errory")
            return
        attempt = 0
        while not self._stopping:
            ended = await self._connect(mb, key, attempt)
            attempt += 1
            if self.status == REFUSED or not self.retry or ended == "left":
                if self.status != REFUSED:
                    self.status = LOST
                return
            self.status = LOST
            await asyncio.sleep(0.3)

    async def _connect(self, mb: Mailbox, key: bytes, attempt: int) -> str:
        phase = f"transit-{attempt}"
        self.attempts = attempt + 1
        mb.add(phase, _phase_body(key, mb.side, phase, {"hints": []}))
        their_side, body = await mb.get(phase)  # waits while the host or the mailbox server is away
        try:
            hints = [h for h in map(Hint.from_json, _open_phase(key, their_side, phase, body).get("hints", [])) if h]
        except K.WrongCode:
            self._refuse("the host's message did not open")
            return "refused"
        if not self.servers.direct:
            hints = []
        relay = parse_relay(self.servers.relay) if self.servers.relay else None
        deadline = asyncio.get_running_loop().time() + ATTEMPT_LIMIT
        try:
            records = await connect_as_sender(_transit_key(key, attempt), hints, relay, new_transit_side(), deadline)
        except (TransitError, OSError) as exc:
            self.reason = str(exc)
            return "lost"
        channel = self._channel = Channel(records, P.MAX_HOST_MESSAGE)
        self.path = channel.path
        try:
            await channel.send(P.hello("", self.name, self.club))
            while True:
                kind, code, text = await channel.receive()
                if kind == "close":
                    self._closed(code, text)
                    return "closed"
                try:
                    message = P.decode_host(text)
                except P.ProtocolError as exc:
                    self.reason = exc.reason
                    await channel.send_close(exc.code, exc.reason)
                    return "lost"
                if message.kind == "welcome":
                    self.status, self.host_left = PLAYING, False
                self._inbox.put(message)
        except (TransitError, OSError, ConnectionError) as exc:
            self.reason = str(exc) or "the connection was lost"
            return "lost"
        finally:
            channel.close()
            self._channel, self.path = None, None

    def _closed(self, code: int, reason: str) -> None:
        self.close_code, self.reason = code, reason or f"closed ({code})"
        if code in P.REFUSALS:
            self.status = REFUSED
        self.host_left = code == P.CLOSE_HOST_LEFT


def self_check() -> str:
    """Internet play's parts are shipped and work, without any server: SPAKE2 over a code on both
    sides agrees on a key (and a wrong code does not), a phase message opens, and a transit connection
    over loopback completes its handshake and carries an encrypted record (the frozen game's self-test)."""

    async def run() -> str:
        a, b, c = K.Pake("7-guitarist-revenge", APPID), K.Pake("7-guitarist-revenge", APPID), K.Pake("7-x-y", APPID)
        key = a.finish(b.outbound)
        if key != b.finish(a.outbound) or key == c.finish(a.outbound):
            raise RuntimeError("SPAKE2 did not agree")
        if _open_phase(key, "s", "version", _phase_body(key, "s", "version", _versions())) != _versions():
            raise RuntimeError("a phase message did not open")
        transit = _transit_key(key, 0)
        receiver = Receiver(transit, None, new_transit_side())
        hints = await receiver.listen("127.0.0.1", local_addresses)
        deadline = asyncio.get_running_loop().time() + 5.0
        sender = await connect_as_sender(transit, hints, None, new_transit_side(), deadline)
        host = await receiver.wait(deadline)
        await sender.send(b"hello")
        got = await host.receive(100)
        sender.close()
        host.close()
        await receiver.close()
        if got != b"hello":
            raise RuntimeError("the transit record did not arrive")
        return f"internet play's key exchange and transit over loopback ({sender.path})"

    return asyncio.run(run())
