"""The table's tooltips: a card's details on hover, a synergy card's meaning, the deck/discard/token
counts in words, and the note beside the pointer that says why a drop was refused. A tooltip goes
beside the pointer and never covers the prompt or its buttons (`avoid`)."""

from __future__ import annotations

import pygame

from game.engine.view import View
from game.i18n import _
from game.ui.art.cardart import synergy_label
from game.ui.look import layout as L
from game.ui.look.assets import line_px
from game.ui.look.metrics import px
from game.ui.look.theme import GOLD, TEXT
from game.ui.table.odds_hint import odds_assumptions
from game.ui.table.prompt_panel import split_rule
from game.ui.widgets.basic import blit_text, draw_panel, wrap, wrap_fit

COVERED = ("penalty_kick", "penalty_save", "keep")  # the penalty goal or the drawn cards fill the field
CHOOSING = ("place", "attack", "sub_out")  # a choice on the field: lit places, shooters, the card going off


def shows_tips(on_top: bool, phase: str) -> bool:
    """No tooltip shows through an overlay, the penalty goal or the Draw 2 keep 1 cards."""
    return on_top and phase not in COVERED


def shows_card_tips(on_top: bool, phase: str, mode: str) -> bool:
    """A card's details pop up on hover only while no choice is being made on the field (they would
    cover token numbers, lit places or the cards to choose); right-click still shows them."""
    return shows_tips(on_top, phase) and not (phase == "token" or mode in CHOOSING)


def draw_counts_tip(surface: pygame.Surface, v: View) -> None:
    """The deck, discard and token counts in words, just above their pictures."""
    from game.ui.table.side_panels import counts_text

    r = L.get().counts
    lines = wrap(counts_text(v), 13, r.w - px(24))
    box = pygame.Rect(r.x, 0, r.w, px(10) + line_px(18) * len(lines))
    box.bottom = r.y - px(2)
    draw_panel(surface, box)
    for i, line in enumerate(lines):
        blit_text(surface, line, (box.x + px(12), box.y + px(5) + line_px(18) * i), 13, TEXT, max_width=box.w - px(24))


def draw_synergy_tip(
    surface: pygame.Surface, code: str, pointer: tuple[int, int], avoid: list[pygame.Rect]
) -> pygame.Rect:
    """What a synergy card does, beside the pointer; returns the box."""
    from game.ui.scenes.overlays.overlays import place_tip

    width = px(420)
    lines = [synergy_label(code).upper(), *wrap(_("adds its stars to a shot's total"), 15, width - px(24))]
    if code.endswith("T"):
        tackle = _(
            "TACKLE: for the defender it turns the shot into a penalty kick; for the attacker only its star counts"
        )
        lines += wrap(tackle, 15, width - px(24))
    box = place_tip((width, px(16) + line_px(20) * len(lines)), pointer, surface.get_rect(), avoid)
    draw_panel(surface, box)
    for i, line in enumerate(lines):
        pos = (box.x + px(12), box.y + px(8) + line_px(20) * i)
        blit_text(surface, line, pos, 15, GOLD if i == 0 else TEXT, i == 0, max_width=width - px(24))
    return box


def draw_card_tip(
    surface: pygame.Surface, card: str, pointer: tuple[int, int], avoid: list[pygame.Rect]
) -> pygame.Rect:
    """A player card's details, beside the pointer; returns the box."""
    from game.ui.scenes.overlays.overlays import details_size, draw_card_details, place_tip

    size = details_size(card, large=False)
    box = place_tip(size, pointer, surface.get_rect(), avoid)
    draw_card_details(surface, card, box.topleft, large=False)
    return box


def draw_pointer_note(surface: pygame.Surface, message: str, at: tuple[int, int]) -> None:
    """Why a drop was refused, beside the pointer, in plain words (the rule id stays in the Rules pages)."""
    _rule, text = split_rule(message)
    width = px(300)
    size, lines = wrap_fit(text, 15, width - px(20), 3, True)
    h = px(12) + line_px(20) * len(lines)
    box = pygame.Rect(at[0] + px(18), at[1] + px(12), width, h)
    box.clamp_ip(surface.get_rect())
    pygame.draw.rect(surface, (44, 26, 24), box, border_radius=px(8))
    pygame.draw.rect(surface, (255, 110, 96), box, px(2), border_radius=px(8))
    for i, line in enumerate(lines):
        blit_text(
            surface, line, (box.x + px(10), box.y + px(6) + line_px(20) * i), size, TEXT, True, max_width=width - px(20)
        )


def draw_odds_tip(
    surface: pygame.Surface, pointer: tuple[int, int], avoid: list[pygame.Rect], figures: list[str]
) -> pygame.Rect:
    """The band and figures behind the shot-odds hint's number, then what it assumes, beside the
    pointer; returns the box."""
    from game.ui.scenes.overlays.overlays import place_tip

    width = px(440)
    heading, *paragraphs = odds_assumptions()
    lines: list[tuple[str, bool]] = []
    for n, text in enumerate(figures):
        lines += [(t, n == 0) for t in wrap(text, 14, width - px(24), n == 0)]
    lines.append((heading, True))
    for text in paragraphs:
        lines += [(t, False) for t in wrap(text, 14, width - px(24))]
    box = place_tip((width, px(16) + line_px(19) * len(lines)), pointer, surface.get_rect(), avoid)
    draw_panel(surface, box)
    for i, (line, bold) in enumerate(lines):
        pos = (box.x + px(12), box.y + px(8) + line_px(19) * i)
        blit_text(surface, line, pos, 14, GOLD if bold else TEXT, bold, max_width=width - px(24))
    return box
