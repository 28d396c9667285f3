"""Half time after a goalless first half (review25 #10, hl/half_time_ja_2560_100.png: a small pitch
and one grey line in a wide box): the card tells each club's shots and best chance, only the
first half's real numbers as both coaches saw them (R10), readable, and as tall as its lines."""

from __future__ import annotations

import pygame
import pytest

from game.engine.story import ShotLine
from game.i18n import set_language
from game.ui.look import assets
from game.ui.scenes.match import halftime
from game.ui.scenes.match import halftime_chances as HC
from game.ui.widgets import basic
from tests.ui.test_halftime_summary import half_time


def shot(outcome: str, attack: int, defense: int | None, turn: int, penalty: bool | None = None) -> ShotLine:
    return ShotLine(0, turn, 1, "CF_STRIKER", "normal", attack, defense, outcome, penalty)


def test_the_best_chance_is_a_missed_penalty_then_the_smallest_margin_then_the_least_over_11() -> None:
    """R5.6-R5.7: a tackle's penalty came closest; then a save by the fewest; an OUT (12+) last."""
    saved = [shot("saved", 6, 10, 2), shot("saved", 9, 10, 5), shot("saved", 8, 9, 7)]
    assert HC.best_chance(saved) == saved[1]  # 1 short, the earlier of the two
    out = [shot("out", 14, None, 3), shot("out", 12, None, 4)]
    assert HC.best_chance(out) == out[1]
    tackled = shot("tackle", 11, 4, 9, penalty=False)
    assert HC.best_chance([*saved, *out, tackled]) == tackled
    assert HC.best_chance([]) is None
    assert "9 against 10" in HC.chance_words(saved[1]) and "turn 5" in HC.chance_words(saved[1])
    assert "12 is over 11" in HC.chance_words(out[1])


@pytest.mark.parametrize(
    ("language", "size", "scale"),
    [("ja", (2560, 1440), 100), ("ja", (1024, 600), 100), ("pt", (1024, 600), 150), ("en", (1920, 1080), 100)],
)
def test_a_goalless_half_tells_each_clubs_shots_and_best_chance(
    language: str, size: tuple[int, int], scale: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    set_language(language)
    app, scene = half_time(2, size)
    try:
        app.change_settings(app.settings.with_(language=language, text_scale=scale))
        assert scene.first_half == [] and scene.view().score == (0, 0)
        shots = scene.first_half_shots
        assert shots and all(s.half == 1 for s in shots)
        assert [sum(s.side == side for s in shots) for side in (0, 1)] == list(scene.ctrl.stats.shots)
        said: list[tuple[str, int]] = []
        real = assets.text
        monkeypatch.setattr(assets, "text", lambda s, size, *a, **k: said.append((s, size)) or real(s, size, *a, **k))
        drawn: list[pygame.Rect] = []
        real_draw = HC.draw_chances
        monkeypatch.setattr(halftime, "draw_chances", lambda *a: drawn.extend(real_draw(*a)) or drawn)
        basic.overflows.clear()
        scene.draw(app.screen)
        assert len(drawn) == 2, "the goalless half's card is not drawn"
        texts = [t for t, _s in said]
        for side in (0, 1):
            mine = [s for s in shots if s.side == side]
            assert any(t.endswith(f"{len(mine)}") for t in texts if str(len(mine)) in t)
            assert HC.chance_words(HC.best_chance(mine)) in texts
        card = scene.first_half_rect()
        assert card is not None and drawn[-1].bottom <= card.y + HC.chances_height()  # as tall as its lines
        chance = [size for t, size in said if t == HC.chance_words(HC.best_chance(shots))]
        assert chance and chance[-1] * scale / 100 >= 13, chance  # readable (fit_text tries sizes down)
        if size[0] >= 1920:
            assert chance[-1] == HC.CHANCE  # a wide window: the full size, nothing shrunk
        assert basic.overflows == []
    finally:
        set_language("en")
        app.close()
