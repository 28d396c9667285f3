"""Every shipped sound (game/data/sounds/<name>.ogg) with its target integrated loudness (LUFS):
beds and music sit low because they play under everything; the big moments are loudest. LENGTHS:
the seconds each kind of sound may last (a drop is short, a chant a line sung twice, a bed long
enough that its loop is not heard).
build_spec/make_audio.py normalises to these, build_spec/audio_check.py checks them (±2 LU)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.chants import CHANTS

TOLERANCE_LU = 2.0
PEAK_LIMIT_DBFS = -1.0
SHORT = 0.5  # seconds: shorter sounds are measured padded with silence to this length

TARGETS: dict[str, float] = {
    "music_title": -20.0,
    "music_menu": -22.0,
    "crowd_murmur": -26.0,
    "crowd_excited": -23.0,
    "crowd_roar": -16.0,
    "crowd_groan": -19.0,
    "crowd_chant": -17.0,
    "whistle_kickoff": -19.0,
    "whistle_half": -19.0,
    "whistle_full": -18.0,
    "whistle_foul": -18.0,
    "horn": -18.0,
    "crowd_hush": -29.0,
    "crowd_song": -22.0,
    "crowd_grumble": -26.0,
    **{f"chant_{c}": -18.0 for c in CHANTS},
    "place_player": -24.0,
    "place_star": -21.0,
    "place_synergy": -25.0,
    "bench": -24.0,
    "team_pass": -24.0,
    "team_press": -22.0,
    "marker_move": -25.0,
    "draw": -26.0,
    "press": -23.0,
    "token_flip": -25.0,
    "card_turn": -25.0,
    **{f"tick_{i:02d}": -26.0 + 0.3 * i for i in range(12)},
    "kick": -20.0,
    "dive": -22.0,
    "net": -21.0,
    "catch": -22.0,
    "tension": -20.0,
    "substitution": -22.0,
    "undo": -25.0,
    "click": -27.0,
    "whistle_added": -19.0,
    "tokens_back": -25.0,
    "effect_chime": -24.0,
    "card_keep": -26.0,
    "card_lift": -28.0,
    "sting_win": -17.0,
    "sting_loss": -19.0,
    "sting_draw": -19.0,
}


# The five crowd beds: long, and of pairwise co-prime lengths (whole seconds) so that, played
# together, no two line up again within minutes (the murmur and the excited layer, heard under every
# turn, only after half an hour); build_spec/make_audio.py builds each to its length.
BED_SECONDS = {
    "crowd_murmur": 47.0,
    "crowd_excited": 41.0,
    "crowd_song": 29.0,
    "crowd_hush": 27.0,
    "crowd_grumble": 31.0,
}

LENGTHS: dict[str, tuple[float, float]] = {
    "crowd_": (9.0, 20.0),  # the short-lived beds (crowd_roar, _groan, _chant are listed on their own)
    **dict.fromkeys(("crowd_murmur", "crowd_excited"), (40.0, 60.0)),
    **dict.fromkeys(("crowd_song", "crowd_hush", "crowd_grumble"), (25.0, 40.0)),
    "whistle_": (
        0.5,
        4.0,
    ),  # the blasts and the stands' echo after them  # heard while the crowd is up, a while after each goal
    "crowd_roar": (6.0, 9.0),
    "crowd_groan": (2.0, 4.0),
    "crowd_chant": (3.0, 8.0),
    "chant_": (4.0, 9.0),
    "music_": (20.0, 90.0),
    "sting_": (2.0, 8.0),
    **dict.fromkeys(("place_", "bench", "team_", "marker_move", "tick_", "click", "card_"), (0.05, 0.6)),
}


def length_range(name: str) -> tuple[float, float]:
    """The seconds `name` may last: its own range, else its kind's (the longest matching prefix),
    else any length up to the longest effect's."""
    if name in LENGTHS:
        return LENGTHS[name]
    prefixes = [p for p in LENGTHS if name.startswith(p)]
    return LENGTHS[max(prefixes, key=len)] if prefixes else (0.05, 3.0)
