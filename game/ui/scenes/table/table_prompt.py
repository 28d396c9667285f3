"""The table's prompt: for the decision in front of the viewing coach, its title, a hint, the
buttons that answer it (every decision can be played from these buttons or the keyboard) and the
shot-odds hint; while the other side decides, who the screen waits for."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.ai.odds import HAND_SLOTS
from game.engine import actions as A
from game.engine.icons import IconKey, count
from game.engine.view import View
from game.i18n import N_, _, ngettext
from game.ui.art import kits
from game.ui.art.cardart import card_def, synergy_label
from game.ui.table.odds_hint import OddsRows, odds_rows, percent, slots_line
from game.ui.widgets.basic import Button
from game.ui.words.card_text import (
    kick_words,
    save_label,
    short,
    side_name,
    synergy_play_label,
)
from game.ui.words.effect_words import effect_hint, effect_question

if TYPE_CHECKING:
    from game.ui.scenes.table.table_seat import TableSeat
    from game.ui.stage.anim import Animator


DECIDES = N_("{side} decides")
WAITING_FOR = {
    "player_action": N_("{side} brings on a player or goes for goal"),
    "team_action": N_("{side} chooses PASS or PRESS"),
    "shoot_option": N_("{side} decides whether to shoot"),
    "token": N_("{side} places the shot token"),
    "attack_synergy": N_("{side} adds cards to the shot"),
    "defend_synergy": N_("{side} defends against the shot"),
    "effect": N_("{side} decides on an immediate effect"),
    "keep": N_("{side} keeps one of two drawn cards"),
    "penalty_kick": N_("{side} chooses where to kick"),
    "penalty_save": N_("{side} chooses where to dive"),
}


def waiting(scene: TableSeat, v: View) -> tuple[str, str]:
    """Who the screen waits for and what they decide (the prompt while it is not the viewer's turn)."""
    d = v.current_player
    if d not in (0, 1):
        return _("Waiting for the referee"), ""
    what = _(WAITING_FOR.get(v.phase, DECIDES)).format(side=side_name(d))
    coach = scene.ctrl.remote_deciding()
    if coach is not None:  # a coach on another computer
        return _("{coach} is deciding…").format(coach=coach), what
    agent = scene.ctrl.agents[d]
    if agent is not None and getattr(agent, "hold", False):  # the guided match's opponent waits for a note
        return _("{side} waits for you").format(side=side_name(d)), _("read the lesson, then Next (Enter)")
    if agent is not None:  # review23 #11: the computer's club, by name
        return _("{club} is thinking…").format(club=kits.name(d)), what
    return _("Waiting for {side}").format(side=side_name(d)), what


MOMENTS = {  # the banner steps the title names while they play
    "half time": N_("Half time"),
    "full time": N_("Full time"),
    "additional time": N_("Additional time"),
    "score": N_("GOAL!"),
}


def moment(anim: Animator) -> str:
    """The banner step playing now, if its moment is what the title should name (else "")."""
    step = anim.current
    return step.name if step is not None and step.name in MOMENTS else ""


def playing(anim: Animator) -> str:
    """The title while a move plays out: the moment a banner shows (review25 #9: "Half time",
    not who plays next; the score is in the header above), else whose move it is (review23 #11:
    not an empty frame on the computer's turns); none for a move without a presented view."""
    shown = anim.shown
    now = moment(anim)
    if now:
        return _(MOMENTS[now])
    if shown is None or shown.current_player not in (0, 1):
        return ""
    return _("{side} plays").format(side=side_name(shown.current_player))


def opponent_holds(scene: TableSeat) -> bool:
    """The computer waits for the person before it decides (the guided match's notes)."""
    d = scene.ctrl.decider
    agent = scene.ctrl.agents[d] if d in (0, 1) else None
    return bool(getattr(agent, "hold", False))


def answer_waiting(scene: TableSeat, pos: tuple[int, int] | None) -> bool:
    """A click or key while the other side decides is answered: who decides, and that the turn comes."""
    title, what = waiting(scene, scene.view())
    words = f"{title} {what}".strip() if what else title
    if pos is not None:
        scene.note_at_pointer(words, pos)
    else:
        scene.say(words)
    return True


def odds_lines(scene: TableSeat, v: View) -> list[str]:
    """The shot-odds hint (settings): the attacker's exact chances with the cards chosen so far."""
    if v.phase != "attack_synergy" or not scene.ctrl.human_to_act() or not scene.app.settings.odds_hint:
        return []
    hand = v.me.hand or ()
    chosen = tuple(sorted(hand[i] for i in scene.syn_sel if i < len(hand)))
    turn = (scene.ctrl.version, scene.ctrl.viewer)
    return scene.odds.lines(v, chosen, (*turn, chosen), turn)


def shown_odds_rows(scene: TableSeat, v: View) -> OddsRows:
    """The shot-odds hint as wrapped rows (text, logical size, bold), heading first; none when hidden."""
    lines = odds_lines(scene, v)
    return [] if scene.anim.busy or scene.message else odds_rows(lines)


def options(scene: TableSeat, v: View) -> tuple[str, str, list[Button], bool]:
    """The prompt for the decision in front of the viewer: title, hint, buttons, numbered."""
    legal = scene.legal()
    if scene.anim.busy:
        return playing(scene.anim), _("click or press a key to skip"), [], True
    if not scene.ctrl.human_to_act():
        return (*waiting(scene, v), [], True)
    subs = [a for a in legal if isinstance(a, A.Substitute)]
    back = Button(_("Back"), lambda: scene._set_mode("idle"), hint="Esc")
    bs: list[Button] = []
    if scene.mode == "sub_in":
        ins = sorted({a.into for a in subs})
        bs = [Button(_("On: {card}").format(card=short(c)), lambda c=c: scene._pick_in(c)) for c in ins]  # type: ignore[misc]
        return (
            _("Who comes on from the bench?"),
            ngettext("{n} substitution left", "{n} substitutions left", v.me.subs_left).format(n=v.me.subs_left),
            [*bs, back],
            True,
        )
    if scene.mode == "sub_out" and scene.sub_in is not None:
        outs = [a.out for a in subs if a.into == scene.sub_in]
        on_field = {c for c, _r, _c in v.me.field}
        bs = [
            Button(
                # many candidates share a two-column grid: the position code is enough there, the
                # numbered outline on the card itself tells two identical cards apart
                _("Off: {card}").format(card=short(o) if len(outs) < 7 else card_def(o).position),
                scene.doing(A.Substitute(o, scene.sub_in or "")),
                hint=_("field") if o in on_field else _("available"),
            )  # type: ignore[misc]
            for o in outs
        ]
        return (
            _("{card} comes on. Who goes off?").format(card=short(scene.sub_in)),
            _("a player who goes off never comes back"),
            [*bs, back],
            True,
        )
    if scene.mode == "attack":
        shooters = [a for a in legal if isinstance(a, A.DirectAttack)]
        slots = HAND_SLOTS.get(v.me.control, 0)
        bs = [
            Button(
                shooter_label(scene, v, a.card),
                scene.doing(a),  # type: ignore[misc]
                hint=_("attack {n}").format(n=attack_of(v, a.card)),
                plain=_("Shoot with {card}").format(card=short(a.card)),
            )
            for a in shooters
        ]
        return (
            _("Who takes the shot?"),
            _("{cards}. Or click a highlighted card on the field.").format(cards=slots_line(v.me.control, slots)),
            [*bs, back],
            True,
        )
    sub_button = (
        Button(
            _("Substitution…"),
            lambda: scene._set_mode("sub_in"),
            hint=_("{n} left").format(n=v.me.subs_left),
        )
        if subs
        else None
    )
    phase = v.phase
    if phase == "team_action":
        passes, press = v.turn_icons  # R4.1: the icons the team had when its turn began
        for a in legal:
            if isinstance(a, A.PassDraw):
                bs.append(
                    Button(
                        _("PASS: draw {n}").format(n=a.k),
                        scene.doing(a),  # type: ignore[misc]
                        hint=_("hand {n}").format(n=v.me.hand_count),
                    )
                )
            elif isinstance(a, A.Press):
                toward = _("toward {side}").format(side=side_name(1 - v.viewer))
                bs.append(Button(_("PRESS: push {n}").format(n=press), scene.doing(a), hint=toward))  # type: ignore[misc]
        if sub_button:
            bs.append(sub_button)
        return (
            _("Pass to draw cards, or press to push the marker"),
            _("your field: {p} PASS, {s} PRESS icons").format(p=passes, s=press),
            bs,
            True,
        )
    if phase == "player_action":
        if scene.mode == "place" and scene.selected:
            bs.append(Button(_("Place here"), scene._place_cursor, hint="Enter"))
            bs.append(Button(_("Cancel"), lambda: scene._cancel(), hint="Esc"))
            return (
                _("Place {card}").format(card=short(scene.selected)),
                _("arrows move between the lit places; drop or Enter places it"),
                bs,
                False,
            )
        if any(isinstance(a, A.DirectAttack) for a in legal):
            bs.append(Button(_("Direct attack…"), lambda: scene._set_mode("attack")))
        for a in legal:
            if isinstance(a, A.BlindShot):
                bs.append(Button(_("Shoot blind"), scene.doing(a)))  # type: ignore[misc]
        if sub_button:
            bs.append(sub_button)
        can_place = any(isinstance(a, A.Place) for a in legal)
        hint = (
            _("drag a player onto a lit place, or keys 1-0 then arrows + Enter")
            if can_place
            else _("no player can be placed")
        )
        shots = any(isinstance(a, A.DirectAttack | A.BlindShot) for a in legal)
        return (_("Bring on a player, or go for goal") if shots else _("Bring on a player")), hint, bs, False
    if phase == "effect":
        eff = v.pending_effects[0]
        card = v.placed_card or ""
        bs = [
            Button(_("Apply"), lambda: scene.act(A.UseEffect(eff, True))),
            Button(_("Decline"), lambda: scene.act(A.UseEffect(eff, False))),
        ]
        if sub_button:  # R4.2: at any decision point of the own turn
            bs.append(sub_button)
        return effect_question(eff, card), effect_hint(eff), bs, True
    if phase == "keep":
        bs = [
            Button(_("Keep {card}").format(card=synergy_label(a.card)), scene.doing(a))  # type: ignore[misc]
            for a in legal
            if isinstance(a, A.KeepCard)
        ]
        if sub_button:
            bs.append(sub_button)
        return _("Which card do you keep?"), _("the other is discarded face down"), bs, True
    if phase == "shoot_option":
        card = v.placed_card or ""
        chance = shooter_chance(scene, v, card)
        if chance is None:
            label = _("Shoot")
        elif can_add(v):
            label = _("Shoot · up to {p}% to score").format(p=chance)
        else:  # no hand card may be added: the exact chance
            label = _("Shoot · {p}% to score").format(p=chance)
        attack = _("attack {n}").format(n=attack_of(v, card))
        shoot = Button(label, lambda: scene.act(A.Shoot(True)), hint=attack, plain=_("Shoot"))
        bs = [shoot] if A.Shoot(True) in legal else []
        bs.append(Button(_("Don't shoot"), lambda: scene.act(A.Shoot(False))))
        if sub_button:
            bs.append(sub_button)
        return (
            _("Shoot with {card}?").format(card=short(card)),
            _("defender's base defense {n} · {cards}").format(
                n=defense_against(v, card), cards=slots_line(v.me.control, HAND_SLOTS.get(v.me.control, 0))
            ),
            bs,
            True,
        )
    if phase == "token":
        keys = [a.icon for a in legal if isinstance(a, A.PlaceToken)]
        bs = [
            Button(_("Icon {n}: {where}").format(n=i + 1, where=icon_desc(v, k)), scene.doing(A.PlaceToken(k)))
            for i, k in enumerate(keys)
        ]  # type: ignore[misc]
        return (
            _("Which attack icon do you use up?"),
            _("it turns face down after the shot: that icon is gone"),
            bs,
            True,
        )
    if phase == "attack_synergy":
        limit = max((len(a.cards) for a in legal if isinstance(a, A.PlaySynergy)), default=0)
        hand = v.me.hand or ()
        for i, code in enumerate(hand):
            b = Button(synergy_label(code), lambda i=i: scene._toggle_syn(i, limit), selected=i in scene.syn_sel)  # type: ignore[misc]
            bs.append(b)
        chosen = tuple(sorted(hand[i] for i in scene.syn_sel))
        play = synergy_play_label(len(chosen))
        ready = bool(chosen) or len(chosen) >= min(limit, len(hand))  # a card chosen, or nothing more to add
        bs.append(Button(play, lambda: scene.act(A.PlaySynergy(chosen)), primary=ready))
        return (
            (
                ngettext("Add up to {n} card to the shot", "Add up to {n} cards to the shot", limit).format(n=limit)
                if limit
                else _("Shoot with the deck's top card only")
            ),
            _("The deck's top card already backs your shot, face down"),
            bs,
            True,
        )
    if phase == "defend_synergy":
        for a in legal:
            if isinstance(a, A.DefendSynergy):
                if a.source == "none":
                    label = _("Nothing more")
                elif a.source == "deck":
                    label = _("Top of the deck (unseen)")
                else:
                    label = _("From hand: {card}").format(card=synergy_label(a.source))
                bs.append(Button(label, scene.doing(a)))  # type: ignore[misc]
        shot = v.shot
        what = (
            _("attack base {attack}, your base defense {defense}").format(
                attack=shot.base_attack, defense=shot.base_defense
            )
            if shot
            else ""
        )
        return _("Defend: add one more card?"), what, bs, True
    if phase == "penalty_kick":
        bs = [
            Button(kick_words(a.spot), scene.doing(a))  # type: ignore[misc]
            for a in legal
            if isinstance(a, A.Kick)
        ]
        return _("Penalty! Pick your corner"), _("the keeper chooses without seeing it"), bs, True
    if phase == "penalty_save":
        bs = [
            Button(save_label(a.spots), scene.doing(a))  # type: ignore[misc]
            for a in legal
            if isinstance(a, A.Save)
        ]
        return _("Penalty! Which way do you dive?"), _("the kick is already chosen, face down"), bs, True
    return phase.replace("_", " "), "", bs, True


# The rule behind each question: the prompt's "?" opens the rules page that explains it.
PHASE_RULES = {
    "team_action": "R4.1",
    "player_action": "R4.3",
    "effect": "R6",
    "keep": "R6",
    "shoot_option": "R5",
    "token": "R5.1",
    "attack_synergy": "R5.3",
    "defend_synergy": "R5.4",
    "penalty_kick": "R11.1",
    "penalty_save": "R11.1",
}
MODE_RULES = {"sub_in": "R9", "sub_out": "R9", "attack": "R4.3", "place": "R2.3"}


def rule_of(scene: TableSeat, v: View) -> str:
    """The rule id of the question the prompt asks now ("" while nothing is asked of the viewer)."""
    if scene.anim.busy or not scene.ctrl.human_to_act():
        return ""
    return MODE_RULES.get(scene.mode) or PHASE_RULES.get(v.phase, "")


def shooter_chance(scene: TableSeat, v: View, card: str) -> int | None:
    """With the shot-odds hint on, the percent chance to score of a shot by `card` with the best hand
    cards that may be added, against the computer's own defence (issue #38 point 6): "up to", as
    the odds box then counts the cards actually chosen and names this figure beside its own."""
    if not scene.app.settings.odds_hint:
        return None
    _slots, odds = scene.odds.shooter(v, card, (scene.ctrl.version, scene.ctrl.viewer))
    return None if odds is None else percent(odds.score)


def shooter_label(scene: TableSeat, v: View, card: str) -> str:
    chance = shooter_chance(scene, v, card)
    if chance is None:
        return _("Shoot with {card}").format(card=short(card))
    if not can_add(v):
        return _("{card} · {p}% to score").format(card=short(card), p=chance)
    return _("{card} · up to {p}% to score").format(card=short(card), p=chance)


def can_add(v: View) -> bool:
    """Hand cards may be added to a shot now (R5.3): the shooter's chance is then an "up to"."""
    return HAND_SLOTS.get(v.me.control, 0) > 0 and bool(v.me.hand)


def attack_of(v: View, card: str) -> int:
    return sum(1 for i in v.me.icons if i.type == "A" and not i.covered and card in i.cards)


def defense_against(v: View, card: str) -> int:
    """The opponent's base defense a normal shot by `card` faces: reduced by its crack (R5.5)."""
    crack = card_def(card).crack if card else 0
    return max(0, count(v.opponent.icons, "D") - crack)


def icon_desc(v: View, key: IconKey) -> str:
    icon = next((i for i in v.me.icons if i.key == key), None)
    if icon is None:
        return str(tuple(key))
    if len(icon.cards) > 1:
        return _("shared {cards}").format(cards=" + ".join(card_def(c).position for c in icon.cards))
    if key.kind == "p":
        return _("printed on {card}").format(card=card_def(icon.cards[0]).position)
    if key.kind == "v":
        return _("{card} with the board").format(card=card_def(icon.cards[0]).position)
    return card_def(icon.cards[0]).position
