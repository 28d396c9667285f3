"""The star draft (R3.2): three reveals per round, first chooser AWAY, HOME, AWAY."""

from __future__ import annotations

import pygame

from game.engine import actions as A
from game.engine.state import DRAFT_FIRST
from game.i18n import _
from game.ui.card_text import card_name, side_name
from game.ui.cardart import player_card
from game.ui.scenes.base import MenuMatchScene
from game.ui.scenes.menus import draw_backdrop
from game.ui.theme import DIM, GOLD, TEAM_COLORS, TEXT, WIDTH
from game.ui.widgets import Button, blit_text, draw_panel, wrap

BIG = (228, 112)


def card_slot(i: int) -> pygame.Rect:
    return pygame.Rect(WIDTH // 2 - 370 + i * 260, 170, *BIG)


class DraftScene(MenuMatchScene):
    def build_menu(self) -> None:
        v = self.view()
        buttons = []
        if self.ctrl.human_to_act():
            for i, card in enumerate(v.draft_revealed):
                rect = card_slot(i)
                b = Button(_("Pick {card}").format(card=card.split("_")[0]), lambda c=card: self.act(A.DraftPick(c)))  # type: ignore[misc]
                b.rect = pygame.Rect(rect.x, rect.bottom + 12, rect.w, 40)
                buttons.append(b)
        self.menu.set_buttons(buttons)

    def handle_input(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            from game.ui.scenes.overlays import DetailsOverlay

            for i, card in enumerate(self.view().draft_revealed):
                if card_slot(i).collidepoint(event.pos):
                    self.app.stack.push(DetailsOverlay(self.app, card))
                    return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.ctrl.human_to_act():
            for i, card in enumerate(self.view().draft_revealed):
                if card_slot(i).collidepoint(event.pos):
                    self.act(A.DraftPick(card))
                    return True
        return super().handle_input(event)

    def draw(self, surface: pygame.Surface) -> None:
        from game.ui.scenes.overlays import card_lines

        v = self.view()
        draw_backdrop(surface)
        rnd = min(v.draft_round, 2)
        first = DRAFT_FIRST[rnd]
        chooser = v.current_player if v.current_player in (0, 1) else first
        title = _("Star draft — round {n} of 3").format(n=rnd + 1)
        blit_text(surface, title, (WIDTH // 2, 40), 36, GOLD, True, "center")
        blit_text(
            surface,
            _("{first} chooses first, {second} takes one of the two left, the last is removed").format(
                first=side_name(first), second=side_name(1 - first)
            ),
            (WIDTH // 2, 84),
            17,
            DIM,
            False,
            "center",
        )
        who = (
            _("Your pick")
            if self.ctrl.human_to_act()
            else (_("The computer is choosing…") if self.ctrl.computer_to_act() else "")
        )
        blit_text(surface, f"{side_name(chooser)} — {who}", (WIDTH // 2, 128), 24, TEAM_COLORS[chooser], True, "center")
        for i, card in enumerate(v.draft_revealed):
            rect = card_slot(i)
            if i == self.menu.focus and self.ctrl.human_to_act():
                pygame.draw.rect(surface, GOLD, rect.inflate(10, 10), 3, border_radius=10)
            surface.blit(player_card(card, *BIG), rect)
            y = rect.bottom + 60
            for raw in card_lines(card)[1:]:
                for line in wrap(raw, 13, 236):
                    blit_text(surface, line, (rect.x, y), 13, TEXT)
                    y += 17
        self.menu.draw(surface, 17)
        for side in (0, 1):
            box = pygame.Rect(40 + side * 620, 520, 580, 120)
            draw_panel(surface, box)
            stars = _("{side} stars").format(side=side_name(side))
            blit_text(surface, stars, (box.x + 14, box.y + 8), 18, TEAM_COLORS[side], True, max_width=box.w - 28)
            for j, card in enumerate(v.teams[side].stars):
                surface.blit(player_card(card), (box.x + 14 + j * 122, box.y + 40))
        if v.stars_removed:
            blit_text(
                surface,
                _("removed: {cards}").format(cards=", ".join(card_name(c) for c in v.stars_removed)),
                (WIDTH // 2, 668),
                15,
                DIM,
                False,
                "center",
            )
        if self.message:
            blit_text(surface, self.message, (WIDTH // 2, 694), 16, self.message_color, True, "center")
        self.anim.draw(surface)
