"""The shot's stage built ahead of its first frame: while the table waits (a shot may come), its
still layers, goal art, stand, floor and figures are made a piece an idle frame (`Ahead.tick`), so
the camera's first push frame only composes pictures already cached (the fifth review's hitches)."""

from __future__ import annotations

from collections.abc import Iterator

import pygame

from game.ui.art import goal_art as G
from game.ui.art.club_ink import club_ink
from game.ui.stage.anim import BoardCard, Presentation
from game.ui.stage.kick_stage import mouth_of, scene_rect
from game.ui.stage.shot_layers import prepare_floor, stand_shirts, still_layer, vignette
from game.ui.stage.shot_stage import draw_reveal, heading_of, veil, window_rect
from game.ui.stage.shot_state import Stage

BOARD_CARDS = 4  # the most synergy cards a side's board is built ahead for


def shot_pieces(attacker: int, kind: str) -> Iterator[None]:
    """The full-window shot stage of `attacker`'s `kind` of shot built into the caches, one piece a step."""
    area = window_rect()
    rect = scene_rect(area, 0.0)
    mouth = mouth_of(rect)
    yield from G.prepare_turf(rect, mouth)
    yield from prepare_floor(area.size, rect)
    stage = Stage(attacker, kind)
    heading = heading_of(stage, 0.0)
    still_layer(area.size, tuple(rect), tuple(mouth), heading, club_ink(attacker), stand_shirts())
    yield
    veil(area.size, 0)
    vignette(rect.w, rect.h)
    yield
    scratch = pygame.Surface(area.size)
    for n in range(1, BOARD_CARDS + 1):  # the boards' card backs, at the size n cards a side take
        backs = [BoardCard("", None) for _ in range(n)]
        draw_reveal(scratch, stage, Presentation(boards=[backs, list(backs)]), area)  # figures, crest, words
        yield


class Ahead:
    """Builds the coming shot's stage over idle frames: one piece a `tick`, nothing once built."""

    def __init__(self) -> None:
        self.key: tuple[object, ...] | None = None
        self.pieces: Iterator[None] | None = None

    def tick(self, attacker: int, kind: str) -> bool:
        """One piece of `attacker`'s `kind` of shot (begun anew when the shot, the window, the words
        or the kits change); True while pieces remain."""
        key = (attacker, kind, window_rect().size, heading_of(Stage(attacker, kind), 0.0), stand_shirts())
        if key != self.key:
            self.key, self.pieces = key, shot_pieces(attacker, kind)
        if self.pieces is None:
            return False
        if next(self.pieces, StopIteration) is StopIteration:
            self.pieces = None
            return False
        return True


__all__ = ["Ahead", "shot_pieces"]
