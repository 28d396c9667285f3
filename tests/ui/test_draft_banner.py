"""The computer's pick banner in the draft hides the subtitle lines it sits on (review23 #1: the
"AWAY picks CB Libero" banner drawn over both subtitle lines, which showed through it at 1024 ja)."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.ui.control.controller import MatchConfig
from game.ui.look import assets
from game.ui.scenes.cast import scene_for_phase
from game.ui.scenes.match import draft
from game.ui.scenes.match.draft import DraftScene
from game.ui.window.app import App
from game.ui.window.session import Session
from tests.ui.driver import await_computer


@pytest.mark.parametrize("language", ["ja", "pt"])
def test_the_pick_banner_replaces_the_subtitle_lines_while_it_shows(monkeypatch, language) -> None:  # type: ignore[no-untyped-def]
    app = App(headless=True, sound=False, size=(1024, 600))
    try:
        app.change_settings(app.settings.with_(language=language, text_scale=150))
        session = Session(MatchConfig(mode="computer", seed=5, agent="random"), None)
        app.stack.push(scene_for_phase(session.controller.phase)(app, session))
        scene = app.stack.top
        assert isinstance(scene, DraftScene)
        for _ in range(600):
            if scene.banner_showing():
                break
            if scene.ctrl.worker is not None:
                await_computer(scene)
            app.step(1 / 60, [])
        assert scene.banner_showing(), "the computer's first pick shows no banner"
        drawn: list[str] = []
        real = draft.blit_text
        monkeypatch.setattr(draft, "blit_text", lambda s, text, *a, **k: drawn.append(text) or real(s, text, *a, **k))
        surface = pygame.Surface(app.screen.get_size())
        scene.draw(surface)
        title, rule, whose = (line[0] for line in scene.header_lines())
        assert title in drawn
        assert rule not in drawn and whose not in drawn, drawn
        scene.anim.skip_all()
        drawn.clear()
        scene.draw(surface)
        _title, rule, whose = (line[0] for line in scene.header_lines())
        assert rule in drawn and whose in drawn, drawn
    finally:
        app.close()
        assets.set_text_scale(100)
        i18n.set_language("en")
