"""The guest's table: what its side knows of the match, kept from the host's messages (no engine
state, no seed, no other hand), and its own decisions sent back. Used on the game's thread."""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass

from game.clubs import DEFAULT_CLUBS
from game.engine.actions import Action
from game.engine.errors import IllegalAction
from game.engine.events import Event
from game.engine.view import View
from game.net import protocol as P
from game.net.client import GuestLink


@dataclass(frozen=True)
class Batch:
    """One action's events as the guest's side sees them, each with the view right after it."""

    seq: int
    steps: tuple[tuple[Event, View], ...]
    view: View  # the guest's view once the action is over (with its legal actions)


class GuestTable:
    def __init__(self, link: GuestLink) -> None:
        self.link = link
        self.side: int | None = None
        self.host_name = ""
        self.host_club = DEFAULT_CLUBS[0]  # the host coach's club (game.clubs)
        self.tiebreak = "shootout"
        self.view: View | None = None  # the newest view received
        self.seq = 0  # actions played in the match so far (as far as the host told)
        self.log: list[Event] = []  # the match so far, as the guest's side saw it (on joining)
        self.batches: deque[Batch] = deque()
        self.final_match: str | None = None  # the whole match, sent by the host once it is over
        self.rejections: deque[IllegalAction] = deque(maxlen=16)  # bounded: a host may flood
        self.emotes: deque[tuple[int, str]] = deque(maxlen=16)
        self.pending = False  # an action was sent and the host has not answered yet
        self.welcomes = 0  # how often the host (re)welcomed us: a resync
        self.match = 0  # which match between the two coaches the host welcomed us to (a rematch: the next)
        self.rematch_sent = False  # our coach asked for a rematch of this match
        self.rematch_offered = False  # the host's coach wants one

    def poll(self) -> None:
        """Take in the host's messages."""
        for message in self.link.messages():
            data = message.data
            if message.kind == "welcome":
                if data["match"] != self.match:  # a new match: nothing of the last one carries over
                    self.match, self.final_match = data["match"], None
                    self.rematch_sent = self.rematch_offered = False
                    self.rejections.clear()
                elif self.rematch_sent and self.final_match is not None:
                    self.link.send(P.rematch_message())  # back after a dropped connection: ask again
                self.side, self.host_name, self.tiebreak = data["side"], data["host"], data["tiebreak"]
                self.host_club = data.get("club", DEFAULT_CLUBS[0])
                self.view, self.seq, self.log = data["view"], data["seq"], list(data["log"])
                self.batches.clear()
                self.pending = False
                self.welcomes += 1
            elif message.kind == "steps":
                self.view, self.seq = data["view"], data["seq"]
                self.batches.append(Batch(data["seq"], tuple(data["steps"]), data["view"]))
                self.pending = False
            elif message.kind == "rejected":
                self.pending = False
                self.rejections.append(IllegalAction(str(data["rule"]), str(data["template"]), data["params"]))
            elif message.kind == "final":
                self.final_match = str(data["match"])
            elif message.kind == "emote" and data["emote"] in P.EMOTES:
                self.emotes.append((int(data["side"]), data["emote"]))
            elif message.kind == "rematch" and self.final_match is not None and data["side"] != self.side:
                self.rematch_offered = True

    def to_act(self) -> bool:
        """The guest decides now: its view offers actions and none is on its way."""
        return self.view is not None and bool(self.view.legal_actions) and not self.pending

    def decide(self, action: Action) -> None:
        """Send the guest's action; the host answers with its events or the rule it breaks."""
        if not self.to_act():
            return
        self.pending = True
        self.link.send(P.action_message(self.seq, action))

    def ask_rematch(self) -> None:
        """Ask the host for another match (only once this one is over, and once)."""
        if self.final_match is not None and not self.rematch_sent:
            self.rematch_sent = True
            self.link.send(P.rematch_message())

    def emote(self, emote: str) -> None:
        if emote in P.EMOTES:
            self.link.send(P.emote_message(emote))
