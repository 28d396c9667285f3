"""The simplest legal agent: a uniformly random legal action, from its own seeded generator."""

from __future__ import annotations

from collections.abc import Callable

from game.engine.actions import Action
from game.engine.rng import Rng
from game.engine.view import View


class RandomAgent:
    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def choose(self, view: View, stop: Callable[[], bool] | None = None) -> Action:
        actions = view.legal_actions
        if not actions:
            raise ValueError("the agent was asked to act when it has no decision")
        return actions[self.rng.below(len(actions))]
