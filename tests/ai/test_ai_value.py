"""Hard's learned value model and its lookahead: it reads the score and the clock, a damaged model
is refused, and a shot counts by its exact chance between the worth of a goal and of a miss."""

from __future__ import annotations

import json
import pickle
from dataclasses import replace
from importlib import resources

import pytest

import game.ai.hard as hard
import game.ai.lookahead as lookahead
from game.ai.lookahead import rest_of_turn, shot_position
from game.ai.playout import fast_action, player_action_options
from game.ai.registry import make_agent
from game.ai.value_features import FEATURE_NAMES, after_goal, position, vector
from game.ai.value_model import ValueModel, shipped_model
from game.engine import actions as A
from game.engine.rng import Rng
from game.engine.state import Game, Phase, State


def _play_until(seed: int, done: object) -> State:
    state = Game(seed=seed, tiebreak="draw").new_initial_state()
    agents = (make_agent("normal", 1), make_agent("normal", 2))
    while not state.is_terminal() and not done(state):  # type: ignore[operator]
        side = state.current_player()
        state.apply_action(agents[side].choose(state.view(side)))
    assert not state.is_terminal()
    return state


def test_the_shipped_model_reads_the_score_and_the_clock() -> None:
    model = shipped_model()
    state = _play_until(3, lambda s: s.half == 2 and s.phase is Phase.PLAYER_ACTION and len(s.deck) < 10)
    pos = position(state, state.current_player())
    level = replace(pos, lead=0)
    ahead, behind = replace(pos, lead=1), replace(pos, lead=-1)
    assert model.value(behind) < model.value(level) < model.value(ahead)
    assert all(0.0 < model.value(p) < 1.0 for p in (ahead, level, behind))
    # A one-goal lead with the deck nearly spent in the second half is worth more than at kick-off.
    early = replace(ahead, half=1, deck_left=25)
    assert model.value(replace(ahead, deck_left=2)) > model.value(early)


def test_a_remembered_answer_is_the_models_own_and_the_memo_stays_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    """The memo behind ValueModel.value gives what the network computes for that very position,
    tells positions that differ in one fact apart, and never grows past MEMO_POSITIONS."""
    import game.ai.value_model as value_model

    monkeypatch.setattr(value_model, "MEMO_POSITIONS", 8)
    model = ValueModel(json.loads(resources.files("game.data").joinpath("value_model.json").read_text("utf-8")))
    state = _play_until(3, lambda s: s.half == 2 and s.phase is Phase.PLAYER_ACTION)
    pos = position(state, state.current_player())
    variants = [replace(pos, lead=lead, deck_left=left) for lead in (-1, 0, 1) for left in (3, 9, 15, 21)]
    for _ in range(2):
        for p in variants:
            assert model.value(p) == model(vector(p))
            assert len(model._memo) <= 8
    assert len({model.value(p) for p in variants}) > 6
    # The window sends Hard (model included) to its search process and back at every decision.
    sent = pickle.loads(pickle.dumps(model))
    assert model._memo and not sent._memo and sent.value(variants[0]) == model.value(variants[0])


def test_a_goal_is_worth_more_than_a_miss_and_a_shot_counts_by_its_chance() -> None:
    model = shipped_model()
    state = _play_until(5, lambda s: s.phase is Phase.DEFEND_SYNERGY)
    attacker = state.shot.side if state.shot else 0
    chance, pos = shot_position(state, attacker)
    assert 0.0 <= chance <= 1.0
    goal, miss = model.value(after_goal(pos, True)), model.value(pos)
    assert goal > miss
    value = rest_of_turn(state.clone(), attacker, model, Rng(1))
    assert value == pytest.approx(chance * goal + (1 - chance) * miss)


def _scored_turns(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The turn of every position the lookahead scores from now on, in order."""
    turns: list[int] = []
    real = lookahead.position

    def recording(s: State, side: int, summaries: object = None) -> object:
        turns.append(s.turn)
        return real(s, side, summaries)  # type: ignore[arg-type]

    monkeypatch.setattr(lookahead, "position", recording)
    return turns


@pytest.mark.parametrize("seed", [4, 26])
def test_a_shot_held_back_is_weighed_through_hards_own_next_turn(seed: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """Holding a shot back hands the turn over at once; its search then plays the opponent's turn and
    Hard's own next one (its shot there by the exact chance), where shooting stops after the reply.
    Measured, not an accident: cutting both at the same turn made Hard weaker (issue #11's notes)."""
    state = _play_until(seed, lambda s: s.phase is Phase.SHOOT_OPTION and s.turn > 2)
    me, turn = state.current_player(), state.turn
    furthest: dict[bool, int] = {}
    turns = _scored_turns(monkeypatch)
    for shoot in (True, False):
        turns.clear()
        branch = state.clone()
        branch.apply_action(A.Shoot(shoot))
        rest_of_turn(branch, me, shipped_model(), Rng(3), reply=True, follow=True)
        furthest[shoot] = max(turns) - turn
    assert furthest[True] <= 2 and furthest[False] >= 2


def test_the_opponents_replies_start_with_the_fast_policys_own_choice() -> None:
    state = _play_until(7, lambda s: s.phase is Phase.PLAYER_ACTION and s.turn > 4)
    options = player_action_options(state, 4)
    assert options[0] == fast_action(state, Rng(1))
    assert 1 < len(options) <= 4 and len(set(options)) == len(options)
    assert set(options) <= set(state.legal_actions())


@pytest.mark.parametrize("seed", [11, 12, 13])
def test_searching_the_opponents_build_up_never_hopes_for_a_weaker_reply(seed: int) -> None:
    """With `replies` the opponent's best build-ups are weighed and the worst for `me` assumed: never
    better for `me` than the fast policy's own reply, and worse where another reply hurts more."""
    model = shipped_model()
    values: list[tuple[float, float]] = []
    state = Game(seed=seed, tiebreak="draw").new_initial_state()
    agents = (make_agent("normal", 1), make_agent("normal", 2))
    while not state.is_terminal() and len(values) < 6:
        side = state.current_player()
        if state.phase is Phase.PLAYER_ACTION and state.turn > 2:
            policy = rest_of_turn(state.clone(), side, model, Rng(5), reply=True)
            searched = rest_of_turn(state.clone(), side, model, Rng(5), reply=True, replies=4)
            values.append((policy, searched))
        state.apply_action(agents[side].choose(state.view(side)))
    assert values
    assert all(searched <= policy + 1e-12 for policy, searched in values)
    assert any(searched < policy - 1e-6 for policy, searched in values)


def _shipped_data() -> dict[str, object]:
    text = resources.files("game.data").joinpath("value_model.json").read_text(encoding="utf-8")
    data = json.loads(text)
    assert isinstance(data, dict)
    return data


def test_the_model_evaluates_the_same_in_plain_python_as_fitted() -> None:
    data = _shipped_data()
    x = [0.1 * i for i in range(len(FEATURE_NAMES))]
    mu, sd = data["mu"], data["sd"]
    z = [(v - m) / s for v, m, s in zip(x, mu, sd, strict=True)]  # type: ignore[call-overload]
    import math

    hidden = [
        math.tanh(sum(z[i] * data["W1"][i][j] for i in range(len(z))) + data["b1"][j])  # type: ignore[index]
        for j in range(len(data["b1"]))
    ]  # type: ignore[arg-type]
    out = sum(h * w for h, w in zip(hidden, data["W2"], strict=True)) + data["b2"][0]  # type: ignore[call-overload,index]
    assert ValueModel(data)(x) == pytest.approx(1 / (1 + math.exp(-out)), abs=1e-9)
    state = _play_until(2, lambda s: s.phase is Phase.PLAYER_ACTION and s.turn > 4)
    assert len(vector(position(state, 0))) == len(FEATURE_NAMES)


@pytest.mark.parametrize("damage", ["features", "layers", "numbers"])
def test_a_damaged_model_is_refused(damage: str) -> None:
    data = _shipped_data()
    if damage == "features":
        data["features"] = [*FEATURE_NAMES[:-1], "something else"]
    elif damage == "layers":
        data["W2"] = data["W2"][:-1]  # type: ignore[index]
    else:
        data["mu"] = ["x"] * len(FEATURE_NAMES)
    with pytest.raises(ValueError):
        ValueModel(data)


def test_hard_without_its_model_plays_on_with_normal_judgement(monkeypatch: pytest.MonkeyPatch) -> None:
    def missing() -> ValueModel:
        raise OSError("value_model.json: no such file")

    monkeypatch.setattr(hard, "shipped_model", missing)
    state = _play_until(4, lambda s: s.phase is Phase.PLAYER_ACTION and s.turn > 3)
    view = state.view(state.current_player())
    agent = hard.HardAgent(1, iterations=2)
    action = agent.choose(view)
    assert action in view.legal_actions and agent.model_missing


def test_each_reply_step_weighs_one_more_opponent_build_up_up_to_four(monkeypatch: pytest.MonkeyPatch) -> None:
    """Two iterations play the opponent's reply with the fast policy; the shipped budget weighs its
    four best build-ups, and so does 4x (sixteen measured no stronger); 4x deals 16 times and weighs 24
    options instead."""
    seen: list[tuple[int, int, int]] = []

    def recording(*args: object, replies: int = 1, extend: int = 0, mine: int = 1, **kwargs: object) -> float:
        seen.append((replies, extend, mine))
        return 0.5

    monkeypatch.setattr(hard, "rest_of_turn", recording)
    state = _play_until(7, lambda s: s.phase is Phase.PLAYER_ACTION and s.turn > 4)
    view = state.view(state.current_player())
    assert hard.SHIPPED_ITERATIONS // hard.REPLY_STEP == 4 and 4 * hard.SHIPPED_ITERATIONS == hard.DEEP_FROM
    widths, deals = [], []
    deep = (4, hard.DEEP_EXTEND, hard.DEEP_MINE)
    budgets = ((2, (1, 0, 1)), (hard.SHIPPED_ITERATIONS, (4, 1, 1)), (hard.DEEP_FROM, deep))
    for budget, expected in budgets:
        seen.clear()
        agent = hard.HardAgent(1, iterations=budget)
        agent.choose(view)
        assert seen and set(seen) == {expected}
        deals.append(agent.last_deals)
        widths.append(len(seen) // agent.last_deals)  # options weighed: one playout each per deal
    assert widths[0] == widths[1] == hard.TOP_K and widths[2] == hard.DEEP_TOP_K > hard.TOP_K
    assert deals == [2, hard.USEFUL_DEALS, hard.DEEP_DEALS] and hard.DEEP_DEALS > hard.USEFUL_DEALS


def test_from_extend_from_iterations_every_stop_plays_one_more_turn(monkeypatch: pytest.MonkeyPatch) -> None:
    """Below EXTEND_FROM iterations a playout's stop is scored by the model alone; from there, the
    shipped budget among them, the stop also plays one more turn: issue #11's "more thinking must
    help", 4x won 56.5% [50.8, 62.0] of decided against 1x with it (seeds 30000-30199)."""
    seen: list[bool] = []

    def recording(*args: object, extend: int = 0, **kwargs: object) -> float:
        seen.append(extend == 1)
        return 0.5

    monkeypatch.setattr(hard, "rest_of_turn", recording)
    state = _play_until(7, lambda s: s.phase is Phase.PLAYER_ACTION and s.turn > 4)
    view = state.view(state.current_player())
    assert hard.SHIPPED_ITERATIONS >= hard.EXTEND_FROM
    for iterations in (2, 4, hard.EXTEND_FROM - 1, hard.EXTEND_FROM, hard.SHIPPED_ITERATIONS, 12):
        seen.clear()
        hard.HardAgent(1, iterations=iterations).choose(view)
        assert seen and set(seen) == {iterations >= hard.EXTEND_FROM}


@pytest.mark.parametrize("seed", [6, 8])
@pytest.mark.parametrize("turns", [1, 2])  # 2: a deeper playout (the lab's extend)
def test_an_extended_stop_is_the_mean_of_the_model_and_the_next_turn_extended_one_less(seed: int, turns: int) -> None:
    model = shipped_model()
    state = _play_until(seed, lambda s: s.phase is Phase.TEAM_ACTION and s.turn > 3)
    me = state.current_player()
    there = model.value(position(state, me))
    assert lookahead.horizon_value(state.clone(), me, model, Rng(2), extend=0) == there
    played_on = rest_of_turn(state.clone(), me, model, Rng(2), extend=turns - 1)
    extended = lookahead.horizon_value(state.clone(), me, model, Rng(2), extend=turns)
    assert extended == pytest.approx((there + played_on) / 2)
    assert extended != pytest.approx(lookahead.horizon_value(state.clone(), me, model, Rng(2), extend=turns - 1))


def test_extended_playouts_reach_one_turn_further(monkeypatch: pytest.MonkeyPatch) -> None:
    """Never shorter; one turn further wherever a playout stops at a turn start rather than at a
    shot scored by its chance."""
    gains: list[int] = []
    for seed in (9, 10, 11, 12):
        state = _play_until(seed, lambda s: s.phase is Phase.PLAYER_ACTION and s.turn > 3)
        me, turn = state.current_player(), state.turn
        turns = _scored_turns(monkeypatch)
        furthest: dict[int, int] = {}
        for extend in (0, 1):
            turns.clear()
            rest_of_turn(state.clone(), me, shipped_model(), Rng(4), reply=True, follow=True, extend=extend)
            furthest[extend] = max(turns) - turn
        monkeypatch.undo()
        gains.append(furthest[1] - furthest[0])
    assert all(g in (0, 1) for g in gains) and 1 in gains


@pytest.mark.parametrize("iterations", [2, hard.SHIPPED_ITERATIONS])
@pytest.mark.parametrize("seed", [4, 47, 66])  # positions where the reply's playouts do not shoot
def test_hard_looks_past_the_reply_only_for_a_shot_held_back(
    seed: int, iterations: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The same at Hard's own shoot-or-not decision: with the opponent not shooting in between, the
    hold-back option's playouts reach the end of Hard's next turn (the shot's stop two turns on);
    the shipped budget's one more turn adds nothing there, the furthest stop being that shot."""
    state = _play_until(seed, lambda s: s.phase is Phase.SHOOT_OPTION and s.turn > 2)
    view = state.view(state.current_player())
    turns = _scored_turns(monkeypatch)
    hard.HardAgent(1, iterations=iterations).choose(view)
    assert max(turns) == view.turn + 3
