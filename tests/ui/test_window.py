"""The window draws at its real size (issue #9 §1): resizing lays every scene out again, the size
is remembered in the settings, sizes are kept within 1024x600..3840x2160, the table's field grows
with the window, and a still screen is not redrawn every frame."""

from __future__ import annotations

import pygame
import pytest

from game import settings as settings_mod
from game.ui.control.controller import MatchConfig
from game.ui.control.positions import busy_state
from game.ui.look import layout as L
from game.ui.look import metrics
from game.ui.scenes.menus.menus import TitleScene
from game.ui.scenes.table.table_scene import TableScene
from game.ui.window.app import IDLE_REDRAW, App
from game.ui.window.session import Session


def table_app(size: tuple[int, int]) -> tuple[App, TableScene]:
    app = App(headless=True, sound=False, size=size)
    state = busy_state()
    session = Session(MatchConfig(mode="hotseat"), None, state=state)
    session.controller.viewer = state.current_player()
    scene = TableScene(app, session)
    app.stack.push(scene)
    app.step(1 / 60, [])
    return app, scene


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080), (2560, 1440), (2560, 1080)])
def test_the_table_is_drawn_at_the_window_size_and_fits_it(size: tuple[int, int]) -> None:
    app, scene = table_app(size)
    assert app.screen.get_size() == size and metrics.size() == size
    lay = L.get()
    window = pygame.Rect(0, 0, *size)
    for rect in (lay.field, lay.left, lay.right, lay.strip, lay.prompt, lay.log, lay.hand):
        assert window.contains(rect), rect
    assert not lay.field.colliderect(lay.left) and not lay.field.colliderect(lay.right)
    # the field is the largest thing on the table
    assert lay.field.w * lay.field.h > max(r.w * r.h for r in (lay.left, lay.right))
    for button in scene.menu.buttons:
        assert lay.prompt.contains(button.rect), button.label
    for bottom in (True, False):  # each half's strip: totals, three board slots and their total apart
        totals = L.totals_rect(bottom)
        slots = [L.board_slot_rect(bottom, n) for n in (1, 2, 3)]
        label_edge = slots[2].bottom + lay.px(26) if bottom else slots[2].y - lay.px(26)
        assert (label_edge <= totals.y) if bottom else (label_edge >= totals.bottom)
        assert all(lay.strip.contains(r) for r in [*slots, totals])


def test_at_1920x1080_half_icons_and_card_names_are_big_enough() -> None:
    from game.ui.art.cardart import icon_radius

    table_app((1920, 1080))
    lay = L.get()
    assert 2 * icon_radius(lay.card_h) >= 24
    assert lay.card_h // 5 >= 16  # the card name's pixel size (game.ui.art.cardart)


def test_a_wider_window_gives_the_field_more_room() -> None:
    table_app((1920, 1080))
    normal = L.get().field
    table_app((2560, 1080))
    wide = L.get().field
    assert wide.w > normal.w and wide.h == normal.h


def test_a_resize_lays_the_scenes_out_again_and_is_remembered() -> None:
    app, scene = table_app((1280, 720))
    old_prompt = L.get().prompt
    app.resize((1920, 1080))
    app.step(1 / 60, [])
    assert app.screen.get_size() == (1920, 1080)
    assert L.get().prompt != old_prompt
    for button in scene.menu.buttons:  # the prompt's buttons moved with it
        assert L.get().prompt.contains(button.rect)
    app._size_changed_at = 0.0  # the new size has held long enough
    app.step(1 / 60, [])
    assert app.settings.window == (1920, 1080)
    assert settings_mod.load()[0].window == (1920, 1080)


def test_window_sizes_stay_within_the_supported_range() -> None:
    app = App(headless=True, sound=False, size=(640, 400))
    assert app.screen.get_size() == metrics.MIN_WINDOW
    app.resize((9000, 9000))
    assert app.screen.get_size() == metrics.MAX_WINDOW
    app.resize((1280, 720))


def test_a_saved_window_size_is_used_and_a_bad_one_falls_back() -> None:
    good = settings_mod.from_json({"format": settings_mod.FORMAT, "version": 1, "settings": {"window": [1600, 900]}})
    # (a file from before the first-start welcome counts as welcomed)
    assert good == (settings_mod.defaults().with_(window=(1600, 900), welcomed=True), True)
    bad, clean = settings_mod.from_json(
        {"format": settings_mod.FORMAT, "version": 1, "settings": {"window": [1600, "tall"]}}
    )
    assert bad.window == (1280, 720) and not clean
    app = App(headless=True, sound=False, settings=good[0])
    assert app.screen.get_size() == (1600, 900)


def test_a_still_title_screen_is_not_redrawn_every_frame() -> None:
    app = App(headless=True, sound=False)
    app.stack.push(TitleScene(app))
    app.toast_time = 0.0
    drawn = [app.tick() for _ in range(12)]
    assert drawn[0]  # the first frame is drawn
    # afterwards only the periodic refresh (the title's ambient motion asks a few a second): far
    # fewer draws than frames
    interval = min(IDLE_REDRAW, app.stack.ambient_interval() or IDLE_REDRAW)
    assert interval >= 1 / 12
    assert sum(drawn[1:]) <= 1 + int(len(drawn) * (1 / 30) / interval)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(10, 10), rel=(1, 1), buttons=(0, 0, 0)))
    assert app.tick()  # input is drawn at once


def test_a_window_never_opens_larger_than_the_desktop(monkeypatch: pytest.MonkeyPatch) -> None:
    """#38.4 in a real window: the default 1280x720 on a 1024x600 desktop hung over its edges (the
    welcome's title cut off at the top); the window now opens at the desktop's size, never below
    the smallest supported window."""
    from game.ui.window import app as app_module

    monkeypatch.setenv("SDL_VIDEODRIVER", "x11")
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1024, 600)])
    assert app_module.on_desktop((1280, 720)) == (1024, 600)
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(2560, 1440)])
    assert app_module.on_desktop((1280, 720)) == (1280, 720)
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(800, 480)])
    assert app_module.on_desktop((1280, 720)) == (1024, 600)
