"""Exact shot odds (R5.3-R5.7, R5.10) against brute-force enumeration of every ordered deal."""

from __future__ import annotations

from itertools import permutations

import pytest

from game.ai.odds import FULL_POOL, KINDS, STARS, TACKLE, attacker_odds, defender_odds, shot_odds
from game.ai.registry import make_agent
from game.engine.state import Game


def brute(pool: tuple[int, ...], a_known: int, a_n: int, d_known: int, d_n: int, tackle_known: bool = False,
          blind: bool = False) -> dict[str, float]:
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


def _views_in(phase: str, seed: int = 5, limit: int = 3) -> list:
    state = Game(seed=seed).new_initial_state()
    players = (make_agent("normal", 1), make_agent("normal", 2))
    found = []
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
