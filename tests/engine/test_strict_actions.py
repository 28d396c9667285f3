"""Strict actions: a field of the wrong type is refused with IllegalAction naming a rule, and the state
and its history stay exactly as they were; a saved action with a wrong type is a damaged move."""

from __future__ import annotations

import re
from functools import cache
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.engine import actions as A
from game.engine.action_json import ActionFormatError, action_from_json, action_to_json
from game.engine.actions import ACTION_TYPES
from game.engine.errors import IllegalAction
from game.engine.icons import IconKey
from game.engine.rng import Rng
from game.engine.serialize import load_match, save_match, snapshot
from game.engine.state import Game, Phase, State
from game.engine.wellformed import well_formed
from tests.engine.scenario import kickoff

RULE_ID = re.compile(r"^R\d+(\.\d+)?: \S")


class Hostile:
    """An object whose comparison and hashing fail and whose printout is enormous."""

    def __eq__(self, other: object) -> bool:
        raise RuntimeError("no comparing")

    def __hash__(self) -> int:
        raise RuntimeError("no hashing")

    def __repr__(self) -> str:
        return "Hostile" * 100


JUNK = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.integers(4400, 4500).map(lambda n: 10**n),
    st.floats(allow_nan=True),
    st.complex_numbers(),
    st.text(max_size=20),
    st.text(min_size=81, max_size=200),
    st.binary(max_size=8),
    st.lists(st.one_of(st.integers(), st.text(max_size=5)), max_size=4),
    st.tuples(st.one_of(st.integers(), st.text(max_size=5), st.none())),
    st.dictionaries(st.text(max_size=3), st.integers(), max_size=2),
    st.sets(st.integers(), max_size=3),
    st.builds(
        IconKey,
        st.one_of(st.text(max_size=2), st.integers()),
        st.one_of(st.integers(), st.floats()),
        st.one_of(st.integers(), st.booleans()),
        st.one_of(st.integers(), st.none()),
    ),
    st.builds(Hostile),
    st.builds(object),
    st.just(Phase.DRAFT),
)

# Values of the right type that can be legal somewhere.
GOOD: dict[str, st.SearchStrategy[Any]] = {
    "str": st.sampled_from(["CF_STRIKER", "LB_FULL_BACK", "CB_SWEEPER", "DRAW_1", "3", "deck", "none", "TL"]),
    "int": st.integers(-1, 7),
    "bool": st.booleans(),
    "tuple[str, ...]": st.lists(st.sampled_from(["3", "5", "TL", "C", "CF_STRIKER"]), max_size=3).map(tuple),
    "IconKey": st.builds(IconKey, st.sampled_from(["h", "v", "p"]), st.integers(-1, 3), st.integers(0, 7)),
}


def _annotation(cls: type, name: str) -> str:
    raw = cls.__annotations__[name]
    return str(getattr(raw, "__forward_arg__", raw))


@st.composite
def actions(draw: st.DrawFn) -> object:
    """An action of any kind whose fields are each either well typed or junk."""
    cls = draw(st.sampled_from(sorted(ACTION_TYPES.values(), key=lambda c: c.__name__)))
    values = []
    for name in cls._fields:  # type: ignore[attr-defined]
        if name == "kind":
            values.append(draw(st.one_of(st.just(cls._field_defaults["kind"]), JUNK)))  # type: ignore[attr-defined]
        else:
            values.append(draw(st.one_of(GOOD[_annotation(cls, name)], JUNK)))
    return cls(*values)


@cache
def _positions() -> tuple[State, ...]:
    """States at many different decision points of real matches."""
    out: list[State] = []
    seen: set[Phase] = set()
    for seed in range(6):
        state = Game(seed=seed).new_initial_state()
        rng = Rng(seed)
        while not state.is_terminal():
            if state.phase not in seen or rng.below(40) == 0:
                seen.add(state.phase)
                out.append(state.clone())
            legal = state.legal_actions()
            state.apply_action(legal[rng.below(len(legal))])
    return tuple(out)


@settings(max_examples=600, deadline=None)
@given(action=st.one_of(actions(), JUNK), pick=st.integers(0, 10_000))
def test_any_object_is_applied_only_if_legal_and_otherwise_changes_nothing(action: object, pick: int) -> None:
    positions = _positions()
    state = positions[pick % len(positions)].clone()
    before, history = snapshot(state), list(state.history)
    legal = state.legal_actions()
    try:
        state.apply_action(action)  # type: ignore[arg-type]
    except IllegalAction as exc:
        assert RULE_ID.match(str(exc)), str(exc)
        assert str(exc).startswith(exc.rule)
        assert len(str(exc)) < 300
        assert snapshot(state) == before and state.history == history
        assert not (well_formed(action) and action in legal)
    else:
        assert well_formed(action) and action in legal
        assert type(state.history[-1]) is type(action)


def test_the_reported_wrong_types_are_refused_naming_the_rule() -> None:
    state = kickoff(seed=3)
    before, history = snapshot(state), list(state.history)
    cases: list[tuple[object, str]] = [
        (A.PassDraw(1.0), "R4.1"),  # type: ignore[arg-type]
        (A.Place("CF_STRIKER", 1.0, 0.0), "R4.3"),  # type: ignore[arg-type]
        (A.Place("CB_CENTER_BACK_L", True, 2), "R4.3"),
        (A.DirectAttack(["CF_STRIKER"]), "R4.3"),  # type: ignore[arg-type]
        (A.PlaySynergy(None), "R5.3"),  # type: ignore[arg-type]
        (A.Shoot(1), "R4.3"),  # type: ignore[arg-type]
        (A.Substitute("CF_STRIKER", b"CB_SWEEPER"), "R9.2"),  # type: ignore[arg-type]
        (A.PlaceToken(("v", -1, 3, 0)), "R5.1"),  # type: ignore[arg-type]
    ]
    for action, rule in cases:
        with pytest.raises(IllegalAction) as info:
            state.apply_action(action)  # type: ignore[arg-type]
        assert info.value.rule == rule, (action, str(info.value))
    assert snapshot(state) == before and state.history == history


def test_a_place_with_float_coordinates_was_once_accepted_and_is_now_refused() -> None:
    state = kickoff(seed=3)
    assert A.Place("CB_CENTER_BACK_L", 3, 2) in state.legal_actions()
    with pytest.raises(IllegalAction, match=r"^R4\.3: row must be a whole number"):
        state.apply_action(A.Place("CB_CENTER_BACK_L", 3.0, 2.0))  # type: ignore[arg-type]
    state.apply_action(A.Place("CB_CENTER_BACK_L", 3, 2))
    assert load_match(save_match(state)).history == state.history


@settings(max_examples=300, deadline=None)
@given(action=actions())
def test_a_saved_action_with_a_wrong_type_is_a_damaged_move(action: Any) -> None:
    try:
        data = action_to_json(action)
    except Exception:
        return  # not even representable: nothing could have been saved
    try:
        back = action_from_json(data)
    except ActionFormatError:
        assert not well_formed(action)
    else:
        assert well_formed(back)
