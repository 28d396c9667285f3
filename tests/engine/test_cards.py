"""Card data (CARDS.md): counts, the values the rules rely on, and clear errors for bad data."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.engine.cards import CardDataError, default_cards, load_cards, parse_cards
from game.resources import data_path

SPEC = Path(__file__).resolve().parents[3] / "shared" / "spec" / "cards.toml"


def test_R1_card_counts() -> None:
    cards = default_cards()
    assert len(cards.base) == 10 and len(cards.stars) == 12
    stars = sorted((k.stars, k.tackle) for k in cards.synergy)
    assert len(stars) == 25
    assert stars.count((1, False)) == 1 and stars.count((1, True)) == 2
    assert stars.count((2, False)) == 5 and stars.count((3, False)) == 10
    assert stars.count((4, False)) == 5 and stars.count((5, False)) == 2
    assert len(cards.kicks) == 5 and len(cards.saves) == 6


def test_house_stars_are_marked() -> None:
    house = {c.id for c in default_cards().stars if c.house}
    assert house == {"RWF_INSIDE_FORWARD", "CMF_REGISTA", "RB_WING_BACK", "DMF_BALL_WINNER"}


@pytest.mark.skipif(not SPEC.exists(), reason="the shared spec is not beside this checkout")
def test_shipped_card_data_is_the_spec_copy() -> None:
    assert data_path("cards.toml").read_text(encoding="utf-8") == SPEC.read_text(encoding="utf-8")


@pytest.mark.parametrize(
    "text",
    [
        "this is not toml [",
        "[[base]]\nid = 'X'\n",
        data_path("cards.toml").read_text(encoding="utf-8").replace('role = "FW"', 'role = "GK"', 1),
        data_path("cards.toml").read_text(encoding="utf-8").replace('TL = "A"', 'TL = "Q"', 1),
        data_path("cards.toml").read_text(encoding="utf-8").replace("copies = 10", "copies = 9"),
    ],
)
def test_bad_card_data_raises_a_clear_error(text: str) -> None:
    with pytest.raises(CardDataError):
        parse_cards(text)


def test_missing_card_file_raises_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(CardDataError, match="cannot read card data"):
        load_cards(tmp_path / "nope.toml")
