"""The replay's controls in the prompt box: its heading and date, the progress bar, the buttons laid
out for the box, the deck's next card and whose decision comes next (or the full-time score)."""

from __future__ import annotations

import pygame

from game.engine.view import View
from game.i18n import _
from game.ui.art.cardart import synergy_face
from game.ui.art.club_ink import club_ink
from game.ui.look import assets
from game.ui.look import layout as L
from game.ui.look.assets import line_px
from game.ui.look.metrics import px
from game.ui.look.theme import DIM, GOLD, SIDE_NAMES, TEXT
from game.ui.scenes.replays.replay_rows import short_date
from game.ui.widgets.basic import Menu, blit_text, fits, wrap


def heading_lines() -> list[str]:
    """The heading, on two lines when a larger text does not let it fit one."""
    room = L.get().prompt.w - px(24)
    head = _("REPLAY · referee view")
    return [head] if fits(head, 18, room, True) else wrap(head, 18, room, True)[:2]


def bar_y() -> int:
    """The progress bar's top from the prompt box's: under the progress line, or (a heading on two
    lines) right under the heading, with the count beside it."""
    return line_px(58) if len(heading_lines()) == 1 else px(14) + 2 * line_px(26)


def _deck_card_in(r: pygame.Rect) -> pygame.Rect:
    h = px(56)
    return pygame.Rect(r.x + px(12), r.bottom - px(10) - h, round(h * 44 / 62), h)


def _column_fits(area: pygame.Rect, n: int) -> bool:
    bh = (area.h - (n - 1) * px(6)) // n
    least = assets.font(16, True).get_linesize() + px(4)  # one line of the buttons' words
    return bh >= min(px(28), least) or bh >= line_px(28)


def _area(bottom: int) -> pygame.Rect:
    r = L.get().prompt
    top = r.y + px(76 - 58) + bar_y()
    return pygame.Rect(r.x + px(10), top, r.w - px(20), bottom - top)


def deck_in_log(n: int = 5) -> bool:
    """A larger text: the deck's next card and whose turn it is stand at the log box's foot, so
    that the `n` buttons keep one readable column in the prompt box."""
    if assets.text_scale() <= 1:
        return False
    return not _column_fits(_area(_deck_card_in(L.get().prompt).y - px(10)), n)


def deck_row_rect() -> pygame.Rect | None:
    """The deck row standing in the log box (None: it is in the prompt box)."""
    if not deck_in_log():
        return None
    r = L.get().log
    card = _deck_card_in(r)
    return pygame.Rect(r.x, card.y - px(10), r.w, r.bottom - card.y + px(10))


def deck_card_rect() -> pygame.Rect:
    """The deck's next card, at the prompt box's bottom-left corner (or the log box's)."""
    return _deck_card_in(L.get().log if deck_in_log() else L.get().prompt)


def controls_area() -> pygame.Rect:
    """The replay's buttons: between the progress bar and the deck's next card (or the box's foot)."""
    if deck_in_log():
        return _area(L.get().prompt.bottom - px(10))
    return _area(deck_card_rect().y - px(10))


def layout_buttons(menu: Menu) -> None:
    """The controls fill the prompt box between the progress bar and the deck's next card: one
    column, or two when the box is too short for five readable buttons."""
    area = controls_area()
    gap = px(6)
    n = len(menu.buttons)
    bh = (area.h - (n - 1) * gap) // n
    if _column_fits(area, n):
        menu.layout_column(area.x, area.y, area.w, min(px(38), bh), gap)
    else:
        rows = -(-n // 2)
        bh = min(px(38), (area.h - (rows - 1) * gap) // rows)
        menu.layout_grid(area.x, area.y, (area.w - gap) // 2, bh, 2, gap)


def draw_controls(surface: pygame.Surface, v: View, date_iso: str, index: int, count: int, menu: Menu) -> None:
    """The heading, the match's date where it fits, `index` of `count` actions with its bar, the buttons,
    the deck's next card and whose decision comes next."""
    r = L.get().prompt
    head = heading_lines()
    for i, line in enumerate(head):
        at = (r.x + px(12), r.y + px(8) + i * line_px(26))
        shown = blit_text(surface, line, at, 18, GOLD, True, max_width=r.w - px(24))
    date = short_date(date_iso)
    room = r.right - px(12) - shown.right - px(12)
    if date and len(head) == 1 and fits(date, 13, room):  # only where the title leaves room (the list shows it too)
        blit_text(surface, date, (r.right - px(12), r.y + px(12)), 13, DIM, False, "topright", room)
    total = max(1, count)
    bar = pygame.Rect(r.x + px(12), r.y + bar_y(), r.w - px(24), px(8))
    if len(head) == 1:
        progress = _("action {n} of {total}").format(n=index, total=count)
        blit_text(surface, progress, (r.x + px(12), r.y + line_px(36)), 14, TEXT, max_width=r.w - px(24))
    else:  # no room for the words: the count at the bar's end
        shown = blit_text(surface, f"{index} / {count}", (bar.right, bar.centery), 14, TEXT, False, "midright")
        bar.w = shown.x - px(10) - bar.x
    pygame.draw.rect(surface, (20, 28, 26), bar, border_radius=px(4))
    done = pygame.Rect(bar.x, bar.y, round(bar.w * index / total), bar.h)
    pygame.draw.rect(surface, GOLD, done, border_radius=px(4))
    menu.draw(surface, 16)
    draw_deck_and_turn(surface, v, index >= count)


def draw_deck_and_turn(surface: pygame.Surface, v: View, finished: bool) -> None:
    """The bottom of the prompt box: the deck's next card, and whose decision comes next."""
    r = L.get().log if deck_in_log() else L.get().prompt
    card = deck_card_rect()
    text_x = card.right + px(12)
    room = r.right - px(12) - text_x
    score_lines: list[str] = []
    if finished:
        score = v.score
        text = _("Full time: HOME {home} - {away} AWAY").format(home=score[0], away=score[1])
        score_lines = wrap(text, 15, room, True)[-2:]
    if card.h - len(score_lines) * line_px(19) >= line_px(14):  # the full-time score first, if both do not fit
        blit_text(surface, _("Deck's next card"), (text_x, card.y), 14, TEXT, True, max_width=room)
    if v.deck_top is not None:
        surface.blit(synergy_face(v.deck_top, card.w, card.h), card)
    else:
        blit_text(surface, _("the deck is empty"), (text_x, card.y + px(20)), 13, DIM, max_width=room)
    if finished:
        for i, line in enumerate(reversed(score_lines)):
            blit_text(surface, line, (text_x, card.bottom - i * line_px(19)), 15, GOLD, True, "bottomleft", room)
    elif v.current_player in (0, 1):
        who = _("{side} to play").format(side=_(SIDE_NAMES[v.current_player]))  # as the score box says
        colour = club_ink(v.current_player)
        blit_text(surface, who, (text_x, card.bottom), 15, colour, True, "bottomleft", room)
