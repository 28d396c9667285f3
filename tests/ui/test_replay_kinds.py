"""The replays list says how each match was played (hot-seat, against the computer and its level,
online, the guided match) when its replay says so; an older replay shows nothing more and still
opens. The line fits at the smallest window in every language."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game import i18n, storage
from game.engine.rng import Rng
from game.engine.state import Game, State
from game.ui.control.controller import MatchConfig
from game.ui.scenes.replays.replay_rows import match_kind
from game.ui.scenes.replays.replays import ReplayBrowser, ReplayPlayer
from game.ui.widgets import basic as widgets
from game.ui.window.app import App
from tests.ui.driver import Driver

METAS: dict[str, dict[str, Any]] = {
    "old": {},
    "hotseat": MatchConfig("hotseat", 0, "normal", "shootout", 5).to_meta(),
    "random": {**MatchConfig("computer", 0, "random", "shootout", 5).to_meta(), "viewer": 0},
    "hard": MatchConfig("computer", 1, "hard", "shootout", 5).to_meta(),
    "online": MatchConfig("online", 0, "normal", "shootout", 5).to_meta(),
    "guided": {**MatchConfig("computer", 0, "easy", "shootout", 5).to_meta(), "guided": True},
    "watch": MatchConfig("watch", 0, "normal", "draw", 5).to_meta(),
    "junk": {"mode": 7, "agent": ["hard"], "guided": "yes"},
}
EXPECTED = {
    "old": "",
    "hotseat": "hot-seat",
    "random": "vs computer: Random moves",
    "hard": "vs computer: Hard",
    "online": "online",
    "guided": "guided match",
    "watch": "computer vs computer",
    "junk": "",
}


def finished() -> State:
    state = Game(seed=5).new_initial_state()
    rng = Rng(5)
    while not state.is_terminal():
        legal = state.legal_actions()
        state.apply_action(legal[rng.below(len(legal))])
    return state


def keep_all() -> dict[str, storage.ReplayInfo]:
    state = finished()
    paths = {name: storage.keep_finished(state, meta) for name, meta in METAS.items()}
    infos, notice = storage.list_replays()
    assert notice is None
    by_path = {info.path: info for info in infos}
    return {name: by_path[path] for name, path in paths.items()}


def test_the_replay_says_how_the_match_was_played_and_an_old_one_says_nothing() -> None:
    i18n.set_language("en")
    infos = keep_all()
    assert (infos["hard"].mode, infos["hard"].level, infos["hard"].guided) == ("computer", "hard", False)
    assert (infos["old"].mode, infos["old"].level, infos["old"].guided) == (None, None, False)
    assert (infos["junk"].mode, infos["junk"].level, infos["junk"].guided) == (None, None, False)
    assert infos["guided"].guided
    assert {name: match_kind(info) for name, info in infos.items()} == EXPECTED


@pytest.mark.parametrize("lang", ["en", "zh_CN", "ja", "pt"])
def test_the_kind_line_fits_under_the_date_at_1024x600(lang: str) -> None:
    infos = keep_all()
    app = App(headless=True, sound=False, size=(1024, 600))
    i18n.set_language(lang)
    try:
        browser = ReplayBrowser(app)
        app.stack.push(browser)
        widgets.overflows.clear()
        for name, info in infos.items():
            index = browser.rows.replays.index(info)
            browser.rows.top = browser.rows.focus = max(0, index - browser.rows.rows_shown() + 1)
            widgets.drawn = []
            browser.draw(app.screen)
            lines = widgets.drawn
            row = browser.rows.row_rect(index)
            inside = [line for line in lines if row.contains(line.ink)]
            kind = match_kind(info)
            assert (kind in [line.text for line in inside]) == bool(kind), name
            for a in inside:
                for b in inside:
                    assert a is b or not a.ink.colliderect(b.ink), (name, a.text, b.text)
    finally:
        widgets.drawn = None
    assert widgets.overflows == []
    i18n.set_language("en")
    app.close()


def test_an_old_replay_without_the_mode_still_opens() -> None:
    i18n.set_language("en")
    old = keep_all()["old"]
    app = App(headless=True, sound=False, size=(1024, 600))
    browser = ReplayBrowser(app)
    app.stack.push(browser)
    d = Driver(app)
    for _ in range(browser.rows.replays.index(old)):
        d.key(pygame.K_DOWN)
    d.key(pygame.K_RETURN)
    player = app.stack.top
    assert isinstance(player, ReplayPlayer) and player.meta.get("mode") is None and not app.stack.errors
    app.close()


def test_the_replays_tell_the_players_record_against_each_computer_level() -> None:
    """Won-drawn-lost from the side of the person at this computer (a shoot-out decides a level
    score); hot-seat, online, watched, guided and older matches do not count."""
    from game.ui.scenes.replays.replay_list import computer_record, record_line

    infos = keep_all()
    result = finished().result()
    assert result is not None and result.winner is not None
    assert infos["hard"].side == 1 and infos["random"].side == 0 and infos["online"].side == 0
    assert infos["hotseat"].side is None and infos["watch"].side is None and infos["old"].side is None
    assert infos["hard"].outcome() == ("won" if result.winner == 1 else "lost")
    assert infos["random"].outcome() == ("won" if result.winner == 0 else "lost")
    level_draw = storage.ReplayInfo(infos["hard"].path, "", ((), ()), (2, 2), (4, 3), "computer", "easy", False, 1)
    plain_draw = storage.ReplayInfo(infos["hard"].path, "", ((), ()), (1, 1), None, "computer", "normal", False, 0)
    assert (level_draw.outcome(), plain_draw.outcome()) == ("lost", "drawn")
    hard, random_moves = [0, 0, 0], [0, 0, 0]
    hard[0 if result.winner == 1 else 2] += 1
    random_moves[0 if result.winner == 0 else 2] += 1
    record = computer_record([*infos.values(), level_draw, plain_draw])
    expected = [("easy", (0, 0, 1)), ("normal", (0, 1, 0)), ("hard", tuple(hard)), ("random", tuple(random_moves))]
    assert record == expected
    assert record_line([]) == ""
    line = record_line(record)
    assert line.startswith("Your record against the computer (won–drawn–lost): Easy 0–0–1 · Normal 0–1–0 · Hard ")
    app = App(headless=True, sound=False)
    try:
        browser = ReplayBrowser(app)
        assert browser.record == computer_record(storage.list_replays()[0])
    finally:
        app.close()
