"""R5: the shot, and examples X3-X6, X10-X12."""

from __future__ import annotations

import pytest

from game.engine import actions as A
from game.engine import events as E
from game.engine.errors import IllegalAction
from game.engine.icons import IconKey
from game.engine.state import AWAY, HOME, Phase, State
from tests.engine.scenario import clear_field, decisions, give, kickoff, put, set_hand, set_turn, stack_deck

BOARD_COL3 = IconKey("v", -1, 3)


def winger_vs_two_centre_backs(seed: int = 0) -> State:
    """HOME's LWF (crack 1) has base attack 3; AWAY's base defense is 4."""
    state = kickoff(seed)
    put(state, HOME, "LWF_WINGER", 0, 2)
    put(state, HOME, "CF_STRIKER", 0, 4)
    put(state, HOME, "AMF_CHANCE_MAKER", 1, 3)
    put(state, AWAY, "CB_CENTER_BACK_L", 3, 2)
    put(state, AWAY, "CB_CENTER_BACK_R", 3, 4)
    set_turn(state, HOME)
    return state


def events_of(events: list[E.Event], kind: type) -> list:  # type: ignore[type-arg]
    return [e for e in events if isinstance(e, kind)]


def play_shot(
    state: State,
    shooter: str,
    deck: list[str],
    att_hand: list[str],
    att_play: tuple[str, ...],
    def_hand: list[str],
    def_choice: str,
    token: IconKey | None = BOARD_COL3,
) -> list[E.Event]:
    set_hand(state, HOME, att_hand)
    set_hand(state, AWAY, def_hand)
    stack_deck(state, deck)
    events = state.apply_action(A.DirectAttack(shooter))
    if state.phase is Phase.TOKEN:
        assert token is not None
        events += state.apply_action(A.PlaceToken(token))
    if state.phase is Phase.ATTACK_SYNERGY:
        events += state.apply_action(A.PlaySynergy(att_play))
    if state.phase is Phase.DEFEND_SYNERGY:
        events += state.apply_action(A.DefendSynergy(def_choice))
    return events


def test_X3_crack_turns_a_tie_into_a_goal() -> None:
    state = winger_vs_two_centre_backs()
    assert len(state.attack_icons(HOME, "LWF_WINGER")) == 3
    assert state.base_defense(AWAY) == 4
    events = play_shot(state, "LWF_WINGER", ["4", "3"], ["3"], ("3",), ["3"], "3")
    started = events_of(events, E.ShotStarted)[0]
    assert (started.base_attack, started.base_defense) == (3, 3)
    resolved = events_of(events, E.ShotResolved)[0]
    assert (resolved.outcome, resolved.attack, resolved.defense) == ("goal", 10, 9)
    assert state.teams[HOME].score == 1


def test_X3_without_the_crack_ten_against_ten_is_no_goal() -> None:
    state = kickoff()
    put(state, HOME, "CF_STRIKER", 0, 2)
    put(state, HOME, "AMF_CHANCE_MAKER", 1, 3)
    put(state, AWAY, "CB_CENTER_BACK_L", 3, 2)
    put(state, AWAY, "CB_CENTER_BACK_R", 3, 4)
    set_turn(state, HOME)
    events = play_shot(state, "CF_STRIKER", ["4", "3"], ["3"], ("3",), ["3"], "3", token=IconKey("v", -1, 2))
    resolved = events_of(events, E.ShotResolved)[0]
    assert (resolved.outcome, resolved.attack, resolved.defense) == ("saved", 10, 10)
    assert state.teams[HOME].score == 0


def test_X4_control_state_limits_cards_from_hand() -> None:
    for marker, limit in ((2, 2), (0, 1), (1, 1), (-1, 0), (-2, 0)):
        state = winger_vs_two_centre_backs()
        state.marker = marker
        set_hand(state, HOME, ["3", "3", "4"])
        stack_deck(state, ["2", "2"])
        state.apply_action(A.DirectAttack("LWF_WINGER"))
        state.apply_action(A.PlaceToken(BOARD_COL3))
        if limit == 0:
            assert state.phase is Phase.DEFEND_SYNERGY
            assert len(state.shot.boards[HOME]) == 1  # type: ignore[union-attr]
            continue
        sizes = {len(a.cards) for a in state.legal_actions() if isinstance(a, A.PlaySynergy)}
        assert sizes == set(range(limit + 1))
        with pytest.raises(IllegalAction, match=r"R5\.3"):
            state.apply_action(A.PlaySynergy(("3",) * (limit + 1) if limit < 2 else ("3", "3", "4")))


def test_X5_defender_with_empty_hand_may_fill_slot_two_from_the_deck() -> None:
    state = winger_vs_two_centre_backs()
    set_hand(state, HOME, [])
    set_hand(state, AWAY, [])
    state.apply_action(A.DirectAttack("LWF_WINGER"))
    state.apply_action(A.PlaceToken(BOARD_COL3))
    assert state.phase is Phase.DEFEND_SYNERGY and state.current_player() == AWAY
    assert state.legal_actions() == [A.DefendSynergy("none"), A.DefendSynergy("deck")]
    events = state.apply_action(A.DefendSynergy("deck"))
    placed = [e for e in events if isinstance(e, E.SynergyPlaced) and e.side == AWAY]
    assert [p.source for p in placed] == ["deck"]


def test_X6_token_turns_face_down_and_the_icon_is_gone() -> None:
    state = winger_vs_two_centre_backs()
    play_shot(state, "LWF_WINGER", ["1", "2"], [], (), [], "none")
    assert state.teams[HOME].tokens == {BOARD_COL3: False}
    assert len(state.attack_icons(HOME, "LWF_WINGER")) == 2
    set_turn(state, HOME)
    events = play_shot(state, "LWF_WINGER", ["2", "2"], [], (), [], "none", token=IconKey("h", 0, 3))
    assert events_of(events, E.ShotStarted)[0].base_attack == 2


def test_X10_out_beats_a_tackle() -> None:
    state = winger_vs_two_centre_backs()
    state.marker = 2  # AGGRESSIVE: two cards from hand
    events = play_shot(state, "LWF_WINGER", ["4", "1T"], ["5", "5"], ("5",), ["1T"], "1T")
    resolved = events_of(events, E.ShotResolved)[0]
    assert resolved.outcome == "out" and resolved.attack == 12 and resolved.defense is None
    assert state.phase is not Phase.PENALTY_KICK and state.teams[HOME].score == 0
    assert not [e for e in events if isinstance(e, E.SynergyRevealed) and e.side == AWAY]


def test_X11_magic_number_beats_any_defense() -> None:
    state = winger_vs_two_centre_backs()
    state.marker = 2
    set_hand(state, AWAY, [])
    # Attack 3 + 4 + 4 = 11; defense 3 + 5 + 5 + ... = 13 with deck cards.
    events = play_shot(state, "LWF_WINGER", ["4", "5", "5"], ["4"], ("4",), [], "deck")
    resolved = events_of(events, E.ShotResolved)[0]
    assert resolved.attack == 11 and resolved.defense == 13
    assert resolved.outcome == "magic" and state.teams[HOME].score == 1


def test_X11_magic_against_fourteen() -> None:
    state = winger_vs_two_centre_backs()
    events = play_shot(state, "LWF_WINGER", ["4", "5"], ["4"], ("4",), ["5"], "5")
    resolved = events_of(events, E.ShotResolved)[0]
    assert (resolved.attack, resolved.defense, resolved.outcome) == (11, 3 + 5 + 5, "magic")
    state2 = winger_vs_two_centre_backs()
    put(state2, AWAY, "LB_FULL_BACK", 3, 0)  # one more DEFENSE icon: base 5 - crack = 4
    events = play_shot(state2, "LWF_WINGER", ["4", "5"], ["4"], ("4",), ["5"], "5")
    resolved = events_of(events, E.ShotResolved)[0]
    assert (resolved.attack, resolved.defense, resolved.outcome) == (11, 14, "magic")


def test_X12_blind_shot_eleven_against_eleven_is_no_goal() -> None:
    state = kickoff()
    team = state.teams[HOME]
    team.available, team.bench = [], []
    put(state, AWAY, "CB_CENTER_BACK_L", 3, 2)
    put(state, AWAY, "CB_CENTER_BACK_R", 3, 4)
    set_turn(state, HOME)
    assert state.legal_actions() == [A.BlindShot()]
    set_hand(state, HOME, ["5"])
    set_hand(state, AWAY, ["3"])
    stack_deck(state, ["5", "3"])
    state.marker = 0  # NORMAL: one card from hand
    events = state.apply_action(A.BlindShot())
    events += state.apply_action(A.PlaySynergy(("5",)))  # 0 + 5 + 5 = 10
    started = events_of(events, E.ShotStarted)[0]
    assert started.base_attack == 0 and started.shot == "blind"
    assert not events_of(events, E.TokenPlaced)
    set_hand(state, AWAY, ["4"])
    events += state.apply_action(A.DefendSynergy("4"))  # 4 + 3 + 4 = 11
    resolved = events_of(events, E.ShotResolved)[0]
    assert (resolved.attack, resolved.defense) == (10, 11)


def test_X12_blind_eleven_is_not_magic() -> None:
    state = kickoff()
    team = state.teams[HOME]
    team.available, team.bench = [], []
    put(state, AWAY, "CB_CENTER_BACK_L", 3, 2)
    put(state, AWAY, "CB_CENTER_BACK_R", 3, 4)  # base defense 4
    set_turn(state, HOME)
    state.marker = 2
    set_hand(state, HOME, ["3", "3"])
    set_hand(state, AWAY, ["2"])
    stack_deck(state, ["5", "5"])
    state.apply_action(A.BlindShot())
    state.apply_action(A.PlaySynergy(("3", "3")))  # 0 + 5 + 3 + 3 = 11
    events = state.apply_action(A.DefendSynergy("2"))  # 4 + 5 + 2 = 11
    resolved = events_of(events, E.ShotResolved)[0]
    assert (resolved.attack, resolved.defense, resolved.outcome) == (11, 11, "saved")
    assert state.teams[HOME].score == 0


def test_R5_1_token_choice_offered_only_when_it_matters() -> None:
    state = kickoff()
    put(state, HOME, "CF_STRIKER", 0, 2)
    put(state, HOME, "AMF_CHANCE_MAKER", 1, 3)
    set_turn(state, HOME)
    state.apply_action(A.DirectAttack("CF_STRIKER"))
    options = state.legal_actions()
    # Two board icons (equivalent: only the Striker has them) and the one shared with the Chance Maker.
    assert options == [A.PlaceToken(IconKey("v", -1, 2)), A.PlaceToken(IconKey("v", 0, 3))]
    state.apply_action(A.PlaceToken(IconKey("v", 0, 3)))
    assert state.teams[HOME].tokens[IconKey("v", 0, 3)] is True  # face up during the shot
    # A card whose icons all belong to it alone gets its token without a question.
    state2 = kickoff()
    put(state2, HOME, "CF_TARGET_MAN", 1, 2)
    set_turn(state2, HOME)
    events = state2.apply_action(A.DirectAttack("CF_TARGET_MAN"))
    assert state2.phase is not Phase.TOKEN and events_of(events, E.TokenPlaced)


def test_R5_2_base_attack_counts_the_face_up_token_icon() -> None:
    state = winger_vs_two_centre_backs()
    events = play_shot(state, "LWF_WINGER", ["1", "2"], [], (), [], "none")
    assert events_of(events, E.ShotStarted)[0].base_attack == 3


def test_R5_3_slot_one_is_the_deck_top_unseen() -> None:
    state = winger_vs_two_centre_backs()
    set_hand(state, HOME, ["2"])
    stack_deck(state, ["5"])
    events = state.apply_action(A.DirectAttack("LWF_WINGER"))
    events += state.apply_action(A.PlaceToken(BOARD_COL3))
    placed = events_of(events, E.SynergyPlaced)
    assert [(p.side, p.slot, p.source, p.card) for p in placed] == [(HOME, 1, "deck", None)]


def test_R5_4_defender_may_use_hand_deck_or_nothing() -> None:
    state = winger_vs_two_centre_backs()
    set_hand(state, HOME, [])
    set_hand(state, AWAY, ["2", "3", "3"])
    state.apply_action(A.DirectAttack("LWF_WINGER"))
    state.apply_action(A.PlaceToken(BOARD_COL3))
    assert state.legal_actions() == [
        A.DefendSynergy("none"),
        A.DefendSynergy("deck"),
        A.DefendSynergy("2"),
        A.DefendSynergy("3"),
    ]
    with pytest.raises(IllegalAction, match=r"R5\.4"):
        state.apply_action(A.DefendSynergy("5"))


def test_R5_5_crack_never_below_zero_and_cannon_ignores_defense() -> None:
    state = kickoff()
    put(state, HOME, "RWF_INSIDE_FORWARD", 0, 2)  # crack 2
    put(state, HOME, "CF_STRIKER", 0, 4)
    put(state, AWAY, "LB_FULL_BACK", 3, 0)  # base defense 1
    set_turn(state, HOME)
    events = play_shot(state, "RWF_INSIDE_FORWARD", ["1", "2"], [], (), [], "none", token=IconKey("v", -1, 2))
    assert events_of(events, E.ShotStarted)[0].base_defense == 0
    state = kickoff()
    put(state, AWAY, "CB_CENTER_BACK_L", 3, 2)
    put(state, AWAY, "CB_CENTER_BACK_R", 3, 4)
    put(state, HOME, "CMF_PLAY_MAKER", 2, 2)
    set_turn(state, HOME)
    give(state, HOME, "DMF_CANNON_SHOT")
    state.apply_action(A.Place("DMF_CANNON_SHOT", 1, 2))
    assert decisions(state) == [A.UseEffect("CANNON_SHOT", True), A.UseEffect("CANNON_SHOT", False)]
    events = state.apply_action(A.UseEffect("CANNON_SHOT", True))
    started = events_of(events, E.ShotStarted)[0]
    assert (started.shot, started.base_attack, started.base_defense) == ("cannon", 0, 0)
    assert not events_of(events, E.TokenPlaced)  # R5.1: no ATTACK icon, no token


def test_R5_6_out_magic_and_comparison() -> None:
    state = winger_vs_two_centre_backs()
    events = play_shot(state, "LWF_WINGER", ["2", "2"], [], (), [], "none")  # 5 vs 3 + 2
    assert events_of(events, E.ShotResolved)[0].outcome == "saved"
    state = winger_vs_two_centre_backs()
    events = play_shot(state, "LWF_WINGER", ["3", "1"], [], (), [], "none")  # 6 vs 4
    assert events_of(events, E.ShotResolved)[0].outcome == "goal"
    state = winger_vs_two_centre_backs()
    events = play_shot(state, "LWF_WINGER", ["5", "1"], ["4"], ("4",), [], "none")  # 12
    assert events_of(events, E.ShotResolved)[0].outcome == "out"


def test_R5_6_attackers_tackle_counts_only_its_star() -> None:
    state = winger_vs_two_centre_backs()
    events = play_shot(state, "LWF_WINGER", ["1T", "1"], ["3"], ("3",), [], "none")  # 3+1+3 = 7 vs 4
    resolved = events_of(events, E.ShotResolved)[0]
    assert (resolved.outcome, resolved.attack) == ("goal", 7)


def test_R5_7_tackle_leads_to_a_penalty_kick_even_against_magic() -> None:
    state = winger_vs_two_centre_backs()
    events = play_shot(state, "LWF_WINGER", ["4", "1T"], ["4"], ("4",), [], "none")  # magic 11
    assert events_of(events, E.ShotResolved)[0].outcome == "tackle"
    assert state.phase is Phase.PENALTY_KICK and state.current_player() == HOME
    state.apply_action(A.Kick("TL"))
    assert state.phase is Phase.PENALTY_SAVE and state.current_player() == AWAY
    assert state.view(AWAY).shot.kick is None  # type: ignore[union-attr]
    events = state.apply_action(A.Save(("C", "TL")))
    kick = events_of(events, E.PenaltyKick)[0]
    assert not kick.goal and state.teams[HOME].score == 0


def test_R5_8_cleanup_discards_flips_the_token_and_recentres_after_a_goal() -> None:
    state = winger_vs_two_centre_backs()
    state.marker = 1
    discard_before = len(state.discard)
    events = play_shot(state, "LWF_WINGER", ["3", "1"], [], (), [], "none")
    assert events_of(events, E.Goal)
    assert state.marker == 0
    assert state.teams[HOME].tokens == {BOARD_COL3: False}
    assert len(state.discard) == discard_before + 2
    assert state.shot is None and state.active == AWAY


def test_R5_9_one_shot_per_turn() -> None:
    state = kickoff()
    put(state, HOME, "CF_STRIKER", 0, 2)
    set_turn(state, HOME)
    state.apply_action(A.Place("AMF_CHANCE_MAKER", 1, 3))
    assert state.phase is Phase.SHOOT_OPTION
    set_hand(state, HOME, [])
    set_hand(state, AWAY, [])
    stack_deck(state, ["1", "2"])
    state.apply_action(A.Shoot(True))  # the Chance Maker's one icon takes the token: no question
    state.apply_action(A.DefendSynergy("none"))
    assert state.active == AWAY  # the shot ended the turn: no second shot
    # After a Cannon Shot, no optional shot is offered.
    state = kickoff()
    put(state, HOME, "CMF_PLAY_MAKER", 2, 2)
    set_turn(state, HOME)
    give(state, HOME, "DMF_CANNON_SHOT")
    state.apply_action(A.Place("DMF_CANNON_SHOT", 1, 2))
    state.apply_action(A.UseEffect("CANNON_SHOT", True))
    while state.phase is not Phase.TEAM_ACTION and state.phase is not Phase.PLAYER_ACTION:
        assert not isinstance(state.legal_actions()[0], A.Shoot)
        state.apply_action(state.legal_actions()[0])
    assert state.active == AWAY


def test_R5_10_blind_shot_twelve_is_still_out() -> None:
    state = kickoff()
    team = state.teams[HOME]
    team.available, team.bench = [], []
    clear_field(state, HOME)
    set_turn(state, HOME)
    state.marker = 2
    set_hand(state, HOME, ["5", "2"])
    stack_deck(state, ["5"])
    state.apply_action(A.BlindShot())
    events = state.apply_action(A.PlaySynergy(("2", "5")))
    events += state.apply_action(A.DefendSynergy("none"))
    assert events_of(events, E.ShotResolved)[0].outcome == "out"
