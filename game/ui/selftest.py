"""`python -m game --self-test`: a headless check of a build. Prints one line per check and
returns 0 only if all pass: card data, fonts, sprites and sounds are found, and a computer-vs-computer
match is played to the end through the real scenes (animations skipped), each scene drawing something,
and a host and a guest shake hands over loopback. Writes nothing into the player's folders."""

from __future__ import annotations

import os
import tempfile
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from game.resources import resource_path
from game.ui.audio.cues import ALL as SOUND_NAMES

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
    from game.engine.cards import CardDataError, default_cards

    missing = []
    try:
        default_cards()
    except CardDataError as exc:
        missing.append(f"game/data/cards.toml ({exc})")
    from game.i18n import DEFAULT, DOMAIN, LANGUAGES
    from game.ui.look.assets import LANGUAGE_FONTS

    fonts = {"NotoSans-Regular.ttf", "NotoSans-Bold.ttf", "OFL.txt"}
    fonts |= {name for files in LANGUAGE_FONTS.values() for name in files.values()}
    for name in sorted(fonts):
        if not resource_path("fonts", name).is_file():
            missing.append(f"fonts/{name}")
    for code in LANGUAGES:
        if code != DEFAULT and not resource_path("game", "locale", code, "LC_MESSAGES", f"{DOMAIN}.mo").is_file():
            missing.append(f"game/locale/{code}/LC_MESSAGES/{DOMAIN}.mo")
    try:
        from game.ai.value_model import shipped_model

        shipped_model()
    except (OSError, ValueError) as exc:
        missing.append(f"game/data/value_model.json ({exc})")
    for name in SPRITES:
        if not resource_path("sprites", f"{name}.png").is_file():
            missing.append(f"sprites/{name}.png")
    for name in SOUND_NAMES:
        if not resource_path("game", "data", "sounds", f"{name}.ogg").is_file():
            missing.append(f"game/data/sounds/{name}.ogg")
    return missing


def _blank(surface: pygame.Surface) -> bool:
    """True when a frame shows (almost) nothing: a scene that failed to draw."""
    small = pygame.transform.scale(surface, (32, 18))
    colours = {small.get_at((x, y))[:3] for x in range(32) for y in range(18)}
    return len(colours) < 3


def _play(seed: int) -> str:
    """A computer-vs-computer match through the real scenes, animations skipped, no pauses."""
    from game.ui.control.controller import MatchConfig
    from game.ui.scenes.cast import register, scene_for_phase
    from game.ui.scenes.menus.menus import NewMatchScene, TitleScene
    from game.ui.scenes.result.result import ResultScene
    from game.ui.window.app import App
    from game.ui.window.session import Session

    register()
    app = App(headless=True, sound=False)
    try:
        for first in (TitleScene(app), NewMatchScene(app, seed=seed)):
            app.stack.push(first)
            app.step(1 / 60, [])
            if _blank(app.screen):
                raise RuntimeError(f"{type(first).__name__} drew nothing")
            app.stack.pop(first)
        session = Session(MatchConfig(mode="watch", agent="normal", seed=seed), app.sounds)
        session.controller.think_pause = 0.0
        app.closers.append(session.close)
        app.stack.push(scene_for_phase(session.controller.phase)(app, session))
        scenes: list[str] = []
        for _ in range(200_000):
            top = app.stack.top
            name = type(top).__name__
            if name not in scenes:
                scenes.append(name)
                app.step(1 / 60, [])
                if _blank(app.screen):
                    raise RuntimeError(f"{name} drew nothing")
            if app.stack.errors:
                raise RuntimeError(app.stack.errors[0])
            if isinstance(top, ResultScene):
                result = session.controller.view().score
                return f"match over {result[0]}-{result[1]} through {', '.join(scenes)}"
            session.animator.skip_all()
            app.step(1 / 60, [])
            if session.controller.thinking:
                time.sleep(0.001)  # let the decision worker run
        raise RuntimeError(f"the match did not end (scenes seen: {', '.join(scenes)})")
    finally:
        app.close()


def _online() -> str:
    """Online play's parts are shipped and work: a host and a guest over loopback shake hands and
    the guest sees its side's view."""
    from game.engine.state import Game
    from game.net.client import GuestLink
    from game.net.guest import GuestTable
    from game.net.host import HostLink, Referee

    state = Game(seed=7).new_initial_state()
    link = HostLink(port=0, bind="127.0.0.1")
    guest = GuestLink("127.0.0.1", link.port, link.code, "self-test", retry=False)
    try:
        referee, table = Referee(link, 1, "self-test"), GuestTable(guest)
        end = time.monotonic() + 10
        while table.view is None and time.monotonic() < end:
            referee.poll(state)
            table.poll()
            time.sleep(0.005)
        if table.view != state.view(1):
            raise RuntimeError(f"no handshake over loopback ({guest.status}: {guest.reason or 'no answer'})")
        return f"online handshake over loopback on port {link.port}"
    finally:
        guest.close()
        link.close()


def run() -> int:
    # Nothing may be written into the player's own folders (game/paths.py).
    os.environ["MN11_HOME"] = tempfile.mkdtemp(prefix="mn11-self-test-")
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
    try:
        print(f"self-test: {_online()}")
    except Exception as exc:
        print(f"self-test: online play FAILED: {type(exc).__name__}: {exc}")
        ok = False
    print("self-test: PASS" if ok else "self-test: FAIL")
    return 0 if ok else 1
