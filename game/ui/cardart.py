"""Card faces drawn from card data at the real pixel size asked for: player cards framed in their
role's colour with the role's pictogram, position code, name, half icons at their real slots,
printed icons, crack and immediate effects; synergy cards and backs. Text is never squeezed: a
label that does not fit takes a smaller size (within bounds) or a second line. Every surface is
cached by its parameters, so a frame only blits."""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from functools import lru_cache

import pygame

from game.engine.cards import SLOTS, CardDef, default_cards
from game.ui import assets, card_figures, card_text, layout
from game.ui.card_geometry import icon_radius, panel_right, printed_pos
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
FOIL_EDGE: Color = (250, 214, 110)


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
    sign ("Marker" / "+1"), else between two characters of words written without spaces (Chinese,
    Japanese; a katakana name between its words when it can)."""
    splits = _splits(s)
    return splits[0] if splits else None


def _splits(s: str) -> list[tuple[str, str]]:
    """Every way of putting `s` on two lines, the best first (see `_two_lines`)."""
    if " " in s:
        cuts = [i for i, c in enumerate(s) if c == " "]
        return sorted(((s[:i], s[i + 1 :]) for i in cuts), key=_evenness)
    cuts = [i + 1 for i, c in enumerate(s[:-1]) if c == "-"] + [i for i, c in enumerate(s) if c == "+" and i > 0]
    if cuts or s.isascii():
        return sorted(((s[:i], s[i:]) for i in cuts), key=_evenness)
    cuts = [i for i in range(1, len(s)) if s[i] not in NO_LINE_START]

    def rank(i: int) -> tuple[int, float]:
        balanced = len(s) / 4 <= i <= 3 * len(s) / 4
        word = any(s.startswith(w, i) for w in KATAKANA_WORDS)
        grade = 0 if balanced and word else 1 if balanced and s[i - 1] == "ー" else 2
        return grade, _evenness((s[:i], s[i:]))

    return [(s[:i], s[i:]) for i in sorted(cuts, key=rank)]


# Characters a Japanese line does not start with (the long-vowel bar, small kana, ン, punctuation).
NO_LINE_START = set("ーンァィゥェォッャュョヮヵヶぁぃぅぇぉっゃゅょ、。・）」")
# Football words that end a katakana compound: a name breaks before them ("センター" / "バック").
KATAKANA_WORDS = (
    "バック",
    "マン",
    "ブレーカー",
    "コントロール",
    "フォワード",
    "シュート",
    "ウィナー",
    "メーカー",
    "パス",
    "ラップ",
)


def _evenness(pair: tuple[str, str]) -> float:
    return max(len(pair[0]), len(pair[1])) + 0.01 * len(pair[0])


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
#
# A landscape face (unturned): the half icons on the edges (R2.5), the position code in a tab on
# the top edge between the top half icons, the illustration panel on the left (the footballer on
# a dusk vignette; a printed icon sits as a medallion on its right edge), and to its right a
# column of text: the name (one or two lines), then crack and effects. Turned 180 degrees for the
# opponent, the icons and the panel move, the words stay upright.


def _frame(h: int) -> int:
    return max(2, round(h * 0.055))


def _radius(h: int) -> int:
    return max(4, h // 8)


def text_floor(h: int) -> int:
    """The smallest text size on a card `h` pixels high: 11 px on the smallest field card
    (1024x600), rising with the card."""
    return max(min(11, round(h * 0.19)), round(h * 0.13))


def panel_rect(w: int, h: int) -> pygame.Rect:
    """The illustration panel, card-local, on the unturned card."""
    f = _frame(h)
    return pygame.Rect(f, f, panel_right(w, h) - f, h - 2 * f)


def _column(w: int, h: int, printed: bool = False, panel: bool = True) -> tuple[int, int]:
    """Left and right edge of the text column: from the panel (or the printed icons on its edge;
    from the left half icon on a card drawn without its panel) to the right half icon."""
    pad = _pad(h)
    if printed:
        left = printed_pos(0, 1, w, h, panel)[0] + icon_radius(h) + pad + 1
    else:
        left = (panel_right(w, h) if panel else icon_radius(h)) + pad + 1
    return left, w - icon_radius(h) - pad


def _block(h: int) -> tuple[int, int]:
    """Top and bottom of the text column's room: below the code tab, above the bottom half icons."""
    return _band_h(h), h - icon_radius(h) + 1


@lru_cache(maxsize=32)
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
    bw = max(2 * (w // 4 - icon_radius(h)) - 2, _text_w(card.position, text_floor(h), True) + 2 * _pad(h))
    return pygame.Rect(w // 2 - bw // 2, h - bh if rotated else 0, bw, bh)


def _half_icons(surf: pygame.Surface, card: CardDef, w: int, h: int, rotated: bool, panel: bool = True) -> None:
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
        centre = printed_pos(i, len(card.printed), w, h, panel)
        surf.blit(disc, disc.get_rect(center=_turned(centre, w, h, rotated)))


# An item of the lower row: (sprite, words, colour of the words); sprite "" for none.
Item = tuple[str, str, Color]
# Effects in a few signs when their words do not fit: (sprite, sign). Steal is short.
EFFECT_SIGNS: dict[str, tuple[str, str]] = {
    "CONTROL_1": ("marker", "+1"),
    "CONTROL_2": ("marker", "+2"),
    "DRAW_1": ("card_back", "+1"),
    "DRAW_2_KEEP_1": ("card_back", "2\u203a1"),
    "CANNON_SHOT": ("ball", ""),
}


def _row_items(card: CardDef, signs: int = 0) -> list[list[Item]]:
    """Crack and each effect, each as a group of items drawn together ("lightning" + words). With
    `signs` 1 the effects that have a sign use it; with 2 every effect is its lightning alone (the
    details overlay has the words)."""
    groups: list[list[Item]] = []
    if card.crack:
        groups.append([("crack", f"x{card.crack}", CRACK_RED)])
    for e in card.effects:
        if signs >= 2:
            groups.append([("lightning", "", EFFECT_GOLD)])
        elif signs and e in EFFECT_SIGNS:
            sprite, sign = EFFECT_SIGNS[e]
            groups.append([("lightning", "", EFFECT_GOLD), (sprite, sign, (40, 40, 40))])
        else:
            groups.append([("lightning", card_text.effect_short(e), (40, 40, 40))])
    return groups


def _group_w(group: list[Item], size: int) -> int:
    gap = max(1, size // 6)
    return sum(
        (size + 1 if sprite else 0) + (gap + _text_w(words, size, True) if words else 0) for sprite, words, _ in group
    ) + gap * (len(group) - 1)


def _row_lines(card: CardDef, size: int, max_w: int, signs: int) -> list[list[list[Item]]] | None:
    """The row's groups on one line, or one group a line (two at most), each within `max_w`;
    None if they do not fit."""
    groups = _row_items(card, signs)
    if not groups:
        return []
    gap = max(3, size // 2)
    if sum(_group_w(g, size) for g in groups) + gap * (len(groups) - 1) <= max_w:
        return [groups]
    if len(groups) == 2 and all(_group_w(g, size) <= max_w for g in groups):
        return [[g] for g in groups]
    if len(groups) == 1 and len(groups[0]) == 1:
        sprite, words, color = groups[0][0]
        split = _two_lines(words) if " " in words else None
        if split is not None and min(len(split[0]), len(split[1])) >= 3:  # no "1" alone on a line
            lines = [[[(sprite, split[0], color)]], [[("", split[1], color)]]]
            if all(_group_w(line[0], size) <= max_w for line in lines):
                return lines
    return None


def _row_surface(lines: list[list[list[Item]]], size: int) -> pygame.Surface:
    """The row's lines drawn centred one under the other."""
    pitch = _line_pitch(size)
    gap = max(3, size // 2)
    widths = [sum(_group_w(g, size) for g in line) + gap * (len(line) - 1) for line in lines]
    surf = pygame.Surface((max(widths), pitch * (len(lines) - 1) + round(size * 1.4)), pygame.SRCALPHA)
    for i, (line, lw) in enumerate(zip(lines, widths, strict=True)):
        x = (surf.get_width() - lw) // 2
        mid = round(size * 0.7) + i * pitch
        for group in line:
            inner = max(1, size // 6)
            for sprite, words, color in group:
                if sprite:
                    tint = CRACK_RED if sprite == "crack" else EFFECT_GOLD if sprite == "lightning" else None
                    icon = assets.scaled(sprite, size + 1, size + 1, tint)
                    if sprite == "ball":  # a white ball: on a dark spot, to read on the light stock
                        pygame.draw.circle(surf, (40, 40, 40), (x + size // 2, mid), size // 2 + 1)
                    surf.blit(icon, icon.get_rect(midleft=(x, mid)))
                    x += icon.get_width() + inner
                if words:
                    text = assets.text_px(words, size, color, True)
                    surf.blit(text, text.get_rect(midleft=(x, mid)))
                    x += text.get_width() + inner
            x += gap - inner
    return surf


def _band_h(h: int) -> int:
    return max(6, round(h * 0.24))


def _pad(h: int) -> int:
    return max(2, h // 30)


@dataclass(frozen=True)
class FaceText:
    """Where a player card's words go: the name's size and lines, the row's size and lines, the
    column they are centred in, and the name's room."""

    size: int
    lines: tuple[str, ...]
    row_size: int
    row: tuple[tuple[tuple[Item, ...], ...], ...]
    left: int
    right: int
    name_y: int  # centre of the name's lines
    row_y: int  # centre of the row's lines
    room: tuple[int, int]
    panel: bool = True  # False: the card is too small for the figure beside its words


def _hyphenated(word: str) -> tuple[str, str] | None:
    """A long word of a language with spaces broken in two with a hyphen, near its middle,
    between two consonants or before a consonant that follows a vowel."""
    if not word.isalpha() or len(word) < 6:
        return None
    points = _hyphen_points(word)
    if not points:
        return None
    cut = min(points, key=lambda i: abs(i - len(word) / 2) + points[i])
    return word[:cut] + "-", word[cut:]


def _hyphen_points(word: str) -> dict[int, float]:
    """Where `word` may take a hyphen (two letters at least on each side): between two consonants,
    or before a consonant that follows a vowel (a cost of 0.6: a less natural place)."""
    vowels = set("aeiouáàâãéêíóôõúAEIOU")
    points: dict[int, float] = {}
    for i in range(2, len(word) - 2):
        a, b = word[i - 1], word[i]
        both = a not in vowels and b not in vowels and b != "h" and not (b in "rl" and a not in "rlsmn")
        after_vowel = a in vowels and b not in vowels and (word[i + 1] in vowels or word[i + 1] in "hrl")
        if both or after_vowel:
            points[i] = 0 if both else 0.6
    return points


def _name_lines(
    name: str, size: int, max_w: int, most: int = 2, any_split: bool = False, hyphen: bool = False
) -> list[str] | None:
    """The name on one line, or two (split as fit_lines splits, or hyphenated; with `any_split`
    also at a less natural place), or up to `most` (a long word hyphenated twice), each within
    `max_w`."""
    if _text_w(name, size, True) <= max_w:
        return [name]
    splits = _splits(name)[: None if any_split else 1]
    if not splits and name.isascii() and hyphen:
        splits = [h for h in [_hyphenated(name)] if h is not None]
    for split in splits:
        if all(_text_w(part, size, True) <= max_w for part in split):
            return list(split)
    if not splits:
        return None
    if most >= 3:
        three = _three_lines(name, size, max_w)
        if three is not None:
            return three
    split = splits[0]
    if most >= 3 and split[0].endswith("-"):
        again = _hyphenated(split[0][:-1] + split[1])
        first = _hyphenated(split[0][:-1])
        if first is not None and again is not None:
            parts = [first[0], first[1] + "-", split[1]]
            if all(_text_w(part, size, True) <= max_w for part in parts):
                return parts
    return None


def _three_lines(name: str, size: int, max_w: int) -> list[str] | None:
    """The name on three lines within `max_w`, the most even way: a name written without spaces
    (Japanese, Chinese) between two characters a line may start with; a long word hyphenated
    twice; a name with a space at the space, one of its words hyphenated."""
    candidates: list[list[str]] = []
    if " " not in name and not name.isascii():
        cuts = [i for i in range(1, len(name)) if name[i] not in NO_LINE_START]
        candidates = [[name[:i], name[i:j], name[j:]] for i in cuts for j in cuts if j > i]
    elif " " not in name:
        cuts = sorted(_hyphen_points(name)) if name.isalpha() and len(name) >= 6 else []
        candidates = [[name[:i] + "-", name[i:j] + "-", name[j:]] for i in cuts for j in cuts if j >= i + 2]
    else:
        for a, b in _splits(name):
            for part, other, leading in ((a, b, True), (b, a, False)):
                cut = _hyphenated(part)
                if cut is not None:
                    candidates.append([*cut, other] if leading else [other, *cut])
    fitting = [c for c in candidates if all(_text_w(line, size, True) <= max_w for line in c)]
    if not fitting:
        return None

    def odd_breaks(lines: list[str]) -> int:
        """Breaks inside a katakana word (not before a known word nor after a long-vowel bar)."""
        return sum(
            1
            for a, b in itertools.pairwise(lines)
            if not b.isascii() and not a.endswith("ー") and not any(b.startswith(k) for k in KATAKANA_WORDS)
        )

    return min(fitting, key=lambda c: (odd_breaks(c), max(_text_w(line, size, True) for line in c)))


@lru_cache(maxsize=1024)
def face_text(card_id: str, w: int, h: int) -> FaceText:
    """The largest sizes (down to the text floor) at which the name and the row fit the column
    in at most three lines between the code tab and the bottom half icons; below the floor only
    if even that fails (a smaller label, never a squeezed one)."""
    card = card_def(card_id)
    name = card_text.card_name(card_id)
    top, bottom = _block(h)
    prefer = max(8, round(h * 0.2))
    floor = text_floor(h)

    def attempt(size: int, signs: int, any_split: bool, hyphen: bool, panel: bool = True) -> FaceText | None:
        left, right = _column(w, h, bool(card.printed), panel)
        col_w = right - left
        row_size = min(size, max(floor, round(h * 0.17)))
        row = _row_lines(card, row_size, col_w, signs)
        lines = _name_lines(name, size, col_w, 2 if row else 3, any_split, hyphen)
        if row is None or lines is None:
            return None
        pitch, row_pitch = _line_pitch(size), _line_pitch(row_size)
        name_h = (len(lines) - 1) * pitch + round(size * 0.9)  # the lines' ink, not their boxes
        row_h = (len(row) - 1) * row_pitch + round(row_size * 0.9) if row else 0
        gap = max(1, size // 6) if row and len(lines) + len(row) < 3 else 0
        if name_h + gap + row_h > bottom - top:
            return None
        y0 = top + (bottom - top - (name_h + gap + row_h)) // 2
        name_y = y0 + name_h // 2
        row_y = y0 + name_h + gap + row_h // 2
        groups = tuple(tuple(tuple(g) for g in line) for line in row)
        room = (col_w, bottom - top - (gap + row_h))
        return FaceText(size, tuple(lines), row_size, groups, left, right, name_y, row_y, room, panel)  # type: ignore[arg-type]

    # Words at a comfortable size first; then signs for the effects; then a little smaller; then
    # a hyphen; then smaller words down to the floor; then any line break at all; then the effects
    # as their lightning alone; then (a small card) the words take the illustration's room.
    comfy, fair = max(floor, round(prefer * 0.85)), max(floor, round(prefer * 0.75))
    big, mid, small = range(prefer, comfy - 1, -1), range(comfy - 1, fair - 1, -1), range(fair - 1, floor - 1, -1)
    passes = [
        (big, False, False, False),
        (big, True, False, False),
        (mid, False, False, False),
        (mid, True, False, False),
        (range(prefer, fair - 1, -1), False, False, True),
        (range(prefer, fair - 1, -1), True, False, True),
        (small, False, False, False),
        (small, True, False, False),
        (small, False, False, True),
        (small, True, False, True),
        (range(prefer, floor - 1, -1), True, True, True),
        (range(prefer, floor - 1, -1), 2, True, True),
    ]
    for sizes, signs, any_split, hyphen in passes:
        for size in sizes:
            found = attempt(size, signs, any_split, hyphen)
            if found is not None:
                return found
    for signs in (1, 2):
        for size in range(prefer, floor - 1, -1):
            found = attempt(size, signs, True, True, panel=False)
            if found is not None:
                return found
    for size in range(floor - 1, 5, -1):
        found = attempt(size, 2, True, True, panel=False)
        if found is not None:
            return found
    left, right = _column(w, h, bool(card.printed), False)
    col_w = right - left
    size, lines = fit_lines(name, floor, 6, col_w, bottom - top)
    return FaceText(
        size, tuple(lines), size, (), left, right, (top + bottom) // 2, bottom, (col_w, bottom - top), False
    )


def name_room(card_id: str, w: int, h: int) -> tuple[int, int]:
    """Width and height the card's name may take: the text column's width, and its height less
    the row of crack and effects."""
    return face_text(card_id, w, h).room


def name_fit(card_id: str, w: int, h: int) -> tuple[int, list[str]]:
    """The size in real pixels and the lines (one or two) the card's name is drawn with."""
    ft = face_text(card_id, w, h)
    return ft.size, list(ft.lines)


def _labels(surf: pygame.Surface, card: CardDef, w: int, h: int, rotated: bool = False) -> None:
    """Upright labels: the position code in its tab, the name and the row in the text column (on
    a card turned 180 degrees the tab is at the bottom and the column on the left)."""
    pad = _pad(h)
    band = _band(card, w, h, rotated)
    floor = text_floor(h)
    code_size, _ = fit_lines(card.position, max(floor, round(h * 0.2)), floor, band.w - 2 * pad, band.h)
    code = assets.text_px(card.position, code_size, (255, 255, 255), True)
    surf.blit(code, code.get_rect(center=band.center))
    ft = face_text(card.id, w, h)
    cx = (ft.left + ft.right) // 2
    name_y, row_y = ft.name_y, ft.row_y
    if rotated:  # the column moves to the other side, its lines keep their order
        top, bottom = _block(h)
        cx, name_y, row_y = w - cx, name_y + h - bottom - top, row_y + h - bottom - top
    if ft.row:
        row = _row_surface([[list(g) for g in line] for line in ft.row], ft.row_size)
        surf.blit(row, row.get_rect(center=(cx, row_y)))
    _blit_lines(surf, list(ft.lines), ft.size, INK, (cx, name_y))
    if card.star:
        st = max(8, round(h * 0.2))
        star = assets.scaled("star", st, st, STAR_GOLD)
        frame = _frame(h)
        spot = (w - frame - pad - st // 2, frame + pad + st // 2)
        surf.blit(star, star.get_rect(center=_turned(spot, w, h, rotated)))


def _turned_rect(rect: pygame.Rect, w: int, h: int, rotated: bool) -> pygame.Rect:
    """An upright label's rect on the card turned 180 degrees: its centre moves, it stays upright."""
    if not rotated:
        return rect
    moved = rect.copy()
    moved.center = _turned(rect.center, w, h, True)
    return moved


@lru_cache(maxsize=512)
def player_card(
    card_id: str, w: int = CARD_W, h: int = CARD_H, rotated: bool = False, dim: bool = False, words: bool = True
) -> pygame.Surface:
    """A player card face at w x h real pixels. `rotated`: the opponent's card seen across the
    table (its icons and illustration turned 180 degrees, its words kept upright and readable;
    the footballer stays on his feet, facing into the card). Without `words` (a small picture
    whose page explains it): the illustration across the card, the role's colours and tab, the
    icons, no text."""
    card = card_def(card_id)
    surf = _background(card.role, w, h, card.star).copy()
    if not words:
        f = _frame(h)
        area = pygame.Rect(f, f, w - 2 * f, h - 2 * f)
        art = card_figures.panel(card_id, area.w, area.h, max(2, _radius(h) - f), rotated)
        surf.blit(art, area)
    elif face_text(card_id, w, h).panel:
        area = panel_rect(w, h)
        art = card_figures.panel(card_id, area.w, area.h, max(2, _radius(h) - _frame(h)), rotated)
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
    _half_icons(surf, card, w, h, rotated, not words or face_text(card_id, w, h).panel)
    if words:
        _labels(surf, card, w, h, rotated)
    if dim:
        shade = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(shade, (0, 0, 0, 110), shade.get_rect(), border_radius=_radius(h))
        surf.blit(shade, (0, 0))
    return surf


CHIP_FLOOR = 11  # the position code on a chip: never smaller (text_floor of the smallest field card)


def chip_code_size(code: str, w: int, h: int) -> int:
    """The chip's code size: half its height, at least CHIP_FLOOR; smaller only if even that
    does not fit the chip's width."""
    size, _ = fit_lines(code, max(CHIP_FLOOR, h // 2), CHIP_FLOOR, w - 2 * max(2, h // 8), h)
    return size


@lru_cache(maxsize=64)
def mini_card(card_id: str, w: int, h: int, dim: bool = False) -> pygame.Surface:
    """A small chip for lists: role colour and the position code, nothing smaller than the code;
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
    size = chip_code_size(card.position, w, h)
    t = assets.text_px(card.position, size, (255, 255, 255), True)
    code = t.get_rect(center=(w // 2, h // 2))
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
    for cached in (player_card, mini_card, synergy_face, _text_w, face_text):
        cached.cache_clear()


assets.text_listeners.append(_forget_faces)


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
