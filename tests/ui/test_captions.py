"""Sounds written out (issue #42 point 6): with Captions on, a sound that carries meaning shows a
short caption in the player's language for a moment, where it never covers the decision."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.engine import events as E
from game.ui.look import layout as L
from game.ui.scenes.table.table_scene import TableScene
from game.ui.table import event_anims
from game.ui.widgets import captions as C
from game.ui.window.app import App
from tests.ui.driver import Driver
from tests.ui.helpers import session_at


def table_app(size: tuple[int, int], captions: bool = True) -> tuple[App, Driver, TableScene]:
    app = App(headless=True, sound=False, size=size)
    app.change_settings(app.settings.with_(captions=captions))
    session_at(app, ("player_action",), seed=3)
    d = Driver(app)
    d.frame(n=3)
    scene = app.stack.top
    assert isinstance(scene, TableScene)
    scene.anim.skip_all()
    d.frame(n=2)
    return app, d, scene


@pytest.mark.parametrize("sound", ["whistle_half", "crowd_roar", "whistle_foul", "horn"])
def test_a_meaningful_sound_shows_its_caption(sound: str) -> None:
    app, d, _scene = table_app((1024, 600))
    app.sounds.play(sound)
    d.frame()
    assert app.captions.texts() == [C.CAPTIONS[sound]]


def test_a_sound_played_by_the_match_animation_is_captioned() -> None:
    app, d, scene = table_app((1024, 600))
    view = scene.view()
    setup, steps = event_anims.build([E.HalfTime(score=(0, 0))], view, view)
    assert not app.captions.active
    scene.anim.play_sound = app.sounds.play  # as the window's own sessions play (Session(config, app.sounds))
    scene.anim.begin(setup, steps)
    d.frame(n=2)
    assert "whistle: half time" in app.captions.texts()


def test_captions_off_shows_nothing_and_a_plain_click_never_shows() -> None:
    app, d, _scene = table_app((1024, 600), captions=False)
    app.sounds.play("whistle_half")
    d.frame()
    assert not app.captions.active
    app.change_settings(app.settings.with_(captions=True))
    app.sounds.play("click")
    assert not app.captions.active


def test_a_caption_fades_after_its_moment_and_at_most_two_show() -> None:
    app, d, _scene = table_app((1024, 600))
    for sound in ("whistle_kickoff", "crowd_roar", "horn"):
        app.sounds.play(sound)
    assert app.captions.texts() == ["the crowd roars", "the horn: a goal"]
    d.frame(n=int(C.LIFE * 60) + 4)
    assert not app.captions.active


def test_captions_are_in_the_players_language() -> None:
    app, _d, _scene = table_app((1024, 600))
    app.change_settings(app.settings.with_(language="ja"))
    try:
        app.sounds.play("whistle_half")
        assert app.captions.texts() == [i18n._("whistle: half time")] != ["whistle: half time"]
    finally:
        app.change_settings(app.settings.with_(language="en"))


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_captions_never_cover_the_decision(size: tuple[int, int]) -> None:
    app, d, scene = table_app(size)
    for sound in ("whistle_foul", "crowd_roar"):
        app.sounds.play(sound)
    d.frame()
    boxes = app.captions.boxes(app.caption_area())
    lay = L.get()
    frame = scene.prompt.frame(scene.message)  # the log fills the decision's room under its frame (review23 #5)
    decision = [frame, lay.hand, lay.field, lay.my_panel, *(b.rect for b in scene.menu.buttons)]
    assert len(boxes) == 2
    for box in boxes:
        assert app.screen.get_rect().contains(box)
        assert not any(box.colliderect(r) for r in decision), box
    app.notify("A notice for the player")  # the notice keeps its own place (the log starts under it)
    d.frame()
    boxes = app.captions.boxes(app.caption_area())
    notice = app.notice_box()
    assert notice is not None and not any(box.colliderect(notice) for box in boxes)


def test_the_corner_elsewhere_stays_on_screen() -> None:
    area = C.default_area(1024, 600)
    assert pygame.Rect(0, 0, 1024, 600).contains(area) and area.x < 1024 // 3
