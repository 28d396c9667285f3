"""The final whistle: score, shoot-out, scorers' positions, shots and magic numbers; rematch or title."""

from __future__ import annotations

import random

import pygame

from game.i18n import _
from game.ui.app import App
from game.ui.card_text import side_name
from game.ui.controller import MatchConfig
from game.ui.scenes.base import MatchBase
from game.ui.scenes.menus import draw_backdrop
from game.ui.session import Session
from game.ui.theme import DIM, GOLD, TEAM_COLORS, TEXT, WIDTH
from game.ui.widgets import Button, Menu, blit_text, draw_panel


class ResultScene(MatchBase):
    def __init__(self, app: App, session: Session) -> None:
        super().__init__(app, session)
        self.menu = Menu()
        self._build()

    def _build(self) -> None:
        """The buttons (again after the language changed)."""
        self.menu.set_buttons([Button(_("Rematch"), self._rematch), Button(_("Title"), self._title)], keep_focus=True)
        self.menu.layout_column(WIDTH // 2 - 150, 560, 300, 44, 12)

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
        stats = self.ctrl.stats
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
        blit_text(surface, _("FULL TIME"), (WIDTH // 2, 50), 30, DIM, True, "center")
        blit_text(
            surface, headline, (WIDTH // 2, 110), 60, GOLD if winner is None else TEAM_COLORS[winner], True, "center"
        )
        score = f"{side_name(0)} {v.score[0]}  -  {v.score[1]} {side_name(1)}"
        blit_text(surface, score, (WIDTH // 2, 180), 40, TEXT, True, "center")
        if v.shootout:
            shootout = _("penalty shoot-out {home} - {away}").format(home=goals[0], away=goals[1])
            blit_text(surface, shootout, (WIDTH // 2, 222), 22, TEXT, False, "center")
        for side in (0, 1):
            box = pygame.Rect(WIDTH // 2 - 420 + side * 430, 260, 410, 270)
            draw_panel(surface, box)
            blit_text(surface, side_name(side), (box.x + 16, box.y + 12), 24, TEAM_COLORS[side], True)
            scorers = ", ".join(stats.scorers[side]) or _("none")
            rows = [
                (_("goals"), str(v.score[side])),
                (_("scorers (positions)"), scorers),
                (_("shots"), str(stats.shots[side])),
                (_("magic numbers"), str(stats.magic[side])),
                (_("substitutions used"), str(3 - v.teams[side].subs_left)),
            ]
            y = box.y + 56
            for label, value in rows:
                shown = blit_text(surface, label, (box.x + 16, y), 17, DIM, max_width=box.w // 2)
                room = box.right - 16 - shown.right - 12
                blit_text(surface, value[:34], (box.right - 16, y), 17, TEXT, True, "topright", room)
                y += 38
        self.menu.draw(surface, 20)
