"""The lesson bubble laid out and drawn: its width and free spot, its text, key hint, refusal and buttons."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game.i18n import _
from game.ui.look import assets, bindings
from game.ui.look.assets import line_px
from game.ui.look.line_breaks import is_cjk
from game.ui.look.metrics import px
from game.ui.look.theme import GOLD, TEXT
from game.ui.tutorial import texts as T
from game.ui.tutorial.bubble import RING, draw_arrow, draw_ring
from game.ui.tutorial.bubble_place import cheapest, clear_sets, place, soft_cost
from game.ui.tutorial.teachable import Teachable
from game.ui.tutorial.tips import Tip
from game.ui.widgets.basic import blit_text, fit_text, record, wrap

BOX_W = 360  # the bubble's logical width
WIDE_BOX_W = 500  # its width where the usual one finds no free spot (fewer, longer lines)
WIDTHS = (BOX_W, 440, WIDE_BOX_W)
NARROWER = (320, 280, 240, 200)  # where none of those finds a free spot: narrower ones, down to `least_width`
VERY_WIDE_BOX_W = 600  # and a very wide one, over an empty panel
LEAST_CJK = 14  # the fewest Chinese or Japanese characters a line of the bubble holds
LEAST_LATIN = "the quick brown fox jumps over th"  # and Latin ones: a line of about 32 of them
TEXT_SIZE = 15
LINE = 20  # logical line height of the bubble's text
FOOT_SIZE = 14  # the key hint and the refusal: 11 real pixels at 1024x600
FOOT_LINE = 18  # logical line height of the key hint and the refusal under it
KEY_COLOR = (150, 200, 190)
REFUSED_COLOR = (240, 200, 150)

ButtonSpec = tuple[str, str, Callable[[], None]]  # the words shown, the label, what a click does
PlacedButton = tuple[pygame.Rect, str, Callable[[], None]]


def foot(tip: Tip, width: int, refused: bool) -> list[tuple[str, tuple[int, int, int]]]:
    """The small lines under the text: the keyboard's way, and why a click or key was refused."""
    if tip.key == "result":
        return []
    if tip.note:
        keys = _(T.KEYS_NOTE)
    elif tip.keys is not None:
        keys = _(T.KEYS).format(keys=tip.keys.words())
    else:
        keys = ""
    out = [(line, KEY_COLOR) for line in wrap(keys, FOOT_SIZE, width)] if keys else []
    if refused:
        why = _(T.REFUSED_NOTE).format(key=bindings.name("leave")) if tip.note else _(T.REFUSED)
        out += [(line, REFUSED_COLOR) for line in wrap(why, FOOT_SIZE, width)]
    return out


def layout(
    window: pygame.Rect, tip: Tip, heading: str, buttons: list[str], refused: bool, scene: Teachable | None
) -> tuple[pygame.Rect, list[str]]:
    """The bubble's rect and its text lines: the usual width where a free spot takes it, else
    wider (fewer lines); kept clear of every card first, else of the choices and the question alone
    (review24 #6), else where it covers the least."""
    wide = scene is not None and scene.wide_tips
    shapes = [shape(tip, heading, buttons, refused, width) for width in box_widths(tip.text, window, wide)]
    for strict, clear in enumerate(clear_sets(tip)):
        found: tuple[int, pygame.Rect, list[str]] | None = None
        for box, lines in shapes:
            spot = place(box, tip, window, scene, clear, scan=strict > 0)
            if spot is None:
                continue
            placed = pygame.Rect(spot, box.size)
            if not wide:
                return placed, lines
            cost = soft_cost(placed, scene)  # a screen of many parts: the width that hides the least of them
            if found is None or cost < found[0]:
                found = (cost, placed, lines)
        if found is not None:
            return found[1], found[2]
    return cheapest(shapes, tip, window, scene)


def shape(tip: Tip, heading: str, buttons: list[str], refused: bool, width: int) -> tuple[pygame.Rect, list[str]]:
    """The bubble's size at `width` (placed at 0, 0) and its text lines."""
    top = heading_height(heading, width - px(28))
    lines = balanced_lines(tip.text, TEXT_SIZE, width - px(28))
    rows = len(button_rows(buttons, width - px(20), px(8)))
    height = top + px(6) + line_px(LINE) * len(lines) + (line_px(36) * rows if rows else px(8))
    height += line_px(FOOT_LINE) * len(foot(tip, width - px(28), refused))
    return pygame.Rect(0, 0, width, height), lines


def least_width(text: str) -> int:
    """The narrowest bubble: its lines hold 14 Chinese or Japanese characters, or some 32 Latin ones."""
    sample = "国" * LEAST_CJK if any(is_cjk(c) for c in text) else LEAST_LATIN
    return assets.font(TEXT_SIZE, False).size(sample)[0] + px(28)


def box_widths(text: str, window: pygame.Rect, wide: bool) -> list[int]:
    """The bubble's widths to try, in order (real pixels): none narrower than `least_width` (review24
    #6: 175 px and nine ragged lines at 1024 ja), none wider than the window."""
    least, most = least_width(text), window.w - px(32)
    logical = (*WIDTHS, *NARROWER, VERY_WIDE_BOX_W) if wide else (*WIDTHS, *NARROWER)
    out: list[int] = []
    for w in (min(most, max(least, px(n))) for n in logical):
        if w not in out:
            out.append(w)
    return out


def balanced_lines(text: str, size: int, room: int) -> list[str]:
    """`text` wrapped to `room` real pixels, each paragraph in as many lines as it needs and those
    as even as they go: no lone last word or phrase ("クリック。", review24 #6)."""
    out: list[str] = []
    for para in text.split("\n"):
        lines = wrap(para, size, room)
        if len(lines) > 1:
            low, high = room // len(lines), room
            while low < high:
                mid = (low + high) // 2
                if len(wrap(para, size, mid)) <= len(lines):
                    high = mid
                else:
                    low = mid + 1
            lines = wrap(para, size, high)
        out += lines
    return out


HEADING_SIZE = 14
HEADING_LINE = 20


def heading_lines(heading: str, room: int) -> list[str]:
    """The lesson's heading on one line, or two when the language needs them (never cut)."""
    return wrap(heading, HEADING_SIZE, room, True) if heading else []


def heading_height(heading: str, room: int) -> int:
    """From the bubble's top to its first line of text."""
    lines = heading_lines(heading, room)
    return px(8) + line_px(HEADING_LINE) * len(lines) + px(4) if lines else px(12)


def draw(
    surface: pygame.Surface,
    tip: Tip,
    box: pygame.Rect,
    lines: list[str],
    heading: str,
    refused: bool,
    time: float,
    buttons: list[ButtonSpec],
    under: Sequence[pygame.Rect] = (),
) -> list[PlacedButton]:
    """The target's ring and arrow, the bubble with its heading, text and foot lines, and its
    buttons, which are returned where they were drawn. The ring goes under the cards in `under`
    (review25 #7: it cut a picked-up card's name in two)."""
    window = surface.get_rect()
    kept = [(r, surface.subsurface(r).copy()) for r in (c.clip(window) for c in under) if r.w and r.h]
    for rect in tip.targets[:1]:
        draw_ring(surface, rect, time)
    if tip.drop is not None and tip.drop not in tip.targets[:1]:
        draw_ring(surface, tip.drop, time)
    for rect, pixels in kept:
        surface.blit(pixels, rect)
    if tip.targets:
        draw_arrow(surface, box, tip.targets[0], (*tip.avoid, *tip.cross))
    shade = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.rect(shade, (16, 24, 22, 240), shade.get_rect(), border_radius=px(10))
    surface.blit(shade, box)
    pygame.draw.rect(surface, RING, box, px(2), border_radius=px(10))
    room = box.w - px(28)
    for i, line in enumerate(heading_lines(heading, room)):
        at = (box.x + px(14), box.y + px(8) + line_px(HEADING_LINE) * i)
        blit_text(surface, line, at, HEADING_SIZE, GOLD, True, max_width=room)
    y = box.y + heading_height(heading, room)
    for line in lines:
        blit_text(surface, line, (box.x + px(14), y), TEXT_SIZE, TEXT, max_width=room)
        y += line_px(LINE)
    y += px(2)
    for line, color in foot(tip, room, refused):
        blit_text(surface, line, (box.x + px(14), y), FOOT_SIZE, color, max_width=room)
        y += line_px(FOOT_LINE)
    return draw_buttons(surface, box, buttons, tip.note)


def draw_buttons(
    surface: pygame.Surface, box: pygame.Rect, buttons: list[ButtonSpec], note: bool
) -> list[PlacedButton]:
    """The buttons in a row along the bubble's bottom (one under the other when their words need
    more than the row); on a note the first one is the gold one. Their words share one size."""
    placed: list[PlacedButton] = []
    if not buttons:
        return placed
    gap = px(8)
    words = [shown for shown, _label, _action in buttons]
    rows = button_rows(words, box.w - px(20), gap)
    y = box.bottom - line_px(32) - line_px(36) * (len(rows) - 1)
    i = 0
    for widths in rows:
        x = box.x + px(10)
        for w in widths:
            shown, label, action = buttons[i]
            rect = pygame.Rect(x, y, w, line_px(26))
            primary = i == 0 and note
            pygame.draw.rect(surface, (96, 80, 30) if primary else (52, 74, 66), rect, border_radius=px(6))
            pygame.draw.rect(surface, GOLD if primary else (70, 96, 84), rect, px(1), border_radius=px(6))
            text = fit_text(shown, FOOT_SIZE, TEXT, True, rect.w - px(10))
            where = text.get_rect(center=rect.center)
            surface.blit(text, where)
            record(shown, text, where, surface, rect, FOOT_SIZE)
            placed.append((rect, label, action))
            x += w + gap
            i += 1
        y += line_px(36)
    return placed


def button_rows(words: list[str], room: int, gap: int) -> list[list[int]]:
    """The bubble's buttons' widths, by row: one row when their words fit it (each gets what its
    words need, and what is left is shared evenly: a short "Next" beside a long "Leave the
    lessons (F12)"), else one button a row, as wide as the bubble."""
    if not words:
        return []
    needs = [assets.text(w, FOOT_SIZE, TEXT, True).get_width() + px(14) for w in words]
    free = room - gap * (len(words) - 1)
    if sum(needs) > free:
        return [[room] for _w in words]
    extra = (free - sum(needs)) // len(needs)
    return [[n + extra for n in needs]]
