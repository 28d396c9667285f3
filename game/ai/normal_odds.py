"""The shot hint's one number (issue #38 point 6): the attacker's chance of scoring against the
computer's own defence, the Normal defender (normal.defend_synergy), computed exactly like the band
(odds.hint_band) by enumerating every hand the defender may hold.

The Normal defender's slot 2 (R5.4): it knows its own hand and none of the attacker's cards, works
out the attacker's odds for each of its legal choices (odds.odds_by_defence, from the cards it has
not seen) and takes the cheapest: the chance the attacker scores, plus `spend` for a card from its
hand. Here the cards the defender has not seen are those the attacker has not seen plus the
attacker's own hand, its known board cards and the discards it saw: what the defender saw of the
discard pile is its own secret, and it is taken to know none of it, as game.engine.sampling deals
the worlds the odds bench (python -m game.bench odds, model "normal") plays."""

from __future__ import annotations

from collections.abc import Iterable
from itertools import combinations

from game.ai.evaluate import CARD_COST
from game.ai.odds import (
    DECK,
    ENDLESS,
    HAND_SLOTS,
    KINDS,
    NONE,
    Pool,
    ShotOdds,
    Supply,
    _take,
    attack_icons_of,
    card_def,
    counts_of,
    defense_icons_of,
    odds_by_defence,
    shot_odds,
    stars_of,
    supply_from,
    supply_of,
    unseen_pool,
)
from game.engine.view import View


def normal_source(odds: dict[str, ShotOdds], legal: Iterable[str], spend: float = CARD_COST) -> str:
    """The Normal defender's slot 2 among `legal` sources, from the odds it sees for each."""

    def cost(source: str) -> float:
        return odds[source].score + (spend if source not in (NONE, DECK) else 0.0)

    return min(sorted(legal), key=cost)


def _plus(a: Pool, b: Pool) -> Pool:
    return tuple(x + y for x, y in zip(a, b, strict=True))


def shot_against_normal(
    pool: Pool,
    supply: Supply,
    attack_known: int,
    hidden: int,
    drawn: int,
    base_attack: int,
    base_defense: int,
    blind: bool,
    defender_hand: int,
    unseen_by_defender: Pool,
    attacker_cards: int,
    defender_supply: Supply,
) -> ShotOdds:
    """The attacker's odds when the defender, holding `defender_hand` cards from `pool`, answers
    as Normal does. `unseen_by_defender`: the attacker's cards the defender cannot see (added to
    what it has not seen); `attacker_cards`: the attacker's board at the defence."""
    out = magic = goal = tackle = 0.0
    can_draw = defender_supply[0] + sum(defender_supply[1]) + defender_supply[2] + sum(defender_supply[3]) > 0
    for p, _stars, _t, left, _sup in _take(pool, ENDLESS, defender_hand, 0):
        held = [KINDS[i] for i in range(len(KINDS)) if pool[i] > left[i]]
        legal = {NONE, *((DECK,) if can_draw else ()), *held}
        seen_by_it = odds_by_defence(
            _plus(left, unseen_by_defender), base_attack, attacker_cards, base_defense, 1, blind, defender_supply, held
        )
        option = normal_source(seen_by_it, legal)
        o = shot_odds(left, attack_known, hidden, base_defense, 0, False, blind, supply, drawn, 1, option, 0)
        out, magic, goal, tackle = out + p * o.out, magic + p * o.magic, goal + p * o.goal, tackle + p * o.tackle
    return ShotOdds(out, magic, goal, tackle)


def normal_odds(view: View, chosen: tuple[str, ...] = (), card: str | None = None) -> ShotOdds | None:
    """The attacker's odds against the Normal defender with the hand cards `chosen`: in the
    attacker's synergy choice or token choice, in a shot option, or (with `card`) for a direct
    attack by that field card. None when the viewer faces no such decision."""
    me = view.viewer
    board = view.me.board
    if card is not None or (view.phase == "shoot_option" and view.active == me and view.placed_card is not None):
        shooter = card if card is not None else view.placed_card
        assert shooter is not None
        base_attack = attack_icons_of(view, me, shooter)
        base_defense = max(0, defense_icons_of(view, 1 - me) - card_def(shooter).crack)
        blind, hidden, drawn, known, on_board = False, 0, 1, 0, 0
    elif view.phase in ("token", "attack_synergy") and view.shot is not None and view.shot.side == me:
        base_attack, base_defense = view.shot.base_attack, view.shot.base_defense
        blind = view.shot.kind == "blind"
        hidden = sum(1 for b in board if b.card is None)
        drawn = 1 if view.phase == "token" else 0
        known = sum(stars_of(b.card) for b in board if b.card is not None)
        on_board = len(board)
    else:
        return None
    known_board = [b.card for b in board if b.card is not None]
    mine = counts_of([*(view.me.hand or ()), *known_board, *view.known_discard])
    defender_deck = max(0, view.deck_size - drawn - 1)  # after the attacker's and the defender's deck cards
    return shot_against_normal(
        unseen_pool(view),
        supply_of(view),
        base_attack + known + sum(stars_of(c) for c in chosen),
        hidden,
        drawn,
        base_attack,
        base_defense,
        blind,
        view.teams[1 - me].hand_count,
        mine,
        on_board + drawn + len(chosen),
        supply_from(defender_deck, view.discard_size, ()),
    )


def best_cards_odds(view: View, card: str | None = None) -> tuple[int, ShotOdds | None]:
    """How many hand cards the attacker may add (R5.3, by the control marker) and its chance with
    the best of them against the Normal defender: what a shooter choice tells before committing."""
    slots = HAND_SLOTS.get(view.me.control, 0)
    hand = tuple(sorted(view.me.hand or ()))
    best: ShotOdds | None = None
    for n in range(min(slots, len(hand)) + 1):
        # The odds see the added cards only through their stars and count: one subset per stars total.
        by_stars = {sum(stars_of(c) for c in sub): sub for sub in combinations(hand, n)}
        for sub in by_stars.values():
            odds = normal_odds(view, sub, card)
            if odds is not None and (best is None or odds.score > best.score + 1e-12):
                best = odds
    return slots, best
