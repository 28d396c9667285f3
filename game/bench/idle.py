"""Idle cost of each screen in a real window (issue #38 point 8): the game's frame loop left alone
on a screen, its process's utime+stime over the wall time, as a share of one core.

With Xvfb installed, a private X server is started on a free display and each screen runs in a
child process drawing to a real X11 window (SDL_VIDEODRIVER=x11): what a player's desktop pays,
presents included. Without it, the same loop runs on SDL's dummy driver (no presents: a floor).

    python -m game.bench.idle [--seconds 10] [--size 1920x1080] [--screens title,table,guided,host]"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

SCREENS = ("title", "table", "guided", "host")
SETTLE_SECONDS = 2.0  # after a screen says it is ready: entry animations end, caches fill


def build(screen: str, size: tuple[int, int], headless: bool) -> Any:
    """An App (game.ui.window.app) showing `screen` at `size`, settled, with no notice showing."""
    from game.settings import defaults
    from game.ui.scenes import cast
    from game.ui.scenes.menus.menus import TitleScene
    from game.ui.window.app import App

    cast.register()  # the table of scenes, as the window's start fills it
    app = App(headless=headless, sound=False, settings=defaults().with_(window=size), size=size)
    app.stack.push(TitleScene(app))
    if screen == "table":
        from game.bench.render import busy_table

        busy_table(app)
    elif screen == "guided":
        from game.ui.scenes.menus.launch import start_guided

        start_guided(app)
    elif screen == "host":
        from game.ui.scenes.online.online import HostScene

        app.stack.push(HostScene(app, "Coach"))
    elif screen != "title":
        raise ValueError(f"no screen {screen!r}: one of {', '.join(SCREENS)}")
    start = time.perf_counter()
    while time.perf_counter() - start < 1.0 or (app.animating() and time.perf_counter() - start < 20.0):
        app.tick()  # at least a second of frames: the entry plays out, the computer makes its move
    app.toast_time = 0.0
    return app


def cpu_seconds(pid: int) -> float:
    """utime+stime of process `pid` (Linux /proc), in seconds."""
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def share_in_process(screen: str, seconds: float, size: tuple[int, int]) -> float:
    """The frame loop on the dummy driver in this process: CPU time / wall time."""
    app = build(screen, size, headless=True)
    for _ in range(30):
        app.tick()
    cpu0, wall0 = time.process_time(), time.perf_counter()
    while time.perf_counter() - wall0 < seconds:
        app.tick()
    share = (time.process_time() - cpu0) / (time.perf_counter() - wall0)
    _close(app)
    return share


def _close(app: Any) -> None:
    """Close the window; a hosting screen first lets its port and announcer go."""
    leave = getattr(app.stack.top, "leave", None)
    if type(app.stack.top).__name__ == "HostScene" and callable(leave):
        leave()
    app.close()


def _free_display() -> int:
    for n in range(90, 200):
        if not os.path.exists(f"/tmp/.X11-unix/X{n}") and not os.path.exists(f"/tmp/.X{n}-lock"):
            return n
    raise RuntimeError("no free X display number")


@contextmanager
def xvfb(size: tuple[int, int]) -> Iterator[str]:
    """A private Xvfb on a free display, big enough for `size`; yields its DISPLAY name."""
    n = _free_display()
    proc = subprocess.Popen(
        ["Xvfb", f":{n}", "-screen", "0", f"{size[0]}x{size[1]}x24", "-nolisten", "tcp"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        deadline = time.monotonic() + 10
        while not os.path.exists(f"/tmp/.X11-unix/X{n}"):
            if proc.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError("Xvfb did not start")
            time.sleep(0.05)
        time.sleep(0.5)  # the socket is there before the server answers on it
        yield f":{n}"
    finally:
        proc.terminate()
        try:
            proc.wait(5)
        except subprocess.TimeoutExpired:
            proc.kill()


def share_in_window(screen: str, seconds: float, size: tuple[int, int], display: str) -> float:
    """A child process shows `screen` in a real X11 window on `display`; its CPU over `seconds`."""
    env = dict(
        os.environ,
        DISPLAY=display,
        SDL_VIDEODRIVER="x11",
        SDL_AUDIODRIVER="dummy",
        MN11_NO_DISCOVERY="1",
        PYGAME_HIDE_SUPPORT_PROMPT="1",
    )
    with (
        tempfile.TemporaryDirectory(prefix="mn11-idle-") as home,
        open(os.path.join(home, "stderr.txt"), "w+") as errors,
    ):
        env["MN11_HOME"] = home
        cmd = [sys.executable, "-m", "game.bench.idle", "--child", screen, "--size", f"{size[0]}x{size[1]}"]
        child = subprocess.Popen(cmd, env=env, stdout=subprocess.PIPE, stderr=errors, text=True)
        try:
            assert child.stdout is not None
            if child.stdout.readline().strip() != "ready":
                raise RuntimeError(f"the {screen} screen did not open in the window: {_tail(errors)}")
            time.sleep(SETTLE_SECONDS)
            cpu0, wall0 = cpu_seconds(child.pid), time.monotonic()
            time.sleep(seconds)
            return (cpu_seconds(child.pid) - cpu0) / (time.monotonic() - wall0)
        finally:
            child.terminate()
            try:
                child.wait(5)
            except subprocess.TimeoutExpired:
                child.kill()


def _tail(errors: Any) -> str:
    errors.flush()
    errors.seek(0)
    return str(errors.read())[-800:]


def run_child(screen: str, size: tuple[int, int]) -> int:
    """The measured process: the screen in a real window, its frame loop until terminated."""
    import signal

    app = build(screen, size, headless=False)
    signal.signal(signal.SIGTERM, lambda *_: app.quit())
    print("ready", flush=True)
    while app.running:
        app.tick()
    _close(app)
    return 0


def measure(
    screens: tuple[str, ...], seconds: float, size: tuple[int, int], dummy: bool = False
) -> tuple[str, dict[str, float]]:
    """The driver used ("x11 (Xvfb)" or "dummy") and each screen's idle share of one core."""
    if not dummy and shutil.which("Xvfb") and sys.platform.startswith("linux"):
        with xvfb(size) as display:
            return "x11 (Xvfb)", {s: share_in_window(s, seconds, size, display) for s in screens}
    return "dummy", {s: share_in_process(s, seconds, size) for s in screens}


def report(
    seconds: float, size: tuple[int, int] = (1920, 1080), screens: tuple[str, ...] = SCREENS, dummy: bool = False
) -> None:
    driver, shares = measure(screens, seconds, size, dummy)
    where = "a real X11 window on a private Xvfb" if driver.startswith("x11") else "SDL's dummy driver (no Xvfb)"
    print(f"idle: each screen left alone for {seconds:.0f} s at {size[0]}x{size[1]} in {where}; utime+stime / wall")
    for screen, share in shares.items():
        print(f"  {screen:6s} {100 * share:5.1f}% of one core")
    print(f"  driver: {driver}; target: < 5% of a core")


def _size(text: str) -> tuple[int, int]:
    w, h = text.lower().split("x")
    return int(w), int(h)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.bench.idle", description=__doc__)
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--size", type=_size, default=(1920, 1080))
    parser.add_argument("--screens", default=",".join(SCREENS))
    parser.add_argument("--dummy", action="store_true", help="SDL's dummy driver even when Xvfb is installed")
    parser.add_argument("--child", default=None, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        return run_child(args.child, args.size)
    report(args.seconds, args.size, tuple(s for s in args.screens.split(",") if s), args.dummy)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
