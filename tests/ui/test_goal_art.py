"""The goal mouth: five kick zones inside it, each save reachable on it, a net that ripples where
the ball hits, a keeper who dives to the side he is sent, and the shot's climax drawn from its
stage (the running total warming to gold at 11, red past it)."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest

from game.ui.art import goal_art as G
from game.ui.look import layout as L
from game.ui.look.theme import GOLD
from game.ui.stage.anim import pop
from game.ui.stage.shot_stage import OUT_RED, total_color

SAVES = [("C", "TL"), ("C", "TR"), ("C", "BL"), ("C", "BR"), ("TL", "BL"), ("TR", "BR")]


@pytest.fixture(autouse=True)
def display() -> None:
    pygame.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((8, 8))


def test_the_five_zones_are_separate_parts_of_the_goal_mouth() -> None:
    mouth = pygame.Rect(100, 50, 360, 130)
    zones = G.zone_rects(mouth)
    assert set(zones) == set(G.ZONES)
    for name, rect in zones.items():
        assert mouth.contains(rect), name
        assert all(not rect.colliderect(other) for n, other in zones.items() if n != name)
    assert zones["TL"].centery < zones["BL"].centery and zones["TL"].centerx < zones["TR"].centerx


def test_each_save_is_chosen_where_its_dive_ends_and_nothing_off_the_goal() -> None:
    mouth = pygame.Rect(100, 50, 360, 130)
    for i, save in enumerate(SAVES):
        x, y = G.save_target(mouth, save)
        assert G.nearest_save(mouth, SAVES, (round(x), round(y))) == i
    assert G.nearest_save(mouth, SAVES, (mouth.x + 5, mouth.centery)) == SAVES.index(("TL", "BL"))
    assert G.nearest_save(mouth, SAVES, (mouth.centerx, mouth.bottom + mouth.h)) is None


def test_the_net_ripples_where_the_ball_hits_and_settles() -> None:
    mouth = pygame.Rect(40, 40, 300, 110)
    hit = G.zone_rects(mouth)["TR"].center

    def drawn(impact: tuple[int, int] | None, since: float) -> pygame.Surface:
        s = pygame.Surface((380, 200))
        s.fill((30, 90, 50))
        G.draw_goal(s, mouth, impact, since)
        return s

    still, rippling, settled = drawn(None, 0), drawn(hit, 0.1), drawn(hit, 5.0)
    zone = G.zone_rects(mouth)["TR"]
    far = G.zone_rects(mouth)["BL"]
    assert changed(still, rippling, zone) > 20
    assert changed(still, rippling, far) < changed(still, rippling, zone)
    assert changed(still, settled, mouth) == 0


def test_the_keeper_dives_to_the_side_he_is_sent() -> None:
    mouth = pygame.Rect(40, 40, 300, 110)
    left, right = G.zone_rects(mouth)["BL"], G.zone_rects(mouth)["TR"]
    ready = figure(mouth, None, 0.0)
    to_right = figure(mouth, right.center, 1.0)
    to_left = figure(mouth, left.center, 1.0)
    assert changed(ready, to_right, right) > changed(ready, to_right, left)
    assert changed(ready, to_left, left) > changed(ready, to_left, right)


def test_the_running_total_warms_to_gold_at_eleven_and_turns_red_past_it() -> None:
    assert total_color(3, True) != total_color(9, True)
    assert total_color(11, True) != total_color(10, True)
    assert total_color(12, True) == OUT_RED == total_color(14, True)
    warmer = [abs(total_color(n, True)[2] - GOLD[2]) for n in (5, 7, 9, 10)]
    assert warmer == sorted(warmer, reverse=True)


def test_a_pop_overshoots_and_settles() -> None:
    assert pop(0.0) == pytest.approx(1.0)
    assert max(pop(k / 20) for k in range(21)) == pytest.approx(1.25, abs=0.02)
    assert pop(1.0) == pytest.approx(1.0)


def figure(mouth: pygame.Rect, target: tuple[int, int] | None, k: float) -> pygame.Surface:
    s = pygame.Surface((380, 200))
    s.fill((30, 90, 50))
    G.draw_keeper(s, mouth, (80, 150, 250), target, k)
    return s


def changed(a: pygame.Surface, b: pygame.Surface, rect: pygame.Rect) -> int:
    return sum(
        1
        for x in range(rect.left, rect.right, 2)
        for y in range(rect.top, rect.bottom, 2)
        if a.get_at((x, y)) != b.get_at((x, y))
    )


def test_no_card_details_show_through_the_penalty_goal(monkeypatch: pytest.MonkeyPatch) -> None:
    """Resting the pointer on a field card under the penalty's goal shows no card details over it."""
    from game.ui.scenes.overlays import overlays
    from game.ui.stage.anim import Presentation
    from game.ui.stage.shot_stage import kick_area
    from tests.ui.driver import mouse_move
    from tests.ui.helpers import new_app, session_at

    app, d = new_app()
    session = session_at(app, ("penalty_kick",), seed=3, random_play=True)
    d.frame(n=2)
    session.animator.skip_all()
    scene = app.stack.top
    panel = kick_area(Presentation())
    under = [
        L.card_rect(side == scene.view().viewer, row, col)
        for side in (0, 1)
        for _c, row, col in scene.view().teams[side].field
        if panel.contains(L.card_rect(side == scene.view().viewer, row, col))
    ]
    assert under, "no field card under the penalty's goal"
    shown: list[object] = []
    monkeypatch.setattr(overlays, "draw_card_details", lambda *a, **k: shown.append(a))
    d.frame([mouse_move(under[0].center)], n=60)
    assert not shown


@pytest.mark.parametrize(("attack", "blocked"), [(3, True), (4, True), (5, False)])
def test_a_shot_stopped_by_the_base_defense_alone_is_blocked_else_the_keeper_saves(attack: int, blocked: bool) -> None:
    from game.engine import events as E
    from game.ui.stage.shot_steps import ShotShow
    from tests.ui.helpers import random_advance

    before = random_advance(("defend_synergy",), 14).view(0)
    show = ShotShow(before, [E.ShotStarted(0, None, "normal", 2, 4)])
    show.outcome("saved", attack, 6)
    assert show.stage is not None and show.stage.blocked is blocked


@pytest.mark.parametrize(
    "size", [(1024, 600), pytest.param((1280, 720), marks=pytest.mark.slow)], ids=["1024x600", "1280x720"]
)  # the smallest window draws every part smallest; the first window's size in the big run
@pytest.mark.parametrize(("seed", "outcome"), [(2, "goal"), (1, "saved"), (3, "tackle"), (50, "magic"), (14, "saved")])
def test_every_outcome_plays_frame_by_frame_without_an_error(
    monkeypatch: pytest.MonkeyPatch, seed: int, outcome: str, size: tuple[int, int]
) -> None:
    """Each outcome's whole climax drawn every frame (the stage shrinking into the penalty, cards
    popping, the net rippling) without a drawing error."""
    from game.engine import events as E
    from game.settings import Settings
    from game.ui.window.app import App
    from tests.ui.driver import Driver
    from tests.ui.helpers import random_advance, session_at

    state = random_advance(("defend_synergy",), seed)
    index = next(
        i
        for i, a in enumerate(state.legal_actions())
        if any(isinstance(e, E.ShotResolved) and e.outcome == outcome for e in state.clone().apply_action(a))
    )
    app = App(headless=True, sound=False, settings=Settings(language="ja"), size=size)
    d = Driver(app)
    failures: list[str] = []
    monkeypatch.setattr(type(app.stack), "_report", lambda self, scene, drawing=False: failures.append(repr(scene)))
    session = session_at(app, ("defend_synergy",), seed, random_play=True)
    d.frame(n=2)
    session.animator.skip_all()
    scene = app.stack.top
    scene.act(scene.view().legal_actions[index])  # type: ignore[attr-defined]
    frames = 0
    while session.animator.busy and frames < 1000:
        d.frame()
        frames += 1
    assert frames > 60 and not failures
