"""The crowd strips beyond the back lines as the match is presented (issue #38 point 3): still
while nothing happens (the cached stands), a wave along them when a goal's banner lands, flags at
a Magic Eleven, a hush while a penalty is taken. A reaction follows the animation step that shows
its moment and then plays on its own at CROWD_FPS, redrawing only the strips."""

from __future__ import annotations

import pygame

from game.ui.art import crowd_art
from game.ui.table.pitch_view import printed_halves, stand_bands

CROWD_FPS = 12  # frames a second of a reaction (the rest of the table stays still meanwhile)
# the animation step whose start is the crowd's moment: (reaction, seconds)
REACTIONS: dict[str, tuple[str, float]] = {
    "score": ("wave", 2.6),  # a goal's banner, open play or penalty
    "magic": ("flags", 3.4),  # the Magic Eleven's celebration
    "tackle": ("hush", 1.6),  # a tackle turned into a penalty
    "penalty kick": ("hush", 2.2),  # the run-up
    "shootout kick": ("hush", 2.0),
}


class Crowd:
    def __init__(self) -> None:
        self.kind: str | None = None
        self.t = 0.0
        self.duration = 0.0
        self.side: int | None = None

    def follow(self, step_name: str, side: int | None = None) -> None:
        """An animation step starts: react if it is one of the crowd's moments."""
        found = REACTIONS.get(step_name)
        if found is not None:
            self.kind, self.duration = found
            self.t, self.side = 0.0, side

    def update(self, dt: float) -> None:
        if self.kind is None:
            return
        self.t += dt
        if self.t >= self.duration + 2 / CROWD_FPS:  # a last frame has drawn the stands still again
            self.kind = None

    @property
    def live(self) -> bool:
        """A reaction (or its last, still frame) is to be drawn."""
        return self.kind is not None

    def frame(self) -> int:
        return int(self.t * CROWD_FPS)

    def rects(self) -> list[pygame.Rect]:
        """The strips' areas on screen (what a reaction frame redraws)."""
        return [rect for rect, _down, _seed in stand_bands() if rect.h > 2]

    def draw(self, surface: pygame.Surface, calm: bool) -> None:
        """This frame of the reaction over the strips (nothing when none is playing)."""
        if self.kind is None or self.t >= self.duration:
            return
        k = min(1.0, self.frame() / max(1.0, self.duration * CROWD_FPS))
        for rect, down, seed in stand_bands():
            crowd_art.draw_reaction(surface, rect, down, seed, self.kind, k, self.frame(), self.side, calm)
        printed_halves(surface, edge="back")  # the board's DEFENSE halves stay over the stand
