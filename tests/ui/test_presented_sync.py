"""The screen never runs ahead of its animations (issue #9 §3): whole matches played headless
through the real scenes; after every frame, what the table draws (`shown_view`, `shown_log`)
belongs only to events whose animation has started, and equals the match once the animations end."""

from __future__ import annotations

from dataclasses import dataclass, field, replace

import pygame
import pytest

from game.engine import events as E
from game.engine.events import Event
from game.engine.view import View
from game.ui import anim, assets, table
from game.ui.app import App
from game.ui.controller import MatchController
from game.ui.scenes.base import MatchBase
from game.ui.scenes.result import ResultScene
from game.ui.session import log_line
from tests.ui.driver import AutoPlayer
from tests.ui.helpers import new_app, random_advance, session_at, start_match


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


def scoring_action(phase: str, seed: int, outcome: str) -> int:
    """The index of a legal action at `phase` (random play from `seed`) whose shot ends in `outcome`."""
    state = random_advance((phase,), seed)
    for i, action in enumerate(state.legal_actions()):
        events = state.clone().apply_action(action)
        if any(isinstance(e, E.ShotResolved) and e.outcome == outcome for e in events):
            return i
    raise AssertionError(f"no {outcome} from seed {seed}")


def test_the_header_score_changes_with_the_goal_banner(monkeypatch: pytest.MonkeyPatch) -> None:
    """The scoreboard's new score and GOAL! appear in the same frame (it used to change ~1 s after)."""
    drawn_text: list[str] = []
    text = assets.text

    def recording(s: str, *args: object, **kwargs: object) -> pygame.Surface:
        drawn_text.append(s)
        return text(s, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(assets, "text", recording)
    app, d = new_app()
    session = session_at(app, ("defend_synergy",), seed=2, random_play=True)
    index = scoring_action("defend_synergy", 2, "goal")
    scene = app.stack.top
    assert isinstance(scene, MatchBase)
    d.frame(n=2)
    session.animator.skip_all()
    score = scene.view().score
    scene.act(scene.view().legal_actions[index])
    banner_frame = score_frame = None
    for frame in range(600):
        drawn_text.clear()
        d.frame()
        if banner_frame is None and "GOAL!" in drawn_text:
            banner_frame = frame
        if score_frame is None and scene.shown_view().score != score:
            score_frame = frame
        if not session.animator.busy:
            break
    assert banner_frame is not None and score_frame is not None
    assert banner_frame == score_frame, f"GOAL! at frame {banner_frame}, the header's score at {score_frame}"


def test_the_counters_beside_the_synergy_slots_keep_the_revealed_totals(monkeypatch: pytest.MonkeyPatch) -> None:
    """After a tackle, while the revealed cards still lie on the boards for the penalty, the counters
    beside the slots show their totals (they used to drop back to the base attack and defense)."""
    boards: list[str] = []
    draw_boards = table.draw_boards

    def recording(surface: pygame.Surface, view: View, pres: anim.Presentation) -> None:
        text = assets.text

        def keep(s: str, *args: object, **kwargs: object) -> pygame.Surface:
            boards.append(s)
            return text(s, *args, **kwargs)  # type: ignore[arg-type]

        monkeypatch.setattr(assets, "text", keep)
        try:
            draw_boards(surface, view, pres)
        finally:
            monkeypatch.setattr(assets, "text", text)

    monkeypatch.setattr(table, "draw_boards", recording)
    app, d = new_app()
    session = session_at(app, ("penalty_kick",), seed=3, random_play=True)
    d.frame(n=2)
    session.animator.skip_all()
    boards.clear()
    d.frame()
    v = session.controller.view()
    assert v.shot is not None
    totals = []
    for side in (0, 1):
        stars = sum(int(slot.card.rstrip("T")) for slot in v.teams[side].board if slot.revealed and slot.card)
        base = v.shot.base_attack if side == v.shot.side else v.shot.base_defense
        assert stars > 0
        totals.append(base + stars)
    assert set(map(str, totals)) <= set(boards)
    stale = {str(v.shot.base_attack), str(v.shot.base_defense)} - set(map(str, totals))
    assert not stale & set(boards), "a counter dropped back to a base value"
