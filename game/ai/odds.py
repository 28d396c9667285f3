"""Exact shot odds (R5.3-R5.7, R5.10, R8.2) by enumerating the synergy cards a side has not seen.

The model: every synergy card the viewer has not seen is equally likely to lie in any place it
cannot see (the deck, the opponent's hand, the unseen part of the discard pile, a face-down slot).
A pool is that multiset as counts per kind, in `KINDS` order. A card still to come is drawn from
the deck (`Supply`); the moment the deck runs out, the discard pile, the cards the viewer saw
there included, is the new deck (R8.2), and with both empty a draw gives nothing. The defender's
optional slot 2 (R5.4) follows a stated model: nothing more (NONE), the deck's next card (DECK),
a given card from hand (its code), or BEST: the defender knows its own hand and the attacker's
cards and picks the choice that leaves the attacker the least chance to score (goal, or tackle
times PENALTY_GOAL), ties to the earlier of none, deck, then the hand's kinds in `KINDS` order.

This is the one odds function: the shot hint (`hint_band`) and the computer players use it.
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
EMPTY: Final[tuple[int, ...]] = (0, 0, 0, 0, 0, 0)
# R11.1: at the equilibrium (kicks uniform; saves {C,corner} 0.1 each, {side pair} 0.3 each)
# every spot is covered with probability 0.4, so a penalty kick scores 0.6.
PENALTY_GOAL: Final = 0.6
HAND_SLOTS: Final[dict[str, int]] = {"AGGRESSIVE": 2, "NORMAL": 1, "DEFENSIVE": 0}
NONE: Final = "none"  # slot-2 models (R5.4); a synergy code means that card from hand
DECK: Final = "deck"
BEST: Final = "best"

Pool = tuple[int, ...]
# Where drawn cards come from: (unseen cards in the deck, seen cards in the deck by kind,
# unseen cards in the discard pile, seen cards in the discard pile by kind).
Supply = tuple[int, Pool, int, Pool]
ENDLESS: Final[Supply] = (10**6, EMPTY, 0, EMPTY)  # every draw from the pool, until it is empty


@dataclass(frozen=True)
class ShotOdds:
    out: float  # total attack >= 12 (R5.6)
    magic: float  # total attack exactly 11 (a goal unless tackled; not for a blind shot)
    goal: float  # a goal straight from the reveal (magic or attack > defense), no tackle
    tackle: float  # the defender reveals a TACKLE: a penalty kick decides (R5.7)

    @property
    def score(self) -> float:
        """The chance the shot ends in a goal, penalty kicks at their equilibrium value."""
        return self.goal + PENALTY_GOAL * self.tackle


@dataclass(frozen=True)
class Band:
    """The hint: the same shot against a defender who adds nothing more and one at its best."""

    best: ShotOdds  # the defender answers at its best (BEST)
    passive: ShotOdds  # the defender adds nothing to its mandatory deck card (NONE)


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


def counts_of(codes: Iterable[str]) -> Pool:
    out = list(EMPTY)
    for code in codes:
        out[KIND_INDEX[code]] += 1
    return tuple(out)


def _less(pool: Pool, i: int) -> Pool:
    return (*pool[:i], pool[i] - 1, *pool[i + 1 :])


@lru_cache(maxsize=65536)
def draw_outcomes(pool: Pool, supply: Supply) -> tuple[tuple[float, int, Pool, Supply], ...]:
    """One card from the deck: (probability, kind or -1 for nothing, pool left, supply left)."""
    du, dk, xu, xk = supply
    if du == 0 and sum(dk) == 0:
        du, dk, xu, xk = xu, xk, 0, EMPTY  # R8.2: the discard pile becomes the deck
    total = du + sum(dk)
    if total == 0:
        return ((1.0, -1, pool, supply),)
    out: list[tuple[float, int, Pool, Supply]] = []
    for i, c in enumerate(dk):
        if c:
            out.append((c / total, i, pool, (du, _less(dk, i), xu, xk)))
    if du:
        n = sum(pool)
        if n == 0:  # the view's counts do not add up: nothing more to draw
            out.append((du / total, -1, pool, (0, dk, xu, xk)))
        for i, c in enumerate(pool):
            if c:
                out.append((du / total * c / n, i, _less(pool, i), (du - 1, dk, xu, xk)))
    return tuple(out)


@lru_cache(maxsize=65536)
def _take(pool: Pool, supply: Supply, hidden: int, drawn: int) -> tuple[tuple[float, int, bool, Pool, Supply], ...]:
    """`hidden` cards already face down (from the pool), then `drawn` more from the deck:
    (probability, stars, any tackle, pool left, supply left), merged."""
    if hidden <= 0 and drawn <= 0:
        return ((1.0, 0, False, pool, supply),)
    if hidden > 0:
        n = sum(pool)
        steps = [((c / n), i, _less(pool, i), supply) for i, c in enumerate(pool) if c] if n else []
        if not steps:
            steps = [(1.0, -1, pool, supply)]
        rest = (hidden - 1, drawn)
    else:
        steps = list(draw_outcomes(pool, supply))
        rest = (0, drawn - 1)
    merged: dict[tuple[int, bool, Pool, Supply], float] = {}
    for p, i, pool1, supply1 in steps:
        for q, stars, tackle, left, sup in _take(pool1, supply1, *rest):
            key = (stars + (STARS[i] if i >= 0 else 0), tackle or (i >= 0 and TACKLE[i]), left, sup)
            merged[key] = merged.get(key, 0.0) + p * q
    return tuple((p, s, t, left, sup) for (s, t, left, sup), p in merged.items())


@lru_cache(maxsize=65536)
def _totals(pool: Pool, supply: Supply, hidden: int, drawn: int) -> tuple[tuple[float, int, bool], ...]:
    merged: dict[tuple[int, bool], float] = {}
    for p, s, t, _, _ in _take(pool, supply, hidden, drawn):
        merged[(s, t)] = merged.get((s, t), 0.0) + p
    return tuple((p, s, t) for (s, t), p in merged.items())


def _supply_left(supply: Supply) -> int:
    return supply[0] + sum(supply[1]) + supply[2] + sum(supply[3])


@lru_cache(maxsize=262144)
def _defence(
    pool: Pool,
    supply: Supply,
    attack: int,
    magic: bool,
    known: int,
    tackle_known: bool,
    hidden: int,
    drawn: int,
    slot2: str,
) -> tuple[float, float]:
    """(goal, tackle) against an attack total below 12, the defender's slot 2 as a fixed choice."""
    if slot2 == DECK:
        drawn += 1
    elif slot2 != NONE:
        known += stars_of(slot2)
        tackle_known = tackle_known or is_tackle(slot2)
    goal = tackle = 0.0
    for q, stars, t in _totals(pool, supply, hidden, drawn):
        if t or tackle_known:
            tackle += q
        elif magic or attack > known + stars:
            goal += q
    return goal, tackle


def best_choice(
    left: Pool,
    supply: Supply,
    attack: int,
    magic: bool,
    known: int,
    tackle_known: bool,
    hidden: int,
    drawn: int,
    held: Iterable[str],
) -> str:
    """BEST's slot 2 (R5.4) against an attack total below 12, for a defender holding `held` (codes);
    `left`: the unseen cards once its hand is set aside."""
    best: tuple[float, str] | None = None
    can_draw = _supply_left(supply) > drawn
    for option in (NONE, *((DECK,) if can_draw else ()), *sorted(set(held), key=KINDS.index)):
        g, t = _defence(left, supply, attack, magic, known, tackle_known, hidden, drawn, option)
        if best is None or g + PENALTY_GOAL * t < best[0] - 1e-12:
            best = (g + PENALTY_GOAL * t, option)
    assert best is not None
    return best[1]


@lru_cache(maxsize=65536)
def _best_defence(
    pool: Pool,
    supply: Supply,
    attack: int,
    magic: bool,
    known: int,
    tackle_known: bool,
    hidden: int,
    drawn: int,
    hand: int,
) -> tuple[float, float]:
    """(goal, tackle) when the defender, holding `hand` unseen cards it knows, picks its best slot 2."""
    goal = tackle = 0.0
    for p, _, _, left, _ in _take(pool, ENDLESS, hand, 0):
        held = [KINDS[i] for i in range(len(KINDS)) if pool[i] > left[i]]
        option = best_choice(left, supply, attack, magic, known, tackle_known, hidden, drawn, held)
        g, t = _defence(left, supply, attack, magic, known, tackle_known, hidden, drawn, option)
        goal += p * g
        tackle += p * t
    return goal, tackle


@lru_cache(maxsize=262144)
def shot_odds(
    pool: Pool,
    attack_known: int,
    attack_unknown: int,
    defense_known: int,
    defense_unknown: int,
    tackle_known: bool = False,
    blind: bool = False,
    supply: Supply = ENDLESS,
    attack_draws: int = 0,
    defense_draws: int = 0,
    slot2: str = NONE,
    hand: int = 0,
) -> ShotOdds:
    """Exact odds of one shot. `attack_known`: base attack + the stars of the attacker's cards the
    viewer knows; `attack_unknown`: its cards face down and unseen; `attack_draws`: its cards still
    to come from the deck. Likewise for the defense (`tackle_known`: a known defender card is a
    TACKLE); `slot2` is the defender's slot-2 model, `hand` its hand size for BEST."""
    out = magic = goal = tackle = 0.0
    for p, stars, _, left, sup in _take(pool, supply, attack_unknown, attack_draws):
        attack = attack_known + stars
        if attack >= 12:
            out += p
            continue
        is_magic = attack == 11 and not blind
        if is_magic:
            magic += p
        if slot2 == BEST:
            g, t = _best_defence(
                left, sup, attack, is_magic, defense_known, tackle_known, defense_unknown, defense_draws, hand
            )
        else:
            g, t = _defence(
                left, sup, attack, is_magic, defense_known, tackle_known, defense_unknown, defense_draws, slot2
            )
        goal += p * g
        tackle += p * t
    return ShotOdds(out, magic, goal, tackle)


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


def supply_of(view: View) -> Supply:
    """The deck and discard pile as the viewer knows them (R8.2)."""
    return supply_from(view.deck_size, view.discard_size, view.known_discard)


def supply_from(deck_size: int, discard_size: int, seen_discard: Iterable[str]) -> Supply:
    """The deck and discard pile for a side that saw `seen_discard` among the discards (R8.2)."""
    seen = counts_of(seen_discard)
    return (deck_size, EMPTY, discard_size - sum(seen), seen)


def attacker_odds(view: View, chosen: tuple[str, ...] = (), slot2: str = BEST) -> ShotOdds | None:
    """The attacker's odds with the hand cards `chosen`, in a shot decision of the viewer's side:
    whether to shoot (SHOOT_OPTION), where the token goes (TOKEN) or which synergy cards to add
    (ATTACK_SYNERGY), against the defender model `slot2`. None when the viewer is not facing such
    a decision."""
    me = view.viewer
    if view.phase == "shoot_option" and view.active == me and view.placed_card is not None:
        card = view.placed_card
        base_attack = attack_icons_of(view, me, card)
        base_defense = max(0, defense_icons_of(view, 1 - me) - card_def(card).crack)
        blind, hidden, drawn, known = False, 0, 1, 0
    elif view.phase in ("token", "attack_synergy") and view.shot is not None and view.shot.side == me:
        base_attack, base_defense = view.shot.base_attack, view.shot.base_defense
        blind = view.shot.kind == "blind"
        board = view.me.board
        hidden = sum(1 for b in board if b.card is None)
        drawn = 1 if view.phase == "token" else 0  # R5.1 comes before the deck's card (R5.3)
        known = sum(stars_of(b.card) for b in board if b.card is not None)
    else:
        return None
    attack_known = base_attack + known + sum(stars_of(c) for c in chosen)
    return shot_odds(
        unseen_pool(view),
        attack_known,
        hidden,
        base_defense,
        0,
        False,
        blind,
        supply_of(view),
        drawn,
        1,
        slot2,
        view.teams[1 - me].hand_count,
    )


def hint_band(view: View, chosen: tuple[str, ...] = ()) -> Band | None:
    """The shot hint: the attacker's odds against a defender at its best and one adding nothing more."""
    best = attacker_odds(view, chosen, BEST)
    passive = attacker_odds(view, chosen, NONE)
    return None if best is None or passive is None else Band(best, passive)


def defender_unknown(view: View, defender: int) -> int:
    """Defender's cards unknown to the attacker: the deck's card, plus slot 2 when it can be filled."""
    drawable = view.deck_size + view.discard_size
    return 2 if view.teams[defender].hand_count > 0 or drawable >= 2 else 1


def defender_odds(view: View) -> dict[str, ShotOdds]:
    """For the defender in DEFEND_SYNERGY: the attacker's odds for each slot-2 choice (R5.4),
    keyed by `DefendSynergy.source` ("none", "deck" or a synergy code from hand). The attacker's
    cards from hand count as unseen cards like any other."""
    assert view.shot is not None
    attacker = view.shot.side
    slot1 = sum(1 for b in view.me.board if b.card is None)
    return odds_by_defence(
        unseen_pool(view),
        view.shot.base_attack,
        len(view.teams[attacker].board),
        view.shot.base_defense,
        slot1,
        view.shot.kind == "blind",
        supply_of(view),
        view.me.hand or (),
    )


def odds_by_defence(
    pool: Pool, base_a: int, a_unknown: int, base_d: int, slot1: int, blind: bool, supply: Supply, hand: Iterable[str]
) -> dict[str, ShotOdds]:
    """`defender_odds` from what it reads of the defender's view (the search computes these from a state)."""
    return {
        source: shot_odds(pool, base_a, a_unknown, base_d, slot1, False, blind, supply, 0, 0, source)
        for source in {NONE, DECK, *hand}
    }


def attack_icons_of(view: View, side: int, card: str) -> int:
    return sum(1 for i in view.teams[side].icons if i.type == "A" and not i.covered and card in i.cards)


def defense_icons_of(view: View, side: int) -> int:
    return sum(1 for i in view.teams[side].icons if i.type == "D" and not i.covered)
