"""An illegal action raises IllegalAction naming its rule, and leaves the state untouched."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from game.engine import actions as A
from game.engine.errors import IllegalAction
from game.engine.icons import IconKey
from game.engine.rng import Rng
from game.engine.serialize import snapshot
from game.engine.state import Game

RULE_ID = re.compile(r"^R\d+(\.\d+)?: \S")

CANDIDATES: list[A.Action] = [
    A.DraftPick("CB_SWEEPER"),
    A.ChooseLineup(("CF_STRIKER",)),
    A.Substitute("CF_STRIKER", "CB_SWEEPER"),
    A.EndSubstitutions(),
    A.PassDraw(1),
    A.PassDraw(4),
    A.Press(),
    A.Place("CF_STRIKER", 0, 0),
    A.Place("CB_CENTER_BACK_L", 3, 2),
    A.Place("CMF_PLAY_MAKER", 3, 2),
    A.Place("LB_FULL_BACK", 2, 9),
    A.DirectAttack("CF_STRIKER"),
    A.BlindShot(),
    A.UseEffect("DRAW_1", True),
    A.KeepCard("5"),
    A.Shoot(True),
    A.PlaceToken(IconKey("v", -1, 3)),
    A.PlaySynergy(("5", "5", "5")),
    A.DefendSynergy("deck"),
    A.DefendSynergy("9"),
    A.Kick("XX"),
    A.Save(("TL", "TR")),
]


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 250), pick=st.integers(0, len(CANDIDATES) - 1))
def test_illegal_actions_name_a_rule_and_change_nothing(seed: int, steps: int, pick: int) -> None:
    state = Game(seed=seed).new_initial_state()
    rng = Rng(seed)
    for _ in range(steps):
        if state.is_terminal():
            break
        legal = state.legal_actions()
        state.apply_action(legal[rng.below(len(legal))])
    action = CANDIDATES[pick]
    if action in state.legal_actions():
        return
    before = snapshot(state)
    try:
        state.apply_action(action)
    except IllegalAction as exc:
        assert RULE_ID.match(str(exc)), str(exc)
        assert exc.rule and str(exc).startswith(exc.rule)
    else:
        raise AssertionError(f"{action} was accepted though it is not legal")
    assert snapshot(state) == before


def test_something_that_is_not_an_action_is_refused() -> None:
    state = Game(seed=1).new_initial_state()
    for junk in (None, "press", ("place", "CF_STRIKER"), 42, ["press"], {"kind": "press"}):
        try:
            state.apply_action(junk)  # type: ignore[arg-type]
        except IllegalAction as exc:
            assert "not an action" in str(exc)
        else:
            raise AssertionError("junk accepted")
