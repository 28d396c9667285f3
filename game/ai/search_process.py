"""A spawned process that makes agents' decisions away from the window's frame loop (no shared GIL).

`acquire()` gives an idle process (or starts one); `submit` pickles the agent and the view in;
`receive` returns a `Reply` with the action and the agent's new state (its random generator moved
on), or an error message. `terminate()` ends the process at once (a cancelled search);
`release()` keeps a finished one for the next decision. 'spawn' works the same on Linux, Windows,
macOS and in a frozen build (the entry point calls `multiprocessing.freeze_support()`)."""

from __future__ import annotations

import os
import threading
import traceback
from dataclasses import dataclass
from multiprocessing import get_context
from multiprocessing.connection import Connection
from typing import Any, Final

from game.engine.actions import Action
from game.engine.view import View

MAX_IDLE: Final = 2
NICENESS: Final = 10


@dataclass(frozen=True)
class Reply:
    action: Action | None
    agent_state: dict[str, Any] | None
    error: str | None


def describe(exc: BaseException) -> str:
    """A one-line report of an agent's failure, with the line it came from."""
    last = traceback.extract_tb(exc.__traceback__)[-1:] if exc.__traceback__ else []
    where = f" ({last[0].filename}:{last[0].lineno})" if last else ""
    return f"the computer player failed: {type(exc).__name__}: {exc}{where}"


def serve(conn: Connection) -> None:
    """The process's loop: one (agent, view) in, one Reply out, until the pipe closes. It runs at a
    lower priority, so the window's frame loop wins the CPU whenever both want it."""
    if hasattr(os, "nice"):
        try:
            os.nice(NICENESS)
        except OSError:
            pass
    while True:
        try:
            agent, view = conn.recv()
        except (EOFError, OSError):
            return
        try:
            action = agent.choose(view)
            state = getattr(agent, "__dict__", None)
            reply = Reply(action, dict(state) if state is not None else None, None)
        except Exception as exc:  # reported to the window, never raised there
            reply = Reply(None, None, describe(exc))
        try:
            conn.send(reply)
        except (OSError, ValueError):
            return


class SearchProcess:
    def __init__(self) -> None:
        ctx = get_context("spawn")
        self.conn, child = ctx.Pipe()
        self.proc = ctx.Process(target=serve, args=(child,), name="mn11-ai", daemon=True)
        self.proc.start()
        child.close()

    def alive(self) -> bool:
        return self.proc.is_alive()

    def submit(self, agent: object, view: View) -> None:
        self.conn.send((agent, view))

    def receive(self, timeout: float) -> Reply | None:
        """The reply if it came within `timeout` seconds, else None (still thinking)."""
        try:
            if self.conn.poll(timeout):
                reply = self.conn.recv()
                return reply if isinstance(reply, Reply) else Reply(None, None, "the computer player sent nothing")
        except (EOFError, OSError):
            pass
        else:
            if self.proc.is_alive():
                return None
        return Reply(None, None, f"the computer player's process stopped (exit code {self.proc.exitcode})")

    def terminate(self) -> None:
        if self.proc.is_alive():
            self.proc.terminate()
            self.proc.join(1.0)
            if self.proc.is_alive():
                self.proc.kill()
                self.proc.join(1.0)
        self.conn.close()


_idle: list[SearchProcess] = []
_lock = threading.Lock()


def acquire() -> SearchProcess:
    with _lock:
        while _idle:
            server = _idle.pop()
            if server.alive():
                return server
            server.terminate()
    return SearchProcess()


def prewarm() -> None:
    """Start a process now (at the start of a match) so the first decision does not wait for it."""
    with _lock:
        if any(server.alive() for server in _idle):
            return
    server = SearchProcess()
    with _lock:
        _idle.append(server)


def release(server: SearchProcess) -> None:
    with _lock:
        if server.alive() and len(_idle) < MAX_IDLE:
            _idle.append(server)
            return
    server.terminate()


def shutdown() -> None:
    """End every idle process (tests; the interpreter's exit ends daemonic ones anyway)."""
    with _lock:
        servers = list(_idle)
        _idle.clear()
    for server in servers:
        server.terminate()
