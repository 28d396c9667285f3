"""A synergy card's log line ("AWAY reveals 5 stars: total 7") appears when the card shows its
stars, not while it is still turning over (issue #21: nothing before its moment)."""

from __future__ import annotations

from game.bench.sheets import shot_position
from game.ui.scenes.table.table_scene import TableScene
from tests.ui.driver import Driver
from tests.ui.helpers import new_app


def test_a_reveal_is_logged_once_its_card_shows_its_face() -> None:
    from game.ui.control.controller import MatchConfig
    from game.ui.scenes.cast import scene_for_phase
    from game.ui.window.session import Session

    found = shot_position("saved")
    assert found is not None
    state, action = found
    app, d = new_app()
    session = Session(MatchConfig(mode="hotseat", seed=3), None, state=state)
    session.controller.viewer = state.current_player()
    app.stack.clear()
    app.stack.push(scene_for_phase(session.controller.phase)(app, session))
    d.frame(n=3)
    scene = app.stack.top
    assert isinstance(scene, TableScene)
    logged_before = sum("reveals" in line for line in scene.shown_log())
    scene.act(action)  # type: ignore[arg-type]
    checked = shown = 0
    for _ in range(600):
        d.frame()
        if not scene.anim.busy:
            break
        boards = scene.anim.pres.boards or [[], []]
        faces = sum(1 for side in boards for bc in side if bc.revealed and bc.flip >= 1.0)
        shown = max(shown, faces)  # (the boards are cleared when the shot is over)
        logged = sum("reveals" in line for line in scene.shown_log()) - logged_before
        assert logged <= shown, "a reveal was logged while its card was still turning"
        checked += 1
    assert checked > 30
    Driver(app).frame()


def test_the_shot_result_is_logged_when_the_ball_lands_not_in_flight() -> None:
    """Issue #38 point 7: the match log printed the shot's result while the ball was still in
    flight. Through the beat, the run-up and the flight the result stays out of the log; it comes
    as the ball lands (a goal, the Magic Eleven, a save)."""
    from game.engine import events as E
    from game.ui.control.controller import MatchConfig
    from game.ui.scenes.cast import scene_for_phase
    from game.ui.window.session import Session

    for outcome in ("goal", "magic", "saved"):
        found = shot_position(outcome)
        assert found is not None, outcome
        state, action = found
        app, d = new_app()
        session = Session(MatchConfig(mode="hotseat", seed=3), None, state=state)
        session.controller.viewer = state.current_player()
        app.stack.clear()
        app.stack.push(scene_for_phase(session.controller.phase)(app, session))
        d.frame(n=3)
        scene = app.stack.top
        assert isinstance(scene, TableScene)
        before = sum(isinstance(e, E.ShotResolved) for e in scene.anim.log)
        scene.act(action)  # type: ignore[arg-type]
        in_flight = landed = 0
        for frame in range(900):
            app.step(1 / 60, [], draw=frame % 4 == 0)  # the log is checked every frame, drawn every fourth
            if not scene.anim.busy:
                break
            logged = sum(isinstance(e, E.ShotResolved) for e in scene.anim.log) - before
            step = scene.anim.current.name if scene.anim.current is not None else ""
            if step in ("beat", "flight"):
                in_flight += 1
                assert logged == 0, f"{outcome}: the result is in the log while the ball is in flight"
            elif step == outcome:
                landed += 1
                assert logged == 1, f"{outcome}: the result is not in the log when the ball lands"
        assert in_flight > 30 and landed > 5, (outcome, in_flight, landed)
