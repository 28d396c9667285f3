"""R4 the turn: team action, build-up and immediate effects (R6), the marker (R7), substitutions (R9)."""

from __future__ import annotations

from game.engine import deck
from game.engine import events as E
from game.engine.icons import IconKey, count
from game.engine.match import HOME, Match, Phase, other


def begin_turn(state: Match, side: int) -> None:
    state.active = side
    state.turn += 1
    state.shot_taken = False
    state.deck_ran_out = False
    state.placed_card = None
    state.shot = None
    state.emit(E.TurnStarted(side, state.turn, state.additional_time))
    record_turn_icons(state)
    if state.additional_time:
        state.emit(E.TeamActionSkipped(side))
        state.phase = Phase.PLAYER_ACTION
    else:
        state.phase = Phase.TEAM_ACTION
        settle_team_action(state)


def record_turn_icons(state: Match) -> None:
    """R4.1: the team action counts the PASS and PRESS icons complete when the turn begins."""
    icons = state.icons(state.active)
    state.turn_icons = (count(icons, "P"), count(icons, "S"))


def settle_team_action(state: Match) -> None:
    """R4.1: with neither PASS nor PRESS possible the team action is skipped."""
    if state.pass_options() == 0 and not state.press_available():
        state.emit(E.TeamActionSkipped(state.active))
        state.phase = Phase.PLAYER_ACTION


def place(state: Match, side: int, card: str, row: int, col: int) -> None:
    team = state.teams[side]
    team.available.remove(card)
    team.field[card] = (row, col)
    state.forget_icons(side)
    completed = tuple(i for i in state.icons(side) if card in i.cards)
    state.emit(E.CardPlaced(side, card, row, col, completed))
    state.placed_card = card
    state.pending_effects = list(state.cards[card].effects)
    state.phase = Phase.EFFECT
    next_effect(state)


def next_effect(state: Match) -> None:
    while state.pending_effects and not state.effect_applicable(state.pending_effects[0]):
        effect = state.pending_effects.pop(0)
        state.emit(E.EffectResolved(state.active, state.placed_card or "", effect, False))
    if state.pending_effects:
        return
    card = state.placed_card
    if card is not None and state.can_shoot_with(state.active, card):
        state.phase = Phase.SHOOT_OPTION
    else:
        state.turn_over = True


def apply_effect(state: Match, side: int, effect: str) -> None:
    """R6, except CANNON_SHOT: that one starts the shot (the dispatch table in game.engine.state)."""
    team = state.teams[side]
    if effect.startswith("CONTROL_"):
        move_marker(state, side, int(effect[-1]), effect)
    elif effect == "DRAW_1":
        card = deck.draw(state)
        if card is not None:
            team.hand.append(card)
            state.emit(E.CardsDrawn(side, 1, (state.synergy_code(card),), effect))
    elif effect == "DRAW_2_KEEP_1":
        drawn = [c for c in (deck.draw(state), deck.draw(state)) if c is not None]
        state.emit(E.CardsDrawn(side, len(drawn), tuple(state.synergy_code(c) for c in drawn), effect))
        if len(drawn) == 2:
            state.keep_choices = drawn
            state.phase = Phase.KEEP
        else:
            team.hand.extend(drawn)
    elif effect == "STEAL_1":
        victim = state.teams[other(side)]
        card = victim.hand.pop(state.rng.below(len(victim.hand)))
        deck.to_discard(state, [card], seen_by=(other(side),))
        state.emit(E.CardStolen(side, other(side), state.synergy_code(card)))


def move_marker(state: Match, side: int, steps: int, reason: str) -> None:
    start = state.marker
    direction = 1 if side == HOME else -1
    state.marker = max(-2, min(2, state.marker + direction * steps))
    if state.marker != start:
        state.emit(E.MarkerMoved(start, state.marker, reason))


def substitute(state: Match, side: int, out: str, into: str) -> None:
    team = state.teams[side]
    from_field = out in team.field
    returned: tuple[IconKey, ...] = ()
    if from_field:
        # R9.2: a token on an icon of the leaving card returns to the supply.
        returned = tuple(i.key for i in state.icons(side) if out in i.cards and i.key in team.tokens)
        for key in returned:
            del team.tokens[key]
        del team.field[out]
        state.forget_icons(side)
        if returned:
            state.emit(E.TokensReturned(side, returned))
    else:
        team.available.remove(out)
    team.bench.remove(into)
    team.available.append(into)
    team.sent_off.append(out)
    team.subs_used += 1
    state.emit(E.Substitution(side, out, into, from_field, len(returned)))
