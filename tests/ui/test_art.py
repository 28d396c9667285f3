"""The game's own vector art: every SVG draws at any size, card faces fit their text at every size
and in every language (smaller or wrapped, never squeezed)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game import i18n
from game.engine.cards import default_cards
from game.resources import resource_path
from game.ui.art import card_face, cardart
from game.ui.look import assets
from game.ui.look.theme import ICON_SPRITES

SPRITES = sorted(Path(resource_path("sprites")).glob("*.svg"))
LANGUAGES = ("en", "zh_CN", "ja", "pt")
CARD_SIZES = ((99, 60), (133, 73), (199, 109))  # field cards at 1024x600, 1280x720, 1920x1080 (older layout)
FIELD_SIZES = ((106, 59), (132, 70), (198, 106), (264, 141))  # field and panel cards, 1024x600 to 2560x1440
CARDS = [c.id for c in default_cards().base + default_cards().stars]


@pytest.fixture(autouse=True)
def _pygame() -> Iterator[None]:
    pygame.init()
    yield


def _coverage(surf: pygame.Surface) -> float:
    """The share of the surface's pixels that are drawn (not transparent)."""
    mask = pygame.mask.from_surface(surf, 8)
    return mask.count() / (surf.get_width() * surf.get_height())


def test_every_sprite_has_a_vector_drawing() -> None:
    names = {p.stem for p in SPRITES}
    needed = set(ICON_SPRITES.values()) | {"crack", "lightning", "star", "boot", "token_up", "token_down"}
    needed |= {"marker", "card_back", "icon", "role_fw", "role_mf", "role_df"}
    assert needed <= names


@pytest.mark.parametrize("path", SPRITES, ids=lambda p: p.stem)
@pytest.mark.parametrize("size", [(16, 16), (48, 48), (160, 120)])
def test_svg_loads_at_size_and_is_not_blank(path: Path, size: tuple[int, int]) -> None:
    assets.svg.cache_clear()
    surf = assets.svg(path.stem, *size)
    assert surf is not None, f"{path.name} did not load"
    assert surf.get_size() == size
    assert 0.03 < _coverage(surf) <= 1.0


@pytest.mark.parametrize("name", sorted(set(ICON_SPRITES.values()) | {"crack", "lightning", "star", "boot"}))
def test_tinted_symbols_are_white_on_transparent(name: str) -> None:
    surf = assets.svg(name, 64, 64)
    assert surf is not None
    opaque = [surf.get_at((x, y)) for x in range(0, 64, 2) for y in range(0, 64, 2) if surf.get_at((x, y)).a == 255]
    assert opaque and all(min(c.r, c.g, c.b) >= 250 for c in opaque)
    assert surf.get_at((0, 0)).a == 0


def test_symbols_are_crisp_at_large_sizes() -> None:
    """A symbol drawn large has hard edges: few half-transparent pixels (an upscaled bitmap has many)."""
    surf = assets.svg("shield", 256, 256)
    assert surf is not None
    edge = sum(1 for x in range(256) for y in range(0, 256, 4) if 0 < surf.get_at((x, y)).a < 255)
    solid = sum(1 for x in range(256) for y in range(0, 256, 4) if surf.get_at((x, y)).a == 255)
    assert edge < solid * 0.08


@pytest.mark.parametrize("lang", LANGUAGES)
def test_card_names_fit_the_card_unsqueezed(lang: str) -> None:
    i18n.set_language(lang)
    for w, h in CARD_SIZES:
        for card in CARDS:
            size, lines = card_face.name_fit(card, w, h)
            room_w, room_h = card_face.name_room(card, w, h)
            squeeze = cardart.face_text(card, w, h).squeeze  # a word too long at the floor: condensed (#38.4)
            assert squeeze >= assets.CONDENSE_LIMIT, (lang, card, w, h, squeeze)
            for line in lines:
                img = assets.text_px(line, size, cardart.INK, True)
                assert round(img.get_width() * squeeze) <= room_w, (lang, card, w, h, line)
                assert img.get_height() >= size  # rendered at its size, not scaled down
            # a long word (12 letters or more) may be hyphenated across the lines ("Ultrapas-" / "sagem")
            joined = "".join(line[:-1] if line.endswith("-") else line for line in lines[:-1]) + lines[-1]
            assert joined.replace(" ", "") == cardart.card_text.card_name(card).replace(" ", "").replace("-", "") or (
                "".join(lines).replace(" ", "") == cardart.card_text.card_name(card).replace(" ", "")
            )
            if h >= 109:  # 15: "Overlapping" whole rather than "Over-lapping" at 16 (#38.4)
                assert size >= 15, (lang, card, size)
            assert round(size * 1.06) * (len(lines) - 1) + round(size * 0.9) <= room_h


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_card_face_renders_at_small_and_large_sizes(lang: str) -> None:
    i18n.set_language(lang)
    for w, h in ((99, 60), (199, 109), (300, 164)):
        for card in CARDS:
            for rotated in (False, True):
                face = cardart.player_card(card, w, h, rotated=rotated)
                assert face.get_size() == (w, h)
                assert _coverage(face) > 0.9


def test_half_icons_and_names_are_big_enough_on_a_1080p_field() -> None:
    assert 2 * cardart.icon_radius(109) >= 24
    assert 2 * cardart.icon_radius(60) >= 18


def test_frame_is_in_the_role_colour() -> None:
    from game.ui.look.theme import ROLE_COLORS

    for card in CARDS:
        face = cardart.player_card(card, 199, 109)
        assert tuple(face.get_at((199 // 2, 107))[:3]) == ROLE_COLORS[cardart.card_def(card).role]


def test_fit_lines_prefers_smaller_then_two_lines() -> None:
    size, lines = cardart.fit_lines("Comprar 2 ficar 1", 30, 24, 10_000, 100)
    assert (size, lines) == (30, ["Comprar 2 ficar 1"])
    one = assets.font_for("Tempo Control", 20, True).size("Tempo Control")[0]
    assert cardart.fit_lines("Tempo Control", 20, 18, one - 1, 100) == (19, ["Tempo Control"])
    size, lines = cardart.fit_lines("Tempo Control", 20, 19, one // 2 + 4, 100)
    assert lines == ["Tempo", "Control"]
    size, lines = cardart.fit_lines("Tempo Control", 20, 19, one // 2 + 4, 10)
    assert (
        lines == ["Tempo Control"]
        and assets.font_for("Tempo Control", size, True).size("Tempo Control")[0] <= one // 2 + 4
    )


def test_stretched_svg_fills_the_asked_size() -> None:
    back = assets.svg("card_back", 100, 40)
    assert back is not None and back.get_size() == (100, 40)
    assert back.get_at((50, 1)).a == 255 and back.get_at((1, 20)).a == 255


def test_warm_up_renders_the_table_sizes() -> None:
    from game.ui.look import layout

    cardart.player_card.cache_clear()
    cardart.warm_up()
    lay = layout.get()
    before = cardart.player_card.cache_info().hits
    cardart.player_card(CARDS[0], lay.card_w, lay.card_h)
    assert cardart.player_card.cache_info().hits == before + 1


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_card_word_is_under_11_px_on_the_smallest_window(lang: str) -> None:
    """Names, crack and effects keep the text floor (11 px on a 1024x600 field card) at every
    field size, in every language: they take two lines or signs ("+1" beside the marker) first."""
    i18n.set_language(lang)
    for w, h in FIELD_SIZES:
        assert cardart.text_floor(h) >= 11
        for card in CARDS:
            ft = cardart.face_text(card, w, h)
            assert ft.size >= cardart.text_floor(h), (lang, card, w, h, ft)
            assert ft.row_size >= cardart.text_floor(h) or not ft.row, (lang, card, w, h, ft)
            assert ft.squeeze >= assets.CONDENSE_LIMIT, (lang, card, w, h, ft)
            for line in ft.lines:
                assert round(cardart._text_w(line, ft.size, True) * ft.squeeze) <= ft.right - ft.left


@pytest.mark.parametrize("lang", LANGUAGES)
def test_names_stay_clear_of_the_side_half_icons_and_the_illustration(lang: str) -> None:
    i18n.set_language(lang)
    for w, h in FIELD_SIZES:
        art = cardart.panel_rect(w, h)
        for card in CARDS:
            ft = cardart.face_text(card, w, h)
            if not ft.panel:  # a word wider than the room beside the figure takes its room (#38.4),
                # or (review24 #5) a card whose name and effects beside it would touch its icons
                assert ft.row or not card_face.words_fit_beside_figure(card, w, h), (lang, card, w, h)
                continue
            assert ft.left > art.right and ft.right <= w - cardart.icon_radius(h), (lang, card, w, h)
            if cardart.card_def(card).printed:
                assert ft.left >= cardart.printed_pos(0, 1, w, h)[0] + cardart.icon_radius(h)
