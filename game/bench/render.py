"""Render speed and idle cost, drawn natively at each window size (no scaling pass).

Frame time: the busiest match position (20 cards placed, tokens, both hands, an animation
running) drawn headless for N frames; median and p95. Idle (game.bench.idle): the real frame loop
(`App.tick`) left alone on the title, the table, the guided match waiting on its first lesson and
the online host waiting, in a real X11 window on a private Xvfb when Xvfb is installed (the dummy
driver otherwise; the report names the driver); utime+stime over the wall time, a share of one core.
Also every frame of a staged shot (a goal, a magic eleven, a tackle turned penalty) at 1920x1080,
after a second of the table waiting for it (as a player's choice takes), and of the penalty's
choice on its stage (the pointer over each zone) and its kick; with how many frames took over 16 ms.
Targets at 1920x1080: median <= 4 ms, p95 <= 8 ms, no frame of a shot over 16 ms; idle < 5% of a core."""

from __future__ import annotations

import argparse
import os
import statistics
import time
from collections.abc import Callable

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

SIZES = ((1280, 720), (1920, 1080), (2560, 1440))


def busy_table(app: object) -> tuple[object, object]:
    """Show the busiest match position (hot-seat, from the side to act) in `app`: its session and state."""
    from game.ui.control.controller import MatchConfig
    from game.ui.control.positions import busy_state
    from game.ui.scenes.table.table_scene import TableScene
    from game.ui.window.session import Session

    state = busy_state()
    session = Session(MatchConfig(mode="hotseat"), None, state=state.clone())
    session.controller.viewer = state.current_player()
    app.stack.push(TableScene(app, session))  # type: ignore[attr-defined,arg-type]
    return session, state


def _table_app(size: tuple[int, int]) -> tuple[object, object, object]:
    from game.ui.scenes import cast
    from game.ui.window.app import App

    cast.register()  # the table of scenes, as the window's start fills it
    app = App(headless=True, sound=False, size=size)
    session, state = busy_table(app)
    return app, session, state


def frame_times(frames: int, size: tuple[int, int]) -> list[float]:
    from game.engine import actions as A
    from game.ui.table import event_anims

    app, session, state = _table_app(size)
    assert app.screen.get_size() == size  # type: ignore[attr-defined]
    # An animation to keep running: the next placement (or any action) replayed on a clone.
    trial = state.clone()  # type: ignore[attr-defined]
    viewer = session.controller.viewer  # type: ignore[attr-defined]
    before = trial.view(viewer)
    legal = trial.legal_actions()
    action = next((a for a in legal if isinstance(a, A.Place)), legal[0])
    events = trial.apply_action(action)
    after = trial.view(viewer)
    times: list[float] = []
    dt = 1 / 60
    animator = session.animator  # type: ignore[attr-defined]
    for _ in range(frames):
        if not animator.busy:
            setup, steps = event_anims.build(events, before, after)
            steps.append(event_anims.Step(0.5, "banner", draw=event_anims.banner("MAGIC NUMBER!", (255, 120, 240), 52)))
            animator.begin(setup, steps)
        t0 = time.perf_counter()
        app.stack.update(dt)  # type: ignore[attr-defined]
        app.draw()  # type: ignore[attr-defined]
        times.append((time.perf_counter() - t0) * 1000)
    session.close()  # type: ignore[attr-defined]
    return times


def shot_frame_times(
    outcome: str,
    size: tuple[int, int] = (1920, 1080),
    clock: Callable[[], float] = time.perf_counter,
    idle: int = 60,
) -> list[float]:
    """Frame times (ms) of a whole shot staged to `outcome` on its full-screen stage, from the
    defender's choice (after `idle` frames of the table waiting for it) to the end (`clock`: wall
    time, or `time.process_time` for this process's CPU time alone, steadier on a busy machine)."""
    from game.bench.sheets import staged_shot

    staged = staged_shot(outcome, size, idle=idle)
    if staged is None:
        return []
    shooter, scene = staged
    times: list[float] = []
    while scene.anim.busy and len(times) < 2000:
        t0 = clock()
        shooter.app.step(1 / 60, [])
        times.append((clock() - t0) * 1000)
    shooter.app.close()
    return times


def penalty_frame_times(
    size: tuple[int, int] = (1920, 1080), clock: Callable[[], float] = time.perf_counter
) -> list[float]:
    """Frame times (ms) of a penalty's choice on its full-screen stage after a tackle: the pointer
    over each zone in turn (each lifting on its spring), then the kick chosen by its key and
    played on the same stage (the keeper's choice made by the same hands in hot-seat)."""
    from game.bench.sheets import staged_shot
    from game.ui.scenes.match.base import MatchBase
    from game.ui.stage import penalty_stage as P

    staged = staged_shot("tackle", size)
    if staged is None:
        return []
    shooter, scene = staged
    scene.anim.skip_all()
    click = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1)

    def hand_over() -> None:
        """Past the hot-seat pass screen, if one is up (it takes a click once it has been seen a moment)."""
        shooter.frame(n=40)
        if not isinstance(shooter.app.stack.top, MatchBase):
            shooter.frame([click], n=5)

    hand_over()
    zones = [r for _a, r in P.targets(pygame.Rect(0, 0, *size), scene.view().legal_actions)]
    times: list[float] = []

    def timed(events: list[pygame.event.Event]) -> None:
        t0 = clock()
        shooter.app.step(1 / 60, events)
        times.append((clock() - t0) * 1000)

    for n in range(300):
        at = zones[n // 30 % len(zones)].center if zones else (0, 0)
        timed([pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(0, 0, 0))] if n % 30 == 0 else [])
    shooter.key(pygame.K_3)  # the kick
    hand_over()
    shooter.key(pygame.K_1)  # the keeper's dive: the kick plays on the stage
    top = shooter.app.stack.top
    while isinstance(top, MatchBase) and top.anim.busy and len(times) < 2000:
        timed([])
    shooter.app.close()
    return times


def shot_report() -> None:
    """Every frame of the full-screen shot at 1920x1080 for each outcome (a tackle turns into the
    penalty): wall time, and this process's CPU time."""
    for outcome in ("goal", "magic", "saved", "tackle"):
        for label, clock in (("wall", time.perf_counter), ("cpu", time.process_time)):
            times = sorted(shot_frame_times(outcome, clock=clock))
            if times:
                p95 = times[int(len(times) * 0.95) - 1]
                print(
                    f"  1920x1080 shot ({outcome}, {len(times)} frames, {label:4s})"
                    f"   median {statistics.median(times):6.2f} ms   p95 {p95:6.2f} ms   max {times[-1]:6.2f} ms"
                    f"   over 16 ms: {sum(t > 16 for t in times)}"
                )
    for label, clock in (("wall", time.perf_counter), ("cpu", time.process_time)):
        times = sorted(penalty_frame_times(clock=clock))
        if times:
            p95 = times[int(len(times) * 0.95) - 1]
            print(
                f"  1920x1080 penalty choice and kick ({len(times)} frames, {label:4s})"
                f"   median {statistics.median(times):6.2f} ms   p95 {p95:6.2f} ms   max {times[-1]:6.2f} ms"
                f"   over 16 ms: {sum(t > 16 for t in times)}"
            )


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.bench render", description=__doc__)
    parser.add_argument("--frames", type=int, default=600)
    parser.add_argument("--idle-seconds", type=float, default=10.0)
    args = parser.parse_args(argv)
    print(f"render: busiest match position, {args.frames} frames, headless (SDL dummy driver), drawn natively")
    for size in SIZES:
        times = sorted(frame_times(args.frames, size))
        p95 = times[int(len(times) * 0.95) - 1]
        print(
            f"  {size[0]}x{size[1]}   median {statistics.median(times):6.2f} ms"
            f"   p95 {p95:6.2f} ms   max {times[-1]:6.2f} ms"
        )
    shot_report()
    print("  target at 1920x1080: median <= 4 ms, p95 <= 8 ms")
    pygame.quit()
    from game.bench import idle

    idle.report(args.idle_seconds)  # in a real window under Xvfb when it is installed
    return 0
