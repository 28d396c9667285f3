"""`python -m game`: open the window.

`python -m game --headless ...` runs the headless runner (`game.play`) with the remaining
arguments; `python -m game --self-test` checks a (frozen) build headless: assets load, every scene
draws, a match plays to the end through the window's scenes."""

from __future__ import annotations

import os
import sys

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if "--headless" in args:
        from game.play import main as run_headless

        args.remove("--headless")
        return run_headless(args)
    if "--self-test" in args:
        from game.ui.selftest import run as self_test

        return self_test()
    from game.storage import remove_orphans
    from game.ui.main import run

    remove_orphans()
    try:
        return run(args)
    except SystemExit:
        raise
    except Exception as exc:  # the window died: log it and say where (game/crash.py)
        from game.crash import show_crash

        show_crash(exc)
        return 1


if __name__ == "__main__":
    import multiprocessing

    multiprocessing.freeze_support()  # Hard thinks in a spawned process (game/ai/search_process.py)
    sys.exit(main())
