"""Every level plays complete matches legally (the engine rejects any illegal action)."""

from __future__ import annotations

import pytest

from game.ai.base import Agent
from game.ai.hard import HardAgent
from game.ai.registry import AGENTS, make_agent
from game.engine.state import Game


def _play(seed: int, home: Agent, away: Agent) -> None:
    state = Game(seed=seed).new_initial_state()
    agents = (home, away)
    while not state.is_terminal():
        side = state.current_player()
        view = state.view(side)
        action = agents[side].choose(view)
        assert action in view.legal_actions
        state.apply_action(action)
    assert state.result() is not None


def test_registry_has_all_levels() -> None:
    assert {"random", "easy", "normal", "hard"} <= set(AGENTS)
    with pytest.raises(ValueError):
        make_agent("grandmaster", 1)


@pytest.mark.parametrize("pair", [("easy", "normal"), ("normal", "easy"), ("random", "easy"), ("normal", "normal")])
def test_easy_and_normal_play_whole_matches(pair: tuple[str, str]) -> None:
    for seed in (1, 2):
        _play(seed, make_agent(pair[0], seed), make_agent(pair[1], seed + 50))


@pytest.mark.parametrize("side", ["home", pytest.param("away", marks=pytest.mark.slow)])
def test_hard_plays_a_whole_match(side: str) -> None:
    if side == "home":
        _play(3, HardAgent(3, iterations=4), make_agent("normal", 4))
    else:
        _play(4, make_agent("easy", 4), HardAgent(5, iterations=4))


def test_hard_is_deterministic_with_an_iteration_budget() -> None:
    state = Game(seed=9).new_initial_state()
    normal = make_agent("normal", 1)
    while state.view(state.current_player()).phase != "player_action" or state.turn < 3:
        state.apply_action(normal.choose(state.view(state.current_player())))
    view = state.view(state.current_player())
    assert HardAgent(1, iterations=20).choose(view) == HardAgent(1, iterations=20).choose(view)
