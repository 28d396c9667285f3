"""The table's penalty (R11.1) on the full-screen stage: when the kick or the save is to be chosen
the camera pushes in from the field until the goal fills the window (a cut with reduce motion, or
straight on from the tackle's stage); the zones and dives are chosen on the goal, by the buttons in
its band or the number keys; the kick then plays on the same stage (game/ui/stage/shot_steps.py)."""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

import pygame

from game.engine import actions as A
from game.engine.view import View
from game.i18n import _
from game.ui.art import kits
from game.ui.look import bindings
from game.ui.look.metrics import px
from game.ui.scenes.rules.rules_help import open_rules
from game.ui.scenes.table import table_prompt
from game.ui.stage import penalty_stage as P
from game.ui.stage.anim import Presentation, ease
from game.ui.stage.kick_stage import band_rect, scene_rect
from game.ui.stage.shot_stage import kick_area
from game.ui.table.prompt_panel import BUTTON_SIZE, badge_rect, draw_rule_badge
from game.ui.table.table_choices import penalty_area
from game.ui.widgets.basic import NUMBER_KEYS
from game.ui.widgets.key_hint import asks_for_rules

if TYPE_CHECKING:
    from game.ui.scenes.table.table_seat import TableSeat

PHASES = ("penalty_kick", "penalty_save")


def staged(scene: TableSeat) -> bool:
    """The penalty's choice is on the stage: its phase, and the screen has caught up with it."""
    return not scene.anim.busy and scene.view().phase in PHASES and scene.view().shot is not None


def pushed_in(scene: TableSeat) -> bool:
    return scene.pen_push >= 1.0


def moving(scene: TableSeat) -> bool:
    """The push or a zone's lift is under way (frames must follow)."""
    return staged(scene) and (scene.pen_push < 1.0 or scene.pen_lift.moving())


def options(scene: TableSeat) -> list[A.Action]:
    return [a for a in scene.legal() if isinstance(a, (A.Kick, A.Save))]


def hovered(scene: TableSeat) -> A.Action | None:
    """The choice under the pointer (the goal or a button), else the one whose button has the focus;
    the pointer only once the coach now at the screen has moved it (hot-seat: the kicker's click
    must not light the keeper's nearest dive)."""
    if not scene.ctrl.human_to_act():
        return None
    if scene.pen_pointer_seat != scene.ctrl.viewer:  # where the last coach left the pointer tells nothing
        return P.lit(penalty_area(), scene.legal(), (-1, -1), [], scene.menu.focus)
    focus = scene.menu.hover if scene.menu.hover is not None else scene.menu.focus
    return P.lit(penalty_area(), scene.legal(), scene.mouse, scene.menu.buttons, focus)


def update(scene: TableSeat, dt: float) -> None:
    """The camera's push (only when the table was in sight; none with reduce motion) and the lifts."""
    if not staged(scene):
        scene.pen_push = 0.0
        scene.pen_from_table = scene.app.stack.top is scene and not scene.anim.pres.covers()
        scene.pen_lift.update_keys(dt, (), set())
        return
    if scene.pen_push < 1.0:
        if scene.pen_from_table and not scene.app.settings.reduce_motion:
            scene.pen_push = min(1.0, scene.pen_push + dt * max(0.1, scene.anim.speed) / P.PUSH_IN)
        else:
            scene.pen_push = 1.0
    if scene.pen_pointer_seat != scene.ctrl.viewer:
        scene.menu.hover = None  # the button the last coach's pointer rested on
    lit = hovered(scene)
    scene.pen_lift.update_keys(dt, options(scene), {lit} if lit is not None else set())


def lay_buttons(scene: TableSeat) -> None:
    """The prompt's buttons go into the stage's band, each under its part of the goal."""
    P.lay_buttons(scene.menu.buttons, scene.legal(), penalty_area())


def look(scene: TableSeat, v: View) -> P.ChoiceLook:
    """What the stage shows now: the viewer's choices (when the viewer decides) and only the
    viewer's own kick (the view hides the kicker's zone from anyone else)."""
    assert v.shot is not None
    kicker = v.shot.side
    human = scene.ctrl.human_to_act()
    status = scene.message or " · ".join(t for t in (scene.prompt.title, scene.prompt.hint) if t)
    return P.ChoiceLook(
        kicker=kicker,
        heading=f"{kits.name(kicker)} · {_('PENALTY KICK')}",
        status=status,
        tally=P.Tally(v.score),
        legal=options(scene) if human else (),
        hovered=hovered(scene),
        lifts=scene.pen_lift.value,
        own_kick=v.shot.kick if v.phase == "penalty_save" and not human else None,
        keys=P.button_keys(scene.menu, options(scene)) if human else {},
        time=scene.time,
        decider=v.current_player,
    )


def rule_badge(scene: TableSeat) -> pygame.Rect | None:
    """The "?" at the end of the band's line that opens the rules at R11.1 (while the viewer decides)."""
    if not scene.prompt.rule:
        return None
    band = band_rect(penalty_area())
    return badge_rect((band.right - px(24), P.status_centre(penalty_area())[1]))


def draw(scene: TableSeat, surface: pygame.Surface) -> None:
    """The choice filling the window, its buttons in the band; no tooltip shows over it."""
    P.draw_choice_stage(surface, penalty_area(), look(scene, scene.view()))
    if scene.ctrl.human_to_act():
        P.draw_buttons(surface, scene.menu, BUTTON_SIZE)
    badge = rule_badge(scene)
    if badge is not None:
        draw_rule_badge(surface, badge.center, badge.collidepoint(scene.mouse))
    scene.anim.draw(surface)
    scene.tip = None


def draw_push(scene: TableSeat, surface: pygame.Surface) -> None:
    """The table (just drawn) darkening under the stage growing from the goal on the field."""
    stage = canvas(surface.get_size())
    draw(scene, stage)  # the choice paints its whole window: nothing of the last frame's picture stays
    P.push_in(surface, ease(scene.pen_push), kick_area(Presentation()), stage)


@lru_cache(maxsize=1)
def canvas(size: tuple[int, int]) -> pygame.Surface:
    """The stage's picture as the camera pushes in, kept between its frames (issue #38: not a new
    window-sized surface each frame)."""
    return pygame.Surface(size)


def never_cover() -> list[pygame.Rect]:
    """What a lesson's bubble never covers on the stage: the goal mouth and the band's line of words."""
    return [P.goal_mouth(penalty_area()), P.status_room(penalty_area())]


def plate_rect() -> pygame.Rect:
    """About where the score's plate sits (a lesson's bubble goes elsewhere if it can)."""
    scene = scene_rect(penalty_area())
    return pygame.Rect(scene.x, scene.bottom - scene.h // 5, scene.w // 4, scene.h // 5)


def notice_room() -> pygame.Rect:
    """Where a notice goes on the stage: the foot of the turf right of the kicker (the plate's mirror)."""
    scene = scene_rect(penalty_area())
    return pygame.Rect(
        scene.right - scene.w // 3, scene.bottom - scene.h // 4, scene.w // 3 - px(12), scene.h // 4 - px(10)
    )


def draw_kick_tally(scene: TableSeat, surface: pygame.Surface) -> None:
    """While a penalty plays on the stage, the plate with the score stays where the choice had it."""
    step = scene.anim.current
    if step is None or not step.name.startswith("penalty") or not scene.anim.pres.covers():
        return
    P.draw_tally(surface, scene_rect(penalty_area()), P.Tally(scene.shown_view().score), False)


def handle_input(scene: TableSeat, event: pygame.event.Event) -> bool:
    """The goal's zones and the band's buttons by mouse, the buttons by number keys and arrows;
    a click or key while the camera pushes in only finishes the push."""
    if event.type == pygame.MOUSEMOTION:
        scene.mouse = event.pos
        scene.pen_pointer_seat = scene.ctrl.viewer
        scene.menu.handle_event(event)
        return False
    if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN) and scene.pen_push < 1.0:
        scene.pen_push = 1.0
        return True
    human = scene.ctrl.human_to_act()
    if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
        badge = rule_badge(scene)
        if badge is not None and badge.collidepoint(event.pos):
            return open_rules(scene.app, scene.prompt.rule)
        if scene.menu.handle_event(event):
            return True
        if not human:
            return table_prompt.answer_waiting(scene, event.pos) if scene.ctrl.decider in (0, 1) else False
        choice = scene.penalty_choice_at(event.pos)
        return scene.act(choice) if choice is not None else False
    if event.type == pygame.KEYDOWN:
        if bindings.matches(event, "undo"):
            if not scene.undo():
                scene.say(_("Nothing to undo: a card was revealed or the turn moved on since."))
            return True
        if scene.prompt.rule and asks_for_rules(event):
            return open_rules(scene.app, scene.prompt.rule)
        if not human:
            answers = event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) or event.key in NUMBER_KEYS
            return table_prompt.answer_waiting(scene, None) if answers and scene.ctrl.decider in (0, 1) else False
        return P.arrow_key(scene.menu, event) or scene.menu.handle_event(event)
    return False
