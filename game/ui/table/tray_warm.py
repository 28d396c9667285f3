"""The coach's tray's faces at the size they take once the picked-up card leaves it (review25 #1:
the tray's cards grow as it empties), drawn one a frame while the coach places that card, so the
frame it lands in draws no new faces."""

from __future__ import annotations

from game.engine.view import View
from game.ui.art import kits
from game.ui.art.card_face import hand_size
from game.ui.art.cardart import player_card
from game.ui.look import assets, metrics
from game.ui.look import layout as L
from game.ui.table.side_panels import viewer_of


class TrayWarmer:
    """Renders the tray's next faces ahead, at most one per `step`."""

    def __init__(self) -> None:
        self._key: tuple[object, ...] | None = None
        self._todo: list[str] = []
        self._face: tuple[int, int, int] = (0, 0, 0)  # w, h, the name's most size
        self._side = 0

    def step(self, view: View, leaving: str | None) -> None:
        me = viewer_of(view)
        team = view.teams[me]
        if leaving is None or leaving not in team.available:
            return
        key = (leaving, tuple(team.available), L.layout_key(), metrics.size(), assets.text_scale())
        if key != self._key:
            self._key = key
            rest = [c for c in team.available[:12] if c != leaving]
            w, h, _cols, _top = L.tray_card_for(len(rest))
            self._face = (w, h, hand_size(rest, w, h) if rest else 0)
            self._todo, self._side = rest, me
        if self._todo:
            w, h, most = self._face
            player_card(self._todo.pop(), w, h, kit=kits.worn(self._side), most=most)
