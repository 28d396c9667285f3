"""The colours a side is *marked* in on the table (review22 finding 1): the scoreboard's disc and
ring, the lit row of the side to play, the side panels' marks, the control track's chevrons and
labels' marks, the crowd's flags. They are the clubs' colours, not the palette's red and blue: the
navy club is marked navy-blue, the red club red. The shapes (HOME a filled disc, AWAY a ring) still
tell the sides apart without any colour.

With a colour-vision palette on, the marks keep that palette's side pair: it is checked under
simulation to stay apart (game.bench colours), which two clubs' kits are not. The names keep their
clubs' inks in every palette (club_ink)."""

from __future__ import annotations

import colorsys
from functools import lru_cache
from typing import Final

from game.clubs import Kit
from game.ui.art import kits
from game.ui.art.club_ink import APART, SURFACES, apart, contrast, pair_inks, source
from game.ui.look import palettes
from game.ui.look.theme import PANEL, Color

# WCAG's least for a graphic against the dark glass a mark sits on; the mark's light rim keeps 3:1
# itself, so a close pair of kits may go down to the last step to stay apart
MARK_CONTRAST: Final = (3.0, 2.5, 2.0)
BAR_CONTRAST: Final = 1.6  # a lit row stands out from the panel around it
DARK_INK: Final[Color] = (20, 26, 30)
LIGHT_INK: Final[Color] = (255, 255, 255)


def clubs_marks() -> bool:
    """True when the table marks sides in the clubs' colours (the standard palette)."""
    return palettes.palette() is palettes.STANDARD


def _lift(colour: Color, at: float, on: tuple[Color, ...]) -> Color:
    """`colour` lifted in lightness (hue and saturation kept) until it has contrast `at` on all of `on`."""
    h, light, s = colorsys.rgb_to_hls(*(v / 255 for v in colour))
    for step in range(0, 101):
        r, g, b = colorsys.hls_to_rgb(h, light + (1 - light) * step / 100, s)
        lifted: Color = (round(r * 255), round(g * 255), round(b * 255))
        if all(contrast(lifted, back) >= at for back in on):
            return lifted
    return LIGHT_INK


@lru_cache(maxsize=64)
def pair_marks(home: Kit, away: Kit) -> tuple[Color, Color]:
    """The two sides' mark colours when they wear `home` and `away`: each kit's colour lifted to
    MARK_CONTRAST on the dark surfaces (less for a close pair); two that still merge take the
    names' inks (kept APART)."""
    for at in MARK_CONTRAST:
        marks = (_lift(source(home), at, SURFACES), _lift(source(away), at, SURFACES))
        if apart(*marks) >= APART:
            return marks
    return pair_inks(home, away)


def mark_colour(side: int) -> Color:
    """The colour `side`'s disc or ring (and any other mark of it) is drawn in on the table."""
    side = 1 if side == 1 else 0
    if not clubs_marks():
        return palettes.side_colour(side)
    return pair_marks(kits.worn(0), kits.worn(1))[side]


@lru_cache(maxsize=64)
def _bar(kit: Kit) -> Color:
    return _lift(source(kit), BAR_CONTRAST, (PANEL,))


def bar_colour(side: int) -> Color:
    """The fill of `side`'s lit row (the side to play): its kit's colour, light enough to be seen lit."""
    if not clubs_marks():
        return palettes.side_colour(side)
    return _bar(kits.worn(1 if side == 1 else 0))


def ink_on_bar(fill: Color) -> Color:
    """White or near-black, whichever reads better on a lit row of `fill`."""
    return LIGHT_INK if contrast(LIGHT_INK, fill) >= contrast(DARK_INK, fill) else DARK_INK
