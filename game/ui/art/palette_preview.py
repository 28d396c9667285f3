"""The colour-vision setting's live preview (issue #42 point 2): a strip of floodlit pitch with the
three position lines in their colours and strokes, a row of a forward's, a midfielder's and a
defender's card, and the sides' and control states' marks, all drawn in the palette asked for
(not necessarily the active one), so the player sees the choice before leaving the page."""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.engine.cards import default_cards
from game.ui.art.cardart import player_card
from game.ui.look import assets
from game.ui.look.palettes import ROLES, STATES, using_palette
from game.ui.look.theme import LINE_COLORS, PITCH, PITCH_DARK, STATE_COLORS, TEAM_COLORS, Color
from game.ui.widgets import glass
from game.ui.widgets.marks import ink_on, position_line, role_mark, side_mark, state_pattern
from game.ui.words.card_text import line_label, side_name

CHALK: Color = (236, 244, 236)
EDGE: Color = (250, 250, 245)
PREVIEW_CARDS: dict[str, str] = {"FW": "CF_STRIKER", "MF": "CMF_PLAY_MAKER", "DF": "CB_CENTER_BACK_L"}


def preview_cards() -> list[str]:
    """A forward's, a midfielder's and a defender's card (the named ones when the deck has them)."""
    cards = default_cards()
    ids = {c.id for c in cards.base}
    out = []
    for role in ROLES:
        wanted = PREVIEW_CARDS[role]
        out.append(wanted if wanted in ids else next(c.id for c in cards.base if c.role == role))
    return out


@lru_cache(maxsize=4)
def _turf(w: int, h: int) -> pygame.Surface:
    """Mown stripes across the strip with the floodlights' pool of light from the top-left."""
    s = pygame.Surface((w, h))
    stripe = max(8, w // 9)
    for i, x in enumerate(range(0, w, stripe)):
        pygame.draw.rect(s, PITCH if i % 2 == 0 else PITCH_DARK, (x, 0, stripe, h))
    glow = pygame.Surface((w, h), pygame.SRCALPHA)
    for k in range(10, 0, -1):
        r = round(max(w, h) * 0.08 * k)
        pygame.draw.circle(glow, (255, 246, 214, 5), (w // 5, -h // 4), r)
    s.blit(glow, (0, 0))
    return s


def _pitch_strip(surface: pygame.Surface, rect: pygame.Rect) -> list[pygame.Rect]:
    """The turf with a chalk frame and the three lines, each with a tag (its shape and short
    name); returns what was drawn, one rect per line (its tag and its stroke)."""
    surface.blit(_turf(rect.w, rect.h), rect)
    chalk = max(1, rect.h // 60)
    pygame.draw.rect(surface, CHALK, rect, chalk)
    width = max(2, rect.h // 28)
    unit = max(4, rect.h // 14)
    size = max(8, rect.h // 9)
    drawn = []
    spacing = rect.h // 4
    pill_h = max(size, spacing - max(2, spacing // 8))  # the three tags never touch (#38 fit at 150 %)
    for k, role in enumerate(ROLES):
        y = rect.y + round(rect.h * (k + 1) / 4)
        label = _tag_label(line_label(role), ink_on(LINE_COLORS[role]), pill_h)
        tag_w = size * 3 + label.get_width()
        start = (rect.x + tag_w + size, y)
        end = (rect.right - chalk - size // 2, y)
        position_line(surface, role, (16, 30, 22), start, end, width + 2, unit)
        position_line(surface, role, LINE_COLORS[role], start, end, width, unit)
        pill = pygame.Rect(
            0, 0, size + label.get_width() + size, min(pill_h, max(size, label.get_height()) + size // 2)
        )
        pill.midleft = (rect.x + size // 2, y)
        pygame.draw.rect(surface, LINE_COLORS[role], pill, border_radius=pill.h // 2)
        pygame.draw.rect(surface, EDGE, pill, max(1, size // 10), border_radius=pill.h // 2)
        ink = ink_on(LINE_COLORS[role])
        role_mark(surface, role, (pill.x + size * 3 // 4, y), size * 3 // 4, ink)
        surface.blit(label, label.get_rect(midleft=(pill.x + size * 3 // 2, y)))
        drawn.append(pygame.Rect(pill.x, min(pill.y, y - width), end[0] - pill.x, max(pill.h, 2 * width)))
    return drawn


TAG_PX = 13  # real pixels: a line's tag is never smaller than the prompt hint's floor (review23 #9)


def tag_px() -> int:
    """The tags' size in real pixels: 12 points grown with the text size, at least TAG_PX."""
    return max(TAG_PX, assets.real_px(12))


def _tag_label(text: str, ink: Color, room: int) -> pygame.Surface:
    """A line's short name at `tag_px`, smaller (down to TAG_PX) while its line is taller than `room`."""
    size = tag_px()
    label = assets.text_px(text, size, ink, True)
    while size > TAG_PX and label.get_height() > room:
        size -= 1
        label = assets.text_px(text, size, ink, True)
    return label


def _keys_row(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """HOME's and AWAY's marks with their names (left) and the three control states' spaces (right)."""
    size = max(8, rect.h * 2 // 3)
    x = rect.x
    for side in (0, 1):
        side_mark(surface, side, (x + size // 2, rect.centery), size, TEAM_COLORS[side])
        name = assets.text(side_name(side), 13, TEAM_COLORS[side], True)
        at = surface.blit(name, name.get_rect(midleft=(x + size + size // 3, rect.centery)))
        x = at.right + size
    space_w = round(size * 1.8)
    gap = max(2, size // 4)
    left = rect.right - 3 * space_w - 2 * gap
    if left < x:
        return  # too narrow for the states beside the sides: the sides alone
    for i, state in enumerate(reversed(STATES)):  # defensive, normal, aggressive: as on the track
        space = pygame.Rect(left + i * (space_w + gap), rect.centery - size // 2, space_w, size)
        pygame.draw.rect(surface, STATE_COLORS[state], space, border_radius=max(2, size // 5))
        state_pattern(surface, space, state, ink_on(STATE_COLORS[state]))


def draw_palette_preview(surface: pygame.Surface, rect: pygame.Rect, colour_vision: str) -> None:
    """The preview of `colour_vision`'s palette ("standard", "red_green", "blue_yellow"; another
    name shows the standard one) inside `rect`: the pitch strip on top, the card row under it,
    the sides' and states' marks at the bottom."""
    if rect.w < 60 or rect.h < 60:
        return
    with using_palette(colour_vision):
        pad = max(4, rect.h // 30)
        keys_h = max(14, rect.h // 9)
        body = rect.inflate(-2 * pad, -2 * pad)
        upper = pygame.Rect(body.x, body.y, body.w, body.h - keys_h - pad)
        pitch, row = preview_areas(upper, pad)
        glass.blit_shadow(surface, pitch, 1.0, max(3, pad))
        _pitch_strip(surface, pitch)
        for at, card in card_rects(row, body.w):
            glass.blit_shadow(surface, at)
            surface.blit(player_card(card, at.w, at.h, words=at.h >= 44), at)
        _keys_row(surface, pygame.Rect(body.x, body.bottom - keys_h, body.w, keys_h))


def preview_areas(upper: pygame.Rect, pad: int) -> tuple[pygame.Rect, pygame.Rect]:
    """The pitch strip's and the card row's rects in `upper`: the strip above the cards, or, when
    that leaves smaller cards (a short preview at a larger text), the strip on the left and the
    cards beside it, each as tall as the preview, so its tags and the names grow (review23 #9)."""
    pitch = pygame.Rect(upper.x, upper.y, upper.w, round(upper.h * 0.48))
    stacked = pitch, pygame.Rect(upper.x, pitch.bottom + pad, upper.w, upper.bottom - pitch.bottom - pad)
    pitch = pygame.Rect(upper.x, upper.y, round(upper.w * 0.3), upper.h)
    beside = pitch, pygame.Rect(pitch.right + 2 * pad, upper.y, upper.right - pitch.right - 2 * pad, upper.h)
    card_h = [card_rects(row, upper.w)[0][0].h for _pitch, row in (stacked, beside)]
    return beside if card_h[1] > card_h[0] else stacked


def card_rects(row: pygame.Rect, body_w: int) -> list[tuple[pygame.Rect, str]]:
    """The three preview cards' rects, centred in `row`, as large as it allows."""
    gap = max(4, body_w // 40)
    card_w = min((row.w - 2 * gap) // 3, round(row.h / 0.52))
    card_h = min(row.h, round(card_w * 0.52))
    x0 = row.centerx - (3 * card_w + 2 * gap) // 2
    y = row.y + (row.h - card_h) // 2
    return [(pygame.Rect(x0 + i * (card_w + gap), y, card_w, card_h), c) for i, c in enumerate(preview_cards())]
