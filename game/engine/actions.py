"""Actions a coach can take. Each is an immutable, hashable value; `kind` tells them apart."""

from __future__ import annotations

from typing import NamedTuple

from game.engine.icons import IconKey


class DraftPick(NamedTuple):  # R3.2
    card: str
    kind: str = "draft_pick"


class ChooseLineup(NamedTuple):  # R3.3: the three cards that go to the bench
    bench: tuple[str, ...]
    kind: str = "lineup"


class Substitute(NamedTuple):  # R9.2: `out` leaves (field or available), `into` comes from the bench
    out: str
    into: str
    kind: str = "substitute"


class EndSubstitutions(NamedTuple):  # R10: done substituting at half time
    kind: str = "end_substitutions"


class PassDraw(NamedTuple):  # R4.1 PASS: draw k cards
    k: int
    kind: str = "pass"


class Press(NamedTuple):  # R4.1 PRESS
    kind: str = "press"


class Place(NamedTuple):  # R4.3 A: build-up
    card: str
    row: int
    col: int
    kind: str = "place"


class DirectAttack(NamedTuple):  # R4.3 B
    card: str
    kind: str = "direct_attack"


class BlindShot(NamedTuple):  # R4.4, R5.10
    kind: str = "blind_shot"


class UseEffect(NamedTuple):  # R6: apply or decline the pending immediate effect
    effect: str
    use: bool
    kind: str = "effect"


class KeepCard(NamedTuple):  # R6 DRAW_2_KEEP_1: which drawn card to keep (synergy code)
    card: str
    kind: str = "keep"


class Shoot(NamedTuple):  # R4.3 A: shoot with the card just placed, or not
    shoot: bool
    kind: str = "shoot"


class PlaceToken(NamedTuple):  # R5.1: the icon that takes the face-up token
    icon: IconKey
    kind: str = "token"


class PlaySynergy(NamedTuple):  # R5.3: synergy codes from the attacker's hand, sorted
    cards: tuple[str, ...]
    kind: str = "attack_synergy"


class DefendSynergy(NamedTuple):  # R5.4: "none", "deck" or a synergy code from hand
    source: str
    kind: str = "defend_synergy"


class Kick(NamedTuple):  # R11.1: the kicker's spot
    spot: str
    kind: str = "kick"


class Save(NamedTuple):  # R11.1: the two spots the keeper's save card covers, sorted
    spots: tuple[str, ...]
    kind: str = "save"


Action = (
    DraftPick
    | ChooseLineup
    | Substitute
    | EndSubstitutions
    | PassDraw
    | Press
    | Place
    | DirectAttack
    | BlindShot
    | UseEffect
    | KeepCard
    | Shoot
    | PlaceToken
    | PlaySynergy
    | DefendSynergy
    | Kick
    | Save
)

ACTION_TYPES: dict[str, type] = {
    cls._field_defaults["kind"]: cls  # type: ignore[attr-defined]
    for cls in (
        DraftPick,
        ChooseLineup,
        Substitute,
        EndSubstitutions,
        PassDraw,
        Press,
        Place,
        DirectAttack,
        BlindShot,
        UseEffect,
        KeepCard,
        Shoot,
        PlaceToken,
        PlaySynergy,
        DefendSynergy,
        Kick,
        Save,
    )
}


def describe(action: Action) -> str:
    """A short English description for logs."""
    match action:
        case DraftPick(card=c):
            return f"drafts {c}"
        case ChooseLineup(bench=b):
            return f"benches {', '.join(b)}"
        case Substitute(out=o, into=i):
            return f"substitutes {o} -> {i}"
        case EndSubstitutions():
            return "ends substitutions"
        case PassDraw(k=k):
            return f"PASS, draws {k}"
        case Press():
            return "PRESS"
        case Place(card=c, row=r, col=col):
            return f"places {c} at row {r}, column {col}"
        case DirectAttack(card=c):
            return f"direct attack with {c}"
        case BlindShot():
            return "blind shot"
        case UseEffect(effect=e, use=u):
            return f"{'uses' if u else 'declines'} {e}"
        case KeepCard(card=c):
            return f"keeps {c}"
        case Shoot(shoot=s):
            return "shoots" if s else "does not shoot"
        case PlaceToken(icon=k):
            return f"token on {tuple(k)}"
        case PlaySynergy(cards=c):
            return f"adds {len(c)} card(s) from hand"
        case DefendSynergy(source=s):
            return f"defends with {'a card from hand' if s not in ('none', 'deck') else s}"
        case Kick(spot=s):
            return f"kicks {s}"
        case Save(spots=s):
            return f"saves {'+'.join(s)}"
    return repr(action)
