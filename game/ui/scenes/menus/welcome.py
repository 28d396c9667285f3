"""The first start: the language (each named in its own words) and how to begin — the guided first
match or a new match. Skippable (Esc, or "Skip"); the choice is remembered, so it shows once."""

from __future__ import annotations

import pygame

from game import i18n
from game.i18n import _
from game.ui.art.crest import shadow_text
from game.ui.look import metrics as M
from game.ui.look.metrics import px
from game.ui.look.theme import DIM, GOLD, TEXT
from game.ui.menus.menu_style import draw_board, draw_menu, glass_rect
from game.ui.stage.moods import TITLE
from game.ui.widgets.basic import Button, Menu
from game.ui.widgets.springs import Springs
from game.ui.window.scene import Host, Scene

LANG_ROW, START_ROW = 50, 52  # logical heights of the language tiles and the start rows


class WelcomeScene(Scene):
    sound_mood = TITLE  # a new player's first sound is the title theme

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.menu = Menu()
        self.springs = Springs()
        self._build()
        languages = list(i18n.LANGUAGES)
        self.menu.focus = len(languages)  # the guided first match: Enter starts it

    def _build(self) -> None:
        languages = list(i18n.LANGUAGES)
        current = self.app.settings.language
        buttons = [
            Button(name, lambda code=code: self._language(code), selected=code == current)  # type: ignore[misc]
            for code, name in i18n.LANGUAGES.items()
        ]
        buttons += [
            Button(_("Guided first match"), self._guided, hint=_("learn by playing")),
            Button(_("New match"), self._new_match),
            Button(_("Skip"), self._skip, hint="Esc"),
        ]
        self.menu.set_buttons(buttons, keep_focus=True)
        board = self.board()
        inner = glass_rect(board)
        pad, gap = px(16), px(10)
        tile_w = (inner.w - 2 * pad - gap) // 2
        y = inner.y + px(54)
        for i, b in enumerate(buttons[: len(languages)]):  # two by two
            row, col = divmod(i, 2)
            b.rect = pygame.Rect(
                inner.x + pad + col * (tile_w + gap), y + row * px(LANG_ROW + 10), tile_w, px(LANG_ROW)
            )
        y += 2 * px(LANG_ROW + 10) + px(50)
        for b in buttons[len(languages) :]:
            height = px(START_ROW) if b.label != _("Skip") else px(40)
            b.rect = pygame.Rect(inner.x + pad, y, inner.w - 2 * pad, height)
            y += height + gap

    def board(self) -> pygame.Rect:
        return M.rect(640 - 340, 116, 680, 434)

    def _remember(self) -> None:
        if not self.app.settings.welcomed:
            self.app.change_settings(self.app.settings.with_(welcomed=True))

    def _language(self, code: str) -> None:
        self.app.change_settings(self.app.settings.with_(language=code))
        self._build()
        self.menu.focus = len(i18n.LANGUAGES)  # next: how to begin (Enter: the guided first match)

    def _guided(self) -> None:
        from game.ui.scenes.menus.menus import begin_guided

        self._remember()
        begin_guided(self.app)

    def _new_match(self) -> None:
        from game.ui.scenes.menus.menus import NewMatchScene, TitleScene

        self._remember()
        self.app.stack.replace(TitleScene(self.app))
        self.app.stack.push(NewMatchScene(self.app))

    def _skip(self) -> None:
        from game.ui.scenes.menus.menus import TitleScene

        self._remember()
        self.app.stack.replace(TitleScene(self.app))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._skip()
            return True
        return self.menu.handle_event(event)

    def update(self, dt: float) -> None:
        self.springs.update(dt, self.menu)

    def animating(self) -> bool:
        return self.springs.moving()

    def draw(self, surface: pygame.Surface) -> None:
        from game.ui.menus.menu_style import draw_backdrop

        draw_backdrop(surface)
        w = M.width()
        shadow_text(surface, _("Welcome to Magic Number Eleven"), (w // 2, M.pos(0, 46)[1]), 38, GOLD, True)
        shadow_text(surface, _("a football tactics card game for two coaches"), (w // 2, M.pos(0, 92)[1]), 18, TEXT)
        board = self.board()
        draw_board(surface, board)
        inner = glass_rect(board)
        shadow_text(surface, _("Language"), (inner.centerx, inner.y + px(28)), 20, GOLD, True)
        languages = len(i18n.LANGUAGES)
        start = self.menu.buttons[languages].rect
        shadow_text(surface, _("How would you like to begin?"), (inner.centerx, start.y - px(26)), 20, GOLD, True)
        draw_menu(surface, self.menu, self.springs, 22)
        for b in self.menu.buttons[:languages]:
            if b.selected:
                pygame.draw.rect(surface, GOLD, b.rect.inflate(px(6), px(6)), max(1, px(2)), border_radius=px(8))
        hint = _("1-4 or arrows + Enter: language · 5 guided first match · 6 new match · Esc skips")
        shadow_text(surface, hint, (w // 2, M.height() - px(16)), 14, DIM)
