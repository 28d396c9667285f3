"""Runs a computer opponent's `choose` off the frame loop, in a daemon thread.

`stop()` sets the agent's stop flag (the contract in game/ai/base.py: a long search returns its
best action at once) and abandons the thread, so leaving a match or closing the window never waits."""

from __future__ import annotations

import threading
import time

from game.ai.base import Agent
from game.engine.actions import Action
from game.engine.view import View


class AgentWorker:
    def __init__(self, agent: Agent, view: View) -> None:
        self._stop = threading.Event()
        self.result: Action | None = None
        self.error: BaseException | None = None
        self.started = time.perf_counter()
        self.view = view
        self._thread = threading.Thread(target=self._run, args=(agent, view), daemon=True, name="agent")
        self._thread.start()

    def _run(self, agent: Agent, view: View) -> None:
        try:
            self.result = agent.choose(view, self._stop.is_set)
        except BaseException as exc:  # reported to the UI, which falls back to a legal action
            self.error = exc

    @property
    def done(self) -> bool:
        return not self._thread.is_alive()

    def elapsed(self) -> float:
        return time.perf_counter() - self.started

    def stop(self) -> None:
        self._stop.set()
