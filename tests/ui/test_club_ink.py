"""Two clubs, not two colours (issue #38 point 2; review21 finding 1): wherever a club or a side is
named or titled, its words are in a light ink drawn from the club's kit, never in the palette's
red or blue side colour (those only mark: discs, rings, lit rows); each ink reads at 4.5:1 on the
surfaces names sit on, and the two inks of any match are told apart."""

from __future__ import annotations

import colorsys
from collections.abc import Iterator
from dataclasses import replace

import pygame
import pytest

from game.bench.sheets import staged_shot
from game.clubs import CLUBS, match_kits
from game.settings import COLOUR_VISIONS
from game.ui.art import kits
from game.ui.art.club_ink import APART, CONTRAST, SURFACES, apart, club_ink, contrast, kit_ink, pair_inks, source
from game.ui.look import assets, palettes
from game.ui.look.theme import side_colour
from game.ui.scenes.menus.menus import NewMatchScene
from game.ui.scenes.overlays.overlays import PassScreen
from game.ui.stage.shot_stage import still_layer
from game.ui.window.app import App
from game.ui.words.card_text import side_name
from tests.ui.driver import Driver
from tests.ui.helpers import session_at

PAIRS = [(a.id, b.id) for a in CLUBS for b in CLUBS if a is not b]


def test_every_clubs_ink_reads_on_every_surface_a_name_sits_on() -> None:
    for home, away in PAIRS:
        for ink in pair_inks(*match_kits(home, away)):
            for back in SURFACES:
                assert contrast(ink, back) >= CONTRAST, (home, away, ink, back)


def test_the_two_inks_of_every_match_are_told_apart() -> None:
    """The pairing rules keep the shirts 20 L* apart; lifting both to readable inks must not merge them."""
    for home, away in PAIRS:
        a, b = pair_inks(*match_kits(home, away))
        assert apart(a, b) >= APART, (home, away, a, b)


def test_each_ink_is_drawn_from_the_kit_it_names() -> None:
    """The ink keeps the hue of its kit colour (shirt, or the trim on a colourless shirt)."""
    for c in CLUBS:
        for kit in (c.home, c.away):
            base, ink = source(kit), kit_ink(kit)
            hb, _lb, sb = colorsys.rgb_to_hls(*(v / 255 for v in base))
            hi, _li, _si = colorsys.rgb_to_hls(*(v / 255 for v in ink))
            if sb >= 0.18:
                assert min(abs(hb - hi), 1 - abs(hb - hi)) < 0.03, (c.id, base, ink)
    northgate = next(c for c in CLUBS if c.id == "northgate")
    assert source(northgate.away) == northgate.away.trim  # black shirt: the red trim names it


@pytest.fixture
def inks_drawn(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[tuple[str, tuple[int, int, int]]]]:
    """Every line of text rendered while the test runs, with its colour."""
    drawn: list[tuple[str, tuple[int, int, int]]] = []
    assets.reset_text_caches()  # pictures an earlier test drew would hide their words from the recorder
    real = assets.text_px

    def text_px(s: str, size: int, color: tuple[int, int, int], bold: bool = False) -> pygame.Surface:
        drawn.append((s, tuple(color)[:3]))  # type: ignore[arg-type]
        return real(s, size, color, bold)

    text_px.cache_clear = real.cache_clear  # type: ignore[attr-defined]
    monkeypatch.setattr(assets, "text_px", text_px)
    yield drawn


def naming(drawn: list[tuple[str, tuple[int, int, int]]], side: int) -> list[tuple[int, int, int]]:
    """The colours of every drawn line that names `side` (its club or its HOME/AWAY word)."""
    words = (kits.name(side), side_name(side))
    return [colour for s, colour in drawn if any(w in s for w in words)]


def check_names(drawn: list[tuple[str, tuple[int, int, int]]], where: str, sides: tuple[int, ...] = (0, 1)) -> None:
    """No name in a side colour; each side in `sides` named at least once in its club's ink."""
    marks = {side_colour(0), side_colour(1)}
    for side in (0, 1):
        colours = naming(drawn, side)
        assert not marks & set(colours), (where, side, colours)
        if side in sides:
            assert club_ink(side) in colours, (where, side, colours, club_ink(side))


def frames(app: App, n: int = 4) -> None:
    for _ in range(n):
        app.step(1 / 60, [])


@pytest.mark.parametrize("vision", ["standard", *[v for v in COLOUR_VISIONS if v != "standard"][:1]])
def test_no_club_is_named_in_a_side_colour_on_any_screen(
    inks_drawn: list[tuple[str, tuple[int, int, int]]], vision: str
) -> None:
    """Navy Harbour against red Northgate (the default clubs): draft, line-up, table, half time, full
    time and the pass screen name both clubs in their inks, in the standard and a colour-vision palette."""
    app = App(headless=True, sound=False, size=(1024, 600))
    app.settings = replace(app.settings, colour_vision=vision)
    palettes.set_palette(vision)
    try:
        for phases, sides in (
            (("draft",), (0, 1)),
            (("lineup",), ()),
            (("player_action",), (0, 1)),
            (("half_time",), (0, 1)),
            (("over",), (0, 1)),
        ):
            session = session_at(app, phases, seed=3, random_play=phases[0] in ("player_action", "over"))
            assert kits.clubs() == ("harbour", "northgate")
            assert club_ink(0) not in {side_colour(0), side_colour(1)}
            inks_drawn.clear()
            frames(app, 3)
            session.animator.skip_all()
            frames(app, 3)
            app.stack.top.draw(app.screen)
            check_names(inks_drawn, phases[0], sides)
            if phases == ("lineup",):
                me = session.controller.viewer if session.controller.viewer in (0, 1) else 0
                assert club_ink(me) in naming(inks_drawn, me)
            if phases == ("player_action",):
                inks_drawn.clear()
                passing = PassScreen(app, session)
                passing.draw(app.screen)
                check_names(inks_drawn, "pass screen", (passing.side,))
    finally:
        palettes.set_palette("standard")


def test_new_match_names_each_picked_club_in_its_ink(inks_drawn: list[tuple[str, tuple[int, int, int]]]) -> None:
    app = App(headless=True, sound=False, size=(1920, 1080))
    app.stack.push(NewMatchScene(app, seed=4))
    Driver(app).key(pygame.K_1)  # vs the computer: its default club
    scene = app.stack.top
    assert isinstance(scene, NewMatchScene)
    kits.dress(scene.clubs)
    inks_drawn.clear()
    scene.draw(app.screen)
    check_names(inks_drawn, "new match")


def test_the_shot_stage_heading_names_the_shooter_in_its_clubs_ink(
    inks_drawn: list[tuple[str, tuple[int, int, int]]],
) -> None:
    staged = staged_shot("goal", (1024, 600))
    assert staged is not None
    still_layer.cache_clear()  # the stage's still picture keeps the heading drawn ahead (or by an earlier shot)
    shooter, _scene = staged
    headings: set[tuple[int, int, int]] = set()
    for _ in range(240):
        inks_drawn.clear()
        shooter.app.step(1 / 60, [])
        headings |= {c for s, c in inks_drawn if "·" in s and any(kits.name(k) in s for k in (0, 1))}
        check_names(inks_drawn, "shot stage", ())
    assert headings & {club_ink(0), club_ink(1)}, headings  # (TEXT too: heading_rect measures in it)
    shooter.app.close()


def ring(surface: pygame.Surface, rect: pygame.Rect) -> list[tuple[int, int, int]]:
    """The pixels just around `rect` (inside the window): what the words sit on."""
    box = rect.inflate(6, 6).clip(surface.get_rect())
    edge = [(x, y) for x in range(box.x, box.right) for y in (box.y, box.bottom - 1)]
    edge += [(x, y) for y in range(box.y, box.bottom) for x in (box.x, box.right - 1)]
    return [tuple(surface.get_at(p))[:3] for p in edge]  # type: ignore[misc]


@pytest.mark.parametrize(
    "clubs",
    [
        ("harbour", "northgate"),
        pytest.param(("eastport", "stormhill"), marks=pytest.mark.slow),  # the other pairings: the big run
        pytest.param(("foxhollow", "riverside"), marks=pytest.mark.slow),
    ],
)
def test_names_drawn_in_ink_read_on_the_pixels_around_them(
    clubs: tuple[str, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each line naming a club in its ink, on the draft, the table, half time and full time, reads
    at 4.5:1 against the median of the pixels around it (sampled, not assumed)."""
    from game.engine.state import Game
    from game.ui.control.controller import MatchConfig
    from game.ui.control.positions import advance
    from game.ui.scenes.cast import scene_for_phase
    from game.ui.widgets import basic
    from game.ui.window.session import Session
    from tests.ui.helpers import random_advance

    app = App(headless=True, sound=False, size=(1024, 600))
    checked = 0
    for phase in ("draft", "player_action", "half_time", "over"):
        state = random_advance((phase,), 3) if phase in ("player_action", "over") else None
        state = state or advance(Game(seed=3).new_initial_state(), (phase,))
        session = Session(MatchConfig(mode="hotseat", seed=3, clubs=clubs), None, state=state)
        session.controller.viewer = state.current_player() if state.current_player() in (0, 1) else 0
        app.stack.clear()
        app.stack.push(scene_for_phase(session.controller.phase)(app, session))
        frames(app, 3)
        session.animator.skip_all()
        for _ in range(400 if phase == "over" else 3):
            frames(app, 1)
        blits: list[basic.TextBlit] = []
        monkeypatch.setattr(basic, "drawn", blits)
        app.stack.top.draw(app.screen)
        monkeypatch.setattr(basic, "drawn", None)
        for blit in blits:
            for side in (0, 1):
                ink = club_ink(side)
                if kits.name(side) not in blit.text and side_name(side) not in blit.text:
                    continue
                glyphs = {tuple(app.screen.get_at((x, y)))[:3] for x in range(blit.ink.x, blit.ink.right)
                          for y in range(blit.ink.y, blit.ink.bottom)}  # fmt: skip
                if ink not in glyphs:
                    continue
                around = sorted(ring(app.screen, blit.ink), key=lambda c: contrast(c, (0, 0, 0)))
                back = around[len(around) // 2]
                assert contrast(ink, back) >= CONTRAST, (phase, blit.text, ink, back)
                checked += 1
    assert checked >= 8, checked
    app.close()


# The marks (review22 finding 1): on the table, every mark standing for a side is in its club's
# colour, not the palette's red and blue; the disc and the ring keep the sides apart by shape.


@pytest.fixture
def marks_drawn(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[tuple[int, tuple[int, int, int]]]]:
    """Every side mark (disc or ring) drawn while the test runs: (side, colour)."""
    from game.ui.widgets import marks

    drawn: list[tuple[int, tuple[int, int, int]]] = []
    real = marks._side_surface

    def spy(side: int, size: int, colour: tuple[int, int, int]) -> pygame.Surface:
        drawn.append((side, tuple(colour)[:3]))  # type: ignore[arg-type]
        return real(side, size, colour)

    monkeypatch.setattr(marks, "_side_surface", spy)
    yield drawn


def table_drawn(clubs: tuple[str, str], vision: str, monkeypatch: pytest.MonkeyPatch) -> tuple[App, int | None, list]:
    """The table of a seeded hot-seat match between `clubs` in `vision`'s palette, drawn once with
    every rectangle fill recorded: (app, the side the scoreboard lights, [(colour, rect)])."""
    from game.ui.control.controller import MatchConfig
    from game.ui.scenes.cast import scene_for_phase
    from game.ui.table import scoreboard
    from game.ui.window.session import Session
    from tests.ui.helpers import random_advance

    app = App(headless=True, sound=False, size=(1024, 600))
    app.settings = replace(app.settings, colour_vision=vision)
    palettes.set_palette(vision)
    state = random_advance(("player_action",), 11)
    session = Session(MatchConfig(mode="hotseat", seed=11, clubs=clubs), None, state=state)
    session.controller.viewer = state.current_player()
    app.stack.push(scene_for_phase(session.controller.phase)(app, session))
    frames(app, 3)
    session.animator.skip_all()
    frames(app, 3)
    assert kits.clubs() == clubs
    rects: list[tuple[tuple[int, int, int], pygame.Rect]] = []
    real = pygame.draw.rect

    def rect(surface: pygame.Surface, colour: object, r: object, *args: object, **kwargs: object) -> pygame.Rect:
        rects.append((tuple(pygame.Color(colour))[:3], pygame.Rect(r)))  # type: ignore[arg-type]
        return real(surface, colour, r, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(pygame.draw, "rect", rect)
    app.stack.top.draw(app.screen)
    monkeypatch.setattr(pygame.draw, "rect", real)
    return app, scoreboard.to_play(session.controller.view()), rects


@pytest.mark.parametrize("clubs", [("harbour", "northgate"), ("eastport", "northgate"), ("northgate", "harbour")])
def test_the_table_marks_each_side_in_its_clubs_colour_not_a_side_colour(
    clubs: tuple[str, str],
    marks_drawn: list[tuple[int, tuple[int, int, int]]],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Standard palette: the scoreboard's disc and ring, the side panels' marks and the control
    track's marks are in the clubs' colours; the lit row of the side to play in its kit's colour.
    Navy Harbour is never marked red, nor red Northgate blue."""
    from game.ui.art.side_marks import bar_colour, mark_colour
    from game.ui.table import scoreboard

    app, lit, rects = table_drawn(clubs, "standard", monkeypatch)
    try:
        side_colours = {side_colour(0), side_colour(1)}
        for side in (0, 1):
            colours = [c for s, c in marks_drawn if s == side]
            assert len(colours) >= 3, (side, colours)  # scoreboard, side panel, control track
            assert not side_colours & set(colours), (clubs, side, colours)
            assert colours.count(mark_colour(side)) >= 2, (clubs, side, colours, mark_colour(side))
        assert {s for s, _c in marks_drawn} == {0, 1}
        assert lit in (0, 1)
        rows = scoreboard.rows()
        bars = [c for c, r in rects if r in (rows[0].rect, rows[1].rect)]
        assert bars == [bar_colour(lit)], (bars, lit)
        assert bar_colour(lit) not in side_colours
    finally:
        app.close()


def test_a_colour_vision_palette_keeps_its_checked_side_pair_on_the_marks(
    marks_drawn: list[tuple[int, tuple[int, int, int]]], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Decision: with a colour-vision palette on, the marks are the palette's pair (checked under
    simulation by `game.bench colours`); the names keep their clubs' inks."""
    from game.ui.art.side_marks import bar_colour, mark_colour

    vision = next(v for v in COLOUR_VISIONS if v != "standard")
    try:
        app, lit, _rects = table_drawn(("harbour", "northgate"), vision, monkeypatch)
        assert lit in (0, 1)
        for side in (0, 1):
            assert mark_colour(side) == side_colour(side) == bar_colour(side)
            assert side_colour(side) in {c for s, c in marks_drawn if s == side}
        app.close()
    finally:
        palettes.set_palette("standard")


def test_every_pairs_marks_are_drawn_from_their_kits_and_told_apart() -> None:
    """Each mark keeps its kit colour's hue, shows on the dark glass (2:1 at least, its light rim
    doing the rest) and the two marks of any match stay APART."""
    from game.ui.art.side_marks import pair_marks

    for home, away in PAIRS:
        dressed = match_kits(home, away)
        a, b = pair_marks(*dressed)
        assert apart(a, b) >= APART, (home, away, a, b)
        for kit, mark in zip(dressed, (a, b), strict=True):
            assert all(contrast(mark, back) >= 2.0 for back in SURFACES), (home, away, mark)
            hb, _lb, sb = colorsys.rgb_to_hls(*(v / 255 for v in source(kit)))
            hm, _lm, _sm = colorsys.rgb_to_hls(*(v / 255 for v in mark))
            if sb >= 0.18:
                assert min(abs(hb - hm), 1 - abs(hb - hm)) < 0.03, (home, away, source(kit), mark)
