"""Where a saved guided match resumes its lessons. The saved step and note are only a hint: the
match's own history says how far along the script it really is. A save from another version of
the lesson script (or with damaged lesson fields) resumes at the nearest valid lesson or starts
the lesson in progress over, replayed from the current script, and says so."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.ai.scripted import Script, load_script
from game.engine.errors import IllegalAction
from game.engine.state import Game, State
from game.i18n import N_, _
from game.ui.tutorial import texts as T

META_STEP = "tutorial_step"  # the autosave's meta: the next script step (-1: the lessons are over)
META_NOTE = "tutorial_note"  # the note on screen when the match was saved

MOVED = N_("The saved lessons did not fit this version of the game: they go on at lesson {n}, {title}.")
RESTARTED = N_("The saved lessons came from an earlier version of the game: lesson {n}, {title}, starts over.")


@dataclass(frozen=True)
class LessonPoint:
    state: State  # the match to resume (replayed from the script when the saved one left it)
    step: int  # the script's next step (-1: the lessons are over)
    note: str | None  # the note to show first
    notice: str | None  # what the player is told when the save had to be corrected


def saved_point(meta: dict[str, Any]) -> tuple[int, str | None]:
    """The step and note as saved, any junk turned into "none saved" (0, None)."""
    step, note = meta.get(META_STEP, 0), meta.get(META_NOTE)
    if not isinstance(step, int) or isinstance(step, bool):
        step = 0
    return (-1 if step < 0 else step), (note if isinstance(note, str) else None)


def on_script(state: State, script: Script) -> int:
    """How many of the script's first steps the match's history follows exactly."""
    if state.game.seed != script.seed:
        return 0
    done = 0
    for action, step in zip(state.history, script.steps, strict=False):
        if action != step.action:
            break
        done += 1
    return done


def lesson_start(script: Script, index: int) -> int:
    """The first step of the lesson in progress at step `index` (a coach's first step of it)."""
    lesson = script.lesson_at(index)
    if lesson is None:
        return 0
    return next(i for i, s in enumerate(script.steps) if s.lesson == lesson)


def replay(script: Script, steps: int, tiebreak: str) -> State | None:
    """The script's match after its first `steps` actions; None if the script does not replay."""
    state = Game(seed=script.seed, tiebreak=tiebreak).new_initial_state()
    try:
        for step in script.steps[:steps]:
            state.apply_action(step.action)
    except IllegalAction:
        return None
    return state


def valid_note(script: Script, step: int, note: str | None) -> str | None:
    """The note only if it is the one the script shows before `step` (its previous step's "after")."""
    if note is None or note not in T.NOTES or not 0 < step <= len(script.steps):
        return None
    return note if script.steps[step - 1].after == note else None


def heading(script: Script, step: int) -> tuple[int, str]:
    lesson = script.lesson_at(min(step, len(script.steps) - 1)) or script.lessons[0]
    n = script.lessons.index(lesson) + 1 if lesson in script.lessons else 1
    return n, _(T.LESSON_TITLES.get(lesson, T.LESSON_TITLES["draft"]))


def lesson_point(state: State, meta: dict[str, Any], script: Script | None = None) -> LessonPoint:
    """Where the lessons of the saved guided match `state` go on."""
    script = script or load_script()
    step, note = saved_point(meta)
    if step < 0:
        return LessonPoint(state, -1, None, None)
    follows = on_script(state, script)
    if follows == len(script.steps) < len(state.history):  # the match went on after the last lesson
        return LessonPoint(state, -1, None, None)
    if follows == len(state.history):
        notice = None
        if step != follows:
            n, title = heading(script, follows)
            notice = _(MOVED).format(n=n, title=title)
        return LessonPoint(state, follows, valid_note(script, follows, note), notice)
    start = lesson_start(script, follows)
    again = replay(script, start, state.game.tiebreak)
    if again is None:  # the shipped script itself does not replay: the match goes on without lessons
        return LessonPoint(state, -1, None, _(T.OFF_SCRIPT))
    n, title = heading(script, start)
    return LessonPoint(again, start, None, _(RESTARTED).format(n=n, title=title))
