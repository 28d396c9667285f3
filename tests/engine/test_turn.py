"""R4: the turn — team action, substitution windows, player action, obligation, end of turn."""

from __future__ import annotations

import pytest

from game.engine import actions as A
from game.engine.errors import IllegalAction
from game.engine.events import TeamActionSkipped, TurnStarted
from game.engine.icons import count
from game.engine.serialize import snapshot
from game.engine.state import AWAY, HOME, Phase
from tests.engine.scenario import clear_field, decisions, kickoff, put, set_hand, set_turn, stack_deck

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


def test_R4_2_substitutions_at_every_decision_point_of_the_own_turn() -> None:
    state = team_action_state([])
    team = state.teams[HOME]
    assert any(isinstance(a, A.Substitute) for a in state.legal_actions())  # at the start
    state.apply_action(A.Press())
    assert state.phase is Phase.PLAYER_ACTION
    state.apply_action(A.Substitute("CF_STRIKER", team.bench[0]))  # between the team and the player action
    assert state.phase is Phase.PLAYER_ACTION and team.subs_used == 1
    state.apply_action(A.Place("LB_FULL_BACK", 3, 0))  # DRAW_1 waits for a decision
    assert state.phase is Phase.EFFECT
    state.apply_action(A.Substitute("RB_FULL_BACK", team.bench[0]))  # after the placement, before its effect
    assert state.phase is Phase.EFFECT and team.subs_used == 2
    assert state.pending_effects == ["DRAW_1"] and state.placed_card == "LB_FULL_BACK"


def test_R4_2_substitution_before_the_optional_shot_and_at_the_keep_decision() -> None:
    state = kickoff(seed=3)
    team = state.teams[HOME]
    put(state, HOME, "LWF_WINGER", 0, 2)
    set_turn(state, HOME)
    state.apply_action(A.Place("CF_STRIKER", 0, 4))
    assert state.phase is Phase.SHOOT_OPTION
    state.apply_action(A.Substitute("RB_FULL_BACK", team.bench[0]))
    assert state.phase is Phase.SHOOT_OPTION and team.subs_used == 1
    assert A.Shoot(True) in state.legal_actions()
    keep = kickoff(seed=3)
    set_hand(keep, HOME, ["3", "3", "3", "4"])
    set_turn(keep, HOME)
    stack_deck(keep, ["5", "2"])
    keep.apply_action(A.Place("DMF_TEMPO_CONTROL", 2, 2))
    keep.apply_action(A.UseEffect("DRAW_2_KEEP_1", True))
    assert keep.phase is Phase.KEEP
    keep.apply_action(A.Substitute("CF_STRIKER", keep.teams[HOME].bench[0]))
    assert keep.phase is Phase.KEEP and keep.teams[HOME].subs_used == 1


def test_R4_2_the_card_just_placed_stays_until_its_effect_and_shot_are_settled() -> None:
    state = team_action_state([])
    team = state.teams[HOME]
    state.apply_action(A.Press())
    state.apply_action(A.Place("LB_FULL_BACK", 3, 0))
    before = snapshot(state)
    with pytest.raises(IllegalAction, match=r"R4\.2"):
        state.apply_action(A.Substitute("LB_FULL_BACK", team.bench[0]))
    assert snapshot(state) == before


def test_R4_2_no_substitution_during_a_shot() -> None:
    state = kickoff(seed=3)
    team = state.teams[HOME]
    put(state, HOME, "CF_STRIKER", 0, 2)
    set_turn(state, HOME)
    state.apply_action(A.DirectAttack("CF_STRIKER"))
    assert state.shot is not None
    assert not any(isinstance(a, A.Substitute) for a in state.legal_actions())
    before = snapshot(state)
    with pytest.raises(IllegalAction, match=r"R4\.2"):
        state.apply_action(A.Substitute("LB_FULL_BACK", team.bench[0]))
    assert snapshot(state) == before


def test_R4_2_a_substitution_that_takes_the_shared_attack_icon_leaves_only_no_shot() -> None:
    state = kickoff(seed=3)
    team = state.teams[HOME]
    put(state, HOME, "LWF_WINGER", 0, 2)
    set_turn(state, HOME)
    state.apply_action(A.Place("AMF_CHANCE_MAKER", 1, 3))  # its only ATTACK icon is shared with the winger
    assert state.phase is Phase.SHOOT_OPTION
    state.apply_action(A.Substitute("LWF_WINGER", team.bench[0]))
    assert decisions(state) == [A.Shoot(False)]
    with pytest.raises(IllegalAction, match=r"R4\.3"):
        state.apply_action(A.Shoot(True))
    state.apply_action(A.Shoot(False))
    assert state.active == AWAY


def test_R4_1_team_action_counts_the_icons_of_the_start_of_the_turn() -> None:
    state = team_action_state([])
    team = state.teams[HOME]
    state.apply_action(A.Substitute("DMF_TEMPO_CONTROL", team.bench[0]))  # leaves 1 PASS and 1 PRESS icon
    assert state.phase is Phase.TEAM_ACTION
    assert [a.k for a in state.legal_actions() if isinstance(a, A.PassDraw)] == [1, 2, 3]
    state.marker = -2
    state.invalidate()
    state.apply_action(A.Press())
    assert state.marker == 0  # 2 PRESS icons at the start of the turn


def test_R4_1_a_substitution_cannot_skip_a_forced_team_action() -> None:
    state = kickoff(seed=3)
    team = state.teams[HOME]
    put(state, HOME, "DMF_TEMPO_CONTROL", 2, 2)
    put(state, HOME, "CB_CENTER_BACK_L", 3, 2)  # one shared PASS icon, no PRESS
    set_turn(state, HOME, Phase.TEAM_ACTION)
    events = state.apply_action(A.Substitute("CB_CENTER_BACK_L", team.bench[0]))
    assert not any(isinstance(e, TeamActionSkipped) for e in events)
    assert state.phase is Phase.TEAM_ACTION
    assert [a for a in state.legal_actions() if not isinstance(a, A.Substitute)] == [A.PassDraw(1)]
    with pytest.raises(IllegalAction, match=r"R4\.1"):
        state.apply_action(A.Place("CF_STRIKER", 0, 2))


def test_R4_1_icons_completed_during_the_turn_wait_for_the_next_turn() -> None:
    state = kickoff(seed=3)
    put(state, HOME, "CB_CENTER_BACK_L", 3, 2)
    set_turn(state, HOME)
    assert state.turn_icons == (0, 0)
    state.apply_action(A.Place("DMF_TEMPO_CONTROL", 2, 2))  # completes a PASS icon during the turn
    assert count(state.icons(HOME), "P") == 1 and state.turn_icons == (0, 0)
    while state.active == HOME:
        state.apply_action(decisions(state)[-1])
    while state.active == AWAY:
        state.apply_action(decisions(state)[0])
    assert state.active == HOME and state.turn_icons[0] >= 1
    assert any(isinstance(a, A.PassDraw) for a in state.legal_actions())


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
        "CMF_PLAY_MAKER": (1, 0),
        "AMF_CHANCE_MAKER": (1, 2),
        "DMF_TEMPO_CONTROL": (1, 4),
        "CF_STRIKER": (1, 6),
        "LB_FULL_BACK": (3, 0),
        "CB_CENTER_BACK_L": (3, 2),
        "CB_CENTER_BACK_R": (3, 4),
        "RB_FULL_BACK": (3, 6),
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
