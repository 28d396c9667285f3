"""Offline fit of Hard's evaluation weights (`HARD_WEIGHTS` in game/ai/hard_weights.py) by self-play.

    python -m game.bench.tune --seeds 300 --rounds 2 [--workers 2]

A coordinate search: each weight in turn is scaled up and down (the shot bias shifted), and a
change is kept when the Weighted policy's score (win 1, draw 1/2) against Normal-with-Hard's-draft
improves by more than `--margin` over the same duplicate seeds (common random numbers).
Tuning uses seeds below 20000 only; the bench measures on seeds 30000 and up."""

from __future__ import annotations

import argparse
import dataclasses
import time
from multiprocessing import get_context

from game.ai.evaluate import NORMAL_WEIGHTS, Weights
from game.ai.hard_weights import HARD_WEIGHTS
from game.bench.tuned import NormalHardDraftAgent, WeightedAgent
from game.engine.state import Game

FIRST_SEED = 1000
LAST_TUNING_SEED = 19999
SCALE = 1.5
SHIFT = 0.04  # for the additive weights (shoot)


def match(seed: int, w: Weights, tuned_side: int) -> float:
    """One match (tie-break draw); the tuned side's points."""
    state = Game(seed=seed, tiebreak="draw").new_initial_state()
    tuned = WeightedAgent(seed * 2 + 1 + tuned_side, w)
    normal = NormalHardDraftAgent(seed * 2 + 2 - tuned_side)
    agents = (tuned, normal) if tuned_side == 0 else (normal, tuned)
    while not state.is_terminal():
        side = state.current_player()
        state.apply_action(agents[side].choose(state.view(side)))
    result = state.result()
    assert result is not None
    return 0.5 if result.winner is None else float(result.winner == tuned_side)


def _job(args: tuple[int, Weights, int]) -> float:
    return match(*args)


def score(w: Weights, seeds: range, pool: object) -> float:
    jobs = [(s, w, side) for s in seeds for side in (0, 1)]
    points = pool.map(_job, jobs, chunksize=8)  # type: ignore[attr-defined]
    return sum(points) / len(points)


def neighbours(w: Weights, name: str) -> list[Weights]:
    v = getattr(w, name)
    if name == "shoot":
        return [dataclasses.replace(w, shoot=v + SHIFT), dataclasses.replace(w, shoot=v - SHIFT)]
    return [dataclasses.replace(w, **{name: v * SCALE}), dataclasses.replace(w, **{name: v / SCALE})]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.bench.tune", description=__doc__)
    parser.add_argument("--seeds", type=int, default=300)
    parser.add_argument("--first-seed", type=int, default=FIRST_SEED)
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--margin", type=float, default=0.01)
    parser.add_argument("--start", choices=("normal", "hard"), default="normal",
                        help="start from Normal's weights or from the shipped HARD_WEIGHTS")
    parser.add_argument("--params", default=None, help="the weights to vary, comma-separated (default: all)")
    args = parser.parse_args(argv)
    seeds = range(args.first_seed, args.first_seed + args.seeds)
    if seeds[-1] > LAST_TUNING_SEED:
        parser.error(f"tuning seeds must stay below {LAST_TUNING_SEED + 1}")
    names = args.params.split(",") if args.params else [f.name for f in dataclasses.fields(Weights)]
    start = time.perf_counter()
    with get_context("spawn").Pool(args.workers) as pool:
        best = HARD_WEIGHTS if args.start == "hard" else NORMAL_WEIGHTS
        best_score = score(best, seeds, pool)
        print(f"start {best_score:.3f} {best}", flush=True)
        for rnd in range(args.rounds):
            for name in names:
                for cand in neighbours(best, name):
                    s = score(cand, seeds, pool)
                    keep = s > best_score + args.margin
                    print(f"round {rnd} {name}={getattr(cand, name):.4f}: {s:.3f}{' kept' if keep else ''} "
                          f"({time.perf_counter() - start:.0f} s)", flush=True)
                    if keep:
                        best, best_score = cand, s
                        break
    print(f"best {best_score:.3f} {best}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
