"""Review23 #7: on the full-screen shot each side's label ("ホーム・攻撃", "主队 · 进攻") stays
visible: no card, turning over or at the peak of its pop, covers the label's rect."""

from __future__ import annotations

import pygame
import pytest

from game.bench.sheets import staged_shot
from game.ui.stage import shot_boards


@pytest.mark.parametrize(
    ("size", "language"),
    [
        pytest.param((2560, 1440), "ja", marks=pytest.mark.slow),  # the largest window: the big run
        ((1920, 1080), "zh_CN"),
        ((1024, 600), "pt"),
    ],
)
def test_no_popping_card_covers_its_side_label(
    monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], language: str
) -> None:
    drawn: list[tuple[pygame.Rect, list[pygame.Rect]]] = []
    real = shot_boards.draw_side

    def draw_side(*args: object) -> tuple[pygame.Rect, list[pygame.Rect]]:
        out = real(*args)  # type: ignore[arg-type]
        drawn.append(out)
        return out

    monkeypatch.setattr(shot_boards, "draw_side", draw_side)
    staged = staged_shot("goal", size, language)
    assert staged is not None
    shooter, scene = staged
    popping = 0
    for _ in range(60 * 4):
        if not scene.anim.busy:
            break
        shooter.app.step(1 / 60, [])
        popping += bool(scene.anim.pres.shake_offset() != (0, 0))
    shooter.app.close()
    assert drawn and any(cards for _, cards in drawn)
    assert popping  # the pops were drawn
    for label, cards in drawn:
        for card in cards:
            assert not card.colliderect(label), (label, card)
