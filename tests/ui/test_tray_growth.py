"""Review25 #1 (hierarchy): as the coach's tray empties, its cards grow to fill the left column (a
few big readable cards, not three small ones over empty space), in a grid in the number keys'
order; hit-testing, drag and the keys use the same rects as the drawing."""

from __future__ import annotations

import functools
from itertools import pairwise

import pygame
import pytest

from game import i18n
from game.engine.rng import Rng
from game.engine.state import Game, State
from game.ui.art import card_face, kits
from game.ui.art.cardart import player_card
from game.ui.control.controller import MatchConfig
from game.ui.look import assets
from game.ui.look import layout as L
from game.ui.scenes.cast import scene_for_phase
from game.ui.scenes.table.table_scene import TableScene
from game.ui.table import table_hits
from game.ui.widgets import basic as widgets
from game.ui.window.app import App
from game.ui.window.session import Session
from tests.ui.driver import Driver
from tests.ui.test_text_fit import card_faces, draw_by_layer, group_sizes, overlaps, render, tray_sizes

SIZES = ((1024, 600), (1280, 720), (1920, 1080), (2560, 1440))


@functools.cache
def _placing_with(players: int, seed: int = 11) -> State:
    """A seeded random match at a placement (R3.3) whose coach has `players` left in the tray."""
    for s in range(seed, seed + 40):
        state, rng = Game(seed=s).new_initial_state(), Rng(s)
        while not state.is_terminal():
            if state.phase.value == "player_action" and len(state.teams[state.current_player()].available) == players:
                return state
            legal = state.legal_actions()
            state.apply_action(legal[rng.below(len(legal))])
    raise AssertionError(f"no match reached a tray of {players}")


def _table(app: App, players: int) -> TableScene:
    state = _placing_with(players).clone()
    session = Session(MatchConfig(mode="hotseat", seed=1), None, state=state)
    session.controller.viewer = state.current_player()
    app.stack.clear()
    app.stack.push(scene_for_phase(session.controller.phase)(app, session))
    d = Driver(app)
    d.frame(n=3)
    session.animator.skip_all()
    d.frame(n=2)
    scene = app.stack.top
    assert isinstance(scene, TableScene)
    return scene


@pytest.mark.parametrize("text_scale", (100, 150))
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_trays_cards_grow_as_it_empties_and_fit_the_column(size: tuple[int, int], text_scale: int) -> None:
    app = App(headless=True, sound=False, size=size)
    assets.set_text_scale(text_scale)
    try:
        lay = L.get()
        last = (0, 0)
        for n in range(12, 0, -1):
            L.set_tray(n)
            rects = [L.available_rect(i) for i in range(n)]
            w, h = rects[0].size
            assert all(r.size == (w, h) for r in rects)
            assert w >= last[0] and h >= last[1], f"{n}: cards shrank as the tray emptied"
            last = (w, h)
            assert w <= round(lay.card_w * L.TRAY_GROW) and h <= round(lay.card_h * L.TRAY_GROW)
            assert all(a.colliderect(b) is False for i, a in enumerate(rects) for b in rects[i + 1 :])
            assert all((a.y, a.x) < (b.y, b.x) for a, b in pairwise(rects)), "the keys' order"
            if n <= 9:  # the full tray keeps today's layout; from nine on every card stays in the column
                assert all(lay.my_panel.contains(r) for r in rects)
                assert rects[-1].bottom < L.bench_top(), "the bench stays under the tray"
            if n <= 3:  # late in a half: cards at least as big as the pitch's, not today's small ones
                assert w >= lay.card_w and h >= lay.card_h, (n, (w, h), (lay.card_w, lay.card_h))
        L.set_tray(12)
        assert L.available_rect(0).size == lay.panel_card  # a full tray: today's two columns
    finally:
        L.set_tray(None)
        assets.set_text_scale(100)
        app.close()


@pytest.mark.parametrize(("size", "players"), (((1024, 600), 2), ((1920, 1080), 4)))
def test_hit_tests_match_the_drawn_cards(size: tuple[int, int], players: int) -> None:
    app = App(headless=True, sound=False, size=size)
    try:
        scene = _table(app, players)
        v = scene.view()
        assert len(v.me.available) == players
        big = L.available_rect(0)
        assert big.w > L.get().panel_card[0], "the few cards left are drawn large"
        for i, card in enumerate(v.me.available):
            rect = L.available_rect(i)
            assert table_hits.card_at(v, rect.center) == card
            assert table_hits.card_at(v, (rect.right - 3, rect.bottom - 3)) == card  # its whole face answers
            corner = app.screen.get_at((rect.right - 4, rect.centery))[:3]
            turf = app.screen.get_at((L.get().my_panel.right - 2, L.get().my_panel.bottom - 2))[:3]
            assert corner != turf
        last = players - 1
        assert scene.places(v.me.available[last])
        Driver(app).key(pygame.K_1 + last)
        assert scene.selected == v.me.available[last], "the number key picks the card drawn there"
        Driver(app).key(pygame.K_ESCAPE)
        Driver(app).click(L.available_rect(last).move(0, L.available_rect(last).h // 3).center)
        assert scene.selected == v.me.available[last], "a click low on the big card picks it"
    finally:
        L.set_tray(None)
        app.close()


@pytest.mark.parametrize("language", ("ja", "pt"))
def test_a_few_big_tray_cards_fit_their_text(language: str) -> None:
    """Text-fit records clean for a tray of two at 1024x600 with 150 % text."""
    app = App(headless=True, sound=False, size=(1024, 600))
    app.settings = app.settings.with_(text_scale=150)
    assets.set_text_scale(150)
    i18n.set_language(language)
    try:
        _table(app, 2)
        widgets.overflows.clear()
        widgets.breaks, card_face.faces, card_face.names_drawn = [], [], []
        render(app, Driver(app))
        lines = draw_by_layer(app)
        issues = overlaps(lines) + card_faces(card_face.faces)
        issues += tray_sizes(app, card_face.names_drawn) + group_sizes(app, card_face.names_drawn)
        issues += [f"cut: {s!r}" for s, _w, _room in widgets.overflows]
        assert not issues, issues
    finally:
        widgets.breaks, card_face.faces, card_face.names_drawn = None, None, None
        assets.set_text_scale(100)
        i18n.set_language("en")
        L.set_tray(None)
        app.close()


def test_the_trays_next_faces_are_drawn_ahead_while_a_card_is_placed() -> None:
    """The frame a card lands in draws no new tray faces: they were drawn one a frame after the
    pick-up (the tray's cards grow then)."""
    app = App(headless=True, sound=False, size=(1920, 1080))
    try:
        scene = _table(app, 6)  # two columns; one of five larger cards once a card leaves
        v = scene.view()
        leaving = v.me.available[0]
        Driver(app).key(pygame.K_1)
        assert scene.selected == leaving
        Driver(app).frame(n=4)
        rest = [c for c in v.me.available if c != leaving]
        w, h, _cols, _top = L.tray_card_for(len(rest))
        assert (w, h) != L.available_rect(0).size  # the tray of five is laid out larger
        most = card_face.hand_size(rest, w, h)
        before = player_card.cache_info().misses
        for card in rest:
            player_card(card, w, h, kit=kits.worn(v.viewer), most=most)
        assert player_card.cache_info().misses == before
    finally:
        L.set_tray(None)
        app.close()


@pytest.mark.parametrize("text_scale", (100, 150))
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_opponents_few_chips_grow_inside_its_panel(size: tuple[int, int], text_scale: int) -> None:
    app = App(headless=True, sound=False, size=size)
    assets.set_text_scale(text_scale)
    try:
        L.set_opponent(5)
        small = L.opp_available_rect(0).size
        for left in (3, 2, 1):
            L.set_opponent(left)
            lay = L.get()
            chips = [L.opp_available_rect(i) for i in range(left)]
            assert chips[0].w > small[0] and chips[0].h > small[1], "few chips left: larger"
            assert all(lay.opp_panel.contains(c) for c in chips)
            assert chips[-1].bottom <= L.opp_bench_rect(0).y and lay.my_panel.y > lay.opp_panel.bottom
            assert all(not a.colliderect(b) for a, b in pairwise(chips))
    finally:
        L.set_opponent(None)
        assets.set_text_scale(100)
        app.close()
