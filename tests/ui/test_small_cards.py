"""Small card faces at 1024x600 (issue #21: nothing under 11 px): the coach's tray cards, the
opponent's chips, the synergy cards and the Rules pictures drop detail rather than shrink words."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game import i18n
from game.engine.cards import default_cards
from game.ui.art import card_face, card_row, cardart
from game.ui.look import assets, layout

LANGUAGES = ("en", "zh_CN", "ja", "pt")
CARDS = [c.id for c in default_cards().base + default_cards().stars]
FLOOR = 11
SMALLEST = layout.compute(1024, 600)
TRAY = SMALLEST.panel_card
CHIPS = (SMALLEST.chip, (46, 25))  # the opponent's available players, the benches


@pytest.fixture(autouse=True)
def _pygame() -> Iterator[None]:
    pygame.init()
    yield
    i18n.set_language("en")
    assets.rendered = None


def _rendered(draw: object) -> list[tuple[str, int]]:
    """Every text `draw()` renders, with its real pixel size (caches emptied first)."""
    assets.text_px.cache_clear()
    for forget in assets.text_listeners:
        forget()
    assets.rendered = []
    try:
        draw()  # type: ignore[operator]
        return list(assets.rendered)
    finally:
        assets.rendered = None


@pytest.mark.parametrize("lang", LANGUAGES)
def test_tray_cards_keep_code_name_and_effects_at_11_px(lang: str) -> None:
    i18n.set_language(lang)
    for card in CARDS:
        texts = _rendered(lambda card=card: cardart.player_card(card, *TRAY))
        assert texts, card
        small = [(s, n) for s, n in texts if n < FLOOR]
        assert not small, (lang, card, TRAY, small)


def test_the_tray_code_tab_reaches_under_the_half_icons_rather_than_shrink() -> None:
    w, h = TRAY
    for card in CARDS:
        position = cardart.card_def(card).position
        tab = cardart._band(cardart.card_def(card), w, h, False)
        assert tab.w >= cardart._text_w(position, FLOOR, True)
        assert tab.centerx == w // 2


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_small_card_drops_its_figure_before_its_words_go_small(lang: str) -> None:
    """On the tray a card keeps its footballer when its words fit beside him; otherwise the words
    take his room. A field card or a big card always keeps him."""
    i18n.set_language(lang)
    kept = lowered = 0
    for card in CARDS:
        ft = cardart.face_text(card, *TRAY)
        kept += ft.panel
        lowered += ft.low  # its name across the card above its medallion (review23 #3)
        if not ft.panel:
            printed = bool(cardart.card_def(card).printed)
            assert ft.size >= FLOOR and ft.left < card_face._column(*TRAY, printed)[0]  # the words gained room
            if printed and not ft.low:  # the medallion moves left, clear of the left half icon
                r = cardart.icon_radius(TRAY[1])
                x = cardart.printed_pos(0, 1, *TRAY, panel=False)[0]
                assert x - r >= r and ft.left >= x + r
        for size in ((SMALLEST.card_w, SMALLEST.card_h), (107, 70), (198, 106)):
            # the figure stays unless a word of the name cannot fit whole beside it (no hyphen, #38.4)
            # or (review24 #5) a card with effects whose three lines beside it would touch its icons
            face = cardart.face_text(card, *size)
            assert face.panel or face.row or not card_face.words_fit_beside_figure(card, *size), (lang, card, size)
    # ja and pt names, never hyphenated (#38.4), need more room; words 3 px clear of the icons
    # (review24 #5) take the figure's room on two more ja cards ("フルバック")
    assert kept >= (len(CARDS) - lowered) * 2 // 5


def test_every_effect_becomes_a_sign_when_its_words_do_not_fit() -> None:
    """Cannon Shot's effect is the ball beside the lightning; with signs 2 every effect is its
    lightning alone (the details overlay has the words)."""
    cannon = cardart.card_def("DMF_CANNON_SHOT")
    assert card_row._row_items(cannon, 1) == [[("lightning", "", card_row.EFFECT_GOLD), ("ball", "", (40, 40, 40))]]
    dribbler = cardart.card_def("SS_DRIBBLER")
    assert card_row._row_items(dribbler, 2) == [[("lightning", "", card_row.EFFECT_GOLD)]] * 2


@pytest.mark.parametrize("lang", LANGUAGES)
def test_chips_show_the_position_code_at_11_px(lang: str) -> None:
    i18n.set_language(lang)
    for w, h in CHIPS:
        for card in CARDS:
            texts = _rendered(lambda card=card, w=w, h=h: cardart.mini_card(card, w, h))
            assert texts == [(cardart.card_def(card).position, texts[0][1])]
            assert texts[0][1] >= FLOOR, (card, w, h, texts)


def test_a_star_chip_keeps_its_gold_edge_when_the_star_does_not_fit() -> None:
    w, h = SMALLEST.chip
    star = cardart.mini_card("DMF_CANNON_SHOT", w, h)
    plain = cardart.mini_card("DMF_TEMPO_CONTROL", w, h)
    assert tuple(star.get_at((w // 2, 0)))[:3] == cardart.FOIL_EDGE
    assert tuple(plain.get_at((w // 2, 0)))[:3] != cardart.FOIL_EDGE


@pytest.mark.parametrize("size", [SMALLEST.hand_card, SMALLEST.syn, (21, 30)])
def test_synergy_numbers_are_never_under_11_px(size: tuple[int, int]) -> None:
    for code in ("1", "2", "3", "4", "5", "1T", "2T"):
        texts = _rendered(lambda code=code: cardart.synergy_face(code, *size))
        assert texts == [(code.rstrip("T"), texts[0][1])] and texts[0][1] >= FLOOR, (code, size, texts)


def test_a_card_without_words_is_a_picture_with_its_icons() -> None:
    """The Rules pages' small cards: the footballer across the card, the role's frame, the half
    icons; no text at all."""
    w, h = 91, 46
    for card in CARDS:
        texts = _rendered(lambda card=card: cardart.player_card(card, w, h, words=False))
        assert texts == [], card
    face = cardart.player_card("CF_STRIKER", w, h, words=False)
    with_words = cardart.player_card("CF_STRIKER", w, h)
    assert face.get_size() == (w, h)
    assert face.get_at((w * 3 // 4, h // 2)) != with_words.get_at((w * 3 // 4, h // 2))  # the scene, not stock


@pytest.mark.parametrize("language", ("en", "pt"))
def test_overlapping_on_the_1024_tray_keeps_its_word_whole_above_its_medallion(language: str) -> None:
    """review23 #3: "Over- / lapping" and "Ultra- / passa- / gem" on the 1024x600 tray card, its
    printed medallion leaving the name a 44 px column: the name now runs whole across the card
    under its code tab, and the medallion sits beneath it, clear of the name and the card's icons."""
    from game.ui.look.card_geometry import icon_radius, printed_low
    from game.ui.words import card_text

    i18n.set_language(language)
    try:
        w, h = TRAY
        face = card_face.face_text("LB_OVERLAPPING", w, h)
        assert face.lines == (card_text.card_name("LB_OVERLAPPING"),) and face.low, face
        assert face.squeeze >= assets.CONDENSE_LIMIT
        x, y = printed_low(0, 1, w, h)
        r = icon_radius(h)
        assert face.name_y + round(face.size * 0.9) // 2 <= y - r  # the name's ink above the medallion
        assert r <= x - r and y + r <= h - 2  # the medallion inside the card, clear of its left edge
    finally:
        i18n.set_language("en")
