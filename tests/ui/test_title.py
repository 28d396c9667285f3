"""The title screen: a floodlit stadium with the crest and the menu on its scoreboard; every row
is drawn where it is clicked, keys still work, the ambient motion moves without asking for
full-rate redraws, and a missing crest drawing falls back to a plain shield."""

from __future__ import annotations

import time
from collections.abc import Iterator

import pygame
import pytest

from game.ui.art import crest, stadium
from game.ui.look import assets
from game.ui.menus.menu_style import draw_backdrop
from game.ui.scenes.menus.menus import NewMatchScene, TitleScene
from game.ui.scenes.menus.settings_scene import SettingsScene
from game.ui.scenes.replays.replays import ReplayBrowser
from game.ui.scenes.rules.rules_help import RulesHelpScene
from game.ui.widgets.springs import SPRING_IN
from game.ui.window.app import IDLE_REDRAW, App
from tests.ui.driver import Driver, mouse_move
from tests.ui.helpers import distinct_colors

SIZES = [(1024, 600), (1920, 1080)]


@pytest.fixture(params=SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def title(request: pytest.FixtureRequest) -> Iterator[tuple[App, Driver, TitleScene]]:
    app = App(headless=True, sound=False, size=request.param)
    scene = TitleScene(app)
    app.stack.push(scene)
    app.toast_time = 0.0
    d = Driver(app)
    d.frame(n=2)
    yield app, d, scene


def brightness(c: pygame.Color | tuple[int, ...]) -> int:
    return int(c[0]) + int(c[1]) + int(c[2])


def test_the_title_is_a_stadium_not_a_flat_screen(title: tuple[App, Driver, TitleScene]) -> None:
    app, _d, _scene = title
    w, h = app.screen.get_size()
    sky = pygame.Rect(w * 2 // 5, 2, w // 5, h // 10)
    turf = pygame.Rect(w * 2 // 5, h - h // 6, w // 6, h // 10)
    assert distinct_colors(app.screen, app.screen.get_rect(), step=9) > 400
    top, dusk = app.screen.get_at((w // 2, 2)), app.screen.get_at((w // 2, h // 5))
    assert top.b > top.r and brightness(top) < 120  # a navy sky ...
    assert dusk.r > top.r + 40  # ... warming toward the horizon
    greens = [
        app.screen.get_at((x, y)) for x in range(turf.left, turf.right, 7) for y in range(turf.top, turf.bottom, 7)
    ]
    assert sum(c.g > c.r and c.g > c.b for c in greens) > 0.8 * len(greens)  # the pitch
    assert distinct_colors(app.screen, sky) > 3 and distinct_colors(app.screen, turf) > 3


def test_every_row_is_drawn_on_its_rect_inside_the_scoreboard(title: tuple[App, Driver, TitleScene]) -> None:
    app, _d, scene = title
    window = app.screen.get_rect()
    rects = [b.rect for b in scene.menu.buttons]
    for i, r in enumerate(rects):
        assert window.contains(r) and not any(r.colliderect(o) for o in rects[i + 1 :])
        bright = sum(
            brightness(app.screen.get_at((x, y))) > 450
            for x in range(r.left, r.right, 2)
            for y in range(r.top, r.bottom, 2)
        )
        assert bright > 10, scene.menu.buttons[i].label  # the label's lit letters are on the rect


@pytest.mark.parametrize(
    ("label", "kind"),
    [("New match", NewMatchScene), ("Replays", ReplayBrowser), ("Rules", RulesHelpScene), ("Settings", SettingsScene)],
)
def test_a_click_on_a_row_opens_it(label: str, kind: type) -> None:
    app = App(headless=True, sound=False, size=(1024, 600))
    app.stack.push(TitleScene(app))
    d = Driver(app)
    d.frame()
    top = app.stack.top
    assert isinstance(top, TitleScene)
    button = next(b for b in top.menu.buttons if b.label == label)
    d.click(button.rect.move(button.rect.w // 2 - 2, 0).midleft)
    assert isinstance(app.stack.top, kind)


def test_clicking_quit_quits_and_a_click_beside_the_rows_does_nothing() -> None:
    app = App(headless=True, sound=False, size=(1280, 720))
    scene = TitleScene(app)
    app.stack.push(scene)
    d = Driver(app)
    d.frame()
    d.click((5, app.screen.get_height() // 2))
    assert app.stack.top is scene and app.running
    quit_button = scene.menu.buttons[-1]
    d.click(quit_button.rect.center)
    assert not app.running


def test_keys_still_pick_and_move(title: tuple[App, Driver, TitleScene]) -> None:
    app, d, scene = title
    labels = [b.label for b in scene.menu.buttons]
    d.key(pygame.K_1 + labels.index("Rules"))
    assert isinstance(app.stack.top, RulesHelpScene)
    app.stack.pop()
    d.frame()
    scene.menu.focus = 0
    d.key(pygame.K_DOWN)
    d.key(pygame.K_DOWN)
    assert scene.menu.focus == 2
    d.key(pygame.K_RETURN)
    assert isinstance(app.stack.top, ReplayBrowser)


def test_the_row_under_the_mouse_springs_up_and_settles(title: tuple[App, Driver, TitleScene]) -> None:
    _app, d, scene = title
    d.frame(n=30)
    assert not scene.animating()
    target = scene.menu.buttons[2]
    d.frame([mouse_move(target.rect.center)])
    assert scene.animating()  # the lift plays at full rate ...
    lifts = []
    for _ in range(int(SPRING_IN * 60) + 4):
        d.frame()
        lifts.append(scene.springs.lift(2))
    assert max(lifts) > 1.02  # ... overshoots ...
    assert abs(lifts[-1] - 1.0) < 1e-6 and not scene.animating()  # ... and settles


def test_the_stadium_moves_a_little_without_asking_for_full_rate_redraws(title: tuple[App, Driver, TitleScene]) -> None:
    app, d, _scene = title
    d.frame(n=30)
    assert not app.animating()
    interval = app.stack.ambient_interval()
    assert interval is not None and 1 / 15 <= interval < IDLE_REDRAW
    before = app.screen.copy()
    d.frame(n=20)  # a third of a second of ambient ticks
    changed = sum(
        before.get_at((x, y)) != app.screen.get_at((x, y))
        for x in range(0, app.screen.get_width(), 4)
        for y in range(0, app.screen.get_height() // 2, 4)
    )
    assert changed > 5  # lamps twinkle, flags wave, cameras flash
    assert not app.animating()
    app.toast_time = 0.0
    start = time.monotonic()
    drawn = [app.tick() for _ in range(30)]  # about a second of the idle loop (longer on a busy machine)
    elapsed = time.monotonic() - start
    assert sum(drawn) <= 2 + int(elapsed / interval) < 30, (sum(drawn), elapsed)


def test_the_stadium_is_painted_once_per_size() -> None:
    app = App(headless=True, sound=False, size=(1024, 600))
    first, _g = stadium.still((1024, 600), 350)
    assert stadium.still((1024, 600), 350)[0] is first
    app.resize((1280, 720))
    stadium.still((1280, 720), 420)
    app.resize((1024, 600))
    assert stadium.still((1024, 600), 350)[0] is first  # back at a size: still painted, not again
    for h in range(700, 700 + stadium.KEPT):
        stadium.still((1280, h), 420)
    assert len(stadium._still) == stadium.KEPT  # a few pictures kept, the oldest forgotten
    assert stadium.still((1024, 600), 350)[0] is not first


def test_the_backdrop_is_the_stadium_dimmed() -> None:
    app = App(headless=True, sound=False, size=(1280, 720))
    surface = pygame.Surface(app.screen.get_size())
    draw_backdrop(surface)
    still, _g = stadium.still(surface.get_size(), 500)
    assert distinct_colors(surface, surface.get_rect(), step=9) > 100
    mean = [0, 0]
    for x in range(0, 1280, 16):
        for y in range(0, 720, 16):
            mean[0] += brightness(surface.get_at((x, y)))
            mean[1] += brightness(still.get_at((x, y)))
    assert mean[0] < mean[1] * 0.8  # darker than the title's stadium: panels stay readable


def test_a_missing_crest_drawing_falls_back_to_a_plain_shield(monkeypatch: pytest.MonkeyPatch) -> None:
    app = App(headless=True, sound=False, size=(1024, 600))
    real_svg = assets.svg
    monkeypatch.setattr(assets, "svg", lambda name, w, h: None if name == "crest" else real_svg(name, w, h))
    crest.crest.cache_clear()
    try:
        surf = crest.crest(200)
        assert surf.get_height() == 200 and distinct_colors(surf, surf.get_rect(), step=5) > 2
        assert any("crest.svg" in n for n in assets.notices)
        app.stack.push(TitleScene(app))
        app.step(1 / 60, [])
        assert not app.stack.errors
    finally:
        crest.crest.cache_clear()


# ---------------------------------------------------------------------------------------- new match


def new_match(size: tuple[int, int] = (1024, 600)) -> tuple[App, Driver, NewMatchScene]:
    app = App(headless=True, sound=False, size=size)
    app.stack.push(TitleScene(app))
    scene = NewMatchScene(app, seed=7)
    app.stack.push(scene)
    d = Driver(app)
    d.frame()
    return app, d, scene


def test_a_click_on_a_mode_tile_or_a_segment_picks_it() -> None:
    from game.ui.menus import match_setup as setup

    app, d, scene = new_match()
    lay = setup.layout()
    level_row = lay.rows[1]
    hard = setup.segments(level_row, lay.caption_w, len(scene.agents))[scene.agents.index("hard")]
    d.click(hard.center)
    assert scene.agent != "hard" and scene.mode == "hotseat"  # no computer in hot-seat: the row is off
    d.click(lay.tiles[2].center)
    assert scene.mode == "watch"
    d.click(hard.center)
    assert scene.agent == "hard" and scene.menu.focus == 2
    draw = setup.segments(lay.rows[2], lay.caption_w, 2)[1]
    d.click(draw.center)
    assert scene.tiebreak == "draw"
    d.click(lay.tiles[1].center)
    away = setup.segments(lay.rows[0], 0, 2)[1]  # the side row has no caption
    d.click(away.midleft)
    config = scene.config()
    assert (config.mode, config.human_side, config.agent, config.tiebreak) == ("computer", 1, "hard", "draw")
    assert isinstance(app.stack.top, NewMatchScene)


def test_new_match_keys_cycle_rows_and_arrows_change_the_focused_choice() -> None:
    _app, d, scene = new_match()
    d.key(pygame.K_1)
    assert scene.mode == "computer"
    d.key(pygame.K_RIGHT)  # the focus is on the mode row
    assert scene.mode == "watch" and scene.menu.focus == 0
    d.key(pygame.K_LEFT)
    d.key(pygame.K_DOWN)
    d.key(pygame.K_DOWN)
    level = scene.agent
    d.key(pygame.K_RIGHT)
    assert scene.menu.focus == 2 and scene.agent == scene.agents[(scene.agents.index(level) + 1) % len(scene.agents)]
    d.key(pygame.K_4)
    assert scene.tiebreak != scene.app.settings.tiebreak


def test_every_new_match_row_is_drawn_on_its_rect_and_start_is_clickable() -> None:
    app, d, scene = new_match((1920, 1080))
    for b in scene.menu.buttons:
        assert distinct_colors(app.screen, b.rect, step=3) > 6, b.label
    d.click(scene.menu.buttons[6].rect.center)  # Start match
    assert not isinstance(app.stack.top, NewMatchScene | TitleScene)


def test_the_ambient_motion_stays_out_of_what_covers_the_stadium() -> None:
    App(headless=True, sound=False, size=(1280, 720))
    still, g = stadium.still((1280, 720), 400)
    open_sky = still.copy()
    for tick in range(6):
        stadium.ambient(open_sky, g, tick)
    assert open_sky.get_view("2").raw != still.get_view("2").raw  # something moved ...
    covered = still.copy()
    for tick in range(6):
        stadium.ambient(covered, g, tick, [covered.get_rect()])
    assert covered.get_view("2").raw == still.get_view("2").raw  # ... but nothing under a panel
