"""Facts that hold after every action of a real match; tests and the save loader check them."""

from __future__ import annotations

from game.engine.cards import EFFECTS, ROLE_ROWS
from game.engine.match import HAND_LIMIT, MAX_SUBS, STARTERS, TOKENS, Match, Phase


class InvariantError(AssertionError):
    pass


def _require(ok: bool, message: str) -> None:
    if not ok:
        raise InvariantError(message)


def check_invariants(state: Match) -> None:
    n_synergy = len(state.game.cards.synergy)
    places = list(state.deck) + list(state.discard) + list(state.keep_choices)
    for team in state.teams:
        places += team.hand
    if state.shot is not None:
        places += [c for board in state.shot.boards for c, _ in board]
    _require(sorted(places) == list(range(n_synergy)), f"synergy cards not all accounted for once: {sorted(places)}")
    _require(-2 <= state.marker <= 2, f"marker {state.marker} off the track")
    _require(not state.turn_over, "a turn was left ending between two actions")
    on_field_tokens = sum(len(t.tokens) for t in state.teams)
    _require(on_field_tokens <= TOKENS, f"{on_field_tokens} tokens on the fields")
    lineups_done = state.phase not in (Phase.DRAFT, Phase.LINEUP)
    for side, team in enumerate(state.teams):
        _require(len(team.hand) <= HAND_LIMIT, f"side {side} holds {len(team.hand)} synergy cards")
        _require(0 <= team.subs_used <= MAX_SUBS, f"side {side} used {team.subs_used} substitutions")
        _require(len(team.sent_off) == team.subs_used, f"side {side}: sent-off cards and substitutions differ")
        _require(len(set(team.roster)) == len(team.roster), f"side {side} roster repeats a card")
        for card in team.roster:
            _require(card in state.cards, f"unknown card {card}")
        if lineups_done:
            _require(len(team.roster) == STARTERS + 3, f"side {side} has {len(team.roster)} cards")
            parts = team.available + team.bench + team.sent_off + list(team.field)
            _require(sorted(parts) == sorted(team.roster), f"side {side}: cards not all accounted for once")
        cells: set[tuple[int, int]] = set()
        for card, (row, col) in team.field.items():
            _require(row in ROLE_ROWS[state.cards[card].role], f"{card} on row {row} breaks R2.3")
            _require(0 <= col <= 6, f"{card} at column {col} breaks R2.2")
            for cell in ((row, col), (row, col + 1)):
                _require(cell not in cells, f"{card} overlaps another card")
                cells.add(cell)
        attack_keys = {i.key for i in state.icons(side) if i.type == "A"}
        for key, face_up in team.tokens.items():
            _require(key in attack_keys, f"side {side}: token on {key}, which is no ATTACK icon")
            _require(not face_up or state.shot is not None, "a face-up token outside a shot")
    shot_phases = (
        Phase.TOKEN,
        Phase.ATTACK_SYNERGY,
        Phase.DEFEND_SYNERGY,
        Phase.PENALTY_KICK,
        Phase.PENALTY_SAVE,
    )
    if state.phase in shot_phases:
        _require(state.shot is not None, f"phase {state.phase} without a shot")
    _require(state.half in (1, 2), f"half {state.half}")
    _require(state.active in (0, 1) and state.halftime_side in (0, 1), "a side that does not exist")
    _require(0 <= state.draft_round <= 3, f"draft round {state.draft_round}")
    if state.phase is Phase.DRAFT:
        _require(len(state.draft_revealed) in (2, 3) and state.draft_round < 3, "a draft without revealed stars")
    if state.phase is Phase.EFFECT:
        _require(bool(state.pending_effects) and state.placed_card is not None, "an effect phase with no effect")
    if state.phase is Phase.SHOOT_OPTION:
        _require(state.placed_card is not None, "a shot option with no card")
    if state.phase is Phase.KEEP:
        _require(len(state.keep_choices) == 2, "a keep choice without two cards")
    if state.phase in (Phase.PENALTY_SAVE,):
        _require(state.shot is not None and state.shot.kick is not None, "a save with no kick")
    if state.phase is Phase.SHOOTOUT_SAVE:
        _require(state.shootout_kick is not None, "a shoot-out save with no kick")
    if state.shot is not None:
        _require(state.shot.kind in ("normal", "cannon", "blind"), f"shot kind {state.shot.kind}")
        _require(state.shot.side in (0, 1), "a shot by nobody")
    for effect in state.pending_effects:
        _require(effect in EFFECTS, f"unknown effect {effect}")
