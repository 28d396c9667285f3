"""The glass panels beside the pitch: the control track under the scoreboard, the synergy hand with
the deck's counts, the opponent's compact summary and the coach's tray of available players (cards
that lift under the pointer). They read only a `View`, the presentation and the input marks."""

from __future__ import annotations

import pygame

from game.engine.view import View
from game.i18n import N_, _
from game.ui.art import kits
from game.ui.art.card_face import hand_size
from game.ui.art.card_figures import foil_glint
from game.ui.art.cardart import card_back, card_def, mini_card, player_card, synergy_face
from game.ui.art.club_crest import club_crest
from game.ui.art.club_ink import club_ink
from game.ui.art.side_marks import mark_colour
from game.ui.look import assets
from game.ui.look import layout as L
from game.ui.look.metrics import px
from game.ui.look.theme import DIM, GOLD, STATE_COLORS, TEXT
from game.ui.stage.anim import Presentation
from game.ui.table import panel_frames
from game.ui.widgets import glass
from game.ui.widgets.basic import blit_text, fits, fits_exactly, wrap_fit
from game.ui.widgets.marks import ink_on, side_mark, state_pattern, text_on_dark
from game.ui.words.card_text import control_name, side_name

TRAY: tuple[int, int, int] = (12, 20, 26)


def viewer_of(view: View) -> int:
    return view.viewer if view.viewer in (0, 1) else 0


def draw_track(surface: pygame.Surface, view: View, pres: Presentation) -> None:
    """The control track (R7): five spaces from the viewer's defensive end (left) to its attacking
    end (right, chevrons in the opponent's colour); each side's state on its own row below."""
    me = viewer_of(view)
    r = L.get().track
    blit_text(surface, _("Control track"), (r.x + px(12), r.y + px(2)), 13, TEXT, True, max_width=r.w - px(24))
    sign = 1 if me == 0 else -1
    for i in range(-2, 3):
        state = "AGGRESSIVE" if i == 2 else ("NORMAL" if i >= 0 else "DEFENSIVE")
        rect = L.track_space(i)
        pygame.draw.rect(surface, tuple(int(c * 0.8) for c in STATE_COLORS[state]), rect, border_radius=px(5))
        pygame.draw.rect(surface, STATE_COLORS[state], rect.inflate(-px(4), -px(4)), border_radius=px(4))
        pygame.draw.line(
            surface, (255, 255, 255), (rect.x + px(5), rect.y + px(3)), (rect.right - px(5), rect.y + px(3))
        )
        state_pattern(surface, rect.inflate(-px(4), -px(4)), state, ink_on(STATE_COLORS[state]))
    room = L.track_chevrons()
    stroke = max(2, px(3))
    for k in range(2):  # "toward the opponent"
        cx = room.x + stroke // 2 + k * px(7)
        cy = room.centery
        pts = [(cx, cy - px(6)), (cx + px(6), cy), (cx, cy + px(6))]
        pygame.draw.lines(surface, mark_colour(1 - me), False, pts, stroke)
    marker = pres.marker if pres.marker is not None else float(view.marker)
    a = L.track_space(-2).centerx
    b = L.track_space(2).centerx
    x = a + (marker * sign + 2) / 4 * (b - a)
    m = assets.scaled("marker", px(18), px(23))
    at = m.get_rect(midbottom=(int(x), L.track_space(0).bottom - px(2)))
    glass.blit_shadow(surface, at.inflate(-px(6), -px(8)))
    surface.blit(m, at)
    rows = ((me, "topleft", r.x + px(12)), (1 - me, "topright", r.right - px(12)))
    for n, (side, anchor, x0) in enumerate(rows):
        state = view.teams[side].control
        label = f"{side_name(side)}: {control_name(state)}"
        y = L.track_space(0).bottom + px(3) + n * max(assets.line_px(16), L.MIN_TEXT_ROW)
        mark = max(px(9), round(assets.real_px(12) * 0.75))  # grows with the label's text
        step = (mark + px(4)) * (1 if anchor == "topleft" else -1)
        drawn = blit_text(
            surface, label, (x0 + step, y), 12, text_on_dark(STATE_COLORS[state]), True, anchor, r.w - px(24) - mark
        )
        centre = x0 + (mark // 2 if step > 0 else -(mark // 2))
        side_mark(surface, side, (centre, drawn.centery), mark, mark_colour(side))  # whose state this is


def counts_items(view: View) -> list[tuple[str, int, pygame.Rect]]:
    """The deck, the discard pile and the token supply as (sprite, number, icon rect), left to right."""
    r = L.get().counts
    h = r.h - px(4)
    w = round(h * 0.72)
    step = (r.w - px(24)) // 3
    items = (("card_back", view.deck_size), ("discard", view.discard_size), ("token_up", view.token_supply))
    return [
        (name, n, pygame.Rect(r.x + px(12) + i * step, r.y + px(2), h if name == "token_up" else w, h))
        for i, (name, n) in enumerate(items)
    ]


def draw_counts(surface: pygame.Surface, view: View) -> None:
    """The deck, the discard pile and the token supply, as pictures and numbers under the hand
    (their words show when the pointer is on them: `counts_text`)."""
    for name, n, icon in counts_items(view):
        if name == "card_back":
            surface.blit(card_back(icon.w, icon.h), icon)
        elif name == "discard":
            pile = pygame.transform.rotate(card_back(icon.w, icon.h), -12)
            pile.set_alpha(150)
            surface.blit(pile, pile.get_rect(center=icon.center))
        else:
            tok = assets.scaled("token_up", icon.h, icon.h)
            surface.blit(tok, icon)
        blit_text(surface, str(n), (icon.right + px(6), icon.centery), 13, TEXT, True, "midleft")


def counts_text(view: View) -> str:
    return _("deck {deck}   discard {discard}   tokens in supply {tokens}").format(
        deck=view.deck_size, discard=view.discard_size, tokens=view.token_supply
    )


def draw_swap_count(surface: pygame.Surface, right: int, cy: int, n: int, color: tuple[int, int, int]) -> pygame.Rect:
    """Substitutions left: two arrows passing each other and the number, ending at `right`."""
    label = assets.text(str(n), 13, color, True)
    at = label.get_rect(midright=(right, cy))
    surface.blit(label, at)
    k = px(5)
    x = at.x - px(6) - 2 * k
    for dy, sign in ((-k // 2 - 1, 1), (k // 2 + 1, -1)):
        y = cy + dy
        x0, x1 = (x, x + 2 * k) if sign > 0 else (x + 2 * k, x)
        pygame.draw.line(surface, color, (x0, y), (x1, y), max(1, px(2)))
        pygame.draw.lines(
            surface,
            color,
            False,
            [(x1 - sign * k // 2, y - k // 2), (x1, y), (x1 - sign * k // 2, y + k // 2)],
            max(1, px(2)),
        )
    return pygame.Rect(x, cy - k, at.right - x, 2 * k)


EMPTY_HAND = N_("Empty: PASS draws synergy cards")  # review23 #11: what fills the empty hand


def draw_hand(surface: pygame.Surface, view: View, watching: bool, hide: bool, selected: list[int]) -> None:
    me = viewer_of(view)
    team = view.teams[me]
    r = L.get().hand
    title = (
        _("{side} synergy hand ({n}/5)").format(side=side_name(me), n=team.hand_count)
        if watching
        else _("Your synergy hand ({n}/5)").format(n=team.hand_count)
    )
    blit_text(surface, title, (r.x + px(12), r.y + px(4)), 14, TEXT, True, max_width=r.w - px(24))
    if not hide and team.hand_count == 0:  # review23 #11: what fills the empty box
        cards = L.hand_rect(0).union(L.hand_rect(4))  # may reach past the panel: centred on the panel
        size, lines = wrap_fit(_(EMPTY_HAND), 13, r.w - px(24), 2)
        step = assets.line_px(size + 3)
        y = cards.centery - step * (len(lines) - 1) // 2
        for line in lines:
            blit_text(surface, line, (r.centerx, y), size, DIM, False, "center", r.w - px(24))
            y += step
    if hide or team.hand is None:
        return
    for i, code in enumerate(team.hand):
        rect = L.hand_rect(i)
        if i in selected:  # lifted a little, never onto the heading
            rect = rect.move(0, -px(3))
            glass.blit_shadow(surface, rect, 1.6)
            pygame.draw.rect(surface, GOLD, rect.inflate(px(6), px(6)), px(3), border_radius=px(8))
        else:
            glass.blit_shadow(surface, rect)
        surface.blit(synergy_face(code, rect.w, rect.h), rect)


def named_side(surface: pygame.Surface, side: int, at: tuple[int, int], size: int, room: int) -> pygame.Rect:
    """A side's mark in its club's colour (issue #42: not only its colour) and its name, from `at`; the
    name in the panel's ink, so the header wears its club's colours, not the UI's red and blue."""
    mark = px(size * 3 // 4)
    name = blit_text(
        surface,
        side_name(side),
        (at[0] + mark + px(6), at[1]),
        size,
        club_ink(side),
        True,
        max_width=room - mark - px(6),
    )
    side_mark(surface, side, (at[0] + mark // 2, name.centery), mark, mark_colour(side))
    return name.union(pygame.Rect(at[0], name.y, mark, name.h))


def players_line(n: int) -> str:
    """A panel's line under its name: how many players wait to be placed, or, none left, that
    all are on the pitch (an empty state said short)."""
    return _("available players ({n})").format(n=n) if n else _("all on the pitch")


def draw_subheading(
    surface: pygame.Surface,
    text: str,
    name: pygame.Rect,
    name_size: int,
    y: int,
    below: int,
    right: int,
    beside_right: int | None = None,
    name_text: str = "",
) -> None:
    """A panel's small line under its name, above the cards starting at `below`; beside the name
    when larger text leaves no room under it (nothing drawn over a card). `name_text`: the name's
    words, whose letters (a CJK name's reach below the line) it keeps clear of."""
    ink = assets.ink(text, 12, DIM)  # the line's letters within its surface
    name_ink = assets.ink(name_text, name_size, TEXT, True).bottom if name_text else 0
    low = max(assets.font(name_size, True).get_ascent() + px(2), name_ink + px(1))
    x, y = name.x, max(y, name.y + low - ink.y)  # under the name
    if y + ink.bottom > below + px(2):  # a descender may reach the cards' top edge
        x, y = name.right + px(10), name.bottom - ink.bottom - px(4)
        right = right if beside_right is None else beside_right
    blit_text(surface, text, (x, y), 12, DIM, max_width=right - x)


def draw_opponent_panel(surface: pygame.Surface, view: View) -> None:
    """The opponent at a glance: name and hand; its available players; bench, substitutions left
    and cards sent off."""
    me = viewer_of(view)
    opp = view.teams[1 - me]
    r = L.get().opp_panel
    backs = [L.opp_hand_rect(i) for i in range(opp.hand_count)]
    name_room = (L.opp_hand_rect(0).x if backs else r.right) - r.x - px(24)
    players = players_line(len(opp.available))
    name = side_title(surface, (r.x + px(12), r.y + px(6)), opp.side, 18, name_room, players, r.w - px(24))
    for rect in backs:
        surface.blit(card_back(rect.w, rect.h), rect)
    below = L.opp_available_rect(0).y
    draw_subheading(
        surface, players, name, 18, r.y + px(32), below, r.right - px(12), r.x + px(12) + name_room, side_name(opp.side)
    )
    for i, card in enumerate(opp.available[:10]):
        rect = L.opp_available_rect(i)
        surface.blit(mini_card(card, rect.w, rect.h), rect)
    bench0 = L.opp_bench_rect(0)
    blit_text(surface, _("bench"), (r.x + px(12), bench0.centery), 12, DIM, False, "midleft", L.opp_bench_label_room())
    for i, card in enumerate(opp.bench[:3]):
        rect = L.opp_bench_rect(i)
        surface.blit(mini_card(card, rect.w, rect.h, dim=True), rect)
    swap = draw_swap_count(surface, r.right - px(12), bench0.centery, opp.subs_left, DIM)
    if opp.sent_off:
        draw_sent_off(surface, swap.x - px(10), bench0.centery, len(opp.sent_off))


def side_title(
    surface: pygame.Surface,
    at: tuple[int, int],
    side: int,
    size: int,
    room: int,
    sub: str = "",
    sub_room: int | None = None,
) -> pygame.Rect:
    """A panel's heading: the side's crest (beside both heading lines, the name in `room` and
    `sub` under it in `sub_room`; smaller where either would not fit beside it), its mark and
    name, and its club's name where it fits."""
    tall = px(2 * size + 2)
    mark = px(size * 3 // 4) + px(6)
    beside = room - tall - px(6)
    under = (room if sub_room is None else sub_room) - tall - px(6)
    if not (fits_exactly(side_name(side), size, beside - mark, True) and fits_exactly(sub, 12, under, False)):
        tall = px(size + 6)
    crest = club_crest(kits.club_id(side), tall)
    c_rect = crest.get_rect(topleft=(at[0], at[1] - (px(1) if tall > px(size + 6) else px(2))))
    surface.blit(crest, c_rect)
    x = c_rect.right + px(6)
    name = named_side(surface, side, (x, at[1]), size, room - (x - at[0]))
    club = kits.name(side)
    left = room - (name.right + px(8) - at[0])
    if fits(club, size - 5, left, True):
        blit_text(surface, club, (name.right + px(8), name.centery), size - 5, club_ink(side), True, "midleft", left)
    return name


def draw_sent_off(surface: pygame.Surface, right: int, cy: int, n: int) -> None:
    """Cards sent off by substitution: a small card crossed out and the number, ending at `right`."""
    label = assets.text(str(n), 13, DIM, True)
    at = label.get_rect(midright=(right, cy))
    surface.blit(label, at)
    card = pygame.Rect(0, 0, px(9), px(13))
    card.midright = (at.x - px(4), cy)
    pygame.draw.rect(surface, (90, 100, 104), card, border_radius=px(2))
    pygame.draw.line(surface, (230, 90, 80), card.topleft, card.bottomright, max(1, px(2)))


def draw_my_panel(
    surface: pygame.Surface,
    view: View,
    selected_card: str | None,
    dragging: bool,
    numbers: bool,
    lift: dict[str, float],
) -> None:
    """The coach's tray of available players (R3.3) and the bench. `lift`: how far each card under
    or leaving the pointer is raised (0 rests on the tray, 1 is fully lifted)."""
    me = viewer_of(view)
    team = view.teams[me]
    r = L.get().my_panel
    players = players_line(len(team.available))
    name = side_title(surface, (r.x + px(12), r.y + px(6)), me, 17, r.w - px(24), players)
    draw_subheading(
        surface, players, name, 17, r.y + px(28), L.available_rect(0).y, r.right - px(12), None, side_name(me)
    )
    shown = [(i, c) for i, c in enumerate(team.available[:12]) if not (c == selected_card and dragging)]
    if shown:
        first, last = L.available_rect(0), L.available_rect(max(i for i, _c in shown))
        tray = pygame.Rect(r.x + px(6), first.y - px(5), r.w - px(12), last.bottom - first.y + px(10))
        pygame.draw.rect(surface, panel_frames.tray_colour(TRAY, kits.worn(me)), tray, border_radius=px(10))
    raised = sorted(shown, key=lambda ic: lift.get(ic[1], 0.0))
    most = hand_size(list(team.available[:12]), *L.available_rect(0).size)
    for i, card in raised:
        rect = L.available_rect(i)
        k = lift.get(card, 0.0)
        if card == selected_card:
            k = max(k, 0.6)
        shown_rect = rect.move(0, -round(px(6) * k))
        glass.blit_shadow(surface, shown_rect, 1.0 + 1.2 * k)
        face = player_card(card, rect.w, rect.h, kit=kits.worn(me), most=most)
        if k > 0.02:  # lifted toward the coach: a little bigger, tilted as if picked up by a corner
            if card_def(card).star and k < 0.98:  # a star's foil catches the light as it rises
                face = face.copy()
                face.blit(foil_glint(rect.size, min(1.0, k)), (0, 0))
            tilt = k * min(1.0, L.get().panel_card[0] / rect.w)  # a grown card: as far out of its place
            face = pygame.transform.rotozoom(face, 2.5 * tilt, 1 + 0.07 * tilt)
            shown_rect = face.get_rect(center=shown_rect.center)
        surface.blit(face, shown_rect)
        if card == selected_card:
            pygame.draw.rect(surface, GOLD, shown_rect.inflate(px(6), px(6)), px(3), border_radius=px(8))
        if numbers and i < 10:
            tag = pygame.Rect(0, 0, px(20), px(20))
            tag.center = (shown_rect.x + px(6), shown_rect.y + px(10))  # inside the card, clear of the line above
            pygame.draw.rect(surface, (20, 20, 20), tag, border_radius=px(10))
            blit_text(surface, str((i + 1) % 10), tag.center, 13, GOLD, True, "center")
    label_y = panel_frames.bench_row_y(team)
    blit_text(surface, _("bench"), (r.x + px(12), label_y), 12, DIM, True, "midleft", r.w // 2)
    draw_swap_count(surface, r.right - px(12), label_y, team.subs_left, DIM)
    for i, card in enumerate(team.bench[:3]):
        rect = L.bench_rect(i)
        glass.blit_shadow(surface, rect)
        surface.blit(mini_card(card, rect.w, rect.h), rect)
