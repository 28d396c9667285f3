"""Fixed game knowledge the agents share: card values for the draft and line-up, the penalty
equilibrium (R11.1), and small lookups on card data."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Final

from game.engine.actions import Action, DraftPick, Kick, Save
from game.engine.cards import CardDef, default_cards
from game.engine.rng import Rng

# R11.1 equilibrium: kicks uniform; saves {C,corner} 0.1 each, {TL,BL} and {TR,BR} 0.3 each.
SAVE_WEIGHTS: Final[dict[tuple[str, ...], int]] = {
    ("C", "TL"): 1,
    ("C", "TR"): 1,
    ("BL", "C"): 1,
    ("BR", "C"): 1,
    ("BL", "TL"): 3,
    ("BR", "TR"): 3,
}
HALF_WEIGHT: Final[dict[str, float]] = {"A": 1.0, "D": 0.8, "P": 0.55, "S": 0.5}
EFFECT_WEIGHT: Final[dict[str, float]] = {
    "CONTROL_1": 0.8,
    "CONTROL_2": 1.4,
    "DRAW_1": 0.6,
    "DRAW_2_KEEP_1": 0.8,
    "STEAL_1": 0.6,
    "CANNON_SHOT": 1.2,
}


# Hard's draft (R3.2): each star's share of points (win 1, draw 1/2) in 12,000 self-play matches of
# the playout policy (game/ai/playout.py) with random drafts, seeds 1000-12999, each about +-0.005:
# `python -m game.bench.star_strength` prints this table.
STAR_STRENGTH: Final[dict[str, float]] = {
    "CB_SWEEPER": 0.602,
    "RB_WING_BACK": 0.590,
    "RWF_INSIDE_FORWARD": 0.536,
    "CF_LINE_BREAKER": 0.526,
    "DMF_CANNON_SHOT": 0.513,
    "SS_DRIBBLER": 0.504,
    "CB_LIBERO": 0.502,
    "LB_OVERLAPPING": 0.458,
    "CMF_REGISTA": 0.455,
    "AMF_KILLER_PASS": 0.449,
    "CF_TARGET_MAN": 0.437,
    "DMF_BALL_WINNER": 0.429,
}


def card_def(card: str) -> CardDef:
    return default_cards().by_id[card]


@lru_cache(maxsize=64)
def card_value(card: str) -> float:
    """A rough worth of a player card, for the draft (R3.2) and the line-up (R3.3)."""
    c = card_def(card)
    value = sum(HALF_WEIGHT[h] for h in c.halves if h is not None)
    value += sum(2.0 * HALF_WEIGHT[p] for p in c.printed)
    value += sum(EFFECT_WEIGHT[e] for e in c.effects)
    value += 0.4 * c.crack
    return value


def penalty_action(legal: Sequence[Action], rng: Rng) -> Action:
    """A kick or save drawn from the R11.1 equilibrium mix: the opponent can exploit nothing."""
    weights = [SAVE_WEIGHTS.get(a.spots, 1) if isinstance(a, Save) else 1 for a in legal]
    if not all(isinstance(a, (Kick, Save)) for a in legal):
        return legal[rng.below(len(legal))]
    pick = rng.below(sum(weights))
    for action, w in zip(legal, weights, strict=True):
        if pick < w:
            return action
        pick -= w
    return legal[-1]


def bench_choice(roster: Sequence[str]) -> tuple[str, ...]:
    """R3.3: bench the three weakest cards, keeping at least three cards of every role."""
    by_value = sorted(roster, key=lambda c: (card_value(c), c))
    bench: list[str] = []
    for card in by_value:
        role = card_def(card).role
        left = [c for c in roster if c not in bench and c != card and card_def(c).role == role]
        if len(left) >= 3:
            bench.append(card)
        if len(bench) == 3:
            break
    return tuple(sorted(bench))


def star_pick(legal: Sequence[Action], revealed: Sequence[str]) -> Action | None:
    """Hard's draft (R3.2): the revealed star that did best in self-play (STAR_STRENGTH)."""
    pick = max(revealed, key=lambda c: (STAR_STRENGTH.get(c, 0.0), c))
    return next((a for a in legal if isinstance(a, DraftPick) and a.card == pick), None)
