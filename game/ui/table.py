"""Draws the physical table from a view: both halves of the field, the position lines, the board's
printed half icons, placed cards with their complete icons joined, tokens, both synergy boards, the
control track, score and counts, hands (the viewer's face up, the opponent's as backs), available
players and benches. Nothing here changes the game; it reads only `View`s and the presentation."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

import pygame

from game.engine.cards import default_cards
from game.engine.icons import PRINTED_COLUMNS, IconKey
from game.engine.view import TeamView, View
from game.i18n import _
from game.ui import assets
from game.ui import layout as L
from game.ui.anim import BoardCard, Presentation
from game.ui.card_text import control_name, side_name
from game.ui.cardart import (
    CARD_H,
    CARD_W,
    SYN_H,
    SYN_W,
    card_back,
    icon_disc,
    icon_radius,
    mini_card,
    player_card,
    synergy_face,
)
from game.ui.theme import (
    BG,
    CHALK,
    DIM,
    GOLD,
    HEIGHT,
    ICON_COLORS,
    ICON_SPRITES,
    LINE_COLORS,
    PANEL,
    PANEL_EDGE,
    PITCH,
    PITCH_DARK,
    STATE_COLORS,
    TEAM_COLORS,
    TEXT,
    WIDTH,
)
from game.ui.widgets import blit_text, draw_panel


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
    hide_hands: bool = False


@lru_cache(maxsize=2)
def background() -> pygame.Surface:
    """Everything that never changes: the pitch, lines, printed halves and panel frames."""
    s = pygame.Surface((WIDTH, HEIGHT))
    s.fill(BG)
    for y in range(0, HEIGHT, 4):
        pygame.draw.line(s, (BG[0] + 3, BG[1] + 4, BG[2] + 3), (0, y), (WIDTH, y))
    pygame.draw.rect(s, (20, 60, 34), L.FIELD_RECT.inflate(8, 8), border_radius=12)
    band = pygame.Rect(L.FIELD_X, L.CENTRE_Y, L.FIELD_W, L.BAND)
    pygame.draw.rect(s, (28, 84, 46), band)
    pygame.draw.line(s, CHALK, band.midleft, band.midright, 2)
    for bottom in (False, True):
        for r in range(4):
            top = L.local_to_screen(bottom, 0, r * L.ROW_H)[1]
            y = min(top, L.local_to_screen(bottom, 0, (r + 1) * L.ROW_H)[1])
            pygame.draw.rect(s, PITCH if r % 2 == 0 else PITCH_DARK, (L.FIELD_X, y, L.FIELD_W, L.ROW_H))
        for c in range(1, 8):
            x = L.FIELD_X + c * L.CELL_W
            y0 = L.BOTTOM_Y if bottom else L.TOP_Y
            for y in range(y0, y0 + L.HALF_H, 8):
                pygame.draw.line(s, (60, 130, 80), (x, y), (x, y + 3))
        for between, role in ((0, "FW"), (1, "MF"), (2, "DF")):
            y = L.line_y(bottom, between)
            pygame.draw.line(s, LINE_COLORS[role], (L.FIELD_X, y), (L.FIELD_X + L.FIELD_W, y), 3)
            blit_text(s, role, (L.FIELD_X - 4, y), 12, LINE_COLORS[role], True, "midright")
        # R2.6: the board's printed halves: ATTACK at the front edge, DEFENSE at the back edge.
        r = icon_radius(CARD_H)
        for col in PRINTED_COLUMNS:
            for kind, key in (("A", IconKey("v", -1, col)), ("D", IconKey("v", 3, col))):
                pos = L.icon_pos(bottom, key)
                half = pygame.Surface((2 * r + 2, 2 * r + 2), pygame.SRCALPHA)
                pygame.draw.circle(half, ICON_COLORS[kind], (r + 1, r + 1), r)
                sym = assets.scaled(ICON_SPRITES[kind], int(r * 1.35), int(r * 1.35))
                half.blit(sym, sym.get_rect(center=(r + 1, r + 1)))
                # keep only the half outside this team's grid
                outward = (key.row == -1) == bottom  # front edge of the bottom half faces up
                clip = pygame.Rect(0, 0, 2 * r + 2, r + 1) if outward else pygame.Rect(0, r + 1, 2 * r + 2, r + 1)
                s.blit(half, (pos[0] - r - 1, pos[1] - r - 1 + clip.y), clip)
    pygame.draw.circle(s, CHALK, band.center, 30, 2)
    for rect in (L.OPP_PANEL, L.MY_PANEL, L.SCORE_RECT, L.TRACK_RECT, L.HAND_RECT, L.PROMPT_RECT):
        draw_panel(s, rect)
    for rect in (L.OPP_BOARD, L.MY_BOARD):
        pygame.draw.rect(s, (26, 36, 34), rect, border_radius=8)
        for slot in (1, 2, 3):
            pygame.draw.rect(s, (60, 76, 70), L.board_slot_rect(rect is L.MY_BOARD, slot), 1, border_radius=6)
    return s


def viewer_of(view: View) -> int:
    return view.viewer if view.viewer in (0, 1) else 0


def draw_table(surface: pygame.Surface, view: View, pres: Presentation, marks: TableMarks) -> None:
    me = viewer_of(view)
    surface.blit(background(), (0, 0))
    field_view = pres.field_view or view
    for side in (1 - me, me):
        draw_half(surface, field_view.teams[side], side == me, pres, side)
    draw_marks(surface, view, marks)
    draw_boards(surface, view, pres)
    draw_score(surface, view, pres)
    draw_track(surface, view, pres)
    draw_counts(surface, view)
    draw_hand(surface, view, marks)
    draw_opponent_panel(surface, view)
    draw_my_panel(surface, view, pres, marks)


def draw_half(surface: pygame.Surface, team: TeamView, bottom: bool, pres: Presentation, side: int) -> None:
    cards = default_cards()
    for card, row, col in team.field:
        if (side, card) in pres.hidden_cards:
            continue
        surface.blit(player_card(card, rotated=not bottom), L.card_rect(bottom, row, col))
    r = icon_radius(CARD_H)
    for icon in team.icons:
        if any((side, c) in pres.hidden_cards for c in icon.cards):
            continue
        n = len(cards.card(icon.cards[0]).printed) if icon.key.kind == "p" else 1
        pos = L.icon_pos(bottom, icon.key, n)
        if icon.key.kind != "p":  # a joined pair (or card + board): draw it whole, with a ring
            disc = icon_disc(icon.type, r + 1, GOLD)
            surface.blit(disc, disc.get_rect(center=pos))
    glow_on = pres.glow and pres.glow_t < 1.2
    for key, up in team.tokens:
        if (side, key) in pres.hidden_tokens:
            continue
        face_up = pres.token_up.get((side, key), up)
        n = 1
        if key.kind == "p":
            owner = next((c for c, rr, cc in team.field if rr == key.row and cc == key.col), None)
            n = len(cards.card(owner).printed) if owner else 1
        pos = L.icon_pos(bottom, key, n)
        tok = assets.scaled("token_up" if face_up else "token_down", 2 * r + 4, 2 * r + 4)
        surface.blit(tok, tok.get_rect(center=pos))
    if glow_on:
        k = pres.glow_t / 1.2
        for gside, key in pres.glow:
            if gside != side:
                continue
            pos = L.icon_pos(bottom, key)
            rad = int(r + 4 + 10 * k)
            ring = pygame.Surface((2 * rad + 4, 2 * rad + 4), pygame.SRCALPHA)
            pygame.draw.circle(ring, (255, 240, 120, int(255 * (1 - k))), (rad + 2, rad + 2), rad, 4)
            surface.blit(ring, ring.get_rect(center=pos))


def draw_marks(surface: pygame.Surface, view: View, marks: TableMarks) -> None:
    me = viewer_of(view)
    if marks.places:
        color = LINE_COLORS.get(marks.place_role or "", GOLD)
        glow = pygame.Surface((CARD_W, CARD_H), pygame.SRCALPHA)
        glow.fill((*color, 70))
        for row, col in marks.places:
            rect = L.card_rect(True, row, col)
            surface.blit(glow, rect)
            pygame.draw.rect(surface, color, rect, 2, border_radius=6)
    if marks.cursor_place is not None:
        rect = L.card_rect(True, *marks.cursor_place)
        pygame.draw.rect(surface, (255, 255, 255), rect.inflate(6, 6), 3, border_radius=8)
    if marks.ghost is not None:
        card, row, col = marks.ghost
        ghost = player_card(card).copy()
        ghost.set_alpha(170)
        surface.blit(ghost, L.card_rect(True, row, col))
        r = icon_radius(CARD_H)
        for key in marks.ghost_icons:
            pos = L.icon_pos(True, key)
            pygame.draw.circle(surface, (255, 250, 160), pos, r + 5, 3)
    for i, key in enumerate(marks.token_keys):
        pos = L.icon_pos(True, key)
        pygame.draw.circle(surface, (255, 255, 255), pos, 16, 3)
        blit_text(surface, str(i + 1), (pos[0] + 14, pos[1] - 14), 16, GOLD, True, "center")
    for card in marks.shooters:
        for c, row, col in view.teams[me].field:
            if c == card:
                pygame.draw.rect(surface, GOLD, L.card_rect(True, row, col).inflate(6, 6), 2, border_radius=8)


def _board_card(surface: pygame.Surface, bc: BoardCard, rect: pygame.Rect, hide: bool) -> None:
    face_visible = bc.revealed and bc.code is not None
    if bc.flip < 1.0:
        # turning over: shrink to an edge showing the back, then grow showing the face
        k = bc.flip
        showing_face = k >= 0.5 and face_visible
        w = max(2, int(rect.w * abs(1 - 2 * k)))
        img = synergy_face(bc.code or "0") if showing_face else card_back(SYN_W, SYN_H)
        img = pygame.transform.smoothscale(img, (w, rect.h))
        surface.blit(img, img.get_rect(center=rect.center))
        return
    y = rect.y - int((1 - bc.arrive) * 60)
    if face_visible:
        surface.blit(synergy_face(bc.code or "0"), (rect.x, y))
        return
    surface.blit(card_back(SYN_W, SYN_H), (rect.x, y))
    if bc.code is not None and bc.source == "hand" and not hide:
        # the owner knows which card it chose: a small corner label, never on the opponent's board
        blit_text(surface, bc.code.replace("T", "+T"), (rect.right - 3, rect.bottom - 2), 12, GOLD, True, "bottomright")


def board_cards(view: View, side: int) -> list[BoardCard]:
    team = view.teams[side]
    return [BoardCard(s.source, s.card, s.revealed) for s in team.board]


def draw_boards(surface: pygame.Surface, view: View, pres: Presentation) -> None:
    me = viewer_of(view)
    for side in (0, 1):
        bottom = side == me
        cards = pres.boards[side] if pres.boards is not None else board_cards(view, side)
        area = L.MY_BOARD if bottom else L.OPP_BOARD
        title = _("{side} synergy").format(side=side_name(side))
        blit_text(surface, title, (area.x + 8, area.y + 6), 13, TEAM_COLORS[side], True, max_width=150)
        for i, bc in enumerate(cards[:3]):
            _board_card(surface, bc, L.board_slot_rect(bottom, i + 1), hide=not bottom)
        total = pres.totals[side]
        shot = view.shot
        if total is not None:
            attacker = pres.attacker if pres.attacker is not None else (shot.side if shot is not None else side)
            label = _("attack {n}") if attacker == side else _("defense {n}")
            blit_text(
                surface, label.format(n=total), (area.right - 8, area.centery), 22, GOLD, True, "midright", 200
            )
        elif shot is not None and pres.boards is None:
            base = shot.base_attack if shot.side == side else shot.base_defense
            label = _("base attack {n}") if shot.side == side else _("base defense {n}")
            blit_text(surface, label.format(n=base), (area.right - 8, area.centery), 16, TEXT, True, "midright", 200)


def draw_score(surface: pygame.Surface, view: View, pres: Presentation) -> None:
    score = pres.score or view.score
    r = L.SCORE_RECT
    blit_text(surface, side_name(0), (r.x + 16, r.y + 8), 16, TEAM_COLORS[0], True, max_width=120)
    blit_text(surface, side_name(1), (r.right - 16, r.y + 8), 16, TEAM_COLORS[1], True, "topright", 120)
    blit_text(surface, f"{score[0]}  -  {score[1]}", (r.centerx, r.y + 4), 32, TEXT, True, "midtop")
    turn = (_("1st half · turn {turn}") if view.half == 1 else _("2nd half · turn {turn}")).format(turn=view.turn)
    if view.phase in ("draft", "lineup"):
        turn = _("before kick-off")
    blit_text(surface, turn, (r.x + 16, r.bottom - 6), 13, DIM, False, "bottomleft", 170)
    if view.additional_time:
        blit_text(
            surface, _("ADDITIONAL TIME"), (r.right - 16, r.bottom - 6), 13, (255, 140, 60), True, "bottomright", 160
        )
    else:
        who = _("{side} to play").format(side=side_name(view.active))
        blit_text(surface, who, (r.right - 16, r.bottom - 6), 13, TEAM_COLORS[view.active], True, "bottomright", 160)


def draw_track(surface: pygame.Surface, view: View, pres: Presentation) -> None:
    me = viewer_of(view)
    r = L.TRACK_RECT
    blit_text(surface, _("Control track"), (r.x + 12, r.y + 6), 14, TEXT, True, max_width=170)
    toward = _("toward {side}").format(side=side_name(1 - me)) + " >>"
    blit_text(surface, toward, (r.right - 12, r.y + 6), 13, DIM, False, "topright", 170)
    sign = 1 if me == 0 else -1
    for i in range(-2, 3):
        d = i  # distance toward the viewer's opponent
        state = "AGGRESSIVE" if d == 2 else ("NORMAL" if d >= 0 else "DEFENSIVE")
        rect = L.track_space(i)
        pygame.draw.rect(surface, STATE_COLORS[state], rect, border_radius=5)
        pygame.draw.rect(surface, (20, 20, 20), rect, 1, border_radius=5)
    marker = pres.marker if pres.marker is not None else float(view.marker)
    pos = marker * sign
    a = L.track_space(-2).centerx
    b = L.track_space(2).centerx
    x = a + (pos + 2) / 4 * (b - a)
    m = assets.scaled("marker", 24, 30)
    surface.blit(m, m.get_rect(midbottom=(int(x), L.track_space(0).bottom - 2)))
    for side, anchor, x0 in ((me, "bottomleft", r.x + 12), (1 - me, "bottomright", r.right - 12)):
        state = view.teams[side].control
        label = f"{side_name(side)}: {control_name(state)}"
        blit_text(surface, label, (x0, r.bottom - 4), 13, STATE_COLORS[state], True, anchor, 170)


def draw_counts(surface: pygame.Surface, view: View) -> None:
    r = L.COUNTS_RECT
    surface.blit(card_back(18, 26), L.deck_rect())
    blit_text(
        surface,
        _("deck {deck}   discard {discard}   tokens in supply {tokens}").format(
            deck=view.deck_size, discard=view.discard_size, tokens=view.token_supply
        ),
        (r.x + 36, r.centery),
        14,
        TEXT,
        False,
        "midleft",
        r.w - 44,
    )


def draw_hand(surface: pygame.Surface, view: View, marks: TableMarks) -> None:
    me = viewer_of(view)
    team = view.teams[me]
    r = L.HAND_RECT
    title = _("Your synergy hand ({n}/5)").format(n=team.hand_count)
    blit_text(surface, title, (r.x + 10, r.y + 2), 14, TEXT, True, max_width=r.w - 20)
    if marks.hide_hands or team.hand is None:
        return
    for i, code in enumerate(team.hand):
        rect = L.hand_rect(i)
        if i in marks.hand_selected:
            rect = rect.move(0, -6)
            pygame.draw.rect(surface, GOLD, rect.inflate(6, 6), 3, border_radius=8)
        surface.blit(synergy_face(code, rect.w, rect.h), rect)


def draw_opponent_panel(surface: pygame.Surface, view: View) -> None:
    me = viewer_of(view)
    opp = view.teams[1 - me]
    r = L.OPP_PANEL
    blit_text(surface, side_name(opp.side), (r.x + 12, r.y + 8), 20, TEAM_COLORS[opp.side], True, max_width=150)
    subs = _("substitutions left {n}").format(n=opp.subs_left)
    blit_text(surface, subs, (r.right - 12, r.y + 12), 13, DIM, False, "topright", 180)
    players = _("available players ({n})").format(n=len(opp.available))
    blit_text(surface, players, (r.x + 12, r.y + 40), 13, DIM, max_width=r.w - 24)
    for i, card in enumerate(opp.available[:10]):
        surface.blit(mini_card(card, 66, 32), L.opp_available_rect(i))
    blit_text(surface, _("bench"), (r.x + 12, r.y + 150), 13, DIM, max_width=200)
    for i, card in enumerate(opp.bench[:3]):
        surface.blit(mini_card(card, 66, 32), L.opp_bench_rect(i))
    blit_text(surface, _("hand {n}").format(n=opp.hand_count), (r.x + 228, r.y + 138), 13, DIM, max_width=130)
    for i in range(opp.hand_count):
        surface.blit(card_back(34, 48), L.opp_hand_rect(i))
    if opp.sent_off:
        off = _("sent off: {n}").format(n=len(opp.sent_off))
        blit_text(surface, off, (r.x + 12, r.bottom - 10), 12, DIM, False, "bottomleft", 200)


def draw_my_panel(surface: pygame.Surface, view: View, pres: Presentation, marks: TableMarks) -> None:
    me = viewer_of(view)
    team = view.teams[me]
    r = L.MY_PANEL
    title = _("{side} — available players").format(side=side_name(me))
    blit_text(surface, title, (r.x + 12, r.y + 8), 17, TEAM_COLORS[me], True, max_width=r.w - 24)
    for i, card in enumerate(team.available[:12]):
        if (me, card) in pres.hidden_cards or (card == marks.selected_card and marks.ghost is not None):
            continue
        rect = L.available_rect(i)
        surface.blit(player_card(card), rect)
        if card == marks.selected_card:
            pygame.draw.rect(surface, GOLD, rect.inflate(6, 6), 3, border_radius=8)
        if marks.numbers and i < 10:
            tag = pygame.Rect(0, 0, 18, 18)
            tag.topleft = (rect.x - 4, rect.y - 4)
            pygame.draw.rect(surface, (20, 20, 20), tag, border_radius=9)
            blit_text(surface, str((i + 1) % 10), tag.center, 12, GOLD, True, "center")
    by = L.bench_rect(0).y - 20
    bench = _("bench — substitutions left {n}").format(n=team.subs_left)
    blit_text(surface, bench, (r.x + 12, by), 14, DIM, True, max_width=r.w - 24)
    for i, card in enumerate(team.bench[:3]):
        surface.blit(player_card(card, dim=True), L.bench_rect(i))


def draw_goal(surface: pygame.Surface, rect: pygame.Rect, kick: str | None = None, save: tuple[str, ...] = ()) -> None:
    """A goal split into the five kick spots (R11.1)."""
    pygame.draw.rect(surface, (230, 230, 230), rect, 4)
    spots = spot_rects(rect)
    for name, sr in spots.items():
        color = (70, 120, 200) if name in save else (40, 56, 52)
        pygame.draw.rect(surface, color, sr, border_radius=4)
        pygame.draw.rect(surface, PANEL_EDGE, sr, 1, border_radius=4)
        blit_text(surface, name, sr.center, 13, TEXT, True, "center")
    if kick is not None:
        pygame.draw.circle(surface, (250, 250, 250), spots[kick].center, 10)
        pygame.draw.circle(surface, (20, 20, 20), spots[kick].center, 10, 2)


def spot_rects(rect: pygame.Rect) -> dict[str, pygame.Rect]:
    w, h = rect.w // 3, rect.h // 2
    return {
        "TL": pygame.Rect(rect.x + 2, rect.y + 2, w - 4, h - 4),
        "TR": pygame.Rect(rect.x + 2 * w + 2, rect.y + 2, w - 4, h - 4),
        "C": pygame.Rect(rect.x + w + 2, rect.y + h // 2, w - 4, h - 4),
        "BL": pygame.Rect(rect.x + 2, rect.y + h + 2, w - 4, h - 4),
        "BR": pygame.Rect(rect.x + 2 * w + 2, rect.y + h + 2, w - 4, h - 4),
    }


def fill_panel(surface: pygame.Surface, rect: pygame.Rect) -> None:
    draw_panel(surface, rect, PANEL, PANEL_EDGE)
