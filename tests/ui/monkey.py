"""Random clicks, drags and keys across every scene; no exception may escape or be reported.

`python -m tests.ui.monkey --frames 100000 --seed 7` for a long run; the default test runs a short one."""

from __future__ import annotations

import argparse
import random
import sys

import pygame

from game.ui.scenes.match.base import MatchBase
from game.ui.scenes.menus.menus import TitleScene
from game.ui.window.app import App
from tests.ui.driver import Driver, key_event, mouse_down, mouse_move, mouse_up
from tests.ui.helpers import new_app

KEYS = [
    pygame.K_RETURN, pygame.K_SPACE, pygame.K_ESCAPE, pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT,
    pygame.K_TAB, pygame.K_c, pygame.K_d, pygame.K_m,
    *[getattr(pygame, f"K_{i}") for i in range(10)],
]  # fmt: skip


def open_app(size: tuple[int, int] | None) -> tuple[App, Driver]:
    if size is None:
        return new_app()
    app = App(headless=True, sound=False, size=size)
    app.stack.push(TitleScene(app))
    return app, Driver(app)


def run(frames: int, seed: int, size: tuple[int, int] | None = None) -> tuple[int, set[str]]:
    """`frames` random inputs in a window of `size` (None: the saved size, 1280x720 at first)."""
    rng = random.Random(seed)
    app, d = open_app(size)
    driver: Driver = d
    w, h = app.screen.get_size()
    seen: set[str] = set()
    quits = 0
    for _ in range(frames):
        top = app.stack.top
        if top is None or not app.running:  # "Quit" was chosen: start again
            quits += 1
            app, driver = open_app(size)
            continue
        seen.add(type(top).__name__)
        if isinstance(top, MatchBase):
            top.ctrl.think_pause = 0.0
        r = rng.random()
        pos = (rng.randrange(w), rng.randrange(h))
        if r < 0.35:
            driver.frame([mouse_move(pos), mouse_down(pos, rng.choice((1, 1, 1, 3))), mouse_up(pos)])
        elif r < 0.5:
            end = (rng.randrange(w), rng.randrange(h))
            driver.drag(pos, end, steps=3)
        elif r < 0.85:
            key = rng.choice(KEYS)
            if key == pygame.K_ESCAPE and rng.random() < 0.7:
                key = pygame.K_RETURN  # leaving to the title too often would keep the monkey out of the match
            driver.frame(key_event(key))
        else:
            driver.frame([mouse_move(pos)])
        if app.stack.errors:
            raise AssertionError(app.stack.errors)
    return quits, seen


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.ui.monkey")
    parser.add_argument("--frames", type=int, default=20000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    quits, seen = run(args.frames, args.seed)
    print(f"{args.frames} frames, {quits} restarts, scenes: {', '.join(sorted(seen))}: no exception")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
