"""The Rules pages' "Keys and mouse" picture: every key a player has, grouped by where it works.

Each row names the pygame keys it stands for, so tests can press them and check that they still
do what the page says (tests/ui/test_keys_page.py), and that no handled key is left off."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.i18n import N_, _
from game.ui.look.metrics import px
from game.ui.look.theme import DIM, GOLD, PANEL, TEXT
from game.ui.widgets.basic import NUMBER_KEYS, blit_text
from game.ui.widgets.key_hint import RULE_KEYS

QUESTION_MARK = "?"  # typed (Shift + / on most keyboards): the same as F1


@dataclass(frozen=True)
class KeyRow:
    ident: str  # for tests
    cap: str  # the keys as printed on the keyboard (not translated)
    what: str  # msgid
    keys: tuple[int, ...]  # the pygame keys the row stands for (a typed "?" is in `typed`)
    typed: tuple[str, ...] = ()


ARROWS = (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN)
ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)

MATCH = (
    KeyRow("numbers", "1 - 0", N_("pick a player or a numbered answer"), tuple(NUMBER_KEYS)),
    KeyRow("arrows", "← → ↑ ↓  Tab", N_("move between places and buttons"), (*ARROWS, pygame.K_TAB)),
    KeyRow("enter", "Enter / Space", N_("confirm"), ENTER),
    KeyRow("escape", "Esc", N_("cancel, or open the pause menu"), (pygame.K_ESCAPE,)),
    KeyRow("details", "D", N_("details of the chosen or pointed card"), (pygame.K_d,)),
    KeyRow("log", "L", N_("the whole match log"), (pygame.K_l,)),
    KeyRow("undo", "Ctrl + Z", N_("undo, until a card is revealed"), (pygame.K_z,)),
    KeyRow("lineup", "C", N_("confirm the line-up"), (pygame.K_c,)),
    KeyRow("rules", "F1 / ?", N_("the rule behind the question"), RULE_KEYS, (QUESTION_MARK,)),
    KeyRow("reactions", "R", N_("reactions, in an online match"), (pygame.K_r,)),
)
GUIDED = (
    KeyRow("leave", "F12", N_("leave the lessons; the match goes on"), (pygame.K_F12,)),
    KeyRow("note", "Enter", N_("next, after a note"), ENTER),
    KeyRow("guided_rules", "F1 / ?", N_("the rule; the lesson waits"), RULE_KEYS, (QUESTION_MARK,)),
)
REPLAYS = (
    KeyRow("play", "Space / P", N_("play or pause"), (pygame.K_SPACE, pygame.K_p)),
    KeyRow("step", "→ / .", N_("one step forward"), (pygame.K_RIGHT, pygame.K_PERIOD)),
    KeyRow(
        "speed",
        "+ / -",
        N_("faster / slower"),
        (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS, pygame.K_MINUS, pygame.K_KP_MINUS),
    ),
    KeyRow("ends", "Home / End", N_("to the start / to the end"), (pygame.K_HOME, pygame.K_END)),
    KeyRow("filters", "1 / 2 / 3", N_("the list's filters (with Shift: back)"), (pygame.K_1, pygame.K_2, pygame.K_3)),
    KeyRow("career", "C", N_("your career record"), (pygame.K_c,)),
    KeyRow("share", "S", N_("save the chosen replay for a friend"), (pygame.K_s,)),
    KeyRow("open_file", "O", N_("open a replay file from a friend"), (pygame.K_o,)),
)
EVERYWHERE = (
    KeyRow("fullscreen", "F11", N_("fullscreen"), (pygame.K_F11,)),
    KeyRow("mute", "M", N_("sound on / off"), (pygame.K_m,)),
    KeyRow("backspace", "Backspace", N_("back, like Esc, on lists"), (pygame.K_BACKSPACE,)),
    KeyRow("pages", "PgUp / PgDn", N_("scroll a list, turn a page"), (pygame.K_PAGEUP, pygame.K_PAGEDOWN)),
    KeyRow("change", "← →", N_("change a setting"), (pygame.K_LEFT, pygame.K_RIGHT)),
)
GROUPS: tuple[tuple[str, tuple[KeyRow, ...]], ...] = (
    (N_("In a match"), MATCH),
    (N_("Guided match"), GUIDED),
    (N_("Replays"), REPLAYS),
    (N_("Everywhere"), EVERYWHERE),
)
COLUMNS = ((0, 1), (2, 3))  # the groups in the left and the right column
ROW = 27  # logical height of a row
HEAD = 26  # logical height of a group's heading
GAP = 10  # logical space above a group that is not first in its column
CAP_W = 124  # the key cap's logical width
TEXT_SIZE = 14


def rows() -> tuple[KeyRow, ...]:
    return tuple(row for _title, group in GROUPS for row in group)


def picture_height() -> int:
    """The logical height the picture needs: its taller column."""
    return 12 + max(sum(HEAD + ROW * len(GROUPS[g][1]) for g in col) + GAP * (len(col) - 1) for col in COLUMNS) + 8


def draw_keys(surface: pygame.Surface, rect: pygame.Rect) -> None:
    col_w = (rect.w - px(48)) // 2
    for c, groups in enumerate(COLUMNS):
        x = rect.x + px(16) + c * (col_w + px(16))
        y = rect.y + px(12)
        for n, g in enumerate(groups):
            title, group = GROUPS[g]
            y += px(GAP) if n else 0
            blit_text(surface, _(title), (x, y), 16, DIM, True, max_width=col_w)
            y += px(HEAD)
            for row in group:
                cap = pygame.Rect(x, y + px(2), px(CAP_W), px(ROW - 5))
                pygame.draw.rect(surface, PANEL, cap, border_radius=px(5))
                pygame.draw.rect(surface, GOLD, cap, px(2), border_radius=px(5))
                blit_text(surface, row.cap, cap.center, TEXT_SIZE, GOLD, True, "center", cap.w - px(8))
                room = col_w - px(CAP_W + 12)
                blit_text(
                    surface, _(row.what), (cap.right + px(12), cap.centery), TEXT_SIZE, TEXT, False, "midleft", room
                )
                y += px(ROW)
