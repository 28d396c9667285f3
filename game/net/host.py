"""Hosting a match: a websocket server for one guest (`HostLink`, in a background thread) and the
`Referee` that answers the guest from the host's engine state on the game's own thread.

The host is authoritative: the guest's actions are checked by the engine, an illegal one is answered
with the engine's reason and changes nothing; anything that breaks the protocol closes that
connection with a reason, and the match waits for the guest to come back with the same code."""

from __future__ import annotations

import asyncio
import hmac
import queue
import secrets
import socket
from dataclasses import dataclass, field
from typing import Any

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from game.engine.actions import Action
from game.engine.events import Event
from game.engine.state import Game, State
from game.net import protocol as P
from game.net.loop import OPEN_TIMEOUT, SOCKET_OPTIONS, LoopThread, drain
from game.net.table import guest_final, judge

DEFAULT_PORT = 41111
HELLO_TIMEOUT = 5.0
WRONG_CODE_DELAY = 0.5  # slows guessing of match codes


def new_code() -> str:
    return "".join(secrets.choice(P.CODE_ALPHABET) for _ in range(P.CODE_LENGTH))


@dataclass(frozen=True)
class Joined:
    name: str


@dataclass(frozen=True)
class Left:
    reason: str


HostEvent = Joined | Left | P.ActionMsg | P.Emote | P.Rematch


class HostLink:
    """The listening end. `events()` (game thread) drains what happened; `send()` queues a text for
    the guest; nothing here blocks the caller."""

    def __init__(self, code: str | None = None, port: int = DEFAULT_PORT, bind: str | None = None) -> None:
        """`bind`: None listens on every interface (IPv4 and IPv6); tests pass "127.0.0.1"."""
        self.code = (code or new_code()).upper()
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
        return await serve(
            self._handler,
            bind,
            port,
            max_size=P.MAX_GUEST_MESSAGE,
            **SOCKET_OPTIONS,
        )

    # ------------------------------------------------------------------ the game thread's side

    def events(self) -> list[HostEvent]:
        return drain(self._inbox)

    def send(self, text: str) -> None:
        self._post(("send", 0, text))

    def kick(self, code: int, reason: str) -> None:
        """Close the guest's connection with a reason (it may come back with the code)."""
        self._post(("close", code, reason))

    def _post(self, item: tuple[str, int, str]) -> None:
        box = self._outbox
        if box is not None and not self.closed:
            self._net.call(box.put_nowait, item)

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
        if self._guest is not None:
            await self._guest.close(P.CLOSE_HOST_LEFT, reason[:120])
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()

    # ------------------------------------------------------------------ the network thread

    async def _handler(self, ws: ServerConnection) -> None:
        try:
            first = await asyncio.wait_for(ws.recv(), HELLO_TIMEOUT)
            hello = P.decode_guest(first)
            if not isinstance(hello, P.Hello):
                raise P.ProtocolError(P.CLOSE_PROTOCOL, "the first message must be hello")
            if not hmac.compare_digest(hello.code.encode(), self.code.encode()):
                await asyncio.sleep(WRONG_CODE_DELAY)
                raise P.ProtocolError(P.CLOSE_WRONG_CODE, "wrong match code")
            if self._guest is not None or self.closed:
                raise P.ProtocolError(P.CLOSE_FULL, "this match already has its two coaches")
        except P.ProtocolError as exc:
            await ws.close(exc.code, exc.reason)
            return
        except (TimeoutError, ConnectionClosed):
            await ws.close(P.CLOSE_PROTOCOL, "no hello")
            return
        self._guest = ws
        self._outbox = asyncio.Queue()
        writer = asyncio.create_task(self._write(ws, self._outbox))
        self._inbox.put(Joined(hello.name))
        reason = "the connection was lost"
        try:
            async for text in ws:
                message = P.decode_guest(text)
                if isinstance(message, P.Hello):
                    raise P.ProtocolError(P.CLOSE_PROTOCOL, "hello twice")
                if isinstance(message, P.Bye):
                    reason = "the guest left"
                    await ws.close(1000, reason)
                    break
                self._inbox.put(message)
        except P.ProtocolError as exc:
            reason = exc.reason
            await ws.close(exc.code, exc.reason)
        except ConnectionClosed as exc:
            reason = exc.rcvd.reason if exc.rcvd is not None and exc.rcvd.reason else reason
        finally:
            writer.cancel()
            self._guest = None
            self._outbox = None
            self._inbox.put(Left(reason))

    async def _write(self, ws: ServerConnection, box: asyncio.Queue[tuple[str, int, str]]) -> None:
        try:
            while True:
                what, code, text = await box.get()
                if what == "send":
                    await ws.send(text)
                else:
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
    match: int = 1  # which match between these two coaches (a rematch: the next)
    joined: bool = False  # a guest is connected and welcomed
    rematch: bool = False  # the guest wants another match (said after the final whistle)
    host_rematch: bool = False  # and the host's coach does
    emotes: list[tuple[int, str]] = field(default_factory=list)  # (side, emote) to show
    rejections: list[Any] = field(default_factory=list)  # IllegalActions sent back (for logs/tests)
    lost_reason: str = ""
    backlog: list[HostEvent] = field(default_factory=list)  # what came after an action, for the next poll

    def poll(self, state: State) -> Action | None:
        """Handle the guest's messages; return its next legal action, if one arrived (what came
        after it waits for the next call, once the action is played)."""
        items, self.backlog = [*self.backlog, *self.link.events()], []
        for i, item in enumerate(items):
            if isinstance(item, Joined):
                self.joined, self.guest_name, self.lost_reason = True, item.name, ""
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
                    self.rejections.append(verdict.illegal)
                    self.link.send(P.rejected(verdict.illegal))
                elif verdict.action is not None:
                    self.backlog = items[i + 1 :]
                    return verdict.action
        return None

    def welcome(self, state: State) -> None:
        """Send the guest its side's view of `state` and the match so far."""
        self.link.send(P.welcome(state, self.side, self.host_name, match_events(state), self.match))
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
