"""Build the wheel, check what it ships, install it into a fresh venv and run the game's self-test
from another folder: `python build_spec/wheel_check.py`.

The wheel must hold every sprite, font, sound, card file and compiled catalog, and no translation
sources (.po/.pot), generator scripts (make_*.py) or developer-only code (game/bench)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import time
import venv
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SHIPPED_SUFFIXES = {".png", ".ttf", ".otf", ".txt"}


def expected_files() -> set[str]:
    """Wheel paths of every file the game needs at run time, from the source tree."""
    out = {"game/data/cards.toml", "game/data/sounds/LICENSE.txt"}
    out |= {f"game/data/sounds/{p.name}" for p in (ROOT / "game" / "data" / "sounds").glob("*.ogg")}
    out |= {p.relative_to(ROOT).as_posix() for p in (ROOT / "game" / "locale").glob("*/LC_MESSAGES/*.mo")}
    for folder in ("sprites", "fonts"):
        for path in (ROOT / folder).iterdir():
            if path.suffix in SHIPPED_SUFFIXES:
                out.add(f"game/shipped/{folder}/{path.name}")
    return out


def forbidden(name: str) -> bool:
    base = name.rsplit("/", 1)[-1]
    return (
        name.endswith((".po", ".pot"))
        or (base.startswith("make_") and base.endswith(".py"))
        or name.startswith("game/bench/")
    )


def problems(names: set[str]) -> list[str]:
    """What is wrong with a wheel holding `names` (empty when it is right)."""
    missing = sorted(expected_files() - names)
    extra = sorted(n for n in names if forbidden(n))
    return [f"missing {n}" for n in missing] + [f"must not ship {n}" for n in extra]


def build_wheel(out: Path) -> Path:
    shutil.rmtree(ROOT / "build" / "lib", ignore_errors=True)  # a stale build would leak old files
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "--wheel-dir", str(out), str(ROOT)],
        check=True,
    )
    return next(out.glob("*.whl"))


def self_test_installed(wheel: Path, work: Path) -> int:
    env_dir = work / "venv"
    venv.create(env_dir, with_pip=True)
    python = env_dir / ("Scripts/python.exe" if sys.platform == "win32" else "bin/python")
    subprocess.run([str(python), "-m", "pip", "install", "--quiet", str(wheel)], check=True)
    elsewhere = work / "elsewhere"
    elsewhere.mkdir()
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    result = subprocess.run([str(python), "-m", "game", "--self-test"], cwd=elsewhere, env=env, timeout=600)
    return result.returncode


def main() -> int:
    started = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="mn11-wheel-") as tmp:
        work = Path(tmp)
        wheel = build_wheel(work / "dist")
        with zipfile.ZipFile(wheel) as archive:
            names = set(archive.namelist())
        print(f"wheel {wheel.name}: {wheel.stat().st_size / 1e6:.2f} MB, {len(names)} files")
        wrong = problems(names)
        for line in wrong:
            print(f"wheel check: {line}")
        if wrong:
            return 1
        code = self_test_installed(wheel, work)
    print(f"wheel check: self-test exit code {code} ({time.perf_counter() - started:.0f} s)")
    return code


if __name__ == "__main__":
    sys.exit(main())
