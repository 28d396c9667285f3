"""A club's name ink (issue #38 point 2): wherever a club or a side is named or titled, its words
are written in a light ink drawn from the kit it wears, never in the palette's side colour (that
colour-vision checked pair only marks: discs, rings, lit rows, ownership rings).

The ink keeps the shirt's hue and saturation and is lifted in lightness until it reads at
CONTRAST (WCAG) on every dark surface a name sits on (SURFACES). A nearly colourless shirt (black,
white, grey) takes its kit's trim when the trim has colour: Northgate in black still reads red.
Two inks of one match stay at least APART (CIE76 delta E) from each other: the ink of the lighter
shirt is lifted further toward white, as its players are lighter on the pitch."""

from __future__ import annotations

import colorsys
from functools import lru_cache
from typing import Final

from game.clubs import Kit, club, lightness
from game.ui.art import kits
from game.ui.look.theme import BG, BUTTON, PANEL, Color

CONTRAST: Final = 4.5
# The darks names sit on: the table's ground and panels, the club picker, glass over the pitch and
# the stands, a plain button (the lightest of them).
SURFACES: Final[tuple[Color, ...]] = (BG, PANEL, (18, 24, 32), (21, 42, 43), (8, 12, 10), BUTTON)
APART: Final = 20.0  # the least CIE76 distance between the two names' inks of a match
GREY: Final = 0.18  # HLS saturation under which a colour counts as colourless
DARK_TRIM: Final = 0.12  # HLS lightness under which a trim is too dark to carry a name


def luminance(c: Color) -> float:
    """WCAG relative luminance of an sRGB colour."""

    def lin(v: int) -> float:
        x = v / 255
        return x / 12.92 if x <= 0.04045 else ((x + 0.055) / 1.055) ** 2.4

    return 0.2126 * lin(c[0]) + 0.7152 * lin(c[1]) + 0.0722 * lin(c[2])


def contrast(a: Color, b: Color) -> float:
    """WCAG contrast ratio between two colours (1 .. 21)."""
    la, lb = luminance(a), luminance(b)
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)


def lab(c: Color) -> tuple[float, float, float]:
    """CIE L*a*b* (D65) of an sRGB colour."""

    def lin(v: int) -> float:
        x = v / 255
        return x / 12.92 if x <= 0.04045 else ((x + 0.055) / 1.055) ** 2.4

    r, g, b = lin(c[0]), lin(c[1]), lin(c[2])
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def apart(a: Color, b: Color) -> float:
    """CIE76 colour difference of two colours."""
    la, lb = lab(a), lab(b)
    return sum((p - q) ** 2 for p, q in zip(la, lb, strict=True)) ** 0.5


def _hls(c: Color) -> tuple[float, float, float]:
    return colorsys.rgb_to_hls(c[0] / 255, c[1] / 255, c[2] / 255)


def source(kit: Kit) -> Color:
    """The kit colour a name is inked from: the shirt, or its trim when the shirt has no colour."""
    _h, _l, s = _hls(kit.shirt)
    _th, tl, ts = _hls(kit.trim)
    if s < GREY and ts >= GREY and tl >= DARK_TRIM:
        return kit.trim
    return kit.shirt


@lru_cache(maxsize=128)
def ink_of(colour: Color, on: tuple[Color, ...] = SURFACES) -> Color:
    """`colour` lifted in lightness (hue and saturation kept) until it reads at CONTRAST on each of `on`."""
    h, lightness, s = _hls(colour)
    for step in range(0, 101):
        lifted = lightness + (1 - lightness) * step / 100
        r, g, b = colorsys.hls_to_rgb(h, lifted, s)
        ink: Color = (round(r * 255), round(g * 255), round(b * 255))
        if all(contrast(ink, back) >= CONTRAST for back in on):
            return ink
    return (255, 255, 255)


def kit_ink(kit: Kit, on: tuple[Color, ...] = SURFACES) -> Color:
    """The name ink of a club wearing `kit`."""
    return ink_of(source(kit), on)


def _paler(colour: Color, k: float) -> Color:
    r, g, b = (round(v + (255 - v) * k) for v in colour)
    return r, g, b


@lru_cache(maxsize=128)
def pair_inks(home: Kit, away: Kit, on: tuple[Color, ...] = SURFACES) -> tuple[Color, Color]:
    """The two name inks of a match where the sides wear `home` and `away`, told apart (APART)."""
    inks = [kit_ink(home, on), kit_ink(away, on)]
    paler = 0 if lightness(home.shirt) >= lightness(away.shirt) else 1
    base = inks[paler]
    for step in range(1, 11):
        if apart(inks[0], inks[1]) >= APART:
            break
        inks[paler] = _paler(base, step / 10)
    return inks[0], inks[1]


def picked_inks(home_id: str, away_id: str, on: tuple[Color, ...] = SURFACES) -> tuple[Color, Color]:
    """The name inks of two clubs as they would meet (the New match screen, a replay's row)."""
    return pair_inks(*kits.wear(club(home_id, 0).id, club(away_id, 1).id), on)


def club_ink(side: int, on: tuple[Color, ...] = SURFACES) -> Color:
    """The ink `side`'s club name (or any title naming the side) is written in, in this match."""
    return pair_inks(kits.worn(0), kits.worn(1), on)[1 if side == 1 else 0]
