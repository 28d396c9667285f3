"""The window and the frame loop: a resizable window drawn at its real resolution (game.ui.look.metrics
holds its size and scale), F11 for fullscreen, M to mute, 60 fps while something moves and only a
few redraws a second while nothing does. Scenes do the rest."""

from __future__ import annotations

import os
import sys
import time
import warnings
from collections.abc import Callable

import pygame

from game import i18n
from game import settings as settings_mod
from game.i18n import _
from game.resources import resource_path
from game.settings import Settings
from game.ui.art import cardart
from game.ui.audio import Audio, bus, open_audio
from game.ui.look import assets, metrics
from game.ui.look.metrics import px
from game.ui.look.theme import FPS
from game.ui.stage.moods import scene_mood
from game.ui.table import pitch_view
from game.ui.widgets.notice import draw_notice, notice_layout
from game.ui.window import scene_table
from game.ui.window.scene import Hud, Scene, SceneStack

APP_NAME = "Magic Number Eleven"
IDLE_REDRAW = 0.25  # seconds between redraws while nothing moves (hover tips, clocks)
IDLE_FPS = 30  # how often the loop wakes while idle (input stays immediate)
SIZE_SAVE_DELAY = 0.8  # seconds a new window size must hold before it is saved


class App:
    def __init__(
        self,
        headless: bool = False,
        sound: bool = True,
        settings: Settings | None = None,
        size: tuple[int, int] | None = None,
    ) -> None:
        """`size`: the window's size in real pixels (default: the one saved in the settings)."""
        if headless:
            os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
            os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        # The name the desktop shows for the window's class (X11, Wayland) and the application.
        for hint in ("SDL_VIDEO_X11_WMCLASS", "SDL_VIDEO_WAYLAND_WMCLASS", "SDL_APP_NAME"):
            os.environ[hint] = APP_NAME  # pygame sets the X11 class to argv[0] on import
        if not pygame.get_init():
            assets.reset_caches()
        pygame.init()
        pygame.display.set_caption(APP_NAME)
        settings_notice = None
        if settings is None:
            settings, settings_notice = settings_mod.load()
        self.settings: Settings = settings
        self.window_size = metrics.clamp_window(size or settings.window)
        self.screen = self._open_window(self.window_size, fullscreen=False)
        self._size_changed_at: float | None = None
        self.clock = pygame.time.Clock()
        self.stack = SceneStack()
        volumes = (settings.volume, settings.music_volume, settings.effects_volume)
        self.sounds: Audio = open_audio(sound and not headless, *volumes)
        bus.connect(self.sounds.play)
        self.running = True
        self.toast: str | None = None
        self.toast_time = 0.0
        self.huds: list[Hud] = []
        self.fullscreen = False
        self._since_draw = 0.0
        self._dt = 0.0
        self._apply_settings(None)
        self.frame_ms: list[float] = []  # recent frame times, for tests and the benchmark
        self.closers: list[Callable[[], None]] = []  # stop background work when the window closes
        # A computer opponent thinks in a worker thread: hand the GIL back to the frame loop often.
        sys.setswitchinterval(0.001)
        cardart.warm_up()
        pitch_view.background()
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
        self.sounds.set_volumes(new.volume, new.music_volume, new.effects_volume)
        if assets.set_text_scale(new.text_scale) and old is not None:
            self.stack.resize(self.screen.get_size())  # every layout again, for the new text size
            self._since_draw = IDLE_REDRAW
        if new.fullscreen != self.fullscreen and (old is not None or new.fullscreen):
            self.set_fullscreen(new.fullscreen)

    def set_fullscreen(self, on: bool) -> None:
        if os.environ.get("SDL_VIDEODRIVER") == "dummy":
            self.fullscreen = on  # nothing to switch on a headless display
            return
        try:
            self.screen = self._open_window(self.window_size, fullscreen=on)
            self.fullscreen = on
        except pygame.error:
            self.screen = self._open_window(self.window_size, fullscreen=False)
            self.notify(_("Fullscreen is not available here"))
        self._sync_size()

    # ------------------------------------------------------------------ the window

    def _set_icon(self) -> None:
        try:
            icon = pygame.image.load(str(resource_path("sprites", "icon.png")))
            # 128 px: a 256 px icon is larger than one X11 request may carry and would be dropped
            pygame.display.set_icon(pygame.transform.smoothscale(icon, (128, 128)))
        except (OSError, FileNotFoundError, pygame.error):
            pass  # the desktop's default icon; nothing else depends on it

    def _open_window(self, size: tuple[int, int], fullscreen: bool) -> pygame.Surface:
        """(Re)create the window: `size` real pixels and resizable, or the desktop's fullscreen."""
        self._set_icon()
        if fullscreen:
            screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            try:
                screen = pygame.display.set_mode(size, pygame.RESIZABLE, vsync=0)
            except pygame.error:
                screen = pygame.display.set_mode(size)
            try:
                with warnings.catch_warnings():
                    warnings.simplefilter("ignore", DeprecationWarning)
                    pygame.Window.from_display_module().minimum_size = metrics.MIN_WINDOW
            except (AttributeError, pygame.error):
                pass  # an older SDL: a too-small window is still drawn, only cramped
        metrics.set_window(*screen.get_size())
        return screen

    def resize(self, size: tuple[int, int]) -> None:
        """Make the window `size` real pixels (also what a player's resize ends in)."""
        self.window_size = metrics.clamp_window(size)
        self.screen = self._open_window(self.window_size, fullscreen=False)
        self.fullscreen = False
        self._sync_size()

    def _sync_size(self) -> None:
        """The window's surface may have a new size: lay every scene out again for it."""
        surface = pygame.display.get_surface()
        if surface is not None:
            self.screen = surface
        w, h = self.screen.get_size()
        if metrics.set_window(w, h) or self.stack.size != (w, h):
            self.stack.resize((w, h))
            self._since_draw = IDLE_REDRAW
        if not self.fullscreen and (w, h) != self.window_size and (w, h) == metrics.clamp_window((w, h)):
            self.window_size = (w, h)
            self._size_changed_at = time.monotonic()

    def _save_size_when_settled(self) -> None:
        if self._size_changed_at is None or time.monotonic() - self._size_changed_at < SIZE_SAVE_DELAY:
            return
        self._size_changed_at = None
        if self.settings.window != self.window_size:
            self.change_settings(self.settings.with_(window=self.window_size))

    # ------------------------------------------------------------------ helpers for scenes

    def notify(self, message: str, seconds: float = 3.0) -> None:
        self.toast = message
        self.toast_time = seconds

    def quit(self) -> None:
        self.running = False

    def to_title(self) -> None:
        # the window opens the scenes through the table of scenes; they only know `Host`
        self.stack.clear()
        self.stack.push(scene_table.part("title")(self))

    # ------------------------------------------------------------------ the loop

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED, pygame.WINDOWRESIZED):
            if event.type == pygame.VIDEORESIZE and not self.fullscreen:
                w, h = event.w, event.h
                if (w, h) != metrics.clamp_window((w, h)):  # below the minimum (older SDL): grow back
                    self.resize((w, h))
            self._sync_size()
            return
        for hud in list(self.huds):
            if self._hud_call(hud, hud.handle_event, event):
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

    def step(self, dt: float, events: list[pygame.event.Event] | None = None, draw: bool = True) -> None:
        """One frame: events, update, draw. Tests call this directly with synthetic events."""
        start = time.perf_counter()
        if self.stack.size != metrics.size():
            self._sync_size()
        for event in pygame.event.get() if events is None else events:
            self.handle(event)
        self.stack.update(dt)
        self.sounds.update(dt, scene_mood(self.stack))
        for hud in list(self.huds):
            self._hud_call(hud, hud.update, dt)
            if hud in self.huds and hud.finished:
                self.huds.remove(hud)
        if self.toast_time > 0:
            self.toast_time -= dt
        if self.stack.errors:
            self.notify(self.stack.errors.pop(0), 5.0)
        self._save_size_when_settled()
        if not draw:
            return
        self.draw()
        self.frame_ms.append((time.perf_counter() - start) * 1000)
        if len(self.frame_ms) > 600:
            del self.frame_ms[:300]

    def _hud_call(self, hud: Hud, hook: Callable[..., object], *args: object) -> object:
        """A HUD's hook; one that fails is taken off the screen (the scenes and the match go on)."""
        try:
            return hook(*args)
        except Exception:
            if hud in self.huds:
                self.huds.remove(hud)
            self.stack.report(hud)
            return False

    def animating(self) -> bool:
        """Something on screen moves by itself: draw every frame."""
        return any(hud.animating() for hud in self.huds) or self.toast_time > 0 or self.stack.animating()

    def draw(self) -> None:
        self._since_draw = 0.0
        self.screen.fill((0, 0, 0))
        self.stack.draw(self.screen)
        for hud in list(self.huds):
            self._hud_call(hud, hud.draw, self.screen)
        if self.toast and self.toast_time > 0:
            self._draw_toast()

    def notice_box(self) -> pygame.Rect | None:
        """Where the notice shown now is drawn (None: no notice)."""
        if not self.toast or self.toast_time <= 0:
            return None
        return notice_layout(self.toast, self._notice_area(self.toast))[1]

    def _notice_area(self, message: str) -> pygame.Rect:
        top = self.stack.top
        area = top.notice_area(message) if top is not None else None
        if area is None:
            w_screen, h_screen = metrics.size()
            area = pygame.Rect(px(100), 0, w_screen - px(200), h_screen - px(12))
        return area

    def _draw_toast(self) -> None:
        assert self.toast is not None
        draw_notice(self.screen, self.toast, self._notice_area(self.toast))

    def run(self, first: Scene) -> int:
        self.stack.push(first)
        # Start-up measurement (build_spec/measure.py): report the first drawn frame and leave.
        report_first_frame = os.environ.get("MN11_EXIT_AFTER_FIRST_FRAME") == "1"
        while self.running and self.stack.top is not None:
            self.tick(force_draw=report_first_frame)
            if report_first_frame:
                print(f"first-frame {time.time():.6f}", flush=True)
                break
        self.close()
        return 0

    def tick(self, force_draw: bool = False) -> bool:
        """One pass of the frame loop; whether it drew. A still screen is redrawn a few times a
        second only (and the loop wakes less often); input and motion get every frame."""
        events = pygame.event.get()
        ambient = [a for a in (self.stack.ambient_interval(), *(h.ambient_interval() for h in self.huds)) if a]
        idle = min([IDLE_REDRAW, *ambient])
        redraw = force_draw or bool(events) or self.animating() or self._since_draw >= idle
        self.step(min(self._dt, 0.1), events, draw=redraw)
        if redraw:
            pygame.display.flip()
        self._dt = self.clock.tick(FPS if redraw or self.animating() else IDLE_FPS) / 1000.0
        self._since_draw += self._dt
        return redraw

    def close(self) -> None:
        for closer in self.closers:
            try:
                closer()
            except Exception:
                pass
        self.stack.clear()
        self.sounds.close()
        bus.connect(None)
        pygame.quit()
        assets.reset_caches()  # its fonts died with pygame; nothing drawn with them is kept either
