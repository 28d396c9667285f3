"""Contact sheets: every big moment of the game drawn headless at each window size in each language,
saved as PNGs and one sheet per size and language, to be looked at (issue #21's check).

    python -m game.bench sheets --out /tmp/sheets [--sizes 1024x600,1920x1080] [--languages en,pt]

Moments: title, new match, draft, line-up, the table mid-match, a shot mid-reveal, a goal, a magic
eleven, a saved shot, a penalty kick, the result. The shot moments are found by trying the
defender's choices on clones of real (seeded random) positions and playing the one that gives the
outcome wanted through the real scene, frames captured at set times of its animation."""

from __future__ import annotations

import argparse
import itertools
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

from game.engine import events as E
from game.engine.rng import Rng
from game.engine.state import Game, State

SIZES = ((1024, 600), (1280, 720), (1920, 1080), (2560, 1440))
LANGUAGES = ("en", "zh_CN", "ja", "pt")
DT = 1 / 60
SHEET_SEED = 243803  # the new-match screen shows its match seed: fixed, so two runs of the sheets compare by pixel


def _random_to(phases: tuple[str, ...], seed: int, cap: int = 400) -> Iterator[State]:
    """States reached by seeded random play at one of `phases`, over seeds from `seed` on."""
    for s in range(seed, seed + cap):
        state = Game(seed=s).new_initial_state()
        rng = Rng(s)
        while not state.is_terminal():
            if state.phase.value in phases:
                yield state.clone()
            legal = state.legal_actions()
            state.apply_action(legal[rng.below(len(legal))])
        if "over" in phases:
            yield state


def shot_position(outcome: str, seed: int = 3) -> tuple[State, object] | None:
    """A defender's decision and the choice of it that resolves the shot as `outcome`."""
    for state in _random_to(("defend_synergy",), seed):
        for action in state.legal_actions():
            trial = state.clone()
            events = trial.apply_action(action)
            if any(isinstance(e, E.ShotResolved) and e.outcome == outcome for e in events):
                return state, action
    return None


class Shooter:
    """An app at one size and language, and ways to put each moment on its screen."""

    def __init__(self, size: tuple[int, int], language: str) -> None:
        from game.settings import Settings
        from game.ui.scenes import cast
        from game.ui.window.app import App

        cast.register()  # the table of scenes, as the window's start fills it
        self.app = App(headless=True, sound=False, settings=Settings(language=language), size=size)

    def frame(self, events: list[pygame.event.Event] | None = None, n: int = 1) -> None:
        """`n` frames of 1/60 s, the first with `events`."""
        self.app.step(DT, events or [])
        for _ in range(n - 1):
            self.app.step(DT, [])

    def key(self, key: int) -> None:
        down = pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)
        up = pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0)
        self.frame([down, up], 2)

    def save(self, path: Path) -> pygame.Surface:
        pygame.image.save(self.app.screen, str(path))
        return self.app.screen.copy()

    def title(self) -> None:
        from game.ui.scenes.menus.menus import TitleScene

        self.app.stack.clear()
        self.app.stack.push(TitleScene(self.app))
        self.frame(n=20)

    def new_match(self) -> None:
        from game.ui.scenes.menus.menus import NewMatchScene

        self.app.stack.push(NewMatchScene(self.app, seed=SHEET_SEED))  # the same screen every run
        self.frame(n=20)

    def at(self, phase: str, state: State | None = None) -> object:
        from game.ui.control.controller import MatchConfig
        from game.ui.control.positions import advance
        from game.ui.scenes.cast import scene_for_phase
        from game.ui.window.session import Session

        if state is None:
            state = next(_random_to((phase,), 3)) if phase not in ("draft", "lineup") else None
        if state is None:
            state = advance(Game(seed=3).new_initial_state(), (phase,))
        session = Session(MatchConfig(mode="hotseat", seed=3), None, state=state)
        session.controller.viewer = state.current_player()
        self.app.stack.clear()
        self.app.stack.push(scene_for_phase(session.controller.phase)(self.app, session))
        self.frame(n=3)
        session.animator.skip_all()
        self.frame(n=30)
        return session

    def play(self, state: State, action: object, seconds: float) -> None:
        """The defender makes `action` through the scene; `seconds` of its animation then play."""
        session = self.at(state.phase.value, state)
        from game.ui.scenes.match.base import MatchBase

        scene = self.app.stack.top
        assert isinstance(scene, MatchBase)
        scene.act(action)  # type: ignore[arg-type]
        self.advance(seconds)
        del session

    def advance(self, seconds: float) -> None:
        """`seconds` more of the animation playing."""
        from game.ui.scenes.overlays.overlays import PassScreen

        for _ in range(max(1, round(seconds / DT))):
            if isinstance(self.app.stack.top, PassScreen):  # hot-seat privacy: the next coach is ready
                self.app.stack.pop(self.app.stack.top)
            self.frame()


def shoot(out: Path, size: tuple[int, int], language: str) -> list[tuple[str, pygame.Surface]]:
    """Every moment at one size and language: PNGs in `out`, and (name, image) for the sheet."""
    tag = f"{size[0]}x{size[1]}_{language}"
    taken: list[tuple[str, pygame.Surface]] = []
    shooter = Shooter(size, language)

    def snap(name: str) -> None:
        taken.append((name, shooter.save(out / f"{name}_{tag}.png")))

    shooter.title()
    snap("title")
    shooter.new_match()
    snap("new_match")
    for phase in ("draft", "lineup", "player_action", "attack_synergy"):
        shooter.at(phase)
        snap({"player_action": "table", "attack_synergy": "shot_choice"}.get(phase, phase))
    for outcome, moments in (("goal", (1.2, 3.5)), ("magic", (3.5, 4.2)), ("saved", (3.5,)), ("tackle", (4.5,))):
        found = shot_position(outcome)
        if found is None:
            print(f"  no {outcome} found")
            continue
        shooter.play(found[0], found[1], moments[0])  # one shot, its moments in turn (the same shot
        snap(f"{outcome}_{moments[0]:.1f}s")  # played again is over sooner: goal_3.5s showed the table)
        for before, t in itertools.pairwise(moments):
            shooter.advance(t - before)
            snap(f"{outcome}_{t:.1f}s")
    shooter.at("penalty_kick")
    snap("penalty")
    shooter.at("over")
    shooter.frame(n=90)
    snap("result_celebrating")
    shooter.key(pygame.K_SPACE)  # a key skips the celebration to the still full-time screen
    snap("result")
    shooter.app.close()
    return taken


def sheet(taken: list[tuple[str, pygame.Surface]], path: Path, columns: int = 4) -> None:
    """The moments side by side, each scaled to a thumbnail 480 px wide with its name."""
    if not taken:
        return
    pygame.font.init()
    font = pygame.font.Font(None, 22)
    w0, h0 = taken[0][1].get_size()
    tw = 480
    th = round(h0 * tw / w0)
    rows = (len(taken) + columns - 1) // columns
    out = pygame.Surface((columns * (tw + 8) + 8, rows * (th + 28) + 8))
    out.fill((30, 30, 30))
    for i, (name, image) in enumerate(taken):
        x, y = 8 + (i % columns) * (tw + 8), 8 + (i // columns) * (th + 28)
        out.blit(pygame.transform.smoothscale(image, (tw, th)), (x, y + 20))
        out.blit(font.render(name, True, (230, 230, 230)), (x, y))
    pygame.image.save(out, str(path))


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.bench sheets", description=__doc__)
    parser.add_argument("--out", default="sheets", help="folder for the PNGs (made if missing)")
    parser.add_argument("--sizes", default=",".join(f"{w}x{h}" for w, h in SIZES))
    parser.add_argument("--languages", default=",".join(LANGUAGES))
    args = parser.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for text in args.sizes.split(","):
        w, h = (int(v) for v in text.split("x"))
        for language in args.languages.split(","):
            taken = shoot(out, (w, h), language)
            sheet(taken, out / f"sheet_{w}x{h}_{language}.png")
            print(f"{w}x{h} {language}: {len(taken)} moments -> {out}/sheet_{w}x{h}_{language}.png", flush=True)
    return 0


def staged_shot(outcome: str, size: tuple[int, int], language: str = "en", idle: int = 0) -> tuple[Shooter, Any] | None:
    """A shot to `outcome` started on its table (the defender's choice just made, after `idle`
    frames of the table waiting for it): the shooter and its scene, or None when no seed reaches
    that outcome."""
    from game.ui.scenes.match.base import MatchBase

    found = shot_position(outcome)
    if found is None:
        return None
    state, action = found
    shooter = Shooter(size, language)
    shooter.at(state.phase.value, state)
    scene = shooter.app.stack.top
    assert isinstance(scene, MatchBase)
    if idle:
        shooter.frame(n=idle)
    scene.act(action)  # type: ignore[arg-type]
    return shooter, scene
