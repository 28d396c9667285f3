"""A one-line text field on the glass boards (a name, an address, a match code): typed text,
Backspace, Ctrl+V paste, a caret while focused; `allowed` filters what may be typed."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui.look import assets
from game.ui.look.metrics import px
from game.ui.look.theme import DIM, FOCUS, PANEL_EDGE, TEXT
from game.ui.widgets.basic import blit_text, fit_text


class TextField:
    def __init__(
        self, label: str, text: str = "", limit: int = 24, allowed: Callable[[str], bool] | None = None
    ) -> None:
        self.label = label
        self.text = text
        self.limit = limit
        self.allowed = allowed or (lambda ch: ch.isprintable())
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.focused = False

    def type(self, text: str) -> None:
        for ch in text:
            if len(self.text) < self.limit and self.allowed(ch):
                self.text += ch

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Typing into the focused field; a click focuses it. True when the event was used."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.focused = self.rect.collidepoint(event.pos)
            return self.focused
        if not self.focused:
            return False
        if event.type == pygame.TEXTINPUT:
            self.type(event.text)
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_BACKSPACE:
                self.text = self.text[:-1]
                return True
            if event.key == pygame.K_v and event.mod & pygame.KMOD_CTRL:
                try:
                    pasted = pygame.scrap.get_text() if pygame.scrap.get_init() else ""
                except pygame.error:
                    pasted = ""
                self.type(pasted.strip())
                return True
            # letters and digits arrive as TEXTINPUT: keep them from the menus' number keys
            return event.unicode.isprintable() and event.unicode != "" and event.key not in (pygame.K_TAB,)
        return False

    def draw(self, surface: pygame.Surface, time: float, size: int = 20) -> None:
        label_w = px(150)
        blit_text(surface, self.label, (self.rect.x, self.rect.centery), size - 4, DIM, False, "midleft", label_w)
        box = pygame.Rect(self.rect.x + label_w, self.rect.y, self.rect.w - label_w, self.rect.h)
        pygame.draw.rect(surface, (12, 20, 30), box, border_radius=px(6))
        pygame.draw.rect(surface, FOCUS if self.focused else PANEL_EDGE, box, px(2), border_radius=px(6))
        shown = fit_text(self.text, size, TEXT, True, box.w - px(24)) if self.text else None
        x = box.x + px(10)
        if shown is not None:
            surface.blit(shown, shown.get_rect(midleft=(x, box.centery)))
            x += shown.get_width()
        if self.focused and int(time * 2) % 2 == 0:
            h = assets.text("Ag", size, TEXT, True).get_height()
            pygame.draw.line(surface, TEXT, (x + px(2), box.centery - h // 3), (x + px(2), box.centery + h // 3), 2)
