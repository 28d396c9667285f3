"""The guided first match, a scripted tutorial: the script teaches every lesson in order, and the
whole guided match plays headless through the real scenes by following the guide's highlighted
targets with synthetic input only (tests/ui/driver.py)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace
from itertools import pairwise

import pygame
import pytest

from game import i18n
from game.ai.scripted import ScriptedAgent, load_script
from game.engine import actions as A
from game.engine.state import Game
from game.ui.look import layout as L
from game.ui.look.metrics import px
from game.ui.look.theme import ERROR
from game.ui.scenes.match.base import MatchBase
from game.ui.scenes.match.draft import DraftScene
from game.ui.scenes.menus.menus import TitleScene
from game.ui.scenes.table.table_scene import TableScene
from game.ui.tutorial import texts as T
from game.ui.tutorial.bubble import RING, arrow_route
from game.ui.tutorial.guide import Guide, guide_of
from game.ui.tutorial.lessons import LESSONS, Tracker
from game.ui.tutorial.tips import Tip
from game.ui.window.app import App
from tests.ui.driver import Driver, await_computer, key_event, number_key

Seen = list[tuple[int, Tip]]
WAIT_DT = 0.1  # seconds per frame while the animations play out (as tests/ui/test_tutorial_input.py)


def guided_app(size: tuple[int, int] = (1024, 600), speed: float = 4.0) -> tuple[App, Driver, Guide]:
    """The guided match started from the title, by default at the smallest window; animations at
    `speed` (default the player's "very fast": the lessons wait for them the same way, in a quarter
    of the frames)."""
    app = App(headless=True, sound=False, size=size)
    app.settings = replace(app.settings, anim_speed=speed)
    app.stack.push(TitleScene(app))
    d = Driver(app)
    d.key(number_key(app.stack.top.menu, "Guided first match"))  # type: ignore[union-attr]
    guide = guide_of(app)
    assert guide is not None
    return app, d, guide


def wait_for_tip(app: App, d: Driver, limit: int = 900) -> Tip | None:
    """Frames until the guide shows a tip (the computer plays meanwhile); None once it is gone."""
    for _ in range(limit):
        top = app.stack.top
        if isinstance(top, MatchBase):
            top.ctrl.think_pause = 0.0
        guide = guide_of(app)
        if guide is None:
            return None
        if guide.tip is not None and guide.box.w > 0:
            return guide.tip
        if isinstance(top, MatchBase):
            await_computer(top)
        d.app.step(WAIT_DT, [])  # nobody touches anything meanwhile: longer frames, fewer of them
    raise AssertionError("the guide showed nothing for too long")


def do(d: Driver, guide: Guide, tip: Tip) -> None:
    """What a player following the guide does: Next on a note, else the ringed target (a card is
    dragged onto its lit place)."""
    if tip.note:
        d.click(guide.buttons[0][0].center)
    elif tip.drop is not None and tip.targets[0] != tip.drop:
        d.drag(tip.targets[0].center, tip.drop.center)
    else:
        d.click(tip.targets[0].center)


def follow(
    app: App, d: Driver, until: Callable[[Guide, Tip], bool] | None = None, seen: Seen | None = None
) -> Tip | None:
    """Follow the guide until `until` holds for the tip on screen (returned) or the guide is gone."""
    for _ in range(400):
        tip = wait_for_tip(app, d)
        guide = guide_of(app)
        if tip is None or guide is None:
            return None
        if seen is not None and (not seen or seen[-1][1] is not tip):
            seen.append((guide.cursor, tip))
        if until is not None and until(guide, tip):
            return tip
        do(d, guide, tip)
    raise AssertionError("the tutorial did not end")


def ringed(surface: pygame.Surface, rect: pygame.Rect) -> bool:
    """Ring-coloured pixels in the band just outside `rect`: the guide's ring."""
    band = rect.inflate(px(26), px(26)).clip(surface.get_rect())
    gold = 0
    for x in range(band.left, band.right, 2):
        for y in range(band.top, max(band.top + 1, rect.top)):
            if surface.get_at((x, y))[:3] == RING:
                gold += 1
    return gold >= 6


def test_the_script_teaches_every_lesson_in_order_with_the_engine_alone() -> None:
    script = load_script()
    state = Game(seed=script.seed).new_initial_state()
    tracker = Tracker()
    agent = ScriptedAgent(0, script)
    for index, step in enumerate(script.steps):
        side = state.current_player()
        assert side == step.side, index
        legal = state.legal_actions()
        if side == agent.side:
            agent.cursor = None  # no script: it plays like Easy, legally
            assert agent.choose(state.view(side)) in legal
            agent.cursor = index
            assert agent.choose(state.view(side)) == step.action
        assert step.action in legal, index
        tracker.see(state, side, step.action, legal, state.apply_action(step.action), index)
    assert tracker.done == list(LESSONS) == list(script.lessons)
    lineup = next(s.action for s in script.steps if s.side == script.human and isinstance(s.action, A.ChooseLineup))
    drafted = [s.action.card for s in script.steps if s.side == script.human and isinstance(s.action, A.DraftPick)]
    assert isinstance(lineup, A.ChooseLineup) and not set(drafted) & set(lineup.bench)  # the stars just drafted play
    assert state.additional_time and state.current_player() == script.human


@dataclass
class Walk:
    """A guided match played to full time by following the targets, and what was checked on the way."""

    app: App
    guide: Guide
    seen: Seen = field(default_factory=list)
    ring_checked: int = 0
    covered: list[str] = field(default_factory=list)  # what clear_of_the_play found (#38.5)
    drafted: list[int] = field(default_factory=list)  # the draft tips checked, by removed lines on screen


def walk(size: tuple[int, int], speed: float = 4.0) -> Walk:
    """Every tip on the way is checked: its bubble clear of its targets and inside the window, the
    ring drawn round its target, a first click of two changing nothing; and clear_of_the_play."""
    app, d, guide = guided_app(size, speed)
    script = guide.script
    done = Walk(app, guide)
    drafted.clear()
    for _ in range(400):
        tip = wait_for_tip(app, d)
        current = guide_of(app)
        if tip is None or current is None:
            break
        done.seen.append((current.cursor, tip))
        try:
            clear_of_the_play(current, tip)
        except AssertionError as crossing:
            done.covered.append(str(crossing))
        keep_clear = [*tip.targets, *tip.avoid] + ([tip.drop] if tip.drop is not None else [])
        assert not any(current.box.colliderect(r) for r in keep_clear), (tip.key, current.box)
        assert app.screen.get_rect().contains(current.box)
        if not tip.note:
            step = script.steps[current.cursor]
            assert step.side == script.human and tip.targets, tip.key
            if isinstance(step.action, A.Place):
                assert tip.drop == L.card_rect(True, step.action.row, step.action.col)
            d.frame()
            assert ringed(app.screen, tip.targets[0]), tip.key
            done.ring_checked += 1
        version = app.stack.top.ctrl.version  # type: ignore[union-attr]
        cursor = current.cursor
        do(d, current, tip)
        if not tip.note and current.cursor == cursor and tip.key in ("lineup", "substitution", "shot_direct"):
            assert app.stack.top.ctrl.version == version  # type: ignore[union-attr]  # a first click of two
    done.drafted = list(drafted)
    return done


@pytest.fixture(scope="module")
def walked(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Walk]:
    """The guided match at the smallest window (where bubbles and cards crowd first), walked once
    for the tests that read it (in a fresh folder of its own: it runs before each test gets one)."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("MN11_HOME", str(tmp_path_factory.mktemp("mn11-home")))
        patch.setenv("MN11_NO_DISCOVERY", "1")
        yield walk((1024, 600))


@pytest.mark.parametrize(
    ("size", "speed"),
    [
        pytest.param((1280, 720), 4.0, marks=pytest.mark.slow),  # the first window: the big run
        pytest.param((1920, 1080), 1.0, marks=pytest.mark.slow),  # larger, at normal speed: the big run
    ],
    ids=["1280x720", "1920x1080-normal-speed"],
)
def test_the_guided_match_teaches_every_lesson_by_following_the_targets_at(size: tuple[int, int], speed: float) -> None:
    taught_every_lesson(walk(size, speed))


def test_the_guided_match_teaches_every_lesson_covers_nothing_it_talks_about_and_says_why_once(walked: Walk) -> None:
    """One test reads the one walk: xdist would walk it again in each worker that ran a part (~2.5 s each)."""
    taught_every_lesson(walked)
    never_covered(walked)
    says_why_once_in_one_line(walked)


def taught_every_lesson(done: Walk) -> None:
    app, guide, seen = done.app, done.guide, done.seen
    assert guide_of(app) is None and guide.done and not guide.skipped
    assert guide.cursor == len(guide.script.steps)
    taught = [t.lesson for _c, t in seen if t.teaching]
    assert [name for name in LESSONS if name in taught] == list(LESSONS)
    assert taught == sorted(taught, key=LESSONS.index)  # every lesson in order
    keys = [t.key for _c, t in seen]
    for key in ("draft", "lineup", "position", "frontline", "icon", "pass", "press", "crack", "token"):
        assert key in keys
    for key in ("synergy_magic", "magic", "tackle", "kick", "substitution", "additional"):
        assert key in keys
    assert keys.index("crack") < keys.index("token") < keys.index("synergy_magic") < keys.index("magic")
    assert done.ring_checked > 20
    # the lessons are over; the match goes on against the computer
    top = app.stack.top
    assert isinstance(top, TableScene) and top.ctrl.view().score == (2, 0)  # the magic shot and the penalty
    assert top.ctrl.extra["tutorial_step"] == -1
    assert not app.stack.errors


def test_an_off_script_action_is_refused_gently() -> None:
    app, d, guide = guided_app()
    tip = follow(app, d, until=lambda g, t: t.key == "position")
    assert tip is not None
    scene = app.stack.top
    assert isinstance(scene, TableScene)
    version, cursor = scene.ctrl.version, guide.cursor
    step = guide.script.steps[cursor]
    assert isinstance(step.action, A.Place)
    view = scene.view()
    other = next(i for i, c in enumerate(view.me.available) if c != step.action.card and scene.places(c))
    # another card dragged onto one of its lit places; a keyboard shortcut; a click on an empty spot
    place = scene.places(view.me.available[other])[0]
    d.drag(L.available_rect(other).center, L.card_rect(True, *place).center)
    d.frame(key_event(pygame.K_1), 2)
    d.click((L.get().field.centerx, L.get().top_y + px(30)))
    # the intended card dropped on another lit place
    wrong = next(p for p in scene.places(step.action.card) if p != (step.action.row, step.action.col))
    d.drag(tip.targets[0].center, L.card_rect(True, *wrong).center)
    assert scene.ctrl.version == version and guide.cursor == cursor
    assert guide.refused > 0 and not (scene.message and scene.message_color == ERROR)
    d.frame()
    assert guide.tip is not None and guide.box.h > 0  # the bubble says "not now"
    follow(app, d, until=lambda g, t: g.cursor > cursor)
    assert scene.ctrl.version > version


def quit_to_title(app: App, d: Driver) -> None:
    d.key(pygame.K_ESCAPE)
    labels = [b.label for b in app.stack.top.menu.buttons]  # type: ignore[union-attr]
    d.key(pygame.K_1 + labels.index("Quit to title"))
    d.key(pygame.K_1)
    assert isinstance(app.stack.top, TitleScene) and guide_of(app) is None


def press_continue(app: App, d: Driver) -> Guide:
    labels = [b.label for b in app.stack.top.menu.buttons]  # type: ignore[union-attr]
    assert labels[0] == "Continue"
    d.key(pygame.K_0)  # Continue is 0 on the title: the rows below keep their numbers (issue #38 point 7)
    guide = guide_of(app)
    assert guide is not None
    return guide


def test_leaving_and_continue_resume_at_the_same_lesson() -> None:
    app, d, guide = guided_app()
    tip = follow(app, d, until=lambda g, t: t.key == "pass")
    assert tip is not None
    cursor, lesson = guide.cursor, guide.lesson_index
    quit_to_title(app, d)
    guide = press_continue(app, d)
    assert (guide.cursor, guide.lesson_index) == (cursor, lesson)
    again = wait_for_tip(app, d)
    assert again is not None and again.key == "pass"
    # a note on screen when leaving is shown again
    tip = follow(app, d, until=lambda g, t: t.key == "magic")
    assert tip is not None and tip.note
    cursor = guide.cursor
    quit_to_title(app, d)
    guide = press_continue(app, d)
    assert guide.cursor == cursor and guide.note == "magic"
    again = wait_for_tip(app, d)
    assert again is not None and again.key == "magic"
    # "Leave the lessons": the match goes on without the guide, also after Continue
    d.click(next(rect for rect, label, _a in guide.buttons if label == "Leave the lessons").center)
    assert guide_of(app) is None and guide.skipped
    quit_to_title(app, d)
    d.key(number_key(app.stack.top.menu, "Continue"))  # type: ignore[union-attr]
    assert isinstance(app.stack.top, MatchBase) and guide_of(app) is None
    assert not any(isinstance(a, ScriptedAgent) for a in app.stack.top.ctrl.agents)


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
def test_the_draft_and_line_up_lessons_leave_the_title_lines_readable(size: tuple[int, int]) -> None:
    """The bubble never sits over the round, the rule or whose pick it is."""
    from game.ui.scenes.match.draft import HEADER
    from game.ui.scenes.match.lineup import GRID_TOP, LineupScene

    app, d, guide = guided_app(size)
    seen: dict[str, int] = {}
    while isinstance(app.stack.top, (DraftScene, LineupScene)):
        tip = wait_for_tip(app, d)
        assert tip is not None
        d.frame()
        scene = app.stack.top
        if not isinstance(scene, (DraftScene, LineupScene)):
            break
        if isinstance(scene, DraftScene):  # the title lines themselves (their empty sides may hold the bubble)
            title_lines = scene.header_rects()
            assert len(title_lines) == 3 and all(r.bottom <= px(HEADER) for r in title_lines)
        else:
            title_lines = [pygame.Rect(0, 0, size[0], px(GRID_TOP) - px(4))]
        assert guide.box.collidelist(title_lines) < 0, (type(scene).__name__, guide.box)
        seen[type(scene).__name__] = seen.get(type(scene).__name__, 0) + 1
        do(d, guide, tip)
    assert seen.get("DraftScene", 0) >= 3 and seen.get("LineupScene", 0) >= 1


drafted: list[int] = []  # the draft tips checked, by removed lines on screen


def clear_of_the_play(guide: Guide, tip: Tip) -> bool:
    """#38.5: the bubble and its arrow cross no card in play, no line of the question and no
    button (the arrow may end at its own target). Raises on a crossing; False to follow on."""
    scene = guide.scene()
    if scene is None or tip.key == "result":
        return False
    view = scene.view()
    buttons = [b.rect for b in getattr(getattr(scene, "menu", None), "buttons", ())]
    never = [*scene.never_cover(view), *buttons]
    if isinstance(scene, DraftScene):  # #38.5: the draft's results, the stars picked and the removed line
        # (review24 #6: a panel's empty room may hold a bubble too wide for any margin)
        results = [*scene.star_rects(view), *scene.panel_title_rects(), *scene.removed_rects()]
        assert not any(guide.box.colliderect(r) for r in results), (tip.key, guide.box)
        assert view.stars_removed or not scene.removed_rects()
        drafted.append(len(scene.removed_rects()))
    assert not any(guide.box.colliderect(r) for r in never), (tip.key, guide.box)
    if tip.targets:
        route = arrow_route(guide.box, tip.targets[0], (*tip.avoid, *tip.cross), guide.app.screen.get_rect())
        ring = tip.targets[0].inflate(px(16), px(16))
        for line in pairwise(route or []):
            assert not any(r.clipline(*line) and not r.colliderect(ring) for r in never), (tip.key, line)
    return False


def never_covered(walked: Walk) -> None:
    assert walked.covered == [] and len(walked.seen) > 20  # every tip checked, to full time
    assert len(walked.drafted) >= 3 and any(walked.drafted)  # the draft's tips, with a removed line at least once


def says_why_once_in_one_line(walked: Walk) -> None:
    """#38.5: every lesson's opening tip ends in one line of why its move is good; no sentence of
    one bubble is said again by a later one (a step asked again says it in other words)."""
    seen = walked.seen
    whys = {i18n._(w) for w in T.WHY.values()}
    taught = {tip.lesson for _c, tip in seen if tip.text.split("\n")[-1] in whys}
    assert taught == set(LESSONS)
    for why in T.WHY.values():
        assert "\n" not in why and len(why) <= 90 and why.count(". ") == 0, why
    bubbles: list[str] = []
    for _cursor, tip in seen:
        if not bubbles or bubbles[-1] != tip.text:  # the same bubble, drawn again
            bubbles.append(tip.text)
    said: dict[str, int] = {}
    for i, text in enumerate(bubbles):
        for line in text.split("\n"):
            assert said.setdefault(line, i) == i, f"said again: {line!r}"
