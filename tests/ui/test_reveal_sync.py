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
