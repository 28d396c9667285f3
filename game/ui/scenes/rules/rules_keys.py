"""The Rules pages' "Keys and mouse" picture: every key a player has, grouped by where it works.

Each row names the pygame keys it stands for, so tests can press them and check that they still
do what the page says (tests/ui/test_keys_page.py), and that no handled key is left off."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.i18n import N_, _
from game.ui.look import assets, bindings
from game.ui.look.assets import line_px
from game.ui.look.metrics import px
from game.ui.look.theme import DIM, GOLD, PANEL, TEXT
from game.ui.widgets.basic import NUMBER_KEYS, blit_text, wrap

QUESTION_MARK = bindings.QUESTION_MARK  # typed (Shift + / on most keyboards): the same as the rules key


@dataclass(frozen=True)
class KeyRow:
    ident: str  # for tests
    fixed_cap: str  # the fixed keys as printed on the keyboard (not translated)
    what: str  # msgid
    fixed_keys: tuple[int, ...]  # the pygame keys the row stands for that no one changes
    typed: tuple[str, ...] = ()  # typed characters (a "?")
    action: str = ""  # the action of game.keymap whose keys (the player's own) the row shows too

    @property
    def keys(self) -> tuple[int, ...]:
        """Every pygame key the row stands for: the fixed ones, then the player's own."""
        return (*self.fixed_keys, *(bindings.keys_for(self.action) if self.action else ()))

    @property
    def cap(self) -> str:
        own = bindings.name(self.action) if self.action else ""
        return " / ".join(c for c in (self.fixed_cap, own, *self.typed) if c)


ARROWS = (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN)
ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)

MATCH = (
    KeyRow("numbers", "1 - 0", N_("pick a player or a numbered answer"), tuple(NUMBER_KEYS)),
    KeyRow("arrows", "← → ↑ ↓  Tab", N_("move between places and buttons"), (*ARROWS, pygame.K_TAB)),
    KeyRow("enter", "Enter / Space", N_("confirm"), ENTER),
    KeyRow("escape", "Esc", N_("cancel, or open the pause menu"), (pygame.K_ESCAPE,)),
    KeyRow("details", "", N_("details of the chosen or pointed card"), (), action="details"),
    KeyRow("log", "", N_("the whole match log"), (), action="log"),
    KeyRow("undo", "", N_("undo, until a card is revealed"), (), action="undo"),
    KeyRow("lineup", "", N_("confirm the line-up"), (), action="lineup"),
    KeyRow("rules", "", N_("the rule behind the question"), (), (QUESTION_MARK,), "rules"),
    KeyRow("reactions", "", N_("reactions, in an online match"), (), action="reactions"),
)
GUIDED = (
    KeyRow("leave", "", N_("leave the lessons; the match goes on"), (), action="leave"),
    KeyRow("note", "Enter", N_("next, after a note"), ENTER),
    KeyRow("guided_rules", "", N_("the rule; the lesson waits"), (), (QUESTION_MARK,), "rules"),
)
REPLAYS = (
    KeyRow("play", "Space", N_("play or pause"), (pygame.K_SPACE,), action="play"),
    KeyRow("step", "→ / .", N_("one step forward"), (pygame.K_RIGHT, pygame.K_PERIOD)),
    KeyRow(
        "speed",
        "+ / -",
        N_("faster / slower"),
        (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS, pygame.K_MINUS, pygame.K_KP_MINUS),
    ),
    KeyRow("ends", "Home / End", N_("to the start / to the end"), (pygame.K_HOME, pygame.K_END)),
    KeyRow("filters", "1 / 2 / 3", N_("the list's filters (with Shift: back)"), (pygame.K_1, pygame.K_2, pygame.K_3)),
    KeyRow("career", "", N_("your career record"), (), action="career"),
    KeyRow("share", "", N_("save the chosen replay for a friend"), (), action="share"),
    KeyRow("open_file", "", N_("open a replay file from a friend"), (), action="open_file"),
    KeyRow("review", "", N_("the chosen replay's review"), (), action="review"),
)
EVERYWHERE = (
    KeyRow("fullscreen", "", N_("fullscreen"), (), action="fullscreen"),
    KeyRow("mute", "", N_("sound on / off"), (), action="mute"),
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


OWN_KEYS = N_(
    "The Keys row in Settings changes the lettered and F keys; number keys, arrows, Enter, Space, Esc, Tab,"
    " Backspace and Page Up / Down stay as they are."
)


NOTE = 40  # logical height of the line on one's own keys (two lines at most)


def _tallest() -> int:
    return max(sum(HEAD + ROW * len(GROUPS[g][1]) for g in col) + GAP * (len(col) - 1) for col in COLUMNS)


def least_height() -> int:
    """The logical height the picture's keys need, without the line on one's own keys."""
    return 12 + _tallest() + 8


def picture_height() -> int:
    """The logical height the picture needs: its taller column, then the line on one's own keys
    (two lines at most, taller at a larger text)."""
    k = assets.text_scale()
    return 12 + _tallest() + 8 + (NOTE if k <= 1 else round(NOTE * k) + 2)


def draw_keys(surface: pygame.Surface, rect: pygame.Rect) -> None:
    col_w = (rect.w - px(48)) // 2
    for c, groups in enumerate(COLUMNS):
        x = rect.x + px(16) + c * (col_w + px(16))
        y = rect.y + px(12)
        for n, g in enumerate(groups):
            title, group = GROUPS[g]
            y += px(GAP) if n else 0
            rise = min(line_px(HEAD) - px(HEAD), px(GAP))  # a larger heading rises into the space above it
            blit_text(surface, _(title), (x, y - rise), 16, DIM, True, max_width=col_w)
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
    note_y = rect.y + px(12 + _tallest() + 8)
    lines = wrap(_(OWN_KEYS), TEXT_SIZE - 1, rect.w - px(32))[:2]
    if note_y + len(lines) * line_px(17) > rect.bottom:
        return  # a larger text and long paragraphs above: the keys first (the Keys row says the rest)
    for i, line in enumerate(lines):
        blit_text(surface, line, (rect.x + px(16), note_y + i * line_px(17)), TEXT_SIZE - 1, DIM, False)
