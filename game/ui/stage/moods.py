"""What each screen sounds like: a scene declares its `sound_mood` (a `Mood`, or a method giving
one) and `scene_mood` takes the topmost that has one. The title theme on the title, the calmer loop
in the menus and at the line-up, and during a match the crowd, whose intensity follows the
presented control marker and the shot's count-up (`crowd_intensity`), holding its breath (the
hush bed) in the beat of stillness before the release; a murmur at half time."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol

from game.ui.audio.mixer import Mood
from game.ui.stage.anim import Presentation

if TYPE_CHECKING:
    from game.ui.control.controller import MatchConfig

MURMUR = 0.0
MENU = Mood("menu")
TITLE = Mood("title")
CALM_CROWD = Mood("menu", crowd=MURMUR, music_gain=0.8)  # line-up, draft, half time: the stands settle
RESULT = Mood("menu", crowd=0.35, music_gain=0.7)


class Stack(Protocol):
    @property
    def scenes(self) -> Sequence[object]: ...


def crowd_intensity(marker: float, totals: Sequence[int | None], shooting: bool) -> float:
    """0..1: the crowd grows louder as the marker nears either goal (|marker| up to 2), and during
    a shot with each point its totals climb toward eleven."""
    level = 0.25 + 0.15 * min(2.0, abs(marker))
    if shooting:
        count = max((t for t in totals if t is not None), default=0)
        level = max(level, 0.55 + 0.45 * min(count, 11) / 11)
    return min(1.0, level)


def match_mood(pres: Presentation, marker: float, totals: Sequence[int | None], shooting: bool) -> Mood:
    """The match's crowd as the screen presents it: the animation's marker and totals while one
    plays, else the shown view's (`marker`, `totals`, `shooting`)."""
    if pres.active:
        marker = pres.marker if pres.marker is not None else marker
        level = crowd_intensity(marker, pres.totals, pres.attacker is not None)
        return Mood("menu", crowd=level, hush=pres.hush)
    return Mood("menu", crowd=crowd_intensity(marker, totals, shooting))


def scene_mood(stack: Stack) -> Mood:
    """The mood of the topmost scene that declares one (a settings or pause screen keeps the
    match's below it); the menu music when none does."""
    for scene in reversed(stack.scenes):
        own = getattr(scene, "sound_mood", None)
        mood = own() if callable(own) else own
        if isinstance(mood, Mood):
            return mood
    return MENU


def result_sting(winner: int | None, config: MatchConfig) -> str:
    """The result screen's sting: a fanfare for a win (any win in hot-seat or when watching),
    a falling phrase when the person at this screen lost (to the computer or a coach online), a
    cadence for a draw."""
    if winner is None:
        return "sting_draw"
    if config.mode in ("computer", "online") and winner != config.human_side:
        return "sting_loss"
    return "sting_win"
