"""Text that always fits (issue #10): every scene, in all four languages, at the smallest and the
usual window size, draws every label inside its box. The one text-fitting rule
(game.ui.widgets.fit_text: a bounded shrink, never a squash) records any text it had to cut short;
this test renders the scenes and expects that record to stay empty."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game import i18n
from game.engine.cards import default_cards
from game.ui import widgets
from game.ui.app import App
from game.ui.scenes.menus import NewMatchScene, TitleScene
from game.ui.scenes.overlays import ConfirmDialog, DetailsOverlay, PassScreen, PauseMenu
from game.ui.scenes.rules_help import PAGES, RulesHelpScene
from game.ui.scenes.settings_scene import SettingsScene
from game.ui.scenes.table_scene import TableScene
from tests.ui.driver import Driver
from tests.ui.helpers import session_at

LANGUAGES = ("en", "zh_CN", "ja", "pt")
SIZES = ((1280, 720), (1024, 600))
TABLE_PHASES = (
    "draft",
    "lineup",
    "team_action",
    "player_action",
    "effect",
    "keep",
    "shoot_option",
    "token",
    "attack_synergy",
    "defend_synergy",
    "penalty_kick",
    "penalty_save",
    "half_time",
    "shootout_kick",
    "over",
)


def scenes(app: App, d: Driver) -> Iterator[str]:
    """Put each scene (and each state of it that shows other words) on the stack; yield its name."""
    for build, name in ((TitleScene, "title"), (SettingsScene, "settings")):
        app.stack.clear()
        app.stack.push(build(app))
        yield name
    for mode in ("hotseat", "computer", "watch"):
        app.stack.clear()
        scene = NewMatchScene(app)
        scene.mode = mode
        scene._build()
        app.stack.push(scene)
        yield f"new match {mode}"
    for page in range(len(PAGES)):
        app.stack.clear()
        app.stack.push(RulesHelpScene(app, page))
        yield f"rules page {page}"
    app.stack.push(
        ConfirmDialog(
            app,
            i18n._("Replace the match in progress?"),
            i18n._("The saved match will be lost: Continue on the title screen will no longer resume it."),
            i18n._("Yes, start a new match"),
            i18n._("No, keep it"),
            lambda: None,
        )
    )
    yield "confirm"
    for phase in TABLE_PHASES:
        for seed in (3,):
            try:
                session = session_at(app, (phase,), seed, random_play=True)
            except AssertionError:
                continue
            yield f"{phase} seed {seed}"
            top = app.stack.top
            if isinstance(top, TableScene) and phase == "player_action":
                v = top.view()
                for mode in ("attack", "sub_in"):
                    top._set_mode(mode)
                    yield f"{phase} {mode}"
                ins = sorted({a.into for a in v.legal_actions if type(a).__name__ == "Substitute"})
                if ins:
                    top._pick_in(ins[0])
                    yield f"{phase} sub_out"
                top._cancel()
                card = next((c for c in v.me.available if top.places(c)), None)
                if card is not None:
                    top.select(card)
                    yield f"{phase} place"
            if phase == "player_action" and seed == 3:
                app.stack.push(PauseMenu(app, session))
                yield "pause"
                app.stack.push(PassScreen(app, session))
                yield "pass screen"
                small = app.screen.get_height() <= 600  # the details box is the same elsewhere
                for card in (default_cards().base + default_cards().stars) if small else ():
                    app.stack.push(DetailsOverlay(app, card.id))
                    yield f"details {card.id}"
                    app.stack.pop()


def render(app: App, d: Driver) -> None:
    d.frame(n=2)
    top = app.stack.top
    anim = getattr(top, "anim", None)
    if anim is not None:
        anim.skip_all()
        d.frame()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("language", LANGUAGES)
def test_every_label_of_every_scene_fits_its_box(language: str, size: tuple[int, int]) -> None:
    app = App(headless=True, sound=False, size=size)
    d = Driver(app)
    i18n.set_language(language)
    try:
        cut: dict[str, list[tuple[str, int, int]]] = {}
        for name in scenes(app, d):
            widgets.overflows.clear()
            render(app, d)
            if widgets.overflows:
                cut[name] = list(widgets.overflows)
        assert not cut, "\n".join(f"{name}: {texts}" for name, texts in cut.items())
    finally:
        i18n.set_language("en")
        pygame.event.clear()


def test_the_fitting_rule_shrinks_then_cuts_and_never_squashes() -> None:
    App(headless=True, sound=False)
    widgets.overflows.clear()
    text = "Substitution: who comes on from the bench?"
    full = widgets.fit_text(text, 18, (255, 255, 255), True, 10_000)
    smaller = widgets.fit_text(text, 18, (255, 255, 255), True, full.get_width() - 20)
    assert smaller.get_width() <= full.get_width() - 20 and smaller.get_height() < full.get_height()
    assert not widgets.overflows  # a little smaller is allowed
    tiny = widgets.fit_text(text, 18, (255, 255, 255), True, 60)
    assert tiny.get_width() <= 60
    assert widgets.overflows and widgets.overflows[-1][0] == text  # cut short, and recorded
    widgets.overflows.clear()
