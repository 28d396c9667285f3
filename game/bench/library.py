"""The replay library at size: makes N replays in a temporary folder and times what a player waits
for, at 100, 1,000 and 10,000 replays.

    python -m game.bench library [--sizes 100,1000,10000] [--seed 40000]

- build: the index made from the files (first start, or after the index was thrown away);
- check: the start's check of the folder against the index, nothing changed (no file is read);
- open: what opening Replays costs: the check, the count and the first page of rows;
- filter: the count and first page of one filter (won against Hard);
- old: reading every file's summary, as the list did before the index.

Each replay is a real finished match (one per --seed, played by Random) with its summary varied
(date, mode, level, side, score), so the files have a real match's size."""

from __future__ import annotations

import argparse
import json
import random
import shutil
import statistics
import tempfile
import time
from pathlib import Path

MODES = ("computer", "computer", "computer", "hotseat", "online", "watch")
LEVELS = ("easy", "normal", "hard")


def real_match(seed: int) -> dict[str, object]:
    """A finished match by Random, as the replay file holds it."""
    from game import storage
    from game.engine.rng import Rng
    from game.engine.state import Game

    state = Game(seed=seed).new_initial_state()
    rng = Rng(seed)
    while not state.is_terminal():
        legal = state.legal_actions()
        state.apply_action(legal[rng.below(len(legal))])
    return dict(json.loads(storage._wrap(state, {})))


def make_replays(folder: Path, count: int, seed: int) -> None:
    """`count` replay files in `folder`, from one real match with varied summaries."""
    folder.mkdir(parents=True, exist_ok=True)
    base = real_match(seed)
    rng = random.Random(seed)
    for i in range(count):
        mode = rng.choice(MODES)
        score = [rng.randrange(5), rng.randrange(5)]
        date = f"20{20 + i // 4000:02d}-{1 + i // 336 % 12:02d}-{1 + i // 12 % 28:02d}T{i % 12 + 8:02d}:00:00"
        meta: dict[str, object] = {
            "mode": mode,
            "agent": rng.choice(LEVELS) if mode == "computer" else None,
            "human_side": rng.randrange(2) if mode in ("computer", "online") else None,
            "date": date,
            "stars": [["CF_TARGET_MAN"], ["LB_OVERLAPPING"]],
            "score": score,
            "shootout": [rng.randrange(6), rng.randrange(6)] if score[0] == score[1] else None,
            "exact_11": [rng.randrange(3), rng.randrange(3)],
        }
        data = {**base, "meta": meta}
        (folder / f"{date[:10].replace('-', '')}-{i:06d}-{seed}.json").write_text(json.dumps(data), encoding="utf-8")


def timed(call: object, repeat: int = 5) -> float:
    """The median wall time of `call()` in ms."""
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        call()  # type: ignore[operator]
        times.append((time.perf_counter() - t0) * 1000)
    return statistics.median(times)


def measure(count: int, seed: int) -> dict[str, float]:
    from game import library as lib_mod
    from game.library import MAX_MATCH_BYTES, Filters, Library, summary_of
    from game.safe_read import read_checked

    root = Path(tempfile.mkdtemp(prefix="mn11-library-"))
    try:
        folder = root / "replays"
        make_replays(folder, count, seed)

        def build() -> None:
            (folder / lib_mod.INDEX_NAME).unlink(missing_ok=True)
            lib = Library(folder)
            lib.sync()
            lib.close()

        figures = {"build": timed(build, 1 if count >= 10_000 else 3)}
        lib = Library(folder)
        lib.sync()
        figures["check"] = timed(lib.sync)

        def open_list() -> None:
            opened = Library(folder)
            opened.sync()
            opened.count()
            opened.page(Filters(), 0, 50)
            opened.close()

        figures["open"] = timed(open_list)
        won_hard = Filters(mode="computer", level="hard", result="won")
        figures["filter"] = timed(lambda: (lib.count(won_hard), lib.page(won_hard, 0, 50)))
        figures["career"] = timed(lib.career)
        lib.close()

        def old() -> None:
            for path in sorted(folder.glob("*.json"), reverse=True):
                read_checked(path, summary_of(path), MAX_MATCH_BYTES)

        figures["old"] = timed(old, 1)
        return figures
    finally:
        shutil.rmtree(root, ignore_errors=True)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.bench library", description=__doc__)
    parser.add_argument("--sizes", default="100,1000,10000")
    parser.add_argument("--seed", type=int, default=40000)
    args = parser.parse_args(argv)
    print(f"{'replays':>8} {'build':>9} {'check':>9} {'open':>9} {'filter':>9} {'career':>9} {'old list':>10}")
    for count in [int(n) for n in args.sizes.split(",")]:
        f = measure(count, args.seed)
        print(
            f"{count:>8} {f['build']:>7.0f}ms {f['check']:>7.1f}ms {f['open']:>7.1f}ms {f['filter']:>7.1f}ms "
            f"{f['career']:>7.1f}ms {f['old']:>8.0f}ms",
            flush=True,
        )
    print("open = the folder checked against the index, the count and the first 50 rows (target < 200 ms)")
    return 0
