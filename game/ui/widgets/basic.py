"""Buttons and a keyboard-driven menu: arrows move the focus, Enter activates, number keys pick
the n-th entry, the mouse hovers and clicks. Every decision screen uses a Menu, so the keyboard
alone can play the whole game."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache
from typing import NamedTuple

import pygame

from game.ui.audio.bus import ui_cue
from game.ui.look import assets
from game.ui.look.line_breaks import CJK_CLASS, NO_START, character_cuts, is_cjk, phrases, split_at
from game.ui.look.metrics import px
from game.ui.look.theme import (
    BUTTON,
    BUTTON_HOVER,
    BUTTON_OFF,
    DIM,
    FOCUS,
    PANEL,
    PANEL_EDGE,
    READY,
    READY_EDGE,
    READY_HOVER,
    TEXT,
    Color,
)
from game.ui.widgets.glass import draw_glass

NUMBER_KEYS = {getattr(pygame, f"K_{i}"): i for i in range(10)} | {getattr(pygame, f"K_KP{i}"): i for i in range(10)}


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, color: Color = PANEL, edge: Color = PANEL_EDGE) -> None:
    """A panel in the stadium's smoked glass (sprites/ART.md); other colours draw a flat plate."""
    if (color, edge) == (PANEL, PANEL_EDGE):
        draw_glass(surface, rect, px(10))
        return
    pygame.draw.rect(surface, color, rect, border_radius=px(10))
    pygame.draw.rect(surface, edge, rect, px(2), border_radius=px(10))


def blit_text(
    surface: pygame.Surface,
    s: str,
    pos: tuple[int, int],
    size: int = 18,
    color: Color = TEXT,
    bold: bool = False,
    anchor: str = "topleft",
    max_width: int | None = None,
) -> pygame.Rect:
    """Draw one line at real-pixel `pos` (logical `size`). It never runs past `max_width` real
    pixels (default: the surface, less a margin): a translation longer than the English is drawn
    smaller instead."""
    if max_width is None:
        max_width = surface.get_width() - px(16)
    surf = fit_text(s, size, color, bold, max_width)
    rect = surf.get_rect(**{anchor: pos})
    if max_width >= surface.get_width() - px(16):
        rect.clamp_ip(surface.get_rect())
    surface.blit(surf, rect)
    record(s, surf, rect, surface)
    return rect


class TextBlit(NamedTuple):
    text: str
    ink: pygame.Rect  # the drawn pixels' bounding box on the surface, clipped to its clip area
    layer: float  # the scene's place in the stack (+0.5: a tooltip floating over it)
    button: pygame.Rect | None = None  # the button whose label this is
    size: int = 0  # the label's logical text size (buttons)


# The text-fit test sets `drawn` to a list and `layer` to the scene being drawn: every line drawn
# by blit_text and by the buttons is noted (nothing is noted in play: `drawn` stays None).
drawn: list[TextBlit] | None = None
layer: float = 0


def record(
    s: str,
    surf: pygame.Surface,
    rect: pygame.Rect,
    surface: pygame.Surface,
    button: pygame.Rect | None = None,
    size: int = 0,
) -> None:
    if drawn is not None and s.strip():
        ink = surf.get_bounding_rect().move(rect.topleft).clip(surface.get_clip())
        if ink.w and ink.h:
            drawn.append(TextBlit(s, ink, layer, button, size))


SHRINK_LIMIT = 0.72  # text is drawn no smaller than this share of its size (and never below 9)

# Texts that did not fit their box even at the smallest size and were cut short with "…": the
# text-fit test renders every scene in every language and expects this to stay empty.
overflows: list[tuple[str, int, int]] = []


def fit_text(s: str, size: int, color: Color, bold: bool, max_width: int) -> pygame.Surface:
    """`s` at logical `size`, or smaller (down to SHRINK_LIMIT) so it is at most `max_width` real
    pixels wide; never squashed. What still does not fit is cut short with "…" (and recorded in
    `overflows`): a box too small for its text is a layout bug, not something to hide."""
    surf = assets.text(s, size, color, bold)
    if surf.get_width() <= max_width or max_width <= 0:
        return surf
    smallest = max(9, int(size * SHRINK_LIMIT))
    for smaller in range(size - 1, smallest - 1, -1):
        surf = assets.text(s, smaller, color, bold)
        if surf.get_width() <= max_width:
            return surf
    record = (s, surf.get_width(), max_width)
    if record not in overflows:
        overflows.append(record)
        del overflows[:-200]
    cut = s
    while len(cut) > 1:
        cut = cut[:-1].rstrip()
        surf = assets.text(cut + "…", smallest, color, bold)
        if surf.get_width() <= max_width:
            break
    return surf


def fit_condensed(s: str, size: int, color: Color, bold: bool, max_width: int) -> pygame.Surface:
    """`s` as `fit_text` draws it, except that a line still too wide at the smallest size is set
    condensed (narrowed to no less than CONDENSE_LIMIT of its width, as card games typeset long
    names) before anything is cut short (assets.CONDENSE_LIMIT)."""
    smallest = max(9, int(size * SHRINK_LIMIT))
    if max_width <= 0 or assets.font(smallest, bold).size(s)[0] <= max_width:
        return fit_text(s, size, color, bold, max_width)
    narrow = _condensed(s, assets.real_px(smallest), color, bold, max_width)
    return narrow or fit_text(s, size, color, bold, max_width)


@lru_cache(maxsize=64)
def _condensed(s: str, size_px: int, color: Color, bold: bool, max_width: int) -> pygame.Surface | None:
    surf = assets.text_px(s, size_px, color, bold)
    if surf.get_width() * assets.CONDENSE_LIMIT > max_width:
        return None
    return pygame.transform.smoothscale(surf, (max_width, surf.get_height()))


assets.text_listeners.append(_condensed.cache_clear)


def fits(s: str, size: int, max_width: int, bold: bool = False) -> bool:
    """Whether `s` fits `max_width` real pixels at `size` or a permitted smaller size."""
    return assets.font(max(9, int(size * SHRINK_LIMIT)), bold).size(s)[0] <= max_width


# Words between spaces, where a space only sets Latin letters apart in Chinese or Japanese: a number
# joins the word after it ("1 枚", "抽 2 张"), and a Latin word the particle after it ("DF は", "Enter
# で"): the line breaks before them, not between a number and its counter or before a particle.
_GLUED = rf"(?:[+\-]?\d[\d.,/%]* (?=[{CJK_CLASS}])|\S*[A-Za-z0-9%)] (?=[\u3041-\u309f]))"
TOKENS = re.compile(rf"\s+|{_GLUED}*\S+")


def _pieces(para: str, font: pygame.font.Font, width: int) -> list[tuple[str, bool]]:
    """`para`'s spaces and the phrases a line may break between (line_breaks.phrases: Chinese and
    Japanese at phrase boundaries, kinsoku kept), each with whether a break before it is forced: a
    phrase wider than a whole line breaks where kinsoku allows (a katakana word between its football
    words: インサイド / フォワード), and what is still too wide between its characters."""
    out: list[tuple[str, bool]] = []
    for token in TOKENS.findall(para):
        for phrase in phrases(token) if not token.isspace() else [token]:
            if font.size(phrase)[0] <= width or not any(is_cjk(c) for c in phrase):
                out.append((phrase, False))
                continue
            parts = [phrase]
            for cuts in (character_cuts, _kinsoku_cuts, _every_cut):  # each a finer fallback
                parts = [
                    p for part in parts for p in (split_at(part, cuts(part)) if _wider(part, font, width) else [part])
                ]
            out += [(part, k > 0) for k, part in enumerate(parts)]
    return out


def _wider(part: str, font: pygame.font.Font, width: int) -> bool:
    return len(part) > 1 and font.size(part)[0] > width


def _kinsoku_cuts(part: str) -> list[int]:
    return [i for i in range(1, len(part)) if part[i] not in NO_START]


def _every_cut(part: str) -> list[int]:
    return list(range(1, len(part)))


# The text-fit test sets this to a list to see every line break made between two characters with
# no space between them (Chinese, Japanese): (the line before, the rest of its paragraph).
breaks: list[tuple[str, str]] | None = None
_wrapped: dict[tuple[str, pygame.font.Font, int], list[str]] = {}  # wrap's lines by (words, font, width)


def wrap(s: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Lines of at most `width` real pixels (text at logical `size`): breaks at spaces, and
    between Chinese and Japanese phrases (line_breaks.phrases). The same words at the same font and
    width give the same lines: they are kept (a frame wraps the same log and prompt again), except
    while the text checks watch."""
    f = assets.font(size, bold)
    key = (s, f, width)
    if breaks is None and key in _wrapped:
        return list(_wrapped[key])
    lines: list[str] = []
    for para in s.split("\n"):
        line = ""
        space = False
        pieces = _pieces(para, f, width)
        for n, (token, forced) in enumerate(pieces):
            if token.isspace():
                space = True
                continue
            trial = f"{line} {token}" if space and line else line + token
            space = False
            if f.size(trial)[0] <= width or not line:
                line = trial
            else:
                if breaks is not None and not forced and not trial.startswith(line + " "):
                    breaks.append((line, "".join(p for p, _ in pieces[n:])))
                lines.append(line)
                line = token
        lines.append(line)
    if breaks is None:
        if len(_wrapped) >= 4096:
            _wrapped.clear()
        _wrapped[key] = lines
    return list(lines)


def wrap_fit(s: str, size: int, width: int, max_lines: int, bold: bool = False) -> tuple[int, list[str]]:
    """(size, lines): `s` wrapped to `width` in at most `max_lines` lines, at `size` or smaller (down
    to SHRINK_LIMIT). What still needs more lines is recorded in `overflows` like a cut label, and
    its last line ends with "…": a box too small for its words is a layout bug."""
    smallest = max(9, int(size * SHRINK_LIMIT))
    for trial in range(size, smallest - 1, -1):
        lines = wrap(s, trial, width, bold)
        if len(lines) <= max_lines:
            return trial, lines
    record = (s, len(lines), max_lines)
    if record not in overflows:
        overflows.append(record)
    kept = lines[:max_lines]
    last = kept[-1]
    font = assets.font(smallest, bold)
    while last and font.size(last + "…")[0] > width:
        last = last[:-1].rstrip()
    return smallest, [*kept[:-1], last + "…"]


@dataclass
class Button:
    label: str
    action: Callable[[], object]
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    enabled: bool = True
    hint: str = ""
    selected: bool = False  # a toggled state (e.g. a card chosen for the bench)
    plain: str = ""  # the label without what it tells besides (a chance): what the lessons look for
    primary: bool = False  # the move that completes the choice: drawn as the one to press, focused when it becomes so

    def draw(
        self,
        surface: pygame.Surface,
        focused: bool,
        hovered: bool,
        number: int | None,
        size: int = 18,
        label_size: int | None = None,
    ) -> None:
        """The button; its label at `label_size` when given (the size its whole row shares),
        else at the size it fits (`label_fit`)."""
        color = BUTTON_OFF if not self.enabled else (BUTTON_HOVER if hovered or focused else BUTTON)
        if self.selected:
            color = (120, 96, 36)
        ready = self.primary and self.enabled
        if ready:
            color = READY_HOVER if hovered or focused else READY
        pygame.draw.rect(surface, color, self.rect, border_radius=px(8))
        edge = FOCUS if focused else (READY_EDGE if ready else PANEL_EDGE)
        pygame.draw.rect(surface, edge, self.rect, px(3) if focused or ready else px(1), border_radius=px(8))
        if ready and not self.hint:
            draw_go_mark(surface, self.rect)
        x = self.rect.x + self._pad()
        if number is not None:
            tag = assets.text(str(number), size - 4, FOCUS if self.enabled else DIM, True)
            surface.blit(tag, tag.get_rect(midleft=(x, self.rect.centery)))
        x, room, hint = self._room(size, number is not None)
        ink = TEXT if self.enabled else DIM
        at, two = self.label_fit(size, number is not None) if label_size is None else (label_size, None)
        if label_size is not None and not fits_exactly(self.label, at, room):
            two = self._lines_at(at, room)
        if two is not None:  # a long label (a longer language) takes a second line, not a cut
            surfs = [(line, assets.text(line, at, ink, True)) for line in two]
            inked = [line.get_bounding_rect() for _t, line in surfs]  # the lines' padding may overlap, their ink
            step = max(surfs[0][1].get_height() * 4 // 5, inked[0].bottom - inked[1].top + px(2))  # ("ou" / "PRESSÃO")
            top = self.rect.centery - (step + surfs[1][1].get_height()) // 2
            for text, line in surfs:
                where = line.get_rect(topleft=(x, top))
                surface.blit(line, where)
                record(text, line, where, surface, self.rect, at)
                top += step
        else:
            label = fit_text(self.label, at, ink, True, room)
            where = label.get_rect(midleft=(x, self.rect.centery))
            surface.blit(label, where)
            record(self.label, label, where, surface, self.rect, at)
        if hint is not None:
            surf = fit_text(self.hint, size - 5, DIM, False, hint)
            where = surf.get_rect(midright=(self.rect.right - px(10), self.rect.centery))
            surface.blit(surf, where)
            record(self.hint, surf, where, surface)

    def _room(self, size: int, numbered: bool) -> tuple[int, int, int | None]:
        """(x, room) of the label and the hint's room (None: no hint shown)."""
        x = self.rect.x + self._pad() + (tag_room(size) if numbered else 0)
        room = self.rect.right - self._pad() - x - (go_mark_room(self.rect) if self.primary and not self.hint else 0)
        if not self.hint:
            return x, room, None
        label_w = assets.text(self.label, size, TEXT, True).get_width()
        spare = room - label_w - px(12)  # the label comes first: the hint takes only the room it leaves
        if not fits(self.hint, size - 5, spare) and len(self.hint) <= 3:  # a key: the label a little smaller
            spare = room - assets.text(self.label, max(9, size - 3), TEXT, True).get_width() - px(12)
        if not fits(self.hint, size - 5, spare):
            return x, room, None
        hint_w = fit_text(self.hint, size - 5, DIM, False, spare).get_width()
        return x, room - hint_w - px(10), spare

    def _pad(self) -> int:
        """The margin inside the button's edges: a little less on a narrow button."""
        return px(10) if self.rect.w >= px(NARROW) else px(6)

    def label_fit(self, size: int, numbered: bool) -> tuple[int, list[str] | None]:
        """The size the label is drawn at and its two lines (None: one line): the largest size
        down to three smaller at which one line fits, else two lines three smaller, else one line
        down to the shrink limit (#38.4: the Rules' topics at 150 % no longer shrink to one line
        smaller than a sibling's two)."""
        _x, room, _hint = self._room(size, numbered)
        smallest = max(9, int(size * SHRINK_LIMIT))
        for at in range(size, max(smallest, size - 2) - 1, -1):
            if fits_exactly(self.label, at, room):
                return at, None
        two = self._lines_at(size - 3, room)
        if two is not None:
            return size - 3, two
        for at in range(size - 3, smallest - 1, -1):
            if fits_exactly(self.label, at, room):
                return at, None
        return smallest, None

    def fits_in(self, size: int, numbered: bool) -> bool:
        """Whether the label fits its button whole (one line or two), without a cut."""
        at, two = self.label_fit(size, numbered)
        return two is not None or fits_exactly(self.label, at, self._room(size, numbered)[1])

    def label_fits_line(self, at: int, size: int, numbered: bool) -> bool:
        """Whether the label fits on one line at exactly `at` in the button drawn at `size`."""
        return fits_exactly(self.label, at, self._room(size, numbered)[1])

    def _lines_at(self, at: int, room: int) -> list[str] | None:
        """The label on two lines at `at`, when they fit the button's width and height."""
        lines = wrap(self.label, at, room, True)
        if len(lines) != 2:
            return None
        font = assets.font(at, True)
        if max(font.size(line)[0] for line in lines) > room or font.get_height() * 9 // 5 > self.rect.h + px(4):
            return None
        return lines


NARROW = 140  # a button narrower than this (logical) keeps smaller margins


def tag_room(size: int) -> int:
    """The room the number tag of a button with text `size` takes before its label."""
    return min(px(22), assets.font(size - 4, True).size("0")[0] + px(9))


def needed_width(label: str, size: float, numbered: bool) -> int:
    """How wide a narrow button must be to show `label` on one line at `size`."""
    return 2 * px(6) + (tag_room(round(size)) if numbered else 0) + assets.font(size, True).size(label)[0] + 1


def fits_exactly(s: str, size: int, max_width: int, bold: bool = True) -> bool:
    """Whether `s` fits `max_width` real pixels at exactly `size` (no shrinking)."""
    return assets.text(s, size, TEXT, bold).get_width() <= max_width


def row_sizes(buttons: list[Button], size: int, numbered: bool) -> list[int]:
    """One label size per button, shared by every button of a row (same top and height) and of a
    column (same left edge: a button as wide as two columns below them is their sibling too, #38.4
    "5 stars" smaller than "4 stars"): the smallest its buttons need, so siblings never show two sizes."""
    group = list(range(len(buttons)))

    def root(i: int) -> int:
        while group[i] != i:
            i = group[i]
        return i

    for key in (lambda b: (b.rect.y, b.rect.h), lambda b: (b.rect.x, 0)):
        first: dict[tuple[int, int], int] = {}
        for i, b in enumerate(buttons):
            j = first.setdefault(key(b), i)
            group[root(i)] = root(j)
    least: dict[int, int] = {}
    for i, b in enumerate(buttons):
        least[root(i)] = min(least.get(root(i), size), b.label_fit(size, numbered)[0])
    return [least[root(i)] for i in range(len(buttons))]


def _primary(buttons: list[Button]) -> int | None:
    """The index of the enabled primary button, if any."""
    return next((i for i, b in enumerate(buttons) if b.primary and b.enabled), None)


def go_mark_room(rect: pygame.Rect) -> int:
    """The width the go mark takes from the label's room."""
    return max(4, rect.h // 5) + px(6)


def draw_go_mark(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The small forward triangle at the right end of a button that completes a choice (a shape, not
    only a colour, says it)."""
    h = max(4, rect.h // 5)
    x, y = rect.right - px(8) - h, rect.centery
    pygame.draw.polygon(surface, READY_EDGE, [(x, y - h), (x + h, y), (x, y + h)])


class Menu:
    """A vertical (or grid) list of buttons with one keyboard focus."""

    def __init__(self, buttons: list[Button] | None = None, numbered: bool = True) -> None:
        self.buttons: list[Button] = buttons or []
        self.focus = 0
        self.numbered = numbered
        self.hover: int | None = None
        self.first = 1  # the number of the first button (0 for an extra one above a steady list)
        self.resting = False  # the focus is hidden and Enter does nothing until an arrow key wakes it

    def set_buttons(self, buttons: list[Button], keep_focus: bool = False) -> None:
        """The new buttons; the focus stays where it was with `keep_focus`, and moves to a primary
        button when that button has just become the one to press (Enter then completes the choice)."""
        old = self.focus if keep_focus else 0
        self.resting = self.resting and keep_focus
        was = _primary(self.buttons)
        self.buttons = buttons
        self.focus = min(old, max(0, len(buttons) - 1))
        now = _primary(buttons)
        if now is not None and (now != was or not keep_focus):
            self.focus = now
            self.resting = False
        self._skip_disabled(1)

    def layout_column(self, x: int, y: int, w: int, h: int | None = None, gap: int | None = None) -> None:
        """Buttons one under another; every argument in real pixels (default 38 and 8 logical)."""
        h = px(38) if h is None else h
        gap = px(8) if gap is None else gap
        for i, b in enumerate(self.buttons):
            b.rect = pygame.Rect(x, y + i * (h + gap), w, h)

    def layout_grid(self, x: int, y: int, w: int, h: int, cols: int, gap: int | None = None) -> None:
        gap = px(8) if gap is None else gap
        for i, b in enumerate(self.buttons):
            b.rect = pygame.Rect(x + (i % cols) * (w + gap), y + (i // cols) * (h + gap), w, h)

    def _skip_disabled(self, step: int) -> None:
        n = len(self.buttons)
        for _ in range(n):
            if self.buttons[self.focus].enabled:
                return
            self.focus = (self.focus + step) % n

    def move(self, step: int) -> None:
        self.resting = False
        if self.buttons:
            self.focus = (self.focus + step) % len(self.buttons)
            self._skip_disabled(step)

    def number(self, index: int) -> int | None:
        """The number key that chooses button `index` (1-9 then 0, from `first`), None past them."""
        return (index + self.first) % 10 if self.numbered and index + self.first <= 10 else None

    def move_toward(self, dx: int, dy: int) -> bool:
        """Arrows on a grid: the focus goes to the nearest enabled button in that direction (the next
        row down, then the closest across); False when none lies that way."""
        if not self.buttons:
            return False
        here = self.buttons[self.focus].rect.center
        best: tuple[int, int, int] | None = None
        for i, b in enumerate(self.buttons):
            along = (b.rect.centerx - here[0]) * dx + (b.rect.centery - here[1]) * dy
            across = abs((b.rect.centery - here[1]) * dx + (b.rect.centerx - here[0]) * dy)
            if i == self.focus or not b.enabled or along <= 0:
                continue
            if best is None or (along, across) < best[:2]:
                best = (along, across, i)
        if best is None:
            return False
        self.focus, self.resting = best[2], False
        return True

    def activate(self, index: int) -> bool:
        if 0 <= index < len(self.buttons) and self.buttons[index].enabled:
            self.focus, self.resting = index, False
            ui_cue("click")
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
                return not self.resting and self.activate(self.focus)
            if self.numbered and event.key in NUMBER_KEYS:
                n = NUMBER_KEYS[event.key]
                return self.activate((n - self.first) % 10)
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
        numbered = self.numbered
        shared = row_sizes(self.buttons, size, numbered)
        for i, b in enumerate(self.buttons):
            number = self.number(i)
            b.draw(surface, i == self.focus and not self.resting, i == self.hover, number, size, shared[i])
