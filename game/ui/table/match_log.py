"""The match log box in the right column, under the decision: every entry wrapped onto as many
rows as it needs (never cut short), the newest at the bottom, scrolled back entry by entry with the
wheel; a button in its corner (or the L key) opens the whole log large
(game.ui.scenes.overlays.log_overlay). Its box reaches from just under the decision's lit frame
(set_top) to the column's foot; its glass and rows are drawn once into a layer (log_layer) that
each frame blits."""

from __future__ import annotations

import pygame

from game.ui.look import assets, metrics
from game.ui.look import layout as L
from game.ui.look.metrics import px
from game.ui.look.theme import DIM, GOLD, TEXT
from game.ui.table import log_layer
from game.ui.widgets.basic import blit_text, wrap
from game.ui.words.log_lines import RESULT, kind_of

LOG_SIZE = 11  # logical text size of the box's rows
INDENT = 8  # logical indent of an entry's second and later rows
GAP = 4  # logical px between the decision's frame and the log's box

_top: list[tuple[tuple[int, int], float, int] | None] = [None]  # (window size, text scale, frame bottom)


def set_top(frame_bottom: int | None) -> None:
    """The decision's lit frame ends at `frame_bottom` (None: no decision panel shown, the log keeps
    its least box, layout.log): the log's box fills the room from just under it to the column's foot."""
    _top[0] = None if frame_bottom is None else (metrics.size(), assets.text_scale(), frame_bottom)


def box() -> pygame.Rect:
    """The log's box now: from just under the decision's frame to the column's foot (review23 #5: no
    empty band between the two, at any window or text size); the layout's `log` while no frame is set."""
    lay = L.get()
    least = lay.log
    held = _top[0]
    if held is None or held[0] != metrics.size() or held[1] != assets.text_scale():
        return least
    top = max(lay.prompt.y, min(lay.prompt_most.bottom + px(GAP), held[2] + px(GAP)))
    return pygame.Rect(least.x, top, least.w, least.bottom - top)


def row_height() -> int:
    return L.get().log_row


def expand_rect() -> pygame.Rect:
    """The "open the log large" button in the box's top-right corner."""
    r = box()
    side = px(18)
    return pygame.Rect(r.right - side - px(6), r.y + px(5), side, side)


def log_rows(
    lines: list[str], scroll: int = 0, within: pygame.Rect | None = None
) -> list[tuple[pygame.Rect, str, str]]:
    """The rows shown in the log box, `scroll` entries back from the newest: (row, its text, the
    whole entry). Whole entries only, wrapped to the box, the newest at the bottom: an older entry
    that would not fit whole is left out (the wheel or the large log show it); only a newest entry
    taller than the whole box is cut, after its first rows. `within`: the part of the log's box to
    fill (the whole box by default)."""
    r = box() if within is None else within
    line_h = row_height()
    room = r.w - px(24) - expand_rect().w
    fit = max(1, (r.h - px(10)) // line_h)
    scroll = max(0, min(scroll, max(0, len(lines) - 1)))
    end = len(lines) - scroll
    picked: list[tuple[str, list[str]]] = []
    used = 0
    for entry in reversed(lines[:end]):
        parts = wrap(entry, LOG_SIZE, room - px(INDENT), bold=kind_of(entry) != "")  # later rows indented
        if used + len(parts) > fit:
            if picked:
                break
            parts = parts[:fit]
        picked.append((entry, parts))
        used += len(parts)
        if used >= fit:
            break
    rows: list[tuple[pygame.Rect, str, str]] = []
    y = r.y + px(5) + (fit - used) * line_h  # the newest row on the box's last row
    for entry, parts in reversed(picked):
        for part in parts:
            rows.append((pygame.Rect(r.x + px(12), y, room, line_h), part, entry))
            y += line_h
    return rows


def notice_room(lines: list[str]) -> pygame.Rect:
    """The part of the log's box under the newest entry's rows, where a notice may stand when the
    prompt has no room for it."""
    r = box()
    newest = log_rows(lines[-1:])
    top = r.y + px(5) + len(newest) * row_height() + px(4)
    return pygame.Rect(r.x, top, r.w, max(0, r.bottom - top))


def rows_box(notice: pygame.Rect | None) -> pygame.Rect:
    """The part of the log's box its rows fill: all of it, or what is above a notice standing in it."""
    whole = box()
    if notice is None or not notice.colliderect(whole):
        return whole
    return pygame.Rect(whole.x, whole.y, whole.w, max(0, notice.y - px(2) - (whole.y + px(5)) + px(10)))


RESULT_GOLD = (236, 196, 92)
RESULT_DIM = (176, 150, 92)


def entry_colour(entry: str, newest: bool) -> tuple[int, int, int]:
    """A result in gold, the newest entry bright, older ones dimmed."""
    if kind_of(entry) == RESULT:
        return RESULT_GOLD if newest else RESULT_DIM
    return TEXT if newest else DIM


def result_mark(surface: pygame.Surface, row: pygame.Rect, first: bool) -> None:
    """The result's gold bar down the left of its rows (rounded at the entry's top)."""
    bar = row.inflate(0, -px(2)) if first else row
    pygame.draw.rect(surface, RESULT_GOLD, bar, border_radius=px(1) if first else 0)


def draw_rows(
    surface: pygame.Surface, rows: list[tuple[pygame.Rect, str, str]], newest: str | None, at: tuple[int, int]
) -> None:
    """The log's rows, the newest entry bright (`newest`: None when scrolled back), moved by `at`."""
    dx, dy = at
    for i, (row, text, entry) in enumerate(rows):
        first_of_entry = i == 0 or rows[i - 1][2] is not entry
        color = entry_colour(entry, entry is newest)
        x = row.x + dx if first_of_entry else row.x + dx + px(INDENT)
        blit_text(surface, text, (x, row.y + dy), LOG_SIZE, color, kind_of(entry) != "", max_width=row.right + dx - x)
        if kind_of(entry) == RESULT:
            result_mark(surface, pygame.Rect(row.x + dx - px(7), row.y + dy, px(3), row.h), first_of_entry)


def draw_log(
    surface: pygame.Surface, lines: list[str], scroll: int = 0, hovered: bool = False, notice: pygame.Rect | None = None
) -> None:
    """The log box: its glass, the newest entries (or older ones, scrolled back) above the `notice`
    standing in it (if any), drawn once into a layer and blitted; the expand button."""
    whole = box()
    within = rows_box(notice)

    def paint(layer: pygame.Surface) -> None:
        rows = log_rows(lines, scroll, within)
        draw_rows(layer, rows, lines[-1] if lines and scroll == 0 else None, (-whole.x, -whole.y))

    key = (tuple(lines), scroll, whole.size, within.h)
    log_layer.blit(surface, whole, key, paint)
    button = expand_rect()
    pygame.draw.rect(surface, (40, 58, 66) if hovered else (24, 36, 44), button, border_radius=px(4))
    k = px(4)
    for sx, sy in ((-1, -1), (1, 1)):  # two corner arrows: "open larger"
        cx, cy = button.centerx + sx * k, button.centery + sy * k
        pygame.draw.line(surface, GOLD if hovered else TEXT, (cx, cy), (cx - sx * k, cy), max(1, px(2)))
        pygame.draw.line(surface, GOLD if hovered else TEXT, (cx, cy), (cx, cy - sy * k), max(1, px(2)))
    if scroll > 0:  # scrolled back: a small arrow at the box's corner points to the newer lines
        x, y = whole.right - px(12), whole.bottom - px(8)
        pygame.draw.polygon(surface, GOLD, [(x - px(5), y - px(6)), (x + px(5), y - px(6)), (x, y)])
