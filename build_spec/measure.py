"""Measure the built executable: folder size and cold start to the first drawn frame.

    python build_spec/measure.py [--runs 5]

Runs dist/MagicNumberEleven headless (dummy SDL drivers) `runs` times; each run reports the
wall-clock moment its first frame was drawn, and the figure is that moment minus the launch."""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

from build import executable, folder_size_mb


def first_frame_seconds(exe: str) -> float:
    env = dict(
        os.environ,
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        MN11_EXIT_AFTER_FIRST_FRAME="1",
        MN11_HOME=tempfile.mkdtemp(prefix="mn11-measure-"),
    )
    launched = time.time()
    out = subprocess.run([exe], env=env, capture_output=True, text=True, timeout=120).stdout
    for line in out.splitlines():
        if line.startswith("first-frame "):
            return float(line.split()[1]) - launched
    raise RuntimeError(f"the executable reported no first frame; it printed:\n{out}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    exe = executable()
    if not exe.exists():
        print(f"{exe} is missing: run python build_spec/build.py first", file=sys.stderr)
        return 1
    times = [first_frame_seconds(str(exe)) for _ in range(args.runs)]
    print(f"folder size            {folder_size_mb(exe.parent):.1f} MB   (target <= 60 MB)")
    print(
        f"start to first frame   median {statistics.median(times):.3f} s over {args.runs} runs "
        f"(min {min(times):.3f}, max {max(times):.3f}; target <= 1.0 s)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
