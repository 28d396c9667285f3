"""Draws the physical table from a view: both halves of the field, the position lines, the board's
printed half icons, placed cards with their complete icons joined, tokens, both synergy boards, the
control track, score and counts, hands (the viewer's face up, the opponent's as backs), available
players and benches. Nothing here changes the game; it reads only `View`s and the presentation."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache

import pygame

from game.engine.cards import default_cards
from game.engine.icons import IconKey, card_icons, count
from game.engine.view import TeamView, View
from game.i18n import _
from game.ui.art import kits
from game.ui.art.cardart import (
    card_back,
    icon_disc,
    icon_radius,
    player_card,
    synergy_face,
)
from game.ui.art.club_crest import club_crest, name_lines
from game.ui.look import assets, metrics
from game.ui.look import layout as L
from game.ui.look.metrics import px
from game.ui.look.theme import (
    DIM,
    GOLD,
    ICON_COLORS,
    LINE_COLORS,
    PANEL,
    PANEL_EDGE,
    TEAM_COLORS,
    TEXT,
)
from game.ui.stage.anim import BoardCard, Presentation
from game.ui.table import panel_frames, side_panels
from game.ui.table.pitch_view import _forget_pitch, _pitch_with_cards
from game.ui.widgets.basic import blit_text, draw_panel, fit_text
from game.ui.widgets.marks import side_mark


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


viewer_of = side_panels.viewer_of


assets.text_listeners.append(_forget_pitch)  # the cards and the line labels carry translated words


def draw_table(surface: pygame.Surface, view: View, pres: Presentation, marks: TableMarks) -> None:
    me = viewer_of(view)
    w, h = metrics.size()
    dressed = (kits.worn(1 - me), kits.worn(me))
    fields = (tuple(view.teams[1 - me].field), tuple(view.teams[me].field))
    surface.blit(_pitch_with_cards(w, h, *fields, dressed, panel_frames.side_frames(view, me)), (0, 0))
    if marks.crowd is not None:
        marks.crowd(surface)
    for side in (1 - me, me):
        draw_half(surface, view.teams[side], side == me, pres, side)
    draw_marks(surface, view, marks)
    draw_totals(surface, view)
    draw_boards(surface, view, pres)
    draw_score(surface, view, pres)
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
        for i, kind in enumerate("ADPS"):
            cy = area.y + step * i + step // 2
            disc = icon_disc(kind, r)
            surface.blit(disc, disc.get_rect(center=(area.x + r + px(4), cy)))
            value = str(count(icons, kind))  # type: ignore[arg-type]
            blit_text(surface, value, (area.right - px(4), cy), 18, TEXT, True, "midright", area.w - 2 * r - px(8))


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


def to_play(view: View) -> int | None:
    """The side the scoreboard lights as the one to play (the defender too, while it decides)."""
    if view.phase in ("draft", "lineup", "over"):
        return None
    return view.current_player if view.current_player in (0, 1) else view.active


SCORE_MARK = 12  # logical px: the sides' marks on the scoreboard
SCORE_CREST = 26  # logical px: the clubs' crests beside the score
SCORE_Y = 44  # logical px from the scoreboard's top to the middle of the score and its bars


def score_mark_spots() -> tuple[tuple[int, int], tuple[int, int]]:
    """Where the scoreboard's side marks sit (issue #42: a side told by more than its colour): at
    the outer ends of the colour bars beside the score, inside the clubs' crests."""
    r = L.get().score
    y, half = score_mid_y(r), px(SCORE_MARK) // 2
    inset = px(12) + px(SCORE_CREST) + px(6) + half
    return (r.x + inset, y), (r.right - inset, y)


def score_mid_y(r: pygame.Rect) -> int:
    """The height of the score and its bars in the scoreboard `r`: below the clubs' names, which
    take most of the room a larger text size adds, above the clock."""
    return r.y + px(SCORE_Y) + (r.h - px(L.SCORE_H)) * 2 // 3


def draw_score(surface: pygame.Surface, view: View, pres: Presentation) -> None:
    """The scoreboard: both sides' names on the top row (the one to play lit), the score in the
    middle, the half and turn below."""
    score = view.score
    r = L.get().score
    half_w = r.w // 2 - px(14)
    decider = to_play(view)
    for side in (0, 1):
        draw_club_name(surface, r, side, half_w, side == decider)
    digits = assets.text(f"{score[0]} - {score[1]}", 26, TEXT, True)
    ink = digits.get_bounding_rect()
    ink.center = (r.centerx, score_mid_y(r))  # placed by its ink, clear of the names above and the clock below
    box = digits.get_rect(topleft=(ink.x - digits.get_bounding_rect().x, ink.y - digits.get_bounding_rect().y))
    plate = ink.inflate(px(18), px(8))
    for side, x0, x1 in ((0, r.x + px(12), plate.x - px(6)), (1, plate.right + px(6), r.right - px(12))):
        crest = club_crest(kits.club_id(side), px(SCORE_CREST))
        at = crest.get_rect(midleft=(x0, plate.centery)) if side == 0 else crest.get_rect(midright=(x1, plate.centery))
        x0, x1 = (at.right + px(6), x1) if side == 0 else (x0, at.x - px(6))
        bar = pygame.Rect(min(x0, x1), plate.centery - px(4), abs(x1 - x0), px(8))
        panel_frames.kit_bar(surface, bar, kits.worn(side))
        surface.blit(crest, at)
        side_mark(surface, side, score_mark_spots()[side], px(SCORE_MARK), TEAM_COLORS[side])
    pygame.draw.rect(surface, (6, 10, 14), plate, border_radius=px(6))
    pygame.draw.rect(surface, (60, 80, 92), plate, max(1, px(1)), border_radius=px(6))
    surface.blit(digits, box)
    turn = (_("1st half · turn {turn}") if view.half == 1 else _("2nd half · turn {turn}")).format(turn=view.turn)
    if view.phase in ("draft", "lineup"):
        turn = _("before kick-off")
    bottom = (r.centerx, r.bottom - px(2))
    if view.additional_time:
        blit_text(surface, _("ADDITIONAL TIME"), bottom, 13, (255, 140, 60), True, "midbottom", r.w - px(24))
    else:
        blit_text(surface, turn, bottom, 13, DIM, False, "midbottom", r.w - px(24))


@lru_cache(maxsize=8)
def _club_lines(name: str, room: int, tall_at_most: int, _font: pygame.font.Font) -> tuple[int, list[str]]:
    """A club's name on the scoreboard: the largest size (12 down to 9) whose lines end above the
    crests (`_font`, the size-12 font, keys the cache to the language, window and text size)."""
    for trial in range(12, 8, -1):
        size, lines = name_lines(name, trial, room)
        tall = sum(assets.font(size, True).get_height() - px(5) for _line in lines) + px(5)
        if tall <= tall_at_most:
            break
    return size, lines


def draw_club_name(surface: pygame.Surface, r: pygame.Rect, side: int, room: int, lit: bool) -> None:
    """A side's club name (up to two lines) in its top corner of the scoreboard; the side to play
    lit in its colour."""
    inner = r.inflate(-px(18), 0)
    above_crest = score_mid_y(r) - px(SCORE_CREST) // 2 - px(3) - (r.y + px(3))  # the names end over the crests
    size, lines = _club_lines(kits.name(side), room, above_crest, assets.font(12, True))
    faces = [fit_text(line, size, (255, 255, 255) if lit else TEXT, True, room) for line in lines]
    y = r.y + px(3)
    rects = []
    for f in faces:
        at = f.get_rect(topleft=(inner.x, y)) if side == 0 else f.get_rect(topright=(inner.right, y))
        rects.append((f, at))
        y += f.get_height() - px(5)
    if lit and rects:
        box = rects[0][1].unionall([a for _f, a in rects]).inflate(px(10), px(2))
        pygame.draw.rect(surface, TEAM_COLORS[side], box, border_radius=px(8))
    for f, at in rects:
        surface.blit(f, at)


def fill_panel(surface: pygame.Surface, rect: pygame.Rect) -> None:
    draw_panel(surface, rect, PANEL, PANEL_EDGE)
