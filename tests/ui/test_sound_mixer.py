"""Issue #22: the crowd bed follows the match, the music follows the screen and ducks, volumes and
mute apply, every shipped sound decodes, and a missing or damaged file or device is silence."""

from __future__ import annotations

import logging
from pathlib import Path

import pygame
import pytest

from game.engine.state import Game
from game.resources import resource_path
from game.settings import Settings
from game.ui.audio import Mood, backend, cues, open_audio
from game.ui.audio.crowd import bed_levels
from game.ui.control.controller import MatchConfig
from game.ui.control.positions import advance
from game.ui.scenes.menus.settings_scene import SettingsScene
from game.ui.stage.anim import Animator
from game.ui.stage.moods import CALM_CROWD, TITLE, crowd_intensity, match_mood, result_sting, scene_mood
from tests.ui.fake_mixer import fake_audio
from tests.ui.helpers import new_app, session_at

SOUNDS = Path(resource_path("game", "data", "sounds"))


def settle(audio: object, mood: Mood, seconds: float = 3.0) -> None:
    for _ in range(int(seconds * 30)):
        audio.update(1 / 30, mood)  # type: ignore[attr-defined]


# ---------------------------------------------------------------------- the crowd


def test_the_crowd_grows_as_the_marker_nears_a_goal_and_the_count_climbs() -> None:
    by_marker = [crowd_intensity(m, [None, None], False) for m in (0, 1, 2)]
    assert by_marker == sorted(by_marker) and by_marker[0] < by_marker[2]
    assert crowd_intensity(-2, [None, None], False) == by_marker[2]  # either goal
    counting = [crowd_intensity(0, [t, None], True) for t in (None, 3, 7, 11)]
    assert counting == sorted(counting) and counting[-1] == pytest.approx(1.0)
    layers = [bed_levels(i / 10) for i in range(11)]
    assert [m for m, _ in layers] == sorted(m for m, _ in layers)
    assert [x for _, x in layers] == sorted(x for _, x in layers) and layers[0][1] == 0 < layers[-1][1]


def test_the_bed_the_mixer_plays_rises_with_the_presented_marker() -> None:
    app, _d = new_app()
    session = session_at(app, ("play",))
    anim = Animator()
    heard = []
    for marker in (0.0, 1.0, 2.0):
        anim.pres.active, anim.pres.marker = True, marker
        audio, mixer = fake_audio()
        settle(audio, match_mood(anim.pres, session.controller.view().marker, [None, None], False))
        heard.append((mixer.loop_volume("crowd_murmur"), mixer.loop_volume("crowd_excited")))
    assert heard == sorted(heard) and heard[0][1] < heard[2][1]
    assert heard[0][0] > 0  # a murmur even at the centre
    app.close()


def test_half_time_is_a_murmur_and_the_table_is_a_crowd() -> None:
    app, _d = new_app()
    session_at(app, ("half_time",))
    assert scene_mood(app.stack) == CALM_CROWD
    session_at(app, ("play",))
    mood = scene_mood(app.stack)
    assert mood.crowd is not None and mood.crowd > CALM_CROWD.crowd  # type: ignore[operator]
    app.stack.push(SettingsScene(app))  # the settings over a match keep its crowd
    assert scene_mood(app.stack) == mood
    app.close()


# ---------------------------------------------------------------------- the music


def test_the_title_has_its_theme_and_the_menu_music_cross_fades_in() -> None:
    app, _d = new_app()
    assert scene_mood(app.stack) == TITLE
    audio, mixer = fake_audio()
    settle(audio, TITLE)
    assert set(mixer.loops.values()) == {"music_title"} and mixer.loop_volume("music_title") == pytest.approx(1.0)
    audio.update(0.3, Mood("menu"))
    assert {"music_title", "music_menu"} <= set(mixer.loops.values())  # both while they cross-fade
    assert 0 < mixer.loop_volume("music_menu") < mixer.loop_volume("music_title")
    settle(audio, Mood("menu"))
    assert set(mixer.loops.values()) == {"music_menu"}
    app.close()


def test_the_music_ducks_under_the_crowd_and_under_big_moments() -> None:
    audio, mixer = fake_audio()
    settle(audio, Mood("menu"))
    alone = mixer.loop_volume("music_menu")
    settle(audio, Mood("menu", crowd=0.3))
    under_crowd = mixer.loop_volume("music_menu")
    audio.play("crowd_roar")
    settle(audio, Mood("menu", crowd=0.3), 0.8)
    under_roar = mixer.loop_volume("music_menu")
    assert alone > under_crowd > under_roar > 0
    settle(audio, Mood("menu", crowd=0.3), 4.0)
    assert mixer.loop_volume("music_menu") == pytest.approx(under_crowd)


# ---------------------------------------------------------------------- volumes and mute


def test_volumes_and_mute_apply_to_effects_and_loops() -> None:
    audio, mixer = fake_audio(master=100, music=100, effects=100)
    settle(audio, Mood("menu", crowd=1.0))
    music, crowd = mixer.loop_volume("music_menu"), mixer.loop_volume("crowd_excited")
    audio.set_volumes(50, 20, 80)
    assert mixer.loop_volume("music_menu") == pytest.approx(music * 0.5 * 0.2)
    assert mixer.loop_volume("crowd_excited") == pytest.approx(crowd * 0.5 * 0.8)
    audio.play("kick")
    assert mixer.played[-1][1:] == ("kick", pytest.approx(0.4))
    assert audio.toggle_mute() is True
    audio.play("kick")
    assert mixer.names() == ["kick"] and mixer.effects_stopped == 1
    assert all(v == 0 for v in mixer.volumes.values())
    audio.toggle_mute()
    assert mixer.loop_volume("music_menu") == pytest.approx(music * 0.5 * 0.2)
    audio.set_volumes(0, 100, 100)
    audio.play("kick")
    assert mixer.names() == ["kick"]


def test_m_mutes_and_the_settings_reach_the_mixer() -> None:
    app, d = new_app()
    app.sounds, mixer = fake_audio()
    d.key(pygame.K_m)
    assert app.sounds.muted and app.toast and "(M)" in app.toast
    d.key(pygame.K_m)
    assert not app.sounds.muted
    app.change_settings(app.settings.with_(volume=40, music_volume=50, effects_volume=25))
    assert (app.sounds.master, app.sounds.music, app.sounds.effects) == (0.4, 0.5, 0.25)
    app.sounds.play("click")
    assert mixer.played[-1][1:] == ("click", pytest.approx(0.1))
    app.close()


def test_a_click_on_a_volume_slider_sets_it() -> None:
    app, d = new_app()
    app.stack.push(SettingsScene(app, page=1))  # the sound page
    scene = app.stack.top
    assert isinstance(scene, SettingsScene)
    row, name = scene._sliders()[1]
    assert name == "music_volume"
    from game.ui.widgets.volume_slider import track_rect

    track = track_rect(row)
    d.click((track.x + track.w // 4, track.centery))
    assert app.settings.music_volume == 25 and app.sounds.music == 0.25
    app.close()


def test_settings_remember_the_three_volumes() -> None:
    from game import settings

    assert settings.save(Settings(volume=60, music_volume=30, effects_volume=90)) is None
    loaded, notice = settings.load()
    assert (loaded.volume, loaded.music_volume, loaded.effects_volume, notice) == (60, 30, 90, None)


def test_the_result_sting_is_the_persons() -> None:
    against = MatchConfig(mode="computer", human_side=0, seed=1)
    assert result_sting(0, against) == "sting_win"
    assert result_sting(1, against) == "sting_loss"
    assert result_sting(None, against) == "sting_draw"
    assert result_sting(1, MatchConfig(mode="hotseat", seed=1)) == "sting_win"


# ---------------------------------------------------------------------- files and devices


def test_every_shipped_sound_is_known_and_decodes() -> None:
    assert {p.stem for p in SOUNDS.glob("*.ogg")} == set(cues.ALL)
    assert not list(SOUNDS.glob("*.py")) and (SOUNDS / "LICENSE.txt").is_file()
    device = backend.open_device()
    assert device is not None, "the dummy audio driver opens"
    for name in cues.ALL:
        sound = device.load(name)
        assert sound is not None, name
        assert len(sound.get_raw()) > 1000 and device.length(sound) > 0.05, name


def test_a_damaged_or_missing_file_is_silence_and_a_log_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    (tmp_path / "horn.ogg").write_bytes(b"OggS" + bytes(range(256)) * 4)
    monkeypatch.setattr(backend, "sound_path", lambda name: str(tmp_path / f"{name}.ogg"))
    device = backend.open_device()
    assert device is not None
    from game.ui.audio import Audio

    audio = Audio(device, background=False)
    with caplog.at_level(logging.WARNING, logger="game.ui.audio.backend"):
        audio.play("horn")  # damaged
        audio.play("kick")  # missing
        settle(audio, Mood("title"), 0.2)
    logged = " ".join(r.getMessage() for r in caplog.records)
    assert "horn.ogg" in logged and "kick.ogg" in logged and "music_title.ogg" in logged
    assert audio.loops() == {}
    audio.close()


def test_no_audio_device_is_silent_and_says_nothing_alarming(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    def no_device() -> None:
        raise pygame.error("no available audio device")

    monkeypatch.setattr(backend, "PygameBackend", no_device)
    with caplog.at_level(logging.INFO, logger="game.ui.audio.backend"):
        audio = open_audio(True)
    assert audio.backend is None
    assert [r.levelno for r in caplog.records] == [logging.INFO]
    audio.play("horn")
    settle(audio, Mood("title"), 0.2)
    assert audio.loops() == {} and audio.toggle_mute() is True


def test_a_replay_has_the_match_crowd_not_the_title_theme() -> None:
    from game.ui.scenes.replays.replays import ReplayPlayer

    app, _d = new_app()
    session = session_at(app, ("play",))
    state = advance(Game(seed=3).new_initial_state(), ("play",))
    app.stack.push(ReplayPlayer(app, match=(state, session.controller.meta())))
    mood = scene_mood(app.stack)
    assert mood.crowd is not None and mood.music == "menu"
    app.close()


def test_the_crowd_holds_its_breath_in_the_beat_before_the_release() -> None:
    """Issue #38 point 1: a real beat of stillness; the count-up's roar drops to a hush, then comes back."""
    anim = Animator()
    anim.pres.active, anim.pres.marker, anim.pres.attacker, anim.pres.totals = True, 1.0, 0, [10, 4]
    loud = match_mood(anim.pres, 1.0, [None, None], False)
    anim.pres.hush = True
    hushed = match_mood(anim.pres, 1.0, [None, None], False)
    assert hushed.hush and not loud.hush
    audio, mixer = fake_audio()
    settle(audio, loud)
    before = mixer.loop_volume("crowd_murmur") + mixer.loop_volume("crowd_excited")
    assert mixer.loop_volume("crowd_hush") == 0
    settle(audio, hushed, 1.0)
    assert mixer.loop_volume("crowd_murmur") + mixer.loop_volume("crowd_excited") < before / 2
    assert mixer.loop_volume("crowd_hush") > 0.5  # the expectant hush is its own bed, not just less noise
    settle(audio, loud, 1.0)
    assert mixer.loop_volume("crowd_hush") == 0 and mixer.loop_volume("crowd_excited") > 0
