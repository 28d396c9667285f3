"""What a lesson tip holds, and the tip of a step, a note or full time read from the scene's state."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.ai.scripted import Step
from game.engine.actions import Action
from game.engine.view import View
from game.i18n import N_, _
from game.ui.tutorial import texts as T
from game.ui.tutorial.targets import KeyHint, aim, fill, named_card, own_card_rect
from game.ui.tutorial.teachable import Teachable

NOTE_LESSON = {"icon": "icon", "crack": "shot", "magic": "magic", "tackle": "tackle", "additional": "additional"}
RESULT_TEXT = N_("Full time! This match is kept in Replays. Have fun.")

Placed = tuple[int, int, int]  # side, row, col of the last card placed


@dataclass
class Tip:
    key: str  # the text's key (a step text, a note, "result"), for tests
    text: str  # translated, filled in
    target: tuple[int, int] | None  # what the arrow points at
    box: tuple[int, int]  # the bubble's top-left (real pixels), when no free place was looked for
    targets: tuple[pygame.Rect, ...] = ()  # rects that take the player's click
    drop: pygame.Rect | None = None  # where a dragged card must land
    note: bool = False  # a note: "Next" instead of a target
    lesson: str | None = None
    teaching: bool = True  # the step teaches its lesson (not a step on the way to it)
    avoid: tuple[pygame.Rect, ...] = field(default_factory=tuple)  # what the bubble must not cover
    keys: KeyHint | None = None  # the keyboard's way to the target
    cross: tuple[pygame.Rect, ...] = field(default_factory=tuple)  # what the arrow goes around besides `avoid`


def result_tip() -> Tip:
    return Tip("result", _(RESULT_TEXT), None, (0, 0))


def with_why(key: str, text: str) -> str:
    """The text, and under it why the move is good when `key` opens a lesson."""
    return f"{text}\n{_(T.WHY[key])}" if key in T.WHY else text


def step_tip(step: Step, view: View, scene: Teachable, last_placed: Placed | None, again: int = 0) -> Tip:
    """The tip of the player's `step`: its text, the ringed target and the keys that reach it.
    `again`: how many times the script asked the same before (a repeat says it in other words)."""
    found = aim(scene, step.action, step.text or "play_other", view)
    table = T.STEP_TEXTS
    if again and found.text in T.AGAIN:
        words = T.AGAIN[found.text]
        table = {found.text: words[min(again, len(words)) - 1]}
    text = with_why(found.text, fill(found.text, table, step.action, view, scene))
    target = found.targets[0].center if found.targets else None
    teaching = (step.text or "") not in T.ON_THE_WAY
    avoid = avoid_areas(scene, view, last_placed, step.action)
    return Tip(
        found.text,
        text,
        target,
        (0, 0),
        found.targets,
        found.drop,
        lesson=step.lesson,
        teaching=teaching,
        avoid=avoid,
        keys=scene.tutorial_keys(step.action, found),
        cross=tuple(scene.arrow_avoid(view)),
    )


def note_tip(key: str, action: Action | None, view: View, scene: Teachable, last_placed: Placed | None) -> Tip:
    text = with_why(key, fill(key, T.NOTES, action, view))
    avoid = avoid_areas(scene, view, last_placed, action)
    cross = tuple(scene.arrow_avoid(view))  # no arrow, but the bubble keeps clear of these cards too
    return Tip(key, text, None, (0, 0), note=True, lesson=NOTE_LESSON.get(key), avoid=avoid, cross=cross)


def avoid_areas(
    scene: Teachable, view: View, last_placed: Placed | None, action: Action | None = None
) -> tuple[pygame.Rect, ...]:
    """The active choices: the menu's buttons and what the scene names (on the table: the
    prompt, the hand, the token icons, the penalty's zones, the cards to keep, the last placed
    card), and the card the lesson's text names."""
    out = [pygame.Rect(b.rect) for b in getattr(getattr(scene, "menu", None), "buttons", ())]
    named = named_card(action, view)  # the card the text talks about stays in sight
    rect = own_card_rect(view, named) if named else None
    never = scene.never_cover(view)
    return (*out, *scene.choice_areas(view, last_placed), *([rect] if rect is not None else []), *never)


def lesson_heading(tip: Tip, lessons: tuple[str, ...]) -> str:
    """The line over the tip: the lesson it belongs to, numbered."""
    if tip.key == "result" or tip.lesson not in lessons:
        return _("Guided first match")
    assert tip.lesson is not None
    title = _(T.LESSON_TITLES[tip.lesson])
    line = T.HEADING if tip.teaching else T.HEADING_NEXT
    return _(line).format(n=lessons.index(tip.lesson) + 1, total=len(lessons), title=title)
