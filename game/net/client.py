"""Joining a match: the guest's websocket connection in a background thread. It proves the match
code by SPAKE2 (the code never crosses the wire) and checks the host's key against the fingerprint
it was shown, hands the host's messages to the game thread, and after a dropped connection keeps
coming back with the same code until the host refuses or the guest leaves. Whatever the host sends
(or does not send) ends in a reason and a retry, never a hang."""

from __future__ import annotations

import asyncio
import queue

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI
from websockets.frames import Close

from game.clubs import DEFAULT_CLUBS
from game.net import protocol as P
from game.net.auth import AuthError, GuestProof, b64, fingerprint, unb64
from game.net.loop import SOCKET_OPTIONS, LoopThread, drain

RETRY_EVERY = 0.5  # seconds between attempts to reach a host that went away
AUTH_TIMEOUT = 8.0  # seconds for the host to answer the hello (it may make us wait its turn)
MAX_INBOX = 2000  # host messages waiting for the game thread: more is a flood
MAX_BUSY_WAIT = 30.0

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
    def __init__(
        self,
        address: str,
        port: int,
        code: str,
        name: str = "",
        retry: bool = True,
        fingerprint: str | None = None,
        club: str = DEFAULT_CLUBS[1],
        retry_every: float | None = None,
        auth_timeout: float | None = None,
    ) -> None:
        """`fingerprint`: the host's, as shown in the join list or on its screen (None: take the
        first key, then hold to it for every reconnection). `retry_every`, `auth_timeout`: seconds
        between attempts and for the host's answer to the hello (None: RETRY_EVERY, AUTH_TIMEOUT)."""
        self.uri = url(address.strip(), port)
        self.code = code.strip().upper()
        self.name = name
        self.club = club  # our coach's club (game.clubs), said in the hello
        self.retry = retry
        self.retry_every = RETRY_EVERY if retry_every is None else retry_every
        self.auth_timeout = AUTH_TIMEOUT if auth_timeout is None else auth_timeout
        self.expected = fingerprint
        self.host_fingerprint = ""  # the fingerprint of the host we reached and proved
        self.offered_fingerprint = ""  # the fingerprint of the key the host last showed (proved or not)
        self.busy_wait = 0.0  # the host asked us to wait this long before trying again
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
                    if await self._prove(ws):
                        await self._read(ws)
                self._closed(ws.protocol.close_rcvd)
            except ConnectionClosed as exc:
                self._closed(exc.rcvd)
            except TimeoutError:
                self.close_code, self.reason = None, "the host did not answer in time"
            except (OSError, InvalidHandshake, InvalidURI) as exc:
                self.close_code, self.reason = None, str(exc) or type(exc).__name__
                if isinstance(exc, InvalidURI):
                    self.status = REFUSED
            except asyncio.CancelledError:
                raise
            except Exception as exc:  # anything a host can make go wrong here: a reason and a retry
                self.close_code = P.CLOSE_PROTOCOL
                self.reason = f"the host sent something unreadable ({type(exc).__name__})"
            finally:
                self._ws = None
            if self.status == REFUSED or not self.retry:
                if self.status != REFUSED:
                    self.status = LOST
                return
            if not self._stopping:
                self.status = LOST
                wait, self.busy_wait = max(self.retry_every, self.busy_wait), 0.0
                await asyncio.sleep(wait)

    async def _prove(self, ws: ClientConnection) -> bool:
        """Hello with our SPAKE2 message; the host's key, tag and signature checked; our tag sent.
        False (with the reason) if the host is not the one shown or does not know the code."""
        proof = GuestProof(self.code)
        await ws.send(P.hello(b64(proof.first()), self.name, self.club))
        async with asyncio.timeout(self.auth_timeout):
            text = await ws.recv()
        try:
            answer = P.decode_host(text)
            if answer.kind != "auth":
                raise P.ProtocolError(P.CLOSE_PROTOCOL, "the host did not prove itself")
            d = answer.data
            public = unb64(d["key"])
            tag = proof.check(public, unb64(d["pake"]), unb64(d["tag"]), unb64(d["sig"]), self.expected)
        except P.ProtocolError as exc:
            self.close_code, self.reason = exc.code, exc.reason
            await ws.close(exc.code, exc.reason)
            return False
        except AuthError as exc:
            if str(exc) == "fingerprint":
                self.offered_fingerprint = fingerprint(public)
                code = P.CLOSE_NOT_HOST
                words = f"this is not the host you picked (its fingerprint is {fingerprint(public)})"
            elif str(exc) == "code":
                code, words = P.CLOSE_WRONG_CODE, "wrong match code"
            else:
                code, words = P.CLOSE_NOT_HOST, "the host could not prove who it is"
            self.status, self.close_code, self.reason = REFUSED, code, words
            await ws.close(code, words)
            return False
        self.host_fingerprint = fingerprint(public)
        if self.expected is None:
            self.expected = self.host_fingerprint  # a reconnection must reach the same host
        await ws.send(P.proof(b64(tag)))
        return True

    async def _read(self, ws: ClientConnection) -> None:
        async for text in ws:
            try:
                message = P.decode_host(text)
                if message.kind == "auth":
                    raise P.ProtocolError(P.CLOSE_PROTOCOL, "the host proved itself twice")
                if self._inbox.qsize() > MAX_INBOX:
                    raise P.ProtocolError(P.CLOSE_PROTOCOL, "the host sent too many messages")
            except P.ProtocolError as exc:
                self.close_code, self.reason = exc.code, exc.reason
                await ws.close(exc.code, exc.reason)
                return
            if message.kind == "warning":
                self.reason = str(message.data["reason"])
                continue
            if message.kind == "welcome":
                self.status, self.host_left = PLAYING, False
            self._inbox.put(message)

    def _closed(self, frame: Close | None) -> None:
        if self.status == REFUSED:
            return  # we refused the host: our reason stands
        if frame is not None:
            self.close_code = frame.code
            self.reason = P.clean_name_text(frame.reason) or f"closed ({frame.code})"
            if frame.code in P.REFUSALS:
                self.status = REFUSED
            if frame.code == P.CLOSE_BUSY:
                digits = "".join(ch for ch in frame.reason if ch.isdigit())[:4]
                self.busy_wait = min(MAX_BUSY_WAIT, float(digits or 1) + 0.2)
            self.host_left = frame.code == P.CLOSE_HOST_LEFT
        elif self.close_code is None or not self.reason:
            self.reason = "the connection was lost"
