"""The shot hint's one number (issue #38 point 6): the chance against the Normal defender, exact
like the band, and the same slot-2 rule the Normal computer player defends with."""

from __future__ import annotations

import pytest

from game.ai.normal_odds import best_cards_odds, normal_odds, normal_source
from game.ai.odds import BEST, NONE, ShotOdds, attacker_odds
from game.bench.odds import NORMAL, one_shot, positions
from game.engine.rng import Rng


def test_the_normal_defender_takes_the_cheapest_answer() -> None:
    odds = {
        "none": ShotOdds(0, 0, 0.5, 0.0),
        "deck": ShotOdds(0, 0, 0.45, 0.0),
        "4": ShotOdds(0, 0, 0.3, 0.0),
    }
    assert normal_source(odds, odds) == "4"  # a card from hand costs CARD_COST, 0.15 saved is worth it
    assert normal_source(odds, odds, spend=0.5) == "deck"
    assert normal_source(odds, {"none"}) == "none"


def test_the_hint_matches_the_engine_against_the_real_normal_defender() -> None:
    """On real positions, the exact figure against the engine where the defender is the Normal
    agent from its own view (python -m game.bench odds checks many more)."""
    samples = 1500
    for i, p in enumerate(positions(30000, 6)):
        odds = normal_odds(p.view, p.chosen)
        assert odds is not None
        rng = Rng(97 * i + 5)
        outcomes = [one_shot(p, NORMAL, Rng(rng.next_u64())) for _ in range(samples)]
        goal = sum(o in ("goal", "magic") for o in outcomes) / samples
        tackle = outcomes.count("tackle") / samples
        assert abs(goal - odds.goal) < 0.05 and abs(tackle - odds.tackle) < 0.05, (i, odds, goal, tackle)


def test_the_one_number_and_the_band_describe_the_same_shot() -> None:
    for p in positions(30010, 6):
        one = normal_odds(p.view, p.chosen)
        best, passive = attacker_odds(p.view, p.chosen, BEST), attacker_odds(p.view, p.chosen, NONE)
        assert one is not None and best is not None and passive is not None
        assert abs(one.out - passive.out) < 1e-9 and abs(one.magic - passive.magic) < 1e-9  # the attack is the same
        assert best.score <= one.score + 1e-9  # no defender does better than the one at its best


def test_a_shooter_choice_knows_how_many_cards_may_be_added() -> None:
    seen = 0
    for p in positions(30020, 12):
        if p.view.phase != "shoot_option":
            continue
        seen += 1
        slots, odds = best_cards_odds(p.view)
        assert slots == {"DEFENSIVE": 0, "NORMAL": 1, "AGGRESSIVE": 2}[p.view.me.control]
        plain = normal_odds(p.view)
        assert odds is not None and plain is not None and odds.score >= plain.score - 1e-12
    assert seen


@pytest.mark.parametrize("count", [8, pytest.param(32, marks=pytest.mark.slow)], ids=lambda n: f"{n} positions")
def test_the_best_cards_are_found_from_one_subset_per_stars_total(count: int) -> None:
    """The added cards count only by their stars and number (R5.3): trying one subset per stars
    total finds the same best chance as trying every subset (eight positions, up to eight subsets
    each; more in the big run)."""
    from itertools import combinations

    from game.ai.normal_odds import HAND_SLOTS

    seen = 0
    for p in positions(30040, count):
        hand = tuple(sorted(p.view.me.hand or ()))
        slots = HAND_SLOTS.get(p.view.me.control, 0)
        subsets = [s for n in range(min(slots, len(hand)) + 1) for s in set(combinations(hand, n))]
        every = [o for o in (normal_odds(p.view, s) for s in subsets) if o is not None]
        if len(every) < 2:
            continue
        seen += 1
        _slots, best = best_cards_odds(p.view)
        assert best is not None and abs(best.score - max(o.score for o in every)) < 1e-12
    assert seen
