"""Colours and sizes shared by every scene."""

from __future__ import annotations

from typing import Final

from game.i18n import N_
from game.ui.look.palettes import (  # the role, side, state and icon colours follow the colour-vision setting
    ICON_COLORS as ICON_COLORS,
)
from game.ui.look.palettes import (
    LINE_COLORS as LINE_COLORS,
)
from game.ui.look.palettes import (
    ROLE_COLORS as ROLE_COLORS,
)
from game.ui.look.palettes import (
    ROLE_INK as ROLE_INK,
)
from game.ui.look.palettes import (
    ROLE_LIGHT as ROLE_LIGHT,
)
from game.ui.look.palettes import (
    STATE_COLORS as STATE_COLORS,
)
from game.ui.look.palettes import (
    TEAM_COLORS as TEAM_COLORS,
)
from game.ui.look.palettes import (
    Color as Color,
)
from game.ui.look.palettes import (
    side_colour as side_colour,
)

FPS: Final = 60

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
READY: Final[Color] = (36, 122, 78)  # the button that completes a choice (white words stay >= 4.5:1)
READY_HOVER: Final[Color] = (44, 138, 90)
READY_EDGE: Final[Color] = (150, 232, 170)

ICON_SPRITES: Final[dict[str, str]] = {"A": "ball", "D": "shield", "P": "plus", "S": "up_arrow"}
# English msgids: show them with `_()` (game.ui.words.card_text has helpers).
SIDE_NAMES: Final[tuple[str, str]] = (N_("HOME"), N_("AWAY"))
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
