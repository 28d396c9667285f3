"""Safety nets a new player relies on (issue #10): a saved match is never replaced without asking,
Esc on the title never quits at once, and against the computer the result speaks to the player."""

from __future__ import annotations

import pygame

from game import storage
from game.engine.state import Game
from game.ui.control.controller import MatchConfig
from game.ui.control.positions import advance
from game.ui.scenes.menus.menus import NewMatchScene, TitleScene
from game.ui.scenes.overlays.overlays import ConfirmDialog
from game.ui.scenes.result.result import ResultScene
from game.ui.window.session import Session
from tests.ui.driver import number_key
from tests.ui.helpers import new_app


def saved_match_on_title() -> tuple[object, object, bytes]:
    app, d = new_app()
    d.key(pygame.K_RETURN)  # New match
    d.key(pygame.K_7)  # Start
    assert storage.autosave_path().exists()
    saved = storage.autosave_path().read_bytes()
    app.stack.clear()
    app.stack.push(TitleScene(app))
    d.frame(n=2)
    return app, d, saved


def test_esc_on_the_title_asks_and_no_keeps_the_game_running() -> None:
    app, d = new_app()
    d.key(pygame.K_ESCAPE)
    assert app.running and isinstance(app.stack.top, ConfirmDialog)
    d.key(pygame.K_RETURN)  # the focused answer is "No"
    assert app.running and isinstance(app.stack.top, TitleScene)
    d.key(pygame.K_ESCAPE)
    d.key(pygame.K_1)  # "Yes, quit"
    assert not app.running


def test_a_new_match_asks_before_replacing_the_saved_one() -> None:
    app, d, saved = saved_match_on_title()
    d.key(number_key(app.stack.top.menu, "New match"))  # type: ignore[union-attr]
    assert isinstance(app.stack.top, NewMatchScene)
    d.key(pygame.K_7)  # Start match
    assert isinstance(app.stack.top, ConfirmDialog)
    d.key(pygame.K_ESCAPE)  # changed my mind
    assert isinstance(app.stack.top, NewMatchScene)
    assert storage.autosave_path().read_bytes() == saved
    d.key(pygame.K_7)
    d.key(pygame.K_1)  # Yes, start a new match
    assert not isinstance(app.stack.top, ConfirmDialog | NewMatchScene)
    assert storage.autosave_path().read_bytes() != saved


def test_the_guided_match_asks_before_replacing_the_saved_one() -> None:
    app, d, saved = saved_match_on_title()
    d.key(number_key(app.stack.top.menu, "Guided first match"))  # type: ignore[union-attr]
    assert isinstance(app.stack.top, ConfirmDialog)
    d.key(pygame.K_2)  # No, keep it
    assert isinstance(app.stack.top, TitleScene)
    assert storage.autosave_path().read_bytes() == saved


def test_without_a_saved_match_a_new_match_starts_at_once() -> None:
    app, d = new_app()
    assert not storage.autosave_path().exists()
    d.key(pygame.K_RETURN)
    d.key(pygame.K_7)
    assert not isinstance(app.stack.top, ConfirmDialog | NewMatchScene | TitleScene)


def test_against_the_computer_the_result_says_who_won_in_the_players_words(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import game.ui.scenes.result.result as result_mod

    drawn: list[str] = []
    translate = result_mod._
    monkeypatch.setattr(result_mod, "_", lambda text: drawn.append(text) or translate(text))
    app, d = new_app()
    state = advance(Game(seed=5, tiebreak="draw").new_initial_state(), ("over",), limit=10_000)
    result = state.result()
    assert result is not None
    for human in (0, 1):
        session = Session(MatchConfig(mode="computer", human_side=human, agent="easy", seed=5), None, state=state)
        app.stack.clear()
        app.stack.push(ResultScene(app, session))
        drawn.clear()
        d.frame(n=2)
        d.key(pygame.K_SPACE)  # the headline lands after the score's count-up: a key skips to it
        if result.winner is None:
            assert "DRAW" in drawn
        else:
            assert ("YOU WON" if result.winner == human else "YOU LOST") in drawn
