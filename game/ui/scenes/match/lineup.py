"""The line-up (R3.3): 10 of the 13 cards start as available players, 3 go to the bench."""

from __future__ import annotations

import pygame

from game.engine import actions as A
from game.engine.view import View
from game.i18n import _
from game.ui.art import kits
from game.ui.art.card_face import hand_size, panel_rect
from game.ui.art.cardart import player_card
from game.ui.art.club_ink import club_ink
from game.ui.control.controller import remote_waiting
from game.ui.look import assets, bindings
from game.ui.look import metrics as M
from game.ui.look.assets import line_px
from game.ui.look.metrics import px
from game.ui.look.theme import DIM, FOCUS, GOLD
from game.ui.scenes.match.base import MenuMatchScene
from game.ui.scenes.match.draft import CARD_RATIO, backdrop
from game.ui.tutorial.teachable import Aim, KeyHint
from game.ui.widgets import glass
from game.ui.widgets import key_hint as KH
from game.ui.widgets.basic import Button, Menu, blit_text
from game.ui.widgets.key_hint import draw_key_hint
from game.ui.widgets.springs import Springs
from game.ui.window.scene import Host
from game.ui.window.session import Session
from game.ui.words.card_text import side_name

ROSTER = 13  # R3.3: the cards a team lines up from
GRID_TOP = 136  # logical height of the title lines above the cards (at the normal text size)


def grid_top() -> int:
    """The cards' top in real pixels: under the title lines, which grow with the text size."""
    return px(GRID_TOP - 108) + line_px(108)


GAP_X = 22  # logical, between two cards of a row
GRID_ARROWS = {pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}  # Left / Right go card by card, row to row
LIFT = 10  # logical pixels a card under the pointer or the focus rises


def confirm_rect() -> pygame.Rect:
    """The confirm button, centred above the window's bottom lines."""
    w, h = M.size()
    return pygame.Rect(w // 2 - px(170), h - px(118), px(340), px(48))


def grid_shape(count: int = ROSTER) -> tuple[int, int, int]:
    """(columns, card width, card height): the arrangement that gives the largest cards."""
    w = M.width()
    room_w = w - 2 * px(28)
    room_h = confirm_rect().y - px(20) - grid_top()
    best = (5, 0, 0)
    for cols in (4, 5, 7):
        rows = -(-count // cols)
        cw = min(
            px(400),
            (room_w - (cols - 1) * px(GAP_X)) // cols,
            round((room_h - (rows - 1) * px(20)) / rows / CARD_RATIO),
        )
        if cw > best[1]:
            best = (cols, cw, round(cw * CARD_RATIO))
    return best


def roster_rect(i: int, count: int = ROSTER) -> pygame.Rect:
    """Card `i` of the roster; rows are centred, the grid in the room between title and button."""
    cols, cw, ch = grid_shape(count)
    rows = -(-count // cols)
    gx, gy = px(GAP_X), px(20)
    room_top, room_bottom = grid_top(), confirm_rect().y - px(20)
    top = room_top + (room_bottom - room_top - rows * ch - (rows - 1) * gy) // 2
    col, row = i % cols, i // cols
    in_row = min(cols, count - row * cols)
    left = (M.width() - in_row * cw - (in_row - 1) * gx) // 2
    return pygame.Rect(left + col * (cw + gx), top + row * (ch + gy), cw, ch)


def ringed_rect(i: int, count: int = ROSTER) -> pygame.Rect:
    """Card `i` with the room it rises into: the lesson's ring around it never crosses its lifted tab."""
    rect = roster_rect(i, count)
    return rect.union(rect.move(0, -px(LIFT)))


class LineupScene(MenuMatchScene):
    def __init__(self, app: Host, session: Session) -> None:
        super().__init__(app, session, Menu(numbered=False))
        self.bench: list[str] = []
        self.lift = Springs()  # the cards under the pointer or the keys rise (LOOK.md)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.lift.update(dt, self.menu)

    def animating(self) -> bool:
        return super().animating() or self.lift.moving()

    def on_acted(self) -> None:
        self.bench = []
        self.rebuild()

    def _toggle(self, card: str) -> None:
        if card in self.bench:
            self.bench.remove(card)
        elif len(self.bench) < 3:
            self.bench.append(card)
        else:
            self.say(_("exactly 3 cards go to the bench — take one back first"), error=True)
        self.rebuild()

    def _confirm(self) -> None:
        if len(self.bench) != 3:
            chosen = _("choose exactly 3 cards for the bench ({n} chosen)").format(n=len(self.bench))
            self.say(chosen, error=True)
            return
        self.act(A.ChooseLineup(tuple(sorted(self.bench))))

    def menu_key(self) -> tuple[object, ...]:
        return (self.ctrl.version, self.ctrl.viewer, self.ctrl.human_to_act(), tuple(self.bench))

    def build_menu(self) -> None:
        v = self.view()
        buttons: list[Button] = []
        if self.ctrl.human_to_act():
            n = len(v.me.roster)
            for i, card in enumerate(v.me.roster):
                rect = roster_rect(i, n)
                b = Button(card, lambda c=card: self._toggle(c), rect, selected=card in self.bench)  # type: ignore[misc]
                buttons.append(b)
            buttons.append(
                Button(
                    _("Confirm bench ({n}/3)").format(n=len(self.bench)),
                    self._confirm,
                    confirm_rect(),
                    enabled=len(self.bench) == 3,
                    primary=True,
                )
            )
        self.menu.set_buttons(buttons, keep_focus=True)

    def handle_input(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            from game.ui.scenes.overlays.overlays import DetailsOverlay

            roster = self.view().me.roster
            for i, card in enumerate(roster):
                if roster_rect(i, len(roster)).collidepoint(event.pos):
                    self.app.stack.push(DetailsOverlay(self.app, card))
                    return True
        if bindings.matches(event, "lineup"):
            self._confirm()
            return True
        if event.type == pygame.KEYDOWN and event.key in GRID_ARROWS and self.menu.buttons:
            self.menu.move_toward(*GRID_ARROWS[event.key])  # Down: the card below, never the next one
            return True
        return super().handle_input(event)

    def tutorial_aim(self, action: A.Action, text: str, view: View) -> Aim:
        """The line-up: the next card to bench (or to take back), then the confirm button."""
        if not isinstance(action, A.ChooseLineup):
            return super().tutorial_aim(action, text, view)
        roster = view.me.roster
        wrong = [c for c in self.bench if c not in action.bench]
        todo = wrong or [c for c in action.bench if c not in self.bench]
        if todo:
            key = "lineup_back" if wrong else ("lineup_next" if self.bench else text)
            return Aim(key, (ringed_rect(roster.index(todo[0]), len(roster)),))
        return Aim("lineup_confirm", (confirm_rect(),))

    def tutorial_keys(self, action: A.Action, found: Aim) -> KeyHint | None:
        """A card: Enter (the guide puts the focus on it); the bench chosen: C confirms it."""
        return KeyHint(bindings.keys_for("lineup")[0]) if found.text == "lineup_confirm" else KeyHint(None, enter=True)

    def arrow_avoid(self, view: View) -> list[pygame.Rect]:
        """The roster's cards: a lesson's arrow goes around them, even before the menu is built."""
        count = len(view.me.roster)
        return [roster_rect(i, count) for i in range(count)]

    def busy_areas(self, view: View) -> list[pygame.Rect]:
        """The title lines and the roster."""
        count = len(view.me.roster)
        return [pygame.Rect(0, 0, M.width(), grid_top() - px(4)), *(roster_rect(i, count) for i in range(count))]

    def draw(self, surface: pygame.Surface) -> None:
        v = self.shown_view()
        w, h = M.size()
        cx = w // 2
        backdrop(surface, roster_rect(len(v.me.roster) - 1, len(v.me.roster)).bottom + px(12))
        me = v.viewer if v.viewer in (0, 1) else 0
        title = _("{side} line-up").format(side=side_name(me))
        blit_text(surface, title, (cx, line_px(40)), 36, club_ink(me), True, "center")
        if self.ctrl.phase != "lineup":  # both have chosen: the reveal is playing
            hint = _("Line-ups revealed")
        elif self.ctrl.human_to_act():
            hint = _("Choose the 3 cards that start on the bench (click or Enter to toggle), then confirm ({key}).")
            hint = hint.format(key=bindings.name("lineup"))
        elif self.ctrl.computer_to_act():
            hint = _("The computer is choosing its line-up…")
        elif self.ctrl.remote_deciding():
            hint = remote_waiting(self.ctrl)
        else:
            hint = _("Waiting for the other coach.")
        blit_text(surface, hint, (cx, line_px(82)), 18, DIM, False, "center")
        blit_text(
            surface,
            _("The other 10 are your available players, face up for both coaches."),
            (cx, line_px(108)),
            15,
            DIM,
            False,
            "center",
        )
        grid = roster_rect(0, len(v.me.roster))
        most = hand_size(list(v.me.roster), grid.w, grid.h)
        rises = [self.lift.lift(i) if self.menu.buttons else 0.0 for i in range(len(v.me.roster))]
        for i in sorted(range(len(v.me.roster)), key=lambda i: rises[i]):  # a lifted card lies above its neighbours
            card, rise = v.me.roster[i], rises[i]
            rect = roster_rect(i, len(v.me.roster)).move(0, -round(px(LIFT) * rise))
            benched = card in self.bench
            glass.blit_shadow(surface, rect, (0.6 if benched else 1.3) + rise)
            surface.blit(player_card(card, rect.w, rect.h, dim=benched, kit=kits.worn(me), most=most), rect)
            if benched:
                self._draw_bench_tag(surface, rect)
            if self.menu.buttons and self.menu.focus == i:
                pygame.draw.rect(surface, FOCUS, rect.inflate(px(10), px(10)), px(3), border_radius=px(10))
        if self.menu.buttons:
            self.menu.buttons[-1].draw(
                surface,
                self.menu.focus == len(self.menu.buttons) - 1,
                self.menu.hover == len(self.menu.buttons) - 1,
                None,
                20,
            )
        if self.message:
            blit_text(surface, self.message, (cx, h - px(50)), 17, self.message_color, True, "center")
        draw_key_hint(surface, _(KH.LINEUP).format(key=bindings.name("lineup")) if self.deciding() else _(KH.WAIT))
        self.anim.draw(surface)

    @staticmethod
    def _draw_bench_tag(surface: pygame.Surface, rect: pygame.Rect) -> None:
        """BENCH on a dark tag across the benched card's foot: the card (dimmed) still shows who it
        is, and the tag covers only its bottom edge, never its name."""
        size = max(11, round(17 * rect.h / px(84)))
        word = assets.text(_("BENCH"), size, GOLD, True)
        h = word.get_height() + px(2)
        art = panel_rect(rect.w, rect.h).move(rect.topleft)
        tag = pygame.Rect(0, 0, min(rect.w // 2, word.get_width() + px(22)), h)
        tag.midtop = (max(rect.x - px(4) + tag.w // 2, art.centerx), rect.bottom - h // 2)  # clear of the effect line
        pygame.draw.rect(surface, (10, 14, 12), tag, border_radius=h // 2)
        pygame.draw.rect(surface, GOLD, tag, max(1, px(2)), border_radius=h // 2)
        blit_text(surface, _("BENCH"), tag.center, size, GOLD, True, "center", tag.w - px(10))
