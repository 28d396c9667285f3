"""A fast policy that acts on a determinized `State` (inside Hard's search only: the state it sees
was sampled from the searching side's view, so it holds no real hidden information).

It mirrors Normal's sense cheaply: exact synergy and defence choices from cached odds, shots
when the odds are decent, and build-ups chosen among a few sampled placements."""

from __future__ import annotations

from typing import Final

from game.ai.evaluate import SideInfo, attackers, best_synergy, evaluate
from game.ai.knowledge import bench_choice, card_def, card_value, penalty_action
from game.ai.odds import FULL_POOL, HAND_SLOTS, Pool, is_tackle, remove, shot_odds, stars_of
from game.engine import actions as A
from game.engine.actions import Action
from game.engine.cards import default_cards
from game.engine.icons import Icon, complete_icons, count
from game.engine.rng import Rng
from game.engine.state import Phase, State, other

KEEP_ORDER: Final = ("4", "3", "5", "1T", "2", "1")
SHOOT_AT: Final = 0.22  # shoot with at least this chance to score
PLACE_SAMPLES: Final = 6


def own_pool(state: State, side: int) -> Pool:
    return remove(FULL_POOL, state.hand_codes(side))


def side_info(state: State, side: int, known: bool) -> SideInfo:
    hand = tuple(state.hand_codes(side)) if known else None
    return SideInfo(state.icons(side), hand, len(state.teams[side].hand), state.control_state(side))


def evaluate_state(state: State, me: int) -> float:
    """Normal's static evaluation from `me`'s side (the opponent's hand treated as unknown)."""
    return evaluate(own_pool(state, me), side_info(state, me, True), side_info(state, other(me), False),
                    state.token_supply())


def _shot_chance(state: State, side: int, card: str, icons: tuple[Icon, ...] | None = None) -> float:
    icons = state.icons(side) if icons is None else icons
    a = attackers(icons).get(card, 0)
    if a == 0:
        return 0.0
    d = max(0, state.base_defense(other(side)) - card_def(card).crack)
    slots = HAND_SLOTS[state.control_state(side)]
    return best_synergy(own_pool(state, side), a, d, state.hand_codes(side), slots)[0]


def _place_score(state: State, side: int, a: A.Place) -> float:
    team = state.teams[side]
    field = dict(team.field)
    field[a.card] = (a.row, a.col)
    covered = [k for k, up in team.tokens.items() if not up]
    icons = complete_icons(field, default_cards().by_id, covered)
    atk = attackers(icons).get(a.card, 0)
    return 2.0 * min(atk, 5) + 1.5 * count(icons, "D") + 0.5 * min(count(icons, "P"), 3) + 0.5 * min(
        count(icons, "S"), 2)


def fast_action(state: State, rng: Rng) -> Action:
    legal = state.legal_actions()
    if len(legal) == 1:
        return legal[0]
    side = state.current_player()
    p = state.phase
    if p is Phase.TEAM_ACTION:
        passes = [a for a in legal if isinstance(a, A.PassDraw)]
        press = [a for a in legal if isinstance(a, A.Press)]
        if passes and (len(state.teams[side].hand) < 2 or not press):
            return passes[-1]
        if press:
            return press[0]
        return passes[-1] if passes else legal[0]
    if p is Phase.PLAYER_ACTION:
        return _player_action(state, side, legal, rng)
    if p is Phase.SHOOT_OPTION:
        card = state.placed_card
        assert card is not None
        return A.Shoot(_shot_chance(state, side, card) >= SHOOT_AT)
    if p is Phase.ATTACK_SYNERGY:
        shot = state.shot
        assert shot is not None
        slots = HAND_SLOTS[state.control_state(side)]
        _, sub = best_synergy(own_pool(state, side), shot.base_attack, shot.base_defense, state.hand_codes(side),
                              slots, 2, shot.kind == "blind")
        return A.PlaySynergy(tuple(sorted(sub)))
    if p is Phase.DEFEND_SYNERGY:
        return _defend(state, side, legal)
    if p is Phase.EFFECT:
        return A.UseEffect(state.pending_effects[0], True)
    if p is Phase.KEEP:
        codes = [a.card for a in legal if isinstance(a, A.KeepCard)]
        return A.KeepCard(min(codes, key=KEEP_ORDER.index))
    if p in (Phase.PENALTY_KICK, Phase.PENALTY_SAVE, Phase.SHOOTOUT_KICK, Phase.SHOOTOUT_SAVE):
        return penalty_action(legal, rng)
    if p is Phase.HALF_TIME:
        return A.EndSubstitutions()
    if p is Phase.DRAFT:
        return A.DraftPick(max(state.draft_revealed, key=lambda c: (card_value(c), c)))
    if p is Phase.LINEUP:
        choice = A.ChooseLineup(bench_choice(state.teams[side].roster))
        return choice if choice in legal else legal[0]
    return legal[0]


def _player_action(state: State, side: int, legal: list[Action], rng: Rng) -> Action:
    direct = [a for a in legal if isinstance(a, A.DirectAttack)]
    best_direct: tuple[float, Action] | None = None
    for a in direct:
        chance = _shot_chance(state, side, a.card)
        if best_direct is None or chance > best_direct[0]:
            best_direct = (chance, a)
    if best_direct is not None and best_direct[0] >= SHOOT_AT + 0.08:
        return best_direct[1]
    places = [a for a in legal if isinstance(a, A.Place)]
    if not places:
        if best_direct is not None:
            return best_direct[1]
        blind = [a for a in legal if isinstance(a, A.BlindShot)]
        return blind[0] if blind else legal[0]
    picks = places if len(places) <= PLACE_SAMPLES else [places[rng.below(len(places))] for _ in range(PLACE_SAMPLES)]
    return max(picks, key=lambda a: (_place_score(state, side, a), -picks.index(a)))


def _defend(state: State, side: int, legal: list[Action]) -> Action:
    shot = state.shot
    assert shot is not None
    pool = own_pool(state, side)
    a_unknown = len(shot.boards[shot.side])
    blind = shot.kind == "blind"
    slot1 = len(shot.boards[side])
    best: tuple[float, Action] | None = None
    for a in legal:
        if not isinstance(a, A.DefendSynergy):
            continue
        if a.source == "none":
            v = shot_odds(pool, shot.base_attack, a_unknown, shot.base_defense, slot1, False, blind).score
        elif a.source == "deck":
            v = shot_odds(pool, shot.base_attack, a_unknown, shot.base_defense, slot1 + 1, False, blind).score
        else:
            v = shot_odds(pool, shot.base_attack, a_unknown, shot.base_defense + stars_of(a.source), slot1,
                          is_tackle(a.source), blind).score + 0.03
        if best is None or v < best[0]:
            best = (v, a)
    return best[1] if best else legal[0]
