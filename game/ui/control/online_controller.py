"""The remote coach behind the controller seam: on the host, the guest's validated actions come in
where the computer's would (`poll_computer`); on the guest, the host's presented steps come in
through `poll_remote`, and its own decisions go out to be checked by the host's engine."""

from __future__ import annotations

import secrets
import threading
from dataclasses import replace
from typing import Any

from game import storage
from game.clubs import DEFAULT_CLUBS, clubs_of
from game.engine.actions import Action
from game.engine.events import Event
from game.engine.serialize import SaveError, load_match
from game.engine.state import TERMINAL, State
from game.engine.view import View
from game.i18n import _
from game.net import protocol as P
from game.net.client import LOST, PLAYING, REFUSED, GuestLink
from game.net.guest import GuestTable
from game.net.host import HostLink, Referee
from game.ui.control.controller import MatchConfig, MatchController
from game.ui.words import card_text


def new_online_seed() -> int:
    """A new online match's seed: too many to try one by one against what the guest sees of the deal."""
    return 1 + secrets.randbelow(2**62)


def refusal(link: GuestLink) -> str:
    """Why the host refused or dropped us, in the player's language where the close code says it."""
    words = {
        P.CLOSE_WRONG_CODE: _("wrong match code"),
        P.CLOSE_FULL: _("this match already has its two coaches"),
        P.CLOSE_VERSION: _("the other computer has another version of the game"),
        P.CLOSE_NOT_HOST: _("this is not the host you picked: its fingerprint is {fingerprint}").format(
            fingerprint=link.offered_fingerprint or "?"
        ),
        P.CLOSE_BUSY: _("the host is turning away too many attempts just now"),
        P.CLOSE_FLOOD: _("too many messages were sent"),
    }
    if link.close_code is None and "did not answer" in link.reason:
        return _("the host did not answer in time")
    if link.close_code == P.CLOSE_PROTOCOL and "unreadable" in link.reason:
        return _("the host sent something this game cannot read")
    return words.get(link.close_code or 0, link.reason)


def door_notice(link: HostLink) -> str:
    """Someone trying codes at the host's door, said to the host ("" while nobody is)."""
    if link.locked():
        return _("Someone tried codes from {address}: it is locked out for an hour.").format(address=link.locked())
    if link.notice():
        return _("Someone is trying codes from {address}.").format(address=link.notice())
    return ""


def seat_clubs(my_side: int, mine: str, theirs: str) -> tuple[str, str]:
    """The two clubs of an online match, home first: each coach's own on its side (the same club
    twice: the away side takes another, the same on both screens)."""
    pair = (mine, theirs) if my_side == 0 else (theirs, mine)
    return clubs_of(list(pair))


class HostController(MatchController):
    """The host's match: the engine runs here; the guest plays `1 - config.human_side`."""

    def __init__(
        self,
        config: MatchConfig,
        link: HostLink,
        name: str,
        state: State | None = None,
        extra: dict[str, Any] | None = None,
        announcer: Any = None,
        match: int = 1,
    ) -> None:
        """`match`: which match between these two coaches (a rematch: the next)."""
        online = {"code": link.code, "port": link.port, "name": name, "match": match, "keep_code": link.keep_code}
        super().__init__(config, state, persist=True, extra={**(extra or {}), "online": online})
        self.link = link
        self.announcer = announcer
        self.referee = Referee(
            link, 1 - config.human_side, name, match=match, host_club=config.clubs[config.human_side]
        )
        self._incoming: Action | None = None
        self.emotes: list[tuple[int, str]] = []
        self._handed_over = False  # the connection went on to the rematch

    @property
    def guest_side(self) -> int:
        return self.referee.side

    def pump(self) -> None:
        """Take in the guest's messages (every frame, whatever scene is on top)."""
        if self._incoming is None:
            self._incoming = self.referee.poll(self._state)
        clubs = seat_clubs(self.config.human_side, self.referee.host_club, self.referee.guest_club)
        if self.referee.joined and clubs != self.config.clubs:  # the guest said its club
            self.config = replace(self.config, clubs=clubs)
        self.emotes += self.referee.emotes
        self.referee.emotes.clear()

    def remote_name(self) -> str:
        return self.referee.guest_name or card_text.side_name(self.guest_side)

    def remote_deciding(self) -> str | None:
        return self.remote_name() if self.decider == self.guest_side else None

    def lost(self) -> str | None:
        """Why the match is paused (the guest is away), None while it is connected."""
        if self.referee.joined or self._state.is_terminal():
            return None
        waiting = _("Waiting for {coach} to reconnect with the code {code}…").format(
            coach=self.remote_name(), code=self.link.code
        )
        return " ".join(filter(None, (waiting, door_notice(self.link))))

    def is_human(self, side: int) -> bool:
        return side == self.config.human_side

    def computer_to_act(self) -> bool:
        return False

    def poll_computer(self) -> Action | None:
        action, self._incoming = self._incoming, None
        return action

    @property
    def thinking(self) -> bool:
        return self.decider == self.guest_side

    def apply_steps(self, action: Action) -> list[tuple[Event, View]]:
        before = self._state.clone()
        steps = super().apply_steps(action)  # the autosave is written before the guest hears of it
        self.referee.played(before, action, self._state)
        return steps

    def can_undo(self) -> bool:
        return False  # the guest has seen the action already

    def send_emote(self, emote: str) -> None:
        self.referee.emote(self.config.human_side, emote)

    # ------------------------------------------------------------------ the rematch

    def rematch_wanted(self) -> tuple[bool, bool]:
        """Whether this coach and the other coach want another match."""
        return self.referee.host_rematch, self.referee.rematch

    def rematch_possible(self) -> bool:
        """The match is over and the other coach is still connected."""
        return self._state.is_terminal() and self.referee.joined

    def offer_rematch(self) -> None:
        if self.rematch_possible() and not self.referee.host_rematch:
            self.referee.offer_rematch()

    def next_match(self) -> HostController | None:
        """Once both coaches want it: the rematch on the same connection and code, each coach on
        the same side with the same rules, a new deal the guest cannot foresee (the last match's
        record, which it holds, does not tell the next seed)."""
        r = self.referee
        if not (r.host_rematch and r.rematch and r.joined and self._state.is_terminal()):
            return None
        old = self.config
        config = MatchConfig(old.mode, old.human_side, old.agent, old.tiebreak, new_online_seed(), old.clubs)
        internet = {"internet": True} if self.extra.get("internet") else None  # Continue hosts the same way
        following = HostController(
            config, self.link, r.host_name, extra=internet, announcer=self.announcer, match=r.match + 1
        )
        following.referee.joined, following.referee.guest_name = True, r.guest_name
        following.referee.guest_club = r.guest_club
        following.referee.backlog, r.backlog = r.backlog, []
        following.referee.welcome(following._state)
        self._handed_over = True
        return following

    def close(self) -> None:
        super().close()
        if self._handed_over:
            return
        if self.announcer is not None:
            self.announcer.close()
        self.link.close("the host left; the match is saved on the host's computer")  # wire text, English


class GuestController(MatchController):
    """The guest's match: no engine state, only its side's view and events from the host."""

    def __init__(self, table: GuestTable) -> None:
        assert table.view is not None and table.side is not None
        self.table = table
        own = getattr(table.link, "club", DEFAULT_CLUBS[1])
        clubs = seat_clubs(table.side, own, table.host_club)
        self.config = MatchConfig("online", table.side, "random", table.tiebreak, 0, clubs)
        self.agents = [None, None]
        self.worker = None
        self.last_error = None
        self.closed = False
        self.think_pause = 0.0
        self.version = 0
        self.persist = False
        self.extra = {}
        self.notices = []
        self.save_reported = False
        self.replay_path = None
        self.viewer = table.side
        self.emotes: list[tuple[int, str]] = []
        self.resynced = False
        self.match = table.match
        self._handed_over = False  # the connection went on to the rematch
        self._view: View = table.view
        self._welcomes = table.welcomes
        self._final: State | None = None
        self._keeping: threading.Thread | None = None
        from game.ui.control.controller import Stats

        self.stats = Stats()
        self.half = 1
        self._log: list[Event] = list(table.log)
        for event in self._log:
            self._count([event])

    def pump(self) -> None:
        t = self.table
        if self._handed_over:
            return
        t.poll()
        self.emotes += t.emotes
        t.emotes.clear()
        while t.rejections:
            self.last_error = card_text.rule_message(t.rejections.popleft())
        if t.welcomes != self._welcomes and t.match == self.match:  # a rejoin: the host's word is the match
            self._welcomes = t.welcomes
            assert t.view is not None
            self._view, self._log = t.view, list(t.log)
            self.stats, self.half = type(self.stats)(), 1
            for event in self._log:
                self._count([event])
            self.version += 1
            self.resynced = True
        if t.final_match is not None and self._keeping is None:  # checked and written off the frame loop
            self._keeping = threading.Thread(target=self._keep_replay, args=(t.final_match,), daemon=True)
            self._keeping.start()

    def _keep_replay(self, text: str) -> None:
        """The host's record of the finished match, kept like a local match's replay."""
        try:
            self._final = load_match(text)
        except SaveError as exc:
            self.notices.append(_("The host's replay could not be read ({error}).").format(error=exc))
            return
        try:
            self.replay_path = storage.keep_finished(self._final, self.meta())
        except (OSError, ValueError) as exc:
            self.notices.append(_("The match could not be saved ({error}).").format(error=exc))

    def meta(self) -> dict[str, Any]:
        seed = self._final.game.seed if self._final is not None else 0
        return {**self.config.to_meta(), "seed": seed, "viewer": self.viewer}

    def autosave(self) -> None:
        pass  # the host keeps the match; the guest rejoins it with the code

    def remote_name(self) -> str:
        return self.table.host_name or card_text.side_name(1 - self.viewer)

    def remote_deciding(self) -> str | None:
        return self.remote_name() if self.decider == 1 - self.viewer else None

    def lost(self) -> str | None:
        link = self.table.link
        if self.table.final_match is not None:
            return None
        if link.status == REFUSED:
            return _("{coach}'s computer refused us: {reason}").format(coach=self.remote_name(), reason=refusal(link))
        if link.status != LOST:
            return None
        if link.host_left:
            return _("{coach} left; the match is saved on their computer. Waiting for them to continue it…").format(
                coach=self.remote_name()
            )
        return _("Waiting for {coach} to reconnect…").format(coach=self.remote_name())

    # ------------------------------------------------------------------ the seam

    def view(self) -> View:
        return self._view

    def initial_events(self) -> list[Event]:
        return []

    @property
    def decider(self) -> int:
        return self._view.current_player if self._view.phase != "over" else TERMINAL

    @property
    def phase(self) -> str:
        return self._view.phase

    def is_human(self, side: int) -> bool:
        return side == self.viewer

    def human_to_act(self) -> bool:
        t = self.table
        return bool(self._view.legal_actions) and not t.pending and not t.batches and t.view is self._view

    def needs_handover(self) -> bool:
        return False

    def handover(self) -> None:
        pass

    def apply_steps(self, action: Action) -> list[tuple[Event, View]]:
        """Send the decision; its events come back through `poll_remote` (or the rule it breaks)."""
        self.table.decide(action)
        return []

    def poll_remote(self) -> list[tuple[Event, View]] | None:
        batches = self.table.batches
        if self.resynced:
            self.resynced = False
            return []
        if not batches:
            return None
        batch = batches.popleft()
        self._view = batch.view
        self.version += 1
        events = [e for e, _v in batch.steps]
        self._log.extend(events)
        self._count(events)
        return list(batch.steps)

    def can_undo(self) -> bool:
        return False

    def undo(self) -> bool:
        return False

    def finished_state(self) -> State | None:
        return self._final.clone() if self._final is not None else None

    def logged_events(self) -> list[Event]:
        return list(self._log)

    def past_events(self) -> list[Event]:
        return list(self._log)

    def computer_to_act(self) -> bool:
        return False

    def poll_computer(self) -> Action | None:
        return None

    @property
    def thinking(self) -> bool:
        return self.decider == 1 - self.viewer or self.table.pending

    def send_emote(self, emote: str) -> None:
        self.table.emote(emote)

    # ------------------------------------------------------------------ the rematch

    def rematch_wanted(self) -> tuple[bool, bool]:
        """Whether this coach and the other coach want another match."""
        return self.table.rematch_sent, self.table.rematch_offered

    def rematch_possible(self) -> bool:
        """The match is over (its record is here) and the host is connected."""
        return self.table.final_match is not None and self.table.link.status == PLAYING

    def offer_rematch(self) -> None:
        if self.rematch_possible():
            self.table.ask_rematch()

    def next_match(self) -> GuestController | None:
        """The rematch, once the host has welcomed us to it."""
        t = self.table
        if t.match == self.match or t.view is None:
            return None
        self._handed_over = True
        return GuestController(t)

    def close(self) -> None:
        self.closed = True
        if not self._handed_over:
            self.table.link.close()
