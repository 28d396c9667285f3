"""The replays browser on the library's index: filters by keys and clicks, the list read a page at
a time, a replay shared and one opened from a file (typed or dropped), the career page at the smallest
window (Japanese and Portuguese in every run, every language in the big run)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game import i18n, storage
from game.bench.library import make_replays
from game.library import Filters, library
from game.ui.scenes.replays.career import CareerScene
from game.ui.scenes.replays.replay_library import PAGE, PagedReplays
from game.ui.scenes.replays.replays import ReplayBrowser, ReplayPlayer
from game.ui.widgets import basic as widgets
from game.ui.window.app import App
from tests.ui.helpers import each_language


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("MN11_HOME", str(tmp_path))
    make_replays(storage.replays_dir(), 250, seed=9)
    return tmp_path


def key(app: App, k: int, mod: int = 0) -> None:
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)])


def test_the_list_is_read_a_page_at_a_time_and_filtered(home: Path, app: App) -> None:
    browser = ReplayBrowser(app)
    app.stack.push(browser)
    app.step(1 / 60, [])
    rows = browser.rows.replays
    assert isinstance(rows, PagedReplays) and len(rows) == 250 and set(rows.pages) == {0}
    key(app, pygame.K_END)
    assert browser.rows.focus == 249 and set(rows.pages) == {0, 249 // PAGE}
    lib = library(storage.replays_dir())
    assert list(rows) == lib.all()
    key(app, pygame.K_1)  # how it was played: vs computer
    key(app, pygame.K_3)  # result: won
    wanted = Filters(mode="computer", result="won")
    assert browser.bar.filters() == wanted
    assert list(browser.rows.replays) == lib.all(wanted) and browser.rows.focus == 0
    assert all(info.outcome() == "won" and info.mode == "computer" for info in browser.rows.replays)
    key(app, pygame.K_3, pygame.KMOD_SHIFT)  # back to any result
    assert browser.bar.filters() == Filters(mode="computer")
    key(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, ReplayPlayer)


def test_share_and_open_from_a_friend(home: Path, app: App, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    from tests.game.test_safe_read import finished

    downloads = tmp_path / "Downloads"
    downloads.mkdir()
    monkeypatch.setattr(storage, "share_folder", lambda: downloads)
    path = storage.keep_finished(finished(41), {"mode": "computer", "agent": "hard", "human_side": 0})
    browser = ReplayBrowser(app)
    app.stack.push(browser)
    browser.rows.focus = [info.path for info in browser.rows.replays].index(path)
    key(app, pygame.K_s)
    (shared,) = downloads.iterdir()
    assert shared.read_bytes() == path.read_bytes()
    path.unlink()  # as on the friend's computer: not among the replays yet
    gift = tmp_path / "gift.mn11.json"
    shared.rename(gift)
    app.step(1 / 60, [pygame.event.Event(pygame.DROPFILE, file=str(gift))])
    first = browser.rows.replays[0]
    assert first.shared and first.outcome() is None and browser.rows.focus == 0
    # a bad file typed into the box: a reason, nothing added
    bad = tmp_path / "bad.json"
    bad.write_text("{", encoding="utf-8")
    count = len(browser.rows.replays)
    key(app, pygame.K_o)
    assert browser.box is not None
    browser.box.field.text = str(bad)
    key(app, pygame.K_RETURN)
    assert browser.box is not None and len(browser.rows.replays) == count
    key(app, pygame.K_ESCAPE)
    assert browser.box is None and app.stack.top is browser


@pytest.mark.parametrize("lang", each_language())  # ja and pt every run, en and zh_CN in the big run
def test_the_career_page_fits_at_1024x600(home: Path, lang: str) -> None:
    app = App(headless=True, sound=False, size=(1024, 600))
    i18n.set_language(lang)
    try:
        browser = ReplayBrowser(app)
        app.stack.push(browser)
        key(app, pygame.K_c)
        scene = app.stack.top
        assert isinstance(scene, CareerScene) and scene.career.total.played > 0
        for top in (browser, scene):
            widgets.overflows.clear()
            top.draw(app.screen)
            assert widgets.overflows == [], (type(top).__name__, widgets.overflows)
        key(app, pygame.K_ESCAPE)
        assert app.stack.top is browser
    finally:
        i18n.set_language("en")
        app.close()
