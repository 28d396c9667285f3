"""The Text size setting (#42.3): 100 / 125 / 150 % makes every text larger, through the one place
text sizes become fonts (game.ui.look.assets), and the layouts grow their line steps with it."""

from __future__ import annotations

from game.ui.art import card_face
from game.ui.look import assets
from game.ui.widgets import basic
from game.ui.window.app import App

WHITE = (255, 255, 255)


def test_the_text_size_setting_scales_every_text_and_lays_the_scenes_out_again() -> None:
    app = App(headless=True, sound=False, size=(1280, 720))
    try:
        normal = assets.text("Play on", 18, WHITE).get_height()
        line = assets.line_px(20)
        face = card_face.face_text("CF_STRIKER", 259, 106)
        for percent, factor in ((125, 1.25), (150, 1.5)):
            app.change_settings(app.settings.with_(text_scale=percent))
            assert assets.text_scale() == factor
            assert assets.text("Play on", 18, WHITE).get_height() >= normal * (factor - 0.1)
            assert assets.line_px(20) >= line * (factor - 0.05)
        larger = card_face.face_text("CF_STRIKER", 259, 106)  # where the card has room, its words grow
        assert larger.size > face.size and not card_face.dropped_effects("CF_STRIKER", larger)
        app.change_settings(app.settings.with_(text_scale=100))
        assert assets.text("Play on", 18, WHITE).get_height() == normal
    finally:
        assets.set_text_scale(100)
        app.close()


def test_a_new_window_starts_at_the_saved_text_size() -> None:
    first = App(headless=True, sound=False, size=(1024, 600))
    first.change_settings(first.settings.with_(text_scale=125))
    first.close()
    again = App(headless=True, sound=False, size=(1024, 600))
    try:
        assert again.settings.text_scale == 125 and assets.text_scale() == 1.25
    finally:
        again.change_settings(again.settings.with_(text_scale=100))
        again.close()


def test_sibling_buttons_share_one_size() -> None:
    """#38.4: a row of buttons draws every label at the size its longest one needs."""
    app = App(headless=True, sound=False, size=(1024, 600))
    try:
        short = basic.Button("Next", lambda: None)
        long = basic.Button("Leave the lessons and go back to the title screen", lambda: None)
        menu = basic.Menu([short, long])
        menu.layout_grid(10, 10, 180, 30, 2)
        basic.drawn = []
        menu.draw(app.screen, 18)
        sizes = {blit.size for blit in basic.drawn if blit.button is not None}
        assert len(sizes) == 1
    finally:
        basic.drawn = None
        app.close()


def test_larger_text_grows_the_layouts_and_leaves_the_normal_size_where_it_was() -> None:
    """#42.3: at 150 % the Settings rows, the table's right column and the result's scoreboard are
    larger and the draft's pick buttons taller (a long label on two lines); at 100 % they are where
    they always were (1280x720: the design size)."""
    from game.ui.look import layout
    from game.ui.scenes.match.draft import draft_layout, star_boxes
    from game.ui.scenes.menus.settings_scene import SettingsScene
    from game.ui.scenes.result.result_hero import Hero

    app = App(headless=True, sound=False, size=(1280, 720))
    cards = ("CMF_REGISTA", "DMF_BALL_WINNER", "RB_WING_BACK")
    try:

        def measure() -> tuple[object, ...]:
            row = SettingsScene(app, 0).menu.buttons[0].rect
            draft = draft_layout(cards)
            return row.size, layout.get().right.w, Hero.plate().w, draft.buttons[0].h, star_boxes()[1]

        normal = measure()
        assert normal[:2] == ((660, 46), 234) and normal[3] == 40
        assert normal[2] >= 580  # the full-time scoreboard: wider for two long club names (review22 #7)
        app.change_settings(app.settings.with_(text_scale=150))
        (row_w, row_h), right, plate, pick_h, star = measure()
        assert row_w > 660 and row_h > 46 and right > 234 and plate > 580 and pick_h >= 58
        assert star[0] < normal[4][0]  # the drafted stars' cards shrink, leaving the room to the descriptions
        app.change_settings(app.settings.with_(text_scale=100))
        assert measure() == normal
    finally:
        assets.set_text_scale(100)
        app.close()
