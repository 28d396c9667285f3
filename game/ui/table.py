"""Draws the physical table from a view: both halves of the field, the position lines, the board's
printed half icons, placed cards with their complete icons joined, tokens, both synergy boards, the
control track, score and counts, hands (the viewer's face up, the opponent's as backs), available
players and benches. Nothing here changes the game; it reads only `View`s and the presentation."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

import pygame

from game.engine.cards import default_cards
from game.engine.icons import PRINTED_COLUMNS, IconKey, card_icons, count
from game.engine.view import TeamView, View
from game.i18n import _
from game.ui import assets, metrics
from game.ui import layout as L
from game.ui.anim import BoardCard, Presentation
from game.ui.card_text import control_name, line_label, side_name
from game.ui.cardart import (
    card_back,
    icon_disc,
    icon_radius,
    mini_card,
    player_card,
    synergy_face,
)
from game.ui.goal_art import zone_rects
from game.ui.metrics import px
from game.ui.theme import (
    BG,
    CHALK,
    DIM,
    GOLD,
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
)
from game.ui.widgets import blit_text, draw_panel, fit_text, wrap


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


def background() -> pygame.Surface:
    """Everything that never changes at this window size: the pitch, lines, printed halves and
    panel frames."""
    return _background(*metrics.size())


@lru_cache(maxsize=2)
def _background(w: int, h: int) -> pygame.Surface:
    lay = L.get()
    s = pygame.Surface((w, h))
    s.fill(BG)
    for y in range(0, h, max(2, px(4))):
        pygame.draw.line(s, (BG[0] + 3, BG[1] + 4, BG[2] + 3), (0, y), (w, y))
    pygame.draw.rect(s, (20, 60, 34), lay.field.inflate(px(16), px(16)), border_radius=px(12))
    band = lay.centre_band
    pygame.draw.rect(s, (28, 84, 46), band)
    pygame.draw.line(s, CHALK, band.midleft, band.midright, px(2))
    for bottom in (False, True):
        for r in range(4):
            top = L.local_to_screen(bottom, 0, r * lay.row_h)[1]
            y = min(top, L.local_to_screen(bottom, 0, (r + 1) * lay.row_h)[1])
            pygame.draw.rect(
                s, PITCH if r % 2 == 0 else PITCH_DARK, (lay.field.x, y, lay.field.w, round(lay.row_h) + 1)
            )
        half = L.half_rect(bottom)
        for c in range(1, 8):
            x = round(lay.field.x + c * lay.cell_w)
            for y in range(half.y, half.bottom, px(8)):
                pygame.draw.line(s, (60, 130, 80), (x, y), (x, min(half.bottom, y + px(3))), max(1, px(1)))
        for between, role in ((0, "FW"), (1, "MF"), (2, "DF")):
            y = L.line_y(bottom, between)
            pygame.draw.line(s, LINE_COLORS[role], (lay.field.x, y), (lay.field.right, y), px(3))
            blit_text(
                s, line_label(role), (lay.field.x - px(3), y), 13, LINE_COLORS[role], True, "midright", lay.labels.w
            )
        # R2.6: the board's printed halves: ATTACK at the front edge, DEFENSE at the back edge.
        r = icon_radius(lay.card_h)
        for col in PRINTED_COLUMNS:
            for kind, key in (("A", IconKey("v", -1, col)), ("D", IconKey("v", 3, col))):
                pos = L.icon_pos(bottom, key)
                half_disc = pygame.Surface((2 * r + 2, 2 * r + 2), pygame.SRCALPHA)
                pygame.draw.circle(half_disc, ICON_COLORS[kind], (r + 1, r + 1), r)
                sym = assets.scaled(ICON_SPRITES[kind], int(r * 1.35), int(r * 1.35))
                half_disc.blit(sym, sym.get_rect(center=(r + 1, r + 1)))
                # keep only the half outside this team's grid
                outward = (key.row == -1) == bottom  # front edge of the bottom half faces up
                clip = pygame.Rect(0, 0, 2 * r + 2, r + 1) if outward else pygame.Rect(0, r + 1, 2 * r + 2, r + 1)
                s.blit(half_disc, (pos[0] - r - 1, pos[1] - r - 1 + clip.y), clip)
    pygame.draw.circle(s, CHALK, band.center, max(band.h, px(30)), px(2))
    for rect in (lay.opp_panel, lay.my_panel, lay.score, lay.track, lay.hand, lay.prompt, lay.log):
        draw_panel(s, rect)
    pygame.draw.rect(s, (26, 36, 34), lay.strip, border_radius=px(8))
    for bottom in (False, True):
        for slot in (1, 2, 3):
            pygame.draw.rect(s, (60, 76, 70), L.board_slot_rect(bottom, slot), px(1), border_radius=px(6))
    return s


def viewer_of(view: View) -> int:
    return view.viewer if view.viewer in (0, 1) else 0


def draw_table(surface: pygame.Surface, view: View, pres: Presentation, marks: TableMarks) -> None:
    me = viewer_of(view)
    surface.blit(background(), (0, 0))
    for side in (1 - me, me):
        draw_half(surface, view.teams[side], side == me, pres, side)
    draw_marks(surface, view, marks)
    draw_totals(surface, view)
    draw_boards(surface, view, pres)
    draw_score(surface, view, pres)
    draw_track(surface, view, pres)
    draw_counts(surface, view)
    draw_hand(surface, view, marks)
    draw_opponent_panel(surface, view)
    draw_my_panel(surface, view, pres, marks)


def attack_of(team: TeamView, card: str) -> int:
    """A placed card's current ATTACK: its uncovered complete ATTACK icons (R2.8, R5.2)."""
    return len(card_icons(team.icons, card, "A"))


def draw_half(surface: pygame.Surface, team: TeamView, bottom: bool, pres: Presentation, side: int) -> None:
    lay = L.get()
    cards = default_cards()
    for card, row, col in team.field:
        rect = L.card_rect(bottom, row, col)
        surface.blit(player_card(card, lay.card_w, lay.card_h, rotated=not bottom), rect)
    r = icon_radius(lay.card_h)
    for icon in team.icons:
        n = len(cards.card(icon.cards[0]).printed) if icon.key.kind == "p" else 1
        pos = L.icon_pos(bottom, icon.key, n)
        if icon.key.kind != "p":  # a joined pair (or card + board): draw it whole, with a ring
            disc = icon_disc(icon.type, r + 1, GOLD)
            surface.blit(disc, disc.get_rect(center=pos))
    for key, up in team.tokens:
        face_up = pres.token_up.get((side, key), up)
        n = 1
        if key.kind == "p":
            owner = next((c for c, rr, cc in team.field if rr == key.row and cc == key.col), None)
            n = len(cards.card(owner).printed) if owner else 1
        pos = L.icon_pos(bottom, key, n)
        tok = assets.scaled("token_up" if face_up else "token_down", 2 * r + 4, 2 * r + 4)
        surface.blit(tok, tok.get_rect(center=pos))
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
    label = assets.text_px(str(attack), int(rad * 1.3), (255, 255, 255), True)
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
        ghost = player_card(card, lay.card_w, lay.card_h).copy()
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


def draw_score(surface: pygame.Surface, view: View, pres: Presentation) -> None:
    score = view.score
    r = L.get().score
    third = r.w // 3
    blit_text(surface, side_name(0), (r.x + px(16), r.y + px(8)), 16, TEAM_COLORS[0], True, max_width=third)
    blit_text(surface, side_name(1), (r.right - px(16), r.y + px(8)), 16, TEAM_COLORS[1], True, "topright", third)
    blit_text(surface, f"{score[0]}  -  {score[1]}", (r.centerx, r.y + px(4)), 32, TEXT, True, "midtop")
    turn = (_("1st half · turn {turn}") if view.half == 1 else _("2nd half · turn {turn}")).format(turn=view.turn)
    if view.phase in ("draft", "lineup"):
        turn = _("before kick-off")
    half_w = r.w // 2 - px(20)
    blit_text(surface, turn, (r.x + px(16), r.bottom - px(6)), 13, DIM, False, "bottomleft", half_w)
    corner = (r.right - px(16), r.bottom - px(6))
    if view.additional_time:
        blit_text(surface, _("ADDITIONAL TIME"), corner, 13, (255, 140, 60), True, "bottomright", half_w)
    else:
        decider = view.current_player if view.current_player in (0, 1) else view.active  # the defender too
        who = _("{side} to play").format(side=side_name(decider))
        blit_text(surface, who, corner, 13, TEAM_COLORS[decider], True, "bottomright", half_w)


def draw_track(surface: pygame.Surface, view: View, pres: Presentation) -> None:
    me = viewer_of(view)
    r = L.get().track
    half_w = r.w // 2 - px(16)
    blit_text(surface, _("Control track"), (r.x + px(12), r.y + px(3)), 14, TEXT, True, max_width=half_w)
    toward = _("toward {side}").format(side=side_name(1 - me)) + " >>"
    blit_text(surface, toward, (r.right - px(12), r.y + px(3)), 13, DIM, False, "topright", half_w)
    sign = 1 if me == 0 else -1
    for i in range(-2, 3):
        state = "AGGRESSIVE" if i == 2 else ("NORMAL" if i >= 0 else "DEFENSIVE")
        rect = L.track_space(i)
        pygame.draw.rect(surface, STATE_COLORS[state], rect, border_radius=px(5))
        pygame.draw.rect(surface, (20, 20, 20), rect, px(1), border_radius=px(5))
    marker = pres.marker if pres.marker is not None else float(view.marker)
    a = L.track_space(-2).centerx
    b = L.track_space(2).centerx
    x = a + (marker * sign + 2) / 4 * (b - a)
    m = assets.scaled("marker", px(18), px(23))
    surface.blit(m, m.get_rect(midbottom=(int(x), L.track_space(0).bottom - px(2))))
    for side, anchor, x0 in ((me, "bottomleft", r.x + px(12)), (1 - me, "bottomright", r.right - px(12))):
        state = view.teams[side].control
        label = f"{side_name(side)}: {control_name(state)}"
        blit_text(surface, label, (x0, r.bottom - px(4)), 13, STATE_COLORS[state], True, anchor, half_w)


def draw_counts(surface: pygame.Surface, view: View) -> None:
    r = L.get().counts
    deck = L.deck_rect()
    surface.blit(card_back(deck.w, deck.h), deck)
    blit_text(
        surface,
        _("deck {deck}   discard {discard}   tokens in supply {tokens}").format(
            deck=view.deck_size, discard=view.discard_size, tokens=view.token_supply
        ),
        (r.x + px(36), r.centery),
        14,
        TEXT,
        False,
        "midleft",
        r.w - px(44),
    )


def draw_hand(surface: pygame.Surface, view: View, marks: TableMarks) -> None:
    me = viewer_of(view)
    team = view.teams[me]
    r = L.get().hand
    title = (_("{side} synergy hand ({n}/5)").format(side=side_name(me), n=team.hand_count) if marks.watching
             else _("Your synergy hand ({n}/5)").format(n=team.hand_count))
    blit_text(surface, title, (r.x + px(10), r.y + px(3)), 14, TEXT, True, max_width=r.w - px(20))
    if marks.hide_hands or team.hand is None:
        return
    for i, code in enumerate(team.hand):
        rect = L.hand_rect(i)
        if i in marks.hand_selected:  # lifted a little, never onto the heading
            rect = rect.move(0, -px(3))
            pygame.draw.rect(surface, GOLD, rect.inflate(px(6), px(6)), px(3), border_radius=px(8))
        surface.blit(synergy_face(code, rect.w, rect.h), rect)


def draw_opponent_panel(surface: pygame.Surface, view: View) -> None:
    me = viewer_of(view)
    opp = view.teams[1 - me]
    r = L.get().opp_panel
    half_w = r.w // 2 - px(16)
    blit_text(
        surface, side_name(opp.side), (r.x + px(12), r.y + px(8)), 20, TEAM_COLORS[opp.side], True, max_width=half_w
    )
    subs = _("substitutions left {n}").format(n=opp.subs_left)
    blit_text(surface, subs, (r.right - px(12), r.y + px(12)), 13, DIM, False, "topright", half_w)
    players = _("available players ({n})").format(n=len(opp.available))
    blit_text(surface, players, (r.x + px(12), r.y + px(38)), 13, DIM, max_width=r.w - px(24))
    for i, card in enumerate(opp.available[:10]):
        rect = L.opp_available_rect(i)
        surface.blit(mini_card(card, rect.w, rect.h), rect)
    bench0 = L.opp_bench_rect(0)
    blit_text(surface, _("bench"), (bench0.x, bench0.y - px(3)), 13, DIM, False, "bottomleft", half_w)
    for i, card in enumerate(opp.bench[:3]):
        rect = L.opp_bench_rect(i)
        surface.blit(mini_card(card, rect.w, rect.h), rect)
    hand0 = L.opp_hand_rect(0)
    hand_label = _("hand {n}").format(n=opp.hand_count)
    blit_text(surface, hand_label, (hand0.x, hand0.y - px(3)), 13, DIM, False, "bottomleft", r.right - hand0.x)
    for i in range(opp.hand_count):
        rect = L.opp_hand_rect(i)
        surface.blit(card_back(rect.w, rect.h), rect)
    if opp.sent_off:
        off = _("sent off: {n}").format(n=len(opp.sent_off))
        blit_text(surface, off, (r.right - px(12), r.y + px(38)), 12, DIM, False, "topright", half_w)


def draw_my_panel(surface: pygame.Surface, view: View, pres: Presentation, marks: TableMarks) -> None:
    me = viewer_of(view)
    team = view.teams[me]
    r = L.get().my_panel
    title = _("{side} — available players").format(side=side_name(me))
    blit_text(surface, title, (r.x + px(12), r.y + px(8)), 17, TEAM_COLORS[me], True, max_width=r.w - px(24))
    for i, card in enumerate(team.available[:12]):
        if card == marks.selected_card and marks.ghost is not None:
            continue
        rect = L.available_rect(i)
        surface.blit(player_card(card, rect.w, rect.h), rect)
        if card == marks.selected_card:
            pygame.draw.rect(surface, GOLD, rect.inflate(px(6), px(6)), px(3), border_radius=px(8))
        if marks.numbers and i < 10:
            tag = pygame.Rect(0, 0, px(20), px(20))
            tag.center = (rect.x + px(4), rect.y + px(4))
            pygame.draw.rect(surface, (20, 20, 20), tag, border_radius=px(10))
            blit_text(surface, str((i + 1) % 10), tag.center, 13, GOLD, True, "center")
    bench0 = L.bench_rect(0)
    bench = _("bench — substitutions left {n}").format(n=team.subs_left)
    blit_text(surface, bench, (r.x + px(12), bench0.y - px(4)), 14, DIM, True, "bottomleft", r.w - px(24))
    for i, card in enumerate(team.bench[:3]):
        rect = L.bench_rect(i)
        surface.blit(mini_card(card, rect.w, rect.h), rect)


def log_rows(lines: list[str], scroll: int = 0) -> list[tuple[pygame.Rect, str, str]]:
    """The log lines shown in the log box, `scroll` lines back from the newest: (row, shown text,
    full line). A line too long for the box is cut with "…" (its full text shows on hover)."""
    r = L.get().log
    line_h = px(L.LOG_LINE)
    room = r.w - px(24)
    fit = max(1, (r.h - px(10)) // line_h)
    end = len(lines) - max(0, min(scroll, len(lines) - fit))
    shown = lines[max(0, end - fit) : end]
    rows = []
    for i, line in enumerate(shown):
        text = wrap(line, 11, room)[0]
        if text != line:
            text = text.rstrip(" ,;:") + "…"
        rows.append((pygame.Rect(r.x + px(12), r.y + px(5) + i * line_h, room, line_h), text, line))
    return rows


def draw_log(surface: pygame.Surface, lines: list[str], scroll: int = 0) -> None:
    """The match log: the newest lines (or older ones, scrolled back with the wheel)."""
    for row, text, _full in log_rows(lines, scroll):
        surface.blit(fit_text(text, 11, DIM, False, row.w), row.topleft)
    if scroll > 0:  # scrolled back: a small arrow at the box's corner points to the newer lines
        r = L.get().log
        x, y = r.right - px(12), r.bottom - px(8)
        pygame.draw.polygon(surface, GOLD, [(x - px(5), y - px(6)), (x + px(5), y - px(6)), (x, y)])


def spot_rects(rect: pygame.Rect) -> dict[str, pygame.Rect]:
    """The five kick zones (R11.1) as parts of a goal mouth (game.ui.goal_art says where)."""
    return zone_rects(rect)


def fill_panel(surface: pygame.Surface, rect: pygame.Rect) -> None:
    draw_panel(surface, rect, PANEL, PANEL_EDGE)
