"""`python -m game`: open the window. `python -m game --headless ...` runs the headless runner
(`game.engine.play`) with the remaining arguments."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if "--headless" in args:
        from game.engine.play import main as run_headless

        args.remove("--headless")
        return run_headless(args)
    from game.ui.main import run

    return run(args)


if __name__ == "__main__":
    sys.exit(main())
