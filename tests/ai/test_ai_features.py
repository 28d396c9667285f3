"""The local icon update (features.py) agrees with the engine's full count (R2.6-R2.9)."""

from __future__ import annotations

from collections.abc import Iterator

from game.ai.features import Summary, add_icons, field_memo, new_icons, summarize
from game.ai.registry import make_agent
from game.ai.value_features import reach
from game.engine import actions as A
from game.engine.cards import default_cards
from game.engine.icons import complete_icons
from game.engine.state import Game, State


def _player_actions(seeds: tuple[int, ...]) -> Iterator[tuple[State, int]]:
    """Every player-action decision (R4.3) of Easy-vs-Easy matches, with the side to move."""
    for seed in seeds:
        state = Game(seed=seed).new_initial_state()
        agents = (make_agent("easy", 1), make_agent("easy", 2))
        while not state.is_terminal():
            side = state.current_player()
            if state.phase.value == "player_action":
                yield state, side
            state.apply_action(agents[side].choose(state.view(side)))


def test_new_icons_match_a_full_recount() -> None:
    checked = 0
    for state, side in _player_actions((1, 2, 3)):
        team = state.teams[side]
        covered = [k for k, up in team.tokens.items() if not up]
        base = summarize(state.icons(side))
        for a in state.legal_actions():
            if isinstance(a, A.Place):
                field = dict(team.field)
                field[a.card] = (a.row, a.col)
                want = summarize(complete_icons(field, default_cards().by_id, covered))
                assert add_icons(base, new_icons(team.field, a.card, a.row, a.col)) == want
                checked += 1
    assert checked > 100


def _plain_reach(state: State, side: int, summary: Summary) -> tuple[tuple[int, int], ...]:
    """value_features.reach as it was before the memo: every placement counted afresh."""
    if state.token_supply() <= 0:
        return ()
    cards = state.cards
    shots = {(a, cards[c].crack) for c, a in summary.attack}
    team = state.teams[side]
    for card in team.available:
        for row, col in state.placements(side, card):
            a = sum(1 for t, owners in new_icons(team.field, card, row, col, cards) if t == "A" and card in owners)
            if a:
                shots.add((a, cards[card].crack))
    return tuple(sorted(shots, reverse=True))


def test_the_field_memo_answers_as_a_fresh_count_while_fields_change() -> None:
    """The search's memo (FieldMemo) is keyed by a field's contents: a field that changed never gets
    an older field's icons or build-up shots, and a memo met again gives the same answers."""
    checked = 0
    for state, side in _player_actions((4, 5)):
        team = state.teams[side]
        memo = field_memo(team.field, state.game.cards)
        for a in state.legal_actions():
            if isinstance(a, A.Place):
                want = tuple(new_icons(team.field, a.card, a.row, a.col))
                assert memo.icons(a.card, a.row, a.col) == want
                checked += 1
        for who in (side, 1 - side):
            summary = summarize(state.icons(who))
            assert reach(state, who, summary) == _plain_reach(state, who, summary)
    assert checked > 100
