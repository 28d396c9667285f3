"""The computer levels' names as the window shows them (settings, the replays' list and record)."""

from __future__ import annotations

from game.i18n import N_, _

LEVEL_NAMES = {"easy": N_("Easy"), "normal": N_("Normal"), "hard": N_("Hard"), "random": N_("Random moves")}


def level_name(agent: str) -> str:
    return _(LEVEL_NAMES[agent]) if agent in LEVEL_NAMES else agent
