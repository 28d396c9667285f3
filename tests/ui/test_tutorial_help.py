"""F1 in the guided match asks for the rules, as in any match: the rules open at the question
and the lesson waits where it was; another key (F12) or the bubble's button leaves the lessons."""

from __future__ import annotations

import pygame

from game.ui.look import bindings
from game.ui.scenes.rules.rules_help import RulesHelpScene
from game.ui.scenes.rules.rules_pages import page_for_rule
from game.ui.scenes.table.table_scene import TableScene
from game.ui.tutorial import texts as T
from game.ui.tutorial.guide import SKIP_KEY, guide_of
from game.ui.widgets.key_hint import RULE_KEYS
from tests.ui.driver import key_event
from tests.ui.test_tutorial_resume import first_human_step, press_continue, saved_guided


def test_f1_opens_the_rules_and_the_lesson_is_still_on_after_closing_them() -> None:
    step = first_human_step(20)
    saved_guided(step)
    app, d = press_continue()
    guide = guide_of(app)
    scene = app.stack.top
    assert guide is not None and guide.active and isinstance(scene, TableScene)
    tip, cursor = guide.tip, guide.cursor
    assert tip is not None and scene.rule
    assert SKIP_KEY not in RULE_KEYS
    question = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SLASH, mod=pygame.KMOD_SHIFT, unicode="?", scancode=0)
    for event in (key_event(pygame.K_F1), [question]):
        d.frame(event)
        rules = app.stack.top
        assert isinstance(rules, RulesHelpScene) and rules.page == page_for_rule(scene.rule)
        assert guide_of(app) is guide and guide.active and guide.tip is None  # out of the rules' way
        d.key(pygame.K_ESCAPE)
        d.frame(n=2)
        assert app.stack.top is scene and guide_of(app) is guide and guide.active
        assert guide.cursor == cursor and guide.tip is not None and guide.tip.key == tip.key
    d.key(SKIP_KEY)
    assert guide_of(app) is None and guide.skipped and not app.stack.errors


def test_f1_during_a_note_opens_the_rules_and_the_note_waits() -> None:
    step = first_human_step(20)
    saved_guided(step, tutorial_note=None)
    app, d = press_continue()
    guide = guide_of(app)
    assert guide is not None
    guide.note = "icon"  # a note on screen, as after the icon lesson's move
    d.frame(n=2)
    scene = app.stack.top
    assert guide.tip is not None and guide.tip.note and isinstance(scene, TableScene) and scene.rule
    question = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SLASH, mod=pygame.KMOD_SHIFT, unicode="?", scancode=0)
    for event in (key_event(pygame.K_F1), [question]):
        d.frame(event)
        assert isinstance(app.stack.top, RulesHelpScene) and guide.refused == 0
        d.key(pygame.K_ESCAPE)
        d.frame(n=2)
    assert guide.note == "icon" and guide.tip is not None and guide.tip.key == "icon"
    note = T.REFUSED_NOTE.format(key=bindings.name("leave"))  # the player's own key (issue #42 point 5)
    assert "F12" in note and "F1 " not in note
    assert guide.skip_rect.w > 0  # "Leave the lessons (F12)" is still there
    d.click(guide.skip_rect.center)
    assert guide_of(app) is None and guide.skipped and not app.stack.errors
