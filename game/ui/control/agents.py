"""The computer players the window offers (game.ai's registry), friendliest first."""

from __future__ import annotations

from game.ai.registry import AGENTS

AGENT_ORDER = ("easy", "normal", "hard", "random")


def agent_names() -> list[str]:
    """The registry's agents, friendliest first ("random" is the engine's simplest legal agent)."""
    names = [n for n in AGENT_ORDER if n in AGENTS]
    return names + sorted(n for n in AGENTS if n not in names)
