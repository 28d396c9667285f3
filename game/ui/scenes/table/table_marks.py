"""What the table lights for the decision in hand: the chosen player's lit places with the ghost of
where it would land (and the icons it would complete), the tokens to choose, the shooters, the
chosen hand cards and the players who may go off for a substitute."""

from __future__ import annotations

from collections.abc import Callable

from game.engine import actions as A
from game.engine.cards import default_cards
from game.engine.icons import IconKey, complete_icons
from game.engine.view import View
from game.ui.art.cardart import card_def
from game.ui.scenes.table.table_seat import Drag
from game.ui.table.board import TableMarks

Ghost = Callable[[str, int, int], list[IconKey]]


def ghost_icons(v: View, card: str, row: int, col: int) -> list[IconKey]:
    """The icons `card` placed at (row, col) would complete that the viewer's team has not got yet."""
    field = {c: (r, cc) for c, r, cc in v.me.field}
    before = {i.key for i in v.me.icons}
    field[card] = (row, col)
    covered = [k for k, up in v.me.tokens if not up]
    icons = complete_icons(field, default_cards().by_id, covered)
    return [i.key for i in icons if card in i.cards and i.key not in before]


def mark_places(
    m: TableMarks, selected: str, places: list[tuple[int, int]], drag: Drag | None, cursor: int, ghost: Ghost
) -> None:
    """The chosen player's lit places, and its ghost where a drag would snap (else at the keyboard cursor)."""
    m.selected_card = selected
    m.places = places
    m.place_role = card_def(selected).role
    if drag is not None and drag.moved:
        if drag.snap is not None:
            row, col = drag.snap
            m.ghost = (selected, row, col)
            m.ghost_icons = ghost(selected, row, col)
        else:
            m.ghost = None
    elif m.places:
        row, col = m.places[cursor % len(m.places)]
        m.cursor_place = (row, col)
        m.ghost = (selected, row, col)
        m.ghost_icons = ghost(selected, row, col)


def mark_choices(
    m: TableMarks, v: View, mode: str, syn_sel: list[int], sub_outs: list[str] | None, drag: Drag | None, focus: int
) -> None:
    """The numbered available cards, the tokens to choose, the shooters, the chosen hand cards and
    who may go off (`sub_outs`, None unless choosing one; the one aimed at or whose button has `focus` lit)."""
    m.numbers = v.phase == "player_action"
    if v.phase == "token":
        m.token_keys = [a.icon for a in v.legal_actions if isinstance(a, A.PlaceToken)]
    if mode == "attack" or v.phase == "player_action":
        m.shooters = [a.card for a in v.legal_actions if isinstance(a, A.DirectAttack)] if mode == "attack" else []
    m.hand_selected = list(syn_sel)
    if sub_outs is not None:
        m.sub_outs = sub_outs
        if drag is not None and drag.target is not None:
            m.sub_target = drag.target
        elif 0 <= focus < len(sub_outs):
            m.sub_target = sub_outs[focus]
