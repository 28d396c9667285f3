"""One match from the star draft to the final whistle: `Game` holds fixed config, `State` is the
match (`game.engine.match.Match`) with the one way to change it, `apply_action`, and what each side
sees. The dispatch table below is the only place that imports the rule modules; they import the
match's data types only, so none of them loads another part of the rules it does not use."""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import repeat
from operator import is_

from game.engine import actions as A
from game.engine import deck, draft, ending, explain, legal, shot, turn
from game.engine import events as E
from game.engine.actions import Action
from game.engine.cards import CardSet, default_cards
from game.engine.errors import IllegalAction
from game.engine.match import (
    AWAY,
    DRAFT_FIRST,
    HAND_LIMIT,
    HAND_SLOTS,
    HOME,
    MAX_SUBS,
    PHASE_RULE,
    SHOOTOUT_KICKS,
    SIDE_NAMES,
    STARTERS,
    TERMINAL,
    TOKENS,
    Match,
    Phase,
    Result,
    Shot,
    Team,
    control_state,
    other,
    synergy_code,
)
from game.engine.view import View, make_view
from game.engine.wellformed import well_formed

__all__ = [
    "AWAY",
    "DRAFT_FIRST",
    "HAND_LIMIT",
    "HAND_SLOTS",
    "HOME",
    "MAX_SUBS",
    "PHASE_RULE",
    "SHOOTOUT_KICKS",
    "SIDE_NAMES",
    "STARTERS",
    "TERMINAL",
    "TOKENS",
    "Game",
    "Phase",
    "Result",
    "Shot",
    "State",
    "Team",
    "control_state",
    "other",
    "synergy_code",
]


@dataclass(frozen=True)
class Game:
    """Fixed configuration of a match."""

    seed: int = 0
    tiebreak: str = "shootout"  # R11.2: "shootout" (default) or "draw"
    cards: CardSet = field(default_factory=default_cards, compare=False, repr=False)

    def __post_init__(self) -> None:
        if self.tiebreak not in ("shootout", "draw"):
            raise ValueError(f"tie-break must be 'shootout' or 'draw', not {self.tiebreak!r}")

    def new_initial_state(self) -> State:
        return State(self)


class State(Match):
    """The whole match. Only `apply_action` changes it; everything a player sees goes through `view`."""

    game: Game

    def __init__(self, game: Game) -> None:
        super().__init__(game)
        draft.reveal_draft(self)
        self._opening: tuple[E.Event, ...] = tuple(self._events)
        self._events = []

    def initial_events(self) -> tuple[E.Event, ...]:
        """What happened before the first action: the first draft reveal."""
        return self._opening

    def legal_actions(self) -> list[Action]:
        """Every legal action of the current player, in a deterministic order."""
        if self._legal is None:
            self._legal = legal.compute_legal(self)
        return list(self._legal)

    def apply_action(self, action: Action) -> list[E.Event]:
        """Validate and apply the current player's action; return what happened.

        An illegal action raises IllegalAction naming the broken rule and leaves the state untouched."""
        if self._legal is None:
            self._legal, self._legal_set = legal.compute_legal(self), None
        if not any(map(is_, self._legal, repeat(action))):  # not an action object the engine listed
            if self._legal_set is None:
                self._legal_set = frozenset(self._legal)
            if not (well_formed(action) and action in self._legal_set):
                raise IllegalAction(*explain.explain(self, action))
        self._events = []
        self._legal = None
        self._legal_set = None
        self.history.append(action)
        dispatch(self, action)
        self._legal = None
        self._legal_set = None
        events, self._events = self._events, []
        return events

    def apply_observed(self, action: Action, viewer: int) -> tuple[list[E.Event], list[View]]:
        """`apply_action`, also recording what `viewer` sees right after each event (as
        `make_view`, without legal actions): the steps a screen presents one by one."""
        seen: list[View] = []
        self._on_emit = lambda: seen.append(self._snapshot(viewer))
        try:
            events = self.apply_action(action)
        finally:
            self._on_emit = None
        return events, seen

    def _snapshot(self, viewer: int) -> View:
        """The view in the middle of an action: icons recomputed (a rule may emit before it
        forgets them), no legal actions; the caches are left as they were."""
        icons, legal_cache = self._icons, self._legal
        self._icons, self._legal = [None, None], []
        try:
            return make_view(self, viewer)
        finally:
            self._icons, self._legal = icons, legal_cache

    def view(self, side: int) -> View:
        """R12: exactly what `side` (HOME, AWAY, or REFEREE for replays) may see."""
        return make_view(self, side)


def dispatch(state: Match, action: Action) -> None:
    """The dispatch table: each action to the rule that carries it out. A rule that ends the turn
    only says so (`turn_over`); the turn ends here, after that rule has finished."""
    side = state.current_player()
    match action:
        case A.DraftPick(card=card):
            draft.draft_pick(state, side, card)
        case A.ChooseLineup(bench=bench):
            draft.choose_lineup(state, side, bench)
        case A.Substitute(out=out, into=into):
            turn.substitute(state, side, out, into)
        case A.EndSubstitutions():
            ending.end_halftime_side(state)
        case A.PassDraw(k=k):
            drawn = [c for c in (deck.draw(state) for _ in range(k)) if c is not None]
            state.teams[side].hand.extend(drawn)
            state.emit(E.CardsDrawn(side, len(drawn), tuple(state.synergy_code(c) for c in drawn), "pass"))
            state.phase = Phase.PLAYER_ACTION
        case A.Press():
            turn.move_marker(state, side, state.turn_icons[1], "press")
            state.phase = Phase.PLAYER_ACTION
        case A.Place(card=card, row=row, col=col):
            turn.place(state, side, card, row, col)
        case A.DirectAttack(card=card):
            shot.start_shot(state, side, card, "normal")
        case A.BlindShot():
            shot.start_shot(state, side, None, "blind")
        case A.UseEffect(effect=effect, use=use):
            state.pending_effects.pop(0)
            state.emit(E.EffectResolved(side, state.placed_card or "", effect, use))
            if use and effect == "CANNON_SHOT":  # R6: the cannon shot starts the shot at once
                state.pending_effects = []
                assert state.placed_card is not None
                shot.start_shot(state, side, state.placed_card, "cannon")
            elif use:
                turn.apply_effect(state, side, effect)
            if state.phase is Phase.EFFECT:
                turn.next_effect(state)
        case A.KeepCard(card=code):
            kept = next(i for i in state.keep_choices if state.synergy_code(i) == code)
            rest = [i for i in state.keep_choices if i != kept]
            state.keep_choices = []
            state.teams[side].hand.append(kept)
            deck.to_discard(state, rest, seen_by=(side,))
            state.emit(E.DrawKept(side, code, state.synergy_code(rest[0]) if rest else None))
            state.phase = Phase.EFFECT
            turn.next_effect(state)
        case A.Shoot(shoot=shoot):
            if shoot:
                assert state.placed_card is not None
                shot.start_shot(state, side, state.placed_card, "normal")
            else:
                state.turn_over = True
        case A.PlaceToken(icon=key):
            shot.place_token(state, key)
            shot.attacker_draws(state)
        case A.PlaySynergy(cards=codes):
            assert state.shot is not None
            hand = state.teams[side].hand
            for code in codes:
                chosen = next(i for i in hand if state.synergy_code(i) == code)
                hand.remove(chosen)
                shot.to_board(state, side, chosen, "hand")
            shot.defender_draws(state)
        case A.DefendSynergy(source=source):
            if source == "deck":
                top = deck.draw(state)
                if top is not None:
                    shot.to_board(state, side, top, "deck")
            elif source != "none":
                hand = state.teams[side].hand
                chosen = next(i for i in hand if state.synergy_code(i) == source)
                hand.remove(chosen)
                shot.to_board(state, side, chosen, "hand")
            shot.resolve_shot(state)
        case A.Kick(spot=spot):
            if state.phase is Phase.PENALTY_KICK:
                assert state.shot is not None
                state.shot.kick = spot
                state.phase = Phase.PENALTY_SAVE
            else:
                state.shootout_kick = spot
                state.phase = Phase.SHOOTOUT_SAVE
            state.emit(E.PenaltyKickChosen(side))
        case A.Save(spots=spots):
            if state.phase is Phase.PENALTY_SAVE:
                shot.penalty_saved(state, spots)
            else:
                ending.shootout_saved(state, spots)
    if state.turn_over:
        state.turn_over = False
        ending.end_turn(state)
