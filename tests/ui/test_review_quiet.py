"""The review without empty boxes (review22 #11): with no key moment the list is one short line
and the chart takes the room; the chart's legend names only the marks the chart draws (a goal is
a ball, never also a "shot that scored" triangle)."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pygame
import pytest

from game import i18n, storage
from game.ai.review import TEST_BUDGET, MatchReview, review_match, sides_for_meta
from game.engine.state import State
from game.ui.look.metrics import px
from game.ui.scenes.review import review as review_scene
from game.ui.scenes.review import review_chart
from game.ui.scenes.review.review import ReviewScene, quiet_height
from game.ui.widgets import basic as widgets
from game.ui.window.app import App
from tests.ui.test_review_ui import META, played


@pytest.fixture(scope="module")
def match() -> tuple[State, MatchReview]:
    state = played(80021)
    sides = sides_for_meta(META)
    return state, review_match(state, sides.curves, sides.graded, budget=TEST_BUDGET)


def quiet(review: MatchReview) -> MatchReview:
    """`review` with no key moment for any coach (every decision close to Hard's)."""
    coaches = {s: dataclasses.replace(c, key_moments=()) for s, c in review.coaches.items()}
    return dataclasses.replace(review, coaches=coaches)


def opened(app: App, path: Path, review: MatchReview, monkeypatch: pytest.MonkeyPatch) -> ReviewScene:
    monkeypatch.setattr(review_scene, "stored_review", lambda *args, **kwargs: review)
    scene = ReviewScene(app, path)
    app.stack.push(scene)
    return scene


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_no_key_moment_gives_the_room_to_the_chart(
    match: tuple[State, MatchReview], monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]
) -> None:
    state, review = match
    path = storage.keep_finished(state, META)
    app = App(headless=True, sound=False, size=size)
    try:
        busy = opened(app, path, review, monkeypatch)
        assert busy.current() is not None and busy.current().key_moments  # type: ignore[union-attr]
        full_chart, full_list = busy.chart_card.h, busy.list_card.h
        app.stack.pop(busy)
        calm = opened(app, path, quiet(review), monkeypatch)
        assert calm.list_card.h <= quiet_height(calm.list_card.w) < full_list // 2
        assert calm.chart_card.h > full_chart + (full_list - calm.list_card.h) * 9 // 10
        assert calm.chart is not None and calm.chart.rect.h > 0
        assert calm.list_card.bottom <= calm.back.rect.y  # nothing runs under the buttons
        widgets.overflows.clear()
        calm.draw(app.screen)
        assert not widgets.overflows
    finally:
        app.close()


def test_the_quiet_line_says_no_moment_was_costly(
    match: tuple[State, MatchReview], monkeypatch: pytest.MonkeyPatch
) -> None:
    state, review = match
    app = App(headless=True, sound=False, size=(1280, 720))
    drawn: list[str] = []
    real = review_scene.blit_text
    monkeypatch.setattr(
        review_scene, "blit_text", lambda s, text, *a, **k: drawn.append(text) or real(s, text, *a, **k)
    )
    try:
        scene = opened(app, storage.keep_finished(state, META), quiet(review), monkeypatch)
        scene.draw(app.screen)
        assert any(t.startswith("No costly moment") for t in drawn), drawn
    finally:
        app.close()


def legend(review: MatchReview, sides: list[int], monkeypatch: pytest.MonkeyPatch) -> list[str]:
    words: list[str] = []
    real = review_chart.blit_text

    def spy(surface: pygame.Surface, text: str, *args: object, **kwargs: object) -> pygame.Rect:
        words.append(text)
        return real(surface, text, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(review_chart, "blit_text", spy)
    surface = pygame.Surface((1920, 1080))
    review_chart.draw_keys(surface, pygame.Rect(0, 0, 1800, 300), [], review_chart.drawn_kinds(review, sides))
    return words


def test_the_legend_shows_what_the_chart_draws(
    match: tuple[State, MatchReview], monkeypatch: pytest.MonkeyPatch
) -> None:
    _state, review = match
    sides = sorted(review.coaches)
    marks = [m for s in sides for m in review.coaches[s].marks if m.side == s]
    kinds = review_chart.drawn_kinds(review, sides)
    assert ("goal" in kinds) == any(m.kind == "goal" for m in marks)
    assert ("sub" in kinds) == any(m.kind == "substitution" for m in marks)
    assert ("miss" in kinds) == any(m.kind == "shot" and not review_chart.scored(m) for m in marks)
    words = legend(review, sides, monkeypatch)
    assert "shot that scored" not in words  # a scored shot is drawn as its goal's ball
    assert ("goal" in words) == ("goal" in kinds)
    assert ("shot, no goal" in words) == ("miss" in kinds)
    assert ("substitution" in words) == ("sub" in kinds)


def test_a_legend_with_no_marks_names_none(match: tuple[State, MatchReview], monkeypatch: pytest.MonkeyPatch) -> None:
    _state, review = match
    bare = dataclasses.replace(review, coaches={s: dataclasses.replace(c, marks=()) for s, c in review.coaches.items()})
    assert review_chart.drawn_kinds(bare, sorted(bare.coaches)) == set()
    assert legend(bare, sorted(bare.coaches), monkeypatch) == []


@pytest.fixture(autouse=True)
def english() -> object:
    i18n.set_language("en")
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("scale", [100, 150])
@pytest.mark.parametrize(("size", "language"), [((1024, 600), "ja"), ((1920, 1080), "en"), ((2560, 1440), "pt")])
def test_the_summary_card_is_as_tall_as_what_it_holds(
    match: tuple[State, MatchReview],
    monkeypatch: pytest.MonkeyPatch,
    size: tuple[int, int],
    language: str,
    scale: int,
) -> None:
    """review23 #11: the coach's summary was half empty at 1024 ja; its last line ends near its foot."""
    state, review = match
    path = storage.keep_finished(state, META)
    app = App(headless=True, sound=False, size=size)
    app.change_settings(app.settings.with_(language=language, text_scale=scale))
    try:
        scene = opened(app, path, quiet(review), monkeypatch)
        card = scene.summary_card
        widgets.drawn = []
        widgets.overflows.clear()
        scene.draw(app.screen)
        inside = [b.ink for b in widgets.drawn if card.contains(b.ink)]
        assert not widgets.overflows, widgets.overflows
        assert len(inside) >= 8  # title, five grades with counts, the two lines
        assert all(not card.colliderect(b.ink) or card.contains(b.ink) for b in widgets.drawn)
        foot = max(r.bottom for r in inside)
        assert card.bottom - foot <= px(48), (card, foot)
        assert card.h < scene.chart_card.h
    finally:
        widgets.drawn = None
        app.close()
