"""The lower row of a player card's face: its crack and immediate effects as groups of icons and
words (or signs when the words do not fit), broken into lines and drawn centred."""

from __future__ import annotations

import pygame

from game.engine.cards import CardDef
from game.ui.art.card_lines import _line_pitch, _text_w, _two_lines
from game.ui.look import assets
from game.ui.look.theme import Color
from game.ui.words import card_text

CRACK_RED: Color = (150, 24, 24)
EFFECT_GOLD: Color = (200, 140, 0)


# An item of the lower row: (sprite, words, colour of the words); sprite "" for none.
Item = tuple[str, str, Color]


# Effects in a few signs when their words do not fit: (sprite, sign). Steal is short.
EFFECT_SIGNS: dict[str, tuple[str, str]] = {
    "CONTROL_1": ("marker", "+1"),
    "CONTROL_2": ("marker", "+2"),
    "DRAW_1": ("card_back", "+1"),
    "DRAW_2_KEEP_1": ("card_back", "2\u203a1"),
    "CANNON_SHOT": ("ball", ""),
}


def _row_items(card: CardDef, signs: int = 0) -> list[list[Item]]:
    """Crack and each effect, each as a group of items drawn together ("lightning" + words). With
    `signs` 1 the effects that have a sign use it; with 2 every effect is its lightning alone (the
    details overlay has the words)."""
    groups: list[list[Item]] = []
    if card.crack:
        groups.append([("crack", f"x{card.crack}", CRACK_RED)])
    for e in card.effects:
        if signs >= 2:
            groups.append([("lightning", "", EFFECT_GOLD)])
        elif signs and e in EFFECT_SIGNS:
            sprite, sign = EFFECT_SIGNS[e]
            groups.append([("lightning", "", EFFECT_GOLD), (sprite, sign, (40, 40, 40))])
        else:
            groups.append([("lightning", card_text.effect_short(e), (40, 40, 40))])
    return groups


def _group_w(group: list[Item], size: int) -> int:
    gap = max(1, size // 6)
    return sum(
        (size + 1 if sprite else 0) + (gap + _text_w(words, size, True) if words else 0) for sprite, words, _ in group
    ) + gap * (len(group) - 1)


def _row_lines(card: CardDef, size: int, max_w: int, signs: int) -> list[list[list[Item]]] | None:
    """The row's groups on one line, or one group a line (two at most), each within `max_w`;
    None if they do not fit."""
    groups = _row_items(card, signs)
    if not groups:
        return []
    gap = max(3, size // 2)
    if sum(_group_w(g, size) for g in groups) + gap * (len(groups) - 1) <= max_w:
        return [groups]
    if len(groups) == 2 and all(_group_w(g, size) <= max_w for g in groups):
        return [[g] for g in groups]
    if len(groups) == 1 and len(groups[0]) == 1:
        sprite, words, color = groups[0][0]
        split = _two_lines(words) if " " in words else None
        if split is not None and min(len(split[0]), len(split[1])) >= 3:  # no "1" alone on a line
            lines = [[[(sprite, split[0], color)]], [[("", split[1], color)]]]
            if all(_group_w(line[0], size) <= max_w for line in lines):
                return lines
    return None


def _row_surface(lines: list[list[list[Item]]], size: int) -> pygame.Surface:
    """The row's lines drawn centred one under the other."""
    pitch = _line_pitch(size)
    gap = max(3, size // 2)
    widths = [sum(_group_w(g, size) for g in line) + gap * (len(line) - 1) for line in lines]
    surf = pygame.Surface((max(widths), pitch * (len(lines) - 1) + round(size * 1.4)), pygame.SRCALPHA)
    for i, (line, lw) in enumerate(zip(lines, widths, strict=True)):
        x = (surf.get_width() - lw) // 2
        mid = round(size * 0.7) + i * pitch
        for group in line:
            inner = max(1, size // 6)
            for sprite, words, color in group:
                if sprite:
                    tint = CRACK_RED if sprite == "crack" else EFFECT_GOLD if sprite == "lightning" else None
                    icon = assets.scaled(sprite, size + 1, size + 1, tint)
                    if sprite == "ball":  # a white ball: on a dark spot, to read on the light stock
                        pygame.draw.circle(surf, (40, 40, 40), (x + size // 2, mid), size // 2 + 1)
                    surf.blit(icon, icon.get_rect(midleft=(x, mid)))
                    x += icon.get_width() + inner
                if words:
                    text = assets.text_px(words, size, color, True)
                    surf.blit(text, text.get_rect(midleft=(x, mid)))
                    x += text.get_width() + inner
            x += gap - inner
    return surf
