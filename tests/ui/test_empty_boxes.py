"""Boxes that wait for something say what fills them (review23 #11): the empty synergy hand at turn 1
names the PASS that draws into it, and while a move plays out the decision panel names whose move it
is instead of standing as an empty frame over "click or press a key to skip"."""

from __future__ import annotations

import dataclasses

import pytest

from game import i18n
from game.engine import actions as A
from game.engine.match import AWAY
from game.ui.art import kits
from game.ui.look import layout as L
from game.ui.scenes.table import table_prompt
from game.ui.scenes.table.table_scene import TableScene
from game.ui.table.side_panels import EMPTY_HAND
from game.ui.widgets import basic as widgets
from game.ui.window.app import App
from game.ui.words.card_text import side_name
from tests.ui.driver import Driver
from tests.ui.helpers import session_at, some_every_run, table_at


def drawn(app: App, scene: TableScene) -> list[widgets.TextBlit]:
    widgets.drawn = []
    widgets.overflows.clear()
    try:
        scene.draw(app.screen)
        return list(widgets.drawn)
    finally:
        widgets.drawn = None


@pytest.mark.parametrize("language", ["en", "ja", "pt", "zh_CN"])
@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_empty_hand_says_what_fills_it(size: tuple[int, int], language: str) -> None:
    app = App(headless=True, sound=False, size=size)
    app.change_settings(app.settings.with_(language=language))
    try:
        scene = table_at(app, Driver(app), "player_action", seed=3)
        assert scene.view().me.hand_count == 0
        line = i18n._(EMPTY_HAND)
        assert line != EMPTY_HAND or language == "en", "translated"
        blits = [b for b in drawn(app, scene) if b.text and b.text in line]
        assert " ".join(b.text for b in blits).replace(" ", "") == line.replace(" ", ""), blits
        assert all(L.get().hand.contains(b.ink) for b in blits), blits
        assert not widgets.overflows, widgets.overflows
    finally:
        app.close()


@pytest.mark.parametrize(
    ("size", "language", "scale"),
    some_every_run(  # the review's case and the smallest window at the largest text; the others in the big run
        [(s, lang, k) for s in ((1280, 720), (1024, 600), (1920, 1080)) for lang in ("pt", "ja") for k in (125, 150)],
        [((1280, 720), "pt", 125), ((1024, 600), "ja", 150)],
    ),
)
def test_the_empty_hand_line_stays_inside_its_panel_at_larger_text(
    size: tuple[int, int], language: str, scale: int
) -> None:
    """polish6 #1: at 1280x720 pt 125 % "Vazia: PASSE compra cartas de" ran past the panel's left edge
    (centred on the five card places, which reach past the panel's right edge)."""
    app = App(headless=True, sound=False, size=size)
    app.change_settings(app.settings.with_(language=language, text_scale=scale))
    try:
        scene = table_at(app, Driver(app), "player_action", seed=3)
        line = i18n._(EMPTY_HAND)
        blits = [b for b in drawn(app, scene) if b.text and b.text in line]
        assert blits
        inside = L.get().hand.inflate(-2 * max(6, L.get().px(6)), 0)
        assert all(inside.contains(b.ink) for b in blits), (inside, blits)
    finally:
        app.close()


def test_a_full_hand_has_no_empty_line() -> None:
    app = App(headless=True, sound=False, size=(1920, 1080))
    try:
        scene = table_at(app, Driver(app), "attack_synergy", seed=3)
        if scene.view().me.hand_count == 0:
            pytest.skip("this seed's attacker holds no cards")
        assert EMPTY_HAND not in [b.text for b in drawn(app, scene)]
    finally:
        app.close()


def test_while_a_move_plays_the_panel_names_whose_move_it_is() -> None:
    app = App(headless=True, sound=False, size=(1920, 1080))
    try:
        scene = table_at(app, Driver(app), "player_action", seed=3)
        mover = scene.view().current_player
        place = next(a for a in scene.legal() if isinstance(a, A.Place))
        assert scene.act(place) and scene.anim.busy
        scene._refresh()
        assert scene.prompt.title == f"{side_name(mover)} plays"
        assert scene.prompt.hint
    finally:
        app.close()


@pytest.mark.parametrize("language", ["en", "ja"])
def test_while_the_computer_decides_the_panel_names_its_club(language: str) -> None:
    app = App(headless=True, sound=False, size=(1920, 1080))
    app.change_settings(app.settings.with_(language=language))
    try:
        session_at(app, ("player_action",), seed=3, mode="computer")
        scene = app.stack.top
        assert isinstance(scene, TableScene) and scene.ctrl.agents[AWAY] is not None
        title, what = table_prompt.waiting(scene, dataclasses.replace(scene.view(), current_player=AWAY))
        assert title == i18n._("{club} is thinking…").format(club=kits.name(AWAY)), title
        assert kits.name(AWAY) in title and what
    finally:
        app.close()
