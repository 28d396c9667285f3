"""The match review (issue #41): after the whistle, each coach's win chance turn by turn and Hard's
verdict on every decision of a person, from that coach's own view only.

    review = review_match(final_state, reviewed_sides=(HOME,))          # people default to these
    coach = review.coaches[HOME]
    coach.curve          # CurvePoint per turn start, kick-off to the whistle (exactly 1, 0 or DRAW_VALUE)
    coach.marks          # goals, shots, substitutions, half time, shoot-out kicks on the curve
    coach.decisions      # every decision with more than one legal action, graded or not (and why)
    coach.key_moments    # the (up to) three decisions that gave away the most win chance (over BEST_MAX)
    coach.summary        # decisions per grade, and the share that matched Hard's best

Pure: no pygame, no translation, no wall clock, no global random. The match is replayed from its
seed and actions (`Game(seed, tiebreak, cards)` and `state.history`); every number about a coach
comes from `state.view(side)` at that moment and the events as that side saw them (R12), never the
other hand, the deck order or the match's seed: the deals the search plays on are sampled from the
view (`sample_state`) with random numbers from REVIEW_SEED, the side and the decision's index.

The curve: at every turn start the shipped value model's chance for the coach
(value_features.position of a state sampled from the coach's view; every feature the model reads is
one the view shows, so one deal gives the same number as many), and at the whistle the result
itself: 1 (won, a shoot-out included), 0 (lost) or DRAW_VALUE.

The grade: in the phases Hard searches (hard.SEARCH_PHASES: team action, player action, shoot or
not, effect, token, the attacker's synergy, keep) the chosen option and Hard's candidates
(hard.candidates, Normal's best `top_k` first) are each played out on the same sampled deals with
the same playout seed (common random numbers) by lookahead.rest_of_turn, as hard.HardAgent._search
does, with SHIPPED_BUDGET's knobs (Hard's shipped search but two of the opponent's replies weighed,
not four: see there); the defender's synergy (R5.4) is weighed as Hard's defence is
(lookahead.defence_values, from one deal: its worth depends only on what the view shows). A
decision gives away (best - chosen) x 100 points of win chance and is graded by GRADE_LIMITS (≤ 2
best, ≤ 5 good, ≤ 10 inaccuracy, ≤ 20 mistake, more: blunder); the option Hard finds best gives
away nothing, so it is always graded best. Not graded (Decision.grade None, `reason` says why):
the star draft and the line-up (Hard decides those by star strengths and Normal's rule, not by win
chance), half-time substitutions and substitutions in a turn (R9), penalty kicks and saves (R11: a
guess against a guess, no option better than another), and a decision whose only alternatives were
substitutions. Shots, their totals and outcomes, goals and substitutions are public (R12) and give
each decision's facts and the curve's marks.

`judge(view, action)` grades one decision the same way (the UI may use it for a position on its own);
`first_match_notes(review, side)` picks the guided first match's kind review; `sides_for_meta(meta)`
says which sides of a replay are reviewed and graded. MatchReview.to_json/from_json store a review
(game/review_store.py keeps it beside the replay; game/review_process.py makes it in a process)."""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources
from typing import Any, Final

from game.ai.hard import ONE_DEAL, SEARCH_PHASES, TOP_K, USEFUL_DEALS, candidates, cycle_collector_paused
from game.ai.lookahead import defence_values, rest_of_turn
from game.ai.odds import defender_odds
from game.ai.value_features import position
from game.ai.value_model import MODEL_FILE, ValueModel, shipped_model
from game.engine import actions as A
from game.engine import events as E
from game.engine.action_json import action_from_json, action_to_json
from game.engine.actions import Action
from game.engine.match import Phase
from game.engine.rng import Rng
from game.engine.sampling import SamplingError, sample_state
from game.engine.state import AWAY, HOME, Game, State, other
from game.engine.view import View

REVIEW_VERSION: Final = 1  # bump when the review's method changes: stored reviews are made anew
REVIEW_SEED: Final = 0x4D4E_3131_5245_5649  # every deal of a review comes from this, the side and the index
DRAW_VALUE: Final = 0.5  # the curve at the whistle of a draw (the value model's draw, R11.2)

BEST: Final = "best"
GOOD: Final = "good"
INACCURACY: Final = "inaccuracy"
MISTAKE: Final = "mistake"
BLUNDER: Final = "blunder"
GRADES: Final = (BEST, GOOD, INACCURACY, MISTAKE, BLUNDER)
BEST_MAX: Final = 2.0  # points of win chance (0-100) given away against Hard's best, at most, for each grade
GOOD_MAX: Final = 5.0
INACCURACY_MAX: Final = 10.0
MISTAKE_MAX: Final = 20.0  # more than this: a blunder
GRADE_LIMITS: Final = ((BEST, BEST_MAX), (GOOD, GOOD_MAX), (INACCURACY, INACCURACY_MAX), (MISTAKE, MISTAKE_MAX))
KEY_MOMENTS: Final = 3
REVIEW_REPLIES: Final = 2  # the opponent's build-ups weighed in its reply (hard.MAX_REPLIES: 4; see SHIPPED_BUDGET)

GRADED_PHASES: Final = frozenset(SEARCH_PHASES | {"defend_synergy"})
# Why a decision is not graded (Decision.reason).
NOT_SEARCHED: Final = "phase"  # draft, line-up, half time, penalties (see the module's notes)
SUBSTITUTION: Final = "substitution"  # R9: a substitution was the choice
ONLY_SUBSTITUTIONS: Final = "only_substitutions"  # the one other option was to substitute first
NO_DEAL: Final = "no_deal"  # no deal could be sampled from the view (never in a real match)
REASONS: Final = (NOT_SEARCHED, SUBSTITUTION, ONLY_SUBSTITUTIONS, NO_DEAL)

# Curve marks (CurveMark.kind).
MARK_KINDS: Final = ("goal", "shot", "substitution", "half_time", "shootout_kick")


@dataclass(frozen=True)
class ReviewBudget:
    """How hard the review searches each decision: `deals` sampled deals (one in hard.ONE_DEAL's
    phases), Normal's `top_k` best build-ups and shots, the opponent's `replies` best build-ups
    weighed in its reply, `extend` more turns played at every playout's stop (hard.py's knobs)."""

    deals: int = USEFUL_DEALS
    top_k: int = TOP_K
    replies: int = REVIEW_REPLIES
    extend: int = 1

    def to_json(self) -> dict[str, int]:
        return {"deals": self.deals, "top_k": self.top_k, "replies": self.replies, "extend": self.extend}


SHIPPED_BUDGET: Final = ReviewBudget()  # the shipped Hard's search (4 deals, 12 options, one more turn at every
# stop) with two of the opponent's replies weighed, not four: half the work (a whole match reviewed for both
# sides in 5-7 s of CPU against 12-16 s, seeds 80001 and 80003, Normal against Normal), the same grade for 93%
# of decisions and the same best option for 91-93%; figures: python -m game.bench review
TEST_BUDGET: Final = ReviewBudget(deals=1, top_k=4, replies=1, extend=0)  # tests: the same method, small


def grade_for(points_lost: float) -> str:
    """The grade of a decision that gave away `points_lost` points of win chance (0-100)."""
    for grade, limit in GRADE_LIMITS:
        if points_lost <= limit:
            return grade
    return BLUNDER


@lru_cache(maxsize=1)
def model_version() -> str:
    """The shipped value model's fingerprint (sha256 of game/data/value_model.json, first 16 hex digits)."""
    raw = resources.files("game.data").joinpath(MODEL_FILE).read_bytes()
    return hashlib.sha256(raw).hexdigest()[:16]


# ---------------------------------------------------------------------- what a review holds


@dataclass(frozen=True)
class CurvePoint:
    """The coach's chance of taking the match (0-1) at the start of `turn` (kind "turn"; the first is
    the kick-off) or at the final whistle (kind "whistle", turn = the last turn played, after any
    shoot-out). `moment` is the replay's step there (actions played from the start: the replay
    scene's index); `score` is (HOME, AWAY) goals then."""

    kind: str
    turn: int
    half: int
    moment: int
    chance: float
    score: tuple[int, int]


@dataclass(frozen=True)
class CurveMark:
    """Something that happened, to mark on the curve: kind one of MARK_KINDS, in `turn` (between that
    turn's point and the next), `moment` the replay's step right after it; `side` who did it (None
    for half time). A shot: `card` the shooter (None: blind), `outcome` as ShotResolved's ("goal",
    "magic", "saved", "out", "tackle"), `attack`/`defense` the totals (defense None on OUT). A goal:
    `card`, `outcome` the way ("shot", "magic", "penalty", "blind"), `score` (HOME, AWAY) after it. A
    substitution: `card` the card going off, `into` the card coming on. Half time: `score`. A
    shoot-out kick: `outcome` "goal" or "miss", `score` the shoot-out's goals after it."""

    kind: str
    turn: int
    half: int
    moment: int
    side: int | None
    card: str | None = None
    into: str | None = None
    outcome: str | None = None
    attack: int | None = None
    defense: int | None = None
    score: tuple[int, int] | None = None


@dataclass(frozen=True)
class ShotFacts:
    """The shot a decision started or took part in (either side's): its shooter (`card`, None for a
    blind shot), `kind` ("normal", "cannon", "blind"), base attack and defence (R5.2, R5.5), and
    once revealed the totals and outcome (R5.6; `defense` None on OUT); `penalty` whether the
    penalty after a tackle scored (R5.7), else None."""

    side: int
    kind: str
    card: str | None
    base_attack: int
    base_defense: int
    attack: int | None
    defense: int | None
    outcome: str | None
    penalty: bool | None


@dataclass(frozen=True)
class DecisionFacts:
    """What a one-line summary needs, as the coach saw it when deciding: `score` (this coach, the
    opponent), `marker` from this coach's end (-2..+2, +2 its AGGRESSIVE end, R7), cards in its
    `hand`, the `deck`'s size, and the `shot` this decision belongs to (None outside a shot)."""

    score: tuple[int, int]
    marker: int
    hand: int
    deck: int
    shot: ShotFacts | None


@dataclass(frozen=True)
class Decision:
    """One decision of a coach with more than one legal action.

    `index`: its place among the coach's own actions (0 = its first); `moment`: the replay's step
    just before it (open the replay there to see the decision); `turn`, `half`, `phase` (a Phase
    value: "player_action", "attack_synergy"...). `chosen` and `best` are actions as JSON
    (game/engine/action_json.py); `best` is Hard's best option from the same view (None when not
    graded). `grade` one of GRADES, or None with `reason` one of REASONS. `points_lost`: win chance
    (0-100) the choice gave away against `best` (0 when not graded). `chance`/`best_chance`: the
    search's win chance (0-1) of the chosen and of the best option; `spread`: points between the
    best and the worst option weighed (how much this decision mattered); `options`: how many were
    weighed; `matched`: the coach chose Hard's best."""

    index: int
    moment: int
    turn: int
    half: int
    phase: str
    chosen: dict[str, Any]
    best: dict[str, Any] | None
    grade: str | None
    reason: str | None
    points_lost: float
    chance: float | None
    best_chance: float | None
    spread: float
    options: int
    matched: bool
    facts: DecisionFacts

    @property
    def graded(self) -> bool:
        return self.grade is not None

    def chosen_action(self) -> Action:
        return action_from_json(self.chosen)

    def best_action(self) -> Action | None:
        return None if self.best is None else action_from_json(self.best)


@dataclass(frozen=True)
class CoachSummary:
    """`counts`: graded decisions per grade (every grade present, maybe 0); `graded`, `not_graded`:
    how many; `matched`: graded decisions that were Hard's best; `matched_share`: matched / graded
    (None with nothing graded); `points_lost`: the total given away."""

    counts: dict[str, int]
    graded: int
    not_graded: int
    matched: int
    matched_share: float | None
    points_lost: float


@dataclass(frozen=True)
class CoachReview:
    """One coach's review. `graded_person`: its decisions were graded (a person's); a computer's
    side has only its curve and marks (decisions empty)."""

    side: int
    graded_person: bool
    curve: tuple[CurvePoint, ...]
    marks: tuple[CurveMark, ...]
    decisions: tuple[Decision, ...]
    key_moments: tuple[Decision, ...]
    summary: CoachSummary


@dataclass(frozen=True)
class MatchReview:
    """The whole review: `coaches` by side (only the sides reviewed); the result (`score` (HOME,
    AWAY), `shootout` goals or None, `winner` HOME/AWAY or None for a draw); `turns` the last turn
    played; `half_time` the last turn of the first half; `version` REVIEW_VERSION, `model` the value
    model's fingerprint and `budget` the search's knobs it was made with."""

    version: int
    model: str
    budget: ReviewBudget
    score: tuple[int, int]
    shootout: tuple[int, int] | None
    winner: int | None
    turns: int
    half_time: int | None
    coaches: dict[int, CoachReview] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return _review_to_json(self)

    @staticmethod
    def from_json(data: Any) -> MatchReview:
        """The review in `data`, every field checked (ValueError/TypeError/KeyError otherwise)."""
        return _review_from_json(data)


@dataclass(frozen=True)
class ReviewSides:
    """Which sides a review shows a curve for (`curves`) and whose decisions it grades (`graded`:
    the people's), from a replay's meta data."""

    curves: tuple[int, ...]
    graded: tuple[int, ...]


def sides_for_meta(meta: Mapping[str, Any]) -> ReviewSides:
    """A replay's meta to the sides reviewed: "computer" the person's side (`human_side`); "hotseat"
    both; "watch" both curves, nobody graded; "online" the local side (`human_side`, else `viewer`).
    A side that is not said (a shared replay, an older file): both curves, nobody graded."""
    mode = meta.get("mode")
    side = meta.get("human_side", meta.get("viewer")) if mode == "online" else meta.get("human_side")
    if mode == "hotseat":
        return ReviewSides((HOME, AWAY), (HOME, AWAY))
    if mode in ("computer", "online") and type(side) is int and side in (HOME, AWAY) and meta.get("shared") is not True:
        return ReviewSides((side,), (side,))
    return ReviewSides((HOME, AWAY), ())


# ---------------------------------------------------------------------- the replay


@dataclass
class _Moment:
    """A decision of a reviewed side: the view then, the action chosen, the shot it belongs to."""

    index: int
    moment: int
    view: View
    action: Action
    shot: int | None  # position in _Replay.shots


@dataclass
class _Replay:
    points: dict[int, list[tuple[int, int, int, View, tuple[int, int]]]]  # side -> (turn, half, moment, view, score)
    moments: dict[int, list[_Moment]]
    marks: dict[int, list[CurveMark]]
    shots: list[list[Any]]  # [ShotStarted, ShotResolved | None, penalty goal | None]
    final: State


def _replay(final_state: State, sides: Sequence[int]) -> _Replay:
    game = final_state.game
    state = Game(seed=game.seed, tiebreak=game.tiebreak, cards=game.cards).new_initial_state()
    out = _Replay({s: [] for s in sides}, {s: [] for s in sides}, {s: [] for s in sides}, [], state)
    own = dict.fromkeys(sides, 0)
    turn = half = 0
    current_shot: int | None = None
    for moment, action in enumerate(final_state.history):
        side = state.current_player()
        in_shot = state.shot is not None
        if side in own:
            view = state.view(side)
            if len(view.legal_actions) > 1:
                out.moments[side].append(_Moment(own[side], moment, view, action, current_shot if in_shot else None))
            own[side] += 1
        events = state.apply_action(action)
        started = False
        for event in events:
            match event:
                case E.HalfStarted(half=h):
                    half = h
                case E.TurnStarted(turn=t):
                    turn = t
                    started = True
                case E.ShotStarted():  # shots, their totals and penalties are public (R12): one list for both sides
                    out.shots.append([event, None, None])
                    current_shot = len(out.shots) - 1
                    for m in (ms[-1] for ms in out.moments.values() if ms):
                        if m.moment == moment:  # the decision that started this shot
                            m.shot = current_shot
                case E.ShotResolved():
                    if current_shot is not None:
                        out.shots[current_shot][1] = event
                case E.PenaltyKick(goal=goal):
                    if current_shot is not None:
                        out.shots[current_shot][2] = goal
            for s in sides:
                mark = _mark(event.for_side(s), turn, half, moment + 1)
                if mark is not None:
                    out.marks[s].append(mark)
        if started:
            score = (state.teams[HOME].score, state.teams[AWAY].score)
            for s in sides:
                out.points[s].append((turn, half, moment + 1, state.view(s), score))
    if state.history != final_state.history or not state.is_terminal():
        raise ValueError("the match's actions do not replay to a finished match")
    out.final = state
    return out


def _mark(event: E.Event, turn: int, half: int, moment: int) -> CurveMark | None:
    match event:
        case E.ShotResolved(side=side, outcome=outcome, attack=attack, defense=defense):
            return CurveMark("shot", turn, half, moment, side, outcome=outcome, attack=attack, defense=defense)
        case E.Goal(side=side, card=card, how=how, score=score):
            return CurveMark("goal", turn, half, moment, side, card=card, outcome=how, score=score)
        case E.Substitution(side=side, out=out, into=into):
            return CurveMark("substitution", turn, half, moment, side, card=out, into=into)
        case E.HalfTime(score=score):
            return CurveMark("half_time", turn, half, moment, None, score=score)
        case E.ShootoutKick(side=side, goal=goal, goals=goals):
            return CurveMark("shootout_kick", turn, half, moment, side, outcome="goal" if goal else "miss", score=goals)
    return None


# ---------------------------------------------------------------------- weighing one decision


@dataclass(frozen=True)
class Weighed:
    """Options and their win chance (0-1) for the deciding coach, best first by Normal's order."""

    options: tuple[Action, ...]
    values: tuple[float, ...]

    def best(self) -> tuple[Action, float]:
        k = max(range(len(self.options)), key=lambda i: (self.values[i], -i))  # ties: Normal's order
        return self.options[k], self.values[k]


def _seed(side: int, index: int) -> int:
    return (REVIEW_SEED * 1_000_003 + side * 7_919 + index) & ((1 << 64) - 1)


def weigh(view: View, chosen: Action, model: ValueModel, budget: ReviewBudget, rng: Rng) -> Weighed | None:
    """The chosen action and Hard's candidates from `view`, each with its win chance for the viewer,
    on the same sampled deals; None if no deal could be sampled."""
    if view.phase == "defend_synergy":
        return _weigh_defence(view, model, rng)
    options = list(candidates(view, budget.top_k))
    if chosen not in options:
        options.append(chosen)
    me = view.viewer
    totals = [0.0] * len(options)
    deals = 1 if view.phase in ONE_DEAL else budget.deals
    done = 0
    with cycle_collector_paused():
        for _ in range(deals):
            try:
                deal = sample_state(view, Rng(rng.next_u64()))
            except SamplingError:
                break
            playout_seed = rng.next_u64()
            for k, option in enumerate(options):
                state = deal.clone()
                state.apply_action(option)
                totals[k] += rest_of_turn(
                    state,
                    me,
                    model,
                    Rng(playout_seed),
                    reply=True,
                    follow=True,
                    replies=budget.replies,
                    extend=budget.extend,
                )
            done += 1
    if done == 0:
        return None
    return Weighed(tuple(options), tuple(t / done for t in totals))


def _weigh_defence(view: View, model: ValueModel, rng: Rng) -> Weighed | None:
    """R5.4 as Hard weighs it (hard.HardAgent._defend): each slot-2 choice's win chance after the shot."""
    try:
        state = sample_state(view, rng)
    except SamplingError:
        return None
    odds = {source: o.score for source, o in defender_odds(view).items()}
    values = defence_values(state, view.viewer, model, odds)
    options = [a for a in view.legal_actions if isinstance(a, A.DefendSynergy) and a.source in values]
    if not options:
        return None
    return Weighed(tuple(options), tuple(values[a.source] for a in options))


# ---------------------------------------------------------------------- the review


Progress = Callable[[int, int], None]


def _gradable(m: _Moment) -> str | None:
    """Why this decision is not graded, or None if it is."""
    if m.view.phase not in GRADED_PHASES:
        return NOT_SEARCHED
    if isinstance(m.action, A.Substitute):
        return SUBSTITUTION
    if sum(1 for a in m.view.legal_actions if not isinstance(a, A.Substitute)) < 2:
        return ONLY_SUBSTITUTIONS
    return None


def review_match(
    final_state: State,
    reviewed_sides: Sequence[int],
    people: Sequence[int] | None = None,
    budget: ReviewBudget = SHIPPED_BUDGET,
    model: ValueModel | None = None,
    progress: Progress | None = None,
    stop: Callable[[], bool] | None = None,
) -> MatchReview:
    """The review of a finished match for `reviewed_sides` (their curves and marks); the decisions of
    the sides in `people` (default: all reviewed sides; a side not reviewed is ignored) are graded.
    `progress(done, total)` is called after every graded decision (and once at the start); `stop()`
    true ends the review early with InterruptedError. ValueError if the match is not finished or its
    actions do not replay."""
    if final_state.result() is None:
        raise ValueError("only a finished match can be reviewed")
    sides = tuple(sorted({s for s in reviewed_sides if s in (HOME, AWAY)}))
    graded = set(sides if people is None else people) & set(sides)
    model = model if model is not None else shipped_model()
    replay = _replay(final_state, sides)
    result = replay.final.result()
    assert result is not None
    work = [(s, m) for s in sides if s in graded for m in replay.moments[s] if _gradable(m) is None]
    total, done = len(work), 0
    if progress is not None:
        progress(0, total)
    weighed: dict[tuple[int, int], Weighed | None] = {}
    for side, m in work:
        if stop is not None and stop():
            raise InterruptedError("the review was cancelled")
        weighed[(side, m.index)] = weigh(m.view, m.action, model, budget, Rng(_seed(side, m.index)))
        done += 1
        if progress is not None:
            progress(done, total)
    coaches = {}
    for side in sides:
        curve = _curve(replay, side, model)
        decisions = tuple(
            _decision(replay, side, m, weighed, side in graded)
            for m in (replay.moments[side] if side in graded else ())
        )
        coaches[side] = CoachReview(
            side,
            side in graded,
            curve,
            tuple(replay.marks[side]),
            decisions,
            _key_moments(decisions),
            _summary(decisions),
        )
    story_turns = max((p[0] for pts in replay.points.values() for p in pts), default=replay.final.turn)
    half_time = next((mk.turn for mks in replay.marks.values() for mk in mks if mk.kind == "half_time"), None)
    return MatchReview(
        REVIEW_VERSION,
        model_version(),
        budget,
        result.score,
        result.shootout,
        result.winner,
        max(story_turns, replay.final.turn),
        half_time,
        coaches,
    )


def _curve(replay: _Replay, side: int, model: ValueModel) -> tuple[CurvePoint, ...]:
    points: list[CurvePoint] = []
    last = DRAW_VALUE
    for n, (turn, half, moment, view, score) in enumerate(replay.points[side]):
        try:
            state = sample_state(view, Rng(_seed(side, -1 - n)))
            last = model.value(position(state, side))
        except SamplingError:
            pass  # never in a real match: the curve holds its last value
        points.append(CurvePoint("turn", turn, half, moment, last, score))
    final = replay.final
    result = final.result()
    assert result is not None
    chance = DRAW_VALUE if result.winner is None else 1.0 if result.winner == side else 0.0
    points.append(CurvePoint("whistle", final.turn, final.half, len(final.history), chance, result.score))
    return tuple(points)


def _facts(replay: _Replay, m: _Moment) -> DecisionFacts:
    view, me = m.view, m.view.viewer
    shot = None
    if m.shot is not None:
        started, resolved, penalty = replay.shots[m.shot]
        shot = ShotFacts(
            started.side,
            started.shot,
            started.card,
            started.base_attack,
            started.base_defense,
            None if resolved is None else resolved.attack,
            None if resolved is None else resolved.defense,
            None if resolved is None else resolved.outcome,
            penalty,
        )
    return DecisionFacts(
        (view.score[me], view.score[other(me)]),
        view.marker if me == HOME else -view.marker,
        view.me.hand_count,
        view.deck_size,
        shot,
    )


def _decision(
    replay: _Replay, side: int, m: _Moment, weighed: dict[tuple[int, int], Weighed | None], graded: bool
) -> Decision:
    reason = _gradable(m) if graded else NOT_SEARCHED
    found = weighed.get((side, m.index)) if reason is None else None
    if reason is None and found is None:
        reason = NO_DEAL
    base: dict[str, Any] = dict(
        index=m.index,
        moment=m.moment,
        turn=m.view.turn,
        half=m.view.half,
        phase=m.view.phase,
        chosen=action_to_json(m.action),
        facts=_facts(replay, m),
    )
    if found is None:
        return Decision(
            **base,
            best=None,
            grade=None,
            reason=reason,
            points_lost=0.0,
            chance=None,
            best_chance=None,
            spread=0.0,
            options=0,
            matched=False,
        )
    v = verdict(found, m.action)
    return Decision(
        **base,
        best=action_to_json(v.best),
        grade=v.grade,
        reason=None,
        points_lost=v.points_lost,
        chance=v.chance,
        best_chance=v.best_chance,
        spread=v.spread,
        options=len(found.options),
        matched=v.best == m.action,
    )


@dataclass(frozen=True)
class Verdict:
    """One option judged against Hard's best: `points_lost` (0-100), its `grade`, the `best` option,
    the win chances (0-1) of both and the `spread` (points between the best and worst weighed)."""

    grade: str
    points_lost: float
    best: Action
    chance: float
    best_chance: float
    spread: float


def verdict(found: Weighed, chosen: Action) -> Verdict:
    """`chosen` (one of found.options) judged against the best of them."""
    best, best_value = found.best()
    chance = found.values[found.options.index(chosen)]
    lost = 0.0 if chosen == best else max(0.0, best_value - chance) * 100
    return Verdict(grade_for(lost), lost, best, chance, best_value, (best_value - min(found.values)) * 100)


def judge(
    view: View, chosen: Action, budget: ReviewBudget = SHIPPED_BUDGET, model: ValueModel | None = None, index: int = 0
) -> Verdict | None:
    """One decision judged as review_match judges the coach's `index`-th action (the same deals):
    None if its phase is not graded or no deal could be sampled."""
    if view.phase not in GRADED_PHASES:
        return None
    found = weigh(view, chosen, model if model is not None else shipped_model(), budget, Rng(_seed(view.viewer, index)))
    return None if found is None else verdict(found, chosen)


def _key_moments(decisions: Sequence[Decision]) -> tuple[Decision, ...]:
    lost = sorted(
        (d for d in decisions if d.graded and d.points_lost > BEST_MAX), key=lambda d: (-d.points_lost, d.index)
    )
    return tuple(sorted(lost[:KEY_MOMENTS], key=lambda d: d.index))


def _summary(decisions: Sequence[Decision]) -> CoachSummary:
    counts = dict.fromkeys(GRADES, 0)
    graded = [d for d in decisions if d.grade is not None]
    for d in graded:
        counts[d.grade] += 1  # type: ignore[index]
    matched = sum(1 for d in graded if d.matched)
    return CoachSummary(
        counts,
        len(graded),
        len(decisions) - len(graded),
        matched,
        matched / len(graded) if graded else None,
        sum(d.points_lost for d in graded),
    )


# ---------------------------------------------------------------------- the guided match's short review


@dataclass(frozen=True)
class FirstMatchNotes:
    """What went well and one thing to try, for the guided first match's short, kind review (the
    words are the window's). `goals`, `exact_11s`: this coach's; `matched`/`graded`: decisions that
    were Hard's best, of those graded; `good_calls`: up to two decisions graded best where getting it
    right mattered most (largest `spread`), in match order; `try_next`: the decision that gave away
    the most, when it gave away more than GOOD_MAX points, with `topic` (TOPICS) naming what it was
    about; else both None."""

    side: int
    goals: int
    exact_11s: int
    won: bool | None  # None: a draw
    matched: int
    graded: int
    good_calls: tuple[Decision, ...]
    try_next: Decision | None
    topic: str | None


# What a decision was about, by phase (FirstMatchNotes.topic).
TOPICS: Final = {
    "team_action": "pass_or_press",  # R4.1
    "player_action": "build_up_or_attack",  # R4.3
    "shoot_option": "when_to_shoot",  # R4.3 A
    "effect": "effects",  # R6
    "keep": "which_card_to_keep",  # R6 DRAW_2_KEEP_1
    "token": "token",  # R5.1
    "attack_synergy": "attack_cards",  # R5.3
    "defend_synergy": "defence_card",  # R5.4
}


def first_match_notes(review: MatchReview, side: int) -> FirstMatchNotes:
    """The guided first match's kind review for `side` (KeyError if that side was not reviewed)."""
    coach = review.coaches[side]
    goals = sum(1 for mk in coach.marks if mk.kind == "goal" and mk.side == side)
    elevens = sum(1 for mk in coach.marks if mk.kind == "shot" and mk.side == side and mk.attack == 11)
    graded = [d for d in coach.decisions if d.graded]
    right = sorted((d for d in graded if d.grade == BEST and d.spread > 0), key=lambda d: (-d.spread, d.index))
    worst = max(graded, key=lambda d: (d.points_lost, -d.index), default=None)
    if worst is not None and worst.points_lost <= GOOD_MAX:
        worst = None
    won = None if review.winner is None else review.winner == side
    return FirstMatchNotes(
        side,
        goals,
        elevens,
        won,
        coach.summary.matched,
        coach.summary.graded,
        tuple(sorted(right[:2], key=lambda d: d.index)),
        worst,
        None if worst is None else TOPICS.get(worst.phase),
    )


# ---------------------------------------------------------------------- JSON


def _review_to_json(r: MatchReview) -> dict[str, Any]:
    return {
        "version": r.version,
        "model": r.model,
        "budget": r.budget.to_json(),
        "score": list(r.score),
        "shootout": None if r.shootout is None else list(r.shootout),
        "winner": r.winner,
        "turns": r.turns,
        "half_time": r.half_time,
        "coaches": [_coach_to_json(c) for _, c in sorted(r.coaches.items())],
    }


def _coach_to_json(c: CoachReview) -> dict[str, Any]:
    return {
        "side": c.side,
        "graded_person": c.graded_person,
        "curve": [[p.kind, p.turn, p.half, p.moment, p.chance, list(p.score)] for p in c.curve],
        "marks": [_mark_to_json(mk) for mk in c.marks],
        "decisions": [_decision_to_json(d) for d in c.decisions],
        "key_moments": [c.decisions.index(d) for d in c.key_moments],
    }


def _mark_to_json(mk: CurveMark) -> dict[str, Any]:
    return {
        "kind": mk.kind,
        "turn": mk.turn,
        "half": mk.half,
        "moment": mk.moment,
        "side": mk.side,
        "card": mk.card,
        "into": mk.into,
        "outcome": mk.outcome,
        "attack": mk.attack,
        "defense": mk.defense,
        "score": None if mk.score is None else list(mk.score),
    }


def _decision_to_json(d: Decision) -> dict[str, Any]:
    f = d.facts
    shot = (
        None
        if f.shot is None
        else {
            "side": f.shot.side,
            "kind": f.shot.kind,
            "card": f.shot.card,
            "base_attack": f.shot.base_attack,
            "base_defense": f.shot.base_defense,
            "attack": f.shot.attack,
            "defense": f.shot.defense,
            "outcome": f.shot.outcome,
            "penalty": f.shot.penalty,
        }
    )
    return {
        "index": d.index,
        "moment": d.moment,
        "turn": d.turn,
        "half": d.half,
        "phase": d.phase,
        "chosen": d.chosen,
        "best": d.best,
        "grade": d.grade,
        "reason": d.reason,
        "points_lost": d.points_lost,
        "chance": d.chance,
        "best_chance": d.best_chance,
        "spread": d.spread,
        "options": d.options,
        "matched": d.matched,
        "facts": {"score": list(f.score), "marker": f.marker, "hand": f.hand, "deck": f.deck, "shot": shot},
    }


MAX_COUNT: Final = 100_000  # no turn, moment or index of a real match comes near this


def _int(value: Any, low: int = 0, high: int = MAX_COUNT) -> int:
    if type(value) is not int or not low <= value <= high:
        raise ValueError(f"not a whole number in {low}..{high}: {str(value)[:40]!r}")
    return value


def _opt_int(value: Any, low: int = 0, high: int = MAX_COUNT) -> int | None:
    return None if value is None else _int(value, low, high)


def _float(value: Any, low: float, high: float) -> float:
    if type(value) not in (int, float) or not low <= value <= high:  # NaN fails the comparison
        raise ValueError(f"not a number in {low}..{high}: {str(value)[:40]!r}")
    return float(value)


def _opt_float(value: Any, low: float, high: float) -> float | None:
    return None if value is None else _float(value, low, high)


def _str(value: Any, allowed: Sequence[str] | None = None) -> str:
    if not isinstance(value, str) or len(value) > 40 or (allowed is not None and value not in allowed):
        raise ValueError(f"not an expected word: {str(value)[:40]!r}")
    return value


def _opt_str(value: Any, allowed: Sequence[str] | None = None) -> str | None:
    return None if value is None else _str(value, allowed)


def _bool(value: Any) -> bool:
    if type(value) is not bool:
        raise ValueError(f"not true or false: {str(value)[:40]!r}")
    return value


def _pair(value: Any, high: int = MAX_COUNT) -> tuple[int, int]:
    if not isinstance(value, list) or len(value) != 2:
        raise ValueError("not a pair of numbers")
    return _int(value[0], 0, high), _int(value[1], 0, high)


def _list(value: Any) -> list[Any]:
    if not isinstance(value, list):
        raise ValueError("not a list")
    return value


def _dict(value: Any, keys: Sequence[str]) -> dict[str, Any]:
    if not isinstance(value, dict) or set(value) != set(keys):
        raise ValueError(f"expected the fields {sorted(keys)}")
    return value


def _action(value: Any) -> dict[str, Any]:
    return action_to_json(action_from_json(value))  # checked, and written back exactly as the game writes it


SIDE: Final = (HOME, AWAY)
PHASES: Final = tuple(p.value for p in Phase if p is not Phase.OVER)  # where a decision can stand
SHOT_KINDS: Final = ("normal", "cannon", "blind")
OUTCOMES: Final = ("goal", "magic", "saved", "out", "tackle", "miss", "shot", "penalty", "blind")


def _review_from_json(data: Any) -> MatchReview:
    d = _dict(data, ("version", "model", "budget", "score", "shootout", "winner", "turns", "half_time", "coaches"))
    b = _dict(d["budget"], ("deals", "top_k", "replies", "extend"))
    budget = ReviewBudget(
        _int(b["deals"], 1, 1000), _int(b["top_k"], 1, 1000), _int(b["replies"], 1, 100), _int(b["extend"], 0, 10)
    )
    coaches: dict[int, CoachReview] = {}
    for raw in _list(d["coaches"]):
        coach = _coach_from_json(raw)
        if coach.side in coaches:
            raise ValueError("a coach reviewed twice")
        coaches[coach.side] = coach
    winner = d["winner"]
    if winner is not None:
        winner = _int(winner, 0, 1)
    shootout = None if d["shootout"] is None else _pair(d["shootout"])
    return MatchReview(
        _int(d["version"]),
        _str(d["model"]),
        budget,
        _pair(d["score"]),
        shootout,
        winner,
        _int(d["turns"]),
        _opt_int(d["half_time"]),
        coaches,
    )


def _coach_from_json(raw: Any) -> CoachReview:
    c = _dict(raw, ("side", "graded_person", "curve", "marks", "decisions", "key_moments"))
    side = _int(c["side"], 0, 1)
    curve = []
    for p in _list(c["curve"]):
        p = _list(p)
        if len(p) != 6:
            raise ValueError("a curve point needs six values")
        curve.append(
            CurvePoint(
                _str(p[0], ("turn", "whistle")),
                _int(p[1]),
                _int(p[2], 0, 2),
                _int(p[3]),
                _float(p[4], 0.0, 1.0),
                _pair(p[5]),
            )
        )
    marks = []
    for m in _list(c["marks"]):
        m = _dict(
            m, ("kind", "turn", "half", "moment", "side", "card", "into", "outcome", "attack", "defense", "score")
        )
        marks.append(
            CurveMark(
                _str(m["kind"], MARK_KINDS),
                _int(m["turn"]),
                _int(m["half"], 0, 2),
                _int(m["moment"]),
                _opt_int(m["side"], 0, 1),
                _opt_str(m["card"]),
                _opt_str(m["into"]),
                _opt_str(m["outcome"], OUTCOMES),
                _opt_int(m["attack"], 0, 100),
                _opt_int(m["defense"], 0, 100),
                None if m["score"] is None else _pair(m["score"]),
            )
        )
    decisions = tuple(_decision_from_json(x) for x in _list(c["decisions"]))
    keys = [_int(k, 0, max(0, len(decisions) - 1)) for k in _list(c["key_moments"])]
    if len(keys) > KEY_MOMENTS or len(set(keys)) != len(keys) or not all(decisions[k].graded for k in keys):
        raise ValueError("the key moments are not graded decisions")
    graded = _bool(c["graded_person"])
    return CoachReview(
        side, graded, tuple(curve), tuple(marks), decisions, tuple(decisions[k] for k in keys), _summary(decisions)
    )


def _decision_from_json(raw: Any) -> Decision:
    d = _dict(
        raw,
        (
            "index",
            "moment",
            "turn",
            "half",
            "phase",
            "chosen",
            "best",
            "grade",
            "reason",
            "points_lost",
            "chance",
            "best_chance",
            "spread",
            "options",
            "matched",
            "facts",
        ),
    )
    f = _dict(d["facts"], ("score", "marker", "hand", "deck", "shot"))
    shot = None
    if f["shot"] is not None:
        s = _dict(
            f["shot"],
            ("side", "kind", "card", "base_attack", "base_defense", "attack", "defense", "outcome", "penalty"),
        )
        shot = ShotFacts(
            _int(s["side"], 0, 1),
            _str(s["kind"], SHOT_KINDS),
            _opt_str(s["card"]),
            _int(s["base_attack"], 0, 100),
            _int(s["base_defense"], 0, 100),
            _opt_int(s["attack"], 0, 100),
            _opt_int(s["defense"], 0, 100),
            _opt_str(s["outcome"], OUTCOMES),
            None if s["penalty"] is None else _bool(s["penalty"]),
        )
    facts = DecisionFacts(
        _pair(f["score"]), _int(f["marker"], -2, 2), _int(f["hand"], 0, 5), _int(f["deck"], 0, 100), shot
    )
    grade = _opt_str(d["grade"], GRADES)
    reason = _opt_str(d["reason"], REASONS)
    points = _float(d["points_lost"], 0.0, 100.0)
    if (grade is None) == (reason is None) or (grade is not None and grade != grade_for(points)):
        raise ValueError("a decision's grade does not fit its points")
    best = None if d["best"] is None else _action(d["best"])
    if (best is None) != (grade is None):
        raise ValueError("a graded decision needs Hard's best option")
    return Decision(
        _int(d["index"]),
        _int(d["moment"]),
        _int(d["turn"]),
        _int(d["half"], 0, 2),
        _str(d["phase"], PHASES),
        _action(d["chosen"]),
        best,
        grade,
        reason,
        points,
        _opt_float(d["chance"], 0.0, 1.0),
        _opt_float(d["best_chance"], 0.0, 1.0),
        _float(d["spread"], 0.0, 100.0),
        _int(d["options"], 0, 10_000),
        _bool(d["matched"]),
        facts,
    )
