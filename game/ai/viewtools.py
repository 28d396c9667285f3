"""Helpers that read a View for the agents: one side's situation, hypothetical placements."""

from __future__ import annotations

from game.ai.evaluate import SideInfo
from game.ai.features import summarize
from game.engine.actions import Action, ChooseLineup, DraftPick, Substitute
from game.engine.cards import default_cards
from game.engine.icons import Icon, IconKey, complete_icons
from game.engine.state import control_state
from game.engine.view import TeamView, View


def covered_keys(team: TeamView) -> list[IconKey]:
    return [k for k, up in team.tokens if not up]


def icons_after_place(team: TeamView, card: str, row: int, col: int) -> tuple[Icon, ...]:
    """The team's icons if `card` were placed at (row, col) (R2.6-R2.9)."""
    field = {c: (r, x) for c, r, x in team.field}
    field[card] = (row, col)
    return complete_icons(field, default_cards().by_id, covered_keys(team))


def icons_after_sub(team: TeamView, out: str) -> tuple[Icon, ...]:
    field = {c: (r, x) for c, r, x in team.field if c != out}
    return complete_icons(field, default_cards().by_id, covered_keys(team))


def cover(icons: tuple[Icon, ...], key: IconKey) -> tuple[Icon, ...]:
    """The icons once a token on `key` turns face down (R5.8, R2.9)."""
    return tuple(i._replace(covered=True) if i.key == key else i for i in icons)


def cheapest_token(icons: tuple[Icon, ...], card: str) -> IconKey | None:
    """R5.1: the ATTACK icon of `card` whose loss hurts least: shared with the fewest cards."""
    options = [i for i in icons if i.type == "A" and not i.covered and card in i.cards]
    if not options:
        return None
    return min(options, key=lambda i: (len(i.cards), i.key)).key


def side_info(
    view: View,
    side: int,
    icons: tuple[Icon, ...] | None = None,
    hand: tuple[str, ...] | None = None,
    hand_count: int | None = None,
    marker: int | None = None,
) -> SideInfo:
    team = view.teams[side]
    own = side == view.viewer
    h = hand if hand is not None else (team.hand if own else None)
    return SideInfo(
        summary=summarize(team.icons if icons is None else icons),
        hand=tuple(sorted(h)) if h is not None else None,
        hand_count=(len(h) if h is not None else team.hand_count) if hand_count is None else hand_count,
        control=control_state(view.marker if marker is None else marker, side),
    )


def marker_after(marker: int, side: int, steps: int) -> int:
    direction = 1 if side == 0 else -1
    return max(-2, min(2, marker + direction * steps))


def first_of(view: View, kind: type) -> list[Action]:
    return [a for a in view.legal_actions if isinstance(a, kind)]


def draft_or_lineup(view: View, pick: str | None, bench: tuple[str, ...] | None) -> Action | None:
    """The agent's draft pick or line-up, if legal."""
    for a in view.legal_actions:
        if isinstance(a, DraftPick) and a.card == pick:
            return a
        if isinstance(a, ChooseLineup) and a.bench == bench:
            return a
    return None


def worn_out_subs(view: View) -> list[Substitute]:
    """Substitutions of a field card whose ATTACK halves are all under face-down tokens (R9),
    bringing on the best bench card."""
    subs = [a for a in view.legal_actions if isinstance(a, Substitute)]
    if not subs:
        return []
    from game.ai.knowledge import card_def, card_value

    me = view.me
    covered = set(covered_keys(me))
    worn: list[str] = []
    for card, _, _ in me.field:
        mine = [i for i in me.icons if card in i.cards and i.type == "A"]
        if mine and all(i.covered for i in mine) and any(i.key in covered for i in mine):
            other = [i for i in me.icons if card in i.cards and i.type != "A" and not i.covered]
            if not other and "A" in card_def(card).halves:
                worn.append(card)
    if not worn:
        return []
    best_in = max(me.bench, key=lambda c: (card_value(c), c))
    return [s for s in subs if s.out in worn and s.into == best_in]
