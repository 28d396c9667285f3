"""Whole matches played headless through the real scenes by the auto-player (synthetic mouse and
keyboard only), every frame checked against what the engine reported (issue #9 §3), animations at
the player's fastest setting ("very fast", 4x). One played match serves both the whole-match
assertions and the frame checks (tests/ui/test_play_match.py)."""

from __future__ import annotations

from dataclasses import dataclass, field, replace

import pytest

from game.engine.events import Event
from game.engine.view import View
from game.ui.control.controller import MatchController
from game.ui.scenes.match.base import MatchBase
from game.ui.scenes.result.result import ResultScene
from game.ui.stage import anim
from game.ui.window.app import App
from game.ui.window.session import log_line
from tests.ui.driver import AutoPlayer
from tests.ui.helpers import new_app, session_at, start_match


def drawn(view: View) -> View:
    """Everything the screen may draw from a view (legal actions are input, not drawing)."""
    return replace(view, legal_actions=())


@dataclass
class Batch:
    """One applied action as the engine reported it to the screen."""

    before: View
    events: list[Event]
    views: list[View]
    log_before: list[str]


@dataclass
class Watch:
    batches: list[Batch] = field(default_factory=list)
    frames: int = 0
    mid_frames: int = 0  # frames checked while a batch was still animating
    kinds: set[str] = field(default_factory=set)

    def check(self, app: App) -> None:
        """One frame's assertions."""
        top = app.stack.top
        scene = top if isinstance(top, MatchBase) else app.stack.find(MatchBase)
        if not isinstance(scene, MatchBase) or not self.batches:
            return
        self.frames += 1
        batch = self.batches[-1]
        shown, log = drawn(scene.shown_view()), scene.shown_log()
        assert log[: len(batch.log_before)] == batch.log_before
        new_lines = log[len(batch.log_before) :]
        animator = scene.anim
        if not animator.busy:
            assert shown == drawn(scene.view()), "idle: the screen shows the match as it is"
            assert new_lines == lines(batch.events), "idle: every line of the last action is logged"
            return
        step = animator.current
        assert step is not None
        started = step.event + 1 if step.event >= 0 else 0
        allowed = [drawn(batch.before)] + [drawn(v) for v in batch.views[:started]]
        assert shown in allowed, (
            f"the screen shows a state of an event whose animation has not started "
            f"(step {step.name!r} of event {started - 1}: {type(batch.events[started - 1]).__name__})"
        )
        started_lines = lines(batch.events[:started])
        assert new_lines == started_lines[: len(new_lines)], f"a log line ahead of its animation: {new_lines}"
        self.mid_frames += 1


DRAW_EVERY = 8  # frames of one unchanged moment between two drawings


@dataclass
class Drawn:
    """Which frames of a played match are drawn: the first frame of each moment (a scene, an
    animation step, an applied action) and every DRAW_EVERY-th frame of one moment.
    Every frame's presented state is checked all the same; drawing each of the thousands of
    in-between frames was most of a whole match's time and showed nothing new."""

    moment: object = None
    frames: int = 0

    def due(self, app: App, batches: int) -> bool:
        top = app.stack.top
        scene = top if isinstance(top, MatchBase) else app.stack.find(MatchBase)
        step = scene.anim.current if isinstance(scene, MatchBase) else None
        moment = (id(top), id(step), batches)
        self.frames += 1
        if moment != self.moment or self.frames >= DRAW_EVERY:
            self.moment, self.frames = moment, 0
            return True
        return False


def lines(events: list[Event]) -> list[str]:
    return [line for line in map(log_line, events) if line]


@dataclass(frozen=True)
class Played:
    """What a played match left: the frame checks' record and what its last screen showed."""

    mid_frames: int  # frames checked while an action was still animating
    kinds: frozenset[str]  # the kinds of events the engine reported
    seen: frozenset[str]  # the scenes that were on top
    placed_by_drag: int
    placed_by_keys: int
    phase: str
    score: tuple[int, int]
    team_scores: tuple[int, int]
    computer_side: bool  # the away side was played by the computer


def watched_match(
    monkeypatch: pytest.MonkeyPatch,
    seed: int,
    computer: bool = False,
    at: tuple[str, ...] = (),
    mouse: bool | None = None,
    until: str | None = None,
) -> Played:
    """A whole match through the scenes (from the title, or from a random position at one of
    the phases `at`), every frame checked; animations at the fastest setting (4x). `mouse`:
    the auto-player's input (default: by the seed, mouse for even ones). `until`: an event kind;
    the match stops being played once that event's animation is over."""
    watch = Watch()
    monkeypatch.setattr(anim, "LOG_KEEP", 10**6)
    apply_steps = MatchController.apply_steps

    def recording(ctrl: MatchController, action: object) -> list[tuple[Event, View]]:
        before = ctrl.view()
        scene = app.stack.find(MatchBase)
        log_before = list(scene.shown_log()) if scene is not None else []
        steps = apply_steps(ctrl, action)  # type: ignore[arg-type]
        watch.batches.append(Batch(before, [e for e, _ in steps], [v for _, v in steps], log_before))
        watch.kinds.update(type(e).__name__ for e, _ in steps)
        return steps

    monkeypatch.setattr(MatchController, "apply_steps", recording)
    undo = MatchBase.undo

    def undoing(scene: MatchBase) -> bool:
        """An undo (the auto-player may press Undo): the match is back where it was, unanimated."""
        done = undo(scene)
        if done:
            watch.batches.append(Batch(scene.view(), [], [], list(scene.shown_log())))
        return done

    monkeypatch.setattr(MatchBase, "undo", undoing)
    app, d = new_app()
    app.settings = replace(app.settings, anim_speed=4.0)
    step = app.step
    drawn = Drawn()

    def checked_step(dt: float, events: object = None, draw: bool = True) -> None:
        step(dt, events, False)  # type: ignore[arg-type]
        if draw and drawn.due(app, len(watch.batches)):
            app.draw()
        watch.check(app)

    monkeypatch.setattr(app, "step", checked_step)
    if at:
        session_at(app, at, seed, random_play=True)
    else:
        start_match(app, d, seed, computer)
    player = AutoPlayer(d, seed, use_mouse=seed % 2 == 0 if mouse is None else mouse)
    seen: set[str] = set()
    for _ in range(40000):
        top = app.stack.top
        seen.add(type(top).__name__)
        if isinstance(top, ResultScene):
            break
        if until in watch.kinds and isinstance(top, MatchBase) and not top.anim.busy:
            break
        player.step()
        assert not app.stack.errors, app.stack.errors
    scene = app.stack.top
    assert isinstance(scene, MatchBase)
    assert until in watch.kinds if until else isinstance(scene, ResultScene), f"the match did not end: {seen}"
    view = scene.view()
    return Played(
        mid_frames=watch.mid_frames,
        kinds=frozenset(watch.kinds),
        seen=frozenset(seen),
        placed_by_drag=player.placed_by_drag,
        placed_by_keys=player.placed_by_keys,
        phase=scene.ctrl.phase,
        score=view.score,
        team_scores=(view.teams[0].score, view.teams[1].score),
        computer_side=scene.ctrl.agents[1] is not None,
    )


def played(seed: int, computer: bool, mouse: bool) -> Played:
    """`watched_match` from the title (the checks' patches undone afterwards)."""
    with pytest.MonkeyPatch.context() as monkeypatch:
        return watched_match(monkeypatch, seed, computer, mouse=mouse)
