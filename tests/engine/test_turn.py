"""R4: the turn — team action, substitution windows, player action, obligation, end of turn."""

from __future__ import annotations

import pytest

from game.engine import actions as A
from game.engine.errors import IllegalAction
from game.engine.events import TeamActionSkipped, TurnStarted
from game.engine.state import AWAY, HOME, Phase
from tests.engine.scenario import clear_field, kickoff, put, set_hand, set_turn

# Base cards only: 3 complete PASS icons and 2 complete PRESS icons.
PASS3_PRESS2 = {
    "CB_CENTER_BACK_L": (3, 2),
    "LWF_WINGER": (0, 2),
    "DMF_TEMPO_CONTROL": (2, 2),
    "AMF_CHANCE_MAKER": (1, 3),
    "CMF_PLAY_MAKER": (1, 1),
}


def team_action_state(hand: list[str]):  # type: ignore[no-untyped-def]
    state = kickoff(seed=3)
    for card, (r, c) in PASS3_PRESS2.items():
        put(state, HOME, card, r, c)
    set_hand(state, HOME, hand)
    set_turn(state, HOME, Phase.TEAM_ACTION)
    return state


def test_X1_pass_draws_at_most_min_of_icons_and_room_in_hand() -> None:
    state = team_action_state(["3", "3", "2"])
    passes = [a.k for a in state.legal_actions() if isinstance(a, A.PassDraw)]
    assert passes == [1, 2]
    with pytest.raises(IllegalAction, match=r"R4\.1"):
        state.apply_action(A.PassDraw(3))
    state.apply_action(A.PassDraw(2))
    assert len(state.teams[HOME].hand) == 5 and state.phase is Phase.PLAYER_ACTION


def test_R4_1_press_moves_the_marker_by_the_press_icons_and_stops_at_the_end() -> None:
    state = team_action_state([])
    state.marker = 1
    state.invalidate()
    events = state.apply_action(A.Press())
    assert state.marker == 2  # 2 PRESS icons, stopped at the opponent's end
    assert any(type(e).__name__ == "MarkerMoved" for e in events)


def test_R4_1_press_unavailable_on_the_opponents_end_and_pass_unavailable_with_full_hand() -> None:
    state = team_action_state(["3", "3", "3", "4", "2"])
    state.marker = 2
    state.invalidate()
    assert not [a for a in state.legal_actions() if isinstance(a, (A.PassDraw, A.Press))]
    with pytest.raises(IllegalAction, match=r"R4\.1"):
        state.apply_action(A.Press())
    with pytest.raises(IllegalAction, match=r"R4\.1"):
        state.apply_action(A.PassDraw(1))


def test_R4_1_team_action_cannot_be_skipped_when_possible_and_is_skipped_otherwise() -> None:
    state = team_action_state([])
    kinds = {type(a) for a in state.legal_actions()}
    assert kinds <= {A.PassDraw, A.Press, A.Substitute}
    with pytest.raises(IllegalAction, match=r"R4\.1"):
        state.apply_action(A.Place("RB_FULL_BACK", 3, 6))
    # An empty field on the first turn of a half: skipped.
    fresh = kickoff(seed=3)
    assert fresh.phase is Phase.PLAYER_ACTION


def test_R4_2_substitutions_at_start_and_between_actions_only() -> None:
    state = team_action_state([])
    team = state.teams[HOME]
    assert any(isinstance(a, A.Substitute) for a in state.legal_actions())
    state.apply_action(A.Press())
    assert state.phase is Phase.PLAYER_ACTION
    state.apply_action(A.Substitute("CF_STRIKER", team.bench[0]))  # between the team and the player action
    assert state.phase is Phase.PLAYER_ACTION and team.subs_used == 1
    state.apply_action(A.Place("LB_FULL_BACK", 3, 0))  # DRAW_1 waits for a decision
    assert state.phase is Phase.EFFECT
    with pytest.raises(IllegalAction, match=r"R4\.2"):
        state.apply_action(A.Substitute("RB_FULL_BACK", team.bench[0]))
    assert team.subs_used == 1


def test_R4_3_build_up_places_a_card_then_the_turn_passes() -> None:
    state = kickoff(seed=1)
    events = state.apply_action(A.Place("CB_CENTER_BACK_L", 3, 2))
    assert state.teams[HOME].field["CB_CENTER_BACK_L"] == (3, 2)
    assert state.active == AWAY
    assert any(isinstance(e, TurnStarted) and e.side == AWAY for e in events)
    assert any(isinstance(e, TeamActionSkipped) for e in events)


def test_R4_3_direct_attack_needs_an_uncovered_attack_icon() -> None:
    state = kickoff(seed=1)
    put(state, HOME, "CF_STRIKER", 0, 2)
    put(state, HOME, "CB_CENTER_BACK_L", 3, 2)
    assert A.DirectAttack("CF_STRIKER") in state.legal_actions()
    assert A.DirectAttack("CB_CENTER_BACK_L") not in state.legal_actions()
    with pytest.raises(IllegalAction, match=r"R4\.3"):
        state.apply_action(A.DirectAttack("CB_CENTER_BACK_L"))


def test_R4_4_no_build_up_forces_a_direct_attack_and_nothing_forces_a_blind_shot() -> None:
    state = kickoff(seed=1)
    team = state.teams[HOME]
    team.bench = []  # no substitutions to muddle the choice
    put(state, HOME, "CF_STRIKER", 0, 2)
    team.available = []
    state.invalidate()
    assert state.legal_actions() == [A.DirectAttack("CF_STRIKER")]
    with pytest.raises(IllegalAction, match=r"R4\.4"):
        state.apply_action(A.BlindShot())
    clear_field(state, HOME)
    team.available = []
    state.invalidate()
    assert state.legal_actions() == [A.BlindShot()]


def test_R4_4_obligation_holds_when_all_places_are_taken() -> None:
    state = kickoff(seed=1)
    team = state.teams[HOME]
    team.bench = []
    # Fill rows 1-3 entirely except nothing fits an FW; the only FW left is a Winger.
    for card, (r, c) in {
        "CMF_PLAY_MAKER": (1, 0), "AMF_CHANCE_MAKER": (1, 2), "DMF_TEMPO_CONTROL": (1, 4), "CF_STRIKER": (1, 6),
        "LB_FULL_BACK": (3, 0), "CB_CENTER_BACK_L": (3, 2), "CB_CENTER_BACK_R": (3, 4), "RB_FULL_BACK": (3, 6),
    }.items():
        put(state, HOME, card, r, c)
    team.available = ["RWF_WINGER"]
    state.invalidate()
    places = [a for a in state.legal_actions() if isinstance(a, A.Place)]
    assert places and all(a.row == 0 for a in places)  # row 0 touches row 1 everywhere


def test_R4_5_end_of_turn_hands_over_to_the_other_team() -> None:
    state = kickoff(seed=2)
    state.apply_action(next(a for a in state.legal_actions() if isinstance(a, A.Place)))
    while state.active == HOME:
        state.apply_action(state.legal_actions()[-1] if state.phase is Phase.SHOOT_OPTION else state.legal_actions()[0])
    assert state.active == AWAY and state.current_player() == AWAY
