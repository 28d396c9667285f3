"""R3 setup: the star draft and the line-ups."""

from __future__ import annotations

from game.engine import ending
from game.engine import events as E
from game.engine.match import AWAY, DRAFT_FIRST, HOME, Match, Phase


def reveal_draft(state: Match) -> None:
    state.draft_revealed = [state.star_deck.pop() for _ in range(3)]
    state.emit(E.DraftRevealed(state.draft_round + 1, tuple(state.draft_revealed)))


def draft_pick(state: Match, side: int, card: str) -> None:
    state.draft_revealed.remove(card)
    state.teams[side].roster.append(card)
    state.emit(E.StarPicked(side, card))
    if len(state.draft_revealed) == 1:
        removed = [state.draft_revealed.pop()]
        state.draft_round += 1
        if state.draft_round == len(DRAFT_FIRST):
            removed += state.star_deck
            state.star_deck = []
        state.stars_removed += removed
        if state.draft_round == len(DRAFT_FIRST):
            state.phase = Phase.LINEUP
        state.emit(E.StarsRemoved(tuple(removed)))
        if state.phase is Phase.DRAFT:
            reveal_draft(state)


def choose_lineup(state: Match, side: int, bench: tuple[str, ...]) -> None:
    team = state.teams[side]
    team.lineup_bench = bench
    state.emit(E.LineupChosen(side, bench))
    if side == HOME:
        return
    for t in state.teams:
        chosen = t.lineup_bench or ()
        t.bench = list(chosen)
        t.available = [c for c in t.roster if c not in chosen]
    benches = (tuple(state.teams[HOME].bench), tuple(state.teams[AWAY].bench))
    state.emit(E.LineupsRevealed(benches))
    state.rng.shuffle(state.deck)  # R3.4
    ending.start_half(state, HOME)
