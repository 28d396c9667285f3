"""Card names, effect texts and other game words in the player's language.

cards.toml is English data; its names are listed here as msgids so the catalogs carry them. Rule
messages from the engine (`IllegalAction`) are put together here too: the rule id stays as it is,
the English template is translated and card-id params become translated card names."""

from __future__ import annotations

from collections.abc import Mapping

from game.engine.cards import default_cards
from game.engine.errors import IllegalAction
from game.i18n import N_, _, ngettext
from game.ui.look.line_breaks import keep_whole
from game.ui.look.theme import EFFECT_LABELS, EFFECT_SHORT, EFFECT_TEXT, SIDE_NAMES

CARD_NAMES: dict[str, str] = {
    "Striker": N_("Striker"),
    "Winger": N_("Winger"),
    "Chance Maker": N_("Chance Maker"),
    "Play Maker": N_("Play Maker"),
    "Tempo Control": N_("Tempo Control"),
    "Full Back": N_("Full Back"),
    "Center Back": N_("Center Back"),
    "Sweeper": N_("Sweeper"),
    "Target Man": N_("Target Man"),
    "Cannon Shot": N_("Cannon Shot"),
    "Overlapping": N_("Overlapping"),
    "Killer Pass": N_("Killer Pass"),
    "Libero": N_("Libero"),
    "Dribbler": N_("Dribbler"),
    "Line Breaker": N_("Line Breaker"),
    "Inside Forward": N_("Inside Forward"),
    "Regista": N_("Regista"),
    "Wing Back": N_("Wing Back"),
    "Ball Winner": N_("Ball Winner"),
}


# The game's terms a wrapped line never breaks inside, besides the cards' names: the Chinese phrase
# model splits words it does not know ("基础防/守力", "防/守方").
WHOLE_TERMS = (
    N_("base attack"),
    N_("base defense"),
    N_("attack"),
    N_("defense"),
    N_("shoot"),
    N_("deck card"),
    N_("from hand"),
    N_("immediate effect"),
    N_("Control track"),
    N_("Star draft"),
    N_("shot token"),
    N_("Coach"),
)


def _whole_words() -> list[str]:
    return [_(word) for word in (*CARD_NAMES.values(), *WHOLE_TERMS)]


keep_whole(_whole_words)  # a wrapped line never breaks inside a card's name ("中/后卫") or a term


CONTROL_STATES: dict[str, str] = {
    "AGGRESSIVE": N_("AGGRESSIVE"),
    "NORMAL": N_("NORMAL"),
    "DEFENSIVE": N_("DEFENSIVE"),
}

ICON_WORDS: dict[str, str] = {"A": N_("ATTACK"), "D": N_("DEFENSE"), "P": N_("PASS"), "S": N_("PRESS")}

SPOT_NAMES: dict[str, str] = {
    "TL": N_("top left"),
    "TR": N_("top right"),
    "C": N_("centre"),
    "BL": N_("bottom left"),
    "BR": N_("bottom right"),
}

# The kick zones and the keeper's dives in football words (the penalty's stage, its buttons, the
# kick's result): never an abbreviation.
KICK_WORDS: dict[str, str] = {
    "TL": N_("Top left corner"),
    "TR": N_("Top right corner"),
    "C": N_("Down the middle"),
    "BL": N_("Low left"),
    "BR": N_("Low right"),
}
SAVE_WORDS: dict[frozenset[str], str] = {
    frozenset(("C", "TL")): N_("Middle and top left"),
    frozenset(("C", "TR")): N_("Middle and top right"),
    frozenset(("C", "BL")): N_("Middle and low left"),
    frozenset(("C", "BR")): N_("Middle and low right"),
    frozenset(("TL", "BL")): N_("Dive left, high and low"),
    frozenset(("TR", "BR")): N_("Dive right, high and low"),
}

CARD_PARAMS = ("card", "out", "into")


def card_name(card_id: str) -> str:
    """The translated name of a card ("Striker"); unknown ids come back unchanged."""
    try:
        name = default_cards().card(card_id).name
    except (KeyError, ValueError, AttributeError):
        return card_id
    return _(CARD_NAMES.get(name, name))


def short(card_id: str) -> str:
    """Position code and translated name: "CF Striker" (position codes are never translated)."""
    try:
        position = default_cards().card(card_id).position
    except (KeyError, ValueError, AttributeError):
        return card_id
    return f"{position} {card_name(card_id)}"


def side_name(side: int) -> str:
    return _(SIDE_NAMES[side])


def control_name(state: str) -> str:
    return _(CONTROL_STATES.get(state, state))


def icon_word(kind: str) -> str:
    return _(ICON_WORDS.get(kind, kind))


# The position lines' short names on the board, as the rules texts of each language call them.
LINE_LABELS: dict[str, str] = {"FW": N_("FW line label"), "MF": N_("MF line label"), "DF": N_("DF line label")}


def line_label(role: str) -> str:
    """ "FW" in English: the short name of a position line (R2.3), as the language's rules say it."""
    text = _(LINE_LABELS[role])
    return role if text == LINE_LABELS[role] else text


def spot_name(spot: str) -> str:
    return _(SPOT_NAMES.get(spot, spot))


# Where on a card's edge a half icon sits (the card's slots); the corners read as the goal's spots.
EDGE_NAMES: dict[str, str] = {
    **{slot: name for slot, name in SPOT_NAMES.items() if slot != "C"},
    "L": N_("left side"),
    "R": N_("right side"),
}


def edge_name(slot: str) -> str:
    return _(EDGE_NAMES.get(slot, slot))


def half_icons_text(halves: dict[str, str | None]) -> str:
    """A card's half icons by kind, each with where it sits: "ATTACK (top left, top right), PASS (left side)"."""
    by_kind: dict[str, list[str]] = {}
    for slot, kind in halves.items():
        if kind:
            by_kind.setdefault(kind, []).append(edge_name(slot))
    if not by_kind:
        return _("none")
    return ", ".join(
        _("{icon} ({edges})").format(icon=icon_word(kind), edges=", ".join(edges)) for kind, edges in by_kind.items()
    )


def kick_words(spot: str) -> str:
    """A kick zone in football words ("Top left corner", "Down the middle")."""
    return _(KICK_WORDS.get(spot, spot))


def save_label(spots: tuple[str, ...]) -> str:
    """A keeper's dive in football words ("Dive left, high and low"); an unknown pair by its zones."""
    words = SAVE_WORDS.get(frozenset(spots))
    return _(words) if words else " + ".join(kick_words(s) for s in spots)


def effect_label(effect: str) -> str:
    return _(EFFECT_LABELS.get(effect, effect))


def effect_short(effect: str) -> str:
    return _(EFFECT_SHORT.get(effect, effect))


def effect_text(effect: str) -> str:
    return _(EFFECT_TEXT.get(effect, effect))


def synergy_play_label(n: int) -> str:
    """The button that plays the chosen synergy cards and shoots."""
    if not n:
        return _("Shoot, no card added")
    return _("Add 1 card and shoot") if n == 1 else _("Add {n} cards and shoot").format(n=n)


def synergy_label(code: str) -> str:
    """ "3 stars", "1 star + TACKLE" for a synergy card code ("3", "1T")."""
    stars = int(code.rstrip("T"))
    label = ngettext("{n} star", "{n} stars", stars).format(n=stars)
    return _("{stars} + TACKLE").format(stars=label) if code.endswith("T") else label


def format_params(params: Mapping[str, object]) -> dict[str, object]:
    """Template params for display: card ids become translated short names."""
    return {k: short(str(v)) if k in CARD_PARAMS else v for k, v in params.items()}


def rule_message(exc: IllegalAction) -> str:
    """ "R2.4: " + the translated reason, for an illegal action."""
    try:
        reason = _(exc.template).format(**format_params(exc.params))
    except (KeyError, IndexError, ValueError):
        reason = exc.reason
    return f"{exc.rule}: {reason}"


def all_card_texts() -> list[str]:
    """Every card name and effect text the game shows, as English msgids (for the glyph tests)."""
    cards = default_cards()
    texts = [c.name for c in cards.base + cards.stars]
    for c in cards.base + cards.stars:
        for e in c.effects:
            texts += [EFFECT_LABELS.get(e, e), EFFECT_SHORT.get(e, e), EFFECT_TEXT.get(e, e)]
    return sorted(set(texts))
