"""The legal actions of the player who decides now, in a deterministic order."""

from __future__ import annotations

from itertools import combinations
from typing import Final

from game.engine import actions as A
from game.engine.actions import Action
from game.engine.match import HAND_SLOTS, Match, Phase

MAX_PLACES: Final = 1 << 13  # build-up lists remembered (a search meets the same half again and again),
# about 1 KB each: at most some 8 MB, cleared at once when full
_PLACES: dict[tuple[str, str, frozenset[tuple[int, int]]], tuple[A.Place, ...]] = {}


def turn_substitutions(state: Match, side: int) -> list[A.Substitute]:
    """R4.2: substitutions at a decision point of the own turn; the card just placed stays while
    its effect or optional shot is pending."""
    return [s for s in state.substitutions(side) if s.out != state.placed_card]


def compute_legal(state: Match) -> list[Action]:
    p = state.phase
    side = state.current_player()
    out: list[Action] = []
    if p is Phase.DRAFT:
        out = [A.DraftPick(c) for c in state.draft_revealed]
    elif p is Phase.LINEUP:
        out = [A.ChooseLineup(tuple(sorted(b))) for b in combinations(state.teams[side].roster, 3)]
    elif p is Phase.TEAM_ACTION:
        out = [A.PassDraw(k) for k in range(1, state.pass_options() + 1)]
        if state.press_available():
            out.append(A.Press())
        out.extend(turn_substitutions(state, side))
    elif p is Phase.PLAYER_ACTION:
        team = state.teams[side]
        starts = frozenset(team.field.values())  # where a card may go depends on these and its role alone
        by_role: dict[str, list[tuple[int, int]]] = {}
        for card in team.available:
            role = state.cards[card].role
            key = (card, role, starts)
            places = _PLACES.get(key)
            if places is None:
                if role not in by_role:
                    by_role[role] = state.placements(side, card)
                if len(_PLACES) >= MAX_PLACES:
                    _PLACES.clear()
                places = _PLACES[key] = tuple(A.Place(card, r, c) for r, c in by_role[role])
            out.extend(places)
        if state.token_supply() > 0:
            out.extend(A.DirectAttack(c) for c in sorted(team.field) if state.attack_icons(side, c))
        if not out:
            out.append(A.BlindShot())
        out.extend(turn_substitutions(state, side))
    elif p is Phase.EFFECT:
        effect = state.pending_effects[0]
        out = [A.UseEffect(effect, True), A.UseEffect(effect, False), *turn_substitutions(state, side)]
    elif p is Phase.KEEP:
        out = [A.KeepCard(c) for c in sorted({state.synergy_code(i) for i in state.keep_choices})]
        out.extend(turn_substitutions(state, side))
    elif p is Phase.SHOOT_OPTION:
        assert state.placed_card is not None
        # A substitution may have taken an ATTACK icon the placed card shared: then only "no".
        out = [A.Shoot(True)] if state.can_shoot_with(side, state.placed_card) else []
        out.extend([A.Shoot(False), *turn_substitutions(state, side)])
    elif p is Phase.TOKEN:
        assert state.shot is not None and state.shot.card is not None
        out = [A.PlaceToken(k) for k in state.token_options(side, state.shot.card)]
    elif p is Phase.ATTACK_SYNERGY:
        limit = HAND_SLOTS[state.control_state(side)]
        codes = sorted(state.hand_codes(side))
        picks: set[tuple[str, ...]] = set()
        for n in range(limit + 1):
            picks.update(combinations(codes, n))
        out = [A.PlaySynergy(p_) for p_ in sorted(picks, key=lambda t: (len(t), t))]
    elif p is Phase.DEFEND_SYNERGY:
        out = [A.DefendSynergy("none")]
        if state.can_draw():
            out.append(A.DefendSynergy("deck"))
        out.extend(A.DefendSynergy(c) for c in sorted(set(state.hand_codes(side))))
    elif p in (Phase.PENALTY_KICK, Phase.SHOOTOUT_KICK):
        out = [A.Kick(s) for s in state.game.cards.kicks]
    elif p in (Phase.PENALTY_SAVE, Phase.SHOOTOUT_SAVE):
        out = [A.Save(tuple(sorted(s))) for s in state.game.cards.saves]
    elif p is Phase.HALF_TIME:
        out = [A.EndSubstitutions(), *state.substitutions(side)]
    return out


def legal_actions(state: Match) -> list[Action]:
    """Every legal action of the current player, in a deterministic order; kept until the match changes."""
    if state._legal is None:
        state._legal = compute_legal(state)
    return list(state._legal)
