"""The final whistle: score, shoot-out, scorers' positions, shots and magic numbers; rematch or title."""

from __future__ import annotations

import random

import pygame

from game.ui.app import App
from game.ui.controller import MatchConfig
from game.ui.scenes.base import MatchBase
from game.ui.scenes.menus import draw_backdrop
from game.ui.session import Session
from game.ui.theme import DIM, GOLD, SIDE_NAMES, TEAM_COLORS, TEXT, WIDTH
from game.ui.widgets import Button, Menu, blit_text, draw_panel


class ResultScene(MatchBase):
    def __init__(self, app: App, session: Session) -> None:
        super().__init__(app, session)
        self.menu = Menu([Button("Rematch", self._rematch), Button("Title", self._title)])
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
        session = Session(config, self.app.sounds)
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
        for side, _, _, g in v.shootout:
            goals[side] += g
        if v.score[0] != v.score[1]:
            winner: int | None = 0 if v.score[0] > v.score[1] else 1
        elif v.shootout and goals[0] != goals[1]:
            winner = 0 if goals[0] > goals[1] else 1
        else:
            winner = None
        headline = "DRAW" if winner is None else f"{SIDE_NAMES[winner]} WINS"
        blit_text(surface, "FULL TIME", (WIDTH // 2, 50), 30, DIM, True, "center")
        blit_text(
            surface, headline, (WIDTH // 2, 110), 60, GOLD if winner is None else TEAM_COLORS[winner], True, "center"
        )
        blit_text(surface, f"HOME {v.score[0]}  -  {v.score[1]} AWAY", (WIDTH // 2, 180), 40, TEXT, True, "center")
        if v.shootout:
            blit_text(
                surface, f"penalty shoot-out {goals[0]} - {goals[1]}", (WIDTH // 2, 222), 22, TEXT, False, "center"
            )
        for side in (0, 1):
            box = pygame.Rect(WIDTH // 2 - 420 + side * 430, 260, 410, 270)
            draw_panel(surface, box)
            blit_text(surface, SIDE_NAMES[side], (box.x + 16, box.y + 12), 24, TEAM_COLORS[side], True)
            scorers = ", ".join(stats.scorers[side]) or "none"
            rows = [
                ("goals", str(v.score[side])),
                ("scorers (positions)", scorers),
                ("shots", str(stats.shots[side])),
                ("magic numbers", str(stats.magic[side])),
                ("substitutions used", str(3 - v.teams[side].subs_left)),
            ]
            y = box.y + 56
            for label, value in rows:
                blit_text(surface, label, (box.x + 16, y), 17, DIM)
                blit_text(surface, value[:34], (box.right - 16, y), 17, TEXT, True, "topright")
                y += 38
        self.menu.draw(surface, 20)
