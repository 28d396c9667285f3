"""What happened, for viewers to animate. `for_side` strips what a side may not see (R12)."""

from __future__ import annotations

from dataclasses import dataclass, replace

from game.engine.icons import Icon, IconKey


@dataclass(frozen=True, slots=True)
class Event:
    def for_side(self, side: int) -> Event:
        """This event as `side` (HOME or AWAY) may see it (R12); any other viewer (the replay's
        referee) sees the event itself."""
        return self._redacted(side) if side in (0, 1) else self

    def _redacted(self, side: int) -> Event:
        return self


@dataclass(frozen=True, slots=True)
class DraftRevealed(Event):
    round: int
    stars: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class StarPicked(Event):
    side: int
    card: str


@dataclass(frozen=True, slots=True)
class StarsRemoved(Event):
    cards: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class LineupChosen(Event):
    side: int
    bench: tuple[str, ...] | None

    def _redacted(self, side: int) -> Event:
        return self if side == self.side else replace(self, bench=None)


@dataclass(frozen=True, slots=True)
class LineupsRevealed(Event):
    benches: tuple[tuple[str, ...], tuple[str, ...]]


@dataclass(frozen=True, slots=True)
class HalfStarted(Event):
    half: int
    side: int


@dataclass(frozen=True, slots=True)
class TurnStarted(Event):
    side: int
    turn: int
    additional_time: bool


@dataclass(frozen=True, slots=True)
class TeamActionSkipped(Event):
    side: int


@dataclass(frozen=True, slots=True)
class CardsDrawn(Event):
    side: int
    count: int
    cards: tuple[str, ...] | None  # synergy codes; None for the other side
    reason: str  # "pass", "DRAW_1", "DRAW_2_KEEP_1"

    def _redacted(self, side: int) -> Event:
        return self if side == self.side else replace(self, cards=None)


@dataclass(frozen=True, slots=True)
class DrawKept(Event):
    side: int
    kept: str | None
    discarded: str | None

    def _redacted(self, side: int) -> Event:
        return self if side == self.side else replace(self, kept=None, discarded=None)


@dataclass(frozen=True, slots=True)
class DeckReshuffled(Event):
    size: int


@dataclass(frozen=True, slots=True)
class AdditionalTime(Event):
    side: int  # the team that plays it


@dataclass(frozen=True, slots=True)
class MarkerMoved(Event):
    start: int
    end: int
    reason: str  # "press", "CONTROL_1", "CONTROL_2", "goal", "half time"


@dataclass(frozen=True, slots=True)
class CardPlaced(Event):
    side: int
    card: str
    row: int
    col: int
    completed: tuple[Icon, ...]


@dataclass(frozen=True, slots=True)
class EffectResolved(Event):
    side: int
    card: str
    effect: str
    applied: bool


@dataclass(frozen=True, slots=True)
class CardStolen(Event):
    side: int
    victim: int
    card: str | None  # only the victim knows which card left its hand

    def _redacted(self, side: int) -> Event:
        return self if side == self.victim else replace(self, card=None)


@dataclass(frozen=True, slots=True)
class ShotStarted(Event):
    side: int
    card: str | None
    shot: str  # "normal", "cannon", "blind"
    base_attack: int
    base_defense: int


@dataclass(frozen=True, slots=True)
class TokenPlaced(Event):
    side: int
    icon: IconKey


@dataclass(frozen=True, slots=True)
class TokenFlipped(Event):
    side: int
    icon: IconKey


@dataclass(frozen=True, slots=True)
class TokensReturned(Event):
    side: int
    icons: tuple[IconKey, ...]


@dataclass(frozen=True, slots=True)
class SynergyPlaced(Event):
    side: int
    slot: int
    source: str  # "deck" or "hand"
    card: str | None  # known only to the owner, and only for a card from hand

    def _redacted(self, side: int) -> Event:
        return self if side == self.side else replace(self, card=None)


@dataclass(frozen=True, slots=True)
class SynergyRevealed(Event):
    side: int
    slot: int
    card: str
    total: int  # running total after this card


@dataclass(frozen=True, slots=True)
class SynergyDiscarded(Event):
    side: int
    count: int
    revealed: bool


@dataclass(frozen=True, slots=True)
class ShotResolved(Event):
    side: int
    outcome: str  # "goal", "magic", "out", "saved", "tackle"
    attack: int
    defense: int | None  # None when the defender never revealed (OUT)


@dataclass(frozen=True, slots=True)
class PenaltyKickChosen(Event):
    side: int  # the kicker has chosen, face down


@dataclass(frozen=True, slots=True)
class PenaltyKick(Event):
    side: int  # the kicker
    kick: str
    save: tuple[str, ...]
    goal: bool


@dataclass(frozen=True, slots=True)
class Goal(Event):
    side: int
    card: str | None
    how: str  # "shot", "magic", "penalty", "blind"
    score: tuple[int, int]


@dataclass(frozen=True, slots=True)
class Substitution(Event):
    side: int
    out: str
    into: str
    from_field: bool
    tokens_returned: int


@dataclass(frozen=True, slots=True)
class HalfTime(Event):
    score: tuple[int, int]


@dataclass(frozen=True, slots=True)
class ShootoutKick(Event):
    side: int
    kick: str
    save: tuple[str, ...]
    goal: bool
    goals: tuple[int, int]


@dataclass(frozen=True, slots=True)
class MatchEnded(Event):
    score: tuple[int, int]
    shootout: tuple[int, int] | None
    winner: int | None


def events_for(events: list[Event], side: int) -> list[Event]:
    return [e.for_side(side) for e in events]
