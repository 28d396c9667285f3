"""The names of the game's sounds (game/data/sounds/<name>.ogg) and what kind each one is."""

from __future__ import annotations

from game.chants import CHANT_CUES

MUSIC = {"title": "music_title", "menu": "music_menu"}
BEDS = ("crowd_murmur", "crowd_excited", "crowd_hush", "crowd_song", "crowd_grumble")
TICKS = tuple(f"tick_{i:02d}" for i in range(12))
EFFECTS = (
    "crowd_roar",
    "crowd_groan",
    "crowd_chant",
    "whistle_kickoff",
    "whistle_half",
    "whistle_full",
    "whistle_foul",
    "horn",
    "place_player",
    "place_star",
    "place_synergy",
    "bench",
    "team_pass",
    "team_press",
    "marker_move",
    "draw",
    "press",
    "token_flip",
    "card_turn",
    *TICKS,
    "kick",
    "dive",
    "net",
    "catch",
    "tension",
    "substitution",
    "undo",
    "click",
    "whistle_added",
    "tokens_back",
    "effect_chime",
    "card_keep",
    "card_lift",
    "sting_win",
    "sting_loss",
    "sting_draw",
    *CHANT_CUES,
)
ALL = (*MUSIC.values(), *BEDS, *EFFECTS)

# Cues that hold the stage: the music (and a little of the crowd bed) ducks under them.
BIG = {
    "crowd_roar": 0.8,
    "crowd_chant": 1.0,
    "horn": 0.6,
    "crowd_groan": 0.5,
    "tension": 0.6,
    "whistle_full": 0.4,
    "sting_win": 1.0,
    "sting_loss": 1.0,
    "sting_draw": 1.0,
    **dict.fromkeys(CHANT_CUES, 0.9),
}


def tick(total: int) -> str:
    """The count-up's tick for a total: it climbs in pitch up to eleven."""
    return TICKS[max(0, min(total, len(TICKS) - 1))]
