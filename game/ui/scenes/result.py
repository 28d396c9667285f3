"""The final whistle: score, shoot-out, scorers' positions, shots and magic numbers; rematch or title."""

from __future__ import annotations

import random

import pygame

from game.i18n import _
from game.ui import metrics as M
from game.ui.app import App
from game.ui.card_text import side_name
from game.ui.controller import MatchConfig
from game.ui.metrics import px
from game.ui.scenes.base import MatchBase
from game.ui.scenes.menus import draw_backdrop
from game.ui.session import Session
from game.ui.theme import DIM, GOLD, TEAM_COLORS, TEXT
from game.ui.widgets import Button, Menu, blit_text, draw_panel, wrap


class ResultScene(MatchBase):
    def __init__(self, app: App, session: Session) -> None:
        super().__init__(app, session)
        self.menu = Menu()
        self._build()

    def _build(self) -> None:
        """The buttons (again after the language changed)."""
        self.menu.set_buttons([Button(_("Rematch"), self._rematch), Button(_("Title"), self._title)], keep_focus=True)
        r = M.rect(640 - 150, 560, 300, 44)
        self.menu.layout_column(r.x, r.y, r.w, r.h, px(12))

    def enter(self) -> None:
        self.app.sounds.play("whistle")

    def _rematch(self) -> None:
        from game.ui.scenes.flow import scene_for_phase

        old = self.session.config
        self.session.close()
        config = MatchConfig(
            old.mode, old.human_side, old.agent, old.tiebreak, random.Random(old.seed).randrange(1, 1_000_000)
        )
        session = Session(config, self.app.sounds, persist=True)
        self.app.closers.append(session.close)
        self.app.stack.replace(scene_for_phase(session.controller.phase)(self.app, session))

    def _title(self) -> None:
        from game.ui.scenes.menus import TitleScene

        self.session.close()
        self.app.stack.clear()
        self.app.stack.push(TitleScene(self.app))

    def handle_input(self, event: pygame.event.Event) -> bool:
        return self.menu.handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        v = self.view()
        draw_backdrop(surface)
        goals = [0, 0]
        for side, _kick, _save, g in v.shootout:
            goals[side] += g
        if v.score[0] != v.score[1]:
            winner: int | None = 0 if v.score[0] > v.score[1] else 1
        elif v.shootout and goals[0] != goals[1]:
            winner = 0 if goals[0] > goals[1] else 1
        else:
            winner = None
        headline = _("DRAW") if winner is None else _("{side} WINS").format(side=side_name(winner))
        config = self.session.config
        if config.mode == "computer" and winner is not None:  # one person against the computer
            headline = _("YOU WON") if winner == config.human_side else _("YOU LOST")
        blit_text(surface, _("FULL TIME"), M.pos(640, 50), 30, DIM, True, "center")
        color = GOLD if winner is None else TEAM_COLORS[winner]
        blit_text(surface, headline, M.pos(640, 110), 60, color, True, "center")
        score = f"{side_name(0)} {v.score[0]}  -  {v.score[1]} {side_name(1)}"
        blit_text(surface, score, M.pos(640, 180), 40, TEXT, True, "center")
        if v.shootout:
            shootout = _("penalty shoot-out {home} - {away}").format(home=goals[0], away=goals[1])
            blit_text(surface, shootout, M.pos(640, 222), 22, TEXT, False, "center")
        for side in (0, 1):
            self._draw_stats(surface, side, M.rect(640 - 420 + side * 430, 260, 410, 270))
        self.menu.draw(surface, 20)

    def _draw_stats(self, surface: pygame.Surface, side: int, box: pygame.Rect) -> None:
        """One team's panel: goals, scorers, shots, magic numbers, substitutions."""
        v = self.view()
        stats = self.ctrl.stats
        draw_panel(surface, box)
        blit_text(surface, side_name(side), (box.x + px(16), box.y + px(12)), 24, TEAM_COLORS[side], True)
        scorers = ", ".join(stats.scorers[side]) or _("none")
        rows = [
            (_("goals"), str(v.score[side])),
            (_("scorers (positions)"), scorers),
            (_("shots"), str(stats.shots[side])),
            (_("magic numbers"), str(stats.magic[side])),
            (_("substitutions used"), str(3 - v.teams[side].subs_left)),
        ]
        y = box.y + px(56)
        for label, value in rows:
            shown = blit_text(surface, label, (box.x + px(16), y), 17, DIM, max_width=box.w // 2)
            room = box.right - px(16) - shown.right - px(12)
            lines = wrap(value, 17, room, True)  # every scorer, on as many lines as it takes
            for i, line in enumerate(lines):
                blit_text(surface, line, (box.right - px(16), y + px(22) * i), 17, TEXT, True, "topright", room)
            y += px(34) + px(22) * (len(lines) - 1)
