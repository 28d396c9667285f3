"""What the two sides wear in the match on screen: their clubs and kits (game.clubs), set once
when a match (or a replay) opens. Every picture that shows a side's players asks `worn(side)`;
this is the one place a colour-vision palette may adjust the kits."""

from __future__ import annotations

from game.clubs import DEFAULT_CLUBS, Kit, club, clubs_of, match_kits

_dressed: list[str] = list(DEFAULT_CLUBS)


def dress(clubs: tuple[str, str] | list[str]) -> None:
    """The clubs of the match now on screen (unknown ids: the defaults)."""
    _dressed[:] = clubs_of(list(clubs))


def clubs() -> tuple[str, str]:
    return _dressed[0], _dressed[1]


def club_id(side: int) -> str:
    return _dressed[1 if side == 1 else 0]


def wear(home_id: str, away_id: str) -> tuple[Kit, Kit]:
    """The kits two clubs wear when they meet, as the window draws them: the one function every
    kit on screen comes through (a colour-vision palette adjusts them here)."""
    return match_kits(home_id, away_id)


def worn(side: int) -> Kit:
    """The kit `side` wears in this match (the away side's away kit when the shirts are too alike)."""
    return wear(_dressed[0], _dressed[1])[1 if side == 1 else 0]


def shirt(side: int) -> tuple[int, int, int]:
    return worn(side).shirt


def crest_trim(side: int) -> tuple[int, int, int]:
    return club(club_id(side), side).home.trim


def name(side: int) -> str:
    """The club name of `side` in the player's language."""
    from game.ui.words.club_words import club_name

    return club_name(club_id(side), side)
