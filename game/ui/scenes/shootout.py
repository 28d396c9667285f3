"""The penalty shoot-out (R11.2): alternate kicks, HOME first; each kick is a secret choice."""

from __future__ import annotations

import pygame

from game.engine import actions as A
from game.i18n import _
from game.ui.card_text import side_name, spot_name
from game.ui.scenes.base import MenuMatchScene
from game.ui.scenes.menus import draw_backdrop
from game.ui.table import draw_goal
from game.ui.theme import DIM, GOLD, TEAM_COLORS, TEXT, WIDTH
from game.ui.widgets import Button, blit_text, draw_panel

GOAL = pygame.Rect(WIDTH // 2 - 240, 150, 480, 250)


class ShootoutScene(MenuMatchScene):
    def build_menu(self) -> None:
        v = self.view()
        buttons: list[Button] = []
        if self.ctrl.human_to_act():
            for a in v.legal_actions:
                if isinstance(a, A.Kick):
                    label = _("Kick {spot}").format(spot=spot_name(a.spot))
                    buttons.append(Button(label, self.doing(a), hint=a.spot))  # type: ignore[misc]
                elif isinstance(a, A.Save):
                    label = _("Save {spots}").format(spots=" + ".join(a.spots))
                    buttons.append(Button(label, self.doing(a)))  # type: ignore[misc]
        self.menu.set_buttons(buttons)
        self.menu.layout_grid(WIDTH // 2 - 330, 430, 210, 38, 3, 12)

    def draw(self, surface: pygame.Surface) -> None:
        v = self.view()
        draw_backdrop(surface)
        goals = [0, 0]
        for side, _kick, _save, g in v.shootout:
            goals[side] += g
        blit_text(surface, _("PENALTY SHOOT-OUT"), (WIDTH // 2, 40), 40, GOLD, True, "center")
        blit_text(
            surface,
            _("match {home}-{away} · shoot-out HOME {so_home} - {so_away} AWAY").format(
                home=v.score[0], away=v.score[1], so_home=goals[0], so_away=goals[1]
            ),
            (WIDTH // 2, 86),
            22,
            TEXT,
            True,
            "center",
        )
        who = v.current_player
        if who in (0, 1):
            kicking = v.phase == "shootout_kick"
            role = _("{side} kicks") if kicking else _("{side} keeps goal")
            status = _("your choice") if self.ctrl.human_to_act() else _("the computer is choosing…")
            line = f"{role.format(side=side_name(who))} — {status}"
            blit_text(surface, line, (WIDTH // 2, 122), 20, TEAM_COLORS[who], True, "center")
        last = v.shootout[-1] if v.shootout else None
        kick = v.shootout_kick if v.shootout_kick else (last[1] if last and not self.ctrl.human_to_act() else None)
        save = last[2] if last and not self.ctrl.human_to_act() else ()
        draw_goal(surface, GOAL, kick, save)
        for side in (0, 1):
            box = pygame.Rect(40 + side * (WIDTH - 300), 150, 220, 250)
            draw_panel(surface, box)
            blit_text(surface, side_name(side), (box.x + 12, box.y + 10), 20, TEAM_COLORS[side], True)
            y = box.y + 44
            for n, (_s, k, sv, g) in enumerate(k for k in v.shootout if k[0] == side):
                outcome = _("GOAL") if g else _("saved")
                blit_text(
                    surface,
                    f"{n + 1}. {k} vs {'+'.join(sv)}: {outcome}",
                    (box.x + 12, y),
                    15,
                    TEXT if g else DIM,
                    max_width=box.w - 24,
                )
                y += 22
        self.menu.draw(surface, 17)
        if self.message:
            blit_text(surface, self.message, (WIDTH // 2, 680), 16, self.message_color, True, "center")
        self.anim.draw(surface)
