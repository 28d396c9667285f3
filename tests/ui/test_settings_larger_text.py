"""Settings at 150 % in a 1024x600 window (review22 #8): the rows' hints read at 12 real pixels or
more, and the page tabs grow with the text, above the rows."""

from __future__ import annotations

import pytest

from game.ui.look import assets
from game.ui.scenes.menus.settings_scene import ACCESS_PAGE, PAGE_NAMES, SettingsScene
from game.ui.widgets import basic as widgets
from game.ui.window.app import App
from tests.ui.helpers import each_language


def settings_at(language: str, scale: int, page: int) -> tuple[App, SettingsScene]:
    app = App(headless=True, sound=False, size=(1024, 600))
    app.change_settings(app.settings.with_(language=language, text_scale=scale))
    scene = SettingsScene(app, page)
    app.stack.push(scene)
    return app, scene


@pytest.mark.parametrize("language", each_language())  # ja and pt every run, en and zh_CN in the big run
def test_the_rows_hints_read_at_twelve_pixels_inside_their_rows(language: str) -> None:
    for page in range(len(PAGE_NAMES)):
        app, scene = settings_at(language, 150, page)
        hints = [hint for _label, _value, hint in scene.row_values if hint]
        size = scene.hint_size()
        widgets.drawn = []
        try:
            scene.draw(app.screen)
            shown = [b for b in widgets.drawn if b.text in hints]
        finally:
            widgets.drawn = None
            app.close()
        assert len(shown) == len(hints), (page, hints)
        assert assets.real_px(size) >= 12, (page, size)
        for b in shown:
            assert b.ink.h >= 10, (b.text, b.ink)  # the ink: a Latin hint's x-height and ascenders
            row = next(btn.rect for btn in scene.menu.buttons if btn.rect.contains(b.ink))
            assert b.ink.bottom <= row.bottom - 2, (b.text, b.ink, row)


def test_the_tabs_grow_with_the_text_above_the_rows() -> None:
    sizes = {}
    for scale in (100, 150):
        app, scene = settings_at("ja", scale, ACCESS_PAGE)
        tabs = scene.tab_rects()
        rows_top = min(b.rect.y for b in scene.menu.buttons)
        assert all(tab.bottom < rows_top for tab in tabs)
        sizes[scale] = tabs[0].size
        app.close()
    assert sizes[150][0] > sizes[100][0] and sizes[150][1] > sizes[100][1]
