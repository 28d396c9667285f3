"""Match reviews kept beside their replays (issue #41): `<replays>/reviews/<replay name>.review.json`.

A sub-folder, so the replay library (which reads every `*.json` in the replays folder) never takes
a review for a damaged replay. The file is trusted only when it reads back whole and checked
(game/safe_read.read_checked, MatchReview.from_json), and was made by this REVIEW_VERSION, this
value model (its fingerprint), this search budget and for this very match (a fingerprint of its
seed, tie-break and actions) with the same sides: anything else (a stale version, a damaged or
hostile file, a folder in the way) is reviewed anew and written over atomically; a file that
cannot be written is only not kept.

    review, kept = load_or_review(replay_path)          # from the replay's meta: who is reviewed
    cached = stored_review(replay_path)                  # None unless a good one is kept"""

from __future__ import annotations

import hashlib
import json
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, Final

from game.ai.review import (
    REVIEW_VERSION,
    SHIPPED_BUDGET,
    MatchReview,
    Progress,
    ReviewBudget,
    ReviewSides,
    model_version,
    review_match,
    sides_for_meta,
)
from game.engine.serialize import save_match
from game.engine.state import State
from game.safe_read import DamagedFile, read_checked
from game.storage import atomic_write, load_replay

FORMAT: Final = "mn11-review"
FOLDER: Final = "reviews"
SUFFIX: Final = ".review.json"
MAX_REVIEW_BYTES: Final = 2 * 1024 * 1024  # a whole match's review is some 100 KB
ORPHAN_AGE: Final = 60.0  # seconds: a temporary file a cancelled review left behind


def review_path(replay: Path) -> Path:
    """Where the review of the replay at `replay` is kept."""
    name = replay.name[: -len(".json")] if replay.name.endswith(".json") else replay.name
    return replay.parent / FOLDER / (name + SUFFIX)


def match_fingerprint(state: State) -> str:
    """The match itself (seed, tie-break, every action): a review is never shown for another match."""
    return hashlib.sha256(save_match(state).encode("utf-8")).hexdigest()[:32]


def header(state: State, sides: ReviewSides, budget: ReviewBudget = SHIPPED_BUDGET) -> dict[str, Any]:
    """What a kept review must say to be used for this match, made as this game makes reviews."""
    return {
        "format": FORMAT,
        "review_version": REVIEW_VERSION,
        "model": model_version(),
        "budget": budget.to_json(),
        "match": match_fingerprint(state),
        "curves": list(sides.curves),
        "graded": list(sides.graded),
    }


def _checker(expected: dict[str, Any]) -> Callable[[Any], MatchReview]:
    def check(data: Any) -> MatchReview:
        if not isinstance(data, dict) or set(data) != {*expected, "review"}:
            raise DamagedFile("not a match review")
        for key, value in expected.items():
            if data[key] != value:
                raise DamagedFile(f"made for another {key}")  # stale: made anew, never shown
        review = MatchReview.from_json(data["review"])
        if sorted(review.coaches) != sorted(expected["curves"]) or any(
            c.graded_person != (side in expected["graded"]) for side, c in review.coaches.items()
        ):
            raise DamagedFile("the review's coaches are not the ones asked for")
        return review

    return check


def stored_review(
    replay: Path, state: State | None = None, sides: ReviewSides | None = None, budget: ReviewBudget = SHIPPED_BUDGET
) -> MatchReview | None:
    """The kept review of `replay` if there is a good, current one; None otherwise (no file, stale,
    damaged, unreadable). `state`/`sides` default to the replay's match and its meta's sides."""
    if state is None or sides is None:
        loaded, meta = load_replay(replay)
        state = state or loaded
        sides = sides or sides_for_meta(meta)
    try:
        return read_checked(review_path(replay), _checker(header(state, sides, budget)), MAX_REVIEW_BYTES)
    except (OSError, DamagedFile):
        return None


def keep_review(
    replay: Path, state: State, sides: ReviewSides, review: MatchReview, budget: ReviewBudget = SHIPPED_BUDGET
) -> bool:
    """Write the review beside the replay (atomically, over anything there); False if it could not be."""
    path = review_path(replay)
    text = json.dumps({**header(state, sides, budget), "review": review.to_json()}, ensure_ascii=False)
    try:
        remove_orphans(path.parent)
        atomic_write(path, text)
    except OSError:
        return False
    return True


def load_or_review(
    replay: Path,
    budget: ReviewBudget = SHIPPED_BUDGET,
    progress: Progress | None = None,
    stop: Callable[[], bool] | None = None,
    sides: ReviewSides | None = None,
) -> tuple[MatchReview, bool]:
    """The review of the replay at `replay`: the kept one when it is good and current, else made now
    (`progress`, `stop` as review_match) and kept. Returns (review, whether it is kept on disk).
    SaveError if the replay itself cannot be read (game.storage.load_replay)."""
    state, meta = load_replay(replay)
    sides = sides or sides_for_meta(meta)
    kept = stored_review(replay, state, sides, budget)
    if kept is not None:
        if progress is not None:
            progress(0, 0)
        return kept, True
    review = review_sides(state, sides, budget, progress, stop)
    return review, keep_review(replay, state, sides, review, budget)


def review_sides(
    state: State,
    sides: ReviewSides,
    budget: ReviewBudget = SHIPPED_BUDGET,
    progress: Progress | None = None,
    stop: Callable[[], bool] | None = None,
) -> MatchReview:
    return review_match(state, sides.curves, people=sides.graded, budget=budget, progress=progress, stop=stop)


def remove_orphans(folder: Path, min_age: float = ORPHAN_AGE) -> int:
    """Delete temporary files a cancelled review's write left in `folder` (older than `min_age`)."""
    removed = 0
    try:
        leftovers: Sequence[Path] = list(folder.glob(f"*{SUFFIX}.*.tmp"))
    except OSError:
        return 0
    now = time.time()  # the game's storage, not the review: a clock is fine here
    for path in leftovers:
        try:
            if now - path.stat().st_mtime >= min_age:
                path.unlink()
                removed += 1
        except OSError:
            pass
    return removed
