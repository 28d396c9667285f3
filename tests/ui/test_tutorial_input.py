"""The guided first match end to end twice: once with the keyboard alone (the keys the bubble names,
arrows and Enter), once with the mouse alone (clicks and drags on the ringed targets). Every lesson
is reached and finished, and following the guide is never refused."""

from __future__ import annotations

import time
from collections.abc import Callable
from itertools import pairwise

import pygame
import pytest

from game.engine import actions as A
from game.ui.look.metrics import px
from game.ui.look.theme import FOCUS, GOLD
from game.ui.scenes.match.base import MatchBase
from game.ui.scenes.match.lineup import LineupScene
from game.ui.scenes.menus.launch import start_guided
from game.ui.scenes.table.table_scene import TableScene
from game.ui.tutorial.bubble import RING
from game.ui.tutorial.guide import Guide, guide_of
from game.ui.tutorial.lessons import LESSONS
from game.ui.tutorial.tips import Tip
from game.ui.window.app import App
from tests.ui.driver import Driver, key_event, mouse_down, mouse_move, mouse_up

SIZE = (1024, 600)
WAIT_DT = 0.1  # seconds per frame while the animations play out


def next_tip(app: App, d: Driver, limit: int = 900) -> Tip | None:
    """Frames until the guide shows a tip (the computer plays meanwhile); None once it is gone."""
    for _ in range(limit):
        top = app.stack.top
        if isinstance(top, MatchBase):
            top.ctrl.think_pause = 0.0
        guide = guide_of(app)
        if guide is None:
            return None
        if guide.tip is not None and guide.box.w > 0:
            d.frame()  # a scene that has just come up builds its buttons in its first update
            return guide.tip if guide_of(app) is guide else None
        if isinstance(top, MatchBase) and top.ctrl.thinking:
            time.sleep(0.002)
        app.step(WAIT_DT, [])  # nobody touches anything meanwhile: longer frames, fewer of them
    raise AssertionError("the guide showed nothing for too long")


def arrows_to(d: Driver, at: object, want: int, key: int = pygame.K_RIGHT, limit: int = 16) -> None:
    """Arrow presses until `at()` (the cursor or focus the screen shows) is `want`."""
    for _ in range(limit):
        if at() == want:  # type: ignore[operator]
            return
        d.key(key, 1)
    raise AssertionError(f"the arrows never reached {want}")


def by_keys(d: Driver, guide: Guide, tip: Tip) -> None:
    """What the bubble's key line says: Enter on a note, else its first key, then arrows and Enter."""
    scene = d.app.stack.top
    if tip.note:
        d.key(pygame.K_RETURN)
        return
    hint = tip.keys
    assert hint is not None, f"no keyboard way to {tip.key}"
    if hint.key is not None:
        d.key(hint.key)
    if not hint.arrows and not hint.enter:
        return
    step = guide.step
    assert step is not None
    if isinstance(scene, TableScene) and isinstance(step.action, A.Place):
        places = scene.places(step.action.card)
        arrows_to(d, lambda: scene.cursor % len(places), places.index((step.action.row, step.action.col)))
    else:
        menu = scene.menu  # type: ignore[union-attr]
        hits = [i for i, b in enumerate(menu.buttons) if pygame.Rect(b.rect) in tip.targets]
        index = (hits or [i for i, b in enumerate(menu.buttons) if tip.targets[0].contains(b.rect)])[0]
        arrows_to(d, lambda: menu.focus, index, pygame.K_RIGHT if isinstance(scene, LineupScene) else pygame.K_DOWN)
    d.key(pygame.K_RETURN)


def by_mouse(d: Driver, guide: Guide, tip: Tip) -> None:
    """Next on a note, else the ringed target; a card is dragged onto its lit place."""
    if tip.note:
        d.click(guide.buttons[0][0].center)
    elif tip.drop is not None and tip.targets[0] != tip.drop:
        d.drag(tip.targets[0].center, tip.drop.center)
    else:
        d.click(tip.targets[0].center)


def play_through(app: App, d: Driver, answer: object) -> tuple[Guide, list[Tip]]:
    guide = guide_of(app)
    assert guide is not None
    seen: list[Tip] = []
    shown: list[tuple[str, str]] = []  # the bubble's heading and text, as drawn
    for _ in range(300):
        tip = next_tip(app, d)
        current = guide_of(app)
        if tip is None or current is None:
            break
        seen.append(tip)
        shown.append((current.heading, tip.text))
        answer(d, current, tip)  # type: ignore[operator]
        assert current.refused == 0, f"following the guide was refused at {tip.key}"
    repeats = [a for a, b in pairwise(shown) if a[1] == b[1] or (a[0] and a[0] == b[0])]
    assert not repeats, f"the bubble repeats itself: {repeats}"
    return guide, seen


def check_every_lesson(app: App, guide: Guide, seen: list[Tip]) -> None:
    assert guide_of(app) is None and guide.done and not guide.skipped
    assert guide.cursor == len(guide.script.steps)  # the last lesson finished
    taught = [t.lesson for t in seen if t.teaching]
    assert [name for name in LESSONS if name in taught] == list(LESSONS)
    assert taught == sorted(taught, key=LESSONS.index)
    assert not app.stack.errors


def guided(size: tuple[int, int] = SIZE) -> tuple[App, Driver]:
    app = App(headless=True, sound=False, size=size)
    start_guided(app)
    return app, Driver(app)


@pytest.mark.parametrize(
    ("play", "used", "unused"),
    [(by_keys, pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN), (by_mouse, pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN)],
    ids=["keyboard alone", "mouse alone"],
)
def test_one_input_alone_finishes_every_lesson(play: Callable[..., object], used: int, unused: int) -> None:
    app, d = guided()
    seen_events: list[int] = []
    original = app.handle

    def spy(event: pygame.event.Event) -> None:
        seen_events.append(event.type)
        original(event)

    app.handle = spy  # type: ignore[method-assign]
    guide, seen = play_through(app, d, play)
    check_every_lesson(app, guide, seen)
    assert unused not in seen_events and used in seen_events


def test_a_wrong_key_or_click_is_refused_saying_what_to_do() -> None:
    """On the first lesson the other card's key, then a click beside the target, are refused; the
    bubble names the keys and says why."""
    app, d = guided()
    tip = next_tip(app, d)
    guide = guide_of(app)
    assert tip is not None and guide is not None and tip.keys is not None and tip.keys.key is not None
    assert tip.keys.words() in " ".join(line for line, _c in guide.foot(tip, 10_000))
    wrong = pygame.K_2 if tip.keys.key == pygame.K_1 else pygame.K_1
    d.frame(key_event(wrong), 2)
    assert guide.refused > 0 and guide.cursor == 1
    assert "ringed" in " ".join(line for line, _c in guide.foot(tip, 10_000))
    guide.refused = 0
    far = (5, SIZE[1] - 5)
    d.frame([mouse_move(far), mouse_down(far), mouse_up(far)], 2)
    assert guide.refused > 0 and guide.cursor == 1


def test_the_lessons_ring_never_looks_like_keyboard_focus() -> None:
    """Focus is a gold frame; the lesson's target a mint ring with corner brackets, drawn where focus is not."""
    app, d = guided()
    tip = next_tip(app, d)
    guide = guide_of(app)
    assert tip is not None and guide is not None
    assert RING not in (GOLD, FOCUS)
    target = tip.targets[0]
    band = target.inflate(px(40), px(40)).clip(app.screen.get_rect())
    ring_pixels = sum(
        app.screen.get_at((x, y))[:3] == RING
        for x in range(band.left, band.right, 2)
        for y in range(band.top, band.bottom, 2)
        if not target.collidepoint(x, y)
    )
    assert ring_pixels > 20
