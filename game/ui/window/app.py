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
from game.ui.look import assets, bindings, layout, metrics, palettes
from game.ui.look.metrics import px
from game.ui.look.theme import FPS
from game.ui.stage.moods import scene_mood
from game.ui.table import match_log, pitch_view
from game.ui.widgets.captions import Captions, default_area
from game.ui.widgets.notice import draw_notice, notice_layout
from game.ui.window import scene_table
from game.ui.window.scene import Hud, Scene, SceneStack

APP_NAME = "Magic Number Eleven"
IDLE_REDRAW = 0.25  # seconds between redraws while nothing moves (hover tips, clocks)
IDLE_FPS = 30  # how often the loop wakes while idle (input stays immediate; pygame's event.wait polls every ms)
FULL_REDRAW = 1.0  # seconds: while only ambient parts are redrawn, the whole frame still is this often
SIZE_SAVE_DELAY = 0.8  # seconds a new window size must hold before it is saved
_ICON: list[pygame.Surface] = []  # the window's icon, drawn at the first window


def clusters(rects: list[pygame.Rect], most: int = 4) -> list[pygame.Rect]:
    """`rects` gathered into at most `most` areas: rects near one another share one."""
    near = max(8, px(24))
    groups: list[pygame.Rect] = []
    for rect in sorted(rects, key=lambda r: (r.x, r.y)):
        for i, group in enumerate(groups):
            if group.inflate(near, near).colliderect(rect):
                groups[i] = group.union(rect)
                break
        else:
            groups.append(pygame.Rect(rect))
    merged = True
    while merged:  # a grown group may now touch another
        merged = False
        for i in range(len(groups)):
            for j in range(i + 1, len(groups)):
                if groups[i].inflate(near, near).colliderect(groups[j]):
                    groups[i] = groups[i].union(groups.pop(j))
                    merged = True
                    break
            if merged:
                break
    while len(groups) > most:  # too many passes: the two whose union grows least join

        def growth(pair: tuple[int, int]) -> int:
            a, b = groups[pair[0]], groups[pair[1]]
            u = a.union(b)
            return u.w * u.h - a.w * a.h - b.w * b.h

        i, j = min(((i, j) for i in range(len(groups)) for j in range(i + 1, len(groups))), key=growth)
        groups[i] = groups[i].union(groups.pop(j))
    return groups


def on_desktop(size: tuple[int, int]) -> tuple[int, int]:
    """`size`, made no larger than the desktop it opens on (a 1280x720 window on a 1024x600 screen
    would hang over its edges, the title and the bottom row cut off), never below the smallest
    supported window."""
    if os.environ.get("SDL_VIDEODRIVER") == "dummy":
        return size
    try:
        desktop = pygame.display.get_desktop_sizes()[0]
    except (pygame.error, IndexError):
        return size
    return metrics.clamp_window((min(size[0], desktop[0]), min(size[1], desktop[1])))


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
        if sys.platform.startswith("linux"):
            # Present the window's pixels through X11 shared memory, not an OpenGL texture: on a
            # software GL (a VM, Xvfb, no driver) each present of the texture cost ~17 ms of CPU,
            # a shared-memory one costs ~0.02 ms (issue #38 point 8). A player's own value wins.
            os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
        # The name the desktop shows for the window's class (X11, Wayland) and the application.
        for hint in ("SDL_VIDEO_X11_WMCLASS", "SDL_VIDEO_WAYLAND_WMCLASS", "SDL_APP_NAME"):
            os.environ[hint] = APP_NAME  # pygame sets the X11 class to argv[0] on import
        if not pygame.get_init():
            assets.reset_caches()
        layout.set_opponent(None)  # no match on screen yet
        layout.set_tray(None)
        match_log.set_top(None)
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
        self.captions = Captions()  # the sounds written out (the Captions setting)
        self.sounds.listen(self.captions.heard)
        self.running = True
        self.toast: str | None = None
        self.toast_time = 0.0
        self.huds: list[Hud] = []
        self.fullscreen = False
        self._since_draw = 0.0
        self._since_full = 0.0
        self._shown: tuple[int, ...] = ()  # what was on screen at the last whole frame (scenes, HUDs)
        self.presents: list[pygame.Rect | None] = []  # recent presents: an area, None for the whole frame
        self._dt = 0.0
        self._apply_settings(None)
        self.frame_ms: list[float] = []  # recent frame times, for tests and the benchmark
        self.closers: list[Callable[[], None]] = []  # stop background work when the window closes
        # A computer opponent thinks in a worker thread: hand the GIL back to the frame loop often.
        self._switch_interval = sys.getswitchinterval()
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
        bindings.use(new.keys)
        self.captions.enabled = new.captions
        if not new.captions:
            self.captions.shown.clear()
        self.sounds.set_volumes(new.volume, new.music_volume, new.effects_volume)
        palettes.set_palette(new.colour_vision)  # cached art keys on the palette: the next frame redraws
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
        """The crest, as on the program's file and the installer (128 px: a 256 px icon is larger
        than one X11 request may carry and would be dropped)."""
        try:
            if not _ICON:  # drawn once: the window is made again for full screen and back
                crest = pygame.image.load_sized_svg(str(resource_path("sprites", "crest.svg")), (118, 128))
                icon = pygame.Surface((128, 128), pygame.SRCALPHA)
                icon.blit(crest, crest.get_rect(center=(64, 64)))
                _ICON.append(icon)
            pygame.display.set_icon(_ICON[0])
        except (OSError, FileNotFoundError, pygame.error):
            pass  # the desktop's default icon; nothing else depends on it

    def _open_window(self, size: tuple[int, int], fullscreen: bool) -> pygame.Surface:
        """(Re)create the window: `size` real pixels and resizable, or the desktop's fullscreen."""
        self._set_icon()
        if fullscreen:
            screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            size = on_desktop(size)
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
        if event.type == pygame.KEYDOWN and getattr(self.stack.top, "takes_any_key", False):
            self.stack.handle_event(event)  # the Keys screen: any key may be the one being chosen
            return
        if bindings.matches(event, "fullscreen"):
            self.change_settings(self.settings.with_(fullscreen=not self.fullscreen))
            return
        if bindings.matches(event, "mute"):
            if not self.stack.handle_event(event):
                muted = self.sounds.toggle_mute()
                said = _("Sound off ({key})") if muted else _("Sound on ({key})")
                self.notify(said.format(key=bindings.name("mute")), 1.5)
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
        self.captions.update(dt)
        if self.toast_time > 0:
            self.toast_time -= dt
        if self.stack.errors:
            self.notify(self.stack.errors.pop(0), 5.0)
        self._save_size_when_settled()
        if not draw:
            return
        self.draw()
        self._record(start)

    def _record(self, start: float) -> None:
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
        moving = self.toast_time > 0 or self.captions.active or self.stack.animating()
        return moving or any(hud.animating() for hud in self.huds)

    def ambient_rects(self) -> list[pygame.Rect] | None:
        """Where the picture may change at an ambient tick, from every scene drawn and every HUD
        (None: anywhere, or something else changed since the last whole frame: redraw it all)."""
        if self._shown != self._showing() or self._since_full >= FULL_REDRAW:
            return None
        rects = self.stack.ambient_rects()
        for hud in self.huds:
            own = getattr(hud, "ambient_rects", None)
            more = own() if callable(own) else None
            if rects is None or more is None:
                return None
            rects = [*rects, *more]
        return rects

    def _showing(self) -> tuple[int, ...]:
        return (*map(id, self.stack.scenes), *map(id, self.huds), *self.screen.get_size())

    def draw_ambient(self, rects: list[pygame.Rect]) -> list[pygame.Rect]:
        """Redraw only the areas `rects` cover (every layer, in order, clipped to each group of
        neighbouring rects); the areas drawn."""
        window = self.screen.get_rect()
        areas = [a for a in (window.clip(g) for g in clusters(rects)) if a.w and a.h]
        try:
            for area in areas:
                self.screen.set_clip(area)
                self.draw()
        finally:
            self.screen.set_clip(None)
        return areas

    def draw(self) -> None:
        self._since_draw = 0.0
        if not self.stack.fills_window():  # issue #38: a needless full-screen fill under the table
            self.screen.fill((0, 0, 0))
        self.stack.draw(self.screen)
        for hud in list(self.huds):
            self._hud_call(hud, hud.draw, self.screen)
        if self.captions.active:
            self.captions.draw(self.screen, self.caption_area())
        if self.toast and self.toast_time > 0:
            self._draw_toast()

    def caption_area(self) -> pygame.Rect:
        """Where the captions go now: the top scene's place for them, else the bottom-left corner."""
        top = self.stack.top
        area = top.caption_area() if top is not None else None
        return area if area is not None else default_area(*metrics.size())

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
        moving = force_draw or bool(events) or self.animating()
        redraw = moving or self._since_draw >= idle
        start = time.perf_counter()
        self.step(min(self._dt, 0.1), events, draw=False)
        if redraw:
            self.present(None if moving or self.animating() else self.ambient_rects())
            self._record(start)
        self._dt = self.clock.tick(FPS if redraw or self.animating() else IDLE_FPS) / 1000.0
        self._since_draw += self._dt
        self._since_full += self._dt
        return redraw

    def present(self, rects: list[pygame.Rect] | None) -> None:
        """Draw and show the whole frame (`rects` None) or only the area `rects` cover."""
        if rects is None:
            self.draw()
            pygame.display.flip()
            self._since_full, self._shown = 0.0, self._showing()
            self.presents.append(None)
        else:
            areas = self.draw_ambient(rects) if rects else []
            self._since_draw = 0.0
            if areas:
                pygame.display.update(areas)
                self.presents.extend(areas)
        if len(self.presents) > 600:
            del self.presents[:300]

    def close(self) -> None:
        for closer in self.closers:
            try:
                closer()
            except Exception:
                pass
        self.stack.clear()
        self.sounds.close()
        bus.connect(None)
        sys.setswitchinterval(self._switch_interval)
        pygame.quit()
        assets.reset_caches()  # its fonts died with pygame; the pictures drawn with them stay cached
