"""A scene stack in the manner of Tuxemon's state manager.

Scenes are pushed, popped and replaced; the stack calls their lifecycle hooks (enter, exit, pause,
resume). Events go to the top scene first; a scene returns True to consume one, False to pass it
down (overlays pass what they do not use). Every scene is updated, top first; drawing starts at the
highest opaque scene so overlays sit on the table. An exception in a scene never loses the match:
the stack catches it, keeps the scene (and the controller's state) and shows a message overlay."""

from __future__ import annotations

import traceback
from collections.abc import Callable
from typing import Protocol

import pygame

from game import i18n
from game.i18n import _
from game.settings import Settings
from game.ui.audio import Audio


class Hud(Protocol):
    """Something drawn over every scene that sees events first (the guided match's pointer)."""

    def handle_event(self, event: pygame.event.Event) -> bool: ...
    def update(self, dt: float) -> None: ...
    def draw(self, surface: pygame.Surface) -> None: ...
    def animating(self) -> bool:
        """Whether it moves every frame now (else it is redrawn at its ambient rate)."""
        ...

    def ambient_interval(self) -> float | None:
        """Seconds between redraws of its gentle idle motion (None: none)."""
        ...

    # optional: ambient_rects() -> list[pygame.Rect] | None, as Scene.ambient_rects (absent: anywhere)
    @property
    def finished(self) -> bool: ...


class Host(Protocol):
    """What scenes use of the window that holds them (`game.ui.window.app.App`)."""

    screen: pygame.Surface
    stack: SceneStack
    sounds: Audio
    settings: Settings
    huds: list[Hud]
    closers: list[Callable[[], None]]

    def notify(self, message: str, seconds: float = 3.0) -> None: ...
    def notice_box(self) -> pygame.Rect | None:
        """Where the notice shown now stands (None: none shown)."""
        ...

    def change_settings(self, new: Settings) -> None: ...
    def quit(self) -> None: ...
    def to_title(self) -> None:
        """Only the title screen on the stack."""
        ...


class Scene:
    """One screen or overlay. `draw` must not change the scene or the game."""

    opaque = True  # False: the scenes below are drawn first (an overlay)
    updates_below = True  # False: the scenes below are paused while this one is on top
    takes_any_key = False  # True: the window's own keys (fullscreen, mute) reach this scene first

    def __init__(self, app: Host) -> None:
        self.app = app

    # lifecycle
    def enter(self) -> None: ...
    def exit(self) -> None: ...
    def pause(self) -> None: ...
    def resume(self) -> None: ...

    def handle_event(self, event: pygame.event.Event) -> bool:
        return False

    def update(self, dt: float) -> None: ...

    def draw(self, surface: pygame.Surface) -> None: ...

    def resize(self) -> None:
        """The window has a new size (game.ui.look.metrics): lay out again. By default like `relabel`."""
        self.relabel()

    def animating(self) -> bool:
        """Whether the scene moves by itself now (the window then redraws every frame)."""
        return False

    def fills_window(self) -> bool:
        """Whether `draw` paints every pixel of the window opaquely (the window then clears nothing first)."""
        return False

    def ambient_interval(self) -> float | None:
        """Seconds between redraws this scene wants while nothing else moves (its ambient motion);
        None: the window's idle rate (app.IDLE_REDRAW) is enough."""
        return None

    def ambient_rects(self) -> list[pygame.Rect] | None:
        """Where this scene's picture may change at an ambient redraw while no input comes and
        nothing animates (its ambient motion, a dot that ticks): only that is drawn and shown
        then. None: anywhere (the whole frame is drawn); []: nowhere."""
        return None

    def notice_area(self, message: str) -> pygame.Rect | None:
        """Where the window's notice `message` may appear without covering this scene's choices
        (None: at the bottom centre of the window)."""
        return None

    def caption_area(self) -> pygame.Rect | None:
        """Where the sound captions may appear without covering this scene's choices (None: the
        bottom-left corner of the window, above the key hint line)."""
        return None

    def relabel(self) -> None:
        """The language changed: rebuild translated labels. By default a scene's `_build()` runs
        again and a cached prompt (`_key`) is recomputed."""
        build = getattr(self, "_build", None)
        if callable(build):
            build()
        if hasattr(self, "_key"):
            setattr(self, "_key", None)  # noqa: B010 (scenes declare their own _key type)


class SceneStack:
    def __init__(self) -> None:
        self.scenes: list[Scene] = []
        self.errors: list[str] = []
        self.language = i18n.language()
        self.size: tuple[int, int] = (0, 0)  # the window size the scenes were laid out for

    def resize(self, size: tuple[int, int]) -> None:
        """Every scene, also those below the top, lays itself out for the new window size."""
        self.size = size
        for scene in list(self.scenes):
            self._guard(scene.resize)

    def animating(self) -> bool:
        return any(scene.animating() for scene in self.scenes)

    def fills_window(self) -> bool:
        """The lowest scene drawn now paints the whole window (nothing of a cleared screen would show)."""
        start = max((i for i, s in enumerate(self.scenes) if s.opaque), default=0)
        if not self.scenes:
            return False
        try:
            return self.scenes[start].fills_window()
        except Exception:
            return False

    def ambient_interval(self) -> float | None:
        """The shortest ambient redraw interval among the scenes drawn now (None: none asks)."""
        start = max((i for i, s in enumerate(self.scenes) if s.opaque), default=0)
        wanted = [i for s in self.scenes[start:] if (i := s.ambient_interval()) is not None]
        return min(wanted, default=None)

    def ambient_rects(self) -> list[pygame.Rect] | None:
        """The areas the scenes drawn now may change at an ambient redraw (None: anywhere)."""
        start = max((i for i, s in enumerate(self.scenes) if s.opaque), default=0)
        rects: list[pygame.Rect] = []
        for scene in self.scenes[start:]:
            try:
                own = scene.ambient_rects()
            except Exception:
                own = None
            if own is None:
                return None
            rects.extend(own)
        return rects

    def relabel_if_needed(self) -> None:
        """Every scene, also those below the top, gets its labels in a newly chosen language."""
        if self.language == i18n.language():
            return
        self.language = i18n.language()
        for scene in list(self.scenes):
            self._guard(scene.relabel)

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        if self.scenes:
            self._guard(self.scenes[-1].pause)
        self.scenes.append(scene)
        self._guard(scene.enter)

    def pop(self, scene: Scene | None = None) -> Scene | None:
        """Pop the top scene (or `scene`, wherever it is in the stack)."""
        if not self.scenes:
            return None
        target = scene if scene is not None else self.scenes[-1]
        if target not in self.scenes:
            return None
        was_top = target is self.scenes[-1]
        self.scenes.remove(target)
        self._guard(target.exit)
        if was_top and self.scenes:
            self._guard(self.scenes[-1].resume)
        return target

    def replace(self, scene: Scene) -> None:
        if self.scenes:
            old = self.scenes.pop()
            self._guard(old.exit)
        self.scenes.append(scene)
        self._guard(scene.enter)

    def clear(self) -> None:
        while self.scenes:
            self._guard(self.scenes.pop().exit)

    def find(self, kind: type) -> Scene | None:
        for s in reversed(self.scenes):
            if isinstance(s, kind):
                return s
        return None

    def handle_event(self, event: pygame.event.Event) -> bool:
        for scene in list(reversed(self.scenes)):
            try:
                if scene.handle_event(event):
                    return True
            except Exception:
                self._report(scene)
                return True
            if scene.opaque:
                break
        return False

    def update(self, dt: float) -> None:
        self.relabel_if_needed()
        for scene in list(reversed(self.scenes)):
            if scene not in self.scenes:
                continue
            try:
                scene.update(dt)
            except Exception:
                self._report(scene)
            if not scene.updates_below:
                break

    def draw(self, surface: pygame.Surface) -> None:
        self.relabel_if_needed()
        start = 0
        for i in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[i].opaque:
                start = i
                break
        for scene in self.scenes[start:]:
            try:
                scene.draw(surface)
            except Exception:
                self._report(scene, drawing=True)

    def _guard(self, hook: object) -> None:
        try:
            hook()  # type: ignore[operator]
        except Exception:
            self._report(getattr(hook, "__self__", None))

    def report(self, what: object) -> None:
        """Report the exception being handled in `what` (a scene or a HUD) like a scene's own."""
        self._report(what)

    def _report(self, scene: object, drawing: bool = False) -> None:
        detail = traceback.format_exc(limit=3)
        name = type(scene).__name__ if scene is not None else "scene"
        message = _("Something went wrong in {name}; the match is kept. ({detail})").format(
            name=name, detail=detail.strip().splitlines()[-1]
        )
        if message in self.errors:
            return
        self.errors.append(message)
        print(detail)
