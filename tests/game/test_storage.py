"""Autosave and replays: atomic, and a damaged file is reported, moved aside and never loaded."""

from __future__ import annotations

from pathlib import Path

import pytest

from game import storage
from game.engine.rng import Rng
from game.engine.serialize import snapshot
from game.engine.state import Game, State


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("MN11_HOME", str(tmp_path))
    return tmp_path


def played(seed: int, steps: int | None = None) -> State:
    state = Game(seed=seed).new_initial_state()
    rng = Rng(seed)
    n = 0
    while not state.is_terminal() and (steps is None or n < steps):
        legal = state.legal_actions()
        state.apply_action(legal[rng.below(len(legal))])
        n += 1
    return state


def test_autosave_resumes_exactly() -> None:
    state = played(3, steps=70)
    storage.write_autosave(state, {"mode": "hotseat"})
    resume = storage.read_autosave()
    assert resume.notice is None and resume.meta == {"mode": "hotseat"}
    assert resume.state is not None and snapshot(resume.state) == snapshot(state)


def test_no_autosave_is_not_an_error() -> None:
    assert storage.read_autosave() == storage.Resume(None, {}, None)


@pytest.mark.parametrize("damage", [b"", b"{not json", b'{"meta": {}, "match": {"format": "x"}}', b"\xff\xfe"])
def test_damaged_autosave_is_reported_and_moved_aside(damage: bytes, home: Path) -> None:
    path = storage.autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(damage)
    resume = storage.read_autosave()
    assert resume.state is None and resume.notice
    assert not path.exists()
    assert list(path.parent.glob("autosave.damaged-*.json"))


def test_truncated_autosave_keeps_nothing_half_written(home: Path) -> None:
    state = played(4, steps=40)
    storage.write_autosave(state, {})
    good = storage.autosave_path().read_text(encoding="utf-8")
    storage.autosave_path().write_text(good[: len(good) // 3], encoding="utf-8")
    resume = storage.read_autosave()
    assert resume.state is None and "damaged" in (resume.notice or "")
    storage.write_autosave(state, {})  # a new save after the damaged one was moved aside
    assert storage.read_autosave().state is not None


def test_failed_write_leaves_the_good_save(monkeypatch: pytest.MonkeyPatch) -> None:
    state = played(5, steps=30)
    storage.write_autosave(state, {"n": 1})

    def broken(*args: object, **kwargs: object) -> None:
        raise OSError("disk full")

    with monkeypatch.context() as patched:
        patched.setattr(storage.os, "replace", broken)
        with pytest.raises(OSError):
            storage.write_autosave(played(5, steps=31), {"n": 2})
    resume = storage.read_autosave()
    assert resume.meta == {"n": 1}
    assert not list(storage.autosave_path().parent.glob("*.tmp"))


def test_finished_matches_are_listed_and_replay_identically() -> None:
    first, second = played(6), played(7)
    storage.keep_finished(first, {"mode": "hotseat"})
    path = storage.keep_finished(second, {"mode": "vs computer"})
    (storage.replays_dir() / "junk.json").write_text("{", encoding="utf-8")
    replays, notice = storage.list_replays()
    assert len(replays) == 2 and notice and "1 damaged" in notice
    info = next(r for r in replays if r.path == path)
    result = second.result()
    assert result is not None and info.score == result.score
    loaded, meta = storage.load_replay(path)
    assert meta["mode"] == "vs computer" and snapshot(loaded) == snapshot(second)
