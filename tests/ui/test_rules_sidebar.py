"""The rules reference's topic list grows with the player's text size (review24 #9: at 1024 ja
150 % the topics stayed about 12 px while the paragraphs grew, and topic 1 wrapped onto two cramped
lines). Checked on the text-fit records (game.ui.widgets.basic.drawn): every topic's size, its ink
inside its button and a two-line topic's lines apart."""

from __future__ import annotations

import pytest

from game import i18n
from game.ui.look import assets
from game.ui.look.metrics import px
from game.ui.scenes.rules.rules_help import RulesHelpScene
from game.ui.scenes.rules.rules_pages import PAGES
from game.ui.widgets import basic as widgets
from game.ui.window.app import App

FLOOR_PX = 13  # real pixels: no topic smaller at a larger text (the prompt hint's floor, #38.2)


def topics(language: str, size: tuple[int, int], scale: int, page: int = 0) -> list[widgets.TextBlit]:
    """The topic labels' lines as the rules page draws them."""
    app = App(headless=True, sound=False, size=size)
    try:
        app.change_settings(app.settings.with_(language=language, text_scale=scale))
        scene = RulesHelpScene(app, page)
        widgets.drawn = []
        scene.draw(app.screen)
        return [line for line in widgets.drawn if line.button is not None]
    finally:
        widgets.drawn = None
        app.close()
        assets.set_text_scale(100)
        i18n.set_language("en")


@pytest.mark.parametrize("language", ["ja", "pt", "zh_CN", "en"])
def test_the_topics_grow_with_the_text_and_keep_their_lines_apart(language: str) -> None:
    normal = topics(language, (1024, 600), 100)
    assets.set_text_scale(100)
    normal_px = min(assets.real_px(line.size) for line in normal)
    large = topics(language, (1024, 600), 150)
    assets.set_text_scale(150)
    try:
        sizes = {assets.real_px(line.size) for line in large}
        assert min(sizes) >= max(FLOOR_PX, round(normal_px * 1.25)), (sizes, normal_px)
        by_button: dict[tuple[int, int, int, int], list[widgets.TextBlit]] = {}
        for line in large:
            assert line.button is not None
            by_button.setdefault(tuple(line.button), []).append(line)
        assert len(by_button) == len(PAGES) + 1  # every topic and Back
        for lines in by_button.values():
            button = lines[0].button
            assert button is not None
            for line in lines:  # the ink clear of the button's top and bottom edges
                assert line.ink.top >= button.top + px(3) and line.ink.bottom <= button.bottom - px(3), (line, button)
            if len(lines) == 2:
                first, second = sorted(lines, key=lambda line: line.ink.y)
                font_px = assets.real_px(first.size)
                assert second.ink.y - first.ink.y >= round(font_px * 1.15), (
                    first,
                    second,
                )  # a line step, not a squeeze
    finally:
        assets.set_text_scale(100)


def test_at_the_normal_size_the_topics_keep_their_even_rows() -> None:
    """Nothing moves at 100 %: even rows of the list's width, the words' column where it was; at
    150 % the list keeps its width (the pictures beside it keep their room) and the two-line topics
    take the taller rows."""
    app = App(headless=True, sound=False, size=(1024, 600))
    try:
        scene = RulesHelpScene(app)
        rects = [b.rect for b in scene.menu.buttons]
        assert {r.w for r in rects} == {px(292)} and len({r.h for r in rects}) == 1
        assert scene.text_column()[0] == px(330)
        app.change_settings(app.settings.with_(language="ja", text_scale=150))
        scene = RulesHelpScene(app)
        rects = [b.rect for b in scene.menu.buttons]
        assert {r.w for r in rects} == {px(292)} and scene.text_column()[0] == px(330)
        first, second = (
            rects[0],
            rects[1],
        )  # "キックオフの前に：スターとスタメン" on two lines, the board's topic on one
        assert first.h > second.h
        assert rects[-1].bottom <= app.screen.get_height() - px(8)
    finally:
        app.close()
        assets.set_text_scale(100)
        i18n.set_language("en")
