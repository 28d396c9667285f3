"""The menus, settings, rules pages, overlays, result screen and the guide's box, laid out at the
smallest and a large window and after a resize: every button inside the window, no two buttons
overlapping, every scene drawn without an error and not blank."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest

from game.ui.look import metrics as M
from game.ui.scenes.menus.menus import NewMatchScene, TitleScene
from game.ui.scenes.menus.settings_scene import PAGE_NAMES, SettingsScene
from game.ui.scenes.overlays.overlays import DetailsOverlay, PassScreen, PauseMenu, RulesScene
from game.ui.scenes.result.result import ResultScene
from game.ui.scenes.rules.rules_help import RulesHelpScene
from game.ui.scenes.rules.rules_pages import PAGES
from game.ui.tutorial.guide import Guide
from game.ui.tutorial.tips import Tip
from game.ui.widgets.basic import Button
from game.ui.window.app import App
from game.ui.window.scene import Scene
from tests.ui.helpers import distinct_colors, first_every_run, session_at

SIZES = [(1024, 600), (2560, 1440)]
EACH_SIZE = first_every_run(SIZES, ["size0", "size1"])  # 2560x1440 in the big run


def check_buttons(app: App, buttons: list[Button], name: str) -> None:
    window = app.screen.get_rect()
    assert buttons, name
    for b in buttons:
        assert b.rect.w > 0 and b.rect.h > 0, (name, b.label)
        assert window.contains(b.rect), (name, b.label, b.rect, window.size)
    for i, a in enumerate(buttons):
        for b in buttons[i + 1 :]:
            assert not a.rect.colliderect(b.rect), (name, a.label, b.label)


def check_drawn(app: App, name: str) -> None:
    for _ in range(3):
        app.step(1 / 60, [])
    assert not app.stack.errors, (name, app.stack.errors)
    assert distinct_colors(app.screen, app.screen.get_rect(), step=7) >= 6, name


def menu_scenes(app: App) -> Iterator[tuple[str, Scene]]:
    """Each scene on the stack in turn, with its name."""
    yield "new match", NewMatchScene(app, seed=7)
    for page, page_name in enumerate(PAGE_NAMES):
        yield f"settings: {page_name}", SettingsScene(app, page)
    yield "rules", RulesHelpScene(app)
    yield "rules in brief", RulesScene(app)


@pytest.mark.parametrize("size", EACH_SIZE)
def test_menu_scenes_fit_the_window(size: tuple[int, int]) -> None:
    app = App(headless=True, sound=False, size=size)
    app.stack.push(TitleScene(app))
    assert app.screen.get_size() == size
    for name, scene in menu_scenes(app):
        app.stack.push(scene)
        check_drawn(app, name)
        menu = getattr(scene, "menu", None)
        if menu is not None:
            check_buttons(app, menu.buttons, name)
        app.stack.pop(scene)


@pytest.mark.parametrize("size", EACH_SIZE)
def test_every_rules_page_fits_the_window(size: tuple[int, int]) -> None:
    app = App(headless=True, sound=False, size=size)
    scene = RulesHelpScene(app)
    app.stack.push(scene)
    picture = scene.picture_rect()
    assert app.screen.get_rect().contains(picture)
    assert picture.y > scene.menu.buttons[0].rect.y
    for page in range(len(PAGES)):
        scene.go(page)
        check_drawn(app, f"rules page {page + 1}")
        check_buttons(app, scene.menu.buttons, "rules")


@pytest.mark.parametrize("size", EACH_SIZE)
def test_match_overlays_and_the_result_fit_the_window(size: tuple[int, int]) -> None:
    app = App(headless=True, sound=False, size=size)
    app.stack.push(TitleScene(app))
    session = session_at(app, ("defend_synergy",), seed=3, random_play=True)
    session.animator.skip_all()
    overlays: list[tuple[str, Callable[[], Scene]]] = [
        ("pass screen", lambda: PassScreen(app, session)),
        ("pause", lambda: PauseMenu(app, session)),
        ("details", lambda: DetailsOverlay(app, "CF_STRIKER")),
    ]
    for name, make in overlays:
        scene = make()
        app.stack.push(scene)
        check_drawn(app, name)
        if isinstance(scene, PauseMenu):
            check_buttons(app, scene.menu.buttons, name)
            scene._confirm()
            check_drawn(app, "quit confirmation")
            check_buttons(app, scene.menu.buttons, "quit confirmation")
        app.stack.pop(scene)
    session_at(app, ("over",), seed=3, random_play=True)
    result = app.stack.top
    assert isinstance(result, ResultScene)
    check_drawn(app, "result")
    check_buttons(app, result.menu.buttons, "result")


def test_the_scenes_lay_out_again_when_the_window_changes() -> None:
    app = App(headless=True, sound=False, size=SIZES[0])
    app.stack.push(TitleScene(app))
    scenes: list[Scene] = [NewMatchScene(app, seed=7), SettingsScene(app), RulesHelpScene(app)]
    for scene in scenes:
        app.stack.push(scene)
    app.step(1 / 60, [])
    app.resize(SIZES[1])
    check_drawn(app, "after the resize")
    for scene in scenes:
        check_buttons(app, scene.menu.buttons, type(scene).__name__)  # type: ignore[attr-defined]
        assert max(b.rect.bottom for b in scene.menu.buttons) > SIZES[0][1]  # type: ignore[attr-defined]


@pytest.mark.parametrize("size", EACH_SIZE)
def test_the_guide_box_and_its_skip_button_fit_the_window(size: tuple[int, int]) -> None:
    app = App(headless=True, sound=False, size=size)
    app.stack.push(TitleScene(app))
    session = session_at(app, ("over",), seed=3, random_play=True)
    guide = Guide(app, session)
    app.huds.append(guide)
    check_drawn(app, "guide on the result")
    assert guide.tip is not None and guide.tip.key == "result"
    window = app.screen.get_rect()
    assert window.contains(guide.skip_rect)
    far = Tip("far", "Draw 2, keep 1: choose the card you keep.", M.centre(), (size[0] - 10, size[1] - 10))
    guide.tip = far
    guide.draw(app.screen)
    assert window.contains(guide.skip_rect) and guide.skip_rect.w > 0
