"""The match review (issue #41): grades against Hard's search from the coach's own view (R12), the
curve ends at the result (R11.2), honesty (the opponent's hidden cards change nothing), determinism."""

from __future__ import annotations

import json
from dataclasses import replace
from functools import lru_cache

import pytest

from game.ai import review as R
from game.ai.lookahead import forget_memos
from game.ai.normal import NormalAgent
from game.ai.random_agent import RandomAgent
from game.ai.value_features import position
from game.ai.value_model import shipped_model
from game.engine import actions as A
from game.engine.cards import default_cards
from game.engine.errors import IllegalAction
from game.engine.rng import Rng
from game.engine.sampling import sample_state
from game.engine.state import AWAY, HOME, Game, Phase, State
from game.engine.view import View

TINY = R.ReviewBudget(deals=1, top_k=3, replies=1, extend=0)  # the review's method with a small search
MICRO = R.ReviewBudget(deals=1, top_k=1, replies=1, extend=0)  # Normal's best and the choice, one deal


def play(
    seed: int, tiebreak: str = "shootout", cards: object = None, home: type = RandomAgent, away: type = NormalAgent
) -> State:
    game = Game(seed=seed, tiebreak=tiebreak) if cards is None else Game(seed=seed, tiebreak=tiebreak, cards=cards)  # type: ignore[arg-type]
    state = game.new_initial_state()
    agents = (home(seed * 2 + 1), away(seed * 2 + 2))
    while not state.is_terminal():
        side = state.current_player()
        state.apply_action(agents[side].choose(state.view(side)))
    return state


@lru_cache(maxsize=4)
def reviewed(seed: int) -> tuple[State, R.MatchReview]:
    state = play(seed)
    return state, R.review_match(state, (HOME, AWAY), people=(HOME,), budget=TINY)


def test_grades_by_points_lost_with_the_thresholds() -> None:
    assert [R.grade_for(x) for x in (0, 2, 2.01, 5, 5.5, 10, 10.5, 20, 20.1, 100)] == [
        "best",
        "best",
        "good",
        "good",
        "inaccuracy",
        "inaccuracy",
        "mistake",
        "mistake",
        "blunder",
        "blunder",
    ]


def _aggressive_shot(seed: int) -> State | None:
    """The first of the attacker's synergy choices (R5.3) in a match, or None."""
    state = Game(seed=seed).new_initial_state()
    agents = (NormalAgent(1), NormalAgent(2))
    while not state.is_terminal():
        if state.phase is Phase.ATTACK_SYNERGY and state.shot is not None and state.shot.kind == "normal":
            return state
        side = state.current_player()
        state.apply_action(agents[side].choose(state.view(side)))
    return None


def test_a_sure_out_is_graded_a_mistake_or_a_blunder() -> None:
    """A constructed shot: the attacker AGGRESSIVE (R7.3: two cards from hand) with two 5s in hand, the
    score level in the second half. Both 5s make the total at least base + 11 >= 12: OUT for sure (R5.6);
    one 5 or none can score. Adding both gives the goal away: at least a mistake."""
    state = next(s for s in map(_aggressive_shot, range(80100, 80140)) if s is not None)
    side = state.active
    fives = [i for i in state.deck + state.discard if state.synergy_code(i) == "5"][:2]
    hand = state.teams[side].hand
    for k, five in enumerate(fives):  # swap two 5s from the deck into the hand (the view stays a real one)
        pile = state.deck if five in state.deck else state.discard
        pile[pile.index(five)], hand[k] = hand[k], five
    state.marker = 2 if side == HOME else -2  # AGGRESSIVE for the attacker
    state.teams[0].score = state.teams[1].score = 1
    state.half = 2
    state.invalidate()
    view = state.view(side)
    sure_out = A.PlaySynergy(("5", "5"))
    assert sure_out in view.legal_actions and A.PlaySynergy(("5",)) in view.legal_actions
    verdict = R.judge(view, sure_out, TINY)
    assert verdict is not None and verdict.grade in (R.MISTAKE, R.BLUNDER), verdict
    assert verdict.best != sure_out
    best = R.judge(view, verdict.best, TINY)
    assert best is not None and best.grade == R.BEST and best.points_lost == 0


def test_hards_best_is_never_below_good() -> None:
    _, review = reviewed(80000)
    decisions = [d for d in review.coaches[HOME].decisions if d.graded]
    assert decisions
    for d in decisions:
        if d.matched:
            assert d.grade == R.BEST and d.points_lost == 0
        assert d.points_lost >= 0 and d.best_chance is not None and d.chance is not None
        assert d.best_chance >= d.chance
        assert d.grade == R.grade_for(d.points_lost)
    coach = review.coaches[HOME]
    assert sum(coach.summary.counts.values()) == coach.summary.graded == len(decisions)
    assert coach.summary.matched == sum(d.matched for d in decisions)
    assert all(d.points_lost > R.BEST_MAX for d in coach.key_moments) and len(coach.key_moments) <= 3
    worst = sorted((d.points_lost for d in decisions), reverse=True)[: len(coach.key_moments)]
    assert sorted((d.points_lost for d in coach.key_moments), reverse=True) == worst


def test_a_computer_side_is_not_graded() -> None:
    _, review = reviewed(80000)
    assert review.coaches[AWAY].decisions == () and not review.coaches[AWAY].graded_person
    assert review.coaches[AWAY].curve and review.coaches[HOME].graded_person


def test_decisions_are_those_with_a_choice_and_say_why_not_graded() -> None:
    state, review = reviewed(80000)
    for d in review.coaches[HOME].decisions:
        assert d.moment < len(state.history) and state.history[d.moment] == d.chosen_action()
        if d.phase in ("draft", "lineup", "penalty_kick", "penalty_save", "shootout_kick", "shootout_save"):
            assert d.reason == R.NOT_SEARCHED and d.grade is None
        if d.chosen["kind"] == "substitute":
            assert d.reason == R.SUBSTITUTION


# one seed of each way a match ends in every run, three more of each in the big run
@pytest.mark.parametrize("seed", [80011, *(pytest.param(s, marks=pytest.mark.slow) for s in (80010, 80012, 80013))])
@pytest.mark.parametrize("tiebreak", ["shootout", "draw"])
def test_the_curve_ends_at_the_result(seed: int, tiebreak: str) -> None:
    state = play(seed, tiebreak, home=NormalAgent)
    review = R.review_match(state, (HOME, AWAY), people=())
    result = state.result()
    assert result is not None
    for side, coach in review.coaches.items():
        whistle = coach.curve[-1]
        assert whistle.kind == "whistle" and whistle.moment == len(state.history)
        expected = R.DRAW_VALUE if result.winner is None else 1.0 if result.winner == side else 0.0
        assert whistle.chance == expected
        turns = [p for p in coach.curve if p.kind == "turn"]
        assert [p.turn for p in turns] == list(range(1, len(turns) + 1))  # every turn from the kick-off
        assert all(0.0 <= p.chance <= 1.0 for p in coach.curve)
        goals = [m for m in coach.marks if m.kind == "goal"]
        assert [m.side for m in goals].count(side) == result.score[side]
        assert sum(m.kind == "half_time" for m in coach.marks) == 1
    if seed == 80011:  # 1-1: a draw, or a shoot-out that decides a winner (R11.2)
        assert (result.winner is None) if tiebreak == "draw" else (result.shootout is not None)
        assert any(m.kind == "shootout_kick" for m in review.coaches[HOME].marks) == (tiebreak == "shootout")


def test_the_curve_uses_the_coachs_own_view() -> None:
    """Each point is the value model's chance for that coach: the two coaches' chances differ."""
    _, review = reviewed(80000)
    home = [p.chance for p in review.coaches[HOME].curve]
    away = [p.chance for p in review.coaches[AWAY].curve]
    assert home != away


def test_the_curve_needs_one_deal() -> None:
    """Every feature the value model reads is one the coach's view shows (its hand, the opponent's
    count, the public table: R12), so any deal sampled from the view gives the same curve point."""
    state = play(80000)
    replay = Game(seed=state.game.seed).new_initial_state()
    checked = 0
    for k, action in enumerate(state.history):
        replay.apply_action(action)
        if k % 9 == 0 and replay.phase in (Phase.TEAM_ACTION, Phase.PLAYER_ACTION):
            for side in (HOME, AWAY):
                view = replay.view(side)
                positions = {position(sample_state(view, Rng(n)), side) for n in range(3)}
                assert len(positions) == 1
                checked += 1
    assert checked > 5


def test_the_same_match_gives_the_same_review() -> None:
    state, first = reviewed(80000)
    forget_memos()
    shipped_model().forget()
    again = R.review_match(state, (HOME, AWAY), people=(HOME,), budget=TINY)
    assert json.dumps(again.to_json()) == json.dumps(first.to_json())
    assert R.MatchReview.from_json(json.loads(json.dumps(first.to_json()))) == first


def _swapped(cards_order: tuple[int, int]) -> object:
    cards = default_cards()
    synergy = list(cards.synergy)
    i, j = cards_order
    synergy[i], synergy[j] = synergy[j], synergy[i]
    return replace(cards, synergy=tuple(synergy))


def _replay(seed: int, cards: object, history: list[A.Action], side: int) -> tuple[State, list[View]] | None:
    """The match with these cards and actions, and `side`'s view before every action; None if illegal."""
    state = Game(seed=seed, cards=cards).new_initial_state()  # type: ignore[arg-type]
    views = []
    try:
        for action in history:
            views.append(state.view(side))
            state.apply_action(action)
    except IllegalAction:
        return None
    views.append(state.view(side))
    return state, views


def test_the_opponents_hidden_cards_change_nothing_in_a_review() -> None:
    """Honesty (R12): the same match with two of the synergy cards HOME never saw swapped (one in
    AWAY's hand: AWAY's hand really differs) gives HOME the same review."""
    seed, me, them = 80020, HOME, AWAY
    original = play(seed, home=NormalAgent)
    base = _replay(seed, default_cards(), original.history, me)
    theirs = _replay(seed, default_cards(), original.history, them)
    assert base is not None and theirs is not None
    code = original.synergy_code
    in_their_hand = original.teams[them].hand
    elsewhere = original.deck + original.discard
    found = None
    for i in in_their_hand:
        for j in elsewhere:
            if code(i) == code(j):
                continue
            other = _replay(seed, _swapped((i, j)), original.history, me)
            if other is not None and other[1] == base[1]:
                found = other[0]
                break
        if found is not None:
            break
    assert found is not None, "no two hidden cards to swap in this match"
    their_views = _replay(seed, found.game.cards, original.history, them)
    assert their_views is not None and their_views[1] != theirs[1]  # AWAY's own cards really differ
    first = R.review_match(original, (me,), budget=MICRO)
    second = R.review_match(found, (me,), budget=MICRO)
    assert first.coaches[me].decisions and any(d.graded for d in first.coaches[me].decisions)
    assert json.dumps(second.to_json()) == json.dumps(first.to_json())


def test_sides_from_a_replays_meta() -> None:
    assert R.sides_for_meta({"mode": "computer", "human_side": 1}) == R.ReviewSides((1,), (1,))
    assert R.sides_for_meta({"mode": "hotseat", "human_side": 0}) == R.ReviewSides((0, 1), (0, 1))
    assert R.sides_for_meta({"mode": "watch", "human_side": 0}) == R.ReviewSides((0, 1), ())
    assert R.sides_for_meta({"mode": "online", "human_side": 0, "viewer": 0}) == R.ReviewSides((0,), (0,))
    assert R.sides_for_meta({"mode": "computer", "shared": True}) == R.ReviewSides((0, 1), ())
    assert R.sides_for_meta({}) == R.ReviewSides((0, 1), ())


def test_first_match_notes() -> None:
    _, review = reviewed(80000)
    notes = R.first_match_notes(review, HOME)
    assert notes.graded == review.coaches[HOME].summary.graded
    assert all(d.grade == R.BEST for d in notes.good_calls) and len(notes.good_calls) <= 2
    if notes.try_next is not None:
        assert notes.try_next.points_lost > R.GOOD_MAX and notes.topic == R.TOPICS[notes.try_next.phase]
        assert notes.try_next.points_lost == max(d.points_lost for d in review.coaches[HOME].decisions)
    assert notes.goals == review.score[HOME]


def test_an_unfinished_match_is_not_reviewed() -> None:
    with pytest.raises(ValueError):
        R.review_match(Game(seed=1).new_initial_state(), (HOME,))


def test_the_json_is_checked() -> None:
    _, review = reviewed(80000)
    data = review.to_json()
    for path, bad in (
        (("score",), [1]),
        (("version",), "1"),
        (("coaches", 0, "curve", 0, 4), 1.5),
        (("coaches", 0, "decisions", 0, "grade"), "brilliant"),
        (("coaches", 0, "decisions", 0, "chosen"), {"kind": "rm -rf"}),
    ):
        broken = json.loads(json.dumps(data))
        target = broken
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = bad
        with pytest.raises((ValueError, TypeError, KeyError)):
            R.MatchReview.from_json(broken)


def test_the_bench_is_registered() -> None:
    from game.bench.__main__ import BENCHES

    assert BENCHES["review"] == "game.bench.review"


@pytest.mark.slow
def test_the_bench_reviews_a_match(capsys: pytest.CaptureFixture[str]) -> None:
    from game.bench import review as bench

    assert bench.main(["--seeds", "80000", "--deals", "1", "--top-k", "2", "--replies", "1", "--extend", "0"]) == 0
    out = capsys.readouterr().out
    assert "seconds per match: median" in out and "seed 80000:" in out


@pytest.mark.slow
def test_a_whole_match_with_the_shipped_budget() -> None:
    """The shipped search on a close match (Normal against Normal), both coaches graded."""
    state = play(80001, home=NormalAgent)
    review = R.review_match(state, (HOME, AWAY))
    for coach in review.coaches.values():
        graded = [d for d in coach.decisions if d.graded]
        assert len(graded) > 20
        assert all(d.grade == R.BEST for d in graded if d.matched)
        assert coach.curve[-1].chance in (0.0, R.DRAW_VALUE, 1.0)
    assert review.budget == R.SHIPPED_BUDGET
