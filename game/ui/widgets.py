"""Buttons and a keyboard-driven menu: arrows move the focus, Enter activates, number keys pick
the n-th entry, the mouse hovers and clicks. Every decision screen uses a Menu, so the keyboard
alone can play the whole game."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from game.ui import assets
from game.ui.theme import BUTTON, BUTTON_HOVER, BUTTON_OFF, DIM, FOCUS, PANEL, PANEL_EDGE, TEXT, Color

NUMBER_KEYS = {getattr(pygame, f"K_{i}"): i for i in range(10)} | {getattr(pygame, f"K_KP{i}"): i for i in range(10)}


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, color: Color = PANEL, edge: Color = PANEL_EDGE) -> None:
    pygame.draw.rect(surface, color, rect, border_radius=10)
    pygame.draw.rect(surface, edge, rect, 2, border_radius=10)


def blit_text(
    surface: pygame.Surface,
    s: str,
    pos: tuple[int, int],
    size: int = 18,
    color: Color = TEXT,
    bold: bool = False,
    anchor: str = "topleft",
) -> pygame.Rect:
    surf = assets.text(s, size, color, bold)
    rect = surf.get_rect(**{anchor: pos})
    surface.blit(surf, rect)
    return rect


def wrap(s: str, size: int, width: int, bold: bool = False) -> list[str]:
    f = assets.font(size, bold)
    lines: list[str] = []
    for para in s.split("\n"):
        line = ""
        for word in para.split(" "):
            trial = f"{line} {word}".strip()
            if f.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


@dataclass
class Button:
    label: str
    action: Callable[[], object]
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    enabled: bool = True
    hint: str = ""
    selected: bool = False  # a toggled state (e.g. a card chosen for the bench)

    def draw(self, surface: pygame.Surface, focused: bool, hovered: bool, number: int | None, size: int = 18) -> None:
        color = BUTTON_OFF if not self.enabled else (BUTTON_HOVER if hovered or focused else BUTTON)
        if self.selected:
            color = (120, 96, 36)
        pygame.draw.rect(surface, color, self.rect, border_radius=8)
        pygame.draw.rect(surface, FOCUS if focused else PANEL_EDGE, self.rect, 3 if focused else 1, border_radius=8)
        x = self.rect.x + 10
        if number is not None:
            tag = assets.text(str(number), size - 4, FOCUS if self.enabled else DIM, True)
            surface.blit(tag, tag.get_rect(midleft=(x, self.rect.centery)))
            x += 22
        label = assets.text(self.label, size, TEXT if self.enabled else DIM, True)
        surface.blit(label, label.get_rect(midleft=(x, self.rect.centery)))
        if self.hint:
            hint = assets.text(self.hint, size - 5, DIM)
            surface.blit(hint, hint.get_rect(midright=(self.rect.right - 10, self.rect.centery)))


class Menu:
    """A vertical (or grid) list of buttons with one keyboard focus."""

    def __init__(self, buttons: list[Button] | None = None, numbered: bool = True) -> None:
        self.buttons: list[Button] = buttons or []
        self.focus = 0
        self.numbered = numbered
        self.hover: int | None = None

    def set_buttons(self, buttons: list[Button], keep_focus: bool = False) -> None:
        old = self.focus if keep_focus else 0
        self.buttons = buttons
        self.focus = min(old, max(0, len(buttons) - 1))
        self._skip_disabled(1)

    def layout_column(self, x: int, y: int, w: int, h: int = 38, gap: int = 8) -> None:
        for i, b in enumerate(self.buttons):
            b.rect = pygame.Rect(x, y + i * (h + gap), w, h)

    def layout_grid(self, x: int, y: int, w: int, h: int, cols: int, gap: int = 8) -> None:
        for i, b in enumerate(self.buttons):
            b.rect = pygame.Rect(x + (i % cols) * (w + gap), y + (i // cols) * (h + gap), w, h)

    def _skip_disabled(self, step: int) -> None:
        n = len(self.buttons)
        for _ in range(n):
            if self.buttons[self.focus].enabled:
                return
            self.focus = (self.focus + step) % n

    def move(self, step: int) -> None:
        if self.buttons:
            self.focus = (self.focus + step) % len(self.buttons)
            self._skip_disabled(step)

    def activate(self, index: int) -> bool:
        if 0 <= index < len(self.buttons) and self.buttons[index].enabled:
            self.focus = index
            self.buttons[index].action()
            return True
        return False

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.buttons:
            return False
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_DOWN, pygame.K_RIGHT, pygame.K_TAB):
                self.move(-1 if event.key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT else 1)
                return True
            if event.key in (pygame.K_UP, pygame.K_LEFT):
                self.move(-1)
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                return self.activate(self.focus)
            if self.numbered and event.key in NUMBER_KEYS:
                n = NUMBER_KEYS[event.key]
                return self.activate((n - 1) if n > 0 else 9)
        elif event.type == pygame.MOUSEMOTION:
            self.hover = None
            for i, b in enumerate(self.buttons):
                if b.rect.collidepoint(event.pos):
                    self.hover = i
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i, b in enumerate(self.buttons):
                if b.rect.collidepoint(event.pos):
                    return self.activate(i)
        return False

    def draw(self, surface: pygame.Surface, size: int = 18) -> None:
        for i, b in enumerate(self.buttons):
            number = (i + 1 if i < 9 else 0) if self.numbered and i < 10 else None
            b.draw(surface, i == self.focus, i == self.hover, number, size)
