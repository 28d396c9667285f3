"""Review25 #5: every Rules page's paragraphs sit on the game's glass, not on the bright stands, and
a page with room to spare balances its content in the window's height."""

from __future__ import annotations

import pytest

from game import i18n
from game.ui.look import assets
from game.ui.look.metrics import px
from game.ui.scenes.rules.rules_help import FOOTER, TOP, RulesHelpScene
from game.ui.scenes.rules.rules_pages import PAGES
from game.ui.widgets import basic as widgets
from game.ui.window.app import App


@pytest.mark.parametrize(
    ("language", "size", "scale"), [("pt", (2560, 1440), 150), ("ja", (1024, 600), 150), ("en", (1920, 1080), 100)]
)
def test_every_pages_text_lies_on_a_glass_panel(language: str, size: tuple[int, int], scale: int) -> None:
    app = App(headless=True, sound=False, size=size)
    try:
        app.change_settings(app.settings.with_(language=language, text_scale=scale))
        scene = RulesHelpScene(app)
        for n, page in enumerate(PAGES):
            scene.go(n)
            widgets.drawn = []
            scene.draw(app.screen)
            picture, panel, _size, _paras = scene.placed()
            words = {i18n._(p) for p in page.paragraphs}
            lines = [
                d
                for d in widgets.drawn
                if d.button is None
                and d.ink.y > px(70)
                and any(d.text in w for w in words)
                and not d.ink.colliderect(picture)
            ]
            assert lines, n
            for line in lines:
                assert panel.contains(line.ink), (n, line.text, panel)
            assert not panel.colliderect(picture) or not picture.h, n
            glass = app.screen.get_at((panel.x + px(4), panel.centery))[:3]
            assert max(glass) < 60, (n, glass)  # the dark smoked glass, not the lit stand behind it
    finally:
        widgets.drawn = None
        assets.set_text_scale(100)
        i18n.set_language("en")
        app.close()


def test_a_page_without_its_picture_balances_its_text() -> None:
    """Page 5 at 2560 pt 150 % leaves its picture out: the text panel no longer hangs at the top
    with the lower 40 % of the page empty; the room is shared above and below it."""
    app = App(headless=True, sound=False, size=(2560, 1440))
    try:
        app.change_settings(app.settings.with_(language="pt", text_scale=150))
        scene = RulesHelpScene(app, 4)
        picture, panel, _size, _paras = scene.placed()
        assert picture.h == 0
        above = panel.y - px(TOP)
        below = app.screen.get_height() - px(FOOTER + 14) - panel.bottom
        assert above > px(40) and abs(above - below) <= px(16), (above, below)
    finally:
        assets.set_text_scale(100)
        i18n.set_language("en")
        app.close()
