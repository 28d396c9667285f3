"""`python -m game --self-test`: a headless check of a build. Prints one line per check and
returns 0 only if all pass: fonts, sprites and sounds are found, every scene draws, and a
hot-seat match is played to the end through the scenes with synthetic input."""

from __future__ import annotations

import os
import random
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from game.resources import resource_path
from game.ui.sound import NAMES as SOUND_NAMES

SPRITES = (
    "ball",
    "shield",
    "plus",
    "up_arrow",
    "crack",
    "lightning",
    "star",
    "boot",
    "card_back",
    "token_up",
    "token_down",
    "marker",
)


def _files() -> list[str]:
    missing = []
    for name in ("NotoSans-Regular.ttf", "NotoSans-Bold.ttf", "OFL.txt"):
        if not resource_path("fonts", name).is_file():
            missing.append(f"fonts/{name}")
    for name in SPRITES:
        if not resource_path("sprites", f"{name}.png").is_file():
            missing.append(f"sprites/{name}.png")
    for name in SOUND_NAMES:
        if not resource_path("game", "data", "sounds", f"{name}.wav").is_file():
            missing.append(f"game/data/sounds/{name}.wav")
    return missing


def _play(seed: int) -> str:
    """Play a hot-seat match by clicking the first enabled button of each prompt (and dragging
    players onto legal places), frame by frame."""
    from game.engine import actions as A
    from game.ui import layout as L
    from game.ui.app import App
    from game.ui.scenes.base import MatchBase
    from game.ui.scenes.lineup import LineupScene
    from game.ui.scenes.menus import NewMatchScene, TitleScene
    from game.ui.scenes.result import ResultScene
    from game.ui.scenes.table_scene import TableScene

    rng = random.Random(seed)
    app = App(headless=True, sound=False)
    app.stack.push(TitleScene(app))
    dt = 1 / 60

    def key(k: int) -> None:
        app.step(dt, [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)])

    def click(pos: tuple[int, int], button: int = 1) -> None:
        app.step(dt, [
            pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button),
        ])  # fmt: skip

    key(pygame.K_RETURN)
    scene = app.stack.top
    if isinstance(scene, NewMatchScene):
        scene.seed = seed
    key(pygame.K_5)
    scenes: set[str] = set()
    for _ in range(60000):
        top = app.stack.top
        scenes.add(type(top).__name__)
        if isinstance(top, ResultScene):
            return f"match over ({', '.join(sorted(scenes))})"
        if app.stack.errors:
            raise RuntimeError(app.stack.errors[0])
        if isinstance(top, MatchBase) and (top.anim.busy or not top.ctrl.human_to_act()):
            app.step(dt, [])
            continue
        if type(top).__name__ == "PassScreen":
            for _ in range(20):
                app.step(dt, [])
            click((640, 360))
            continue
        if isinstance(top, TableScene):
            v = top.view()
            places = [a for a in v.legal_actions if isinstance(a, A.Place)]
            if v.phase == "player_action" and places and top.mode in ("idle", "place"):
                a = rng.choice(places)
                src = L.available_rect(v.me.available.index(a.card)).center
                dst = L.card_rect(True, a.row, a.col).center
                app.step(dt, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=src, button=1)])
                app.step(dt, [pygame.event.Event(pygame.MOUSEMOTION, pos=dst, rel=(0, 0), buttons=(1, 0, 0))])
                app.step(dt, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=dst, button=1)])
                continue
        if isinstance(top, LineupScene) and len(top.menu.buttons) > 3:
            for i in rng.sample(range(len(top.menu.buttons) - 1), 3):
                click(top.menu.buttons[i].rect.center)
            key(pygame.K_c)
            continue
        menu = getattr(top, "menu", None)
        buttons = [b for b in getattr(menu, "buttons", []) if b.enabled and b.label != "Back"]
        if buttons:
            click(rng.choice(buttons).rect.center)
        else:
            app.step(dt, [])
    raise RuntimeError(f"the match did not end (scenes seen: {', '.join(sorted(scenes))})")


def run() -> int:
    ok = True
    missing = _files()
    print(f"self-test: shipped files {'ok' if not missing else 'MISSING ' + ', '.join(missing)}")
    ok &= not missing
    try:
        t0 = time.perf_counter()
        what = _play(seed=7)
        print(f"self-test: {what} in {time.perf_counter() - t0:.1f} s")
    except Exception as exc:
        print(f"self-test: playing a match FAILED: {type(exc).__name__}: {exc}")
        ok = False
    print("self-test: PASS" if ok else "self-test: FAIL")
    return 0 if ok else 1
