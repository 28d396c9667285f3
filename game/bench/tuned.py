"""Normal-with-Hard's-draft: Normal's play exactly, drafting stars as Hard does. The bench's
yardstick for Hard's play alone."""

from __future__ import annotations

from game.ai.base import RuleAgent
from game.ai.knowledge import star_pick
from game.ai.normal import decide
from game.engine.actions import Action
from game.engine.view import View


class NormalHardDraftAgent(RuleAgent):
    """Normal's play exactly, with Hard's star draft: isolates how much Hard's play adds."""

    name = "normal-hd"

    def decide(self, view: View) -> Action:
        if view.phase == "draft":
            pick = star_pick(view.legal_actions, view.draft_revealed)
            if pick is not None:
                return pick
        return decide(view, self.rng)
