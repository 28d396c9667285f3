"""The illustrated footballers on the player cards and the star cards' foil: every card has its
pose, poses read apart even small, a lost drawing never breaks a card, stars look special."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.engine.cards import default_cards
from game.resources import resource_path
from game.ui.art import card_figures, cardart
from game.ui.look import assets

CARDS = [c.id for c in default_cards().base + default_cards().stars]
SMALL = (106, 59)  # a field card at 1024x600


@pytest.fixture(autouse=True)
def _pygame() -> Iterator[None]:
    pygame.init()
    yield
    card_figures.forget()
    cardart.player_card.cache_clear()


def _mask(surf: pygame.Surface) -> pygame.mask.Mask:
    return pygame.mask.from_surface(surf, 127)


def test_every_card_has_a_figure_drawn_by_our_generator() -> None:
    assert set(card_figures.FIGURES) == set(CARDS)
    for card in CARDS:
        name = card_figures.figure_name(card)
        assert Path(resource_path("sprites", f"{name}.svg")).is_file(), name
        assert name.endswith(cardart.card_def(card).role.lower())


def test_the_figure_says_the_role_of_its_position() -> None:
    poses = card_figures.FIGURES
    assert poses["CF_STRIKER"] == "shoot"
    assert poses["LWF_WINGER"] == poses["RWF_WINGER"] == "dribble"
    assert poses["CB_CENTER_BACK_L"] == "header" and poses["LB_FULL_BACK"] == "slide"
    assert poses["DMF_BALL_WINNER"] == "tackle" and poses["AMF_KILLER_PASS"] == "pass"
    assert len(set(poses.values())) >= 8


def test_each_pose_group_has_its_own_silhouette_even_small() -> None:
    """Two poses never share a drawing, and at a field card's panel size their shapes differ a
    lot (a reader tells a header from a slide at a glance)."""
    seen: dict[str, pygame.mask.Mask] = {}
    for card in CARDS:
        pose = card_figures.FIGURES[card]
        if pose in seen:
            continue
        img = assets.svg(card_figures.figure_name(card), 30, 50)
        assert img is not None
        mask = _mask(img)
        assert mask.count() > 0.12 * 30 * 50, pose  # bold enough to read
        for other, m in seen.items():
            overlap = mask.overlap_area(m, (0, 0))
            union = mask.count() + m.count() - overlap
            assert overlap / union < 0.75, (pose, other)
        seen[pose] = mask
    assert len(seen) == len(set(card_figures.FIGURES.values()))


def test_the_figure_is_the_cards_illustration_not_a_watermark() -> None:
    """The panel beside the words is mostly drawn (vignette and figure), and the figure itself is
    opaque there."""
    w, h = SMALL
    face = cardart.player_card("CF_STRIKER", w, h)
    art = cardart.panel_rect(w, h)
    opaque = sum(1 for x in range(art.x, art.right) for y in range(art.y, art.bottom) if face.get_at((x, y)).a == 255)
    assert opaque > 0.9 * art.w * art.h
    fig = card_figures.figure("CF_STRIKER", art.w, art.h)
    assert max(fig.get_at((x, y)).a for x in range(art.w) for y in range(art.h)) == 255


def _brightness(surf: pygame.Surface, rect: pygame.Rect) -> float:
    pixels = [surf.get_at((x, y)) for x in range(rect.x, rect.right, 2) for y in range(rect.y, rect.bottom, 2)]
    return sum(c.r + c.g + c.b for c in pixels) / (3 * len(pixels))


def test_a_turned_card_shows_its_figure_on_the_other_side_facing_in() -> None:
    """The opponent's card has its dusk panel on the right (the words stay upright on the light
    side) and its footballer mirrored, facing into the card."""
    w, h = 198, 106
    up = cardart.player_card("CB_CENTER_BACK_L", w, h)
    turned = cardart.player_card("CB_CENTER_BACK_L", w, h, rotated=True)
    art = cardart.panel_rect(w, h)
    mirrored = pygame.Rect(w - art.right, art.y, art.w, art.h)
    assert _brightness(up, art) < 0.7 * _brightness(up, mirrored)
    assert _brightness(turned, mirrored) < 0.7 * _brightness(turned, art)
    fig = card_figures.figure("CF_STRIKER", 30, 50)
    flipped = card_figures.figure("CF_STRIKER", 30, 50, flip=True)
    assert all(fig.get_at((x, y)) == flipped.get_at((29 - x, y)) for x in range(30) for y in range(0, 50, 5))


def test_a_missing_figure_falls_back_to_the_role_pictogram_with_a_log_line(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setattr(card_figures, "figure_name", lambda card_id: "fig_no_such_drawing")
    assets.notices.clear()
    with caplog.at_level(logging.WARNING):
        face = cardart.player_card("CF_STRIKER", *SMALL)
    assert face.get_size() == SMALL
    assert any("fig_no_such_drawing" in n for n in assets.notices)
    assert any("fig_no_such_drawing" in r.getMessage() for r in caplog.records)
    fig = card_figures.figure("CF_STRIKER", 30, 50)
    assert _mask(fig).count() > 0  # the pictogram stands in


def test_a_broken_figure_file_does_not_break_the_card(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    (tmp_path / "sprites").mkdir()
    (tmp_path / "sprites" / "fig_broken.svg").write_text("<svg this is not", encoding="utf-8")
    real = assets.resource_path

    def fake(*parts: str) -> Path:
        return tmp_path.joinpath(*parts) if parts[-1] == "fig_broken.svg" else real(*parts)

    monkeypatch.setattr(assets, "resource_path", fake)
    monkeypatch.setattr(card_figures, "figure_name", lambda card_id: "fig_broken")
    assets.svg.cache_clear()
    face = cardart.player_card("LB_FULL_BACK", *SMALL)
    assert face.get_size() == SMALL
    assets.svg.cache_clear()


def test_star_cards_wear_foil_that_plain_cards_do_not() -> None:
    """The same role's card stock differs over much of its area (the sheen) and on its edge
    (gold), star against plain."""
    w, h = 198, 106
    for role in ("FW", "MF", "DF"):
        plain = cardart._background(role, w, h, False)
        star = cardart._background(role, w, h, True)
        differ = sum(
            1
            for x in range(0, w, 2)
            for y in range(0, h, 2)
            if sum(abs(a - b) for a, b in zip(plain.get_at((x, y))[:3], star.get_at((x, y))[:3], strict=True)) > 24
        )
        assert differ > 0.2 * (w // 2) * (h // 2), role
        assert tuple(star.get_at((w // 2, 0))[:3]) == cardart.FOIL_EDGE
        assert tuple(plain.get_at((w // 2, 0))[:3]) != cardart.FOIL_EDGE
    star_face = cardart.player_card("CF_TARGET_MAN", w, h)
    plain_face = cardart.player_card("CF_STRIKER", w, h)
    edge = (h // 8 + 3, 0)  # the top edge left of the half icons
    assert tuple(star_face.get_at(edge)[:3]) == cardart.FOIL_EDGE
    assert tuple(plain_face.get_at(edge)[:3]) != cardart.FOIL_EDGE


def test_the_foil_glint_moves_with_its_phase_and_costs_one_cached_surface_per_step() -> None:
    size = (198, 106)
    a = card_figures.foil_glint(size, 0.3)
    assert a.get_size() == size
    assert card_figures.foil_glint(size, 0.3 + 0.2 / card_figures.GLINT_STEPS) is a  # same step: cached
    assert card_figures.foil_glint(size, 1.3) is a  # the phase wraps
    b = card_figures.foil_glint(size, 0.6)
    assert _mask(a).overlap_area(_mask(b), (0, 0)) < _mask(a).count()
    assert a.get_at((0, 0)).a == 0  # rounded corners stay clear
    assert max(a.get_at((x, y)).a for x in range(0, size[0], 3) for y in range(0, size[1], 3)) > 60
