"""Determinization for search: a full state consistent with one side's view (R12).

Every synergy card the side has not seen is dealt uniformly among the places it cannot see:
the opponent's hand, the deck (in random order), the unseen part of the discard pile and the
face-down slots it does not know. Other hidden choices (an opponent's line-up before the reveal,
a penalty kicker's spot, the undrawn stars) are drawn uniformly too."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from itertools import combinations
from typing import TypeVar

from game.engine.cards import CardSet, default_cards
from game.engine.rng import Rng
from game.engine.state import AWAY, HOME, MAX_SUBS, Game, Phase, Shot, State, other, synergy_code
from game.engine.view import View

T = TypeVar("T")


class SamplingError(ValueError):
    """The view cannot come from a real match (its cards do not add up)."""


def sample_state(view: View, rng: Rng, cards: CardSet | None = None) -> State:
    cards = cards or default_cards()
    if view.viewer not in (HOME, AWAY):
        raise SamplingError("sampling needs one side's view")
    me, them = view.viewer, other(view.viewer)
    s = State(Game(seed=rng.next_u64(), tiebreak=view.tiebreak, cards=cards))
    s.phase = Phase(view.phase)
    s.half, s.turn, s.active = view.half, view.turn, view.active
    s.additional_time, s.deck_ran_out, s.shot_taken = view.additional_time, view.deck_ran_out, view.shot_taken
    s.marker = view.marker
    s.turn_icons = view.turn_icons
    s.draft_round = view.draft_round
    s.draft_revealed = list(view.draft_revealed)
    s.stars_removed = list(view.stars_removed)
    drafted = {c for t in view.teams for c in t.stars}
    seen_stars = drafted | set(view.draft_revealed) | set(view.stars_removed)
    s.star_deck = [c.id for c in cards.stars if c.id not in seen_stars]
    rng.shuffle(s.star_deck)
    s.placed_card = view.placed_card
    s.pending_effects = list(view.pending_effects)
    s.shootout = list(view.shootout)

    # Synergy ids by code, to turn known codes into concrete cards.
    free: dict[str, list[int]] = defaultdict(list)
    for i, kind in enumerate(cards.synergy):
        free[synergy_code(kind.stars, kind.tackle)].append(i)

    def take(code: str) -> int:
        if not free[code]:
            raise SamplingError(f"the view shows more {code} synergy cards than exist")
        return free[code].pop()

    for side, tv in enumerate(view.teams):
        team = s.teams[side]
        team.roster = list(tv.roster)
        if tv.lineup_done:
            if view.phase == Phase.LINEUP.value and side == them:
                team.lineup_bench = tuple(sorted(_random_choice(list(combinations(tv.roster, 3)), rng)))
            else:
                team.lineup_bench = tuple(sorted(tv.bench)) if view.phase == Phase.LINEUP.value else ()
        team.available = list(tv.available) if view.phase != Phase.LINEUP.value else []
        team.bench = list(tv.bench) if view.phase != Phase.LINEUP.value else []
        team.sent_off = list(tv.sent_off)
        team.field = {c: (r, col) for c, r, col in tv.field}
        team.subs_used = MAX_SUBS - tv.subs_left
        team.score = tv.score
        team.tokens = dict(tv.tokens)
        team.known_discard = []
        team.hand = []

    known_hand = [take(c) for c in view.me.hand or ()]
    s.teams[me].hand = known_hand
    s.teams[me].known_discard = [take(c) for c in view.known_discard]
    keep_known = [take(c) for c in view.keep_choices] if view.keep_choices is not None else None

    board_known: dict[tuple[int, int], int] = {}
    for side, tv in enumerate(view.teams):
        for slot, b in enumerate(tv.board):
            if b.card is not None:
                board_known[(side, slot)] = take(b.card)

    pool = [i for ids in free.values() for i in ids]
    rng.shuffle(pool)
    known_discard_count = len(s.teams[me].known_discard)
    unknown_places = (
        view.opponent.hand_count
        + view.deck_size
        + (view.discard_size - known_discard_count)
        + sum(1 for tv in view.teams for b in tv.board if b.card is None)
        + (2 if s.phase is Phase.KEEP and keep_known is None else 0)
    )
    if unknown_places != len(pool) or view.discard_size < known_discard_count:
        raise SamplingError(f"{len(pool)} unseen synergy cards for {unknown_places} unseen places")

    def deal(n: int) -> list[int]:
        dealt = pool[:n]
        del pool[:n]
        return dealt

    s.teams[them].hand = deal(view.opponent.hand_count)
    s.deck = deal(view.deck_size)
    s.discard = deal(view.discard_size - known_discard_count) + list(s.teams[me].known_discard)
    if s.phase is Phase.KEEP:
        s.keep_choices = keep_known if keep_known is not None else deal(2)

    s.shot = None
    if view.shot is not None:
        sv = view.shot
        shot = Shot(sv.side, sv.card, sv.kind, sv.base_attack, sv.base_defense)
        shot.token = sv.token
        for side, tv in enumerate(view.teams):
            for slot, b in enumerate(tv.board):
                card = board_known.get((side, slot))
                shot.boards[side].append((card if card is not None else deal(1)[0], b.source))
        if sv.kick_chosen:
            shot.kick = sv.kick if sv.kick is not None else _random_choice(list(cards.kicks), rng)
        s.shot = shot
    if view.shootout_kick_chosen:
        s.shootout_kick = view.shootout_kick or _random_choice(list(cards.kicks), rng)
    if s.phase is Phase.HALF_TIME:
        s.halftime_side = view.current_player
    s.history = []
    s.invalidate()
    return s


def _random_choice(items: Sequence[T], rng: Rng) -> T:
    return items[rng.below(len(items))]
