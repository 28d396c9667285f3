"""Each club's terrace chant (issue #38 "sound"): its rhythm and melody as data, sung by the
crowd after the club scores and now and then when it attacks. build_spec/audio_chants.py renders
each as a crowd of voices with claps into game/data/sounds/chant_<club id>.ogg. Pure data: no pygame."""

from __future__ import annotations

from dataclasses import dataclass
from itertools import pairwise
from typing import Final


@dataclass(frozen=True)
class Chant:
    beat: float  # seconds per beat
    bar: int  # beats in one line; the crowd sings the line twice
    notes: tuple[tuple[float, float, str, int], ...]  # (start beat, length in beats, vowel, MIDI pitch)
    claps: tuple[float, ...] = ()  # beats where the stand claps together

    def onsets(self) -> tuple[float, ...]:
        return tuple(start for start, *_ in self.notes)

    def contour(self) -> tuple[int, ...]:
        """The melody's shape: each note's step from the one before, in semitones."""
        pitches = [midi for *_, midi in self.notes]
        return tuple(b - a for a, b in pairwise(pitches))


CHANTS: Final[dict[str, Chant]] = {
    "harbour": Chant(0.30, 8, ((0, 1, "a", 64), (1, 1, "o", 64), (2, 2, "a", 69), (4, 1, "o", 67),
                               (5, 1, "a", 64), (6, 2, "o", 62)), (7.5,)),
    "northgate": Chant(0.26, 8, ((0, 0.5, "o", 67), (0.5, 0.5, "o", 67), (1, 1, "e", 72), (2, 2, "a", 67)),
                       (4, 5, 6)),
    "riverside": Chant(0.30, 12, ((0, 2, "i", 60), (2, 1, "e", 64), (3, 2, "i", 67), (5, 1, "e", 64),
                                  (6, 3, "o", 72)), (9, 10, 11)),
    "oakfield": Chant(0.28, 8, ((0, 1, "o", 72), (1, 1, "a", 71), (2, 1, "o", 69), (3, 1, "a", 67),
                                (4, 2, "o", 65), (6, 1.5, "a", 64)), (7.5,)),
    "kingsbridge": Chant(0.36, 8, ((0, 1.5, "a", 60), (1.5, 0.5, "a", 62), (2, 2, "e", 64), (4, 1.5, "a", 67),
                                   (5.5, 0.5, "e", 65), (6, 2, "a", 64))),
    "sunvale": Chant(0.24, 8, ((0, 0.5, "e", 69), (0.5, 0.5, "a", 69), (1.5, 0.5, "e", 71), (2, 1, "a", 72),
                               (3.5, 0.5, "e", 71), (4, 2, "a", 69)), (6, 6.5, 7)),
    "stormhill": Chant(0.32, 8, ((0, 2, "u", 55), (2, 2, "o", 58), (4, 1, "u", 55), (5, 1, "o", 58),
                                 (6, 2, "a", 62)), (2, 6)),
    "eastport": Chant(0.28, 8, ((0, 1, "i", 64), (1, 1, "e", 67), (2, 1, "i", 71), (3, 3, "a", 76),
                                (6, 1, "e", 71), (7, 1, "a", 72))),
    "millbrook": Chant(0.26, 8, ((0, 0.5, "a", 62), (0.5, 0.5, "a", 62), (1, 0.5, "a", 62), (1.5, 0.5, "o", 65),
                                 (2, 1, "a", 62), (3, 1, "o", 60), (4, 2, "a", 62)), (6, 7)),
    "foxhollow": Chant(0.30, 8, ((0, 0.75, "o", 67), (0.75, 0.25, "o", 67), (1, 1, "a", 64), (2, 0.75, "o", 67),
                                 (2.75, 0.25, "o", 67), (3, 1, "a", 64), (4, 1, "o", 69), (5, 1, "a", 67),
                                 (6, 2, "o", 64))),
}  # fmt: skip


def chant_cue(club_id: str) -> str | None:
    """The sound name of a club's chant (game/data/sounds/<name>.ogg); an unknown id has none."""
    return f"chant_{club_id}" if club_id in CHANTS else None


CHANT_CUES: Final[tuple[str, ...]] = tuple(f"chant_{c}" for c in CHANTS)
