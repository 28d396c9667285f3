"""Issue #38 (frame budget): where a line's letters lie in its picture is kept between frames (the
panels' subheadings and the prompt's hint asked for it on every frame), equal to the picture's own
measure and forgotten with the rendered text when the language changes."""

from __future__ import annotations

import pygame

from game.ui.look import assets
from tests.ui.helpers import new_app


def test_the_kept_ink_box_is_the_rendered_lines_own() -> None:
    new_app()
    for s, size, bold in (("available players (4)", 12, False), ("Home", 19, True), ("gjpqy", 13, False)):
        kept = assets.ink(s, size, (200, 200, 200), bold)
        assert kept == assets.text(s, size, (200, 200, 200), bold).get_bounding_rect()
        kept.move_ip(5, 5)  # a caller moving its copy moves nothing kept
        assert (
            assets.ink(s, size, (200, 200, 200), bold)
            == assets.text(s, size, (200, 200, 200), bold).get_bounding_rect()
        )


def test_the_ink_box_follows_the_text_size_and_is_forgotten_with_the_words() -> None:
    app, _d = new_app()
    small = assets.ink("Substitution", 12, (255, 255, 255))
    app.resize((2560, 1440))
    assert assets.ink("Substitution", 12, (255, 255, 255)).h > small.h
    assets.ink("Substitution", 12, (255, 255, 255))
    before = assets._ink_px.cache_info().currsize
    assets.reset_text_caches()  # another language: other fonts
    assert before > 0 and assets._ink_px.cache_info().currsize == 0
    assert isinstance(assets.ink("Substitution", 12, (255, 255, 255)), pygame.Rect)
