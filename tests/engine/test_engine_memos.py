"""The engine remembers a half's icons and a card's build-up spots across states (a search meets the
same half again and again; issue #24). A remembered answer must equal a fresh one at every step of
real matches, including token cover (R2.9), and another card set must not get this one's answers."""

from __future__ import annotations

from dataclasses import replace

from game.engine import actions as A
from game.engine import legal
from game.engine.cards import default_cards
from game.engine.icons import complete_icons
from game.engine.legal import compute_legal
from game.engine.rng import Rng
from game.engine.state import Game, Phase, State


def _fresh_legal(state: State) -> list[A.Action]:
    kept = dict(legal._PLACES)
    legal._PLACES.clear()
    try:
        return compute_legal(state)
    finally:
        legal._PLACES.update(kept)


def test_remembered_icons_and_build_ups_equal_fresh_ones_through_whole_matches() -> None:
    checked_places = covered_seen = 0
    for seed in (3, 17, 29):
        state = Game(seed=seed, tiebreak="draw").new_initial_state()
        rng = Rng(seed)
        while not state.is_terminal():
            for side in (0, 1):
                team = state.teams[side]
                covered = [k for k, up in team.tokens.items() if not up]
                covered_seen += bool(covered)
                assert state.icons(side) == complete_icons(team.field, state.cards, covered)  # R2.6-R2.9
            listed = compute_legal(state)
            assert listed == _fresh_legal(state)  # R2.2-R2.4: every spot, in the same order
            checked_places += any(isinstance(a, A.Place) for a in listed)
            state.apply_action(listed[rng.below(len(listed))])
    assert checked_places > 50 and covered_seen > 0


def test_another_card_set_gets_its_own_icons() -> None:
    cards = default_cards()
    a_card = cards.base[0].id
    other_set = replace(cards, base=(replace(cards.base[0], printed=("A", "A", "A")), *cards.base[1:]))
    plain = Game(seed=5).new_initial_state()
    changed = Game(seed=5, cards=other_set).new_initial_state()
    for s in (plain, changed):
        s.teams[0].field = {a_card: (1, 2)}
        s.invalidate()
    assert plain.icons(0) == complete_icons({a_card: (1, 2)}, cards.by_id, [])
    assert changed.icons(0) == complete_icons({a_card: (1, 2)}, other_set.by_id, [])
    assert plain.icons(0) != changed.icons(0)


def test_a_card_with_another_role_gets_its_own_build_ups() -> None:
    """R2.2: a card's rows follow its role, so a card set that gives the same card another role must
    not get this set's remembered spots."""
    cards = default_cards()
    back = next(c for c in cards.base if c.role != "FW")
    forward = next(c for c in cards.base if c.role == "FW")
    other_set = replace(cards, base=tuple(replace(c, role=forward.role) if c is back else c for c in cards.base))
    spots = []
    for card_set in (cards, other_set):
        state = Game(seed=5, cards=card_set).new_initial_state()
        state.phase, state.active = Phase.PLAYER_ACTION, 0
        state.teams[0].field, state.teams[0].available = {}, [back.id]
        state.invalidate()
        spots.append({(a.row, a.col) for a in state.legal_actions() if isinstance(a, A.Place)})
    assert spots[0] and spots[1] and spots[0] != spots[1]
