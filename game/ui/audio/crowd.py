"""The crowd as a place (issue #38 "sound"): five beds cross-faded by what the match presents.
A murmur and an excited layer follow the crowd's intensity; the expectant hush takes over in the
beat before a shot's release; the ground sings after the roar of a goal (a swell that fades over
some seconds, and a little whenever the crowd is up; it waits under a club's chant); a disappointed
grumble follows a groan. Each bed drifts slowly in level on its own period so the loops never line
up the same way twice.
The swell and the grumble start from the cues that the animation plays at their moment."""

from __future__ import annotations

import math
from dataclasses import dataclass

MURMUR, EXCITED, HUSH, SONG, GRUMBLE = "crowd_murmur", "crowd_excited", "crowd_hush", "crowd_song", "crowd_grumble"
BEDS = (MURMUR, EXCITED, HUSH, SONG, GRUMBLE)
SWELL = 14.0  # seconds the ground sings after a roar (a club's chant is sung in them first)
SWELL_FADE = 4.0  # of which the last fade out
GRUMBLE_TIME = 7.0  # seconds of muttering after a groan
GRUMBLE_FADE = 3.0
CHANT_TIME = 6.0  # seconds a club's chant holds the stage: the ground's own song waits under it
DRIFT = 0.3  # the most of its level a bed's slow drift takes away
PERIODS = {MURMUR: 23.0, EXCITED: 31.0, HUSH: 17.0, SONG: 37.0, GRUMBLE: 29.0}  # seconds, no common beat


def bed_levels(intensity: float) -> tuple[float, float]:
    """The murmur's and the excited layer's levels for a crowd intensity (both rise with it)."""
    i = max(0.0, min(1.0, intensity))
    return 0.5 + 0.5 * min(1.0, 2 * i), max(0.0, (i - 0.2) / 0.8) ** 1.2


def crowd_levels(intensity: float, hush: bool, swell: float, grumble: float) -> dict[str, float]:
    """Each bed's level (before the drift) for an intensity, the hush, and the seconds of the goal's
    swell and of the miss's grumble still to come."""
    murmur, excited = bed_levels(intensity)
    if hush:
        return {MURMUR: 0.35 * murmur, EXCITED: 0.0, HUSH: 1.0, SONG: 0.0, GRUMBLE: 0.0}
    sing = max(min(1.0, swell / SWELL_FADE), 0.5 * max(0.0, intensity - 0.6) / 0.4)
    mutter = min(1.0, grumble / GRUMBLE_FADE)
    return {
        MURMUR: murmur * (1 - 0.5 * mutter),
        EXCITED: excited * (1 - mutter) * (1 - 0.6 * min(1.0, swell / SWELL_FADE)),
        HUSH: 0.0,
        SONG: sing * (1 - mutter),
        GRUMBLE: mutter,
    }


@dataclass
class Crowd:
    """The crowd's memory between frames: the clock of the drift and what it still reacts to."""

    clock: float = 0.0
    swell: float = 0.0
    grumble: float = 0.0
    chanting: float = 0.0

    def hear(self, cue: str) -> None:
        """A cue just played: a roar sets the ground singing, a groan sets it muttering, a club's
        chant quiets the other songs while it is sung."""
        if cue.startswith("chant_"):
            self.chanting = CHANT_TIME
        elif cue == "crowd_roar":
            self.swell, self.grumble = SWELL, 0.0
        elif cue == "crowd_groan":
            self.grumble, self.swell = GRUMBLE_TIME, 0.0

    def levels(self, dt: float, intensity: float | None, hush: bool = False) -> dict[str, float]:
        """Each bed's level now; all silent when there is no crowd (`intensity` None)."""
        self.clock += dt
        self.swell = max(0.0, self.swell - dt)
        self.grumble = max(0.0, self.grumble - dt)
        self.chanting = max(0.0, self.chanting - dt)
        if intensity is None:
            return dict.fromkeys(BEDS, 0.0)
        base = crowd_levels(intensity, hush, self.swell, self.grumble)
        if self.chanting > 0:
            base[SONG] *= 0.25
        return {bed: level * self.drift(bed) for bed, level in base.items()}

    def drift(self, bed: str) -> float:
        phase = 2 * math.pi * self.clock / PERIODS[bed]
        return 1 - DRIFT * (0.5 - 0.5 * math.sin(phase + BEDS.index(bed)))
