"""Where a scripted step's target is on screen (the card to drag and its lit place, the button, the
hand card, the token's icon...) and the step's text filled in, both read from the scene's public
state: what it shows now and the sub-step it is in (a card selected, a substitution half chosen)."""

from __future__ import annotations

from collections import Counter
from typing import Protocol

import pygame

from game.engine import actions as A
from game.engine.actions import Action
from game.engine.view import View
from game.i18n import _
from game.ui.art.cardart import card_def, synergy_label
from game.ui.look import layout as L
from game.ui.look.metrics import px
from game.ui.stage.kick_stage import band_rect
from game.ui.table.table_choices import goal_rect, penalty_area
from game.ui.tutorial.teachable import Aim, KeyHint, Teachable
from game.ui.tutorial.texts import STEP_TEXTS
from game.ui.words.card_text import kick_words, save_label, short, synergy_play_label

ICON_HIT = 18  # logical radius of a token icon's click area (the table's own)


class TableControls(Protocol):
    """The table's sub-steps the targets depend on (game.ui.scenes.table.table_scene.TableScene)."""

    mode: str  # "idle", "place", "attack", "sub_in", "sub_out"
    selected: str | None
    sub_in: str | None

    @property
    def dragging(self) -> bool: ...


def button_rect(scene: object, label: str) -> pygame.Rect | None:
    menu = getattr(scene, "menu", None)
    for b in getattr(menu, "buttons", ()):
        if label in (b.label, b.plain) and b.enabled:
            return pygame.Rect(b.rect)
    return None


def button_at(scene: object, index: int) -> pygame.Rect | None:
    buttons = getattr(getattr(scene, "menu", None), "buttons", ())
    return pygame.Rect(buttons[index].rect) if 0 <= index < len(buttons) else None


def rects(*found: pygame.Rect | None) -> tuple[pygame.Rect, ...]:
    return tuple(r for r in found if r is not None and r.w > 0)


def icon_rect(key: object) -> pygame.Rect:
    x, y = L.icon_pos(True, key)  # type: ignore[arg-type]
    r = px(ICON_HIT)
    return pygame.Rect(x - r, y - r, 2 * r, 2 * r)


def aim(scene: Teachable, action: Action, text: str, view: View) -> Aim:
    """The step's targets in `scene` (empty when the scene shows no such control)."""
    return scene.tutorial_aim(action, text, view)


def table_choices(
    view: View,
    penalty: list[tuple[Action, pygame.Rect]],
    keep: list[tuple[str, pygame.Rect]],
    last_placed: tuple[int, int, int] | None,
) -> list[pygame.Rect]:
    """The table's active choices a lesson bubble must not cover: the prompt, the hand, the score
    and the marker's track, the token icons, the penalty's zones and save cards, the drawn cards
    to keep, the card the lesson placed last."""
    lay = L.get()
    if view.phase in ("penalty_kick", "penalty_save"):  # the choice fills the window: the goal and its band
        return [goal_rect().inflate(px(30), px(60)), band_rect(penalty_area()), *(pygame.Rect(r) for _a, r in penalty)]
    out = [lay.prompt, lay.hand, lay.score, lay.track]
    badge = px(14)  # the icon's number beside it
    out += [icon_rect(a.icon).inflate(badge, badge) for a in view.legal_actions if isinstance(a, A.PlaceToken)]
    out += [pygame.Rect(r) for _c, r in keep]
    if last_placed is not None:
        side, row, col = last_placed
        out.append(L.card_rect(side == view.viewer, row, col))
    return out


def goal_aim(action: Action, text: str) -> Aim:
    """A kick or a save away from the table (the shoot-out): the goal."""
    return Aim(text, rects(goal_rect()) if isinstance(action, (A.Kick, A.Save)) else ())


def table_aim(scene: TableControls, action: Action, text: str, view: View) -> Aim:
    mode = scene.mode
    match action:
        case A.Place(card=card, row=row, col=col):
            place = L.card_rect(True, row, col)
            source = L.available_rect(view.me.available.index(card)) if card in view.me.available else None
            if scene.selected == card or scene.dragging:
                return Aim(text, rects(place, source), place)
            return Aim(text, rects(source, place), place)
        case A.PassDraw(k=k):
            return Aim(text, rects(button_rect(scene, _("PASS: draw {n}").format(n=k))))
        case A.Press():
            label = _("PRESS: push {n}").format(n=view.turn_icons[1])  # as the button counts (R4.1)
            return Aim(text, rects(button_rect(scene, label)))
        case A.Substitute(out=out, into=into):
            bench = L.bench_rect(view.me.bench.index(into)) if into in view.me.bench else None
            if mode == "sub_in":
                return Aim("sub_in", rects(button_rect(scene, _("On: {card}").format(card=short(into))), bench))
            if mode == "sub_out" and scene.sub_in == into:
                outs = [a.out for a in view.legal_actions if isinstance(a, A.Substitute) and a.into == into]
                off = button_at(scene, outs.index(out)) if out in outs else None  # labels may name only the role
                return Aim("sub_out", rects(own_card_rect(view, out), off))
            if mode != "idle":
                return Aim(text, rects(button_rect(scene, _("Back"))))
            return Aim(text, rects(bench, button_rect(scene, _("Substitution…"))))
        case A.DirectAttack(card=card):
            field = field_rect(view, card)
            if mode == "attack":
                return Aim(
                    "attack_pick", rects(button_rect(scene, _("Shoot with {card}").format(card=short(card))), field)
                )
            return Aim(text, rects(button_rect(scene, _("Direct attack…"))))
        case A.Shoot(shoot=shoot):
            return Aim(text, rects(button_rect(scene, _("Shoot") if shoot else _("Don't shoot"))))
        case A.UseEffect(use=use):
            return Aim(text, rects(button_rect(scene, _("Apply") if use else _("Decline"))))
        case A.KeepCard(card=code):
            faces = [rect for c, rect in getattr(scene, "keep_rects", lambda v: [])(view) if c == code]
            button = button_rect(scene, _("Keep {card}").format(card=synergy_label(code)))
            return Aim(text, rects(*faces[:1], button))
        case A.PlaceToken(icon=icon):
            keys = [a.icon for a in view.legal_actions if isinstance(a, A.PlaceToken)]
            index = keys.index(icon) if icon in keys else -1
            return Aim(text, rects(icon_rect(icon), button_at(scene, index)))
        case A.PlaySynergy(cards=cards):
            return synergy_aim(scene, cards, text, view)
        case A.DefendSynergy(source=source):
            if source == "none":
                return Aim(text, rects(button_rect(scene, _("Nothing more"))))
            if source == "deck":
                return Aim(text, rects(button_rect(scene, _("Top of the deck (unseen)"))))
            hand = view.me.hand or ()
            face = L.hand_rect(hand.index(source)) if source in hand else None
            return Aim(text, rects(face, button_rect(scene, _("From hand: {card}").format(card=synergy_label(source)))))
        case A.Kick(spot=spot):
            return Aim(text, rects(penalty_rect(scene, action), button_rect(scene, kick_words(spot))))
        case A.Save(spots=spots):
            return Aim(text, rects(penalty_rect(scene, action), button_rect(scene, save_label(spots))))
    return Aim(text, ())


def penalty_rect(scene: object, action: Action) -> pygame.Rect | None:
    """The goal zone (kick) or save card (keeper) the table draws for `action`."""
    targets: list[tuple[Action, pygame.Rect]] = getattr(scene, "penalty_targets", lambda: [])()
    return next((pygame.Rect(rect) for a, rect in targets if a == action), None)


def named_card(action: Action | None, view: View) -> str | None:
    """The player card a step's text names (the one to place, to shoot with, that shoots now)."""
    match action:
        case A.Place(card=c) | A.DirectAttack(card=c) | A.DraftPick(card=c):
            return c
    return view.placed_card


def number_key(index: int) -> int | None:
    """The number key of a menu's `index`-th button (1-9, then 0), None past the tenth."""
    if index < 9:
        return pygame.K_1 + index
    return pygame.K_0 if index == 9 else None


def menu_keys(scene: object, found: Aim) -> KeyHint | None:
    """The keyboard's way to the first of `found`'s targets that is a button of the scene's menu:
    its number key, or (an unnumbered menu) arrows then Enter."""
    menu = getattr(scene, "menu", None)
    buttons = list(getattr(menu, "buttons", ()))
    for target in found.targets:
        for i, b in enumerate(buttons):
            if pygame.Rect(b.rect) == target:
                number = getattr(menu, "number", None)
                n = number(i) if callable(number) else None
                key = None if n is None else pygame.K_0 + n
                return KeyHint(key, key is None)
    return None


def place_keys(view: View, card: str, selected: str | None) -> KeyHint | None:
    """A card to place: its number key, then Enter (the guide starts the place cursor on the lit
    place); once it is selected, arrows and Enter."""
    if selected == card:
        return KeyHint(None, True)
    index = view.me.available.index(card) if card in view.me.available else -1
    return KeyHint(number_key(index), enter=True) if index >= 0 else None


def own_card_rect(view: View, card: str) -> pygame.Rect | None:
    """The viewer's card on the field or among the available players."""
    if card in view.me.available:
        return L.available_rect(view.me.available.index(card))
    return field_rect(view, card)


def field_rect(view: View, card: str) -> pygame.Rect | None:
    for c, row, col in view.me.field:
        if c == card:
            return L.card_rect(True, row, col)
    return None


def synergy_aim(scene: object, cards: tuple[str, ...], text: str, view: View) -> Aim:
    """Click the wanted hand cards one by one (or take back a wrong one), then play them."""
    hand = view.me.hand or ()
    chosen: list[int] = list(getattr(scene, "syn_sel", []))
    want = Counter(cards)
    have = Counter(hand[i] for i in chosen if i < len(hand))
    for i in chosen:
        if i < len(hand) and have[hand[i]] > want[hand[i]]:
            return Aim(text, rects(L.hand_rect(i), button_at(scene, i)))
    for i, code in enumerate(hand):
        if i not in chosen and have[code] < want[code]:
            return Aim("synergy_more" if chosen else text, rects(L.hand_rect(i), button_at(scene, i)))
    label = synergy_play_label(len(cards))
    return Aim("synergy_confirm" if cards else text, rects(button_rect(scene, label)))


def fill(key: str, table: dict[str, str], action: Action | None, view: View, scene: object | None = None) -> str:
    """The text `key` of `table`, translated, its placeholders filled from the step's action (and
    for the line-up, the next card to click in `scene`)."""
    values: dict[str, object] = {"card": "", "n": "", "cards": "", "into": "", "out": "", "spot": "", "spots": ""}
    card = view.placed_card
    match action:
        case A.DraftPick(card=c) | A.Place(card=c) | A.DirectAttack(card=c):
            card = c
        case A.PassDraw(k=k):
            values["n"] = k
        case A.PlaySynergy(cards=cards):
            values["cards"] = " + ".join(synergy_label(c) for c in cards)
        case A.DefendSynergy(source=source) if source not in ("none", "deck"):
            values["card"] = synergy_label(source)
        case A.KeepCard(card=code):
            values["card"] = synergy_label(code)
        case A.Substitute(out=out, into=into):
            values["out"], values["into"] = short(out), short(into)
        case A.ChooseLineup(bench=bench):
            chosen = list(getattr(scene, "bench", []))
            card = next((c for c in chosen if c not in bench), None) or next(
                (c for c in bench if c not in chosen), None
            )
        case A.Kick(spot=spot):
            values["spot"] = kick_words(spot)  # as its button and the goal say it
        case A.Save(spots=spots):
            values["spots"] = save_label(spots)
    if card and not values["card"]:
        values["card"] = short(card)
        if key == "crack":
            values["n"] = card_def(card).crack
    return _(table[key]).format(**values)


__all__ = ["STEP_TEXTS", "Aim", "KeyHint", "aim", "fill", "menu_keys", "place_keys"]
