"""The guided first match: a scripted tutorial drawn over the match (an App HUD).

The match is dealt from the script's seed (game/data/tutorial.json) and the computer plays the
script's actions (game/ai/scripted.py), so every lesson happens in order. For each of the player's
steps the guide names what to do, rings the exact target (the card to drag and its lit place, the
button, the hand card, the token's icon), names the keys that reach it, and waits: the mouse and
the keyboard work as in any match, but an action off the lesson (or a click beside the target) is
refused with a hint that says what to do, and never played. Notes ("Next", Enter) explain what
just happened. The tip bubble sits where it covers none of the active choices. The lesson reached is
kept in the autosave's meta data, so "Continue" resumes at the same lesson; F12 or "Leave the
lessons" ends them and the match goes on as a normal one. F1 (or "?") opens the rules as in any
match; the lesson waits where it was."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ai.scripted import Script, ScriptedAgent, Step, load_script
from game.engine import actions as A
from game.engine.actions import Action
from game.i18n import _
from game.ui.look import bindings
from game.ui.look.metrics import px
from game.ui.tutorial import texts as T
from game.ui.tutorial import tip_box
from game.ui.tutorial.hooks import guard, watch_controller
from game.ui.tutorial.resume import META_NOTE, META_STEP, valid_note
from game.ui.tutorial.teachable import Teachable, teachable
from game.ui.tutorial.tips import Tip, lesson_heading, note_tip, result_tip, step_tip
from game.ui.widgets.basic import NUMBER_KEYS
from game.ui.widgets.key_hint import RULE_KEYS, asks_for_rules
from game.ui.window.scene import Host
from game.ui.window.session import Session

SKIP_KEY = pygame.K_F12  # the default "leave" key (game.keymap); the player's own is bindings.keys_for("leave")
PASS_KEYS = frozenset({pygame.K_ESCAPE, pygame.K_F11, pygame.K_m, *RULE_KEYS})  # with the default keys
PULSE_REDRAW = 1 / 8  # seconds between redraws while only the target's ring pulses (8 steps of its ~1 s beat)


def passing_keys() -> frozenset[int]:
    """The keys a lesson lets through to the window: Esc, fullscreen, mute and the rules."""
    return frozenset({pygame.K_ESCAPE, *(k for a in ("fullscreen", "mute", "rules") for k in bindings.keys_for(a))})


def wrong_number(tip: Tip, key: int) -> bool:
    """A number key the lesson does not ask for (review25 #7: on the table it picked up another card
    without a word; every lesson now answers it as the draft's do, and nothing is picked up)."""
    if key not in NUMBER_KEYS or tip.keys is None:
        return False
    wanted = tip.keys.key
    return wanted not in NUMBER_KEYS or NUMBER_KEYS[wanted] != NUMBER_KEYS[key]


class Guide:
    """An App HUD (App.huds): drawn over every scene, sees events first."""

    def __init__(self, app: Host, session: Session, step: int = 0, note: str | None = None) -> None:
        self.app = app
        self.session = session
        self.ctrl = session.controller
        self.script: Script = load_script()
        self.cursor = min(max(0, step), len(self.script.steps))  # the next step of the script
        self.note = valid_note(self.script, self.cursor, note)  # an "after" note waiting for Next
        self.before_read = -1  # the step whose "before" note was read
        self.skipped = False
        self.done = step < 0 or step > len(self.script.steps)  # the lessons are over (or cannot go on)
        self.seen: list[str] = []  # the tips shown, in order (tests)
        self.asked: dict[str, list[int]] = {}  # a step text said more than once: the steps that said it
        self.tip: Tip | None = None
        self.box = pygame.Rect(0, 0, 0, 0)
        self.skip_rect = pygame.Rect(0, 0, 0, 0)
        self.buttons: list[tuple[pygame.Rect, str, Callable[[], None]]] = []
        self.refused = 0.0  # seconds the "not now" hint stays
        self.time = 0.0
        self.last_placed: tuple[int, int, int] | None = None  # side, row, col of the last card placed
        self.heading = ""  # the heading drawn over the tip ("" when it repeats the one before)
        self.last_heading = ""
        self.tip_ident: tuple[object, ...] | None = None
        self._placed: tuple[object, tuple[pygame.Rect, list[str]]] | None = None  # the bubble last laid out
        self._focused: tuple[object, ...] | None = None  # the tip (and target) the focus was last put on
        watch_controller(self)
        self._sync_agent()

    # ------------------------------------------------------------------ the script

    @property
    def active(self) -> bool:
        return not (self.skipped or self.done)

    @property
    def step(self) -> Step | None:
        steps = self.script.steps
        return steps[self.cursor] if self.active and self.cursor < len(steps) else None

    @property
    def lesson_index(self) -> int:
        """The lesson in progress (0-based), for the heading and the tests."""
        lessons = self.script.lessons
        step = self.step
        name = (step.lesson if step is not None else None) or self.script.lesson_at(self.cursor)
        return lessons.index(name) if name in lessons else 0

    def _agent(self) -> ScriptedAgent | None:
        side = 1 - self.script.human
        agent = self.ctrl.agents[side] if side < len(self.ctrl.agents) else None
        return agent if isinstance(agent, ScriptedAgent) else None

    def _sync_agent(self) -> None:
        agent = self._agent()
        if agent is not None:
            agent.cursor = self.cursor if self.active else None
            agent.hold = self.active and self.note is not None

    def _save_meta(self) -> None:
        """The lesson reached goes with the autosave (written now, not only at the next action)."""
        self.ctrl.extra[META_STEP] = self.cursor if self.active else -1
        self.ctrl.extra[META_NOTE] = self.note if self.active else None
        if self.ctrl.persist and not self.ctrl.closed:
            self.ctrl.autosave()

    def applied(self, action: Action, side: int, on_script: bool, step: Step | None) -> None:
        """`action` of `side` was applied (`on_script`: it was the script's next step)."""
        if isinstance(action, A.Place):
            self.last_placed = (side, action.row, action.col)
        if not self.active:
            return
        if not on_script or step is None:
            self.leave_script()
            return
        self.cursor += 1
        self.note = step.after
        self._sync_agent()

    def leave_script(self) -> None:
        self.done = True
        self.note = None
        self._sync_agent()
        self._save_meta()
        self.app.notify(_(T.OFF_SCRIPT), 4.0)

    def next_note(self) -> None:
        """The note was read."""
        if self.note is not None:
            final = self.note == "additional"
            self.note = None
            if final:
                self.finish()
                return
            self._sync_agent()
            self._save_meta()
        elif self.step is not None:
            self.before_read = self.cursor

    def finish(self) -> None:
        """Every lesson was taught: the match goes on as a normal one."""
        self.done = True
        self._sync_agent()
        self._save_meta()

    def to_title(self) -> None:
        self.finish()
        self.session.close()
        self.app.to_title()

    # ------------------------------------------------------------------ the HUD protocol

    @property
    def finished(self) -> bool:
        return self.skipped or self.done or not self._in_match()

    def _in_match(self) -> bool:
        return any(teachable(s) and s.session is self.session for s in self.app.stack.scenes)

    def skip(self) -> None:
        self.skipped = True
        self._sync_agent()
        self._save_meta()
        skipped = _("Guide skipped. The rules are in the pause menu (Esc); {key} opens the rule at the question.")
        skipped = skipped.format(key=bindings.name("rules"))
        self.app.notify(skipped, 4.0)

    def scene(self) -> Teachable | None:
        top = self.app.stack.top
        return top if teachable(top) and top.session is self.session else None

    def handle_event(self, event: pygame.event.Event) -> bool:
        if bindings.matches(event, "leave"):
            self.skip()
            return True
        tip = self.tip
        if tip is None:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for rect, _label, action in self.buttons:
                if rect.collidepoint(event.pos):
                    action()
                    return True
            if self.box.collidepoint(event.pos):
                return True
            if tip.note:
                return self.refuse()
            if not tip.targets or any(r.inflate(px(8), px(8)).collidepoint(event.pos) for r in tip.targets):
                return False
            return self.refuse()
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self._check_drop(tip)
        if asks_for_rules(event):
            return False  # the scene opens the rules at its question; the lesson waits
        if event.type == pygame.KEYDOWN and event.key not in passing_keys():
            if tip.note and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.next_note()
                return True
            if tip.note or bindings.matches(event, "undo") or wrong_number(tip, event.key):
                return self.refuse()
            return False  # the scene answers; its act() refuses what the lesson does not ask for
        return False

    def _check_drop(self, tip: Tip) -> bool:
        """A dragged card let go anywhere but its lit place goes back (a click still selects it)."""
        scene = self.scene()
        if scene is None or tip.drop is None:
            return False
        step = self.step
        place = (step.action.row, step.action.col) if step is not None and isinstance(step.action, A.Place) else None
        return scene.send_back_drop(place) and self.refuse()

    def refuse(self) -> bool:
        self.refused = 2.5
        return True

    def animating(self) -> bool:
        return False  # the target's ring pulses at the ambient rate; nothing else moves by itself

    def ambient_interval(self) -> float | None:
        return PULSE_REDRAW

    def ambient_rects(self) -> list[pygame.Rect] | None:
        """Only the target's pulsing ring moves (None while the "not now" hint is up: it goes)."""
        tip = self.tip
        if self.refused > 0:
            return None
        if tip is None:
            return []
        rings = [*tip.targets[:1], *([tip.drop] if tip.drop is not None else [])]
        return [r.inflate(px(40), px(40)) for r in rings]

    def update(self, dt: float) -> None:
        self.time += dt
        self.refused = max(0.0, self.refused - dt)
        scene = self.scene()
        if scene is not None:
            guard(scene, self)
        self.tip = self.current_tip(scene)
        if self.tip is not None and self.tip.key not in self.seen:
            self.seen.append(self.tip.key)
        self._follow_heading()
        self._follow_focus()

    def _follow_heading(self) -> None:
        """A new tip shows its lesson's heading only when it differs from the last one shown (a run
        of steps toward the same lesson does not repeat it)."""
        tip = self.tip
        if tip is None:
            return
        ident = (self.cursor, tip.key, tip.note)
        if ident == self.tip_ident:
            return
        self.tip_ident = ident
        heading = lesson_heading(tip, self.script.lessons)
        self.heading = heading if heading != self.last_heading else ""
        self.last_heading = heading

    def _follow_focus(self) -> None:
        """Each new target (a new tip, or the next card of the same one: the line-up's second and
        third cards) takes the keyboard focus once its buttons are there; the player's own arrows
        move it away freely afterwards."""
        tip = self.tip
        if tip is None or tip.note or not tip.targets:
            return
        ident = (self.cursor, tip.key, tuple(tip.targets[0]))
        if ident != self._focused and self._focus_target(tip):
            self._focused = ident

    def _focus_target(self, tip: Tip) -> bool:
        """Put the keyboard focus on the scene's button the tip asks for, so Enter does what the
        lesson says (not the first button); False while the scene shows no buttons yet. A card
        picked up to place: the keyboard's place cursor starts on the place the lesson lights."""
        scene = self.scene()
        if self._focus_place(scene):
            return True
        menu = getattr(scene, "menu", None)
        buttons = list(getattr(menu, "buttons", ()))
        if menu is None or not buttons:
            return False
        hits = [i for i, b in enumerate(buttons) if b.enabled and pygame.Rect(b.rect) == tip.targets[0]]
        hits = hits or [
            i for i, b in enumerate(buttons) if b.enabled and any(b.rect.colliderect(r) for r in tip.targets)
        ]
        if hits:
            menu.focus = hits[0]
        menu.resting = not hits  # the lesson asks for something else: no gold focus on a button it does not want
        return True

    def _focus_place(self, scene: object) -> bool:
        """The step places the card the scene has selected: its cursor goes to the lit place."""
        step = self.step
        if step is None or not isinstance(step.action, A.Place) or getattr(scene, "selected", None) != step.action.card:
            return False
        places: list[tuple[int, int]] = scene.places(step.action.card)  # type: ignore[attr-defined]
        place = (step.action.row, step.action.col)
        if place in places:
            scene.cursor = places.index(place)  # type: ignore[attr-defined]
        return True

    def allows(self, action: Action) -> bool:
        step = self.step
        if step is None:
            return True
        if self.note is not None or (step.before is not None and self.before_read != self.cursor):
            return False
        return step.side == self.script.human and step.action == action

    # ------------------------------------------------------------------ which tip

    def current_tip(self, scene: Teachable | None) -> Tip | None:
        if scene is None:
            return None  # a pass screen, the pause menu, the rules: stay out of the way
        if scene.full_time:
            return result_tip()
        if not self.active or scene.anim.busy:
            return None
        view = scene.view()
        if self.note is not None:
            step = self.script.steps[self.cursor - 1] if self.cursor else None
            return note_tip(self.note, step.action if step else None, view, scene, self.last_placed)
        step = self.step
        if step is None or step.side != self.script.human or not scene.ctrl.human_to_act():
            return None
        if step.action not in view.legal_actions:
            self.leave_script()
            return None
        if step.before is not None and self.before_read != self.cursor:
            return note_tip(step.before, step.action, view, scene, self.last_placed)
        tip = step_tip(step, view, scene, self.last_placed)
        if tip.key not in T.AGAIN:
            return tip
        asked = self.asked.setdefault(tip.key, [])
        if self.cursor not in asked:
            asked.append(self.cursor)
        again = asked.index(self.cursor)
        return step_tip(step, view, scene, self.last_placed, again) if again else tip

    # ------------------------------------------------------------------ drawing

    def _buttons_for(self, tip: Tip) -> list[tuple[str, Callable[[], None]]]:
        if tip.key == "result":
            return []
        if tip.note and tip.key == "additional":
            return [(_(T.PLAY_ON), self.next_note), (_(T.TO_TITLE), self.to_title)]
        if tip.note:
            return [(_(T.NEXT), self.next_note), (_(T.LEAVE), self.skip)]
        return [(_(T.LEAVE), self.skip)]

    def foot(self, tip: Tip, width: int) -> list[tuple[str, tuple[int, int, int]]]:
        """The small lines under the tip's text (tip_box.foot), with the refusal while it shows."""
        return tip_box.foot(tip, width, self.refused > 0)

    def layout(self, surface_rect: pygame.Rect, tip: Tip) -> tuple[pygame.Rect, list[str], list[str]]:
        """The bubble's rect, its text lines and its button labels."""
        labels = [label for label, _action in self._buttons_for(tip)]
        shown = [shown for shown, _label, _action in self._shown_buttons(tip)]
        box, lines = tip_box.layout(surface_rect, tip, self.heading, shown, self.refused > 0, self.scene())
        return box, lines, labels

    def _shown_buttons(self, tip: Tip) -> list[tip_box.ButtonSpec]:
        """The bubble's buttons: the words shown (the skip button with its key), label, action."""
        return [
            (f"{label} ({bindings.name('leave')})" if action == self.skip else label, label, action)
            for label, action in self._buttons_for(tip)
        ]

    def draw(self, surface: pygame.Surface) -> None:
        tip = self.tip
        self.buttons = []
        if tip is None:
            self.box = pygame.Rect(0, 0, 0, 0)
            return
        key = (repr(tip), self.heading, self.refused > 0, surface.get_size(), self.cursor)
        if surface.get_clip() != surface.get_rect() and self._placed is not None and self._placed[0] == key:
            box, lines = self._placed[1]  # an ambient redraw of the ring: the bubble has not moved
        else:
            box, lines, _labels = self.layout(surface.get_rect(), tip)
            self._placed = (key, (box, lines))
        self.box = box
        buttons = self._shown_buttons(tip)
        ring_under = getattr(self.scene(), "ring_under", None)
        under = ring_under() if callable(ring_under) else []
        self.buttons = tip_box.draw(surface, tip, box, lines, self.heading, self.refused > 0, self.time, buttons, under)
        skip = [rect for rect, _label, action in self.buttons if action == self.skip]
        self.skip_rect = skip[0] if skip else pygame.Rect(0, 0, 0, 0)


def guide_of(app: Host) -> Guide | None:
    return next((h for h in app.huds if isinstance(h, Guide)), None)


__all__ = ["META_NOTE", "META_STEP", "Guide", "guide_of"]
