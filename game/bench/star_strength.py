"""Measures the star strengths behind Hard's draft (game/ai/knowledge.STAR_STRENGTH) by self-play.
Developer tool, not shipped.

    python -m game.bench.star_strength [--games 12000] [--first-seed 1000] [--workers 2]

Matches of the fast policy (playout.py) against itself with random star drafts (R3.2); a star's
strength is the share of points (win 1, draw 1/2) of the sides that drafted it. Seeds stay below
20000 (the training range): the bench measures from 30000 up. It prints the table to paste into
knowledge.py, each value with its standard error."""

from __future__ import annotations

import argparse
import math
import sys
import time
from collections import defaultdict
from multiprocessing import get_context

from game.ai.playout import fast_action
from game.bench.train_value import training_seeds
from game.engine import actions as A
from game.engine.rng import Rng
from game.engine.state import Game, Phase


def self_play(seed: int) -> list[tuple[str, float]]:
    """One match with random drafts: (star, the drafting side's points) for the six stars drafted."""
    state = Game(seed=seed, tiebreak="draw").new_initial_state()
    rng = Rng(seed * 7 + 3)
    picks: list[tuple[int, str]] = []
    while not state.is_terminal():
        if state.phase is Phase.DRAFT:
            legal = state.legal_actions()
            action = legal[rng.below(len(legal))]
            if isinstance(action, A.DraftPick):
                picks.append((state.current_player(), action.card))
        else:
            action = fast_action(state, rng)
        state.apply_action(action)
    result = state.result()
    assert result is not None
    return [(card, 0.5 if result.winner is None else float(result.winner == side)) for side, card in picks]


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m game.bench.star_strength",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--games", type=int, default=12000)
    parser.add_argument("--first-seed", type=int, default=1000)
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args(argv)
    if not training_seeds(args.first_seed, args.games):
        return 2
    start = time.perf_counter()
    points: dict[str, list[float]] = defaultdict(list)
    seeds = range(args.first_seed, args.first_seed + args.games)
    with get_context("spawn").Pool(args.workers) as pool:
        for match in pool.imap(self_play, seeds, chunksize=20):
            for card, p in match:
                points[card].append(p)
    print(f"{args.games} matches, seeds {seeds.start}-{seeds.stop - 1} ({time.perf_counter() - start:.0f} s)")
    print("STAR_STRENGTH: Final[dict[str, float]] = {")
    for card, ps in sorted(points.items(), key=lambda t: -sum(t[1]) / len(t[1])):
        mean = sum(ps) / len(ps)
        se = math.sqrt(sum((p - mean) ** 2 for p in ps) / (len(ps) - 1) / len(ps))
        print(f'    "{card}": {mean:.3f},  # +-{se:.3f}, {len(ps)} sides')
    print("}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
