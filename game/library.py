"""The replay library's index: one SQLite row per kept match, beside the replays, so that the list
opens at once whatever its size.

The replay files stay the truth; the index can always be thrown away. At start `sync` compares the
folder with the index by each file's size and modification time: new and changed files are read
(only their summary), removed ones are dropped, damaged ones are set aside as everywhere else
(game/safe_read.py); unchanged files are not opened. A missing, damaged or foreign index is built
anew from the files; one that cannot be written (read-only, locked by another copy of the game) is
replaced for this run by one in memory. SQLite's journal keeps the index whole through a kill."""

from __future__ import annotations

import json
import os
import sqlite3
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final

from game.clubs import DEFAULT_CLUBS, clubs_of
from game.safe_read import DAMAGED_TAG, DamagedFile, kept_as, read_checked

INDEX_NAME: Final = "library.sqlite3"
SCHEMA: Final = 2  # PRAGMA user_version; another number means another layout: built anew
APPLICATION_ID: Final = 0x4D4E3131  # "MN11": PRAGMA application_id tells our index from another file
MAX_MATCH_BYTES: Final = 4 * 1024 * 1024
OUTCOMES: Final = ("won", "drawn", "lost")
BUSY: Final = (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED)

COLUMNS: Final = (
    "file", "size", "mtime", "date", "mode", "level", "guided", "side", "score0", "score1",
    "so0", "so1", "stars", "outcome", "elevens0", "elevens1", "shared", "clubs",
)  # fmt: skip
CREATE: Final = f"""
CREATE TABLE IF NOT EXISTS replays (
    file TEXT PRIMARY KEY, size INTEGER NOT NULL, mtime INTEGER NOT NULL, date TEXT NOT NULL,
    mode TEXT, level TEXT, guided INTEGER NOT NULL, side INTEGER, score0 INTEGER NOT NULL,
    score1 INTEGER NOT NULL, so0 INTEGER, so1 INTEGER, stars TEXT NOT NULL, outcome TEXT,
    elevens0 INTEGER, elevens1 INTEGER, shared INTEGER NOT NULL, clubs TEXT
);
CREATE INDEX IF NOT EXISTS replays_by_date ON replays (date DESC, file DESC);
PRAGMA user_version = {SCHEMA};
PRAGMA application_id = {APPLICATION_ID};
"""


@dataclass(frozen=True)
class ReplayInfo:
    path: Path
    date: str
    stars: tuple[tuple[str, ...], tuple[str, ...]]
    score: tuple[int, int]
    shootout: tuple[int, int] | None
    mode: str | None = None  # "hotseat", "computer", "watch", "online" as saved (None: an older replay)
    level: str | None = None  # the computer's level as saved ("easy", ...), if any
    guided: bool = False  # the guided first match
    side: int | None = None  # the side of the person at this computer (against the computer, online)
    exact_11: tuple[int, int] | None = None  # each side's shots of exactly 11 (None: an older replay)
    shared: bool = False  # opened from a file a friend gave: nobody at this computer played it
    clubs: tuple[str, str] = DEFAULT_CLUBS  # each side's club (an older replay: the two default clubs)

    def outcome(self) -> str | None:
        """ "won", "drawn" or "lost" for the person at this computer, None where nobody was alone at it."""
        if self.side is None:
            return None
        mine, theirs = self.score[self.side], self.score[1 - self.side]
        if mine == theirs and self.shootout is not None:
            mine, theirs = self.shootout[self.side], self.shootout[1 - self.side]
        return "won" if mine > theirs else "lost" if mine < theirs else "drawn"


def _names(value: Any) -> tuple[str, ...]:
    if not isinstance(value, list) or len(value) > 13 or not all(isinstance(v, str) and len(v) < 80 for v in value):
        raise TypeError("a team's stars must be a list of card names")
    return tuple(value)


def _pair(value: Any) -> tuple[int, int]:
    if not isinstance(value, list) or len(value) != 2 or not all(type(v) is int and 0 <= v < 1000 for v in value):
        raise TypeError("a score must be two small whole numbers")
    return value[0], value[1]


def _word(value: Any) -> str | None:
    """A short saved name (a mode, a level); anything else counts as not said (older replays)."""
    return value if isinstance(value, str) and 0 < len(value) <= 20 else None


def summary_of(path: Path) -> Callable[[Any], ReplayInfo]:
    """A replay file's data to its summary (TypeError/KeyError when it is not one: damaged)."""

    def check(data: Any) -> ReplayInfo:
        if not isinstance(data, dict) or not isinstance(data.get("meta"), dict):
            raise TypeError("not a Magic Number Eleven replay")
        meta = data["meta"]
        stars, date, so = meta["stars"], meta["date"], meta.get("shootout")
        if not isinstance(stars, list) or len(stars) != 2 or not isinstance(date, str):
            raise TypeError("the replay's stars or date are damaged")
        shootout = _pair(so) if so is not None else None
        teams = (_names(stars[0]), _names(stars[1]))
        how = _word(meta.get("mode")), _word(meta.get("agent")), meta.get("guided") is True
        side = meta.get("human_side", meta.get("viewer"))
        shared = meta.get("shared") is True
        alone = how[0] in ("computer", "online") and type(side) is int and side in (0, 1) and not shared
        elevens = _pair(meta["exact_11"]) if meta.get("exact_11") is not None else None
        score = _pair(meta["score"])
        clubs = clubs_of(meta.get("clubs"))
        return ReplayInfo(
            path, date[:40], teams, score, shootout, *how, side if alone else None, elevens, shared, clubs
        )

    return check


@dataclass(frozen=True)
class Filters:
    """Which matches the list shows; None shows all."""

    mode: str | None = None  # as saved: "computer", "hotseat", "watch", "online"
    level: str | None = None
    result: str | None = None  # "won", "drawn", "lost" (for the person at this computer)

    def where(self) -> tuple[str, list[Any]]:
        parts, args = [], []
        for column, value in (("mode", self.mode), ("level", self.level), ("outcome", self.result)):
            if value is not None:
                parts.append(f"{column} = ?")
                args.append(value)
        return (" WHERE " + " AND ".join(parts)) if parts else "", args


@dataclass
class SyncReport:
    added: int = 0
    changed: int = 0
    removed: int = 0
    damaged: int = 0
    unreadable: int = 0
    rebuilt: str | None = None  # why the index was made anew, if it was


@dataclass(frozen=True)
class Tally:
    played: int = 0
    won: int = 0
    drawn: int = 0
    lost: int = 0
    goals_for: int = 0
    goals_against: int = 0
    elevens: int = 0  # the person's shots of exactly 11, in the matches that recorded them
    elevens_known: int = 0  # how many matches recorded them


@dataclass
class Career:
    """The record of the person at this computer: against the computer (per level) and online."""

    by_kind: dict[tuple[str, str | None], Tally] = field(default_factory=dict)  # (mode, level) -> tally
    total: Tally = field(default_factory=Tally)
    longest_run: int = 0  # most wins in a row
    current_run: int = 0  # wins in a row up to the newest match
    timeline: list[tuple[str, str, int, int]] = field(
        default_factory=list
    )  # (date, outcome, for, against), oldest first


def _row(path: Path, size: int, mtime: int, info: ReplayInfo) -> tuple[Any, ...]:
    so = info.shootout or (None, None)
    elevens = info.exact_11 or (None, None)
    stars = json.dumps([list(info.stars[0]), list(info.stars[1])], ensure_ascii=False)
    return (
        path.name, size, mtime, info.date, info.mode, info.level, int(info.guided), info.side,
        info.score[0], info.score[1], so[0], so[1], stars, info.outcome(), elevens[0], elevens[1], int(info.shared),
        ",".join(info.clubs),
    )  # fmt: skip


def _info(folder: Path, row: sqlite3.Row) -> ReplayInfo:
    stars = json.loads(row["stars"])
    shootout = (row["so0"], row["so1"]) if row["so0"] is not None else None
    elevens = (row["elevens0"], row["elevens1"]) if row["elevens0"] is not None else None
    return ReplayInfo(
        folder / row["file"], row["date"], (tuple(stars[0]), tuple(stars[1])), (row["score0"], row["score1"]),
        shootout, row["mode"], row["level"], bool(row["guided"]), row["side"], elevens, bool(row["shared"]),
        clubs_of((row["clubs"] or "").split(",")),
    )  # fmt: skip


def _stat(path: Path) -> tuple[int, int] | None:
    try:
        st = path.stat()
    except OSError:
        return None
    return st.st_size, st.st_mtime_ns


class Library:
    """The index of one replays folder. Used from one thread (the window's)."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.index = folder / INDEX_NAME
        self.in_memory = False  # True when the file could not be used this run
        self.db, self.rebuilt = self._open()

    # ------------------------------------------------------------------ opening

    def _connect(self, target: str) -> sqlite3.Connection:
        db = sqlite3.connect(target, timeout=0.5, isolation_level=None, check_same_thread=False)
        db.row_factory = sqlite3.Row
        return db

    def _open(self) -> tuple[sqlite3.Connection, str | None]:
        """The index file, checked; built anew when missing, foreign, of another layout or damaged;
        in memory when it cannot be written."""
        why = None
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            existed = self.index.is_file()
            db = self._connect(str(self.index))
            try:
                if existed:
                    why = self._problem(db)
                    if why is not None:
                        db.close()
                        self._discard()
                        db = self._connect(str(self.index))
                else:
                    why = "missing"
                db.executescript(CREATE)
                return db, why
            except sqlite3.Error:
                db.close()
                raise
        except (sqlite3.Error, OSError) as exc:
            self.in_memory = True
            db = self._connect(":memory:")
            db.executescript(CREATE)
            return db, f"unusable ({exc})"

    def _problem(self, db: sqlite3.Connection) -> str | None:
        try:
            if db.execute("PRAGMA application_id").fetchone()[0] != APPLICATION_ID:
                return "foreign"
            if db.execute("PRAGMA user_version").fetchone()[0] != SCHEMA:
                return "another layout"
            if db.execute("PRAGMA quick_check").fetchone()[0] != "ok":
                return "damaged"
            names = [r[1] for r in db.execute("PRAGMA table_info(replays)")]
            if tuple(names) != COLUMNS:
                return "another layout"
        except sqlite3.DatabaseError as exc:
            if getattr(exc, "sqlite_errorcode", None) in BUSY:
                raise  # in use by another copy of the game: not damaged, just not ours now
            return f"damaged ({exc})"
        return None

    def _discard(self) -> None:
        for suffix in ("", "-journal", "-wal", "-shm"):
            Path(str(self.index) + suffix).unlink(missing_ok=True)

    def _fall_back(self, exc: Exception) -> None:
        """The file stopped being usable (locked, read-only, damaged under us): go on in memory."""
        try:
            self.db.close()
        except sqlite3.Error:
            pass
        self.in_memory = True
        self.db = self._connect(":memory:")
        self.db.executescript(CREATE)
        self.rebuilt = f"unusable ({exc})"

    # ------------------------------------------------------------------ keeping it right

    def _files(self) -> Iterator[os.DirEntry[str]]:
        try:
            with os.scandir(self.folder) as entries:
                for entry in entries:
                    if entry.name.endswith(".json") and DAMAGED_TAG not in entry.name:  # not set aside
                        yield entry
        except OSError:
            return

    def sync(self) -> SyncReport:
        """Bring the index in line with the folder; only new and changed files are read."""
        if not self.in_memory and not self.index.is_file():  # deleted while the game ran
            self.db.close()
            self.db, self.rebuilt = self._open()
        try:
            return self._sync()
        except sqlite3.Error as exc:
            self._fall_back(exc)
            return self._sync()

    def _sync(self) -> SyncReport:
        report = SyncReport(rebuilt=self.rebuilt)
        self.rebuilt = None
        known = {row[0]: (row[1], row[2]) for row in self.db.execute("SELECT file, size, mtime FROM replays")}
        seen: set[str] = set()
        updates: list[tuple[Any, ...]] = []
        for entry in self._files():
            seen.add(entry.name)
            try:
                st = entry.stat()
            except OSError:
                report.unreadable += 1
                continue
            if known.get(entry.name) == (st.st_size, st.st_mtime_ns):
                continue
            path = Path(entry.path)
            try:
                info = read_checked(path, summary_of(path), MAX_MATCH_BYTES)
            except DamagedFile:
                report.damaged += 1
                kept_as(path)
                seen.discard(entry.name)
                continue
            except OSError:
                report.unreadable += 1
                seen.discard(entry.name)
                continue
            if entry.name in known:
                report.changed += 1
            else:
                report.added += 1
            updates.append(_row(path, st.st_size, st.st_mtime_ns, info))
        gone = [name for name in known if name not in seen]
        report.removed = len(gone)
        if updates or gone:
            self._write(updates, gone)
        return report

    def _write(self, rows: list[tuple[Any, ...]], gone: list[str]) -> None:
        marks = ", ".join("?" * len(COLUMNS))
        self.db.execute("BEGIN IMMEDIATE")
        try:
            self.db.executemany(f"INSERT OR REPLACE INTO replays VALUES ({marks})", rows)
            self.db.executemany("DELETE FROM replays WHERE file = ?", [(name,) for name in gone])
            self.db.execute("COMMIT")
        except BaseException:
            self.db.execute("ROLLBACK")
            raise

    def add(self, path: Path, info: ReplayInfo) -> None:
        """A replay just kept (its summary is known: nothing is read back)."""
        st = _stat(path)
        if st is None:
            return
        try:
            self._write([_row(path, st[0], st[1], info)], [])
        except sqlite3.Error as exc:
            self._fall_back(exc)
            self.sync()

    def forget(self, path: Path) -> None:
        try:
            self._write([], [path.name])
        except sqlite3.Error as exc:
            self._fall_back(exc)
            self.sync()

    # ------------------------------------------------------------------ reading

    def count(self, filters: Filters = Filters()) -> int:
        where, args = filters.where()
        return int(self.db.execute(f"SELECT COUNT(*) FROM replays{where}", args).fetchone()[0])

    def page(self, filters: Filters = Filters(), offset: int = 0, limit: int = 50) -> list[ReplayInfo]:
        """Newest first."""
        where, args = filters.where()
        rows = self.db.execute(
            f"SELECT * FROM replays{where} ORDER BY date DESC, file DESC LIMIT ? OFFSET ?", [*args, limit, offset]
        )
        return [_info(self.folder, row) for row in rows]

    def all(self, filters: Filters = Filters()) -> list[ReplayInfo]:
        return self.page(filters, 0, -1)

    def choices(self, column: str) -> list[str]:
        """The values a filter can take in this library (modes or levels played)."""
        if column not in ("mode", "level"):
            raise ValueError(column)
        rows = self.db.execute(f"SELECT DISTINCT {column} FROM replays WHERE {column} IS NOT NULL ORDER BY 1")
        return [row[0] for row in rows]

    def computer_record(self) -> dict[str, tuple[int, int, int]]:
        """Won, drawn and lost against each computer level, the guided match aside (one query: the
        list's record line, without the whole career)."""
        tally: dict[str, list[int]] = {}
        rows = self.db.execute(
            "SELECT level, outcome, COUNT(*) FROM replays WHERE mode = 'computer' AND guided = 0 "
            "AND level IS NOT NULL AND outcome IS NOT NULL GROUP BY level, outcome"
        )
        for level, outcome, count in rows:
            tally.setdefault(level, [0, 0, 0])[OUTCOMES.index(outcome)] += count
        return {level: (t[0], t[1], t[2]) for level, t in tally.items()}

    def career(self) -> Career:
        """The record of the person at this computer, the guided match aside."""
        career = Career()
        tallies: dict[tuple[str, str | None], list[int]] = {}
        run = 0
        rows = self.db.execute(
            "SELECT * FROM replays WHERE side IS NOT NULL AND guided = 0 AND outcome IS NOT NULL "
            "ORDER BY date ASC, file ASC"
        )
        for row in rows:
            side, outcome = row["side"], row["outcome"]
            mine, theirs = (row["score0"], row["score1"]) if side == 0 else (row["score1"], row["score0"])
            elevens = row["elevens0"] if side == 0 else row["elevens1"]
            kind = (row["mode"], row["level"] if row["mode"] == "computer" else None)
            for key in (kind, ("*", None)):
                t = tallies.setdefault(key, [0] * 8)
                t[0] += 1
                t[1 + OUTCOMES.index(outcome)] += 1
                t[4] += mine
                t[5] += theirs
                if elevens is not None:
                    t[6] += elevens
                    t[7] += 1
            run = run + 1 if outcome == "won" else 0
            career.longest_run = max(career.longest_run, run)
            career.timeline.append((row["date"], outcome, mine, theirs))
        career.current_run = run
        total = tallies.pop(("*", None), None)
        career.total = Tally(*total) if total else Tally()
        levels = ("easy", "normal", "hard", "random")

        def order(key: tuple[str, str | None]) -> tuple[str, int, str]:
            return key[0], levels.index(key[1]) if key[1] in levels else len(levels), key[1] or ""

        career.by_kind = {key: Tally(*tallies[key]) for key in sorted(tallies, key=order)}
        return career

    def close(self) -> None:
        try:
            self.db.close()
        except sqlite3.Error:
            pass


_OPEN: dict[Path, Library] = {}


def library(folder: Path) -> Library:
    """The library of `folder`, opened once per run (and again if the folder changes, as in tests)."""
    lib = _OPEN.get(folder)
    if lib is None:
        for old in _OPEN.values():
            old.close()
        _OPEN.clear()
        lib = _OPEN[folder] = Library(folder)
    return lib
