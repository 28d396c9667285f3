"""`python -m game`: open the window.

`python -m game --headless ...` runs the headless runner (`game.play`) with the remaining
arguments; `python -m game --self-test` checks a (frozen) build headless: assets load, every scene
draws, a match plays to the end through the window's scenes. `--report FILE` writes what the
self-test prints into FILE as well: a windowed Windows executable has no console to print to."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from typing import TextIO

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if "--headless" in args:
        from game.play import main as run_headless

        args.remove("--headless")
        return run_headless(args)
    if "--self-test" in args:
        from game.ui.selftest import run as self_test

        report = _option(args, "--report")
        if report is None:
            return self_test()
        return _reported(self_test, report)
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


def _option(args: list[str], name: str) -> str | None:
    """The value after `name` in `args`, if any."""
    if name in args:
        at = args.index(name)
        if at + 1 < len(args):
            return args[at + 1]
    return None


def _reported(self_test: Callable[[], int], report: str) -> int:
    """Run the self-test with its output (and any traceback) going to `report` and, where there is
    one, to the console too."""
    import traceback

    with open(report, "w", encoding="utf-8", buffering=1) as out:
        console = sys.stdout
        tee = _Tee(out, console)
        sys.stdout = sys.stderr = tee  # type: ignore[assignment]
        try:
            code = self_test()
        except BaseException:
            traceback.print_exc(file=out)
            print("self-test: FAIL", file=out)
            code = 1
        finally:
            sys.stdout, sys.stderr = sys.__stdout__, sys.__stderr__
        print(f"self-test: exit code {code}", file=out)
        return code


class _Tee:
    """Writes to the report file and to the console, when the program has one."""

    def __init__(self, out: TextIO, console: TextIO | None) -> None:
        self.out, self.console = out, console

    def write(self, text: str) -> int:
        self.out.write(text)
        if self.console is not None:
            try:
                self.console.write(text)
            except (OSError, ValueError):
                self.console = None
        return len(text)

    def flush(self) -> None:
        self.out.flush()
        if self.console is not None:
            try:
                self.console.flush()
            except (OSError, ValueError):
                self.console = None


if __name__ == "__main__":
    import multiprocessing

    multiprocessing.freeze_support()  # Hard thinks in a spawned process (game/ai/search_process.py)
    sys.exit(main())
