"""The star draft (R3.2): three reveals per round, first chooser AWAY, HOME, AWAY."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import pygame

from game import i18n
from game.engine import actions as A
from game.engine.state import DRAFT_FIRST
from game.engine.view import View
from game.i18n import _
from game.ui.art import kits
from game.ui.art.card_face import hand_size
from game.ui.art.cardart import player_card
from game.ui.art.club_ink import club_ink
from game.ui.control.controller import remote_waiting
from game.ui.look import assets
from game.ui.look import metrics as M
from game.ui.look.assets import line_px
from game.ui.look.metrics import px
from game.ui.look.theme import DIM, GOLD, TEXT
from game.ui.menus.menu_style import draw_backdrop
from game.ui.scenes.match.base import MenuMatchScene
from game.ui.table.event_anims import PICK_STEP
from game.ui.tutorial.targets import button_at, rects
from game.ui.tutorial.teachable import Aim
from game.ui.widgets import glass
from game.ui.widgets import key_hint as KH
from game.ui.widgets.basic import Button, blit_text, wrap
from game.ui.widgets.key_hint import draw_key_hint
from game.ui.words.card_text import card_name, short, side_name

CARD_RATIO = 112 / 228  # a player card's height / width
HEADER = 150  # logical height of the title lines above the cards
TEXT_SIZE = 15  # the revealed cards' descriptions (logical)
TEXT_LINE = 19
SLOT_EDGE = (96, 112, 128)  # an empty star slot's dashed edge
SLOT_TEXT = 15  # the round named in it
PANEL_TITLE = 18  # "HOME stars"
REVEALED = 3  # R3.2: cards revealed per round (fewer are left after a pick); sizes the cards
WHOSE_Y, WHOSE_SIZE = 124, 24  # the chooser's line: its logical centre and size
MAT = 10  # logical: a card's mat reaches this far around the card


@dataclass(frozen=True)
class DraftLayout:
    """Where the draft screen's parts sit in the current window, in real pixels."""

    cards: tuple[pygame.Rect, ...]  # the revealed cards
    buttons: tuple[pygame.Rect, ...]  # "Pick" under each card
    text: tuple[list[str], ...]  # each card's description, wrapped to the card's width
    text_rects: tuple[pygame.Rect, ...]  # where each description sits, under its button
    boxes: tuple[pygame.Rect, pygame.Rect]  # HOME's and AWAY's stars so far
    star: tuple[int, int]  # a drafted star's card size
    picking: bool = True  # the buttons show: without them the descriptions close up under the cards


def description(card: str) -> list[str]:
    from game.ui.scenes.overlays.overlays import card_lines

    return card_lines(card, halves=False)[1:]  # the card above shows its half icons; its details list them


def star_boxes() -> tuple[tuple[pygame.Rect, pygame.Rect], tuple[int, int]]:
    """Both teams' star panels along the window's bottom, and the size of a card in them (smaller
    cards at a larger text size, leaving the room to the descriptions)."""
    w, h = M.size()
    margin, gap = px(40), px(40)
    box_w = min(px(760), (w - 2 * margin - gap) // 2)
    star_w = min(round(px(200) / assets.text_scale()), (box_w - px(28) - 2 * px(10)) // 3)
    star_h = round(star_w * CARD_RATIO)
    box_h = panel_head() + star_h + px(14)
    top = h - px(62) - box_h
    left = pygame.Rect(w // 2 - gap // 2 - box_w, top, box_w, box_h)
    right = pygame.Rect(w // 2 + gap // 2, top, box_w, box_h)
    return (left, right), (star_w, star_h)


def star_slot(box: pygame.Rect, j: int, star: tuple[int, int]) -> pygame.Rect:
    """Where a team's `j`-th drafted star sits in its panel `box`."""
    return pygame.Rect(box.x + px(14) + j * (star[0] + px(10)), box.y + panel_head(), *star)


def panel_head() -> int:
    """The room a star panel's title takes above its cards: more at a larger text, so the title
    does not sit on the slots."""
    return max(px(40), px(8) + assets.font(PANEL_TITLE, True).get_height() + px(2))


def empty_slot(surface: pygame.Surface, slot: pygame.Rect, label: str) -> None:
    """A star not drafted yet (review24 #8): the card's outline, saying which round fills it."""
    surface.blit(_slot_face(slot.size, px(8), max(1, px(2)), px(10)), slot)
    lines = wrap(label, SLOT_TEXT, slot.w - px(16))[:2]  # "Round" over its number in a small slot
    step = line_px(SLOT_TEXT * 1.3)
    y = slot.centery - step * (len(lines) - 1) // 2
    for line in lines:
        blit_text(surface, line, (slot.centerx, y), SLOT_TEXT, DIM, False, "center", slot.w - px(12))
        y += step


@lru_cache(maxsize=8)
def _slot_face(size: tuple[int, int], radius: int, width: int, dash: int) -> pygame.Surface:
    """An empty slot's faint fill and dashed edge, drawn once per size (the draft redraws each frame)."""
    face = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(face, (255, 255, 255, 14), face.get_rect(), border_radius=radius)
    edge = pygame.Rect(0, 0, size[0] - 1, size[1] - 1)  # the surface's last row and column hold the far edges
    dashed_outline(face, edge, SLOT_EDGE, width, dash)
    return face


def dashed_outline(
    surface: pygame.Surface, rect: pygame.Rect, color: tuple[int, int, int], width: int, dash: int
) -> None:
    """`rect`'s edge as dashes `dash` real pixels long."""
    for a, b in (
        (rect.topleft, rect.topright),
        (rect.topright, rect.bottomright),
        (rect.bottomright, rect.bottomleft),
        (rect.bottomleft, rect.topleft),
    ):
        length = max(abs(b[0] - a[0]), abs(b[1] - a[1]))
        steps = max(1, length // (2 * dash))
        for k in range(steps + 1):
            t0, t1 = k * 2 * dash / max(1, length), min(1.0, (k * 2 * dash + dash) / max(1, length))
            if t0 >= 1:
                break
            p0 = (round(a[0] + (b[0] - a[0]) * t0), round(a[1] + (b[1] - a[1]) * t0))
            p1 = (round(a[0] + (b[0] - a[0]) * t1), round(a[1] + (b[1] - a[1]) * t1))
            pygame.draw.line(surface, color, p0, p1, width)


def cards_top() -> int:
    """Where the revealed cards may start: under the title lines, their mats at least 6 real pixels
    below the chooser's line (polish6 #3: at 1024x600 pt 150 % it touched the mats)."""
    h = assets.font(WHOSE_SIZE, True).get_height()
    return max(px(HEADER), px(WHOSE_Y) + h - h // 2 + max(6, px(6)) + px(MAT))


def backdrop(surface: pygame.Surface, pitch_top: int) -> None:
    """The title's backdrop with its pitch strip starting at real-pixel `pitch_top`."""
    draw_backdrop(surface, round(M.BASE_H - (pitch_top - M.stage().y) / M.scale()))


def draft_layout(cards: tuple[str, ...], picking: bool = True) -> DraftLayout:
    """The largest cards that leave room for their button and description above the star panels:
    each card's column keeps its width (a narrower one only wraps its description to more lines),
    the card picture in it shrinks. Not `picking` (the computer or the other coach picks, or a pick
    plays): the cards stay where they are and their descriptions close up under them (review24 #8)."""
    w = M.width()
    boxes, star = star_boxes()
    top, bottom = cards_top(), boxes[0].y - px(24)
    gap, btn_h = px(32), line_px(40)  # a taller button at larger text holds a long label on two lines
    texts = [description(c) for c in cards]
    column = min(px(420), (w - 2 * px(40) - (REVEALED - 1) * gap) // REVEALED)
    cw = column
    while True:
        ch = round(cw * CARD_RATIO)
        wrap_w = cw if assets.text_scale() == 1 else column
        wrapped = tuple([line for raw in t for line in wrap(raw, TEXT_SIZE, wrap_w)] for t in texts)
        lines = max((len(t) for t in wrapped), default=0)
        need = ch + px(12) + btn_h + px(10) + lines * line_px(TEXT_LINE)
        if need <= bottom - top or cw <= px(160 if assets.text_scale() == 1 else 90):
            break
        cw -= max(2, cw // 30)
    if assets.text_scale() == 1:
        column = cw
    n = len(cards)
    x0 = (w - n * column - (n - 1) * gap) // 2
    y0 = top + max(0, (bottom - top - need) // 3)
    cols = [pygame.Rect(x0 + i * (column + gap), y0, column, ch) for i in range(n)]
    rects = tuple(pygame.Rect(c.centerx - cw // 2, y0, cw, ch) for c in cols)
    buttons = tuple(pygame.Rect(c.x, c.bottom + px(12), c.w, btn_h) for c in cols)
    text_rects = tuple(
        pygame.Rect(b.x, (b.bottom + px(10)) if picking else b.y, b.w, line_px(TEXT_LINE) * len(t))
        for b, t in zip(buttons, wrapped, strict=True)
    )
    return DraftLayout(rects, buttons, wrapped, text_rects, boxes, star, picking)


class DraftScene(MenuMatchScene):
    wide_tips = True  # a lesson bubble may sit along the star panels, the window's whole width
    _layout: tuple[object, DraftLayout] | None = None

    def layout(self) -> DraftLayout:
        """The layout for the revealed cards at the current window size (cached)."""
        cards = tuple(self.shown_view().draft_revealed)
        picking = self.deciding()
        key = (M.size(), cards, i18n.language(), assets.text_scale(), picking)
        if self._layout is None or self._layout[0] != key:
            self._layout = (key, draft_layout(cards, picking))
        return self._layout[1]

    def build_menu(self) -> None:
        v = self.view()
        buttons = []
        if self.ctrl.human_to_act():
            lay = self.layout()
            for card, rect in zip(v.draft_revealed, lay.buttons, strict=True):
                label = _("Pick {card}").format(card=short(card))
                buttons.append(Button(label, lambda c=card: self.act(A.DraftPick(c)), rect))  # type: ignore[misc]
        self.menu.set_buttons(buttons)

    def handle_input(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            from game.ui.scenes.overlays.overlays import DetailsOverlay

            for card, rect in zip(self.shown_view().draft_revealed, self.layout().cards, strict=True):
                if rect.collidepoint(event.pos):
                    self.app.stack.push(DetailsOverlay(self.app, card))
                    return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.ctrl.human_to_act():
            for card, rect in zip(self.shown_view().draft_revealed, self.layout().cards, strict=True):
                if rect.collidepoint(event.pos):
                    self.act(A.DraftPick(card))
                    return True
        return super().handle_input(event)

    def tutorial_aim(self, action: A.Action, text: str, view: View) -> Aim:
        """A pick: the revealed card and its button."""
        if not isinstance(action, A.DraftPick):
            return super().tutorial_aim(action, text, view)
        i = view.draft_revealed.index(action.card) if action.card in view.draft_revealed else -1
        return Aim(text, rects(self.layout().cards[i] if i >= 0 else None, button_at(self, i)))

    def never_cover(self, view: View) -> list[pygame.Rect]:
        """The draft's results and its words (#38.5): the stars picked, the star panels' titles, the
        removed line and the title lines themselves (their empty sides may hold a lesson's bubble;
        so may a panel's empty room where no other place leaves the bubble wide, review24 #6)."""
        return [*self.star_rects(view), *self.panel_title_rects(), *self.header_rects(), *self.removed_rects()]

    def star_rects(self, view: View) -> list[pygame.Rect]:
        """The stars both teams have drafted, where their panels show them."""
        lay = self.layout()
        return [
            star_slot(box, j, lay.star)
            for side, box in enumerate(lay.boxes)
            for j in range(len(view.teams[side].stars))
        ]

    def panel_title_rects(self) -> list[pygame.Rect]:
        """The star panels' titles ("HOME stars")."""
        out = []
        for side, box in enumerate(self.layout().boxes):
            title = assets.text(_("{side} stars").format(side=side_name(side)), 18, GOLD, True)
            out.append(
                pygame.Rect(box.x + px(14), box.y + px(8), min(title.get_width(), box.w - px(28)), title.get_height())
            )
        return out

    def arrow_avoid(self, view: View) -> list[pygame.Rect]:
        """The revealed cards and their descriptions: a lesson's arrow goes around them."""
        return [*self.layout().cards, *self.layout().text_rects]

    def header_rects(self) -> list[pygame.Rect]:
        return [assets.text(t, size, GOLD, bold).get_rect(center=at) for t, at, size, bold, _c in self.header_lines()]

    def removed_rects(self) -> list[pygame.Rect]:
        line = self.removed_line()
        if not line:
            return []
        w, h = M.size()
        return [assets.text(line, 15, DIM, False).get_rect(center=(w // 2, h - px(46))).inflate(px(8), px(4))]

    def removed_line(self) -> str:
        v = self.shown_view()
        if not v.stars_removed:
            return ""
        return _("removed: {cards}").format(cards=", ".join(card_name(c) for c in v.stars_removed))

    def busy_areas(self, view: View) -> list[pygame.Rect]:
        """The revealed cards with their descriptions, the drafted stars and the opponent's star
        panel (the title lines are never covered: never_cover; the own panel's empty room may hold a
        lesson's bubble, review24 #6)."""
        lay = self.layout()
        opponent = [lay.boxes[1 - view.viewer]] if view.viewer in (0, 1) else []
        return [*lay.cards, *lay.text_rects, *self.star_rects(view), *opponent]

    def ambient_rects(self) -> list[pygame.Rect] | None:
        return [] if self.quiet() else None

    def draw(self, surface: pygame.Surface) -> None:
        v = self.shown_view()
        lay = self.layout()
        backdrop(surface, lay.boxes[0].y - px(12))
        self._draw_header(surface)
        most = hand_size(list(v.draft_revealed), lay.cards[0].w, lay.cards[0].h) if lay.cards else 0
        for i, (card, rect) in enumerate(zip(v.draft_revealed, lay.cards, strict=True)):
            under = rect.union(lay.text_rects[i])
            if lay.picking:
                under.union_ip(lay.buttons[i])
            glass.draw_glass(
                surface,
                under.inflate(2 * px(MAT), 2 * px(MAT)),  # the whole card on its mat, not half of it hanging over
                px(12),
            )
            if i == self.menu.focus and self.deciding():
                pygame.draw.rect(surface, GOLD, rect.inflate(px(10), px(10)), px(3), border_radius=px(10))
            glass.blit_shadow(surface, rect, 1.4)
            surface.blit(player_card(card, rect.w, rect.h, most=most if rect.size == lay.cards[0].size else 0), rect)
            y = lay.text_rects[i].y
            for line in lay.text[i]:
                blit_text(
                    surface,
                    line,
                    lay.text_rects[i].move(0, y - lay.text_rects[i].y).topleft,
                    TEXT_SIZE,
                    TEXT,
                    max_width=lay.text_rects[i].w,
                )
                y += line_px(TEXT_LINE)
        self.menu.draw(surface, 18)
        self._draw_stars(surface, lay)
        self._draw_footer(surface)
        self.anim.draw(surface)

    def whose_pick(self) -> tuple[int, str]:
        """The side whose pick the screen shows now and the words for it (the shown view: while a
        pick still plays, its chooser, not the coach the engine waits for next)."""
        v = self.shown_view()
        first = DRAFT_FIRST[min(v.draft_round, 2)]
        chooser = v.current_player if v.current_player in (0, 1) else first
        remote = remote_waiting(self.ctrl)
        if self.ctrl.agents[chooser] is not None:
            who = _("The computer is choosing…")
        elif remote and chooser != self.ctrl.viewer:  # a coach on another computer
            who = remote
        else:
            who = _("Your pick")
        return chooser, f"{side_name(chooser)} — {who}"

    def header_lines(self) -> list[tuple[str, tuple[int, int], int, bool, tuple[int, int, int]]]:
        """The title lines: text, centre, logical size, bold, colour."""
        v = self.shown_view()
        cx = M.width() // 2
        rnd = min(v.draft_round, 2)
        first = DRAFT_FIRST[rnd]
        title = _("Star draft — round {n} of 3").format(n=rnd + 1)
        rule = _("{first} chooses first, {second} takes one of the two left, the last is removed").format(
            first=side_name(first), second=side_name(1 - first)
        )
        chooser, whose = self.whose_pick()
        return [
            (title, (cx, px(40)), 36, True, GOLD),
            (rule, (cx, px(84)), 17, False, DIM),
            (whose, (cx, px(WHOSE_Y)), WHOSE_SIZE, True, club_ink(chooser)),
        ]

    def banner_showing(self) -> bool:
        """Whether a pick's banner sits on the subtitle lines now (review23 #1)."""
        step = self.anim.current
        return step is not None and step.name == PICK_STEP

    def _draw_header(self, surface: pygame.Surface) -> None:
        lines = self.header_lines()
        if self.banner_showing():  # the banner says who picks what: the lines under it would show through
            lines = lines[:1]
        for text, at, size, bold, color in lines:
            blit_text(surface, text, at, size, color, bold, "center")

    def _draw_stars(self, surface: pygame.Surface, lay: DraftLayout) -> None:
        v = self.shown_view()
        sw, sh = lay.star
        for side, box in enumerate(lay.boxes):
            glass.draw_glass(surface, box, px(12))
            stars = _("{side} stars").format(side=side_name(side))
            blit_text(
                surface,
                stars,
                (box.x + px(14), box.y + px(8)),
                PANEL_TITLE,
                club_ink(side),
                True,
                max_width=box.w - px(28),
            )
            most = hand_size(list(v.teams[side].stars), sw, sh)
            for j, card in enumerate(v.teams[side].stars):
                slot = star_slot(box, j, lay.star)
                glass.blit_shadow(surface, slot)
                surface.blit(player_card(card, sw, sh, kit=kits.worn(side), most=most), slot)
            for j in range(len(v.teams[side].stars), len(DRAFT_FIRST)):
                empty_slot(surface, star_slot(box, j, lay.star), _("Round {n}").format(n=j + 1))

    def _draw_footer(self, surface: pygame.Surface) -> None:
        w, h = M.size()
        removed = self.removed_line()
        if removed:
            blit_text(surface, removed, (w // 2, h - px(46)), 15, DIM, False, "center")
        if self.message:
            blit_text(surface, self.message, (w // 2, h - px(20)), 16, self.message_color, True, "center")
        else:
            picks = len(self.menu.buttons)
            draw_key_hint(surface, _(KH.DRAFT).format(n=picks) if self.deciding() and picks else _(KH.WAIT))
