"""The screen never runs ahead of its animations (issue #9 §3): whole matches played headless
through the real scenes; after every frame, what the table draws (`shown_view`, `shown_log`)
belongs only to events whose animation has started, and equals the match once the animations end."""

from __future__ import annotations

from dataclasses import dataclass, field, replace

import pytest

from game.engine.events import Event
from game.engine.view import View
from game.ui import anim
from game.ui.app import App
from game.ui.controller import MatchController
from game.ui.scenes.base import MatchBase
from game.ui.scenes.result import ResultScene
from game.ui.session import log_line
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


def lines(events: list[Event]) -> list[str]:
    return [line for line in map(log_line, events) if line]


def watched_match(
    monkeypatch: pytest.MonkeyPatch, seed: int, computer: bool = False, at: tuple[str, ...] = ()
) -> Watch:
    """A whole match through the scenes (from the title, or from a random position at one of
    the phases `at`), every frame checked; animations at the fastest setting (4x)."""
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

    def checked_step(dt: float, events: object = None, draw: bool = True) -> None:
        step(dt, events, draw)  # type: ignore[arg-type]
        watch.check(app)

    monkeypatch.setattr(app, "step", checked_step)
    if at:
        session_at(app, at, seed, random_play=True)
    else:
        start_match(app, d, seed, computer)
    player = AutoPlayer(d, seed, use_mouse=seed % 2 == 0)
    for _ in range(40000):
        if isinstance(app.stack.top, ResultScene):
            break
        player.step()
        assert not app.stack.errors, app.stack.errors
    assert isinstance(app.stack.top, ResultScene), "the match did not end"
    return watch


@pytest.mark.parametrize(("seed", "computer"), [(5, False), (8, True), (11, False)])
def test_the_screen_never_runs_ahead_of_its_animations(
    monkeypatch: pytest.MonkeyPatch, seed: int, computer: bool
) -> None:
    watch = watched_match(monkeypatch, seed, computer)
    assert watch.mid_frames > 500
    assert {"ShotResolved", "Goal", "HalfTime", "MatchEnded"} <= watch.kinds


@pytest.mark.parametrize(
    ("seed", "phase", "kind"), [(3, "penalty_kick", "PenaltyKick"), (7, "shootout_kick", "ShootoutKick")]
)
def test_penalties_and_the_shoot_out_stay_in_step(
    monkeypatch: pytest.MonkeyPatch, seed: int, phase: str, kind: str
) -> None:
    watch = watched_match(monkeypatch, seed, at=(phase,))
    assert kind in watch.kinds and watch.mid_frames > 50


def test_the_check_catches_a_screen_that_runs_ahead(monkeypatch: pytest.MonkeyPatch) -> None:
    """The old behaviour (draw the engine's view at once) fails the frame check."""
    monkeypatch.setattr(MatchBase, "shown_view", lambda self: self.view())
    with pytest.raises(AssertionError, match="has not started"):
        watched_match(monkeypatch, 5, False)


def test_the_check_catches_a_log_that_runs_ahead(monkeypatch: pytest.MonkeyPatch) -> None:
    """The old log (every line written when the action is applied) fails the frame check."""
    begin = anim.Animator.begin

    def logging_at_once(
        self: anim.Animator,
        setup: anim.Hook,
        steps: list[anim.Step],
        beats: list[anim.Beat] | None = None,
        before: View | None = None,
    ) -> None:
        self.skip_all()
        self.say([b.event for b in beats or [] if b.event is not None])
        begin(self, setup, steps, [replace(b, event=None) for b in beats or []], before)

    monkeypatch.setattr(anim.Animator, "begin", logging_at_once)
    with pytest.raises(AssertionError, match="a log line ahead"):
        watched_match(monkeypatch, 5, False)
