"""One match from the star draft to the final whistle: `Game` holds fixed config, `State` holds play."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from itertools import combinations
from typing import TYPE_CHECKING, Final

from game.engine import actions as A
from game.engine import events as E
from game.engine.actions import Action
from game.engine.cards import ROLE_ROWS, CardDef, CardSet, default_cards
from game.engine.errors import IllegalAction
from game.engine.icons import COLS, Icon, IconKey, card_icons, complete_icons, count
from game.engine.rng import Rng

if TYPE_CHECKING:
    from game.engine.view import View

HOME: Final = 0
AWAY: Final = 1
SIDE_NAMES: Final = ("HOME", "AWAY")
TERMINAL: Final = -1
TOKENS: Final = 10
HAND_LIMIT: Final = 5
MAX_SUBS: Final = 3
STARTERS: Final = 10
# R3.2: who chooses first in each draft round.
DRAFT_FIRST: Final = (AWAY, HOME, AWAY)
# R7.3: synergy cards the attacker may add from hand, by control state.
HAND_SLOTS: Final = {"AGGRESSIVE": 2, "NORMAL": 1, "DEFENSIVE": 0}
SHOOTOUT_KICKS: Final = 5


class Phase(StrEnum):
    DRAFT = "draft"
    LINEUP = "lineup"
    TEAM_ACTION = "team_action"
    PLAYER_ACTION = "player_action"
    EFFECT = "effect"
    KEEP = "keep"
    SHOOT_OPTION = "shoot_option"
    TOKEN = "token"
    ATTACK_SYNERGY = "attack_synergy"
    DEFEND_SYNERGY = "defend_synergy"
    PENALTY_KICK = "penalty_kick"
    PENALTY_SAVE = "penalty_save"
    HALF_TIME = "half_time"
    SHOOTOUT_KICK = "shootout_kick"
    SHOOTOUT_SAVE = "shootout_save"
    OVER = "over"


# The rule each phase's decision belongs to, for error messages.
PHASE_RULE: Final = {
    Phase.DRAFT: "R3.2",
    Phase.LINEUP: "R3.3",
    Phase.TEAM_ACTION: "R4.1",
    Phase.PLAYER_ACTION: "R4.3",
    Phase.EFFECT: "R6",
    Phase.KEEP: "R6",
    Phase.SHOOT_OPTION: "R4.3",
    Phase.TOKEN: "R5.1",
    Phase.ATTACK_SYNERGY: "R5.3",
    Phase.DEFEND_SYNERGY: "R5.4",
    Phase.PENALTY_KICK: "R11.1",
    Phase.PENALTY_SAVE: "R11.1",
    Phase.HALF_TIME: "R10",
    Phase.SHOOTOUT_KICK: "R11.2",
    Phase.SHOOTOUT_SAVE: "R11.2",
    Phase.OVER: "R11.2",
}


def other(side: int) -> int:
    return 1 - side


def synergy_code(stars: int, tackle: bool) -> str:
    """How actions and views name a synergy card: "3" or "1T" (copies are interchangeable)."""
    return f"{stars}T" if tackle else str(stars)


def control_state(marker: int, side: int) -> str:
    """R7.2: the state of `side` for a marker at -2..+2 (+2 = AWAY's end, HOME's opponent)."""
    d = marker if side == HOME else -marker
    if d == 2:
        return "AGGRESSIVE"
    return "NORMAL" if d >= 0 else "DEFENSIVE"


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


@dataclass(frozen=True)
class Result:
    score: tuple[int, int]
    shootout: tuple[int, int] | None
    winner: int | None  # None: draw

    def returns(self) -> tuple[float, float]:
        if self.winner is None:
            return (0.0, 0.0)
        return (1.0, -1.0) if self.winner == HOME else (-1.0, 1.0)


class Team:
    """One side's cards and score."""

    __slots__ = (
        "available",
        "bench",
        "field",
        "hand",
        "known_discard",
        "lineup_bench",
        "roster",
        "score",
        "sent_off",
        "subs_used",
        "tokens",
    )

    def __init__(self, base: tuple[str, ...]) -> None:
        self.roster: list[str] = list(base)  # the 13 once the stars are drafted
        self.lineup_bench: tuple[str, ...] | None = None  # chosen, not yet revealed
        self.available: list[str] = []
        self.bench: list[str] = []  # face up, may come on
        self.sent_off: list[str] = []  # face down, never returns
        self.field: dict[str, tuple[int, int]] = {}
        self.subs_used = 0
        self.hand: list[int] = []  # synergy card ids
        self.score = 0
        self.tokens: dict[IconKey, bool] = {}  # icon -> face up
        self.known_discard: list[int] = []  # discards this side saw since the deck was rebuilt

    def copy(self) -> Team:
        t = Team.__new__(Team)
        t.roster = list(self.roster)
        t.lineup_bench = self.lineup_bench
        t.available = list(self.available)
        t.bench = list(self.bench)
        t.sent_off = list(self.sent_off)
        t.field = dict(self.field)
        t.subs_used = self.subs_used
        t.hand = list(self.hand)
        t.score = self.score
        t.tokens = dict(self.tokens)
        t.known_discard = list(self.known_discard)
        return t


class Shot:
    """A shot in progress (R5)."""

    __slots__ = ("base_attack", "base_defense", "boards", "card", "kick", "kind", "side", "token")

    def __init__(self, side: int, card: str | None, kind: str, base_attack: int, base_defense: int) -> None:
        self.side = side
        self.card = card
        self.kind = kind  # "normal", "cannon", "blind"
        self.token: IconKey | None = None
        self.base_attack = base_attack
        self.base_defense = base_defense
        # Per side: (synergy id, "deck" | "hand"), in slot order.
        self.boards: tuple[list[tuple[int, str]], list[tuple[int, str]]] = ([], [])
        self.kick: str | None = None  # the penalty kicker's hidden choice

    def copy(self) -> Shot:
        s = Shot(self.side, self.card, self.kind, self.base_attack, self.base_defense)
        s.token = self.token
        s.boards = (list(self.boards[0]), list(self.boards[1]))
        s.kick = self.kick
        return s


class State:
    """The whole match. Only `apply_action` changes it; everything a player sees goes through `view`."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.cards: dict[str, CardDef] = dict(game.cards.by_id)
        self.rng = Rng(game.seed)
        self.phase = Phase.DRAFT
        self.half = 1
        self.turn = 0
        self.active = HOME
        self.additional_time = False  # this turn is additional time (R8.3)
        self.deck_ran_out = False  # the deck became empty during this turn (R8.2)
        self.shot_taken = False  # R5.9
        self.marker = 0
        base = tuple(c.id for c in game.cards.base)
        self.teams = (Team(base), Team(base))
        self.deck: list[int] = list(range(len(game.cards.synergy)))  # top = last
        self.discard: list[int] = []
        self.star_deck: list[str] = [c.id for c in game.cards.stars]
        self.rng.shuffle(self.star_deck)
        self.draft_round = 0
        self.draft_revealed: list[str] = []
        self.stars_removed: list[str] = []
        self.placed_card: str | None = None  # the build-up card whose effects/shot are pending
        self.pending_effects: list[str] = []
        self.keep_choices: list[int] = []
        self.shot: Shot | None = None
        self.shootout: list[tuple[int, str, tuple[str, ...], bool]] = []
        self.shootout_kick: str | None = None
        self.halftime_side = HOME
        self.history: list[Action] = []
        self._legal: list[Action] | None = None
        self._legal_set: frozenset[Action] | None = None
        self._icons: list[tuple[Icon, ...] | None] = [None, None]
        self._events: list[E.Event] = []
        self._reveal_draft()
        self._opening: tuple[E.Event, ...] = tuple(self._events)
        self._events = []

    # ------------------------------------------------------------------ queries

    def clone(self) -> State:
        s = State.__new__(State)
        s.__dict__.update(self.__dict__)
        s.rng = self.rng.clone()
        s.teams = (self.teams[0].copy(), self.teams[1].copy())
        s.deck = list(self.deck)
        s.discard = list(self.discard)
        s.star_deck = list(self.star_deck)
        s.draft_revealed = list(self.draft_revealed)
        s.stars_removed = list(self.stars_removed)
        s.pending_effects = list(self.pending_effects)
        s.keep_choices = list(self.keep_choices)
        s.shot = self.shot.copy() if self.shot else None
        s.shootout = list(self.shootout)
        s.history = list(self.history)
        s._icons = list(self._icons)
        s._events = []
        return s

    def invalidate(self) -> None:
        """Forget cached icons and legal actions after the state was edited directly
        (snapshot restore, sampling, test scenarios)."""
        self._icons = [None, None]
        self._legal = None
        self._legal_set = None

    def initial_events(self) -> tuple[E.Event, ...]:
        """What happened before the first action: the first draft reveal."""
        return self._opening

    def current_player(self) -> int:
        """The side that must decide now, or TERMINAL."""
        p = self.phase
        if p is Phase.OVER:
            return TERMINAL
        if p is Phase.DRAFT:
            first = DRAFT_FIRST[self.draft_round]
            return first if len(self.draft_revealed) == 3 else other(first)
        if p is Phase.LINEUP:
            return HOME if self.teams[HOME].lineup_bench is None else AWAY
        if p is Phase.HALF_TIME:
            return self.halftime_side
        if p in (Phase.DEFEND_SYNERGY, Phase.PENALTY_SAVE):
            return other(self.active)
        if p is Phase.SHOOTOUT_KICK:
            return self.shootout_kicker()
        if p is Phase.SHOOTOUT_SAVE:
            return other(self.shootout_kicker())
        return self.active

    def shootout_kicker(self) -> int:
        return HOME if len(self.shootout) % 2 == 0 else AWAY

    def is_terminal(self) -> bool:
        return self.phase is Phase.OVER

    def result(self) -> Result | None:
        if self.phase is not Phase.OVER:
            return None
        score = (self.teams[HOME].score, self.teams[AWAY].score)
        so = self.shootout_score() if self.shootout else None
        if score[0] != score[1]:
            winner: int | None = HOME if score[0] > score[1] else AWAY
        elif so is not None and so[0] != so[1]:
            winner = HOME if so[0] > so[1] else AWAY
        else:
            winner = None
        return Result(score, so, winner)

    def shootout_score(self) -> tuple[int, int]:
        goals = [0, 0]
        for side, _, _, goal in self.shootout:
            goals[side] += goal
        return (goals[0], goals[1])

    def icons(self, side: int) -> tuple[Icon, ...]:
        """The side's complete icons, face-down tokens marked as covered (R2.6-R2.9)."""
        cached = self._icons[side]
        if cached is None:
            team = self.teams[side]
            covered = [k for k, up in team.tokens.items() if not up]
            cached = complete_icons(team.field, self.cards, covered)
            self._icons[side] = cached
        return cached

    def attack_icons(self, side: int, card: str) -> list[Icon]:
        return card_icons(self.icons(side), card, "A")

    def base_defense(self, side: int) -> int:
        return count(self.icons(side), "D")

    def token_supply(self) -> int:
        return TOKENS - len(self.teams[HOME].tokens) - len(self.teams[AWAY].tokens)

    def control_state(self, side: int) -> str:
        return control_state(self.marker, side)

    def can_draw(self) -> bool:
        return bool(self.deck) or bool(self.discard)

    def synergy_code(self, card_id: int) -> str:
        kind = self.game.cards.synergy[card_id]
        return synergy_code(kind.stars, kind.tackle)

    def hand_codes(self, side: int) -> list[str]:
        return [self.synergy_code(c) for c in self.teams[side].hand]

    def placements(self, side: int, card: str) -> list[tuple[int, int]]:
        """Every legal (row, start column) for an available card (R2.2-R2.4)."""
        occupied: set[tuple[int, int]] = set()
        for row, col in self.teams[side].field.values():
            occupied.add((row, col))
            occupied.add((row, col + 1))
        out = []
        for row in ROLE_ROWS[self.cards[card].role]:
            for col in range(COLS - 1):
                if (row, col) in occupied or (row, col + 1) in occupied:
                    continue
                if row == 0 and not (
                    (0, col - 1) in occupied
                    or (0, col + 2) in occupied
                    or (1, col) in occupied
                    or (1, col + 1) in occupied
                ):
                    continue
                out.append((row, col))
        return out

    def pass_options(self) -> int:
        """R4.1: the largest k PASS may draw now (0: PASS unavailable)."""
        team = self.teams[self.active]
        if not self.can_draw():
            return 0
        return min(count(self.icons(self.active), "P"), HAND_LIMIT - len(team.hand))

    def press_available(self) -> bool:
        at_end = self.marker == (2 if self.active == HOME else -2)
        return count(self.icons(self.active), "S") >= 1 and not at_end

    def token_options(self, side: int, card: str) -> list[IconKey]:
        """R5.1: where the token may go; icons shared by the same cards are one choice."""
        seen: set[tuple[str, ...]] = set()
        out = []
        for icon in self.attack_icons(side, card):
            if icon.cards not in seen:
                seen.add(icon.cards)
                out.append(icon.key)
        return out

    def can_shoot_with(self, side: int, card: str) -> bool:
        return not self.shot_taken and self.token_supply() > 0 and bool(self.attack_icons(side, card))

    def effect_applicable(self, effect: str) -> bool:
        """R6: an effect that cannot be applied simply does not happen."""
        team = self.teams[self.active]
        if effect.startswith("CONTROL_"):
            return self.marker != (2 if self.active == HOME else -2)
        if effect == "DRAW_1":
            return len(team.hand) < HAND_LIMIT and self.can_draw()
        if effect == "DRAW_2_KEEP_1":
            return len(team.hand) <= HAND_LIMIT - 1 and self.can_draw()
        if effect == "STEAL_1":
            return bool(self.teams[other(self.active)].hand)
        if effect == "CANNON_SHOT":
            return not self.shot_taken
        return False

    def substitutions(self, side: int) -> list[A.Substitute]:
        team = self.teams[side]
        if team.subs_used >= MAX_SUBS or not team.bench:
            return []
        outs = sorted(team.field) + team.available
        return [A.Substitute(o, i) for o in outs for i in team.bench]

    def legal_actions(self) -> list[Action]:
        """Every legal action of the current player, in a deterministic order."""
        if self._legal is None:
            self._legal = self._compute_legal()
        return list(self._legal)

    def _compute_legal(self) -> list[Action]:
        p = self.phase
        side = self.current_player()
        out: list[Action] = []
        if p is Phase.DRAFT:
            out = [A.DraftPick(c) for c in self.draft_revealed]
        elif p is Phase.LINEUP:
            out = [A.ChooseLineup(tuple(sorted(b))) for b in combinations(self.teams[side].roster, 3)]
        elif p is Phase.TEAM_ACTION:
            out = [A.PassDraw(k) for k in range(1, self.pass_options() + 1)]
            if self.press_available():
                out.append(A.Press())
            out.extend(self.substitutions(side))
        elif p is Phase.PLAYER_ACTION:
            team = self.teams[side]
            by_role: dict[str, list[tuple[int, int]]] = {}
            for card in team.available:
                role = self.cards[card].role
                if role not in by_role:
                    by_role[role] = self.placements(side, card)
                out.extend(A.Place(card, r, c) for r, c in by_role[role])
            if self.token_supply() > 0:
                out.extend(A.DirectAttack(c) for c in sorted(team.field) if self.attack_icons(side, c))
            if not out:
                out.append(A.BlindShot())
            out.extend(self.substitutions(side))
        elif p is Phase.EFFECT:
            effect = self.pending_effects[0]
            out = [A.UseEffect(effect, True), A.UseEffect(effect, False)]
        elif p is Phase.KEEP:
            out = [A.KeepCard(c) for c in sorted({self.synergy_code(i) for i in self.keep_choices})]
        elif p is Phase.SHOOT_OPTION:
            out = [A.Shoot(True), A.Shoot(False)]
        elif p is Phase.TOKEN:
            assert self.shot is not None and self.shot.card is not None
            out = [A.PlaceToken(k) for k in self.token_options(side, self.shot.card)]
        elif p is Phase.ATTACK_SYNERGY:
            limit = HAND_SLOTS[self.control_state(side)]
            codes = sorted(self.hand_codes(side))
            picks: set[tuple[str, ...]] = set()
            for n in range(limit + 1):
                picks.update(combinations(codes, n))
            out = [A.PlaySynergy(p_) for p_ in sorted(picks, key=lambda t: (len(t), t))]
        elif p is Phase.DEFEND_SYNERGY:
            out = [A.DefendSynergy("none")]
            if self.can_draw():
                out.append(A.DefendSynergy("deck"))
            out.extend(A.DefendSynergy(c) for c in sorted(set(self.hand_codes(side))))
        elif p in (Phase.PENALTY_KICK, Phase.SHOOTOUT_KICK):
            out = [A.Kick(s) for s in self.game.cards.kicks]
        elif p in (Phase.PENALTY_SAVE, Phase.SHOOTOUT_SAVE):
            out = [A.Save(tuple(sorted(s))) for s in self.game.cards.saves]
        elif p is Phase.HALF_TIME:
            out = [A.EndSubstitutions(), *self.substitutions(side)]
        return out

    # ------------------------------------------------------------------ applying

    def apply_action(self, action: Action) -> list[E.Event]:
        """Validate and apply the current player's action; return what happened.

        An illegal action raises IllegalAction naming the broken rule and leaves the state untouched."""
        if self._legal_set is None or self._legal is None:
            self._legal_set = frozenset(self.legal_actions())
        try:
            legal = action in self._legal_set
        except TypeError:  # unhashable junk
            legal = False
        if not legal:
            raise IllegalAction(*self._explain(action))
        self._events = []
        self._legal = None
        self._legal_set = None
        self.history.append(action)
        self._dispatch(action)
        self._legal = None
        self._legal_set = None
        events, self._events = self._events, []
        return events

    def _emit(self, event: E.Event) -> None:
        self._events.append(event)

    def _dispatch(self, action: Action) -> None:
        side = self.current_player()
        match action:
            case A.DraftPick(card=card):
                self._draft_pick(side, card)
            case A.ChooseLineup(bench=bench):
                self._choose_lineup(side, bench)
            case A.Substitute(out=out, into=into):
                self._substitute(side, out, into)
                if self.phase is Phase.TEAM_ACTION:
                    self._settle_team_action()
            case A.EndSubstitutions():
                self._end_halftime_side()
            case A.PassDraw(k=k):
                drawn = [c for c in (self._draw() for _ in range(k)) if c is not None]
                self.teams[side].hand.extend(drawn)
                self._emit(E.CardsDrawn(side, len(drawn), tuple(self.synergy_code(c) for c in drawn), "pass"))
                self.phase = Phase.PLAYER_ACTION
            case A.Press():
                self._move_marker(side, count(self.icons(side), "S"), "press")
                self.phase = Phase.PLAYER_ACTION
            case A.Place(card=card, row=row, col=col):
                self._place(side, card, row, col)
            case A.DirectAttack(card=card):
                self._start_shot(side, card, "normal")
            case A.BlindShot():
                self._start_shot(side, None, "blind")
            case A.UseEffect(effect=effect, use=use):
                self.pending_effects.pop(0)
                self._emit(E.EffectResolved(side, self.placed_card or "", effect, use))
                if use:
                    self._apply_effect(side, effect)
                if self.phase is Phase.EFFECT:
                    self._next_effect()
            case A.KeepCard(card=code):
                kept = next(i for i in self.keep_choices if self.synergy_code(i) == code)
                rest = [i for i in self.keep_choices if i != kept]
                self.keep_choices = []
                self.teams[side].hand.append(kept)
                self._to_discard(rest, seen_by=(side,))
                self._emit(E.DrawKept(side, code, self.synergy_code(rest[0]) if rest else None))
                self.phase = Phase.EFFECT
                self._next_effect()
            case A.Shoot(shoot=shoot):
                if shoot:
                    assert self.placed_card is not None
                    self._start_shot(side, self.placed_card, "normal")
                else:
                    self._end_turn()
            case A.PlaceToken(icon=key):
                self._place_token(key)
                self._attacker_draws()
            case A.PlaySynergy(cards=codes):
                assert self.shot is not None
                hand = self.teams[side].hand
                for code in codes:
                    chosen = next(i for i in hand if self.synergy_code(i) == code)
                    hand.remove(chosen)
                    self._to_board(side, chosen, "hand")
                self._defender_draws()
            case A.DefendSynergy(source=source):
                if source == "deck":
                    top = self._draw()
                    if top is not None:
                        self._to_board(side, top, "deck")
                elif source != "none":
                    hand = self.teams[side].hand
                    chosen = next(i for i in hand if self.synergy_code(i) == source)
                    hand.remove(chosen)
                    self._to_board(side, chosen, "hand")
                self._resolve_shot()
            case A.Kick(spot=spot):
                if self.phase is Phase.PENALTY_KICK:
                    assert self.shot is not None
                    self.shot.kick = spot
                    self.phase = Phase.PENALTY_SAVE
                else:
                    self.shootout_kick = spot
                    self.phase = Phase.SHOOTOUT_SAVE
                self._emit(E.PenaltyKickChosen(side))
            case A.Save(spots=spots):
                if self.phase is Phase.PENALTY_SAVE:
                    self._penalty_saved(spots)
                else:
                    self._shootout_saved(spots)

    # ------------------------------------------------------------------ setup (R3)

    def _reveal_draft(self) -> None:
        self.draft_revealed = [self.star_deck.pop() for _ in range(3)]
        self._emit(E.DraftRevealed(self.draft_round + 1, tuple(self.draft_revealed)))

    def _draft_pick(self, side: int, card: str) -> None:
        self.draft_revealed.remove(card)
        self.teams[side].roster.append(card)
        self._emit(E.StarPicked(side, card))
        if len(self.draft_revealed) == 1:
            removed = [self.draft_revealed.pop()]
            self.draft_round += 1
            if self.draft_round == len(DRAFT_FIRST):
                removed += self.star_deck
                self.star_deck = []
            self.stars_removed += removed
            self._emit(E.StarsRemoved(tuple(removed)))
            if self.draft_round == len(DRAFT_FIRST):
                self.phase = Phase.LINEUP
            else:
                self._reveal_draft()

    def _choose_lineup(self, side: int, bench: tuple[str, ...]) -> None:
        team = self.teams[side]
        team.lineup_bench = bench
        self._emit(E.LineupChosen(side, bench))
        if side == HOME:
            return
        for t in self.teams:
            chosen = t.lineup_bench or ()
            t.bench = list(chosen)
            t.available = [c for c in t.roster if c not in chosen]
        benches = (tuple(self.teams[HOME].bench), tuple(self.teams[AWAY].bench))
        self._emit(E.LineupsRevealed(benches))
        self.rng.shuffle(self.deck)  # R3.4
        self._start_half(HOME)

    def _start_half(self, side: int) -> None:
        self._emit(E.HalfStarted(self.half, side))
        self.additional_time = False
        self._begin_turn(side)

    # ------------------------------------------------------------------ the turn (R4)

    def _begin_turn(self, side: int) -> None:
        self.active = side
        self.turn += 1
        self.shot_taken = False
        self.deck_ran_out = False
        self.placed_card = None
        self.shot = None
        self._emit(E.TurnStarted(side, self.turn, self.additional_time))
        if self.additional_time:
            self._emit(E.TeamActionSkipped(side))
            self.phase = Phase.PLAYER_ACTION
        else:
            self.phase = Phase.TEAM_ACTION
            self._settle_team_action()

    def _settle_team_action(self) -> None:
        """R4.1: with neither PASS nor PRESS possible the team action is skipped."""
        if self.pass_options() == 0 and not self.press_available():
            self._emit(E.TeamActionSkipped(self.active))
            self.phase = Phase.PLAYER_ACTION

    def _end_turn(self) -> None:
        """R4.5 / R8.3: additional time follows a turn in which the deck ran out; it ends the half."""
        self.shot = None
        self.placed_card = None
        self.pending_effects = []
        if self.additional_time:
            self._end_half()
            return
        if self.deck_ran_out:
            self.additional_time = True
            self._emit(E.AdditionalTime(other(self.active)))
        self._begin_turn(other(self.active))

    def _place(self, side: int, card: str, row: int, col: int) -> None:
        team = self.teams[side]
        team.available.remove(card)
        team.field[card] = (row, col)
        self._icons[side] = None
        completed = tuple(i for i in self.icons(side) if card in i.cards)
        self._emit(E.CardPlaced(side, card, row, col, completed))
        self.placed_card = card
        self.pending_effects = list(self.cards[card].effects)
        self.phase = Phase.EFFECT
        self._next_effect()

    def _next_effect(self) -> None:
        while self.pending_effects and not self.effect_applicable(self.pending_effects[0]):
            effect = self.pending_effects.pop(0)
            self._emit(E.EffectResolved(self.active, self.placed_card or "", effect, False))
        if self.pending_effects:
            return
        card = self.placed_card
        if card is not None and self.can_shoot_with(self.active, card):
            self.phase = Phase.SHOOT_OPTION
        else:
            self._end_turn()

    def _apply_effect(self, side: int, effect: str) -> None:
        team = self.teams[side]
        if effect.startswith("CONTROL_"):
            self._move_marker(side, int(effect[-1]), effect)
        elif effect == "DRAW_1":
            card = self._draw()
            if card is not None:
                team.hand.append(card)
                self._emit(E.CardsDrawn(side, 1, (self.synergy_code(card),), effect))
        elif effect == "DRAW_2_KEEP_1":
            drawn = [c for c in (self._draw(), self._draw()) if c is not None]
            self._emit(E.CardsDrawn(side, len(drawn), tuple(self.synergy_code(c) for c in drawn), effect))
            if len(drawn) == 2:
                self.keep_choices = drawn
                self.phase = Phase.KEEP
            else:
                team.hand.extend(drawn)
        elif effect == "STEAL_1":
            victim = self.teams[other(side)]
            card = victim.hand.pop(self.rng.below(len(victim.hand)))
            self._to_discard([card], seen_by=(other(side),))
            self._emit(E.CardStolen(side, other(side), self.synergy_code(card)))
        elif effect == "CANNON_SHOT":
            self.pending_effects = []
            assert self.placed_card is not None
            self._start_shot(side, self.placed_card, "cannon")

    def _move_marker(self, side: int, steps: int, reason: str) -> None:
        start = self.marker
        direction = 1 if side == HOME else -1
        self.marker = max(-2, min(2, self.marker + direction * steps))
        if self.marker != start:
            self._emit(E.MarkerMoved(start, self.marker, reason))

    # ------------------------------------------------------------------ synergy deck (R8)

    def _draw(self) -> int | None:
        """Top card of the deck; R8.2: the moment the deck empties, the discard pile becomes the deck."""
        if not self.deck and self.discard:
            self._rebuild_deck()
        if not self.deck:
            return None
        card = self.deck.pop()
        if not self.deck:
            self.deck_ran_out = True
            if self.discard:
                self._rebuild_deck()
        return card

    def _rebuild_deck(self) -> None:
        self.deck = self.discard
        self.discard = []
        self.rng.shuffle(self.deck)
        for t in self.teams:
            t.known_discard = []
        self._emit(E.DeckReshuffled(len(self.deck)))

    def _to_discard(self, cards: list[int], seen_by: tuple[int, ...]) -> None:
        self.discard.extend(cards)
        for s in seen_by:
            self.teams[s].known_discard.extend(cards)

    # ------------------------------------------------------------------ the shot (R5)

    def _start_shot(self, side: int, card: str | None, kind: str) -> None:
        self.shot_taken = True
        self.phase = Phase.TOKEN
        base_attack = len(self.attack_icons(side, card)) if card is not None and kind != "blind" else 0
        defense = 0 if kind == "cannon" else self.base_defense(other(side))
        if kind == "normal" and card is not None:
            defense = max(0, defense - self.cards[card].crack)
        self.shot = Shot(side, card, kind, base_attack, defense)
        self._emit(E.ShotStarted(side, card, kind, base_attack, defense))
        options = self.token_options(side, card) if card is not None and kind != "blind" else []
        if options and self.token_supply() > 0:
            if len(options) > 1:
                return  # R5.1: the coach chooses the icon
            self._place_token(options[0])
        self._attacker_draws()

    def _place_token(self, key: IconKey) -> None:
        assert self.shot is not None
        self.shot.token = key
        self.teams[self.shot.side].tokens[key] = True
        self._emit(E.TokenPlaced(self.shot.side, key))

    def _to_board(self, side: int, card: int, source: str) -> None:
        assert self.shot is not None
        board = self.shot.boards[side]
        board.append((card, source))
        self._emit(E.SynergyPlaced(side, len(board), source, self.synergy_code(card) if source == "hand" else None))

    def _attacker_draws(self) -> None:
        """R5.3: the deck's top card into slot 1, then cards from hand by control state."""
        assert self.shot is not None
        side = self.shot.side
        card = self._draw()
        if card is not None:
            self._to_board(side, card, "deck")
        if HAND_SLOTS[self.control_state(side)] > 0 and self.teams[side].hand:
            self.phase = Phase.ATTACK_SYNERGY
        else:
            self._defender_draws()

    def _defender_draws(self) -> None:
        """R5.4: the deck's top card into slot 1; slot 2 is the defender's choice."""
        assert self.shot is not None
        defender = other(self.shot.side)
        card = self._draw()
        if card is not None:
            self._to_board(defender, card, "deck")
        self.phase = Phase.DEFEND_SYNERGY
        if not self.can_draw() and not self.teams[defender].hand:
            self._resolve_shot()

    def _resolve_shot(self) -> None:
        """R5.6, R5.7, R5.10."""
        shot = self.shot
        assert shot is not None
        side, defender = shot.side, other(shot.side)
        synergy = self.game.cards.synergy
        attack = shot.base_attack
        for slot, (card, _) in enumerate(shot.boards[side], start=1):
            attack += synergy[card].stars
            self._emit(E.SynergyRevealed(side, slot, self.synergy_code(card), attack))
        if attack >= 12:
            self._emit(E.ShotResolved(side, "out", attack, None))
            self._cleanup(False, "", defender_revealed=False)
            return
        defense = shot.base_defense
        tackle = False
        for slot, (card, _) in enumerate(shot.boards[defender], start=1):
            defense += synergy[card].stars
            tackle = tackle or synergy[card].tackle
            self._emit(E.SynergyRevealed(defender, slot, self.synergy_code(card), defense))
        if tackle:
            self._emit(E.ShotResolved(side, "tackle", attack, defense))
            self.phase = Phase.PENALTY_KICK
            return
        if attack == 11 and shot.kind != "blind":
            self._emit(E.ShotResolved(side, "magic", attack, defense))
            self._cleanup(True, "magic")
        elif attack > defense:
            self._emit(E.ShotResolved(side, "goal", attack, defense))
            self._cleanup(True, "blind" if shot.kind == "blind" else "shot")
        else:
            self._emit(E.ShotResolved(side, "saved", attack, defense))
            self._cleanup(False, "")

    def _penalty_saved(self, spots: tuple[str, ...]) -> None:
        shot = self.shot
        assert shot is not None and shot.kick is not None
        goal = shot.kick not in spots
        self._emit(E.PenaltyKick(shot.side, shot.kick, spots, goal))
        self._cleanup(goal, "penalty")

    def _cleanup(self, goal: bool, how: str, defender_revealed: bool = True) -> None:
        """R5.8: boards discarded, the token turns face down, a goal scores and re-centres the marker."""
        shot = self.shot
        assert shot is not None
        side = shot.side
        defender = other(side)
        self._to_discard([c for c, _ in shot.boards[side]], seen_by=(HOME, AWAY))
        if defender_revealed:
            self._to_discard([c for c, _ in shot.boards[defender]], seen_by=(HOME, AWAY))
        else:
            self._to_discard([c for c, _ in shot.boards[defender]], seen_by=())
            self.teams[defender].known_discard.extend(c for c, src in shot.boards[defender] if src == "hand")
        for s in (side, defender):
            if shot.boards[s]:
                self._emit(E.SynergyDiscarded(s, len(shot.boards[s]), s == side or defender_revealed))
        shot.boards = ([], [])
        if shot.token is not None:
            self.teams[side].tokens[shot.token] = False
            self._icons[side] = None
            self._emit(E.TokenFlipped(side, shot.token))
        if goal:
            team = self.teams[side]
            team.score += 1
            self._emit(E.Goal(side, shot.card, how, (self.teams[HOME].score, self.teams[AWAY].score)))
            if self.marker != 0:
                self._emit(E.MarkerMoved(self.marker, 0, "goal"))
                self.marker = 0
        self._end_turn()

    # ------------------------------------------------------------------ substitutions (R9)

    def _substitute(self, side: int, out: str, into: str) -> None:
        team = self.teams[side]
        from_field = out in team.field
        returned: tuple[IconKey, ...] = ()
        if from_field:
            # R9.2: a token on an icon of the leaving card returns to the supply.
            returned = tuple(i.key for i in self.icons(side) if out in i.cards and i.key in team.tokens)
            for key in returned:
                del team.tokens[key]
            del team.field[out]
            self._icons[side] = None
            if returned:
                self._emit(E.TokensReturned(side, returned))
        else:
            team.available.remove(out)
        team.bench.remove(into)
        team.available.append(into)
        team.sent_off.append(out)
        team.subs_used += 1
        self._emit(E.Substitution(side, out, into, from_field, len(returned)))

    # ------------------------------------------------------------------ half time and the end (R10, R11)

    def _end_half(self) -> None:
        if self.half == 2:
            self._end_match()
            return
        self._emit(E.HalfTime((self.teams[HOME].score, self.teams[AWAY].score)))
        for side, team in enumerate(self.teams):
            returning = set(team.available) | set(team.field)
            team.available = [c for c in team.roster if c in returning]
            team.field = {}
            if team.tokens:
                self._emit(E.TokensReturned(side, tuple(team.tokens)))
            team.tokens = {}
            team.known_discard = []
            self._icons[side] = None
        self.deck = self.deck + self.discard + self.teams[HOME].hand + self.teams[AWAY].hand
        self.discard = []
        self.teams[HOME].hand = []
        self.teams[AWAY].hand = []
        self.rng.shuffle(self.deck)
        self._emit(E.DeckReshuffled(len(self.deck)))
        if self.marker != 0:
            self._emit(E.MarkerMoved(self.marker, 0, "half time"))
            self.marker = 0
        self.half = 2
        self.additional_time = False
        self.phase = Phase.HALF_TIME
        self.halftime_side = HOME
        self.active = HOME
        if not self.substitutions(HOME):
            self._end_halftime_side()

    def _end_halftime_side(self) -> None:
        if self.halftime_side == HOME:
            self.halftime_side = AWAY
            if self.substitutions(AWAY):
                return
        self._start_half(AWAY)

    def _end_match(self) -> None:
        score = (self.teams[HOME].score, self.teams[AWAY].score)
        if score[0] == score[1] and self.game.tiebreak == "shootout":
            self.phase = Phase.SHOOTOUT_KICK
            self.active = HOME
            return
        self._finish()

    def _finish(self) -> None:
        self.phase = Phase.OVER
        result = self.result()
        assert result is not None
        self._emit(E.MatchEnded(result.score, result.shootout, result.winner))

    def _shootout_saved(self, spots: tuple[str, ...]) -> None:
        kicker = self.shootout_kicker()
        assert self.shootout_kick is not None
        goal = self.shootout_kick not in spots
        self.shootout.append((kicker, self.shootout_kick, spots, goal))
        self.shootout_kick = None
        self._emit(E.ShootoutKick(kicker, self.shootout[-1][1], spots, goal, self.shootout_score()))
        if self._shootout_decided():
            self._finish()
        else:
            self.phase = Phase.SHOOTOUT_KICK
            self.active = self.shootout_kicker()

    def _shootout_decided(self) -> bool:
        """R11.2: five kicks each, stopping once one side cannot catch up; then pairs."""
        taken = [0, 0]
        for side, _, _, _ in self.shootout:
            taken[side] += 1
        goals = self.shootout_score()
        if taken[HOME] <= SHOOTOUT_KICKS and taken[AWAY] <= SHOOTOUT_KICKS:
            left = (SHOOTOUT_KICKS - taken[HOME], SHOOTOUT_KICKS - taken[AWAY])
            return goals[HOME] + left[HOME] < goals[AWAY] or goals[AWAY] + left[AWAY] < goals[HOME]
        return taken[HOME] == taken[AWAY] and goals[HOME] != goals[AWAY]

    # ------------------------------------------------------------------ errors

    def _explain(self, action: object) -> tuple[str, str, dict[str, object]]:
        from game.engine.explain import explain

        return explain(self, action)

    # ------------------------------------------------------------------ observation

    def view(self, side: int) -> View:
        """R12: exactly what `side` (HOME, AWAY, or REFEREE for replays) may see."""
        from game.engine.view import make_view

        return make_view(self, side)
