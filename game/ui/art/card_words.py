"""What a card face's words are once fitted (card_face.face_text): the name's size and lines,
the row of crack and effects, and where they sit on the card."""

from __future__ import annotations

from dataclasses import dataclass

from game.ui.art.card_row import Item


@dataclass(frozen=True)
class FaceText:
    """Where a player card's words go: the name's size and lines, the row's size and lines, the
    column they are centred in, and the name's room."""

    size: int
    lines: tuple[str, ...]
    row_size: int
    row: tuple[tuple[tuple[Item, ...], ...], ...]
    left: int
    right: int
    name_y: int  # centre of the name's lines
    row_y: int  # centre of the row's lines
    room: tuple[int, int]
    panel: bool = True  # False: the card is too small for the figure beside its words
    squeeze: float = 1.0  # the name's lines set this much narrower (a long word on a small card)
    tab: int = 0  # the code tab's lower edge on the upright card
    low: bool = False  # the printed medallions sit under the name (printed_low), not beside it
