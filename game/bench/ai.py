"""Strength of the computer opponents: a duplicate round robin (each seed played twice, sides
swapped), wins/draws/losses with 95% confidence intervals per pair, and each level's decision time.

    python -m game.bench ai --games N [--levels easy,normal,hard] [--budget SECONDS]

`--games` is the number of seeds per pair (each is played twice). One process, one core."""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from collections import defaultdict
from itertools import combinations

from game.ai.base import Agent
from game.ai.registry import AGENTS, make_agent
from game.engine.state import Game


def wilson(k: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson score interval for k successes in n trials."""
    if n == 0:
        return (0.0, 1.0)
    p = k / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def build(name: str, seed: int, budget: float | None, iterations: int | None) -> Agent:
    if name == "hard" and (budget is not None or iterations is not None):
        from game.ai.hard import HardAgent

        return HardAgent(seed, budget=budget, iterations=iterations)
    return make_agent(name, seed)


def play(seed: int, names: tuple[str, str], budget: float | None, iterations: int | None,
         times: dict[str, list[float]], tiebreak: str = "draw") -> int | None:
    """One match; returns the winning side or None for a draw."""
    state = Game(seed=seed, tiebreak=tiebreak).new_initial_state()
    agents = (build(names[0], seed * 2 + 1, budget, iterations), build(names[1], seed * 2 + 2, budget, iterations))
    while not state.is_terminal():
        side = state.current_player()
        view = state.view(side)
        t0 = time.perf_counter()
        action = agents[side].choose(view)
        if len(view.legal_actions) > 1:
            times[names[side]].append(time.perf_counter() - t0)
        state.apply_action(action)
    result = state.result()
    assert result is not None
    return result.winner


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.bench ai", description=__doc__)
    parser.add_argument("--games", type=int, default=20, help="seeds per pair; each is played twice, sides swapped")
    parser.add_argument("--levels", default="easy,normal,hard")
    parser.add_argument("--budget", type=float, default=None, help="Hard's seconds per decision (default: shipped)")
    parser.add_argument("--iterations", type=int, default=None, help="Hard's iterations per decision instead")
    parser.add_argument("--tiebreak", default="draw", choices=("draw", "shootout"),
                        help="draw (default): a level score is a draw, so 'decided' means decided in play; "
                             "shootout: the match default (R11.2), shoot-outs are coin flips at equilibrium")
    parser.add_argument("--first-seed", type=int, default=1000)
    parser.add_argument("--progress", action="store_true", help="print each pair's running tally")
    args = parser.parse_args(argv)
    levels = [s.strip() for s in args.levels.split(",") if s.strip()]
    unknown = [name for name in levels if name not in AGENTS]
    if unknown:
        print(f"unknown level(s): {', '.join(unknown)}; choose from {', '.join(AGENTS)}", file=sys.stderr)
        return 2
    times: dict[str, list[float]] = defaultdict(list)
    budget_note = "shipped" if args.budget is None and args.iterations is None else (
        f"{args.budget} s" if args.budget is not None else f"{args.iterations} iterations")
    print(f"AI round robin: {args.games} seeds x 2 (sides swapped) per pair; Hard budget: {budget_note}; "
          f"tie-break: {args.tiebreak}")
    print(f"{'pair (A vs B)':<18} {'games':>5} {'W':>4} {'D':>4} {'L':>4}  {'A wins of decided (95% CI)':<30} "
          f"{'A score rate (95% CI)':<26}")
    start = time.perf_counter()
    for a, b in combinations(levels, 2):
        w = d = l_ = 0
        for i in range(args.games):
            seed = args.first_seed + i
            for names, a_side in (((a, b), 0), ((b, a), 1)):
                winner = play(seed, names, args.budget, args.iterations, times, args.tiebreak)
                if winner is None:
                    d += 1
                elif winner == a_side:
                    w += 1
                else:
                    l_ += 1
            if args.progress:
                print(f"  .. {a} vs {b}: seed {seed}: {w}-{d}-{l_} ({time.perf_counter() - start:.0f} s)", flush=True)
        n = w + d + l_
        lo, hi = wilson(w, w + l_)
        rate = (w + 0.5 * d) / n if n else 0.0
        slo, shi = wilson(round(2 * (w + 0.5 * d)), 2 * n) if n else (0.0, 1.0)
        decided = f"{w / (w + l_):.1%} [{lo:.1%}, {hi:.1%}]" if w + l_ else "-"
        print(f"{a + ' vs ' + b:<18} {n:>5} {w:>4} {d:>4} {l_:>4}  {decided:<30} {rate:.1%} [{slo:.1%}, {shi:.1%}]",
              flush=True)
    print("decision time per level (decisions with a real choice):")
    for name in levels:
        ts = times.get(name, [])
        if ts:
            print(f"  {name:<8} n={len(ts):>6}  median {statistics.median(ts) * 1000:8.1f} ms   "
                  f"p95 {pct(ts, 0.95) * 1000:8.1f} ms   max {max(ts) * 1000:8.1f} ms")
    print(f"total {time.perf_counter() - start:.0f} s")
    return 0
