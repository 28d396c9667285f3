"""Record what a player hears: the game's whole mix, written by SDL's disk audio driver while the
title plays for a few seconds and then a computer-vs-computer match runs at normal speed.

    python build_spec/record_match.py /tmp/match.wav [--seconds 120] [--seed 30011] [--title 8]

Writes the WAV (keep it out of the repository) and beside it <name>.cues.json: every cue the game
played, with its time in the recording (the audio written when it was asked for: a busy machine
may write audio slower than the wall clock). build_spec/audio_measure.py measures the two together."""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
import wave
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("wav", type=Path)
    parser.add_argument("--seconds", type=float, default=120.0)
    parser.add_argument("--seed", type=int, default=30011)
    parser.add_argument("--title", type=float, default=8.0, help="seconds on the title screen first")
    args = parser.parse_args()
    raw = args.wav.with_suffix(".raw")
    os.environ.update(
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="disk",
        SDL_DISKAUDIOFILE=str(raw),
        MN11_HOME=tempfile.mkdtemp(prefix="mn11-record-"),
    )
    import pygame

    from game.settings import Settings
    from game.ui.control.controller import MatchConfig
    from game.ui.scenes import cast
    from game.ui.scenes.menus.launch import start_match
    from game.ui.scenes.menus.menus import TitleScene
    from game.ui.stage.moods import scene_mood
    from game.ui.window.app import App

    cast.register()  # the table of scenes, as the window's start fills it
    app = App(headless=False, sound=True, settings=Settings(language="en"))
    start = time.monotonic()
    fmt = pygame.mixer.get_init()
    if fmt is None or app.sounds.backend is None:
        print("the disk audio driver did not open", file=sys.stderr)
        return 1
    cues: list[tuple[float, str]] = []
    play = app.sounds.play
    freq, _size, channels = fmt
    per_second = freq * channels * 2

    def now() -> float:
        """The recording's own clock: the audio written so far."""
        return round((raw.stat().st_size if raw.exists() else 0) / per_second, 3)

    def logged(name: str, pan: float = 0.0) -> None:
        cues.append((now(), name))
        play(name, pan)

    crowd: list[tuple[float, float | None, dict[str, float]]] = []  # the crowd's intensity and the loops' volumes

    app.sounds.play = logged  # type: ignore[method-assign]
    app.stack.push(TitleScene(app))
    started = False
    while app.running and time.monotonic() - start < args.seconds:
        if not started and time.monotonic() - start >= args.title:
            start_match(app, MatchConfig(mode="watch", agent="normal", seed=args.seed), persist=False)
            started = True
        app.tick()
        if not crowd or now() - crowd[-1][0] >= 1.0:
            levels = {name: round(v, 3) for name, v in app.sounds.loops().items()}
            crowd.append((now(), scene_mood(app.stack).crowd, levels))
    app.close()
    data = raw.read_bytes()
    with wave.open(str(args.wav), "wb") as out:
        out.setnchannels(channels)
        out.setsampwidth(2)
        out.setframerate(freq)
        out.writeframes(data)
    raw.unlink()
    log = {"title": args.title, "cues": cues, "crowd": crowd}
    args.wav.with_suffix(".cues.json").write_text(json.dumps(log, indent=1))
    print(f"{args.wav}: {len(data) / (4 * freq):.1f} s of audio, {len(cues)} cues")
    return 0


if __name__ == "__main__":
    sys.exit(main())
