"""What the table scene draws over the table and its panels: the two drawn cards to keep, the
card being dragged, and the tooltips beside the pointer."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.engine.view import View
from game.ui.art import kits
from game.ui.art.cardart import player_card
from game.ui.look import layout as L
from game.ui.scenes.table import table_prompt, table_tips
from game.ui.table.odds_hint import odds_box
from game.ui.table.table_choices import draw_keep
from game.ui.table.table_hits import synergy_at
from game.ui.widgets import basic

CARD_TIP_DELAY = 0.6  # seconds the pointer rests on a card before its details show

if TYPE_CHECKING:
    from game.ui.scenes.table.table_seat import TableSeat


def draw_field_choices(scene: TableSeat, surface: pygame.Surface, v: View, human: bool) -> None:
    """The Draw 2 keep 1 cards and the dragged card where it does not snap onto a lit place (the
    penalty's choice has the whole window: table_penalty)."""
    if v.phase == "keep" and not scene.anim.busy:
        draw_keep(surface, scene.keep_rects(v), scene.mouse)
    d = scene.drag
    if d is not None and d.moved and (d.kind == "sub" or d.snap is None):
        lay = L.get()
        surface.blit(player_card(d.card, lay.card_w, lay.card_h, kit=kits.worn(scene.ctrl.viewer)), d.top_left())


def tip_avoid(scene: TableSeat) -> list[pygame.Rect]:
    """What a tooltip never covers: the prompt with the decision's buttons."""
    return [L.get().prompt, *(b.rect for b in scene.menu.buttons)]


def draw_tips(scene: TableSeat, surface: pygame.Surface, v: View) -> pygame.Rect | None:
    """The counts, synergy card, shot odds and player card tooltips; returns the last box drawn.
    A tooltip floats over its scene in an opaque box: what it covers is noted a layer below it."""
    below = basic.layer
    basic.layer = below + 0.5
    try:
        return _draw_tips(scene, surface, v)
    finally:
        basic.layer = below


def _draw_tips(scene: TableSeat, surface: pygame.Surface, v: View) -> pygame.Rect | None:
    tip = None
    mouse = scene.mouse
    if scene.tips_quiet is not None:  # no tooltip outlives the click or key that changed the screen
        return None
    on_top = scene.app.stack.top is scene
    still = scene.drag is None and not scene.anim.busy
    if L.get().counts.collidepoint(mouse) and scene.drag is None and table_tips.shows_tips(on_top, v.phase):
        table_tips.draw_counts_tip(surface, v)
    code = synergy_at(mouse, v)
    if code is not None and still and table_tips.shows_tips(on_top, v.phase):
        tip = table_tips.draw_synergy_tip(surface, code, mouse, tip_avoid(scene))
    odds = odds_box(table_prompt.shown_odds_rows(scene, v), scene.prompt.frame(scene.message).bottom)
    if odds is not None and odds.collidepoint(mouse) and still and table_tips.shows_tips(on_top, v.phase):
        avoid = [odds, *(b.rect for b in scene.menu.buttons)]
        tip = table_tips.draw_odds_tip(surface, mouse, avoid, scene.odds.details())
    card = scene.hover_card
    if card and scene.hover_time > CARD_TIP_DELAY and still and table_tips.shows_card_tips(on_top, v.phase, scene.mode):
        tip = table_tips.draw_card_tip(surface, card, mouse, tip_avoid(scene))
    return tip
