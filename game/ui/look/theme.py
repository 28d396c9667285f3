"""Colours and sizes shared by every scene."""

from __future__ import annotations

from typing import Final

from game.i18n import N_

FPS: Final = 60

Color = tuple[int, int, int]

BG: Final[Color] = (18, 28, 24)
PANEL: Final[Color] = (30, 42, 38)
PANEL_EDGE: Final[Color] = (70, 96, 84)
PITCH: Final[Color] = (38, 112, 62)
PITCH_DARK: Final[Color] = (32, 98, 54)
CHALK: Final[Color] = (226, 240, 228)
TEXT: Final[Color] = (236, 240, 232)
DIM: Final[Color] = (150, 164, 156)
GOLD: Final[Color] = (240, 196, 72)
ERROR: Final[Color] = (255, 110, 96)
OK: Final[Color] = (120, 230, 140)
FOCUS: Final[Color] = (255, 226, 110)
BUTTON: Final[Color] = (52, 74, 66)
BUTTON_HOVER: Final[Color] = (70, 100, 88)
BUTTON_OFF: Final[Color] = (40, 48, 46)

# R2.3: the position lines.
LINE_COLORS: Final[dict[str, Color]] = {"FW": (226, 58, 52), "MF": (60, 200, 90), "DF": (64, 120, 240)}
# Card fronts by role.
ROLE_COLORS: Final[dict[str, Color]] = {"FW": (196, 64, 58), "MF": (52, 150, 84), "DF": (52, 96, 190)}
ROLE_LIGHT: Final[dict[str, Color]] = {"FW": (246, 214, 208), "MF": (214, 240, 218), "DF": (214, 224, 248)}
# Icon discs by type: ATTACK, DEFENSE, PASS, PRESS.
ICON_COLORS: Final[dict[str, Color]] = {
    "A": (220, 80, 40),
    "D": (50, 110, 220),
    "P": (40, 160, 90),
    "S": (200, 150, 20),
}
ICON_SPRITES: Final[dict[str, str]] = {"A": "ball", "D": "shield", "P": "plus", "S": "up_arrow"}
TEAM_COLORS: Final[tuple[Color, Color]] = ((236, 86, 70), (80, 150, 250))
# English msgids: show them with `_()` (game.ui.words.card_text has helpers).
SIDE_NAMES: Final[tuple[str, str]] = (N_("HOME"), N_("AWAY"))
STATE_COLORS: Final[dict[str, Color]] = {
    "AGGRESSIVE": (240, 130, 40),  # orange and violet: not the teams' red and blue
    "NORMAL": (70, 200, 100),
    "DEFENSIVE": (150, 115, 235),
}
EFFECT_LABELS: Final[dict[str, str]] = {
    "CONTROL_1": N_("Marker +1"),
    "CONTROL_2": N_("Marker +2"),
    "DRAW_1": N_("Draw 1"),
    "DRAW_2_KEEP_1": N_("Draw 2, keep 1"),
    "STEAL_1": N_("Steal 1"),
    "CANNON_SHOT": N_("Cannon Shot"),
}
EFFECT_SHORT: Final[dict[str, str]] = {
    "CONTROL_1": N_("Marker+1"),
    "CONTROL_2": N_("Marker+2"),
    "DRAW_1": N_("Draw 1"),
    "DRAW_2_KEEP_1": N_("Draw 2 keep 1"),
    "STEAL_1": N_("Steal"),
    "CANNON_SHOT": N_("Cannon"),
}
EFFECT_TEXT: Final[dict[str, str]] = {
    "CONTROL_1": N_("Move the control marker 1 space toward the opponent."),
    "CONTROL_2": N_("Move the control marker 2 spaces toward the opponent."),
    "DRAW_1": N_("Draw 1 synergy card (only with fewer than 5 in hand)."),
    "DRAW_2_KEEP_1": N_("With 4 or fewer in hand: draw 2, keep 1, discard the other face down."),
    "STEAL_1": N_("Take one card face down from the opponent's hand; it is discarded unseen."),
    "CANNON_SHOT": N_("Shoot now with this card, ignoring all base defense."),
}
