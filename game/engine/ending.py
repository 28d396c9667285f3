"""The end of a turn (R4.5, R8.3), half time (R10) and the end of the match (R11), with the penalty shoot-out."""

from __future__ import annotations

from game.engine import events as E
from game.engine import turn
from game.engine.match import AWAY, HOME, SHOOTOUT_KICKS, Match, Phase, other


def end_turn(state: Match) -> None:
    """R4.5 / R8.3: additional time follows a turn in which the deck ran out; it ends the half."""
    state.shot = None
    state.placed_card = None
    state.pending_effects = []
    if state.additional_time:
        end_half(state)
        return
    if state.deck_ran_out:
        state.additional_time = True
        state.emit(E.AdditionalTime(other(state.active)))
    turn.begin_turn(state, other(state.active))


def start_half(state: Match, side: int) -> None:
    state.emit(E.HalfStarted(state.half, side))
    state.additional_time = False
    turn.begin_turn(state, side)


def end_half(state: Match) -> None:
    if state.half == 2:
        end_match(state)
        return
    state.emit(E.HalfTime((state.teams[HOME].score, state.teams[AWAY].score)))
    for side, team in enumerate(state.teams):
        returning = set(team.available) | set(team.field)
        team.available = [c for c in team.roster if c in returning]
        team.field = {}
        if team.tokens:
            state.emit(E.TokensReturned(side, tuple(team.tokens)))
        team.tokens = {}
        team.known_discard = []
        state.forget_icons(side)
    state.deck = state.deck + state.discard + state.teams[HOME].hand + state.teams[AWAY].hand
    state.discard = []
    state.teams[HOME].hand = []
    state.teams[AWAY].hand = []
    state.rng.shuffle(state.deck)
    state.emit(E.DeckReshuffled(len(state.deck)))
    if state.marker != 0:
        state.emit(E.MarkerMoved(state.marker, 0, "half time"))
        state.marker = 0
    state.half = 2
    state.additional_time = False
    state.phase = Phase.HALF_TIME
    state.halftime_side = HOME
    state.active = HOME
    if not state.substitutions(HOME):
        end_halftime_side(state)


def end_halftime_side(state: Match) -> None:
    if state.halftime_side == HOME:
        state.halftime_side = AWAY
        if state.substitutions(AWAY):
            return
    start_half(state, AWAY)


def end_match(state: Match) -> None:
    score = (state.teams[HOME].score, state.teams[AWAY].score)
    if score[0] == score[1] and state.game.tiebreak == "shootout":
        state.phase = Phase.SHOOTOUT_KICK
        state.active = HOME
        return
    finish(state)


def finish(state: Match) -> None:
    state.phase = Phase.OVER
    result = state.result()
    assert result is not None
    state.emit(E.MatchEnded(result.score, result.shootout, result.winner))


def shootout_saved(state: Match, spots: tuple[str, ...]) -> None:
    kicker = state.shootout_kicker()
    assert state.shootout_kick is not None
    goal = state.shootout_kick not in spots
    state.shootout.append((kicker, state.shootout_kick, spots, goal))
    state.shootout_kick = None
    state.emit(E.ShootoutKick(kicker, state.shootout[-1][1], spots, goal, state.shootout_score()))
    if shootout_decided(state):
        finish(state)
    else:
        state.phase = Phase.SHOOTOUT_KICK
        state.active = state.shootout_kicker()


def shootout_decided(state: Match) -> bool:
    """R11.2: five kicks each, stopping once one side cannot catch up; then pairs."""
    taken = [0, 0]
    for side, _, _, _ in state.shootout:
        taken[side] += 1
    goals = state.shootout_score()
    if taken[HOME] <= SHOOTOUT_KICKS and taken[AWAY] <= SHOOTOUT_KICKS:
        left = (SHOOTOUT_KICKS - taken[HOME], SHOOTOUT_KICKS - taken[AWAY])
        return goals[HOME] + left[HOME] < goals[AWAY] or goals[AWAY] + left[AWAY] < goals[HOME]
    return taken[HOME] == taken[AWAY] and goals[HOME] != goals[AWAY]
