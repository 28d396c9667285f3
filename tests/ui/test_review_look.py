"""The review in the table's look (review24 #11, 2560 pt and 1024 ja: flat grey panels, goal marks
under the 0 % axis, a two-line box around one sentence): every goal sits ON the win-chance line at
its turn with the scorer's crest, the line wears both clubs' inks, the coach's card wears its club,
the key moments' box is as tall as its lines, and every label still fits."""

from __future__ import annotations

from collections.abc import Callable
from itertools import pairwise

import pygame
import pytest

from game import i18n, storage
from game.ai.review import TEST_BUDGET, MatchReview, review_match, sides_for_meta
from game.engine.state import State
from game.ui.art.club_ink import picked_inks
from game.ui.look.metrics import px
from game.ui.scenes.review import review as review_scene
from game.ui.scenes.review import review_card, review_chart
from game.ui.widgets import basic as widgets
from game.ui.window.app import App
from tests.ui.test_review_quiet import opened, quiet
from tests.ui.test_review_ui import META, played


@pytest.fixture(scope="module")
def match() -> tuple[State, MatchReview]:
    state = played(80021)
    sides = sides_for_meta(META)
    return state, review_match(state, sides.curves, sides.graded, budget=TEST_BUDGET)


@pytest.fixture(autouse=True)
def english() -> object:
    i18n.set_language("en")
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("size", [(1024, 600), (2560, 1440)])
def test_goals_sit_on_the_line_at_their_turn(
    match: tuple[State, MatchReview], monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]
) -> None:
    """review24 #11: the goal balls sat in a lane under the 0 % axis; each is now on the curve."""
    state, review = match
    app = App(headless=True, sound=False, size=size)
    balls: list[tuple[int, int]] = []
    real = review_chart.ball
    monkeypatch.setattr(review_chart, "ball", lambda s, at, *a, **k: balls.append(at) or real(s, at, *a, **k))
    try:
        scene = opened(app, storage.keep_finished(state, META), review, monkeypatch)
        chart = scene.chart
        assert chart is not None and chart.sides
        scene.draw(app.screen)
        sides = {m.side for m in review.coaches[chart.sides[0]].marks if m.kind == "goal"}
        goals = [m for m, _side, _at in chart.mark_spots() if m.kind == "goal"]
        assert goals and {m.side for m in goals} == sides  # both clubs' goals ride the one line
        on_chart = [b for b in balls if chart.rect.inflate(2, 2).collidepoint(b)]
        assert len(on_chart) == len(goals) and len(balls) == len(goals) + 1  # and the legend's ball
        line = chart.sides[0]
        for x, y in on_chart:
            assert y == chart.curve_y(line, x)
            assert chart.rect.y <= y <= chart.rect.bottom
        for mark, side, (x, y) in chart.mark_spots():  # misses and substitutions too
            assert x == chart._mark_x(mark) and y == chart.curve_y(side, x)
    finally:
        app.close()


def test_the_line_between_two_points_is_where_the_marks_are(match: tuple[State, MatchReview]) -> None:
    _state, review = match
    chart = review_chart.WinChart(review, [0], ((200, 40, 40), (40, 40, 200)), ("", ""))
    chart.rect = pygame.Rect(100, 50, 800, 400)
    curve = review.coaches[0].curve
    for a, b in pairwise(curve):
        xa, xb = chart._x(a), chart._x(b)
        assert chart.curve_y(0, xa) == chart._y(a.chance)
        if xb > xa:
            mid = (xa + xb) // 2
            low, high = sorted((chart._y(a.chance), chart._y(b.chance)))
            assert low <= chart.curve_y(0, mid) <= high


def test_one_line_wears_the_club_ahead(match: tuple[State, MatchReview]) -> None:
    """One coach's line shown: above 50 % in that club's ink, below it in the other club's."""
    _state, review = match
    inks = ((230, 200, 60), (90, 140, 250))
    one = review_chart.WinChart(review, [0], inks, ("", ""))
    assert one.line_ink(0, 0.8) == inks[0] and one.line_ink(0, 0.3) == inks[1]
    two = review_chart.WinChart(review, [0, 1], inks, ("", ""))
    assert two.line_ink(0, 0.3) == inks[0] and two.line_ink(1, 0.8) == inks[1]


def test_the_coach_card_wears_its_club(match: tuple[State, MatchReview], monkeypatch: pytest.MonkeyPatch) -> None:
    """The summary's title is the club's name in its ink, with its crest and its kit band."""
    state, review = match
    app = App(headless=True, sound=False, size=(1920, 1080))
    crests: list[str] = []
    real = review_card.club_crest
    monkeypatch.setattr(review_card, "club_crest", lambda club_id, h: crests.append(club_id) or real(club_id, h))
    try:
        scene = opened(app, storage.keep_finished(state, META), review, monkeypatch)
        widgets.drawn = []
        scene.draw(app.screen)
        coach = scene.current()
        assert coach is not None
        assert scene.clubs[coach.side] in crests
        ink = picked_inks(*scene.clubs)[coach.side]
        title = [b for b in widgets.drawn if b.text == scene._team(coach.side) and scene.summary_card.contains(b.ink)]
        assert title
        box = title[0].ink
        pixels = [app.screen.get_at((x, y))[:3] for x in range(box.x, box.right) for y in range(box.y, box.bottom)]
        assert ink in pixels
    finally:
        widgets.drawn = None
        app.close()


@pytest.mark.parametrize(
    ("size", "language", "scale"),
    [((1920, 1080), "en", 100), ((1024, 600), "ja", 150), ((1024, 600), "pt", 150), ((2560, 1440), "pt", 100)],
)
def test_the_quiet_box_is_as_tall_as_its_lines(
    match: tuple[State, MatchReview],
    monkeypatch: pytest.MonkeyPatch,
    size: tuple[int, int],
    language: str,
    scale: int,
    app_at: Callable[[tuple[int, int], int, str], App],
) -> None:
    """review24 #11: one sentence in a box made for two; the freed room goes to the chart."""
    state, review = match
    app = app_at(size, scale, language)
    try:
        scene = opened(app, storage.keep_finished(state, META), quiet(review), monkeypatch)
        widgets.drawn = []
        widgets.overflows.clear()
        scene.draw(app.screen)
        assert not widgets.overflows, widgets.overflows
        card = scene.list_card
        words = [b.ink for b in widgets.drawn if card.contains(b.ink)]
        lines = len(words) - 1  # under the title
        _size, wrapped = review_card.line_lines(i18n._(review_scene.NO_MOMENT), card.w - px(40))
        assert lines == len(wrapped) >= 1
        assert card.h == review_card.head_height() + review_card.lines_height(lines, _size)
        assert card.bottom - max(r.bottom for r in words) <= px(24)
        assert scene.chart_card.bottom + px(20) == card.y  # the chart ends where the box begins
    finally:
        widgets.drawn = None


def test_one_line_box_is_shorter_than_two() -> None:
    pygame.display.init()
    assert review_card.lines_height(1) < review_card.lines_height(2)


@pytest.mark.parametrize("scale", [100, 150])
@pytest.mark.parametrize(("size", "language"), [((1024, 600), "ja"), ((1920, 1080), "en"), ((2560, 1440), "pt")])
def test_the_review_records_no_cut_label(
    match: tuple[State, MatchReview],
    monkeypatch: pytest.MonkeyPatch,
    size: tuple[int, int],
    language: str,
    scale: int,
    app_at: Callable[[tuple[int, int], int, str], App],
) -> None:
    """Text fit: the crests, the coloured score line and the axis words leave every label whole."""
    state, review = match
    app = app_at(size, scale, language)
    for shown in (review, quiet(review)):
        scene = opened(app, storage.keep_finished(state, META), shown, monkeypatch)
        widgets.overflows.clear()
        scene.draw(app.screen)
        assert not widgets.overflows, widgets.overflows
        app.stack.pop(scene)


@pytest.mark.parametrize(
    ("size", "language", "scale"), [((1024, 600), "ja", 100), ((1024, 600), "pt", 150), ((1920, 1080), "en", 100)]
)
def test_the_moments_box_is_as_tall_as_the_moments_it_shows(
    match: tuple[State, MatchReview],
    monkeypatch: pytest.MonkeyPatch,
    size: tuple[int, int],
    language: str,
    scale: int,
    app_at: Callable[[tuple[int, int], int, str], App],
) -> None:
    """review24 #11: the key moments' box holds what it shows, no empty slot under the last one."""
    state, review = match
    app = app_at(size, scale, language)
    try:
        scene = opened(app, storage.keep_finished(state, META), review, monkeypatch)
        coach = scene.current()
        assert coach is not None and coach.key_moments
        shown = scene.shown_moments(coach)
        assert len(shown) == len(scene.moment_buttons) >= 1
        assert scene.list_card.h == review_scene.moments_height(len(shown))
        widgets.drawn = []
        widgets.overflows.clear()
        scene.draw(app.screen)
        assert not widgets.overflows, widgets.overflows
        foot = max(b.ink.bottom for b in widgets.drawn if scene.list_card.contains(b.ink))
        assert scene.list_card.bottom - foot <= px(30), (scene.list_card, foot)
        assert scene.moment_buttons[-1].rect.bottom <= scene.list_card.bottom
    finally:
        widgets.drawn = None


@pytest.mark.parametrize(("size", "scale"), [((1920, 1080), 100), ((1024, 600), 150)])
def test_the_tints_are_named_in_football_words(
    match: tuple[State, MatchReview], monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], scale: int
) -> None:
    """The axes in football words: kick-off and full time along the foot, each club's part of the
    chart named "<club> ahead" in its ink, where the line does not run through the words."""
    state, review = match
    app = App(headless=True, sound=False, size=size)
    app.change_settings(app.settings.with_(language="en", text_scale=scale))
    said: list[tuple[str, object]] = []
    real = review_chart.blit_text
    monkeypatch.setattr(
        review_chart, "blit_text", lambda s, text, pos, size, colour, *a, **k: said.append((text, colour))
        or real(s, text, pos, size, colour, *a, **k)
    )  # fmt: skip
    try:
        scene = opened(app, storage.keep_finished(state, META), review, monkeypatch)
        widgets.drawn = []
        scene.draw(app.screen)
        chart = scene.chart
        assert chart is not None
        names = [f"{scene._team(0)} ahead", f"{scene._team(1)} ahead"]
        assert (names[0], chart.inks[0]) in said and (names[1], chart.inks[1]) in said
        words = [t for t, _c in said]
        assert "kick-off" in words and "full time" in words
        line = [(chart._x(p), chart._y(p.chance)) for p in review.coaches[0].curve]
        for b in widgets.drawn:
            if b.text in names:
                assert chart.rect.contains(b.ink)
                assert not any(b.ink.clipline(p, q) for p, q in pairwise(line)), b.text
    finally:
        widgets.drawn = None
        app.close()
