"""Card faces drawn from card data at the real pixel size asked for: player cards framed in their
role's colour with the role's pictogram, position code, name, half icons at their real slots,
printed icons, crack and immediate effects; synergy cards and backs. Text is never squeezed: a
label that does not fit takes a smaller size (within bounds) or a second line. Every surface is
cached by its parameters, so a frame only blits."""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.clubs import Kit
from game.engine.cards import SLOTS, CardDef, default_cards
from game.ui.art import card_clearance, card_face, card_figures
from game.ui.art.card_face import (
    _band_h,
    _block,
    _frame,
    _pad,
    _radius,
    card_def,
    face_text,
    panel_rect,
    text_floor,
)
from game.ui.art.card_lines import _blit_lines, _name_lines_kept, _text_w, fit_lines
from game.ui.art.card_row import _row_surface
from game.ui.art.synergy_print import print_face
from game.ui.look import assets, layout
from game.ui.look.card_geometry import icon_radius, printed_low, printed_pos, slot_pos, star_box
from game.ui.look.palettes import palette_cached
from game.ui.look.theme import ICON_COLORS, ICON_SPRITES, ROLE_COLORS, ROLE_INK, ROLE_LIGHT, Color
from game.ui.widgets.marks import role_mark
from game.ui.words import card_text

# Old logical sizes: callers pass real-pixel sizes explicitly (see game.ui.look.metrics).
CARD_W = 114
CARD_H = 58
SYN_W = 44
SYN_H = 62

INK: Color = (20, 24, 22)
STAR_GOLD: Color = (214, 160, 20)
FOIL_EDGE: Color = (250, 214, 110)


def _turned(pos: tuple[int, int], w: int, h: int, rotated: bool) -> tuple[int, int]:
    """A card-local point as seen on the card turned 180 degrees (when `rotated`)."""
    return (w - pos[0], h - pos[1]) if rotated else pos


@palette_cached(maxsize=64)
def icon_disc(kind: str, r: int, ring: Color | None = None) -> pygame.Surface:
    """A complete icon: a coloured disc with its white symbol (reads without colour by shape)."""
    size = 2 * r + 4
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size // 2
    pygame.draw.circle(s, ICON_COLORS[kind], (c, c), r)
    pygame.draw.circle(s, ring or (20, 20, 20), (c, c), r, max(2, r // 8) if ring else 1)
    sym = assets.scaled(ICON_SPRITES[kind], int(r * 1.35), int(r * 1.35))
    s.blit(sym, sym.get_rect(center=(c, c)))
    return s


# ---------------------------------------------------------------- text that fits


# ---------------------------------------------------------------- player cards
#
# A landscape face (unturned): the half icons on the edges (R2.5), the position code in a tab on
# the top edge between the top half icons, the illustration panel on the left (the footballer on
# a dusk vignette; a printed icon sits as a medallion on its right edge), and to its right a
# column of text: the name (one or two lines), then crack and effects. Turned 180 degrees for the
# opponent, the icons and the panel move, the words stay upright.


@palette_cached(maxsize=32)
def _background(role: str, w: int, h: int, star: bool = False) -> pygame.Surface:
    """The card's body: card stock lightly tinted in the role's colour, lighter at the top,
    inside a role-coloured frame; a star card's stock has a foil sheen and a gold edge (shared:
    copy it before drawing on it)."""
    radius = _radius(h)
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(surf, (255, 255, 255), surf.get_rect(), border_radius=radius)
    light = ROLE_LIGHT[role]
    top = tuple(min(255, c + (255 - c) // 2) for c in light)
    ramp = pygame.Surface((1, 2))
    ramp.set_at((0, 0), top)
    ramp.set_at((0, 1), light)
    surf.blit(pygame.transform.smoothscale(ramp, (w, h)), (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    if star:
        surf.blit(card_figures.foil_sheen(w, h, radius), (0, 0))
    frame = _frame(h)
    pygame.draw.rect(surf, ROLE_COLORS[role], surf.get_rect(), frame, border_radius=radius)
    inner = surf.get_rect().inflate(-2 * frame, -2 * frame)
    edge = STAR_GOLD if star else (255, 255, 255)
    pygame.draw.rect(surf, edge, inner, max(1, h // 50 if star else h // 70), border_radius=max(2, radius - frame))
    if star:
        pygame.draw.rect(surf, FOIL_EDGE, surf.get_rect(), max(1, h // 100), border_radius=radius)
    return surf


def _band(card: CardDef, w: int, h: int, rotated: bool) -> pygame.Rect:
    """The role-coloured tab carrying the position code: on the top edge between the top half
    icons (the bottom edge when turned); on a small card it reaches under them rather than let
    the code go under the text floor."""
    bh = _band_h(h)
    bw = max(_between_icons(w, h), _text_w(card.position, text_floor(h), True) + 2 * _pad(h))
    return pygame.Rect(w // 2 - bw // 2, h - bh if rotated else 0, bw, bh)


def _between_icons(w: int, h: int) -> int:
    return 2 * (w // 4 - icon_radius(h)) - 2


def _glyph_size(h: int) -> int:
    """The role's shape on the code tab (issue #42: a cue beside the role's colour)."""
    return max(6, round(_band_h(h) * 0.62))


def _glyph_gap(h: int) -> int:
    return max(2, h // 40)


def _code_size(card: CardDef, band: pygame.Rect, h: int) -> int:
    floor = text_floor(h)
    size, _ = fit_lines(card.position, max(floor, round(h * 0.2)), floor, band.w - 2 * _pad(h), band.h)
    return size


def _beside_size(card: CardDef, w: int, h: int) -> int:
    """The code's size beside the role's shape on the tab: its own size, or smaller down to the
    text floor so the shape keeps its place beside it (#38 fit: "CMF" kept its ◆ only in a corner)."""
    size = _code_size(card, _band(card, w, h, False), h)
    room = _between_icons(w, h) - _glyph_size(h) - _glyph_gap(h) - 2 * _pad(h)
    floor = text_floor(h)
    while size > floor and _text_w(card.position, size, True) > room:
        size -= 1
    return size


def _glyph_in_tab(card: CardDef, w: int, h: int, words: bool) -> bool:
    """Whether the role's shape fits on the tab beside the code (set smaller down to the text
    floor if need be), both clear of the half icons (else it has a badge in the corner and the code
    keeps its size)."""
    if not words:
        return True
    code_w = _text_w(card.position, _beside_size(card, w, h), True)
    return code_w + _glyph_size(h) + _glyph_gap(h) + 2 * _pad(h) <= _between_icons(w, h)


def _corner_badge(w: int, h: int, rotated: bool) -> pygame.Rect:
    """A small role-coloured badge for the shape in the bottom-left corner (top-right when turned),
    clear of the half icons, the star and the keyboard's number tag."""
    side = max(12, round(h * 0.21))
    inset = max(2, round(h * 0.055)) + 1
    badge = pygame.Rect(inset, h - inset - side, side, side)
    if rotated:
        badge.topleft = (w - inset - side, inset)
    return badge


def tab_glyph_rect(card_id: str, w: int, h: int, rotated: bool = False, words: bool = True) -> pygame.Rect:
    """Card-local box of the role's shape: on the code tab before the code, the two centred
    together (the shape alone without `words`), or in a corner badge where the tab is too narrow."""
    card = card_def(card_id)
    if not _glyph_in_tab(card, w, h, words):
        badge = _corner_badge(w, h, rotated)
        g = badge.w - 2 * max(2, badge.w // 6)
        return pygame.Rect(badge.centerx - g // 2, badge.centery - g // 2, g, g)
    band = _band(card, w, h, rotated)
    g = _glyph_size(h)
    code_w = _text_w(card.position, _beside_size(card, w, h), True) if words else 0
    content = g + (_glyph_gap(h) + code_w if words else 0)
    return pygame.Rect(band.centerx - content // 2, band.centery - g // 2, g, g)


def _tab_content(surf: pygame.Surface, card: CardDef, w: int, h: int, rotated: bool, words: bool) -> None:
    """The role's shape and (with `words`) the position code, centred together on the tab; the
    shape on a corner badge when the tab has no room for both."""
    ink = ROLE_INK[card.role]
    band = _band(card, w, h, rotated)
    box = tab_glyph_rect(card.id, w, h, rotated, words)
    in_tab = _glyph_in_tab(card, w, h, words)
    if not in_tab:
        badge = _corner_badge(w, h, rotated)
        pygame.draw.rect(surf, ROLE_COLORS[card.role], badge, border_radius=max(2, badge.w // 4))
        pygame.draw.rect(surf, (255, 255, 255), badge, 1, border_radius=max(2, badge.w // 4))
    role_mark(surf, card.role, box.center, box.w, ink)
    if words:
        size = _beside_size(card, w, h) if in_tab else _code_size(card, band, h)
        code = assets.text_px(card.position, size, ink, True)
        if in_tab:
            surf.blit(code, code.get_rect(midleft=(box.right + _glyph_gap(h), box.centery)))
        else:
            surf.blit(code, code.get_rect(center=band.center))


def _half_icons(
    surf: pygame.Surface, card: CardDef, w: int, h: int, rotated: bool, panel: bool = True, low: bool = False
) -> None:
    r = icon_radius(h)
    for slot, kind in zip(SLOTS, card.halves, strict=True):
        if kind is None:
            continue
        pos = _turned(slot_pos(slot, w, h), w, h, rotated)
        pygame.draw.circle(surf, ICON_COLORS[kind], pos, r)
        pygame.draw.circle(surf, (20, 20, 20), pos, r, max(1, r // 12))
        sym = assets.scaled(ICON_SPRITES[kind], int(r * 1.35), int(r * 1.35))
        if rotated:
            sym = pygame.transform.rotate(sym, 180)
        surf.blit(sym, sym.get_rect(center=pos))
    for i, kind in enumerate(card.printed):
        disc = icon_disc(kind, r, (250, 250, 250))
        if rotated:
            disc = pygame.transform.rotate(disc, 180)
        centre = printed_low(i, len(card.printed), w, h) if low else printed_pos(i, len(card.printed), w, h, panel)
        surf.blit(disc, disc.get_rect(center=_turned(centre, w, h, rotated)))


def _labels(surf: pygame.Surface, card: CardDef, w: int, h: int, rotated: bool = False, most: int = 0) -> None:
    """Upright labels: the name and the row in the text column (on a card turned 180 degrees the
    column is on the left) and a star card's star."""
    ft = face_text(card.id, w, h, most)
    if card_face.names_drawn is not None:
        card_face.names_drawn.append((card.id, w, h, ft.size))
    if card_face.faces_drawn is not None:
        card_face.faces_drawn.append((card.id, w, h, ft))
    cx, name_y, row_y = card_clearance.centres(ft, w, h, *_block(h), rotated)
    if ft.row:
        row = _row_surface([[list(g) for g in line] for line in ft.row], ft.row_size)
        surf.blit(row, row.get_rect(center=(cx, row_y)))
    _blit_lines(surf, list(ft.lines), ft.size, INK, (cx, name_y), squeeze=ft.squeeze)
    if card.star:
        sx, sy, st = star_box(w, h)
        star = assets.scaled("star", st, st, STAR_GOLD)
        surf.blit(star, star.get_rect(center=_turned((sx, sy), w, h, rotated)))


def _turned_rect(rect: pygame.Rect, w: int, h: int, rotated: bool) -> pygame.Rect:
    """An upright label's rect on the card turned 180 degrees: its centre moves, it stays upright."""
    if not rotated:
        return rect
    moved = rect.copy()
    moved.center = _turned(rect.center, w, h, True)
    return moved


@palette_cached(maxsize=512)
def player_card(
    card_id: str,
    w: int = CARD_W,
    h: int = CARD_H,
    rotated: bool = False,
    dim: bool = False,
    words: bool = True,
    kit: Kit | None = None,
    most: int = 0,
) -> pygame.Surface:
    """A player card face at w x h real pixels. `rotated`: the opponent's card seen across the
    table (its icons and illustration turned 180 degrees, its words kept upright and readable;
    the footballer stays on his feet, facing into the card). Without `words` (a small picture
    whose page explains it): the illustration across the card, the role's colours and tab, the
    icons, no text. `kit`: the footballer wears it (a side's club, game.ui.art.kits.worn). `most`:
    the name no larger than this (one size for a hand, card_face.hand_size)."""
    card = card_def(card_id)
    surf = _background(card.role, w, h, card.star).copy()
    if not words:
        f = _frame(h)
        area = pygame.Rect(f, f, w - 2 * f, h - 2 * f)
        art = card_figures.panel(card_id, area.w, area.h, max(2, _radius(h) - f), rotated, kit)
        surf.blit(art, area)
    elif face_text(card_id, w, h, most).panel:
        area = panel_rect(w, h)
        art = card_figures.panel(card_id, area.w, area.h, max(2, _radius(h) - _frame(h)), rotated, kit)
        surf.blit(art, _turned_rect(area, w, h, rotated))
    band = _band(card, w, h, rotated)
    radius = max(3, h // 12)
    if rotated:
        pygame.draw.rect(
            surf, ROLE_COLORS[card.role], band, border_top_left_radius=radius, border_top_right_radius=radius
        )
    else:
        pygame.draw.rect(
            surf, ROLE_COLORS[card.role], band, border_bottom_left_radius=radius, border_bottom_right_radius=radius
        )
    _tab_content(surf, card, w, h, rotated, words)
    face = face_text(card_id, w, h, most) if words else None
    _half_icons(surf, card, w, h, rotated, face is None or face.panel, face is not None and face.low)
    if words:
        _labels(surf, card, w, h, rotated, most)
    if dim:
        shade = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(shade, (0, 0, 0, 110), shade.get_rect(), border_radius=_radius(h))
        surf.blit(shade, (0, 0))
    return surf


def chip_glyph(h: int) -> int:
    """The role's shape on a chip, before the code."""
    return max(6, round(h * 0.38))


CHIP_FLOOR = 11  # the position code on a chip: never smaller (text_floor of the smallest field card)


def chip_glyph_rect(card_id: str, w: int, h: int) -> tuple[pygame.Rect, int, bool]:
    """Chip-local box of the role's shape, the code's size and whether the shape is beside the
    code: the shape before the code, the two centred together (a long code set a little condensed
    for it); on a chip too narrow for that with the widest code (the same layout for every chip of
    a size), the shape centred above the code, clear of it."""
    code = card_def(card_id).position
    g = chip_glyph(h)
    gap = max(1, h // 12)
    size = max(CHIP_FLOOR, chip_code_size(code, w - g - gap, h))
    room = _chip_code_room(w, h)
    if _codes_fit_beside(w, h):
        x = (w - (g + gap + min(room, _text_w(code, size, True)))) // 2
        return pygame.Rect(x, h // 2 - g // 2, g, g), size, True
    small = max(5, h // 3)
    size = chip_code_size(code, w, h)
    block = small + max(1, h // 20) + assets.font_px(size, True).size("M")[1] * 55 // 100  # shape, gap, capitals
    return pygame.Rect((w - small) // 2, max(1, (h - block) // 2), small, small), size, False


def chip_code_rect(card_id: str, w: int, h: int) -> pygame.Rect:
    """Chip-local box of the code's ink: beside the shape, or under it (see chip_glyph_rect)."""
    box, size, beside = chip_glyph_rect(card_id, w, h)
    code = card_def(card_id).position
    ink = assets.font_px(size, True).render(code, True, (0, 0, 0)).get_bounding_rect()
    ink.w = min(ink.w, _chip_code_room(w, h)) if beside else ink.w
    if beside:
        ink.midleft = (box.right + max(1, h // 12), h // 2)
    else:
        ink.midtop = (w // 2, box.bottom + max(1, h // 20))
    return ink


def _codes_fit_beside(w: int, h: int) -> bool:
    """Whether every position code fits beside the shape on a w x h chip (one layout for all)."""
    g, gap, room = chip_glyph(h), max(1, h // 12), _chip_code_room(w, h)
    codes = {c.position for c in default_cards().base}
    sizes = {c: max(CHIP_FLOOR, chip_code_size(c, w - g - gap, h)) for c in codes}
    return all(_text_w(c, sizes[c], True) * assets.CONDENSE_LIMIT <= room for c in codes)


def _chip_code_room(w: int, h: int) -> int:
    """The width a code beside the role's shape may take on a chip."""
    return w - chip_glyph(h) - max(1, h // 12) - 2 * max(2, h // 8)


def chip_code_size(code: str, w: int, h: int) -> int:
    """The chip's code size: half its height, at least CHIP_FLOOR; smaller only if even that
    does not fit the chip's width."""
    size, _ = fit_lines(code, max(CHIP_FLOOR, h // 2), CHIP_FLOOR, w - 2 * max(2, h // 8), h)
    return size


@palette_cached(maxsize=64)
def mini_card(card_id: str, w: int, h: int, dim: bool = False) -> pygame.Surface:
    """A small chip for lists: role colour, the role's shape and the position code, nothing
    smaller than the code;
    a star card's chip has the foil and a gold edge, and its star where the code leaves room.
    (Too small for the footballer beside a readable code.)"""
    card = card_def(card_id)
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = max(3, h // 6)
    pygame.draw.rect(s, ROLE_COLORS[card.role] if not dim else (70, 70, 70), s.get_rect(), border_radius=radius)
    if card.star and not dim:
        s.blit(card_figures.foil_sheen(w, h, radius), (0, 0))
    edge = max(1, h // 28) + (1 if card.star else 0)
    pygame.draw.rect(s, FOIL_EDGE if card.star else (240, 240, 240), s.get_rect(), edge, border_radius=radius)
    ink = ROLE_INK[card.role] if not dim else (235, 235, 235)
    box, size, beside = chip_glyph_rect(card_id, w, h)
    t = assets.text_px(card.position, size, ink, True)
    role_mark(s, card.role, box.center, box.w, ink)
    if beside and t.get_width() > _chip_code_room(w, h):  # a long code, set condensed beside the shape
        t = pygame.transform.smoothscale(t, (_chip_code_room(w, h), t.get_height()))
    place = chip_code_rect(card_id, w, h)
    glyphs = t.get_bounding_rect()
    code = t.get_rect(topleft=(place.x - glyphs.x, place.y - glyphs.y))
    s.blit(t, code)
    st = max(6, h // 3)
    inset = max(1, h // 14) + edge
    star = pygame.Rect(w - st - inset, inset, st, st)
    if card.star and star.x >= code.right - max(1, _text_w(card.position, size, True) // 10):
        s.blit(assets.scaled("star", st, st, (250, 210, 60)), star)
    return s


# ---------------------------------------------------------------- synergy cards


@lru_cache(maxsize=64)
def synergy_face(code: str, w: int = SYN_W, h: int = SYN_H) -> pygame.Surface:
    """A synergy card face: its number, its stars, and a boot for TACKLE, printed over a pitch and
    ball watermark with corner pips (game/ui/art/synergy_print.py)."""
    stars = int(code.rstrip("T"))
    tackle = code.endswith("T")
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = max(3, w // 7)
    pygame.draw.rect(s, (255, 255, 255), s.get_rect(), border_radius=radius)
    ramp = pygame.Surface((1, 2))
    ramp.set_at((0, 0), (255, 250, 232))
    ramp.set_at((0, 1), (240, 226, 186))
    s.blit(pygame.transform.smoothscale(ramp, (w, h)), (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    frame = max(2, round(w * 0.05))
    pygame.draw.rect(s, (196, 150, 40), s.get_rect(), frame, border_radius=radius)
    inner = s.get_rect().inflate(-3 * frame, -3 * frame)
    pygame.draw.rect(s, (222, 190, 110), inner, max(1, frame // 2), border_radius=max(2, radius - frame))
    print_face(s, stars, tackle, frame, radius)
    num = assets.text_px(str(stars), max(CHIP_FLOOR, round(h * 0.3)), (70, 46, 0), True)
    s.blit(num, num.get_rect(midtop=(w // 2, frame)))
    st = max(6, round(w * 0.24))
    cols = 3 if stars > 2 else stars
    rows = (stars + cols - 1) // cols
    top = round(h * (0.5 if not tackle else 0.46)) - (rows - 1) * (st + 1) // 2
    for i in range(stars):
        x = w / 2 + ((i % cols) - (min(cols, stars - (i // cols) * cols) - 1) / 2) * (st + 1)
        y = top + (i // cols) * (st + 1)
        star = assets.scaled("star", st, st, (222, 160, 20))
        s.blit(star, star.get_rect(center=(round(x), y)))
    if tackle:
        b = max(8, round(w * 0.5))
        boot = assets.scaled("boot", b, b, (180, 30, 30))
        s.blit(boot, boot.get_rect(midbottom=(w // 2, h - frame - max(1, h // 30))))
    return s


@lru_cache(maxsize=16)
def card_back(w: int = SYN_W, h: int = SYN_H) -> pygame.Surface:
    return assets.scaled("card_back", w, h)


def synergy_label(code: str) -> str:
    """ "3 stars", "1 star + TACKLE", in the player's language."""
    return card_text.synergy_label(code)


def _forget_faces() -> None:
    """The language changed: card faces carry translated names and effect words."""
    for cached in (player_card, mini_card, synergy_face):
        cached.cache_clear()


def forget_face_measures() -> None:
    """... and where the words go on each card face (the names' widths and lines)."""
    for cached in (_text_w, face_text, card_clearance._ink, _name_lines_kept):
        cached.cache_clear()


assets.text_listeners += [_forget_faces, forget_face_measures]


def warm_up() -> None:
    """Render the card faces the match table shows at the current window size, once, before the
    first frame: building them lazily would make the table's first frame long."""
    lay = layout.get()
    cards = default_cards()
    for card in cards.base + cards.stars:
        for rotated in (False, True):
            player_card(card.id, lay.card_w, lay.card_h, rotated=rotated)
        player_card(card.id, lay.card_w, lay.card_h)  # a drag's ghost: the same face, called without `rotated`
        player_card(card.id, *lay.panel_card)
        mini_card(card.id, *lay.chip)
    for code in {f"{k.stars}T" if k.tackle else str(k.stars) for k in cards.synergy}:
        synergy_face(code, *lay.syn)
        synergy_face(code, *lay.hand_card)
    card_back(*lay.syn)
    card_back(*lay.hand_card)
