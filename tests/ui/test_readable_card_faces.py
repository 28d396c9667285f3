"""Card faces meant to be read, at 1024x600 with 150 % text (review25 #2, #3, #11): one name size
for the whole pitch, a long Japanese name broken between its words rather than squeezed, no name
or effect drawn under the text floor on the pitch, the line-up, half time and the Rules pictures,
half time's cards no smaller at a larger text, and the Rules footer inside the window."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from game.ui.art import card_face
from game.ui.art.card_words import FaceText
from game.ui.look import assets
from game.ui.look import layout as L
from game.ui.look import metrics as M
from game.ui.scenes.match import halftime
from game.ui.scenes.rules.rules_help import RulesHelpScene
from game.ui.widgets import basic as widgets
from game.ui.window.app import App
from tests.ui.driver import Driver
from tests.ui.helpers import session_at

SMALLEST = (1024, 600)
Drawn = list[tuple[str, int, int, FaceText]]


def faces_on(app: App, build: Callable[[], object]) -> Drawn:
    """The card faces drawn on the screen `build` puts up, its animations played out."""
    d = Driver(app)
    build()
    d.frame(n=2)
    anim = getattr(app.stack.top, "anim", None)
    if anim is not None:
        anim.skip_all()
    for forget in assets.text_listeners:  # every card face drawn again, and noted
        forget()
    card_face.faces_drawn = []
    try:
        d.frame()
        return list(card_face.faces_drawn)
    finally:
        card_face.faces_drawn = None


def the_pitch(app: App) -> Drawn:
    lay = L.get()
    drawn = faces_on(app, lambda: session_at(app, ("attack_synergy",), 11, random_play=True))
    return [f for f in drawn if (f[1], f[2]) == (lay.card_w, lay.card_h)]


def rules_page(app: App, page: int) -> Callable[[], None]:
    def build() -> None:
        app.stack.clear()
        app.stack.push(RulesHelpScene(app, page))

    return build


@pytest.mark.parametrize("language", ["ja", "pt"])
def test_the_pitch_sets_every_name_in_one_size(app_at, language: str) -> None:  # type: ignore[no-untyped-def]
    """Review25 #2: "センター / バック" at 14 px over a row of 9 px names; one size across the
    rows of both halves."""
    app = app_at(SMALLEST, 150, language)
    drawn = the_pitch(app)
    assert len(drawn) >= 15
    assert len({face.size for _c, _w, _h, face in drawn}) == 1, sorted({(c, f.size) for c, _w, _h, f in drawn})


def test_a_long_katakana_name_breaks_between_its_words_on_the_pitch(app_at) -> None:  # type: ignore[no-untyped-def]
    """Review25 #2: "インサイドフォワード" on one line squeezed to 9 px; now "インサイド / フォワード"
    at the text floor, beside its footballer."""
    app_at(SMALLEST, 150, "ja")
    lay = L.get()
    face = card_face.face_text("RWF_INSIDE_FORWARD", lay.card_w, lay.card_h)
    assert face.lines == ("インサイド", "フォワード")
    assert face.size >= card_face.text_floor(lay.card_h) and face.squeeze == 1.0 and face.panel


@pytest.mark.parametrize("language", ["ja", "pt"])
def test_no_card_words_under_the_floor_where_cards_are_read(app_at, language: str) -> None:  # type: ignore[no-untyped-def]
    """Review25 #2, #3, #11 at 1024x600 and 150 %: every name drawn at 11 px or more and squeezed
    no narrower than 10.5 px looks; every effect at 11 px or more: the pitch, the line-up, half
    time and the Rules pages with cards."""
    app = app_at(SMALLEST, 150, language)
    screens = {
        "pitch": lambda: session_at(app, ("attack_synergy",), 11, random_play=True),
        "line-up": lambda: session_at(app, ("lineup",), 3),
        "half time": lambda: session_at(app, ("half_time",), 3),
        "rules 1": rules_page(app, 0),
        "rules 8": rules_page(app, 7),
    }
    small = []
    for name, build in screens.items():
        drawn = faces_on(app, build)
        assert drawn, name
        for card, w, h, face in drawn:
            if face.size < 11 or face.size * face.squeeze < 10.5 or (face.row and face.row_size < 11):
                small.append((name, card, w, h, face.lines, face.size, round(face.squeeze, 2), face.row_size))
    assert not small, small


@pytest.mark.parametrize("language", ["ja", "pt"])
def test_the_rules_example_cards_grow_with_the_text(app_at, language: str) -> None:  # type: ignore[no-untyped-def]
    """Review25 #11: the setup picture's effects ("⚡+1 奪う") about 7 px at 1024 ja 150 %: its
    cards are larger at a larger text, their effects larger than the floor."""
    app = app_at(SMALLEST, 100, language)
    plain = faces_on(app, rules_page(app, 0))
    app.change_settings(app.settings.with_(text_scale=150))
    larger = faces_on(app, rules_page(app, 0))
    assert min(h for _c, _w, h, _f in larger) > max(h for _c, _w, h, _f in plain)
    assert min(f.row_size for _c, _w, _h, f in larger if f.row) >= 13


@pytest.mark.parametrize("size", [SMALLEST, (1280, 720), (1920, 1080)], ids=str)
def test_half_time_cards_are_no_smaller_at_a_larger_text(app_at, size: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
    """Review25 #3: at 150 % the panel takes more of the width where its cards can grow (the
    buttons keep the rest), so they are at least as large as at 100 %, larger at 1024x600."""
    app = app_at(size, 100, "pt")
    plain = halftime.card_grid()
    for scale in (125, 150):
        app.change_settings(app.settings.with_(text_scale=scale))
        grown = halftime.card_grid()
        assert grown[1] >= plain[1] and grown[2] >= plain[2], (scale, plain, grown)
        if size == SMALLEST:
            assert grown[1] > plain[1], (scale, plain, grown)
        assert halftime.players_panel().right + M.px(24) + halftime.buttons_area().w <= M.width()


@pytest.mark.parametrize("language", ["ja", "pt"])
def test_the_rules_footer_stays_inside_the_window_at_150(app_at, language: str) -> None:  # type: ignore[no-untyped-def]
    """Review25 #11: the Rules key line sat on the window's bottom edge at 1024 ja 150 %."""
    app = app_at(SMALLEST, 150, language)
    scene = RulesHelpScene(app, 0)
    app.stack.push(scene)
    widgets.drawn = []
    try:
        scene.draw(app.screen)
        lowest = max(line.ink.bottom for line in widgets.drawn)
    finally:
        widgets.drawn = None
    assert lowest <= M.height() - 2
