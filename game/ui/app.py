"""The window and the frame loop: a fixed 1280x720 logical screen, SCALED | RESIZABLE, F11 for
fullscreen, M to mute, a 60 fps cap. Scenes do the rest."""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable
from typing import Protocol

import pygame

from game import i18n
from game import settings as settings_mod
from game.i18n import _
from game.settings import Settings
from game.ui import assets, cardart, table
from game.ui.scene import Scene, SceneStack
from game.ui.sound import Sounds
from game.ui.theme import FPS, HEIGHT, WIDTH


class Hud(Protocol):
    """Something drawn over every scene that sees events first (the guided match's pointer)."""

    def handle_event(self, event: pygame.event.Event) -> bool: ...
    def update(self, dt: float) -> None: ...
    def draw(self, surface: pygame.Surface) -> None: ...
    @property
    def finished(self) -> bool: ...


class App:
    def __init__(self, headless: bool = False, sound: bool = True, settings: Settings | None = None) -> None:
        if headless:
            os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
            os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        if not pygame.get_init():
            assets.reset_caches()
        pygame.init()
        pygame.display.set_caption("Magic Number Eleven")
        flags = pygame.SCALED | pygame.RESIZABLE
        if os.environ.get("SDL_VIDEODRIVER") == "dummy":
            flags = 0  # no renderer to scale with; the logical size is the window size
        try:
            self.screen = pygame.display.set_mode((WIDTH, HEIGHT), flags, vsync=0)
        except pygame.error:
            self.screen = pygame.display.set_mode((WIDTH, HEIGHT))
        self.clock = pygame.time.Clock()
        self.stack = SceneStack()
        self.sounds = Sounds(enabled=sound and not headless)
        self.running = True
        self.toast: str | None = None
        self.toast_time = 0.0
        self.huds: list[Hud] = []
        self.fullscreen = False
        settings_notice = None
        if settings is None:
            settings, settings_notice = settings_mod.load()
        self.settings: Settings = settings
        self._apply_settings(None)
        self.frame_ms: list[float] = []  # recent frame times, for tests and the benchmark
        self.closers: list[Callable[[], None]] = []  # stop background work when the window closes
        # A computer opponent thinks in a worker thread: hand the GIL back to the frame loop often.
        sys.setswitchinterval(0.001)
        cardart.warm_up()
        table.background()
        for note in assets.notices:
            self.notify(note)
        if settings_notice:
            self.notify(settings_notice, 6.0)

    # ------------------------------------------------------------------ settings

    def change_settings(self, new: Settings) -> None:
        """Apply and save new settings (the settings screen calls this on every change)."""
        old, self.settings = self.settings, new
        self._apply_settings(old)
        notice = settings_mod.save(new)
        if notice:
            self.notify(notice, 5.0)

    def _apply_settings(self, old: Settings | None) -> None:
        new = self.settings
        if old is None or old.language != new.language:
            i18n.set_language(new.language)
        self.sounds.set_volume(new.volume / 100)
        if new.fullscreen != self.fullscreen and (old is not None or new.fullscreen):
            self.set_fullscreen(new.fullscreen)

    def set_fullscreen(self, on: bool) -> None:
        if os.environ.get("SDL_VIDEODRIVER") == "dummy":
            self.fullscreen = on  # nothing to switch on a headless display
            return
        try:
            pygame.display.toggle_fullscreen()
            self.fullscreen = on
        except pygame.error:
            self.notify(_("Fullscreen is not available here"))

    # ------------------------------------------------------------------ helpers for scenes

    def notify(self, message: str, seconds: float = 3.0) -> None:
        self.toast = message
        self.toast_time = seconds

    def quit(self) -> None:
        self.running = False

    # ------------------------------------------------------------------ the loop

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.quit()
            return
        for hud in list(self.huds):
            if hud.handle_event(event):
                return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.change_settings(self.settings.with_(fullscreen=not self.fullscreen))
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_m and not (event.mod & pygame.KMOD_CTRL):
            if not self.stack.handle_event(event):
                muted = self.sounds.toggle_mute()
                self.notify(_("Sound off (M)") if muted else _("Sound on (M)"), 1.5)
            return
        self.stack.handle_event(event)

    def step(self, dt: float, events: list[pygame.event.Event] | None = None) -> None:
        """One frame: events, update, draw. Tests call this directly with synthetic events."""
        start = time.perf_counter()
        for event in pygame.event.get() if events is None else events:
            self.handle(event)
        self.stack.update(dt)
        for hud in list(self.huds):
            hud.update(dt)
            if hud.finished:
                self.huds.remove(hud)
        if self.toast_time > 0:
            self.toast_time -= dt
        if self.stack.errors:
            self.notify(self.stack.errors.pop(0), 5.0)
        self.draw()
        self.frame_ms.append((time.perf_counter() - start) * 1000)
        if len(self.frame_ms) > 600:
            del self.frame_ms[:300]

    def draw(self) -> None:
        self.screen.fill((0, 0, 0))
        self.stack.draw(self.screen)
        for hud in self.huds:
            hud.draw(self.screen)
        if self.toast and self.toast_time > 0:
            from game.ui.widgets import wrap

            lines = [assets.text(line, 18, (255, 255, 255)) for line in wrap(self.toast, 18, WIDTH - 200)[:3]]
            w = max(s.get_width() for s in lines)
            lh = lines[0].get_height()
            box = pygame.Rect(0, 0, w, lh * len(lines)).inflate(24, 12)
            box.midbottom = (WIDTH // 2, HEIGHT - 12)
            pygame.draw.rect(self.screen, (20, 20, 20), box, border_radius=8)
            pygame.draw.rect(self.screen, (240, 196, 72), box, 2, border_radius=8)
            for i, surf in enumerate(lines):
                self.screen.blit(surf, surf.get_rect(midtop=(box.centerx, box.y + 6 + i * lh)))

    def run(self, first: Scene) -> int:
        self.stack.push(first)
        # Start-up measurement (build_spec/measure.py): report the first drawn frame and leave.
        report_first_frame = os.environ.get("MN11_EXIT_AFTER_FIRST_FRAME") == "1"
        while self.running and self.stack.top is not None:
            dt = self.clock.tick(FPS) / 1000.0
            self.step(min(dt, 0.1))
            pygame.display.flip()
            if report_first_frame:
                print(f"first-frame {time.time():.6f}", flush=True)
                break
        self.close()
        return 0

    def close(self) -> None:
        for closer in self.closers:
            try:
                closer()
            except Exception:
                pass
        self.stack.clear()
        pygame.quit()
