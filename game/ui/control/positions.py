"""Match positions for screenshots, tests and the render benchmark, reached by playing legal
actions through the engine (never by editing a state)."""

from __future__ import annotations

from game.engine import actions as A
from game.engine.actions import Action
from game.engine.state import Game, State


def _busy_choice(state: State, shots: list[int]) -> Action:
    legal = state.legal_actions()
    side = state.current_player()
    kinds = {a.kind for a in legal}
    if "draft_pick" in kinds or "lineup" in kinds:
        return legal[0]
    if "press" in kinds:
        return next(a for a in legal if a.kind == "press")
    if "pass" in kinds:
        return next(a for a in legal if a.kind == "pass")
    places = [a for a in legal if isinstance(a, A.Place)]
    if places:
        # fill the back rows first so the front line always has a neighbour
        return max(places, key=lambda a: (a.row, -a.col))
    if "effect" in kinds:
        return A.UseEffect(state.pending_effects[0], state.pending_effects[0].startswith("CONTROL"))
    if "shoot" in kinds:
        want = shots[side] < 2
        if want:
            shots[side] += 1
        return A.Shoot(want)
    if "attack_synergy" in kinds:
        return A.PlaySynergy(())
    if "defend_synergy" in kinds:
        return A.DefendSynergy("none")
    if "end_substitutions" in kinds:
        return A.EndSubstitutions()
    return legal[0]


def busy_state(seed: int = 4, placed: int = 20) -> State:
    """A first-half position with up to `placed` cards on the field, tokens and cards in hand."""
    state = Game(seed=seed).new_initial_state()
    shots = [0, 0]
    while not state.is_terminal():
        if state.phase.value in ("team_action", "player_action"):
            total = sum(len(t.field) for t in state.teams)
            if total >= placed:
                break
        before = state.half
        trial = state.clone()
        trial.apply_action(_busy_choice(trial, list(shots)))
        if trial.half != before:
            break
        state.apply_action(_busy_choice(state, shots))
    return state


def advance(state: State, phases: tuple[str, ...], limit: int = 4000) -> State:
    """Play the first legal action until the phase is one of `phases`."""
    for _ in range(limit):
        if state.phase.value in phases or state.is_terminal():
            return state
        state.apply_action(state.legal_actions()[0])
    return state
