"""The rules pages' pictures, one drawing per topic, made with the game's own card, icon and track art."""

from __future__ import annotations

import pygame

from game.i18n import N_, _
from game.ui.art.cardart import SYN_H, SYN_W, card_back, icon_disc, icon_radius, player_card, synergy_face
from game.ui.look import assets
from game.ui.look import metrics as M
from game.ui.look.assets import line_px
from game.ui.look.metrics import px
from game.ui.look.theme import DIM, GOLD, ICON_COLORS, LINE_COLORS, STATE_COLORS, TEAM_COLORS, TEXT, Color
from game.ui.scenes.rules.rules_half import EXAMPLE_FIELD, Half, half_picture, legal_places
from game.ui.widgets.basic import blit_text, draw_panel, fit_text, wrap
from game.ui.widgets.marks import ink_on, position_line, role_mark, state_pattern, text_on_dark
from game.ui.words import card_text


def _arrow(surface: pygame.Surface, a: tuple[int, int], b: tuple[int, int], color: Color = GOLD) -> None:
    pygame.draw.line(surface, color, a, b, px(4))
    v = pygame.Vector2(b) - pygame.Vector2(a)
    if v.length() == 0:
        return
    v.scale_to_length(px(14))
    left, right = v.rotate(150), v.rotate(-150)
    pygame.draw.polygon(surface, color, [b, (b[0] + left.x, b[1] + left.y), (b[0] + right.x, b[1] + right.y)])


INSET = 12  # logical: a caption keeps this far inside its picture's frame (polish6 #4)


def _caption(
    surface: pygame.Surface,
    frame: pygame.Rect,
    text: str,
    pos: tuple[int, int],
    color: Color = TEXT,
    size: int = 15,
    room: int | None = None,
) -> None:
    """A bold line centred under `pos`, moved sideways to stay at least INSET inside `frame` (at
    least 6 real pixels, also in a picture drawn smaller); `room`: its widest (default: the frame's)."""
    inset = max(6, px(INSET))
    room = min(frame.w - 2 * inset, room or frame.w)
    w = fit_text(text, size, color, True, room).get_width()
    x = max(frame.x + inset + w // 2, min(pos[0], frame.right - inset - (w - w // 2)))
    blit_text(surface, text, (x, pos[1]), size, color, True, "midtop", room)


def _at(rect: pygame.Rect, x: float, y: float) -> tuple[int, int]:
    """A point `x`, `y` logical units from the picture's top-left corner."""
    return rect.x + px(x), rect.y + px(y)


def _box(rect: pygame.Rect, x: float, y: float, w: float, h: float) -> pygame.Rect:
    """A rectangle placed and sized in logical units inside the picture."""
    return pygame.Rect(*_at(rect, x, y), px(w), px(h))


def draw_board(surface: pygame.Surface, rect: pygame.Rect) -> None:
    half = Half(M.scale())
    pic = half_picture(half.k, False)
    at = pic.get_rect(midleft=(rect.x + px(10), rect.centery))
    surface.blit(pic, at)
    names = (N_("front line"), N_("2nd line"), N_("3rd line"), N_("last line"))
    for r, name in enumerate(names):
        y = at.y + half.y(r + 0.5)
        blit_text(surface, _(name), (at.right + px(16), y), 15, TEXT, True, "midleft", px(160))
    x = at.right + px(180)
    for i, (role, rows) in enumerate((("FW", N_("front + 2nd")), ("MF", N_("2nd + 3rd")), ("DF", N_("3rd + last"))), 1):
        y = at.y + half.y(i)
        position_line(surface, role, LINE_COLORS[role], (x + px(14), y), (x + px(42), y), px(4), px(2))
        role_mark(surface, role, (x + px(5), y), px(10), LINE_COLORS[role])
        room = rect.right - x - px(60)
        label = f"{card_text.line_label(role)}: {_(rows)}"
        blit_text(surface, label, (x + px(50), y), 15, text_on_dark(LINE_COLORS[role]), True, "midleft", room)
    _caption(surface, rect, _("centre line"), (at.centerx, at.y - px(16)), DIM, 14)


def draw_placing(surface: pygame.Surface, rect: pygame.Rect) -> None:
    card = "LWF_WINGER"
    half = Half(M.scale())
    pic = half_picture(half.k, True, card)
    at = pic.get_rect(midleft=(rect.x + px(10), rect.centery))
    surface.blit(pic, at)
    src = pygame.Rect(at.right + px(110), at.y + px(60), *half.card_size)
    surface.blit(player_card(card, *half.card_size, words=False), src)
    _caption(surface, rect, _("available player"), (src.centerx, src.bottom + px(8)), DIM, 14)
    first = legal_places(EXAMPLE_FIELD, "FW")[0]
    target = half.card_rect(*first).move(at.topleft)
    _arrow(surface, (src.x - px(6), src.centery), (target.right + px(6), target.centery))
    room = rect.right - at.right - px(50)
    blit_text(
        surface, _("drag it onto a lit place"), (at.right + px(40), at.y + px(160)), 15, GOLD, True, max_width=room
    )
    note = _("lit: FW places, next to the FW line")
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
    pic = half_picture(M.scale() * 0.8, True, labels=False)
    at = pic.get_rect(topright=(rect.right - px(20), rect.y + px(16)))
    free = pygame.Rect(rect.x + px(10), 0, at.x - px(12) - rect.x - px(10), 0)  # left of the field picture
    y = y0 + big[1] + px(14)
    for line in wrap(_("two PASS halves meet: one complete PASS icon"), 15, free.w, True):
        half_w = assets.text(line, 15, GOLD, True).get_width() // 2
        _caption(surface, rect, line, (max(free.x + half_w, min(join[0], free.right - half_w)), y), GOLD)
        y += line_px(19)
    legend = ((N_("ATTACK"), "A"), (N_("DEFENSE"), "D"), (N_("PASS"), "P"), (N_("PRESS"), "S"))
    for i, (word, kind) in enumerate(legend):
        cx, cy = _at(rect, 44 + (i % 2) * 200, 226 + (i // 2) * 44)
        d = icon_disc(kind, px(16))
        surface.blit(d, d.get_rect(center=(cx, cy)))
        blit_text(surface, _(word), (cx + px(28), cy), 18, ICON_COLORS[kind], True, "midleft", px(160))
    surface.blit(pic, at)
    _caption(surface, rect, _("gold rings: complete icons on the field"), (at.centerx, at.bottom + px(6)), DIM, 14)


def draw_team_actions(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """PASS draws synergy cards, PRESS pushes the marker (R6); the rows close up in a shorter picture."""
    half = rect.w // 2
    s = max(0.0, min(1.0, (340 - rect.h / M.scale()) / 80))  # 0 at the full height, 1 at 260
    syn = (px(SYN_W), px(SYN_H))
    for i, (kind, title) in enumerate((("P", N_("PASS: draw synergy cards")), ("S", N_("PRESS: push the marker")))):
        box = pygame.Rect(rect.x + i * half + px(10), rect.y + px(10), half - px(20), rect.h - px(20))
        draw_panel(surface, box)
        blit_text(
            surface, _(title), (box.centerx, box.y + px(14)), 20, ICON_COLORS[kind], True, "midtop", box.w - px(20)
        )
        for j in range(2):
            d = icon_disc(kind, px(22), GOLD)
            surface.blit(d, d.get_rect(center=_at(box, 60 + j * 56, 110 - 20 * s)))
        _arrow(surface, _at(box, 150, 110 - 20 * s), _at(box, 220, 110 - 20 * s))
        if kind == "P":
            for j, code in enumerate(("3", "1T")):
                surface.blit(card_back(*syn), _at(box, 240 + j * 54, 80 - 20 * s))
                surface.blit(synergy_face(code, *syn), _at(box, 240 + j * 54, 170 - 40 * s))
            caption = _("2 PASS icons: draw up to 2")
        else:
            draw_track_picture(surface, _box(box, 232, 90 - 20 * s, 190, 40), 2, compact=True)
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
        state_pattern(surface, space.inflate(-px(4), -px(4)), state, ink_on(STATE_COLORS[state]))
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
    equals = blit_text(surface, "=  11", _at(rect, x + 10, 74), 48, GOLD, True)
    magic = _("MAGIC NUMBER!")
    wide = assets.text(magic, 24, GOLD, True).get_width() + px(24) if assets.text_scale() > 1 else 0
    banner_w = max(px(228), wide)  # a larger text: a wider banner
    banner = pygame.Rect(rect.right - px(16) - banner_w, rect.y + px(66), banner_w, px(64))
    if banner.x < equals.right:  # a larger text: the banner goes under the sum
        banner.update(banner.x, equals.bottom + px(6), banner_w, px(52))
    pygame.draw.rect(surface, (30, 16, 36), banner, border_radius=px(10))
    pygame.draw.rect(surface, (255, 120, 240), banner, px(3), border_radius=px(10))
    blit_text(surface, magic, banner.center, 24, (255, 120, 240), True, "center", banner.w - px(16))
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
        swatch = pygame.Rect(rect.x + px(60), y, px(22), px(22))
        pygame.draw.rect(surface, STATE_COLORS[state], swatch, border_radius=px(5))
        state_pattern(surface, swatch, state, ink_on(STATE_COLORS[state]))
        blit_text(surface, _(text), (rect.x + px(96), y + px(11)), 17, TEXT, False, "midleft", room)
        y += px(40)
    note = _("Here HOME is NORMAL and AWAY is DEFENSIVE.")
    blit_text(surface, note, (rect.x + px(60), y + px(10)), 16, GOLD, True, "midleft", room)


def _captioned_cards(
    surface: pygame.Surface,
    rect: pygame.Rect,
    pictures: tuple[tuple[int, pygame.Surface, str, Color], ...],
    y: int,
    wrap_width: int | None = None,
) -> list[pygame.Rect]:
    """Card images in a row at logical (x, `y`), each captioned (msgid) below in its colour: on one
    line, or wrapped to two lines of `wrap_width` real pixels; the cards' rectangles."""
    cards = []
    for x, image, caption, color in pictures:
        card = image.get_rect(topleft=_at(rect, x, y))
        surface.blit(image, card)
        if wrap_width is None:
            _caption(surface, rect, _(caption), (card.centerx, card.bottom + px(8)), color, 14)
        else:
            for j, line in enumerate(wrap(_(caption), 14, wrap_width, True)[:2]):
                at = (card.centerx, card.bottom + px(8) + line_px(20) * j)
                _caption(surface, rect, line, at, color, 14, wrap_width)
        cards.append(card)
    return cards


def draw_setup(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """One round of the star draft (R3.2), then the line-up's 10 starters and 3 on the bench (R3.3)."""
    size = example_card_size()
    pictures = (
        (40, player_card("CF_TARGET_MAN", *size), N_("the first chooser takes one"), GOLD),
        (330, player_card("SS_DRIBBLER", *size), N_("the other takes one of the two left"), TEXT),
        (620, player_card("CB_LIBERO", *size, dim=True), N_("the last leaves the match"), (255, 140, 100)),
    )
    cards = _captioned_cards(surface, rect, pictures, 40, px(250))
    cross = cards[-1].inflate(-cards[-1].h // 3, -cards[-1].h // 3)  # the star nobody takes: crossed out
    pygame.draw.line(surface, pictures[-1][3], cross.topleft, cross.bottomright, px(5))
    pygame.draw.line(surface, pictures[-1][3], cross.bottomleft, cross.topright, px(5))
    y = note_y(40)
    for i in range(13):
        x = 52 + i * 26 + (14 if i >= 10 else 0)
        pygame.draw.circle(surface, GOLD, _at(rect, x, y), px(9), 0 if i < 10 else px(2))
    note = _("Line-up: 10 starters, 3 on the bench")
    blit_text(surface, note, _at(rect, 420, y), 16, TEXT, True, "midleft", rect.w - px(440))


def example_card_size() -> tuple[int, int]:
    """The setup's and the substitutions' example cards: larger with a larger text, so their
    effects stay readable (review25 #11: "⚡+1 奪う" about 7 px at 1024 ja 150 %)."""
    grow = 1 + (assets.text_scale() - 1) / 2
    return px(171 * grow), px(84 * grow)


def note_y(card_y: int) -> int:
    """The logical y of the line under the example cards and their two-line captions."""
    grow = 1 + (assets.text_scale() - 1) / 2
    return max(236, round(card_y + 84 * grow + 8 + 40 * assets.text_scale() + 12))


def draw_subs(surface: pygame.Surface, rect: pygame.Rect) -> None:
    size = example_card_size()
    pictures = (
        (40, player_card("CF_TARGET_MAN", *size), N_("bench (face up)"), DIM),
        (330, player_card("CF_TARGET_MAN", *size), N_("now an available player"), GOLD),
        (620, player_card("LWF_WINGER", *size, dim=True), N_("goes off: never returns"), (255, 140, 100)),
    )
    cards = _captioned_cards(surface, rect, pictures, 60, px(230))  # "banco (virado para cima)" past the frame at 150 %
    _arrow(surface, (cards[0].right + px(10), cards[0].centery), (cards[1].x - px(10), cards[1].centery))
    y = note_y(60)
    for i in range(3):
        pygame.draw.circle(surface, GOLD, _at(rect, 52 + i * 26, y), px(9), 0 if i < 2 else px(2))
    note = _("3 substitutions per match: here 2 are left")
    blit_text(surface, note, _at(rect, 140, y), 16, TEXT, True, "midleft", rect.w - px(160))


def draw_time(surface: pygame.Surface, rect: pygame.Rect) -> None:
    back = card_back(px(66), px(93))
    for i in range(3):
        surface.blit(back, _at(rect, 30 + i * 8, 40 + i * 4))
    x, y = _at(rect, 70, 150)
    for line in wrap(_("the deck runs out"), 15, px(190), True)[:2]:  # under the deck, inside the frame
        _caption(surface, rect, line, (x, y), TEXT, 15, px(190))
        y += line_px(20)
    _arrow(surface, _at(rect, 150, 90), _at(rect, 200, 90))
    boxes = (
        (215, 290, N_("ADDITIONAL TIME"), (255, 140, 60), N_("one last turn for the other team")),
        (580, 250, N_("HALF TIME"), GOLD, N_("or the final whistle")),
    )
    for x, w, title, color, line in boxes:
        box = _box(rect, x, 50, w, 80)
        box.h = max(box.h, px(14) + line_px(34) + line_px(24))  # a larger text: a taller box
        draw_panel(surface, box)
        blit_text(surface, _(title), (box.centerx, box.y + px(14)), 22, color, True, "midtop", box.w - px(16))
        line_y = box.y + px(14) + max(px(34), line_px(30))
        blit_text(surface, _(line), (box.centerx, line_y), 14, TEXT, False, "midtop", box.w - px(16))
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
