"""Dragging cards on the table: an available player onto a lit place of the viewer's half, or a
bench card onto the card it replaces. Snapping is loose but honest: a card lands only on a lit
place of the row under the pointer (or, off the rows, the nearest lit place within a small
radius), and the ghost shows exactly that place. A drop that breaks a rule changes nothing and
says why beside the pointer."""

from __future__ import annotations

import pygame

from game.engine import actions as A
from game.engine.view import View
from game.i18n import _
from game.ui.art import kits
from game.ui.art.cardart import player_card
from game.ui.look import layout as L
from game.ui.look.metrics import px
from game.ui.scenes.table.table_seat import Drag, TableSeat

SNAP = 70  # logical units: off the half's rows, a lit place this close to the card's centre takes it


def grip_for(rect: pygame.Rect, pos: tuple[int, int]) -> tuple[int, int]:
    """The pointer's place inside a field-size card, for a card picked up from `rect` at `pos`."""
    lay = L.get()
    return (pos[0] - rect.x) * lay.card_w // max(1, rect.w), (pos[1] - rect.y) * lay.card_h // max(1, rect.h)


def snap_place(
    places: list[tuple[int, int]], pointer: tuple[int, int], centre: tuple[int, int]
) -> tuple[int, int] | None:
    """The lit place a card held at `pointer` (its centre at `centre`) would land on, if any."""
    lay = L.get()
    cell = L.cell_at(True, pointer)
    if cell is not None:
        row = cell[0]
        in_row = [p for p in places if p[0] == row]
        near = [p for p in in_row if abs(L.card_rect(True, *p).centerx - pointer[0]) <= lay.card_w]
        if not near:
            return None  # an unlit row or spot: never another row
        return min(near, key=lambda p: abs(L.card_rect(True, *p).centerx - pointer[0]))
    best, dist = None, px(SNAP) ** 2
    for place in places:
        c = L.card_rect(True, *place).center
        d = (c[0] - centre[0]) ** 2 + (c[1] - centre[1]) ** 2
        if d < dist:
            best, dist = place, d
    return best


def cell_place(pos: tuple[int, int]) -> tuple[int, int] | None:
    """The (row, start column) of the viewer's half a card centred at `pos` would take."""
    cell = L.cell_at(True, pos)
    if cell is None:
        return None
    row, frac = cell
    return row, max(0, min(6, int(frac - 0.5)))


def step_cursor(places: list[tuple[int, int]], cursor: int, key: int) -> int | None:
    """The keyboard cursor among `places` after an arrow key: left/right go round, up/down take the
    nearest place of the next row (none there: it stays); None for any other key."""
    if key in (pygame.K_RIGHT, pygame.K_LEFT):
        return (cursor + (1 if key == pygame.K_RIGHT else -1)) % len(places)
    if key in (pygame.K_UP, pygame.K_DOWN):
        cur = places[cursor % len(places)]
        row = cur[0] + (-1 if key == pygame.K_UP else 1)
        rows = [p for p in places if p[0] == row]
        return places.index(min(rows, key=lambda p: abs(p[1] - cur[1]))) if rows else cursor
    return None


def grab_bench(scene: TableSeat, pos: tuple[int, int], v: View) -> bool:
    """A bench card pressed while a substitution is possible: drag it onto the card going off,
    or (a click) choose it and then the card going off."""
    ins = {a.into for a in scene.legal() if isinstance(a, A.Substitute)}
    for i, card in enumerate(v.me.bench):
        rect = L.bench_rect(i)
        if card in ins and rect.collidepoint(pos):
            scene._pick_in(card)
            scene.drag = Drag(card, grip_for(rect, pos), pos, rect, kind="sub")
            return True
    return False


def place_at(scene: TableSeat, card: str, pos: tuple[int, int]) -> bool:
    """Place `card` on the lit place under `pos`; anywhere else on the half is refused."""
    for row, col in scene.places(card):
        if L.card_rect(True, row, col).collidepoint(pos):
            return scene.act(A.Place(card, row, col))
    refuse_place(scene, card, pos, pos)
    return False


def refuse_place(scene: TableSeat, card: str, pointer: tuple[int, int], centre: tuple[int, int]) -> None:
    """Say, next to the pointer, why the card cannot go where it was dropped (the engine's
    rule message); nothing changes."""
    target = cell_place(centre)
    if target is None:
        scene.say("R2.3: " + _("drop the player on one of the lit places of your half"), error=True)
    else:
        scene.act(A.Place(card, *target))  # illegal: the engine's rule message, state untouched
    scene.note_at_pointer(scene.message, pointer)
    scene.say("", seconds=0.0)  # said once, beside the pointer (#38.4), not again in the prompt


def drag_to(scene: TableSeat, d: Drag, pos: tuple[int, int]) -> None:
    """The held card follows the pointer and aims: at the card going off, or at a lit place."""
    d.follow(pos)
    if d.kind == "sub":
        target = scene.card_at(pos)
        d.target = target if target in scene.sub_outs(d.card) else None
        scene.pointer_look.set("hand" if d.target else "arrow")
        return
    d.snap = snap_place(scene.places(d.card), pos, d.centre())
    on_half = L.cell_at(True, pos) is not None
    scene.pointer_look.set("hand" if d.snap else ("no" if on_half else "arrow"))


def drop(scene: TableSeat, d: Drag | None, pos: tuple[int, int]) -> None:
    """Let go of the held card at `pos`: it lands where it aimed, goes back, or is refused."""
    scene.pointer_look.set("arrow")
    if d is None or not d.moved:
        return  # a click: the card stays chosen (click a place, or the card going off, next)
    top_left = d.top_left()
    if d.kind == "sub":
        if d.target is not None:
            scene.act(A.Substitute(d.target, d.card))
        return
    if d.snap is not None:
        scene.act(A.Place(d.card, *d.snap), drop_from=top_left)
        return
    lay = L.get()
    if not (lay.my_panel.collidepoint(pos) or d.origin.collidepoint(pos)):
        refuse_place(scene, d.card, pos, d.centre())
    else:
        scene._cancel()  # dropped back where it came from: nothing to say
    if scene.ctrl.human_to_act() and scene.view().phase == "player_action":
        scene.slide_back(
            player_card(d.card, lay.card_w, lay.card_h, kit=kits.worn(scene.ctrl.viewer)), top_left, d.origin.topleft
        )
