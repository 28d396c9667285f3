"""What every scene of a running match shares: acting through the controller (rule messages on
an illegal action), animating the events, the computer's turn off the frame loop, the hot-seat
pass screen, Esc for the pause menu, and moving to the scene the engine's phase calls for."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Iterator

import pygame

from game.engine.actions import Action
from game.engine.errors import IllegalAction
from game.engine.events import Event
from game.engine.match import PHASE_RULE, Phase
from game.engine.view import View
from game.i18n import N_, _
from game.ui.audio import Mood
from game.ui.control.controller import PUBLIC_PHASES
from game.ui.look import metrics as M
from game.ui.look.theme import ERROR, TEXT, Color
from game.ui.stage.anim import Presentation, Step, ease, lerp
from game.ui.stage.moods import CALM_CROWD, match_mood
from game.ui.stage.shot_ahead import Ahead
from game.ui.table import event_anims
from game.ui.table.board import revealed_total
from game.ui.tutorial.targets import goal_aim, menu_keys
from game.ui.tutorial.teachable import Aim, KeyHint
from game.ui.widgets.basic import Menu
from game.ui.widgets.key_hint import asks_for_rules
from game.ui.window.scene import Host, Scene
from game.ui.window.session import Session, beats
from game.ui.words import card_text

WAIT_COMPUTER = N_("{side} (the computer) is deciding: your turn comes next.")
WAIT_COACH = N_("{side} is deciding: your turn comes next.")
OPEN_TURN = N_("{side} to play: nothing secret on this screen, no need to pass it.")
REMOTE_WAIT_REDRAW = 1 / 12  # seconds between redraws while the other computer's coach decides
INPUT_EVENTS = frozenset(
    {pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL, pygame.KEYUP, pygame.TEXTINPUT, pygame.FINGERDOWN, pygame.FINGERUP}
)


def crowd_mood(pres: Presentation, view: View) -> Mood:
    """The crowd follows the presented marker and the shot's count-up (game/ui/stage/moods.py)."""
    totals = [revealed_total(view, 0), revealed_total(view, 1)]
    return match_mood(pres, view.marker, totals, view.shot is not None)


class MatchBase(Scene):
    full_time = False  # the guide's questions (game/ui/tutorial/teachable.py): the full-time screen?
    wide_tips = False  # may a lesson bubble sit anywhere along the window's bottom?

    def __init__(self, app: Host, session: Session) -> None:
        super().__init__(app)
        self.session = session
        self.ctrl = session.controller
        self.anim = session.animator
        self.message = ""
        self.message_color: Color = TEXT
        self.message_time = 0.0
        self._cached_view: View | None = None
        self._view_key: tuple[object, ...] | None = None
        self.time = 0.0
        self.ahead = Ahead()
        self._backdrop: tuple[tuple[int, int], Iterator[None]] | None = None

    # ------------------------------------------------------------------ helpers

    def _warm_shot(self) -> None:
        """While the table waits, the next shot's stage built ahead, a piece a frame: the shot under
        way (its kind), else the side to act's plain shot (nothing in a scene's own stage area, nor
        while the table moves); then the pass screen's stadium (the pause menu's too)."""
        if self.anim.pres.stage_rect is not None or (self.animating() and not self.ctrl.thinking):
            return  # a computer thinking moves nothing on the table; a push in or lifting cards do
        v = self.view()
        shot = v.shot
        side, kind = (shot.side, shot.kind) if shot is not None else (v.active, "normal")
        if side in (0, 1) and self.ahead.tick(side, kind):
            return
        size = M.size()
        if self._backdrop is None or self._backdrop[0] != size:  # the pass screen's stadium, after the stage
            from game.ui.scenes.overlays.overlays import PassScreen

            self._backdrop = (size, PassScreen.backdrop_ahead(size))
        next(self._backdrop[1], None)

    def view(self) -> View:
        key = (self.ctrl.version, self.ctrl.viewer)
        if self._cached_view is None or key != self._view_key:
            self._cached_view = self.ctrl.view()
            self._view_key = key
        return self._cached_view

    def shown_view(self) -> View:
        """The view the screen shows now: the presented state, one event behind another while
        the animations play; the engine's current view once they are over (input uses `view()`)."""
        return self.anim.shown or self.view()

    def sound_mood(self) -> Mood:
        return crowd_mood(self.anim.pres, self.shown_view())

    def shown_log(self) -> list[str]:
        """The match log lines shown now, newest last: a line appears when its event's animation starts."""
        return self.session.log

    def say(self, text: str, error: bool = False, seconds: float = 6.0) -> None:
        self.message = text
        self.message_color = ERROR if error else TEXT
        self.message_time = seconds

    def resize(self) -> None:
        """A new window size: animations in flight were laid out for the old one, so they finish at once."""
        self.anim.skip_all()
        super().resize()

    def busy_areas(self, view: View) -> list[pygame.Rect]:
        """What a lesson bubble had better not cover when it has a choice (tutorial/tip_box.py)."""
        return []

    def never_cover(self, view: View) -> list[pygame.Rect]:
        """What a lesson bubble and its arrow never cross (tutorial/tips.py)."""
        return []

    def arrow_avoid(self, view: View) -> list[pygame.Rect]:
        """What a lesson's arrow goes around besides what its bubble keeps clear (tutorial/bubble.py)."""
        return []

    def choice_areas(self, view: View, last_placed: tuple[int, int, int] | None) -> list[pygame.Rect]:
        """The active choices besides the menu's buttons, which a lesson bubble must not cover."""
        return []

    def tutorial_aim(self, action: Action, text: str, view: View) -> Aim:
        """Where the controls for a lesson's `action` are on this screen."""
        return goal_aim(action, text)

    def tutorial_keys(self, action: Action, found: Aim) -> KeyHint | None:
        """The keyboard's way to a lesson's target: the number (or arrows) of its button."""
        return menu_keys(self, found)

    def send_back_drop(self, place: tuple[int, int] | None) -> bool:
        """A dragged card about to be let go off the lesson's `place` goes back (True if it did)."""
        return False

    def act(self, action: Action, drop_from: tuple[int, int] | None = None) -> bool:
        """Give the engine an action; on an illegal one show its rule message and change nothing."""
        self.anim.skip_all()
        before = self.view()
        try:
            steps = self.ctrl.apply_steps(action)
        except IllegalAction as exc:
            self.say(card_text.rule_message(exc), error=True)
            return False
        self.present(before, steps, drop_from)
        return True

    def present(self, before: View, steps: list[tuple[Event, View]], drop_from: tuple[int, int] | None = None) -> None:
        """Animate an applied action's steps, from the view `before` it."""
        after = self.view()
        events = [event for event, _ in steps]
        setup, anim_steps = event_anims.build(events, before, after, drop_from, live=True)
        self.anim.begin(setup, anim_steps, beats(steps), before)
        self.message = ""
        self.on_acted()

    def undo(self) -> bool:
        """Take back the person's last action, where the rules allow it (game.engine.undo)."""
        self.anim.skip_all()
        if not self.ctrl.undo():
            return False
        self.app.sounds.play("undo")
        self.session.reset_log()
        self.message = ""
        self.on_acted()
        return True

    def doing(self, action: Action) -> Callable[[], object]:
        """A button callback that plays `action`."""
        return lambda: self.act(action)

    def slide_back(self, image: pygame.Surface, start: tuple[int, int], end: tuple[int, int]) -> None:
        """A rejected drop: the card slides back where it came from."""

        def draw(surface: pygame.Surface, k: float) -> None:
            k = ease(k)
            surface.blit(image, (lerp(start[0], end[0], k), lerp(start[1], end[1], k)))

        self.anim.begin(lambda p: None, [Step(0.25, "slide back", draw=draw)])

    def on_acted(self) -> None:
        """Subclasses reset their selection state here."""

    def animating(self) -> bool:
        return self.anim.busy or (self.ctrl.thinking and self.ctrl.remote_deciding() is None)

    def ambient_interval(self) -> float | None:
        """A coach on another computer may think for minutes: its indicator turns at a calmer rate."""
        return REMOTE_WAIT_REDRAW if self.ctrl.remote_deciding() is not None else None

    def quiet(self) -> bool:
        """Nothing on this screen changes with time alone now (no notice counting down, no remote
        coach's indicator turning): an ambient redraw need not redraw it."""
        return self.message_time <= 0 and self.ctrl.remote_deciding() is None

    # ------------------------------------------------------------------ the scene protocol

    def update(self, dt: float) -> None:
        self.time += dt
        if self.message_time > 0:
            self.message_time -= dt
            if self.message_time <= 0:
                self.message = ""
        self.anim.speed = self.app.settings.anim_speed
        self.anim.calm = self.anim.pres.calm = self.app.settings.reduce_motion
        shown = self.anim.shown
        if shown is not None and shown.viewer != self.ctrl.viewer:
            self.anim.skip_all()  # other eyes on the screen: present from their current view
        while self.ctrl.notices:
            self.app.notify(self.ctrl.notices.pop(0), 6.0)
        self.anim.update(dt)
        if self.anim.busy:
            return
        self._warm_shot()
        from game.ui.window.scene_table import scene_for_phase

        target = scene_for_phase(self.ctrl.phase)
        if not isinstance(self, target):
            self.app.stack.replace(target(self.app, self.session))
            return
        if self.ctrl.needs_handover():
            from game.ui.scenes.overlays.overlays import PassScreen

            self.app.stack.push(PassScreen(self.app, self.session))
            return
        if self.ctrl.seat_changed:
            self.ctrl.seat_changed = False
            if self.ctrl.phase not in PUBLIC_PHASES:
                side = card_text.side_name(self.ctrl.viewer)
                self.app.notify(_(OPEN_TURN).format(side=side), 2.5)
        before = self.view()
        remote = self.ctrl.poll_remote()
        if remote is not None:
            self.present(before, remote)
            return
        action = self.ctrl.poll_computer()
        if self.ctrl.last_error:
            self.say(self.ctrl.last_error, error=True)
            self.ctrl.last_error = None
        if action is not None:
            self.act(action)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and not self.escape():
            from game.ui.scenes.overlays.overlays import PauseMenu

            self.app.stack.push(PauseMenu(self.app, self.session))
            return True
        if self.anim.busy:
            return self.while_animating(event)
        return self.handle_input(event)

    def while_animating(self, event: pygame.event.Event) -> bool:
        """No decision until the screen has caught up: a click or key skips to the end of the
        animations (every view and log line still presented in order); only hovering gets through."""
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.anim.skip_all()
            return True
        if event.type == pygame.MOUSEMOTION:
            return self.handle_input(event)
        return event.type in INPUT_EVENTS

    def escape(self) -> bool:
        """Esc inside the scene (cancel a selection); False lets it open the pause menu."""
        return False

    def handle_input(self, event: pygame.event.Event) -> bool:
        return False

    def exit(self) -> None:
        pass


class MenuMatchScene(MatchBase, ABC):
    """A match scene whose decisions are a menu of buttons, built again only when what the menu
    depends on (`menu_key`) changes."""

    def __init__(self, app: Host, session: Session, menu: Menu | None = None) -> None:
        super().__init__(app, session)
        self.menu = menu or Menu()
        self._menu_key: object = None

    def menu_key(self) -> tuple[object, ...]:
        return (self.ctrl.version, self.ctrl.viewer, self.ctrl.human_to_act())

    def sound_mood(self) -> Mood:
        return CALM_CROWD  # the draft, the line-up, half time: the stands murmur under the music

    def deciding(self) -> bool:
        """The person at the screen decides now and the screen has caught up with the match."""
        return self.ctrl.human_to_act() and not self.anim.busy

    @abstractmethod
    def build_menu(self) -> None:
        """Set the menu's buttons and layout for the current view."""

    def rebuild(self) -> None:
        """Build the menu again on the next frame."""
        self._menu_key = None

    def relabel(self) -> None:
        super().relabel()
        self.rebuild()

    def update(self, dt: float) -> None:
        super().update(dt)
        key = (*self.menu_key(), self.anim.busy)
        if key != self._menu_key:
            self._menu_key = key
            if self.anim.busy:
                self.menu.set_buttons([])  # the next decision's buttons wait for the animations
            else:
                self.build_menu()

    def handle_input(self, event: pygame.event.Event) -> bool:
        if self.menu.handle_event(event):
            return True
        if asks_for_rules(event):
            return self.open_rules()
        return self.answer_while_waiting(event)

    def open_rules(self) -> bool:
        """F1 or "?": the rules reference at the page of this screen's decision (the draft, the line-up...)."""
        from game.ui.scenes.rules.rules_help import open_rules

        rule = PHASE_RULE.get(Phase(self.shown_view().phase))
        return open_rules(self.app, rule) if rule else False

    def answer_while_waiting(self, event: pygame.event.Event) -> bool:
        """A click or Enter while the other side decides is answered (who decides), never lost."""
        asks = (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1) or (
            event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
        )
        d = self.ctrl.decider
        if not asks or self.ctrl.human_to_act() or d not in (0, 1):
            return False
        who = card_text.side_name(d)
        self.say(_(WAIT_COMPUTER if self.ctrl.computer_to_act() else WAIT_COACH).format(side=who), seconds=2.5)
        return True
