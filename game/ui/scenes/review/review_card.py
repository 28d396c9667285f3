"""The review's cards in the table's panel material (review24 #11: flat grey panels broke the
look): smoked glass with its lit top edge, a club's kit band along the top of a card that is that
club's, its crest beside a title in its ink; and the key moments' card as tall as its lines."""

from __future__ import annotations

import pygame

from game.clubs import Kit
from game.ui.art.club_crest import club_crest
from game.ui.look import assets
from game.ui.look.metrics import px
from game.ui.look.theme import DIM, TEXT, Color
from game.ui.table.panel_frames import kit_band
from game.ui.widgets import glass
from game.ui.widgets.basic import blit_text, fits, wrap_fit

RADIUS = 12  # logical px: the cards' corners
TITLE = 20  # logical size of a card's title
NOTE = 14


def review_card(
    surface: pygame.Surface,
    rect: pygame.Rect,
    title: str,
    note: str = "",
    club_id: str = "",
    ink: Color = TEXT,
    kit: Kit | None = None,
) -> pygame.Rect:
    """A card of the table's glass with its title (and a quiet note beside it); a club's card
    (`club_id`) shows its crest before the title, in `ink`, and the `kit` it plays in as a band
    along its top. Returns the room left for its content (the same room as the chart card's)."""
    radius = px(RADIUS)
    glass.draw_glass(surface, rect, radius, "plain")
    x = rect.x + px(20)
    if kit is not None:
        surface.blit(kit_band(rect.w, radius, kit.shirt, kit.trim), rect.topleft)
    if club_id:
        crest = club_crest(club_id, assets.font(TITLE, True).get_height())
        surface.blit(crest, (x, rect.y + px(12)))
        x += crest.get_width() + px(8)
    head = blit_text(surface, title, (x, rect.y + px(12)), TITLE, ink, True, max_width=rect.right - px(20) - x)
    if note:
        room = rect.right - px(20) - (head.right + px(14))
        if room > px(60) and fits(note, NOTE, room):
            blit_text(surface, note, (rect.right - px(20), head.centery + px(1)), NOTE, DIM, False, "midright", room)
    head_bottom = max(head.bottom, rect.y + px(12) + assets.font(TITLE, True).get_height())
    return pygame.Rect(rect.x + px(20), head_bottom + px(10), rect.w - px(40), rect.bottom - head_bottom - px(24))


def head_height() -> int:
    """A card's title and the gaps above its content and below it."""
    return px(12) + assets.font(TITLE, True).get_height() + px(10) + px(14)


def line_lines(text: str, width: int) -> tuple[int, list[str]]:
    """A one- or two-line sentence of the key moments' card at the card's content `width`."""
    return wrap_fit(text, 16, width, 2)


def lines_height(count: int, size: int = 16) -> int:
    """`count` lines of the key moments' card's sentence at `size`, one under the other."""
    return count * (assets.font(size).get_height() + px(2))
