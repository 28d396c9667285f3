"""One match in the window: the controller, the animator and the event log, shared by the match's
scenes (draft, line-up, table, half time, shoot-out, result)."""

from __future__ import annotations

from typing import Any

from game.engine.events import Event
from game.engine.narrate import narrate
from game.engine.state import State
from game.ui import card_text
from game.ui.anim import Animator
from game.ui.controller import MatchConfig, MatchController
from game.ui.sound import Sounds


class Session:
    def __init__(
        self,
        config: MatchConfig,
        sounds: Sounds | None = None,
        state: State | None = None,
        persist: bool = False,
        extra: dict[str, Any] | None = None,
    ) -> None:
        """`persist`: autosave after every action and keep the finished match (the window's own
        matches; tests and benchmarks leave it off)."""
        self.config = config
        self.controller = MatchController(config, state, persist, extra)
        self.animator = Animator(sounds.play if sounds is not None else None)
        self.log: list[str] = []
        if state is None:
            self.record(self.controller.initial_events())

    def record(self, events: list[Event]) -> None:
        for e in events:
            line = narrate(e, card_text.short)
            if line:
                self.log.append(line.strip(" =-"))
        del self.log[:-40]

    def close(self) -> None:
        self.controller.close()
        self.animator.skip_all()
