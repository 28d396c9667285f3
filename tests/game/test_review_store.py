"""Reviews kept beside replays (issue #41): used only when good and current, else made anew; the
review process reports progress and can be cancelled at once."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path
from typing import Any

import pytest

from game import review_store as S
from game import storage
from game.ai import review as R
from game.ai.normal import NormalAgent
from game.ai.random_agent import RandomAgent
from game.engine.state import HOME, Game, State
from game.review_process import ReviewJob

TINY = R.ReviewBudget(deals=1, top_k=1, replies=1, extend=0)  # Normal's best and the choice, one deal
CURVES_ONLY = R.ReviewSides((HOME,), ())  # the quickest review: a curve, nothing weighed


def finished(seed: int = 80030) -> State:
    state = Game(seed=seed).new_initial_state()
    agents = (RandomAgent(1), NormalAgent(2))
    while not state.is_terminal():
        side = state.current_player()
        state.apply_action(agents[side].choose(state.view(side)))
    return state


@pytest.fixture
def replay() -> Path:
    return storage.keep_finished(finished(), {"mode": "computer", "human_side": HOME, "agent": "normal"})


@pytest.fixture
def counted(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """How many reviews are made (not read back)."""
    calls: list[int] = []
    real = S.review_match

    def counting(*args: Any, **kwargs: Any) -> R.MatchReview:
        calls.append(1)
        return real(*args, **kwargs)

    monkeypatch.setattr(S, "review_match", counting)
    return calls


def test_a_review_is_kept_beside_its_replay_and_read_back(replay: Path, counted: list[int]) -> None:
    review, kept = S.load_or_review(replay, TINY, sides=CURVES_ONLY)
    path = S.review_path(replay)
    assert kept and path.is_file() and path.parent == replay.parent / "reviews"
    again, kept_again = S.load_or_review(replay, TINY, sides=CURVES_ONLY)
    assert again == review and kept_again and len(counted) == 1
    assert storage.list_replays()[1] is None and len(storage.list_replays()[0]) == 1  # the library is not confused


def test_the_replays_meta_says_whose_decisions_are_graded(replay: Path) -> None:
    review, _ = S.load_or_review(replay, TINY)
    assert list(review.coaches) == [HOME] and review.coaches[HOME].graded_person
    assert any(d.graded for d in review.coaches[HOME].decisions)


@pytest.mark.parametrize(
    "content",
    [
        b"",
        b"{not json",
        b"\xff\xfe",
        b"[]",
        b'{"format": "mn11-review"}',
        b"9" * 5000,
        b"[" * 100 + b"]" * 100,
    ],
)
def test_a_damaged_review_is_made_anew(replay: Path, counted: list[int], content: bytes) -> None:
    good, _ = S.load_or_review(replay, TINY, sides=CURVES_ONLY)
    S.review_path(replay).write_bytes(content)
    assert S.stored_review(replay, sides=CURVES_ONLY, budget=TINY) is None
    review, kept = S.load_or_review(replay, TINY, sides=CURVES_ONLY)
    assert review == good and kept and len(counted) == 2
    assert S.stored_review(replay, sides=CURVES_ONLY, budget=TINY) == good  # written over with a good one


def test_a_hostile_review_is_never_trusted(replay: Path, counted: list[int]) -> None:
    """A file that says the right version for this match but holds impossible numbers."""
    good, _ = S.load_or_review(replay, TINY, sides=CURVES_ONLY)
    path = S.review_path(replay)
    data = json.loads(path.read_text(encoding="utf-8"))
    for bad in (2.0, -0.1, float("nan"), "0.5", True):
        data["review"]["coaches"][0]["curve"][0][4] = bad
        path.write_text(json.dumps(data), encoding="utf-8")
        assert S.stored_review(replay, sides=CURVES_ONLY, budget=TINY) is None
    review, _ = S.load_or_review(replay, TINY, sides=CURVES_ONLY)
    assert review == good and review.coaches[HOME].curve[0].chance == good.coaches[HOME].curve[0].chance


def test_a_folder_in_the_way_is_not_a_review(replay: Path) -> None:
    S.review_path(replay).mkdir(parents=True)
    review, kept = S.load_or_review(replay, TINY, sides=CURVES_ONLY)
    assert review.coaches[HOME].curve and not kept


@pytest.mark.parametrize("what", ["version", "model", "budget", "match", "sides"])
def test_a_stale_review_is_made_anew(
    replay: Path, counted: list[int], monkeypatch: pytest.MonkeyPatch, what: str
) -> None:
    S.load_or_review(replay, TINY, sides=CURVES_ONLY)
    budget, sides = TINY, CURVES_ONLY
    if what == "version":
        monkeypatch.setattr(S, "REVIEW_VERSION", R.REVIEW_VERSION + 1)
    elif what == "model":
        monkeypatch.setattr(S, "model_version", lambda: "0" * 16)
    elif what == "budget":
        budget = R.ReviewBudget(deals=2, top_k=2, replies=1, extend=0)
    elif what == "sides":
        sides = R.ReviewSides((HOME, 1), ())
    else:  # another match under the same file name
        storage.atomic_write(
            replay,
            json.dumps(
                {
                    "meta": json.loads(replay.read_text(encoding="utf-8"))["meta"],
                    "match": json.loads(storage.save_match(finished(80031))),
                }
            ),
        )
    assert S.stored_review(replay, sides=sides, budget=budget) is None
    S.load_or_review(replay, budget, sides=sides)
    assert len(counted) == 2


def _wait(job: ReviewJob, until: Any, seconds: float = 60.0) -> None:
    end = time.monotonic() + seconds
    while not until() and time.monotonic() < end:
        time.sleep(0.02)
    assert until(), "the review process did not answer in time"


def test_the_review_process_reports_progress_and_the_review(replay: Path) -> None:
    job = ReviewJob(TINY)
    job.start(replay)
    seen: list[float] = []

    def over() -> bool:
        seen.append(job.progress())
        return job.done()

    _wait(job, over)
    assert job.error is None and job.kept and job.progress() == 1.0
    assert all(0.0 <= p <= 1.0 for p in seen) and seen == sorted(seen)
    done, total = job.counts()
    assert done == total > 0
    review = job.result()
    assert review is not None and review == S.stored_review(replay, budget=TINY)
    state, meta = storage.load_replay(replay)  # made in another process (another hash seed): the same review
    assert review == S.review_sides(state, R.sides_for_meta(meta), TINY)


def test_the_review_process_is_cancelled_at_once(replay: Path) -> None:
    job = ReviewJob()  # the shipped budget: seconds of work
    job.start(replay)
    _wait(job, lambda: job.counts()[1] > 0)
    pid = job._proc.pid
    started = time.monotonic()
    job.cancel()
    assert time.monotonic() - started < 2.0
    assert job.done() and job.cancelled and job.result() is None and job.progress() < 1.0
    with pytest.raises(ProcessLookupError):
        os.kill(pid, 0)  # gone (and reaped)
    assert not S.review_path(replay).exists()


def test_a_replay_that_cannot_be_read_is_reported(tmp_path: Path) -> None:
    bad = tmp_path / "broken.json"
    bad.write_text("{}", encoding="utf-8")
    job = ReviewJob(TINY)
    job.start(bad)
    _wait(job, job.done)
    assert job.error is not None and job.result() is None
