"""The guided first match's opponent: it plays the tutorial script's actions for its side, so the
lessons always happen in order. The script (game/data/tutorial.json, written by the developer tool
build_spec/make_tutorial.py) is a seed and every action of both coaches, each tagged with the
lesson it belongs to and the guide's texts.

Whoever runs the lessons (the guide) moves `cursor` along the script as the actions are applied;
with no cursor, past the script's end or off it, the agent plays like Easy."""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import Any

from game.ai.easy import EasyAgent
from game.engine.action_json import action_from_json
from game.engine.actions import Action
from game.engine.view import View
from game.resources import data_path

SCRIPT_FILE = "tutorial.json"
HOLD_POLL = 0.02  # seconds between two looks at `hold`


@dataclass(frozen=True)
class Step:
    side: int
    action: Action
    lesson: str | None = None  # the lesson a coach's step belongs to
    text: str | None = None  # the guide's text while it waits for this (human) step
    before: str | None = None  # a note the guide shows before asking for this step
    after: str | None = None  # a note the guide shows once this step's animations are over


@dataclass(frozen=True)
class Script:
    seed: int
    human: int
    lessons: tuple[str, ...]
    steps: tuple[Step, ...]

    def lesson_at(self, index: int) -> str | None:
        """The lesson in progress at step `index` (the latest lesson a human step started)."""
        for step in reversed(self.steps[: index + 1]):
            if step.lesson is not None:
                return step.lesson
        return None


def parse_script(data: dict[str, Any]) -> Script:
    """A script from its JSON form; ValueError (or the action codec's error) if malformed."""
    steps = tuple(
        Step(
            int(s["side"]),
            action_from_json(s["action"]),
            s.get("lesson"),
            s.get("text"),
            s.get("before"),
            s.get("after"),
        )
        for s in data["steps"]
    )
    human = int(data["human"])
    if human not in (0, 1) or not steps:
        raise ValueError("a tutorial script needs a human side and steps")
    return Script(int(data["seed"]), human, tuple(data["lessons"]), steps)


@cache
def load_script() -> Script:
    """The shipped tutorial script."""
    with data_path(SCRIPT_FILE).open(encoding="utf-8") as f:
        return parse_script(json.load(f))


class ScriptedAgent:
    name = "tutorial"

    def __init__(self, seed: int, script: Script | None = None) -> None:
        self.script = script or load_script()
        self.side = 1 - self.script.human
        self.cursor: int | None = None  # the next script step; None: play freely
        self.hold = False  # the guide shows a note: wait before answering
        self.fallback = EasyAgent(seed)

    def scripted(self, view: View) -> Action | None:
        """The script's action for this decision, if the cursor is on one of ours and it is legal."""
        cursor = self.cursor
        if cursor is None or not 0 <= cursor < len(self.script.steps):
            return None
        step = self.script.steps[cursor]
        if step.side != self.side or step.action not in view.legal_actions:
            return None
        return step.action

    def choose(self, view: View, stop: Callable[[], bool] | None = None) -> Action:
        while self.hold and not (stop is not None and stop()):
            time.sleep(HOLD_POLL)
        action = self.scripted(view)
        return action if action is not None else self.fallback.choose(view, stop)


def make_tutorial_agent(seed: int) -> ScriptedAgent:
    return ScriptedAgent(seed)
