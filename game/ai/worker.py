"""Run an agent's decision off the UI thread, so a search never blocks the window.

    job = DecisionJob(agent, view)     # starts a daemon thread at once
    ...each frame: action = job.poll() # None until done; show "thinking" meanwhile
    job.cancel()                       # leaving the match / closing the window: the search stops now

`cancel()` makes the agent's `stop()` true, so a search returns its best action so far at once;
the result of a cancelled job is discarded. An agent that raises does not crash the caller:
`error` holds a readable message and `poll()` returns a legal fallback action (the first one)."""

from __future__ import annotations

import threading
import time
import traceback

from game.ai.base import Agent
from game.engine.actions import Action
from game.engine.view import View


class DecisionJob:
    def __init__(self, agent: Agent, view: View, start: bool = True) -> None:
        self.agent = agent
        self.view = view
        self._cancel = threading.Event()
        self._done = threading.Event()
        self._action: Action | None = None
        self.error: str | None = None
        self.started_at = time.monotonic()
        self.seconds = 0.0
        self._thread = threading.Thread(target=self._run, name=f"ai-{getattr(agent, 'name', 'agent')}", daemon=True)
        if start:
            self._thread.start()

    def start(self) -> None:
        if not self._thread.is_alive() and not self._done.is_set():
            self._thread.start()

    def _stop(self) -> bool:
        return self._cancel.is_set()

    def _run(self) -> None:
        try:
            action = self.agent.choose(self.view, self._stop)
            if action not in self.view.legal_actions:
                raise ValueError(f"the {getattr(self.agent, 'name', 'agent')} agent chose an illegal action {action!r}")
            self._action = action
        except Exception as exc:  # reported, never raised into the UI
            last = traceback.extract_tb(exc.__traceback__)[-1:] if exc.__traceback__ else []
            where = f" ({last[0].filename}:{last[0].lineno})" if last else ""
            self.error = f"the computer player failed: {type(exc).__name__}: {exc}{where}"
            self._action = self.view.legal_actions[0] if self.view.legal_actions else None
        finally:
            self.seconds = time.monotonic() - self.started_at
            self._done.set()

    @property
    def done(self) -> bool:
        return self._done.is_set()

    @property
    def cancelled(self) -> bool:
        return self._cancel.is_set()

    def poll(self) -> Action | None:
        """The chosen action once the agent has finished (and the job was not cancelled), else None."""
        if not self._done.is_set() or self._cancel.is_set():
            return None
        return self._action

    def cancel(self) -> None:
        """Stop the search now; the thread ends on its next `stop()` poll and its result is dropped."""
        self._cancel.set()

    def wait(self, timeout: float | None = None) -> bool:
        """Block until done (for scripts and tests, not the UI loop). True if finished."""
        return self._done.wait(timeout)
