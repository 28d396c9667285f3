# ruff: noqa: E501  (prose: one paragraph per line)
"""The rules reference's pages: each topic's title, paragraphs (one msgid each), picture and the rule ids it explains."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.i18n import N_
from game.ui.scenes.rules.grade_badges import draw_grades
from game.ui.scenes.rules.rules_keys import draw_keys
from game.ui.scenes.rules.rules_keys import least_height as keys_least_height
from game.ui.scenes.rules.rules_keys import picture_height as keys_picture_height
from game.ui.scenes.rules.rules_pictures import (
    draw_board,
    draw_control,
    draw_icons,
    draw_placing,
    draw_setup,
    draw_shot,
    draw_subs,
    draw_team_actions,
    draw_time,
)

Draw = Callable[[pygame.Surface, pygame.Rect], None]

PICTURE_H = 340  # a picture's logical height, unless its page asks for another


@dataclass(frozen=True)
class Page:
    title: str  # msgid
    paragraphs: tuple[str, ...]  # msgids, one short paragraph each
    picture: Draw
    rules: tuple[str, ...] = ()  # the RULES.md ids (or id prefixes: "R5" is all of 5) the page explains
    picture_h: int = PICTURE_H  # logical
    least_h: int = 0  # logical: how short the picture may get for a larger text (0: picture_h)
    height_of: Callable[[], int] | None = None  # the picture's height at the text size, if it grows

    def height(self) -> int:
        """The picture's logical height at the player's text size."""
        return self.height_of() if self.height_of is not None else self.picture_h

    @property
    def picture_min(self) -> int:
        return self.least_h or self.height()


PAGES: tuple[Page, ...] = (
    Page(
        N_("Before kick-off: stars and line-up"),
        (
            N_(
                "The star draft has three rounds of three revealed stars. The first chooser takes one, the other takes one of the two left, and the last leaves the match. AWAY chooses first in rounds 1 and 3, HOME in round 2."
            ),
            N_(
                "Each team then picks 10 starters from its 13 player cards (its 10 base cards and its 3 stars). The other 3 wait face up on the bench for substitutions."
            ),
            N_(
                "HOME kicks off the first half: empty hands, a shuffled deck of 25 synergy cards and the marker on the centre space."
            ),
        ),
        draw_setup,
        ("R3",),
        least_h=270,
    ),
    Page(
        N_("The board and the position lines"),
        (
            N_(
                "Each coach has a half of 4 lines by 8 columns. The front line touches the centre line; the last line is in front of your goal."
            ),
            N_(
                "Three lines separate the rows, each with its own colour, stroke and shape: the solid FW line (triangle), the dashed MF line (diamond) and the dash-dot DF line (square). Every card must sit next to its own line."
            ),
            N_(
                "The board prints ATTACK halves at the front edge and DEFENSE halves at the back edge of columns 1 to 6."
            ),
        ),
        draw_board,
        ("R2.1", "R2.3"),
    ),
    Page(
        N_("Placing cards"),
        (
            N_(
                "A card covers two cells side by side in one line. Forwards (FW) play on the front or 2nd line, midfielders (MF) on the 2nd or 3rd, defenders (DF) on the 3rd or last."
            ),
            N_(
                "A card in the front line must touch one of your cards along an edge: beside it on the front line, or behind it on the 2nd line, sharing a column. Corners do not count."
            ),
            N_(
                "Drag an available player onto a lit place, or press its number and choose the place with the arrows and Enter. A placed card never moves."
            ),
        ),
        draw_placing,
        ("R2.2", "R2.4"),
    ),
    Page(
        N_("Icons and how they complete"),
        (
            N_("Card edges carry half icons: ATTACK (ball), DEFENSE (shield), PASS (plus) and PRESS (arrow)."),
            N_(
                "Two halves of the same type that meet form a complete icon: side by side through the left and right edges, or one row above the other over a shared column."
            ),
            N_(
                "Some cards print a complete icon in their centre. Only complete icons count, and they stay for the whole half."
            ),
        ),
        draw_icons,
        ("R2.5", "R2.6", "R2.7", "R2.8", "R2.9"),
    ),
    Page(
        N_("Team actions: PASS or PRESS"),
        (
            N_("Each turn starts with a team action. Count your complete PASS and PRESS icons."),
            N_("PASS draws synergy cards: up to one per PASS icon, and never more than 5 in hand."),
            N_("PRESS moves the control marker toward the opponent by your PRESS icons."),
            N_("Then comes the player action: place one player, or shoot directly with a card on the field."),
            N_(
                "A player with a lightning bolt has an immediate effect, right after it is placed and before any shot; you may decline it. It moves the marker, draws cards, discards an unseen card from the opponent's hand, or shoots at once with a cannon shot that ignores base defense."
            ),
        ),
        draw_team_actions,
        ("R4", "R6"),
        least_h=260,
    ),
    Page(
        N_("The shot and the magic number"),
        (
            N_(
                "The base attack is the shooter's uncovered ATTACK icons. A token marks one of them and turns face down after the shot: that icon is gone."
            ),
            N_(
                "The attacker adds the top deck card and, by control state, cards from hand. The defender adds the top deck card and may add one more."
            ),
            N_(
                "A total attack of exactly 11 is the MAGIC NUMBER: a goal unless the defender reveals a TACKLE, which turns the shot into a penalty kick."
            ),
        ),
        draw_shot,
        ("R5", "R2.10", "R11.1"),
    ),
    Page(
        N_("Control states"),
        (
            N_(
                "The control track has five spaces. Each team reads it from its own side: spaces toward the opponent are good for you."
            ),
            N_("Your state decides how many synergy cards you may add from your hand when you shoot."),
            N_("The marker returns to the centre after every goal and at half time."),
        ),
        draw_control,
        ("R7",),
    ),
    Page(
        N_("Substitutions"),
        (
            N_(
                "Each team may make 3 substitutions in the whole match, during its own turn or at half time. They are not actions."
            ),
            N_(
                "A bench card comes on as an available player, never straight onto the field. A card from the field or from the available players goes off to the bench face down and never returns."
            ),
        ),
        draw_subs,
        ("R9", "R4.2"),
    ),
    Page(
        N_("Additional time and half time"),
        (
            N_("When the deck runs out, the discard pile is shuffled into a new deck at once and the turn goes on."),
            N_(
                "The next turn, the other team's, is additional time: it has no team action, and when it ends the half ends."
            ),
            N_(
                "At half time every card leaves the field, the synergy cards are shuffled together and AWAY starts the second half. A draw at the end goes to a penalty shoot-out, unless the match was set up to allow draws."
            ),
        ),
        draw_time,
        ("R8", "R10", "R11"),
    ),
    Page(
        N_("The match review"),
        (
            N_(
                "After a match, Review shows each coach's chance of taking the match turn by turn, as that coach saw it then, and grades each decision of a person against the best option Hard's search finds from the same view: never with the other hand, the deck's order or the seed."
            ),
            N_(
                "A grade says how many points of win chance (out of 100) a choice gave away against Hard's best: best, good, inaccuracy, mistake or blunder. The draft, the line-up, substitutions and penalties are not graded."
            ),
        ),
        draw_grades,
    ),
    Page(
        N_("Keys and mouse"),
        (
            N_(
                "Everything can be played with the mouse or with the keyboard alone. Right-click any card for its details."
            ),
            N_("A click or a key skips an animation."),
        ),
        draw_keys,
        picture_h=keys_picture_height(),
        height_of=keys_picture_height,
        least_h=keys_least_height(),
    ),
)


def page_for_rule(rule: str) -> int | None:
    """The page that explains `rule` ("R5.3", "R4.3 B"): the page naming the longest prefix of it."""
    rule = rule.split()[0] if rule.strip() else ""
    best: tuple[int, int] | None = None
    for i, page in enumerate(PAGES):
        for prefix in page.rules:
            if (rule == prefix or rule.startswith(prefix + ".")) and (best is None or len(prefix) > best[0]):
                best = (len(prefix), i)
    return best[1] if best is not None else None
