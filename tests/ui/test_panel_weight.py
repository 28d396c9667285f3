"""The table's side panels (issue #38 newcomer review, identity and hierarchy): each side wears
its club on its panel and beside the score (a kit band, a kit bar; the HOME disc and AWAY ring
stay), the side panels are quiet glass sized to what they hold, the decision panel the strongest."""

from __future__ import annotations

from dataclasses import replace
from itertools import permutations

import pygame
import pytest

from game.clubs import IDS, club
from game.ui.art import kits
from game.ui.look import layout as L
from game.ui.look.metrics import px
from game.ui.look.theme import TEAM_COLORS, TEXT
from game.ui.table import panel_frames, scoreboard
from game.ui.table.side_panels import TRAY, players_line
from game.ui.widgets.glass import GLASS
from game.ui.widgets.marks import _luminance
from game.ui.window.app import App
from tests.ui.helpers import session_at


def contrast(a: tuple[int, int, int], b: tuple[int, int, int]) -> float:
    la, lb = _luminance(a), _luminance(b)
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)


def near(a: tuple[int, ...], b: tuple[int, ...], tolerance: int = 6) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a[:3], b[:3], strict=False))


def drawn_table(app: App, clubs: tuple[str, str]) -> tuple[pygame.Surface, int]:
    session = session_at(app, ("team_action",), random_play=True)
    kits.dress(clubs)
    app.stack.top.draw(app.screen)  # type: ignore[union-attr]
    return app.screen, session.controller.viewer


@pytest.mark.parametrize("clubs", [("harbour", "northgate"), ("northgate", "harbour"), ("stormhill", "sunvale")])
@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_each_side_wears_its_club_on_its_panel_and_beside_the_score(
    clubs: tuple[str, str], size: tuple[int, int]
) -> None:
    app = App(headless=True, sound=False, size=size)
    try:
        screen, me = drawn_table(app, clubs)
        lay = L.get()
        for side, panel in ((me, lay.my_panel), (1 - me, lay.opp_panel)):
            band = screen.get_at((panel.centerx, panel.y + px(2)))
            assert near(band, kits.worn(side).shirt), (side, band, kits.worn(side))
        for side, row in enumerate(scoreboard.rows(lay.score)):
            stripe = scoreboard.kit_stripe(row)
            seen = [screen.get_at((stripe.centerx, y)) for y in range(stripe.y + px(3), stripe.bottom - px(3))]
            worn = kits.worn(side)
            kit = sum(near(c, worn.shirt, 2) or near(c, worn.trim, 2) for c in seen)
            team = sum(near(c, TEAM_COLORS[side], 2) for c in seen)
            assert kit > len(seen) // 2 and kit > team, (side, kit, team)  # the kit's stripe, not the UI's colour
    finally:
        app.close()


def test_every_club_pairing_keeps_its_band_and_bar_visible_on_the_glass() -> None:
    """Each kit a side may wear (home, or away when the shirts are too alike) has a colour, its
    shirt or its trim, that stands out from the panels' glass; the marks keep their light rim."""
    glass = GLASS[:3]
    for home, away in permutations(IDS, 2):
        for kit in kits.wear(home, away):
            assert max(contrast(kit.shirt, glass), contrast(kit.trim, glass)) >= 3.0, (home, away, kit)
    assert all(club(i, 0).home != club(i, 0).away for i in IDS)
    trays = set()
    for i in IDS:
        for kit in (club(i, 0).home, club(i, 0).away):
            tray = panel_frames.tray_colour(TRAY, kit)
            assert contrast(tray, TEXT) >= 7.0, (i, tray)  # the tray's tint never dims what lies on it
            trays.add(tray)
    assert len(trays) >= len(IDS)  # and each club's tray is its own


def test_the_coachs_panel_is_sized_to_what_it_holds() -> None:
    """No big dark box: with a few players left and a bench, the panel's frames leave the space
    between them open; with a full tray they are one frame; an empty bench is one short row."""
    app = App(headless=True, sound=False, size=(1920, 1080))
    try:
        session = session_at(app, ("team_action",), random_play=True)
        team = session.controller.view().teams[session.controller.viewer]
        panel = L.get().my_panel
        few = replace(team, available=team.available[:2], bench=("CB_CENTER_BACK",))
        L.set_tray(2)  # the table lays the bench out under the tray it shows (TableScene._place_log)
        frames = panel_frames.my_frames(few)
        assert len(frames) == 2 and sum(f.h for f in frames) < 0.65 * panel.h  # review25 #1: two big cards
        assert all(panel.contains(f) for f in frames)
        assert frames[0].bottom > L.available_rect(1).bottom  # the cards stay on the glass
        assert frames[1].top < L.bench_rect(0).top - px(12)  # and the bench with its label
        assert frames[1].contains(L.bench_rect(0))
        assert frames[1].top - frames[0].bottom == px(8)  # polish6 #2: right under the tray, as AWAY's panel
        none = panel_frames.my_frames(replace(few, bench=()))
        assert none[-1].h < frames[-1].h  # an empty bench: its label alone
        assert none[-1].top - none[0].bottom == px(8)
        L.set_tray(12)
        full = replace(team, available=tuple(team.roster[:12]))
        assert panel_frames.my_frames(full) == [panel]
        assert len(players_line(0)) < len(players_line(10)) and "0" not in players_line(0)  # said short
    finally:
        app.close()


def test_the_decision_panel_is_the_strongest_frame() -> None:
    app = App(headless=True, sound=False, size=(1280, 720))
    try:
        screen, _me = drawn_table(app, ("harbour", "northgate"))
        lay = L.get()

        def rim(rect: pygame.Rect) -> float:
            c = screen.get_at((rect.x, rect.centery))
            return float(sum(c[:3]))

        scene = app.stack.top
        lit = scene.prompt.frame(scene.message)  # type: ignore[union-attr]  # as tall as it holds (review22 #6)
        assert rim(lit) > rim(lay.my_panel) + 150
        assert rim(lit) > rim(lay.opp_panel) + 150
        assert rim(lit) > rim(lay.log) + 150
    finally:
        app.close()
