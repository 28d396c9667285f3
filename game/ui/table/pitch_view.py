"""The pitch as the table's centre, painted once per window size and placement: the turf and its
stands behind the glass panels (background), the placed cards with the line tags, and the
upright tags that name each line."""

from __future__ import annotations

import pygame

from game.clubs import Kit
from game.engine.icons import PRINTED_COLUMNS, IconKey
from game.ui.art import pitch_art
from game.ui.art.card_face import hand_size
from game.ui.art.cardart import (
    icon_radius,
    player_card,
)
from game.ui.look import assets, metrics
from game.ui.look import layout as L
from game.ui.look.metrics import px
from game.ui.look.palettes import palette_cached
from game.ui.look.theme import (
    CHALK,
    ICON_COLORS,
    ICON_SPRITES,
    LINE_COLORS,
)
from game.ui.table import panel_frames
from game.ui.widgets import glass
from game.ui.widgets.marks import position_line, role_mark
from game.ui.words.card_text import line_label


def background() -> pygame.Surface:
    """Everything that never changes at this window size: the pitch, lines, printed halves and
    panel frames."""
    return _background(*metrics.size(), assets.text_scale())


@palette_cached(maxsize=6)
def _background(w: int, h: int, _text_scale: float) -> pygame.Surface:
    """No words on it: kept across languages, drawn again for another window or text size (the
    layout's panels follow the text size). The side panels and the match log draw their own glass,
    sized to what they hold, so the trays emptying never paint it again."""
    lay = L.get()
    s = pitch_art.night_backdrop(w, h)
    rows = []
    for bottom in (False, True):
        for r in range(4):
            y0, y1 = sorted(L.local_to_screen(bottom, 0, k * lay.row_h)[1] for k in (r, r + 1))
            rows.append((y0 - lay.field.y, y1 - y0 + 1))
    band = lay.centre_band
    rows.append((band.y - lay.field.y, band.h))
    for rect, down, seed in stand_bands():
        if rect.h > 2:
            s.blit(pitch_art.stands(rect, down, seed), rect)
    apron = pygame.Rect(lay.labels.x, lay.field.y, lay.strip.right - lay.labels.x, lay.field.h)
    glass.blit_shadow(s, apron, 1.0)
    s.blit(pitch_art.turf(apron, [(y, rh) for y, rh in rows]), apron)
    chalk = max(1, px(2))
    pygame.draw.rect(s, CHALK, lay.field, chalk)
    pygame.draw.line(s, CHALK, band.midleft, band.midright, chalk)
    for bottom in (False, True):
        half = L.half_rect(bottom)
        for c in range(1, 8):
            x = round(lay.field.x + c * lay.cell_w)
            for y in range(half.y, half.bottom, px(8)):
                pygame.draw.line(s, (84, 150, 100), (x, y), (x, min(half.bottom, y + px(3))), max(1, px(1)))
        role_lines(s, bottom)
    printed_halves(s)
    pygame.draw.circle(s, CHALK, band.center, max(band.h, px(30)), chalk)
    pygame.draw.circle(s, CHALK, band.center, max(2, px(3)))
    board = lay.score.union(lay.track)
    glass.draw_glass(s, board, px(10), "quiet")  # looked up, not decided: under the decision's weight (#38.2)
    glass.draw_glass(s, lay.counts.union(lay.hand), px(10), "quiet")
    for bottom in (False, True):
        for slot in (1, 2, 3):
            slot_rect = L.board_slot_rect(bottom, slot)
            well = pygame.Surface(slot_rect.size, pygame.SRCALPHA)
            pygame.draw.rect(well, (0, 0, 0, 70), well.get_rect(), border_radius=px(6))
            s.blit(well, slot_rect)
            pygame.draw.rect(s, (210, 230, 214), slot_rect, max(1, px(1)), border_radius=px(6))
    return s


def stand_bands() -> list[tuple[pygame.Rect, bool, int]]:
    """The stands beyond both back lines, from the labels to the strip: (rect, the pitch lies
    below it, its crowd's seed)."""
    lay = L.get()
    h = metrics.size()[1]
    x, width = lay.labels.x, lay.strip.right - lay.labels.x
    top = pygame.Rect(x, 0, width, lay.field.y)
    low = pygame.Rect(x, lay.field.bottom, width, h - lay.field.bottom)
    return [(top, True, 3), (low, False, 4)]


def printed_halves(s: pygame.Surface, *, edge: str = "both") -> None:
    """R2.6: the board's printed halves: ATTACK at the front edge, DEFENSE at the back edge
    (`edge` "back": only those at the back lines, over the stands)."""
    lay = L.get()
    r = icon_radius(lay.card_h)
    kinds = (("A", -1), ("D", 3)) if edge == "both" else (("D", 3),)
    for bottom in (False, True):
        for col in PRINTED_COLUMNS:
            for kind, row in kinds:
                key = IconKey("v", row, col)
                pos = L.icon_pos(bottom, key)
                half_disc = _half_disc(kind, r)
                # keep only the half outside this team's grid
                outward = (key.row == -1) == bottom  # front edge of the bottom half faces up
                clip = pygame.Rect(0, 0, 2 * r + 2, r + 1) if outward else pygame.Rect(0, r + 1, 2 * r + 2, r + 1)
                s.blit(half_disc, (pos[0] - r - 1, pos[1] - r - 1 + clip.y), clip)


@palette_cached(maxsize=8)
def _half_disc(kind: str, r: int) -> pygame.Surface:
    half_disc = pygame.Surface((2 * r + 2, 2 * r + 2), pygame.SRCALPHA)
    pygame.draw.circle(half_disc, ICON_COLORS[kind], (r + 1, r + 1), r)
    sym = assets.scaled(ICON_SPRITES[kind], int(r * 1.35), int(r * 1.35))
    half_disc.blit(sym, sym.get_rect(center=(r + 1, r + 1)))
    return half_disc


@palette_cached(maxsize=2)
def _pitch_with_cards(
    w: int,
    h: int,
    top: tuple[tuple[str, int, int], ...],
    bottom: tuple[tuple[str, int, int], ...],
    kits: tuple[Kit | None, Kit | None] = (None, None),
    panels: panel_frames.Frames = (),
) -> pygame.Surface:
    """The background with the placed cards (the top half's footballers in kits[0], the bottom's
    in kits[1]) and their shadows, and the side panels' frames (`panels`): it changes only when a
    card is placed or goes off, so a frame blits it whole."""
    lay = L.get()
    s = _background(w, h, assets.text_scale()).copy()
    panel_frames.paint(s, panels)
    most = pitch_name_size([card for card, _row, _col in top + bottom], lay.card_w, lay.card_h)
    for field_cards, low, kit in ((top, False, kits[0]), (bottom, True, kits[1])):
        for _card, row, col in field_cards:
            glass.blit_shadow(s, L.card_rect(low, row, col))
        for card, row, col in field_cards:
            face = player_card(card, lay.card_w, lay.card_h, rotated=not low, kit=kit, most=most)
            s.blit(face, L.card_rect(low, row, col))
    for low in (False, True):
        for between, role in ((0, "FW"), (1, "MF"), (2, "DF")):
            line_tag(s, role, L.line_y(low, between))
    return s


Box = tuple[int, int, int, int]


def table_layer(
    w: int,
    h: int,
    top: tuple[tuple[str, int, int], ...],
    bottom: tuple[tuple[str, int, int], ...],
    kits: tuple[Kit | None, Kit | None],
    panels: panel_frames.Frames,
    prompt: Box,
) -> pygame.Surface:
    """The pitch with its cards and the decision's lit glass at `prompt` (its frame, as tall as
    what it holds): what a table frame blits first, whole."""
    return _table_layer(w, h, top, bottom, kits, panels, prompt)


@palette_cached(maxsize=2)
def _table_layer(
    w: int,
    h: int,
    top: tuple[tuple[str, int, int], ...],
    bottom: tuple[tuple[str, int, int], ...],
    kits: tuple[Kit | None, Kit | None],
    panels: panel_frames.Frames,
    prompt: Box,
) -> pygame.Surface:
    """Painted again only when the cards, the side frames or the decision's frame change (issue
    #38: its shadow and pane cost a millisecond a frame at 1920x1080 drawn each time)."""
    s = _pitch_with_cards(w, h, top, bottom, kits, panels).copy()
    glass.draw_glass(s, pygame.Rect(prompt), px(10), "strong")  # the decision: the strongest panel
    return s


def pitch_name_size(cards: list[str], w: int, h: int) -> int:
    """One name size for every card on the pitch, both halves (review22 #5: "Lateral" small beside
    a big "Zagueiro"; review25 #2: "センター / バック" at 14 px over a row of 9 px names)."""
    return hand_size(cards, w, h)


def role_lines(surface: pygame.Surface, bottom: bool) -> None:
    """R2.3: a half's position lines, each in its role's colour and stroke (issue #42 point 1:
    forward solid, midfield dashed, defence dash-dot) on a dark under-stroke that holds them
    apart from the turf in any palette."""
    lay = L.get()
    for between, role in ((0, "FW"), (1, "MF"), (2, "DF")):
        y = L.line_y(bottom, between)
        a, b = (lay.field.x, y), (lay.field.right, y)
        unit = max(4, px(6))
        position_line(surface, role, (16, 30, 22), a, b, px(3) + 2, unit)
        position_line(surface, role, LINE_COLORS[role], a, b, px(3), unit)


def upright_tag(label: str) -> pygame.Surface:
    """A label to run up the pitch's edge: Latin letters turned on their side, CJK characters
    stacked upright one under the other (the way they are set vertically)."""
    ink = (250, 250, 245)
    if label.isascii():
        return pygame.transform.rotate(assets.text(label, 11, ink, True), 90)
    glyphs = [assets.text(c, 11, ink, True) for c in label]
    out = pygame.Surface(
        (max(g.get_width() for g in glyphs), sum(g.get_height() * 4 // 5 for g in glyphs)), pygame.SRCALPHA
    )
    y = 0
    for g in glyphs:
        out.blit(g, ((out.get_width() - g.get_width()) // 2, y - g.get_height() // 10))
        y += g.get_height() * 4 // 5
    return out


def line_tag(surface: pygame.Surface, role: str, y: int) -> None:
    """A position line's name on a tag across the pitch's left edge, over the cards' corners,
    under its role's shape."""
    tag = upright_tag(line_label(role))
    g = px(11)
    pill = tag_pill(tag, y)
    pygame.draw.rect(surface, LINE_COLORS[role], pill, border_radius=px(5))
    pygame.draw.rect(surface, (250, 250, 245), pill, max(1, px(1)), border_radius=px(5))
    role_mark(surface, role, (pill.centerx, pill.y + px(4) + g // 2), g, (250, 250, 245), (20, 24, 22))
    surface.blit(tag, tag.get_rect(midtop=(pill.centerx, pill.y + px(4) + g + px(3))))


def tag_pill(tag: pygame.Surface, y: int) -> pygame.Rect:
    """The pill of a position line's tag (its name `tag` at line row `y`) on the pitch's left edge."""
    g = px(11)
    return tag.get_rect(center=(L.get().field.x, y)).inflate(px(4), px(8) + g + px(3))


def line_tag_rects() -> list[pygame.Rect]:
    """Where the six position lines' tags stand (a lesson's arrow goes around them)."""
    return [
        tag_pill(upright_tag(line_label(role)), L.line_y(low, between))
        for low in (False, True)
        for between, role in ((0, "FW"), (1, "MF"), (2, "DF"))
    ]


def _forget_pitch() -> None:
    _half_disc.cache_clear()
    _pitch_with_cards.cache_clear()
    _table_layer.cache_clear()
