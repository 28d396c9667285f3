"""A position's worth for one side, from exact shot odds: the chance of its best next shot against
the opponent's defense, minus the opponent's, plus small terms for hand cards and icons."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations
from typing import Final

from game.ai.features import Summary
from game.ai.knowledge import card_def
from game.ai.odds import HAND_SLOTS, Pool, shot_odds, stars_of
from game.engine.icons import Icon

CARD_COST: Final = 0.03  # a hand card spent on a shot
CARD_VALUE: Final = 0.05  # a card in hand (Normal's weight)
GENERIC_ATTACK: Final = 3  # an opponent without an attacker yet is assumed to find one this good


@dataclass(frozen=True)
class Weights:
    """How a position's features add up (tuned by play: Normal's against Easy)."""

    me: float = 0.7  # our best next shot's chance
    opp: float = 1.5  # the opponent's best next shot's chance
    second: float = 0.35  # a second shooter
    card: float = CARD_VALUE  # each card in hand
    generic: float = 0.7  # an opponent with no attacker yet, as a share of a GENERIC_ATTACK shooter
    pass_: float = 0.03  # each PASS icon up to 3
    press: float = 0.03  # each PRESS icon up to 2
    attack: float = 0.01  # each ATTACK icon
    shoot: float = 0.0  # added to the worth of shooting now
    spend: float = CARD_COST  # a hand card given to the defence (R5.4 slot 2)


NORMAL_WEIGHTS: Final = Weights()


@dataclass(frozen=True)
class SideInfo:
    summary: Summary  # the team's uncovered icons (features.py)
    hand: tuple[str, ...] | None  # sorted codes; None: unknown to the evaluating side
    hand_count: int
    control: str  # R7.2


def count(icons: Sequence[Icon], kind: str) -> int:
    return sum(1 for i in icons if i.type == kind and not i.covered)


def attackers(icons: Sequence[Icon]) -> dict[str, int]:
    """Base attack (R5.2) of every card with an uncovered ATTACK icon."""
    out: dict[str, int] = {}
    for i in icons:
        if i.type == "A" and not i.covered:
            for c in i.cards:
                out[c] = out.get(c, 0) + 1
    return out


def best_synergy(
    pool: Pool,
    base_attack: int,
    base_defense: int,
    hand: Sequence[str],
    slots: int,
    def_unknown: int = 2,
    blind: bool = False,
    attack_unknown: int = 1,
) -> tuple[float, tuple[str, ...]]:
    """R5.3: the hand cards (at most `slots`) that maximise the chance to score, net of their cost.
    `pool` holds the cards the attacker has not seen, so its hand is not in it."""
    return _best_synergy(
        pool, base_attack, base_defense, tuple(sorted(hand)), slots, def_unknown, blind, attack_unknown
    )


@lru_cache(maxsize=65536)
def _best_synergy(
    pool: Pool,
    base_attack: int,
    base_defense: int,
    codes: tuple[str, ...],
    slots: int,
    def_unknown: int,
    blind: bool,
    attack_unknown: int,
) -> tuple[float, tuple[str, ...]]:
    best: tuple[float, tuple[str, ...]] = (-1.0, ())
    seen: set[tuple[str, ...]] = set()
    for n in range(min(slots, len(codes)) + 1):
        for sub in combinations(codes, n):
            if sub in seen:
                continue
            seen.add(sub)
            odds = shot_odds(
                pool,
                base_attack + sum(stars_of(c) for c in sub),
                attack_unknown,
                base_defense,
                def_unknown,
                False,
                blind,
            )
            value = odds.score - CARD_COST * n
            if value > best[0] + 1e-9:
                best = (value, sub)
    return best[0], best[1]


def shot_value(pool: Pool, base_attack: int, base_defense: int, side: SideInfo, slots: int | None = None) -> float:
    """The attacker's chance to score with this base attack, playing its hand well (or, unknown, at random)."""
    n = HAND_SLOTS[side.control] if slots is None else slots
    if side.hand is not None:
        return best_synergy(pool, base_attack, base_defense, side.hand, n)[0]
    return shot_odds(pool, base_attack, 1 + min(n, side.hand_count), base_defense, 2).score


def potential(
    pool: Pool, att: SideInfo, defense: SideInfo, supply: int, generic: bool = False, w: Weights = NORMAL_WEIGHTS
) -> float:
    """The attacker's best next shot, plus a little for a second shooter."""
    shooters = (
        () if supply <= 0 else tuple(sorted(((a, card_def(c).crack) for c, a in att.summary.attack), reverse=True))
    )
    return _potential(
        pool,
        shooters,
        defense.summary.d,
        att.hand,
        att.hand_count,
        att.control,
        w.generic if generic else 0.0,
        w.second,
    )


@lru_cache(maxsize=262144)
def _potential(
    pool: Pool,
    shooters: tuple[tuple[int, int], ...],
    d: int,
    hand: tuple[str, ...] | None,
    hand_count: int,
    control: str,
    generic: float,
    second_weight: float,
) -> float:
    side = SideInfo(Summary((), 0, 0, 0, 0), hand, hand_count, control)
    by_kind = {(a, crack): shot_value(pool, a, max(0, d - crack), side) for a, crack in set(shooters)}
    values = sorted((by_kind[k] for k in shooters), reverse=True)
    best = values[0] if values else 0.0
    if generic > 0:
        best = max(best, generic * shot_value(pool, GENERIC_ATTACK, d, side))
    second = values[1] if len(values) > 1 else 0.0
    return best + second_weight * second


def evaluate(pool: Pool, me: SideInfo, opp: SideInfo, supply: int, w: Weights = NORMAL_WEIGHTS) -> float:
    mine = potential(pool, me, opp, supply, w=w)
    theirs = potential(pool, opp, me, supply, generic=True, w=w)
    f = me.summary
    small = w.pass_ * min(f.p, 3) + w.press * min(f.s, 2) + w.attack * f.a
    return w.me * mine - w.opp * theirs + w.card * min(me.hand_count, 5) + small


def best_shot(
    pool: Pool,
    shooters: tuple[tuple[int, int], ...],
    d: int,
    hand: tuple[str, ...] | None,
    hand_count: int,
    control: str,
) -> float:
    """The best chance to score among `shooters` ((base attack, crack) pairs) against defense `d`."""
    return _potential(pool, shooters, d, hand, hand_count, control, 0.0, 0.0)
