# ruff: noqa: E501  (prose: one paragraph per line)
"""The illustrated rules reference: one page per topic, each a few short paragraphs (one msgid each,
so they translate) and a picture drawn with the game's own card, icon and track art, at the
window's real resolution.

Reachable from the title screen and the pause menu. Left/Right or PageUp/PageDown turn the page,
number keys or a click on the list jump to a topic, Esc goes back."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

import pygame

from game.engine.cards import default_cards
from game.engine.icons import PRINTED_COLUMNS, complete_icons
from game.i18n import N_, _
from game.ui import assets, card_text, stadium
from game.ui import metrics as M
from game.ui.assets import MIN_TEXT_PX
from game.ui.cardart import CARD_H, CARD_W, SYN_H, SYN_W, card_back, icon_disc, icon_radius, player_card, synergy_face
from game.ui.metrics import px
from game.ui.scene import Host, Scene
from game.ui.scenes.rules_keys import draw_keys
from game.ui.scenes.rules_keys import picture_height as keys_picture_height
from game.ui.theme import (
    CHALK,
    DIM,
    GOLD,
    ICON_COLORS,
    ICON_SPRITES,
    LINE_COLORS,
    PITCH,
    PITCH_DARK,
    STATE_COLORS,
    TEAM_COLORS,
    TEXT,
    Color,
)
from game.ui.widgets import Button, Menu, blit_text, draw_panel, wrap

Draw = Callable[[pygame.Surface, pygame.Rect], None]

# The page on the logical 1280x720 stage: the topic list at the left, the text and the picture
# at the right.
TEXT_X = 330
TEXT_W = 1280 - TEXT_X - 30
PICTURE_H = 340
FOOTER = 28  # the footer line's distance from the window's bottom edge
TEXT_SIZES = (18, 17, 16, 15)  # the paragraphs' size, smaller only when a translation is long


@dataclass(frozen=True)
class Page:
    title: str  # msgid
    paragraphs: tuple[str, ...]  # msgids, one short paragraph each
    picture: Draw
    rules: tuple[str, ...] = ()  # the RULES.md ids (or id prefixes: "R5" is all of 5) the page explains
    picture_h: int = PICTURE_H  # logical


# ---------------------------------------------------------------------- the example half

# R2.6 in one picture: CF over AMF completes an ATTACK icon, AMF beside CMF a PASS icon, and the
# board's printed ATTACK halves complete the CF's top halves.
EXAMPLE_FIELD = {"CF_STRIKER": (0, 2), "AMF_CHANCE_MAKER": (1, 2), "CMF_PLAY_MAKER": (1, 4), "CB_SWEEPER": (3, 3)}


def legal_places(field: dict[str, tuple[int, int]], role: str) -> list[tuple[int, int]]:
    """R2.2-R2.4 for the picture: the places a card of `role` could take beside `field`."""
    rows = {"FW": (0, 1), "MF": (1, 2), "DF": (2, 3)}[role]
    taken = {(r, c + d) for r, c in field.values() for d in (0, 1)}
    places = []
    for row in rows:
        for col in range(7):
            if (row, col) in taken or (row, col + 1) in taken:
                continue
            if row == 0:
                beside = any(r == 0 and abs(c - col) == 2 for r, c in field.values())
                behind = any(r == 1 and abs(c - col) <= 1 for r, c in field.values())
                if not (beside or behind):
                    continue
            places.append((row, col))
    return places


@dataclass(frozen=True)
class Half:
    """The viewer's half drawn `k` real pixels per unit of the classic 1280x720 table (a cell 60
    wide, a row 66 high), with a margin for the line labels and the printed half icons."""

    k: float

    def u(self, v: float) -> int:
        return max(1, round(v * self.k))

    @property
    def origin(self) -> tuple[int, int]:
        """The front-left corner of the grid in the picture."""
        return self.u(34), self.u(14)

    @property
    def size(self) -> tuple[int, int]:
        return self.u(34 + 8 * 60 + 8 + 8), self.u(14 + 4 * 66 + 14)

    @property
    def card_size(self) -> tuple[int, int]:
        return self.u(CARD_W), self.u(CARD_H)

    def x(self, col: float) -> int:
        return self.origin[0] + round(col * 60 * self.k)

    def y(self, row: float) -> int:
        return self.origin[1] + round(row * 66 * self.k)

    def card_rect(self, row: int, col: int) -> pygame.Rect:
        w, h = self.card_size
        return pygame.Rect(self.x(col + 1) - w // 2, self.y(row + 0.5) - h // 2, w, h)

    def icon_pos(self, kind: str, row: int, col: int) -> tuple[int, int]:
        """Where a joined half icon sits: on a column line (h) or a row line (v)."""
        if kind == "h":
            return self.x(col + 1), self.y(row + 0.5)
        return self.x(col + 0.5), self.y(row + 1)


@lru_cache(maxsize=8)
def half_picture(k: float, with_cards: bool, places_for: str | None = None, labels: bool = True) -> pygame.Surface:
    """The viewer's half (lines and their labels, printed halves, the example cards and their
    complete icons, and the places a card of `places_for` could take), rasterised at its real
    size. Its cards are drawn without words: at this scale they would be too small to read, and
    the page's text explains them."""
    half = Half(k)
    surf = pygame.Surface(half.size, pygame.SRCALPHA)
    grid = pygame.Rect(half.x(0), half.y(0), half.x(8) - half.x(0), half.y(4) - half.y(0))
    pygame.draw.rect(surf, (20, 60, 34), grid.inflate(half.u(16), half.u(24)), border_radius=half.u(12))
    band = pygame.Rect(grid.x, 0, grid.w, grid.y)
    pygame.draw.rect(surf, (28, 84, 46), band)
    pygame.draw.line(surf, CHALK, (band.x, half.u(2)), (band.right, half.u(2)), half.u(2))
    for r in range(4):
        pygame.draw.rect(
            surf, PITCH if r % 2 == 0 else PITCH_DARK, (grid.x, half.y(r), grid.w, half.y(r + 1) - half.y(r))
        )
    for c in range(1, 8):
        for y in range(grid.y, grid.bottom, half.u(8)):
            pygame.draw.line(surf, (60, 130, 80), (half.x(c), y), (half.x(c), y + half.u(3)))
    for between, role in ((0, "FW"), (1, "MF"), (2, "DF")):
        y = half.y(between + 1)
        pygame.draw.line(surf, LINE_COLORS[role], (grid.x, y), (grid.right, y), half.u(3))
        if labels:
            label = assets.text_px(card_text.line_label(role), max(MIN_TEXT_PX, half.u(12)), LINE_COLORS[role], True)
            surf.blit(label, label.get_rect(midright=(grid.x - half.u(4), y)))
    _printed_halves(surf, half)
    if with_cards:
        _example_cards(surf, half)
    if places_for is not None:
        _places(surf, half, places_for)
    return surf


def _printed_halves(surf: pygame.Surface, half: Half) -> None:
    """R2.6: ATTACK halves at the front edge, DEFENSE halves at the back edge (the outer half)."""
    r = icon_radius(half.card_size[1])
    for col in PRINTED_COLUMNS:
        for kind, y, outer_top in (("A", half.y(0), True), ("D", half.y(4), False)):
            disc = pygame.Surface((2 * r + 2, 2 * r + 2), pygame.SRCALPHA)
            pygame.draw.circle(disc, ICON_COLORS[kind], (r + 1, r + 1), r)
            sym = assets.scaled(ICON_SPRITES[kind], int(r * 1.35), int(r * 1.35))
            disc.blit(sym, sym.get_rect(center=(r + 1, r + 1)))
            clip = pygame.Rect(0, 0 if outer_top else r + 1, 2 * r + 2, r + 1)
            surf.blit(disc, (half.x(col + 0.5) - r - 1, y - r - 1 + clip.y), clip)


def _example_cards(surf: pygame.Surface, half: Half) -> None:
    w, h = half.card_size
    for card, (row, col) in EXAMPLE_FIELD.items():
        surf.blit(player_card(card, w, h, words=False), half.card_rect(row, col))
    r = icon_radius(h)
    for icon in complete_icons(EXAMPLE_FIELD, default_cards().by_id, []):
        if icon.key.kind != "p":  # a printed one is on its card already
            disc = icon_disc(icon.type, r + 1, GOLD)
            surf.blit(disc, disc.get_rect(center=half.icon_pos(icon.key.kind, icon.key.row, icon.key.col)))


def _places(surf: pygame.Surface, half: Half, card: str) -> None:
    role = default_cards().card(card).role
    color = LINE_COLORS[role]
    w, h = half.card_size
    glow = pygame.Surface((w, h), pygame.SRCALPHA)
    glow.fill((*color, 70))
    places = legal_places(EXAMPLE_FIELD, role)
    for row, col in places:
        rect = half.card_rect(row, col)
        surf.blit(glow, rect)
        pygame.draw.rect(surf, color, rect, half.u(2), border_radius=half.u(6))
    if places:
        ghost = player_card(card, w, h, words=False).copy()
        ghost.set_alpha(170)
        surf.blit(ghost, half.card_rect(*places[0]))


assets.text_listeners.append(half_picture.cache_clear)  # the cards carry translated names


def _arrow(surface: pygame.Surface, a: tuple[int, int], b: tuple[int, int], color: Color = GOLD) -> None:
    pygame.draw.line(surface, color, a, b, px(4))
    v = pygame.Vector2(b) - pygame.Vector2(a)
    if v.length() == 0:
        return
    v.scale_to_length(px(14))
    left, right = v.rotate(150), v.rotate(-150)
    pygame.draw.polygon(surface, color, [b, (b[0] + left.x, b[1] + left.y), (b[0] + right.x, b[1] + right.y)])


def _caption(surface: pygame.Surface, text: str, pos: tuple[int, int], color: Color = TEXT, size: int = 15) -> None:
    blit_text(surface, text, pos, size, color, True, "midtop")


def _at(rect: pygame.Rect, x: float, y: float) -> tuple[int, int]:
    """A point `x`, `y` logical units from the picture's top-left corner."""
    return rect.x + px(x), rect.y + px(y)


def _box(rect: pygame.Rect, x: float, y: float, w: float, h: float) -> pygame.Rect:
    """A rectangle placed and sized in logical units inside the picture."""
    return pygame.Rect(*_at(rect, x, y), px(w), px(h))


# ---------------------------------------------------------------------- pictures


def draw_board(surface: pygame.Surface, rect: pygame.Rect) -> None:
    half = Half(M.scale())
    pic = half_picture(half.k, False)
    at = pic.get_rect(midleft=(rect.x + px(10), rect.centery))
    surface.blit(pic, at)
    names = (N_("front line (row 0)"), N_("2nd line (row 1)"), N_("3rd line (row 2)"), N_("last line (row 3)"))
    for r, name in enumerate(names):
        y = at.y + half.y(r + 0.5)
        blit_text(surface, _(name), (at.right + px(16), y), 15, TEXT, True, "midleft", px(160))
    x = at.right + px(180)
    for i, (role, rows) in enumerate((("FW", N_("rows 0-1")), ("MF", N_("rows 1-2")), ("DF", N_("rows 2-3"))), 1):
        y = at.y + half.y(i)
        pygame.draw.line(surface, LINE_COLORS[role], (x, y), (x + px(40), y), px(4))
        room = rect.right - x - px(60)
        label = f"{card_text.line_label(role)}: {_(rows)}"
        blit_text(surface, label, (x + px(50), y), 15, LINE_COLORS[role], True, "midleft", room)
    _caption(surface, _("centre line"), (at.centerx, at.y - px(16)), DIM, 14)


def draw_placing(surface: pygame.Surface, rect: pygame.Rect) -> None:
    card = "LWF_WINGER"
    half = Half(M.scale())
    pic = half_picture(half.k, True, card)
    at = pic.get_rect(midleft=(rect.x + px(10), rect.centery))
    surface.blit(pic, at)
    src = pygame.Rect(at.right + px(110), at.y + px(60), *half.card_size)
    surface.blit(player_card(card, *half.card_size, words=False), src)
    _caption(surface, _("available player"), (src.centerx, src.bottom + px(8)), DIM, 14)
    first = legal_places(EXAMPLE_FIELD, "FW")[0]
    target = half.card_rect(*first).move(at.topleft)
    _arrow(surface, (src.x - px(6), src.centery), (target.right + px(6), target.centery))
    room = rect.right - at.right - px(50)
    blit_text(
        surface, _("drag it onto a lit place"), (at.right + px(40), at.y + px(160)), 15, GOLD, True, max_width=room
    )
    note = _("red: FW places, next to the red line")
    blit_text(surface, note, (at.right + px(40), at.y + px(186)), 14, TEXT, max_width=room)


def draw_icons(surface: pygame.Surface, rect: pygame.Rect) -> None:
    big = (px(200), px(102))
    r = icon_radius(big[1])
    x0, y0 = _at(rect, 24, 40)
    surface.blit(player_card("AMF_CHANCE_MAKER", *big), (x0, y0))
    surface.blit(player_card("CMF_PLAY_MAKER", *big), (x0 + big[0], y0))
    join = (x0 + big[0], y0 + big[1] // 2)
    disc = icon_disc("P", r + 2, GOLD)
    surface.blit(disc, disc.get_rect(center=join))
    pygame.draw.circle(surface, GOLD, join, r + px(12), px(3))
    _caption(surface, _("two PASS halves meet: one complete PASS icon"), (join[0], y0 + big[1] + px(14)), GOLD)
    legend = ((N_("ATTACK"), "A"), (N_("DEFENSE"), "D"), (N_("PASS"), "P"), (N_("PRESS"), "S"))
    for i, (word, kind) in enumerate(legend):
        cx, cy = _at(rect, 44 + (i % 2) * 200, 226 + (i // 2) * 44)
        d = icon_disc(kind, px(16))
        surface.blit(d, d.get_rect(center=(cx, cy)))
        blit_text(surface, _(word), (cx + px(28), cy), 18, ICON_COLORS[kind], True, "midleft", px(160))
    pic = half_picture(M.scale() * 0.8, True, labels=False)
    at = pic.get_rect(topright=(rect.right - px(20), rect.y + px(16)))
    surface.blit(pic, at)
    _caption(surface, _("gold rings: complete icons on the field"), (at.centerx, at.bottom + px(6)), DIM, 14)


def draw_team_actions(surface: pygame.Surface, rect: pygame.Rect) -> None:
    half = rect.w // 2
    syn = (px(SYN_W), px(SYN_H))
    for i, (kind, title) in enumerate((("P", N_("PASS: draw synergy cards")), ("S", N_("PRESS: push the marker")))):
        box = pygame.Rect(rect.x + i * half + px(10), rect.y + px(10), half - px(20), rect.h - px(20))
        draw_panel(surface, box)
        blit_text(
            surface, _(title), (box.centerx, box.y + px(14)), 20, ICON_COLORS[kind], True, "midtop", box.w - px(20)
        )
        for j in range(2):
            d = icon_disc(kind, px(22), GOLD)
            surface.blit(d, d.get_rect(center=_at(box, 60 + j * 56, 110)))
        _arrow(surface, _at(box, 150, 110), _at(box, 220, 110))
        if kind == "P":
            for j, code in enumerate(("3", "1T")):
                surface.blit(card_back(*syn), _at(box, 240 + j * 54, 80))
                surface.blit(synergy_face(code, *syn), _at(box, 240 + j * 54, 170))
            caption = _("2 PASS icons: draw up to 2")
        else:
            draw_track_picture(surface, _box(box, 232, 90, 190, 40), 2, compact=True)
            caption = _("2 PRESS icons: 2 spaces")
        blit_text(surface, caption, (box.centerx, box.bottom - px(40)), 15, TEXT, True, "midtop", box.w - px(20))


def draw_track_picture(surface: pygame.Surface, rect: pygame.Rect, marker: int, compact: bool = False) -> None:
    """The control track seen by HOME: `marker` spaces toward AWAY."""
    n = 5
    gap = px(6)
    w = (rect.w - gap * (n - 1)) // n
    for i in range(-2, 3):
        state = "AGGRESSIVE" if i == 2 else ("NORMAL" if i >= 0 else "DEFENSIVE")
        space = pygame.Rect(rect.x + (i + 2) * (w + gap), rect.y, w, rect.h)
        pygame.draw.rect(surface, STATE_COLORS[state], space, border_radius=px(6))
        pygame.draw.rect(surface, (20, 20, 20), space, px(1), border_radius=px(6))
        if i == marker:
            m = assets.scaled("marker", px(24), px(30))
            surface.blit(m, m.get_rect(midbottom=(space.centerx, space.bottom - px(2))))
        if not compact:
            label = f"{i:+d}" if i else "0"
            blit_text(surface, label, (space.centerx, space.bottom + px(6)), 14, DIM, False, "midtop")


def draw_shot(surface: pygame.Surface, rect: pygame.Rect) -> None:
    blit_text(surface, _("base attack"), _at(rect, 90, 30), 14, DIM, True, "midtop", px(160))
    for i in range(3):
        d = icon_disc("A", px(18))
        surface.blit(d, d.get_rect(center=_at(rect, 40 + i * 48, 90)))
    blit_text(surface, "3", _at(rect, 90, 120), 30, TEXT, True, "midtop")
    x = 190
    face = (px(66), px(93))
    for label, code in ((N_("deck card"), "5"), (N_("from hand"), "2"), (N_("from hand"), "1")):
        blit_text(surface, "+", _at(rect, x + 4, 80), 34, GOLD, True, "midtop")
        surface.blit(synergy_face(code, *face), _at(rect, x + 30, 54))
        blit_text(surface, _(label), _at(rect, x + 63, 30), 14, DIM, True, "midtop", px(112))
        x += 120
    blit_text(surface, "=  11", _at(rect, x + 10, 74), 48, GOLD, True)
    banner = pygame.Rect(rect.right - px(244), rect.y + px(66), px(228), px(64))
    pygame.draw.rect(surface, (30, 16, 36), banner, border_radius=px(10))
    pygame.draw.rect(surface, (255, 120, 240), banner, px(3), border_radius=px(10))
    blit_text(surface, _("MAGIC NUMBER!"), banner.center, 24, (255, 120, 240), True, "center", banner.w - px(16))
    rows = (
        (N_("12 or more"), N_("OUT: no goal"), (255, 140, 100)),
        (N_("exactly 11"), N_("GOAL, whatever the defense (only a TACKLE stops it)"), (255, 120, 240)),
        (N_("10 or less"), N_("GOAL if the attack beats the defense"), (255, 220, 80)),
    )
    for i, (left, right, color) in enumerate(rows):
        y = 200 + 34 * i
        blit_text(surface, _(left), _at(rect, 40, y), 17, color, True, max_width=px(150))
        blit_text(surface, _(right), _at(rect, 200, y), 17, TEXT, max_width=rect.w - px(220))


def draw_control(surface: pygame.Surface, rect: pygame.Rect) -> None:
    track = _box(rect, 60, 50, 560, 50)
    draw_track_picture(surface, track, 1)
    blit_text(surface, _("toward AWAY >>"), (track.right, track.y - px(24)), 14, DIM, False, "topright", px(260))
    blit_text(
        surface, _("HOME reads the track"), (track.x, track.y - px(24)), 14, TEAM_COLORS[0], True, max_width=px(280)
    )
    rows = (
        ("AGGRESSIVE", N_("AGGRESSIVE (+2): the deck card and up to 2 from your hand")),
        ("NORMAL", N_("NORMAL (0 or +1): the deck card and up to 1 from your hand")),
        ("DEFENSIVE", N_("DEFENSIVE (-1 or -2): the deck card only")),
    )
    room = rect.w - px(116)
    y = track.bottom + px(50)
    for state, text in rows:
        pygame.draw.rect(surface, STATE_COLORS[state], (rect.x + px(60), y, px(22), px(22)), border_radius=px(5))
        blit_text(surface, _(text), (rect.x + px(96), y + px(11)), 17, TEXT, False, "midleft", room)
        y += px(40)
    note = _("Here HOME is NORMAL and AWAY is DEFENSIVE.")
    blit_text(surface, note, (rect.x + px(60), y + px(10)), 16, GOLD, True, "midleft", room)


def draw_subs(surface: pygame.Surface, rect: pygame.Rect) -> None:
    size = (px(171), px(84))
    pictures = (
        (40, player_card("CF_TARGET_MAN", *size), N_("bench (face up)"), DIM),
        (330, player_card("CF_TARGET_MAN", *size), N_("now an available player"), GOLD),
        (620, player_card("LWF_WINGER", *size, dim=True), N_("goes off: never returns"), (255, 140, 100)),
    )
    cards = []
    for x, image, caption, color in pictures:
        card = image.get_rect(topleft=_at(rect, x, 60))
        surface.blit(image, card)
        _caption(surface, _(caption), (card.centerx, card.bottom + px(8)), color, 14)
        cards.append(card)
    _arrow(surface, (cards[0].right + px(10), cards[0].centery), (cards[1].x - px(10), cards[1].centery))
    for i in range(3):
        pygame.draw.circle(surface, GOLD, _at(rect, 52 + i * 26, 236), px(9), 0 if i < 2 else px(2))
    note = _("3 substitutions per match: here 2 are left")
    blit_text(surface, note, _at(rect, 140, 236), 16, TEXT, True, "midleft", rect.w - px(160))


def draw_time(surface: pygame.Surface, rect: pygame.Rect) -> None:
    back = card_back(px(66), px(93))
    for i in range(3):
        surface.blit(back, _at(rect, 30 + i * 8, 40 + i * 4))
    blit_text(surface, _("the deck runs out"), _at(rect, 70, 150), 15, TEXT, True, "midtop", px(170))
    _arrow(surface, _at(rect, 150, 90), _at(rect, 200, 90))
    boxes = (
        (215, 290, N_("ADDITIONAL TIME"), (255, 140, 60), N_("one last turn for the other team")),
        (580, 250, N_("HALF TIME"), GOLD, N_("or the final whistle")),
    )
    for x, w, title, color, line in boxes:
        box = _box(rect, x, 50, w, 80)
        draw_panel(surface, box)
        blit_text(surface, _(title), (box.centerx, box.y + px(14)), 22, color, True, "midtop", box.w - px(16))
        blit_text(surface, _(line), (box.centerx, box.y + px(48)), 14, TEXT, False, "midtop", box.w - px(16))
    _arrow(surface, _at(rect, 515, 90), _at(rect, 565, 90))
    rows = (
        N_("Half time: the field is cleared, every token returns, the marker goes to the centre."),
        N_("Each team may substitute, HOME first; AWAY kicks off the second half."),
        N_("A draw after the second half: penalty shoot-out (or a draw, if chosen for the match)."),
    )
    for i, text in enumerate(rows):
        y = 210 + 34 * i
        pygame.draw.circle(surface, GOLD, _at(rect, 40, y + 10), px(5))
        blit_text(surface, _(text), _at(rect, 56, y), 16, TEXT, max_width=rect.w - px(70))


PAGES: tuple[Page, ...] = (
    Page(
        N_("The board and the position lines"),
        (
            N_(
                "Each coach has a half of 4 rows by 8 columns. Row 0, the front line, touches the centre line; row 3, the last line, is in front of your goal."
            ),
            N_(
                "Three coloured lines separate the rows: the red FW line, the green MF line and the blue DF line. Every card must sit next to its own line."
            ),
            N_(
                "The board prints ATTACK halves at the front edge and DEFENSE halves at the back edge of columns 1 to 6."
            ),
        ),
        draw_board,
        ("R2.1", "R2.3"),
    ),
    Page(
        N_("Placing cards"),
        (
            N_(
                "A card covers two cells side by side in one row. FW cards go in rows 0-1, MF cards in rows 1-2, DF cards in rows 2-3."
            ),
            N_(
                "A card in the front line must touch one of your cards along an edge: beside it in row 0, or overlapping it from row 1. Corners do not count."
            ),
            N_(
                "Drag an available player onto a lit place, or press its number and choose the place with the arrows and Enter. A placed card never moves."
            ),
        ),
        draw_placing,
        ("R2.2", "R2.4"),
    ),
    Page(
        N_("Icons and how they complete"),
        (
            N_("Card edges carry half icons: ATTACK (ball), DEFENSE (shield), PASS (plus) and PRESS (arrow)."),
            N_(
                "Two halves of the same type that meet form a complete icon: side by side through the left and right edges, or one row above the other over a shared column."
            ),
            N_(
                "Some cards print a complete icon in their centre. Only complete icons count, and they stay for the whole half."
            ),
        ),
        draw_icons,
        ("R2.5", "R2.6", "R2.7", "R2.8", "R2.9"),
    ),
    Page(
        N_("Team actions: PASS or PRESS"),
        (
            N_("Each turn starts with a team action. Count your complete PASS and PRESS icons."),
            N_("PASS draws synergy cards: up to one per PASS icon, and never more than 5 in hand."),
            N_("PRESS moves the control marker toward the opponent by your PRESS icons."),
            N_("Then comes the player action: place one player, or shoot directly with a card on the field."),
        ),
        draw_team_actions,
        ("R4",),
    ),
    Page(
        N_("The shot and the magic number"),
        (
            N_(
                "The base attack is the shooter's uncovered ATTACK icons. A token marks one of them and turns face down after the shot: that icon is gone."
            ),
            N_(
                "The attacker adds the top deck card and, by control state, cards from hand. The defender adds the top deck card and may add one more."
            ),
            N_(
                "A total attack of exactly 11 is the MAGIC NUMBER: a goal unless the defender reveals a TACKLE, which turns the shot into a penalty kick."
            ),
        ),
        draw_shot,
        ("R5", "R2.10", "R11.1"),
    ),
    Page(
        N_("Control states"),
        (
            N_(
                "The control track has five spaces. Each team reads it from its own side: spaces toward the opponent are good for you."
            ),
            N_("Your state decides how many synergy cards you may add from your hand when you shoot."),
            N_("The marker returns to the centre after every goal and at half time."),
        ),
        draw_control,
        ("R7",),
    ),
    Page(
        N_("Substitutions"),
        (
            N_(
                "Each team may make 3 substitutions in the whole match, during its own turn or at half time. They are not actions."
            ),
            N_(
                "A bench card comes on as an available player, never straight onto the field. A card from the field or from the available players goes off to the bench face down and never returns."
            ),
        ),
        draw_subs,
        ("R9", "R4.2", "R3.3"),
    ),
    Page(
        N_("Additional time and half time"),
        (
            N_("When the deck runs out, the discard pile is shuffled into a new deck at once and the turn goes on."),
            N_(
                "The next turn, the other team's, is additional time: it has no team action, and when it ends the half ends."
            ),
            N_(
                "At half time every card leaves the field, the synergy cards are shuffled together and AWAY starts the second half. A draw at the end goes to a penalty shoot-out, unless the match was set up to allow draws."
            ),
        ),
        draw_time,
        ("R8", "R10", "R11"),
    ),
    Page(
        N_("Keys and mouse"),
        (
            N_(
                "Everything can be played with the mouse or with the keyboard alone. Right-click any card for its details."
            ),
            N_("A click or a key skips an animation."),
        ),
        draw_keys,
        picture_h=keys_picture_height(),
    ),
)


def page_for_rule(rule: str) -> int | None:
    """The page that explains `rule` ("R5.3", "R4.3 B"): the page naming the longest prefix of it."""
    rule = rule.split()[0] if rule.strip() else ""
    best: tuple[int, int] | None = None
    for i, page in enumerate(PAGES):
        for prefix in page.rules:
            if (rule == prefix or rule.startswith(prefix + ".")) and (best is None or len(prefix) > best[0]):
                best = (len(prefix), i)
    return best[1] if best is not None else None


def open_rules(app: Host, rule: str) -> bool:
    """Open the rules reference at the page that explains `rule`; False if no page does."""
    page = page_for_rule(rule)
    if page is None:
        return False
    app.stack.push(RulesHelpScene(app, page))
    return True


class RulesHelpScene(Scene):
    opaque = True
    updates_below = False

    def __init__(self, app: Host, page: int = 0) -> None:
        super().__init__(app)
        self.page = page
        self.menu = Menu()
        self._build()

    def _build(self) -> None:
        buttons = [Button(_(p.title), lambda i=i: self.go(i)) for i, p in enumerate(PAGES)]  # type: ignore[misc]
        buttons.append(Button(_("Back"), lambda: self.app.stack.pop(self), hint="Esc"))
        self.menu.set_buttons(buttons)
        self.menu.focus = self.page
        left = M.stage().x + px(16)
        self.menu.layout_column(left, px(84), px(292), px(50), px(8))

    def go(self, page: int) -> None:
        self.page = page % len(PAGES)
        self.menu.focus = self.page

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                self.app.stack.pop(self)
                return True
            if event.key in (pygame.K_RIGHT, pygame.K_PAGEDOWN):
                self.go(self.page + 1)
                return True
            if event.key in (pygame.K_LEFT, pygame.K_PAGEUP):
                self.go(self.page - 1)
                return True
            if event.key in (pygame.K_DOWN, pygame.K_UP):
                self.menu.handle_event(event)
                if self.menu.focus < len(PAGES):
                    self.page = self.menu.focus
                return True
        self.menu.handle_event(event)
        return True

    # ------------------------------------------------------------------ drawing

    @staticmethod
    def text_column() -> tuple[int, int]:
        """The left edge and width of the page's text and picture, in real pixels."""
        return M.stage().x + px(TEXT_X), px(TEXT_W)

    def picture_rect(self) -> pygame.Rect:
        """The page's picture, just above the footer at the window's bottom edge (so a taller
        window gives the text more room)."""
        x, w = RulesHelpScene.text_column()
        h = PAGES[self.page].picture_h
        return pygame.Rect(x, M.height() - px(FOOTER + 14 + h), w, px(h))

    def paragraph_lines(self, room: int) -> tuple[int, list[list[str]]]:
        """The largest text size whose wrapped paragraphs fit `room` pixels, and the lines."""
        _x, w = self.text_column()
        page = PAGES[self.page]
        for size in TEXT_SIZES:
            paras = [wrap(_(para), size, w) for para in page.paragraphs]
            height = sum(len(lines) for lines in paras) * line_step(size) + px(10) * len(paras)
            if height <= room:
                break
        return size, paras

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(stadium.dimmed(surface.get_size(), M.pos(0, 500)[1]), (0, 0))
        stage = M.stage()
        blit_text(surface, _("Rules"), (stage.x + px(20), px(24)), 32, GOLD, True, max_width=px(290))
        for i, b in enumerate(self.menu.buttons):
            b.selected = i == self.page
        self.menu.draw(surface, 15)
        page = PAGES[self.page]
        x, w = self.text_column()
        count = _("page {n} of {total}").format(n=self.page + 1, total=len(PAGES))
        count_rect = blit_text(surface, count, (stage.right - px(30), px(34)), 14, DIM, False, "topright", px(200))
        title_room = count_rect.x - px(16) - x
        blit_text(surface, _(page.title), (x, px(26)), 30, GOLD, True, max_width=title_room)
        picture = self.picture_rect()
        y = px(84)
        size, paras = self.paragraph_lines(picture.y - px(8) - y)
        for lines in paras:
            for line in lines:
                blit_text(surface, line, (x, y), size, TEXT, max_width=w)
                y += line_step(size)
            y += px(10)
        pygame.draw.rect(surface, (24, 36, 31), picture, border_radius=px(12))
        pygame.draw.rect(surface, (60, 84, 74), picture, px(2), border_radius=px(12))
        clip = surface.get_clip()
        surface.set_clip(picture)
        page.picture(surface, picture)
        surface.set_clip(clip)
        blit_text(
            surface,
            _("Left / Right: turn the page · number keys or a click: a topic · Esc: back"),
            (x + w // 2, M.height() - px(FOOTER)),
            14,
            DIM,
            False,
            "midtop",
            w,
        )


def line_step(size: int) -> int:
    """The distance between two lines of paragraph text at logical `size`."""
    return px(size * 25 / 18)
