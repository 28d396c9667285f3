"""A wrong number key in a table lesson gets the answer a draft lesson gives, and the lesson's ring
goes under a picked-up card (review25 #7: lesson 3 asked for key 3, key 1 picked up the Striker
without a word, and the ring cut "ストライカー" in two)."""

from __future__ import annotations

import pygame

from game.ui.look.metrics import px
from game.ui.scenes.table.table_scene import TableScene
from game.ui.tutorial.guide import guide_of
from tests.ui.driver import key_event
from tests.ui.test_tutorial_input import by_keys, guided, next_tip


def test_a_wrong_number_key_on_the_table_is_refused_and_picks_up_nothing() -> None:
    app, d = guided()
    try:
        for _ in range(60):
            tip = next_tip(app, d)
            guide = guide_of(app)
            assert tip is not None and guide is not None, "no table lesson asked for a number key"
            scene = app.stack.top
            if isinstance(scene, TableScene) and not tip.note and tip.keys is not None and tip.keys.key is not None:
                break
            by_keys(d, guide, tip)
        wrong = pygame.K_1 if tip.keys.key != pygame.K_1 else pygame.K_2
        before = (scene.selected, scene.mode, guide.cursor)
        d.frame(key_event(wrong), 2)
        assert guide.refused > 0, "the wrong key got no answer"
        assert (scene.selected, scene.mode, guide.cursor) == before, "the wrong key picked up a card"
        assert "ringed" in " ".join(line for line, _c in guide.foot(tip, 10_000))
        guide.refused = 0
        by_keys(d, guide, tip)  # the key the lesson asks for still works
        assert guide.refused == 0 and guide.cursor > before[2]
    finally:
        app.close()


def test_the_lessons_ring_goes_under_the_picked_up_card() -> None:
    """Review25 #7 (win/g10_crop.png): the target's frame was drawn over the ghost card and cut
    "ストライカー" in two. The ring goes under the ghost: its pixels are the table's."""
    app, d = guided()
    try:
        for _ in range(60):
            tip = next_tip(app, d)
            guide = guide_of(app)
            assert tip is not None and guide is not None, "no lesson had a player to pick up"
            scene = app.stack.top
            if isinstance(scene, TableScene) and tip.drop is not None and tip.keys is not None and tip.keys.key:
                break
            by_keys(d, guide, tip)
        d.key(tip.keys.key)
        d.frame(n=2)
        under = scene.ring_under()
        assert under, "the picked-up player shows no ghost"
        surface = app.screen
        for ghost_at in (under[0], under[0].move(under[0].w // 2, 0)):  # on the lit place, and half over it
            scene.draw(surface)
            ghost = under[0]
            before = surface.subsurface(ghost).copy()
            tip.drop = ghost_at
            guide.draw(surface)
            after = surface.subsurface(ghost)
            assert ghost.colliderect(tip.drop.inflate(px(20), px(20)))
            changed = sum(
                before.get_at((x, y)) != after.get_at((x, y))
                for x in range(0, ghost.w, 3)
                for y in range(0, ghost.h, 3)
                if not guide.box.collidepoint(ghost.x + x, ghost.y + y)
            )
            assert changed == 0, f"the ring changed {changed} pixels of the ghost card"
    finally:
        app.close()
