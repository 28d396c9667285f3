"""How long a match review takes (issue #41; target: a whole match within 20 s on this 2-core machine).

    python -m game.bench review [--seeds 80000-80009] [--home random] [--away normal] [--deals N]

Plays each seed's match (--home against --away; seeds from 80000 on: nothing was tuned on them),
then reviews both sides as people's (both curves, every decision weighed) with the review's shipped
budget, in this process. Prints, per match, the seconds on the clock and in this process's CPU
time, the decisions weighed and the grades; then seconds per match (median, max) and per decision
(median of the per-match means) and whether the target was met (on the clock). The figures count
whatever else the machine runs: say its load with them."""

from __future__ import annotations

import argparse
import os
import statistics
import time
from collections import Counter

from game.ai.review import GRADES, SHIPPED_BUDGET, ReviewBudget, review_match
from game.bench.ai import build
from game.engine.state import Game, State

TARGET_SECONDS = 20.0


def play(seed: int, home: str, away: str) -> State:
    state = Game(seed=seed).new_initial_state()
    agents = (build(home, seed * 2 + 1, None), build(away, seed * 2 + 2, None))
    while not state.is_terminal():
        side = state.current_player()
        state.apply_action(agents[side].choose(state.view(side)))
    return state


def seeds_of(text: str) -> list[int]:
    first, _, last = text.partition("-")
    return list(range(int(first), int(last or first) + 1))


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m game.bench review", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--seeds", default="80000-80009", help="a seed or a range A-B (default 80000-80009)")
    parser.add_argument("--home", default="random", help="HOME's level (random, easy, normal, hard, normal-hd)")
    parser.add_argument("--away", default="normal", help="AWAY's level")
    parser.add_argument("--deals", type=int, default=SHIPPED_BUDGET.deals)
    parser.add_argument("--top-k", type=int, default=SHIPPED_BUDGET.top_k)
    parser.add_argument("--replies", type=int, default=SHIPPED_BUDGET.replies)
    parser.add_argument("--extend", type=int, default=SHIPPED_BUDGET.extend)
    args = parser.parse_args(argv)
    budget = ReviewBudget(args.deals, args.top_k, args.replies, args.extend)
    seeds = seeds_of(args.seeds)
    load = f", load {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores" if hasattr(os, "getloadavg") else ""
    print(
        f"review bench: {args.home} (HOME) vs {args.away} (AWAY), seeds {seeds[0]}-{seeds[-1]}, {budget}{load}",
        flush=True,
    )
    per_match, per_decision, cpu_match = [], [], []
    grades: Counter[str] = Counter()
    for seed in seeds:
        state = play(seed, args.home, args.away)
        t0, c0 = time.perf_counter(), time.process_time()
        review = review_match(state, (0, 1), budget=budget)
        seconds, cpu = time.perf_counter() - t0, time.process_time() - c0
        weighed = sum(c.summary.graded for c in review.coaches.values())
        for coach in review.coaches.values():
            grades.update({g: n for g, n in coach.summary.counts.items()})
        per_match.append(seconds)
        cpu_match.append(cpu)
        per_decision.append(seconds / max(1, weighed))
        counts = " ".join(f"{g}:" + "/".join(str(review.coaches[s].summary.counts[g]) for s in (0, 1)) for g in GRADES)
        print(
            f"seed {seed}: {review.score[0]}-{review.score[1]}, {len(state.history)} actions, {weighed} decisions "
            f"weighed, {seconds:.1f} s ({cpu:.1f} s CPU), {seconds / max(1, weighed) * 1000:.0f} ms a decision; "
            f"HOME/AWAY {counts}",
            flush=True,
        )
    median, worst = statistics.median(per_match), max(per_match)
    print(
        f"seconds per match: median {median:.1f}, max {worst:.1f} (CPU: median {statistics.median(cpu_match):.1f}, "
        f"max {max(cpu_match):.1f}); per decision: median {statistics.median(per_decision) * 1000:.0f} ms; "
        f"grades {dict(grades)}"
    )
    met = "met" if worst <= TARGET_SECONDS else "NOT met"
    met_cpu = "met" if max(cpu_match) <= TARGET_SECONDS else "NOT met"
    print(
        f"target (a whole match, both sides, within {TARGET_SECONDS:.0f} s): {met} on the clock, {met_cpu} in CPU time"
    )
    return 0
