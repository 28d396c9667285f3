"""R8 the synergy deck: drawing, the discard pile and rebuilding the deck."""

from __future__ import annotations

from game.engine import events as E
from game.engine.match import Match


def draw(state: Match) -> int | None:
    """Top card of the deck; R8.2: the moment the deck empties, the discard pile becomes the deck."""
    if not state.deck and state.discard:
        rebuild_deck(state)
    if not state.deck:
        return None
    card = state.deck.pop()
    if not state.deck:
        state.deck_ran_out = True
        if state.discard:
            rebuild_deck(state)
    return card


def rebuild_deck(state: Match) -> None:
    state.deck = state.discard
    state.discard = []
    state.rng.shuffle(state.deck)
    for t in state.teams:
        t.known_discard = []
    state.emit(E.DeckReshuffled(len(state.deck)))


def to_discard(state: Match, cards: list[int], seen_by: tuple[int, ...]) -> None:
    state.discard.extend(cards)
    for s in seen_by:
        state.teams[s].known_discard.extend(cards)
