"""What the learned value model (value_model.py) reads of a position: one side's honest picture of
it (its own hand known, the opponent's only counted), as a short list of numbers."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Final

from game.ai.evaluate import NORMAL_WEIGHTS, SideInfo, best_shot, potential
from game.ai.features import Summary, field_memo, half_summary
from game.ai.odds import FULL_POOL, Pool, is_tackle, remove, stars_of
from game.engine.state import HOME, Phase, State, control_state, other

DECK_SIZE: Final = 25
FEATURE_NAMES: Final = (
    "lead",
    "lead>=1",
    "lead>=2",
    "lead<=-1",
    "lead<=-2",
    "half2",
    "half_left",
    "match_left",
    "lead*late",
    "to_move",
    "mine",
    "theirs",
    "mine*to_move",
    "theirs*to_move",
    "marker",
    "aggressive",
    "defensive",
    "hand",
    "opp_hand",
    "hand_stars",
    "hand_tackles",
    "d",
    "opp_d",
    "p",
    "s",
    "opp_p",
    "opp_s",
    "a",
    "opp_a",
    "supply",
    "available",
    "opp_available",
    "subs_left",
    "opp_subs_left",
    "last_turn",
    "reach",
    "opp_reach",
    "reach*to_move",
    "opp_reach*to_move",
)


@dataclass(frozen=True)
class Position:
    """The raw facts the features are made of, so a lookahead can vary one (a goal, a card spent)."""

    lead: int
    half: int
    deck_left: int  # synergy cards until the deck runs out this half (0: this is the last turn)
    to_move: bool  # the side whose view this is decides next
    pool: Pool
    me: SideInfo
    opp: SideInfo
    marker: int  # -2..+2 from this side: +2 is its AGGRESSIVE end
    supply: int
    available: int
    opp_available: int
    subs_left: int
    opp_subs_left: int
    reach: tuple[tuple[int, int], ...]  # (attack, crack) of every shot this side could take next turn
    opp_reach: tuple[tuple[int, int], ...]


def position(state: State, me: int, summaries: tuple[Summary, Summary] | None = None) -> Position:
    """`me`'s picture of `state` (the opponent's hand is used only as a count)."""
    opp = other(me)
    hand = tuple(sorted(state.hand_codes(me)))
    mine_s, theirs_s = summaries or (half_summary(state.icons(me)), half_summary(state.icons(opp)))
    last = state.additional_time or state.deck_ran_out or state.phase is Phase.HALF_TIME
    team, rival = state.teams[me], state.teams[opp]
    return Position(
        lead=team.score - rival.score,
        half=state.half,
        deck_left=0 if last else len(state.deck),
        to_move=state.current_player() == me,
        pool=remove(FULL_POOL, hand),
        me=SideInfo(mine_s, hand, len(hand), control_state(state.marker, me)),
        opp=SideInfo(theirs_s, None, len(rival.hand), control_state(state.marker, opp)),
        marker=state.marker if me == HOME else -state.marker,
        supply=state.token_supply(),
        available=len(team.available),
        opp_available=len(rival.available),
        subs_left=3 - team.subs_used,
        opp_subs_left=3 - rival.subs_used,
        reach=reach(state, me, mine_s),
        opp_reach=reach(state, opp, theirs_s),
    )


def reach(state: State, side: int, summary: Summary) -> tuple[tuple[int, int], ...]:
    """(base attack, crack) of every shot `side` could take on its next turn: a direct attack by a
    field card, or a build-up shot by a card placed now (R4.3), whatever a token allows."""
    if state.token_supply() <= 0:
        return ()
    cards = state.cards
    shots = {(a, cards[c].crack) for c, a in summary.attack}
    team = state.teams[side]
    memo = field_memo(team.field, state.game.cards)
    shots |= memo.build_up_shots(tuple(team.available), lambda card: state.placements(side, card))
    return tuple(sorted(shots, reverse=True))


def after_goal(pos: Position, scored: bool) -> Position:
    """The same picture after a goal (R5.8: the marker back in the centre), by `me` if `scored`."""
    me = replace(pos.me, control=control_state(0, HOME))
    opp = replace(pos.opp, control=control_state(0, HOME))
    return replace(pos, lead=pos.lead + (1 if scored else -1), marker=0, me=me, opp=opp)


def vector(pos: Position) -> list[float]:
    lead = max(-3, min(3, pos.lead))
    half_left = pos.deck_left / DECK_SIZE
    match_left = (half_left + (1.0 if pos.half == 1 else 0.0)) / 2
    mine = potential(pos.pool, pos.me, pos.opp, pos.supply, w=NORMAL_WEIGHTS)
    theirs = potential(pos.pool, pos.opp, pos.me, pos.supply, generic=True, w=NORMAL_WEIGHTS)
    to_move = 1.0 if pos.to_move else 0.0
    reach_now = best_shot(
        pos.pool, pos.reach, max(0, pos.opp.summary.d), pos.me.hand, pos.me.hand_count, pos.me.control
    )
    opp_reach_now = best_shot(
        pos.pool, pos.opp_reach, max(0, pos.me.summary.d), None, pos.opp.hand_count, pos.opp.control
    )
    hand = pos.me.hand or ()
    m, o = pos.me.summary, pos.opp.summary
    return [
        lead / 3,
        float(lead >= 1),
        float(lead >= 2),
        float(lead <= -1),
        float(lead <= -2),
        float(pos.half == 2),
        half_left,
        match_left,
        lead * (1 - match_left),
        to_move,
        mine,
        theirs,
        mine * to_move,
        theirs * (1 - to_move),
        pos.marker / 2,
        float(pos.marker == 2),
        float(pos.marker <= -1),
        len(hand) / 5,
        pos.opp.hand_count / 5,
        sum(stars_of(c) for c in hand) / 15,
        float(sum(1 for c in hand if is_tackle(c))),
        m.d / 6,
        o.d / 6,
        min(m.p, 3) / 3,
        min(m.s, 3) / 3,
        min(o.p, 3) / 3,
        min(o.s, 3) / 3,
        m.a / 6,
        o.a / 6,
        pos.supply / 10,
        pos.available / 10,
        pos.opp_available / 10,
        pos.subs_left / 3,
        pos.opp_subs_left / 3,
        float(pos.deck_left == 0),
        reach_now,
        opp_reach_now,
        reach_now * to_move,
        opp_reach_now * (1 - to_move),
    ]
