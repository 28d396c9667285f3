"""A crash writes a log into the user's data folder and tells the player where it is."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.crash import show_crash


def test_crash_is_logged_and_reported(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("MN11_HOME", str(tmp_path))
    try:
        raise RuntimeError("the ball burst")
    except RuntimeError as exc:
        path = show_crash(exc, interactive=False)
    assert path is not None and path.parent == tmp_path / "data" / "logs"
    text = path.read_text(encoding="utf-8")
    assert "RuntimeError: the ball burst" in text and "Traceback" in text
    assert str(path) in capsys.readouterr().err


def test_unwritable_log_folder_still_reports(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder", encoding="utf-8")
    monkeypatch.setenv("MN11_HOME", str(blocker))
    assert show_crash(ValueError("x"), interactive=False) is None
    assert "could not be saved" in capsys.readouterr().err
