# ruff: noqa: E501  (prose: one text per line)
"""The match review in words: a decision's option ("PASS: draw 2", "Shoot with Target Man"), the
grades' names, and a key moment's one line ("Turn 17, your shot with 8 against 9: …")."""

from __future__ import annotations

from typing import Final

from game.ai.review import BEST, BLUNDER, GOOD, INACCURACY, MISTAKE, Decision
from game.engine import actions as A
from game.engine.action_json import action_from_json
from game.i18n import N_, _
from game.ui.words.card_text import effect_label, save_label, short, spot_name, synergy_label

GRADE_NAMES: Final = {
    BEST: N_("best"),
    GOOD: N_("good"),
    INACCURACY: N_("inaccuracy"),
    MISTAKE: N_("mistake"),
    BLUNDER: N_("blunder"),
}
# Each grade's colour and shape (a second cue besides the colour): a star, a circle, a triangle,
# a diamond, a cross.
GRADE_COLOURS: Final = {
    BEST: (92, 190, 110),
    GOOD: (140, 176, 120),
    INACCURACY: (226, 190, 80),
    MISTAKE: (230, 130, 60),
    BLUNDER: (214, 70, 64),
}
PHASE_NAMES: Final = {
    "team_action": N_("PASS or PRESS"),
    "player_action": N_("build-up"),
    "shoot_option": N_("shoot or not"),
    "effect": N_("immediate effect"),
    "attack_synergy": N_("cards for the shot"),
    "defend_synergy": N_("defence"),
    "token": N_("shot token"),
    "keep": N_("card to keep"),
}


# The guided first match's one thing to try, by what the costliest decision was about (review.TOPICS).
TOPIC_TIPS: Final = {
    "pass_or_press": N_(
        "PASS fills your hand; PRESS moves the marker toward the other end. Press when your icons can push it far, pass when your hand is thin."
    ),
    "build_up_or_attack": N_(
        "Before placing a player, look at the icons it would complete: a card that completes two icons is often worth more than a star."
    ),
    "when_to_shoot": N_(
        "Shoot when your attack can reach 11 with the cards in your hand; holding the shot keeps the player for a stronger chance."
    ),
    "effects": N_(
        "An immediate effect is not always worth using: read what it does to the marker and to your hand first."
    ),
    "which_card_to_keep": N_("Keep the card that brings your next shot closest to exactly 11."),
    "token": N_("Put the shot token on the icon the defence can least afford to lose."),
    "attack_cards": N_(
        "Add synergy cards to reach exactly 11 or to beat the defence; cards you save now can win the next attack."
    ),
    "defence_card": N_("Defend with a card when it can stop the shot; against a sure goal, keep your cards for later."),
}


def tip_for(topic: str | None) -> str:
    return _(TOPIC_TIPS[topic]) if topic in TOPIC_TIPS else ""


def grade_name(grade: str) -> str:
    return _(GRADE_NAMES.get(grade, grade))


def phase_name(phase: str) -> str:
    return _(PHASE_NAMES[phase]) if phase in PHASE_NAMES else phase


def option_words(data: dict[str, object] | None) -> str:
    """An option as the table's buttons name it."""
    if data is None:
        return ""
    try:
        action = action_from_json(data)
    except (ValueError, TypeError, KeyError):
        return "?"
    match action:
        case A.PassDraw(k=k):
            return _("PASS: draw {n}").format(n=k)
        case A.Press():
            return _("PRESS")
        case A.Place(card=card):
            return _("Place {card}").format(card=short(card))
        case A.DirectAttack(card=card):
            return _("Shoot with {card}").format(card=short(card))
        case A.BlindShot():
            return _("a blind shot")
        case A.Shoot(shoot=shoot):
            return _("shoot") if shoot else _("hold the shot")
        case A.UseEffect(effect=effect, use=use):
            words = _("use {effect}") if use else _("leave {effect}")
            return words.format(effect=effect_label(effect))
        case A.KeepCard(card=card):
            return _("Keep {card}").format(card=synergy_label(card))
        case A.PlaceToken(icon=icon):
            return _("the token on {icon}").format(icon=str(icon))
        case A.PlaySynergy(cards=cards):
            if not cards:
                return _("no cards added")
            return _("add {cards}").format(cards=" + ".join(synergy_label(c) for c in cards))
        case A.DefendSynergy(source=source):
            if source == "none":
                return _("no defence card")
            if source == "deck":
                return _("the deck's top card")
            return _("defend with {card}").format(card=synergy_label(source))
        case A.Kick(spot=spot):
            return spot_name(spot)
        case A.Save(spots=spots):
            return save_label(spots)
        case A.Substitute(out=out, into=into):
            return _("{into} on for {out}").format(into=short(into), out=short(out))
    return str(getattr(action, "kind", "?"))


def moment_line(d: Decision) -> str:
    """A key moment's first line: when, what was decided and what it cost."""
    shot = d.facts.shot
    if shot is not None and shot.attack is not None:
        against = "–" if shot.defense is None else str(shot.defense)
        words = (
            _("Turn {turn}, defending a shot of {attack} against {defense}")
            if d.phase == "defend_synergy"
            else _("Turn {turn}, a shot with {attack} against {defense}")
        )
        what = words.format(turn=d.turn, attack=shot.attack, defense=against)
    else:
        what = _("Turn {turn}, {phase}").format(turn=d.turn, phase=phase_name(d.phase))
    return _("{what}: {grade}, {points} points of win chance").format(
        what=what, grade=grade_name(d.grade or ""), points=round(d.points_lost)
    )


def choice_line(d: Decision) -> str:
    """What the coach chose and what Hard would have chosen."""
    return _("You: {chosen} · Hard would have: {best}").format(chosen=option_words(d.chosen), best=option_words(d.best))
