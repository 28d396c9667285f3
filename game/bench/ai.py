"""Strength of the computer opponents: duplicate matches (each seed played twice, sides swapped),
wins/draws/losses with 95% Wilson intervals per pair, and each level's decision time.

    python -m game.bench ai [--games N] [--pairs hard:normal-hd,hard4x:hard,...] [--workers 2]
    python -m game.bench ai --levels easy,normal,hard      # a round robin instead of pairs

Levels: the registry's (random, easy, normal, hard) plus two the bench builds: `normal-hd`
(Normal's play with Hard's star draft, so the pair measures Hard's play alone) and `hard4x`
(Hard with four times its shipped iterations: from hard.DEEP_FROM on, 16 deals and 24 options a
decision, so with `--iterations` below 8 `hard4x` is simply four times that budget). Hard
searches a fixed number of iterations (`--iterations`, default its shipped count), never a
wall-clock budget, so its strength does not depend on the machine's load. Decision times are
reported twice: on the clock, which counts whatever else the machine runs, and in the deciding
process's own CPU time, what the decision takes with a core to itself (the window runs the search
in a process of its own); the targets are judged on the CPU time.
`--games` is the number of seeds per pair; matches run in `--workers` processes."""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import combinations
from multiprocessing import get_context

from game.ai.base import Agent
from game.ai.hard import SHIPPED_ITERATIONS, HardAgent
from game.ai.registry import AGENTS, make_agent
from game.bench.tuned import NormalHardDraftAgent
from game.engine.state import Game

BENCH_LEVELS = ("normal-hd", "hard4x")
# The pairs and targets: (A, B, A's minimum win share of decided, minimum lower bound).
TARGETS: dict[tuple[str, str], tuple[float, float]] = {
    ("hard", "normal-hd"): (0.65, 0.55),
    ("hard4x", "hard"): (0.0, 0.50),
    ("hard", "normal"): (0.80, 0.0),
    ("normal", "easy"): (0.75, 0.0),
}
DEFAULT_PAIRS = ",".join(f"{a}:{b}" for a, b in TARGETS)
TARGET_MEDIAN = 1.0  # seconds, Hard's decision
TARGET_MAX = 3.0


def wilson(k: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson score interval for k successes in n trials."""
    if n == 0:
        return (0.0, 1.0)
    p = k / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def build(name: str, seed: int, iterations: int | None, budget: float | None = None) -> Agent:
    if name in ("hard", "hard4x"):
        n = iterations if iterations is not None else SHIPPED_ITERATIONS
        return HardAgent(seed, iterations=n * (4 if name == "hard4x" else 1), budget=budget)
    if name == "normal-hd":
        return NormalHardDraftAgent(seed)
    return make_agent(name, seed)


@dataclass
class Match:
    seed: int
    names: tuple[str, str]
    winner: int | None = None
    times: dict[str, list[float]] = field(default_factory=dict)  # on the clock
    cpu: dict[str, list[float]] = field(default_factory=dict)  # the process's CPU time


def play(job: tuple[int, tuple[str, str], int | None, float | None, str]) -> Match:
    """One match; the winning side (None: a draw) and each side's decision times."""
    seed, names, iterations, budget, tiebreak = job
    state = Game(seed=seed, tiebreak=tiebreak).new_initial_state()
    agents = (build(names[0], seed * 2 + 1, iterations, budget), build(names[1], seed * 2 + 2, iterations, budget))
    out = Match(seed, names, times={names[0]: [], names[1]: []}, cpu={names[0]: [], names[1]: []})
    while not state.is_terminal():
        side = state.current_player()
        view = state.view(side)
        t0, c0 = time.perf_counter(), time.process_time()
        action = agents[side].choose(view)
        if len(view.legal_actions) > 1:
            out.times[names[side]].append(time.perf_counter() - t0)
            out.cpu[names[side]].append(time.process_time() - c0)
        state.apply_action(action)
    result = state.result()
    assert result is not None
    out.winner = result.winner
    return out


def pct(values: Sequence[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def ms(values: Sequence[float], q: float) -> str:
    """The `q` quantile (1.0: the largest) of `values` seconds, in milliseconds."""
    value = max(values) if q >= 1.0 else statistics.median(values) if q == 0.5 else pct(values, q)
    return f"{value * 1000:.1f}"


def parse_pairs(text: str) -> list[tuple[str, str]]:
    pairs = []
    for item in text.split(","):
        a, _, b = item.strip().partition(":")
        if a and b:
            pairs.append((a, b))
    return pairs


def verdict(pair: tuple[str, str], share: float, lo: float) -> str:
    target = TARGETS.get(pair)
    if target is None:
        return ""
    need_share, need_lo = target
    ok = share >= need_share and lo > need_lo
    want = " and ".join(
        s
        for s in (f">= {need_share:.0%}" if need_share else "", f"lower bound > {need_lo:.0%}" if need_lo else "")
        if s
    )
    return f"{'met' if ok else 'NOT met'} ({want})"


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m game.bench ai", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--games", type=int, default=200, help="seeds per pair; each is played twice, sides swapped")
    parser.add_argument("--pairs", default=DEFAULT_PAIRS, help="A:B,... (default: the targets' pairs)")
    parser.add_argument("--levels", default=None, help="a round robin of these levels instead of --pairs")
    parser.add_argument(
        "--iterations",
        type=int,
        default=None,
        help=f"Hard's search iterations per decision (default: shipped, {SHIPPED_ITERATIONS}); "
        "hard4x searches four times as many",
    )
    parser.add_argument(
        "--budget",
        type=float,
        default=None,
        help="also stop Hard's search after this many seconds (load-dependent; default: none)",
    )
    parser.add_argument(
        "--tiebreak",
        default="draw",
        choices=("draw", "shootout"),
        help="draw (default): a level score is a draw, so 'decided' means decided in play; "
        "shootout: the match default (R11.2), shoot-outs are coin flips at equilibrium",
    )
    parser.add_argument(
        "--first-seed",
        type=int,
        default=40000,
        help="tuning uses seeds below 30000 (training < 20000, validation 20000-29999); 40000 on were never tuned on",
    )
    parser.add_argument("--workers", type=int, default=2, help="processes playing matches (1: this one)")
    parser.add_argument("--progress", action="store_true", help="print each pair's running tally every 10 seeds")
    args = parser.parse_args(argv)
    if args.levels:
        levels = [s.strip() for s in args.levels.split(",") if s.strip()]
        pairs = list(combinations(levels, 2))
    else:
        pairs = parse_pairs(args.pairs)
    known = set(AGENTS) | set(BENCH_LEVELS)
    unknown = sorted({n for p in pairs for n in p if n not in known})
    if unknown or not pairs:
        print(f"unknown level(s): {', '.join(unknown) or '-'}; choose from {', '.join(sorted(known))}", file=sys.stderr)
        return 2
    iterations = args.iterations if args.iterations is not None else SHIPPED_ITERATIONS
    seeds = range(args.first_seed, args.first_seed + args.games)
    print(
        f"AI bench: seeds {seeds.start}-{seeds.stop - 1} x 2 (sides swapped) per pair; Hard: {iterations} "
        f"iterations per searched decision (hard4x: {4 * iterations})"
        f"{f', at most {args.budget} s' if args.budget is not None else ''}; tie-break: {args.tiebreak}; "
        f"{args.workers} worker process(es)",
        flush=True,
    )
    print(
        f"{'pair (A vs B)':<20} {'games':>5} {'W':>4} {'D':>4} {'L':>4}  {'A wins of decided (95% CI)':<28} "
        f"{'A score rate (95% CI)':<24} target",
        flush=True,
    )
    times: dict[str, list[float]] = defaultdict(list)
    cpu: dict[str, list[float]] = defaultdict(list)
    start = time.perf_counter()
    ctx = get_context("spawn")
    pool = ctx.Pool(args.workers) if args.workers > 1 else None
    try:
        for a, b in pairs:
            jobs = [
                (seed, names, args.iterations, args.budget, args.tiebreak)
                for seed in seeds
                for names in ((a, b), (b, a))
            ]
            results = pool.imap(play, jobs) if pool is not None else map(play, jobs)
            w = d = l_ = 0
            for i, m in enumerate(results):
                a_side = 0 if m.names[0] == a else 1
                if m.winner is None:
                    d += 1
                elif m.winner == a_side:
                    w += 1
                else:
                    l_ += 1
                for name, ts in m.times.items():
                    times[name].extend(ts)
                    cpu[name].extend(m.cpu[name])
                if args.progress and i % 20 == 19:
                    print(
                        f"  .. {a} vs {b}: seed {m.seed}: {w}-{d}-{l_} ({time.perf_counter() - start:.0f} s)",
                        flush=True,
                    )
            n = w + d + l_
            lo, hi = wilson(w, w + l_)
            share = w / (w + l_) if w + l_ else 0.0
            rate = (w + 0.5 * d) / n if n else 0.0
            slo, shi = wilson(round(2 * (w + 0.5 * d)), 2 * n) if n else (0.0, 1.0)
            decided = f"{share:.1%} [{lo:.1%}, {hi:.1%}]" if w + l_ else "-"
            print(
                f"{a + ' vs ' + b:<20} {n:>5} {w:>4} {d:>4} {l_:>4}  {decided:<28} "
                f"{rate:.1%} [{slo:.1%}, {shi:.1%}]    {verdict((a, b), share, lo)}",
                flush=True,
            )
    finally:
        if pool is not None:
            pool.close()
            pool.join()
    print("decision time per level (decisions with a real choice), CPU time / on the clock:")
    for name in sorted(times):
        ts, cs = times[name], cpu[name]
        if ts:
            note = ""
            if name in ("hard", "hard4x"):  # every budget the bench offers
                ok = statistics.median(cs) <= TARGET_MEDIAN and max(cs) <= TARGET_MAX
                note = f"   {'met' if ok else 'NOT met'} (CPU median <= {TARGET_MEDIAN} s, max <= {TARGET_MAX} s)"
            print(
                f"  {name:<10} n={len(ts):>6}  median {ms(cs, 0.5)} / {ms(ts, 0.5)}   p95 {ms(cs, 0.95)} / "
                f"{ms(ts, 0.95)}   max {ms(cs, 1.0)} / {ms(ts, 1.0)} ms{note}"
            )
    print(f"total {time.perf_counter() - start:.0f} s")
    return 0
