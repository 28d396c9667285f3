"""Normal's judgement on a determinized `State`, made fast for Hard's playouts.

It is used only inside the search, on states sampled from the searching side's view, so it holds
no real hidden information. Each side is played from its own standpoint: its own hand known,
the opponent's hand unknown. Icons are updated locally (features.py) rather than recounted."""

from __future__ import annotations

from typing import Final

from game.ai.evaluate import SideInfo, Weights, best_synergy, evaluate
from game.ai.features import Added, FieldMemo, Summary, add_icons, cover_one, field_memo, half_summary
from game.ai.knowledge import bench_choice, card_def, card_value, penalty_action
from game.ai.odds import FULL_POOL, HAND_SLOTS, Pool, is_tackle, remove, shot_odds, stars_of
from game.engine import actions as A
from game.engine.actions import Action
from game.engine.rng import Rng
from game.engine.state import Phase, State, control_state, other

KEEP_ORDER: Final = ("4", "3", "5", "1T", "2", "1")
# Hard's own weights, tuned by playing this policy against Normal (see the report in hard.py).
PLAYOUT_WEIGHTS = Weights()


def own_pool(state: State, side: int) -> Pool:
    return remove(FULL_POOL, state.hand_codes(side))


class Standpoint:
    """One side's situation in a sampled state, as that side sees it."""

    __slots__ = ("hand", "marker", "opp", "pool", "side", "state", "summary", "supply", "w")

    def __init__(self, state: State, side: int, w: Weights | None = None) -> None:
        self.w = PLAYOUT_WEIGHTS if w is None else w
        self.state = state
        self.side = side
        self.hand = tuple(sorted(state.hand_codes(side)))
        self.pool = remove(FULL_POOL, self.hand)
        self.summary = half_summary(state.icons(side))
        o = other(side)
        self.opp = SideInfo(half_summary(state.icons(o)), None, len(state.teams[o].hand), state.control_state(o))
        self.marker = state.marker
        self.supply = state.token_supply()

    def value(
        self,
        summary: Summary | None = None,
        hand: tuple[str, ...] | None = None,
        marker: int | None = None,
        supply: int | None = None,
    ) -> float:
        h = self.hand if hand is None else hand
        m = self.marker if marker is None else marker
        me = SideInfo(self.summary if summary is None else summary, h, len(h), control_state(m, self.side))
        opp = (
            self.opp
            if marker is None
            else SideInfo(self.opp.summary, None, self.opp.hand_count, control_state(m, other(self.side)))
        )
        return evaluate(self.pool, me, opp, self.supply if supply is None else supply, self.w)

    def shoot_value(self, summary: Summary, card: str, cannon: bool = False) -> float:
        """Chance to score with `card` now plus the worth of the position after (Normal's shot_now)."""
        a = dict(summary.attack).get(card, 0)
        d = 0 if cannon else max(0, self.opp.summary.d - card_def(card).crack)
        slots = HAND_SLOTS[control_state(self.marker, self.side)]
        p, sub = best_synergy(self.pool, a, d, self.hand, slots)
        rest = list(self.hand)
        for c in sub:
            rest.remove(c)
        after = cover_one(summary, (card,)) if a > 0 else summary
        return p + self.value(after, tuple(rest), supply=self.supply - (1 if a > 0 else 0)) + self.w.shoot


def evaluate_state(state: State, me: int, w: Weights | None = None) -> float:
    """Normal's static evaluation from `me`'s side (the opponent's hand treated as unknown)."""
    return Standpoint(state, me, w).value()


def shot_chance_now(state: State) -> float:
    """The attacker's exact chance to score with the shot just started (its own view of the cards)."""
    shot = state.shot
    assert shot is not None
    side = shot.side
    slots = HAND_SLOTS[state.control_state(side)]
    return best_synergy(
        own_pool(state, side),
        shot.base_attack,
        shot.base_defense,
        state.hand_codes(side),
        slots,
        2,
        shot.kind == "blind",
    )[0]


def fast_action(state: State, rng: Rng, w: Weights | None = None) -> Action:
    """The side to move's choice from its own standpoint, with evaluation weights `w` (default Normal's)."""
    legal = state.legal_actions()
    if len(legal) == 1:
        return legal[0]
    side = state.current_player()
    p = state.phase
    if p is Phase.TEAM_ACTION:
        return _team_action(Standpoint(state, side, w), legal)
    if p is Phase.PLAYER_ACTION:
        return _player_action(Standpoint(state, side, w), legal)
    if p is Phase.SHOOT_OPTION:
        card = state.placed_card
        assert card is not None
        sp = Standpoint(state, side, w)
        return A.Shoot(sp.shoot_value(sp.summary, card) > sp.value())
    if p is Phase.EFFECT:
        effect = state.pending_effects[0]
        if effect == "CANNON_SHOT" and state.placed_card is not None:
            sp = Standpoint(state, side, w)
            card = state.placed_card
            plain = sp.value()
            if dict(sp.summary.attack).get(card, 0) > 0 and sp.supply > 0:
                plain = max(plain, sp.shoot_value(sp.summary, card))
            return A.UseEffect(effect, sp.shoot_value(sp.summary, card, cannon=True) >= plain)
        return A.UseEffect(effect, True)
    if p is Phase.TOKEN:
        icons = {i.key: len(i.cards) for i in state.icons(side)}
        return min(legal, key=lambda a: icons.get(a.icon, 9) if isinstance(a, A.PlaceToken) else 99)
    if p is Phase.ATTACK_SYNERGY:
        shot = state.shot
        assert shot is not None
        slots = HAND_SLOTS[state.control_state(side)]
        unknown = len(shot.boards[side])
        _, sub = best_synergy(
            own_pool(state, side),
            shot.base_attack,
            shot.base_defense,
            state.hand_codes(side),
            slots,
            2,
            shot.kind == "blind",
            unknown,
        )
        return A.PlaySynergy(tuple(sorted(sub)))
    if p is Phase.DEFEND_SYNERGY:
        return _defend(state, side, legal, PLAYOUT_WEIGHTS if w is None else w)
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


def _team_action(sp: Standpoint, legal: list[Action]) -> Action:
    best: tuple[float, Action] | None = None
    for a in legal:
        if isinstance(a, A.PassDraw):
            value = sp.value(hand=tuple(sorted(sp.hand + ("3",) * a.k)))
        elif isinstance(a, A.Press):
            step = sp.summary.s if sp.side == 0 else -sp.summary.s
            value = sp.value(marker=max(-2, min(2, sp.marker + step)))
        else:
            continue
        if best is None or value > best[0] + 1e-9:
            best = (value, a)
    return best[1] if best else legal[0]


def _effect_bonus(sp: Standpoint, card: str) -> float:
    bonus = 0.0
    at_end = sp.marker == (2 if sp.side == 0 else -2)
    for e in card_def(card).effects:
        if e == "DRAW_1" and len(sp.hand) < 5:
            bonus += sp.w.card
        elif e == "DRAW_2_KEEP_1" and len(sp.hand) <= 4:
            bonus += 1.4 * sp.w.card
        elif e == "STEAL_1" and sp.opp.hand_count > 0:
            bonus += 0.8 * sp.w.card
        elif e.startswith("CONTROL_") and not at_end:
            bonus += 0.04 * int(e[-1])
    return bonus


def player_action_options(state: State, k: int) -> list[Action]:
    """The side to move's `k` best player actions (R4.3) by the fast policy's judgement, its own
    choice first."""
    sp = Standpoint(state, state.current_player())
    scored = _player_action_values(sp, state.legal_actions())
    if not scored:
        return state.legal_actions()[:1]
    first = _best(scored)
    rest = sorted((t for t in scored if t[1] != first), key=lambda t: -t[0])
    return [first] + [a for _, a in rest[: k - 1]]


def _best(scored: list[tuple[float, Action]]) -> Action:
    best = scored[0]
    for t in scored[1:]:
        if t[0] > best[0] + 1e-9:
            best = t
    return best[1]


def _player_action(sp: Standpoint, legal: list[Action]) -> Action:
    scored = _player_action_values(sp, legal)
    return _best(scored) if scored else legal[0]


Scored = list[tuple[float, Action]]
MAX_JUDGED: Final = 2048  # situations whose player actions are remembered (_player_action_values)
_JUDGED: dict[tuple[object, ...], Scored] = {}


def forget_judgements() -> None:
    """Drop every remembered player-action judgement (tests: a decision made from a cold start)."""
    _JUDGED.clear()


def _player_action_values(sp: Standpoint, legal: list[Action]) -> Scored:
    """Each build-up, direct attack or blind shot in `legal` with its worth, in `legal`'s order
    (read-only: a search meets the same situation again and again, so the answer is remembered)."""
    state = sp.state
    memo = field_memo(state.teams[sp.side].field, state.game.cards)
    key = (
        memo,
        sp.side,
        sp.hand,
        sp.summary,
        sp.marker,
        sp.opp.summary,
        sp.opp.hand_count,
        sp.supply,
        state.shot_taken,
        sp.w,
        tuple(legal),
    )  # the marker gives both sides' control (R7.2)
    scored = _JUDGED.get(key)
    if scored is None:
        if len(_JUDGED) >= MAX_JUDGED:
            _JUDGED.clear()
        scored = _JUDGED[key] = _judge_player_actions(sp, legal, memo)
    return scored


def _judge_player_actions(sp: Standpoint, legal: list[Action], memo: FieldMemo) -> Scored:
    state = sp.state
    cards = state.cards
    can_shoot = sp.supply > 0 and not state.shot_taken
    plain: float | None = None  # the worth of a placement that forms no icon
    built: dict[Added, tuple[Summary, float]] = {}
    shots: dict[tuple[Added, str], float] = {}
    per_card: dict[str, tuple[float, bool]] = {}  # effect bonus, CANNON SHOT
    out: list[tuple[float, Action]] = []
    for a in legal:
        if isinstance(a, A.Place):
            card = a.card
            traits = per_card.get(card)
            if traits is None:
                traits = per_card[card] = (_effect_bonus(sp, card), "CANNON_SHOT" in cards[card].effects)
            bonus, cannon = traits
            added = memo.icons(card, a.row, a.col)
            if added:
                entry = built.get(added)
                if entry is None:
                    summary = add_icons(sp.summary, added)
                    entry = built[added] = (summary, sp.value(summary))
                summary, value = entry
            else:
                summary = sp.summary
                if plain is None:
                    plain = sp.value(summary)
                value = plain
            if cannon or (can_shoot and added and any(t == "A" and card in owners for t, owners in added)):
                key = (added, card)
                shot = shots.get(key)
                if shot is None:
                    shot = shots[key] = sp.shoot_value(summary, card, cannon=cannon)
                value = max(value, shot)
            value += bonus
        elif isinstance(a, A.DirectAttack):
            value = sp.shoot_value(sp.summary, a.card)
        elif isinstance(a, A.BlindShot):
            value = 0.0
        else:
            continue
        out.append((value, a))
    return out


def _defend(state: State, side: int, legal: list[Action], w: Weights) -> Action:
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
            v = (
                shot_odds(
                    pool,
                    shot.base_attack,
                    a_unknown,
                    shot.base_defense + stars_of(a.source),
                    slot1,
                    is_tackle(a.source),
                    blind,
                ).score
                + w.spend
            )
        if best is None or v < best[0]:
            best = (v, a)
    return best[1] if best else legal[0]
