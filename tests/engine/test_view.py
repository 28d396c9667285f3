"""R12: who sees what; the information-set key; sampling consistent with a view."""

from __future__ import annotations

from game.engine import actions as A
from game.engine.icons import IconKey
from game.engine.rng import Rng
from game.engine.sampling import sample_state
from game.engine.state import AWAY, HOME, Phase
from game.engine.view import REFEREE
from tests.engine.scenario import kickoff, put, set_hand, set_turn, stack_deck


def shot_in_progress():  # type: ignore[no-untyped-def]
    state = kickoff()
    put(state, HOME, "CF_TARGET_MAN", 1, 2)
    set_turn(state, HOME)
    state.marker = 2
    set_hand(state, HOME, ["5", "2", "3"])
    set_hand(state, AWAY, ["4", "1T"])
    stack_deck(state, ["3", "4"])
    state.apply_action(A.DirectAttack("CF_TARGET_MAN"))
    state.apply_action(A.PlaySynergy(("2", "5")))
    return state


def test_R12_own_hand_cards_opponent_count_only() -> None:
    state = shot_in_progress()
    home, away = state.view(HOME), state.view(AWAY)
    assert home.me.hand == ("3",) and away.opponent.hand is None and away.opponent.hand_count == 1
    assert away.me.hand == ("1T", "4") and home.opponent.hand is None


def test_R12_face_down_board_cards_known_only_to_who_chose_them() -> None:
    state = shot_in_progress()
    home_board = state.view(HOME).me.board
    assert [(b.source, b.card) for b in home_board] == [("deck", None), ("hand", "2"), ("hand", "5")]
    away_sees = state.view(AWAY).opponent.board
    assert [(b.source, b.card) for b in away_sees] == [("deck", None), ("hand", None), ("hand", None)]
    assert [b.card for b in state.view(REFEREE).teams[HOME].board] == ["3", "2", "5"]


def test_R12_deck_order_is_nobodys_and_the_discard_only_a_size() -> None:
    state = kickoff()
    for side in (HOME, AWAY):
        view = state.view(side)
        assert view.deck_size == 25 and view.deck_top is None
        assert "deck=" not in repr(view).replace("deck_size", "").replace("deck_top", "")
    assert state.view(REFEREE).deck_top is not None


def test_R12_views_change_only_with_what_the_side_may_know() -> None:
    state = shot_in_progress()
    twin = state.clone()
    # Swap the defender's hand with deck cards and reshuffle: HOME cannot tell the difference.
    twin.teams[AWAY].hand, twin.deck[:2] = twin.deck[:2], twin.teams[AWAY].hand
    twin.deck.reverse()
    twin.invalidate()
    assert twin.view(HOME).info_key() == state.view(HOME).info_key()
    assert twin.view(AWAY).info_key() != state.view(AWAY).info_key()


def test_R12_only_the_deciding_side_gets_legal_actions() -> None:
    state = shot_in_progress()
    assert state.current_player() == AWAY
    assert state.view(AWAY).legal_actions and state.view(HOME).legal_actions == ()


def test_R12_penalty_kick_choice_is_hidden_from_the_keeper() -> None:
    state = kickoff()
    put(state, HOME, "CF_TARGET_MAN", 1, 2)
    set_turn(state, HOME)
    set_hand(state, HOME, [])
    set_hand(state, AWAY, [])
    stack_deck(state, ["2", "1T"])
    state.apply_action(A.DirectAttack("CF_TARGET_MAN"))
    state.apply_action(A.DefendSynergy("none"))
    assert state.phase is Phase.PENALTY_KICK
    # During the penalty every board card has been revealed.
    assert all(b.revealed for b in state.view(AWAY).opponent.board)
    state.apply_action(A.Kick("BR"))
    assert state.view(AWAY).shot.kick is None and state.view(AWAY).shot.kick_chosen  # type: ignore[union-attr]
    assert state.view(HOME).shot.kick == "BR"  # type: ignore[union-attr]


def test_sampled_states_agree_with_the_view_and_play_on() -> None:
    state = shot_in_progress()
    view = state.view(AWAY)
    for seed in range(20):
        sample = sample_state(view, Rng(seed))
        assert sample.view(AWAY).info_key() == view.info_key()
        assert sample.legal_actions() == state.legal_actions()
        sample.apply_action(sample.legal_actions()[0])


def test_sampling_deals_unseen_cards_uniformly() -> None:
    state = kickoff()
    set_hand(state, AWAY, ["5", "5"])
    view = state.view(HOME)
    fives = sum(sample_state(view, Rng(seed)).hand_codes(AWAY).count("5") for seed in range(400))
    # 2 fives among 25 unseen cards, 2 dealt to the hand: expected 400 * 2 * 2/25 = 64.
    assert 40 < fives < 90


def test_view_shows_tokens_and_icons_for_the_ui() -> None:
    state = kickoff()
    put(state, HOME, "CF_STRIKER", 0, 2)
    state.teams[HOME].tokens[IconKey("v", -1, 2)] = False
    state.invalidate()
    view = state.view(AWAY)
    assert view.teams[HOME].tokens == ((IconKey("v", -1, 2), False),)
    covered = [i for i in view.teams[HOME].icons if i.covered]
    assert [i.key for i in covered] == [IconKey("v", -1, 2)]
    assert view.token_supply == 9


def test_R12_the_referee_sees_every_event_whole() -> None:
    from game.engine import events as E
    from game.engine.events import events_for

    secret = [
        E.LineupChosen(HOME, ("A", "B", "C")),
        E.CardsDrawn(AWAY, 1, ("5",), "pass"),
        E.SynergyPlaced(HOME, 2, "hand", "4"),
        E.DrawKept(AWAY, "3", "2"),
        E.CardStolen(HOME, AWAY, "5"),
    ]
    assert events_for(secret, REFEREE) == secret
    assert all(e.for_side(AWAY if getattr(e, "side", HOME) == HOME else HOME) != e for e in secret[:4])
