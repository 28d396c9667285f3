# ruff: noqa: E501  (prose: one paragraph per line)
"""The rules summary shown in the pause menu (the full reference is RULES.md; ids match it).

One msgid per paragraph; `paragraphs()` gives them in the player's language."""

from __future__ import annotations

from game.i18n import N_, _
from game.ui.look import bindings

PARAGRAPHS: tuple[str, ...] = (
    N_(
        "GOAL OF THE GAME. Build your formation card by card, pass, press and shoot. A shot whose total attack is exactly 11 is a MAGIC NUMBER: a goal unless the defender plays a TACKLE."
    ),
    N_(
        "YOUR TURN (R4). 1. Team action: PASS draws cards (up to your complete PASS icons, hand at most 5) or PRESS moves the control marker toward the opponent by your PRESS icons. 2. Player action: place one available player next to its position line (FW solid, MF dashed, DF dash-dot; R2.3). A card in the front row must touch one of yours (R2.4). Or shoot directly with a field card that has an ATTACK icon."
    ),
    N_(
        "ICONS (R2.5-R2.8). Half icons on touching edges of the same type join into complete icons: ball ATTACK, shield DEFENSE, plus PASS, arrow PRESS. The board prints ATTACK halves on the front edge and DEFENSE halves on the back edge of columns 1-6."
    ),
    N_(
        "THE SHOT (R5). Base attack = the shooter's uncovered ATTACK icons; a token goes face up on one of them and turns face down afterwards (that icon is gone). The attacker plays the top deck card plus 0/1/2 from hand (DEFENSIVE/NORMAL/AGGRESSIVE on the control track). The defender plays the top deck card plus optionally one from hand or the deck. Attack 12+ is OUT. Attack 11 is MAGIC NUMBER. Otherwise it is a goal if attack > defense. A defender's TACKLE turns the shot into a penalty kick (R11.1)."
    ),
    N_(
        "IMMEDIATE EFFECTS (R6, lightning). Marker +1/+2, draw 1, draw 2 keep 1, steal 1, Cannon Shot (shoot ignoring all base defense). Each may be declined."
    ),
    N_(
        "HALF TIME AND THE END. When the deck runs out, the other team plays one turn of additional time and the half ends. Up to 3 substitutions per match, in your turn or at half time. A draw after the second half goes to a penalty shoot-out (or stays a draw, as set up)."
    ),
    N_(
        "KEYS. Mouse: drag a player onto a lit place, click buttons, right-click a card for details. Keyboard: number keys pick players or options, arrows move, Enter confirms, Esc cancels or pauses, {details} shows a card's details, {log} the match log, {undo} undoes, {lineup} confirms the line-up, {rules} or ? opens the rule behind the question. In the guided match {leave} leaves the lessons. {fullscreen} fullscreen, {mute} mute. A click or key skips an animation. The Keys row in Settings changes these letters and F keys."
    ),
)

KEYS = PARAGRAPHS[-1]


def _filled(text: str) -> str:
    """The keys paragraph names the player's own keys."""
    return text.format(**{a: bindings.name(a) for a in bindings.LABELS})


RULES = "\n\n".join(_filled(p) if p is KEYS else p for p in PARAGRAPHS)  # English, with the default keys


def paragraphs() -> list[str]:
    return [_filled(_(p)) if p is KEYS else _(p) for p in PARAGRAPHS]
