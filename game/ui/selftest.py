"""`python -m game --self-test`: a headless check of a build. Prints one line per check and
returns 0 only if all pass: card data, fonts, sprites and sounds are found; each language's
catalog loads and its font draws its words; every sound decodes; a match saves and loads back in
the player's own data folder (in a folder of its own, removed again); a computer-vs-computer match
is played to the end through the real scenes (animations skipped), each scene drawing something;
and a host and a guest shake hands over loopback. Leaves nothing in the player's folders."""

from __future__ import annotations

import os
import shutil
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

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


# A word of every screen's first menu, looked up in each language's catalog.
PROBE_WORDS = ("New match", "Play online", "Rules")


def _languages() -> str:
    """Each language's catalog is shipped and translates, its font has every glyph it needs, and
    Chinese and Japanese lines find their phrases (BudouX's models are shipped)."""
    from game import i18n
    from game.ui.look.assets import font_px
    from game.ui.look.line_breaks import phrases

    if phrases("カードを選ぼう。") != ["カードを", "選ぼう。"] or len(phrases("选择进攻协同。")) < 2:
        raise RuntimeError("the Chinese and Japanese phrase models did not load")

    drawn = []
    try:
        for code in i18n.LANGUAGES:
            i18n.set_language(code)
            words = [i18n._(word) for word in PROBE_WORDS]
            if code != i18n.DEFAULT and words == list(PROBE_WORDS):
                raise RuntimeError(f"{code}: the catalog did not load")
            font = font_px(24, False, code)
            for word in words:
                if any(glyph is None for glyph in font.metrics(word)):
                    raise RuntimeError(f"{code}: the font has no glyph for part of {word!r}")
                if font.render(word, True, (255, 255, 255)).get_width() < 8:
                    raise RuntimeError(f"{code}: {word!r} drew nothing")
            drawn.append(f"{code} {words[0]}")
    finally:
        i18n.set_language(i18n.DEFAULT)
    return "languages: " + ", ".join(drawn)


def _sounds() -> str:
    """Every shipped sound decodes into audio of some length."""
    if not pygame.mixer.get_init():
        pygame.mixer.init()
    try:
        total = 0.0
        for name in SOUND_NAMES:
            length = pygame.mixer.Sound(str(resource_path("game", "data", "sounds", f"{name}.ogg"))).get_length()
            if length <= 0:
                raise RuntimeError(f"{name}.ogg decodes to nothing")
            total += length
        return f"{len(SOUND_NAMES)} sounds decode ({total:.0f} s of audio)"
    finally:
        pygame.mixer.quit()


def _saves(user_data: Path) -> str:
    """A match saves and loads back in the player's own data folder (the Windows user folder on
    Windows), in a folder of the self-test's own that is removed afterwards."""
    from game import storage
    from game.engine.state import Game

    created = not user_data.exists()
    folder = user_data / f"self-test-{os.getpid()}"
    kept_home = os.environ.get("MN11_HOME")
    os.environ["MN11_HOME"] = str(folder)
    try:
        state = Game(seed=11).new_initial_state()
        state.apply_action(state.view(state.current_player()).legal_actions[0])
        storage.write_autosave(state, {"mode": "self-test"})
        resume = storage.read_autosave()
        if resume.state is None or resume.state.view(0) != state.view(0) or resume.meta != {"mode": "self-test"}:
            raise RuntimeError(f"the match saved in {folder} did not load back ({resume.notice})")
        return f"a match saves and loads back in {user_data}"
    finally:
        if kept_home is None:
            os.environ.pop("MN11_HOME", None)
        else:
            os.environ["MN11_HOME"] = kept_home
        shutil.rmtree(folder, ignore_errors=True)
        if created:
            for empty in (user_data, user_data.parent):
                try:
                    empty.rmdir()
                except OSError:
                    break


def _hard_process() -> str:
    """Hard thinks in a spawned process (game/ai/search_process.py): in a frozen build that process
    is the executable itself started again, which only works when the build is made right."""
    from game.ai import search_process
    from game.ai.registry import make_agent
    from game.engine.state import Game

    state = Game(seed=5).new_initial_state()
    view = state.view(state.current_player())
    t0 = time.perf_counter()
    server = search_process.SearchProcess()
    try:
        server.submit(make_agent("hard", 5), view)
        reply = None
        while reply is None and time.perf_counter() - t0 < 120:
            reply = server.receive(0.1)
        if reply is None or reply.action is None:
            raise RuntimeError(reply.error if reply else "no answer within 120 s")
        if reply.action not in view.legal_actions:
            raise RuntimeError(f"it chose an action that is not legal: {reply.action}")
        return f"Hard decided in its own process in {time.perf_counter() - t0:.1f} s"
    finally:
        server.terminate()


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


def _review() -> str:
    """A kept match is reviewed in the review's own process (game/review_process.py), which in a
    frozen build is the executable started again; a small search budget keeps it short."""
    from game import storage
    from game.ai.registry import make_agent
    from game.ai.review import TEST_BUDGET
    from game.engine.state import Game
    from game.review_process import ReviewJob

    state = Game(seed=3).new_initial_state()
    agent = make_agent("random", 3)
    while not state.is_terminal():
        state.apply_action(agent.choose(state.view(state.current_player())))
    path = storage.keep_finished(state, {"mode": "computer", "agent": "random", "human_side": 0})
    t0 = time.perf_counter()
    job = ReviewJob(TEST_BUDGET)
    job.start(path)
    try:
        while not job.done() and time.perf_counter() - t0 < 180:
            time.sleep(0.05)
        review = job.result() if job.done() else None
        if review is None:
            raise RuntimeError(job.error or "no review within 180 s")
        points = sum(len(c.curve) for c in review.coaches.values())
        return f"a match reviewed in its own process in {time.perf_counter() - t0:.1f} s ({points} curve points)"
    finally:
        job.cancel()


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
    import platformdirs

    from game.paths import APP_NAME

    user_data = platformdirs.user_data_path(APP_NAME, appauthor=False)
    # Nothing else may be written into the player's own folders (game/paths.py).
    os.environ["MN11_HOME"] = tempfile.mkdtemp(prefix="mn11-self-test-")
    ok = True
    missing = _files()
    print(f"self-test: shipped files {'ok' if not missing else 'MISSING ' + ', '.join(missing)}")
    ok &= not missing
    checks: tuple[tuple[str, Callable[[], str]], ...] = (
        ("languages", _languages),
        ("sounds", _sounds),
        ("saves", lambda: _saves(user_data)),
        ("Hard's process", _hard_process),
    )
    for what, check in checks:
        try:
            print(f"self-test: {check()}")
        except Exception as exc:
            print(f"self-test: {what} FAILED: {type(exc).__name__}: {exc}")
            ok = False
    try:
        t0 = time.perf_counter()
        what = _play(seed=7)
        print(f"self-test: {what} in {time.perf_counter() - t0:.1f} s")
    except Exception as exc:
        print(f"self-test: playing a match FAILED: {type(exc).__name__}: {exc}")
        ok = False
    try:
        print(f"self-test: {_review()}")
    except Exception as exc:
        print(f"self-test: reviewing a match FAILED: {type(exc).__name__}: {exc}")
        ok = False
    try:
        print(f"self-test: {_online()}")
    except Exception as exc:
        print(f"self-test: online play FAILED: {type(exc).__name__}: {exc}")
        ok = False
    try:
        from game.net.internet import self_check

        print(f"self-test: {self_check()}")
    except Exception as exc:
        print(f"self-test: internet play FAILED: {type(exc).__name__}: {exc}")
        ok = False
    print("self-test: PASS" if ok else "self-test: FAIL")
    return 0 if ok else 1
