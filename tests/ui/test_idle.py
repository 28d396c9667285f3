"""Quiet when idle (LOOK.md, issue #21 budgets): the guided match waiting on a lesson does not ask
for a frame every tick; its target's ring still pulses, at the guide's modest ambient rate."""

from __future__ import annotations

import time

from game.ui.guide import Guide
from game.ui.launch import start_guided
from tests.ui.helpers import new_app


def test_the_guided_match_waits_without_redrawing_every_frame() -> None:
    app, d = new_app()
    start_guided(app)
    deadline = time.monotonic() + 20
    while app.stack.animating() and time.monotonic() < deadline:  # the computer's draft pick, the animations
        d.frame()
        time.sleep(0.005)
    guide = next(h for h in app.huds if isinstance(h, Guide))
    assert not app.animating(), "a waiting lesson is not animation"
    interval = guide.ambient_interval()
    assert interval is not None and 1 / 30 <= interval <= 1 / 8  # the ring pulses, gently
    app.close()
