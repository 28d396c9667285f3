"""The rest of one turn played out on a determinized state and scored by the learned value model.

A playout follows the searching side's fast policy (playout.py) through its own remaining decisions
of the turn, or weighs several of them (`follow`, `mine`). It stops where the turn's outcome is
decided: at the opponent's next turn start, the end of the match, or once its own shot's cards are
chosen, where the shot counts with its exact chance (odds.py) rather than a drawn outcome: chance x
worth after a goal + (1 - chance) x worth after a miss."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Final

from game.ai.features import forget_fields, half_summary, summarize
from game.ai.odds import FULL_POOL, ShotOdds, odds_by_defence, remove, shot_odds, stars_of, supply_from
from game.ai.playout import fast_action, forget_judgements, player_action_options
from game.ai.value_features import Position, after_goal, position
from game.ai.value_model import ValueModel
from game.ai.viewtools import cover
from game.engine import actions as A
from game.engine.rng import Rng
from game.engine.state import Phase, State, other
from game.engine.turn import settle_team_action

TURN_PHASES: Final = frozenset({Phase.TEAM_ACTION, Phase.PLAYER_ACTION})
FOLLOW_PHASES: Final = frozenset({Phase.SHOOT_OPTION, Phase.EFFECT, Phase.TOKEN, Phase.KEEP})
MAX_STEPS: Final = 200


class Work:
    """The fast policy's moves played in this process's playouts: a search's work, which follows its
    CPU time closely (issue #24: correlation 0.99 over 220 decisions of the bench's 4x)."""

    __slots__ = ("steps",)

    def __init__(self) -> None:
        self.steps = 0


WORK: Final = Work()
MAX_DEFENCES: Final = 16384  # defences remembered (defence_values): a search meets the same shot again and again


class _Defences:
    """The defences worked out with one value model (one at a time, so an old model is not kept alive)."""

    def __init__(self) -> None:
        self.model: ValueModel | None = None
        self.values: dict[tuple[object, ...], dict[str, float]] = {}


_DEFENCES: Final = _Defences()


def forget_memos() -> None:
    """Drop everything the search remembers between decisions but the value model's own memo (tests:
    a decision made from a cold start)."""
    forget_fields()
    forget_judgements()
    _DEFENCES.model, _DEFENCES.values = None, {}


def outcome(state: State, me: int) -> float:
    result = state.result()
    assert result is not None
    return 0.5 if result.winner is None else (1.0 if result.winner == me else 0.0)


def shot_position(state: State, me: int) -> tuple[float, Position]:
    """While `me`'s shot waits for the defender: its exact chance to score, and `me`'s picture of
    the position once the shot is over (token face down, the cards played gone, the deck lower)."""
    shot = state.shot
    assert shot is not None and shot.side == me
    hand = state.hand_codes(me)
    played = [state.synergy_code(cid) for cid, source in shot.boards[me] if source == "hand"]
    unknown = sum(1 for _, source in shot.boards[me] if source == "deck")
    pool = remove(remove(FULL_POOL, tuple(sorted(hand))), tuple(sorted(played)))
    odds = shot_odds(
        pool,
        shot.base_attack + sum(stars_of(c) for c in played),
        unknown,
        shot.base_defense,
        2,
        False,
        shot.kind == "blind",
    )
    icons = state.icons(me)
    if shot.token is not None:
        icons = cover(icons, shot.token)
    pos = position(state, me, (summarize(icons), half_summary(state.icons(other(me)))))
    deck_left = pos.deck_left - 1 if pos.deck_left > 1 else 0
    return odds.score, replace(pos, deck_left=deck_left, to_move=False)


def _branch(state: State, me: int, scored: bool, score: int, marker: int) -> State:
    """`state` after `me`'s shot as if it had been a goal (`scored`) or a miss (R5.8)."""
    s = state.clone()
    s.teams[me].score = score + (1 if scored else 0)
    s.marker = 0 if scored else marker
    s.invalidate()
    if s.phase in TURN_PHASES and not s.additional_time:
        s.phase = Phase.TEAM_ACTION
        settle_team_action(s)  # R4.1 with the marker where this outcome leaves it
        s.invalidate()
    return s


def rest_of_turn(
    state: State,
    me: int,
    model: ValueModel,
    rng: Rng,
    reply: bool = False,
    follow: bool = False,
    replies: int = 1,
    extend: int = 0,
    mine: int = 1,
) -> float:
    """Play `state` (changed in place) to the end of `me`'s turn, or with `reply` to the end of the
    opponent's next turn too; `me`'s chance of taking the match. A shot counts with its exact
    chance: without `reply`, `me`'s shot is scored on the spot; with it, the opponent's turn is
    played from both outcomes. The opponent's shot is scored from `me`'s best defence. With
    `follow`, `me`'s own later small decisions this turn (FOLLOW_PHASES) are searched the same way
    instead of left to the fast policy. With `replies` > 1 the opponent's player action (R4.3) is
    searched too: its `replies` best by the fast policy's judgement, each played out, the one worst
    for `me` assumed. The horizon counts from `state`'s own turn, so an option that has just handed
    the turn over (a shot held back, a build-up with no shot) is weighed through `me`'s next turn:
    cutting it at the same turn as a shot's made Hard weaker (57.2% of decided against Normal with
    Hard's draft, against 69.1%; issue #11). With `extend`, every stop inside the half is scored
    as the mean of the model there and of `extend` more turns played on from it (`horizon_value`).
    With `mine` > 1, wherever `me`'s player action comes up (the root's team action, the turns
    played on) its `mine` best build-ups by the fast policy's judgement are each played out, the
    best for `me` taken. A branch keeps its own horizon from where it starts, as the root's
    options do; in the turns played on, only `me`'s build-up is weighed (the opponent's is the
    fast policy's), a slight optimism measured as part of the 4x search (issue #24)."""
    half, turn = state.half, state.turn
    end = turn + (2 if reply else 1)
    for _ in range(MAX_STEPS):
        if state.is_terminal():
            return outcome(state, me)
        shot = state.shot
        if shot is not None and state.phase is Phase.DEFEND_SYNERGY:
            if shot.side == me:
                chance, pos = shot_position(state, me)
                if not reply or state.turn != turn:
                    return chance * model.value(after_goal(pos, True)) + (1 - chance) * model.value(pos)
                score, marker = state.teams[me].score, state.marker
                _finish_turn(state, rng, turn, half)
                values = []
                for scored in (True, False):
                    branch = _branch(state, me, scored, score, marker)
                    if branch.is_terminal() or branch.half != half:
                        values.append(
                            model.value(after_goal(pos, True) if scored else pos)
                            if not branch.is_terminal()
                            else _final(branch, me)
                        )
                    else:
                        values.append(rest_of_turn(branch, me, model, rng, replies=replies, extend=extend, mine=mine))
                return chance * values[0] + (1 - chance) * values[1]
            odds = {k: v.score for k, v in defender_odds_of(state, me).items()}
            return max(defence_values(state, me, model, odds).values())
        if state.phase in TURN_PHASES and (state.turn >= end or state.half != half):
            return horizon_value(state, me, model, rng, extend if state.half == half else 0, mine)
        player = state.current_player()
        if follow and player == me and state.turn == turn and state.phase in FOLLOW_PHASES:
            options = [a for a in state.legal_actions() if not isinstance(a, A.Substitute)]
            if len(options) > 1:
                return _best_of(state, options, me, model, rng, reply, follow, replies, extend, mine)
        if mine > 1 and player == me and state.phase is Phase.PLAYER_ACTION:
            own = player_action_options(state, mine)
            return _best_of(state, own, me, model, rng, reply, follow, replies, extend, mine)
        if replies > 1 and player != me and state.phase is Phase.PLAYER_ACTION:
            seed = rng.next_u64()
            worst = 1.0
            for their in player_action_options(state, replies):
                branch = state.clone()
                branch.apply_action(their)
                worst = min(worst, rest_of_turn(branch, me, model, Rng(seed), extend=extend, mine=mine))
            return worst
        WORK.steps += 1
        state.apply_action(fast_action(state, rng))
    return model.value(position(state, me))


def _best_of(
    state: State,
    options: Sequence[A.Action],
    me: int,
    model: ValueModel,
    rng: Rng,
    reply: bool,
    follow: bool,
    replies: int,
    extend: int,
    mine: int,
) -> float:
    """`me`'s best of `options`, each played out (rest_of_turn) on the same random numbers."""
    seed = rng.next_u64()
    best = 0.0
    for a in options:
        branch = state.clone()
        branch.apply_action(a)
        best = max(best, rest_of_turn(branch, me, model, Rng(seed), reply, follow, replies, extend, mine))
    return best


def horizon_value(state: State, me: int, model: ValueModel, rng: Rng, extend: int, mine: int = 1) -> float:
    """`me`'s chance of taking the match where a playout stops at a turn start: the model's, or with
    `extend` turns the mean of the model's and of the next turn played out, itself scored with
    `extend` - 1 (`state` changed in place, its shot by the exact chance). Two estimates whose errors
    differ: more search, a truer leaf."""
    value = model.value(position(state, me))
    if extend <= 0:
        return value
    return (value + rest_of_turn(state, me, model, rng, extend=extend - 1, mine=mine)) / 2


def _final(state: State, me: int) -> float:
    mine, theirs = state.teams[me].score, state.teams[other(me)].score
    return 1.0 if mine > theirs else 0.0 if mine < theirs else 0.5


def _finish_turn(state: State, rng: Rng, turn: int, half: int) -> None:
    """Play the shot and the rest of the turn out (to the next turn start, half time or the end)."""
    for _ in range(MAX_STEPS):
        if state.is_terminal() or state.half != half or (state.phase in TURN_PHASES and state.turn != turn):
            return
        WORK.steps += 1
        state.apply_action(fast_action(state, rng))


def defender_odds_of(state: State, me: int) -> dict[str, ShotOdds]:
    """`odds.defender_odds(state.view(me))` for `me` defending in DEFEND_SYNERGY, read from the state
    without building the whole view (a playout meets many shots; tests/ai/test_ai_memos.py checks
    that the two agree): what `me` has seen is its hand, the discards it saw and its own hand cards
    on the board (R12)."""
    shot = state.shot
    assert shot is not None and shot.side == other(me)
    code = state.synergy_code
    hand = [code(c) for c in state.teams[me].hand]
    seen_discard = [code(c) for c in state.teams[me].known_discard]
    own_board = [code(c) for c, source in shot.boards[me] if source == "hand"]
    pool = remove(FULL_POOL, hand + seen_discard + own_board)
    supply = supply_from(len(state.deck), len(state.discard), seen_discard)
    slot1 = len(shot.boards[me]) - len(own_board)
    return odds_by_defence(
        pool,
        shot.base_attack,
        len(shot.boards[shot.side]),
        shot.base_defense,
        slot1,
        shot.kind == "blind",
        supply,
        hand,
    )


def defence_values(state: State, me: int, model: ValueModel, odds: dict[str, float]) -> dict[str, float]:
    """For `me` defending (R5.4): the worth of each slot-2 choice, given the attacker's chance to
    score with each (`odds`, keyed like DefendSynergy.source)."""
    shot = state.shot
    assert shot is not None and shot.side == other(me)
    theirs = state.icons(other(me))
    if shot.token is not None:
        theirs = cover(theirs, shot.token)
    pos = replace(position(state, me, (half_summary(state.icons(me)), summarize(theirs))), to_move=True)
    if _DEFENCES.model is not model:  # a model sent afresh to a search process: forget the old one's answers
        _DEFENCES.model, _DEFENCES.values = model, {}
    key = (pos, tuple(sorted(odds.items())))  # pos holds the hand too
    known = _DEFENCES.values.get(key)
    if known is None:
        if len(_DEFENCES.values) >= MAX_DEFENCES:
            _DEFENCES.values.clear()
        known = _DEFENCES.values[key] = _defence_values(pos, model, odds)
    return dict(known)


def _defence_values(pos: Position, model: ValueModel, odds: dict[str, float]) -> dict[str, float]:
    hand = pos.me.hand or ()
    out: dict[str, float] = {}
    for source, chance in odds.items():
        after = pos
        if source == "deck":
            after = replace(pos, deck_left=pos.deck_left - 1 if pos.deck_left > 1 else 0)
        elif source != "none":
            rest = list(hand)
            rest.remove(source)
            kept = tuple(rest)
            after = replace(pos, pool=remove(FULL_POOL, kept), me=replace(pos.me, hand=kept, hand_count=len(kept)))
        out[source] = chance * model.value(after_goal(after, False)) + (1 - chance) * model.value(after)
    return out
