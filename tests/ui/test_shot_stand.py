"""Review24 #10: the shot stage's stand and lower panel have depth and material. The stand behind
the goal is terraced rows of fans in both clubs' colours (not confetti dots in fixed colours),
darker toward the back; the boards sit on a lit glass panel with a light top edge (not a flat
slab); the defence's side shows its label and its face-down cards from the first frame."""

from __future__ import annotations

import pygame

from game.ui.art import goal_art as G
from game.ui.art import kits
from game.ui.art.goal_stand import stand
from game.ui.look.metrics import px
from game.ui.stage.anim import BoardCard, Presentation
from game.ui.stage.kick_stage import heading_rect, inner_of, mouth_of, scene_rect
from game.ui.stage.shot_boards import draw_boards
from game.ui.stage.shot_stage import skip_hint, stand_shirts, still_layer
from game.ui.stage.shot_state import Stage
from tests.ui.helpers import new_app


def _brightness(surface: pygame.Surface, box: pygame.Rect) -> float:
    return sum(pygame.transform.average_color(surface, box)[:3]) / 3


def _stand_of(clubs: tuple[str, str]) -> bytes:
    kits.dress(clubs)
    area = pygame.Rect(0, 0, 900, 400)
    mouth = mouth_of(area)
    surface = pygame.Surface(area.size)
    G.draw_turf(surface, area, mouth)
    return pygame.image.tobytes(surface.subsurface((0, 0, area.w, G.boards_top(mouth))), "RGB")


def test_the_stand_wears_the_clubs_colours() -> None:
    """Before: the crowd was the same coloured dots whoever played."""
    new_app()
    try:
        assert _stand_of(("harbour", "northgate")) != _stand_of(("riverside", "oakfield"))
    finally:
        kits.dress(("harbour", "northgate"))


def test_the_stand_shows_fans_in_both_shirts_and_darkens_toward_the_back() -> None:
    new_app()
    red, blue = (230, 30, 30), (30, 30, 230)
    s = stand(600, 240, 10, (red, blue))
    pixels = [s.get_at((x, y))[:3] for x in range(0, 600, 3) for y in range(120, 240, 3)]
    assert any(r > 2 * b and r > 60 for r, _, b in pixels)  # HOME's shirts
    assert any(b > 2 * r and b > 60 for r, _, b in pixels)  # AWAY's
    top, front = pygame.Rect(0, 0, 600, 40), pygame.Rect(0, 200, 600, 40)
    assert _brightness(s, top) < _brightness(s, front) * 0.7


def test_the_boards_sit_on_lit_glass_with_a_light_top_edge() -> None:
    """Before: a flat dark gradient slab under the goal."""
    new_app()
    size = pygame.display.get_surface().get_size()
    area = pygame.Rect(0, 0, *size)
    rect = scene_rect(area, 0.0)
    layer = still_layer(size, tuple(rect), tuple(mouth_of(rect)), "HOME · SHOT", (200, 200, 200), stand_shirts())
    glass_top = rect.bottom + px(6)
    x = rect.centerx
    edge = sum(layer.get_at((x, glass_top))[:3])
    body = sum(layer.get_at((x, glass_top + px(6)))[:3])
    low = sum(layer.get_at((x, inner_of(area).bottom - px(24)))[:3])
    assert edge > body + 90
    assert body > low  # lit from above


def test_the_defence_side_shows_its_label_and_cards_before_they_are_told() -> None:
    """Before: the right half of the boards stayed empty until the defender's first card turned."""
    new_app()
    stage = Stage(attacker=0, kind="normal", count=[4, None], defender_shown=False)
    pres = Presentation()
    pres.boards = [[BoardCard("deck", "4", True)], [BoardCard("deck", None), BoardCard("deck", None)]]
    band = pygame.Rect(0, 0, 1000, 300)
    surface = pygame.Surface(band.size)
    draw_boards(surface, stage, pres, band)
    right = pygame.Rect(band.w * 2 // 3, 0, band.w // 3, band.h - 60)  # above the gauge
    assert _brightness(surface, right) > 8
    label = pygame.Rect(right.x, 0, right.w, 30)
    assert _brightness(surface, label) > 1


def test_the_skip_hint_never_lies_over_a_long_heading() -> None:
    """Seen at 1024x600, pt, 150 % text: "Atlético Enseada · CHUTE ÀS CEGAS" under the hint."""
    new_app()
    area = pygame.Rect(0, 0, *pygame.display.get_surface().get_size())
    for heading in ("HOME · SHOT", "A much longer club name than any real one · CHUTE ÀS CEGAS", "W" * 60):
        hint = skip_hint(area, heading)
        if hint is not None:
            assert not hint[1].colliderect(heading_rect(area, heading)), heading
    assert skip_hint(area, "HOME · SHOT") is not None
