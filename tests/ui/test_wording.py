"""Words that agree with what happens (issue #10): the replay's header and footer name the same
coach to play, and a hot-seat line-up stops saying "Waiting for the other coach" once both chose."""

from __future__ import annotations

import pygame

from game import storage
from game.engine.rng import Rng
from game.engine.state import Game
from game.ui.scenes.lineup import LineupScene
from game.ui.scenes.replays import ReplayPlayer
from tests.ui.helpers import new_app, session_at


def spy_words(monkeypatch, module: object) -> list[str]:  # type: ignore[no-untyped-def]
    words: list[str] = []
    translate = module._  # type: ignore[attr-defined]
    monkeypatch.setattr(module, "_", lambda text: words.append(text) or translate(text))
    return words


def test_the_replays_header_and_footer_name_the_same_coach(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import game.ui.scenes.replays as replays
    import game.ui.table as table

    state = Game(seed=16).new_initial_state()
    rng = Rng(16)
    while not state.is_terminal():
        legal = state.legal_actions()
        state.apply_action(legal[rng.below(len(legal))])
    path = storage.keep_finished(state, {})
    app, d = new_app()
    player = ReplayPlayer(app, path)
    app.stack.push(player)
    while player.view().phase != "defend_synergy":  # the defender decides in the attacker's turn
        player.step()
    player.anim.skip_all()
    footer = spy_words(monkeypatch, replays)
    d.frame(n=2)
    v = player.view()
    assert v.current_player != v.active
    assert "{side} to play" in footer and table.to_play(v) == v.current_player  # the scoreboard lights the same
    assert "{side} to decide" not in footer


def test_a_hot_seat_line_up_does_not_wait_after_both_chose(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import game.ui.scenes.lineup as lineup

    app, _driver = new_app()
    session = session_at(app, ("lineup",), seed=3)
    ctrl = session.controller
    while ctrl.phase == "lineup":  # both coaches confirm (first legal bench each)
        ctrl.viewer = ctrl.decider
        ctrl.apply(ctrl.view().legal_actions[0])
    scene = app.stack.top
    assert isinstance(scene, LineupScene)
    words = spy_words(monkeypatch, lineup)
    scene.draw(app.screen)
    assert "Waiting for the other coach." not in words
    pygame.event.clear()


def test_the_boards_line_names_are_the_rules_line_names_in_every_language() -> None:
    """The FW / MF / DF labels beside the field are the words the rules pages use (R2.3)."""
    from game import i18n
    from game.ui.card_text import line_label
    from game.ui.scenes.overlays import ROLE_ROWS_TEXT

    try:
        for language in i18n.LANGUAGES:
            i18n.set_language(language)
            for role, text in ROLE_ROWS_TEXT.items():
                assert line_label(role) in i18n._(text), (language, role)
    finally:
        i18n.set_language("en")


def test_a_watched_match_names_the_hand_shown_by_its_side(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Watching the computer play itself, the hand on the table is HOME's, not the watcher's own."""
    import game.ui.side_panels as panels

    for mode, said, unsaid in (
        ("watch", "{side} synergy hand ({n}/5)", "Your synergy hand ({n}/5)"),
        ("hotseat", "Your synergy hand ({n}/5)", "{side} synergy hand ({n}/5)"),
    ):
        app, _driver = new_app()
        session = session_at(app, ("player_action",), seed=3, mode=mode)
        try:
            words = spy_words(monkeypatch, panels)
            app.stack.top.draw(app.screen)
            assert said in words and unsaid not in words, mode
        finally:
            monkeypatch.undo()
            session.close()
            app.close()
