"""The table's prompt panel: the decision's title and hint, the rule's "?" badge (or the thinking
spinner while the computer decides), the buttons that answer it, the message box and the shot-odds
hint (odds_hint). It lays its buttons out for the room the texts leave and draws itself in `layout.prompt`."""

from __future__ import annotations

import math

import pygame

from game.ui.look import assets, metrics
from game.ui.look import layout as L
from game.ui.look.assets import line_px
from game.ui.look.metrics import px
from game.ui.look.theme import DIM, GOLD, PANEL, TEXT, Color
from game.ui.widgets.basic import SHRINK_LIMIT, Button, Menu, blit_text, needed_width, wrap, wrap_fit

BUTTON_SIZE = 16  # the text size of the prompt's buttons
HINT_SIZE = 13  # the logical text size of the question's secondary line
HINT_PX = 13  # real pixels: the secondary line is never drawn smaller, even at 1024x600 (#38.2)


def hint_size() -> int:
    """The secondary line's logical size: HINT_SIZE, larger on a small window so it is drawn at
    HINT_PX real pixels at the least."""
    return max(HINT_SIZE, math.ceil((HINT_PX - 0.5) / metrics.scale()))


def hint_step() -> int:
    """The distance between two lines of the secondary text, in real pixels."""
    return line_px(hint_size() + 4)  # room for an accent over a capital (PRESSÃO) under a descender


def _need(b: Button, numbered: bool, size: float) -> int:
    """The width `b`'s label needs on one line at `size` (number tag and margins too)."""
    return needed_width(b.label, size, numbered)


def _packed(needs: list[int], whole: int, gap: int, most: int) -> list[list[tuple[int, int]]]:
    """Rows of (button, width): up to `most` side by side where they fit `whole`, sharing what is left."""
    rows: list[list[tuple[int, int]]] = []
    i = 0
    while i < len(needs):
        k = 1
        while k < most and i + k < len(needs) and sum(needs[i : i + k + 1]) + gap * k <= whole:
            k += 1
        extra = (whole - gap * (k - 1) - sum(needs[i : i + k])) // k
        rows.append([(j, needs[j] + extra) for j in range(i, i + k)])
        i += k
    return rows


def hint_fit(hint: str, width: int) -> tuple[int, list[str]]:
    """The question's hint (size, lines): three lines, a little smaller if need be; four when even
    its smallest size needs them (a Japanese hint broken only between phrases takes a line more)."""
    if not hint:
        return hint_size(), []
    most = 3 if len(wrap(hint, max(9, int(hint_size() * SHRINK_LIMIT)), width)) <= 3 else 4
    size, lines = wrap_fit(hint, hint_size(), width, most)
    if len(lines) < 2 or lines[-1].endswith("…"):
        return size, lines
    return size, balanced(hint, size, width, len(lines))


def balanced(text: str, size: int, width: int, count: int) -> list[str]:
    """`text` in `count` lines as even as they go: the narrowest width that still takes `count`
    lines, so no lone word or number is left on the last one (review22 #9: "your base defense / 0")."""
    low, high = width // count, width
    while low < high:
        mid = (low + high) // 2
        if len(wrap(text, size, mid)) <= count:
            high = mid
        else:
            low = mid + 1
    return wrap(text, size, high)


def hint_lines(hint: str, width: int) -> list[str]:
    return hint_fit(hint, width)[1]


class PromptPanel:
    def __init__(self) -> None:
        self.menu = Menu()
        self.title = ""
        self.hint = ""
        self.rule = ""  # the rule id behind the question: its "?" badge opens the rules there
        self.odds_h = 0  # the room kept for the odds hint under the buttons

    def set(self, title: str, hint: str, rule: str, buttons: list[Button], numbered: bool, odds_h: int) -> None:
        """A new question: its texts and buttons, laid out above `odds_h` pixels kept for the odds hint."""
        same_question = title == self.title and len(buttons) == len(self.menu.buttons)
        self.title, self.hint, self.rule, self.odds_h = title, hint, rule, odds_h
        self.menu.numbered = numbered
        self.menu.set_buttons(buttons, keep_focus=same_question)  # a toggle keeps the focus where it was
        r = L.get().prompt
        title_size, title_lines = self.title_lines(thinking=False)
        title_bottom = r.y + px(10) + line_px(title_size + 5) * len(title_lines)
        hint_bottom = self._hint_bottom(max(title_bottom, r.y + px(52))) if self.hint else title_bottom
        top = max(r.y + px(74), hint_bottom + px(10))  # room for the guide's ring around a button
        bottom = r.bottom - px(8) - odds_h
        self._lay_buttons(buttons, top, bottom)
        numbered = self.menu.numbered
        squeezed = bool(buttons) and min(b.rect.h for b in buttons) < line_px(28)
        if squeezed or any(b.rect.bottom > bottom or not b.fits_in(BUTTON_SIZE, numbered) for b in buttons):
            # more than the usual room (a button below it, squeezed, or a label cut short): the log gives some up
            self._lay_buttons(buttons, top, L.get().prompt_most.bottom - px(8) - odds_h)

    def _lay_buttons(self, buttons: list[Button], top: int, bottom: int) -> None:
        """One under another while they fit comfortably; else in rows of two (halves when every
        label fits half the width, else each as wide as its words need), three when two a row
        still do not fit: never a label cut short, never a button below the panel's room."""
        r = L.get().prompt
        gap, n = px(6), len(buttons)
        if not n:
            return
        least = assets.font(BUTTON_SIZE * SHRINK_LIMIT, True).get_linesize() + px(2)  # one line, at its smallest
        tall = (bottom - top) // n - gap
        if n <= 7 and (tall >= line_px(28) or (n <= 3 and tall >= least)):
            self.menu.layout_column(r.x + px(10), top, r.w - px(20), min(line_px(34), tall), gap)
            return
        half, whole = (r.w - px(28)) // 2, r.w - px(20)
        numbered = self.menu.numbered
        in_halves = min(line_px(34), max(least, (bottom - top) // ((n + 1) // 2) - gap))
        for b in buttons:
            b.rect = pygame.Rect(0, 0, half, in_halves)
        if all(b.fits_in(BUTTON_SIZE, numbered) for b in buttons):
            rows = [[(i, half) for i in range(k, min(k + 2, n))] for k in range(0, n, 2)]
        else:
            rows = _packed([_need(b, numbered, BUTTON_SIZE) for b in buttons], whole, gap, 2)
        small = BUTTON_SIZE * SHRINK_LIMIT  # the words a little smaller, as the fitting rule allows
        for most in (2, 3):
            if len(rows) * (least + gap) > bottom - top:
                rows = _packed([_need(b, numbered, small) for b in buttons], whole, gap, most)
        if len(rows) * (least + gap) > bottom - top:  # the last resort before running short: closer rows
            gap = max(1, px(3))
        h = min(line_px(34), max(least, (bottom - top) // len(rows) - gap))
        for k, row in enumerate(rows):
            x, y = r.x + px(10), top + k * (h + gap)
            for i, w in row:
                buttons[i].rect = pygame.Rect(x, y, whole if len(row) == 1 else w, h)
                x += w + gap

    def frame(self, message: str = "") -> pygame.Rect:
        """The lit panel: as tall as what it holds (its texts, buttons, odds hint and message), never
        taller than the layout's room for the decision (review22 #6: no tall panel round one button;
        layout.prompt_most when its buttons needed more than the usual room)."""
        r = L.get().prompt
        content = max([self.text_rect().bottom, *(b.rect.bottom for b in self.menu.buttons)])
        foot = content + px(10)
        if self.odds_h:
            foot = content + px(8) + self.odds_h + px(8)
        if message:
            foot += message_box(message)[2].h + px(10)
        return pygame.Rect(r.x, r.y, r.w, min(L.get().prompt_most.bottom, foot) - r.y)

    def text_rect(self) -> pygame.Rect:
        """Where the question and its hint are drawn (nothing may cover them)."""
        r = L.get().prompt
        title_size, title_lines = self.title_lines(thinking=False)
        bottom = r.y + px(10) + line_px(title_size + 5) * len(title_lines)
        if self.hint:
            bottom = self._hint_bottom(max(bottom, r.y + px(52)))
        return pygame.Rect(r.x, r.y, r.w, bottom - r.y)

    def _hint_bottom(self, top: int) -> int:
        """Where the hint's lines drawn from `top` end: their step, or the last line's letters where
        the text floor sets them taller than it (#38.4, 1024x600 ja: the second line ran under the
        buttons and the guide's ring)."""
        size, lines = hint_fit(self.hint, L.get().prompt.w - px(24))
        ink = assets.ink(lines[-1], size, DIM).bottom
        return top + hint_step() * (len(lines) - 1) + max(hint_step(), ink)

    def title_lines(self, thinking: bool) -> tuple[int, list[str]]:
        """The question's size and lines: three at most beside the badge or the spinner, smaller if need be."""
        r = L.get().prompt
        return wrap_fit(self.title, 17, r.w - px(24) - (px(40) if thinking or self.rule else 0), 3, True)

    @property
    def rule_badge(self) -> pygame.Rect | None:
        """The "?" beside the title that opens the Rules at the question's rule (None: no rule asked)."""
        if not self.rule:
            return None
        r = L.get().prompt
        return badge_rect((r.right - px(24), r.y + px(21)))

    def badge_at(self, pos: tuple[int, int]) -> bool:
        badge = self.rule_badge
        return badge is not None and badge.collidepoint(pos)

    def draw(
        self,
        surface: pygame.Surface,
        color: Color,
        mouse: tuple[int, int],
        thinking: bool,
        time: float,
        message: str,
        message_color: Color,
    ) -> None:
        """The title in `color`, the hint, the badge (lit under `mouse`) or the spinner, the buttons, the message."""
        r = L.get().prompt
        room = r.w - px(24)
        y = r.y + px(10)
        size, title = self.title_lines(thinking)
        for line in title:
            blit_text(surface, line, (r.x + px(12), y), size, color, True, max_width=room)
            y += line_px(size + 5)
        if self.hint:
            hint_y = max(y, r.y + px(52))
            size, lines = hint_fit(self.hint, room)
            for line in lines:
                blit_text(surface, line, (r.x + px(12), hint_y), size, DIM, max_width=room)
                hint_y += hint_step()
        badge = self.rule_badge
        if badge is not None and not thinking:
            draw_rule_badge(surface, badge.center, badge.collidepoint(mouse))
        if thinking:
            centre = (r.right - px(24), r.y + px(24))
            angle = time * 5.0
            pygame.draw.circle(surface, (70, 80, 70), centre, px(10), px(3))
            arc = pygame.Rect(0, 0, px(20), px(20))
            arc.center = centre
            pygame.draw.arc(surface, GOLD, arc, angle, angle + 2.0, px(3))
        self.menu.draw(surface, BUTTON_SIZE)
        if message:
            size, lines, box = message_box(message, self.frame(message).bottom)
            y = box.y + px(6)
            pygame.draw.rect(surface, (44, 26, 24) if message_color != TEXT else (30, 42, 38), box, border_radius=px(6))
            for line in lines:
                blit_text(surface, line, (r.x + px(12), y), size, message_color, True, max_width=room)
                y += line_px(19)  # grown with the text, as its box (150 %: no line over the frame's edge)


def message_box(message: str, bottom: int | None = None) -> tuple[int, list[str], pygame.Rect]:
    """The message's text size, its lines (words only: the "?" beside the title opens the rule) and
    its box at the foot of the prompt (or of its frame: `bottom`)."""
    r = L.get().prompt
    size, lines = wrap_fit(split_rule(message)[1], 15, r.w - px(24), 3, True)
    y = (r.bottom if bottom is None else bottom) - px(12) - line_px(19) * len(lines)
    return size, lines, pygame.Rect(r.x + px(6), y - px(6), r.w - px(12), line_px(19) * len(lines) + px(10))


def split_rule(message: str) -> tuple[str, str]:
    """("R2.3", "the words") for a message that starts with a rule id; ("", message) otherwise."""
    head, sep, rest = message.partition(": ")
    if sep and head[:1] == "R" and head[1:2].isdigit() and " " not in head:
        return head, rest
    return "", message


def badge_rect(centre: tuple[int, int]) -> pygame.Rect:
    """Where a rule badge centred at `centre` takes clicks."""
    r = px(11)
    rect = pygame.Rect(0, 0, 2 * r, 2 * r)
    rect.center = centre
    return rect


def draw_rule_badge(surface: pygame.Surface, centre: tuple[int, int], lit: bool = False) -> pygame.Rect:
    """The small round "?" beside a prompt's title that opens the rules at its rule; its rect."""
    r = px(11)
    rect = badge_rect(centre)
    pygame.draw.circle(surface, (70, 64, 40) if lit else PANEL, centre, r)
    pygame.draw.circle(surface, GOLD if lit else DIM, centre, r, max(1, px(2)))
    blit_text(surface, "?", centre, 15, GOLD if lit else TEXT, True, "center")
    return rect
