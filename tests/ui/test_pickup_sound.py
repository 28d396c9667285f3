"""A card picked up answers with its own sound (the review: "no distinct pick-up sound"); it lands
with the placement's own drop, played by the event as before."""

from __future__ import annotations

from game.ui.audio import bus
from game.ui.look import layout as L
from game.ui.scenes.table.table_scene import TableScene
from tests.ui.fake_mixer import fake_audio
from tests.ui.helpers import new_app, table_at


def test_pressing_an_available_player_lifts_it_with_its_sound() -> None:
    app, d = new_app()
    scene = table_at(app, d, "player_action", 3)
    assert isinstance(scene, TableScene) and scene.view().me.available
    app.sounds, mixer = fake_audio()  # type: ignore[misc]
    bus.connect(app.sounds.play)
    d.frame(n=1)
    assert "card_lift" not in mixer.names()
    d.click(L.available_rect(0).center)
    assert mixer.names().count("card_lift") == 1
    app.close()
