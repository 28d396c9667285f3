"""Issue #42 points 1 and 2: nothing told apart by colour alone, and the colour-vision palettes.

The check draws the match table and the cards, samples their fills, and for every pair of roles,
the two sides, the control states and the icons, under deuteranopia, protanopia and tritanopia
(Machado 2009, severity 1.0) wants CIEDE2000 >= 20 between the fills or a drawn second cue that
tells the two apart (`python -m game.bench colours` prints the figures)."""

from __future__ import annotations

import pygame
import pytest

from game.bench import colours
from game.bench.colour_sim import ciede2000_lab, delta_e, simulate
from game.engine.cards import default_cards
from game.settings import COLOUR_VISIONS
from game.ui.art import cardart
from game.ui.art.palette_preview import draw_palette_preview
from game.ui.look import palettes
from game.ui.look.theme import LINE_COLORS, ROLE_COLORS, TEAM_COLORS
from game.ui.window.app import App


@pytest.fixture(scope="module")
def table() -> colours.Table:
    return colours.Table()


@pytest.fixture(scope="module")
def pairs(table: colours.Table) -> list[colours.Pair]:
    measured = list(colours.measure(table))
    print("\n" + colours.report(measured))
    return measured


def test_ciede2000_matches_the_published_pairs() -> None:
    # Sharma, Wu and Dalal (2005), table 1
    for a, b, expected in (
        ((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485), 2.0425),
        ((50.0, 2.5, 0.0), (73.0, 25.0, -18.0), 27.1492),
        ((90.8027, -2.0831, 1.441), (91.1528, -1.6435, 0.0447), 1.4441),
        ((22.7233, 20.0904, -46.694), (23.0331, 14.973, -42.5619), 2.0373),
    ):
        assert ciede2000_lab(a, b) == pytest.approx(expected, abs=1e-4)


def test_the_simulation_shows_what_the_issue_saw() -> None:
    for vision in ("deutan", "protan", "tritan"):
        assert simulate((255, 255, 255), vision) == (255, 255, 255)
        assert simulate((0, 0, 0), vision) == (0, 0, 0)
    standard = palettes.STANDARD
    # "the red forward cards and the green midfield cards turn the same olive"
    assert delta_e(standard.role["FW"], standard.role["MF"], "deutan") < 10
    assert delta_e(standard.role["FW"], standard.role["MF"]) > 50
    # "the control track's green and orange spaces merge"
    assert delta_e(standard.state["AGGRESSIVE"], standard.state["NORMAL"], "deutan") < 10


def test_every_pair_is_told_apart_in_every_palette(pairs: list[colours.Pair]) -> None:
    """Issue #42 point 1: colours 20 apart or a second cue, under each simulation."""
    groups = {(p.palette, p.group) for p in pairs}
    assert groups == {(pal, g) for pal in COLOUR_VISIONS for g in colours.CUES}
    failing = [(p.palette, p.group, p.a.name, p.b.name) for p in pairs if not p.ok]
    assert not failing


def test_each_role_and_side_has_its_cue_drawn(pairs: list[colours.Pair]) -> None:
    """The shapes, strokes and marks are there and differ, even where colour alone would do."""
    for p in pairs:
        if p.group in ("card", "tray", "chip", "line", "side", "state"):
            for vision in colours.SIMS:
                assert p.cue[vision] >= colours.CUE_APART, (p.palette, p.group, p.a.name, p.b.name, vision)


def test_the_tuned_palettes_keep_roles_apart_by_colour_alone(pairs: list[colours.Pair]) -> None:
    """Issue #42 point 2: red-green keeps the roles and states 20 apart for deutans and protans,
    blue-yellow for tritans (and both for everyone else)."""
    targets = {"red_green": ("normal", "deutan", "protan"), "blue_yellow": ("normal", "tritan")}
    for p in pairs:
        if p.palette in targets and p.group in ("card", "tray", "chip", "line", "side", "state"):
            for vision in targets[p.palette]:
                assert p.delta[vision] >= colours.MIN_DE, (p.palette, p.group, p.a.name, p.b.name, vision)


def test_the_check_fails_when_the_role_shapes_are_gone(table: colours.Table, monkeypatch: pytest.MonkeyPatch) -> None:
    """The check can fail: without the role's shape on the cards, the standard palette's red and
    green cards are told apart by nothing for a deutan."""
    monkeypatch.setattr(cardart, "role_mark", lambda *args, **kwargs: pygame.Rect(0, 0, 0, 0))
    monkeypatch.setattr(colours, "PALETTE_NAMES", ("standard",))  # the other two are not asked about here
    for cached in (cardart.player_card, cardart.mini_card):
        cached.cache_clear()
    try:
        standard = list(colours.measure(table))
        fw_mf = next(p for p in standard if p.group == "card" and (p.a.name, p.b.name) == ("FW", "MF"))
        assert not fw_mf.ok
        assert fw_mf.cue["deutan"] == 0.0
    finally:
        for cached in (cardart.player_card, cardart.mini_card):
            cached.cache_clear()


def test_a_palette_change_redraws_the_cached_cards() -> None:
    card = next(c.id for c in default_cards().base if c.role == "FW")
    standard = cardart.player_card(card, 120, 62)
    assert tuple(standard.get_at((14, 1)))[:3] == palettes.STANDARD.role["FW"]
    palettes.set_palette("red_green")
    tuned = cardart.player_card(card, 120, 62)
    assert tuple(tuned.get_at((14, 1)))[:3] == palettes.RED_GREEN.role["FW"] == ROLE_COLORS["FW"]
    palettes.set_palette("standard")
    assert cardart.player_card(card, 120, 62) is standard  # still cached, not drawn again


def test_settings_switch_the_palette(app: App) -> None:
    app.change_settings(app.settings.with_(colour_vision="blue_yellow"))
    assert palettes.palette().name == "blue_yellow"
    assert LINE_COLORS["MF"] == palettes.BLUE_YELLOW.line["MF"]
    app.change_settings(app.settings.with_(colour_vision="standard"))
    assert LINE_COLORS["FW"] == palettes.STANDARD.line["FW"]
    assert tuple(TEAM_COLORS) == palettes.STANDARD.team
    assert not palettes.set_palette("no such palette")  # an unknown name: the standard look


@pytest.mark.parametrize("vision", COLOUR_VISIONS)
def test_the_preview_shows_the_palette_asked_for(app: App, vision: str) -> None:
    """Issue #42 point 2: the live preview draws its palette whatever the active one is."""
    surface = pygame.Surface((900, 520))
    surface.fill((10, 14, 18))
    draw_palette_preview(surface, surface.get_rect(), vision)
    assert palettes.palette().name == "standard"  # the preview leaves the window's palette alone
    drawn = {tuple(surface.get_at((x, y)))[:3] for x in range(0, 900, 2) for y in range(0, 520, 2)}
    wanted = palettes.PALETTES[vision]
    for role in ("FW", "MF", "DF"):
        assert wanted.line[role] in drawn, role
        assert wanted.role[role] in drawn, role
    others = [p for p in palettes.PALETTES.values() if p.name != vision]
    assert not any(p.line["MF"] in drawn for p in others if p.line["MF"] != wanted.line["MF"])


def test_the_preview_never_crashes_on_odd_input(app: App) -> None:
    surface = pygame.Surface((300, 200))
    for rect in (pygame.Rect(0, 0, 10, 10), pygame.Rect(0, 0, 300, 70), pygame.Rect(-50, -50, 500, 400)):
        draw_palette_preview(surface, rect, "purple")


def test_the_saved_setting_is_drawn_from_the_start() -> None:
    from game.settings import Settings

    app = App(headless=True, sound=False, settings=Settings(colour_vision="red_green"))
    try:
        assert palettes.palette().name == "red_green"
        assert ROLE_COLORS["MF"] == palettes.RED_GREEN.role["MF"]
    finally:
        app.close()


def test_the_cues_hold_at_the_smallest_window() -> None:
    """At 1024x600 the shapes are smallest: every pair still passes, every cue still differs (last:
    a second window changes the shared window size)."""
    small = list(colours.measure(colours.Table((1024, 600))))
    assert all(p.ok for p in small)
    test_each_role_and_side_has_its_cue_drawn(small)


def test_words_in_a_palette_colour_stay_readable_on_the_dark_panels() -> None:
    """The red-green palette's deep-blue defence reads as text: words in a role's or a state's colour
    are lightened to 4.5:1 against the panels, and a colour already readable is left as it is."""
    from game.ui.look import palettes
    from game.ui.widgets.marks import _luminance, text_on_dark

    for name in ("standard", "red_green", "blue_yellow"):
        with palettes.using_palette(name) as p:
            for colour in (*p.state.values(), *p.line.values()):
                shown = text_on_dark(colour)
                assert (_luminance(shown) + 0.05) / 0.062 >= 4.5, (name, colour, shown)
                if (_luminance(colour) + 0.05) / 0.062 >= 4.5:
                    assert shown == tuple(colour)
    assert text_on_dark((40, 70, 150)) != (40, 70, 150)
