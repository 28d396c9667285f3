"""A club's name in the player's language (the clubs themselves: game.clubs)."""

from __future__ import annotations

from game.clubs import club
from game.i18n import N_, _


def club_name(club_id: str, side: int = 0) -> str:
    return _(club(club_id, side).name)


# A club's short name, as a TV plate prints it (a msgid each; the club's full name when it is short).
SHORT_NAMES: dict[str, str] = {
    "harbour": N_("Harbour"),
    "northgate": N_("Northgate"),
    "riverside": N_("Riverside"),
    "oakfield": N_("Oakfield"),
    "kingsbridge": N_("Kingsbridge"),
    "sunvale": N_("Sunvale"),
    "stormhill": N_("Stormhill"),
    "eastport": N_("Eastport"),
    "millbrook": N_("Millbrook"),
}


def club_short(club_id: str, side: int = 0) -> str:
    """The club's short name in the player's language (a score plate's), else its full name."""
    c = club(club_id, side)
    return _(SHORT_NAMES.get(c.id, c.name))
