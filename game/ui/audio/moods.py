"""What each screen sounds like (`scene_mood`): the title theme on the title, the calmer loop in
the menus and at the line-up, and during a match the crowd, whose intensity follows the presented
control marker and the shot's count-up (`crowd_intensity`); a murmur at half time."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.view import View
from game.ui.anim import Animator
from game.ui.audio.mixer import Mood

if TYPE_CHECKING:
    from game.ui.controller import MatchConfig
    from game.ui.scene import Scene, SceneStack

MURMUR = 0.0
MENU = Mood("menu")
TITLE = Mood("title")
CALM_CROWD = Mood("menu", crowd=MURMUR, music_gain=0.8)  # line-up, draft, half time: the stands settle
RESULT = Mood("menu", crowd=0.35, music_gain=0.7)


def crowd_intensity(marker: float, totals: list[int | None], shooting: bool) -> float:
    """0..1: the crowd grows louder as the marker nears either goal (|marker| up to 2), and during
    a shot with each point its totals climb toward eleven."""
    level = 0.25 + 0.15 * min(2.0, abs(marker))
    if shooting:
        count = max((t for t in totals if t is not None), default=0)
        level = max(level, 0.55 + 0.45 * min(count, 11) / 11)
    return min(1.0, level)


def match_mood(anim: Animator, view: View) -> Mood:
    """The crowd of the match as the screen presents it (the animation's state, else the view's)."""
    from game.ui.table import revealed_total

    p = anim.pres
    if p.active:
        marker = p.marker if p.marker is not None else float(view.marker)
        return Mood("menu", crowd=crowd_intensity(marker, p.totals, p.attacker is not None))
    totals = [revealed_total(view, 0), revealed_total(view, 1)]
    return Mood("menu", crowd=crowd_intensity(float(view.marker), totals, view.shot is not None))


def _mood_of(scene: Scene) -> Mood | None:
    from game.ui.scenes.draft import DraftScene
    from game.ui.scenes.halftime import HalfTimeScene
    from game.ui.scenes.lineup import LineupScene
    from game.ui.scenes.menus import NewMatchScene, TitleScene
    from game.ui.scenes.result import ResultScene
    from game.ui.scenes.shootout import ShootoutScene
    from game.ui.scenes.table_scene import TableScene

    own = getattr(scene, "sound_mood", None)
    if callable(own):
        mood = own()
        return mood if isinstance(mood, Mood) else None
    if isinstance(scene, TitleScene):
        return TITLE
    if isinstance(scene, NewMatchScene):
        return MENU
    if isinstance(scene, DraftScene | LineupScene | HalfTimeScene):
        return CALM_CROWD
    if isinstance(scene, ResultScene):
        return RESULT
    if isinstance(scene, TableScene | ShootoutScene):
        return match_mood(scene.anim, scene.shown_view())
    return None


def scene_mood(stack: SceneStack) -> Mood:
    """The mood of the topmost scene that has one (a settings or pause screen keeps the match's)."""
    for scene in reversed(stack.scenes):
        mood = _mood_of(scene)
        if mood is not None:
            return mood
    return MENU


def result_sting(winner: int | None, config: MatchConfig) -> str:
    """The result screen's sting: a fanfare for a win (any win when no one plays the computer),
    a falling phrase when the computer beat the person, a cadence for a draw."""
    if winner is None:
        return "sting_draw"
    if config.mode == "computer" and winner != config.human_side:
        return "sting_loss"
    return "sting_win"
