"""Every lesson bubble reads as a paragraph and keeps clear of the play (review24 #6: at 1024 ja
lesson 1's bubble was 175 px wide with nine ragged lines, "クリック。" alone, against the ringed
card; lesson 4's touched the away half's line tag). For every tip of the guided match: at least
14 Chinese/Japanese or ~32 Latin characters a line, no line of a paragraph under a quarter of its
widest, and (at 100 % text) 8 px or more between the bubble and every card, button and line of
the question; at 150 % on the small window, where the pitch has no such room, the ringed target
with its ring keeps the gap at least."""

from __future__ import annotations

import pygame
import pytest

from game.ui.look import assets
from game.ui.look import layout as L
from game.ui.look.metrics import px
from game.ui.tutorial import bubble_place, tip_box
from game.ui.tutorial.bubble import ring_bounds
from game.ui.tutorial.guide import Guide
from game.ui.tutorial.tips import Tip
from tests.ui.test_tutorial import follow, guided_app
from tests.ui.test_tutorial_arrow import cards_on_screen


def ragged(tip: Tip, box: pygame.Rect, lines: list[str]) -> list[str]:
    """The lines shorter than a quarter of their paragraph's widest (a paragraph of two lines or more)."""
    font = assets.font(tip_box.TEXT_SIZE, False)
    out, at = [], 0
    for para in tip.text.split("\n"):
        count = len(tip_box.balanced_lines(para, tip_box.TEXT_SIZE, box.w - px(28)))
        chunk = lines[at : at + count]
        at += count
        widths = [font.size(line)[0] for line in chunk]
        if len(widths) > 1:
            out += [line for line, w in zip(chunk, widths, strict=True) if w < max(widths) / 4]
    assert at == len(lines), (tip.key, lines)
    return out


def crowded(guide: Guide, tip: Tip) -> list[tuple[int, ...]]:
    """The cards, buttons and lines of the question nearer the bubble than the gap."""
    scene = guide.scene()
    assert scene is not None
    buttons = [b.rect for b in getattr(getattr(scene, "menu", None), "buttons", ())]
    things = [*cards_on_screen(scene), *buttons, *scene.never_cover(scene.view()), *map(ring_bounds, tip.targets[:1])]
    near = guide.box.inflate(2 * bubble_place.gap() - 2, 2 * bubble_place.gap() - 2)
    return [tuple(r) for r in things if near.colliderect(r)]


def idle_tray_only(guide: Guide, near: list[tuple[int, ...]]) -> bool:
    """review25 #1: late in a half a few big tray cards fill the coach's column; where no other place
    is free (1024 pt, 1920 en: the last lessons), the bubble may lie on those idle players (never on
    the lesson's target, its ring, the field, the question or a button: checked apart)."""
    scene = guide.scene()
    if scene is None or len(scene.view().me.available) > 5:  # the tray grows from five players left
        return False
    panel = L.get().my_panel
    return all(panel.contains(pygame.Rect(r)) for r in near)


@pytest.mark.parametrize(
    ("language", "size", "scale"),
    [
        pytest.param("ja", (1024, 600), 100, id="ja-1024"),  # the review's case; the others in the big run
        pytest.param("pt", (1024, 600), 100, id="pt-1024", marks=pytest.mark.slow),
        pytest.param("en", (1920, 1080), 100, id="en-1920", marks=pytest.mark.slow),
        pytest.param("ja", (1024, 600), 150, id="ja-1024-150", marks=pytest.mark.slow),
        pytest.param("pt", (1024, 600), 150, id="pt-1024-150", marks=pytest.mark.slow),
    ],
)
def test_every_lesson_bubble_is_wide_even_and_clear_of_the_play(
    language: str, size: tuple[int, int], scale: int
) -> None:
    app, d, _guide = guided_app(size)
    app.change_settings(app.settings.with_(language=language, text_scale=scale))
    found: list[str] = []
    seen: list[str] = []

    def look(guide: Guide, tip: Tip) -> bool:
        if tip.key == "result":
            return True
        d.frame()
        tip = guide.tip or tip  # the tip as drawn now (the line-up's menu is built by the frame)
        box, lines, _labels = guide.layout(app.screen.get_rect(), tip)
        assert box == guide.box, (tip.key, box, guide.box)
        seen.append(tip.key)
        if box.w < tip_box.least_width(tip.text):
            found.append(f"{tip.key}: {box.w} px wide")
        if short := ragged(tip, box, lines):
            found.append(f"{tip.key}: lone {short}")
        if scale == 100 and (near := crowded(guide, tip)) and not idle_tray_only(guide, near):
            found.append(f"{tip.key}: {tuple(box)} near {near}")
        ring = [ring_bounds(r).inflate(2 * bubble_place.gap() - 2, 2 * bubble_place.gap() - 2) for r in tip.targets[:1]]
        if box.collidelist(ring) >= 0:
            found.append(f"{tip.key}: {tuple(box)} on its target's ring")
        return False

    try:
        follow(app, d, until=look)
    finally:
        app.change_settings(app.settings.with_(language="en", text_scale=100))
        app.close()
    assert not found, found
    assert len(seen) > 40 and "draft" in seen and "frontline" in seen  # every lesson, to full time


def test_a_paragraph_wraps_into_even_lines() -> None:
    """review24 #6: "…カードを / クリック。" leaves no lone phrase; a Latin paragraph no lone word."""
    for text in (
        "ようこそ！まずはスタードラフト：両監督がスターを3人ずつチームに加える。"
        "CB スイーパーを選ぼう：カードをクリック。",
        "Welcome! First the star draft: each manager adds 3 stars to the team. Pick CB Sweeper: click the card.",
    ):
        room = tip_box.least_width(text) - px(28)
        lines = tip_box.balanced_lines(text, tip_box.TEXT_SIZE, room)
        widths = [assets.font(tip_box.TEXT_SIZE, False).size(line)[0] for line in lines]
        assert len(lines) > 1 and max(widths) <= room and min(widths) >= max(widths) * 0.6, lines
        assert "".join(lines).replace(" ", "") == text.replace(" ", "")
