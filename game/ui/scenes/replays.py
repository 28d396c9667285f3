"""Finished matches: a browser (date, both teams' stars, score) and a player that replays one from
its seed and actions in the referee view — both hands face up and the deck's next card — with step,
play / pause and speed controls. The animations come from the same engine events as in a match."""

from __future__ import annotations

import datetime
from pathlib import Path
from typing import Any

import pygame

from game import storage
from game.engine.events import Event
from game.engine.narrate import narrate
from game.engine.serialize import SaveError
from game.engine.state import Game, State
from game.engine.view import REFEREE, View
from game.i18n import _
from game.ui import card_text, event_anims
from game.ui import layout as L
from game.ui.anim import Animator
from game.ui.app import App
from game.ui.cardart import player_card, synergy_face
from game.ui.scene import Scene
from game.ui.table import TableMarks, draw_table
from game.ui.theme import DIM, GOLD, HEIGHT, PANEL, SIDE_NAMES, TEAM_COLORS, TEXT, WIDTH
from game.ui.widgets import Button, Menu, blit_text, draw_panel, wrap

ROW_H = 58
ROWS_SHOWN = 8
LIST_TOP = 150
SPEEDS = (0.5, 1.0, 2.0, 4.0)
STEP_PAUSE = 0.7  # seconds between actions while playing, at speed x1


def short_date(iso: str) -> str:
    try:
        return datetime.datetime.fromisoformat(iso).strftime("%Y-%m-%d %H:%M")
    except ValueError:
        return iso[:16]


def star_names(stars: tuple[str, ...]) -> str:
    names = []
    for card in stars:
        try:
            names.append(card_text.card_name(card))
        except (KeyError, ValueError):
            names.append(card)
    return ", ".join(names)


class ReplayBrowser(Scene):
    """The list of kept matches, newest first. Arrows / wheel move, Enter or a click plays one."""

    opaque = True
    updates_below = False

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.replays, notice = storage.list_replays()
        if notice:
            self.app.notify(notice, 6.0)
        self.focus = 0
        self.top = 0
        self.back = Button(
            _("Back"), lambda: self.app.stack.pop(self), pygame.Rect(40, HEIGHT - 70, 180, 44), hint="Esc"
        )

    def row_rect(self, i: int) -> pygame.Rect:
        return pygame.Rect(80, LIST_TOP + (i - self.top) * ROW_H, WIDTH - 160, ROW_H - 8)

    def _move(self, step: int) -> None:
        if not self.replays:
            return
        self.focus = max(0, min(len(self.replays) - 1, self.focus + step))
        if self.focus < self.top:
            self.top = self.focus
        elif self.focus >= self.top + ROWS_SHOWN:
            self.top = self.focus - ROWS_SHOWN + 1

    def open(self, index: int) -> None:
        info = self.replays[index]
        try:
            player = ReplayPlayer(self.app, info.path)
        except SaveError as exc:
            self.app.notify(_("This replay cannot be played: {reason}").format(reason=exc), 6.0)
            self.replays = [r for r in self.replays if r.path.exists()]  # a damaged one was set aside
            self.focus = max(0, min(self.focus, len(self.replays) - 1))
            self.top = min(self.top, self.focus)
            return
        self.app.stack.push(player)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                self.app.stack.pop(self)
            elif event.key in (pygame.K_DOWN, pygame.K_UP):
                self._move(1 if event.key == pygame.K_DOWN else -1)
            elif event.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP):
                self._move(ROWS_SHOWN if event.key == pygame.K_PAGEDOWN else -ROWS_SHOWN)
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and self.replays:
                self.open(self.focus)
            return True
        if event.type == pygame.MOUSEWHEEL:
            self._move(-event.y)
            return True
        if event.type == pygame.MOUSEMOTION:
            for i in range(self.top, min(len(self.replays), self.top + ROWS_SHOWN)):
                if self.row_rect(i).collidepoint(event.pos):
                    self.focus = i
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.back.rect.collidepoint(event.pos):
                self.back.action()
                return True
            for i in range(self.top, min(len(self.replays), self.top + ROWS_SHOWN)):
                if self.row_rect(i).collidepoint(event.pos):
                    self.open(i)
                    return True
        return True

    def draw(self, surface: pygame.Surface) -> None:
        from game.ui.scenes.menus import draw_backdrop

        draw_backdrop(surface)
        blit_text(surface, _("Replays"), (WIDTH // 2, 56), 44, GOLD, True, "center")
        blit_text(
            surface,
            _("Every finished match is kept. Choose one to watch it again with every card face up."),
            (WIDTH // 2, 100),
            17,
            DIM,
            False,
            "center",
        )
        if not self.replays:
            box = pygame.Rect(WIDTH // 2 - 300, 220, 600, 120)
            draw_panel(surface, box)
            blit_text(surface, _("No finished matches yet."), (box.centerx, box.y + 36), 24, TEXT, True, "center")
            blit_text(
                surface,
                _("Play a match to the final whistle and it appears here."),
                (box.centerx, box.y + 80),
                16,
                DIM,
                False,
                "center",
            )
        header_y = LIST_TOP - 24
        blit_text(surface, _("date"), (100, header_y), 14, DIM)
        blit_text(surface, _("HOME stars"), (300, header_y), 14, TEAM_COLORS[0], True)
        blit_text(surface, _("score"), (WIDTH // 2 + 10, header_y), 14, DIM, False, "midtop")
        blit_text(surface, _("AWAY stars"), (WIDTH - 100, header_y), 14, TEAM_COLORS[1], True, "topright")
        for i in range(self.top, min(len(self.replays), self.top + ROWS_SHOWN)):
            info = self.replays[i]
            r = self.row_rect(i)
            focused = i == self.focus
            draw_panel(surface, r, (70, 100, 88) if focused else (30, 42, 38), GOLD if focused else (70, 96, 84))
            blit_text(surface, short_date(info.date), (r.x + 20, r.centery), 16, TEXT, False, "midleft")
            blit_text(surface, star_names(info.stars[0]), (300, r.centery), 15, TEXT, False, "midleft")
            score = f"{info.score[0]}  -  {info.score[1]}"
            blit_text(
                surface, score, (WIDTH // 2 + 10, r.centery - (8 if info.shootout else 0)), 24, GOLD, True, "center"
            )
            if info.shootout:
                pens = _("pens {home}-{away}").format(home=info.shootout[0], away=info.shootout[1])
                blit_text(surface, pens, (WIDTH // 2 + 10, r.centery + 14), 12, DIM, False, "center")
            blit_text(surface, star_names(info.stars[1]), (r.right - 20, r.centery), 15, TEXT, False, "midright")
        if len(self.replays) > ROWS_SHOWN:
            more = _("{first}-{last} of {count}").format(
                first=self.top + 1, last=min(len(self.replays), self.top + ROWS_SHOWN), count=len(self.replays)
            )
            blit_text(surface, more, (WIDTH - 80, HEIGHT - 48), 14, DIM, False, "midright")
        self.back.draw(surface, False, False, None, 18)
        blit_text(
            surface,
            _("arrows / wheel: choose · Enter or click: watch · Esc: back"),
            (WIDTH // 2, HEIGHT - 48),
            14,
            DIM,
            False,
            "center",
        )


class ReplayPlayer(Scene):
    """One finished match replayed from its seed and actions, from the referee's seat."""

    opaque = True
    updates_below = False

    def __init__(self, app: App, path: Path) -> None:
        super().__init__(app)
        final, meta = storage.load_replay(path)  # SaveError for a damaged file
        self.meta: dict[str, Any] = meta
        self.final_score = final.result().score if final.result() is not None else None  # type: ignore[union-attr]
        self.actions = list(final.history)
        self.game = Game(seed=final.game.seed, tiebreak=final.game.tiebreak, cards=final.game.cards)
        self.state: State = self.game.new_initial_state()
        self.index = 0
        self.events: list[list[Event]] = []  # every batch so far (tests compare them with the match)
        self.log: list[str] = []
        self.anim = Animator(app.sounds.play)
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
        events = self.state.apply_action(self.actions[self.index])
        self.index += 1
        self._view = None
        after = self.view()
        self.events.append(list(events))
        for e in events:
            line = narrate(e, card_text.short)
            if line:
                self.log.append(line.strip(" =-"))
        del self.log[:-40]
        setup, steps = event_anims.build(list(events), before, after)
        self.anim.begin(setup, steps)
        self.wait = STEP_PAUSE
        if self.done:
            self.playing = False
            self._build()

    def restart(self) -> None:
        self.anim.skip_all()
        self.state = self.game.new_initial_state()
        self.index = 0
        self.events = []
        self.log = []
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

    def run_to_end(self) -> None:
        """Every remaining action at once (tests; the End key)."""
        while not self.done:
            self.step()
        self.anim.skip_all()

    # ------------------------------------------------------------------ controls

    def _build(self) -> None:
        r = L.PROMPT_RECT
        buttons = [
            Button(_("Step"), self.step, hint=_("Right arrow"), enabled=not self.done),
            Button(_("Pause") if self.playing else _("Play"), self.toggle_play, hint=_("Space")),
            Button(_("Speed: x{speed:g}").format(speed=self.speed), self.cycle_speed, hint=_("+ / -")),
            Button(_("Restart"), self.restart, hint=_("Home")),
            Button(_("Back to the replays"), lambda: self.app.stack.pop(self), hint=_("Esc")),
        ]
        self.menu.set_buttons(buttons, keep_focus=True)
        self.menu.layout_column(r.x + 10, r.y + 84, r.w - 20, 34, 7)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            key = event.key
            if key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                self.app.stack.pop(self)
            elif key == pygame.K_RIGHT or key == pygame.K_PERIOD:
                self.playing = False
                self.step()
                self._build()
            elif key == pygame.K_SPACE or key == pygame.K_p:
                self.toggle_play()
            elif key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
                self.change_speed(1)
            elif key in (pygame.K_MINUS, pygame.K_KP_MINUS):
                self.change_speed(-1)
            elif key == pygame.K_HOME:
                self.restart()
            elif key == pygame.K_END:
                self.run_to_end()
            else:
                self.menu.handle_event(event)
            return True
        self.menu.handle_event(event)
        return True

    def update(self, dt: float) -> None:
        self.anim.speed = self.app.settings.anim_speed * self.speed
        self.anim.update(dt)
        if self.playing and not self.anim.busy:
            self.wait -= dt * self.speed
            if self.wait <= 0:
                self.step()

    # ------------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface) -> None:
        v = self.view()
        marks = TableMarks()
        draw_table(surface, v, self.anim.pres, marks)
        self._draw_secrets(surface, v, boards=not self.anim.busy)
        self._draw_phase(surface, v)
        self._draw_controls(surface, v)
        self.anim.draw(surface)

    def _draw_secrets(self, surface: pygame.Surface, v: View, boards: bool = True) -> None:
        """What only the referee sees: the top team's hand face up, face-down board cards' values."""
        r = L.HAND_RECT
        pygame.draw.rect(surface, PANEL, (r.x + 4, r.y + 3, r.w - 8, 17))
        label = _("{side} synergy hand ({n}/5)").format(side=_(SIDE_NAMES[0]), n=v.teams[0].hand_count)
        blit_text(surface, label, (r.x + 10, r.y + 2), 14, TEAM_COLORS[0], True)
        for i, code in enumerate((v.teams[1].hand or ())[:5]):
            rect = L.opp_hand_rect(i)
            surface.blit(synergy_face(code, rect.w, rect.h), rect)
        for side in (0, 1) if boards else ():
            for i, slot in enumerate(v.teams[side].board[:3]):
                if slot.card is not None and not slot.revealed:
                    rect = L.board_slot_rect(side == 0, i + 1)
                    tag = pygame.Rect(0, 0, 26, 20)
                    tag.bottomright = (rect.right + 4, rect.bottom + 4)
                    pygame.draw.rect(surface, (20, 20, 20), tag, border_radius=6)
                    pygame.draw.rect(surface, GOLD, tag, 1, border_radius=6)
                    blit_text(surface, slot.card.replace("T", "+T"), tag.center, 12, GOLD, True, "center")

    def _draw_phase(self, surface: pygame.Surface, v: View) -> None:
        """Moments the table alone does not show: the star draft, line-ups, half time, shoot-out."""
        centre = (L.FIELD_X + L.FIELD_W // 2, L.CENTRE_Y + L.BAND // 2)
        if v.phase == "draft" and v.draft_revealed:
            box = pygame.Rect(0, 0, 3 * 150 + 40, 186)
            box.center = centre
            draw_panel(surface, box)
            title = _("Star draft, round {n} of 3").format(n=min(v.draft_round, 2) + 1)
            blit_text(surface, title, (box.centerx, box.y + 8), 16, GOLD, True, "midtop")
            for i, card in enumerate(v.draft_revealed):
                surface.blit(player_card(card), (box.x + 20 + i * 150 + 18, box.y + 44))
            for side in (0, 1):
                names = ", ".join(card_text.card_name(c) for c in v.teams[side].stars) or "—"
                text = _("{side} stars: {names}").format(side=_(SIDE_NAMES[side]), names=names)
                y = box.y + 124 + 24 * side
                blit_text(surface, text, (box.centerx, y), 15, TEAM_COLORS[side], True, "midtop")
        elif v.phase in ("lineup", "half_time") or v.shootout:
            if v.phase == "lineup":
                text = _("The coaches choose their line-ups")
            elif v.phase == "half_time":
                text = _("Half time: substitutions")
            else:
                goals = [sum(1 for s, _k, _s, g in v.shootout if s == side and g) for side in (0, 1)]
                text = _("Penalty shoot-out {home} - {away}").format(home=goals[0], away=goals[1])
            surf_box = pygame.Rect(0, 0, 420, 44)
            surf_box.center = centre
            draw_panel(surface, surf_box)
            blit_text(surface, text, surf_box.center, 18, GOLD, True, "center")

    def _draw_controls(self, surface: pygame.Surface, v: View) -> None:
        r = L.PROMPT_RECT
        blit_text(surface, _("REPLAY · referee view"), (r.x + 12, r.y + 10), 18, GOLD, True)
        blit_text(
            surface, short_date(str(self.meta.get("date", ""))), (r.right - 12, r.y + 14), 13, DIM, False, "topright"
        )
        total = max(1, len(self.actions))
        progress = _("action {n} of {total}").format(n=self.index, total=len(self.actions))
        blit_text(surface, progress, (r.x + 12, r.y + 40), 14, TEXT)
        bar = pygame.Rect(r.x + 12, r.y + 62, r.w - 24, 8)
        pygame.draw.rect(surface, (20, 28, 26), bar, border_radius=4)
        pygame.draw.rect(surface, GOLD, (bar.x, bar.y, int(bar.w * self.index / total), bar.h), border_radius=4)
        self.menu.draw(surface, 16)
        y = r.y + 84 + 5 * 41 + 4
        blit_text(surface, _("Deck's next card"), (r.x + 12, y), 14, TEXT, True)
        if v.deck_top is not None:
            surface.blit(synergy_face(v.deck_top), (r.x + 12, y + 20))
        else:
            blit_text(surface, _("the deck is empty"), (r.x + 12, y + 24), 13, DIM)
        lines: list[str] = []
        for line in self.log[-3:]:
            lines += wrap(line, 12, r.w - 90)
        ly = y + 22
        for line in lines[-4:]:
            blit_text(surface, line, (r.x + 70, ly), 12, DIM)
            ly += 16
        if self.done:
            score = v.score
            text = _("Full time: HOME {home} - {away} AWAY").format(home=score[0], away=score[1])
            blit_text(surface, text, (r.centerx, r.bottom - 20), 17, GOLD, True, "center")
        elif v.current_player in (0, 1):
            who = _("{side} to decide").format(side=_(SIDE_NAMES[v.current_player]))
            blit_text(surface, who, (r.centerx, r.bottom - 20), 15, TEAM_COLORS[v.current_player], True, "center")
