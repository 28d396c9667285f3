"""The replay player: one finished match replayed from its seed and actions in the referee view —
both hands face up and the deck's next card — with step, play / pause and speed controls. The
animations come from the same engine events as in a match. The controls in the prompt box are
replay_controls; what the referee's seat adds, replay_referee."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame

from game import storage
from game.clubs import clubs_of
from game.engine.events import Event
from game.engine.state import Game, State
from game.engine.view import REFEREE, View
from game.i18n import N_, _
from game.ui.art import kits
from game.ui.audio import Mood
from game.ui.look import bindings
from game.ui.look import layout as L
from game.ui.look.metrics import px
from game.ui.scenes.match.base import crowd_mood
from game.ui.scenes.overlays.log_overlay import LogOverlay
from game.ui.scenes.replays import replay_referee
from game.ui.scenes.replays.replay_controls import deck_row_rect, draw_controls, layout_buttons
from game.ui.stage.anim import Animator
from game.ui.table import event_anims, match_log
from game.ui.table.board import TableMarks, draw_table
from game.ui.table.match_log import draw_log, expand_rect, row_height, rows_box
from game.ui.widgets.basic import Button, Menu
from game.ui.window.scene import Host, Scene
from game.ui.window.session import NarratedLog, beats

SPEEDS = (0.5, 1.0, 2.0, 4.0)
STEP_PAUSE = 0.7  # seconds between actions while playing, at speed x1


class ReplayPlayer(Scene):
    """One finished match replayed from its seed and actions, from the referee's seat."""

    opaque = True
    updates_below = False

    def __init__(
        self,
        app: Host,
        path: Path | None = None,
        match: tuple[State, dict[str, Any]] | None = None,
        back: str = N_("Back to the replays"),
    ) -> None:
        """A kept replay file (`path`), or a finished match in memory (`match`: its final state and
        meta data); `back` (a msgid) names where the back button returns."""
        super().__init__(app)
        L.set_opponent(None)
        L.set_tray(None)
        match_log.set_top(None)  # the replay's controls fill the decision's whole room, the log its foot
        if match is None:
            assert path is not None, "a replay file or a finished match"
            match = storage.load_replay(path)  # SaveError for a damaged file
        final, meta = match
        self.back = back
        self.meta: dict[str, Any] = meta
        kits.dress(clubs_of(meta.get("clubs")))  # an older replay: the two default clubs
        self.final_score = final.result().score if final.result() is not None else None  # type: ignore[union-attr]
        self.actions = list(final.history)
        self.game = Game(seed=final.game.seed, tiebreak=final.game.tiebreak, cards=final.game.cards)
        self.state: State = self.game.new_initial_state()
        self.index = 0
        self.events: list[list[Event]] = []  # every batch so far (tests compare them with the match)
        self.anim = Animator(app.sounds.play, app.sounds.play)
        self._log = NarratedLog()
        self.playing = False
        self.speed = 1.0
        self.wait = 0.0
        self.menu = Menu()
        self._view: View | None = None
        self._build()

    # ------------------------------------------------------------------ playback

    def view(self) -> View:
        if self._view is None:
            self._view = self.state.view(REFEREE)
        return self._view

    def shown_view(self) -> View:
        """What the screen shows: the view as far as the animations have got, never ahead of them."""
        return self.anim.shown or self.view()

    def sound_mood(self) -> Mood:
        return crowd_mood(self.anim.pres, self.shown_view())

    @property
    def log(self) -> list[str]:
        """The log lines of the events whose animation has started, in the player's language."""
        return self._log.lines(self.anim.log)

    @property
    def done(self) -> bool:
        return self.index >= len(self.actions)

    def step(self) -> None:
        """Apply the next action; its events drive the animation."""
        if self.done:
            self.playing = False
            self._build()
            return
        if self.anim.busy:
            self.anim.skip_all()
        before = self.view()
        events, views = self.state.apply_observed(self.actions[self.index], REFEREE)
        self.index += 1
        self._view = None
        after = self.view()
        self.events.append(list(events))
        setup, steps = event_anims.build(list(events), before, after)
        self.anim.begin(setup, steps, beats(list(zip(events, views, strict=True))), before)
        self.wait = STEP_PAUSE
        if self.done:
            self.playing = False
            self._build()

    def restart(self) -> None:
        self.anim.skip_all()
        self.state = self.game.new_initial_state()
        self.index = 0
        self.events = []
        self.anim.log = []
        self._view = None
        self.playing = False
        self._build()

    def toggle_play(self) -> None:
        if self.done:
            self.restart()
        self.playing = not self.playing
        self.wait = 0.0
        self._build()

    def change_speed(self, step: int) -> None:
        i = SPEEDS.index(self.speed) if self.speed in SPEEDS else 1
        self.speed = SPEEDS[max(0, min(len(SPEEDS) - 1, i + step))]
        self._build()

    def cycle_speed(self) -> None:
        i = SPEEDS.index(self.speed) if self.speed in SPEEDS else 1
        self.speed = SPEEDS[(i + 1) % len(SPEEDS)]
        self._build()

    def run_to(self, index: int) -> None:
        """The match as it stood after `index` actions (the review's moments), nothing animating."""
        if index < self.index:
            self.restart()
        while self.index < index and not self.done:
            self.step()
        self.anim.skip_all()
        self.wait = 0.0

    def run_to_end(self) -> None:
        """Every remaining action at once (tests; the End key)."""
        while not self.done:
            self.step()
        self.anim.skip_all()

    # ------------------------------------------------------------------ controls

    def _build(self) -> None:
        buttons = [
            Button(_("Step"), self.step, hint=_("Right arrow"), enabled=not self.done),
            Button(_("Pause") if self.playing else _("Play"), self.toggle_play, hint=_("Space")),
            Button(_("Speed: x{speed:g}").format(speed=self.speed), self.cycle_speed, hint=_("+ / -")),
            Button(_("Restart"), self.restart, hint=_("Home")),
            Button(_(self.back), lambda: self.app.stack.pop(self), hint=_("Esc")),
        ]
        self.menu.set_buttons(buttons, keep_focus=True)
        layout_buttons(self.menu)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            key = event.key
            if key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                self.app.stack.pop(self)
            elif key == pygame.K_RIGHT or key == pygame.K_PERIOD:
                self.playing = False
                self.step()
                self._build()
            elif key == pygame.K_SPACE or bindings.matches(event, "play"):
                self.toggle_play()
            elif key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
                self.change_speed(1)
            elif key in (pygame.K_MINUS, pygame.K_KP_MINUS):
                self.change_speed(-1)
            elif key == pygame.K_HOME:
                self.restart()
            elif key == pygame.K_END:
                self.run_to_end()
            elif bindings.matches(event, "log"):
                self.app.stack.push(LogOverlay(self.app, self.log))
            else:
                self.menu.handle_event(event)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and expand_rect().collidepoint(event.pos):
            self.app.stack.push(LogOverlay(self.app, self.log))  # the whole log, large
            return True
        self.menu.handle_event(event)
        return True

    def update(self, dt: float) -> None:
        L.set_opponent(None)  # a table scene under this one may have resized the panels
        L.set_tray(None)
        match_log.set_top(None)  # and grown the log up to its decision's frame
        self.anim.speed = self.app.settings.anim_speed * self.speed
        self.anim.calm = self.anim.pres.calm = self.app.settings.reduce_motion
        self.anim.update(dt)
        if self.playing and not self.anim.busy:
            self.wait -= dt * self.speed
            if self.wait <= 0:
                self.step()

    # ------------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface) -> None:
        v = self.shown_view()
        marks = TableMarks()
        draw_table(surface, v, self.anim.pres, marks)
        replay_referee.draw_secrets(surface, v, boards=not self.anim.busy)
        replay_referee.draw_phase(surface, v)
        draw_controls(surface, v, str(self.meta.get("date", "")), self.index, len(self.actions), self.menu)
        notice = deck_row_rect()
        room = rows_box(notice).h >= row_height() + px(4)  # no room for a whole row: the ⤢ button shows the log
        draw_log(surface, self.log if room else [], notice=notice)
        self.anim.draw(surface)
