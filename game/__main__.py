"""`python -m game`: start the game."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    from game.engine.play import main as run_headless

    # Until the window lands, the game starts the headless runner.
    return run_headless(argv if argv is not None else sys.argv[1:])


if __name__ == "__main__":
    sys.exit(main())
