"""Animation driven by engine events. `Presentation` holds what the table shows while a batch of
events plays (the marker between spaces, cards still in flight, synergy boards being filled and
revealed); when the queue empties it is cleared and the table shows the latest view again.
A click or key skips the current step; `skip_all` finishes the batch."""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

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
    score: tuple[int, int] | None = None
    boards: list[list[BoardCard]] | None = None  # by side
    totals: list[int | None] = field(default_factory=lambda: [None, None])
    attacker: int | None = None  # the shooting side while a shot is shown
    hidden_cards: set[tuple[int, str]] = field(default_factory=set)
    hidden_tokens: set[tuple[int, IconKey]] = field(default_factory=set)
    token_up: dict[tuple[int, IconKey], bool] = field(default_factory=dict)
    field_view: View | None = None  # draw the field from this view (before half time clears it)
    glow: list[tuple[int, IconKey]] = field(default_factory=list)
    glow_t: float = 0.0

    def reset(self) -> None:
        self.__init__()  # type: ignore[misc]


DrawFn = Callable[[pygame.Surface, float], None]
Hook = Callable[[Presentation], None]


@dataclass
class Step:
    duration: float
    name: str = ""
    on_start: Hook | None = None
    on_end: Hook | None = None
    draw: DrawFn | None = None
    tick: Callable[[Presentation, float], None] | None = None  # called with progress 0..1
    sound: str | None = None


class Animator:
    def __init__(self, play_sound: Callable[[str], None] | None = None) -> None:
        self.queue: deque[Step] = deque()
        self.current: Step | None = None
        self.t = 0.0
        self.pres = Presentation()
        self.play_sound = play_sound or (lambda name: None)
        self.speed = 1.0

    @property
    def busy(self) -> bool:
        return self.current is not None or bool(self.queue)

    def begin(self, setup: Hook, steps: list[Step]) -> None:
        if self.busy:
            self.skip_all()
        self.pres.reset()
        self.pres.active = True
        setup(self.pres)
        self.queue.extend(steps)
        self._next()

    def _next(self) -> None:
        while self.queue:
            self.current = self.queue.popleft()
            self.t = 0.0
            if self.current.on_start:
                self.current.on_start(self.pres)
            if self.current.sound:
                self.play_sound(self.current.sound)
            if self.current.duration > 0:
                return
            self._end_current()
        self.current = None
        self.pres.reset()

    def _end_current(self) -> None:
        step = self.current
        if step is None:
            return
        if step.tick:
            step.tick(self.pres, 1.0)
        if step.on_end:
            step.on_end(self.pres)
        self.current = None

    def progress(self) -> float:
        if self.current is None or self.current.duration <= 0:
            return 1.0
        return min(1.0, self.t / self.current.duration)

    def update(self, dt: float) -> None:
        if self.pres.glow:
            self.pres.glow_t += dt
        if self.current is None:
            return
        self.t += dt * self.speed
        if self.current.tick:
            self.current.tick(self.pres, self.progress())
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
        if self.current is not None and self.current.draw is not None:
            self.current.draw(surface, self.progress())


def ease(k: float) -> float:
    """Ease-out cubic."""
    return 1 - (1 - k) ** 3


def lerp(a: float, b: float, k: float) -> float:
    return a + (b - a) * k
