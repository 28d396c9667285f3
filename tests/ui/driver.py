"""Synthetic input for headless UI tests: mouse and keyboard events fed to `App.step`, and an
auto-player that answers every prompt through those events only (never through the controller)."""

from __future__ import annotations

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from game.engine import actions as A
from game.ui.look import layout as L
from game.ui.scenes.match.base import MatchBase
from game.ui.scenes.match.lineup import LineupScene
from game.ui.scenes.table.table_scene import TableScene
from game.ui.widgets.basic import Menu
from game.ui.window.app import App

DT = 1 / 60
THINK_LIMIT = 120.0  # seconds one decision of the computer may take before a test fails (a loaded machine is slow)


def await_computer(scene: MatchBase) -> None:
    """Block until the computer's decision in progress is made (a condition, not a guessed sleep),
    so frames are not spun, competing with its thread, while it thinks."""
    job = scene.ctrl.worker
    if job is not None:
        assert job.wait(THINK_LIMIT), f"the computer did not decide within {THINK_LIMIT:g} s"


def number_key(menu: Menu, label: str) -> int:
    """The number key of the button labelled `label` (the title numbers Continue 0, issue #38.7)."""
    n = menu.number([b.label for b in menu.buttons].index(label))
    assert n is not None, label
    return pygame.K_0 + n


def key_event(key: int, mod: int = 0) -> list[pygame.event.Event]:
    return [
        pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0),
        pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0),
    ]


def mouse_down(pos: tuple[int, int], button: int = 1) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)


def mouse_up(pos: tuple[int, int], button: int = 1) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)


def mouse_move(pos: tuple[int, int], buttons: tuple[int, int, int] = (0, 0, 0)) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=buttons)


class Driver:
    def __init__(self, app: App) -> None:
        self.app = app

    def frame(self, events: list[pygame.event.Event] | None = None, n: int = 1) -> None:
        self.app.step(DT, events or [])
        for _ in range(n - 1):
            self.app.step(DT, [])

    def key(self, key: int, frames: int = 2) -> None:
        self.frame(key_event(key), frames)

    def click(self, pos: tuple[int, int], frames: int = 2, button: int = 1) -> None:
        self.frame([mouse_move(pos), mouse_down(pos, button), mouse_up(pos, button)], frames)

    def drag(self, start: tuple[int, int], end: tuple[int, int], steps: int = 6) -> None:
        self.frame([mouse_move(start), mouse_down(start)])
        for i in range(1, steps + 1):
            p = (start[0] + (end[0] - start[0]) * i // steps, start[1] + (end[1] - start[1]) * i // steps)
            self.frame([mouse_move(p, (1, 0, 0))])
        self.frame([mouse_up(end)], 2)

    def settle(self, limit: int = 600) -> None:
        """Run frames until no animation plays and the computer is not thinking."""
        for _ in range(limit):
            top = self.app.stack.top
            scene = top if isinstance(top, MatchBase) else self.app.stack.find(MatchBase)
            if isinstance(scene, MatchBase) and (
                scene.anim.busy or scene.ctrl.thinking or scene.ctrl.computer_to_act()
            ):
                await_computer(scene)
                self.frame()
                continue
            self.frame()
            return

    def top_menu(self) -> Menu | None:
        menu = getattr(self.app.stack.top, "menu", None)
        return menu if isinstance(menu, Menu) else None


class AutoPlayer:
    """Answers whatever the top scene asks, by mouse (`use_mouse`) or keyboard, picking randomly
    among the enabled options with a fixed seed. It reads only what is on screen (scene widgets and
    the view the scene draws)."""

    def __init__(self, driver: Driver, seed: int, use_mouse: bool) -> None:
        self.d = driver
        self.rng = random.Random(seed)
        self.mouse = use_mouse
        self.placed_by_drag = 0
        self.placed_by_keys = 0
        self.illegal_drops = 0

    def choose_button(self, menu: Menu, prefer: tuple[str, ...] = ()) -> None:
        enabled = [i for i, b in enumerate(menu.buttons) if b.enabled]
        if not enabled:
            self.d.frame()
            return
        chosen = None
        for word in prefer:
            hits = [i for i in enabled if word in menu.buttons[i].label]
            if hits:
                chosen = self.rng.choice(hits)
                break
        if chosen is None:
            chosen = self.rng.choice(enabled)
        if self.mouse:
            self.d.click(menu.buttons[chosen].rect.center)
        else:
            for _ in range((chosen - menu.focus) % len(menu.buttons)):
                self.d.key(pygame.K_DOWN, 1)
            self.d.key(pygame.K_RETURN)

    def step(self) -> None:
        top = self.d.app.stack.top
        name = type(top).__name__
        if name == "PassScreen":
            self.d.frame(n=20)
            if self.mouse:
                self.d.click((640, 360))
            else:
                self.d.key(pygame.K_RETURN)
            return
        if isinstance(top, MatchBase):
            top.ctrl.think_pause = 0.0  # tests do not wait for the readable pause
        if isinstance(top, MatchBase) and (top.anim.busy or not top.ctrl.human_to_act()):
            await_computer(top)
            self.d.frame()
            return
        if isinstance(top, LineupScene):
            self.lineup(top)
            return
        if isinstance(top, TableScene):
            self.table(top)
            return
        menu = self.d.top_menu()
        if menu is None or not menu.buttons:
            self.d.frame()
            return
        self.choose_button(menu, prefer=("Done", "Kick", "Save"))

    def lineup(self, scene: LineupScene) -> None:
        roster = scene.view().me.roster
        if len(scene.menu.buttons) <= len(roster):  # the scene has not built its prompt yet
            self.d.frame()
            return
        picks = self.rng.sample(range(len(roster)), 3)
        for i in picks:
            if self.mouse:
                self.d.click(scene.menu.buttons[i].rect.center)
            else:
                for _ in range((i - scene.menu.focus) % len(scene.menu.buttons)):
                    self.d.key(pygame.K_RIGHT, 1)
                self.d.key(pygame.K_RETURN)
        if self.mouse:
            self.d.click(scene.menu.buttons[-1].rect.center)
        else:
            self.d.key(pygame.K_c)

    def table(self, scene: TableScene) -> None:
        v = scene.view()
        places = [a for a in v.legal_actions if isinstance(a, A.Place)]
        if v.phase == "player_action" and places and self.rng.random() < 0.9:
            if scene.mode not in ("idle", "place"):
                self.d.key(pygame.K_ESCAPE)  # leave a sub-menu first
            a = self.rng.choice(places)
            idx = v.me.available.index(a.card)
            if self.mouse:
                src = L.available_rect(idx).center
                dst = L.card_rect(True, a.row, a.col).center
                self.d.drag(src, dst)
                self.placed_by_drag += 1
            else:
                self.d.key(pygame.K_1 + idx if idx < 9 else pygame.K_0)
                target_places = scene.places(a.card)
                want = target_places.index((a.row, a.col))
                for _ in range((want - scene.cursor) % len(target_places)):
                    self.d.key(pygame.K_RIGHT, 1)
                self.d.key(pygame.K_RETURN)
                self.placed_by_keys += 1
            return
        if v.phase == "attack_synergy" and scene.menu.buttons:
            self.choose_button(scene.menu, prefer=("Play",))
            return
        if not scene.menu.buttons:
            self.d.frame()
            return
        prefer: tuple[str, ...] = ("Direct", "Shoot with") if self.rng.random() < 0.3 else ()
        if scene.mode in ("sub_in", "sub_out") and self.rng.random() < 0.5:
            prefer = ("Back",)
        if v.phase == "shoot_option":
            prefer = ("Shoot",) if self.rng.random() < 0.7 else ("Don't",)
        self.choose_button(scene.menu, prefer)
