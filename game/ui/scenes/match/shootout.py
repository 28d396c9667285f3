"""The penalty shoot-out (R11.2): alternate kicks, HOME first; each kick is a secret choice. A
kick-by-kick tally (o / x) for both teams over the goal; the kick itself is animated in the goal."""

from __future__ import annotations

import pygame

from game.engine import actions as A
from game.engine.state import SHOOTOUT_KICKS
from game.engine.view import View
from game.i18n import _
from game.ui.art.goal_art import nearest_save, zone_rects
from game.ui.look import assets
from game.ui.look import metrics as M
from game.ui.look.metrics import px
from game.ui.look.theme import DIM, GOLD, TEAM_COLORS, TEXT, Color
from game.ui.menus.menu_style import draw_backdrop
from game.ui.scenes.match.base import MatchBase, MenuMatchScene
from game.ui.stage.kick_stage import KICK_BLUE, choice_mouth, draw_choice
from game.ui.widgets import key_hint as KH
from game.ui.widgets.basic import Button, blit_text
from game.ui.widgets.key_hint import draw_key_hint
from game.ui.words.card_text import save_label, side_name, spot_name, spot_short

GOAL_MARK = (90, 200, 110)
MISS_MARK = (210, 80, 70)


def goal_area() -> pygame.Rect:
    """The panel the goal (and each kick's animation) is drawn in."""
    return M.rect(320, 190, 640, 350)


class ShootoutScene(MenuMatchScene):
    sound_mood = MatchBase.sound_mood  # the crowd on its feet for every kick
    mouse: tuple[int, int] = (0, 0)

    def choice_at(self, pos: tuple[int, int]) -> A.Action | None:
        """The kick zone under the pointer, or the save whose dive ends nearest it, on the goal."""
        if not self.ctrl.human_to_act() or self.anim.busy:
            return None
        mouth = choice_mouth(goal_area())
        legal = self.view().legal_actions
        zones = zone_rects(mouth)
        for a in legal:
            if isinstance(a, A.Kick) and zones[a.spot].collidepoint(pos):
                return a
        saves = [a for a in legal if isinstance(a, A.Save)]
        n = nearest_save(mouth, [a.spots for a in saves], pos)
        return saves[n] if n is not None else None

    def handle_input(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if super().handle_input(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            choice = self.choice_at(event.pos)
            return self.act(choice) if choice is not None else False
        return False

    def build_menu(self) -> None:
        v = self.view()
        buttons: list[Button] = []
        if self.ctrl.human_to_act():
            for a in v.legal_actions:
                if isinstance(a, A.Kick):
                    label = _("Kick {spot}").format(spot=spot_name(a.spot))
                    buttons.append(Button(label, self.doing(a), hint=spot_short(a.spot)))  # type: ignore[misc]
                elif isinstance(a, A.Save):
                    buttons.append(Button(save_label(a.spots), self.doing(a)))  # type: ignore[misc]
        self.menu.set_buttons(buttons)
        w, h, gap = px(210), px(38), px(12)
        x, y = M.pos(640, 552)
        self.menu.layout_grid(x - (3 * w + 2 * gap) // 2, y, w, h, 3, gap)

    def draw(self, surface: pygame.Surface) -> None:
        v = self.shown_view()
        draw_backdrop(surface)
        goals = [0, 0]
        for side, _kick, _save, g in v.shootout:
            goals[side] += g
        blit_text(surface, _("PENALTY SHOOT-OUT"), M.pos(640, 34), 40, GOLD, True, "center")
        blit_text(
            surface,
            _("match {home}-{away} · shoot-out HOME {so_home} - {so_away} AWAY").format(
                home=v.score[0], away=v.score[1], so_home=goals[0], so_away=goals[1]
            ),
            M.pos(640, 76),
            22,
            TEXT,
            True,
            "center",
        )
        self.draw_tally(surface, v)
        self.draw_goal(surface, v)
        self.menu.draw(surface, 17)
        if self.message:
            blit_text(surface, self.message, M.pos(640, 690), 16, self.message_color, True, "center")
        else:
            draw_key_hint(surface, _(KH.SHOOTOUT if self.deciding() else KH.WAIT))
        self.anim.pres.push_from = goal_area()  # each kick fills the window, pushing in from the goal
        self.anim.draw(surface)

    def draw_tally(self, surface: pygame.Surface, v: View) -> None:
        """Each team's kicks so far: o a goal, x a miss, an empty ring a kick still to take."""
        kicks = [[g for s, _k, _sv, g in v.shootout if s == side] for side in (0, 1)]
        slots = max(SHOOTOUT_KICKS, *(len(k) for k in kicks))
        r = px(13)
        step = min(px(40), (M.rect(0, 0, 560, 1).w - 2 * r) // max(1, slots - 1))
        names = [assets.text(side_name(side), 24, TEAM_COLORS[side], True) for side in (0, 1)]
        name_w = max(n.get_width() for n in names)
        width = name_w + px(24) + 2 * r + (slots - 1) * step
        left = M.centre()[0] - width // 2
        for side in (0, 1):
            y = M.pos(0, 122 + side * 38)[1]
            surface.blit(names[side], names[side].get_rect(midright=(left + name_w, y)))
            x0 = left + name_w + px(24) + r
            for n in range(slots):
                centre = (x0 + n * step, y)
                if n < len(kicks[side]):
                    scored = kicks[side][n]
                    pygame.draw.circle(surface, GOAL_MARK if scored else MISS_MARK, centre, r)
                    blit_text(surface, "o" if scored else "x", (centre[0], centre[1] - px(2)), 18, TEXT, True, "center")
                else:
                    pygame.draw.circle(surface, DIM, centre, r, px(2))

    def draw_goal(self, surface: pygame.Surface, v: View) -> None:
        """The goal between kicks: whose turn it is, and the kicker's own chosen spot."""
        if self.anim.busy:
            return
        who = v.current_player
        if who not in (0, 1):
            return
        kicking = v.phase == "shootout_kick"
        role = _("{side} kicks") if kicking else _("{side} keeps goal")
        status = _("your choice") if self.ctrl.human_to_act() else _("the computer is choosing…")
        kicker = who if kicking else 1 - who
        heading = f"{role.format(side=side_name(who))} — {status}"
        hovered = self.choice_at(self.mouse)
        if hovered is None and self.ctrl.human_to_act():  # the button in focus lights its part of the goal
            options = [a for a in v.legal_actions if isinstance(a, (A.Kick, A.Save))]
            i = self.menu.hover if self.menu.hover is not None else self.menu.focus
            hovered = options[i] if 0 <= i < len(options) else None
        glows: list[tuple[str, Color, float, str]] = []
        dive: tuple[str, ...] | None = None
        if isinstance(hovered, A.Kick):
            glows = [(hovered.spot, GOLD, 1.0, hovered.spot)]
        elif isinstance(hovered, A.Save):
            glows, dive = [(spot, KICK_BLUE, 1.0, spot) for spot in hovered.spots], hovered.spots
        elif v.shootout_kick:
            glows = [(v.shootout_kick, GOLD, 1.0, v.shootout_kick)]
        draw_choice(surface, goal_area(), kicker, heading, glows, dive, self.time * 0.8, TEAM_COLORS[who])
