"""Card faces drawn from card data at the real pixel size asked for: player cards framed in their
role's colour with the role's pictogram, position code, name, half icons at their real slots,
printed icons, crack and immediate effects; synergy cards and backs. Text is never squeezed: a
label that does not fit takes a smaller size (within bounds) or a second line. Every surface is
cached by its parameters, so a frame only blits."""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.engine.cards import SLOTS, CardDef, default_cards
from game.ui import assets, card_text
from game.ui.theme import ICON_COLORS, ICON_SPRITES, ROLE_COLORS, ROLE_LIGHT, Color

# Old logical sizes: callers pass real-pixel sizes explicitly (see game.ui.metrics).
CARD_W = 114
CARD_H = 58
SYN_W = 44
SYN_H = 62

INK: Color = (20, 24, 22)
CRACK_RED: Color = (150, 24, 24)
EFFECT_GOLD: Color = (200, 140, 0)
STAR_GOLD: Color = (214, 160, 20)


def card_def(card_id: str) -> CardDef:
    return default_cards().card(card_id)


def slot_pos(slot: str, w: int, h: int) -> tuple[int, int]:
    """Card-local centre of a half icon (R2.5): on the edge, over the left/right column."""
    return {
        "TL": (w // 4, 0),
        "TR": (3 * w // 4, 0),
        "L": (0, h // 2),
        "R": (w, h // 2),
        "BL": (w // 4, h),
        "BR": (3 * w // 4, h),
    }[slot]


def icon_radius(h: int) -> int:
    return max(5, int(h * 0.17))


def printed_pos(index: int, count: int, w: int, h: int) -> tuple[int, int]:
    """Card-local centre of a printed complete icon (R2.7), on the card's lower row."""
    spacing = 2 * icon_radius(h) + max(2, h // 30)
    x0 = w // 2 - (count - 1) * spacing // 2
    return (x0 + index * spacing, int(h * 0.68))


def _turned(pos: tuple[int, int], w: int, h: int, rotated: bool) -> tuple[int, int]:
    """A card-local point as seen on the card turned 180 degrees (when `rotated`)."""
    return (w - pos[0], h - pos[1]) if rotated else pos


@lru_cache(maxsize=64)
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


@lru_cache(maxsize=2048)
def _text_w(s: str, size: int, bold: bool) -> int:
    return assets.font_for(s, size, bold).size(s)[0]


def _two_lines(s: str) -> tuple[str, str] | None:
    """The most even split of `s` into two lines: at a space, else after a hyphen or before a plus
    sign ("Marker" / "+1"), else between any two characters of words written without spaces
    (Chinese, Japanese)."""
    if " " in s:
        cuts = [i for i, c in enumerate(s) if c == " "]
        pairs = [(s[:i], s[i + 1 :]) for i in cuts]
    else:
        cuts = [i + 1 for i, c in enumerate(s[:-1]) if c == "-"] + [i for i, c in enumerate(s) if c == "+" and i > 0]
        if not cuts and not s.isascii():
            cuts = list(range(1, len(s)))
        pairs = [(s[:i], s[i:]) for i in cuts]
    if not pairs:
        return None
    return min(pairs, key=lambda p: max(len(p[0]), len(p[1])) + 0.01 * len(p[0]))


def fit_lines(s: str, size: int, min_size: int, max_w: int, max_h: int, bold: bool = True) -> tuple[int, list[str]]:
    """The largest size (down to `min_size`) at which `s` fits `max_w` on one line or, failing
    that, on two lines within `max_h`; below `min_size` the one-line size that fits, so a label is
    smaller rather than squeezed."""
    for sz in range(size, min_size - 1, -1):
        if _text_w(s, sz, bold) <= max_w:
            return sz, [s]
    split = _two_lines(s)
    if split is not None:
        for sz in range(size, min_size - 1, -1):
            if 2 * _line_pitch(sz) <= max_h and all(_text_w(part, sz, bold) <= max_w for part in split):
                return sz, list(split)
    sz = min_size
    while sz > 6 and _text_w(s, sz, bold) > max_w:
        sz -= 1
    return sz, [s]


def _line_pitch(size: int) -> int:
    return round(size * 1.06)


def _blit_lines(
    surf: pygame.Surface, lines: list[str], size: int, color: Color, centre: tuple[int, int], bold: bool = True
) -> None:
    pitch = _line_pitch(size)
    y0 = centre[1] - pitch * (len(lines) - 1) / 2
    for i, line in enumerate(lines):
        img = assets.text_px(line, size, color, bold)
        surf.blit(img, img.get_rect(center=(centre[0], round(y0 + i * pitch))))


# ---------------------------------------------------------------- player cards


@lru_cache(maxsize=32)
def _background(role: str, w: int, h: int) -> pygame.Surface:
    """The card's body: a light role tint darkening downwards inside a role-coloured frame (shared:
    copy it before drawing on it)."""
    radius = max(4, h // 8)
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(surf, (255, 255, 255), surf.get_rect(), border_radius=radius)
    light = ROLE_LIGHT[role]
    top = tuple(min(255, c + (255 - c) // 2) for c in light)
    ramp = pygame.Surface((1, 2))
    ramp.set_at((0, 0), top)
    ramp.set_at((0, 1), light)
    surf.blit(pygame.transform.smoothscale(ramp, (w, h)), (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    frame = max(2, round(h * 0.055))
    pygame.draw.rect(surf, ROLE_COLORS[role], surf.get_rect(), frame, border_radius=radius)
    inner = surf.get_rect().inflate(-2 * frame, -2 * frame)
    pygame.draw.rect(surf, (255, 255, 255), inner, max(1, h // 70), border_radius=max(2, radius - frame))
    return surf


def _band(card: CardDef, w: int, h: int, rotated: bool) -> pygame.Rect:
    """The role-coloured tab carrying the position code: on the top edge (the bottom one when turned)."""
    bh = _band_h(h)
    return pygame.Rect(w // 2 - w // 5, h - bh if rotated else 0, 2 * w // 5, bh)


@lru_cache(maxsize=16)
def _pictogram(role: str, h: int) -> pygame.Surface:
    """The role's footballer, faint, to sit in the card's background."""
    size = max(8, round(h * 0.62))
    img = assets.scaled(f"role_{role.lower()}", size, size, ROLE_COLORS[role]).copy()
    img.fill((255, 255, 255, 64), special_flags=pygame.BLEND_RGBA_MULT)
    return img


def _half_icons(surf: pygame.Surface, card: CardDef, w: int, h: int, rotated: bool) -> None:
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
        surf.blit(disc, disc.get_rect(center=_turned(printed_pos(i, len(card.printed), w, h), w, h, rotated)))


def _row_items(card: CardDef) -> list[tuple[str, str, Color]]:
    """The lower row: crack count and immediate effects, as (sprite, words, colour)."""
    items: list[tuple[str, str, Color]] = []
    if card.crack:
        items.append(("crack", f"x{card.crack}", CRACK_RED))
    for e in card.effects:
        items.append(("lightning", card_text.effect_short(e), EFFECT_GOLD))
    return items


def _row_width(items: list[tuple[str, str, Color]], size: int) -> int:
    gap = max(2, size // 5)
    return sum(size + 1 + gap + _text_w(words, size, True) for _, words, _ in items) + gap * (len(items) - 1)


def _row(card: CardDef, size: int, max_w: int) -> pygame.Surface | None:
    """Crack and effects on one line that fits `max_w`: the words take a smaller size if needed
    (bounded, then as small as it takes), never a squeeze."""
    items = _row_items(card)
    if not items:
        return None
    sz = size
    while sz > 6 and _row_width(items, sz) > max_w:
        sz -= 1
    gap = max(2, sz // 5)
    row = pygame.Surface((_row_width(items, sz), round(sz * 1.4)), pygame.SRCALPHA)
    x, mid = 0, row.get_height() // 2
    for name, words, color in items:
        icon = assets.scaled(name, sz + 1, sz + 1, color)
        row.blit(icon, icon.get_rect(midleft=(x, mid)))
        x += icon.get_width() + gap
        text = assets.text_px(words, sz, color if name == "crack" else (40, 40, 40), True)
        row.blit(text, text.get_rect(midleft=(x, mid)))
        x += text.get_width() + gap
    return row


def _band_h(h: int) -> int:
    return max(6, round(h * 0.27))


def _row_y(h: int) -> int:
    return printed_pos(0, 1, 1, h)[1]


def _row_size(h: int) -> int:
    return max(7, round(h * 0.17))


def _pad(h: int) -> int:
    return max(2, h // 30)


def name_room(card_id: str, w: int, h: int) -> tuple[int, int]:
    """Width and height the card's name may take: between the side half icons, below the band and
    above the lower row (or the bottom half icons when there is no row)."""
    card = card_def(card_id)
    has_row = bool(card.printed or card.crack or card.effects)
    top = _band_h(h) + _pad(h)
    bottom = _row_y(h) - round(_row_size(h) * 0.6) - _pad(h) if has_row else h - icon_radius(h) - _pad(h)
    return w - 2 * icon_radius(h) - 2 * max(1, h // 60), bottom - top


def name_fit(card_id: str, w: int, h: int) -> tuple[int, list[str]]:
    """The size in real pixels and the lines (one or two) the card's name is drawn with."""
    size = max(8, round(h * 0.2))
    room_w, room_h = name_room(card_id, w, h)
    return fit_lines(card_text.card_name(card_id), size, max(7, round(size * 0.78)), room_w, room_h)


def _labels(surf: pygame.Surface, card: CardDef, w: int, h: int, rotated: bool = False) -> None:
    """Upright labels: position code in the band, crack and effects on the lower row (beside the
    printed icons), the name centred in the room between them. On a card turned 180 degrees the
    band is at the bottom and the row at the top."""
    r, pad = icon_radius(h), _pad(h)
    band = _band(card, w, h, rotated)
    code_size, _ = fit_lines(card.position, max(8, round(h * 0.2)), 7, band.w - 2 * pad, band.h)
    code = assets.text_px(card.position, code_size, (255, 255, 255), True)
    surf.blit(code, code.get_rect(center=band.center))
    row_y = _row_y(h)
    left = w // 2
    if card.printed:
        left = printed_pos(len(card.printed) - 1, len(card.printed), w, h)[0] + r + pad
    row = _row(card, _row_size(h), w - r - pad - (left if card.printed else r + pad))
    if row is not None:
        rect = row.get_rect(midleft=(left, row_y)) if card.printed else row.get_rect(center=(w // 2, row_y))
        surf.blit(row, _turned_rect(rect, w, h, rotated))
    size, lines = name_fit(card.id, w, h)
    centre_y = _band_h(h) + _pad(h) + name_room(card.id, w, h)[1] // 2
    _blit_lines(surf, lines, size, INK, (w // 2, h - centre_y if rotated else centre_y))
    if card.star:
        st = max(8, round(h * 0.2))
        star = assets.scaled("star", st, st, STAR_GOLD)
        frame = max(2, round(h * 0.055))
        surf.blit(star, star.get_rect(topright=(w - frame - pad, frame + pad)))


def _turned_rect(rect: pygame.Rect, w: int, h: int, rotated: bool) -> pygame.Rect:
    """An upright label's rect on the card turned 180 degrees: its centre moves, it stays upright."""
    if not rotated:
        return rect
    moved = rect.copy()
    moved.center = _turned(rect.center, w, h, True)
    return moved


@lru_cache(maxsize=512)
def player_card(
    card_id: str, w: int = CARD_W, h: int = CARD_H, rotated: bool = False, dim: bool = False
) -> pygame.Surface:
    """A player card face at w x h real pixels. `rotated`: the opponent's card seen across the
    table (its icons turned 180 degrees, its labels kept upright so they stay readable)."""
    card = card_def(card_id)
    surf = _background(card.role, w, h).copy()
    pic = _pictogram(card.role, h)
    surf.blit(pic, pic.get_rect(center=_turned((round(w * 0.71), round(h * 0.56)), w, h, rotated)))
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
    _half_icons(surf, card, w, h, rotated)
    _labels(surf, card, w, h, rotated)
    if dim:
        shade = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(shade, (0, 0, 0, 110), shade.get_rect(), border_radius=max(4, h // 8))
        surf.blit(shade, (0, 0))
    return surf


@lru_cache(maxsize=64)
def mini_card(card_id: str, w: int, h: int, dim: bool = False) -> pygame.Surface:
    """A small chip for lists: role colour, position code."""
    card = card_def(card_id)
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = max(3, h // 6)
    pygame.draw.rect(s, ROLE_COLORS[card.role] if not dim else (70, 70, 70), s.get_rect(), border_radius=radius)
    pygame.draw.rect(s, (240, 240, 240), s.get_rect(), max(1, h // 28), border_radius=radius)
    size, _ = fit_lines(card.position, max(8, h // 2), 7, w - 2 * max(2, h // 8), h)
    t = assets.text_px(card.position, size, (255, 255, 255), True)
    s.blit(t, t.get_rect(center=(w // 2, h // 2)))
    if card.star:
        st = max(6, h // 3)
        s.blit(assets.scaled("star", st, st, (250, 210, 60)), (w - st - max(1, h // 14), max(1, h // 14)))
    return s


# ---------------------------------------------------------------- synergy cards


@lru_cache(maxsize=64)
def synergy_face(code: str, w: int = SYN_W, h: int = SYN_H) -> pygame.Surface:
    """A synergy card face: its number, its stars, and a boot for TACKLE."""
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
    num = assets.text_px(str(stars), max(9, round(h * 0.3)), (70, 46, 0), True)
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
    for cached in (player_card, mini_card, synergy_face, _text_w):
        cached.cache_clear()


assets.text_listeners.append(_forget_faces)


def warm_up() -> None:
    """Render the card faces the match table shows at the current window size, once, before the
    first frame: building them lazily would make the table's first frame long."""
    from game.ui import layout  # the table's layout imports this module

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
