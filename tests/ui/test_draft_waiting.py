"""The draft while the other side picks and before any star is drafted (review24 #8: at 1024 ja the
hidden pick buttons left an empty band between the cards and their descriptions while the computer
picked; in round 1 at 1920 en "HOME stars" was a big empty box)."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.engine.state import DRAFT_FIRST
from game.i18n import _
from game.ui.control.controller import MatchConfig
from game.ui.look import assets
from game.ui.look.metrics import px
from game.ui.scenes.cast import scene_for_phase
from game.ui.scenes.match import draft
from game.ui.scenes.match.draft import DraftScene, star_slot
from game.ui.widgets import basic as widgets
from game.ui.window.app import App
from game.ui.window.session import Session
from game.ui.words.card_text import side_name
from tests.ui.driver import await_computer


def _draft(app: App, language: str, scale: int) -> DraftScene:
    app.change_settings(app.settings.with_(language=language, text_scale=scale))
    session = Session(MatchConfig(mode="computer", seed=5, agent="random"), None)
    app.stack.push(scene_for_phase(session.controller.phase)(app, session))
    scene = app.stack.top
    assert isinstance(scene, DraftScene)
    return scene


def _until(app: App, scene: DraftScene, done) -> None:  # type: ignore[no-untyped-def]
    for _step in range(900):
        if done():
            return
        if scene.ctrl.worker is not None:
            await_computer(scene)
        app.step(1 / 60, [])
    raise AssertionError("the draft never got there")


@pytest.mark.parametrize(("language", "size", "scale"), [("ja", (1024, 600), 100), ("pt", (1024, 600), 150)])
def test_the_descriptions_close_up_under_the_cards_while_the_computer_picks(language, size, scale) -> None:  # type: ignore[no-untyped-def]
    app = App(headless=True, sound=False, size=size)
    try:
        scene = _draft(app, language, scale)
        _until(app, scene, scene.banner_showing)
        lay = scene.layout()
        assert not scene.menu.buttons and not lay.picking
        shown = tuple(scene.shown_view().draft_revealed)
        assert draft.draft_layout(shown, True).cards == lay.cards  # the cards stay where a pick shows them
        for card, text in zip(lay.cards, lay.text_rects, strict=True):
            assert text.y - card.bottom <= px(12), (card, text)  # no band where the buttons were
        _until(app, scene, scene.deciding)
        app.step(1 / 60, [])
        lay = scene.layout()
        assert lay.picking and scene.menu.buttons
        for button, text in zip(lay.buttons, lay.text_rects, strict=True):
            assert text.y >= button.bottom, (button, text)
    finally:
        app.close()
        assets.set_text_scale(100)
        i18n.set_language("en")


@pytest.mark.parametrize(("language", "size", "scale"), [("en", (1920, 1080), 100), ("ja", (1024, 600), 150)])
def test_each_star_not_drafted_yet_shows_its_slot_and_round(monkeypatch, language, size, scale) -> None:  # type: ignore[no-untyped-def]
    app = App(headless=True, sound=False, size=size)
    try:
        scene = _draft(app, language, scale)
        _until(app, scene, scene.deciding)
        app.step(1 / 60, [])
        v = scene.shown_view()
        assert [len(t.stars) for t in v.teams] == [0, 1]  # round 1: AWAY has picked, HOME not yet
        drawn: list[tuple[str, tuple[int, int]]] = []
        real = draft.blit_text
        monkeypatch.setattr(
            draft, "blit_text", lambda s, text, at, *a, **k: drawn.append((text, at)) or real(s, text, at, *a, **k)
        )
        scene.draw(pygame.Surface(app.screen.get_size()))
        lay = scene.layout()
        for side, box in enumerate(lay.boxes):
            for j in range(len(v.teams[side].stars), len(DRAFT_FIRST)):
                slot = star_slot(box, j, lay.star)
                assert (_("Round {n}").format(n=j + 1), slot.center) in drawn, (side, j)
                assert box.contains(slot)
        assert (_("Round {n}").format(n=1), star_slot(lay.boxes[1], 0, lay.star).center) not in drawn  # a star is there
        widgets.drawn = []
        try:
            scene.draw(pygame.Surface(app.screen.get_size()))
            inks = {line.text: line.ink for line in widgets.drawn}
        finally:
            widgets.drawn = None
        for side, box in enumerate(lay.boxes):
            title = inks[_("{side} stars").format(side=side_name(side))]
            assert title.bottom <= star_slot(box, 0, lay.star).top, (title, box)  # the title clear of the slots
    finally:
        app.close()
        assets.set_text_scale(100)
        i18n.set_language("en")


@pytest.mark.parametrize(
    ("language", "size", "scale"),
    [
        ("pt", (1024, 600), 150),
        ("ja", (1024, 600), 150),
        ("pt", (1280, 720), 125),
        ("en", (1920, 1080), 100),
        ("zh_CN", (1024, 600), 150),
    ],
)
def test_the_choosers_line_keeps_clear_of_the_card_mats(language: str, size: tuple[int, int], scale: int) -> None:
    """polish6 #3: at 1024x600 pt 150 % "VISITANTE — Sua escolha" touched the top of the card mats."""
    app = App(headless=True, sound=False, size=size)
    try:
        scene = _draft(app, language, scale)
        app.step(1 / 60, [])
        widgets.drawn = []
        try:
            scene.draw(app.screen)
            blits = list(widgets.drawn)
        finally:
            widgets.drawn = None
        whose = scene.whose_pick()[1]
        line = next(b for b in blits if b.text == whose)
        mats = min(card.y for card in scene.layout().cards) - px(draft.MAT)
        assert mats - line.ink.bottom >= 6, (line.ink, mats)
    finally:
        app.close()
