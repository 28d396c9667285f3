"""Where a scripted step's target is on screen (the card to drag and its lit place, the button, the
hand card, the token's icon...) and the step's text filled in, both read from the scene's public
state: what it shows now and the sub-step it is in (a card selected, a substitution half chosen)."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

import pygame

from game.engine import actions as A
from game.engine.actions import Action
from game.engine.icons import count
from game.engine.view import View
from game.i18n import _, ngettext
from game.ui import layout as L
from game.ui.card_text import short, side_name, spot_name
from game.ui.cardart import card_def, synergy_label
from game.ui.metrics import px
from game.ui.scene import Scene
from game.ui.tutorial.texts import STEP_TEXTS

ICON_HIT = 18  # logical radius of a token icon's click area (the table's own)


@dataclass(frozen=True)
class Aim:
    """What the player must do now: the text key, the rects that take the click (the first is the
    one to point at) and the rect a dragged card must land on, if any."""

    text: str
    targets: tuple[pygame.Rect, ...]
    drop: pygame.Rect | None = None


@dataclass(frozen=True)
class KeyHint:
    """The keyboard's way to a step's target: a first key (a pygame key; None: none) and whether
    arrows then Enter finish it (the place cursor, a card of the line-up, an unnumbered button)."""

    key: int | None
    arrows: bool = False

    def words(self) -> str:
        name = pygame.key.name(self.key).upper() if self.key is not None else ""
        if name and self.arrows:
            return _("{key}, then arrows and Enter").format(key=name)
        return name or _("arrows, then Enter")


def number_key(index: int) -> int | None:
    """The number key of a menu's `index`-th button (1-9, then 0), None past the tenth."""
    if index < 9:
        return pygame.K_1 + index
    return pygame.K_0 if index == 9 else None


def keys_for(scene: Scene, action: Action, found: Aim, view: View) -> KeyHint | None:
    """How the keyboard reaches `found`'s target in `scene` (the same way a player would)."""
    from game.ui.scenes.lineup import LineupScene
    from game.ui.scenes.table_scene import TableScene

    if isinstance(scene, LineupScene):
        return KeyHint(pygame.K_c) if found.text == "lineup_confirm" else KeyHint(None, True)
    if isinstance(scene, TableScene) and isinstance(action, A.Place) and found.drop is not None:
        if scene.selected == action.card:
            return KeyHint(None, True)
        index = view.me.available.index(action.card) if action.card in view.me.available else -1
        return KeyHint(number_key(index), True) if index >= 0 else None
    menu = getattr(scene, "menu", None)
    buttons = list(getattr(menu, "buttons", ()))
    for target in found.targets:
        for i, b in enumerate(buttons):
            if pygame.Rect(b.rect) == target:
                key = number_key(i) if getattr(menu, "numbered", False) else None
                return KeyHint(key, key is None)
    return None


def button_rect(scene: Scene, label: str) -> pygame.Rect | None:
    menu = getattr(scene, "menu", None)
    for b in getattr(menu, "buttons", ()):
        if b.label == label and b.enabled:
            return pygame.Rect(b.rect)
    return None


def button_at(scene: Scene, index: int) -> pygame.Rect | None:
    buttons = getattr(getattr(scene, "menu", None), "buttons", ())
    return pygame.Rect(buttons[index].rect) if 0 <= index < len(buttons) else None


def rects(*found: pygame.Rect | None) -> tuple[pygame.Rect, ...]:
    return tuple(r for r in found if r is not None and r.w > 0)


def icon_rect(key: object) -> pygame.Rect:
    x, y = L.icon_pos(True, key)  # type: ignore[arg-type]
    r = px(ICON_HIT)
    return pygame.Rect(x - r, y - r, 2 * r, 2 * r)


def aim(scene: Scene, action: Action, text: str, view: View) -> Aim:
    """The step's targets in `scene` (empty when the scene shows no such control)."""
    from game.ui.scenes.draft import DraftScene
    from game.ui.scenes.lineup import LineupScene, confirm_rect, roster_rect
    from game.ui.scenes.table_scene import TableScene, goal_rect

    if isinstance(scene, DraftScene) and isinstance(action, A.DraftPick):
        i = view.draft_revealed.index(action.card) if action.card in view.draft_revealed else -1
        return Aim(text, rects(scene.layout().cards[i] if i >= 0 else None, button_at(scene, i)))
    if isinstance(scene, LineupScene) and isinstance(action, A.ChooseLineup):
        roster = view.me.roster
        wrong = [c for c in scene.bench if c not in action.bench]
        todo = wrong or [c for c in action.bench if c not in scene.bench]
        if todo:
            key = "lineup_back" if wrong else ("lineup_next" if scene.bench else text)
            return Aim(key, (roster_rect(roster.index(todo[0]), len(roster)),))
        return Aim("lineup_confirm", (confirm_rect(),))
    if isinstance(scene, TableScene):
        return table_aim(scene, action, text, view)
    if isinstance(action, (A.Kick, A.Save)):
        return Aim(text, rects(goal_rect()))
    return Aim(text, ())


def table_aim(scene: Scene, action: Action, text: str, view: View) -> Aim:
    from game.ui.scenes.table_scene import TableScene

    assert isinstance(scene, TableScene)
    mode = scene.mode
    match action:
        case A.Place(card=card, row=row, col=col):
            place = L.card_rect(True, row, col)
            source = L.available_rect(view.me.available.index(card)) if card in view.me.available else None
            if scene.selected == card or scene.drag is not None:
                return Aim(text, rects(place, source), place)
            return Aim(text, rects(source, place), place)
        case A.PassDraw(k=k):
            return Aim(text, rects(button_rect(scene, _("PASS: draw {n}").format(n=k))))
        case A.Press():
            label = _("PRESS: marker {n} toward {side}").format(
                n=count(view.me.icons, "S"), side=side_name(1 - view.viewer)
            )
            return Aim(text, rects(button_rect(scene, label)))
        case A.Substitute(out=out, into=into):
            bench = L.bench_rect(view.me.bench.index(into)) if into in view.me.bench else None
            if mode == "sub_in":
                return Aim("sub_in", rects(button_rect(scene, _("On: {card}").format(card=short(into))), bench))
            if mode == "sub_out" and scene.sub_in == into:
                outs = scene.sub_outs(into)
                off = button_at(scene, outs.index(out)) if out in outs else None
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
            label = _("Kick {spot}").format(spot=spot_name(spot))
            return Aim(text, rects(penalty_rect(scene, action), button_rect(scene, label)))
        case A.Save(spots=spots):
            label = _("Save {spots}").format(spots=" + ".join(spots))
            return Aim(text, rects(penalty_rect(scene, action), button_rect(scene, label)))
    return Aim(text, ())


def penalty_rect(scene: Scene, action: Action) -> pygame.Rect | None:
    """The goal zone (kick) or save card (keeper) the table draws for `action`."""
    targets: list[tuple[Action, pygame.Rect]] = getattr(scene, "penalty_targets", lambda: [])()
    return next((pygame.Rect(rect) for a, rect in targets if a == action), None)


def named_card(action: Action | None, view: View) -> str | None:
    """The player card a step's text names (the one to place, to shoot with, that shoots now)."""
    match action:
        case A.Place(card=c) | A.DirectAttack(card=c) | A.DraftPick(card=c):
            return c
    return view.placed_card


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


def synergy_aim(scene: Scene, cards: tuple[str, ...], text: str, view: View) -> Aim:
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
    label = ngettext("Play {n} card face down", "Play {n} cards face down", len(cards)).format(n=len(cards))
    return Aim("synergy_confirm" if cards else text, rects(button_rect(scene, label)))


def fill(key: str, table: dict[str, str], action: Action | None, view: View, scene: Scene | None = None) -> str:
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
            values["spot"] = spot_name(spot)
        case A.Save(spots=spots):
            values["spots"] = " + ".join(spots)
    if card and not values["card"]:
        values["card"] = short(card)
        if key == "crack":
            values["n"] = card_def(card).crack
    return _(table[key]).format(**values)


__all__ = ["STEP_TEXTS", "Aim", "KeyHint", "aim", "fill", "keys_for"]
