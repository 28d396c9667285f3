"""The guide's hooks on the match: the controller reports every applied action, the scene's act and undo ask first."""

from __future__ import annotations

from typing import Any, Protocol

from game.ai.scripted import Step
from game.engine.actions import Action
from game.engine.view import View
from game.ui.control.controller import MatchController
from game.ui.tutorial.resume import META_NOTE, META_STEP
from game.ui.tutorial.teachable import Teachable


class Follower(Protocol):
    """What the hooks ask of the guide that follows the script."""

    ctrl: MatchController
    cursor: int

    @property
    def active(self) -> bool: ...

    @property
    def step(self) -> Step | None: ...

    def applied(self, action: Action, side: int, on_script: bool, step: Step | None) -> None: ...

    def allows(self, action: Action) -> bool: ...

    def refuse(self) -> bool: ...


def watch_controller(follower: Follower) -> None:
    """Every applied action (either coach's) is reported to the follower, which moves the script on
    or ends the lessons. The controller is wrapped once per match (its own object, not its class);
    a later follower of the same match takes the reports over."""
    ctrl = follower.ctrl
    if getattr(ctrl, "_tutorial_watch", None) is not None:
        ctrl._tutorial_watch = follower  # type: ignore[attr-defined]
        return
    original = ctrl.apply_steps
    ctrl._tutorial_watch = follower  # type: ignore[attr-defined]

    def apply_steps(action: Action) -> list[tuple[Any, View]]:
        guide: Follower = ctrl._tutorial_watch  # type: ignore[attr-defined]
        expected = guide.step
        side = ctrl.decider
        on_script = expected is not None and expected.action == action and ctrl.decider == expected.side
        if on_script:
            guide.ctrl.extra[META_STEP] = guide.cursor + 1
            guide.ctrl.extra[META_NOTE] = expected.after if expected else None
        try:
            result = original(action)
        except Exception:
            guide.ctrl.extra[META_STEP] = guide.cursor
            raise
        guide.applied(action, side, on_script, expected)
        return result

    ctrl.apply_steps = apply_steps  # type: ignore[method-assign]


def guard(scene: Teachable, follower: Follower) -> None:
    """The scene's own act() refuses the player's actions the lesson does not ask for (the
    guide's hint instead of a rule error), and its undo waits for the lessons' end. Installed on
    the scene object once."""
    if getattr(scene, "_tutorial_guard", False):
        return
    original = scene.act

    def act(action: Action, drop_from: tuple[int, int] | None = None) -> bool:
        if follower.active and scene.ctrl.human_to_act() and not follower.allows(action):
            follower.refuse()
            return False
        return original(action, drop_from)

    undo = scene.undo

    def guarded_undo() -> bool:
        if follower.active:
            follower.refuse()
            return False
        return undo()

    scene.act = act  # type: ignore[method-assign]
    scene.undo = guarded_undo  # type: ignore[method-assign]
    scene._tutorial_guard = True  # type: ignore[attr-defined]
