"""Build exact match situations for rule tests by editing a real state directly."""

from __future__ import annotations

from game.engine.actions import Action, ChooseLineup, Substitute
from game.engine.state import AWAY, HOME, Game, Phase, State
from game.engine.turn import record_turn_icons

ALL_STARS = (
    "CB_SWEEPER",
    "CF_TARGET_MAN",
    "DMF_CANNON_SHOT",
    "LB_OVERLAPPING",
    "AMF_KILLER_PASS",
    "CB_LIBERO",
    "SS_DRIBBLER",
    "CF_LINE_BREAKER",
    "RWF_INSIDE_FORWARD",
    "CMF_REGISTA",
    "RB_WING_BACK",
    "DMF_BALL_WINNER",
)


def drafted(seed: int = 0, tiebreak: str = "shootout") -> State:
    """A state at the line-up, each side having drafted the first star offered to it."""
    state = Game(seed=seed, tiebreak=tiebreak).new_initial_state()
    while state.phase is Phase.DRAFT:
        state.apply_action(state.legal_actions()[0])
    return state


def kickoff(seed: int = 0, tiebreak: str = "shootout", bench: tuple[str, ...] | None = None) -> State:
    """HOME's first turn of the first half: its player action (the team action is skipped)."""
    state = drafted(seed, tiebreak)
    for _ in (HOME, AWAY):
        side = state.current_player()
        roster = state.teams[side].roster
        chosen = bench or tuple(roster[10:13])
        state.apply_action(ChooseLineup(tuple(sorted(chosen))))
    return state


def give(state: State, side: int, card: str) -> None:
    """Make `card` one of `side`'s available players (a star it did not draft, for a scenario)."""
    team = state.teams[side]
    if card not in team.roster:
        dropped = next(c for c in team.roster[10:] if c not in team.field)
        team.roster[team.roster.index(dropped)] = card
        for group in (team.available, team.bench):
            if dropped in group:
                group.remove(dropped)
        team.available.append(card)
    elif card in team.bench:
        team.bench.remove(card)
        team.available.append(card)
    state.invalidate()


def put(state: State, side: int, card: str, row: int, col: int) -> None:
    """Place a card on the field directly, without a turn."""
    give(state, side, card)
    team = state.teams[side]
    if card in team.available:
        team.available.remove(card)
    team.field[card] = (row, col)
    state.invalidate()


def clear_field(state: State, side: int) -> None:
    team = state.teams[side]
    team.available = [c for c in team.roster if c in team.available or c in team.field]
    team.field = {}
    team.tokens = {}
    state.invalidate()


def _take(state: State, code: str) -> int:
    for card in state.deck:
        if state.synergy_code(card) == code:
            state.deck.remove(card)
            return card
    for team in state.teams:
        for card in team.hand:
            if state.synergy_code(card) == code:
                team.hand.remove(card)
                return card
    for card in state.discard:
        if state.synergy_code(card) == code:
            state.discard.remove(card)
            return card
    raise AssertionError(f"no {code} card left to take")


def set_hand(state: State, side: int, codes: list[str]) -> None:
    team = state.teams[side]
    state.deck.extend(team.hand)
    team.hand = []
    team.hand = [_take(state, c) for c in codes]
    state.invalidate()


def stack_deck(state: State, codes: list[str]) -> None:
    """The next draws, in order, are these codes."""
    cards = [_take(state, c) for c in codes]
    state.deck.extend(reversed(cards))
    state.invalidate()


def set_turn(state: State, side: int, phase: Phase = Phase.PLAYER_ACTION) -> None:
    """`side`'s turn begins now, in `phase`: its team action counts the icons on its field now (R4.1)."""
    state.active = side
    state.phase = phase
    state.shot_taken = False
    state.invalidate()
    record_turn_icons(state)


def decisions(state: State) -> list[Action]:
    """The legal actions other than substitutions (R4.2 allows those at every decision point of a turn)."""
    return [a for a in state.legal_actions() if not isinstance(a, Substitute)]
