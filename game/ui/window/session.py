"""One match in the window: the controller, the animator and the event log, shared by the match's
scenes (draft, line-up, table, half time, shoot-out, result)."""

from __future__ import annotations

from typing import Any

from game import i18n
from game.engine import events as E
from game.engine.events import Event
from game.engine.state import State
from game.engine.view import View
from game.ui.art import kits
from game.ui.audio import Audio
from game.ui.control.controller import MatchConfig, MatchController
from game.ui.stage.anim import Animator, Beat
from game.ui.words import card_text
from game.ui.words.log_lines import HEADING, RESULT, LogLine, plain
from game.ui.words.narrate import narrate


class Session:
    def __init__(
        self,
        config: MatchConfig,
        sounds: Audio | None = None,
        state: State | None = None,
        persist: bool = False,
        extra: dict[str, Any] | None = None,
        controller: MatchController | None = None,
    ) -> None:
        """`persist`: autosave after every action and keep the finished match (the window's own
        matches; tests and benchmarks leave it off). `controller`: an online match's own."""
        self.config = config
        self.controller = controller or MatchController(config, state, persist, extra)
        kits.dress(self.controller.config.clubs)
        self.animator = Animator(sounds.play, sounds.play) if sounds is not None else Animator()
        # the log so far: the opening draft reveal, or the whole of a resumed match (Continue)
        self.animator.say([e for e in self.controller.past_events() if log_line(e)])
        self._lines = NarratedLog()

    def reset_log(self) -> None:
        """The log again from the match itself (after an undo took actions back)."""
        self.animator.log = [e for e in self.controller.logged_events() if log_line(e)]

    @property
    def log(self) -> list[str]:
        """The presented log lines, newest last (a line appears when its event's animation starts),
        narrated now in the player's language (a language switch re-translates older lines)."""
        return self._lines.lines(self.animator.log)

    def close(self) -> None:
        self.controller.close()
        self.animator.skip_all()


class NarratedLog:
    """Logged events as lines in the player's language, narrated again only when the events or the
    language change."""

    def __init__(self) -> None:
        self._key: tuple[object, ...] = ()
        self._lines: list[str] = []

    def lines(self, events: list[Event]) -> list[str]:
        key = (i18n.language(), len(events), id(events[-1]) if events else None)
        if key != self._key:
            self._key, self._lines = key, [line for line in map(log_line, events) if line]
        return self._lines


def beats(steps: list[tuple[Event, View]]) -> list[Beat]:
    """What the animator presents for each event of an applied action: the view after it, and the
    event itself where it has a log line."""
    return [Beat(view, event if log_line(event) else None) for event, view in steps]


RESULTS = (E.ShotResolved, E.PenaltyKick, E.Goal)
HEADINGS = (E.HalfStarted, E.TurnStarted)


def log_line(event: Event) -> LogLine | None:
    """The event's line in the match log, if it has one, marked as a result or a heading."""
    line = narrate(event, card_text.short, card_text.synergy_label, card_text.spot_name)
    if not line:
        return None
    kind = RESULT if isinstance(event, RESULTS) else HEADING if isinstance(event, HEADINGS) else ""
    return LogLine(plain(line), kind)
