"""An online match ends on each computer with its own coach's result: the one who lost hears the
falling phrase and sees no confetti, as against the computer; the winner gets the fanfare."""

from __future__ import annotations

from game.ui.audio import bus
from game.ui.control.controller import MatchConfig
from game.ui.scenes.result.result import ResultScene
from game.ui.stage.moods import result_sting
from game.ui.window.session import Session
from tests.ui.fake_mixer import fake_audio
from tests.ui.helpers import new_app, random_advance


def test_the_online_loser_is_not_celebrated_and_hears_the_defeat() -> None:
    app, _d = new_app()
    app.sounds, mixer = fake_audio()
    bus.connect(app.sounds.play)
    state = random_advance(("over",), 3)
    result = state.result()
    assert result is not None and result.winner is not None
    for side, headline, sting, party in (
        (1 - result.winner, "YOU LOST", "sting_loss", False),
        (result.winner, "YOU WON", "sting_win", True),
    ):
        config = MatchConfig(mode="online", human_side=side, seed=state.game.seed)
        assert result_sting(result.winner, config) == sting
        mixer.played.clear()
        scene = ResultScene(app, Session(config, None, state=state))
        app.stack.clear()
        app.stack.push(scene)
        assert scene.headline() == headline and scene.celebrating() == party
        assert mixer.names()[0] == sting
    app.close()
