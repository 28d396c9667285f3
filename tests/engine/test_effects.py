"""R6 immediate effects and example X9."""

from __future__ import annotations

from game.engine import actions as A
from game.engine import events as E
from game.engine.state import AWAY, HOME, Phase
from tests.engine.scenario import decisions, give, kickoff, put, set_hand, set_turn, stack_deck


def test_X9_tempo_control_with_five_cards_does_nothing() -> None:
    state = kickoff()
    set_hand(state, HOME, ["3", "3", "3", "4", "2"])
    set_turn(state, HOME)
    events = state.apply_action(A.Place("DMF_TEMPO_CONTROL", 2, 2))
    assert any(isinstance(e, E.EffectResolved) and not e.applied for e in events)
    assert len(state.teams[HOME].hand) == 5 and state.active == AWAY


def test_X9_tempo_control_with_four_cards_draws_two_keeps_one() -> None:
    state = kickoff()
    set_hand(state, HOME, ["3", "3", "3", "4"])
    set_turn(state, HOME)
    stack_deck(state, ["5", "2"])
    state.apply_action(A.Place("DMF_TEMPO_CONTROL", 2, 2))
    assert decisions(state) == [A.UseEffect("DRAW_2_KEEP_1", True), A.UseEffect("DRAW_2_KEEP_1", False)]
    state.apply_action(A.UseEffect("DRAW_2_KEEP_1", True))
    assert state.phase is Phase.KEEP
    assert decisions(state) == [A.KeepCard("2"), A.KeepCard("5")]
    discard_before = len(state.discard)
    events = state.apply_action(A.KeepCard("5"))
    assert sorted(state.hand_codes(HOME)) == ["3", "3", "3", "4", "5"]
    assert len(state.discard) == discard_before + 1
    kept = next(e for e in events if isinstance(e, E.DrawKept))
    assert kept.for_side(AWAY) == E.DrawKept(HOME, None, None)


def test_R6_control_moves_the_marker_toward_the_opponent_and_may_be_declined() -> None:
    state = kickoff()
    give(state, HOME, "CF_LINE_BREAKER")
    put(state, HOME, "AMF_CHANCE_MAKER", 1, 3)
    set_turn(state, HOME)
    state.apply_action(A.Place("CF_LINE_BREAKER", 1, 0))
    state.apply_action(A.UseEffect("CONTROL_2", True))
    assert state.marker == 2
    state = kickoff()
    give(state, HOME, "CF_LINE_BREAKER")
    set_turn(state, HOME)
    state.apply_action(A.Place("CF_LINE_BREAKER", 1, 0))
    state.apply_action(A.UseEffect("CONTROL_2", False))
    assert state.marker == 0
    # AWAY pushes the other way, and the marker stops at the end.
    state = kickoff()
    give(state, AWAY, "SS_DRIBBLER")
    state.marker = -1
    set_turn(state, AWAY)
    state.apply_action(A.Place("SS_DRIBBLER", 1, 0))
    state.apply_action(A.UseEffect("CONTROL_1", True))
    assert state.marker == -2


def test_R6_control_at_the_end_cannot_apply() -> None:
    state = kickoff()
    give(state, HOME, "CF_LINE_BREAKER")
    state.marker = 2
    set_turn(state, HOME)
    events = state.apply_action(A.Place("CF_LINE_BREAKER", 1, 0))
    assert any(isinstance(e, E.EffectResolved) and not e.applied for e in events)
    assert state.active == AWAY


def test_R6_draw_1_only_below_five() -> None:
    state = kickoff()
    set_turn(state, HOME)
    stack_deck(state, ["4"])
    state.apply_action(A.Place("LB_FULL_BACK", 3, 0))
    events = state.apply_action(A.UseEffect("DRAW_1", True))
    drawn = next(e for e in events if isinstance(e, E.CardsDrawn))
    assert drawn.cards == ("4",) and drawn.for_side(AWAY).cards is None  # type: ignore[attr-defined]
    assert state.hand_codes(HOME) == ["4"]


def test_R6_steal_discards_an_opponent_card_unseen() -> None:
    state = kickoff()
    give(state, HOME, "CB_SWEEPER")
    set_hand(state, AWAY, ["5", "4"])
    set_turn(state, HOME)
    state.apply_action(A.Place("CB_SWEEPER", 3, 2))
    events = state.apply_action(A.UseEffect("STEAL_1", True))
    stolen = next(e for e in events if isinstance(e, E.CardStolen))
    assert len(state.teams[AWAY].hand) == 1
    assert stolen.for_side(HOME).card is None  # type: ignore[attr-defined]
    assert stolen.for_side(AWAY).card in ("5", "4")  # type: ignore[attr-defined]
    assert state.view(HOME).known_discard == ()


def test_R6_dribbler_two_effects_each_optional_in_order() -> None:
    state = kickoff()
    give(state, HOME, "SS_DRIBBLER")
    set_hand(state, AWAY, ["3"])
    set_turn(state, HOME)
    state.apply_action(A.Place("SS_DRIBBLER", 1, 2))
    assert state.legal_actions()[0] == A.UseEffect("CONTROL_1", True)
    state.apply_action(A.UseEffect("CONTROL_1", False))
    assert state.legal_actions()[0] == A.UseEffect("STEAL_1", True)
    state.apply_action(A.UseEffect("STEAL_1", True))
    assert state.marker == 0 and state.teams[AWAY].hand == []


def test_R6_effect_resolves_before_the_optional_shot() -> None:
    state = kickoff()
    give(state, HOME, "CF_LINE_BREAKER")
    put(state, HOME, "AMF_CHANCE_MAKER", 1, 3)
    set_turn(state, HOME)
    state.apply_action(A.Place("CF_LINE_BREAKER", 0, 2))  # touches the Chance Maker
    assert state.phase is Phase.EFFECT
    state.apply_action(A.UseEffect("CONTROL_2", True))
    assert state.phase is Phase.SHOOT_OPTION and state.control_state(HOME) == "AGGRESSIVE"
