"""Hosting a match: a websocket server for one guest (`HostLink`, in a background thread) and the
`Referee` that answers the guest from the host's engine state on the game's own thread.

The host is authoritative: the guest's actions are checked by the engine, an illegal one is answered
with the engine's reason and changes nothing; anything that breaks the protocol closes that
connection with a reason, and the match waits for the guest to come back with the same code.

The door (game/net/guard.py): few connections may wait unproven, each with short deadlines; the code
is proven by SPAKE2 (game/net/auth.py) at a limited rate per address and in all; a seated guest that
floods is warned, then disconnected (its seat kept). No Origin header is accepted (no web page can
connect) and the server header names no software."""

from __future__ import annotations

import asyncio
import ipaddress
import math
import queue
import secrets
import socket
from collections import deque
from dataclasses import dataclass, field
from typing import Any

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from game.clubs import DEFAULT_CLUBS
from game.engine.actions import Action
from game.engine.events import Event
from game.engine.state import Game, State
from game.net import guard as G
from game.net import protocol as P
from game.net.auth import AuthError, HostKey, HostProof, b64, unb64
from game.net.loop import OPEN_TIMEOUT, SOCKET_OPTIONS, HostOutbox, LoopThread
from game.net.table import guest_final, judge

DEFAULT_PORT = 41111
MAX_REJECTIONS_KEPT = 64
MAX_EMOTES_KEPT = 16


def new_code() -> str:
    return "".join(secrets.choice(P.CODE_ALPHABET) for _ in range(P.CODE_LENGTH))


@dataclass(frozen=True)
class Joined:
    name: str
    club: str = DEFAULT_CLUBS[1]  # the guest coach's club (game.clubs)


@dataclass(frozen=True)
class Left:
    reason: str


HostEvent = Joined | Left | P.ActionMsg | P.Emote | P.Rematch


def address_key(address: str) -> str:
    """Whom the door's limits count: an IPv4 address, or an IPv6 address's /64 (one machine can
    have a whole /64 to itself)."""
    try:
        ip = ipaddress.ip_address(address.split("%")[0])
    except ValueError:
        return address
    if isinstance(ip, ipaddress.IPv6Address):
        if ip.ipv4_mapped is not None:
            return str(ip.ipv4_mapped)
        return str(ipaddress.ip_network(f"{ip}/64", strict=False))
    return str(ip)


def _raise_fd_limit() -> None:
    """Room for the saves beside the network: the soft limit on open files up to the hard one."""
    try:
        import resource

        soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
        want = 4096 if hard == resource.RLIM_INFINITY else min(hard, 4096)
        if soft != resource.RLIM_INFINITY and soft < want:
            resource.setrlimit(resource.RLIMIT_NOFILE, (want, hard))
    except (ImportError, ValueError, OSError):  # Windows, or not allowed
        pass


class _Door(ServerConnection):
    """A websocket connection that counts against the door's limits from the moment it is accepted:
    one over the limit is dropped at once (before its handshake costs anything)."""

    link: HostLink
    turned_away = False
    door_stage = 0  # 0: before the HTTP upgrade, 1: waiting for the hello, 2: proving the code

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        peer = transport.get_extra_info("peername")
        self.peer = str(peer[0]) if peer else "?"
        self.door_key = address_key(self.peer)
        victim = self.link.gate.admit(self.door_key, self)
        if victim is self:  # closed before it costs a handler, a handshake or a timer
            self.turned_away = True
            transport.abort()  # type: ignore[attr-defined]
            return
        super().connection_made(transport)
        if victim is not None:
            victim.transport.abort()

    def data_received(self, data: bytes) -> None:
        if not self.turned_away:
            super().data_received(data)

    def eof_received(self) -> None:
        if not self.turned_away:
            super().eof_received()

    def connection_lost(self, exc: Exception | None) -> None:
        if self.turned_away:
            return
        self.link.gate.release(self.door_key, self)
        super().connection_lost(exc)


class HostLink(HostOutbox):
    """The listening end. `events()` (game thread) drains what happened; `send()` queues a text for
    the guest; nothing here blocks the caller."""

    def __init__(
        self,
        code: str | None = None,
        port: int = DEFAULT_PORT,
        bind: str | None = None,
        key: HostKey | None = None,
        keep_code: bool = False,
    ) -> None:
        """`bind`: None listens on every interface (IPv4 and IPv6); tests pass "127.0.0.1". `key`:
        the host's key pair (kept with the settings); a fresh one if not given. `keep_code`: Continue
        hosts the match again with this code (by default each hosting session has a new one)."""
        self.code = (code or new_code()).upper()
        self.key = key or HostKey.new()
        self.fingerprint = self.key.fingerprint
        self.keep_code = keep_code
        self.gate = G.ConnectionGate()
        self.guard = G.CodeGuard()
        self.floods = 0  # guests disconnected for sending too much
        self._kick_reason = ""
        _raise_fd_limit()
        self._inbox: queue.SimpleQueue[HostEvent] = queue.SimpleQueue()
        self._guest: ServerConnection | None = None
        self._outbox: asyncio.Queue[tuple[str, int, str]] | None = None
        self._net = LoopThread("mn11-host")
        self._server: Server | None = None
        self.closed = False
        try:
            self._server = self._net.submit(self._start(bind, port)).result(OPEN_TIMEOUT)
        except OSError:
            if port == 0:
                self._net.stop()
                raise
            self._server = self._net.submit(self._start(bind, 0)).result(OPEN_TIMEOUT)  # the port was taken
        self.port: int = self._server.sockets[0].getsockname()[1]

    async def _start(self, bind: str | None, port: int) -> Server:
        link = self

        class Door(_Door):
            pass

        Door.link = link
        return await serve(
            self._handler,
            bind,
            port,
            max_size=P.MAX_GUEST_MESSAGE,
            max_queue=8,
            backlog=64,  # accepted in batches: an over-limit socket is closed before the next batch
            origins=[None],  # a browser always sends an Origin: no web page can connect
            server_header=None,
            create_connection=Door,
            **{**SOCKET_OPTIONS, "open_timeout": G.HANDSHAKE_DEADLINE},
        )

    def notice(self) -> str:
        """The address someone is trying codes from ("" if nobody): for the host's screen."""
        return self.guard.notice

    def locked(self) -> str:
        """The address last locked out for trying codes ("" if none)."""
        return self.guard.locked

    # ------------------------------------------------------------------ the game thread's side

    def events(self) -> list[HostEvent]:
        return super().events()

    @property
    def connected(self) -> bool:
        return self._guest is not None

    def close(self, reason: str = "the host left the match") -> None:
        """Stop hosting: the guest is told why; the match itself stays with the host."""
        if self.closed:
            return
        self.closed = True
        try:
            self._net.submit(self._shutdown(reason)).result(2.0)
        except Exception:  # a loop already gone: nothing left to close
            pass
        self._net.stop()

    async def _shutdown(self, reason: str) -> None:
        for waiting in [c for conns in self.gate.pending.values() for c in conns]:
            waiting.transport.abort()  # nobody proven: nothing to say
        if self._guest is not None:
            await self._guest.close(P.CLOSE_HOST_LEFT, reason[:120])
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
            tasks = [t for t in self._server.handler_tasks if t is not asyncio.current_task()]
            if tasks:  # the aborted handshakes end on the next turns of the loop
                await asyncio.wait(tasks, timeout=1.0)

    # ------------------------------------------------------------------ the network thread

    async def _handler(self, ws: ServerConnection) -> None:
        door = ws.door_key if isinstance(ws, _Door) else "?"
        if isinstance(ws, _Door):
            ws.door_stage = 1
        hello: P.Hello | None = None
        try:
            async with asyncio.timeout(G.AUTH_DEADLINE):
                hello = await self._prove(ws, door)
            if self._guest is not None or self.closed:
                raise P.ProtocolError(P.CLOSE_FULL, "this match already has its two coaches")
        except P.ProtocolError as exc:
            await ws.close(exc.code, exc.reason)
            return
        except (TimeoutError, ConnectionClosed):
            await ws.close(P.CLOSE_PROTOCOL, "too slow to prove the code")
            return
        finally:
            if isinstance(ws, _Door):
                self.gate.release(door, ws)  # proven or gone: no longer waiting at the door
        self._guest = ws
        self._kick_reason = ""
        self._outbox = asyncio.Queue()
        writer = asyncio.create_task(self._write(ws, self._outbox))
        self._inbox.put(Joined(hello.name, hello.club))
        reason = "the connection was lost"
        meter = G.GuestMeter()
        try:
            async for text in ws:
                message = P.decode_guest(text)
                if isinstance(message, (P.Hello, P.Proof)):
                    raise P.ProtocolError(P.CLOSE_PROTOCOL, "hello twice")
                if isinstance(message, P.Bye):
                    reason = "the guest left"
                    await ws.close(1000, reason)
                    break
                verdict = meter.check(emote=isinstance(message, P.Emote))
                if verdict == "close":
                    self.floods += 1
                    raise P.ProtocolError(P.CLOSE_FLOOD, "too many messages; come back with the code to go on")
                if verdict == "warn":
                    await ws.send(P.warning("too many messages: slow down or be disconnected"))
                if verdict != "ok":
                    continue
                self._inbox.put(message)
        except P.ProtocolError as exc:
            reason = exc.reason
            await ws.close(exc.code, exc.reason)
        except ConnectionClosed as exc:
            reason = exc.rcvd.reason if exc.rcvd is not None and exc.rcvd.reason else reason
        finally:
            writer.cancel()
            reason = self._kick_reason or reason  # closed by the referee: its words
            self._guest = None
            self._outbox = None
            self._inbox.put(Left(reason))

    async def _prove(self, ws: ServerConnection, door: str) -> P.Hello:
        """The guest's hello and SPAKE2 proof of the code (the same answer for a wrong code and a
        full table: the table is looked at only once the code is proven)."""
        hello = P.decode_guest(await ws.recv())
        if not isinstance(hello, P.Hello):
            raise P.ProtocolError(P.CLOSE_PROTOCOL, "the first message must be hello")
        if isinstance(ws, _Door):
            ws.door_stage = 2
        wait = self.guard.begin(door)
        if wait is not None:
            raise P.ProtocolError(P.CLOSE_BUSY, f"too many attempts; try again in {math.ceil(wait)} s")
        proven = False
        try:
            attempt = HostProof(self.key, self.code)
            try:
                public, host_msg, tag, sig = attempt.answer(unb64(hello.pake))
            except AuthError as exc:
                raise P.ProtocolError(P.CLOSE_PROTOCOL, "a malformed key exchange") from exc
            await ws.send(P.auth(b64(public), b64(host_msg), b64(tag), b64(sig)))
            reply = P.decode_guest(await ws.recv())
            try:
                proven = isinstance(reply, P.Proof) and attempt.verify(unb64(reply.proof))
            except AuthError:
                proven = False
            if not proven:
                raise P.ProtocolError(P.CLOSE_WRONG_CODE, "wrong match code")
        finally:
            if proven:
                self.guard.succeeded(door)
            else:
                self.guard.failed(door)
        return hello

    async def _write(self, ws: ServerConnection, box: asyncio.Queue[tuple[str, int, str]]) -> None:
        try:
            while True:
                what, code, text = await box.get()
                if what == "send":
                    await ws.send(text)
                else:
                    self._kick_reason = text[:120]
                    await ws.close(code, text[:120])
                    return
        except ConnectionClosed:
            return


@dataclass
class Referee:
    """The engine's side of hosting, on the game thread: welcomes the guest with its side's view,
    checks its actions, sends it the events of every action as its side may see them, and takes in
    its wish for a rematch once the match is over."""

    link: HostLink
    side: int  # the guest's side
    host_name: str = ""
    guest_name: str = ""
    host_club: str = DEFAULT_CLUBS[0]  # each coach's own club (game.clubs), shown on both screens
    guest_club: str = DEFAULT_CLUBS[1]
    match: int = 1  # which match between these two coaches (a rematch: the next)
    joined: bool = False  # a guest is connected and welcomed
    rematch: bool = False  # the guest wants another match (said after the final whistle)
    host_rematch: bool = False  # and the host's coach does
    emotes: deque[tuple[int, str]] = field(default_factory=lambda: deque(maxlen=MAX_EMOTES_KEPT))  # to show
    rejections: deque[Any] = field(default_factory=lambda: deque(maxlen=MAX_REJECTIONS_KEPT))  # the latest sent back
    rejected: int = 0  # how many in all
    meter: G.GuestMeter = field(default_factory=G.GuestMeter)  # illegal actions answered: rate-limited
    kicked: bool = False  # disconnected for flooding: nothing more is judged until it comes back
    lost_reason: str = ""
    backlog: list[HostEvent] = field(default_factory=list)  # what came after an action, for the next poll

    def poll(self, state: State) -> Action | None:
        """Handle the guest's messages; return its next legal action, if one arrived (what came
        after it waits for the next call, once the action is played)."""
        items, self.backlog = [*self.backlog, *self.link.events()], []
        for i, item in enumerate(items):
            if isinstance(item, Joined):
                self.joined, self.guest_name, self.lost_reason = True, item.name, ""
                self.guest_club = item.club
                self.meter, self.kicked = G.GuestMeter(), False
                self.welcome(state)
            elif isinstance(item, Left):
                self.joined, self.lost_reason = False, item.reason
                self.rematch = False  # back again, it asks again
            elif isinstance(item, P.Emote):
                self.emotes.append((self.side, item.emote))
            elif isinstance(item, P.Rematch):
                if not state.is_terminal():
                    self.link.kick(P.CLOSE_PROTOCOL, "a rematch before the final whistle")
                else:
                    self.rematch = True
            elif self.joined:
                verdict = judge(state, self.side, item)
                if verdict.close is not None:
                    self.link.kick(verdict.close.code, verdict.close.reason)
                elif verdict.illegal is not None:
                    self._reject(verdict.illegal)
                elif verdict.action is not None:
                    self.backlog = items[i + 1 :]
                    return verdict.action
        return None

    def _reject(self, illegal: Any) -> None:
        """The engine's reason for an illegal action, within the rate; beyond it a warning, then
        the connection is closed (the seat stays: the guest may come back with the code)."""
        if self.kicked:
            return  # what it sent before the close takes effect
        verdict = self.meter.check(rejection=True)
        if verdict == "close":
            self.link.kick(P.CLOSE_FLOOD, "too many illegal actions; come back with the code to go on")
            self.link.floods += 1
            self.kicked = True
            return
        if verdict == "warn":
            self.link.send(P.warning("too many illegal actions: slow down or be disconnected"))
        if verdict != "ok":
            return
        self.rejections.append(illegal)
        self.rejected += 1
        self.link.send(P.rejected(illegal))

    def welcome(self, state: State) -> None:
        """Send the guest its side's view of `state` and the match so far."""
        self.link.send(P.welcome(state, self.side, self.host_name, match_events(state), self.match, self.host_club))
        if state.is_terminal():  # back after the final whistle: the record for its replay
            self.link.send(guest_final(state))
        if self.host_rematch and state.is_terminal():
            self.link.send(P.rematch_from(1 - self.side))  # back after a dropped connection: it still stands

    def offer_rematch(self) -> None:
        self.host_rematch = True
        self.link.send(P.rematch_from(1 - self.side))

    def played(self, before: State, action: Action, state: State) -> None:
        """`action` took `before` (a copy) to `state`: tell the guest."""
        from game.net.table import guest_messages

        for text in guest_messages(before, action, self.side, state):
            self.link.send(text)

    def emote(self, side: int, emote: str) -> None:
        self.link.send(P.emote_from(side, emote))


def match_events(state: State) -> list[Event]:
    """Every event of the match so far (the guest's log on joining), replayed from its seed."""
    game = Game(seed=state.game.seed, tiebreak=state.game.tiebreak, cards=state.game.cards)
    replay = game.new_initial_state()
    out = list(replay.initial_events())
    for action in state.history:
        out.extend(replay.apply_action(action))
    return out


def local_addresses() -> list[str]:
    """This computer's addresses a friend could reach (LAN first); loopback only if nothing else."""
    found: list[str] = []
    try:
        import ifaddr

        for adapter in ifaddr.get_adapters():
            for ip in adapter.ips:
                if isinstance(ip.ip, str) and not ip.ip.startswith(("127.", "169.254.")):
                    found.append(ip.ip)
    except Exception:  # no adapter list on this system: ask the routing table instead
        try:
            with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
                s.connect(("192.0.2.1", 9))  # no packet is sent for a UDP connect
                found.append(s.getsockname()[0])
        except OSError:
            pass
    return found or ["127.0.0.1"]
