"""The hot-seat "no need to pass" notice covers neither the match log nor the prompt's choices: it
stands just under the decision's frame (the log starts under it, review23 #5), or, when the log has
no room to give, the log makes room for it under its newest entry."""

from __future__ import annotations

import pygame
import pytest

from game.settings import Settings
from game.ui.look import layout as L
from game.ui.scenes.table.table_scene import TableScene
from game.ui.table import match_log
from game.ui.table.match_log import log_rows, rows_box
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
        assert not box.colliderect(match_log.box())
        assert L.get().prompt.contains(box) and not box.colliderect(scene.prompt.frame(scene.message))
        assert 0 <= match_log.box().y - box.bottom <= L.get().px(6)  # no empty band: the log under the notice
        assert not any(box.colliderect(b.rect) for b in scene.menu.buttons)
    finally:
        app.close()


def test_with_no_room_in_the_prompt_the_log_keeps_its_newest_entry_above_the_notice(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(TableScene, "notice_under_frame", lambda self, message: None)
    app, scene, box = open_turn("en", (1024, 600))
    try:
        lines = scene.shown_log()
        rows = log_rows(lines, 0, rows_box(box))
        assert rows and rows[-1][2] == lines[-1]
        assert [t for _r, t, full in rows if full == lines[-1]] == [t for _r, t, _f in log_rows(lines[-1:])]
        assert all(row.bottom <= box.y for row, _t, _f in rows)
        assert match_log.box().contains(box)
    finally:
        app.close()
