"""While a banner plays on the table, the decision panel names the moment it shows (review25 #9:
under the HALF TIME banner it said "HOME plays · click or press a key to skip")."""

from __future__ import annotations

import pytest

from game.ui.scenes.table.table_scene import TableScene
from game.ui.stage.anim import Step
from tests.ui.driver import Driver
from tests.ui.helpers import new_app, table_at


def playing_banner(scene: TableScene, d: Driver, name: str) -> str:
    """The panel's title once a banner step named `name` is playing over the shown view."""
    shown = scene.view()
    scene.anim.begin(lambda p: None, [Step(2.0, name)])
    scene.anim.shown = shown
    d.frame(n=2)
    assert scene.anim.current is not None and scene.anim.current.name == name
    return scene.prompt.title


@pytest.mark.parametrize(
    ("name", "said"),
    [
        ("half time", "Half time"),
        ("full time", "Full time"),
        ("additional time", "Additional time"),
        ("score", "GOAL!"),
    ],
)
def test_the_panel_names_the_moment_a_banner_shows_not_who_plays(name: str, said: str) -> None:
    """Review25 #9: half time, full time, additional time, a goal (the score is in the header above)."""
    app, d = new_app()
    try:
        scene = table_at(app, d, "team_action", seed=4)
        title = playing_banner(scene, d, name)
        assert title == said
        assert "plays" not in title
    finally:
        app.close()


def test_between_banners_the_panel_still_says_who_plays() -> None:
    """Review23 #11 stays: a move's steps (no banner) name whose move it is."""
    app, d = new_app()
    try:
        scene = table_at(app, d, "team_action", seed=4)
        assert playing_banner(scene, d, "synergy").endswith("plays")
    finally:
        app.close()
