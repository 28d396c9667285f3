"""Normal: a one-turn lookahead with exact shot odds (odds.py) and a static evaluation (evaluate.py).

Every option of the current decision is scored as the exact chance of scoring now plus the worth
of the position it leaves: the chance of its best next shot minus the opponent's."""

from __future__ import annotations

from itertools import combinations

from game.ai.base import RuleAgent
from game.ai.evaluate import CARD_COST, NORMAL_WEIGHTS, SideInfo, Weights, attackers, best_synergy, count, evaluate
from game.ai.knowledge import bench_choice, card_def, card_value, penalty_action
from game.ai.normal_odds import normal_source
from game.ai.odds import BEST, HAND_SLOTS, attacker_odds, defender_odds, defender_unknown, unseen_pool
from game.ai.viewtools import (
    cheapest_token,
    cover,
    draft_or_lineup,
    icons_after_place,
    marker_after,
    side_info,
    worn_out_subs,
)
from game.engine import actions as A
from game.engine.actions import Action
from game.engine.icons import Icon
from game.engine.rng import Rng
from game.engine.view import View

KEEP_ORDER = ("4", "3", "5", "1T", "2", "1")


class NormalAgent(RuleAgent):
    name = "normal"

    def decide(self, view: View) -> Action:
        return decide(view, self.rng)


def decide(view: View, rng: Rng, w: Weights = NORMAL_WEIGHTS) -> Action:
    """Normal's decision; another level may pass its own evaluation weights `w`."""
    phase = view.phase
    legal = view.legal_actions
    if phase == "draft":
        pick = max(view.draft_revealed, key=lambda c: (card_value(c), c))
        return draft_or_lineup(view, pick, None) or legal[0]
    if phase == "lineup":
        return draft_or_lineup(view, None, bench_choice(view.me.roster)) or legal[0]
    if phase in ("penalty_kick", "penalty_save", "shootout_kick", "shootout_save"):
        return penalty_action(legal, rng)
    if phase == "half_time":
        return A.EndSubstitutions()
    if phase in ("team_action", "player_action"):
        subs = worn_out_subs(view)
        if subs:
            return subs[0]
    if phase == "team_action":
        return team_action(view, w)
    if phase == "player_action":
        return player_action(view, w)
    if phase == "effect":
        return effect_choice(view, w)
    if phase == "keep":
        codes = [a.card for a in legal if isinstance(a, A.KeepCard)]
        return A.KeepCard(min(codes, key=KEEP_ORDER.index))
    if phase == "shoot_option":
        card = view.placed_card
        assert card is not None
        shoot, _ = shot_now(view, view.me.icons, card, w=w)
        stay = evaluate(
            unseen_pool(view), side_info(view, view.viewer), side_info(view, 1 - view.viewer), view.token_supply, w
        )
        return A.Shoot(shoot > stay)
    if phase == "token":
        return token_choice(view, w)
    if phase == "attack_synergy":
        return attack_synergy(view)
    if phase == "defend_synergy":
        return defend_synergy(view, w)
    return legal[0]


def _position(
    view: View,
    icons: tuple[Icon, ...] | None = None,
    hand: tuple[str, ...] | None = None,
    marker: int | None = None,
    supply: int | None = None,
    hand_count: int | None = None,
    w: Weights = NORMAL_WEIGHTS,
) -> float:
    pool = unseen_pool(view)
    me = side_info(view, view.viewer, icons=icons, hand=hand, marker=marker, hand_count=hand_count)
    opp = side_info(view, 1 - view.viewer, marker=marker)
    return evaluate(pool, me, opp, view.token_supply if supply is None else supply, w)


def shot_now(
    view: View, icons: tuple[Icon, ...], card: str, cannon: bool = False, w: Weights = NORMAL_WEIGHTS
) -> tuple[float, tuple[str, ...]]:
    """Exact chance to score by shooting with `card` now (given these icons), plus the position after."""
    me = view.viewer
    hand = view.me.hand or ()
    pool = unseen_pool(view)
    a = attackers(icons).get(card, 0)
    d = 0 if cannon else max(0, count(view.opponent.icons, "D") - card_def(card).crack)
    slots = HAND_SLOTS[view.me.control]
    p, sub = best_synergy(pool, a, d, hand, slots, defender_unknown(view, 1 - me))
    key = cheapest_token(icons, card) if a > 0 else None
    after_icons = cover(icons, key) if key is not None else icons
    rest = list(hand)
    for c in sub:
        rest.remove(c)
    supply = view.token_supply - (1 if key is not None else 0)
    after = _position(view, icons=after_icons, hand=tuple(rest), supply=supply, w=w)
    return p + after + w.shoot, sub


def team_action(view: View, w: Weights = NORMAL_WEIGHTS) -> Action:
    me = view.viewer
    hand = view.me.hand or ()
    best: tuple[float, Action] | None = None
    lead = view.score[me] - view.score[1 - me]
    for a in view.legal_actions:
        if isinstance(a, A.PassDraw):
            extra = ("3",) * a.k
            sign = 1 if lead > 0 else -1 if lead < 0 else 0
            value = _position(view, hand=tuple(hand) + extra, w=w) + 0.01 * a.k * sign
        elif isinstance(a, A.Press):
            steps = count(view.me.icons, "S")
            value = _position(view, marker=marker_after(view.marker, me, steps), w=w)
        else:
            continue
        if best is None or value > best[0] + 1e-9:
            best = (value, a)
    return best[1] if best else view.legal_actions[0]


def _effect_bonus(view: View, card: str, w: Weights = NORMAL_WEIGHTS) -> float:
    bonus = 0.0
    hand_n = len(view.me.hand or ())
    for e in card_def(card).effects:
        if e == "DRAW_1" and hand_n < 5:
            bonus += w.card
        elif e == "DRAW_2_KEEP_1" and hand_n <= 4:
            bonus += 1.4 * w.card
        elif e == "STEAL_1" and view.opponent.hand_count > 0:
            bonus += 0.8 * w.card
        elif e.startswith("CONTROL_"):
            bonus += 0.04 * int(e[-1]) if view.marker != (2 if view.viewer == 0 else -2) else 0.0
    return bonus


def player_action_scores(view: View, w: Weights = NORMAL_WEIGHTS) -> list[tuple[float, Action]]:
    """Normal's worth of every build-up, direct attack or blind shot (substitutions left out)."""
    scores: list[tuple[float, Action]] = []
    can_shoot = view.token_supply > 0 and not view.shot_taken
    for a in view.legal_actions:
        if isinstance(a, A.Place):
            icons = icons_after_place(view.me, a.card, a.row, a.col)
            value = _position(view, icons=icons, w=w)
            if "CANNON_SHOT" in card_def(a.card).effects:
                value = max(value, shot_now(view, icons, a.card, cannon=True, w=w)[0])
            elif can_shoot and attackers(icons).get(a.card, 0) > 0:
                value = max(value, shot_now(view, icons, a.card, w=w)[0])
            value += _effect_bonus(view, a.card, w)
        elif isinstance(a, A.DirectAttack):
            value = shot_now(view, view.me.icons, a.card, w=w)[0]
        elif isinstance(a, A.BlindShot):
            value = 0.0
        else:
            continue
        scores.append((value, a))
    return scores


def player_action(view: View, w: Weights = NORMAL_WEIGHTS) -> Action:
    best: tuple[float, Action] | None = None
    for value, a in player_action_scores(view, w):
        if best is None or value > best[0] + 1e-9:
            best = (value, a)
    return best[1] if best is not None else view.legal_actions[0]


def effect_choice(view: View, w: Weights = NORMAL_WEIGHTS) -> Action:
    effect = view.pending_effects[0]
    if effect == "CANNON_SHOT":
        card = view.placed_card
        assert card is not None
        cannon = shot_now(view, view.me.icons, card, cannon=True, w=w)[0]
        plain = _position(view, w=w)
        if view.token_supply > 0 and attackers(view.me.icons).get(card, 0) > 0:
            plain = max(plain, shot_now(view, view.me.icons, card, w=w)[0])
        return A.UseEffect(effect, cannon >= plain)
    return A.UseEffect(effect, True)


def token_choice(view: View, w: Weights = NORMAL_WEIGHTS) -> Action:
    options = [a for a in view.legal_actions if isinstance(a, A.PlaceToken)]
    best = max(options, key=lambda a: (_position(view, icons=cover(view.me.icons, a.icon), w=w), -len(a.icon)))
    return best


def attack_synergy(view: View, slot2: str = BEST) -> Action:
    """R5.3: the hand cards whose exact odds (the hint's, against the defender model `slot2`) are
    best, net of the cards' cost."""
    codes = sorted(view.me.hand or ())
    slots = HAND_SLOTS[view.me.control]
    best: tuple[float, tuple[str, ...]] = (-1.0, ())
    for n in range(min(slots, len(codes)) + 1):
        for sub in sorted(set(combinations(codes, n))):
            odds = attacker_odds(view, sub, slot2)
            assert odds is not None
            value = odds.score - CARD_COST * n
            if value > best[0] + 1e-9:
                best = (value, sub)
    return A.PlaySynergy(best[1])


def defend_synergy(view: View, w: Weights = NORMAL_WEIGHTS) -> Action:
    legal_sources = {a.source for a in view.legal_actions if isinstance(a, A.DefendSynergy)}
    return A.DefendSynergy(normal_source(defender_odds(view), legal_sources, w.spend))


__all__ = ["NormalAgent", "SideInfo", "decide"]
