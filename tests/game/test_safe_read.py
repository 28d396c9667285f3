"""Every file the game reads goes through game.safe_read: hostile content gives a notice, the file
is set aside (so the notice is not repeated) and nothing crashes or is lost."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from game import settings, storage
from game.engine.rng import Rng
from game.engine.serialize import SaveError
from game.engine.state import Game, State
from game.safe_read import MAX_DEPTH, DamagedFile, parse_json
from game.settings import Settings
from game.ui.control.controller import MatchConfig, MatchController


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("MN11_HOME", str(tmp_path))
    return tmp_path


def finished(seed: int) -> State:
    state = Game(seed=seed).new_initial_state()
    rng = Rng(seed)
    while not state.is_terminal():
        legal = state.legal_actions()
        state.apply_action(legal[rng.below(len(legal))])
    return state


HOSTILE: dict[str, bytes] = {
    "nested 100,000 deep": b"[" * 100_000 + b"]" * 100_000,
    "nested 100,000 deep in an object": b'{"meta": ' + b'{"a": ' * 100_000 + b"1" + b"}" * 100_001,
    "a 5,000-digit integer": b'{"meta": {"score": [' + b"9" * 5000 + b', 1]}, "match": 1}',
    "a 40-digit integer": b'{"format": "magic-number-eleven/settings", "version": ' + b"1" * 40 + b"}",
    "not UTF-8": b'{"meta": "\xff\xfe"}',
    "UTF-16": '{"meta": {}}'.encode("utf-16"),
    "NaN": b'{"meta": NaN}',
    "truncated": b'{"meta": {"date": "2026',
    "a list": b"[1, 2, 3]",
    "wrong types": b'{"meta": {"stars": 5, "score": "2-1", "date": 7}, "match": [], "format": 3, "settings": []}',
    "too large": b'{"meta": "' + b"x" * (5 * 1024 * 1024) + b'"}',
}


@pytest.mark.parametrize("raw", HOSTILE.values(), ids=HOSTILE.keys())
def test_hostile_settings_give_the_defaults_a_notice_and_are_set_aside(raw: bytes) -> None:
    path = settings.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(raw)
    loaded, notice = settings.load()
    assert loaded == settings.defaults() and notice and "kept as settings.damaged-" in notice
    assert not path.exists() and len(list(path.parent.glob("settings.damaged-*.json"))) == 1
    assert settings.load() == (settings.defaults(), None)


@pytest.mark.parametrize("raw", HOSTILE.values(), ids=HOSTILE.keys())
def test_a_hostile_autosave_is_reported_and_set_aside(raw: bytes) -> None:
    path = storage.autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(raw)
    resume = storage.read_autosave()
    assert resume.state is None and resume.notice and "kept as autosave.damaged-" in resume.notice
    assert not path.exists() and len(list(path.parent.glob("autosave.damaged-*.json"))) == 1
    assert storage.read_autosave() == storage.Resume(None, {}, None)


@pytest.mark.parametrize("raw", HOSTILE.values(), ids=HOSTILE.keys())
def test_a_hostile_replay_is_set_aside_once_and_the_others_still_list(raw: bytes) -> None:
    good = storage.keep_finished(finished(21), MatchConfig(seed=21).to_meta())
    bad = storage.replays_dir() / "20991231-235959-1.json"
    bad.write_bytes(raw)
    infos, notice = storage.list_replays()
    assert [i.path for i in infos] == [good]
    assert notice and "1 damaged replay" in notice
    assert not bad.exists() and list(storage.replays_dir().glob("20991231-235959-1.damaged-*.json"))
    assert storage.list_replays() == (infos, None), "the notice is not repeated on the next visit"


REPLAY_META_DAMAGE: dict[str, object] = {
    "stars as a number": {"stars": 3},
    "stars of numbers": {"stars": [[1, 2], [3]]},
    "score as text": {"score": "2-1"},
    "score of floats": {"score": [1.0, 2.0]},
    "score of booleans": {"score": [True, False]},
    "shootout of one": {"shootout": [4]},
    "date as a number": {"date": 20260101},
    "meta as a list": None,
}


@pytest.mark.parametrize("change", REPLAY_META_DAMAGE.values(), ids=REPLAY_META_DAMAGE.keys())
def test_a_replay_with_wrong_field_types_never_breaks_the_list(change: dict[str, object] | None) -> None:
    path = storage.keep_finished(finished(22), MatchConfig(seed=22).to_meta())
    data = json.loads(path.read_text(encoding="utf-8"))
    if change is None:
        data["meta"] = [data["meta"]]
    else:
        data["meta"].update(change)
    path.write_text(json.dumps(data), encoding="utf-8")
    infos, notice = storage.list_replays()
    assert infos == [] and notice and not path.exists()


def test_a_replay_whose_moves_are_damaged_is_set_aside_when_opened() -> None:
    path = storage.keep_finished(finished(23), MatchConfig(seed=23).to_meta())
    data = json.loads(path.read_text(encoding="utf-8"))
    data["match"]["actions"][3] = {"kind": "draft_pick", "card": 1.5}
    path.write_text(json.dumps(data), encoding="utf-8")
    assert len(storage.list_replays()[0]) == 1  # the listing reads only the summary
    with pytest.raises(SaveError, match="kept as"):
        storage.load_replay(path)
    assert not path.exists() and storage.list_replays() == ([], None)


def test_a_settings_file_with_a_byte_order_mark_loads() -> None:
    chosen = Settings(language="ja", volume=20)
    path = settings.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"\xef\xbb\xbf" + settings.to_json(chosen).encode("utf-8"))
    assert settings.load() == (chosen, None)
    assert path.exists()


def test_nesting_is_bounded_below_the_recursion_limit() -> None:
    deepest = parse_json(b"[" * MAX_DEPTH + b"]" * MAX_DEPTH, 1000)
    for _ in range(MAX_DEPTH - 1):
        deepest = deepest[0]
    assert deepest == []
    with pytest.raises(DamagedFile, match="nested"):
        parse_json(b"[" * (MAX_DEPTH + 1) + b"]" * (MAX_DEPTH + 1), 1000)
    with pytest.raises(DamagedFile, match="digits"):
        parse_json(b"-" + b"1" * 31, 1000)
    assert parse_json(b"-" + b"1" * 30, 1000) == -int("1" * 30)


def _age(path: Path, seconds: float) -> None:
    then = time.time() - seconds
    os.utime(path, (then, then))


def test_orphan_temporary_files_are_removed_at_start() -> None:
    storage.write_autosave(Game(seed=24).new_initial_state(), {})  # a match in progress
    settings.save(Settings())
    folders = (storage.autosave_path().parent, settings.settings_path().parent, storage.replays_dir())
    orphans = []
    for folder in folders:
        folder.mkdir(parents=True, exist_ok=True)
        orphan = folder / "autosave.json.abc123.tmp"
        orphan.write_text("{half", encoding="utf-8")
        _age(orphan, 3600)
        orphans.append(orphan)
    writing = folders[0] / "settings.json.xyz789.tmp"  # another running copy is writing it now
    writing.write_text("{", encoding="utf-8")
    other = folders[0] / "notes.tmp"  # not ours
    other.write_text("mine", encoding="utf-8")
    _age(other, 3600)
    dead = subprocess.Popen([sys.executable, "-c", "pass"])
    dead.wait()
    fresh = folders[0] / f"autosave.json.p{dead.pid}-k2j4.tmp"  # just now, by a copy that died writing it
    fresh.write_text("{", encoding="utf-8")
    live = folders[0] / f"autosave.json.p{os.getpid()}-q7w8.tmp"  # this copy is writing it now
    live.write_text("{", encoding="utf-8")
    assert storage.remove_orphans() == 4
    assert not any(p.exists() for p in orphans) and writing.exists() and other.exists()
    assert not fresh.exists() and live.exists()
    assert storage.read_autosave().state is not None and settings.load()[1] is None


def _failing_controller(monkeypatch: pytest.MonkeyPatch, fail: Callable[..., None]) -> MatchController:
    monkeypatch.setattr(storage, "atomic_write", fail)
    return MatchController(MatchConfig(seed=25), persist=True)


def test_a_read_only_data_folder_is_reported_once_per_match(monkeypatch: pytest.MonkeyPatch) -> None:
    def read_only(path: Path, text: str) -> None:
        raise PermissionError(13, "Permission denied", str(path))

    ctrl = _failing_controller(monkeypatch, read_only)
    rng = Rng(25)
    for _ in range(30):
        legal = ctrl._state.legal_actions()
        ctrl.apply(legal[rng.below(len(legal))])
    assert len(ctrl.notices) == 1 and "could not be saved" in ctrl.notices[0]
    second = MatchController(MatchConfig(seed=26), persist=True)
    assert len(second.notices) == 1, "a new match reports it again"


def _damaged_autosave(edit: Callable[[dict[str, object]], None]) -> Path:
    state = finished(23)
    storage.write_autosave(state, MatchConfig(seed=23).to_meta())
    path = storage.autosave_path()
    data = json.loads(path.read_text(encoding="utf-8"))
    edit(data["match"])
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def _illegal_first_move(match: dict[str, object]) -> None:
    match["actions"][0] = {"kind": "press"}  # type: ignore[index]


def _version_99(match: dict[str, object]) -> None:
    match["version"] = 99


@pytest.mark.parametrize(
    ("edit", "language", "said", "english"),
    [
        (_illegal_first_move, "en", "move 1 in the file breaks the rules", "not legal"),
        (_illegal_first_move, "ja", "1 手目がルールに合わない", "move 1"),
        (_illegal_first_move, "pt", "o lance 1 do arquivo viola as regras", "move 1"),
        (_version_99, "zh_CN", "文件的格式是 99，这个游戏只能读取格式 1", "version"),
    ],
)
def test_a_damaged_autosave_says_why_in_the_players_language(
    edit: Callable[[dict[str, object]], None], language: str, said: str, english: str
) -> None:
    """The engine's reason (SaveError.problem) reaches the player translated, never as the engine's English."""
    from game import i18n

    _damaged_autosave(edit)
    i18n.set_language(language)
    try:
        resume = storage.read_autosave()
    finally:
        i18n.set_language("en")
    assert resume.state is None and resume.notice and said in resume.notice
    assert english not in resume.notice


def test_a_replay_with_an_illegal_move_says_so_in_the_players_language() -> None:
    from game import i18n

    path = storage.keep_finished(finished(21), MatchConfig(seed=21).to_meta())
    data = json.loads(path.read_text(encoding="utf-8"))
    data["match"]["actions"][3] = {"kind": "press"}
    path.write_text(json.dumps(data), encoding="utf-8")
    i18n.set_language("ja")
    try:
        with pytest.raises(SaveError, match="4 手目がルールに合わない") as caught:
            storage.load_replay(path)
    finally:
        i18n.set_language("en")
    assert "not legal" not in str(caught.value) and not path.exists()
