"""Engine speed: full random-vs-random matches per second on one core, and the median cost of
`legal_actions` and `apply_action`."""

from __future__ import annotations

import argparse
import statistics
import time

from game.engine.rng import Rng
from game.engine.state import Game


def run_matches(n: int, first_seed: int) -> tuple[float, int]:
    start = time.perf_counter()
    actions = 0
    for seed in range(first_seed, first_seed + n):
        state = Game(seed=seed).new_initial_state()
        rng = Rng(seed ^ 0x5EED)
        while not state.is_terminal():
            legal = state.legal_actions()
            state.apply_action(legal[rng.below(len(legal))])
            actions += 1
    return time.perf_counter() - start, actions


def per_call_costs(n: int, first_seed: int) -> tuple[list[float], list[float]]:
    """Timed separately on fresh states so that `legal_actions` is measured uncached."""
    legal_ns: list[float] = []
    apply_ns: list[float] = []
    clock = time.perf_counter_ns
    for seed in range(first_seed, first_seed + n):
        state = Game(seed=seed).new_initial_state()
        rng = Rng(seed)
        while not state.is_terminal():
            t0 = clock()
            legal = state.legal_actions()
            t1 = clock()
            action = legal[rng.below(len(legal))]
            t2 = clock()
            state.apply_action(action)
            t3 = clock()
            legal_ns.append(t1 - t0)
            apply_ns.append(t3 - t2)
    return legal_ns, apply_ns


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.bench engine", description=__doc__)
    parser.add_argument("--matches", type=int, default=300, help="matches per timed round")
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args(argv)
    rates = []
    actions = 0
    for r in range(args.rounds):
        seconds, actions = run_matches(args.matches, first_seed=r * args.matches)
        rates.append(args.matches / seconds)
    legal_ns, apply_ns = per_call_costs(max(20, args.matches // 10), first_seed=10_000)
    print(f"engine: random-vs-random, {args.rounds} rounds of {args.matches} matches on one core")
    print(f"  matches/s        median {statistics.median(rates):8.1f}   (min {min(rates):.1f}, max {max(rates):.1f})")
    print(f"  actions/match    {actions / args.matches:8.1f}")
    print(f"  legal_actions    median {statistics.median(legal_ns) / 1000:8.2f} us")
    print(f"  apply_action     median {statistics.median(apply_ns) / 1000:8.2f} us")
    print("  target: >= 100 matches/s")
    return 0
