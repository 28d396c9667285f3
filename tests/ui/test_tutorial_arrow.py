"""The guide's arrow goes around the cards in the side panels (review22 #10: in lesson 4 at 1024 ja
the line from the bubble to the ringed hand card crossed four other cards)."""

from __future__ import annotations

from itertools import pairwise

import pytest

from game import i18n
from game.ui.look import layout as L
from game.ui.look.metrics import px
from game.ui.scenes.table.table_scene import TableScene
from game.ui.tutorial.bubble import arrow_route
from game.ui.tutorial.guide import Guide
from game.ui.tutorial.tips import Tip
from tests.ui.test_tutorial import follow, guided_app

checked: list[str] = []


def segments(route: list[tuple[int, int]]) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    return list(pairwise(route))


def around_the_cards(guide: Guide, tip: Tip) -> bool:
    """Every arrow on the table misses the panels' other cards (a few pixels of grace at a
    neighbour's edge); the first lessons' arrows are drawn at all. Stops after the icon lesson."""
    scene = guide.scene()
    if not isinstance(scene, TableScene) or not tip.targets or tip.note:
        return False
    view = scene.view()
    target = tip.targets[0]
    cards = [L.available_rect(i) for i in range(len(view.me.available))]
    cards += [L.bench_rect(i) for i in range(len(view.me.bench))]
    others = [r.inflate(-px(18), -px(18)) for r in cards if not r.colliderect(target)]
    route = arrow_route(guide.box, target, (*tip.avoid, *tip.cross), scene.app.screen.get_rect())
    if tip.lesson in ("position", "frontline", "icon"):
        assert route is not None, (tip.key, "no arrow to the ringed card")
    for a, b in segments(route or []):
        crossed = [r for r in others if r.clipline(a, b)]
        assert not crossed, (tip.key, route, crossed)
    checked.append(tip.key)
    return guide.lesson_index > 4


@pytest.mark.parametrize("language", ["ja", "en"])
def test_the_arrow_goes_around_the_hand_cards_at_1024(language: str) -> None:
    i18n.set_language(language)
    try:
        checked.clear()
        app, d, _guide = guided_app((1024, 600))
        assert follow(app, d, until=around_the_cards) is not None
        assert len(checked) >= 3
    finally:
        i18n.set_language("en")
