"""The settings screen, in three pages: the game (language, window or fullscreen, animation speed,
a new match's computer level and tie-break, the shot-odds hint, a row that opens Keys), sound
(volumes, captions) and accessibility (text size, colour vision, reduce motion). Every change
applies at once and is saved (game/settings.py). Enter or a click cycles a value; Left/Right step
it back and forth."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, NamedTuple

import pygame

from game import i18n
from game.i18n import N_, _
from game.settings import ANIM_SPEEDS, COLOUR_VISIONS, TEXT_SCALES, TIEBREAKS, Settings
from game.ui.art.palette_preview import draw_palette_preview
from game.ui.look import assets, bindings
from game.ui.look import metrics as M
from game.ui.look.metrics import px
from game.ui.look.theme import BUTTON_HOVER, DIM, GOLD, PANEL, TEXT
from game.ui.widgets import volume_slider as slider
from game.ui.widgets.basic import Button, Menu, blit_text, draw_panel, wrap
from game.ui.window.scene import Host, Scene
from game.ui.words.levels import level_name

SLIDER = "\x00slider"  # a row whose value is drawn as a volume slider
VOLUME_FIELDS = ("volume", "music_volume", "effects_volume")
ROW_H, ROW_GAP, TOP = 46, 8, 162
SPEED_NAMES = {0.5: N_("slow"), 1.0: N_("normal"), 1.5: N_("brisk"), 2.0: N_("fast"), 4.0: N_("very fast")}
VISION_NAMES = {"standard": N_("standard"), "red_green": N_("red–green"), "blue_yellow": N_("blue–yellow")}
PAGE_NAMES = (N_("Game"), N_("Sound"), N_("Accessibility"))
ACCESS_PAGE = 2
PAGE_KEYS = {pygame.K_1: 0, pygame.K_2: 1, pygame.K_3: 2, pygame.K_4: 3}


def _fitting_size(text: str, size: int, room: int) -> int:
    """The largest size up to `size` at which `text` (bold) is at most `room` real pixels wide."""
    while size > 12 and assets.text(text, size, TEXT, True).get_width() > room:
        size -= 1
    return size


class Row(NamedTuple):
    label: str
    value: str  # SLIDER for a volume row
    step: Callable[[int], None]
    hint: str = ""


HINT_SIZE = 13  # logical: a row's hint under its value (review22 #8: 12 read small in Japanese at 1024)
ROWS_END, PREVIEW_END = 640, 472  # logical: where a page's rows must end (above the keys' line / the preview)


def _row_size(rows: int = 8, preview: bool = False) -> tuple[int, int, int]:
    """The rows' logical width, height and gap: wider and taller as the text grows (#42.3, #38 fit),
    so a value, its hint under it and the focus border keep apart, as tall as `rows` rows allow
    above the page's end (the palette preview's top on Accessibility); the same at 100 %."""
    grow = assets.text_scale() - 1
    gap = round(ROW_GAP * (1 - grow))
    room = ((PREVIEW_END if preview else ROWS_END) - TOP) // max(1, rows) - gap
    h = max(round(ROW_H * (1 + 0.45 * grow)), min(round(ROW_H * (1 + 0.9 * grow)), room))
    return round(660 + 480 * grow), h, gap


def _hint_size(height: int, stacks: list[tuple[str, str]]) -> int:
    """One size for a page's hints: HINT_SIZE where every value and its hint stack inside a row of
    `height` real pixels clear of the focus border, else a point smaller."""
    for size in (HINT_SIZE, HINT_SIZE - 1):
        inks = [
            assets.text(v, 20, GOLD, True).get_bounding_rect().h + assets.text(h, size, DIM).get_bounding_rect().h
            for v, h in stacks
        ]
        if all(height - 2 * px(4) - ink >= px(3) + assets.line_px(6) - px(6) for ink in inks):  # _stacked's gap
            return size
    return HINT_SIZE - 1


def _stacked(row: pygame.Rect, value: str, hint: str, size: int = HINT_SIZE) -> tuple[int, int]:
    """The centre heights of a value and its hint under it, their ink centred together on `row`
    with a small gap (#38 fit: at 150 % the hint no longer meets the focus border)."""
    v, h = assets.text(value, 20, GOLD, True), assets.text(hint, size, DIM, False)
    vb, hb = v.get_bounding_rect(), h.get_bounding_rect()
    free = row.h - 2 * px(4) - vb.h - hb.h  # clear of the focus border
    gap = max(px(3), min(px(3) + assets.line_px(6) - px(6), free))  # wider with the text (#38.4: 3 px at 150 %)
    top = row.centery - (vb.h + gap + hb.h) // 2
    return top - vb.y + v.get_height() // 2, top + vb.h + gap - hb.y + h.get_height() // 2


def _step(values: Sequence[Any], current: Any, step: int) -> Any:
    if current in values:
        return values[(list(values).index(current) + step) % len(values)]
    return values[0]


class SettingsScene(Scene):
    opaque = True
    updates_below = False

    def __init__(self, app: Host, page: int = 0) -> None:
        super().__init__(app)
        self.menu = Menu(numbered=False)
        self.steppers: list[Callable[[int], None] | None] = []
        self._dragging: str | None = None
        self.page = page % len(PAGE_NAMES)
        self._build()

    # ------------------------------------------------------------------ the pages and their rows

    def _pages(self, s: Settings) -> list[list[Row]]:
        from game.ui.control.agents import agent_names

        def change(**kw: Any) -> None:
            self.app.change_settings(self.app.settings.with_(**kw))
            self._build()

        languages = list(i18n.LANGUAGES)
        levels = agent_names()
        game = [
            Row(
                _("Language"),
                i18n.LANGUAGES.get(s.language, s.language),
                lambda d: change(language=_step(languages, s.language, d)),
            ),
            Row(
                _("Display"),
                _("fullscreen") if s.fullscreen else _("window"),
                lambda d: change(fullscreen=not s.fullscreen),
                _("{key} switches at any time").format(key=bindings.name("fullscreen")),
            ),
            Row(
                _("Animation speed"),
                _(SPEED_NAMES.get(s.anim_speed, "")) or f"x{s.anim_speed:g}",
                lambda d: change(anim_speed=_step(ANIM_SPEEDS, s.anim_speed, d)),
                _("a click or key still skips an animation"),
            ),
            Row(
                _("Computer level"),
                level_name(s.computer_level),
                lambda d: change(computer_level=_step(levels, s.computer_level, d)),
                _("the default for a new match"),
            ),
            Row(
                _("Tie-break"),
                _("penalty shoot-out") if s.tiebreak == "shootout" else _("draw"),
                lambda d: change(tiebreak=_step(TIEBREAKS, s.tiebreak, d)),
                _("the default for a new match"),
            ),
            Row(
                _("Shot-odds hint"),
                _("on") if s.odds_hint else _("off"),
                lambda d: change(odds_hint=not s.odds_hint),
                _("your chance of scoring while you choose synergy cards"),
            ),
            Row(_("Keys"), _("change…"), lambda d: self._open_keys(), _("every action's keys; press a new one")),
        ]
        sound = [
            Row(
                _("Master volume"),
                SLIDER,
                lambda d: change(volume=slider.step(s.volume, d)),
                _("{key} mutes at any time").format(key=bindings.name("mute")),
            ),
            Row(_("Music"), SLIDER, lambda d: change(music_volume=slider.step(s.music_volume, d))),
            Row(_("Effects and crowd"), SLIDER, lambda d: change(effects_volume=slider.step(s.effects_volume, d))),
            Row(
                _("Captions"),
                _("on") if s.captions else _("off"),
                lambda d: change(captions=not s.captions),
                _("the whistle, the crowd and tackles written on screen"),
            ),
        ]
        access = [
            Row(
                _("Text size"),
                f"{s.text_scale} %",
                lambda d: change(text_scale=_step(TEXT_SCALES, s.text_scale, d)),
                _("every screen, cards included"),
            ),
            Row(
                _("Colour vision"),
                _(VISION_NAMES[s.colour_vision]),
                lambda d: change(colour_vision=_step(COLOUR_VISIONS, s.colour_vision, d)),
                _("colours tuned for colour blindness; shapes mark every role"),
            ),
            Row(
                _("Reduce motion"),
                _("on") if s.reduce_motion else _("off"),
                lambda d: change(reduce_motion=not s.reduce_motion),
                _("no shaking, flashes or confetti; a shorter count-up"),
            ),
        ]
        return [game, sound, access]

    def _build(self) -> None:
        rows = self._pages(self.app.settings)[self.page]
        buttons: list[Button] = []
        self.steppers = []
        self.row_values: list[tuple[str, str, str]] = []
        for row in rows:
            buttons.append(Button(row.label, lambda st=row.step: st(1)))  # type: ignore[misc]
            self.steppers.append(row.step)
            self.row_values.append((row.label, row.value, row.hint))
        buttons.append(Button(_("Back"), self._back, hint=_("Esc")))
        self.steppers.append(None)
        self.row_values.append(("", "", ""))
        self.menu.set_buttons(buttons, keep_focus=True)
        w, h, gap = self._row_size()
        r = M.rect(640 - w // 2, TOP, w, h)
        self.menu.layout_column(r.x, r.y, r.w, r.h, px(gap))

    def _row_size(self) -> tuple[int, int, int]:
        return _row_size(len(self.menu.buttons), self.page == ACCESS_PAGE)

    def hint_size(self) -> int:
        """The logical size of this page's row hints (one for the page)."""
        stacks = [(f"‹  {v}  ›", hint) for _l, v, hint in self.row_values if v and v != SLIDER and hint]
        return _hint_size(self.menu.buttons[0].rect.h, stacks) if stacks else HINT_SIZE

    def show_page(self, page: int) -> None:
        if page != self.page:
            self.page = page % len(PAGE_NAMES)
            self.menu.focus = 0
            self._build()

    def show_row(self, label: str) -> None:
        """Turn to the page that holds the row `label` and put the focus on it."""
        for page, rows in enumerate(self._pages(self.app.settings)):
            labels = [row.label for row in rows]
            if label in labels:
                self.show_page(page)
                self.menu.focus = labels.index(label)
                return
        raise KeyError(label)

    def tab_rects(self) -> list[pygame.Rect]:
        """The page tabs: wider and taller with the player's text size (review22 #8), ending above the rows."""
        grow = assets.text_scale() - 1
        w, h = round(200 * (1 + 0.5 * grow)), round(38 * (1 + 0.3 * grow))
        left = 640 - (w * len(PAGE_NAMES) + 10 * (len(PAGE_NAMES) - 1)) // 2
        top = min(96, TOP - 18 - h)
        return [M.rect(left + i * (w + 10), top, w, h) for i in range(len(PAGE_NAMES))]

    def _back(self) -> None:
        self.app.stack.pop(self)

    def _open_keys(self) -> None:
        from game.ui.scenes.menus.keys_scene import KeysScene

        self.app.stack.push(KeysScene(self.app))

    # ------------------------------------------------------------------ input

    def _sliders(self) -> list[tuple[pygame.Rect, str]]:
        """The volume rows' buttons and the setting each slider sets."""
        rows = [b.rect for b, row in zip(self.menu.buttons, self.row_values, strict=True) if row[1] == SLIDER]
        return list(zip(rows, VOLUME_FIELDS, strict=False))

    def _slide(self, event: pygame.event.Event) -> bool:
        """A click or drag on a volume slider's track sets that volume."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for row, name in self._sliders():
                if slider.track_rect(row).inflate(px(16), px(12)).collidepoint(event.pos):
                    self._dragging = name
                    break
        elif event.type == pygame.MOUSEBUTTONUP:
            self._dragging = None
            return False
        elif event.type != pygame.MOUSEMOTION or not event.buttons[0]:
            return False
        dragged = next((r for r, n in self._sliders() if n == self._dragging), None)
        if dragged is None:
            return False
        value = slider.value_at(dragged, event.pos[0])
        if getattr(self.app.settings, self._dragging or "") != value:
            self.app.change_settings(self.app.settings.with_(**{self._dragging or "volume": value}))
            self._build()
        return True

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self._slide(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i, tab in enumerate(self.tab_rects()):
                if tab.collidepoint(event.pos):
                    self.show_page(i)
                    return True
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP):
                self.show_page(self.page + (1 if event.key == pygame.K_PAGEDOWN else -1))
                return True
            if event.key in PAGE_KEYS and PAGE_KEYS[event.key] < len(PAGE_NAMES):
                self.show_page(PAGE_KEYS[event.key])
                return True
            if event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                self._back()
                return True
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                stepper = self.steppers[self.menu.focus] if self.menu.focus < len(self.steppers) else None
                if stepper is not None:
                    stepper(1 if event.key == pygame.K_RIGHT else -1)
                return True
        self.menu.handle_event(event)
        return True

    # ------------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface) -> None:
        from game.ui.menus.menu_style import draw_backdrop

        draw_backdrop(surface)
        blit_text(surface, _("Settings"), M.pos(640, 50), 40, GOLD, True, "center")
        self._draw_tabs(surface)
        w, h, gap = self._row_size()
        box = M.rect(640 - w // 2 - 20, TOP - 12, w + 40, len(self.menu.buttons) * (h + gap) + 16)
        draw_panel(surface, box)
        self.menu.draw(surface, 20)
        lines = wrap(
            _(
                "1 - 3 or Page Up / Down: a page · Enter or click: next value · Left / Right: change · Esc: back."
                " Every change is saved at once."
            ),
            15,
            M.stage().w - px(200),
        )
        first = min(M.height() - px(40), M.height() - px(22) - assets.line_px(18) * (len(lines) - 1))
        if self.page == ACCESS_PAGE:  # the colour vision chosen, live on cards and the pitch
            preview = M.rect(640 - 350, 0, 700, 236)
            preview.w = max(preview.w, box.w)  # as wide as the rows above it at a larger text
            preview.centerx, preview.y = box.centerx, box.bottom + px(14)
            preview.h = min(preview.h, first - assets.line_px(12) - preview.y)  # a smaller picture at larger text
            draw_palette_preview(surface, preview, self.app.settings.colour_vision)
        sliders = {tuple(row): name for row, name in self._sliders()}
        hint_size = self.hint_size()
        for button, (label, value, hint) in zip(self.menu.buttons, self.row_values, strict=True):
            if not value:
                continue
            r = button.rect
            right = r.right - px(20)
            room = right - (r.x + px(10) + assets.text(label, 20, TEXT, True).get_width() + px(16))
            if value == SLIDER:
                name = sliders.get(tuple(r), "volume")
                lifted = r.move(0, -assets.line_px(8 if hint else 0))
                slider.draw_slider(surface, lifted, getattr(self.app.settings, name), self.app.sounds.muted, room)
            elif hint:
                value_y, hint_y = _stacked(r, f"‹  {value}  ›", hint, hint_size)
                blit_text(surface, f"‹  {value}  ›", (right, value_y), 20, GOLD, True, "midright", room)
                blit_text(surface, hint, (right, hint_y), hint_size, DIM, False, "midright", room)
                continue
            else:
                blit_text(surface, f"‹  {value}  ›", (right, r.centery), 20, GOLD, True, "midright", room)
            if hint:
                blit_text(
                    surface, hint, (right, r.centery + assets.line_px(11)), hint_size, DIM, False, "midright", room
                )
        for i, line in enumerate(lines):
            at = (M.width() // 2, first + assets.line_px(18) * i)
            blit_text(surface, line, at, 15, TEXT, False, "center")

    def _draw_tabs(self, surface: pygame.Surface) -> None:
        names = [_(name) for name in PAGE_NAMES]
        rects = self.tab_rects()
        size = min(_fitting_size(name, 20, r.w - px(44)) for name, r in zip(names, rects, strict=True))
        for i, (name, r) in enumerate(zip(names, rects, strict=True)):
            chosen = i == self.page
            pygame.draw.rect(surface, BUTTON_HOVER if chosen else PANEL, r, border_radius=px(10))
            pygame.draw.rect(surface, GOLD if chosen else DIM, r, px(2) if chosen else px(1), border_radius=px(10))
            blit_text(surface, str(i + 1), (r.x + px(16), r.centery), 14, GOLD if chosen else DIM, True, "center")
            blit_text(surface, name, (r.centerx + px(8), r.centery), size, TEXT if chosen else DIM, True, "center")
