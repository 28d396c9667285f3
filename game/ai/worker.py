"""Run an agent's decision off the UI thread, so a search never blocks the window.

    job = DecisionJob(agent, view)     # starts at once
    ...each frame: action = job.poll() # None until done; show "thinking" meanwhile
    job.cancel()                       # leaving the match / closing the window: the search stops now

A searching agent (one with `in_process = True`, i.e. Hard) thinks in a separate process
(game/ai/search_process.py), so its search never competes with the frame loop for the GIL; the
view and the agent are pickled in, the action and the agent's new state come back. `cancel()`
terminates that process at once. Quick rule agents run in a daemon thread; for them `cancel()`
makes the agent's `stop()` true. Either way the result of a cancelled job is discarded, and an
agent that raises does not crash the caller: `error` holds a readable message and `poll()`
returns a legal fallback action (the first one)."""

from __future__ import annotations

import pickle
import threading
import time

from game.ai.base import Agent
from game.ai.search_process import SearchProcess, acquire, describe, release
from game.engine.actions import Action
from game.engine.view import View


class DecisionJob:
    def __init__(self, agent: Agent, view: View, start: bool = True, process: bool | None = None) -> None:
        """`process`: think in a separate process (default: when the agent asks for it)."""
        self.agent = agent
        self.view = view
        self._cancel = threading.Event()
        self._done = threading.Event()
        self._action: Action | None = None
        self.error: str | None = None
        self.started_at = time.monotonic()
        self.seconds = 0.0
        self._process = bool(getattr(agent, "in_process", False)) if process is None else process
        self._server: SearchProcess | None = None
        self._started = False
        self._thread = threading.Thread(target=self._run, name=f"ai-{getattr(agent, 'name', 'agent')}", daemon=True)
        if start:
            self.start()

    @property
    def _who(self) -> str:
        return getattr(self.agent, "name", "agent")

    def start(self) -> None:
        if self._started or self._done.is_set():
            return
        self._started = True
        self.started_at = time.monotonic()
        if not self._process:
            self._thread.start()
            return
        try:
            self._server = acquire()
            self._server.submit(self.agent, self.view)
        except (OSError, ValueError, TypeError, AttributeError, pickle.PicklingError):
            # no process could be started, or the agent cannot be pickled: think in a thread instead
            if self._server is not None:
                self._server.terminate()
                self._server = None
            self._process = False
            self._thread.start()

    def _stop(self) -> bool:
        return self._cancel.is_set()

    def _run(self) -> None:
        try:
            self._finish(self.agent.choose(self.view, self._stop), None)
        except Exception as exc:  # reported, never raised into the UI
            self._finish(None, describe(exc))

    def _finish(self, action: Action | None, error: str | None) -> None:
        if error is None and action not in self.view.legal_actions:
            error = f"the computer player failed: the {self._who} agent chose an illegal action {action!r}"
        self.error = error
        self._action = action if error is None else (self.view.legal_actions[0] if self.view.legal_actions else None)
        self.seconds = time.monotonic() - self.started_at
        self._done.set()

    def _collect(self, timeout: float) -> None:
        """Take the process's answer if it is there (waiting at most `timeout` seconds)."""
        server = self._server
        if server is None or self._done.is_set():
            return
        reply = server.receive(timeout)
        if reply is None:
            return
        self._server = None
        if reply.error is not None:
            server.terminate()
            self._finish(None, reply.error)
            return
        release(server)
        if reply.agent_state is not None:
            try:
                self.agent.__dict__.update(reply.agent_state)
            except AttributeError:
                pass
        self._finish(reply.action, None)

    @property
    def done(self) -> bool:
        self._collect(0.0)
        return self._done.is_set()

    @property
    def cancelled(self) -> bool:
        return self._cancel.is_set()

    def poll(self) -> Action | None:
        """The chosen action once the agent has finished (and the job was not cancelled), else None."""
        if not self.done or self._cancel.is_set():
            return None
        return self._action

    def cancel(self) -> None:
        """Stop the search now: a search process is terminated, a thread ends on its next `stop()` poll;
        the result is dropped."""
        self._cancel.set()
        server, self._server = self._server, None
        if server is not None:
            server.terminate()
            self.seconds = time.monotonic() - self.started_at
            self._done.set()

    def wait(self, timeout: float | None = None) -> bool:
        """Block until done (for scripts, the bench and tests, not the UI loop). True if finished."""
        if not self._process or self._done.is_set():
            return self._done.wait(timeout)
        deadline = None if timeout is None else time.monotonic() + timeout
        while not self._done.is_set():
            left = 0.25 if deadline is None else min(0.25, deadline - time.monotonic())
            if left <= 0:
                return False
            self._collect(left)
        return True
