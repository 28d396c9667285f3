"""The match table: every decision of a turn, the shot and the penalty kick.

Mouse: drag an available player onto a lit place (it snaps, a ghost shows the icons it would
complete), or click it then click a place; buttons answer every other decision; right-click any
card for its details. Keyboard: number keys pick a player (or an option), arrows move the place
cursor or the focus, Enter confirms, Esc cancels (or pauses). The prompt, the choices over the
field and the tooltips are widgets of their own (prompt_panel, table_choices, table_tips); what a
click on the field answers is table_clicks, what is drawn over the table table_layers."""

from __future__ import annotations

import pygame

from game.engine import actions as A
from game.engine.icons import IconKey
from game.engine.view import View
from game.i18n import _
from game.ui.art.club_ink import club_ink
from game.ui.look import bindings
from game.ui.look import layout as L
from game.ui.look.metrics import px
from game.ui.look.theme import GOLD
from game.ui.scenes.rules.rules_help import open_rules
from game.ui.scenes.rules.rules_pages import page_for_rule
from game.ui.scenes.table import table_clicks, table_drag, table_layers, table_penalty, table_prompt, table_tips
from game.ui.scenes.table.table_layers import CARD_TIP_DELAY
from game.ui.scenes.table.table_marks import ghost_icons, mark_choices, mark_places
from game.ui.scenes.table.table_seat import TableSeat
from game.ui.stage import penalty_stage as P
from game.ui.table import match_log
from game.ui.table.board import TableMarks, draw_table
from game.ui.table.crowd import CROWD_FPS, Crowd
from game.ui.table.match_log import draw_log, expand_rect, notice_room
from game.ui.table.odds_hint import draw_odds, odds_height
from game.ui.table.pitch_view import line_tag_rects
from game.ui.table.table_choices import PenaltyChoice, penalty_area
from game.ui.table.tray_warm import TrayWarmer
from game.ui.tutorial.targets import place_keys, table_aim, table_choices
from game.ui.tutorial.teachable import Aim, KeyHint
from game.ui.widgets.basic import NUMBER_KEYS, Button
from game.ui.widgets.key_hint import asks_for_rules
from game.ui.widgets.notice import notice_layout
from game.ui.window.scene import Host
from game.ui.window.session import Session

__all__ = ["TableScene"]
QUIET_MOVE = 4  # real pixels the pointer moves after a click or key before a tooltip shows again
STILL = -1e9  # hover_time of a card that came under a pointer that did not move: its tooltip waits


class TableScene(TableSeat):
    def __init__(self, app: Host, session: Session) -> None:
        super().__init__(app, session)
        self.crowd = Crowd()  # the stands beyond the back lines, reacting to what is presented
        self.tray_warm = TrayWarmer()  # the tray's faces at their next size, while a card is placed
        self._crowd_step: object = None  # the animation step the crowd last looked at
        self._place_log()

    @property
    def title(self) -> str:
        return self.prompt.title

    @property
    def hint(self) -> str:
        return self.prompt.hint

    @property
    def rule(self) -> str:
        """The rule id behind the prompt's question: its "?" badge opens the rules there."""
        return self.prompt.rule

    @property
    def rule_badge(self) -> pygame.Rect | None:
        return table_penalty.rule_badge(self) if table_penalty.staged(self) else self.prompt.rule_badge

    # ------------------------------------------------------------------ state of the prompt

    def on_acted(self) -> None:
        self.mode = "idle"
        self.selected = None
        self.drag = None
        self.syn_sel = []
        self.sub_in = None
        self._key = None
        self._ghost_cache.clear()

    def _refresh(self) -> None:
        key = (
            self.anim.busy,
            table_prompt.moment(self.anim),
            self.ctrl.version,
            self.ctrl.viewer,
            self.ctrl.human_to_act(),
            self.mode,
            self.selected,
            tuple(self.syn_sel),
            self.sub_in,
            table_prompt.opponent_holds(self),
        )
        if key == self._key:
            return
        self._key = key
        title, hint, buttons, numbered = table_prompt.options(self, self.view())
        if self.mode == "idle" and not self.anim.busy and self.ctrl.can_undo():
            buttons.append(Button(_("Undo"), self.undo, hint=bindings.name("undo")))
        rule = table_prompt.rule_of(self, self.view())
        rule = rule if page_for_rule(rule) is not None else ""
        odds_h = odds_height(table_prompt.shown_odds_rows(self, self.view()))  # the odds hint sits below the buttons
        self.prompt.set(title, hint, rule, buttons, numbered, odds_h)
        if table_penalty.staged(self):
            table_penalty.lay_buttons(self)

    # ------------------------------------------------------------------ input

    def escape(self) -> bool:
        if self.mode != "idle" or self.drag is not None:
            self._cancel()
            self.sub_in = None
            return True
        return False

    def handle_input(self, event: pygame.event.Event) -> bool:
        if table_penalty.staged(self):
            return table_penalty.handle_input(self, event)
        v = self.view()
        phase = v.phase
        human = self.ctrl.human_to_act()
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.tips_quiet = event.pos if event.type == pygame.MOUSEBUTTONDOWN else self.mouse  # until it moves
        if event.type == pygame.MOUSEMOTION:
            if self.tips_quiet is not None and moved_off(self.tips_quiet, event.pos):
                self.tips_quiet = None
            self.mouse = event.pos
            card = self.card_at(event.pos)
            if card != self.hover_card or self.hover_time < 0:
                self.hover_card, self.hover_time = card, 0.0
            if self.drag is not None:
                table_drag.drag_to(self, self.drag, event.pos)
                return True
            table_clicks.hover_place(self, event.pos)
            self.menu.handle_event(event)
            return False
        if event.type == pygame.MOUSEWHEEL and match_log.box().collidepoint(self.mouse):
            self.log_scroll = max(0, min(len(self.shown_log()), self.log_scroll + event.y))
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            card = self.card_at(event.pos)
            if card:
                from game.ui.scenes.overlays.overlays import DetailsOverlay

                self.app.stack.push(DetailsOverlay(self.app, card))
                return True
            if self.mode != "idle":
                self._cancel()
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.drag is not None:
            d, self.drag = self.drag, None
            table_drag.drop(self, d, event.pos)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.prompt.badge_at(event.pos):
                return open_rules(self.app, self.rule)
            if self.menu.handle_event(event):
                return True
            if expand_rect().collidepoint(event.pos):
                self.open_log()
                return True
            if not human:
                return table_prompt.answer_waiting(self, event.pos) if self.ctrl.decider in (0, 1) else False
            return table_clicks.click(self, event.pos, v, phase)
        if event.type == pygame.KEYDOWN:
            if bindings.matches(event, "log"):
                self.open_log()
                return True
            if bindings.matches(event, "undo"):
                if not self.undo():
                    self.say(_("Nothing to undo: a card was revealed or the turn moved on since."))
                return True
            if self.rule and asks_for_rules(event):
                return open_rules(self.app, self.rule)
            if not human:
                answers = event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) or event.key in NUMBER_KEYS
                return table_prompt.answer_waiting(self, None) if answers and self.ctrl.decider in (0, 1) else False
            if bindings.matches(event, "details") and (self.selected or self.hover_card):
                from game.ui.scenes.overlays.overlays import DetailsOverlay

                self.app.stack.push(DetailsOverlay(self.app, self.selected or self.hover_card or ""))
                return True
            if phase == "player_action" and self.mode in ("idle", "place"):
                if event.key in NUMBER_KEYS:
                    n = NUMBER_KEYS[event.key]
                    idx = (n - 1) if n > 0 else 9
                    if idx < len(v.me.available):
                        self.select(v.me.available[idx])
                    return True
                if self.mode == "place":
                    return table_clicks.place_keys(self, event)
            return self.menu.handle_event(event)
        return False

    @property
    def dragging(self) -> bool:
        return self.drag is not None

    def tutorial_aim(self, action: A.Action, text: str, view: View) -> Aim:
        return table_aim(self, action, text, view)

    def tutorial_keys(self, action: A.Action, found: Aim) -> KeyHint | None:
        if isinstance(action, A.Place) and found.drop is not None:
            places = self.places(action.card) if self.selected == action.card else []
            if places and places[self.cursor % len(places)] == (action.row, action.col):
                return KeyHint(None, enter=True)  # the preview already stands on the lit place
            return place_keys(self.view(), action.card, self.selected)
        return super().tutorial_keys(action, found)

    def send_back_drop(self, place: tuple[int, int] | None) -> bool:
        if self.drag is None or not self.drag.moved or (place is not None and self.drag.snap == place):
            return False
        self.escape()
        return True

    def choice_areas(self, view: View, last_placed: tuple[int, int, int] | None) -> list[pygame.Rect]:
        return table_choices(view, self.penalty_targets(), self.keep_rects(view), last_placed)

    def busy_areas(self, view: View) -> list[pygame.Rect]:
        """The cards on the field, both side panels and the match log (the penalty's stage: its plate)."""
        if table_penalty.staged(self):
            return [table_penalty.plate_rect()]
        lay = L.get()
        cards = [
            L.card_rect(side == view.viewer, row, col) for side in (0, 1) for _c, row, col in view.teams[side].field
        ]
        return [*cards, lay.opp_panel, lay.my_panel, match_log.box()]

    def arrow_avoid(self, view: View) -> list[pygame.Rect]:
        """The available players, the bench, the opponent's panel and the position lines' tags (a
        lesson's arrow goes around them)."""
        lay = L.get()
        mine = [L.available_rect(i) for i in range(len(view.me.available))]
        bench = [L.bench_rect(i) for i in range(len(view.me.bench))]
        return [*mine, *bench, lay.opp_panel, *line_tag_rects()]

    def never_cover(self, view: View) -> list[pygame.Rect]:
        """The cards on the field, the hand and the prompt's question and hint (the penalty's stage:
        the goal mouth and the band's line of words)."""
        if table_penalty.staged(self):
            return table_penalty.never_cover()
        lay = L.get()
        cards = [
            L.card_rect(side == view.viewer, row, col) for side in (0, 1) for _c, row, col in view.teams[side].field
        ]
        return [*cards, lay.hand, self.prompt.text_rect()]

    def penalty_targets(self) -> list[tuple[A.Action, pygame.Rect]]:
        """Kick: the five zones of the goal mouth. Save: where each save's dive ends, on the same goal."""
        return PenaltyChoice(self.legal()).targets()

    def notice_area(self, message: str) -> pygame.Rect:
        """Notices stand just under the decision's frame when the log can give up the room and keep
        its least box (the log then starts under the notice), else in the log's box under its newest
        entry (the log makes room above): never over the field, the hand or the prompt's choices."""
        if table_penalty.staged(self):  # the penalty fills the window: the turf's foot, right of the kicker
            return table_penalty.notice_room()
        room = self.notice_under_frame(message)
        return room if room is not None else notice_room(self.shown_log())

    def notice_under_frame(self, message: str) -> pygame.Rect | None:
        """The area that sets `message`'s notice just under the decision's frame, above the log's
        least box (None: no room there). Notices stand at the foot of their area: the area is the
        room between the two, raised so that the foot is where the notice ends."""
        top = self.prompt.frame(self.message).bottom + px(4)
        lay = L.get()
        room = pygame.Rect(lay.prompt.x + px(4), top, lay.prompt.w - px(8), lay.log.y - px(4) - top)
        if room.h <= 0:
            return None
        box = notice_layout(message, room)[1]
        if box.y < room.y:
            return None
        return room.move(0, top + box.h - room.bottom)

    def caption_area(self) -> pygame.Rect:
        """The sound captions go over the top of the match log's box (its oldest lines; a notice
        takes its foot): never over the field, the hand, the prompt or its buttons; during the
        full-screen shot and the penalty, in the corner above the stands, clear of the goal and the totals."""
        if self.anim.pres.covers() or table_penalty.staged(self):  # the full-screen stage: over the stands
            w, h = self.app.screen.get_size()
            return pygame.Rect(px(24), px(56), w // 4, h // 6)
        return match_log.box().inflate(-px(8), -px(8))

    def resize(self) -> None:
        super().resize()
        self._key = None
        self.drag = None

    def ghost_icons(self, card: str, row: int, col: int) -> list[IconKey]:
        key = (card, row, col)
        if key not in self._ghost_cache:
            self._ghost_cache[key] = ghost_icons(self.view(), card, row, col)
        return self._ghost_cache[key]

    # ------------------------------------------------------------------ frame

    def _place_log(self) -> None:
        """The match log stays in the right column all match long (review23 #5) and fills the room
        under the decision's lit frame, as tall as it holds. The opponent's panel is sized to the
        chips it has left (layout.set_opponent); in a hot-seat match the screen changes hands each
        turn: the fuller tray decides, so nothing jumps between the coaches' turns. The coach's bench
        follows right under the coach's own tray (layout.set_tray), whose frame is the coach's own."""
        shown = self.shown_view()
        opponent = len(shown.teams[1 - shown.viewer].available)
        tray = len(shown.teams[shown.viewer if shown.viewer in (0, 1) else 0].available)
        if self.ctrl.hotseat:
            opponent = max(len(team.available) for team in shown.teams)
        L.set_opponent(opponent)
        L.set_tray(tray)  # polish6 #2: no dark gap between the tray and the bench
        self._refresh()
        top = self.prompt.frame(self.message).bottom
        notice = self.app.notice_box() if self.app.stack.top is self else None
        if notice is not None and top <= notice.y and notice.bottom <= L.get().log.y:  # a notice under the frame
            top = notice.bottom
        match_log.set_top(top)

    def update(self, dt: float) -> None:
        super().update(dt)
        self._follow_crowd(dt)
        if self.app.stack.top is not self and self.app.stack.find(type(self)) is not self:
            return
        self.hover_time += dt
        under = self.card_at(self.mouse)
        if under != self.hover_card:  # the cards moved under a still pointer (a substitution, a lesson's step):
            self.hover_card, self.hover_time = under, STILL  # no tooltip until the pointer moves
        v = self.view()
        raised = {self.hover_card} if self.hover_card in v.me.available and self.drag is None else set()
        self.lift.update_keys(dt, v.me.available, raised)  # type: ignore[arg-type]
        self.tray_warm.step(v, self.selected)
        table_penalty.update(self, dt)
        if self.pointer_note_time > 0:
            self.pointer_note_time -= dt
            if self.pointer_note_time <= 0:
                self.pointer_note = None
        self._place_log()

    def animating(self) -> bool:
        return super().animating() or self.lift.moving() or table_penalty.moving(self)

    def _follow_crowd(self, dt: float) -> None:
        """The crowd reacts when the step showing its moment starts (a goal's banner, a Magic
        Eleven, a penalty's run-up), never before."""
        self.crowd.update(dt)
        step = self.anim.current
        if step is not self._crowd_step:
            self._crowd_step = step
            if step is not None:
                self.crowd.follow(step.name, self.anim.pres.attacker)

    def ambient_interval(self) -> float | None:
        if table_penalty.staged(self):
            return P.AMBIENT  # the keeper on his toes
        return 1 / CROWD_FPS if self.crowd.live else super().ambient_interval()

    def ambient_rects(self) -> list[pygame.Rect] | None:
        """The crowd strips while they react; nothing else moves by itself on a quiet table (a
        tooltip still to appear, a note or a notice counting down: the whole frame)."""
        staged = table_penalty.staged(self)
        tip_due = self.hover_card is not None and self.hover_time <= CARD_TIP_DELAY + 0.1 and not staged
        if not self.quiet() or tip_due or self.pointer_note is not None:
            return None
        if staged:
            return [P.keeper_room(penalty_area())]  # the keeper on his toes
        return self.crowd.rects() if self.crowd.live else []

    def open_log(self) -> None:
        from game.ui.scenes.overlays.log_overlay import LogOverlay

        self.app.stack.push(LogOverlay(self.app, self.shown_log()))

    def marks(self, v: View) -> TableMarks:
        lifted = {card: lift for card, lift in self.lift.value.items() if isinstance(card, str)}
        m = TableMarks(watching=self.ctrl.config.mode == "watch", lift=lifted)
        if self.ctrl.human_to_act() and not self.anim.busy:
            outs = self.sub_outs(self.sub_in) if self.mode == "sub_out" and self.sub_in is not None else None
            focus = self.menu.hover if self.menu.hover is not None else self.menu.focus
            if self.selected and self.mode == "place":
                mark_places(m, self.selected, self.places(self.selected), self.drag, self.cursor, self.ghost_icons)
            mark_choices(m, v, self.mode, self.syn_sel, outs, self.drag, focus)
        return m

    def ring_under(self) -> list[pygame.Rect]:
        """The cards a lesson's ring goes under: the picked-up player's ghost on its place."""
        ghost = self.marks(self.view()).ghost
        return [L.card_rect(True, ghost[1], ghost[2])] if ghost is not None else []

    def fills_window(self) -> bool:
        """The table's layer, the shot's stage and the penalty's choice each paint the whole window."""
        return True

    def draw(self, surface: pygame.Surface) -> None:
        if self.anim.pres.covers():  # the shot fills the window: nothing of the table shows
            self.anim.draw(surface)
            table_penalty.draw_kick_tally(self, surface)
            self.shake(surface)
            return
        if table_penalty.staged(self) and table_penalty.pushed_in(self):  # the penalty's choice fills the window
            table_penalty.draw(self, surface)
            self.shake(surface)
            return
        self.draw_table(surface)
        if table_penalty.staged(self):  # the camera pushing in to the goal
            table_penalty.draw_push(self, surface)

    def draw_table(self, surface: pygame.Surface) -> None:
        """The table, its panels, the prompt, the log and what lies over them."""
        v = self.shown_view()
        marks = self.marks(self.view())
        if self.drag is not None and self.drag.moved:
            marks.selected_card = self.drag.card
        calm = self.app.settings.reduce_motion
        marks.crowd = (lambda s: self.crowd.draw(s, calm)) if self.crowd.live else None
        frame = self.prompt.frame(self.message)
        marks.prompt_frame = frame
        draw_table(surface, v, self.anim.pres, marks)
        human = self.ctrl.human_to_act()
        color = club_ink(v.viewer) if human and v.viewer in (0, 1) else GOLD
        thinking = self.ctrl.thinking
        self.prompt.draw(surface, color, self.mouse, thinking, self.time, self.message, self.message_color)
        notice = self.app.notice_box() if self.app.stack.top is self else None
        draw_log(surface, self.shown_log(), self.log_scroll, expand_rect().collidepoint(self.mouse), notice)
        draw_odds(surface, table_prompt.shown_odds_rows(self, v), frame.bottom)
        table_layers.draw_field_choices(self, surface, v, human)
        self.anim.draw(surface)
        if self.pointer_note is not None:
            table_tips.draw_pointer_note(surface, *self.pointer_note)
        self.tip = table_layers.draw_tips(self, surface, v)
        self.shake(surface)

    def shake(self, surface: pygame.Surface) -> None:
        """The camera's shake (none with reduce motion: `Presentation.shake` starts none)."""
        shake = self.anim.pres.shake_offset()
        if shake != (0, 0):
            surface.scroll(*shake)


def moved_off(at: tuple[int, int], pos: tuple[int, int]) -> bool:
    """The pointer left the spot of the last click or key (a tooltip may show again)."""
    return abs(pos[0] - at[0]) + abs(pos[1] - at[1]) > QUIET_MOVE
