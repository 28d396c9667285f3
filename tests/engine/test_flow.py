"""R7 control track, R8 deck and additional time, R9 substitutions, R10 half time, R11 the end."""

from __future__ import annotations

import pytest

from game.engine import actions as A
from game.engine import ending
from game.engine import events as E
from game.engine.errors import IllegalAction
from game.engine.icons import IconKey
from game.engine.state import AWAY, HOME, Game, Phase, State, control_state
from tests.engine.scenario import kickoff, put, set_hand, set_turn


def test_R7_1_marker_starts_in_the_centre_and_returns_after_a_goal() -> None:
    state = kickoff()
    assert state.marker == 0  # the goal case is covered by test_R5_8


@pytest.mark.parametrize(
    ("marker", "home", "away"),
    [
        (2, "AGGRESSIVE", "DEFENSIVE"),
        (1, "NORMAL", "DEFENSIVE"),
        (0, "NORMAL", "NORMAL"),
        (-1, "DEFENSIVE", "NORMAL"),
        (-2, "DEFENSIVE", "AGGRESSIVE"),
    ],
)
def test_R7_2_states_read_the_marker_mirrored(marker: int, home: str, away: str) -> None:
    assert control_state(marker, HOME) == home
    assert control_state(marker, AWAY) == away


def test_R7_3_state_limits_only_the_attackers_slots() -> None:
    state = kickoff()
    put(state, HOME, "CF_TARGET_MAN", 1, 2)
    set_turn(state, HOME)
    state.marker = -2  # HOME DEFENSIVE, AWAY AGGRESSIVE
    set_hand(state, HOME, ["3"])
    set_hand(state, AWAY, ["4", "5"])
    state.apply_action(A.DirectAttack("CF_TARGET_MAN"))
    assert state.phase is Phase.DEFEND_SYNERGY  # DEFENSIVE attacker: no card from hand
    choices = [a.source for a in state.legal_actions()]
    assert choices == ["none", "deck", "4", "5"]  # the defender's state does not matter


def test_R8_1_hand_is_hidden_from_the_opponent() -> None:
    state = kickoff()
    set_hand(state, HOME, ["3", "5"])
    assert state.view(AWAY).teams[HOME].hand is None
    assert state.view(AWAY).teams[HOME].hand_count == 2
    assert state.view(HOME).me.hand == ("3", "5")


def _drain_deck_to(state: State, n: int) -> None:
    """Move deck cards to the discard pile until n remain."""
    while len(state.deck) > n:
        state.discard.append(state.deck.pop(0))
    state.invalidate()


def test_R8_2_and_X8_deck_runs_out_during_away_turn() -> None:
    state = kickoff()
    state.apply_action(A.Place("CB_CENTER_BACK_L", 3, 2))  # HOME's turn ends
    assert state.active == AWAY and state.phase is Phase.PLAYER_ACTION
    _drain_deck_to(state, 1)
    discard = len(state.discard)
    state.apply_action(A.Place("RB_FULL_BACK", 3, 6))
    events = state.apply_action(A.UseEffect("DRAW_1", True))  # draws the last card
    assert any(isinstance(e, E.DeckReshuffled) for e in events)
    assert len(state.deck) == discard and state.discard == []  # the pile became the deck at once
    assert any(isinstance(e, E.AdditionalTime) and e.side == HOME for e in events)
    assert state.active == HOME and state.additional_time
    assert state.phase is Phase.PLAYER_ACTION  # no team action in additional time
    events = state.apply_action(A.Place("CB_CENTER_BACK_R", 3, 4))
    assert any(isinstance(e, E.HalfTime) for e in events)  # the half ends after HOME's turn


def test_R8_2_empty_deck_and_discard_draw_gives_nothing() -> None:
    state = kickoff()
    put(state, HOME, "CF_TARGET_MAN", 1, 2)
    set_turn(state, HOME)
    # Every synergy card into the two hands is impossible (5 + 5 = 10 < 25); simulate the extreme case.
    state.teams[HOME].hand = state.deck[:5]
    state.teams[AWAY].hand = state.deck[5:10]
    parked = state.deck[10:]
    state.deck = []
    state.discard = []
    state.invalidate()
    state.apply_action(A.DirectAttack("CF_TARGET_MAN"))
    state.apply_action(A.PlaySynergy(()))
    assert state.shot is not None and state.shot.boards[HOME] == []  # mandatory slot stays empty
    state.deck = parked  # put the cards back before the invariants are read
    state.invalidate()


def test_R8_3_only_one_team_plays_additional_time() -> None:
    state = kickoff()
    set_turn(state, HOME)
    state.additional_time = True
    state.deck_ran_out = True
    events = state.apply_action(A.Place("CB_CENTER_BACK_L", 3, 2))
    assert any(isinstance(e, E.HalfTime) for e in events)
    assert not any(isinstance(e, E.TurnStarted) and e.additional_time for e in events)


def test_X7_substituting_a_covered_striker() -> None:
    state = kickoff()
    put(state, HOME, "CF_STRIKER", 0, 2)
    put(state, HOME, "AMF_CHANCE_MAKER", 1, 3)
    team = state.teams[HOME]
    for key in (IconKey("v", -1, 2), IconKey("v", -1, 3), IconKey("v", 0, 3)):
        team.tokens[key] = False
    set_turn(state, HOME)
    assert state.attack_icons(HOME, "CF_STRIKER") == [] and state.token_supply() == 7
    into = team.bench[0]
    events = state.apply_action(A.Substitute("CF_STRIKER", into))
    assert "CF_STRIKER" not in team.field and "CF_STRIKER" in team.sent_off
    assert state.token_supply() == 10 and team.tokens == {}
    assert into in team.available
    assert state.view(AWAY).teams[HOME].subs_left == 2
    sub = next(e for e in events if isinstance(e, E.Substitution))
    assert sub.from_field and sub.tokens_returned == 3


def test_R9_1_at_most_three_substitutions() -> None:
    state = kickoff()
    team = state.teams[HOME]
    for _ in range(3):
        state.apply_action(A.Substitute(team.available[0], team.bench[0]))
    assert team.subs_used == 3 and team.bench == []
    assert not [a for a in state.legal_actions() if isinstance(a, A.Substitute)]
    with pytest.raises(IllegalAction, match=r"R9"):
        state.apply_action(A.Substitute(team.available[0], team.sent_off[0]))


def test_R9_2_a_card_sent_off_never_returns() -> None:
    state = kickoff()
    team = state.teams[HOME]
    out = team.available[0]
    state.apply_action(A.Substitute(out, team.bench[0]))
    assert out not in team.bench and out in team.sent_off
    with pytest.raises(IllegalAction, match=r"R9\.2"):
        state.apply_action(A.Substitute(team.available[0], out))


def play_to_half_time(seed: int) -> State:
    state = kickoff(seed)
    while state.phase is not Phase.HALF_TIME and state.half == 1:
        legal = [a for a in state.legal_actions() if not isinstance(a, A.Substitute)] or state.legal_actions()
        state.apply_action(legal[0])
    return state


def test_R10_half_time_resets_and_away_starts() -> None:
    state = play_to_half_time(seed=8)
    assert state.phase is Phase.HALF_TIME and state.current_player() == HOME
    for team in state.teams:
        assert team.field == {} and team.tokens == {} and team.hand == []
        assert len(team.available) == 10
    assert len(state.deck) == 25 and state.discard == [] and state.marker == 0
    team = state.teams[HOME]
    state.apply_action(A.Substitute(team.available[0], team.bench[0]))
    state.apply_action(A.EndSubstitutions())
    assert state.current_player() == AWAY and state.phase is Phase.HALF_TIME
    state.apply_action(A.EndSubstitutions())
    assert state.half == 2 and state.active == AWAY


def test_R11_1_penalty_kick_goal_unless_the_save_covers_the_spot() -> None:
    cards = Game().cards
    for kick in cards.kicks:
        covering = [s for s in cards.saves if kick in s]
        assert covering, kick
    assert len(cards.kicks) == 5 and len(cards.saves) == 6


def shootout_state(seed: int = 0) -> State:
    state = kickoff(seed)
    state.half = 2
    state.teams[HOME].score = state.teams[AWAY].score = 1
    ending.end_match(state)  # the second half ends level
    return state


def kick(state: State, goal: bool) -> None:
    state.apply_action(A.Kick("TL"))
    state.apply_action(A.Save(("BR", "TR")) if goal else A.Save(("C", "TL")))


def test_R11_2_level_match_goes_to_a_shootout_home_first() -> None:
    state = shootout_state()
    assert state.phase is Phase.SHOOTOUT_KICK and state.current_player() == HOME
    kick(state, True)  # HOME scores
    assert state.current_player() == AWAY
    for _ in range(2):
        kick(state, False)  # AWAY misses, HOME misses...
    kick(state, False)  # AWAY misses: 1-0 after 2 each
    kick(state, True)  # HOME 2-0 after 3 kicks
    kick(state, False)  # AWAY 0 from 3: can still reach 2, goes on
    assert not state.is_terminal()
    kick(state, True)  # HOME 3-0 after 4 kicks: AWAY cannot catch up
    assert state.is_terminal()
    result = state.result()
    assert result is not None and result.winner == HOME and result.shootout == (3, 0)


def test_R11_2_sudden_death_pairs() -> None:
    state = shootout_state()
    for _ in range(10):
        kick(state, True)
    assert not state.is_terminal()
    kick(state, False)  # HOME misses
    assert not state.is_terminal()  # AWAY still to kick in the pair
    kick(state, True)
    assert state.is_terminal() and state.result().winner == AWAY  # type: ignore[union-attr]


def test_R11_2_draw_setting_ends_level() -> None:
    state = kickoff(tiebreak="draw")
    state.half = 2
    ending.end_match(state)
    result = state.result()
    assert state.is_terminal() and result is not None and result.winner is None and result.shootout is None
