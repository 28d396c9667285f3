"""The hot-seat "no need to pass" notice covers neither the match log nor the prompt's choices: it
stands in the prompt's free room, or, when the prompt has none, the log makes room for it under its
newest entry."""

from __future__ import annotations

import pygame
import pytest

from game.settings import Settings
from game.ui.look import layout as L
from game.ui.scenes.table.table_scene import TableScene
from game.ui.table.match_log import log_rows, rows_box
from game.ui.table.prompt_panel import PromptPanel
from game.ui.window.app import App
from tests.ui.driver import Driver
from tests.ui.test_first_hour import hotseat_at


def open_turn(language: str, size: tuple[int, int]) -> tuple[App, TableScene, pygame.Rect]:
    app = App(headless=True, sound=False, settings=Settings(language=language), size=size)
    hotseat_at(app, want_secret=False)
    Driver(app).frame(n=3)
    scene = app.stack.top
    assert isinstance(scene, TableScene) and app.toast
    box = app.notice_box()
    assert box is not None
    return app, scene, box


@pytest.mark.parametrize("language", ["en", "pt", "zh_CN", "ja"])
def test_the_open_turn_notice_leaves_the_log_and_the_choices_free(language: str) -> None:
    app, scene, box = open_turn(language, (1024, 600))
    try:
        assert not box.colliderect(L.get().log)
        assert L.get().prompt.contains(box)
        assert not any(box.colliderect(b.rect) for b in scene.menu.buttons)
    finally:
        app.close()


def test_with_no_room_in_the_prompt_the_log_keeps_its_newest_entry_above_the_notice(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(PromptPanel, "free_room", lambda self, odds_h, message: pygame.Rect(0, 0, 0, 0))
    app, scene, box = open_turn("en", (1024, 600))
    try:
        lines = scene.shown_log()
        rows = log_rows(lines, 0, rows_box(box))
        assert rows and rows[-1][2] == lines[-1]
        assert [t for _r, t, full in rows if full == lines[-1]] == [t for _r, t, _f in log_rows(lines[-1:])]
        assert all(row.bottom <= box.y for row, _t, _f in rows)
        assert L.get().log.contains(box)
    finally:
        app.close()
