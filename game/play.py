"""The headless runner: `python -m game.play --seed N --home random --away random` (narrated by ui.words.narrate)."""

from __future__ import annotations

import argparse
import sys

from game.ai.registry import AGENTS, make_agent
from game.engine.state import Game, State
from game.ui.words.narrate import narrate


def play_match(seed: int, home: str, away: str, tiebreak: str = "shootout", log: bool = True) -> State:
    state = Game(seed=seed, tiebreak=tiebreak).new_initial_state()
    agents = (make_agent(home, seed * 2 + 1), make_agent(away, seed * 2 + 2))
    if log:
        print(f"Magic Number Eleven — seed {seed}: HOME {home} vs AWAY {away}")
        for line in filter(None, map(narrate, state.initial_events())):
            print(line)
    while not state.is_terminal():
        side = state.current_player()
        action = agents[side].choose(state.view(side))
        events = state.apply_action(action)
        if log:
            for line in filter(None, map(narrate, events)):
                print(line)
    return state


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.play", description=__doc__)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--home", default="random", choices=sorted(AGENTS))
    parser.add_argument("--away", default="random", choices=sorted(AGENTS))
    parser.add_argument("--tiebreak", default="shootout", choices=("shootout", "draw"))
    parser.add_argument("--quiet", action="store_true", help="print only the final result")
    args = parser.parse_args(argv)
    state = play_match(args.seed, args.home, args.away, args.tiebreak, log=not args.quiet)
    result = state.result()
    assert result is not None
    if args.quiet:
        h, a = result.score
        so = f" ({result.shootout[0]}-{result.shootout[1]} pens)" if result.shootout else ""
        print(f"HOME {h} - {a} AWAY{so}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
