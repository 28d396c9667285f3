"""Easy: legal moves with light sense. It takes any star in the draft, builds up toward attacking
icons, shoots whenever it can, and throws in whatever synergy cards come to hand without counting
(it spends synergy carelessly)."""

from __future__ import annotations

from collections.abc import Sequence

from game.ai.base import RuleAgent
from game.ai.evaluate import attackers, count
from game.ai.knowledge import bench_choice
from game.ai.viewtools import draft_or_lineup, icons_after_place, worn_out_subs
from game.engine import actions as A
from game.engine.actions import Action
from game.engine.view import View

STAR_ORDER = {"1": 1, "1T": 1, "2": 2, "3": 3, "4": 4, "5": 5}


class EasyAgent(RuleAgent):
    name = "easy"

    def _pick(self, actions: Sequence[Action]) -> Action:
        return actions[self.rng.below(len(actions))]

    def decide(self, view: View) -> Action:
        legal = list(view.legal_actions)
        phase = view.phase
        hand = view.me.hand or ()
        if phase == "draft":
            return self._pick(legal)  # light sense: any star will do
        if phase == "lineup":
            return draft_or_lineup(view, None, bench_choice(view.me.roster)) or self._pick(legal)
        if phase in ("team_action", "player_action"):
            subs = worn_out_subs(view)
            if subs:
                return subs[0]
        if phase == "team_action":
            passes = [a for a in legal if isinstance(a, A.PassDraw)]
            press = [a for a in legal if isinstance(a, A.Press)]
            if passes and (len(hand) < 3 or not press):
                return max(passes, key=lambda a: a.k)
            return press[0] if press else self._pick(legal)
        if phase == "player_action":
            return self._player_action(view, legal)
        if phase == "shoot_option":
            return A.Shoot(True)
        if phase == "attack_synergy":
            return self._pick(legal)  # careless: any cards from hand
        if phase == "defend_synergy":
            opts = [a for a in legal if isinstance(a, A.DefendSynergy)]
            from_hand = [a for a in opts if a.source not in ("none", "deck")]
            if from_hand:
                return max(from_hand, key=lambda a: STAR_ORDER[a.source])
            decks = [a for a in opts if a.source == "deck"]
            return decks[0] if decks else opts[0]
        if phase == "effect":
            return A.UseEffect(view.pending_effects[0], True)
        if phase == "keep":
            return max((a for a in legal if isinstance(a, A.KeepCard)), key=lambda a: STAR_ORDER[a.card])
        if phase == "half_time":
            return A.EndSubstitutions()
        return self._pick(legal)

    def _player_action(self, view: View, legal: list[Action]) -> Action:
        direct = [a for a in legal if isinstance(a, A.DirectAttack)]
        base = attackers(view.me.icons)
        strong = [a for a in direct if base.get(a.card, 0) >= 3]
        if strong and self.rng.below(2) == 0:
            return self._pick(list(strong))
        places = [a for a in legal if isinstance(a, A.Place)]
        if not places:
            return self._pick(direct) if direct else self._pick(legal)
        scored: list[tuple[int, int, A.Place]] = []
        for a in places:
            icons = icons_after_place(view.me, a.card, a.row, a.col)
            gain = 2 * attackers(icons).get(a.card, 0) + count(icons, "D") + count(icons, "P") + count(icons, "S")
            scored.append((gain, self.rng.below(1000), a))
        scored.sort(key=lambda t: (t[0], t[1]))
        return scored[-1][2]
