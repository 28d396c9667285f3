"""The colour preview on Settings › Accessibility at a short window and a larger text (review23 #9:
at 1024x600 ja 150 % its FW/MF/DF tags were about 8 px on a 60 px pitch sliver and the card names
small): the preview takes its room beside the pitch rather than shrink its words."""

from __future__ import annotations

import pytest

from game import i18n
from game.ui.art import card_face, palette_preview
from game.ui.look import assets
from game.ui.scenes.menus.settings_scene import SettingsScene
from game.ui.window.app import App

CASES = [("ja", (1024, 600), 150), ("pt", (1024, 600), 100), ("en", (1920, 1080), 100), ("pt", (2560, 1440), 150)]


def drawn_preview(language: str, size: tuple[int, int], scale: int) -> tuple[list[int], list[int]]:
    """The real pixel sizes of the three line tags and of the preview cards' names, as drawn."""
    app = App(headless=True, sound=False, size=size)
    try:
        app.change_settings(app.settings.with_(language=language, text_scale=scale, colour_vision="blue_yellow"))
        app.stack.clear()
        app.stack.push(SettingsScene(app, 2))
        for _ in range(3):
            app.step(1 / 60, [])
        assets.text_px.cache_clear()
        for forget in assets.text_listeners:
            forget()
        assets.rendered, card_face.names_drawn = [], []
        app.stack.top.draw(app.screen)
        from game.ui.words.card_text import line_label

        labels = {line_label(r) for r in ("FW", "MF", "DF")}
        tags = [px for text, px in assets.rendered if text in labels]
        names = [n[3] for n in card_face.names_drawn if n[0] in palette_preview.preview_cards()]
        return tags, names
    finally:
        assets.rendered, card_face.names_drawn = None, None
        i18n.set_language("en")
        assets.set_text_scale(100)
        app.close()


@pytest.mark.parametrize("case", CASES, ids=lambda c: f"{c[0]}-{c[1][0]}-{c[2]}")
def test_the_preview_tags_keep_the_hint_floor(case: tuple[str, tuple[int, int], int]) -> None:
    tags, names = drawn_preview(*case)
    assert len(tags) >= 3, tags
    assert min(tags) >= palette_preview.TAG_PX, tags  # the last one drawn of each is never below 13 px
    assert len(names) >= 3


def test_a_short_preview_at_150_percent_sets_its_card_names_larger() -> None:
    """1024 ja 150 %: the cards beside the pitch, names at 14 px or more (12 px in review23's shot)."""
    _tags, names = drawn_preview("ja", (1024, 600), 150)
    assert min(names) >= 14, names
