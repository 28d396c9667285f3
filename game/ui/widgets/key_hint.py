"""The keyboard hint line at the bottom of a screen: the keys that work there, and only those."""

from __future__ import annotations

import pygame

from game.i18n import N_
from game.ui.look import assets, bindings
from game.ui.look import metrics as M
from game.ui.look.metrics import px
from game.ui.look.theme import DIM
from game.ui.widgets.basic import blit_text

DRAFT = N_("1-{n} or arrows + Enter: pick · right-click: a card's details · Esc: pause")
LINEUP = N_("arrows + Enter: bench a card or take it back · {key}: confirm · right-click: details · Esc: pause")
CHOOSE = N_("number keys or arrows + Enter: choose · Esc: pause")
SHOOTOUT = N_("number keys or arrows + Enter, or click the goal · Esc: pause")
WAIT = N_("Esc: pause")
PAUSE = N_("1-4 or arrows + Enter · Esc: resume")
CONFIRM = N_("Enter: the lit answer · Esc: no")
NEW_MATCH = N_("1-9 or arrows + Enter · Left / Right: change the row · Esc: back")
RESULT = N_("number keys or arrows + Enter · Esc: title")
DETAILS = N_("any key or click closes")

RULE_KEYS = (pygame.K_F1,)  # the default; with "?" typed: open the rules at the prompt's rule (the lessons too)


def asks_for_rules(event: pygame.event.Event) -> bool:
    """The rules key (F1 unless the player chose another) or a typed "?": the player asks what
    the rule behind the current question is."""
    return bindings.matches(event, "rules")


def draw_key_hint(surface: pygame.Surface, text: str, bottom: int | None = None, plate: bool = False) -> None:
    """`text` (translated) centred a little above `bottom` (default: the window's bottom); `plate`:
    on a dark band across the window, over the hint of the screen beneath an overlay."""
    y = (M.height() if bottom is None else bottom) - max(
        px(12), assets.line_px(14 * 1.3) // 2 + px(3)
    )  # a larger text stays whole
    if plate:
        band = pygame.Rect(0, 0, M.width(), assets.line_px(24))
        band.center = (M.width() // 2, y)
        surface.fill((8, 12, 14), band)
    blit_text(surface, text, (M.width() // 2, y), 14, DIM, False, "center", M.width() - px(24))
