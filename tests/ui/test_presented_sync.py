"""The screen never runs ahead of its animations (issue #9 §3): whole matches played headless
through the real scenes; after every frame, what the table draws (`shown_view`, `shown_log`)
belongs only to events whose animation has started, and equals the match once the animations end.
The whole matches from the title are checked in tests/ui/test_play_match.py (one played match serves
both its tests); here penalties, the shoot-out, single moments and that the check can fail."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from game.engine import events as E
from game.engine.view import View
from game.ui.look import assets
from game.ui.scenes.match.base import MatchBase
from game.ui.scenes.table.table_scene import TableScene
from game.ui.stage import anim
from game.ui.table import board as table
from tests.ui.helpers import new_app, random_advance, session_at
from tests.ui.whole_match import watched_match


@pytest.mark.parametrize(
    ("seed", "phase", "kind", "to_the_end"),
    [(3, "penalty_kick", "PenaltyKick", False), (7, "shootout_kick", "ShootoutKick", True)],
)
def test_penalties_and_the_shoot_out_stay_in_step(
    monkeypatch: pytest.MonkeyPatch, seed: int, phase: str, kind: str, to_the_end: bool
) -> None:
    """From a penalty to the end of its animation (the rest of a match is what the whole matches
    check), and from a shoot-out's first kick to full time."""
    watch = watched_match(monkeypatch, seed, at=(phase,), until=None if to_the_end else kind)
    assert kind in watch.kinds and watch.mid_frames > 20


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
    scene = app.stack.top
    assert isinstance(scene, TableScene)
    scene.draw_table(app.screen)  # the penalty's choice fills the window: the table as it lies under it
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
