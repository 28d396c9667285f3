"""The full-time screen tells the match: its story matches the score, the scorers are named by
card, the exact 11s are counted per coach, every label fits, the celebration ends (and a click
skips it), and Rematch / Replay this match / Title answer one click or keys 1 / 2 / 3."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from game import i18n
from game.ui.art.chart_card import draw_card
from game.ui.control.controller import MatchConfig
from game.ui.look.metrics import px
from game.ui.scenes.match.draft import DraftScene
from game.ui.scenes.menus.menus import TitleScene
from game.ui.scenes.replays.replays import ReplayPlayer
from game.ui.scenes.result import result_charts
from game.ui.scenes.result.result import ResultScene
from game.ui.widgets import basic as widgets
from game.ui.window.app import App
from game.ui.window.session import Session
from game.ui.words.card_text import card_name
from tests.engine.test_story import played
from tests.ui.driver import Driver
from tests.ui.helpers import each_language, new_app, random_advance, session_at


def at_result(app: App, seed: int = 3) -> ResultScene:
    """Full time after a seeded random match; the celebration at the player's fastest setting ("very
    fast": every stage of it, in a quarter of the frames)."""
    app.settings = replace(app.settings, anim_speed=4.0)
    session_at(app, ("over",), seed=seed, random_play=True)
    scene = app.stack.top
    assert isinstance(scene, ResultScene)
    return scene


def finish(scene: ResultScene, d: Driver) -> None:
    """Let the celebration play out to its still end."""
    d.frame(n=2)
    for _ in range(int(scene.intro * 60) + 10):
        if not scene.animating():
            break
        d.frame()
    assert not scene.animating(), "the celebration ends"
    d.frame()


def skip_to_the_end(scene: ResultScene, d: Driver) -> None:
    """The still end at once, as a click gives it, for checks of the still screen (the celebration
    itself is played out by `finish` in the tests whose point it is)."""
    d.frame()
    scene.skip()
    finish(scene, d)


@pytest.mark.parametrize("seed", [3, 5, 11, 20])
def test_the_story_on_screen_is_the_score(seed: int) -> None:
    app, d = new_app()
    scene = at_result(app, seed)
    result = scene.ctrl.finished_state().result()  # type: ignore[union-attr]
    assert result is not None
    story = scene.story
    assert [len(story.goals_by(s)) for s in (0, 1)] == list(result.score)
    assert story.winner == result.winner
    assert (story.shootout_score() if story.shootout else None) == result.shootout
    finish(scene, d)
    assert scene.hero.shown_score(scene.clock)[0] == list(result.score), "the count-up ends on the final score"


def test_the_scorers_are_named_by_card_and_the_exact_elevens_counted(monkeypatch: pytest.MonkeyPatch) -> None:
    drawn: list[str] = []
    original = result_charts.blit_text

    def record(surface: pygame.Surface, s: str, *args: object, **kwargs: object) -> pygame.Rect:
        drawn.append(s)
        return original(surface, s, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(result_charts, "blit_text", record)
    app, d = new_app()
    scene = at_result(app, 11)  # HOME 2-1, AWAY's goal a magic 11
    finish(scene, d)
    story = scene.story
    assert story.goals and any(g.exact_11 for g in story.goals)
    for goal in story.goals:
        assert goal.card is not None
        assert any(card_name(goal.card) in text and str(goal.turn) in text for text in drawn), goal
    for side in (0, 1):
        line = result_charts.exact_line(story, side)
        assert line in drawn
    assert "Exactly 11: 1 (1 scored)" in drawn and "Exactly 11: 0 (0 scored)" in drawn  # #38: football words


def test_the_celebration_ends_still_and_a_click_skips_it() -> None:
    app, d = new_app()
    scene = at_result(app)
    d.frame(n=2)
    assert scene.animating(), "confetti and the count-up move at first"
    d.click((app.screen.get_width() // 2, app.screen.get_height() // 3))
    assert isinstance(app.stack.top, ResultScene), "a click off the buttons only skips"
    assert not scene.animating(), "then the screen is still: redrawn only at the idle rate"
    still = app.screen.copy()
    d.frame(n=3)
    assert pygame.image.tobytes(still, "RGB") == pygame.image.tobytes(app.screen, "RGB")


def test_rematch_is_one_click_even_during_the_celebration() -> None:
    app, d = new_app()
    scene = at_result(app)
    d.frame()
    assert scene.animating()
    old_seed = scene.session.config.seed
    rematch = scene.menu.buttons[0]
    d.click(rematch.rect.center)
    top = app.stack.top
    assert isinstance(top, DraftScene)
    assert top.session.config.seed != old_seed


@pytest.mark.parametrize(
    ("key", "expected"), [(pygame.K_1, DraftScene), (pygame.K_2, ReplayPlayer), (pygame.K_3, TitleScene)]
)
def test_keys_one_two_three(key: int, expected: type) -> None:
    app, d = new_app()
    at_result(app)
    d.frame()
    d.key(key)
    assert isinstance(app.stack.top, expected)


def test_replay_this_match_opens_this_match_and_comes_back() -> None:
    app, d = new_app()
    scene = at_result(app, 11)
    final = scene.ctrl.finished_state()
    assert final is not None
    d.click(scene.menu.buttons[1].rect.center)
    player = app.stack.top
    assert isinstance(player, ReplayPlayer)
    assert player.actions == final.history and player.game.seed == final.game.seed
    player.run_to_end()
    assert player.view().score == final.result().score  # type: ignore[union-attr]
    back = player.menu.buttons[-1]
    assert back.label == "Back", "it goes back to full time, not to the list of replays"
    d.click(back.rect.center)
    assert app.stack.top is scene, "back from the replay to full time"


def test_replay_this_match_plays_the_kept_file() -> None:
    app, d = new_app()
    state = random_advance(("over",), 5)
    session = Session(MatchConfig(seed=state.game.seed), None, state=state, persist=True)
    assert session.controller.replay_path is not None and session.controller.replay_path.exists()
    app.stack.clear()
    app.stack.push(ResultScene(app, session))
    d.frame()
    d.key(pygame.K_2)
    player = app.stack.top
    assert isinstance(player, ReplayPlayer)
    assert player.meta.get("date"), "the replay comes from the kept file"
    assert player.actions == state.history


def sizes_and_languages() -> list[object]:
    """Japanese and Portuguese at the smallest window in every run; the other pairs (the largest
    window too) in the big run."""
    every_run = {((1024, 600), "ja"), ((1024, 600), "pt")}
    return [
        (size, code) if (size, code) in every_run else pytest.param(size, code, marks=pytest.mark.slow)
        for size in ((1024, 600), (2560, 1440))
        for code in ("en", "zh_CN", "ja", "pt")
    ]


@pytest.mark.parametrize(("size", "language"), sizes_and_languages())
def test_every_label_fits_once_the_celebration_is_over(size: tuple[int, int], language: str) -> None:
    app = App(headless=True, sound=False, size=size)
    app.stack.push(TitleScene(app))
    d = Driver(app)
    i18n.set_language(language)
    try:
        for seed in (3, 5, 11):
            scene = at_result(app, seed)
            widgets.overflows.clear()
            skip_to_the_end(scene, d)
            assert not widgets.overflows, (seed, widgets.overflows)
            window = app.screen.get_rect()
            for b in scene.menu.buttons:
                assert window.contains(b.rect)
    finally:
        i18n.set_language("en")


def test_a_defeat_against_the_computer_is_not_celebrated() -> None:
    app, d = new_app()
    state = random_advance(("over",), 3)
    result = state.result()
    assert result is not None and result.winner is not None
    config = MatchConfig(mode="computer", human_side=1 - result.winner, agent="easy", seed=state.game.seed)
    app.stack.clear()
    scene = ResultScene(app, Session(config, None, state=state))
    app.stack.push(scene)
    assert scene.headline() == "YOU LOST" and not scene.celebrating()
    finish(scene, d)
    assert not app.stack.errors


def test_a_draw_shakes_hands() -> None:
    app, d = new_app()
    state = next(s for s in (played(seed, "draw") for seed in range(1, 80)) if s.result().winner is None)  # type: ignore[union-attr]
    app.stack.clear()
    scene = ResultScene(app, Session(MatchConfig(tiebreak="draw", seed=state.game.seed), None, state=state))
    app.stack.push(scene)
    assert scene.headline() == "DRAW" and not scene.celebrating() and scene.story.shootout == []
    finish(scene, d)
    assert not app.stack.errors


@pytest.mark.parametrize("language", each_language())
def test_nothing_is_drawn_under_11_pixels_in_the_smallest_window(
    language: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    from game.ui.look import assets
    from game.ui.look.metrics import px

    app = App(headless=True, sound=False, size=(1024, 600))
    app.stack.push(TitleScene(app))
    d = Driver(app)
    i18n.set_language(language)
    sizes: list[tuple[int, str]] = []
    original = assets.text

    def record(s: str, size: float, *args: object, **kwargs: object) -> pygame.Surface:
        sizes.append((px(size), s))
        return original(s, size, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(assets, "text", record)
    try:
        for seed in (3, 11):
            scene = at_result(app, seed)
            skip_to_the_end(scene, d)
            sizes.clear()
            scene._layers.clear()  # draw the still screen again, watching every text
            d.frame()
            assert sizes and min(sizes)[0] >= 11, min(sizes)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("size", [(1024, 600), (2560, 1440)])
def test_the_guided_matchs_last_bubble_leaves_the_buttons_free(size: tuple[int, int]) -> None:
    from game.ui.tutorial.guide import Guide

    app = App(headless=True, sound=False, size=size)
    app.stack.push(TitleScene(app))
    d = Driver(app)
    session = session_at(app, ("over",), seed=3, random_play=True)
    scene = app.stack.top
    assert isinstance(scene, ResultScene)
    guide = Guide(app, session)
    app.huds.append(guide)
    d.frame(n=3)
    assert guide.tip is not None and guide.tip.key == "result"
    bubble, _lines, _labels = guide.layout(app.screen.get_rect(), guide.tip)
    for b in scene.menu.buttons:
        assert not b.rect.colliderect(bubble), b.label
        assert app.screen.get_rect().contains(b.rect)


@pytest.mark.parametrize("language", each_language())
def test_no_two_labels_touch_on_the_still_screen(language: str) -> None:
    from tests.ui.test_text_fit import overlaps

    app = App(headless=True, sound=False, size=(1024, 600))
    app.stack.push(TitleScene(app))
    d = Driver(app)
    i18n.set_language(language)
    try:
        for seed in (3, 5, 11, 20):
            scene = at_result(app, seed)
            skip_to_the_end(scene, d)
            scene._layers.clear()  # the still screen drawn again, every line noted
            widgets.drawn = []
            scene.draw(app.screen)
            assert len(widgets.drawn) > 20
            assert not overlaps(widgets.drawn), (seed, overlaps(widgets.drawn))
    finally:
        widgets.drawn = None
        i18n.set_language("en")


def test_the_shots_legend_explains_the_cross_of_a_missed_penalty_when_there_is_one_and_fits_its_card() -> None:
    from game.ui.look import metrics as M
    from game.ui.look.metrics import px

    app = App(headless=True, sound=False, size=(1024, 600))
    try:
        area = draw_card(app.screen, M.rect(812, 222, 436, 396), "Shots", "")
        legend = pygame.Rect(area.x, area.bottom - px(20), area.w, px(20))
        for language in ("en", "pt", "ja", "zh_CN"):
            i18n.set_language(language)
            for crossed in (False, True):
                widgets.overflows.clear()
                widgets.drawn = []
                result_charts._draw_legend(app.screen, legend, crossed)
                texts = [blit.text for blit in widgets.drawn]
                assert (i18n._("penalty missed") in texts) == crossed and i18n._("goal") in texts
                assert not widgets.overflows, (language, widgets.overflows)  # nothing cut
                assert all(blit.ink.right <= area.right for blit in widgets.drawn)
    finally:
        widgets.drawn = None
        i18n.set_language("en")
        app.close()


def test_the_guided_match_ends_with_its_short_kind_review(monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue #41 point 4: after the guided match's celebration the review opens by itself on the
    first match's kind card; back returns to full time, and it does not open again."""
    from game.ui.scenes.review import review as review_scene
    from game.ui.scenes.review.review import ReviewScene

    monkeypatch.setattr(review_scene.ReviewJob, "start", lambda self, path, sides: None)  # not made here
    app, d = new_app()
    app.settings = replace(app.settings, anim_speed=4.0)
    state = random_advance(("over",), 3)
    session = Session(MatchConfig(mode="computer", seed=3), None, state=state, extra={"guided": True})
    session.controller.autosave()  # kept for replays, as at the whistle
    assert session.controller.replay_path is not None
    app.stack.clear()
    scene = ResultScene(app, session)
    app.stack.push(scene)
    d.frame(n=3)
    assert app.stack.top is scene, "the celebration plays first"
    finish(scene, d)
    review = app.stack.top
    assert isinstance(review, ReviewScene) and review.guided
    assert review.back.label == "Back to full time"
    d.key(pygame.K_ESCAPE)
    assert app.stack.top is scene
    d.frame(n=10)
    assert app.stack.top is scene


def test_an_unguided_match_stays_at_full_time() -> None:
    app, d = new_app()
    scene = at_result(app)
    scene.ctrl.autosave()
    finish(scene, d)
    d.frame(n=5)
    assert app.stack.top is scene


def test_crowded_goal_labels_keep_clear_of_the_other_balls_and_labels(monkeypatch: pytest.MonkeyPatch) -> None:
    """#38 (1024 pt): three AWAY penalties at turns 24, 37 and 48 of 50 each keep a label (or are
    left out), and no label comes within 5 pixels of another goal's ball or 3 of another label."""
    from game.engine.story import GoalLine, story_of

    labels: list[pygame.Rect] = []
    original = result_charts.blit_text

    def record(surface: pygame.Surface, s: str, at: tuple[int, int], *args: object, **kwargs: object) -> pygame.Rect:
        box = original(surface, s, at, *args, **kwargs)  # type: ignore[arg-type]
        if "·" in s or s in {card_name("RWF_WINGER")}:
            labels.append(box)
        return box

    balls: list[tuple[int, int]] = []
    monkeypatch.setattr(result_charts, "blit_text", record)
    monkeypatch.setattr(result_charts, "ball", lambda surface, at, r, colour: balls.append(at))
    app = App(headless=True, sound=False, size=(1024, 600))
    i18n.set_language("pt")
    try:
        base = story_of(played(3))
        goals = list(
            GoalLine(1, t, 1 + (t > 25), "RWF_WINGER", "penalty", (0, k + 1), False) for k, t in enumerate((24, 37, 48))
        )
        story = replace(base, goals=goals, turns=50)
        result_charts.draw_flow(app.screen, pygame.Rect(24, 200, 610, 300), story)
        r = px(8)  # a ball's radius: a label keeps 5 pixels from any ball but its own
    finally:
        i18n.set_language("en")
        app.close()
    assert len(balls) == 3 and labels
    for a, b in [(a, b) for i, a in enumerate(labels) for b in labels[i + 1 :]]:
        assert not a.inflate(6, 2).colliderect(b), (a, b)
    for box in labels:
        near = [(x, y) for x, y in balls if box.inflate(10, 0).colliderect((x - r, y - r, 2 * r, 2 * r))]
        assert len(near) <= 1, (box, balls)


@pytest.mark.parametrize("language", ["en", "ja", "pt"])
@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)], ids=["1024x600", "1920x1080"])
def test_a_two_figure_score_keeps_clear_of_the_club_names(size: tuple[int, int], language: str) -> None:
    """The review: "10Northgate" at 1920x1080: the clubs' names end before ten goals or more; and
    (#38.4, 1024x600 ja: "ノースゲート・…") no club name is ever cut short."""
    from game.ui.art import kits
    from game.ui.look import assets
    from game.ui.look.metrics import px
    from game.ui.scenes.result.result_hero import Hero

    app = App(headless=True, sound=False, size=size)
    i18n.set_language(language)
    widgets.overflows.clear()
    try:
        scene = at_result(app, 3)
        base = scene.story
        goal = base.goals[0] if base.goals else None
        assert goal is not None, "seed 3 must score"
        goals = [replace(goal, side=side) for side in (0, 1) for _ in range(10 + 2 * side)]
        story = replace(base, goals=goals, score=(10, 12))
        hero = Hero(story, False, lambda: "AWAY WINS", True)
        widgets.drawn = []
        hero.draw(app.screen, hero.end + 1)
        plate = Hero.plate()
        widest = max(assets.text(str(n), 64, (255, 255, 255), True).get_width() for n in story.score)
        digits = pygame.Rect(0, plate.y, 2 * (px(34) + widest), plate.h)
        digits.centerx = plate.centerx
        names = {line for side in (0, 1) for line in kits.name(side).split()}
        touching = [b.text for b in widgets.drawn if any(w in b.text for w in names) and b.ink.colliderect(digits)]
        assert not touching, touching
        cut = [b.text for b in widgets.drawn if "…" in b.text] + [o[0] for o in widgets.overflows]
        assert not cut, cut
        shown = "".join(b.text for b in widgets.drawn)
        assert all(kits.name(side).replace(" ", "") in shown.replace(" ", "") for side in (0, 1)), shown
    finally:
        widgets.drawn = None
        i18n.set_language("en")
        app.close()
