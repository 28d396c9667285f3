"""The illustrated rules reference: one page per topic, each a few short paragraphs (one msgid each,
so they translate) and a picture drawn with the game's own card, icon and track art, at the
window's real resolution.

Reachable from the title screen and the pause menu. Left/Right or PageUp/PageDown turn the page,
number keys or a click on the list jump to a topic, Esc goes back."""

from __future__ import annotations

import pygame

from game.i18n import _
from game.ui.art import stadium
from game.ui.look import metrics as M
from game.ui.look.assets import line_px
from game.ui.look.metrics import px
from game.ui.look.theme import DIM, GOLD, TEXT
from game.ui.scenes.rules.rules_pages import PAGES, Draw, page_for_rule
from game.ui.scenes.rules.rules_sidebar import layout_topics, topic_size
from game.ui.widgets import basic as widgets
from game.ui.widgets.basic import Button, Menu, blit_text, wrap
from game.ui.widgets.glass import draw_glass
from game.ui.window.scene import Host, Scene

# The page on the logical 1280x720 stage: the topic list at the left, the text and the picture
# at the right.
TEXT_X = 330
TEXT_W = 1280 - TEXT_X - 30
FOOTER = 28  # the footer line's distance from the window's bottom edge
TEXT_SIZES = (18, 17, 16, 15)  # the paragraphs' size, smaller only when a translation is long
LEAST_FACTOR = 0.6  # a picture that may not get shorter is drawn smaller, down to this, before it is left out
TOP = 84  # logical: where the paragraphs start when the page has no room to spare
PAD = 14  # logical: the text panel's margin around the paragraphs


def open_rules(app: Host, rule: str) -> bool:
    """Open the rules reference at the page that explains `rule`; False if no page does."""
    page = page_for_rule(rule)
    if page is None:
        return False
    app.stack.push(RulesHelpScene(app, page))
    return True


class RulesHelpScene(Scene):
    opaque = True
    updates_below = False

    def __init__(self, app: Host, page: int = 0) -> None:
        super().__init__(app)
        self.page = page
        self.menu = Menu()
        self._build()

    def _build(self) -> None:
        buttons = [Button(_(p.title), lambda i=i: self.go(i)) for i, p in enumerate(PAGES)]  # type: ignore[misc]
        buttons.append(Button(_("Back"), lambda: self.app.stack.pop(self), hint="Esc"))
        self.menu.set_buttons(buttons)
        self.menu.focus = self.page
        # every page's button and Back in the window's height: shorter rows on a short window
        layout_topics(self.menu, M.stage().x + px(16), px(84), M.height() - px(12))

    def go(self, page: int) -> None:
        self.page = page % len(PAGES)
        self.menu.focus = self.page

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                self.app.stack.pop(self)
                return True
            if event.key in (pygame.K_RIGHT, pygame.K_PAGEDOWN):
                self.go(self.page + 1)
                return True
            if event.key in (pygame.K_LEFT, pygame.K_PAGEUP):
                self.go(self.page - 1)
                return True
            if event.key in (pygame.K_DOWN, pygame.K_UP):
                self.menu.handle_event(event)
                if self.menu.focus < len(PAGES):
                    self.page = self.menu.focus
                return True
        self.menu.handle_event(event)
        return True

    # ------------------------------------------------------------------ drawing

    @staticmethod
    def text_column() -> tuple[int, int]:
        """The left edge and width of the page's text and picture, in real pixels."""
        return M.stage().x + px(TEXT_X), px(TEXT_W)

    def picture_rect(self) -> pygame.Rect:
        """The page's picture, under the paragraphs' panel (so a taller window gives the text more
        room); shorter, down to the page's least height, when the paragraphs at a larger text size
        need the room."""
        return self.placed()[0]

    def placed(self) -> tuple[pygame.Rect, pygame.Rect, int, list[list[str]]]:
        """`layout` balanced in the page's height (review25 #5): the paragraphs' glass panel and the
        picture under it as one block, the room they leave split above and below them (nothing
        moves on a page that has no room to spare). The picture, the text panel, size and lines."""
        picture, size, paras = self.layout()
        x, w = RulesHelpScene.text_column()
        words = sum(len(lines) * line_step(size) + px(10) for lines in paras) - px(10)
        pad, gap = px(PAD), px(16)
        room = picture.bottom - px(TOP) if picture.h else M.height() - px(FOOTER + 14) - px(TOP)
        spare = max(0, room - (words + pad + (gap + picture.h if picture.h else 0)))
        top = px(TOP) + spare // 2
        panel = pygame.Rect(x - pad, top - pad // 2, w + 2 * pad, words + pad)
        if picture.h:
            if spare:
                picture = pygame.Rect(picture.x, panel.bottom + gap, picture.w, picture.h)
            else:
                panel.h = min(panel.h, picture.y - px(4) - panel.y)
        return picture, panel, size, paras

    def layout(self) -> tuple[pygame.Rect, int, list[list[str]]]:
        """The picture's rectangle, the paragraphs' text size and their wrapped lines: the largest
        size that fits above the whole picture, else above a shorter one; with no room left, a
        picture that may not get shorter is drawn smaller (down to LEAST_FACTOR), else left out:
        the words and the picture never overlap (review22 #3)."""
        x, w = RulesHelpScene.text_column()
        page = PAGES[self.page]
        tall = page.height()
        full = pygame.Rect(x, M.height() - px(FOOTER + 14 + tall), w, px(tall))
        options = []
        for size in TEXT_SIZES:
            paras = [wrap(_(para), size, w) for para in page.paragraphs]
            height = sum(len(lines) for lines in paras) * line_step(size) + px(10) * len(paras)
            options.append((size, paras, height))
        for size, paras, height in options:
            if height <= full.y - px(8) - px(84):
                return full, size, paras
        for size, paras, height in options:
            h = full.bottom - px(8) - px(84) - height
            if h >= px(page.picture_min):
                return pygame.Rect(x, full.bottom - h, w, h), size, paras
        size, paras, height = options[-1]
        room = full.bottom - px(8) - px(84) - height
        if not page.least_h and room >= full.h * LEAST_FACTOR:
            return pygame.Rect(x, full.bottom - room, w, room), size, paras
        return pygame.Rect(x, full.bottom, w, 0), size, paras  # the words are the rules: no room, no picture

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(stadium.dimmed(surface.get_size(), M.pos(0, 500)[1]), (0, 0))
        stage = M.stage()
        blit_text(surface, _("Rules"), (stage.x + px(20), px(24)), 32, GOLD, True, max_width=px(290))
        for i, b in enumerate(self.menu.buttons):
            b.selected = i == self.page
        self.menu.draw(surface, topic_size())
        page = PAGES[self.page]
        x, w = self.text_column()
        count = _("page {n} of {total}").format(n=self.page + 1, total=len(PAGES))
        count_rect = blit_text(surface, count, (stage.right - px(30), px(34)), 14, DIM, False, "topright", px(200))
        title_room = count_rect.x - px(16) - x
        blit_text(surface, _(page.title), (x, px(26)), 30, GOLD, True, max_width=title_room)
        picture, panel, size, paras = self.placed()
        draw_glass(surface, panel, px(12))
        y = panel.y + px(PAD) // 2
        for lines in paras:
            for line in lines:
                blit_text(surface, line, (x, y), size, TEXT, max_width=w)
                y += line_step(size)
            y += px(10)
        if picture.h:
            pygame.draw.rect(surface, (24, 36, 31), picture, border_radius=px(12))
            pygame.draw.rect(surface, (60, 84, 74), picture, px(2), border_radius=px(12))
            if picture.h >= px(page.picture_min):
                clip = surface.get_clip()
                surface.set_clip(picture)
                page.picture(surface, picture)
                surface.set_clip(clip)
            else:
                draw_smaller(surface, picture, page.picture, px(page.height()))
        blit_text(
            surface,
            _("Left / Right: turn the page · number keys or a click: a topic · Esc: back"),
            (x + w // 2, footer_y()),
            14,
            DIM,
            False,
            "center",
            w,
        )


def footer_y() -> int:
    """The centre of the footer line: half a line and a margin up from the window's bottom at
    least, so a larger text's descenders stay inside the window (review25 #11)."""
    return M.height() - max(px(FOOTER) - line_px(14 * 1.3) // 2, line_px(14 * 1.3) // 2 + px(6))


def draw_smaller(surface: pygame.Surface, frame: pygame.Rect, picture: Draw, tall: int) -> None:
    """Draw a picture made for a `tall` frame inside the shorter `frame`, scaled down as a whole and
    centred (the words above needed the room)."""
    full = pygame.Surface((frame.w, tall), pygame.SRCALPHA)
    noted = len(widgets.drawn) if widgets.drawn is not None else 0
    picture(full, full.get_rect())
    k = frame.h / tall
    small = pygame.transform.smoothscale(full, (round(frame.w * k), frame.h))
    at = surface.blit(small, small.get_rect(midtop=frame.midtop))
    if widgets.drawn is not None:  # the text checks see the picture's words where they land, at their size
        for i in range(noted, len(widgets.drawn)):
            ink = widgets.drawn[i].ink
            moved = pygame.Rect(at.x + round(ink.x * k), at.y + round(ink.y * k), round(ink.w * k), round(ink.h * k))
            widgets.drawn[i] = widgets.drawn[i]._replace(ink=moved)


def line_step(size: int) -> int:
    """The distance between two lines of paragraph text at logical `size`."""
    return line_px(size * 25 / 18)
