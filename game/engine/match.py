"""A match as data: fixed constants, the phases, the teams, the shot in progress, and `Match`, which
holds everything that changes and answers the rules' questions. The rule modules (draft, turn,
shot, ending, deck, legal, view, explain) import this module only; `game.engine.state` drives them."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from functools import lru_cache
from typing import Final, Protocol, Self

from game.engine import actions as A
from game.engine import events as E
from game.engine.actions import Action
from game.engine.cards import ROLE_ROWS, CardDef, CardSet
from game.engine.icons import COLS, Icon, IconKey, card_icons, complete_icons, count
from game.engine.rng import Rng

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


# The rule each phase's decision belongs to: error messages, and F1 on the menu screens.
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


@lru_cache(maxsize=1024)
def _substitutes(outs: tuple[str, ...], bench: tuple[str, ...]) -> tuple[A.Substitute, ...]:
    """R4.2's pairs, made once per line-up (actions are immutable, so states may share them)."""
    return tuple(A.Substitute(o, i) for o in outs for i in bench)


MAX_ICON_FIELDS: Final = 1 << 12  # halves remembered per card set (a search meets the same half again and
# again), about 2-4 KB each: at most some 16 MB per card set, cleared at once when full
MAX_CARD_SETS: Final = 8  # card sets with remembered halves (one in play; tests make more)
HalfKey = tuple[frozenset[tuple[str, tuple[int, int]]], frozenset[IconKey]]  # (field, covered icons)
_HALF_ICONS: dict[int, tuple[CardSet, dict[HalfKey, tuple[Icon, ...]]]] = {}


def _remembered_icons(card_set: CardSet, field: dict[str, tuple[int, int]], covered: list[IconKey]) -> tuple[Icon, ...]:
    """`complete_icons` of a half, remembered per card set; the set is kept alive beside its memo,
    so its id cannot come back as another set's."""
    entry = _HALF_ICONS.get(id(card_set))
    if entry is None or entry[0] is not card_set:
        if len(_HALF_ICONS) >= MAX_CARD_SETS:
            _HALF_ICONS.clear()
        entry = _HALF_ICONS[id(card_set)] = (card_set, {})
    memo = entry[1]
    key = (frozenset(field.items()), frozenset(covered))
    icons = memo.get(key)
    if icons is None:
        if len(memo) >= MAX_ICON_FIELDS:
            memo.clear()
        icons = memo[key] = complete_icons(field, card_set.by_id, covered)
    return icons


def control_state(marker: int, side: int) -> str:
    """R7.2: the state of `side` for a marker at -2..+2 (+2 = AWAY's end, HOME's opponent)."""
    d = marker if side == HOME else -marker
    if d == 2:
        return "AGGRESSIVE"
    return "NORMAL" if d >= 0 else "DEFENSIVE"


class Setup(Protocol):
    """What a match reads of its fixed configuration (`game.engine.state.Game`)."""

    @property
    def seed(self) -> int: ...

    @property
    def tiebreak(self) -> str: ...

    @property
    def cards(self) -> CardSet: ...


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


class Match:
    """The whole match as data, with the questions the rules ask of it. The rule modules change it;
    `game.engine.state.State` adds validation, the dispatch table and views."""

    def __init__(self, game: Setup) -> None:
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
        self.turn_icons = (0, 0)  # R4.1: the active team's PASS and PRESS icons when its turn began
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
        self._on_emit: Callable[[], None] | None = None  # while `apply_observed` runs: records a view
        self.turn_over = False  # set by a rule when the turn ends; the dispatch table ends it

    # ------------------------------------------------------------------ queries

    def clone(self) -> Self:
        s = type(self).__new__(type(self))
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
        s._on_emit = None
        return s

    def forget_icons(self, side: int) -> None:
        """The side's field or tokens changed: recompute its icons when next asked."""
        self._icons[side] = None

    def invalidate(self) -> None:
        """Forget cached icons and legal actions after the state was edited directly
        (snapshot restore, sampling, test scenarios)."""
        self._icons = [None, None]
        self._legal = None
        self._legal_set = None

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
            cached = _remembered_icons(self.game.cards, team.field, covered)
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
        return min(self.turn_icons[0], HAND_LIMIT - len(team.hand))

    def press_available(self) -> bool:
        at_end = self.marker == (2 if self.active == HOME else -2)
        return self.turn_icons[1] >= 1 and not at_end

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
        return list(_substitutes(tuple(sorted(team.field) + team.available), tuple(team.bench)))

    def emit(self, event: E.Event) -> None:
        self._events.append(event)
        if self._on_emit is not None:
            self._on_emit()
