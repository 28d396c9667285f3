"""The guided match's lesson puts the keyboard focus on what it asks for (the review: "the lesson
says pick RB Wing Back (key 2) but keyboard focus stays on card 1"), so Enter follows the lesson."""

from __future__ import annotations

import pygame

from game.engine import actions as A
from game.ui.scenes.match.draft import DraftScene
from game.ui.scenes.match.lineup import LineupScene
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


def test_the_line_up_lesson_puts_the_focus_on_each_card_it_rings() -> None:
    """Review22 #10: lesson 2 rang DMF while the keyboard focus stayed on CF; each card the
    lesson asks to bench (and then the confirm button) takes the focus, so Enter benches it."""
    app, d, _guide = guided_app((1024, 600))
    checked = 0
    for _ in range(40):
        tip = wait_for_tip(app, d)
        guide = guide_of(app)
        if tip is None or guide is None:
            break
        top = app.stack.top
        if isinstance(top, DraftScene):
            d.key(pygame.K_RETURN)
            continue
        if not isinstance(top, LineupScene):
            break
        if tip.note:
            d.key(pygame.K_RETURN)
            continue
        d.app.step(0.05, [])  # the scene's buttons come with the frame the lesson asks on
        menu = top.menu
        focused = menu.buttons[menu.focus].rect
        assert pygame.Rect(focused) == tip.targets[0], (tip.key, menu.focus)
        checked += 1
        cursor, bench = guide.cursor, list(top.bench)
        d.key(pygame.K_RETURN)
        assert guide.refused == 0 and (guide.cursor > cursor or top.bench != bench)
    assert checked >= 4, "three cards to bench and the confirm button"
