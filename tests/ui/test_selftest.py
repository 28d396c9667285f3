"""The executable's self-test: passes on a complete build, fails clearly when a file is missing,
and writes nothing into the player's folders."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from game import resources
from game.ui import selftest


@pytest.fixture(autouse=True)
def keep_home(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("MN11_HOME", raising=False)


def test_self_test_passes_and_uses_a_temporary_home(capsys: pytest.CaptureFixture[str]) -> None:
    assert selftest.run() == 0
    out = capsys.readouterr().out
    assert "self-test: PASS" in out and "ResultScene" in out and "online handshake over loopback" in out
    home = Path(os.environ["MN11_HOME"])
    assert home.name.startswith("mn11-self-test-")


def test_self_test_fails_with_a_clear_message_when_a_sprite_is_missing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    skip = shutil.ignore_patterns("*.py", "__pycache__")
    for folder in ("game", "sprites", "fonts"):
        shutil.copytree(resources.root() / folder, tmp_path / folder, ignore=skip)
    (tmp_path / "sprites" / "ball.png").unlink()
    monkeypatch.setattr(resources, "root", lambda: tmp_path)
    assert selftest.run() == 1
    out = capsys.readouterr().out
    assert "MISSING sprites/ball.png" in out and "self-test: FAIL" in out
