"""Build the double-click executable: `python build_spec/build.py [--self-test]`.

Produces dist/MagicNumberEleven/ (one folder, windowed; on macOS also MagicNumberEleven.app).
PyInstaller builds for the system it runs on: run this on Windows for the .exe, on macOS for the .app."""

from __future__ import annotations

import argparse
import os
import shutil
import struct
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NAME = "MagicNumberEleven"
SPEC = ROOT / "build_spec" / f"{NAME}.spec"
ICON_PNG = ROOT / "sprites" / "icon.png"
ICON_DIR = ROOT / "build" / "icons"


def write_icons() -> None:
    """Wrap the 256 px PNG icon as .ico (Windows) and .icns (macOS); both formats embed PNG data."""
    png = ICON_PNG.read_bytes()
    ICON_DIR.mkdir(parents=True, exist_ok=True)
    # ICO: header, one directory entry (0 = 256 px), then the PNG itself.
    ico = struct.pack("<HHH", 0, 1, 1) + struct.pack("<BBBBHHII", 0, 0, 0, 0, 1, 32, len(png), 6 + 16) + png
    (ICON_DIR / "app.ico").write_bytes(ico)
    # ICNS: 'ic08' is a 256x256 PNG.
    chunk = b"ic08" + struct.pack(">I", 8 + len(png)) + png
    (ICON_DIR / "app.icns").write_bytes(b"icns" + struct.pack(">I", 8 + len(chunk)) + chunk)


# Linux: a launcher and the icon beside the executable. Exec runs the executable found beside the
# .desktop file itself (%k), wherever the folder was unpacked; the quoting follows the Desktop Entry
# spec (string escapes, then Exec quoting). A file manager shows Icon once the icon is installed
# into the user's theme (README, "Build the executable").
DESKTOP_ICON = "magic-number-eleven"
DESKTOP_ENTRY = rf"""[Desktop Entry]
Type=Application
Version=1.0
Name=Magic Number Eleven
Comment=A two-player football tactics card game
Exec=sh -c "exec \\"\\$(dirname \\"\\$0\\")/{NAME}\\"" %k
Icon={DESKTOP_ICON}
Terminal=false
Categories=Game;CardGame;
"""


def write_desktop_entry(folder: Path) -> None:
    entry = folder / f"{NAME}.desktop"
    entry.write_text(DESKTOP_ENTRY, encoding="utf-8")
    entry.chmod(0o755)  # file managers launch only executable (trusted) entries
    shutil.copyfile(ICON_PNG, folder / f"{DESKTOP_ICON}.png")


def executable() -> Path:
    folder = ROOT / "dist" / NAME
    return folder / (f"{NAME}.exe" if sys.platform == "win32" else NAME)


def folder_size_mb(folder: Path) -> float:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink()) / 1e6


def build() -> Path:
    write_icons()
    shutil.rmtree(ROOT / "dist" / NAME, ignore_errors=True)
    command = [
        sys.executable,
        "-m",
        "PyInstaller",
        "--noconfirm",
        "--clean",
        "--log-level=WARN",
        "--distpath",
        str(ROOT / "dist"),
        "--workpath",
        str(ROOT / "build" / "pyinstaller"),
        str(SPEC),
    ]
    started = time.perf_counter()
    subprocess.run(command, check=True, cwd=ROOT)
    exe = executable()
    if sys.platform.startswith("linux"):
        write_desktop_entry(exe.parent)
    print(f"built {exe} in {time.perf_counter() - started:.0f} s; folder {folder_size_mb(exe.parent):.1f} MB")
    return exe


def self_test(exe: Path) -> int:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    result = subprocess.run([str(exe), "--self-test"], env=env, timeout=600)
    print(f"self-test exit code {result.returncode}")
    return result.returncode


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--self-test", action="store_true", help="run the built executable's self-test")
    args = parser.parse_args()
    try:
        exe = build()
    except (subprocess.CalledProcessError, OSError) as exc:
        print(f"build failed: {exc}", file=sys.stderr)
        return 1
    return self_test(exe) if args.self_test else 0


if __name__ == "__main__":
    sys.exit(main())
