"""Nothing at a save path can wedge the start (issue #25, part 2): a pipe, a folder or an
unreadable file is reported and set aside (renamed, never deleted), or, when it cannot be moved,
said once with where it is and never written over; a finished match left in the autosave by a
kill is cleared when its replay exists and kept for replays when it does not."""

from __future__ import annotations

import json
import os
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from game import safe_read, settings, storage
from game.engine.rng import Rng
from game.engine.serialize import load_match_data, snapshot
from game.engine.state import State
from game.settings import Settings
from game.ui.control.controller import MatchConfig, MatchController
from tests.game.test_storage import played


def within(seconds: float, call: Callable[[], Any], unblock: Path | None = None) -> Any:
    """`call()`'s result, failing (not hanging) if it takes longer than `seconds`; `unblock`: a pipe
    whose reader is let go by opening it for writing."""
    out: list[Any] = []
    worker = threading.Thread(target=lambda: out.append(call()), daemon=True)
    worker.start()
    worker.join(seconds)
    if worker.is_alive():
        if unblock is not None:
            os.close(os.open(unblock, os.O_WRONLY | os.O_NONBLOCK))
        worker.join(5)
        pytest.fail(f"still waiting after {seconds} s")
    return out[0]


def aside(path: Path) -> list[Path]:
    return sorted(path.parent.glob(f"{path.stem}.damaged-*{path.suffix}"))


# ---------------------------------------------------------------------- 2.2: pipes and other non-files

needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")


def _fifo(path: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(path)
    return path


@needs_fifo
def test_a_pipe_at_the_autosave_path_is_reported_and_set_aside_without_waiting() -> None:
    path = _fifo(storage.autosave_path())
    resume = within(3, storage.read_autosave, unblock=path)
    assert resume.state is None and resume.notice and "not a file" in resume.notice and "kept as" in resume.notice
    assert not os.path.lexists(path) and len(aside(path)) == 1


@needs_fifo
def test_a_pipe_at_the_settings_path_gives_the_defaults_and_is_set_aside() -> None:
    path = _fifo(settings.settings_path())
    loaded, notice = within(3, settings.load, unblock=path)
    assert loaded == settings.defaults() and notice and "kept as settings.damaged-" in notice
    assert not os.path.lexists(path) and len(aside(path)) == 1


@needs_fifo
def test_a_pipe_among_the_replays_is_set_aside_and_the_others_still_list() -> None:
    kept = storage.keep_finished(played(31), MatchConfig(seed=31).to_meta())
    pipe = _fifo(storage.replays_dir() / "20990101-000000-1.json")
    replays, notice = within(3, storage.list_replays, unblock=pipe)
    assert [r.path for r in replays] == [kept] and notice and "set aside" in notice
    assert not os.path.lexists(pipe) and len(aside(pipe)) == 1


def test_only_regular_files_are_read() -> None:
    folder = storage.autosave_path()
    folder.mkdir(parents=True)
    with pytest.raises(safe_read.NotAFile):
        safe_read.read_checked(folder, lambda data: data, 1000)


# ---------------------------------------------------------------------- 2.3: folders and unreadable files


def test_a_folder_at_the_settings_path_is_set_aside_once_with_its_contents() -> None:
    path = settings.settings_path()
    path.mkdir(parents=True)
    (path / "mine.txt").write_text("keep me", encoding="utf-8")
    loaded, notice = settings.load()
    assert loaded == settings.defaults() and notice and "kept as settings.damaged-" in notice
    [kept] = aside(path)
    assert (kept / "mine.txt").read_text(encoding="utf-8") == "keep me"
    assert settings.save(Settings(volume=30)) is None
    assert settings.load() == (Settings(volume=30), None), "said once, then all is well"


def test_a_folder_at_the_autosave_path_is_set_aside_once() -> None:
    path = storage.autosave_path()
    path.mkdir(parents=True)
    first = storage.read_autosave()
    assert first.state is None and first.notice and "kept as autosave.damaged-" in first.notice
    assert len(aside(path)) == 1 and storage.read_autosave() == storage.Resume(None, {}, None)


def _unreadable(mp: pytest.MonkeyPatch, path: Path) -> None:
    """Reading `path` is refused (tests may run as root, for whom file modes refuse nothing)."""
    real = os.open

    def refusing(file: Any, flags: int, *args: Any, **kwargs: Any) -> int:
        if Path(file) == path and not flags & (os.O_WRONLY | os.O_RDWR):
            raise PermissionError(13, "Permission denied", str(file))
        return real(file, flags, *args, **kwargs)

    mp.setattr(os, "open", refusing)


def _unmovable(mp: pytest.MonkeyPatch) -> None:
    def refuse(self: Path, target: Any) -> Path:
        raise PermissionError(13, "Permission denied", str(self))

    mp.setattr(Path, "replace", refuse)
    mp.setattr(Path, "rename", refuse)


def test_an_unreadable_settings_file_is_set_aside_not_replaced_without_a_copy() -> None:
    path = settings.settings_path()
    path.parent.mkdir(parents=True)
    path.write_text(settings.to_json(Settings(volume=20)), encoding="utf-8")
    with pytest.MonkeyPatch.context() as mp:
        _unreadable(mp, path)
        loaded, notice = settings.load()
    assert loaded == settings.defaults() and notice and "could not be read" in notice and "kept as" in notice
    assert settings.save(Settings(volume=90)) is None
    [kept] = aside(path)
    assert settings.from_json(json.loads(kept.read_text(encoding="utf-8")))[0].volume == 20


def test_an_unreadable_autosave_is_set_aside_once() -> None:
    path = storage.autosave_path()
    storage.write_autosave(played(32, steps=30), {})
    with pytest.MonkeyPatch.context() as mp:
        _unreadable(mp, path)
        first = storage.read_autosave()
    assert first.state is None and first.notice and "could not be read" in first.notice and "kept as" in first.notice
    assert storage.read_autosave() == storage.Resume(None, {}, None) and len(aside(path)) == 1


def test_a_settings_folder_that_cannot_be_moved_is_said_once_and_never_written_over() -> None:
    path = settings.settings_path()
    path.mkdir(parents=True)
    with pytest.MonkeyPatch.context() as mp:
        _unmovable(mp)
        loaded, notice = settings.load()
        assert loaded == settings.defaults() and notice and str(path) in notice
        assert settings.load() == (settings.defaults(), None), "said once"
    settings.save(Settings(volume=10))
    assert path.is_dir() and not aside(path)


def test_an_unreadable_settings_file_that_cannot_be_moved_is_never_written_over() -> None:
    path = settings.settings_path()
    path.parent.mkdir(parents=True)
    original = settings.to_json(Settings(volume=20))
    path.write_text(original, encoding="utf-8")
    with pytest.MonkeyPatch.context() as mp:
        _unreadable(mp, path)
        _unmovable(mp)
        loaded, notice = settings.load()
    assert loaded == settings.defaults() and notice and str(path) in notice
    assert settings.save(Settings(volume=90)) is None
    assert path.read_text(encoding="utf-8") == original and not aside(path)


def test_an_autosave_folder_that_cannot_be_moved_is_said_once_and_never_written_over() -> None:
    path = storage.autosave_path()
    path.mkdir(parents=True)
    (path / "mine.txt").write_text("keep me", encoding="utf-8")
    with pytest.MonkeyPatch.context() as mp:
        _unmovable(mp)
        first = storage.read_autosave()
        assert first.state is None and first.notice and str(path) in first.notice
        assert storage.read_autosave() == storage.Resume(None, {}, None), "said once"
    ctrl = MatchController(MatchConfig(seed=33), persist=True)
    assert len(ctrl.notices) == 1 and str(path) in ctrl.notices[0]
    assert (path / "mine.txt").read_text(encoding="utf-8") == "keep me"


# ---------------------------------------------------------------------- 2.4: killed between replay and autosave


def test_a_finished_match_in_the_autosave_whose_replay_exists_is_cleared_silently() -> None:
    state = played(34)
    meta = MatchConfig(seed=34).to_meta()
    replay = storage.keep_finished(state, meta)
    storage.write_autosave(state, meta)  # the kill came after the replay, before the autosave went
    assert storage.read_autosave() == storage.Resume(None, {}, None)
    assert not storage.autosave_path().exists() and not aside(storage.autosave_path())
    assert [r.path for r in storage.list_replays()[0]] == [replay]


def test_a_finished_match_in_the_autosave_without_its_replay_is_kept_for_replays() -> None:
    state = played(35)
    other = storage.keep_finished(played(36), MatchConfig(seed=36).to_meta())
    storage.write_autosave(state, MatchConfig(seed=35).to_meta())  # the kill came before the replay
    assert storage.read_autosave() == storage.Resume(None, {}, None)
    assert not storage.autosave_path().exists() and not aside(storage.autosave_path())
    replays = storage.list_replays()[0]
    assert len(replays) == 2 and other in [r.path for r in replays]
    [new] = [r.path for r in replays if r.path != other]
    loaded, meta = storage.load_replay(new)
    assert snapshot(loaded) == snapshot(state) and meta["seed"] == 35


def test_the_window_keeps_the_finished_match_in_the_autosave_until_its_replay_is_written(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A kill between writing the replay and clearing the autosave loses nothing and alarms no one."""
    ctrl = MatchController(MatchConfig(seed=37), persist=True)
    seen: list[bool] = []
    keep = storage.keep_finished

    def watched(state: State, meta: dict[str, Any]) -> Path:
        data = json.loads(storage.autosave_path().read_text(encoding="utf-8"))
        seen.append(load_match_data(data["match"]).is_terminal())
        return keep(state, meta)

    monkeypatch.setattr(storage, "keep_finished", watched)
    rng = Rng(37)
    while not ctrl._state.is_terminal():
        legal = ctrl._state.legal_actions()
        ctrl.apply(legal[rng.below(len(legal))])
    assert seen == [True] and not storage.autosave_path().exists() and ctrl.replay_path is not None


def test_an_autosave_that_cannot_be_resumed_nor_moved_is_never_written_over() -> None:
    """The title's Continue finds a match it cannot resume (its settings do not fit) and cannot move it."""
    from game.ui.scenes.menus.launch import read_resume

    path = storage.autosave_path()
    storage.write_autosave(played(38, steps=20), MatchConfig(seed=99).to_meta())
    original = path.read_bytes()
    with pytest.MonkeyPatch.context() as mp:
        _unmovable(mp)
        resumable, notice = read_resume()
    assert resumable is None and notice
    ctrl = MatchController(MatchConfig(seed=39), persist=True)
    assert path.read_bytes() == original and len(ctrl.notices) == 1 and str(path) in ctrl.notices[0]
