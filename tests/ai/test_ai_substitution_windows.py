"""R4.2 allows substitutions at more decision points (after a build-up placement, before its effect,
its kept card or its optional shot): every level still decides legally there."""

from __future__ import annotations

from game.ai.hard import HardAgent
from game.ai.registry import make_agent
from game.engine import actions as A
from game.engine.rng import Rng
from game.engine.state import Game, Phase, State

NEW_WINDOWS = (Phase.EFFECT, Phase.KEEP, Phase.SHOOT_OPTION)


def _decision_points(seeds: range) -> list[State]:
    """States in the new windows with a substitution legal, reached by play that substitutes often."""
    out = []
    for seed in seeds:
        state = Game(seed=seed).new_initial_state()
        rng = Rng(seed)
        while not state.is_terminal():
            legal = state.legal_actions()
            subs = [a for a in legal if isinstance(a, A.Substitute)]
            if state.phase in NEW_WINDOWS and subs:
                out.append(state.clone())
            if subs and rng.below(5) == 0:
                state.apply_action(subs[rng.below(len(subs))])
            else:
                state.apply_action(legal[rng.below(len(legal))])
    return out


def test_R4_2_every_level_decides_legally_where_substitutions_are_now_allowed() -> None:
    states = _decision_points(range(6))
    assert {s.phase for s in states} >= {Phase.EFFECT, Phase.SHOOT_OPTION}
    for i, state in enumerate(states):
        view = state.view(state.current_player())
        for name in ("random", "easy", "normal"):
            action = make_agent(name, i).choose(view)
            assert action in view.legal_actions, (name, state.phase, action)
        if i % 4 == 0:
            action = HardAgent(seed=i, iterations=16).choose(view)
            assert action in view.legal_actions, ("hard", state.phase, action)
        state.apply_action(action)
