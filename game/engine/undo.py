"""Undo within a turn, as Board Game Arena offers it: a coach may take back its last actions as
long as nothing hidden or random has come out since (no card drawn, stolen or revealed, no shot
started) and the decision never left its hands (no computer move, no pass-the-device screen).

An undo restores the exact state from before the action (a snapshot: the same random generator,
history and hidden cards), so taking an action back can never be used to peek or re-roll."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from game.engine import events as E

if TYPE_CHECKING:
    from game.engine.state import State

# Events that reveal nothing and draw on no chance: an action producing only these may be undone.
QUIET_EVENTS: tuple[type[E.Event], ...] = (E.CardPlaced, E.MarkerMoved, E.EffectResolved, E.Substitution)


def is_quiet(events: list[E.Event]) -> bool:
    """Whether an action with these events revealed nothing and drew on no chance."""
    return all(isinstance(e, QUIET_EVENTS) for e in events)


@dataclass
class UndoHistory:
    """The snapshots a coach may go back to, newest last; kept by whoever applies the actions."""

    side: int | None = None
    points: list[State] = field(default_factory=list)

    def record(self, before: State, events: list[E.Event], after: State) -> None:
        """`before` (a clone taken before the action) became `after` with `events`."""
        side = before.current_player()
        if is_quiet(events) and not after.is_terminal() and after.current_player() == side:
            if self.side != side:
                self.points = []
            self.side = side
            self.points.append(before)
        else:
            self.clear()

    def clear(self) -> None:
        self.side = None
        self.points = []

    def can_undo(self, side: int) -> bool:
        """Whether `side`, deciding now, may take back its last action."""
        return self.side == side and bool(self.points)

    def undo(self) -> State:
        """The state from before the last undoable action (the caller continues from it)."""
        if not self.points:
            raise IndexError("nothing to undo")
        state = self.points.pop()
        if not self.points:
            self.side = None
        return state
