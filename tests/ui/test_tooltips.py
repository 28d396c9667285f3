"""Tooltips never cover the decision (issue #21): hovering any card on the table leaves the prompt's
buttons (Shoot / Don't shoot, ...) in sight, and no tooltip shows through an overlay or the penalty
goal."""

from __future__ import annotations

import pygame
import pytest

from game.ui.look import layout as L
from game.ui.scenes.overlays.overlays import PauseMenu, place_tip
from game.ui.scenes.table.table_scene import TableScene
from game.ui.window.app import App
from tests.ui.driver import Driver, mouse_move
from tests.ui.helpers import first_every_run, session_at

SIZES = ((1024, 600), (1280, 720), (1920, 1080))


def table_at(phase: str, size: tuple[int, int]) -> tuple[App, Driver, TableScene]:
    app = App(headless=True, sound=False, size=size)
    d = Driver(app)
    session_at(app, (phase,), seed=3, random_play=True)
    scene = app.stack.top
    assert isinstance(scene, TableScene)
    scene.anim.skip_all()
    d.frame(n=2)
    return app, d, scene


def hover(d: Driver, scene: TableScene, pos: tuple[int, int]) -> pygame.Rect | None:
    """The tooltip drawn with the pointer resting on `pos` (None: no tooltip)."""
    d.frame([mouse_move(pos)])
    scene.hover_time = 1.0
    d.frame()
    return scene.tip


def card_points(scene: TableScene) -> list[tuple[int, int]]:
    """The centre of every card the pointer can rest on: both fields, both boards, the hand."""
    v = scene.view()
    points = [L.card_rect(side == v.viewer, row, col).center for side in (0, 1) for _c, row, col in v.teams[side].field]
    for side in (0, 1):
        points += [
            L.board_slot_rect(side == v.viewer, i + 1).center
            for i, slot in enumerate(v.teams[side].board)
            if slot.card is not None
        ]
    points += [L.hand_rect(i).center for i in range(len(v.me.hand or ()))]
    return points


@pytest.mark.parametrize("size", first_every_run(list(SIZES), [f"{w}x{h}" for w, h in SIZES]))
def test_no_tooltip_covers_the_decision_buttons(size: tuple[int, int]) -> None:
    for phase in ("shoot_option", "team_action", "attack_synergy"):
        app, d, scene = table_at(phase, size)
        buttons = [b.rect for b in scene.menu.buttons]
        assert buttons, phase
        points = card_points(scene)
        assert points, phase
        shown = 0
        for pos in points:
            tip = hover(d, scene, pos)
            if tip is None:
                continue
            shown += 1
            assert not any(tip.colliderect(b) for b in buttons), (phase, pos, tip)
            assert not tip.colliderect(L.get().prompt), (phase, pos, tip)
            assert not tip.collidepoint(pos), (phase, pos, tip)
        assert shown, phase  # the tooltips still show
        app.close()


def test_no_tooltip_shows_through_an_overlay_or_the_penalty_goal() -> None:
    app, d, scene = table_at("team_action", (1280, 720))
    pos = card_points(scene)[0]
    assert hover(d, scene, pos) is not None
    app.stack.push(PauseMenu(app, scene.session))
    d.frame(n=2)
    assert scene.tip is None
    app.close()
    app, d, scene = table_at("penalty_kick", (1280, 720))
    for pos in card_points(scene):
        assert hover(d, scene, pos) is None
    app.close()


def test_a_tip_goes_beside_the_pointer_and_off_what_it_must_not_cover() -> None:
    bounds = pygame.Rect(0, 0, 1000, 600)
    prompt = pygame.Rect(700, 300, 300, 300)
    tip = place_tip((400, 200), (690, 350), bounds, [prompt])
    assert bounds.contains(tip) and not tip.colliderect(prompt) and not tip.collidepoint((690, 350))
