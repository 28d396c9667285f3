"""The effect prompt's question (review22 #9): the card's name and what its effect does, asked as
a football or board-game question ("Regista: draw 2 cards and keep 1?"), never a rule's name used
as a verb ("Use Draw 2, keep 1?"). The hint under it says what the effect does in full."""

from __future__ import annotations

from typing import Final

from game.i18n import N_, _
from game.ui.words.card_text import card_name, effect_text

EFFECT_QUESTIONS: Final[dict[str, str]] = {
    "CONTROL_1": N_("{card}: push the control marker 1 space forward?"),
    "CONTROL_2": N_("{card}: push the control marker 2 spaces forward?"),
    "DRAW_1": N_("{card}: draw a synergy card?"),
    "DRAW_2_KEEP_1": N_("{card}: draw 2 cards and keep 1?"),
    "STEAL_1": N_("{card}: take a card from the opponent's hand?"),
    "CANNON_SHOT": N_("{card}: shoot now, past every defender?"),
}
UNKNOWN_QUESTION: Final = N_("{card}: use its effect now?")


def effect_question(effect: str, card_id: str) -> str:
    """The effect prompt's title for `card_id`'s `effect`; an unknown effect still asks plainly."""
    name = card_name(card_id) if card_id else _("this card")
    return _(EFFECT_QUESTIONS.get(effect, UNKNOWN_QUESTION)).format(card=name)


def effect_hint(effect: str) -> str:
    """What the effect does, under the question."""
    return effect_text(effect)
