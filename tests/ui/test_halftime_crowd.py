"""Half time is a moment, not only a menu (review22 #11): the stand behind the title is on its
feet for the first seconds (scarves and flags in both clubs' shirts, still with reduce motion),
then sits and the screen idles as before; the first-half card gives its panel to a larger pitch
and larger scorers' lines."""

from __future__ import annotations

import pygame
import pytest

from game.ui.scenes.match import halftime_crowd as HC
from game.ui.scenes.match import halftime_summary as HS
from game.ui.scenes.match.halftime import HalfTimeScene
from game.ui.window.app import App
from tests.ui.helpers import session_at


def opened(calm: bool, size: tuple[int, int] = (1024, 600), seed: int = 4) -> tuple[App, HalfTimeScene]:
    app = App(headless=True, sound=False, size=size)
    app.change_settings(app.settings.with_(reduce_motion=calm))
    session_at(app, ("half_time",), seed=seed)
    app.step(1 / 60, [])
    scene = app.stack.top
    assert isinstance(scene, HalfTimeScene)
    return app, scene


def band_at(app: App, scene: HalfTimeScene, t: float) -> pygame.Surface:
    while scene.crowd.t < t:
        app.step(1 / HC.FPS, [])
    scene.draw(app.screen)
    return app.screen.subsurface(HC.band()).copy()


def same(a: pygame.Surface, b: pygame.Surface) -> bool:
    return bytes(pygame.image.tobytes(a, "RGB")) == bytes(pygame.image.tobytes(b, "RGB"))


def test_the_stand_waves_at_the_start_then_sits_and_the_screen_idles() -> None:
    app, scene = opened(calm=False)
    up1, up2 = band_at(app, scene, 0.6), band_at(app, scene, 1.1)
    assert not same(up1, up2), "the scarves and flags move during the moment"
    assert scene.ambient_interval() == pytest.approx(1 / HC.FPS)
    assert scene.ambient_rects() == [HC.band()]  # only the stand is redrawn meanwhile
    seated = band_at(app, scene, HC.MOMENT + 0.5)
    assert not same(up2, seated), "the fans sit down again"
    assert not scene.crowd.live and not scene.animating()
    assert scene.ambient_interval() is None  # idle as before the moment
    assert same(seated, band_at(app, scene, HC.MOMENT + 2.0))


def test_reduce_motion_holds_the_stand_still_during_the_moment() -> None:
    app, scene = opened(calm=True)
    up1, up2 = band_at(app, scene, 0.6), band_at(app, scene, 1.1)
    assert same(up1, up2)
    assert not same(up2, band_at(app, scene, HC.MOMENT + 0.5))  # standing, then seated


def test_no_scarf_or_flag_over_the_title() -> None:
    app, scene = opened(calm=False)
    up = band_at(app, scene, 0.6)
    clear = HC.title_clear("HALF TIME")
    seated = band_at(app, scene, HC.MOMENT + 0.5)
    assert same(up.subsurface(clear), seated.subsurface(clear))


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_the_first_half_card_gives_its_panel_to_the_pitch(
    monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]
) -> None:
    """The card runs from under the buttons to the players panel's foot, its pitch takes most of
    the card's height, and the scorers' lines spread over it."""
    app, scene = opened(calm=True, size=size)
    rect = scene.first_half_rect()
    assert rect is not None
    last = max(b.rect.bottom for b in scene.menu.buttons)
    assert rect.top - last <= round(18 * size[1] / 720) + 1
    pitches: list[tuple[int, int]] = []
    real = HS._pitch
    monkeypatch.setattr(HS, "_pitch", lambda s, *a: pitches.append(s) or real(s, *a))
    lines = HS.draw_first_half(app.screen, rect, scene.first_half)
    assert pitches and pitches[0][1] >= 0.6 * rect.h, (pitches, rect)
    assert len(lines) == 4 and lines[-1].bottom - lines[0].top >= 0.45 * rect.h
