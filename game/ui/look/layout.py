"""Where everything sits on the match table, in real pixels, computed from the window's size.

The field is the largest thing: it takes the window's full height (less a margin) and as much
width as its proportions allow; the panels at its sides take the rest, so a wider window gives the
field more room first and the panels after. The viewing coach's half is at the bottom; the
opponent's half is the same grid turned 180 degrees at the top (R2.1: columns run left to right as
each coach sees them, row 0 at the centre line). Beside each half a strip shows the team's totals
and its synergy board."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import pygame

from game.engine.icons import COLS, ROWS, IconKey
from game.i18n import _
from game.ui.look import assets, metrics
from game.ui.look.card_geometry import printed_pos

SYN_RATIO = 62 / 44  # synergy cards: height / width
LOG_LINES = 6  # match log lines always visible
LOG_LINE = 15  # logical height of one log line
MIN_LOG_ROW = 16  # real pixels: a row of 11 px text (CJK included) with air between rows
MIN_TEXT_ROW = 15  # real pixels: a line of 11 px text
LEAST_LOG_ROWS = 2  # rows the match log keeps under a decision that needs more than its usual room
OPP_ROWS = 2  # rows of five chips the opponent's panel holds at most (ten players to place)
OPP_FEW = 3  # the opponent's chips grow when this many or fewer are left
OPP_GROW = 1.5  # how much they grow


@dataclass(frozen=True)
class TableLayout:
    w: int
    h: int
    s: float  # logical-to-real scale of panel contents (game.ui.look.metrics.scale)
    cell_w: float  # one of the 8 columns of a half
    row_h: float  # one of the 4 rows of a half
    band: int  # the strip between the halves
    field: pygame.Rect  # both halves and the band
    top_y: int  # the opponent's back edge
    centre_y: int  # the opponent's front edge
    bottom_y: int  # the viewer's front edge
    labels: pygame.Rect  # where FW / MF / DF labels would stand left of the field (no width: they are tags on its edge)
    strip: pygame.Rect  # totals and synergy boards, right of the field
    left: pygame.Rect
    right: pygame.Rect
    opp_panel: pygame.Rect
    opp_rows: int  # the rows of chips the opponent's panel is sized to (0..OPP_ROWS)
    my_panel: pygame.Rect
    score: pygame.Rect
    track: pygame.Rect
    counts: pygame.Rect
    hand: pygame.Rect
    prompt: pygame.Rect  # the decision's room while the log keeps its usual box
    prompt_most: pygame.Rect  # the decision's room when what it holds needs more: the log keeps LEAST_LOG_ROWS
    log: pygame.Rect  # the log's usual least box (match_log.box: grown up to the decision's frame)
    log_row: int  # one row of the match log, in real pixels
    card_w: int  # a card on the field
    card_h: int
    panel_card: tuple[int, int]  # an available player in the viewer's panel
    chip: tuple[int, int]  # a small chip (the opponent's players, benches)
    opp_chip: tuple[int, int]  # the opponent's players left: larger chips when few (review25 #1)
    syn: tuple[int, int]  # a synergy card on a board
    hand_card: tuple[int, int]  # a synergy card in the viewer's hand
    hand_top: int  # where the hand's cards start, below its heading (lower with larger text)

    @property
    def centre_band(self) -> pygame.Rect:
        return pygame.Rect(self.field.x, self.centre_y, self.field.w, self.band)

    @property
    def field_x(self) -> int:
        return self.field.x

    @property
    def field_w(self) -> int:
        return self.field.w

    @property
    def half_h(self) -> int:
        return round(self.row_h * ROWS)

    def px(self, v: float) -> int:
        return max(1, round(v * self.s)) if v > 0 else round(v * self.s)


SCORE_H = 74  # the scoreboard: both clubs (name on up to two lines, crest beside the score), the clock


def compute(w: int, h: int, opp_rows: int = OPP_ROWS, opp_few: bool = False) -> TableLayout:
    """The table laid out for a w x h window. The match log always stands in the right column, at
    its foot (`log` is its least box: it grows up to the decision's lit frame, match_log.set_top;
    review23 #5: it never changes column). `opp_rows`: the rows of chips the opponent has left;
    its panel is as tall as they need and the coach's panel takes the rest (review22 #6: no slab
    holding two chips); `opp_few`: so few are left (OPP_FEW) that their chips grow."""
    s = min(w / metrics.BASE_W, h / metrics.BASE_H)

    def px(v: float) -> int:
        return max(1, round(v * s))

    m = px(8)
    strip_w = px(60)
    labels_w = 0  # the position lines' names are tags on the pitch's left edge
    # larger text: a wider right column for the question, its buttons and the odds (#42.3)
    min_left, min_right = px(240), px(234 + 180 * max(0.0, assets.text_scale() - 1))
    row_h = (h - 2 * m) / (2 * ROWS + 0.3 + 0.3)  # + the stands bands with the printed half icons at both ends
    room = w - min_left - min_right - 4 * m - strip_w - labels_w
    cell_w = min(room / COLS, row_h * 1.2)
    if cell_w < row_h * 0.75:  # a narrow window: a shorter field, centred
        row_h = cell_w / 0.75
    band = round(row_h * 0.3)
    field_w = round(cell_w * COLS)
    field_h = round(row_h * 2 * ROWS) + band
    spare = w - field_w - strip_w - labels_w - 4 * m - min_left - min_right
    left_w = min_left + spare // 2
    top = (h - field_h) // 2  # centred: the back edges' half icons stay inside the window
    left = pygame.Rect(m, m, left_w, h - 2 * m)
    labels = pygame.Rect(left.right + m, top, labels_w, field_h)
    field = pygame.Rect(labels.right, top, field_w, field_h)
    strip = pygame.Rect(field.right + px(4), top, strip_w - px(4), field_h)
    right = pygame.Rect(strip.right + m, m, w - strip.right - 2 * m, h - 2 * m)
    half_h = round(row_h * ROWS)

    opp_h = px(150)  # the chips are sized for two rows in this height
    chip_w = min(px(52), (left.w - px(24) - 4 * px(5)) // 5, round((opp_h - px(50) - px(18)) / 3 / 0.64))
    opp_rows = max(0, min(OPP_ROWS, opp_rows))
    chip_row = round(chip_w * 0.64) + px(4)
    opp_few = opp_few and opp_rows == 1
    opp_chip_w = min(round(chip_w * OPP_GROW), (left.w - px(24) - 2 * px(5)) // OPP_FEW) if opp_few else chip_w
    rows_h = round(opp_chip_w * 0.64) + px(4) if opp_few else opp_rows * chip_row
    # its heading (taller with larger text), the rows of chips left, the bench row under them
    needed = px(50) + assets.line_px(32) - px(32) + rows_h + chip_row + px(6)
    opp_h = min(opp_h, max(opp_h - (OPP_ROWS - opp_rows) * chip_row, needed))
    opp_panel = pygame.Rect(left.x, left.y, left.w, opp_h)
    my_panel = pygame.Rect(left.x, opp_panel.bottom + m, left.w, left.h - opp_h - m)

    gap = px(4)
    k = assets.text_scale()

    def grown(v: float) -> int:
        """How much taller `v` logical of text lines get at the player's text size."""
        return px(v * k) - px(v) if k > 1 else 0

    score = pygame.Rect(right.x, right.y, right.w, px(SCORE_H) + grown(28))
    state_row = max(px(16) + grown(16), MIN_TEXT_ROW)  # the track's two state lines, 11 px text at the least
    track = pygame.Rect(right.x, score.bottom, right.w, max(px(76), px(47) + 2 * state_row) + grown(18))
    hand = pygame.Rect(right.x, track.bottom + gap + px(4), right.w, px(82))
    counts = pygame.Rect(right.x, hand.bottom, right.w, px(22))
    extra_lines = max(0, min(6, int((h / s - 730) / LOG_LINE)))  # a taller window shows more of the log
    shown_lines = LOG_LINES if h >= 700 else LOG_LINES - 1  # the smallest windows keep room for the decision
    normal_row = max(px(LOG_LINE), MIN_LOG_ROW)
    log_row = max(px(LOG_LINE) + grown(LOG_LINE), MIN_LOG_ROW)  # larger text: taller rows, as many as fit
    rows = (shown_lines + extra_lines) * normal_row // log_row - (1 if k > 1 else 0)  # larger text: the decision first
    log_h = max(2, rows) * log_row + px(10)
    log = pygame.Rect(right.x, right.bottom - log_h, right.w, log_h)
    prompt = pygame.Rect(right.x, counts.bottom + gap + px(4), right.w, log.y - gap - counts.bottom - gap - px(4))
    fewest = LEAST_LOG_ROWS * log_row + px(10)  # a decision that needs more room takes the log's down to this
    prompt_most = pygame.Rect(prompt.x, prompt.y, prompt.w, max(prompt.h, right.bottom - fewest - gap - prompt.y))

    card_w = round(2 * cell_w) - px(6)
    card_h = round(row_h * 0.86)
    pcw = min(card_w, (left.w - px(26)) // 2)
    pch = min(card_h, round(pcw * 0.66))
    # a half's strip holds its 4 totals, 3 board slots and the board's total label
    room = half_h - 4 * px(26) - 3 * px(4) - px(8) - px(26) - grown(22)  # the total's label grows with the text
    syn_h = min(round((strip.w - px(10)) * SYN_RATIO), room // 3)
    syn_w = round(syn_h / SYN_RATIO)
    hand_w = min(px(52), (right.w - px(20) - 4 * px(8)) // 5, round((hand.h - px(30) - grown(14)) * 52 / 72))
    # the opponent's chips (chip_w above): five a row, two rows between its heading and its bench row
    return TableLayout(
        w=w,
        h=h,
        s=s,
        cell_w=cell_w,
        row_h=row_h,
        band=band,
        field=field,
        top_y=top,
        centre_y=top + half_h,
        bottom_y=top + half_h + band,
        labels=labels,
        strip=strip,
        left=left,
        right=right,
        opp_panel=opp_panel,
        opp_rows=opp_rows,
        my_panel=my_panel,
        score=score,
        track=track,
        counts=counts,
        hand=hand,
        prompt=prompt,
        prompt_most=prompt_most,
        log=log,
        log_row=log_row,
        card_w=card_w,
        card_h=card_h,
        panel_card=(pcw, pch),
        chip=(chip_w, round(chip_w * 0.64)),
        opp_chip=(opp_chip_w, round(opp_chip_w * 0.64)),
        syn=(syn_w, syn_h),
        hand_card=(hand_w, round(hand_w * 72 / 52)),
        hand_top=hand.y + px(26) + grown(14),
    )


_opp = [OPP_ROWS, 0]  # the opponent's rows of chips left, and 1 when so few that they grow (set_opponent)


def set_opponent(opponent: int | None) -> bool:
    """The opponent has `opponent` players left to place (None: a panel for all ten); True when
    that resizes the side panels (what was laid out before must be laid out again)."""
    opp = OPP_ROWS if opponent is None else min(OPP_ROWS, -(-max(0, opponent) // 5))
    few = int(opponent is not None and 0 < opponent <= OPP_FEW)
    if [opp, few] == _opp:
        return False
    _opp[:] = [opp, few]
    return True


TRAY_MOST = 12  # the coach's tray shows at most this many players (two a row)
_tray = [TRAY_MOST]  # the players the coach's tray is laid out for (set_tray)


def set_tray(players: int | None) -> bool:
    """The coach's tray holds `players` (None: a full tray); the bench follows right under it
    (polish6 #2: no dark gap down to a bench at the panel's foot). True when that moves the bench."""
    n = TRAY_MOST if players is None else max(0, min(TRAY_MOST, players))
    if n == _tray[0]:
        return False
    _tray[0] = n
    return True


def reset() -> None:
    """The side panels laid out for a full opponent and a full tray again (a new window or match)."""
    _opp[:] = [OPP_ROWS, 0]
    _tray[0] = TRAY_MOST


def layout_key() -> tuple[int, int, int]:
    """What the layout follows besides the window and the text size (a cache key for what is drawn from it)."""
    return (_opp[0], _opp[1], _tray[0])


@lru_cache(maxsize=8)
def _cached(w: int, h: int, _text_scale: float, opp_rows: int, opp_few: int) -> TableLayout:
    return compute(w, h, opp_rows, bool(opp_few))


def get() -> TableLayout:
    """The layout for the window's current size (and the player's text size and the opponent's rows of chips)."""
    return _cached(*metrics.size(), assets.text_scale(), *_opp)


def local_to_screen(bottom: bool, lx: float, ly: float) -> tuple[int, int]:
    """Half-local coordinates (x from the coach's left, y from the front edge) to the screen."""
    lay = get()
    if bottom:
        return (round(lay.field.x + lx), round(lay.bottom_y + ly))
    return (round(lay.field.right - lx), round(lay.centre_y - ly))


def card_rect(bottom: bool, row: int, col: int) -> pygame.Rect:
    """The screen rect of a card at (row, start column)."""
    lay = get()
    x0 = col * lay.cell_w + (2 * lay.cell_w - lay.card_w) / 2
    y0 = row * lay.row_h + (lay.row_h - lay.card_h) / 2
    a = local_to_screen(bottom, x0, y0)
    b = local_to_screen(bottom, x0 + lay.card_w, y0 + lay.card_h)
    return pygame.Rect(min(a[0], b[0]), min(a[1], b[1]), lay.card_w, lay.card_h)


def icon_pos(bottom: bool, key: IconKey, printed_count: int = 1) -> tuple[int, int]:
    lay = get()
    if key.kind == "h":
        return local_to_screen(bottom, (key.col + 1) * lay.cell_w, key.row * lay.row_h + lay.row_h / 2)
    if key.kind == "v":
        return local_to_screen(bottom, key.col * lay.cell_w + lay.cell_w / 2, (key.row + 1) * lay.row_h)
    rect = card_rect(bottom, key.row, key.col)
    px_, py_ = printed_pos(key.index, printed_count, lay.card_w, lay.card_h)
    if bottom:
        return (rect.x + px_, rect.y + py_)
    return (rect.right - px_, rect.bottom - py_)


def line_y(bottom: bool, between: int) -> int:
    """Screen y of the line between rows `between` and `between + 1`."""
    return local_to_screen(bottom, 0, (between + 1) * get().row_h)[1]


def cell_at(bottom: bool, pos: tuple[int, int]) -> tuple[int, float] | None:
    """(row, fractional column) under a screen point, in that half's own coordinates."""
    lay = get()
    x, y = pos
    if bottom:
        lx, ly = x - lay.field.x, y - lay.bottom_y
    else:
        lx, ly = lay.field.right - x, lay.centre_y - y
    if not (0 <= lx < lay.field.w and 0 <= ly < lay.row_h * ROWS):
        return None
    return int(ly // lay.row_h), lx / lay.cell_w


def half_rect(bottom: bool) -> pygame.Rect:
    lay = get()
    y = lay.bottom_y if bottom else lay.top_y
    return pygame.Rect(lay.field.x, y, lay.field.w, lay.half_h)


def heading_growth() -> int:
    """How much lower a panel's cards start when larger text makes its two heading lines taller."""
    return assets.line_px(32) - metrics.px(32)


TRAY_GAP = 7  # logical: between the tray's rows of cards
TRAY_GROW = 1.35  # the tray's cards grow at most this much past the pitch's card


def tray_room() -> tuple[int, int]:
    """The top of the tray's first row and the lowest its last row may end: the bench frame and
    the gaps around it still fit under it, in the coach's panel."""
    lay = get()
    top = lay.my_panel.y + lay.px(54) + heading_growth()
    bench = lay.px(BENCH_HEAD) + lay.chip[1] * 5 // 4 + lay.px(10)
    return top, lay.my_panel.bottom - bench - lay.px(8) - lay.px(10)


def tray_card() -> tuple[int, int, int, int]:
    """The tray's cards' size and columns for the players it is laid out for (set_tray): today's two
    columns of small cards when full; as it empties, the largest cards the panel's room holds, up to
    a little past the pitch's card (review25 #1: a few big readable cards, not three small ones over empty space)."""
    return tray_card_for(_tray[0])


def tray_card_for(players: int) -> tuple[int, int, int, int]:
    """tray_card for a tray of `players` (what it becomes once a card leaves it)."""
    return _tray_card(*metrics.size(), assets.text_scale(), *_opp, max(0, min(TRAY_MOST, players)))


@lru_cache(maxsize=32)
def _tray_card(_w: int, _h: int, _scale: float, _rows: int, _few: int, players: int) -> tuple[int, int, int, int]:
    lay = get()
    top, bottom = tray_room()
    base = (*lay.panel_card, 2, top)
    gap, side = lay.px(TRAY_GAP), lay.px(10)
    narrowest = lay.card_h / lay.card_w  # no flatter than the pitch's card
    best = base
    for cols in (1, 2):
        rows = -(-max(1, players) // cols)
        w_most = min(round(lay.card_w * TRAY_GROW), (lay.my_panel.w - (cols + 1) * side) // cols)
        h_most = min(round(lay.card_h * TRAY_GROW), (bottom - top - (rows - 1) * gap) // rows)
        w = min(w_most, int(h_most / narrowest))
        h = min(h_most, round(w * 0.66))
        if w >= best[0] and h >= best[1] and w * h > best[0] * best[1]:
            best = (w, h, cols, top)
    return best


def available_rect(index: int) -> pygame.Rect:
    """The viewer's available players: a grid in the number keys' order, one or two columns of cards
    as large as the players left allow (tray_card)."""
    lay = get()
    w, h, cols, top = tray_card()
    col, row = index % cols, index // cols
    gx = (lay.my_panel.w - cols * w) // (cols + 1)
    return pygame.Rect(lay.my_panel.x + gx + col * (w + gx), top + row * (h + lay.px(TRAY_GAP)), w, h)


def tray_bottom(players: int) -> int:
    """Where the coach's tray's frame ends with `players` in it: under its last row of players, or
    under its heading when none is left to place."""
    n = max(0, min(TRAY_MOST, players))
    if n == 0:
        return available_rect(0).y - get().px(4)
    return available_rect(n - 1).bottom + get().px(10)


BENCH_HEAD = 30  # logical: the bench frame's top edge above its cards (the label row between)


def bench_top(label_only: int = 0) -> int:
    """The bench frame's top edge: a panel gap under the tray laid out (set_tray), never lower than
    at the panel's foot. `label_only`: the frame's height when the bench is empty (its label alone)."""
    lay = get()
    h = label_only or lay.px(BENCH_HEAD) + lay.chip[1] * 5 // 4 + lay.px(10)
    return min(lay.my_panel.bottom - h, tray_bottom(_tray[0]) + lay.px(8))


def bench_rect(index: int) -> pygame.Rect:
    lay = get()
    w, h = lay.chip[0] * 3 // 2, lay.chip[1] * 5 // 4
    return pygame.Rect(lay.my_panel.x + lay.px(12) + index * (w + lay.px(8)), bench_top() + lay.px(BENCH_HEAD), w, h)


def opp_available_rect(index: int) -> pygame.Rect:
    lay = get()
    w, h = lay.opp_chip
    col, row = index % 5, index // 5
    return pygame.Rect(
        lay.opp_panel.x + lay.px(12) + col * (w + lay.px(5)),
        lay.opp_panel.y + lay.px(50) + heading_growth() + row * (h + lay.px(4)),
        w,
        h,
    )


OPP_BENCH_LABEL = 46  # logical room for the "bench" label before the opponent's bench chips
OPP_BENCH_COUNTS = 48  # logical room right of the bench chips: substitutions left and sent off


def opp_bench_label_room() -> int:
    """Real pixels for the opponent's "bench" label: its natural width at larger text (pt at 150 %
    met the chips), as far as three chips and the counts beside them leave room."""
    lay = get()
    w = lay.chip[0]
    most = lay.opp_panel.w - lay.px(24 + 6 + OPP_BENCH_COUNTS) - 3 * (w + lay.px(4))
    natural = assets.text(_("bench"), 12, (0, 0, 0)).get_width()
    return max(lay.px(OPP_BENCH_LABEL - 4), min(natural, most))


def opp_bench_rect(index: int) -> pygame.Rect:
    lay = get()
    w, h = lay.chip
    x0 = lay.opp_panel.x + lay.px(12 + 6) + opp_bench_label_room()
    low = lay.opp_panel.bottom - h - lay.px(4)  # larger text: nearer the panel's edge, clear of the rows above
    above = opp_available_rect(5 * lay.opp_rows - 1).bottom if lay.opp_rows else opp_available_rect(0).y
    y = min(low, max(lay.opp_panel.bottom - h - lay.px(10), above + lay.px(4)))
    return pygame.Rect(x0 + index * (w + lay.px(4)), y, w, h)


def opp_hand_rect(index: int) -> pygame.Rect:
    """The opponent's hand, as backs in the top-right corner of its panel."""
    lay = get()
    h = lay.px(24)
    w = round(h * 0.72)
    step = lay.px(9)
    return pygame.Rect(
        lay.opp_panel.right - lay.px(10) - 4 * step - w + index * step, lay.opp_panel.y + lay.px(6), w, h
    )


def hand_rect(index: int) -> pygame.Rect:
    lay = get()
    w, h = lay.hand_card
    return pygame.Rect(lay.hand.x + lay.px(10) + index * (w + lay.px(8)), lay.hand_top, w, h)


def board_slot_rect(bottom: bool, slot: int) -> pygame.Rect:
    """Synergy board slot 1..3 beside a half: slot 1 nearest the centre line."""
    lay = get()
    w, h = lay.syn
    gap = lay.px(4)
    x = lay.strip.x + (lay.strip.w - w) // 2
    if bottom:
        return pygame.Rect(x, lay.bottom_y + lay.px(4) + (slot - 1) * (h + gap), w, h)
    return pygame.Rect(x, lay.centre_y - lay.px(4) - slot * h - (slot - 1) * gap, w, h)


def totals_rect(bottom: bool) -> pygame.Rect:
    """The team's ATTACK / DEFENSE / PASS / PRESS totals, at the outer end of its strip."""
    lay = get()
    h = 4 * lay.px(26)
    if bottom:
        return pygame.Rect(lay.strip.x, lay.field.bottom - h, lay.strip.w, h)
    return pygame.Rect(lay.strip.x, lay.field.y, lay.strip.w, h)


def deck_rect() -> pygame.Rect:
    lay = get()
    return pygame.Rect(lay.counts.x + lay.px(10), lay.counts.y + lay.px(2), lay.px(13), lay.px(18))


TRACK_CHEVRONS = 22  # logical: the two chevrons after the last space ("toward the opponent")


def track_space(i: int) -> pygame.Rect:
    """Control track space i in -2..+2, +2 drawn at the right; the five spaces and the chevrons
    after them centred together, a margin of 12 logical px at least on both sides."""
    lay = get()
    gap = lay.px(6)
    chevrons = lay.px(TRACK_CHEVRONS)
    w = min(lay.px(62), (lay.track.w - lay.px(24) - chevrons - 4 * gap) // 5)
    x0 = lay.track.centerx - (5 * w + 4 * gap + chevrons) // 2
    below_heading = assets.line_px(22) if assets.text_scale() > 1 else lay.px(22)
    return pygame.Rect(x0 + (i + 2) * (w + gap), lay.track.y + below_heading, w, lay.px(20))


def track_chevrons() -> pygame.Rect:
    """Where the chevrons after the last space of the control track are drawn."""
    last, lay = track_space(2), get()
    return pygame.Rect(last.right + lay.px(5), last.y, lay.px(TRACK_CHEVRONS - 5), last.h)
