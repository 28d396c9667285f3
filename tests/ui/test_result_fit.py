"""Full time at every text size (review22 #7): the shots' legend is never cut ("penalty…"), the
goal labels keep their turns in a crowded stretch, the clubs' names stand on one line at the
normal size when the screen has the room, and the key hint keeps clear of the buttons' board."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game import i18n
from game.ui.art import kits
from game.ui.art.celebration import slumped_flag
from game.ui.look import assets
from game.ui.look import metrics as M
from game.ui.look.metrics import px
from game.ui.scenes.result.result import ResultScene
from game.ui.widgets import basic as widgets
from game.ui.window.app import App
from game.ui.words.card_text import card_name
from tests.ui.helpers import some_every_run
from tests.ui.test_result import at_result

SIZES = [(1024, 600), (1920, 1080), (2560, 1440)]


def crowded(scene: ResultScene) -> None:
    """The review's full time: three late AWAY goals (two penalties) and a penalty missed."""
    story = scene.story
    goal = story.goals[0]
    goals = [
        replace(goal, side=0, turn=17, how="penalty", card="CF_STRIKER"),
        replace(goal, side=0, turn=47, how="shot", card="CF_STRIKER"),
        replace(goal, side=1, turn=24, how="penalty", card="LWF_WINGER"),
        replace(goal, side=1, turn=38, how="penalty", card="LWF_WINGER"),
        replace(goal, side=1, turn=48, how="shot", card="LWF_WINGER"),
    ]
    shots = list(story.shots)
    shots[0] = replace(shots[0], outcome="tackle", penalty=False)
    scene.story = scene.hero.story = replace(story, goals=goals, score=(2, 3), shots=type(story.shots)(shots))


def drawn_still(app: App, scene: ResultScene) -> list[widgets.TextBlit]:
    widgets.drawn = []
    widgets.overflows.clear()
    try:
        scene._draw_still(app.screen, scene.intro + 1)
        return list(widgets.drawn)
    finally:
        widgets.drawn = None


@pytest.mark.parametrize(
    ("size", "language", "scale"),
    some_every_run(  # the smallest window at the largest text in both long scripts, and the largest window
        [(size, language, scale) for size in SIZES for language in ("en", "pt", "ja") for scale in (100, 150)],
        [((1024, 600), "pt", 150), ((1024, 600), "ja", 150), ((2560, 1440), "en", 100)],
    ),
)
def test_full_time_legend_and_goal_labels_are_whole(size: tuple[int, int], language: str, scale: int) -> None:
    app = App(headless=True, sound=False, size=size)
    app.change_settings(app.settings.with_(language=language, text_scale=scale))
    try:
        scene = at_result(app, 3)
        crowded(scene)
        texts = [b.text for b in drawn_still(app, scene)]
        cut = [t for t in texts if "…" in t] + [o[0] for o in widgets.overflows]
        assert not cut, cut
        assert i18n._("penalty missed") in texts  # the legend's last word, on a line of its own if need be
        for goal in scene.story.goals:
            turn = str(goal.turn)
            name = card_name(goal.card)
            assert any(t.startswith(name) and t.rstrip().endswith(turn) for t in texts), (goal.turn, texts)
    finally:
        app.close()


@pytest.mark.parametrize(
    ("size", "language", "scale"),
    some_every_run(
        [
            *[(size, language, 100) for size in SIZES for language in ("en", "pt")],
            ((1920, 1080), "ja", 100),
            ((2560, 1440), "ja", 100),  # review23 #8: "ハーバー・/アスレチック"
            ((1920, 1080), "en", 150),  # review23 #8: "Harbour / Athletic"
            ((2560, 1440), "en", 150),
            ((2560, 1440), "pt", 150),
        ],
        [((2560, 1440), "ja", 100), ((1920, 1080), "en", 150), ((1024, 600), "pt", 100)],  # the rest: big run
    ),
)
def test_club_names_stand_on_one_line_where_the_screen_has_room(
    size: tuple[int, int], language: str, scale: int
) -> None:
    app = App(headless=True, sound=False, size=size)
    app.change_settings(app.settings.with_(language=language, text_scale=scale))
    try:
        scene = at_result(app, 3)
        texts = [b.text for b in drawn_still(app, scene)]
        for side in (0, 1):
            assert kits.name(side) in texts, (kits.name(side), texts)
    finally:
        app.close()


@pytest.mark.parametrize("scale", [100, 125, 150])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_key_hint_keeps_clear_of_the_buttons(size: tuple[int, int], scale: int) -> None:
    app = App(headless=True, sound=False, size=size)
    app.change_settings(app.settings.with_(text_scale=scale))
    try:
        scene = at_result(app, 3)
        board = scene.button_board()
        hint_top = M.height() - px(12) - assets.font(14).get_height() // 2
        assert board.bottom + px(2) <= hint_top, (board, hint_top)
        assert board.y >= M.pos(0, 618)[1] and board.h >= px(56)  # under the cards, still a board
        assert all(board.contains(b.rect) for b in scene.menu.buttons)
    finally:
        app.close()


def test_the_losers_flag_wears_its_clubs_colours() -> None:
    """review23 #8: the loser's flag at half-mast in its club's colour and second colour, not a grey rag."""
    size = px(140)
    blue, gold = (40, 80, 180), (230, 180, 40)
    flag = slumped_flag(size, blue, gold)
    seen = {
        flag.get_at((x, y))[:3]
        for x in range(flag.get_width())
        for y in range(flag.get_height())
        if flag.get_at((x, y))[3] == 255
    }
    near = lambda c, want: all(abs(a - b) <= 40 for a, b in zip(c, want, strict=True))  # noqa: E731
    assert any(near(c, blue) for c in seen) and any(near(c, gold) for c in seen)
    top = min(
        y
        for x in range(flag.get_width() // 3, flag.get_width())
        for y in range(flag.get_height())
        if flag.get_at((x, y))[3] > 0
    )
    assert top > flag.get_height() // 5, "lowered: the cloth hangs below the pole's top"
