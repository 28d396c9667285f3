"""Card data (R1, R2.5-R2.10, R6): player cards, synergy cards and penalty cards, read from cards.toml."""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Final, Literal

from game.resources import data_path

IconType = Literal["A", "D", "P", "S"]
ICON_TYPES: Final[tuple[IconType, ...]] = ("A", "D", "P", "S")
ICON_NAMES: Final[Mapping[str, str]] = {"A": "ATTACK", "D": "DEFENSE", "P": "PASS", "S": "PRESS"}
SLOTS: Final[tuple[str, ...]] = ("TL", "TR", "L", "R", "BL", "BR")
ROLES: Final[tuple[str, ...]] = ("FW", "MF", "DF")
# R2.3: the rows a card of each role may occupy.
ROLE_ROWS: Final[Mapping[str, tuple[int, int]]] = {"FW": (0, 1), "MF": (1, 2), "DF": (2, 3)}
EFFECTS: Final[tuple[str, ...]] = (
    "CONTROL_1",
    "CONTROL_2",
    "DRAW_1",
    "DRAW_2_KEEP_1",
    "STEAL_1",
    "CANNON_SHOT",
)
# CARDS.md: the stars that are house designs, not read off published cards.
HOUSE_STARS: Final[frozenset[str]] = frozenset({"RWF_INSIDE_FORWARD", "CMF_REGISTA", "RB_WING_BACK", "DMF_BALL_WINNER"})


class CardDataError(ValueError):
    """cards.toml is missing, unreadable or inconsistent."""


@dataclass(frozen=True, slots=True)
class CardDef:
    id: str
    position: str
    name: str
    role: str
    halves: tuple[IconType | None, ...]  # one entry per slot, in SLOTS order
    printed: tuple[IconType, ...] = ()
    crack: int = 0
    effects: tuple[str, ...] = ()
    star: bool = False
    house: bool = False

    def half(self, slot: str) -> IconType | None:
        return self.halves[SLOTS.index(slot)]


@dataclass(frozen=True, slots=True)
class SynergyKind:
    stars: int
    tackle: bool

    def label(self) -> str:
        return f"{self.stars}★" + ("+TACKLE" if self.tackle else "")


@dataclass(frozen=True, slots=True)
class CardSet:
    """Everything printed on the cards: fixed configuration shared by every match."""

    base: tuple[CardDef, ...]
    stars: tuple[CardDef, ...]
    synergy: tuple[SynergyKind, ...]  # index = synergy card id, 25 cards
    kicks: tuple[str, ...]
    saves: tuple[frozenset[str], ...]

    by_id: Mapping[str, CardDef] = field(init=False, repr=False, compare=False, hash=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "by_id", {c.id: c for c in self.base + self.stars})

    def card(self, card_id: str) -> CardDef:
        return self.by_id[card_id]


def _names(value: object) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise CardDataError(f"expected a list of names, got {value!r}")
    return tuple(value)


def _card(raw: Mapping[str, object], star: bool) -> CardDef:
    try:
        halves_raw = raw.get("halves", {})
        assert isinstance(halves_raw, dict)
        halves: dict[str, IconType] = {}
        for slot, icon in halves_raw.items():
            if slot not in SLOTS or icon not in ICON_TYPES:
                raise CardDataError(f"card {raw.get('id')}: bad half {slot}={icon}")
            halves[slot] = icon
        printed = _names(raw.get("printed", []))
        effects = _names(raw.get("effects", []))
        role = str(raw["role"])
        if role not in ROLES:
            raise CardDataError(f"card {raw.get('id')}: unknown role {role}")
        for p in printed:
            if p not in ICON_TYPES:
                raise CardDataError(f"card {raw.get('id')}: bad printed icon {p}")
        for e in effects:
            if e not in EFFECTS:
                raise CardDataError(f"card {raw.get('id')}: unknown effect {e}")
        card_id = str(raw["id"])
        return CardDef(
            id=card_id,
            position=str(raw["position"]),
            name=str(raw["name"]),
            role=role,
            halves=tuple(halves.get(slot) for slot in SLOTS),
            printed=printed,  # type: ignore[arg-type]
            crack=int(raw.get("crack", 0)),  # type: ignore[call-overload]
            effects=effects,
            star=star,
            house=card_id in HOUSE_STARS,
        )
    except (KeyError, TypeError, AssertionError) as exc:
        raise CardDataError(f"card entry {raw!r} is malformed: {exc}") from exc


def parse_cards(text: str) -> CardSet:
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise CardDataError(f"cards.toml is not valid TOML: {exc}") from exc
    try:
        base = tuple(_card(c, star=False) for c in data["base"])
        stars = tuple(_card(c, star=True) for c in data["star"])
        synergy: list[SynergyKind] = []
        for entry in data["synergy"]["counts"]:
            synergy.extend([SynergyKind(int(entry["stars"]), bool(entry["tackle"]))] * int(entry["copies"]))
        kicks = tuple(str(k) for k in data["penalty"]["kicks"])
        saves = tuple(frozenset(str(s) for s in pair) for pair in data["penalty"]["saves"])
    except (KeyError, TypeError, ValueError) as exc:
        raise CardDataError(f"cards.toml lacks a section or field: {exc}") from exc
    ids = [c.id for c in base + stars]
    if len(set(ids)) != len(ids):
        raise CardDataError("cards.toml repeats a card id")
    if len(base) != 10 or len(stars) != 12 or len(synergy) != 25:
        raise CardDataError(
            "cards.toml must hold 10 base, 12 star and 25 synergy cards "
            f"(has {len(base)}, {len(stars)}, {len(synergy)})"
        )
    return CardSet(base=base, stars=stars, synergy=tuple(synergy), kicks=kicks, saves=saves)


def load_cards(path: Path | None = None) -> CardSet:
    target = path or data_path("cards.toml")
    try:
        text = target.read_text(encoding="utf-8")
    except OSError as exc:
        raise CardDataError(f"cannot read card data {target}: {exc}") from exc
    return parse_cards(text)


@lru_cache(maxsize=1)
def default_cards() -> CardSet:
    return load_cards()
