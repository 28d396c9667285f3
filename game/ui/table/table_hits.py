"""What the pointer is over on the table: a player card (either field, available row or bench),
a synergy card face, a token icon to choose."""

from __future__ import annotations

from collections.abc import Sequence

from game.engine import actions as A
from game.engine.view import View
from game.ui.look import layout as L
from game.ui.look.metrics import px


def card_at(v: View, pos: tuple[int, int]) -> str | None:
    """The player card under `pos`: on either half, in either available row or on either bench."""
    me = v.viewer if v.viewer in (0, 1) else 0
    for side in (0, 1):
        for c, row, col in v.teams[side].field:
            if L.card_rect(side == me, row, col).collidepoint(pos):
                return c
    rows = (
        (v.me.available, L.available_rect),
        (v.me.bench, L.bench_rect),
        (v.opponent.available, L.opp_available_rect),
        (v.opponent.bench, L.opp_bench_rect),
    )
    for cards, rect in rows:
        for i, c in enumerate(cards):
            if rect(i).collidepoint(pos):
                return c
    return None


def synergy_at(pos: tuple[int, int], v: View) -> str | None:
    """The synergy card face under the pointer: the viewer's hand, or a revealed board card."""
    for i, code in enumerate(v.me.hand or ()):
        if L.hand_rect(i).collidepoint(pos):
            return code
    for side in (0, 1):
        for i, slot in enumerate(v.teams[side].board):
            if slot.card is not None and L.board_slot_rect(side == v.viewer, i + 1).collidepoint(pos):
                return slot.card
    return None


def token_at(legal: Sequence[A.Action], pos: tuple[int, int]) -> A.PlaceToken | None:
    """The legal token choice (R5.1) whose icon on the viewer's half is under `pos`."""
    for a in legal:
        if isinstance(a, A.PlaceToken):
            x, y = L.icon_pos(True, a.icon)
            if (x - pos[0]) ** 2 + (y - pos[1]) ** 2 <= px(18) ** 2:
                return a
    return None
