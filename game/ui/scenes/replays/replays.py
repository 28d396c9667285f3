"""Finished matches: the browser (date, how it was played, the result, both teams' stars, score),
read from the replay library a page at a time, with filters, the career page, sharing and opening
a friend's replay; a chosen match plays in the replay player (replay_player) or opens its review."""

from __future__ import annotations

from pathlib import Path

import pygame

from game import storage
from game.engine.serialize import SaveError
from game.i18n import N_, _
from game.library import Filters, library
from game.ui.look import assets, bindings
from game.ui.look import metrics as M
from game.ui.look.metrics import px
from game.ui.look.theme import DIM, GOLD, TEXT
from game.ui.scenes.replays.replay_library import FilterBar, OpenFileBox, PagedReplays, computer_record_of
from game.ui.scenes.replays.replay_list import ReplayList, draw_empty, record_line
from game.ui.scenes.replays.replay_player import ReplayPlayer
from game.ui.widgets.basic import Button, blit_text, row_sizes
from game.ui.window import scene_table
from game.ui.window.scene import Host, Scene


class ReplayBrowser(Scene):
    """The list of kept matches, newest first, read from the library's index a page at a time.
    Arrows / wheel move, Enter or a click plays one; 1-3 filter; C the career page; S shares the
    focused replay; O (or a file dropped on the window) opens one a friend gave."""

    opaque = True
    updates_below = False

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.lib = library(storage.replays_dir())
        notice = storage.sync_notice(self.lib.sync())
        if notice:
            self.app.notify(notice, 6.0)
        self.bar = FilterBar(self.lib.choices("level"), self._filter)
        self.rows = ReplayList(PagedReplays(self.lib, self.bar.filters()))
        self.record = computer_record_of(self.lib)
        self.back = Button(_("Back"), lambda: self.app.stack.pop(self), hint="Esc")
        self.career = Button(_("Career"), self._career, hint=bindings.name("career"))
        self.share = Button(_("Share"), self._share, hint=bindings.name("share"))
        self.open_file = Button(_("Open a file"), self._open_box, hint=bindings.name("open_file"))
        self.review = Button(_("Review"), self._review, hint=bindings.name("review"))
        self.box: OpenFileBox | None = None
        self.time = 0.0
        self._build()

    def update(self, dt: float) -> None:
        self.time += dt

    def animating(self) -> bool:
        return self.box is not None  # the caret blinks

    def _build(self) -> None:
        """Lay out for the window's size: the buttons along the bottom, the filters over the list,
        as many rows as fit, the focused one still shown."""
        self.back.label, self.career.label = _("Back"), _("Career")
        self.share.label, self.open_file.label, self.review.label = _("Share"), _("Open a file"), _("Review")
        row = (self.back, self.review, self.career, self.share, self.open_file)
        need = max(  # a larger text: each label with its key beside it ("Abrir arquivo  O", #38.4)
            assets.text(b.label, 18, TEXT, True).get_width() + assets.text(b.hint, 13, TEXT).get_width() + px(12)
            for b in row
        ) + px(40)
        least = max(px(200), need) if assets.text_scale() > 1 else px(200)
        w = min(least, (M.width() - 2 * px(40) - 4 * px(16)) // 5)
        for k, button in enumerate(row):
            button.rect = pygame.Rect(px(40) + k * (w + px(16)), M.height() - px(76), w, px(44))
        self.bar.layout(px(80))
        self.bar.relabel()
        if self.box is not None:
            self.box.layout()
        self.rows.move(0)

    def buttons(self) -> list[Button]:
        chosen = [self.review, self.share] if self.rows.replays else []
        return [self.back, self.career, *chosen, self.open_file]

    def _filter(self, filters: Filters) -> None:
        self.rows = ReplayList(PagedReplays(self.lib, filters))
        self.rows.move(0)

    def _refresh(self) -> None:
        """After a file changed under the list (a damaged one set aside, one opened from a friend)."""
        notice = storage.sync_notice(self.lib.sync())
        if notice:
            self.app.notify(notice, 6.0)
        focus = self.rows.focus
        self._filter(self.bar.filters())
        self.rows.move(focus)
        self.record = computer_record_of(self.lib)

    def open(self, index: int) -> None:
        info = self.rows.replays[index]
        try:
            player = ReplayPlayer(self.app, info.path)
        except SaveError as exc:
            self.app.notify(_("This replay cannot be played: {reason}").format(reason=exc), 6.0)
            self._refresh()
            return
        self.app.stack.push(player)

    def _career(self) -> None:
        from game.ui.scenes.replays.career import CareerScene

        self.app.stack.push(CareerScene(self.app, self.lib.career()))

    def _review(self) -> None:
        if not self.rows.replays:
            return
        review = scene_table.part("review")  # the review's room is above the replays'
        try:
            scene = review(self.app, self.rows.replays[self.rows.focus].path, back=N_("Back to the replays"))
        except SaveError as exc:
            self.app.notify(_("This replay cannot be played: {reason}").format(reason=exc), 6.0)
            self._refresh()
            return
        self.app.stack.push(scene)

    def _share(self) -> None:
        if not self.rows.replays:
            return
        try:
            target = storage.export_replay(self.rows.replays[self.rows.focus].path)
        except SaveError as exc:
            self.app.notify(_("This replay cannot be shared: {reason}").format(reason=exc), 6.0)
            self._refresh()
            return
        self.app.notify(_("Saved for a friend as {file}").format(file=target), 8.0)

    def _open_box(self) -> None:
        self.box = OpenFileBox(self._import)
        self.box.layout()
        pygame.key.start_text_input()

    def _import(self, path: Path) -> None:
        try:
            storage.import_replay(path)
        except SaveError as exc:
            self.app.notify(_("This file cannot be opened as a replay: {reason}").format(reason=exc), 8.0)
            return
        self.box = None
        self.bar.mode = self.bar.level = self.bar.result = 0
        self.bar.relabel()
        self._refresh()
        self.rows.focus = self.rows.top = 0
        self.app.notify(_("The friend's match is now among your replays."), 5.0)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.DROPFILE:
            self._import(Path(event.file))
            return True
        if self.box is not None:
            used = self.box.handle_event(event)
            if used is False:
                self.box = None
            return True
        if event.type == pygame.KEYDOWN:
            acts = {"career": self.career.action, "open_file": self.open_file.action, "share": self.share.action,
                    "review": self.review.action}  # fmt: skip
            keys = {k: act for name, act in acts.items() for k in bindings.keys_for(name)}
            if event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                self.app.stack.pop(self)
            elif event.key in (pygame.K_DOWN, pygame.K_UP):
                self.rows.move(1 if event.key == pygame.K_DOWN else -1)
            elif event.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP):
                self.rows.move(self.rows.rows_shown() * (1 if event.key == pygame.K_PAGEDOWN else -1))
            elif event.key in (pygame.K_HOME, pygame.K_END):
                self.rows.move(-len(self.rows.replays) if event.key == pygame.K_HOME else len(self.rows.replays))
            elif event.key in (pygame.K_1, pygame.K_2, pygame.K_3):
                self.bar.step(event.key - pygame.K_1, -1 if event.mod & pygame.KMOD_SHIFT else 1)
            elif event.key in keys:
                keys[event.key]()
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                if self.rows.replays:
                    self.open(self.rows.focus)
                elif self.bar.filters() == Filters():
                    self.app.stack.pop(self)  # nothing kept yet: Enter answers the only choice, Back
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.rows.move(-event.y)
            return True
        if event.type == pygame.MOUSEMOTION:
            hit = self.rows.row_at(event.pos)
            if hit is not None:
                self.rows.focus = hit
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for button in self.buttons():
                if button.rect.collidepoint(event.pos):
                    button.action()
                    return True
            if self.bar.click(event.pos):
                return True
            hit = self.rows.row_at(event.pos)
            if hit is not None:
                self.open(hit)
                return True
        return True

    def draw(self, surface: pygame.Surface) -> None:
        from game.ui.menus.menu_style import draw_backdrop

        w, h = M.size()
        mouse = pygame.mouse.get_pos()
        draw_backdrop(surface)
        blit_text(surface, _("Replays"), (w // 2, px(42)), 40, GOLD, True, "center")
        self.bar.draw(surface, mouse)
        record = record_line(self.record)
        if record:
            at = (w // 2, h - px(98) - assets.line_px(22))  # a line above the key hint, as tall as the text
            blit_text(surface, record, at, 16, GOLD, True, "center", w - 2 * px(80))
        if not self.rows.replays:
            draw_empty(surface, self.bar.filters() != Filters())
        self.rows.draw(surface)
        buttons = self.buttons()
        for button, shared in zip(buttons, row_sizes(buttons, 18, False), strict=True):  # one size for the row
            button.draw(surface, False, button.rect.collidepoint(mouse), None, 18, shared)
        hint = _("arrows / wheel: choose · Enter or click: watch · 1 2 3: filters · Esc: back")
        blit_text(surface, hint, (w // 2, h - px(98)), 14, DIM, False, "center", w - 2 * px(250))
        if self.box is not None:
            self.box.draw(surface, self.time)
