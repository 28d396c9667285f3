"""What the replays browser takes from the library (game/library.py): the list as pages read when
shown, the filter bar (how it was played, the computer's level, the result), the record line, and
the box where a replay file given by a friend is opened (its path typed or the file dropped on the
window)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Final, overload

import pygame

from game.i18n import N_, _
from game.library import Filters, Library, ReplayInfo
from game.ui.look import assets
from game.ui.look import metrics as M
from game.ui.look.metrics import px
from game.ui.look.theme import DIM, GOLD
from game.ui.widgets.basic import Button, blit_text, draw_panel, needed_width
from game.ui.widgets.text_field import TextField
from game.ui.words.levels import LEVEL_NAMES, level_name

PAGE: Final = 100  # rows read from the index at a time

MODES: Final = (
    (None, N_("All matches")),
    ("computer", N_("vs computer")),
    ("hotseat", N_("hot-seat")),
    ("online", N_("online")),
    ("watch", N_("computer vs computer")),
)
RESULTS: Final = ((None, N_("Any result")), ("won", N_("Won")), ("drawn", N_("Drawn")), ("lost", N_("Lost")))
ANY_LEVEL: Final = N_("Any level")


class PagedReplays(Sequence[ReplayInfo]):
    """The filtered list, newest first, read from the index a page at a time as rows are shown."""

    def __init__(self, lib: Library, filters: Filters) -> None:
        self.lib, self.filters = lib, filters
        self.total = lib.count(filters)
        self.pages: dict[int, list[ReplayInfo]] = {}

    def __len__(self) -> int:
        return self.total

    @overload
    def __getitem__(self, i: int) -> ReplayInfo: ...
    @overload
    def __getitem__(self, i: slice) -> Sequence[ReplayInfo]: ...
    def __getitem__(self, i: int | slice) -> ReplayInfo | Sequence[ReplayInfo]:
        if isinstance(i, slice):
            return [self[k] for k in range(*i.indices(self.total))]
        if i < 0:
            i += self.total
        if not 0 <= i < self.total:
            raise IndexError(i)
        page = self.pages.get(i // PAGE)
        if page is None:
            page = self.pages[i // PAGE] = self.lib.page(self.filters, i // PAGE * PAGE, PAGE)
        if i % PAGE >= len(page):
            raise IndexError(i)
        return page[i % PAGE]


def computer_record_of(lib: Library) -> list[tuple[str, tuple[int, int, int]]]:
    """Won, drawn and lost against each computer level played (the guided match aside), easiest first."""
    order = list(LEVEL_NAMES)
    record = lib.computer_record()
    return [(level, record[level]) for level in sorted(record, key=lambda v: (order.index(v) if v in order else 9, v))]


class FilterBar:
    """Three buttons, each stepping through its choices on a click or its number key (1, 2, 3)."""

    def __init__(self, levels: list[str], changed: Callable[[Filters], None]) -> None:
        order = list(LEVEL_NAMES)
        self.levels: list[str | None] = [None, *sorted(levels, key=lambda v: order.index(v) if v in order else 9)]
        self.mode = self.level = self.result = 0
        self.changed = changed
        self.buttons = [Button("", lambda k=k: self.step(k), hint=str(k + 1)) for k in range(3)]  # type: ignore[misc]
        self.relabel()

    def filters(self) -> Filters:
        return Filters(MODES[self.mode][0], self.levels[self.level], RESULTS[self.result][0])

    def step(self, which: int, by: int = 1) -> None:
        if which == 0:
            self.mode = (self.mode + by) % len(MODES)
        elif which == 1:
            self.level = (self.level + by) % len(self.levels)
        else:
            self.result = (self.result + by) % len(RESULTS)
        self.relabel()
        self.changed(self.filters())

    def relabel(self) -> None:
        level = self.levels[self.level]
        self.buttons[0].label = _(MODES[self.mode][1])
        self.buttons[1].label = _(ANY_LEVEL) if level is None else level_name(level)
        self.buttons[2].label = _(RESULTS[self.result][1])
        for button, chosen in zip(self.buttons, (self.mode, self.level, self.result), strict=True):
            button.selected = chosen != 0

    def widest(self) -> int:
        """The width a button needs for the longest of its choices and its key hint (a larger text)."""
        labels = [_(name) for _k, name in (*MODES, *RESULTS)] + [_(ANY_LEVEL)]
        labels += [level_name(v) for v in self.levels if v is not None]
        return max(needed_width(label, 16, False) for label in labels) + px(40)

    def layout(self, y: int) -> None:
        least = max(px(260), self.widest()) if assets.text_scale() > 1 else px(260)  # a larger text: wider
        w = min(least, (M.width() - 2 * px(80) - 2 * px(16)) // 3)
        x = (M.width() - 3 * w - 2 * px(16)) // 2
        for k, button in enumerate(self.buttons):
            button.rect = pygame.Rect(x + k * (w + px(16)), y, w, px(38))

    def click(self, pos: tuple[int, int]) -> bool:
        for button in self.buttons:
            if button.rect.collidepoint(pos):
                button.action()
                return True
        return False

    def draw(self, surface: pygame.Surface, mouse: tuple[int, int]) -> None:
        for button in self.buttons:
            button.draw(surface, False, button.rect.collidepoint(mouse), None, 16)


class OpenFileBox:
    """The box that opens a replay file a friend gave: its path typed (or pasted), Enter opens it,
    Esc closes the box; a file dropped on the window opens at once."""

    def __init__(self, opened: Callable[[Path], None]) -> None:
        self.field = TextField(_("File"), "", 400)
        self.field.focused = True
        self.opened = opened
        self.rect = pygame.Rect(0, 0, 0, 0)

    def layout(self) -> None:
        self.rect = pygame.Rect(0, 0, min(M.width() - 2 * px(60), px(900)), px(170))
        self.rect.center = (M.width() // 2, M.height() // 2)
        self.field.rect = pygame.Rect(self.rect.x + px(24), self.rect.y + px(72), self.rect.w - px(48), px(44))

    def handle_event(self, event: pygame.event.Event) -> bool | None:
        """True when used, False to close the box, None when not for it."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            return False
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            text = self.field.text.strip().strip('"').strip("'")
            if text:
                self.opened(Path(text).expanduser())
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and not self.rect.collidepoint(event.pos):
            return False
        self.field.focused = True
        return True if self.field.handle_event(event) or event.type in (pygame.KEYDOWN, pygame.TEXTINPUT) else None

    def draw(self, surface: pygame.Surface, time: float) -> None:
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 150))
        surface.blit(shade, (0, 0))
        draw_panel(surface, self.rect)
        room = self.rect.w - px(48)
        title = _("Open a replay file from a friend")
        blit_text(surface, title, (self.rect.centerx, self.rect.y + px(30)), 22, GOLD, True, "center", room)
        self.field.draw(surface, time, 18)
        hint = _("Type or paste the file's path, then Enter · or drop the file on this window · Esc: close")
        blit_text(surface, hint, (self.rect.centerx, self.rect.bottom - px(28)), 14, DIM, False, "center", room)
