"""The line-up (R3.3): 10 of the 13 cards start as available players, 3 go to the bench."""

from __future__ import annotations

import pygame

from game.engine import actions as A
from game.i18n import _
from game.ui.app import App
from game.ui.card_text import side_name
from game.ui.cardart import player_card
from game.ui.scenes.base import MenuMatchScene
from game.ui.scenes.menus import draw_backdrop
from game.ui.session import Session
from game.ui.theme import DIM, FOCUS, GOLD, TEAM_COLORS, TEXT, WIDTH
from game.ui.widgets import Button, Menu, blit_text

CARD = (171, 84)


def roster_rect(i: int) -> pygame.Rect:
    col, row = i % 5, i // 5
    return pygame.Rect(90 + col * 224, 150 + row * 124, *CARD)


class LineupScene(MenuMatchScene):
    def __init__(self, app: App, session: Session) -> None:
        super().__init__(app, session, Menu(numbered=False))
        self.bench: list[str] = []

    def on_acted(self) -> None:
        self.bench = []
        self.rebuild()

    def _toggle(self, card: str) -> None:
        if card in self.bench:
            self.bench.remove(card)
        elif len(self.bench) < 3:
            self.bench.append(card)
        else:
            self.say("R3.3: " + _("exactly 3 cards go to the bench — take one back first"), error=True)
        self.rebuild()

    def _confirm(self) -> None:
        if len(self.bench) != 3:
            chosen = _("choose exactly 3 cards for the bench ({n} chosen)").format(n=len(self.bench))
            self.say("R3.3: " + chosen, error=True)
            return
        self.act(A.ChooseLineup(tuple(sorted(self.bench))))

    def menu_key(self) -> tuple[object, ...]:
        return (self.ctrl.version, self.ctrl.viewer, self.ctrl.human_to_act(), tuple(self.bench))

    def build_menu(self) -> None:
        v = self.view()
        buttons: list[Button] = []
        if self.ctrl.human_to_act():
            for i, card in enumerate(v.me.roster):
                b = Button(card, lambda c=card: self._toggle(c), roster_rect(i), selected=card in self.bench)  # type: ignore[misc]
                buttons.append(b)
            buttons.append(
                Button(
                    _("Confirm bench ({n}/3)").format(n=len(self.bench)),
                    self._confirm,
                    pygame.Rect(WIDTH // 2 - 160, 560, 320, 48),
                    enabled=len(self.bench) == 3,
                )
            )
        self.menu.set_buttons(buttons, keep_focus=True)

    def handle_input(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            from game.ui.scenes.overlays import DetailsOverlay

            for i, card in enumerate(self.view().me.roster):
                if roster_rect(i).collidepoint(event.pos):
                    self.app.stack.push(DetailsOverlay(self.app, card))
                    return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_c:
            self._confirm()
            return True
        return super().handle_input(event)

    def draw(self, surface: pygame.Surface) -> None:
        v = self.view()
        draw_backdrop(surface)
        me = v.viewer if v.viewer in (0, 1) else 0
        title = _("{side} line-up").format(side=side_name(me))
        blit_text(surface, title, (WIDTH // 2, 40), 36, TEAM_COLORS[me], True, "center")
        if self.ctrl.human_to_act():
            hint = _("Choose the 3 cards that start on the bench (click or Enter to toggle), then confirm (C).")
        elif self.ctrl.computer_to_act():
            hint = _("The computer is choosing its line-up…")
        else:
            hint = _("Waiting for the other coach.")
        blit_text(surface, hint, (WIDTH // 2, 84), 18, DIM, False, "center")
        blit_text(
            surface,
            _("The other 10 are your available players, face up for both coaches (R3.3)."),
            (WIDTH // 2, 110),
            15,
            DIM,
            False,
            "center",
        )
        for i, card in enumerate(v.me.roster):
            rect = roster_rect(i)
            benched = card in self.bench
            surface.blit(player_card(card, *CARD, dim=benched), rect)
            if benched:
                blit_text(surface, _("BENCH"), rect.center, 26, GOLD, True, "center", rect.w - 8)
            if self.menu.buttons and self.menu.focus == i:
                pygame.draw.rect(surface, FOCUS, rect.inflate(10, 10), 3, border_radius=10)
        if self.menu.buttons:
            self.menu.buttons[-1].draw(
                surface,
                self.menu.focus == len(self.menu.buttons) - 1,
                self.menu.hover == len(self.menu.buttons) - 1,
                None,
                20,
            )
        if self.message:
            blit_text(surface, self.message, (WIDTH // 2, 630), 17, self.message_color, True, "center")
        blit_text(surface, _("right-click a card for details"), (WIDTH // 2, 690), 14, TEXT, False, "center")
        self.anim.draw(surface)
