"""Half time's card after a goalless first half (review25 #10: a pitch with one grey line in a wide
box): headed "No goals in the first half", each club's row with its crest, its shots and its best
chance (the shot that came closest: a tackle whose penalty missed, else the smallest margin
between attack and defence, else an attack over 11), from the shots both coaches saw (R10). The
card is as tall as its lines. Real pixels; text sizes logical."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.engine import events as E
from game.engine.story import ShotLine, tell
from game.i18n import _
from game.ui.art import kits
from game.ui.art.club_crest import club_crest
from game.ui.art.club_ink import club_ink
from game.ui.look.assets import font, line_px
from game.ui.look.metrics import px
from game.ui.look.theme import GOLD, TEXT
from game.ui.widgets import glass
from game.ui.widgets.basic import fit_text
from game.ui.words import card_text

PAD = 12  # the card's inner margin (logical), as the scorers' card
HEAD, SIDE, CHANCE = 18, 18, 16  # text sizes: the heading, a club's line, its best chance


def first_half_shots(events: Sequence[E.Event]) -> list[ShotLine]:
    """The first half's shots, in order, from the events the viewer may see."""
    return [s for s in tell(events).shots if s.half == 1]


def best_chance(shots: Sequence[ShotLine]) -> ShotLine | None:
    """The shot that came closest to a goal, None without a shot."""

    def closeness(s: ShotLine) -> tuple[int, int, int]:
        if s.outcome == "tackle":
            return (0, 0, s.turn)
        if s.defense is not None:
            return (1, s.defense - s.attack, s.turn)
        return (2, s.attack, s.turn)  # over 11: the smaller, the closer

    return min(shots, key=closeness, default=None)


def chance_words(shot: ShotLine | None) -> str:
    """ "best chance: CF Striker, 9 against 10 · turn 4" (or how else it came close)."""
    if shot is None:
        return _("no shot")
    card = card_text.short(shot.card) if shot.card else _("blind")
    if shot.outcome == "tackle":
        text = _("best chance: {card}, tackled and the penalty missed · turn {turn}")
    elif shot.defense is not None:
        text = _("best chance: {card}, {attack} against {defense} · turn {turn}")
    else:
        text = _("best chance: {card}, {attack} is over 11 · turn {turn}")
    return text.format(card=card, attack=shot.attack, defense=shot.defense, turn=shot.turn)


def row_height() -> int:
    """A club's row: its line and its best chance under it."""
    return line_px(SIDE) + line_px(CHANCE) + px(10)


def chance_size(shots: Sequence[ShotLine], room: int) -> int:
    """One text size for both clubs' best chances: the largest, down to three steps smaller, at
    which both stand whole on one line in `room` (the smallest, fitted, when none does)."""
    texts = [chance_words(best_chance([s for s in shots if s.side == side])) for side in (0, 1)]
    fits = [size for size in range(CHANCE, CHANCE - 4, -1) if all(font(size).size(t)[0] <= room for t in texts)]
    return fits[0] if fits else CHANCE - 3


def chances_height() -> int:
    """The card's height: its heading and a row per club."""
    return px(2 * PAD) + line_px(24) + 2 * row_height()


def draw_chances(surface: pygame.Surface, rect: pygame.Rect, shots: Sequence[ShotLine]) -> list[pygame.Rect]:
    """The card at the top of `rect`, as tall as its lines; returns each club's row (for the tests)."""
    card = pygame.Rect(rect.x, rect.y, rect.w, min(rect.h, chances_height()))
    glass.draw_glass(surface, card, px(12))
    inner = card.inflate(-2 * px(PAD), -2 * px(PAD))
    surface.blit(fit_text(_("No goals in the first half"), HEAD, GOLD, True, inner.w), inner.topleft)
    y = inner.y + line_px(24)
    size = chance_size(shots, inner.w - (row_height() - px(8)) - px(12))
    rows: list[pygame.Rect] = []
    for side in (0, 1):
        mine = [s for s in shots if s.side == side]
        row = pygame.Rect(inner.x, y, inner.w, row_height())
        crest = club_crest(kits.club_id(side), row.h - px(8))
        c_rect = crest.get_rect(midleft=(row.x, row.centery))
        surface.blit(crest, c_rect)
        x = c_rect.right + px(12)
        room = row.right - x
        head = f"{card_text.side_name(side)} · " + _("shots: {n}").format(n=len(mine))
        top = fit_text(head, SIDE, club_ink(side), True, room)
        surface.blit(top, (x, row.y + px(3)))
        surface.blit(
            fit_text(chance_words(best_chance(mine)), size, TEXT, False, room), (x, row.y + px(3) + line_px(SIDE))
        )
        rows.append(row)
        y = row.bottom
    return rows


__all__ = ["best_chance", "chance_words", "chances_height", "draw_chances", "first_half_shots"]
