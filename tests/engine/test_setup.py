"""R3: sides, star draft, line-up, start."""

from __future__ import annotations

import pytest

from game.engine.actions import ChooseLineup, DraftPick
from game.engine.errors import IllegalAction
from game.engine.state import AWAY, HOME, Game, Phase
from tests.engine.scenario import drafted, kickoff


def test_R3_1_home_starts_the_first_half() -> None:
    state = kickoff(seed=4)
    assert state.half == 1 and state.active == HOME and state.current_player() == HOME


def test_R3_2_draft_order_and_removals() -> None:
    state = Game(seed=11).new_initial_state()
    choosers = []
    for _ in range(3):
        revealed = list(state.draft_revealed)
        assert len(revealed) == 3
        first = state.current_player()
        state.apply_action(DraftPick(revealed[0]))
        second = state.current_player()
        assert second != first
        with pytest.raises(IllegalAction, match=r"R3\.2"):
            state.apply_action(DraftPick(revealed[0]))  # already taken
        state.apply_action(DraftPick(revealed[1]))
        choosers.append(first)
        assert revealed[2] in state.stars_removed
    assert choosers == [AWAY, HOME, AWAY]
    assert state.phase is Phase.LINEUP
    assert len(state.stars_removed) == 6  # 3 unchosen + 3 never revealed
    assert len(state.teams[HOME].roster) == len(state.teams[AWAY].roster) == 13
    stars = set(state.teams[HOME].roster[10:]) | set(state.teams[AWAY].roster[10:]) | set(state.stars_removed)
    assert len(stars) == 12


def test_R3_2_picks_are_public() -> None:
    state = drafted(seed=2)
    for side in (HOME, AWAY):
        view = state.view(1 - side)
        assert view.teams[side].stars == tuple(state.teams[side].roster[10:])


def test_R3_3_lineup_ten_starters_three_on_the_bench_hidden_until_both_chose() -> None:
    state = drafted(seed=5)
    assert state.current_player() == HOME
    bench = tuple(sorted(state.teams[HOME].roster[:3]))
    with pytest.raises(IllegalAction, match=r"R3\.3"):
        state.apply_action(ChooseLineup(bench[:2]))
    state.apply_action(ChooseLineup(bench))
    away_view = state.view(AWAY)
    assert away_view.teams[HOME].lineup_done
    assert away_view.teams[HOME].bench == () and away_view.teams[HOME].available == ()
    assert state.view(HOME).me.bench == bench
    state.apply_action(ChooseLineup(tuple(sorted(state.teams[AWAY].roster[-3:]))))
    for side in (HOME, AWAY):
        team = state.teams[side]
        assert len(team.available) == 10 and len(team.bench) == 3
    assert state.view(AWAY).teams[HOME].bench == bench


def test_R3_4_start_of_match() -> None:
    state = kickoff(seed=9)
    assert len(state.deck) == 25 and state.discard == []
    assert state.teams[HOME].hand == [] and state.teams[AWAY].hand == []
    assert state.marker == 0 and state.token_supply() == 10
    assert (state.teams[HOME].score, state.teams[AWAY].score) == (0, 0)
