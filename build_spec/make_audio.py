"""Generate every sound of the game into game/data/sounds/*.ogg (Ogg Vorbis, loudness-normalised).

    apt-get install -y fluidsynth fluid-soundfont-gm      # the music's synthesizer and soundfont
    pip install numpy scipy soundfile mido pyloudnorm      # or: pip install -e ".[audio]"
    python build_spec/make_audio.py [NAME ...] [--out DIR] # all, or only the named sounds

Effects and crowd are synthesized with numpy/scipy (build_spec/audio_sfx.py, audio_crowd.py;
seeded: the same files every run); the music is MIDI written with mido and rendered through Debian's FluidR3
General MIDI soundfont (build_spec/audio_music.py). Each sound is normalised to its target
loudness (build_spec/audio_targets.py), limited below -1 dBFS and encoded with libsndfile.
build_spec/audio_check.py measures the result."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path

import numpy as np
import pyloudnorm
import soundfile as sf

sys.path.insert(0, str(Path(__file__).resolve().parent))

import audio_chants as chants
import audio_crowd as crowd
import audio_music as music
import audio_sfx as fx
import audio_stadium as stadium
import audio_stands as stands
from audio_targets import BED_SECONDS, PEAK_LIMIT_DBFS, SHORT, TARGETS

OUT = Path(__file__).resolve().parent.parent / "game" / "data" / "sounds"
RATE = fx.RATE
QUALITY = {
    "music_title": 0.55,
    "music_menu": 0.55,
    "crowd_murmur": 0.7,
    "crowd_excited": 0.7,
    "crowd_hush": 0.7,
    "crowd_song": 0.7,
    "crowd_grumble": 0.7,
    **dict.fromkeys(chants.CHANT_NAMES, 0.6),
}  # libsndfile: 0 best .. 1 smallest
DEFAULT_QUALITY = 0.5

RECIPES: dict[str, Callable[[], np.ndarray]] = {
    "music_title": music.title_theme,
    "music_menu": music.menu_theme,
    "crowd_murmur": lambda: _bed(
        "crowd_murmur", crowd.crowd_bed(101, excited=False, seconds=BED_SECONDS["crowd_murmur"])
    ),
    "crowd_excited": lambda: _bed(
        "crowd_excited", crowd.crowd_bed(102, excited=True, seconds=BED_SECONDS["crowd_excited"])
    ),
    "crowd_roar": lambda: stadium.roar(103),
    "crowd_groan": lambda: stadium.groan(104),
    "crowd_chant": lambda: crowd.chant(105),
    "whistle_kickoff": lambda: stadium.wide(fx.whistle(106, [(0.0, 0.9)]), 106),
    "whistle_half": lambda: stadium.wide(fx.whistle(107, [(0.0, 0.35), (0.5, 0.9)]), 107),
    "whistle_full": lambda: stadium.wide(fx.whistle(108, [(0.0, 0.3), (0.45, 0.3), (0.9, 1.2)]), 108),
    "whistle_foul": lambda: stadium.wide(fx.whistle(109, [(0.0, 0.45)]), 109),
    "horn": lambda: stadium.wide(fx.horn(110), 110, pan=-0.35, wet=0.35),
    "crowd_hush": lambda: _bed("crowd_hush", chants.hush(131, BED_SECONDS["crowd_hush"])),
    "crowd_song": lambda: _bed("crowd_song", chants.song(132, BED_SECONDS["crowd_song"])),
    "crowd_grumble": lambda: _bed("crowd_grumble", chants.grumble(133, BED_SECONDS["crowd_grumble"])),
    **{f"chant_{c}": (lambda c=c, i=i: chants.club_chant(c, 140 + i)) for i, c in enumerate(chants.CHANTS)},
    "place_player": lambda: fx.place_player(111, star=False),
    "place_star": lambda: fx.place_player(112, star=True),
    "place_synergy": lambda: fx.place_synergy(134),
    "bench": lambda: fx.bench(135),
    "team_pass": lambda: fx.team_pass(136),
    "team_press": lambda: fx.team_press(137),
    "marker_move": lambda: fx.marker_move(138),
    "draw": lambda: fx.swish(113, 0.22, 800, 5000),
    "press": lambda: _press(),
    "token_flip": lambda: fx.coin(115),
    "card_turn": lambda: fx.card_turn(116),
    **{f"tick_{i:02d}": (lambda i=i: fx.tick(i)) for i in range(12)},
    "kick": lambda: stadium.room(fx.kick(117), 117),
    "dive": lambda: stadium.room(fx.dive(118), 118, tail=0.7),
    "net": lambda: stadium.room(stadium.net(150), 150, tail=0.7),
    "catch": lambda: stadium.room(stadium.catch(151), 151, tail=0.6),
    "tension": lambda: fx.tension(119),
    "substitution": lambda: fx.chime(120, (784.0, 587.0)),
    "undo": lambda: fx.swish(121, 0.25, 600, 4000, reverse=True),
    "click": lambda: fx.click(122),
    "whistle_added": lambda: stadium.wide(fx.whistle(123, [(0.0, 0.2), (0.3, 0.2)]), 123, tail=0.15),
    "tokens_back": lambda: fx.clinks(124),
    "effect_chime": lambda: fx.chime(125, (880.0, 1318.5), gap=0.09),
    "card_keep": lambda: fx.flick(126),
    "card_lift": lambda: fx.lift(127),
    "sting_win": lambda: music.sting("win"),
    "sting_loss": lambda: music.sting("loss"),
    "sting_draw": lambda: music.sting("draw"),
}


def _bed(name: str, loop: np.ndarray) -> np.ndarray:
    """A crowd bed with its single people and its swell, wrapping where it is calm (build_spec/audio_stands.py)."""
    return stands.calm_wrap(stands.alive(loop, 200 + list(stands.LIVES).index(name), stands.LIVES[name]))


def _press() -> np.ndarray:
    """The control marker pushed forward: a rising whoosh over a low push."""
    whoosh = fx.swish(114, 0.4, 150, 1600)
    push = np.zeros_like(whoosh)
    thump = fx.kick(114)[: len(whoosh)]
    push[: len(thump)] = thump
    return whoosh + 0.35 * push


def loudness(audio: np.ndarray, meter: pyloudnorm.Meter) -> float:
    """Integrated loudness (LUFS); a sound shorter than SHORT seconds is padded with silence."""
    need = int(SHORT * RATE)
    if len(audio) < need:
        pad = [(0, need - len(audio))] + ([(0, 0)] if audio.ndim == 2 else [])
        audio = np.pad(audio, pad)
    return float(meter.integrated_loudness(audio))


def normalise(audio: np.ndarray, target: float, meter: pyloudnorm.Meter) -> np.ndarray:
    """Gain to `target` LUFS, peaks softly limited under PEAK_LIMIT_DBFS (a few passes)."""
    ceiling = 10 ** (PEAK_LIMIT_DBFS / 20) * 0.97
    audio = audio - np.mean(audio, axis=0)
    for _ in range(6):
        audio = audio * 10 ** ((target - loudness(audio, meter)) / 20)
        peak = np.abs(audio).max()
        if peak <= ceiling:
            break
        knee = ceiling * 0.7
        over = np.abs(audio) > knee
        squeezed = knee + (ceiling - knee) * np.tanh((np.abs(audio) - knee) / (ceiling - knee))
        audio = np.where(over, np.sign(audio) * squeezed, audio)
    return np.clip(audio, -ceiling, ceiling)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("names", nargs="*", metavar="NAME")
    parser.add_argument("--out", type=Path, default=OUT, help="the folder to write to (default: the game's)")
    args = parser.parse_args(argv)
    unknown = [n for n in args.names if n not in RECIPES]
    if unknown:
        print(f"unknown sound(s): {', '.join(unknown)}; known: {', '.join(RECIPES)}", file=sys.stderr)
        return 2
    meter = pyloudnorm.Meter(RATE)
    args.out.mkdir(parents=True, exist_ok=True)
    for name in args.names or list(RECIPES):
        audio = normalise(RECIPES[name](), TARGETS[name], meter)
        path = args.out / f"{name}.ogg"
        sf.write(
            str(path), audio, RATE, format="OGG", subtype="VORBIS", compression_level=QUALITY.get(name, DEFAULT_QUALITY)
        )
        print(f"{path.name:22s} {len(audio) / RATE:6.2f} s  {path.stat().st_size / 1024:7.1f} KiB")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
