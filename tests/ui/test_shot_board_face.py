"""Review25 #4: the shot's lower band is a stadium TV board, not a flat dark slab (each half tinted
by its club, a frame in the kit colours, the 11-bar in its well); the defence's half shows a "?"
total from the first frame; the crowd behind the goal is drawn as figures that grow with the
window, not a mosaic of 1-2 px squares."""

from __future__ import annotations

import pygame

from game.ui.art import kits, terrace
from game.ui.art.club_ink import club_ink
from game.ui.art.goal_stand import fan_of
from game.ui.stage.anim import BoardCard, Presentation
from game.ui.stage.kick_stage import mouth_of, scene_rect
from game.ui.stage.shot_boards import UNTOLD, draw_boards
from game.ui.stage.shot_layers import boards_band
from game.ui.stage.shot_state import Stage
from game.ui.window.app import App
from tests.ui.helpers import new_app

Color = tuple[int, int, int]


def _band(attacker: int, defender_shown: bool = True) -> tuple[pygame.Surface, pygame.Rect]:
    stage = Stage(attacker=attacker, kind="normal", count=[4, 2], defender_shown=defender_shown)
    pres = Presentation()
    pres.boards = [[BoardCard("deck", "4", True)], [BoardCard("deck", None)]]
    band = pygame.Rect(0, 0, 1200, 360)
    surface = pygame.Surface(band.size)
    draw_boards(surface, stage, pres, band)
    return surface, band


def _mean(surface: pygame.Surface, box: pygame.Rect) -> Color:
    r, g, b, _a = pygame.transform.average_color(surface, box)
    return r, g, b


def _toward(sample: Color, base: Color, ink: Color) -> float:
    """How far `sample` leans from `base` toward `ink` (a dot product of the two directions)."""
    d = [sample[i] - base[i] for i in range(3)]
    t = [ink[i] - base[i] for i in range(3)]
    return sum(a * b for a, b in zip(d, t, strict=True)) / max(1.0, sum(b * b for b in t) ** 0.5)


def test_each_half_of_the_band_is_tinted_by_its_club() -> None:
    new_app()
    kits.dress(("harbour", "northgate"))
    edge_l = pygame.Rect(12, 140, 30, 120)  # beside the cards, above the gauge
    edge_r = pygame.Rect(1200 - 42, 140, 30, 120)
    home_attacks, _ = _band(0)
    away_attacks, _ = _band(1)
    base = (12, 18, 18)
    for surface, left, right in ((home_attacks, 0, 1), (away_attacks, 1, 0)):
        assert _toward(_mean(surface, edge_l), base, club_ink(left)) > 8, left
        assert _toward(_mean(surface, edge_r), base, club_ink(right)) > 8, right
    assert _mean(home_attacks, edge_l) != _mean(home_attacks, edge_r)
    same = zip(_mean(home_attacks, edge_l), _mean(away_attacks, edge_r), strict=True)
    assert all(abs(a - b) <= 2 for a, b in same)  # HOME's tint on the attack's half, then the defence's


def test_the_band_is_framed_in_the_kit_colours() -> None:
    new_app()
    kits.dress(("harbour", "northgate"))
    surface, band = _band(0)
    top_left = surface.get_at((band.w // 4, 1))[:3]
    top_right = surface.get_at((band.w * 3 // 4, 1))[:3]
    assert top_left == kits.shirt(0) and top_right == kits.shirt(1)


def test_the_defences_total_shows_a_question_mark_before_it_is_told() -> None:
    """From the first frame the defence's half has its "?" under the attack's total."""
    new_app()
    surface, band = _band(0, defender_shown=False)
    middle = pygame.Rect(band.w * 0.35, band.h * 0.55, band.w * 0.3, band.h * 0.3)
    pixels = [surface.get_at((x, y))[:3] for x in range(middle.x, middle.right) for y in range(middle.y, middle.bottom)]
    assert sum(1 for p in pixels if p == UNTOLD) > 40


def test_the_crowds_figures_grow_with_the_window() -> None:
    fans = []
    for size in ((1024, 600), (1280, 720), (1920, 1080), (2560, 1440)):
        app = App(headless=True, sound=False, size=size)
        try:
            area = pygame.Rect(0, 0, *size)
            fans.append(fan_of(mouth_of(scene_rect(area, 0.0)).h))
            assert boards_band(area) is not None
        finally:
            app.close()
    assert fans == sorted(fans) and len(set(fans)) == 4, fans
    assert fans[-1] >= 20  # at 2560: about 20 px a fan, a figure's head and shoulders


def test_a_large_fan_is_a_shaded_figure_not_a_square() -> None:
    """Before: a shirt rectangle and a skin square (two colours); now a round head under its hair and
    shoulders lit on one side, shaded on the other."""
    new_app()
    sp = 24
    colours = ((200, 30, 30), (30, 30, 200))
    s = terrace.seated(40 * sp, sp * 18, colours, 5)
    x, y, _team = next(f for f in terrace.fans(40 * sp, sp * 18, colours, 5) if f[0] > sp and f[1] > sp * 4)
    cell = s.subsurface(pygame.Rect(x, y, sp - 1, sp))
    inks = {cell.get_at((i, j))[:3] for i in range(cell.get_width()) for j in range(cell.get_height())}
    assert len(inks) >= 6, inks
    corner, centre = cell.get_at((0, 1))[:3], cell.get_at((sp // 2, sp // 4))[:3]
    assert corner != centre  # the head is round: its top corners are the seat behind, not skin
