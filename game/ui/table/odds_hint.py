"""The shot-odds hint (the Shot-odds hint setting; issue #38 point 6): while the attacker chooses
synergy cards, a box at the foot of the prompt with one clear number, the chance to score against
the computer's own defence (game.ai.normal_odds), and on hover the band from a defender at its
best to one that adds nothing (odds.hint_band), the goal and tackle figures and what they assume.
Before a shot, the shooter's buttons tell how many hand cards may be added and the chance "up to"
(with the best of them); while fewer or other cards are chosen, the box names that best chance on a
line of its own, so the button's figure and the box's never read as one number that changed."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.engine.view import View
from game.i18n import _
from game.ui.look import assets
from game.ui.look import layout as L
from game.ui.look.assets import line_px
from game.ui.look.metrics import px
from game.ui.look.theme import DIM, GOLD, TEXT
from game.ui.widgets.basic import blit_text, wrap

if TYPE_CHECKING:
    from game.ai.odds import Band, ShotOdds

OddsRows = list[tuple[str, int, bool]]  # (text, logical size, bold), heading first
HEADLINE = 18  # the logical size of the one number
COMPACT = 14  # its size at a larger text size, where the prompt's buttons need the room
BEST = 13  # the logical size of the best chance's line under it


def percent(chance: float) -> int:
    return round(100 * chance)


class OddsHint:
    """The attacker's odds with the synergy cards chosen so far, worked out once per choice: the
    chance against the Normal defender (the box) and the band (its tooltip)."""

    def __init__(self) -> None:
        self._key: object = None
        self._text: list[str] = []
        self._details: list[str] = []
        self._shooters_key: object = None
        self._shooters: dict[str, tuple[int, ShotOdds | None]] = {}
        self._best_key: object = None
        self._best: ShotOdds | None = None

    def lines(self, v: View, chosen: tuple[str, ...], key: object, turn: object = None) -> list[str]:
        """The box's lines: the one number with the cards `chosen`, then, when the best cards that
        may be added do better, that best chance (the shot button's "up to" figure); none outside
        the attacker's choice. `turn` keys the best chance (it does not change with `chosen`)."""
        if self._key != key:
            from game.ai.normal_odds import normal_odds
            from game.ai.odds import hint_band

            band, odds = hint_band(v, chosen), normal_odds(v, chosen)
            self._key = key
            self._text = [] if odds is None else [headline(odds)]
            best = self.best(v, turn if turn is not None else key)
            if odds is not None and best is not None and percent(best.score) > percent(odds.score):
                self._text.append(best_line(best))
            self._details = [] if band is None else [range_line(band), *band_lines(band), *self._text[1:]]
        return list(self._text)

    def best(self, v: View, turn: object) -> ShotOdds | None:
        """The chance with the best hand cards that may be added, in the attacker's choice."""
        from game.ai.normal_odds import best_cards_odds

        if self._best_key != turn:
            self._best_key, self._best = turn, best_cards_odds(v)[1]
        return self._best

    def details(self) -> list[str]:
        """The tooltip's figures for the last `lines`: the band, then goal, tackle, magic number and
        out, and the best chance when the box names one."""
        return list(self._details)

    def shooter(self, v: View, card: str, key: object) -> tuple[int, ShotOdds | None]:
        """For a shot by `card` (a direct attack or a shot option): the hand cards that may be added
        (R5.3, by the control marker) and the chance with the best of them against the Normal defender."""
        from game.ai.normal_odds import best_cards_odds

        if self._shooters_key != key:
            self._shooters_key, self._shooters = key, {}
        if card not in self._shooters:
            self._shooters[card] = best_cards_odds(v, card)
        return self._shooters[card]


def headline(odds: ShotOdds) -> str:
    return _("Your chance to score: {p}%").format(p=percent(odds.score))


def best_line(odds: ShotOdds) -> str:
    return _("Up to {p}% with the best cards from your hand").format(p=percent(odds.score))


def range_line(band: Band) -> str:
    low, high = sorted((percent(band.best.score), percent(band.passive.score)))
    if low == high:
        return _("{p}% however the defender answers").format(p=low)
    return _("{low}–{high}% depending on how the defender answers").format(low=low, high=high)


def band_lines(band: Band) -> list[str]:
    """The tooltip's figures: the goal and tackle ranges, the kick's chance, magic number and out."""
    from game.ai.odds import PENALTY_GOAL

    goal = sorted((percent(band.best.goal), percent(band.passive.goal)))
    tackle = sorted((percent(band.best.tackle), percent(band.passive.tackle)))
    kick = percent(PENALTY_GOAL)
    return [
        _("Goal {p}%").format(p=goal[0])
        if goal[0] == goal[1]
        else _("Goal {low}–{high}%").format(low=goal[0], high=goal[1]),
        _("Tackle {p}% (its kick scores {kick}%)").format(p=tackle[0], kick=kick)
        if tackle[0] == tackle[1]
        else _("Tackle {low}–{high}% (its kick scores {kick}%)").format(low=tackle[0], high=tackle[1], kick=kick),
        _("magic number {magic}% · out {out}%").format(
            magic=percent(band.passive.magic), out=percent(band.passive.out)
        ),
    ]


def slots_line(control: str, slots: int) -> str:
    """What the control marker lets the attacker add (R5.3, R7.3), in football words for the
    shooter choice's hint; `slots` counts the hand cards when the state is not one of the three."""
    if control == "AGGRESSIVE":
        return _("You control the game: you may add up to 2 cards from your hand")
    if control == "NORMAL":
        return _("Control is even: you may add one card from your hand")
    if control == "DEFENSIVE" or slots <= 0:
        return _("You are under pressure: you may add no cards from your hand")
    if slots == 1:
        return _("Control is even: you may add one card from your hand")
    return _("You control the game: you may add up to 2 cards from your hand")


def odds_rows(lines: list[str]) -> OddsRows:
    """The shot-odds hint wrapped to the prompt's width; none without lines."""
    if not lines:
        return []
    room = L.get().prompt.w - px(32)
    larger = assets.text_scale() > 1.0  # the text is already large: the number alone, without its heading
    rows = [] if larger else [(t, 12, True) for t in wrap(_("Shot odds · point here"), 12, room, True)]
    size = COMPACT if larger else HEADLINE
    rows += [(t, size, True) for t in wrap(lines[0], size, room, True)]
    if not larger:  # the best chance, smaller, under the one number (at a larger text size: its tooltip)
        rows += [(t, BEST, False) for line in lines[1:] for t in wrap(line, BEST, room)]
    return rows


def odds_height(rows: OddsRows) -> int:
    return px(12) + sum(line_px(size + 6) for _t, size, _b in rows) if rows else 0


def odds_box(rows: OddsRows, bottom: int | None = None) -> pygame.Rect | None:
    """Where the odds hint sits, at the foot of the prompt or of its lit frame (`bottom`; None: not shown)."""
    if not rows:
        return None
    r = L.get().prompt
    h = odds_height(rows)
    return pygame.Rect(r.x + px(8), (r.bottom if bottom is None else bottom) - px(8) - h, r.w - px(16), h)


def draw_odds(surface: pygame.Surface, rows: OddsRows, bottom: int | None = None) -> None:
    """The odds hint in its own box at the foot of the prompt (or of its frame: `bottom`)."""
    box = odds_box(rows, bottom)
    if box is None:
        return
    pygame.draw.rect(surface, (24, 34, 44), box, border_radius=px(6))
    pygame.draw.rect(surface, (80, 120, 160), box, px(1), border_radius=px(6))
    y = box.y + px(6)
    for text, size, bold in rows:
        color = DIM if size == 12 else (GOLD if size in (HEADLINE, COMPACT) else TEXT)
        blit_text(surface, text, (box.x + px(8), y), size, color, bold, max_width=box.w - px(16))
        y += line_px(size + 6)


def odds_assumptions() -> list[str]:
    """What the odds hint assumes, in plain words (its tooltip)."""
    from game.ai.odds import PENALTY_GOAL

    return [
        _("What these odds assume"),
        _(
            "The number is your chance against the computer's own defence (the Normal level: it knows "
            "its hand, not your cards); a tackle's penalty kick counts as its chance."
        ),
        _(
            "Every card you have not seen is equally likely to be anywhere you cannot see. "
            "When the deck runs out, the discard pile is shuffled into a new deck."
        ),
        _(
            "Each range runs from a defender at its best (it knows its own hand and your cards, and picks "
            "its second card to stop you) to one that adds nothing to its card from the deck."
        ),
        _(
            "A tackle means a penalty kick: it scores {kick}% of the time when kicker and keeper both choose well."
        ).format(kick=round(100 * PENALTY_GOAL)),
    ]
