"""Agents by name, for the runner, the benchmarks and the new-match scene."""

from __future__ import annotations

from collections.abc import Callable

from game.ai.base import Agent
from game.ai.easy import EasyAgent
from game.ai.hard import HardAgent
from game.ai.normal import NormalAgent
from game.ai.random_agent import RandomAgent

AGENTS: dict[str, Callable[[int], Agent]] = {
    "random": RandomAgent,
    "easy": EasyAgent,
    "normal": NormalAgent,
    "hard": HardAgent,
}


def make_agent(name: str, seed: int) -> Agent:
    try:
        factory = AGENTS[name]
    except KeyError:
        raise ValueError(f"unknown agent {name!r}; choose from {', '.join(AGENTS)}") from None
    return factory(seed)
