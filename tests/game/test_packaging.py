"""Packaging: the wheel's package list covers the game's code, resources are found the same way in
a checkout and in an installed wheel, the wheel check catches what must or must not ship, and the
Linux launcher starts the executable beside it."""

from __future__ import annotations

import ctypes
import ctypes.util
import importlib.util
import shutil
import time
import tomllib
from pathlib import Path
from types import ModuleType

import pytest

from game import resources

ROOT = Path(__file__).resolve().parents[2]


def _module(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, ROOT / "build_spec" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_wheel_lists_every_package_of_the_game_but_the_developer_tools() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]
    found = {
        ".".join(p.parent.relative_to(ROOT).parts)
        for p in (ROOT / "game").rglob("__init__.py")
        if "bench" not in p.parts
    }
    assert set(config["packages"]) == found | {"game.shipped"}
    assert config["package-dir"] == {"game.shipped": "."}


def test_resources_are_found_beside_the_package_or_inside_it(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    assert resources.resource_path("sprites", "ball.png") == ROOT / "sprites" / "ball.png"
    assert resources.resource_path("game", "data", "cards.toml").is_file()
    installed = tmp_path / "site-packages"
    (installed / "game" / "shipped" / "fonts").mkdir(parents=True)
    monkeypatch.setattr(resources, "root", lambda: installed)
    assert resources.resource_path("fonts", "OFL.txt") == installed / "game" / "shipped" / "fonts" / "OFL.txt"
    assert resources.resource_path("game", "locale") == installed / "game" / "locale"


def test_the_wheel_check_knows_what_must_and_must_not_ship() -> None:
    check = _module("wheel_check")
    good = check.expected_files() | {"game/__init__.py", "game/engine/state.py"}
    assert "game/shipped/sprites/ball.png" in good and "game/shipped/fonts/NotoSansJP-Regular.otf" in good
    assert check.problems(good) == []
    assert check.problems(good - {"game/shipped/sprites/ball.png"}) == ["missing game/shipped/sprites/ball.png"]
    for bad in (
        "game/locale/ja/LC_MESSAGES/messages.po",
        "game/locale/messages.pot",
        "game/shipped/sprites/make_sprites.py",
        "game/data/sounds/make_sounds.py",
        "game/bench/ai.py",
    ):
        assert check.problems(good | {bad}) == [f"must not ship {bad}"]


def _gio() -> ctypes.CDLL | None:
    name = ctypes.util.find_library("gio-2.0")
    return ctypes.CDLL(name) if name else None


@pytest.mark.skipif(_gio() is None, reason="needs GLib's libgio (what GNOME Files launches with)")
def test_the_linux_launcher_starts_the_executable_beside_it(tmp_path: Path) -> None:
    build = _module("build")
    folder = tmp_path / "unpacked here"
    folder.mkdir()
    build.write_desktop_entry(folder)
    marker = folder / "started"
    exe = folder / build.NAME
    exe.write_text(f'#!/bin/sh\necho "$0" > "{marker}"\n', encoding="utf-8")
    exe.chmod(0o755)
    assert (folder / f"{build.DESKTOP_ICON}.png").read_bytes() == build._crest_png(256), "the crest, as on Windows"
    gio = _gio()
    assert gio is not None
    gio.g_desktop_app_info_new_from_filename.restype = ctypes.c_void_p
    gio.g_desktop_app_info_new_from_filename.argtypes = [ctypes.c_char_p]
    gio.g_app_info_launch.argtypes = [ctypes.c_void_p] * 4
    info = gio.g_desktop_app_info_new_from_filename(str(folder / f"{build.NAME}.desktop").encode())
    assert info, "GLib rejected the .desktop file"
    assert gio.g_app_info_launch(info, None, None, None)
    deadline = time.monotonic() + 30  # the launched shell writes the marker; a busy machine may be slow
    while not marker.exists() and time.monotonic() < deadline:
        time.sleep(0.05)
    assert marker.read_text(encoding="utf-8").strip() == str(exe)
    shutil.rmtree(folder)
