"""A match review made in a spawned process, so the window never freezes (issue #41).

    job = ReviewJob()
    job.start(replay_path)      # at once; the review runs in its own process
    ...each frame:
    job.progress()              # 0.0 .. 1.0 (decisions weighed / decisions to weigh)
    job.result()                # the MatchReview once done, else None
    job.error                   # a readable message if it failed (then done() and result() None)
    job.cancel()                # leaving the screen: the process ends at once (job.cancelled)

The process loads the replay, uses the review kept beside it when that one is good and current
(game/review_store.py), else makes it (game/ai/review.py) and keeps it; it reports ("progress",
done, total) after every decision and ("done", review as JSON, kept) at the end through a pipe.
`cancel()` terminates it (a half-written review file is a temporary file, removed later). 'spawn'
works the same on Linux, Windows, macOS and in a frozen build (the entry point calls
`multiprocessing.freeze_support()`), as game/ai/search_process.py."""

from __future__ import annotations

import os
import traceback
from multiprocessing import get_context
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any, Final

from game.ai.review import SHIPPED_BUDGET, MatchReview, ReviewBudget, ReviewSides

NICENESS: Final = 10  # below the window's frame loop, as Hard's search process


def _describe(exc: BaseException) -> str:
    last = traceback.extract_tb(exc.__traceback__)[-1:] if exc.__traceback__ else []
    where = f" ({Path(last[0].filename).name}:{last[0].lineno})" if last else ""
    return f"{type(exc).__name__}: {exc}{where}"


def serve(conn: Connection, path: str, budget: ReviewBudget, sides: ReviewSides | None) -> None:
    """The process: review one replay, report progress and the result, then end."""
    if hasattr(os, "nice"):
        try:
            os.nice(NICENESS)
        except OSError:
            pass
    from game.review_store import load_or_review  # imported here: the parent's window never loads it twice

    def progress(done: int, total: int) -> None:
        conn.send(("progress", done, total))

    try:
        review, kept = load_or_review(Path(path), budget, progress, sides=sides)
        conn.send(("done", review.to_json(), kept))
    except Exception as exc:  # reported to the window, never raised there
        try:
            conn.send(("error", _describe(exc)))
        except (OSError, ValueError):
            pass
    finally:
        conn.close()


class ReviewJob:
    """One replay's review in a process of its own (see the module's notes)."""

    def __init__(self, budget: ReviewBudget = SHIPPED_BUDGET) -> None:
        self.budget = budget
        self.error: str | None = None
        self.cancelled = False
        self.kept = False  # the review is kept beside the replay
        self._done = 0
        self._total = 0
        self._review: MatchReview | None = None
        self._finished = False
        self._conn: Connection | None = None
        self._proc: Any = None

    def start(self, path: Path, sides: ReviewSides | None = None) -> None:
        """Review the replay at `path` (`sides`: default the replay's meta, review.sides_for_meta).
        A job already running is cancelled first."""
        self.cancel()
        self.error, self.kept, self._done, self._total, self._review = None, False, 0, 0, None
        self.cancelled = False
        self._finished = False
        ctx = get_context("spawn")
        self._conn, child = ctx.Pipe(duplex=False)
        try:
            self._proc = ctx.Process(
                target=serve, args=(child, str(path), self.budget, sides), name="mn11-review", daemon=True
            )
            self._proc.start()
        except (OSError, ValueError) as exc:
            self._fail(f"the review could not start: {exc}")
        finally:
            child.close()

    def _fail(self, message: str) -> None:
        self.error = message
        self._finished = True
        self._close()

    def _drain(self) -> None:
        """Read everything the process has said so far, without waiting."""
        conn = self._conn
        if conn is None or self._finished:
            return
        try:
            while conn.poll(0):
                message = conn.recv()
                if message[0] == "progress":
                    self._done, self._total = int(message[1]), int(message[2])
                elif message[0] == "done":
                    self._review = MatchReview.from_json(message[1])
                    self.kept = bool(message[2])
                    self._finished = True
                    self._close()
                    return
                else:
                    self._fail(f"the review failed: {message[1]}")
                    return
        except (EOFError, OSError):
            code = self._proc.exitcode if self._proc is not None else None
            self._fail(f"the review's process stopped (exit code {code})")
        except (ValueError, TypeError, KeyError, IndexError) as exc:
            self._fail(f"the review sent something unusable: {exc}")

    def progress(self) -> float:
        """How far the review is, 0.0 to 1.0 (1.0 once done, or when a kept review was found; where it
        was after a cancel or a failure)."""
        self._drain()
        if self._finished and self.error is None and not self.cancelled:
            return 1.0
        return self._done / self._total if self._total else 0.0

    def counts(self) -> tuple[int, int]:
        """(decisions weighed, decisions to weigh) so far; (0, 0) before the process has said."""
        self._drain()
        return self._done, self._total

    def done(self) -> bool:
        self._drain()
        return self._finished

    def result(self) -> MatchReview | None:
        """The review once done (None before, after a failure or a cancel)."""
        self._drain()
        return self._review

    def running(self) -> bool:
        return self._proc is not None and not self._finished

    def cancel(self) -> None:
        """Stop now: the process is terminated (killed if it does not end within a second)."""
        proc = self._proc
        if proc is not None and proc.is_alive():
            proc.terminate()
            proc.join(1.0)
            if proc.is_alive():
                proc.kill()
                proc.join(1.0)
        self._close()
        if not self._finished:
            self._finished = True
            self.cancelled = True

    def _close(self) -> None:
        if self._conn is not None:
            self._conn.close()
            self._conn = None
        proc = self._proc
        if proc is not None:
            proc.join(0.5 if not proc.is_alive() else 0)
            self._proc = None
