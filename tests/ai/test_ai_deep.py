"""Hard's larger search at the bench's 4x budget (hard.DEEP_FROM, issue #24): more deals, capped by the work
of its slowest decisions; and the lab's deeper playouts, Hard's own best build-ups weighed inside one."""

from __future__ import annotations

import pytest

import game.ai.hard as hard
import game.ai.lookahead as lookahead
from game.ai.lookahead import rest_of_turn
from game.ai.playout import player_action_options
from game.ai.value_model import shipped_model
from game.engine.actions import Action
from game.engine.rng import Rng
from game.engine.state import Phase, State
from tests.ai.test_ai_value import _play_until


def test_with_mine_a_playout_weighs_hards_own_best_build_ups_and_only_its_own(monkeypatch: pytest.MonkeyPatch) -> None:
    """The opponent's build-ups are weighed by `replies` (the worst for Hard); Hard's own by `mine` (its best)."""
    asked: list[tuple[int, int]] = []
    real = lookahead.player_action_options

    def recording(state: State, k: int) -> list[Action]:
        asked.append((state.current_player(), k))
        return real(state, k)

    monkeypatch.setattr(lookahead, "player_action_options", recording)
    model = shipped_model()
    state = _play_until(7, lambda s: s.phase is Phase.TEAM_ACTION and s.turn > 4)
    me = state.current_player()
    rest_of_turn(state.clone(), me, model, Rng(3), reply=True, follow=True, replies=1, extend=2)
    assert asked == []
    value = rest_of_turn(state.clone(), me, model, Rng(3), reply=True, follow=True, replies=3, extend=2, mine=2)
    assert 0.0 <= value <= 1.0
    assert (me, 2) in asked and (1 - me, 3) in asked
    assert {k for side, k in asked if side == me} == {2} and {k for side, k in asked if side != me} == {3}


def test_hards_own_build_up_in_a_playout_is_worth_its_best_option() -> None:
    model = shipped_model()
    state = _play_until(9, lambda s: s.phase is Phase.PLAYER_ACTION and s.turn > 4)
    me = state.current_player()
    seed = Rng(3).next_u64()  # the branches share the first number the playout draws there
    options = player_action_options(state, 3)
    worth = []
    for own in options:
        branch = state.clone()
        branch.apply_action(own)
        worth.append(rest_of_turn(branch, me, model, Rng(seed), True, True, 1, 1, 3))
    assert len(options) == 3 and max(worth) > min(worth)
    weighed = rest_of_turn(state.clone(), me, model, Rng(3), reply=True, follow=True, replies=1, extend=1, mine=3)
    assert weighed == max(worth)


def test_the_work_cap_counts_work_not_time_and_stops_dealing_before_a_deal_would_pass_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(hard, "DEEP_TOP_K", 6)  # a smaller search: the same cap, a quicker test
    monkeypatch.setattr(hard, "DEEP_DEALS", 6)
    state = _play_until(11, lambda s: s.phase is Phase.PLAYER_ACTION and s.turn > 3)
    view = state.view(state.current_player())
    model = shipped_model()
    model.forget()
    runs = []
    for _ in range(2):  # cold, then with every answer remembered: the same work, deals and choice
        before = lookahead.WORK.steps
        agent = hard.HardAgent(1, iterations=hard.DEEP_FROM)
        runs.append((agent.choose(view), agent.last_deals, lookahead.WORK.steps - before))
    assert runs[0] == runs[1] and runs[0][1] == 6 and runs[0][2] > 0
    for cap, deals in ((runs[0][2] // 2, range(1, 6)), (1, range(1, 2))):  # never fewer than one
        monkeypatch.setattr(hard, "DEEP_WORK", cap)
        agent = hard.HardAgent(1, iterations=hard.DEEP_FROM)
        assert agent.choose(view) in view.legal_actions and agent.last_deals in deals
    assert hard.HardAgent(1, iterations=hard.SHIPPED_ITERATIONS)._work_cap() is None  # the shipped level: no cap
