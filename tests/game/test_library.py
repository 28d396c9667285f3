"""The replay library's index (game/library.py): it follows the files without reading unchanged
ones, is built anew when missing, damaged or foreign, goes on in memory when it cannot be written,
survives a kill during a write, and answers the list's pages, filters and the career page."""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from game import library as library_mod
from game import storage
from game.bench.library import make_replays
from game.library import INDEX_NAME, Filters, Library, ReplayInfo

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("template")
    make_replays(folder, 40, seed=7)
    return folder


@pytest.fixture
def folder(tmp_path: Path, template: Path) -> Path:
    target = tmp_path / "replays"
    target.mkdir()
    for path in template.glob("*.json"):
        (target / path.name).write_bytes(path.read_bytes())
    return target


def files_listed(folder: Path) -> list[ReplayInfo]:
    """What the list must show: every replay file's summary, newest first (read the slow way)."""
    infos = [
        library_mod.summary_of(path)(json.loads(path.read_text(encoding="utf-8"))) for path in folder.glob("*.json")
    ]
    return sorted(infos, key=lambda info: (info.date, info.path.name), reverse=True)


def count_reads(monkeypatch: pytest.MonkeyPatch) -> list[Path]:
    reads: list[Path] = []
    real = library_mod.read_checked

    def counting(path, check, max_bytes):  # type: ignore[no-untyped-def]
        reads.append(path)
        return real(path, check, max_bytes)

    monkeypatch.setattr(library_mod, "read_checked", counting)
    return reads


def test_the_index_is_built_from_the_files_and_then_reads_only_what_changed(
    folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    reads = count_reads(monkeypatch)
    lib = Library(folder)
    report = lib.sync()
    assert report.added == 40 and report.rebuilt == "missing" and len(reads) == 40
    assert lib.all() == files_listed(folder)
    reads.clear()
    lib.close()
    lib = Library(folder)  # the next start
    report = lib.sync()
    assert reads == [] and (report.added, report.changed, report.removed, report.rebuilt) == (0, 0, 0, None)
    # behind the game's back: one removed, one edited, one new
    victims = sorted(folder.glob("*.json"))
    victims[0].unlink()
    data = json.loads(victims[1].read_text(encoding="utf-8"))
    data["meta"]["score"] = [9, 0]
    victims[1].write_text(json.dumps(data), encoding="utf-8")
    os.utime(victims[1], ns=(time.time_ns(), time.time_ns() + 1_000_000))
    (folder / "20300101-new-1.json").write_bytes(victims[2].read_bytes())
    report = lib.sync()
    assert (report.added, report.changed, report.removed) == (1, 1, 1)
    assert sorted(p.name for p in reads) == sorted([victims[1].name, "20300101-new-1.json"])
    assert lib.all() == files_listed(folder)
    assert next(i for i in lib.all() if i.path == victims[1]).score == (9, 0)


def test_a_damaged_replay_is_set_aside_and_said_once(folder: Path) -> None:
    victim = sorted(folder.glob("*.json"))[5]
    victim.write_text('{"meta": {"stars": 3}}', encoding="utf-8")
    lib = Library(folder)
    report = lib.sync()
    assert report.damaged == 1 and not victim.exists()
    assert victim.name not in {i.path.name for i in lib.all()}
    assert lib.sync().damaged == 0


@pytest.mark.parametrize(
    "damage",
    [
        b"this is not a database at all" * 100,
        b"SQLite format 3\x00" + b"\xff" * 4000,
    ],
    ids=["garbage", "a damaged database"],
)
def test_a_damaged_index_is_built_anew_from_the_files(folder: Path, damage: bytes) -> None:
    lib = Library(folder)
    lib.sync()
    lib.close()
    (folder / INDEX_NAME).write_bytes(damage)
    lib = Library(folder)
    report = lib.sync()
    assert report.rebuilt is not None and report.rebuilt.startswith("damaged") and not lib.in_memory
    assert lib.all() == files_listed(folder)


def test_a_foreign_database_or_another_layout_is_replaced(folder: Path) -> None:
    db = sqlite3.connect(folder / INDEX_NAME)
    db.execute("CREATE TABLE replays (file TEXT)")
    db.commit()
    db.close()
    lib = Library(folder)
    assert lib.sync().rebuilt == "foreign" and lib.all() == files_listed(folder)
    lib.db.execute(f"PRAGMA user_version = {library_mod.SCHEMA + 1}")
    lib.close()
    lib = Library(folder)
    assert lib.sync().rebuilt == "another layout" and lib.all() == files_listed(folder)


def test_a_locked_index_gives_the_right_list_from_memory(folder: Path) -> None:
    Library(folder).close()
    holder = sqlite3.connect(folder / INDEX_NAME, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")  # another copy of the game in the middle of a write
    try:
        lib = Library(folder)
        lib.sync()
        assert lib.in_memory and lib.all() == files_listed(folder)
    finally:
        holder.execute("ROLLBACK")
        holder.close()


def test_a_read_only_index_gives_the_right_list_from_memory(folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    Library(folder).close()
    real = Library._connect

    def read_only(self: Library, target: str) -> sqlite3.Connection:
        if target == ":memory:":
            return real(self, target)
        db = sqlite3.connect(f"file:{target}?mode=ro", uri=True, isolation_level=None)
        db.row_factory = sqlite3.Row
        return db

    monkeypatch.setattr(Library, "_connect", read_only)
    lib = Library(folder)
    lib.sync()
    assert lib.in_memory and lib.all() == files_listed(folder)


def test_an_index_deleted_while_the_game_runs_is_made_again(folder: Path) -> None:
    lib = Library(folder)
    lib.sync()
    (folder / INDEX_NAME).unlink()
    (folder / "20300101-late-1.json").write_bytes(sorted(folder.glob("*.json"))[0].read_bytes())
    report = lib.sync()
    assert report.rebuilt == "missing" and (folder / INDEX_NAME).is_file()
    assert lib.all() == files_listed(folder)


def test_a_kill_during_an_index_write_loses_nothing(folder: Path) -> None:
    """A process writing to the index is killed with SIGKILL mid-transaction; the next start lists
    every replay and no file is touched."""
    before = {p.name: p.read_bytes() for p in folder.glob("*.json")}
    writer = textwrap.dedent(
        f"""
        import sys; sys.path.insert(0, {str(ROOT)!r})
        from pathlib import Path
        from game.library import Library, _row, ReplayInfo
        lib = Library(Path({str(folder)!r}))
        lib.sync()
        print("ready", flush=True)
        n = 0
        while True:
            rows = [_row(Path(f"fake-{{n}}-{{i}}.json"), 1, 1, ReplayInfo(Path("x"), "2099", ((), ()), (0, 0), None))
                    for i in range(2000)]
            lib._write(rows, [])
            n += 1
        """
    )
    child = subprocess.Popen([sys.executable, "-c", writer], stdout=subprocess.PIPE, text=True)
    try:
        assert child.stdout is not None and child.stdout.readline().strip() == "ready"
        time.sleep(0.4)
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait(10)
    assert {p.name: p.read_bytes() for p in folder.glob("*.json")} == before
    lib = Library(folder)
    report = lib.sync()
    assert not lib.in_memory and report.rebuilt is None
    assert report.removed >= 0 and lib.all() == files_listed(folder)  # the fake rows had no files


def test_pages_filters_and_counts(folder: Path) -> None:
    lib = Library(folder)
    lib.sync()
    everything = files_listed(folder)
    assert lib.count() == 40
    assert lib.page(Filters(), 0, 7) + lib.page(Filters(), 7, 100) == everything
    hard = Filters(mode="computer", level="hard")
    assert lib.all(hard) == [i for i in everything if i.mode == "computer" and i.level == "hard"]
    assert lib.count(hard) == len(lib.all(hard))
    won = Filters(result="won")
    assert lib.all(won) == [i for i in everything if i.outcome() == "won"]
    assert set(lib.choices("mode")) == {i.mode for i in everything}
    with pytest.raises(ValueError):
        lib.choices("file; DROP TABLE replays")


def test_the_career_counts_the_person_at_this_computer(tmp_path: Path) -> None:
    folder = tmp_path / "replays"
    folder.mkdir()
    rows = [  # date, mode, level, side, score, shoot-out, elevens
        ("2026-01-01", "computer", "easy", 0, [3, 1], None, [2, 0]),
        ("2026-01-02", "computer", "easy", 1, [0, 2], None, [0, 1]),
        ("2026-01-03", "computer", "hard", 0, [1, 1], [4, 5], None),
        ("2026-01-04", "online", None, 1, [2, 2], [3, 5], [1, 1]),
        ("2026-01-05", "hotseat", None, None, [5, 0], None, [0, 0]),
        ("2026-01-06", "computer", "hard", 0, [0, 1], None, [0, 0]),
        ("2026-01-07", "computer", "hard", 0, [2, 0], None, [1, 0]),
    ]
    for n, (date, mode, level, side, score, so, elevens) in enumerate(rows):
        meta = {
            "date": date,
            "mode": mode,
            "agent": level,
            "human_side": side,
            "stars": [[], []],
            "score": score,
            "shootout": so,
            "exact_11": elevens,
        }
        (folder / f"{n}.json").write_text(json.dumps({"meta": meta}), encoding="utf-8")
    lib = Library(folder)
    lib.sync()
    career = lib.career()
    assert career.total.played == 6 and (career.total.won, career.total.drawn, career.total.lost) == (4, 0, 2)
    assert (career.total.goals_for, career.total.goals_against) == (3 + 2 + 1 + 2 + 0 + 2, 1 + 0 + 1 + 2 + 1 + 0)
    assert (career.total.elevens, career.total.elevens_known) == (2 + 1 + 1 + 0 + 1, 5)
    assert career.by_kind[("computer", "hard")].played == 3
    assert career.by_kind[("computer", "hard")].won == 1  # a draw lost in the shoot-out is lost
    assert career.by_kind[("online", None)].won == 1  # and one won in it is won
    assert career.longest_run == 2 and career.current_run == 1
    assert [outcome for _, outcome, _, _ in career.timeline] == ["won", "won", "lost", "won", "lost", "won"]


def test_keeping_a_match_indexes_it_with_its_elevens(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from tests.game.test_safe_read import finished

    monkeypatch.setenv("MN11_HOME", str(tmp_path))
    state = finished(22)
    path = storage.keep_finished(state, {"mode": "computer", "agent": "hard", "human_side": 0})
    lib = library_mod.library(storage.replays_dir())
    (info,) = lib.all()
    from game.engine.story import story_of

    story = story_of(state)
    assert info.path == path and info.exact_11 == (story.exact_11(0), story.exact_11(1))
    assert lib.sync().added == 0  # the index already had it
    assert storage.list_replays() == ([info], None)


def test_a_replay_is_shared_with_a_friend_and_opened_there(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from tests.game.test_safe_read import finished

    mine, theirs, downloads = tmp_path / "me", tmp_path / "friend", tmp_path / "Downloads"
    downloads.mkdir()
    monkeypatch.setenv("MN11_HOME", str(mine))
    kept = storage.keep_finished(finished(31), {"mode": "computer", "agent": "hard", "human_side": 1})
    exported = storage.export_replay(kept, downloads)
    assert exported.parent == downloads and exported.name.endswith(storage.SHARE_SUFFIX)
    assert exported.read_bytes() == kept.read_bytes()
    with pytest.raises(storage.SaveError, match="already among your replays"):
        storage.import_replay(exported)
    monkeypatch.setenv("MN11_HOME", str(theirs))
    added = storage.import_replay(exported)
    (info,) = storage.list_replays()[0]
    assert info.path == added and info.shared and info.side is None and info.outcome() is None
    original = storage.load_replay(exported)[0].result()
    assert info.mode == "computer" and info.level == "hard" and original is not None and info.score == original.score
    assert library_mod.library(storage.replays_dir()).career().total.played == 0  # not the friend's record
    assert exported.read_bytes() == kept.read_bytes()  # the friend's file is left as it was


@pytest.mark.parametrize(
    "content",
    [
        b"\x00\x01 not json",
        b"[" * 5000 + b"]" * 5000,
        b'{"meta": {}, "match": ' + b"1" * 200 + b"}",
        b" " * (5 * 1024 * 1024),
        "moves",
        "unfinished",
    ],
    ids=["binary", "deep", "huge number", "too large", "edited moves", "unfinished"],
)
def test_a_bad_shared_file_gets_a_reason_and_changes_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, content: bytes | str
) -> None:
    from game.engine.rng import Rng
    from game.engine.state import Game
    from tests.game.test_safe_read import finished

    monkeypatch.setenv("MN11_HOME", str(tmp_path / "home"))
    storage.keep_finished(finished(33), {"mode": "hotseat"})
    before = sorted(p.name for p in storage.replays_dir().iterdir())
    source = tmp_path / "gift.mn11.json"
    if content == "moves":
        data = json.loads(storage._wrap(finished(34), {"mode": "hotseat"}))
        data["match"]["actions"][5] = data["match"]["actions"][6]
        source.write_text(json.dumps(data), encoding="utf-8")
    elif content == "unfinished":
        state = Game(seed=35).new_initial_state()
        rng = Rng(35)
        for _ in range(30):
            legal = state.legal_actions()
            state.apply_action(legal[rng.below(len(legal))])
        source.write_text(storage._wrap(state, {"mode": "hotseat"}), encoding="utf-8")
    else:
        assert isinstance(content, bytes)
        source.write_bytes(content)
    gift = source.read_bytes()
    with pytest.raises(storage.SaveError) as caught:
        storage.import_replay(source)
    assert str(caught.value)
    assert sorted(p.name for p in storage.replays_dir().iterdir()) == before
    assert source.read_bytes() == gift
