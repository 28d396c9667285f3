"""The clubs a coach can lead (issue #38 point 2): presentation only, never rules. Each club has an
id (what saves, replays and the online hello carry), a name (a msgid), a crest described as data
(shield, pattern, emblem, initials; drawn by game.ui.art.club_crest) and a home and an away kit.

Two sides must tell apart by lightness, not only by hue: `match_kits` gives the away side its away
kit when the two home shirts are closer than MIN_CONTRAST in CIE L*. Pure data: no pygame."""

from __future__ import annotations

import functools
import random
from dataclasses import dataclass
from typing import Any, Final

from game.i18n import N_

Color = tuple[int, int, int]

MIN_CONTRAST: Final = 20.0  # CIE L* between the two shirts on the pitch
MAX_ID: Final = 16  # the longest club id a save or a peer may carry


@dataclass(frozen=True)
class Kit:
    shirt: Color
    shorts: Color
    trim: Color  # collar, cuffs, the crest's rim


@dataclass(frozen=True)
class Club:
    id: str
    name: str  # a msgid: translate with game.i18n._
    initials: str  # Latin letters on the crest, the same in every language
    shield: str  # "classic", "round", "pointed", "square"
    pattern: str  # "plain", "stripes", "hoops", "chevron", "quarters", "sash", "halves"
    emblem: str  # "anchor", "tower", "wave", "oak", "crown", "sun", "bolt", "star", "wheel", "fox"
    home: Kit
    away: Kit


def _k(shirt: str, shorts: str, trim: str) -> Kit:
    def rgb(h: str) -> Color:
        return int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16)

    return Kit(rgb(shirt), rgb(shorts), rgb(trim))


CLUBS: Final[tuple[Club, ...]] = (
    Club("harbour", N_("Harbour Athletic"), "HA", "classic", "stripes", "anchor",
         _k("1c3a74", "f2f1ea", "f2c448"), _k("f4e9c8", "1c3a74", "1c3a74")),
    Club("northgate", N_("Northgate Rovers"), "NR", "pointed", "plain", "tower",
         _k("d23a30", "ffffff", "ffffff"), _k("14161c", "14161c", "d23a30")),
    Club("riverside", N_("Riverside United"), "RU", "round", "hoops", "wave",
         _k("7cc4ee", "ffffff", "12305a"), _k("12305a", "12305a", "7cc4ee")),
    Club("oakfield", N_("Oakfield Town"), "OT", "classic", "chevron", "oak",
         _k("1f6b3a", "f2f1ea", "f2f1ea"), _k("f2f1ea", "1f6b3a", "1f6b3a")),
    Club("kingsbridge", N_("Kingsbridge City"), "KC", "square", "quarters", "crown",
         _k("5a2a8c", "f2f1ea", "f0c040"), _k("f0d060", "5a2a8c", "5a2a8c")),
    Club("sunvale", N_("Sunvale Wanderers"), "SW", "round", "sash", "sun",
         _k("f7b22e", "1a1a1a", "1a1a1a"), _k("262a6a", "262a6a", "f7b22e")),
    Club("stormhill", N_("Stormhill Albion"), "SA", "pointed", "halves", "bolt",
         _k("eceae4", "111318", "111318"), _k("2a2f3a", "2a2f3a", "e8e04a")),
    Club("eastport", N_("Eastport Stars"), "ES", "classic", "plain", "star",
         _k("7a1e34", "f2f1ea", "7ac0e8"), _k("a8dcf4", "7a1e34", "7a1e34")),
    Club("millbrook", N_("Millbrook Rangers"), "MR", "square", "stripes", "wheel",
         _k("e66a1e", "14161c", "14161c"), _k("16203a", "16203a", "e66a1e")),
    Club("foxhollow", N_("Fox Hollow"), "FH", "pointed", "chevron", "fox",
         _k("e07028", "f2f1ea", "f2f1ea"), _k("1c2a22", "1c2a22", "e07a30")),
)  # fmt: skip

BY_ID: Final[dict[str, Club]] = {c.id: c for c in CLUBS}
IDS: Final[tuple[str, ...]] = tuple(BY_ID)
DEFAULT_CLUBS: Final[tuple[str, str]] = ("harbour", "northgate")  # old saves and replays, unknown ids


def club(club_id: Any, side: int = 0) -> Club:
    """The club `club_id` names; an unknown or damaged id gives `side`'s default club."""
    if isinstance(club_id, str) and club_id in BY_ID:
        return BY_ID[club_id]
    return BY_ID[DEFAULT_CLUBS[1 if side == 1 else 0]]


def clubs_of(value: Any) -> tuple[str, str]:
    """Two club ids from saved or received data (a list of two ids); anything else, or an unknown
    id, falls back to that side's default. Never raises."""
    pair = value if isinstance(value, list | tuple) and len(value) == 2 else (None, None)
    home, away = club(pair[0], 0).id, club(pair[1], 1).id
    if home == away:
        away = other_club(home, 0)
    return home, away


def other_club(taken: str, seed: int, preferred: str | None = None) -> str:
    """A club for the other side, never `taken`: `preferred` if it is free, else one drawn from
    `seed` (the computer's club follows the match seed)."""
    if preferred is not None and preferred in BY_ID and preferred != taken:
        return preferred
    free = [i for i in IDS if i != taken]
    return random.Random(seed).choice(free)


def lightness(color: Color) -> float:
    """CIE L* (0 black .. 100 white) of an sRGB colour."""

    def linear(c: int) -> float:
        v = c / 255
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

    r, g, b = (linear(c) for c in color)
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    return 116 * y ** (1 / 3) - 16 if y > 216 / 24389 else y * 24389 / 27


def contrast(a: Kit, b: Kit) -> float:
    return abs(lightness(a.shirt) - lightness(b.shirt))


def match_kits(home_id: str, away_id: str) -> tuple[Kit, Kit]:
    """The kits the two sides wear: home in its home kit; away in its home kit when the shirts
    differ enough in lightness, else in whichever of its kits stands further from the home shirt."""
    return _match_kits(club(home_id, 0).id, club(away_id, 1).id)


@functools.cache
def _match_kits(home_id: str, away_id: str) -> tuple[Kit, Kit]:
    """Worked out once per pairing: every player drawn in a frame asks for his kit."""
    home, away = club(home_id, 0), club(away_id, 1)
    if contrast(home.home, away.home) >= MIN_CONTRAST:
        return home.home, away.home
    return home.home, max((away.away, away.home), key=lambda k: contrast(home.home, k))
