"""The guided match's lesson puts the keyboard focus on what it asks for (the review: "the lesson
says pick RB Wing Back (key 2) but keyboard focus stays on card 1"), so Enter follows the lesson."""

from __future__ import annotations

import pygame

from game.engine import actions as A
from game.ui.scenes.match.draft import DraftScene
from game.ui.words.card_text import short
from tests.ui.test_tutorial import guide_of, guided_app, wait_for_tip


def test_enter_picks_the_star_each_draft_lesson_asks_for() -> None:
    app, d, _guide = guided_app((1024, 600))
    asked_off_first = 0
    for _ in range(30):
        tip = wait_for_tip(app, d)
        guide = guide_of(app)
        if tip is None or guide is None or not isinstance(app.stack.top, DraftScene):
            break
        if tip.note:
            d.key(pygame.K_RETURN)
            continue
        step = guide.step
        assert step is not None and isinstance(step.action, A.DraftPick)
        menu = app.stack.top.menu
        wanted = next(i for i, b in enumerate(menu.buttons) if short(step.action.card) in b.label)
        asked_off_first += wanted != 0
        assert menu.focus == wanted, (tip.key, menu.focus, wanted)
        cursor = guide.cursor
        d.key(pygame.K_RETURN)
        assert guide.refused == 0 and guide.cursor > cursor
    assert asked_off_first >= 1, "a draft lesson asks for a star that is not the first"
