"""Prompts a newcomer reads at once (review22 #9): an effect is asked as a football question with
its card's name ("Regista: draw 2 cards and keep 1?"), never a rule's name used as a verb; a
wrapped hint keeps a number with its words (no lone "0" on the last line)."""

from __future__ import annotations

import pytest

from game import i18n
from game.ui.look import assets
from game.ui.look import layout as L
from game.ui.table.prompt_panel import balanced, hint_fit, hint_size
from game.ui.widgets.basic import wrap
from game.ui.window.app import App
from game.ui.words.card_text import card_name
from game.ui.words.effect_words import EFFECT_QUESTIONS, effect_question
from tests.ui.driver import Driver
from tests.ui.helpers import table_at

LANGUAGES = ("en", "zh_CN", "ja", "pt")


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_effect_is_asked_with_its_cards_name(language: str) -> None:
    """R6: each immediate effect reads as a question about the card that brings it."""
    i18n.set_language(language)
    try:
        for effect in EFFECT_QUESTIONS:
            question = effect_question(effect, "CMF_REGISTA")
            assert question.startswith(card_name("CMF_REGISTA")), question
            assert "{" not in question and question.rstrip().endswith(("?", "？")), question
            if language != "en":
                assert question != EFFECT_QUESTIONS[effect].format(card=card_name("CMF_REGISTA")), "untranslated"
        assert effect_question("DRAW_2_KEEP_1", "CMF_REGISTA") != effect_question("DRAW_1", "CMF_REGISTA")
        assert effect_question("NOT_AN_EFFECT", "") and "{" not in effect_question("NOT_AN_EFFECT", "")
    finally:
        i18n.set_language("en")


def test_the_effect_prompt_on_the_table_names_the_card() -> None:
    app = App(headless=True, sound=False, size=(1920, 1080))
    try:
        scene = table_at(app, Driver(app), "effect", seed=3)
        view = scene.view()
        card = view.placed_card or ""
        assert scene.prompt.title == effect_question(view.pending_effects[0], card)
        assert not scene.prompt.title.startswith("Use ") and " of " not in scene.prompt.hint
        assert scene.prompt.hint  # what the effect does, in full
    finally:
        app.close()


def test_a_number_is_not_left_alone_on_the_hints_last_line() -> None:
    """review22 #9: "attack base 3, your base defense / 0" at 1920 en."""
    app = App(headless=True, sound=False, size=(1920, 1080))
    try:
        text = "attack base 3, your base defense 0"
        size = hint_size()
        widest = assets.text(text, size, (0, 0, 0)).get_width()
        last_word = assets.text("0", size, (0, 0, 0)).get_width()
        width = widest - last_word  # greedy wrapping leaves "0" alone
        assert wrap(text, size, width)[-1] == "0"
        lines = balanced(text, size, width, 2)
        assert len(lines) == 2 and lines[-1] != "0" and lines[-1].endswith("defense 0"), lines
        fit_size, fit = hint_fit(text, width)
        assert len(fit) == 2 and fit[-1] != "0"
        assert all(assets.text(line, fit_size, (0, 0, 0)).get_width() <= width for line in fit)
    finally:
        app.close()


@pytest.mark.parametrize("language", ["en", "ja", "pt"])
def test_balanced_hints_keep_their_line_count(language: str) -> None:
    """Balancing never takes a line more than plain wrapping, nor a smaller size."""
    i18n.set_language(language)
    app = App(headless=True, sound=False, size=(1024, 600))
    try:
        table_at(app, Driver(app), "defend_synergy", seed=3)
        room = L.get().prompt.w - L.get().px(24)
        for hint in (app.stack.top.prompt.hint, i18n._("arrows move between the lit places; drop or Enter places it")):  # type: ignore[union-attr]
            size, lines = hint_fit(hint, room)
            assert len(lines) == len(wrap(hint, size, room))
            shortest = min(assets.text(line, size, (0, 0, 0)).get_width() for line in lines)
            longest = max(assets.text(line, size, (0, 0, 0)).get_width() for line in lines)
            assert len(lines) == 1 or shortest * 4 >= longest, lines
    finally:
        app.close()
        i18n.set_language("en")
