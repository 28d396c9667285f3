"""`python -m game.bench <name> [options]`."""

from __future__ import annotations

import importlib
import sys

BENCHES = {
    "engine": "game.bench.engine",
    "render": "game.bench.render",
    "ai": "game.bench.ai",
    "odds": "game.bench.odds",
    "frames": "game.bench.frames",
    "sheets": "game.bench.sheets",
    "net": "game.bench.net",
    "library": "game.bench.library",
    "review": "game.bench.review",
    "colours": "game.bench.colours",
}


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in BENCHES:
        print(f"usage: python -m game.bench {{{'|'.join(BENCHES)}}} [options]", file=sys.stderr)
        return 2
    try:
        module = importlib.import_module(BENCHES[argv[0]])
    except ModuleNotFoundError as exc:
        print(f"the {argv[0]} benchmark is not available: {exc}", file=sys.stderr)
        return 2
    return int(module.main(argv[1:]))


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
