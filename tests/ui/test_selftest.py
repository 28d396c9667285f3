"""The executable's self-test: passes on a complete build, fails clearly when a file is missing,
and writes nothing into the player's folders."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import platformdirs
import pytest

from game import resources
from game.ui import selftest
from game.ui.audio.cues import ALL as SOUND_NAMES


@pytest.fixture(autouse=True)
def user_data(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    """The player's data folder as platformdirs names it, moved into the test's folder."""
    monkeypatch.delenv("MN11_HOME", raising=False)
    folder = tmp_path / "AppData" / "MagicNumberEleven"
    monkeypatch.setattr(platformdirs, "user_data_path", lambda *args, **kwargs: folder)
    return folder


def shipped_copy(root: Path) -> None:
    """The shipped files under `root`, each a link to the real one (removing one removes the link)."""
    skip = shutil.ignore_patterns("*.py", "__pycache__")
    for folder in ("game", "sprites", "fonts"):
        shutil.copytree(resources.root() / folder, root / folder, ignore=skip, copy_function=os.symlink)


def not_run_here(monkeypatch: pytest.MonkeyPatch) -> None:
    """The checks of whole matches, processes and connections, which the passing self-test above
    runs: a missing file is found by the file and language checks before them."""
    from game.net import internet

    monkeypatch.setattr(selftest, "_hard_process", lambda: "Hard (not asked here)")
    monkeypatch.setattr(selftest, "_play", lambda seed: "a match (not played here)")
    monkeypatch.setattr(selftest, "_review", lambda: "a review (not made here)")
    monkeypatch.setattr(selftest, "_online", lambda: "online (not tried here)")
    monkeypatch.setattr(internet, "self_check", lambda: "internet (not tried here)")


def test_self_test_passes_and_uses_a_temporary_home(capsys: pytest.CaptureFixture[str], user_data: Path) -> None:
    assert selftest.run() == 0
    out = capsys.readouterr().out
    assert "self-test: PASS" in out and "ResultScene" in out and "online handshake over loopback" in out
    assert "languages: en New match, zh_CN 新比赛, ja 新しい試合, pt Nova partida" in out
    assert f"{len(SOUND_NAMES)} sounds decode" in out
    assert f"a match saves and loads back in {user_data}" in out
    assert "Hard decided in its own process" in out and "a match reviewed in its own process" in out
    home = Path(os.environ["MN11_HOME"])
    assert home.name.startswith("mn11-self-test-")
    assert not user_data.parent.exists()  # the folders it made in the player's data folder are gone


def test_self_test_keeps_what_the_player_has_in_the_data_folder(user_data: Path) -> None:
    user_data.mkdir(parents=True)
    (user_data / "autosave.json").write_text("the player's match", encoding="utf-8")
    assert selftest._saves(user_data).startswith("a match saves and loads back")
    assert [p.name for p in user_data.iterdir()] == ["autosave.json"]
    assert (user_data / "autosave.json").read_text(encoding="utf-8") == "the player's match"


def test_self_test_fails_when_a_language_catalog_is_missing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    shipped_copy(tmp_path / "copy")
    (tmp_path / "copy" / "game" / "locale" / "ja" / "LC_MESSAGES" / "messages.mo").unlink()
    monkeypatch.setattr(resources, "root", lambda: tmp_path / "copy")
    not_run_here(monkeypatch)
    assert selftest.run() == 1
    out = capsys.readouterr().out
    assert "languages FAILED" in out and "ja" in out and "self-test: FAIL" in out


def test_the_report_file_holds_what_the_self_test_printed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A windowed executable has no console: `--report FILE` is how the build reads the self-test."""
    from game import __main__ as entry

    def crashing() -> int:
        print("self-test: shipped files ok")
        raise RuntimeError("boom")

    monkeypatch.setattr(selftest, "run", crashing)
    report = tmp_path / "report.txt"
    assert entry.main(["--self-test", "--report", str(report)]) == 1
    text = report.read_text(encoding="utf-8")
    assert "self-test: shipped files ok" in text and "RuntimeError: boom" in text
    assert text.rstrip().endswith("self-test: exit code 1")


def test_self_test_fails_with_a_clear_message_when_a_sprite_is_missing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    shipped_copy(tmp_path)
    (tmp_path / "sprites" / "ball.png").unlink()
    monkeypatch.setattr(resources, "root", lambda: tmp_path)
    not_run_here(monkeypatch)
    assert selftest.run() == 1
    out = capsys.readouterr().out
    assert "MISSING sprites/ball.png" in out and "self-test: FAIL" in out
