"""The guide's arrow goes around the cards (review22 #10: in lesson 4 at 1024 ja the line from the
bubble to the ringed hand card crossed four other cards; review23 #10: in lesson 3 it ran over hand
card 4's edge and its head over card 5). Drawn on a clear layer, no pixel of the arrow, shaft or
head, lands on a card other than the one it points at, in lessons 1-4 (draft, line-up, position
line, front line); where the ringed card is boxed in by its neighbours, the ring alone shows it."""

from __future__ import annotations

import pygame
import pytest

from game.ui.look import layout as L
from game.ui.scenes.match.draft import DraftScene
from game.ui.scenes.match.lineup import LineupScene, roster_rect
from game.ui.scenes.table.table_scene import TableScene
from game.ui.tutorial.bubble import arrow_route, draw_arrow
from game.ui.tutorial.guide import Guide
from game.ui.tutorial.tips import Tip
from tests.ui.test_tutorial import follow, guided_app


def cards_on_screen(scene: object) -> list[pygame.Rect]:
    """The card rects of the lesson's screen: the draft's revealed cards, the line-up's roster, the
    table's hand, bench and the cards on the field."""
    if isinstance(scene, DraftScene):
        return list(scene.layout().cards)
    if isinstance(scene, LineupScene):
        count = len(scene.view().me.roster)
        return [roster_rect(i, count) for i in range(count)]
    if isinstance(scene, TableScene):
        view = scene.view()
        cards = [L.available_rect(i) for i in range(len(view.me.available))]
        cards += [L.bench_rect(i) for i in range(len(view.me.bench))]
        sides = (0, 1)
        cards += [L.card_rect(s == view.viewer, row, col) for s in sides for _c, row, col in view.teams[s].field]
        return cards
    return []


def crossed_cards(guide: Guide, tip: Tip, window: pygame.Surface) -> tuple[bool, list[pygame.Rect]]:
    """Whether the tip has an arrow, and the cards (but its target) any pixel of it lands on."""
    target = tip.targets[0]
    avoid = (*tip.avoid, *tip.cross)
    if arrow_route(guide.box, target, avoid, window.get_rect()) is None:
        return False, []
    layer = pygame.Surface(window.get_size(), pygame.SRCALPHA)
    draw_arrow(layer, guide.box, target, avoid)
    inked = pygame.mask.from_surface(layer)
    crossed = []
    for card in cards_on_screen(guide.scene()):
        if card.colliderect(target):
            continue
        on = card.clip(layer.get_rect())
        if not on.w or not on.h:
            continue
        card_mask = pygame.Mask(on.size, fill=True)
        if inked.overlap(card_mask, on.topleft) is not None:
            crossed.append(card)
    return True, crossed


@pytest.mark.parametrize("language,size", [("ja", (1024, 600)), ("en", (1920, 1080))], ids=["ja-1024", "en-1920"])
def test_no_arrow_in_lessons_1_to_4_lands_on_a_card(language: str, size: tuple[int, int]) -> None:
    app, d, _guide = guided_app(size)
    app.change_settings(app.settings.with_(language=language))
    found: list[str] = []
    arrows: list[str] = []

    def look(guide: Guide, tip: Tip) -> bool:
        if guide.lesson_index > 3:
            return True
        if tip.targets and not tip.note:
            drawn, crossed = crossed_cards(guide, tip, app.screen)
            if drawn:
                arrows.append(tip.key)
            if crossed:
                found.append(f"{tip.key}: {crossed}")
        return False

    try:
        follow(app, d, until=look)
    finally:
        app.change_settings(app.settings.with_(language="en"))
        app.close()
    assert not found, found
    assert {"lineup", "frontline"} <= set(arrows), arrows  # the arrows that have room are drawn
