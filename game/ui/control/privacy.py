"""Hot-seat privacy (R12): whether the next decision would show the other coach something hidden,
and why. The pass screen comes up exactly then, and says the reason."""

from __future__ import annotations

from game.engine.view import View
from game.i18n import N_

HAND = N_("{side}'s synergy hand is about to be shown. {other}, please look away.")
BOARD = N_("{side}'s face-down synergy cards are about to be shown. {other}, please look away.")
KEEP = N_("{side} keeps one of two drawn cards in secret. {other}, please look away.")
LINEUP = N_("{side} chooses the bench in secret. {other}, please look away.")
KICK = N_("{side} chooses where to kick in secret. {other}, please look away.")
SECRET_CHOICES = {"lineup": LINEUP, "penalty_kick": KICK, "shootout_kick": KICK}


def secret(mine: View, theirs: View) -> str | None:
    """Why `mine` (the next decider's view) must not be seen by the coach who sees `theirs`: a
    msgid with {side} and {other}, or None when the two coaches may share the screen."""
    side = mine.viewer
    if mine.phase in SECRET_CHOICES:
        return SECRET_CHOICES[mine.phase]
    if mine.keep_choices:
        return KEEP
    own, seen = mine.teams[side], theirs.teams[side]
    if own.hand:
        return HAND
    if any(a.card is not None and b.card is None for a, b in zip(own.board, seen.board, strict=False)):
        return BOARD
    if mine.shot is not None and mine.shot.kick is not None and (theirs.shot is None or theirs.shot.kick is None):
        return KICK
    return None
