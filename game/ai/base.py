"""The agent interface the match UI, the headless runner and the benchmarks share."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from game.engine.actions import Action
from game.engine.rng import Rng
from game.engine.view import View


class Agent(Protocol):
    name: str

    def choose(self, view: View, stop: Callable[[], bool] | None = None) -> Action:
        """One of `view.legal_actions`. The view is the agent's only source of information (R12);
        a search agent determinizes with `game.engine.sampling.sample_state(view, rng)`.
        A long search polls `stop()` and, once it is true, returns its best action so far at once."""
        ...


def forced_choice(view: View) -> Action | None:
    """The one legal action when there is nothing to decide, else None.

    Raises ValueError when the agent is asked to act without a decision of its own."""
    if not view.legal_actions:
        raise ValueError("the agent was asked to act when it has no decision")
    return view.legal_actions[0] if len(view.legal_actions) == 1 else None


class RuleAgent:
    """An agent that decides in one call (no search): `decide` sees only the view; a forced move
    is played without asking it, and a decision outside the legal actions falls back to the first."""

    name = "rule"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def decide(self, view: View) -> Action:
        return view.legal_actions[0]

    def choose(self, view: View, stop: Callable[[], bool] | None = None) -> Action:
        only = forced_choice(view)
        if only is not None:
            return only
        action = self.decide(view)
        return action if action in view.legal_actions else view.legal_actions[0]
