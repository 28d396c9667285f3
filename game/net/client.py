"""Joining a match: the guest's websocket connection in a background thread. It says hello with the
match code, hands the host's messages to the game thread, and after a dropped connection keeps
coming back with the same code until the host refuses or the guest leaves."""

from __future__ import annotations

import asyncio
import queue

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI
from websockets.frames import Close

from game.net import protocol as P
from game.net.loop import SOCKET_OPTIONS, LoopThread, drain

RETRY_EVERY = 0.5  # seconds between attempts to reach a host that went away

# status values
CONNECTING = "connecting"
PLAYING = "playing"  # welcomed by the host
LOST = "lost"  # the connection dropped; trying again
REFUSED = "refused"  # wrong code, full match, other version: no retry
CLOSED = "closed"  # the guest left


def url(address: str, port: int) -> str:
    host = f"[{address}]" if ":" in address and not address.startswith("[") else address
    return f"ws://{host}:{port}/"


class GuestLink:
    def __init__(self, address: str, port: int, code: str, name: str = "", retry: bool = True) -> None:
        self.uri = url(address.strip(), port)
        self.code = code.strip().upper()
        self.name = name
        self.retry = retry
        self.status = CONNECTING
        self.reason = ""  # why the last connection ended (the host's words where it gave them)
        self.close_code: int | None = None  # the close code the host gave, if any
        self.host_left = False  # the host closed the match (its autosave keeps it)
        self._inbox: queue.SimpleQueue[P.HostMessage] = queue.SimpleQueue()
        self._ws: ClientConnection | None = None
        self._stopping = False
        self._net = LoopThread("mn11-guest")
        self._task = self._net.submit(self._run())

    # ------------------------------------------------------------------ the game thread's side

    def messages(self) -> list[P.HostMessage]:
        return drain(self._inbox)

    def send(self, text: str) -> None:
        ws = self._ws
        if ws is not None and not self._stopping:
            self._net.call(lambda: asyncio.ensure_future(self._send(ws, text)))

    async def _send(self, ws: ClientConnection, text: str) -> None:
        try:
            await ws.send(text)
        except ConnectionClosed:
            pass  # the reader notices and reconnects

    def close(self) -> None:
        """Leave: tell the host, stop retrying."""
        if self._stopping:
            return
        self._stopping = True
        self.status = CLOSED
        try:
            self._net.submit(self._bye()).result(2.0)
        except Exception:  # the loop or the connection is gone already
            pass
        self._net.stop()

    async def _bye(self) -> None:
        self._task.cancel()
        if self._ws is not None:
            try:
                await self._ws.send(P.encode({"t": "bye"}))
                await asyncio.wait_for(self._ws.close(1000, "the guest left"), 1.0)
            except (ConnectionClosed, TimeoutError):
                pass

    # ------------------------------------------------------------------ the network thread

    async def _run(self) -> None:
        while not self._stopping:
            try:
                async with connect(
                    self.uri,
                    max_size=P.MAX_HOST_MESSAGE,
                    **SOCKET_OPTIONS,
                ) as ws:
                    self._ws = ws
                    await ws.send(P.hello(self.code, self.name))
                    await self._read(ws)
                self._closed(ws.protocol.close_rcvd)
            except ConnectionClosed as exc:
                self._closed(exc.rcvd)
            except (OSError, TimeoutError, InvalidHandshake, InvalidURI) as exc:
                self.reason = str(exc) or type(exc).__name__
                if isinstance(exc, InvalidURI):
                    self.status = REFUSED
            finally:
                self._ws = None
            if self.status == REFUSED or not self.retry:
                if self.status != REFUSED:
                    self.status = LOST
                return
            if not self._stopping:
                self.status = LOST
                await asyncio.sleep(RETRY_EVERY)

    async def _read(self, ws: ClientConnection) -> None:
        async for text in ws:
            try:
                message = P.decode_host(text)
            except P.ProtocolError as exc:
                self.reason = exc.reason
                await ws.close(exc.code, exc.reason)
                return
            if message.kind == "welcome":
                self.status, self.host_left = PLAYING, False
            self._inbox.put(message)

    def _closed(self, frame: Close | None) -> None:
        if frame is not None:
            self.close_code = frame.code
            self.reason = frame.reason or f"closed ({frame.code})"
            if frame.code in P.REFUSALS:
                self.status = REFUSED
            self.host_left = frame.code == P.CLOSE_HOST_LEFT
        else:
            self.reason = "the connection was lost"
