"""Issue #38 point 3: the crowd strips beyond the back lines react to what the table presents (a
wave at a goal, flags at a Magic Eleven, a hush at a penalty), calmly with reduce motion, and the
table's still layers are not painted again for a frame."""

from __future__ import annotations

import pygame

from game.engine import events as E
from game.ui.art import pitch_art
from game.ui.scenes.table.table_scene import TableScene
from game.ui.stage.anim import Step
from game.ui.stage.shot_steps import kick_steps
from game.ui.table import event_anims
from game.ui.table.crowd import CROWD_FPS, REACTIONS
from game.ui.window.app import App
from tests.ui.helpers import new_app, session_at

PHASES = ("player_action",)


def table(app: App) -> TableScene:
    session_at(app, PHASES)
    scene = app.stack.top
    assert isinstance(scene, TableScene)
    return scene


def strips(app: App, scene: TableScene) -> bytes:
    return b"".join(app.screen.subsurface(r).copy().get_buffer().raw for r in scene.crowd.rects())


def test_a_goal_sets_the_stands_waving_when_its_banner_lands() -> None:
    app, d = new_app()
    scene = table(app)
    d.frame(n=3)
    still = strips(app, scene)
    view = scene.view()
    setup, steps = event_anims.build([E.Goal(side=0, card=None, how="shot", score=(1, 0))], view, view)
    assert scene.crowd.kind is None
    scene.anim.begin(setup, steps)
    d.frame(n=20)
    assert scene.crowd.kind == "wave"
    assert strips(app, scene) != still, "the wave is drawn over the stands"
    app.close()


def test_a_penalty_hushes_the_crowd_and_a_magic_eleven_waves_flags() -> None:
    names = [s.name for s in kick_steps("penalty", "", 0, "C", ("C",), True, "", [])]
    assert "penalty kick" in names and REACTIONS["penalty kick"][0] == "hush"
    app, d = new_app()
    scene = table(app)
    d.frame()  # laid out for the window (a new size finishes animations at once)
    scene.anim.begin(lambda p: None, [Step(1.0, "penalty kick")])
    d.frame(n=2)
    assert scene.crowd.kind == "hush"
    scene.anim.begin(lambda p: None, [Step(1.0, "magic")])
    d.frame(n=2)
    assert scene.crowd.kind == "flags"
    app.close()


def test_the_reaction_ends_and_the_stands_are_drawn_still_again() -> None:
    app, d = new_app()
    scene = table(app)
    d.frame(n=2)
    still = strips(app, scene)
    scene.crowd.follow("magic", 0)
    d.frame(n=round(60 * REACTIONS["magic"][1]) + 20)
    assert not scene.crowd.live
    assert strips(app, scene) == still
    app.close()


def test_reduce_motion_holds_the_flags_still() -> None:
    for calm, differ in ((True, False), (False, True)):
        app, d = new_app()
        app.settings = app.settings.with_(reduce_motion=calm)
        scene = table(app)
        scene.crowd.follow("magic", 0)
        d.frame(n=round(60 * 1.0))
        first = strips(app, scene)
        d.frame(n=round(60 / CROWD_FPS) * 2)
        assert (strips(app, scene) != first) == differ, f"reduce_motion={calm}"
        app.close()


def test_a_reaction_alone_redraws_only_the_strips() -> None:
    app, d = new_app()
    scene = table(app)
    d.frame(n=3)
    assert scene.ambient_rects() == [], "a quiet table has nothing moving by itself"
    scene.crowd.follow("score", 0)
    d.frame()
    assert scene.ambient_rects() == scene.crowd.rects()
    app.close()


def test_an_idle_frame_does_not_paint_the_turf_again(monkeypatch: object) -> None:
    app, d = new_app()
    table(app)
    d.frame(n=2)
    calls = []
    real = pitch_art.turf

    def counting(field: pygame.Rect, rows: list[tuple[int, int]]) -> pygame.Surface:
        calls.append(field)
        return real(field, rows)

    monkeypatch.setattr(pitch_art, "turf", counting)  # type: ignore[attr-defined]
    d.frame(n=30)
    assert calls == []
    app.close()
