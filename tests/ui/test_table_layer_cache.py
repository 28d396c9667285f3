"""Issue #38 (frame budget): the decision panel's lit glass lies in the table's cached layer, painted
again only when its frame, the cards, the palette, the window or the words change, and drawing the
same pixels as the glass drawn each frame; the window clears nothing under a scene that paints it whole."""

from __future__ import annotations

import pygame

from game.ui.look import assets, metrics, palettes
from game.ui.look import layout as L
from game.ui.look.metrics import px
from game.ui.scenes.table.table_scene import TableScene
from game.ui.table import pitch_view
from game.ui.widgets import glass
from game.ui.widgets.basic import Button
from game.ui.window.app import App
from game.ui.window.scene import Scene
from tests.ui.helpers import new_app, session_at

Box = tuple[int, int, int, int]
NO_CARDS: tuple[tuple[str, int, int], ...] = ()


def _layer(prompt: Box) -> pygame.Surface:
    w, h = metrics.size()
    return pitch_view.table_layer(w, h, NO_CARDS, NO_CARDS, (None, None), (), prompt)


def _table() -> tuple[App, TableScene]:
    app, d = new_app()
    session = session_at(app, ("player_action",), seed=3)
    d.frame(n=3)
    session.animator.skip_all()
    d.frame(n=2)
    scene = app.stack.top
    assert isinstance(scene, TableScene)
    return app, scene


def test_the_cached_layer_draws_the_same_pixels_as_the_glass_drawn_over_the_pitch_each_frame() -> None:
    app, _d = new_app()
    frame = pygame.Rect(L.get().prompt.x, L.get().prompt.y, L.get().prompt.w, L.get().prompt.h // 2)
    w, h = metrics.size()
    screen = app.screen
    screen.blit(pitch_view._pitch_with_cards(w, h, NO_CARDS, NO_CARDS, (None, None), ()), (0, 0))
    glass.draw_glass(screen, frame, px(10), "strong")
    drawn = pygame.image.tobytes(screen, "RGB")
    screen.fill((0, 0, 0))
    screen.blit(_layer((frame.x, frame.y, frame.w, frame.h)), (0, 0))
    assert pygame.image.tobytes(screen, "RGB") == drawn


def test_the_layer_is_painted_again_when_the_frame_the_palette_or_the_words_change() -> None:
    new_app()
    pitch_view._table_layer.cache_clear()
    r = L.get().prompt
    short, tall = (r.x, r.y, r.w, r.h // 2), (r.x, r.y, r.w, r.h)
    first = _layer(short)
    assert _layer(short) is first, "the same frame: the same layer, not painted again"
    grown = _layer(tall)
    assert grown is not first, "a taller panel (more buttons, a message) paints it again"
    assert grown.get_at((r.x + r.w // 2, r.y + r.h - px(4))) != first.get_at((r.x + r.w // 2, r.y + r.h - px(4)))
    before = palettes.palette().name
    try:
        palettes.set_palette("red_green" if before != "red_green" else "standard")
        assert _layer(short) is not first, "another palette paints it again"
    finally:
        palettes.set_palette(before)
    kept = _layer(short)
    assets.reset_text_caches()  # another language or text size: the cards' words change
    assert _layer(short) is not kept


def test_the_layer_follows_the_window_size() -> None:
    app, _d = new_app()
    assert _layer((0, 0, 10, 10)).get_size() == metrics.size()
    app.resize((1920, 1080))
    assert _layer((0, 0, 10, 10)).get_size() == (1920, 1080)


def test_a_new_decision_with_more_buttons_grows_the_lit_panel_on_screen() -> None:
    app, scene = _table()
    frame = scene.prompt.frame()
    many = [Button(str(i), lambda: None) for i in range(6)]
    scene.prompt.set("title", "hint", "", many, True, 0)
    assert scene.prompt.frame().h > frame.h
    below = (frame.centerx, min(scene.prompt.frame().bottom, L.get().prompt.bottom) - px(3))
    app.draw()
    lit = app.screen.get_at(below)
    scene.prompt.set("title", "hint", "", many[:1], True, 0)
    app.draw()
    assert app.screen.get_at(below) != lit


def test_the_table_paints_every_pixel_so_the_window_clears_nothing_under_it() -> None:
    app, _scene = _table()
    assert app.stack.fills_window()
    shots = []
    for colour in ((255, 0, 255), (0, 0, 0)):
        app.screen.fill(colour)
        app.stack.draw(app.screen)
        shots.append(pygame.image.tobytes(app.screen, "RGB"))
    assert shots[0] == shots[1], "nothing of what lay under the table shows"


class _Corner(Scene):
    def draw(self, surface: pygame.Surface) -> None:
        surface.fill((200, 200, 200), (0, 0, 10, 10))


def test_a_scene_that_paints_part_of_the_window_is_drawn_on_a_cleared_screen() -> None:
    app, _d = new_app()
    app.stack.clear()
    app.stack.push(_Corner(app))
    assert not app.stack.fills_window()
    app.screen.fill((255, 0, 255))
    app.draw()
    assert app.screen.get_at((50, 50))[:3] == (0, 0, 0)
