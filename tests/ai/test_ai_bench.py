"""The AI bench's levels and arithmetic: Normal-with-Hard's-draft drafts as Hard and plays as Normal,
hard4x searches four times as long, Wilson intervals, the targets' verdicts."""

from __future__ import annotations

from game.ai.hard import SHIPPED_ITERATIONS, HardAgent
from game.ai.registry import make_agent
from game.bench.ai import build, parse_pairs, play, verdict, wilson
from game.engine.state import Game


def test_wilson_interval() -> None:
    lo, hi = wilson(65, 100)
    assert 0.55 < lo < 0.56 and 0.73 < hi < 0.74
    assert wilson(0, 0) == (0.0, 1.0)


def test_pairs_and_verdicts() -> None:
    assert parse_pairs("hard:normal-hd, hard4x:hard") == [("hard", "normal-hd"), ("hard4x", "hard")]
    assert verdict(("hard", "normal-hd"), 0.70, 0.60).startswith("met")
    assert verdict(("hard", "normal-hd"), 0.70, 0.54).startswith("NOT met")
    assert verdict(("hard4x", "hard"), 0.52, 0.49).startswith("NOT met")
    assert verdict(("easy", "random"), 0.9, 0.8) == ""


def test_bench_levels() -> None:
    hard, hard4 = build("hard", 1, None), build("hard4x", 1, None)
    assert isinstance(hard, HardAgent) and isinstance(hard4, HardAgent)
    assert hard.iterations == SHIPPED_ITERATIONS and hard4.iterations == 4 * SHIPPED_ITERATIONS
    assert hard.budget is None, "the bench's Hard has no clock: its strength must not depend on the load"
    state = Game(seed=3).new_initial_state()
    nhd, normal, hard = build("normal-hd", 5, None), make_agent("normal", 5), HardAgent(5, iterations=2)
    drafts = 0
    while not state.is_terminal() and state.phase.value != "over":
        view = state.view(state.current_player())
        if view.phase == "draft":
            assert nhd.choose(view) == hard.choose(view)
            drafts += 1
        elif view.phase in ("lineup", "team_action", "player_action", "shoot_option", "keep"):
            assert nhd.choose(view) == normal.choose(view)
        state.apply_action(normal.choose(view))
    assert drafts == 6


def test_a_bench_match_reports_times() -> None:
    m = play((7, ("normal-hd", "easy"), None, None, "draw"))
    assert m.winner in (0, 1, None)
    assert m.times["normal-hd"] and m.times["easy"]
    for name in m.names:  # each decision also in the process's CPU time, which other load does not inflate
        assert len(m.cpu[name]) == len(m.times[name])
        assert all(c >= 0.0 for c in m.cpu[name])
    assert sum(m.cpu["normal-hd"]) > 0.0
