"""Build the double-click executable: `python build_spec/build.py [--windows] [--self-test]`.

Produces dist/MagicNumberEleven/ (one folder, windowed; on macOS also MagicNumberEleven.app) for the
system it runs on. `--windows` makes the Windows game folder, zip and installer here on Linux under
Wine instead (build_spec/windows.py); a macOS .app is built only on a Mac."""

from __future__ import annotations

import argparse
import os
import shutil
import struct
import subprocess
import sys
import time
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NAME = "MagicNumberEleven"
SPEC = ROOT / "build_spec" / f"{NAME}.spec"
ICON_DIR = ROOT / "build" / "icons"
TITLE = "Magic Number Eleven"
PUBLISHER = "Magic Number Eleven Studio"


CREST_SVG = ROOT / "sprites" / "crest.svg"
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)


def _crest_png(size: int) -> bytes:
    """The crest drawn at `size` pixels high, centred on a square transparent canvas, as PNG data:
    drawn from the SVG at each size, so the small icons stay sharp."""
    import io

    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    canvas = pygame.Surface((size, size), pygame.SRCALPHA)
    crest = pygame.image.load_sized_svg(str(CREST_SVG), (max(1, round(size * 240 / 260)), size))
    canvas.blit(crest, ((size - crest.get_width()) // 2, (size - crest.get_height()) // 2))
    out = io.BytesIO()
    pygame.image.save(canvas, out, "icon.png")
    return out.getvalue()


def write_icons() -> None:
    """The crest as the program's icon: .ico for Windows (every size Explorer asks for, each a PNG)
    and .icns for macOS ('ic08' is a 256x256 PNG)."""
    ICON_DIR.mkdir(parents=True, exist_ok=True)
    images = [_crest_png(size) for size in ICO_SIZES]
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = 6 + 16 * len(images)
    entries = b""
    for size, data in zip(ICO_SIZES, images, strict=True):
        entries += struct.pack("<BBBBHHII", size % 256, size % 256, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
    (ICON_DIR / "app.ico").write_bytes(header + entries + b"".join(images))
    chunk = b"ic08" + struct.pack(">I", 8 + len(images[-1])) + images[-1]
    (ICON_DIR / "app.icns").write_bytes(b"icns" + struct.pack(">I", 8 + len(chunk)) + chunk)


def write_installer_art() -> None:
    """The Windows installer's pictures, drawn like the game's title: the crest under floodlights on
    a night-blue sky over a striped pitch (welcome and finish pages, 164x314) and the crest on white
    beside the page titles (150x57). NSIS wants 24-bit BMP files."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    ICON_DIR.mkdir(parents=True, exist_ok=True)
    side = pygame.Surface((164, 314))
    for y in range(314):
        t = y / 313
        side.fill((int(10 + 30 * t), int(18 + 40 * t), int(40 + 50 * t)), pygame.Rect(0, y, 164, 1))
    for x in (22, 142):  # floodlights
        glow = pygame.Surface((90, 90), pygame.SRCALPHA)
        for r in range(45, 0, -3):
            pygame.draw.circle(glow, (255, 240, 200, int(70 * (1 - r / 45) ** 2)), (45, 45), r)
        side.blit(glow, (x - 45, -10))
        pygame.draw.rect(side, (240, 236, 220), pygame.Rect(x - 10, 26, 20, 8), border_radius=2)
    for k in range(6):  # the pitch's mown stripes
        colour = (34, 110, 58) if k % 2 == 0 else (40, 124, 66)
        side.fill(colour, pygame.Rect(0, 244 + k * 12, 164, 12))
    pygame.draw.line(side, (226, 240, 228), (0, 250), (164, 250), 2)
    crest = pygame.image.load_sized_svg(str(CREST_SVG), (round(150 * 240 / 260), 150))
    side.blit(crest, ((164 - crest.get_width()) // 2, 70))
    pygame.image.save(side, str(ICON_DIR / "installer-side.bmp"))
    head = pygame.Surface((150, 57))
    head.fill((255, 255, 255))
    small = pygame.image.load_sized_svg(str(CREST_SVG), (round(50 * 240 / 260), 50))
    head.blit(small, (150 - small.get_width() - 6, 3))
    pygame.image.save(head, str(ICON_DIR / "installer-head.bmp"))


def write_version_info() -> None:
    """The exe's version resource (Explorer's Details tab), in PyInstaller's version-file form."""
    version = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
    numbers = ([int(part) for part in version.split(".") if part.isdigit()] + [0, 0, 0, 0])[:4]
    strings = {
        "CompanyName": PUBLISHER,
        "FileDescription": TITLE,
        "FileVersion": version,
        "InternalName": NAME,
        "LegalCopyright": f"© {PUBLISHER}",
        "OriginalFilename": f"{NAME}.exe",
        "ProductName": TITLE,
        "ProductVersion": version,
    }
    table = ",\n".join(f"          StringStruct({key!r}, {value!r})" for key, value in strings.items())
    (ICON_DIR / "version_info.txt").write_text(
        f"""VSVersionInfo(
  ffi=FixedFileInfo(filevers={tuple(numbers)}, prodvers={tuple(numbers)}, mask=0x3f, flags=0x0, OS=0x40004,
                    fileType=0x1, subtype=0x0, date=(0, 0)),
  kids=[
    StringFileInfo([StringTable('040904B0', [
{table}
    ])]),
    VarFileInfo([VarStruct('Translation', [1033, 1200])])
  ]
)
""",
        encoding="utf-8",
    )


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
    (folder / f"{DESKTOP_ICON}.png").write_bytes(_crest_png(256))


def executable() -> Path:
    folder = ROOT / "dist" / NAME
    return folder / (f"{NAME}.exe" if sys.platform == "win32" else NAME)


def folder_size_mb(folder: Path) -> float:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink()) / 1e6


def build() -> Path:
    write_icons()
    write_version_info()
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
    parser.add_argument("--windows", action="store_true", help="build for Windows under Wine (Linux only)")
    args = parser.parse_args()
    if args.windows:
        import windows

        return windows.main(args.self_test)
    try:
        exe = build()
    except (subprocess.CalledProcessError, OSError) as exc:
        print(f"build failed: {exc}", file=sys.stderr)
        return 1
    return self_test(exe) if args.self_test else 0


if __name__ == "__main__":
    sys.exit(main())
