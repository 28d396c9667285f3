"""What a click or a key on the table's field answers: the player picked up or dragged, its place,
the shooter, the token, the card kept, the penalty zone or save, and the hand card played or chosen."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.engine import actions as A
from game.engine.view import View
from game.i18n import _
from game.ui.look import layout as L
from game.ui.scenes.table import table_drag
from game.ui.scenes.table.table_drag import Drag, grip_for, step_cursor
from game.ui.table.table_hits import token_at
from game.ui.words.card_text import short

if TYPE_CHECKING:
    from game.ui.scenes.table.table_seat import TableSeat


def hover_place(scene: TableSeat, pos: tuple[int, int]) -> None:
    """A selected card (by key or click) previews on the lit place under the pointer."""
    if scene.mode == "place" and scene.selected:
        places = scene.places(scene.selected)
        under = [i for i, p in enumerate(places) if L.card_rect(True, *p).collidepoint(pos)]
        if under:
            scene.cursor = under[0]


def place_keys(scene: TableSeat, event: pygame.event.Event) -> bool:
    """Arrows move the place cursor, Enter places the selected card there, Tab moves to the buttons."""
    places = scene.places(scene.selected)
    if not places:
        return False
    cursor = step_cursor(places, scene.cursor, event.key)
    if cursor is not None:
        scene.cursor = cursor
        return True
    if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
        scene._place_cursor()
        return True
    if event.key == pygame.K_TAB:
        scene.menu.move(1)
        return True
    return False


def click(scene: TableSeat, pos: tuple[int, int], v: View, phase: str) -> bool:
    """A left click while the viewer decides: whatever under the pointer answers the decision."""
    if scene.mode == "sub_out" and scene.sub_in is not None:
        card = scene.card_at(pos)
        if card in scene.sub_outs(scene.sub_in):
            return scene.act(A.Substitute(card, scene.sub_in))
    if table_drag.grab_bench(scene, pos, v):
        return True
    if phase == "player_action":
        for i, c in enumerate(v.me.available):
            rect = L.available_rect(i)
            if rect.collidepoint(pos):
                if not scene.places(c):
                    scene.say("R2.3: " + _("this player has no legal place now"), error=True)
                    return True
                scene.select(c)
                scene.drag = Drag(c, grip_for(rect, pos), pos, rect)
                return True
        if scene.mode == "place" and scene.selected:
            if L.cell_at(True, pos) is not None:
                table_drag.place_at(scene, scene.selected, pos)
                return True
        shooters = {a.card for a in scene.legal() if isinstance(a, A.DirectAttack)}
        card = scene.card_at(pos)
        if card in shooters and any(c == card for c, _r, _c in v.me.field):
            if scene.mode == "attack":
                scene.act(A.DirectAttack(card))
            else:
                scene._set_mode("attack")
                scene.say(_("Click {card} again (or choose below) to shoot with it").format(card=short(card)))
            return True
    token = token_at(scene.legal(), pos) if phase == "token" else None
    if token is not None:
        scene.act(token)
        return True
    if phase == "keep":
        for code, rect in scene.keep_rects(v):
            if rect.collidepoint(pos):
                return scene.act(A.KeepCard(code))
    if phase in ("penalty_kick", "penalty_save"):
        choice = scene.penalty_choice_at(pos)
        if choice is not None:
            return scene.act(choice)
    hand = v.me.hand or ()
    for i, code in enumerate(hand):
        if L.hand_rect(i).collidepoint(pos):
            if phase == "attack_synergy":
                limit = max((len(a.cards) for a in scene.legal() if isinstance(a, A.PlaySynergy)), default=0)
                scene._toggle_syn(i, limit)
            elif phase == "defend_synergy":
                scene.act(A.DefendSynergy(code))
            return True
    return False
