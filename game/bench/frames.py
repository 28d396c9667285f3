"""Frame times while Hard thinks: a Hard-vs-Hard match watched through the real scenes (headless,
animations skipped), paced at 60 frames per second; every frame drawn while a decision is in
progress is timed. Then the window closes in the middle of a search and the time until the search
process is gone is measured.

    python -m game.bench frames [--decisions 40] [--seed 30000] [--iterations N] [--agent normal]

Target: no frame over 50 ms while Hard thinks."""

from __future__ import annotations

import argparse
import os
import statistics
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

FRAME = 1 / 60
LIMIT_MS = 50.0


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m game.bench frames", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--decisions", type=int, default=40, help="Hard decisions to watch")
    parser.add_argument("--seed", type=int, default=30000)
    parser.add_argument(
        "--iterations",
        type=int,
        default=None,
        help="Hard's iterations per searched decision (default: shipped); more: longer searches",
    )
    parser.add_argument("--agent", default="hard", help="the level watched (normal: the same frames without a search)")
    args = parser.parse_args(argv)

    from game.ui.control.controller import MatchConfig
    from game.ui.scenes import cast
    from game.ui.scenes.cast import scene_for_phase
    from game.ui.window.app import App
    from game.ui.window.session import Session

    cast.register()  # the table of scenes, as the window's start fills it
    app = App(headless=True, sound=False)
    session = Session(MatchConfig(mode="watch", agent=args.agent, seed=args.seed), app.sounds)
    ctrl = session.controller
    ctrl.think_pause = 0.0
    if args.iterations is not None:
        for agent in ctrl.agents:
            if agent is not None and hasattr(agent, "iterations"):
                agent.iterations = args.iterations
    app.closers.append(session.close)
    app.stack.push(scene_for_phase(ctrl.phase)(app, session))
    thinking_ms: list[float] = []
    decisions = 0
    was_thinking = False
    next_frame = time.perf_counter()
    gone_ms = None
    try:
        while decisions < args.decisions and ctrl.phase != "over":
            session.animator.skip_all()
            app.step(FRAME, [])
            if ctrl.thinking:
                thinking_ms.append(app.frame_ms[-1])
                if app.frame_ms[-1] > LIMIT_MS:
                    print(
                        f"  slow frame {app.frame_ms[-1]:.0f} ms: decision {decisions + 1}, "
                        f"{'first' if not was_thinking else 'later'} frame of it, phase {ctrl.phase}"
                    )
                was_thinking = True
            elif was_thinking:
                decisions += 1
                was_thinking = False
            next_frame += FRAME
            time.sleep(max(0.0, next_frame - time.perf_counter()))
        # Close the window while Hard is searching: the search process must end at once.
        while args.agent == "hard" and not (
            ctrl.thinking and ctrl.worker is not None and ctrl.worker._server is not None
        ):
            session.animator.skip_all()
            app.step(FRAME, [])
            if ctrl.phase == "over":
                break
        server = ctrl.worker._server if ctrl.worker is not None else None
        t0 = time.perf_counter()
        app.close()
        if server is not None:
            server.proc.join(5.0)
            gone_ms = (time.perf_counter() - t0) * 1000 if not server.alive() else None
    finally:
        session.close()
    if not thinking_ms:
        print(f"no frame was drawn while {args.agent} was thinking")
        return 1
    over = sum(1 for t in thinking_ms if t > LIMIT_MS)
    ordered = sorted(thinking_ms)
    print(
        f"frames while {args.agent} thinks: {decisions} decisions, {len(ordered)} frames at 60 fps, headless; "
        f"median {statistics.median(ordered):.2f} ms, p95 {ordered[int(0.95 * len(ordered)) - 1]:.2f} ms, "
        f"max {ordered[-1]:.2f} ms; over {LIMIT_MS:.0f} ms: {over}"
    )
    if args.agent == "hard":
        print(f"window closed mid-search: search process gone after {'-' if gone_ms is None else f'{gone_ms:.0f} ms'}")
    return 0 if over == 0 else 1
