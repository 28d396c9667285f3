"""A newcomer's first hour (issue #23): the draft against the computer says whose pick it is and
names the cards, the scorers have names, New match remembers the mode, hover follows the pointer
after a keyboard selection."""

from __future__ import annotations

import re
import time

import pygame
import pytest

from game import i18n
from game.ai.scripted import ScriptedAgent
from game.engine import actions as A
from game.engine import events as E
from game.engine.rng import Rng
from game.engine.state import Game
from game.ui.art import kits
from game.ui.control import privacy
from game.ui.control.controller import MatchConfig, replay_events
from game.ui.look import layout as L
from game.ui.look.metrics import px
from game.ui.scenes.match.base import MatchBase
from game.ui.scenes.match.draft import DraftScene
from game.ui.scenes.menus.launch import start_match
from game.ui.scenes.menus.menus import NewMatchScene, TitleScene
from game.ui.scenes.overlays.overlays import PassScreen, card_lines
from game.ui.scenes.table.table_scene import TableScene
from game.ui.table.event_anims import draft_banner_at
from game.ui.window.app import App
from game.ui.window.session import Session
from game.ui.words import card_text
from game.ui.words.card_text import card_name
from tests.ui.driver import Driver, mouse_move
from tests.ui.helpers import first_every_run, session_at


@pytest.mark.parametrize("size", first_every_run([(1024, 600), (1920, 1080)], ["size0", "size1"]))
def test_the_draft_against_the_computer_says_whose_pick_it_shows(size: tuple[int, int]) -> None:
    app = App(headless=True, sound=False, size=size)
    start_match(app, MatchConfig("computer", 0, "normal", "shootout", 12345))
    d = Driver(app)
    computer_shown = mine_shown = card_top = 0
    for _ in range(600):
        scene = app.stack.top
        if not isinstance(scene, DraftScene):
            break
        scene.ctrl.think_pause = 0.0
        chooser, words = scene.whose_pick()
        if chooser == 1:
            assert "Your pick" not in words
            computer_shown += scene.anim.busy
        else:
            assert "Your pick" in words
        if scene.ctrl.human_to_act() and not scene.anim.busy:
            mine_shown += 1
            card_top = min(r.top for r in scene.layout().cards)
            labels = [b.label for b in scene.menu.buttons]
            cards = scene.view().draft_revealed
            assert all(card_name(c) in label for c, label in zip(cards, labels, strict=True)), labels
            assert len(set(labels)) == len(labels)
            d.key(pygame.K_1)
            continue
        if scene.ctrl.thinking:
            time.sleep(0.002)
        d.frame()
    assert computer_shown > 0 and mine_shown == 3
    # a pick's banner sits above the revealed cards
    assert draft_banner_at()[1] + px(32) <= card_top


@pytest.mark.parametrize("language", ["en", "zh_CN", "ja", "pt"])
def test_draft_buttons_name_the_card_in_every_language(language: str) -> None:
    i18n.set_language(language)
    app = App(headless=True, sound=False, size=(1024, 600))
    session = session_at(app, ("draft",))
    scene = app.stack.top
    assert isinstance(scene, DraftScene)
    Driver(app).frame(n=2)
    view = session.controller.view()
    labels = [b.label for b in scene.menu.buttons]
    assert labels and all(card_name(c) in label for c, label in zip(view.draft_revealed, labels, strict=True))


def test_hovering_a_lit_place_moves_the_preview_after_a_keyboard_selection() -> None:
    app = App(headless=True, sound=False, size=(1280, 720))
    session = session_at(app, ("player_action",))
    d = Driver(app)
    d.frame(n=3)
    scene = app.stack.top
    assert isinstance(scene, TableScene)
    view = scene.view()
    index, card = next((i, c) for i, c in enumerate(view.me.available) if len(scene.places(c)) > 1)
    d.key(pygame.K_1 + index)
    assert scene.selected == card and scene.mode == "place"
    places = scene.places(card)
    other = next(i for i in range(len(places)) if i != scene.cursor)
    d.frame([mouse_move(L.card_rect(True, *places[other]).center)])
    assert scene.cursor == other
    d.key(pygame.K_RETURN)
    placed = session.controller._state.history[-1]
    assert placed == A.Place(card, *places[other])


def test_the_scorers_are_named_by_card() -> None:
    app = App(headless=True, sound=False, size=(1024, 600))
    session = session_at(app, ("over",), seed=3, random_play=True)
    scorers = [name for side in session.controller.stats.scorers for name in side]
    goals = [e for batch in replay_events(session.controller._state) for e in batch if isinstance(e, E.Goal)]
    assert scorers and len(scorers) == len(goals)
    for goal, name in zip(sorted(goals, key=lambda g: g.side), scorers, strict=True):
        assert (card_name(goal.card) if goal.card else "blind") in name


def test_new_match_remembers_the_mode_level_and_tie_break() -> None:
    app = App(headless=True, sound=False, size=(1024, 600))
    app.stack.push(TitleScene(app))
    d = Driver(app)
    d.key(pygame.K_RETURN)  # New match
    scene = app.stack.top
    assert isinstance(scene, NewMatchScene) and scene.mode == "hotseat"
    d.key(pygame.K_1)  # mode: vs computer
    d.key(pygame.K_3)  # level: the next one
    d.key(pygame.K_4)  # tie-break: the other
    chosen = (scene.mode, scene.agent, scene.tiebreak)
    assert chosen[0] == "computer"
    d.key(pygame.K_7)  # start
    assert isinstance(app.stack.top, MatchBase)
    again = NewMatchScene(app)
    assert (again.mode, again.agent, again.tiebreak) == chosen
    # and after a restart of the game
    restarted = App(headless=True, sound=False, size=(1024, 600))
    later = NewMatchScene(restarted)
    assert (later.mode, later.agent, later.tiebreak) == chosen


def hotseat_at(app: App, want_secret: bool) -> Session:
    """A hot-seat match at a placement whose decider holds a synergy hand (or none), the other
    coach at the screen."""
    for seed in range(1, 60):
        state = Game(seed=seed).new_initial_state()
        rng = Rng(seed)
        while not state.is_terminal():
            d = state.current_player()
            if state.phase.value == "player_action" and state.turn > 2 and bool(state.teams[d].hand) == want_secret:
                session = Session(MatchConfig(mode="hotseat", seed=seed), None, state=state)
                session.controller.viewer = 1 - d
                app.stack.clear()
                app.stack.push(TableScene(app, session))
                return session
            legal = state.legal_actions()
            state.apply_action(legal[rng.below(len(legal))])
    raise AssertionError("no such position")


@pytest.mark.parametrize("want_secret", [False, True])
def test_the_pass_screen_comes_exactly_when_something_would_be_shown(want_secret: bool) -> None:
    app = App(headless=True, sound=False, size=(1024, 600))
    session = hotseat_at(app, want_secret)
    ctrl = session.controller
    decider = ctrl.decider
    Driver(app).frame(n=3)
    if want_secret:
        assert isinstance(app.stack.top, PassScreen) and ctrl.viewer == 1 - decider
        assert ctrl.secret(decider) == privacy.HAND  # and the screen says so
    else:
        assert isinstance(app.stack.top, TableScene) and ctrl.viewer == decider
        assert app.toast and "no need to pass" in app.toast


def test_the_line_up_always_passes_the_screen_saying_why() -> None:
    app = App(headless=True, sound=False, size=(1024, 600))
    session = session_at(app, ("lineup",), seed=3)
    ctrl = session.controller
    assert ctrl.secret(ctrl.decider) == privacy.LINEUP
    assert ctrl.secret(1 - ctrl.decider) == privacy.LINEUP


def test_waiting_on_the_computer_says_who_and_what_and_answers_clicks() -> None:
    app = App(headless=True, sound=False, size=(1024, 600))
    state = Game(seed=5).new_initial_state()
    rng = Rng(5)
    while not (state.phase.value == "player_action" and state.current_player() == 1 and state.turn > 4):
        legal = state.legal_actions()
        state.apply_action(legal[rng.below(len(legal))])
    session = Session(MatchConfig("computer", 0, "easy", "shootout", 5), None, state=state)
    session.controller.think_pause = 30.0  # the computer's move stays readable for the whole test
    scene = TableScene(app, session)
    app.stack.push(scene)
    d = Driver(app)
    d.frame(n=3)
    assert kits.name(1) in scene.title and "thinking" in scene.title  # the computer's club, by its name
    assert "AWAY" in scene.hint and "goal" in scene.hint
    d.click((500, 300))
    assert scene.pointer_note is not None and "AWAY" in scene.pointer_note[0]
    d.key(pygame.K_RETURN)
    assert "AWAY" in scene.message
    # an opponent that waits for the person (the guided match's notes) says so
    agent = ScriptedAgent(1)
    agent.hold = True
    session.controller.agents[1] = agent
    d.frame(n=2)
    assert "waits for you" in scene.title and "Next" in scene.hint
    session.close()


def test_a_click_while_the_computer_drafts_is_answered() -> None:
    app = App(headless=True, sound=False, size=(1024, 600))
    start_match(app, MatchConfig("computer", 0, "easy", "shootout", 4))  # AWAY, the computer, picks first
    scene = app.stack.top
    assert isinstance(scene, DraftScene) and scene.ctrl.computer_to_act()
    scene.ctrl.think_pause = 30.0
    d = Driver(app)
    d.frame(n=2)
    d.click((500, 200))
    assert "AWAY" in scene.message and "computer" in scene.message
    scene.session.close()


@pytest.mark.parametrize("language", ["en", "zh_CN", "ja", "pt"])
def test_a_cards_details_say_where_each_half_icon_sits_in_words(language: str) -> None:
    """Not the slot codes (TL, BR): each icon kind once, with the edges it sits on, in the player's language."""
    i18n.set_language(language)
    try:
        line = card_lines("DMF_CANNON_SHOT")[2]
        assert not re.search(r"\b(TL|TR|BL|BR|L|R)\b", line)
        assert line.count(card_text.icon_word("S")) == 1 and line.count(card_text.icon_word("P")) == 1
        for slot in ("TL", "BL", "TR", "L", "R"):
            assert card_text.edge_name(slot) in line
        assert card_text.edge_name("BR") not in line  # DMF Cannon Shot has nothing there
    finally:
        i18n.set_language("en")
