"""The rules engine: pure Python, no pygame, no wall clock, no global random.

Usage in the manner of OpenSpiel: `state = Game(seed=7).new_initial_state()`, then
`state.legal_actions()`, `state.apply_action(a)` (returns events), `state.current_player()`,
`state.view(side)` for what one side may see, `state.is_terminal()`, `state.result()`.
"""

from game.engine.actions import Action
from game.engine.errors import IllegalAction
from game.engine.state import AWAY, HOME, SIDE_NAMES, TERMINAL, Game, Phase, Result, State
from game.engine.view import REFEREE, View

__all__ = [
    "AWAY",
    "HOME",
    "REFEREE",
    "SIDE_NAMES",
    "TERMINAL",
    "Action",
    "Game",
    "IllegalAction",
    "Phase",
    "Result",
    "State",
    "View",
]
