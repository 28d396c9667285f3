"""Draws the physical table from a view: both halves of the field, the position lines, the board's
printed half icons, placed cards with their complete icons joined, tokens, both synergy boards, the
control track, score and counts, hands (the viewer's face up, the opponent's as backs), available
players and benches. Nothing here changes the game; it reads only `View`s and the presentation."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from game.engine.cards import default_cards
from game.engine.icons import IconKey, card_icons, count
from game.engine.view import TeamView, View
from game.ui.art import kits
from game.ui.art.cardart import (
    card_back,
    icon_disc,
    icon_radius,
    player_card,
    synergy_face,
)
from game.ui.look import assets, metrics
from game.ui.look import layout as L
from game.ui.look.metrics import px
from game.ui.look.theme import (
    GOLD,
    ICON_COLORS,
    LINE_COLORS,
    PANEL,
    PANEL_EDGE,
    TEXT,
)
from game.ui.stage.anim import BoardCard, Presentation
from game.ui.table import panel_frames, scoreboard, side_panels
from game.ui.table.pitch_view import _forget_pitch, table_layer
from game.ui.widgets.basic import blit_text, draw_panel, fit_text


@dataclass
class TableMarks:
    """What the input layer wants highlighted this frame."""

    places: list[tuple[int, int]] = field(default_factory=list)  # legal (row, col) for the selected card
    place_role: str | None = None
    ghost: tuple[str, int, int] | None = None  # card, row, col under the cursor
    ghost_icons: list[IconKey] = field(default_factory=list)
    cursor_place: tuple[int, int] | None = None  # keyboard cursor among the places
    selected_card: str | None = None
    token_keys: list[IconKey] = field(default_factory=list)  # R5.1 choices, numbered
    shooters: list[str] = field(default_factory=list)  # field cards that may shoot
    hand_selected: list[int] = field(default_factory=list)  # indices into the viewer's hand
    numbers: bool = False  # show 1..0 on the available cards
    sub_outs: list[str] = field(default_factory=list)  # R9: who may go off, numbered as the prompt
    sub_target: str | None = None  # the one the pointer or the keyboard focus is on
    hide_hands: bool = False
    watching: bool = False  # computer vs computer: the hand shown is named by its side, not "yours"
    lift: dict[str, float] = field(default_factory=dict)  # available cards raised by the pointer, 0..1
    crowd: Callable[[pygame.Surface], None] | None = None  # the stands' reaction, drawn over them
    prompt_frame: pygame.Rect | None = None  # the decision's lit panel, as tall as it holds (None: its whole room)


viewer_of = side_panels.viewer_of


assets.text_listeners.append(_forget_pitch)  # the cards and the line labels carry translated words


def draw_table(surface: pygame.Surface, view: View, pres: Presentation, marks: TableMarks) -> None:
    me = viewer_of(view)
    w, h = metrics.size()
    dressed = (kits.worn(1 - me), kits.worn(me))
    fields = (tuple(view.teams[1 - me].field), tuple(view.teams[me].field))
    frame = marks.prompt_frame or L.get().prompt
    prompt = (frame.x, frame.y, frame.w, frame.h)
    surface.blit(table_layer(w, h, *fields, dressed, panel_frames.side_frames(view, me), prompt), (0, 0))
    if marks.crowd is not None:
        marks.crowd(surface)
    for side in (1 - me, me):
        draw_half(surface, view.teams[side], side == me, pres, side)
    draw_marks(surface, view, marks)
    draw_totals(surface, view)
    draw_boards(surface, view, pres)
    scoreboard.draw_score(surface, view)
    side_panels.draw_track(surface, view, pres)
    side_panels.draw_counts(surface, view)
    side_panels.draw_hand(surface, view, marks.watching, marks.hide_hands, marks.hand_selected)
    side_panels.draw_opponent_panel(surface, view)
    side_panels.draw_my_panel(surface, view, marks.selected_card, marks.ghost is not None, marks.numbers, marks.lift)


def attack_of(team: TeamView, card: str) -> int:
    """A placed card's current ATTACK: its uncovered complete ATTACK icons (R2.8, R5.2)."""
    return len(card_icons(team.icons, card, "A"))


def token_pos(team: TeamView, bottom: bool, key: IconKey) -> tuple[int, int]:
    """Where a token on `key` lies (a printed icon's place depends on its card's printed count)."""
    n = 1
    if key.kind == "p":
        owner = next((c for c, rr, cc in team.field if rr == key.row and cc == key.col), None)
        n = len(default_cards().card(owner).printed) if owner else 1
    return L.icon_pos(bottom, key, n)


def token_image(face_up: bool, card_h: int) -> pygame.Surface:
    r = icon_radius(card_h)
    return assets.scaled("token_up" if face_up else "token_down", 2 * r + 4, 2 * r + 4)


def draw_half(surface: pygame.Surface, team: TeamView, bottom: bool, pres: Presentation, side: int) -> None:
    """What lies on a half's cards and changes during play: joined icons, tokens, ATTACK badges,
    glows (the cards themselves are in the cached pitch layer)."""
    lay = L.get()
    cards = default_cards()
    r = icon_radius(lay.card_h)
    for icon in team.icons:
        n = len(cards.card(icon.cards[0]).printed) if icon.key.kind == "p" else 1
        pos = L.icon_pos(bottom, icon.key, n)
        if icon.key.kind != "p":  # a joined pair (or card + board): draw it whole, with a ring
            disc = icon_disc(icon.type, r + 1, GOLD)
            surface.blit(disc, disc.get_rect(center=pos))
    for key, up in team.tokens:
        tok = token_image(pres.token_up.get((side, key), up), lay.card_h)
        surface.blit(tok, tok.get_rect(center=token_pos(team, bottom, key)))
    for card, row, col in team.field:
        _attack_badge(surface, L.card_rect(bottom, row, col), attack_of(team, card), r)
    if pres.glow and pres.glow_t < 1.2:
        k = pres.glow_t / 1.2
        for gside, key in pres.glow:
            if gside != side:
                continue
            pos = L.icon_pos(bottom, key)
            rad = int(r + px(4) + px(10) * k)
            ring = pygame.Surface((2 * rad + 4, 2 * rad + 4), pygame.SRCALPHA)
            pygame.draw.circle(ring, (255, 240, 120, int(255 * (1 - k))), (rad + 2, rad + 2), rad, px(4))
            surface.blit(ring, ring.get_rect(center=pos))


def _attack_badge(surface: pygame.Surface, card: pygame.Rect, attack: int, r: int) -> None:
    """The card's current ATTACK in its top-left corner (only when it could shoot with some)."""
    if attack <= 0:
        return
    rad = max(px(8), int(r * 0.8))
    centre = (card.x + rad // 2 + px(3), card.y + rad // 2 + px(3))
    pygame.draw.circle(surface, ICON_COLORS["A"], centre, rad)
    pygame.draw.circle(surface, (255, 255, 255), centre, rad, max(1, px(2)))
    label = assets.text_px(str(attack), max(assets.MIN_TEXT_PX, int(rad * 1.3)), (255, 255, 255), True)
    surface.blit(label, label.get_rect(center=centre))


def draw_marks(surface: pygame.Surface, view: View, marks: TableMarks) -> None:
    lay = L.get()
    me = viewer_of(view)
    if marks.places:
        color = LINE_COLORS.get(marks.place_role or "", GOLD)
        glow = pygame.Surface((lay.card_w, lay.card_h), pygame.SRCALPHA)
        glow.fill((*color, 70))
        for row, col in marks.places:
            rect = L.card_rect(True, row, col)
            surface.blit(glow, rect)
            pygame.draw.rect(surface, color, rect, px(2), border_radius=px(6))
    if marks.cursor_place is not None:
        rect = L.card_rect(True, *marks.cursor_place)
        pygame.draw.rect(surface, (255, 255, 255), rect.inflate(px(6), px(6)), px(3), border_radius=px(8))
    if marks.ghost is not None:
        card, row, col = marks.ghost
        ghost = player_card(card, lay.card_w, lay.card_h, kit=kits.worn(side_panels.viewer_of(view))).copy()
        ghost.set_alpha(170)
        surface.blit(ghost, L.card_rect(True, row, col))
        r = icon_radius(lay.card_h)
        for key in marks.ghost_icons:
            pos = L.icon_pos(True, key)
            pygame.draw.circle(surface, (255, 250, 160), pos, r + px(5), px(3))
    r = icon_radius(lay.card_h)
    for i, key in enumerate(marks.token_keys):
        pos = L.icon_pos(True, key)
        pygame.draw.circle(surface, (255, 255, 255), pos, r + px(4), px(3))
        tag = (pos[0] + r + px(4), pos[1] - r - px(4))
        pygame.draw.circle(surface, (20, 20, 20), tag, px(11))
        blit_text(surface, str(i + 1), tag, 16, GOLD, True, "center")
    _draw_sub_outs(surface, view, marks)
    for card in marks.shooters:
        for c, row, col in view.teams[me].field:
            if c == card:
                pygame.draw.rect(
                    surface, GOLD, L.card_rect(True, row, col).inflate(px(6), px(6)), px(3), border_radius=px(8)
                )


def _draw_sub_outs(surface: pygame.Surface, view: View, marks: TableMarks) -> None:
    """Each card that may go off, outlined where it lies and numbered like its button (two
    identical cards are told apart by their place); the one in focus lit."""
    if not marks.sub_outs:
        return
    team = view.teams[viewer_of(view)]
    where = {c: L.card_rect(True, r, col) for c, r, col in team.field}
    where.update({c: L.available_rect(i) for i, c in enumerate(team.available)})
    for n, card in enumerate(marks.sub_outs, start=1):
        rect = where.get(card)
        if rect is None:
            continue
        lit = card == marks.sub_target
        pygame.draw.rect(
            surface,
            GOLD if lit else (255, 255, 255),
            rect.inflate(px(6), px(6)),
            px(4 if lit else 2),
            border_radius=px(8),
        )
        tag = (rect.right - px(2), rect.y + px(2))
        pygame.draw.circle(surface, GOLD if lit else (20, 20, 20), tag, px(11))
        blit_text(surface, str(n % 10), tag, 14, (20, 20, 20) if lit else GOLD, True, "center")


def draw_totals(surface: pygame.Surface, view: View) -> None:
    """Each team's ATTACK, DEFENSE, PASS and PRESS totals beside its half (R2.8)."""
    me = viewer_of(view)
    for side in (0, 1):
        team = view.teams[side]
        area = L.totals_rect(side == me)
        icons = team.icons
        step = area.h // 4
        r = min(step * 2 // 5, area.w // 4)
        values = [str(count(icons, kind)) for kind in "ADPS"]  # type: ignore[arg-type]
        widest = max(fit_text(v, 18, TEXT, True, area.w - 2 * r - px(8)).get_width() for v in values)
        margin = max(px(4), (area.w - 2 * r - px(6) - widest) // 2)  # the pair centred, clear of the pitch
        for i, (kind, value) in enumerate(zip("ADPS", values, strict=True)):
            cy = area.y + step * i + step // 2
            disc = icon_disc(kind, r)
            surface.blit(disc, disc.get_rect(center=(area.x + margin + r, cy)))
            blit_text(surface, value, (area.right - margin, cy), 18, TEXT, True, "midright", area.w - 2 * r - px(8))


def _board_card(surface: pygame.Surface, bc: BoardCard, rect: pygame.Rect, hide: bool) -> None:
    face_visible = bc.revealed and bc.code is not None
    if bc.flip < 1.0:
        # turning over: shrink to an edge showing the back, then grow showing the face
        k = bc.flip
        showing_face = k >= 0.5 and face_visible
        w = max(2, int(rect.w * abs(1 - 2 * k)))
        img = synergy_face(bc.code or "0", rect.w, rect.h) if showing_face else card_back(rect.w, rect.h)
        img = pygame.transform.smoothscale(img, (w, rect.h))
        surface.blit(img, img.get_rect(center=rect.center))
        return
    y = rect.y - int((1 - bc.arrive) * px(60))
    if face_visible:
        surface.blit(synergy_face(bc.code or "0", rect.w, rect.h), (rect.x, y))
        return
    surface.blit(card_back(rect.w, rect.h), (rect.x, y))
    if bc.code is not None and bc.source == "hand" and not hide:
        # the owner knows which card it chose: a small corner label, never on the opponent's board
        corner = (rect.right - px(3), rect.bottom - px(2))
        blit_text(surface, bc.code.replace("T", "+T"), corner, 12, GOLD, True, "bottomright")


def board_cards(view: View, side: int) -> list[BoardCard]:
    team = view.teams[side]
    return [BoardCard(s.source, s.card, s.revealed) for s in team.board]


def revealed_total(view: View, side: int) -> int | None:
    """A side's shot total as its revealed synergy cards make it (R5.6), None before any is revealed."""
    shot = view.shot
    stars = [int(slot.card.rstrip("T")) for slot in view.teams[side].board if slot.revealed and slot.card]
    if shot is None or not stars:
        return None
    return (shot.base_attack if shot.side == side else shot.base_defense) + sum(stars)


def draw_boards(surface: pygame.Surface, view: View, pres: Presentation) -> None:
    me = viewer_of(view)
    lay = L.get()
    for side in (0, 1):
        bottom = side == me
        cards = pres.boards[side] if pres.boards is not None else board_cards(view, side)
        for i, bc in enumerate(cards[:3]):
            _board_card(surface, bc, L.board_slot_rect(bottom, i + 1), hide=not bottom)
        total = pres.totals[side] if pres.boards is not None else revealed_total(view, side)
        shot = view.shot
        third = L.board_slot_rect(bottom, 3)
        anchor, y = ("midtop", third.bottom + px(4)) if bottom else ("midbottom", third.y - px(4))
        if total is not None:
            blit_text(surface, str(total), (lay.strip.centerx, y), 22, GOLD, True, anchor, lay.strip.w)
        elif shot is not None and pres.boards is None:
            base = shot.base_attack if shot.side == side else shot.base_defense
            blit_text(surface, str(base), (lay.strip.centerx, y), 18, TEXT, True, anchor, lay.strip.w)


def fill_panel(surface: pygame.Surface, rect: pygame.Rect) -> None:
    draw_panel(surface, rect, PANEL, PANEL_EDGE)
