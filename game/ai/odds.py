"""Exact shot odds (R5.3-R5.7, R5.10) by enumerating the synergy cards a side has not seen.

A pool is the multiset of unseen synergy cards as counts per kind, in `KINDS` order. Every unseen
card is equally likely to lie in any unseen place (the deck, the opponent's hand, the unseen part
of the discard pile, a face-down slot), so each unknown slot is a draw without replacement from
the pool. The defender's optional slot 2 (R5.4), seen from the attacker, is one more unknown draw.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from typing import Final

from game.engine.cards import CardDef, default_cards
from game.engine.view import View

KINDS: Final[tuple[str, ...]] = ("1", "1T", "2", "3", "4", "5")
STARS: Final[tuple[int, ...]] = (1, 1, 2, 3, 4, 5)
TACKLE: Final[tuple[bool, ...]] = (False, True, False, False, False, False)
FULL_POOL: Final[tuple[int, ...]] = (1, 2, 5, 10, 5, 2)  # cards.toml [synergy]
KIND_INDEX: Final[dict[str, int]] = {k: i for i, k in enumerate(KINDS)}
# R11.1: at the equilibrium (kicks uniform; saves {C,corner} 0.1 each, {side pair} 0.3 each)
# every spot is covered with probability 0.4, so a penalty kick scores 0.6.
PENALTY_GOAL: Final = 0.6
HAND_SLOTS: Final[dict[str, int]] = {"AGGRESSIVE": 2, "NORMAL": 1, "DEFENSIVE": 0}

Pool = tuple[int, ...]


@dataclass(frozen=True)
class ShotOdds:
    out: float  # total attack >= 12 (R5.6)
    magic: float  # total attack exactly 11 (a goal unless tackled; not for a blind shot)
    beat_likely: float  # total attack <= 10 and above the defense's likely total
    goal: float  # a goal straight from the reveal (magic or attack > defense), no tackle
    tackle: float  # the defender reveals a TACKLE: a penalty kick decides (R5.7)
    likely_defense: int  # base defense + the expected stars of the defender's cards, rounded

    @property
    def score(self) -> float:
        """The chance the shot ends in a goal, penalty kicks at their equilibrium value."""
        return self.goal + PENALTY_GOAL * self.tackle


def stars_of(code: str) -> int:
    return STARS[KIND_INDEX[code]]


def is_tackle(code: str) -> bool:
    return TACKLE[KIND_INDEX[code]]


def card_def(card: str) -> CardDef:
    return default_cards().by_id[card]


def remove(pool: Pool, codes: Iterable[str]) -> Pool:
    counts = list(pool)
    for code in codes:
        i = KIND_INDEX[code]
        counts[i] = max(0, counts[i] - 1)
    return tuple(counts)


@lru_cache(maxsize=65536)
def draws(pool: Pool, n: int) -> tuple[tuple[float, int, bool, Pool], ...]:
    """Every outcome of `n` draws without replacement: (probability, stars, any tackle, pool left).
    With the pool exhausted further draws give nothing (R8.2)."""
    total = sum(pool)
    if n <= 0 or total == 0:
        return ((1.0, 0, False, pool),)
    merged: dict[tuple[int, bool, Pool], float] = {}
    for i, c in enumerate(pool):
        if c == 0:
            continue
        p = c / total
        rest = (*pool[:i], c - 1, *pool[i + 1 :])
        for q, stars, tackle, left in draws(rest, n - 1):
            key = (stars + STARS[i], tackle or TACKLE[i], left)
            merged[key] = merged.get(key, 0.0) + p * q
    return tuple((p, s, t, left) for (s, t, left), p in merged.items())


@lru_cache(maxsize=65536)
def _defense_dist(pool: Pool, n: int) -> tuple[tuple[float, int, bool], ...]:
    merged: dict[tuple[int, bool], float] = {}
    for p, s, t, _ in draws(pool, n):
        merged[(s, t)] = merged.get((s, t), 0.0) + p
    return tuple((p, s, t) for (s, t), p in merged.items())


def expected_stars(pool: Pool) -> float:
    total = sum(pool)
    return sum(c * s for c, s in zip(pool, STARS, strict=True)) / total if total else 0.0


@lru_cache(maxsize=262144)
def shot_odds(
    pool: Pool,
    attack_known: int,
    attack_unknown: int,
    defense_known: int,
    defense_unknown: int,
    tackle_known: bool = False,
    blind: bool = False,
) -> ShotOdds:
    """Exact odds of one shot. `attack_known`: base attack + the stars of the attacker's cards the
    viewer knows; `attack_unknown`: how many of its cards are unseen (or still to be drawn).
    Likewise for the defense; `tackle_known`: a known defender card is a TACKLE."""
    likely = defense_known + round(defense_unknown * expected_stars(pool))
    out = magic = beat = goal = tackle = 0.0
    for p, stars, _, left in draws(pool, attack_unknown):
        attack = attack_known + stars
        if attack >= 12:
            out += p
            continue
        if attack == 11 and not blind:
            magic += p
        if attack > likely and attack <= 10:
            beat += p
        for q, dstars, dtackle in _defense_dist(left, defense_unknown):
            pq = p * q
            if dtackle or tackle_known:
                tackle += pq
            elif (attack == 11 and not blind) or attack > defense_known + dstars:
                goal += pq
    return ShotOdds(out, magic, beat, goal, tackle, likely)


# ---------------------------------------------------------------- from a view


def unseen_pool(view: View) -> Pool:
    """All 25 synergy cards minus those whose place this side knows: its hand, the discards it saw,
    its own cards on a synergy board, revealed board cards and the Tempo Control choice."""
    known: list[str] = list(view.me.hand or ())
    known += view.known_discard
    for team in view.teams:
        known += [b.card for b in team.board if b.card is not None]
    if view.keep_choices is not None:
        known += view.keep_choices
    return remove(FULL_POOL, known)


def attacker_odds(view: View, chosen: tuple[str, ...] = ()) -> ShotOdds | None:
    """The attacker's odds with the hand cards `chosen`, in a shot decision of the viewer's side:
    whether to shoot (SHOOT_OPTION), where the token goes (TOKEN) or which synergy cards to add
    (ATTACK_SYNERGY). None when the viewer is not facing such a decision."""
    me = view.viewer
    if view.phase == "shoot_option" and view.active == me and view.placed_card is not None:
        card = view.placed_card
        base_attack = attack_icons_of(view, me, card)
        base_defense = max(0, defense_icons_of(view, 1 - me) - card_def(card).crack)
        blind, unknown, known = False, 1, 0
    elif view.phase in ("token", "attack_synergy") and view.shot is not None and view.shot.side == me:
        base_attack, base_defense = view.shot.base_attack, view.shot.base_defense
        blind = view.shot.kind == "blind"
        board = view.me.board
        unknown = sum(1 for b in board if b.card is None) if board else 1
        known = sum(stars_of(b.card) for b in board if b.card is not None)
    else:
        return None
    pool = remove(unseen_pool(view), chosen)
    attack_known = base_attack + known + sum(stars_of(c) for c in chosen)
    return shot_odds(pool, attack_known, unknown, base_defense, defender_unknown(view, 1 - me), False, blind)


def defender_unknown(view: View, defender: int) -> int:
    """Defender's cards unknown to the attacker: the deck's card, plus slot 2 when it can be filled."""
    drawable = view.deck_size + view.discard_size
    return 2 if view.teams[defender].hand_count > 0 or drawable >= 2 else 1


def defender_odds(view: View) -> dict[str, ShotOdds]:
    """For the defender in DEFEND_SYNERGY: the attacker's odds for each slot-2 choice (R5.4),
    keyed by `DefendSynergy.source` ("none", "deck" or a synergy code from hand)."""
    assert view.shot is not None
    attacker = view.shot.side
    pool = unseen_pool(view)
    a_unknown = len(view.teams[attacker].board)
    base_a, base_d = view.shot.base_attack, view.shot.base_defense
    blind = view.shot.kind == "blind"
    slot1 = sum(1 for b in view.me.board if b.card is None)
    out: dict[str, ShotOdds] = {}
    for source in {"none", "deck", *(view.me.hand or ())}:
        if source == "none":
            out[source] = shot_odds(pool, base_a, a_unknown, base_d, slot1, False, blind)
        elif source == "deck":
            out[source] = shot_odds(pool, base_a, a_unknown, base_d, slot1 + 1, False, blind)
        else:
            out[source] = shot_odds(pool, base_a, a_unknown, base_d + stars_of(source), slot1, is_tackle(source), blind)
    return out


def attack_icons_of(view: View, side: int, card: str) -> int:
    return sum(1 for i in view.teams[side].icons if i.type == "A" and not i.covered and card in i.cards)


def defense_icons_of(view: View, side: int) -> int:
    return sum(1 for i in view.teams[side].icons if i.type == "D" and not i.covered)
