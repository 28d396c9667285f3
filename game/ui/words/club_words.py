"""A club's name in the player's language (the clubs themselves: game.clubs)."""

from __future__ import annotations

from game.clubs import club
from game.i18n import _


def club_name(club_id: str, side: int = 0) -> str:
    return _(club(club_id, side).name)
