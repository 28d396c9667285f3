"""Levels built from Normal's one-turn lookahead with other evaluation weights and Hard's star draft:
Normal-with-Hard's-draft (the bench's yardstick for Hard's play) and the tuned policy Hard's
search starts from (`HARD_WEIGHTS`, fitted by `game/bench/tune.py`)."""

from __future__ import annotations

from game.ai.base import RuleAgent
from game.ai.evaluate import NORMAL_WEIGHTS, Weights
from game.ai.knowledge import star_pick
from game.ai.normal import decide
from game.engine.actions import Action
from game.engine.view import View


class WeightedAgent(RuleAgent):
    """Normal's decisions with evaluation weights `w`, drafting stars as Hard does."""

    name = "weighted"

    def __init__(self, seed: int = 0, w: Weights = NORMAL_WEIGHTS) -> None:
        super().__init__(seed)
        self.w = w

    def decide(self, view: View) -> Action:
        if view.phase == "draft":
            pick = star_pick(view.legal_actions, view.draft_revealed)
            if pick is not None:
                return pick
        return decide(view, self.rng, self.w)


class NormalHardDraftAgent(WeightedAgent):
    """Normal's play exactly, with Hard's star draft: isolates how much Hard's play adds."""

    name = "normal-hd"

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed, NORMAL_WEIGHTS)
