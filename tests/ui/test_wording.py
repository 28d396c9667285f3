"""Words that agree with what happens (issue #10): the replay's header and footer name the same
coach to play, and a hot-seat line-up stops saying "Waiting for the other coach" once both chose."""

from __future__ import annotations

import pygame

from game import storage
from game.engine.rng import Rng
from game.engine.state import Game
from game.ui.scenes.match.lineup import LineupScene
from game.ui.scenes.replays.replays import ReplayPlayer
from tests.ui.helpers import new_app, session_at


def spy_words(monkeypatch, module: object) -> list[str]:  # type: ignore[no-untyped-def]
    words: list[str] = []
    translate = module._  # type: ignore[attr-defined]
    monkeypatch.setattr(module, "_", lambda text: words.append(text) or translate(text))
    return words


def test_the_replays_header_and_footer_name_the_same_coach(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import game.ui.scenes.replays.replay_controls as replay_controls
    import game.ui.table.scoreboard as table

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
    footer = spy_words(monkeypatch, replay_controls)
    d.frame(n=2)
    v = player.view()
    assert v.current_player != v.active
    assert "{side} to play" in footer and table.to_play(v) == v.current_player  # the scoreboard lights the same
    assert "{side} to decide" not in footer


def test_a_hot_seat_line_up_does_not_wait_after_both_chose(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import game.ui.scenes.match.lineup as lineup

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
    from game.ui.scenes.overlays.overlays import ROLE_ROWS_TEXT
    from game.ui.words.card_text import line_label

    try:
        for language in i18n.LANGUAGES:
            i18n.set_language(language)
            for role, text in ROLE_ROWS_TEXT.items():
                assert line_label(role) in i18n._(text), (language, role)
    finally:
        i18n.set_language("en")


def test_a_watched_match_names_the_hand_shown_by_its_side(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Watching the computer play itself, the hand on the table is HOME's, not the watcher's own."""
    import game.ui.table.side_panels as panels

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


RULE_ID = __import__("re").compile(r"\bR\d+(\.\d+)?")


def test_prompts_and_buttons_speak_football_not_rule_ids() -> None:
    """No rule id in a prompt's title, hint or buttons in any phase; the id sits behind the "?"."""
    from game.ui.scenes.table.table_scene import TableScene
    from tests.ui.test_text_fit import TABLE_PHASES

    app, d = new_app()
    seen = 0
    for phase in TABLE_PHASES:
        try:
            session_at(app, (phase,), seed=3, random_play=True)
        except AssertionError:
            continue
        scene = app.stack.top
        scene.anim.skip_all()  # type: ignore[union-attr]
        d.frame(n=2)
        modes = ("idle", "attack", "sub_in") if isinstance(scene, TableScene) else ("idle",)
        for mode in modes:
            if isinstance(scene, TableScene):
                scene._set_mode(mode)
                d.frame()
                words = [scene.title, scene.hint, *(b.label for b in scene.menu.buttons)]
            else:
                words = [b.label for b in scene.menu.buttons]  # type: ignore[union-attr]
            seen += 1
            for text in words:
                assert not RULE_ID.search(text), (phase, mode, text)
    assert seen >= 10
    pygame.event.clear()


def test_the_prompts_question_mark_opens_the_rules_at_its_rule() -> None:
    from game.ui.scenes.rules.rules_help import RulesHelpScene
    from game.ui.scenes.rules.rules_pages import PAGES, page_for_rule
    from game.ui.scenes.table.table_scene import TableScene
    from tests.ui.driver import key_event

    assert PAGES[page_for_rule("R5.3") or 0].title == "The shot and the magic number"
    assert PAGES[page_for_rule("R4.3 B") or 0].title == "Team actions: PASS or PRESS"
    assert PAGES[page_for_rule("R2.4") or 0].title == "Placing cards"
    assert PAGES[page_for_rule("R11.2") or 0].title == "Additional time and half time"
    assert page_for_rule("R99") is None and page_for_rule("R51") is None
    for phase, how in (("shoot_option", "key"), ("penalty_kick", "click")):
        app, d = new_app()
        session_at(app, (phase,), seed=3, random_play=True)
        scene = app.stack.top
        assert isinstance(scene, TableScene)
        scene.anim.skip_all()
        d.frame(n=2)
        assert scene.rule and scene.rule_badge is not None, phase
        if how == "key":
            d.frame(key_event(pygame.K_F1))
        else:
            d.click(scene.rule_badge.center)
        top = app.stack.top
        assert isinstance(top, RulesHelpScene), phase
        assert top.page == page_for_rule(scene.rule)
        d.key(pygame.K_ESCAPE)
        assert app.stack.top is scene
        app.close()


def test_a_refusal_in_the_prompt_speaks_words_without_its_rule_id() -> None:
    """ "R2.3: this player has no legal place now": the prompt shows the words; the id is the Rules'."""
    from game.ui.widgets import basic as widgets
    from tests.ui.helpers import new_app, session_at

    app, d = new_app()
    session_at(app, ("player_action",), seed=3)
    d.frame(n=2)
    scene = app.stack.top
    scene.say("R2.3: " + "this player has no legal place now", error=True)  # type: ignore[union-attr]
    widgets.drawn = []
    try:
        scene.draw(app.screen)  # type: ignore[union-attr]
        texts = [t.text for t in widgets.drawn]
    finally:
        widgets.drawn = None
    assert "no legal place now" in " ".join(texts)
    assert not any("R2.3" in t for t in texts)


def test_a_dive_and_a_kick_are_said_in_football_words_never_abbreviated() -> None:
    """Issue #38.1: the penalty's zones and dives in words ("Top left corner", "Dive left, high
    and low"), the same whichever order a dive's zones come in; no TL / AE / 左上 code in any language."""
    from game import i18n
    from game.ui.words.card_text import kick_words, save_label

    codes = {"TL", "TR", "BL", "BR", "AE", "AD", "BE", "BD", "C"}
    try:
        assert kick_words("TL") == "Top left corner" and kick_words("C") == "Down the middle"
        assert save_label(("TL", "BL")) == save_label(("BL", "TL")) == "Dive left, high and low"
        for lang in ("en", "zh_CN", "ja", "pt"):
            i18n.set_language(lang)
            words = [kick_words(s) for s in ("TL", "TR", "C", "BL", "BR")]
            words += [
                save_label(p) for p in (("C", "TL"), ("C", "TR"), ("C", "BL"), ("C", "BR"), ("TL", "BL"), ("TR", "BR"))
            ]
            assert len(set(words)) == len(words), lang
            for w in words:
                assert not set(w.replace(",", " ").split()) & codes, (lang, w)
                assert "+" not in w, (lang, w)
            if lang != "en":
                assert words[0] != "Top left corner" and words[-1] != "Dive right, high and low", lang
    finally:
        i18n.set_language("en")


def test_the_build_up_prompt_offers_a_shot_only_when_there_is_one() -> None:
    from game.engine import actions as A
    from game.ui.control.controller import MatchConfig
    from game.ui.scenes.table.table_scene import TableScene
    from game.ui.window.session import Session

    app, d = new_app()
    titles: dict[bool, str] = {}
    state = Game(seed=12).new_initial_state()
    rng = Rng(12)
    while len(titles) < 2 and not state.is_terminal():
        legal = state.legal_actions()
        if state.phase.value == "player_action":
            shots = any(isinstance(a, A.DirectAttack | A.BlindShot) for a in legal)
            if shots not in titles:
                session = Session(MatchConfig(mode="hotseat", seed=12), None, state=state.clone())
                session.controller.viewer = state.current_player()
                scene = TableScene(app, session)
                app.stack.clear()
                app.stack.push(scene)
                scene.anim.skip_all()
                d.frame(n=2)
                titles[shots] = scene.title
        state.apply_action(legal[rng.below(len(legal))])
    assert titles == {True: "Bring on a player, or go for goal", False: "Bring on a player"}
    pygame.event.clear()


def test_a_cards_details_point_to_the_rules_pages_that_explain_it_not_to_rule_ids() -> None:
    """Placing and icons (pages 2 and 4), an effect (page 5), a crack against defense (page 6)."""
    from game.ui.scenes.overlays.overlays import card_rules, rule_pages
    from game.ui.scenes.rules.rules_pages import PAGES

    assert rule_pages(card_rules("CF_STRIKER")) == [2, 4]
    assert rule_pages(card_rules("DMF_CANNON_SHOT")) == [2, 4, 5]
    assert rule_pages(card_rules("RWF_INSIDE_FORWARD")) == [2, 4, 6]
    assert "R6" in PAGES[4].rules and "R5" in PAGES[5].rules
