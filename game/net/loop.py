"""An asyncio event loop in a daemon thread: the network's, so the frame loop never waits on it."""

from __future__ import annotations

import asyncio
import queue
import threading
from collections.abc import Coroutine
from typing import Any, TypeVar

T = TypeVar("T")

PING_INTERVAL = 3.0  # seconds between keep-alive pings
PING_TIMEOUT = 5.0  # a peer silent this long after a ping is dead: with the close, found within 9 s
OPEN_TIMEOUT = 5.0
CLOSE_TIMEOUT = 1.0  # a peer that does not answer our close frame is dropped after this
# The websocket options both ends use (keep-alive, timeouts, no compression: messages are small JSON).
SOCKET_OPTIONS: dict[str, Any] = {
    "ping_interval": PING_INTERVAL,
    "ping_timeout": PING_TIMEOUT,
    "open_timeout": OPEN_TIMEOUT,
    "close_timeout": CLOSE_TIMEOUT,
    "compression": None,
}


def drain(inbox: queue.SimpleQueue[T]) -> list[T]:
    """Everything the network thread has queued so far, oldest first, without waiting."""
    out: list[T] = []
    while True:
        try:
            out.append(inbox.get_nowait())
        except queue.Empty:
            return out


class LoopThread:
    def __init__(self, name: str) -> None:
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self._run, name=name, daemon=True)
        self.thread.start()

    def _run(self) -> None:
        asyncio.set_event_loop(self.loop)
        try:
            self.loop.run_forever()
        finally:
            self.loop.close()

    def submit(self, coro: Coroutine[Any, Any, Any]) -> Any:
        """Run `coro` on the network loop; returns its concurrent future (never waited on here)."""
        return asyncio.run_coroutine_threadsafe(coro, self.loop)

    def call(self, fn: Any, *args: Any) -> None:
        if not self.loop.is_closed():
            self.loop.call_soon_threadsafe(fn, *args)

    def stop(self, timeout: float = 2.0) -> None:
        if not self.loop.is_closed():
            self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(timeout)


class HostOutbox:
    """What a host link (LAN or internet) offers the game thread: the guest's events, and messages
    and closes posted to the connection's writer on the network thread. The link sets `_inbox`,
    `_outbox` (while a guest is connected), `_net` and `closed`."""

    _inbox: queue.SimpleQueue[Any]
    _outbox: asyncio.Queue[tuple[str, int, str]] | None
    _net: LoopThread
    closed: bool

    def events(self) -> list[Any]:
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
