"""The lessons of the guided first match, in order, and the Tracker that sees, from the engine's
events, when each one is taught (the shipped script in game/data/tutorial.json is checked against it;
build_spec/make_tutorial.py authors that script)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from game.engine import actions as A
from game.engine import events as E
from game.engine.actions import Action
from game.engine.state import AWAY, HOME, State

HUMAN, COMPUTER = HOME, AWAY
LESSONS = (
    "draft",
    "lineup",
    "position",
    "frontline",
    "icon",
    "pass",
    "press",
    "shot",
    "magic",
    "tackle",
    "substitution",
    "additional",
)
STAR_VALUE = {"1": 1, "1T": 1, "2": 2, "3": 3, "4": 4, "5": 5}


@dataclass
class Tracker:
    """Which lessons happened, in order, and at which action of the script."""

    done: list[str] = field(default_factory=list)
    at: dict[str, int] = field(default_factory=dict)
    shot_plan: dict[str, bool] = field(default_factory=dict)
    token_choice: bool = True  # the magic shot must let the coach choose the token's icon
    tackled: bool = False  # the human defended with a TACKLE from hand
    spoiled: bool = False  # the lessons can no longer come in a sensible order

    @property
    def pending(self) -> str | None:
        return LESSONS[len(self.done)] if len(self.done) < len(LESSONS) else None

    def mark(self, lesson: str, index: int) -> None:
        if self.pending == lesson:
            self.done.append(lesson)
            self.at[lesson] = index

    def see(
        self, state: State, side: int, action: Action, legal: Sequence[Action], events: list[E.Event], index: int
    ) -> None:
        """Record the lessons an applied action (and its events) taught."""
        human = side == HUMAN
        if human and isinstance(action, A.DraftPick):
            self.mark("draft", index)
        if human and isinstance(action, A.ChooseLineup):
            self.mark("lineup", index)
        if human and isinstance(action, A.Place):
            placed = next(e for e in events if isinstance(e, E.CardPlaced))
            if action.row > 0:
                self.mark("position", index)
            if action.row == 0:
                self.mark("frontline", index)
            if placed.completed:
                self.mark("icon", index)
        if human and isinstance(action, (A.PassDraw, A.Press)) and self.pending in LESSONS[:5]:
            self.spoiled = True  # a team action before its lesson: the PASS lesson would come too late
        if human and isinstance(action, A.PassDraw):
            self.mark("pass", index)
        if human and isinstance(action, A.Press):
            self.mark("press", index)
        if human and isinstance(action, A.DefendSynergy) and action.source == "1T":
            self.tackled = True
        if human and isinstance(action, A.PlaceToken):
            self.shot_plan["token"] = len(legal) > 1
        if human and isinstance(action, A.PlaySynergy) and action.cards:
            self.shot_plan["synergy"] = True
        for e in events:
            if isinstance(e, E.ShotStarted) and e.side == HUMAN and e.card is not None:
                self.shot_plan = {"crack": state.cards[e.card].crack > 0 and e.base_defense > 0}
            if isinstance(e, E.TokenPlaced) and e.side == HUMAN and "token" not in self.shot_plan:
                self.shot_plan["token"] = not self.token_choice
            if isinstance(e, E.ShotResolved) and e.side == HUMAN and self.pending == "shot":
                plan = self.shot_plan
                if plan.get("token") and plan.get("synergy") and plan.get("crack") and e.outcome == "magic":
                    self.mark("shot", index)
                    self.mark("magic", index)
            if isinstance(e, E.PenaltyKick) and self.pending == "tackle" and (e.side == HUMAN or self.tackled):
                self.mark("tackle", index)
            if isinstance(e, E.AdditionalTime) and e.side == HUMAN:
                self.mark("additional", index)
        if human and isinstance(action, A.Substitute):
            self.mark("substitution", index)
