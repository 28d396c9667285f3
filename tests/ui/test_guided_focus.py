"""The guided match's lesson puts the keyboard focus on what it asks for (the review: "the lesson
says pick RB Wing Back (key 2) but keyboard focus stays on card 1"), so Enter follows the lesson."""

from __future__ import annotations

import pygame

from game.engine import actions as A
from game.ui.scenes.match.draft import DraftScene
from game.ui.scenes.match.lineup import LineupScene
from game.ui.scenes.table.table_scene import TableScene
from game.ui.words.card_text import short
from tests.ui.test_tutorial import guide_of, guided_app, wait_for_tip
from tests.ui.test_tutorial_input import by_keys, guided, next_tip


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
        assert tip.targets[0].contains(focused), (tip.key, menu.focus)
        checked += 1
        cursor, bench = guide.cursor, list(top.bench)
        d.key(pygame.K_RETURN)
        assert guide.refused == 0 and (guide.cursor > cursor or top.bench != bench)
    assert checked >= 4, "three cards to bench and the confirm button"


def test_the_named_number_key_starts_the_place_preview_on_the_lit_place() -> None:
    """Review22 #10: lesson 3 said "3, then arrows and Enter" and the preview opened one place left
    of the ringed one; now the number key the bubble names puts the preview on the lit place, and
    Enter places the card there (R2.3), in every placing step of the lessons."""
    app, d = guided()
    placed = 0
    for _ in range(120):
        tip = next_tip(app, d)
        guide = guide_of(app)
        if tip is None or guide is None or placed >= 3:
            break
        step = guide.step
        scene = app.stack.top
        if tip.note or step is None or not isinstance(step.action, A.Place) or not isinstance(scene, TableScene):
            by_keys(d, guide, tip)
            continue
        assert tip.keys is not None and tip.keys.key is not None and not tip.keys.arrows, tip.keys
        d.key(tip.keys.key)
        places = scene.places(step.action.card)
        assert scene.selected == step.action.card
        assert places[scene.cursor] == (step.action.row, step.action.col), (places, scene.cursor)
        d.frame()
        assert guide.tip is not None and guide.tip.keys is not None
        assert guide.tip.keys.words() == "Enter", "the bubble no longer asks for arrows"
        cursor = guide.cursor
        d.key(pygame.K_RETURN)
        assert guide.refused == 0 and guide.cursor == cursor + 1
        placed += 1
    assert placed >= 3, "the position, front line and icon lessons place a card each"


def test_a_lesson_that_asks_for_a_hand_card_leaves_no_gold_focus_on_the_decision_panel() -> None:
    """Review23 #10: lesson 3 asked for key 3 while the gold focus sat on "Substitute…"; the panel's
    focus now rests (hidden, Enter inert) until an arrow key wakes it."""
    app, d = guided()
    for _ in range(120):
        tip = next_tip(app, d)
        guide = guide_of(app)
        if tip is None or guide is None:
            break
        step, scene = guide.step, app.stack.top
        if tip.note or step is None or not isinstance(step.action, A.Place) or not isinstance(scene, TableScene):
            by_keys(d, guide, tip)
            continue
        d.frame()
        menu = scene.menu
        assert menu.buttons and not any(pygame.Rect(b.rect).colliderect(tip.targets[0]) for b in menu.buttons)
        assert menu.resting, "the decision panel shows no keyboard focus the lesson does not ask for"
        mode = scene.mode
        d.key(pygame.K_RETURN)
        assert scene.mode == mode and guide.refused == 0, "Enter opens no button the lesson did not ask for"
        d.key(pygame.K_DOWN)
        assert not menu.resting, "an arrow key brings the focus back"
        return
    raise AssertionError("no placing lesson reached")
