# ruff: noqa: E501  (prose: one paragraph per line)
"""The illustrated rules reference: one page per topic, each a few short paragraphs (one msgid each,
so they translate) and a picture drawn with the game's own board, card and track drawing.

Reachable from the title screen and the pause menu. Left/Right or PageUp/PageDown turn the page,
number keys or a click on the list jump to a topic, Esc goes back."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

import pygame

from game.engine.cards import default_cards
from game.engine.icons import complete_icons
from game.engine.view import TeamView
from game.i18n import N_, _
from game.ui import assets
from game.ui import layout as L
from game.ui.anim import Presentation
from game.ui.app import App
from game.ui.cardart import CARD_H, CARD_W, card_back, icon_disc, icon_radius, player_card, synergy_face
from game.ui.scene import Scene
from game.ui.table import background, draw_half
from game.ui.theme import (
    BG,
    DIM,
    GOLD,
    HEIGHT,
    ICON_COLORS,
    LINE_COLORS,
    PANEL,
    STATE_COLORS,
    TEAM_COLORS,
    TEXT,
    WIDTH,
    Color,
)
from game.ui.widgets import Button, Menu, blit_text, draw_panel, wrap

Draw = Callable[[pygame.Surface, pygame.Rect], None]

TEXT_X = 330
TEXT_W = WIDTH - TEXT_X - 30
PICTURE = pygame.Rect(TEXT_X, 338, TEXT_W, 340)


@dataclass(frozen=True)
class Page:
    title: str  # msgid
    paragraphs: tuple[str, ...]  # msgids, one short paragraph each
    picture: Draw


# ---------------------------------------------------------------------- the example field

# R2.6 in one picture: CF over AMF completes an ATTACK icon, AMF beside CMF a PASS icon, and the
# board's printed ATTACK halves complete the CF's top halves.
EXAMPLE_FIELD = {"CF_STRIKER": (0, 2), "AMF_CHANCE_MAKER": (1, 2), "CMF_PLAY_MAKER": (1, 4), "CB_SWEEPER": (3, 3)}


def example_team(field: dict[str, tuple[int, int]]) -> TeamView:
    icons = complete_icons(field, default_cards().by_id, [])
    return TeamView(
        side=0,
        roster=(),
        stars=(),
        lineup_done=True,
        available=(),
        bench=(),
        sent_off=(),
        field=tuple(sorted(((c, r, col) for c, (r, col) in field.items()), key=lambda t: (t[1], t[2]))),
        icons=tuple(icons),
        tokens=(),
        subs_left=3,
        hand_count=0,
        hand=(),
        score=0,
        board=(),
        control="NORMAL",
    )


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


HALF_CROP = pygame.Rect(L.FIELD_X - 34, L.BOTTOM_Y - 14, L.FIELD_W + 42, L.HALF_H + 28)


@lru_cache(maxsize=4)
def field_picture(with_cards: bool, places_for: str | None = None) -> pygame.Surface:
    """The viewer's half of the real table (lines, printed halves, cards, complete icons)."""
    full = background().copy()
    if with_cards:
        team = example_team(EXAMPLE_FIELD)
        draw_half(full, team, True, Presentation(), 0)
    if places_for is not None:
        role = default_cards().card(places_for).role
        color = LINE_COLORS[role]
        glow = pygame.Surface((CARD_W, CARD_H), pygame.SRCALPHA)
        glow.fill((*color, 70))
        places = legal_places(EXAMPLE_FIELD, role)
        for row, col in places:
            rect = L.card_rect(True, row, col)
            full.blit(glow, rect)
            pygame.draw.rect(full, color, rect, 2, border_radius=6)
        if places:
            ghost = player_card(places_for).copy()
            ghost.set_alpha(170)
            full.blit(ghost, L.card_rect(True, *places[0]))
    return full.subsurface(HALF_CROP).copy()


def _arrow(surface: pygame.Surface, a: tuple[int, int], b: tuple[int, int], color: Color = GOLD) -> None:
    pygame.draw.line(surface, color, a, b, 4)
    v = pygame.Vector2(b) - pygame.Vector2(a)
    if v.length() == 0:
        return
    v.scale_to_length(14)
    left, right = v.rotate(150), v.rotate(-150)
    pygame.draw.polygon(surface, color, [b, (b[0] + left.x, b[1] + left.y), (b[0] + right.x, b[1] + right.y)])


def _caption(surface: pygame.Surface, text: str, pos: tuple[int, int], color: Color = TEXT, size: int = 15) -> None:
    blit_text(surface, text, pos, size, color, True, "midtop")


# ---------------------------------------------------------------------- pictures


def draw_board(surface: pygame.Surface, rect: pygame.Rect) -> None:
    pic = field_picture(False)
    at = pic.get_rect(midleft=(rect.x + 10, rect.centery))
    surface.blit(pic, at)
    names = (N_("front line (row 0)"), N_("2nd line (row 1)"), N_("3rd line (row 2)"), N_("last line (row 3)"))
    for r, name in enumerate(names):
        y = at.y + (L.BOTTOM_Y - HALF_CROP.y) + r * L.ROW_H + L.ROW_H // 2
        blit_text(surface, _(name), (at.right + 16, y), 15, TEXT, True, "midleft")
    x = at.right + 180
    for i, (role, rows) in enumerate((("FW", N_("rows 0-1")), ("MF", N_("rows 1-2")), ("DF", N_("rows 2-3"))), 1):
        y = at.y + (L.BOTTOM_Y - HALF_CROP.y) + i * L.ROW_H
        pygame.draw.line(surface, LINE_COLORS[role], (x, y), (x + 40, y), 4)
        blit_text(surface, f"{role}: {_(rows)}", (x + 50, y), 15, LINE_COLORS[role], True, "midleft")
    _caption(surface, _("centre line"), (at.centerx, at.y - 16), DIM, 13)


def draw_placing(surface: pygame.Surface, rect: pygame.Rect) -> None:
    card = "LWF_WINGER"
    pic = field_picture(True, card)
    at = pic.get_rect(midleft=(rect.x + 10, rect.centery))
    surface.blit(pic, at)
    src = pygame.Rect(at.right + 110, at.y + 60, CARD_W, CARD_H)
    surface.blit(player_card(card), src)
    _caption(surface, _("available player"), (src.centerx, src.bottom + 8), DIM, 13)
    first = legal_places(EXAMPLE_FIELD, "FW")[0]
    target = L.card_rect(True, *first).move(at.x - HALF_CROP.x, at.y - HALF_CROP.y)
    _arrow(surface, (src.x - 6, src.centery), (target.right + 6, target.centery))
    blit_text(surface, _("drag it onto a lit place"), (at.right + 40, at.y + 160), 15, GOLD, True)
    blit_text(surface, _("red: FW places, next to the red line"), (at.right + 40, at.y + 186), 13, TEXT)


def draw_icons(surface: pygame.Surface, rect: pygame.Rect) -> None:
    big = (200, 102)
    r = icon_radius(big[1])
    x0, y0 = rect.x + 24, rect.y + 40
    surface.blit(player_card("AMF_CHANCE_MAKER", *big), (x0, y0))
    surface.blit(player_card("CMF_PLAY_MAKER", *big), (x0 + big[0], y0))
    join = (x0 + big[0], y0 + big[1] // 2)
    disc = icon_disc("P", r + 2, GOLD)
    surface.blit(disc, disc.get_rect(center=join))
    pygame.draw.circle(surface, GOLD, join, r + 12, 3)
    _caption(surface, _("two PASS halves meet: one complete PASS icon"), (join[0], y0 + big[1] + 14), GOLD)
    legend = ((N_("ATTACK"), "A"), (N_("DEFENSE"), "D"), (N_("PASS"), "P"), (N_("PRESS"), "S"))
    for i, (word, kind) in enumerate(legend):
        cx = x0 + 20 + (i % 2) * 200
        cy = rect.y + 226 + (i // 2) * 44
        d = icon_disc(kind, 16)
        surface.blit(d, d.get_rect(center=(cx, cy)))
        blit_text(surface, _(word), (cx + 28, cy), 18, ICON_COLORS[kind], True, "midleft")
    pic = field_picture(True)
    small = pygame.transform.smoothscale(pic, (pic.get_width() * 4 // 5, pic.get_height() * 4 // 5))
    at = small.get_rect(topright=(rect.right - 20, rect.y + 16))
    surface.blit(small, at)
    _caption(surface, _("gold rings: complete icons on the field"), (at.centerx, at.bottom + 6), DIM, 13)


def draw_team_actions(surface: pygame.Surface, rect: pygame.Rect) -> None:
    half = rect.w // 2
    for i, (kind, title) in enumerate((("P", N_("PASS: draw synergy cards")), ("S", N_("PRESS: push the marker")))):
        box = pygame.Rect(rect.x + i * half + 10, rect.y + 10, half - 20, rect.h - 20)
        draw_panel(surface, box)
        blit_text(surface, _(title), (box.centerx, box.y + 14), 20, ICON_COLORS[kind], True, "midtop")
        for j in range(2):
            d = icon_disc(kind, 22, GOLD)
            surface.blit(d, d.get_rect(center=(box.x + 60 + j * 56, box.y + 110)))
        _arrow(surface, (box.x + 150, box.y + 110), (box.x + 220, box.y + 110))
        if kind == "P":
            for j, code in enumerate(("3", "1T")):
                surface.blit(card_back(), (box.x + 240 + j * 54, box.y + 80))
                surface.blit(synergy_face(code), (box.x + 240 + j * 54, box.y + 170))
            blit_text(
                surface, _("2 PASS icons: draw up to 2"), (box.centerx, box.bottom - 40), 15, TEXT, True, "midtop"
            )
        else:
            draw_track_picture(surface, pygame.Rect(box.x + 232, box.y + 90, 190, 40), 2, compact=True)
            blit_text(surface, _("2 PRESS icons: 2 spaces"), (box.centerx, box.bottom - 40), 15, TEXT, True, "midtop")


def draw_track_picture(surface: pygame.Surface, rect: pygame.Rect, marker: int, compact: bool = False) -> None:
    """The control track seen by HOME: `marker` spaces toward AWAY."""
    n = 5
    gap = 6
    w = (rect.w - gap * (n - 1)) // n
    for i in range(-2, 3):
        state = "AGGRESSIVE" if i == 2 else ("NORMAL" if i >= 0 else "DEFENSIVE")
        space = pygame.Rect(rect.x + (i + 2) * (w + gap), rect.y, w, rect.h)
        pygame.draw.rect(surface, STATE_COLORS[state], space, border_radius=6)
        pygame.draw.rect(surface, (20, 20, 20), space, 1, border_radius=6)
        if i == marker:
            m = assets.scaled("marker", 24, 30)
            surface.blit(m, m.get_rect(midbottom=(space.centerx, space.bottom - 2)))
        if not compact:
            blit_text(surface, f"{i:+d}" if i else "0", (space.centerx, space.bottom + 6), 14, DIM, False, "midtop")


def draw_shot(surface: pygame.Surface, rect: pygame.Rect) -> None:
    y = rect.y + 30
    x = rect.x + 20
    blit_text(surface, _("base attack"), (x + 70, y), 14, DIM, True, "midtop")
    for i in range(3):
        d = icon_disc("A", 18)
        surface.blit(d, d.get_rect(center=(x + 20 + i * 48, y + 60)))
    blit_text(surface, "3", (x + 70, y + 90), 30, TEXT, True, "midtop")
    x += 170
    for label, code in ((N_("deck card"), "5"), (N_("from hand"), "2"), (N_("from hand"), "1")):
        blit_text(surface, "+", (x + 4, y + 50), 34, GOLD, True, "midtop")
        face = synergy_face(code, 66, 93)
        surface.blit(face, (x + 30, y + 24))
        blit_text(surface, _(label), (x + 63, y), 13, DIM, True, "midtop")
        x += 120
    blit_text(surface, "=  11", (x + 10, y + 44), 48, GOLD, True)
    banner = pygame.Rect(rect.right - 244, y + 36, 228, 64)
    pygame.draw.rect(surface, (30, 16, 36), banner, border_radius=10)
    pygame.draw.rect(surface, (255, 120, 240), banner, 3, border_radius=10)
    blit_text(surface, _("MAGIC NUMBER!"), banner.center, 24, (255, 120, 240), True, "center")
    rows = (
        (N_("12 or more"), N_("OUT: no goal"), (255, 140, 100)),
        (N_("exactly 11"), N_("GOAL, whatever the defense (only a TACKLE stops it)"), (255, 120, 240)),
        (N_("10 or less"), N_("GOAL if the attack beats the defense"), (255, 220, 80)),
    )
    ty = rect.y + 200
    for left, right, color in rows:
        blit_text(surface, _(left), (rect.x + 40, ty), 17, color, True)
        blit_text(surface, _(right), (rect.x + 200, ty), 17, TEXT)
        ty += 34


def draw_control(surface: pygame.Surface, rect: pygame.Rect) -> None:
    track = pygame.Rect(rect.x + 60, rect.y + 50, 560, 50)
    draw_track_picture(surface, track, 1)
    blit_text(surface, _("toward AWAY >>"), (track.right, track.y - 24), 14, DIM, False, "topright")
    blit_text(surface, _("HOME reads the track"), (track.x, track.y - 24), 14, TEAM_COLORS[0], True)
    rows = (
        ("AGGRESSIVE", N_("AGGRESSIVE (+2): the deck card and up to 2 from your hand")),
        ("NORMAL", N_("NORMAL (0 or +1): the deck card and up to 1 from your hand")),
        ("DEFENSIVE", N_("DEFENSIVE (-1 or -2): the deck card only")),
    )
    y = track.bottom + 50
    for state, text in rows:
        pygame.draw.rect(surface, STATE_COLORS[state], (rect.x + 60, y, 22, 22), border_radius=5)
        blit_text(surface, _(text), (rect.x + 96, y + 11), 17, TEXT, False, "midleft")
        y += 40
    blit_text(
        surface,
        _("Here HOME is NORMAL and AWAY is DEFENSIVE."),
        (rect.x + 60, y + 10),
        16,
        GOLD,
        True,
        "midleft",
    )


def draw_subs(surface: pygame.Surface, rect: pygame.Rect) -> None:
    y = rect.y + 60
    bench = pygame.Rect(rect.x + 40, y, 171, 84)
    surface.blit(player_card("CF_TARGET_MAN", 171, 84), bench)
    _caption(surface, _("bench (face up)"), (bench.centerx, bench.bottom + 8), DIM, 13)
    avail = pygame.Rect(rect.x + 330, y, 171, 84)
    surface.blit(player_card("CF_TARGET_MAN", 171, 84), avail)
    _caption(surface, _("now an available player"), (avail.centerx, avail.bottom + 8), GOLD, 13)
    _arrow(surface, (bench.right + 10, bench.centery), (avail.x - 10, avail.centery))
    off = pygame.Rect(rect.x + 620, y, 171, 84)
    surface.blit(player_card("LWF_WINGER", 171, 84, dim=True), off)
    _caption(surface, _("goes off: never returns"), (off.centerx, off.bottom + 8), (255, 140, 100), 13)
    for i in range(3):
        pygame.draw.circle(surface, GOLD, (rect.x + 52 + i * 26, y + 176), 9, 0 if i < 2 else 2)
    blit_text(
        surface, _("3 substitutions per match: here 2 are left"), (rect.x + 140, y + 176), 16, TEXT, True, "midleft"
    )


def draw_time(surface: pygame.Surface, rect: pygame.Rect) -> None:
    y = rect.y + 40
    x = rect.x + 30
    for i in range(3):
        surface.blit(card_back(66, 93), (x + i * 8, y + i * 4))
    blit_text(surface, _("the deck runs out"), (x + 40, y + 110), 15, TEXT, True, "midtop")
    _arrow(surface, (x + 120, y + 50), (x + 170, y + 50))
    box = pygame.Rect(x + 185, y + 10, 290, 80)
    draw_panel(surface, box)
    blit_text(surface, _("ADDITIONAL TIME"), (box.centerx, box.y + 14), 22, (255, 140, 60), True, "midtop")
    blit_text(surface, _("one last turn for the other team"), (box.centerx, box.y + 48), 14, TEXT, False, "midtop")
    _arrow(surface, (box.right + 10, y + 50), (box.right + 60, y + 50))
    box2 = pygame.Rect(box.right + 75, y + 10, 250, 80)
    draw_panel(surface, box2)
    blit_text(surface, _("HALF TIME"), (box2.centerx, box2.y + 14), 22, GOLD, True, "midtop")
    blit_text(surface, _("or the final whistle"), (box2.centerx, box2.y + 48), 14, TEXT, False, "midtop")
    rows = (
        N_("Half time: the field is cleared, every token returns, the marker goes to the centre."),
        N_("Each team may substitute, HOME first; AWAY kicks off the second half."),
        N_("A draw after the second half: penalty shoot-out (or a draw, if chosen for the match)."),
    )
    ty = y + 170
    for text in rows:
        pygame.draw.circle(surface, GOLD, (rect.x + 40, ty + 10), 5)
        blit_text(surface, _(text), (rect.x + 56, ty), 16, TEXT)
        ty += 34


def draw_keys(surface: pygame.Surface, rect: pygame.Rect) -> None:
    keys = (
        ("1 - 0", N_("pick a player or an option")),
        ("← → ↑ ↓", N_("move between places and buttons")),
        ("Enter", N_("confirm")),
        ("Esc", N_("cancel, or open the pause menu")),
        ("D", N_("details of the card under the mouse")),
        ("F11 / M", N_("fullscreen / mute")),
    )
    y = rect.y + 20
    for key, what in keys:
        box = pygame.Rect(rect.x + 40, y, 130, 34)
        pygame.draw.rect(surface, PANEL, box, border_radius=6)
        pygame.draw.rect(surface, GOLD, box, 2, border_radius=6)
        blit_text(surface, key, box.center, 16, GOLD, True, "center")
        blit_text(surface, _(what), (box.right + 20, box.centery), 17, TEXT, False, "midleft")
        y += 48


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
    ),
)


class RulesHelpScene(Scene):
    opaque = True
    updates_below = False

    def __init__(self, app: App, page: int = 0) -> None:
        super().__init__(app)
        self.page = page
        self.menu = Menu()
        self._build()

    def _build(self) -> None:
        buttons = [Button(_(p.title), lambda i=i: self.go(i)) for i, p in enumerate(PAGES)]  # type: ignore[misc]
        buttons.append(Button(_("Back"), lambda: self.app.stack.pop(self), hint="Esc"))
        self.menu.set_buttons(buttons)
        self.menu.focus = self.page
        self.menu.layout_column(16, 84, 292, 50, 8)

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

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(BG)
        blit_text(surface, _("Rules"), (20, 24), 32, GOLD, True)
        for i, b in enumerate(self.menu.buttons):
            b.selected = i == self.page
        self.menu.draw(surface, 15)
        page = PAGES[self.page]
        count = _("page {n} of {total}").format(n=self.page + 1, total=len(PAGES))
        blit_text(surface, count, (WIDTH - 30, 34), 14, DIM, False, "topright")
        blit_text(surface, _(page.title), (TEXT_X, 26), 30, GOLD, True)
        y = 84
        for para in page.paragraphs:
            for line in wrap(_(para), 18, TEXT_W):
                blit_text(surface, line, (TEXT_X, y), 18, TEXT)
                y += 25
            y += 10
        pygame.draw.rect(surface, (24, 36, 31), PICTURE, border_radius=12)
        pygame.draw.rect(surface, (60, 84, 74), PICTURE, 2, border_radius=12)
        clip = surface.get_clip()
        surface.set_clip(PICTURE)
        page.picture(surface, PICTURE)
        surface.set_clip(clip)
        blit_text(
            surface,
            _("Left / Right: turn the page · number keys or a click: a topic · Esc: back"),
            (TEXT_X + TEXT_W // 2, HEIGHT - 28),
            14,
            DIM,
            False,
            "midtop",
        )
