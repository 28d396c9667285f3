"""Animations come from engine events; a whole shot stays within 3 s; a click or key skips."""

from __future__ import annotations

import pygame

from game.engine import events as E
from game.engine.events import events_for
from game.engine.rng import Rng
from game.engine.state import Game
from game.ui import event_anims
from game.ui.anim import Animator
from game.ui.scenes.table_scene import TableScene
from tests.ui.helpers import new_app, session_at


def test_a_whole_shot_takes_at_most_three_seconds() -> None:
    checked = 0
    for seed in range(1, 8):
        state = Game(seed=seed).new_initial_state()
        rng = Rng(seed)
        shot: list[tuple[list[E.Event], object, object]] = []
        while not state.is_terminal():
            legal = state.legal_actions()
            before = state.view(0)
            events = state.apply_action(legal[rng.below(len(legal))])
            starts = [i for i, e in enumerate(events) if isinstance(e, E.ShotStarted)]
            if starts:
                shot = []
                events = events[starts[0] :]
            if starts or shot:
                shot.append((events_for(events, 0), before, state.view(0)))
            ends = [i for i, e in enumerate(events) if isinstance(e, E.ShotResolved) and e.outcome != "tackle"]
            if shot and ends:
                last_events = shot[-1][0]
                cut = next(i for i, e in enumerate(last_events) if isinstance(e, E.ShotResolved))
                # the shot is everything up to the token turning face down / the score changing
                tail = [
                    e
                    for e in last_events[cut + 1 :]
                    if isinstance(e, (E.SynergyDiscarded, E.TokenFlipped, E.Goal, E.MarkerMoved))
                ]
                shot[-1] = (last_events[: cut + 1] + tail, shot[-1][1], shot[-1][2])
                total = 0.0
                for evs, b, a in shot:
                    _, steps = event_anims.build(evs, b, a)  # type: ignore[arg-type]
                    total += sum(s.duration for s in steps)
                assert total <= 3.0, (seed, total, [type(e).__name__ for evs, _, _ in shot for e in evs])
                checked += 1
                shot = []
    assert checked > 20


def test_the_animator_follows_events_and_skips() -> None:
    anim = Animator()
    state = Game(seed=2).new_initial_state()
    while state.phase.value != "player_action":
        state.apply_action(state.legal_actions()[0])
    side = state.current_player()
    before = state.view(side)
    place = next(a for a in state.legal_actions() if a.kind == "place")
    events = state.apply_action(place)
    setup, steps = event_anims.build(events_for(events, side), before, state.view(side))
    assert steps and steps[0].name == "fly"
    anim.begin(setup, steps)
    assert (side, place.card) in anim.pres.hidden_cards  # in flight: not yet drawn at its slot
    anim.skip()
    assert (side, place.card) not in anim.pres.hidden_cards
    anim.skip_all()
    assert not anim.busy and not anim.pres.active


def test_a_click_skips_the_current_animation() -> None:
    app, d = new_app()
    session = session_at(app, ("player_action",), seed=3)
    scene = app.stack.top
    assert isinstance(scene, TableScene)
    session.animator.skip_all()
    d.key(pygame.K_1)
    d.key(pygame.K_RETURN, frames=1)
    assert session.animator.busy and session.animator.current is not None
    first = session.animator.current
    d.click((640, 20), frames=1)
    assert session.animator.current is not first
