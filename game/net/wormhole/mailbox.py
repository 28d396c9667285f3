"""A client of the real magic-wormhole mailbox (rendezvous) server: JSON messages over a websocket
(docs/server-protocol.md of magic-wormhole). Bind with the game's application id and a random side,
allocate or claim a nameplate, open its mailbox, add phase messages and read the other side's.

The connection comes back by itself when the server goes away (restarted, a network blip): it binds
again, claims and opens again, and re-adds our messages the server has not echoed yet; the server
keeps mailboxes in its database and replays every message on open, so nothing is lost and the other
side's messages are taken once per phase."""

from __future__ import annotations

import asyncio
import contextlib
import json
import secrets
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

RETRY_FIRST = 0.25  # seconds before trying a lost server again, doubling up to RETRY_MOST
RETRY_MOST = 3.0
OPEN_TIMEOUT = 5.0
CLIENT_VERSION = ["magic-number-eleven", "1"]


class MailboxError(Exception):
    """The server refused us (crowded nameplate, a nameplate already released...) or is unreachable."""


class Mailbox:
    def __init__(self, url: str, appid: str, side: str | None = None) -> None:
        self.url = url
        self.appid = appid
        self.side = side or secrets.token_hex(5)
        self.connected = False
        self.error = ""  # the server's last error, or why it cannot be reached
        self.welcome: dict[str, Any] = {}
        self.nameplate: str | None = None
        self.mailbox: str | None = None
        self._released = False
        self._closed = False
        self._ws: ClientConnection | None = None
        self._pending: dict[str, bytes] = {}  # our messages not yet echoed by the server
        self._theirs: dict[str, tuple[str, bytes]] = {}  # the other side's (side, message) by phase (first kept)
        self._changed = asyncio.Event()
        self._answers: dict[str, asyncio.Future[dict[str, Any]]] = {}
        self._connected_once: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._first_try: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._tasks: set[asyncio.Task[None]] = set()
        self._task = asyncio.create_task(self._run())
        self.reconnects = 0

    # ------------------------------------------------------------------ what the session asks

    async def ready(self, timeout: float = OPEN_TIMEOUT) -> None:
        """Wait for the first connection; MailboxError at once if the first try failed (no network, a
        refused connection, a name that does not resolve) or if the server does not answer in time.
        The connection keeps being tried in the background either way."""
        try:
            await asyncio.wait_for(asyncio.shield(self._first_try), timeout)
        except TimeoutError as exc:
            raise MailboxError(self.error or "the mailbox server did not answer") from exc
        if not self._connected_once.done():
            raise MailboxError(self.error or "the mailbox server cannot be reached")

    async def allocate(self) -> str:
        answer = await self._ask({"type": "allocate"}, "allocated")
        return str(answer["nameplate"])

    async def claim(self, nameplate: str) -> str:
        self.nameplate = nameplate
        answer = await self._ask({"type": "claim", "nameplate": nameplate}, "claimed")
        self.mailbox = str(answer["mailbox"])
        await self._send({"type": "open", "mailbox": self.mailbox})
        return self.mailbox

    async def release(self) -> None:
        """Free the nameplate (the code's number) once both sides are in the mailbox."""
        if self.nameplate is not None and not self._released:
            self._released = True
            with contextlib.suppress(ConnectionClosed, OSError, TimeoutError, MailboxError):
                await self._ask({"type": "release", "nameplate": self.nameplate}, "released")

    def add(self, phase: str, body: bytes) -> None:
        self._pending[phase] = body
        if self._ws is not None:
            task = asyncio.create_task(self._add(phase, body))
            self._tasks.add(task)
            task.add_done_callback(self._tasks.discard)

    async def get(self, phase: str, timeout: float | None = None) -> tuple[str, bytes]:
        """The other side's (side, message) for `phase` (waits for it, across reconnections)."""

        async def wait() -> tuple[str, bytes]:
            while phase not in self._theirs:
                if self._closed:
                    raise MailboxError("the mailbox was closed")
                self._changed.clear()
                await self._changed.wait()
            return self._theirs[phase]

        return await asyncio.wait_for(wait(), timeout)

    def has(self, phase: str) -> bool:
        return phase in self._theirs

    async def close(self, mood: str = "happy") -> None:
        if self._closed:
            return
        ws = self._ws
        if ws is not None and self.mailbox is not None:
            with contextlib.suppress(ConnectionClosed, OSError, TimeoutError):
                await asyncio.wait_for(self._send({"type": "close", "mailbox": self.mailbox, "mood": mood}), 1.0)
        self._closed = True
        self._changed.set()
        self._task.cancel()
        if ws is not None:
            with contextlib.suppress(ConnectionClosed, OSError, TimeoutError):
                await asyncio.wait_for(ws.close(), 1.0)

    # ------------------------------------------------------------------ the connection

    async def _ask(self, message: dict[str, Any], answer: str) -> dict[str, Any]:
        await self.ready()
        future: asyncio.Future[dict[str, Any]] = asyncio.get_running_loop().create_future()
        self._answers[answer] = future
        await self._send(message)
        return await asyncio.wait_for(future, OPEN_TIMEOUT)

    async def _send(self, message: dict[str, Any]) -> None:
        ws = self._ws
        if ws is None:
            raise MailboxError(self.error or "not connected to the mailbox server")
        await ws.send(json.dumps({**message, "id": secrets.token_hex(2)}))

    async def _add(self, phase: str, body: bytes) -> None:
        with contextlib.suppress(ConnectionClosed, OSError, MailboxError):
            await self._send({"type": "add", "phase": phase, "body": body.hex()})

    async def _run(self) -> None:
        delay = RETRY_FIRST
        while not self._closed:
            try:
                async with connect(
                    self.url,
                    open_timeout=OPEN_TIMEOUT,
                    ping_interval=2.0,
                    ping_timeout=4.0,
                    close_timeout=1.0,
                    max_size=1 << 20,
                ) as ws:
                    await self._bind(ws)
                    delay = RETRY_FIRST
                    async for text in ws:
                        try:
                            message = json.loads(text)
                            if isinstance(message, dict):
                                self._dispatch(message)
                        except (ValueError, TypeError, AttributeError, RecursionError):
                            pass  # a server's malformed message is dropped, never the connection's task
            except (OSError, TimeoutError, ConnectionClosed, InvalidHandshake, ValueError) as exc:
                self.error = str(exc) or type(exc).__name__
            except InvalidURI as exc:
                self.error = str(exc)
                return
            finally:
                if not self._first_try.done():
                    self._first_try.set_result(None)
                if self.connected:
                    self.reconnects += 1
                self._ws, self.connected = None, False
                for future in self._answers.values():
                    if not future.done():
                        future.set_exception(MailboxError("the mailbox server went away"))
                self._answers.clear()
            if not self._closed:
                await asyncio.sleep(delay)
                delay = min(RETRY_MOST, delay * 2)

    async def _bind(self, ws: ClientConnection) -> None:
        first = json.loads(await asyncio.wait_for(ws.recv(), OPEN_TIMEOUT))
        if first.get("type") != "welcome":
            raise ValueError("the mailbox server did not welcome us")
        self.welcome = first.get("welcome") or {}
        if "error" in self.welcome:  # the server's operator turned clients away
            self.error = str(self.welcome["error"])
            raise ValueError(self.error)
        self._ws = ws
        await self._send({"type": "bind", "appid": self.appid, "side": self.side, "client_version": CLIENT_VERSION})
        if self.nameplate is not None and not self._released:
            await self._send({"type": "claim", "nameplate": self.nameplate})
        if self.mailbox is not None:
            await self._send({"type": "open", "mailbox": self.mailbox})
            for phase, body in list(self._pending.items()):
                await self._send({"type": "add", "phase": phase, "body": body.hex()})
        self.connected, self.error = True, ""
        if not self._connected_once.done():
            self._connected_once.set_result(None)
        if not self._first_try.done():
            self._first_try.set_result(None)

    def _dispatch(self, message: dict[str, Any]) -> None:
        kind = message.get("type")
        if kind == "message":
            phase, body = str(message.get("phase")), bytes.fromhex(str(message.get("body", "")))
            if message.get("side") == self.side:
                self._pending.pop(phase, None)  # the server has it
            elif phase not in self._theirs:
                self._theirs[phase] = (str(message.get("side")), body)
                self._changed.set()
        elif kind == "error":
            self.error = str(message.get("error"))
            original = (message.get("orig") or {}).get("type")
            answer = {"allocate": "allocated", "claim": "claimed", "release": "released"}.get(str(original))
            future = self._answers.pop(answer, None) if answer else None
            if future is not None and not future.done():
                future.set_exception(MailboxError(self.error))
            elif original == "claim":
                self._released = True  # a re-claim after a restart: the nameplate is gone, the mailbox stays
        elif isinstance(kind, str) and kind in self._answers:
            future = self._answers.pop(kind)
            if not future.done():
                future.set_result(message)
