"""Quiet when idle (LOOK.md, issue #21 budgets): the guided match waiting on a lesson does not ask
for a frame every tick; its target's ring still pulses, at the guide's modest ambient rate."""

from __future__ import annotations

from game.ui.scenes.match.base import MatchBase
from game.ui.scenes.menus.launch import start_guided
from game.ui.tutorial.guide import Guide
from tests.ui.driver import await_computer
from tests.ui.helpers import new_app


def test_the_guided_match_waits_without_redrawing_every_frame() -> None:
    app, d = new_app()
    start_guided(app)
    for _ in range(3000):  # the computer's draft pick, the animations
        if not app.stack.animating():
            break
        top = app.stack.top
        if isinstance(top, MatchBase):
            await_computer(top)
        d.frame()
    guide = next(h for h in app.huds if isinstance(h, Guide))
    assert not app.animating(), "a waiting lesson is not animation"
    interval = guide.ambient_interval()
    assert interval is not None and 1 / 30 <= interval <= 1 / 8  # the ring pulses, gently
    app.close()
