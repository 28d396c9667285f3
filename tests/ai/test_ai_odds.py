"""Exact shot odds (R5.3-R5.7, R5.10) against brute-force enumeration of every ordered deal."""

from __future__ import annotations

from itertools import permutations

import pytest

from game.ai.evaluate import CARD_COST, best_synergy
from game.ai.odds import (
    BEST,
    EMPTY,
    FULL_POOL,
    KINDS,
    NONE,
    STARS,
    TACKLE,
    attacker_odds,
    counts_of,
    defender_odds,
    hint_band,
    shot_odds,
    stars_of,
    supply_of,
    unseen_pool,
)
from game.ai.registry import make_agent
from game.engine.state import Game
from game.engine.view import View


def brute(
    pool: tuple[int, ...],
    a_known: int,
    a_n: int,
    d_known: int,
    d_n: int,
    tackle_known: bool = False,
    blind: bool = False,
) -> dict[str, float]:
    cards = [i for i, c in enumerate(pool) for _ in range(c)]
    deals = list(permutations(range(len(cards)), a_n + d_n))
    out = {"out": 0.0, "magic": 0.0, "goal": 0.0, "tackle": 0.0}
    for deal in deals:
        att = [cards[j] for j in deal[:a_n]]
        dfn = [cards[j] for j in deal[a_n:]]
        attack = a_known + sum(STARS[k] for k in att)
        w = 1 / len(deals)
        if attack >= 12:
            out["out"] += w
            continue
        if attack == 11 and not blind:
            out["magic"] += w
        if tackle_known or any(TACKLE[k] for k in dfn):
            out["tackle"] += w
        elif (attack == 11 and not blind) or attack > d_known + sum(STARS[k] for k in dfn):
            out["goal"] += w
    return out


CASES = [
    ((1, 1, 1, 2, 1, 1), 4, 1, 3, 2, False, False),
    ((0, 2, 2, 2, 1, 1), 6, 2, 2, 1, False, False),
    ((1, 1, 0, 3, 2, 0), 5, 1, 4, 2, False, True),
    ((1, 0, 2, 2, 2, 1), 8, 1, 5, 1, True, False),
    ((1, 2, 1, 1, 1, 1), 0, 3, 0, 2, False, False),
]


@pytest.mark.parametrize("case", CASES)
def test_matches_brute_force(case: tuple) -> None:
    pool, a_known, a_n, d_known, d_n, tackle_known, blind = case
    got = shot_odds(pool, a_known, a_n, d_known, d_n, tackle_known, blind)
    want = brute(pool, a_known, a_n, d_known, d_n, tackle_known, blind)
    for key, value in want.items():
        assert getattr(got, key) == pytest.approx(value, abs=1e-12), key
    assert got.score == pytest.approx(want["goal"] + 0.6 * want["tackle"])


def test_hand_computed_single_card() -> None:
    # Base 8 and one unseen card from the full deck: exactly 11 with a 3 (10 of 25), OUT with a 4 or 5.
    odds = shot_odds(FULL_POOL, 8, 1, 20, 0)
    assert odds.magic == pytest.approx(10 / 25)
    assert odds.out == pytest.approx(7 / 25)
    assert odds.goal == pytest.approx(10 / 25)  # only the Magic Number beats a defense of 20
    assert odds.tackle == 0.0


def test_blind_shot_has_no_magic_number() -> None:
    # R5.10: 11 against 11 is no goal in a blind shot.
    odds = shot_odds((0, 0, 0, 1, 0, 0), 8, 1, 11, 0, False, True)
    assert odds.magic == 0.0 and odds.goal == 0.0


def test_out_beats_tackle() -> None:
    # R5.6 / X10: 12 or more is OUT even against a known TACKLE.
    odds = shot_odds((0, 0, 0, 0, 1, 0), 8, 1, 0, 0, True)
    assert odds.out == 1.0 and odds.tackle == 0.0


def test_kinds_cover_the_deck() -> None:
    assert sum(FULL_POOL) == 25 and len(KINDS) == len(STARS) == len(TACKLE) == 6


def _views_in(phase: str, seed: int = 5, limit: int = 3) -> list[View]:
    state = Game(seed=seed).new_initial_state()
    players = (make_agent("normal", 1), make_agent("normal", 2))
    found: list[View] = []
    while not state.is_terminal() and len(found) < limit:
        side = state.current_player()
        view = state.view(side)
        if view.phase == phase:
            found.append(view)
        state.apply_action(players[side].choose(view))
    return found


def test_hint_for_the_attacker_is_a_distribution() -> None:
    views = _views_in("attack_synergy")
    assert views
    for view in views:
        base = attacker_odds(view)
        assert base is not None
        assert 0 <= base.out <= 1 and 0 <= base.magic <= 1 - base.out + 1e-9
        assert base.goal + base.tackle <= 1 - base.out + 1e-9
        hand = view.me.hand or ()
        if hand:
            with_card = attacker_odds(view, (hand[-1],))
            assert with_card is not None
    # Not the attacker's decision: no hint.
    for view in _views_in("defend_synergy"):
        assert attacker_odds(view) is None
        options = defender_odds(view)
        assert "none" in options and "deck" in options


# ------------------------------------------------ constructed positions, answers worked out by hand


def test_own_tackle_card_in_the_selection_is_not_counted_twice() -> None:
    # The attacker plays its own 1T on 7 (8 known); unseen: one 1T and one 3, one of them face down in
    # its slot 1, the other the deck's only card, the defender's slot 1 (base defense 3).
    # Slot 1 = 1T (1/2): 9 against 3 + 3 = 6, a goal. Slot 1 = 3 (1/2): 11, but the defender's 1T tackles.
    pool = counts_of(["1T", "3"])
    odds = shot_odds(pool, 8, 1, 3, 0, supply=(1, EMPTY, 0, EMPTY), defense_draws=1, slot2=NONE)
    assert (odds.goal, odds.tackle, odds.magic, odds.out) == (0.5, 0.5, 0.5, 0.0)


def test_nearly_empty_deck_reshuffles_the_discards_mid_shot() -> None:
    # R8.2: the deck holds one card (the only unseen one, a 3); the discard pile holds a 5 and a 1T the
    # attacker saw. Base 7 + 3 = 10 against base defense 4: the defender's slot 1 comes from the
    # reshuffled 5 and 1T: 4 + 5 = 9 < 10 is a goal (1/2), the 1T a tackle (1/2).
    pool = counts_of(["3"])
    supply = (1, EMPTY, 0, counts_of(["5", "1T"]))
    passive = shot_odds(pool, 7, 0, 4, 0, supply=supply, attack_draws=1, defense_draws=1, slot2=NONE)
    assert (passive.goal, passive.tackle) == (0.5, 0.5)
    # With nothing in hand the defender at its best takes the deck's last card as well: it holds both
    # the 5 and the 1T, always a tackle (0.6 to score) rather than 0.5 + 0.5 x 0.6 = 0.8.
    best = shot_odds(pool, 7, 0, 4, 0, supply=supply, attack_draws=1, defense_draws=1, slot2=BEST, hand=0)
    assert (best.goal, best.tackle) == (0.0, 1.0)
    # Without the reshuffle the defender would draw nothing: a sure goal, the old hint's figure.
    assert shot_odds(pool, 7, 0, 4, 0, supply=(1, EMPTY, 0, EMPTY), attack_draws=1, defense_draws=1).goal == 1.0


def test_best_defender_answers_with_its_hand() -> None:
    # Unseen: a 1T and a 3, one face down in the attacker's slot 1 (8 known), the other in the
    # defender's one-card hand; its slot 1 is the 4 reshuffled from the discards (base defense 2).
    # Slot 1 = 1T: 9 against 6, a goal unless the defender adds its 3 (9 against 9, saved): it does.
    # Slot 1 = 3: a Magic Number, a goal unless the defender adds its 1T (a tackle, 0.6): it does.
    pool = counts_of(["1T", "3"])
    supply = (0, EMPTY, 0, counts_of(["4"]))
    best = shot_odds(pool, 8, 1, 2, 0, supply=supply, defense_draws=1, slot2=BEST, hand=1)
    assert (best.goal, best.tackle, best.magic) == (0.0, 0.5, 0.5)
    passive = shot_odds(pool, 8, 1, 2, 0, supply=supply, defense_draws=1, slot2=NONE, hand=1)
    assert (passive.goal, passive.tackle) == (1.0, 0.0)


def test_the_hint_keeps_the_chosen_cards_out_of_the_unseen_pool_once() -> None:
    # The pool already leaves out the attacker's hand: choosing a card adds its stars and nothing else.
    for view in _views_in("attack_synergy", limit=6):
        hand = view.me.hand or ()
        if not hand:
            continue
        chosen = (hand[0],)
        got = attacker_odds(view, chosen, NONE)
        assert got is not None and view.shot is not None
        hidden = sum(1 for b in view.me.board if b.card is None)
        want = shot_odds(
            unseen_pool(view),
            view.shot.base_attack + stars_of(hand[0]),
            hidden,
            view.shot.base_defense,
            0,
            False,
            view.shot.kind == "blind",
            supply_of(view),
            0,
            1,
            NONE,
        )
        assert got == want
        band = hint_band(view, chosen)
        assert band is not None
        assert band.best.goal <= band.passive.goal + 1e-12 and band.passive.tackle <= band.best.tackle + 1e-12


def test_best_synergy_scores_a_selection_with_the_pool_as_given() -> None:
    pool = counts_of(["1T", "3", "3", "4", "2"])
    value, _ = best_synergy(pool, 5, 4, ("1T", "3"), 2, 2)
    want = max(
        shot_odds(pool, 5 + sum(stars_of(c) for c in s), 1, 4, 2).score - CARD_COST * len(s)
        for s in ((), ("1T",), ("3",), ("1T", "3"))
    )
    assert value == pytest.approx(want)
    # Playing its own 1T does not take the unseen 1T out of the defender's reach.
    assert shot_odds(pool, 6, 1, 4, 2).tackle > 0


def test_the_engine_never_gives_an_outcome_the_hint_rules_out() -> None:
    # game.bench.odds plays the hint's positions in the engine; every outcome seen there must have a
    # chance in the hint under the same defender model (the full comparison is the bench's).
    from game.bench.odds import MODELS, model_odds, one_shot, positions
    from game.engine.rng import Rng

    for p in positions(30000, 4):
        for model in MODELS.values():
            odds = model_odds(p, model)
            assert odds is not None
            chance = {
                "goal": odds.goal - odds.magic,
                "magic": odds.magic,
                "out": odds.out,
                "tackle": odds.tackle,
                "saved": 1 - odds.goal - odds.out - odds.tackle,
            }
            for k in range(60):
                outcome = one_shot(p, model, Rng(k))
                assert chance[outcome] > -1e-12 and (outcome == "goal" or chance[outcome] > 0), (outcome, odds)
