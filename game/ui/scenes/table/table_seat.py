"""What the table scene holds (its mode, the selected card, the drag, the cursor, the pointer) and
the small questions its parts ask of it. The parts (table_clicks, table_drag, table_layers,
table_prompt) take a `TableSeat`; `table_scene.TableScene` is the scene built on it, so the parts
never import the scene."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.engine import actions as A
from game.engine.icons import IconKey
from game.engine.view import View
from game.i18n import _, ngettext
from game.ui.audio.bus import ui_cue
from game.ui.look import layout as L
from game.ui.look.metrics import px
from game.ui.scenes.match.base import MatchBase
from game.ui.table.odds_hint import OddsHint
from game.ui.table.prompt_panel import PromptPanel
from game.ui.table.table_choices import PenaltyChoice, keep_rects
from game.ui.table.table_hits import card_at
from game.ui.widgets.springs import Springs
from game.ui.window.scene import Host
from game.ui.window.session import Session


@dataclass
class Drag:
    card: str
    offset: tuple[int, int]  # where the pointer holds the dragged image (a field-size card)
    pos: tuple[int, int]
    origin: pygame.Rect
    kind: str = "place"  # "place": onto the field; "sub": a bench card onto the card going off
    moved: bool = False
    snap: tuple[int, int] | None = None  # "place": the lit place it would land on
    target: str | None = None  # "sub": the card it would replace

    def __post_init__(self) -> None:
        ui_cue("card_lift")  # the card leaves the hand, bench or panel under the pointer

    def top_left(self) -> tuple[int, int]:
        return self.pos[0] - self.offset[0], self.pos[1] - self.offset[1]

    def centre(self) -> tuple[int, int]:
        lay = L.get()
        x, y = self.top_left()
        return x + lay.card_w // 2, y + lay.card_h // 2

    def follow(self, pos: tuple[int, int]) -> None:
        """The pointer moved to `pos`; a few pixels make it a drag rather than a click."""
        self.pos = pos
        grip = (self.origin.x + self.offset[0], self.origin.y + self.offset[1])
        if abs(pos[0] - grip[0]) + abs(pos[1] - grip[1]) > px(6):
            self.moved = True


class PointerLook:
    """The pointer says what a drop would do: a hand over a lit place, "no" over an unlit one."""

    def __init__(self) -> None:
        self.kind = "arrow"

    def set(self, kind: str) -> None:
        if kind == self.kind:
            return
        self.kind = kind
        cursors = {"hand": pygame.SYSTEM_CURSOR_HAND, "no": pygame.SYSTEM_CURSOR_NO}
        try:
            pygame.mouse.set_cursor(cursors.get(kind, pygame.SYSTEM_CURSOR_ARROW))
        except pygame.error:
            pass  # no system cursors here (a headless display)


class TableSeat(MatchBase):
    def __init__(self, app: Host, session: Session) -> None:
        super().__init__(app, session)
        self.prompt = PromptPanel()  # title, hint, rule badge, buttons, message and odds hint
        self.menu = self.prompt.menu
        self.odds = OddsHint()
        self.mode = "idle"  # "place", "attack", "sub_in", "sub_out"
        self.selected: str | None = None
        self.cursor = 0
        self.drag: Drag | None = None
        self.syn_sel: list[int] = []
        self.sub_in: str | None = None
        self.hover_card: str | None = None
        self.hover_time = 0.0
        self.mouse = (0, 0)
        self.tips_quiet: tuple[int, int] | None = None  # where the last click or key left the pointer
        self._key: object = None
        self._ghost_cache: dict[tuple[str, int, int], list[IconKey]] = {}
        self.pointer_note: tuple[str, tuple[int, int]] | None = None  # why a drop was refused
        self.pointer_note_time = 0.0
        self.pointer_look = PointerLook()
        self.log_scroll = 0  # log entries scrolled back from the newest (mouse wheel over the log)
        self.lift = Springs()  # the available cards raised under the pointer
        self.tip: pygame.Rect | None = None  # the tooltip drawn last frame (card details or a synergy card)
        self.pen_push = 0.0  # 0..1 the camera's push in to the penalty's goal (1: the goal fills the window)
        self.pen_from_table = False  # the table was in sight just before the penalty's choice came (not: a cut)
        self.pen_pointer_seat: int | None = None  # whose hand moved the pointer last (hot-seat: not a clue)
        self.pen_lift = Springs()  # the penalty's zones and dives lifted under the pointer or the focus

    def legal(self) -> tuple[A.Action, ...]:
        return self.view().legal_actions if self.ctrl.human_to_act() else ()

    def places(self, card: str | None) -> list[tuple[int, int]]:
        if card is None:
            return []
        return sorted((a.row, a.col) for a in self.legal() if isinstance(a, A.Place) and a.card == card)

    def select(self, card: str) -> None:
        places = self.places(card)
        if not places:
            self.say("R2.3: " + _("this player has no legal place now"), error=True)
            return
        self.selected = card
        self.mode = "place"
        # start the keyboard cursor on the place nearest the centre of the half
        self.cursor = min(range(len(places)), key=lambda i: abs(places[i][1] - 3) + places[i][0] * 0.1)
        self._key = None

    def _set_mode(self, mode: str) -> None:
        self.mode = mode
        self._key = None

    def _toggle_syn(self, i: int, limit: int) -> None:
        if i in self.syn_sel:
            self.syn_sel.remove(i)
        elif len(self.syn_sel) < limit:
            self.syn_sel.append(i)
            ui_cue("card_lift")
        else:
            allowed = ngettext(
                "your control state allows {n} card from hand", "your control state allows {n} cards from hand", limit
            )
            self.say("R5.3: " + allowed.format(n=limit), error=True)
        if self.syn_sel and self.menu.buttons:  # Enter now plays the chosen cards; number keys still toggle
            self.menu.focus = len(self.menu.buttons) - 1
        self._key = None

    def _pick_in(self, card: str) -> None:
        self.sub_in = card
        self._set_mode("sub_out")

    def _cancel(self) -> None:
        self.mode = "idle"
        self.selected = None
        self.drag = None
        self._key = None

    def _place_cursor(self) -> None:
        places = self.places(self.selected)
        if self.selected and places:
            row, col = places[self.cursor % len(places)]
            self.act(A.Place(self.selected, row, col))

    def card_at(self, pos: tuple[int, int]) -> str | None:
        return card_at(self.view(), pos)

    def sub_outs(self, into: str) -> list[str]:
        """The cards that may go off for `into` now (R9), in the prompt's order."""
        return [a.out for a in self.legal() if isinstance(a, A.Substitute) and a.into == into]

    def keep_rects(self, v: View) -> list[tuple[str, pygame.Rect]]:
        """Draw 2, keep 1 (R6): the two drawn cards, face up over the centre of the field."""
        return keep_rects(v, self.ctrl.human_to_act())

    def penalty_choice_at(self, pos: tuple[int, int]) -> A.Action | None:
        """The kick zone, or the save whose dive ends nearest the pointer, on the goal (R11.1), if legal now."""
        return PenaltyChoice(self.legal()).at(pos)

    def note_at_pointer(self, message: str, pos: tuple[int, int]) -> None:
        self.pointer_note = (message, pos)
        self.pointer_note_time = 4.0
