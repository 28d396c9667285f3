"""The story of a match told from its events, for the full-time screen: every goal (turn, half,
scoring card, how), every shot (attack against defence, outcome, exact 11s: R5.6, R5.7), the
control marker turn by turn, substitutions and the penalty shoot-out. Pure data: no drawing, no
words (card ids and outcome keys stay as they are; the screen translates them)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field, replace

from game.engine import events as E
from game.engine.state import Game, State

MAGIC = 11  # R5.6


@dataclass(frozen=True, slots=True)
class ShotLine:
    side: int
    turn: int
    half: int
    card: str | None  # the shooter; None for a blind shot
    kind: str  # "normal", "cannon", "blind"
    attack: int  # total attack once revealed
    defense: int | None  # total defence; None when the defender never revealed (OUT)
    outcome: str  # "goal", "magic", "saved", "out", "tackle"
    penalty: bool | None = None  # after a tackle (R5.7): whether the penalty kick scored

    @property
    def goal(self) -> bool:
        return self.outcome in ("goal", "magic") or self.penalty is True

    @property
    def exact_11(self) -> bool:
        """Total attack exactly 11 and a Magic Number (R5.6): a blind shot's 11 is not one (R5.10)."""
        return self.attack == MAGIC and self.kind != "blind"


@dataclass(frozen=True, slots=True)
class GoalLine:
    side: int
    turn: int
    half: int
    card: str | None  # the scoring card; None for a blind shot
    how: str  # "shot", "magic", "penalty", "cannon", "blind"
    score: tuple[int, int]  # the score right after it
    exact_11: bool  # the shot's attack was exactly 11


@dataclass(frozen=True, slots=True)
class KickLine:
    side: int
    goal: bool


@dataclass
class MatchStory:
    goals: list[GoalLine] = field(default_factory=list)
    shots: list[ShotLine] = field(default_factory=list)
    # The control marker (-2..+2; +2 is AWAY's end, where HOME attacks) as a step path: (x, value)
    # with x in turns, turn t spanning [t-1, t); moves within a turn are spread across it.
    marker: list[tuple[float, int]] = field(default_factory=list)
    turns: int = 0  # the last turn played
    half_time: int | None = None  # the last turn of the first half, once it ended
    additional_time: list[int] = field(default_factory=list)  # turns played as additional time (R8.3)
    substitutions: list[int] = field(default_factory=lambda: [0, 0])
    shootout: list[KickLine] = field(default_factory=list)
    score: tuple[int, int] = (0, 0)
    winner: int | None = None
    over: bool = False

    def shots_by(self, side: int) -> list[ShotLine]:
        return [s for s in self.shots if s.side == side]

    def goals_by(self, side: int) -> list[GoalLine]:
        return [g for g in self.goals if g.side == side]

    def exact_11(self, side: int) -> int:
        """How often `side`'s coach hit exactly 11 (a Magic Number, R5.6)."""
        return sum(1 for s in self.shots_by(side) if s.exact_11)

    def exact_11_goals(self, side: int) -> int:
        """How many of those became goals (directly, or by the penalty after a tackle, R5.7)."""
        return sum(1 for s in self.shots_by(side) if s.exact_11 and s.goal)

    def shootout_score(self) -> tuple[int, int]:
        goals = [0, 0]
        for kick in self.shootout:
            goals[kick.side] += kick.goal
        return goals[0], goals[1]


def tell(events: Iterable[E.Event]) -> MatchStory:
    """The story of the match these events (in order, from the first) tell."""
    story = MatchStory()
    turn = half = 0
    marker = 0
    moves: list[int] = []  # the marker's positions after each move of the current turn
    pending: ShotLine | None = None  # a shot whose tackle waits for its penalty kick
    shooting: E.ShotStarted | None = None

    def close_turn() -> None:
        if turn:
            for k, value in enumerate(moves):
                story.marker.append((turn - 1 + (k + 1) / (len(moves) + 1), value))
        moves.clear()

    for event in events:
        match event:
            case E.HalfStarted(half=h):
                half = h
            case E.TurnStarted(turn=t, additional_time=extra):
                close_turn()
                turn = story.turns = t
                story.marker.append((t - 1, marker))
                if extra:
                    story.additional_time.append(t)
            case E.HalfTime():
                story.half_time = turn
            case E.MarkerMoved(end=end):
                marker = end
                moves.append(end)
            case E.ShotStarted():
                shooting = event
            case E.ShotResolved(side=side, outcome=outcome, attack=attack, defense=defense):
                assert shooting is not None
                shot = ShotLine(side, turn, half, shooting.card, shooting.shot, attack, defense, outcome)
                story.shots.append(shot)
                pending = shot if outcome == "tackle" else None
            case E.PenaltyKick(goal=goal):
                if pending is not None:
                    story.shots[story.shots.index(pending)] = replace(pending, penalty=goal)
                    pending = None
            case E.Goal(side=side, card=card, how=how, score=score):
                shot = story.shots[-1]
                if how == "shot" and shot.kind == "cannon":
                    how = "cannon"
                story.goals.append(GoalLine(side, turn, half, card, how, score, shot.exact_11))
                story.score = score
            case E.Substitution(side=side):
                story.substitutions[side] += 1
            case E.ShootoutKick(side=side, goal=goal):
                story.shootout.append(KickLine(side, goal))
            case E.MatchEnded(score=score, winner=winner):
                close_turn()
                story.score, story.winner, story.over = score, winner, True
    if not story.over:
        close_turn()
    if story.turns:
        story.marker.append((float(story.turns), marker))
    return story


def match_events(state: State) -> list[E.Event]:
    """Every event of `state`'s match, replayed from its seed and actions (deterministic)."""
    replay = Game(seed=state.game.seed, tiebreak=state.game.tiebreak, cards=state.game.cards).new_initial_state()
    events = list(replay.initial_events())
    for action in state.history:
        events.extend(replay.apply_action(action))
    return events


def story_of(state: State) -> MatchStory:
    return tell(match_events(state))
