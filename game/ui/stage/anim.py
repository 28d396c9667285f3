"""Animation driven by engine events. A batch is one applied action: its steps, and one `Beat` per
engine event (the view right after that event and its log line). The animator walks the steps and
keeps the presented state in step with them: an event's log line appears when its first step
starts (a wind-up step may keep it back: a ball in flight does not tell the outcome yet), its view
is shown when its landing step ends (a card has landed, a token dropped, a score
ticked), so nothing drawn ever belongs to an event whose animation has not started. `shown` is
None (draw the engine's current view) only when the queue is empty. `Presentation` holds what is
in flight between two views (the marker between spaces, a card flying, synergy boards being
revealed). A click or key skips the current step; `skip_all` finishes the batch, still in order."""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from game.engine.events import Event
from game.engine.icons import IconKey
from game.engine.view import View


@dataclass
class BoardCard:
    source: str
    code: str | None
    revealed: bool = False
    flip: float = 1.0  # 0..1 while turning over
    arrive: float = 1.0  # 0..1 while sliding in


@dataclass
class Presentation:
    active: bool = False
    marker: float | None = None
    boards: list[list[BoardCard]] | None = None  # by side
    totals: list[int | None] = field(default_factory=lambda: [None, None])
    attacker: int | None = None  # the shooting side while a shot is shown
    token_up: dict[tuple[int, IconKey], bool] = field(default_factory=dict)
    glow: list[tuple[int, IconKey]] = field(default_factory=list)
    glow_t: float = 0.0
    overlay: Callable[[pygame.Surface], None] | None = None  # drawn under every step (the shot stage)
    stage_rect: pygame.Rect | None = None  # a scene's own area for the shot stage (else the field)
    clock: float = 0.0  # seconds of animation played in this batch (the speed setting applied)
    shake_at: float | None = None  # when a camera shake started (on `clock`)
    shake_px: int = 0  # its strength in real pixels
    cues: list[tuple[str, float]] = field(default_factory=list)  # sounds a tick asked for and their pan (`cue`)
    calm: bool = False  # reduce motion: no camera shake, flashes, confetti or screen-wide pulses
    push: float = 1.0  # 0..1 the camera pushed in from `push_from` until the shot's stage fills the window
    push_from: pygame.Rect | None = None  # where the push starts (the shooter's spot on the table)
    snapshot: pygame.Surface | None = None  # the stage drawn once for a push in or out
    backdrop: pygame.Surface | None = None  # the table as it was when a push began (not drawn again)
    hush: bool = False  # the beat of stillness before a shot's release: the crowd holds its breath

    def reset(self) -> None:
        calm = self.calm
        self.__init__()  # type: ignore[misc]
        self.calm = calm

    def covers(self) -> bool:
        """The shot's (or the penalty's) stage fills the window: the table under it need not be drawn."""
        if self.overlay is None or self.stage_rect is not None:
            return False
        return self.push >= 1.0 or self.calm or self.backdrop is not None or self.pulling()

    def pulling(self) -> bool:
        """A pull back out to the table has just begun: the stage, still filling the window but for
        a pixel or two, is pictured this frame, and the table under it on the next."""
        return self.snapshot is None and self.backdrop is None and self.push >= PULL_WAIT

    def cue(self, name: str, pan: float = 0.0) -> None:
        """Play a sound at this moment of the animation (a count-up's tick), from `pan` (-1 left .. 1 right)."""
        self.cues.append((name, pan))

    def shake(self, strength: int) -> None:
        """Start a short camera shake of the table (a goal's release); none with reduce motion."""
        if self.calm:
            return
        self.shake_at, self.shake_px = self.clock, strength

    def shake_offset(self) -> tuple[int, int]:
        """Where the table is drawn now, shaken (SHAKE seconds, decaying)."""
        if self.shake_at is None or not self.active:
            return (0, 0)
        t = self.clock - self.shake_at
        if not 0 <= t < SHAKE:
            return (0, 0)
        decay = self.shake_px * (1 - t / SHAKE) ** 2
        return (round(decay * math.sin(t * 97.0)), round(decay * 0.7 * math.cos(t * 73.0)))


SHAKE = 0.22  # seconds a camera shake lasts
PULL_WAIT = 0.9  # a pull back this near the full window leaves the table under it to its second frame
DrawFn = Callable[[pygame.Surface, float], None]
Hook = Callable[[Presentation], None]
LOG_KEEP = 300  # logged events kept for the log's scroll-back


@dataclass(frozen=True)
class Beat:
    """One engine event as the screen presents it: the view right after it and its log line."""

    view: View
    event: Event | None = None  # the event, if it has a line in the match log


@dataclass
class Step:
    duration: float
    name: str = ""
    on_start: Hook | None = None
    on_end: Hook | None = None
    draw: DrawFn | None = None
    tick: Callable[[Presentation, float], None] | None = None  # called with progress 0..1
    sound: str | tuple[str, ...] | None = None  # cue(s) played when the step starts
    pan: float = 0.0  # where its sound comes from, -1 left .. 1 right (where on the table it happens)
    event: int = -1  # the index of the batch's event this step shows (-1: none)
    lands: bool = False  # the event's view is shown when this step ends
    tells: bool = True  # its event's log line appears when it starts (False: a wind-up that keeps the suspense)
    calm: float | None = None  # its duration with reduce motion on (None: the same)


class Animator:
    def __init__(
        self,
        play_sound: Callable[[str], None] | None = None,
        play_panned: Callable[[str, float], None] | None = None,
    ) -> None:
        self.queue: deque[Step] = deque()
        self.current: Step | None = None
        self.t = 0.0
        self.pres = Presentation()
        self.play_sound = play_sound or (lambda name: None)
        self.play_panned = play_panned  # a step's sound placed left-right; None: every sound centred
        self.speed = 1.0
        self.calm = False  # reduce motion (the settings' `reduce_motion`), handed to each batch's presentation
        self.beats: list[Beat] = []
        self.started = 0  # beats whose animation has started (their log lines are shown)
        self.landed = 0  # beats whose view is shown
        self.shown: View | None = None  # the presented view; None: the engine's current one
        self.log: list[Event] = []  # the presented logged events, newest last (narrated when drawn)

    @property
    def busy(self) -> bool:
        return self.current is not None or bool(self.queue)

    def begin(
        self, setup: Hook, steps: list[Step], beats: list[Beat] | None = None, before: View | None = None
    ) -> None:
        """Play a batch: `beats` (one per event, in order) are presented as the steps reach them,
        starting from `before` (the view before the action)."""
        if self.busy:
            self.skip_all()
        self.pres.reset()
        self.pres.active = True
        self.pres.calm = self.calm
        setup(self.pres)
        self.beats = list(beats or [])
        self.started = self.landed = 0
        self.shown = before if self.beats else None
        self.queue.extend(steps)
        self._next()

    def say(self, events: list[Event]) -> None:
        """Logged events shown at once (the events before the first action, a resumed match)."""
        self.log.extend(events)
        del self.log[:-LOG_KEEP]

    def _start_beats(self, event: int) -> None:
        """`event`'s animation starts: the events before it are over (shown), its line is logged."""
        self._land_beats(event)
        self._log_beats(event + 1)

    def _log_beats(self, upto: int) -> None:
        """Log the lines of the events before `upto`."""
        while self.started < min(upto, len(self.beats)):
            event = self.beats[self.started].event
            if event is not None:
                self.say([event])
            self.started += 1

    def _land_beats(self, upto: int) -> None:
        """Show the view after the events before `upto`."""
        upto = min(upto, len(self.beats))
        if upto > self.landed:
            self._log_beats(upto)
            self.landed = upto
            self.shown = self.beats[upto - 1].view

    def _finish_beats(self) -> None:
        self._land_beats(len(self.beats))
        self.beats, self.started, self.landed, self.shown = [], 0, 0, None

    def _next(self) -> None:
        while self.queue:
            self.current = self.queue.popleft()
            if self.calm and self.current.calm is not None:
                self.current.duration = self.current.calm
            self.t = 0.0
            if self.current.event >= 0 and self.current.tells:
                self._start_beats(self.current.event)
            elif self.current.event >= 0:
                self._land_beats(self.current.event)
            if self.current.on_start:
                self.current.on_start(self.pres)
            sound = self.current.sound
            for name in (sound,) if isinstance(sound, str) else sound or ():
                self._play(name, self.current.pan)
            self._play_cues()
            if self.current.duration > 0:
                return
            self._end_current()
        self.current = None
        self._play_cues()
        self._finish_beats()
        self.pres.reset()

    def _end_current(self) -> None:
        step = self.current
        if step is None:
            return
        if step.tick:
            step.tick(self.pres, 1.0)
        if step.on_end:
            step.on_end(self.pres)
        if step.lands and step.event >= 0:
            self._land_beats(step.event + 1)
        self.current = None

    def _play(self, name: str, pan: float) -> None:
        if pan and self.play_panned is not None:
            self.play_panned(name, pan)
        else:
            self.play_sound(name)

    def _play_cues(self) -> None:
        while self.pres.cues:
            self._play(*self.pres.cues.pop(0))

    def progress(self) -> float:
        if self.current is None or self.current.duration <= 0:
            return 1.0
        return min(1.0, self.t / self.current.duration)

    def update(self, dt: float) -> None:
        if self.pres.glow:
            self.pres.glow_t += dt
        if self.current is None:
            return
        self.pres.clock += dt * self.speed
        self.t += dt * self.speed
        if self.current.tick:
            self.current.tick(self.pres, self.progress())
            self._play_cues()
        if self.t >= self.current.duration:
            self._end_current()
            self._next()

    def skip(self) -> None:
        """Finish the current step at once."""
        if self.current is not None:
            self._end_current()
            self._next()

    def skip_all(self) -> None:
        while self.busy:
            self.skip()

    def draw(self, surface: pygame.Surface) -> None:
        if self.pres.overlay is not None:
            self.pres.overlay(surface)
        if self.current is not None and self.current.draw is not None:
            self.current.draw(surface, self.progress())


def ease(k: float) -> float:
    """Ease-out cubic."""
    return 1 - (1 - k) ** 3


def ease_back(k: float, overshoot: float = 1.70158) -> float:
    """Ease-out-back: past 1, then settling back (a springy arrival)."""
    k = max(0.0, min(1.0, k)) - 1
    return 1 + (overshoot + 1) * k**3 + overshoot * k**2


def pop(k: float, peak: float = 1.25) -> float:
    """A scale that jumps to `peak` and springs back to 1 (k 0..1): a card or number popping."""
    k = max(0.0, min(1.0, k))
    if k < 0.3:
        return 1 + (peak - 1) * ease(k / 0.3)
    return peak - (peak - 1) * ease_back((k - 0.3) / 0.7, 2.2)


def lerp(a: float, b: float, k: float) -> float:
    return a + (b - a) * k
