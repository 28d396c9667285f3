"""Prompts, log lines, card details and Rules pages speak football, not the rulebook's internals
(#38.1): no numbered board slots, no row numbers, no "exact 11:" tallies, no "STATE: ..." codes, in
English and in every translation."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

LOCALE = Path(__file__).resolve().parents[2] / "game" / "locale"
JARGON = re.compile(r"\bslot \d|\bslot \{|\brows? \d|\(row|\bexact 11:|no neighbour|\b(NORMAL|DEFENSIVE|AGGRESSIVE): ")
# the same internals as the translations spelled them before #38
TRANSLATED_JARGON = {
    "pt": re.compile(r"fileiras? \d|espaço \d|espaço de sinergia|11 exato:|sem vizinho"),
    "ja": re.compile(r"行 ?\d|\d ?枠目|隣は不要"),
    "zh_CN": re.compile(r"第 ?\d(-\d)? ?(行|格)|第 \d 和 \d 行|无需相邻卡"),
}


def msgids() -> list[str]:
    with (LOCALE / "messages.pot").open("rb") as handle:
        return [m.id if isinstance(m.id, str) else m.id[0] for m in read_po(handle) if m.id]


def test_english_speaks_football() -> None:
    found = [text for text in msgids() if JARGON.search(text)]
    assert not found, found


@pytest.mark.parametrize("lang", sorted(TRANSLATED_JARGON))
def test_translations_speak_football(lang: str) -> None:
    with (LOCALE / lang / "LC_MESSAGES" / "messages.po").open("rb") as handle:
        texts = [m.string for m in read_po(handle) if m.id and isinstance(m.string, str)]
    found = [text for text in texts if TRANSLATED_JARGON[lang].search(text)]
    assert not found, found


def test_the_shot_prompt_and_log_say_it_plainly() -> None:
    """The exact sentences the review quoted (#38.1) are gone from the catalog."""
    ids = set(msgids())
    for old in (
        "{state}: slot 1 is the deck's top card",
        "{side} synergy slot {n}: {what}",
        "exact 11: {n} (goals: {m})",
        "Complete on the card, no neighbour needed: {icons}",
    ):
        assert old not in ids
    assert "The deck's top card already backs your shot, face down" in ids
    assert "{side} plays {what}" in ids
