"""What a search remembers between playouts and decisions (issue #24: the 4x budget's slow decisions)
changes no answer: a remembered judgement equals a fresh one, and a decision made with memos warm
from other positions equals the same decision from a cold start."""

from __future__ import annotations

import gc
import pickle
import weakref
from collections.abc import Iterator
from dataclasses import dataclass, field

import pytest

from game.ai import hard, lookahead, playout
from game.ai.hard import HardAgent
from game.ai.lookahead import forget_memos
from game.ai.odds import defender_odds
from game.ai.registry import make_agent
from game.ai.value_model import ValueModel, shipped_model
from game.engine.actions import Action
from game.engine.state import Game, Phase, State


def _decisions(seed: int, iterations: int = 2, until: int = 99) -> Iterator[State]:
    """The decision points of a Hard-vs-Normal match up to turn `until` (Hard searching, so the
    memos fill up), played only as far as they are taken."""
    state = Game(seed=seed, tiebreak="draw").new_initial_state()
    agents = (HardAgent(seed, iterations=iterations), make_agent("normal", seed + 1))
    while not state.is_terminal() and state.turn <= until:
        yield state.clone()
        side = state.current_player()
        state.apply_action(agents[side].choose(state.view(side)))


def _match_states(seed: int, iterations: int = 2, until: int = 99) -> list[State]:
    return list(_decisions(seed, iterations, until))


@dataclass
class SearchChecks:
    """What one searched match (seed 41, Hard at 4 iterations; 8 in the big run) showed: each
    remembered answer recomputed fresh, and the defender's odds read from the state against the
    defender's view."""

    judged: int = 0
    remembered: int = 0
    defended: int = 0
    shots: int = 0
    discards_seen: int = 0
    memo_mismatches: list[str] = field(default_factory=list)
    odds_mismatches: list[str] = field(default_factory=list)


@pytest.fixture(scope="module", params=[4, pytest.param(8, marks=pytest.mark.slow)], ids=lambda n: f"{n} iterations")
def searched(request: pytest.FixtureRequest) -> Iterator[SearchChecks]:
    """One searched match checked both ways at once (the two tests below only read it). At 4
    iterations it already judges ~1800 standpoints (~1200 from memory) and meets ~1400 shots; the
    deeper 8-iteration search (~6400 judgements, ~6 s) repeats it in the big run."""
    from game.ai.odds import ShotOdds

    judge, defend, direct = playout._player_action_values, lookahead.defence_values, lookahead.defender_odds_of
    checks = SearchChecks()

    def judged(sp: playout.Standpoint, legal: list[Action]) -> playout.Scored:
        remembered = len(playout._JUDGED)
        answer = judge(sp, legal)
        checks.remembered += len(playout._JUDGED) == remembered
        memo = playout.field_memo(sp.state.teams[sp.side].field, sp.state.game.cards)
        if answer != playout._judge_player_actions(sp, legal, memo):
            checks.memo_mismatches.append(f"judged {legal}")
        checks.judged += 1
        return answer

    def defended(state: State, me: int, model: ValueModel, odds: dict[str, float]) -> dict[str, float]:
        answer = defend(state, me, model, odds)
        kept = dict(lookahead._DEFENCES.values)
        lookahead._DEFENCES.values.clear()
        if answer != defend(state, me, model, odds):
            checks.memo_mismatches.append(f"defended turn {state.turn}")
        lookahead._DEFENCES.values.update(kept)
        checks.defended += 1
        return answer

    def compared(state: State, me: int) -> dict[str, ShotOdds]:
        answer = direct(state, me)
        if answer != defender_odds(state.view(me)):
            checks.odds_mismatches.append(f"turn {state.turn}: {answer}")
        checks.shots += 1
        checks.discards_seen += bool(state.teams[me].known_discard)
        return answer

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(playout, "_player_action_values", judged)
        patch.setattr(lookahead, "defence_values", defended)
        patch.setattr(hard, "defence_values", defended)  # Hard's own defence (R5.4) asks it too
        patch.setattr(lookahead, "defender_odds_of", compared)
        _match_states(41, iterations=request.param)
    yield checks


def test_every_remembered_judgement_in_a_search_equals_a_fresh_one(searched: SearchChecks) -> None:
    assert searched.memo_mismatches == []
    assert searched.judged > 1000 and searched.remembered > searched.judged // 2 and searched.defended > 100


def test_a_decision_with_warm_memos_equals_the_same_decision_from_a_cold_start() -> None:
    points = [s for s in _match_states(43) if s.phase in (Phase.PLAYER_ACTION, Phase.TEAM_ACTION, Phase.DEFEND_SYNERGY)]
    for i, state in enumerate(points[::6]):
        side = state.current_player()
        warm = HardAgent(100 + i, iterations=2).choose(state.view(side))
        forget_memos()
        shipped_model().forget()
        assert HardAgent(100 + i, iterations=2).choose(state.view(side)) == warm


def test_a_search_makes_no_reference_cycles_and_leaves_the_collector_as_it_was() -> None:
    """Why pausing the cycle collector during a search (hard.cycle_collector_paused) holds no memory."""
    state = next(s for s in _decisions(45) if s.phase is Phase.PLAYER_ACTION and s.turn > 4)
    agent = HardAgent(5, iterations=8)
    view = state.view(state.current_player())
    gc.collect()
    gc.disable()
    try:
        agent.choose(view)
        assert not gc.isenabled()
        assert gc.collect() == 0
    finally:
        gc.enable()
    agent.choose(view)
    assert gc.isenabled()


def test_the_defence_memo_keeps_one_value_model_alive_not_every_one_a_search_process_was_sent() -> None:
    """The window's search process gets the agent, and so a fresh copy of the model, with every decision."""
    state = next(s for s in _decisions(47) if s.phase is Phase.DEFEND_SYNERGY)
    me = state.current_player()
    odds = {k: v.score for k, v in defender_odds(state.view(me)).items()}
    first = pickle.loads(pickle.dumps(shipped_model()))
    answer = lookahead.defence_values(state, me, first, odds)
    alive = weakref.ref(first)
    del first
    second = pickle.loads(pickle.dumps(shipped_model()))
    assert lookahead.defence_values(state, me, second, odds) == answer
    gc.collect()
    assert alive() is None and lookahead._DEFENCES.model is second


def test_a_remembered_summary_belongs_to_its_own_icons() -> None:
    """A half's summary is remembered by the icon tuple's identity: another tuple with equal or
    different icons gets its own answer."""
    from game.ai import features

    for state in _match_states(7, iterations=2, until=10):
        for side in (0, 1):
            icons = state.icons(side)
            assert features.half_summary(icons) == features.summarize(icons)
            equal = tuple(icon._replace() for icon in icons)
            assert features.half_summary(equal) == features.summarize(icons)
            del equal
            covered = tuple(icon._replace(covered=True) for icon in icons)  # R2.9: nothing counts
            assert features.half_summary(covered) == features.summarize(covered)
            assert features.half_summary(covered).a == 0


def test_the_searchs_defender_odds_read_from_the_state_equal_the_defenders_view(searched: SearchChecks) -> None:
    """R5.4, R12: in a playout the defender's odds are read from the sampled state without building
    its view; at every shot a real search meets they equal `defender_odds` of the defender's view."""
    assert searched.odds_mismatches == []
    assert searched.shots > 100 and searched.discards_seen > 0
