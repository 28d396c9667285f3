"""Settings → Keys (issue #42 point 5): every action with its keys, in two columns by where it
works. Enter or a click on a row, then a key, changes it (Esc: keep it); a key another action has
there is refused with that action's name, a key that stays fixed (numbers, arrows, Enter...) is
refused too; "Reset to defaults" puts back every key. Each change is saved at once
(game.settings.Settings.keys) and every screen reads it through game.ui.look.bindings."""

from __future__ import annotations

from dataclasses import replace

import pygame

from game import keymap
from game.i18n import N_, _
from game.ui.look import assets, bindings
from game.ui.look import metrics as M
from game.ui.look.assets import line_px
from game.ui.look.metrics import px
from game.ui.look.theme import DIM, ERROR, FOCUS, GOLD, PANEL, TEXT
from game.ui.widgets.basic import Button, Menu, blit_text, draw_panel, needed_width, wrap
from game.ui.window.scene import Host, Scene

GROUP_NAMES = {
    keymap.MATCH: N_("In a match"),
    keymap.GUIDED: N_("Guided match"),
    keymap.REPLAYS: N_("Replays"),
    keymap.EVERYWHERE: N_("Everywhere"),
}
COLUMNS = ((keymap.MATCH, keymap.GUIDED), (keymap.REPLAYS, keymap.EVERYWHERE))
ROW_H, ROW_GAP, HEAD, TOP, COL_W, COL_GAP = 36, 6, 30, 118, 520, 24
CAP_W = 130  # the key cap's logical width
FIXED = N_(
    "Number keys, arrows, Enter, Space, Esc, Tab, Backspace and Page Up / Down stay as they are: menus and numbered"
    " answers use them."
)
MODIFIERS = frozenset(
    {pygame.K_LSHIFT, pygame.K_RSHIFT, pygame.K_LCTRL, pygame.K_RCTRL, pygame.K_LALT, pygame.K_RALT}
    | {pygame.K_LGUI, pygame.K_RGUI, pygame.K_MODE, pygame.K_CAPSLOCK, pygame.K_NUMLOCK}
)


def actions_in_order() -> list[str]:
    """The actions as the screen lists them: left column, then right, each by group."""
    return [a for col in COLUMNS for g in col for a, (group, _k) in keymap.ACTIONS.items() if group == g]


class KeysScene(Scene):
    opaque = True
    updates_below = False

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.actions = actions_in_order()
        self.menu = Menu(numbered=False)
        self.waiting: str | None = None  # the action whose new key is awaited (see `wait`)
        self.said = ""  # the last answer: the key taken, or why not
        self.said_ok = True
        self._build()

    # ------------------------------------------------------------------ rows

    def _build(self) -> None:
        buttons = [Button(bindings.label(a), lambda a=a: self.ask(a)) for a in self.actions]  # type: ignore[misc]
        buttons.append(Button(_("Reset to defaults"), self.reset))
        buttons.append(Button(_("Back"), self._back, hint=_("Esc")))
        self.menu.set_buttons(buttons, keep_focus=True)
        for button, rect in zip(self.menu.buttons, self.row_rects(), strict=True):
            button.rect = rect

    def row_rects(self) -> list[pygame.Rect]:
        """Each action's row in its column (under its group's heading), then the two buttons."""
        rects: list[pygame.Rect] = []
        left = 640 - COL_W - COL_GAP // 2
        bottom = top()
        for c, groups in enumerate(COLUMNS):
            y = top()
            for g in groups:
                y += HEAD
                for a in self.actions:
                    if keymap.ACTIONS[a][0] == g:
                        rects.append(M.rect(left + c * (COL_W + COL_GAP), y, COL_W, ROW_H))
                        y += ROW_H + ROW_GAP
                y += 8
            bottom = max(bottom, y)
        reset, back = M.rect(640 - 260 - 8, bottom + 8, 260, ROW_H + 4), M.rect(640 + 8, bottom + 8, 260, ROW_H + 4)
        reset_w = needed_width(_("Reset to defaults"), 18, False) + px(12)
        need = max(reset_w, needed_width(_("Back"), 18, False) + px(50))
        if need > reset.w:  # a larger text: wider buttons, still side by side about the middle
            reset.w = back.w = need
            reset.right = back.x - px(16)
        rects += [reset, back]
        return rects

    def heading_spots(self) -> list[tuple[str, tuple[int, int]]]:
        left = 640 - COL_W - COL_GAP // 2
        spots = []
        for c, groups in enumerate(COLUMNS):
            y = top()
            for g in groups:
                spots.append((g, M.pos(left + c * (COL_W + COL_GAP) + 6, y + HEAD // 2)))
                y += HEAD + sum(ROW_H + ROW_GAP for a in self.actions if keymap.ACTIONS[a][0] == g) + 8
        return spots

    # ------------------------------------------------------------------ choosing

    def wait(self, action: str | None) -> None:
        """Await a new key for `action` (None: no more); meanwhile the window lets every key
        through, its own (fullscreen, mute) too."""
        self.waiting = action
        self.takes_any_key = action is not None

    def ask(self, action: str) -> None:
        self.wait(action)
        self.said = _("Press the new key for: {action} (Esc: keep it)").format(action=bindings.label(action))
        self.said_ok = True

    def take(self, action: str, key: int) -> bool:
        """Give `action` the pressed key, or say why not. True when it was taken."""
        name = bindings.key_name(key)
        if not name:
            self.said = _("{key} stays as it is: choose a letter or an F key.").format(key=_key_shown(key))
            self.said_ok = False
            return False
        keys = bindings.current()
        other = keymap.clash(keys, action, name)
        if other is not None:
            self.said = _("{key} already does: {action}. Choose another key, or change that one first.").format(
                key=bindings.printed(name), action=bindings.label(other)
            )
            self.said_ok = False
            return False
        keys[action] = (name,)
        self._save(keys)
        self.said = _("{action}: {key}").format(action=bindings.label(action), key=bindings.name(action))
        self.said_ok = True
        return True

    def reset(self) -> None:
        self.wait(None)
        self._save(keymap.defaults())
        self.said, self.said_ok = _("Every key is back to its default."), True

    def _save(self, keys: dict[str, tuple[str, ...]]) -> None:
        defaults = keymap.defaults()
        chosen = tuple((a, k) for a, k in keys.items() if k != defaults[a])
        self.app.change_settings(self.app.settings.with_(keys=chosen))  # calls bindings.use
        self._build()

    def _back(self) -> None:
        self.app.stack.pop(self)

    # ------------------------------------------------------------------ input

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.waiting is not None:
            if event.type == pygame.KEYDOWN:
                if event.key in MODIFIERS:
                    return True  # Shift, Ctrl, Alt alone: the key comes next
                if event.key == pygame.K_ESCAPE:
                    self.wait(None)
                    self.said = ""
                elif self.take(self.waiting, event.key):
                    self.wait(None)
                return True
            if event.type == pygame.MOUSEBUTTONDOWN:
                self.wait(None)  # a click elsewhere keeps the key; on a row, asks again
                self.said = ""
            else:
                return True
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                self._back()
                return True
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                self._other_column()
                return True
        self.menu.handle_event(event)
        return True

    def _other_column(self) -> None:
        """Left / Right: the row beside the focused one in the other column."""
        rects = [b.rect for b in self.menu.buttons[: len(self.actions)]]
        if self.menu.focus >= len(rects):
            return
        here = rects[self.menu.focus]
        across = [i for i, r in enumerate(rects) if r.x != here.x]
        if across:
            self.menu.focus = min(across, key=lambda i: abs(rects[i].y - here.y))

    # ------------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface) -> None:
        from game.ui.menus.menu_style import draw_backdrop

        draw_backdrop(surface)
        blit_text(surface, _("Keys"), M.pos(640, 46), 40, GOLD, True, "center")
        for i, line in enumerate(wrap(_(FIXED), 14, M.rect(0, 0, 1080, 1).w)[:2]):
            blit_text(surface, line, (M.width() // 2, M.pos(640, 86)[1] + line_px(17) * i), 14, DIM, False, "center")
        rows = self.row_rects()
        box = rows[0].unionall(rows[: len(self.actions)]).inflate(px(24), px(24)).move(0, -px(HEAD // 2))
        box.h += px(HEAD // 2)
        draw_panel(surface, box)
        for group, at in self.heading_spots():
            blit_text(surface, _(GROUP_NAMES[group]), at, 16, DIM, True, "midleft", px(COL_W))
        n = len(self.actions)
        for i, button in enumerate(self.menu.buttons):
            focused, hovered = i == self.menu.focus, i == self.menu.hover
            if i >= n:
                button.draw(surface, focused, hovered, None, 18)
                continue
            replace(button, label="").draw(surface, focused, hovered, None, 16)
            cap = self._draw_cap(surface, self.actions[i], button.rect)
            room = cap.x - button.rect.x - px(22)
            blit_text(
                surface, button.label, (button.rect.x + px(12), button.rect.centery), 15, TEXT, True, "midleft", room
            )
        self._draw_said(surface, rows[-1].bottom + px(10))

    def _draw_cap(self, surface: pygame.Surface, action: str, row: pygame.Rect) -> pygame.Rect:
        cap = pygame.Rect(0, 0, px(CAP_W), row.h - px(10))
        cap.midright = (row.right - px(10), row.centery)
        waiting = action == self.waiting
        pygame.draw.rect(surface, PANEL, cap, border_radius=px(5))
        pygame.draw.rect(surface, FOCUS if waiting else GOLD, cap, px(2), border_radius=px(5))
        shown = "…" if waiting else bindings.cap(action)
        blit_text(surface, shown, cap.center, 15, FOCUS if waiting else GOLD, True, "center", cap.w - px(8))
        return cap

    def _draw_said(self, surface: pygame.Surface, y: int) -> None:
        hint = _("arrows + Enter or click a row, then press the new key · Esc: back. Every change is saved at once.")
        text, color = (self.said, GOLD if self.said_ok else ERROR) if self.said else (hint, TEXT)
        for i, line in enumerate(wrap(text, 15, M.stage().w - px(160))[:2]):
            blit_text(surface, line, (M.width() // 2, y + px(10) + line_px(19) * i), 15, color, False, "center")


def top() -> int:
    """The rows' logical top: lower by what the two lines above them grow with a larger text."""
    return TOP + round(32 * max(0.0, assets.text_scale() - 1))


def _key_shown(key: int) -> str:
    name = pygame.key.name(key)
    return bindings.printed(name) if name else "?"
