"""The one object that owns the match `State`. Scenes ask it for views and give it actions; it
applies them, keeps public statistics from the events, runs the computer opponent in a worker
thread, and decides whose eyes are on the screen (hot-seat privacy)."""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.ai.base import Agent
from game.ai.registry import make_agent
from game.ai.search_process import prewarm
from game.ai.worker import DecisionJob
from game.clubs import DEFAULT_CLUBS, clubs_of
from game.engine import events as E
from game.engine.actions import Action
from game.engine.events import Event, events_for
from game.engine.state import AWAY, HOME, TERMINAL, Game, State
from game.engine.undo import UndoHistory
from game.engine.view import View
from game.i18n import _
from game.ui.words.card_text import short

THINK_PAUSE = 0.6  # seconds a computer decision stays readable before it is played

# Phases in which nothing is secret, so the hot-seat view may switch without a pass screen.
PUBLIC_PHASES = frozenset({"draft", "half_time", "over"})


@dataclass
class MatchConfig:
    mode: str = "hotseat"  # "hotseat", "computer" (one person against it), "watch" (computer vs computer), "online"
    human_side: int = HOME  # vs computer: the side the person plays
    agent: str = "random"
    tiebreak: str = "shootout"
    seed: int = 1
    clubs: tuple[str, str] = DEFAULT_CLUBS  # each side's club (presentation only: game.clubs)

    def to_meta(self) -> dict[str, Any]:
        return {
            "mode": self.mode,
            "human_side": self.human_side,
            "agent": self.agent,
            "tiebreak": self.tiebreak,
            "seed": self.seed,
            "clubs": list(self.clubs),
        }

    @classmethod
    def from_meta(cls, meta: dict[str, Any]) -> MatchConfig:
        """The configuration saved with a match; ValueError if the meta data is not usable."""
        mode, side, agent, tiebreak, seed = (meta.get(k) for k in ("mode", "human_side", "agent", "tiebreak", "seed"))
        if mode not in ("hotseat", "computer", "watch", "online") or side not in (HOME, AWAY):
            raise ValueError(_("unknown match mode"))
        if not isinstance(agent, str) or tiebreak not in ("shootout", "draw"):
            raise ValueError(_("unknown computer level or tie-break"))
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise ValueError(_("no match seed"))
        from game.ai.registry import AGENTS

        if mode in ("computer", "watch") and agent not in AGENTS:
            raise ValueError(_("unknown computer level {level}").format(level=repr(agent)))
        return cls(mode, side, agent, tiebreak, seed, clubs_of(meta.get("clubs")))  # none saved: the defaults


def remote_waiting(ctrl: MatchController) -> str:
    """ "<coach> is deciding…" while a coach on another computer decides, else nothing."""
    coach = ctrl.remote_deciding()
    return _("{coach} is deciding…").format(coach=coach) if coach else ""


@dataclass
class Stats:
    shots: list[int] = field(default_factory=lambda: [0, 0])
    magic: list[int] = field(default_factory=lambda: [0, 0])
    scorers: list[list[str]] = field(default_factory=lambda: [[], []])  # "CF Striker (pen)", "blind"
    goals_by_half: list[list[int]] = field(default_factory=lambda: [[0, 0], [0, 0]])


class MatchController:
    # class defaults: a controller that sets itself up another way (online) has them too
    handover_reason: str | None = None  # why the pass screen is up (a msgid)
    seat_changed = False  # hot-seat: the screen went to the other coach without a pass screen
    shared = False  # hot-seat: both coaches may be watching (a new match, a seat switched at once)

    def __init__(
        self,
        config: MatchConfig,
        state: State | None = None,
        persist: bool = False,
        extra: dict[str, Any] | None = None,
    ) -> None:
        """`state`: continue a match in progress (a loaded save, a benchmark position).
        `persist`: autosave after every action (game/storage.py) and keep the finished match for
        replays; `extra` goes into the saved meta data (e.g. the guided match's flag)."""
        self.config = config
        self._state: State = state or Game(seed=config.seed, tiebreak=config.tiebreak).new_initial_state()
        self.agents: list[Agent | None] = [None, None]
        computer_sides = {"computer": (1 - config.human_side,), "watch": (HOME, AWAY)}.get(config.mode, ())
        for ai_side in computer_sides:
            self.agents[ai_side] = make_agent(config.agent, config.seed * 2 + 1 + ai_side)
        if any(getattr(a, "in_process", False) for a in self.agents):
            prewarm()  # Hard thinks in a separate process: start it before its first decision
        self.stats = Stats()
        self.worker: DecisionJob | None = None  # the computer's decision in progress (game/ai/worker.py)
        self.last_error: str | None = None
        self.half = 1
        self._recount(self._state)
        decider = self._state.current_player()
        self.viewer = config.human_side if config.mode in ("computer", "watch", "online") else decider
        self.shared = state is None and self.hotseat  # a new hot-seat match starts with both at the screen
        self.closed = False
        self.think_pause = THINK_PAUSE
        self.version = 0  # bumped by every applied action (a cache key for views)
        self.undo_history = UndoHistory()  # the person's quiet actions of this decision (issue #10)
        self.persist = persist
        self.extra = dict(extra or {})
        self.notices: list[str] = []  # storage problems for the window to show
        self.save_reported = False  # a failed autosave is reported once per match
        self.replay_path: Path | None = None  # where the finished match was kept
        if persist:
            self.autosave()

    # ------------------------------------------------------------------ the autosave

    def meta(self) -> dict[str, Any]:
        return {**self.config.to_meta(), "viewer": self.viewer, **self.extra}

    def autosave(self) -> None:
        """Write the match in progress (atomically); a finished match is kept for replays and the
        autosave removed. A disk problem is reported, never raised: the match goes on."""
        from game import storage

        try:
            if self._state.is_terminal():
                if self.replay_path is None:
                    self.replay_path = storage.finish_match(self._state, self.meta())
                storage.clear_autosave()
            else:
                storage.write_autosave(self._state, self.meta())
        except OSError as exc:
            if not self.save_reported:  # a read-only folder fails after every action: say it once
                self.notices.append(_("The match could not be saved ({error}).").format(error=exc))
            self.save_reported = True

    # ------------------------------------------------------------------ what the UI may see

    def view(self) -> View:
        return self._state.view(self.viewer)

    def initial_events(self) -> list[Event]:
        return events_for(list(self._state.initial_events()), self.viewer)

    @property
    def decider(self) -> int:
        return self._state.current_player()

    @property
    def phase(self) -> str:
        return self._state.phase.value

    def is_human(self, side: int) -> bool:
        return side in (HOME, AWAY) and self.agents[side] is None

    @property
    def hotseat(self) -> bool:
        return self.config.mode == "hotseat"

    def human_to_act(self) -> bool:
        """The person at the screen decides now (and sees the screen from that side)."""
        d = self.decider
        return d != TERMINAL and self.is_human(d) and d == self.viewer

    def secret(self, side: int) -> str | None:
        """Why `side`'s screen must not be seen by the other coach now (a msgid), or None (R12)."""
        from game.ui.control.privacy import secret

        if side not in (HOME, AWAY) or self.phase in PUBLIC_PHASES:
            return None
        return secret(self._state.view(side), self._state.view(1 - side))

    def needs_handover(self) -> bool:
        """Hot-seat: a decision passes to the other coach; hide everything first when it would show
        something secret (`handover_reason`), else switch seats at once (`seat_changed`)."""
        d = self.decider
        if not self.hotseat or d == TERMINAL or (d == self.viewer and not self.shared):
            return False
        self.handover_reason = self.secret(d)
        if self.handover_reason is None:
            if d != self.viewer:
                self.viewer = d  # nothing secret: switch seats at once
                self.seat_changed = True
                self.shared = True
            return False
        return True  # a secret decision: the other coach may be watching, even one who just kept the seat

    def handover(self) -> None:
        d = self.decider
        if d != TERMINAL:
            self.viewer = d
            self.shared = False

    # ------------------------------------------------------------------ acting

    def apply(self, action: Action) -> list[Event]:
        """Apply an action of the current decider; return the events as the viewer may see them.
        Raises IllegalAction (state untouched) for an illegal one."""
        return [event for event, _ in self.apply_steps(action)]

    def apply_steps(self, action: Action) -> list[tuple[Event, View]]:
        """`apply`, with the viewer's view right after each event: the steps the screen presents."""
        before = self._state.clone()
        events, views = self._state.apply_observed(action, self.viewer)
        self.undo_history.record(before, events, self._state)
        self.version += 1
        self._count(events)
        if self.persist:
            self.autosave()
        return list(zip(events_for(events, self.viewer), views, strict=True))

    # ------------------------------------------------------------------ undo

    def can_undo(self) -> bool:
        """The person at the screen may take back its last action: nothing hidden or random came out
        since, and the decision never left its hands (no computer move, no pass screen)."""
        return self.human_to_act() and not self.thinking and self.undo_history.can_undo(self.decider)

    def undo(self) -> bool:
        """Go back to the state before the person's last quiet action (the exact snapshot)."""
        if not self.can_undo():
            return False
        self._state = self.undo_history.undo()
        self.version += 1
        if self.persist:
            self.autosave()
        return True

    def finished_state(self) -> State | None:
        """A copy of the match once it is over (to replay it), None while it goes on."""
        return self._state.clone() if self._state.is_terminal() else None

    def logged_events(self) -> list[Event]:
        """Every event of the match so far as the viewer may see it (the log after an undo)."""
        return events_for([e for batch in replay_events(self._state) for e in batch], self.viewer)

    def _recount(self, state: State) -> None:
        """Statistics and events of a match that did not start here (a resumed save)."""
        batches = replay_events(state)
        for events in batches[1:]:
            self._count(events)
        self._past: list[Event] = [e for batch in batches for e in batch]

    def past_events(self) -> list[Event]:
        """Everything that happened before this window took the match over, as the viewer may
        see it (the log of a resumed match)."""
        return events_for(self._past, self.viewer)

    def _count(self, events: list[Event]) -> None:
        for e in events:
            match e:
                case E.ShotStarted(side=s):
                    self.stats.shots[s] += 1
                case E.ShotResolved(side=s, outcome="magic"):
                    self.stats.magic[s] += 1
                case E.Goal(side=s, card=card, how=how):
                    label = short(card) if card else _("blind")  # the card by name, as full time lists it
                    if how == "penalty":
                        label += " (" + _("pen") + ")"
                    self.stats.scorers[s].append(label)
                    self.stats.goals_by_half[self.half - 1][s] += 1
                case E.HalfTime():
                    self.half = 2

    # ------------------------------------------------------------------ the computer opponent

    def computer_to_act(self) -> bool:
        d = self.decider
        return d != TERMINAL and self.agents[d] is not None

    def poll_computer(self) -> Action | None:
        """Start the agent if it is its turn; return its action once it is ready and readable."""
        if self.closed or not self.computer_to_act():
            return None
        d = self.decider
        agent = self.agents[d]
        assert agent is not None
        if self.worker is None:
            self.worker = DecisionJob(agent, self._state.view(d))
            return None
        if not self.worker.done or time.monotonic() - self.worker.started_at < self.think_pause:
            return None
        job, self.worker = self.worker, None
        action = job.poll()
        legal = job.view.legal_actions
        if job.error is not None or action not in legal:
            self.last_error = _("{error}; it plays a legal move instead").format(
                error=job.error or _("the computer chose an illegal move")
            )
            action = legal[0]
        return action

    @property
    def thinking(self) -> bool:
        return self.worker is not None

    # ------------------------------------------------------------------ a coach on another computer

    def poll_remote(self) -> list[tuple[Event, View]] | None:
        """Steps played on another computer (online play, game/ui/control/online_controller.py), presented
        like an action's; None while there are none."""
        return None

    def remote_deciding(self) -> str | None:
        """The name of the coach deciding on another computer now (online play)."""
        return None

    def remote_name(self) -> str:
        """The coach on the other computer (online play)."""
        return ""

    # An online match's rematch needs both coaches (online_controller.py); here nobody else is asked.

    def rematch_wanted(self) -> tuple[bool, bool]:
        """Whether this coach and the other coach want another match."""
        return False, False

    def rematch_possible(self) -> bool:
        return self.phase == "over"

    def offer_rematch(self) -> None:
        pass

    def next_match(self) -> MatchController | None:
        """The rematch both coaches agreed to, once it has begun."""
        return None

    def close(self) -> None:
        """Stop the computer at once (leaving the match or closing the window)."""
        self.closed = True
        if self.worker is not None:
            self.worker.cancel()
            self.worker = None


def replay_events(state: State) -> list[list[Event]]:
    """The events of `state`'s match replayed from its seed: the opening ones, then one list per
    action of its history."""
    game = Game(seed=state.game.seed, tiebreak=state.game.tiebreak, cards=state.game.cards)
    replay = game.new_initial_state()
    batches = [list(replay.initial_events())]
    batches.extend(replay.apply_action(action) for action in state.history)
    return batches
