"""Know before you commit (issue #38 point 6): the shooter choice says how many hand cards may be
added and the chance; the odds box shows one clear number, the band on hover."""

from __future__ import annotations

import re

import pygame

from game.ai.normal_odds import best_cards_odds, normal_odds
from game.ai.registry import make_agent
from game.engine import actions as A
from game.engine.state import Game, State
from game.engine.view import View
from game.ui.scenes.table import table_prompt
from game.ui.scenes.table.table_scene import TableScene
from game.ui.table.odds_hint import odds_box, percent
from game.ui.widgets import basic as widgets
from tests.ui.test_undo_ui import settle, table


def normal_match_until(wanted: object, seed: int = 1) -> State:
    """Normal plays Normal until the side to act faces what `wanted(view)` asks for."""
    for s in range(seed, seed + 40):
        state = Game(seed=s).new_initial_state()
        agents = (make_agent("normal", 1), make_agent("normal", 2))
        while not state.is_terminal():
            side = state.current_player()
            view = state.view(side)
            if wanted(view):  # type: ignore[operator]
                return state
            state.apply_action(agents[side].choose(view))
    raise AssertionError("no such position")


def direct_attack_on_defensive(v: View) -> bool:
    return (
        v.phase == "player_action"
        and v.me.control == "DEFENSIVE"
        and any(isinstance(a, A.DirectAttack) for a in v.legal_actions)
    )


def adding_cards(v: View) -> bool:
    return v.phase == "attack_synergy" and v.shot is not None and v.shot.side == v.viewer and bool(v.me.hand)


def shooter_scene() -> tuple[TableScene, object]:
    scene, d = table(normal_match_until(direct_attack_on_defensive))
    settle(scene, d)
    scene._set_mode("attack")
    d.frame(n=2)
    return scene, d


def test_the_shooter_choice_says_no_card_may_be_added_and_the_chance() -> None:
    scene, _d = shooter_scene()
    v = scene.view()
    assert "You are under pressure: you may add no cards from your hand" in scene.prompt.hint
    shooters = [a.card for a in scene.legal() if isinstance(a, A.DirectAttack)]
    shoot_buttons = [b for b in scene.menu.buttons if b.label != "Back"]
    assert len(shoot_buttons) == len(shooters)
    for card, button in zip(shooters, shoot_buttons, strict=True):
        slots, odds = best_cards_odds(v, card)
        assert slots == 0 and odds is not None
        assert button.label.endswith(f"· {percent(odds.score)}% to score"), button.label  # exact: none added


def test_without_the_odds_hint_the_shooter_choice_still_says_what_may_be_added() -> None:
    scene, d = shooter_scene()
    scene.app.change_settings(scene.app.settings.with_(odds_hint=False))
    scene._key = None
    d.frame(n=2)
    assert "you may add no cards from your hand" in scene.prompt.hint
    assert not any("%" in b.label for b in scene.menu.buttons)


def test_the_odds_box_shows_one_number_and_the_band_on_hover() -> None:
    scene, d = table(normal_match_until(adding_cards))
    settle(scene, d)
    v = scene.view()
    lines = table_prompt.odds_lines(scene, v)
    odds = normal_odds(v, ())
    _slots, best = best_cards_odds(v)
    assert odds is not None and best is not None
    assert lines[0] == f"Your chance to score: {percent(odds.score)}%"
    assert len(re.findall(r"\d+%", lines[0])) == 1  # one clear number
    if percent(best.score) > percent(odds.score):  # #38.5: the shot button's "up to" figure, named
        assert lines[1:] == [f"Up to {percent(best.score)}% with the best cards from your hand"]
    else:
        assert lines[1:] == []
    box = odds_box(table_prompt.shown_odds_rows(scene, v), scene.prompt.frame(scene.message).bottom)
    assert box is not None
    widgets.overflows.clear()
    widgets.drawn = []
    try:
        d.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=box.center, rel=(0, 0), buttons=(0, 0, 0))], 3)
        shown = [t.text for t in widgets.drawn]
    finally:
        widgets.drawn = None
    band = scene.odds.details()[0]
    assert re.fullmatch(r"\d+–\d+% depending on how the defender answers|\d+% however the defender answers", band)
    assert band in shown  # the tooltip under the pointer
    assert widgets.overflows == []


def test_the_shooter_hint_says_the_control_state_in_football_words() -> None:
    """R5.3 / R7.3, review23 #5 (fit5): what the control marker lets the attacker add, said before
    the shooter is chosen, in words a player uses, not the state's name in capitals."""
    from game.i18n import set_language
    from game.ui.table.odds_hint import slots_line

    assert slots_line("DEFENSIVE", 0) == "You are under pressure: you may add no cards from your hand"
    assert slots_line("NORMAL", 1) == "Control is even: you may add one card from your hand"
    assert slots_line("AGGRESSIVE", 2) == "You control the game: you may add up to 2 cards from your hand"
    try:
        for language in ("en", "ja", "zh_CN", "pt"):
            set_language(language)
            for state, n in (("DEFENSIVE", 0), ("NORMAL", 1), ("AGGRESSIVE", 2)):
                line = slots_line(state, n)
                assert state not in line and line, (language, line)
                if language != "en":
                    assert "hand" not in line, (language, line)  # translated
    finally:
        set_language("en")
