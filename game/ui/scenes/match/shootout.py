"""The penalty shoot-out (R11.2): alternate kicks, HOME first; each kick is a secret choice, made on
the full-screen penalty stage (game/ui/stage/penalty_stage.py: the goal fills the window, the
zones and dives named in football words, a TV-style plate with the score and each kick's o / x);
each kick then plays on the same stage and comes back to it with the tally in place."""

from __future__ import annotations

import pygame

from game.engine import actions as A
from game.engine.state import SHOOTOUT_KICKS
from game.engine.view import View
from game.i18n import _
from game.ui.art import kits
from game.ui.look.metrics import size
from game.ui.scenes.match.base import MatchBase, MenuMatchScene
from game.ui.stage import penalty_stage as P
from game.ui.stage.kick_stage import scene_rect
from game.ui.widgets.basic import Button, Menu
from game.ui.widgets.springs import Springs
from game.ui.window.scene import Host
from game.ui.window.session import Session
from game.ui.words.card_text import side_name

BUTTON_SIZE = 17


def goal_area() -> pygame.Rect:
    """Where the shoot-out is staged, its choice and each kick: the whole window."""
    return pygame.Rect(0, 0, *size())


def tally(v: View) -> P.Tally:
    """The match score and each side's kicks so far (o a goal, x a miss)."""
    kicks = tuple(tuple(g for s, _k, _sv, g in v.shootout if s == side) for side in (0, 1))
    return P.Tally(v.score, (kicks[0], kicks[1]), SHOOTOUT_KICKS)


class ShootoutScene(MenuMatchScene):
    sound_mood = MatchBase.sound_mood  # the crowd on its feet for every kick
    mouse: tuple[int, int] = (0, 0)

    def __init__(self, app: Host, session: Session, menu: Menu | None = None) -> None:
        super().__init__(app, session, menu)
        self.lifts = Springs()  # the zones and dives lifted under the pointer or the focus
        self.pointer_seat: int | None = None  # whose hand moved the pointer last (hot-seat: not a clue)

    def choice_at(self, pos: tuple[int, int]) -> A.Action | None:
        """The kick zone under the pointer, or the save whose dive ends nearest it, on the goal."""
        if not self.ctrl.human_to_act() or self.anim.busy:
            return None
        return P.choice_at(goal_area(), self.view().legal_actions, pos)

    def hovered(self) -> A.Action | None:
        if not self.deciding():
            return None
        if self.pointer_seat != self.ctrl.viewer:  # where the last coach left the pointer tells nothing
            return P.lit(goal_area(), self.view().legal_actions, (-1, -1), [], self.menu.focus)
        focus = self.menu.hover if self.menu.hover is not None else self.menu.focus
        return P.lit(goal_area(), self.view().legal_actions, self.mouse, self.menu.buttons, focus)

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.pointer_seat != self.ctrl.viewer:
            self.menu.hover = None  # the button the last coach's pointer rested on
        options = [a for a in self.view().legal_actions if isinstance(a, (A.Kick, A.Save))] if self.deciding() else []
        lit = self.hovered()
        self.lifts.update_keys(dt, options, {lit} if lit is not None else set())

    def animating(self) -> bool:
        return super().animating() or self.lifts.moving()

    def ambient_interval(self) -> float | None:
        return P.AMBIENT if not self.anim.busy else super().ambient_interval()

    def ambient_rects(self) -> list[pygame.Rect] | None:
        """A still choice: only the goal, where the keeper bobs on his toes."""
        return [P.keeper_room(goal_area())] if self.quiet() else None

    def handle_input(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse, self.pointer_seat = event.pos, self.ctrl.viewer
        if self.deciding() and P.arrow_key(self.menu, event):
            return True
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
                if isinstance(a, (A.Kick, A.Save)):
                    buttons.append(Button(P.label(a), self.doing(a)))  # type: ignore[misc]
        self.menu.set_buttons(buttons)
        P.lay_buttons(self.menu.buttons, v.legal_actions, goal_area())

    def resize(self) -> None:
        super().resize()
        self.rebuild()

    def look(self, v: View) -> P.ChoiceLook:
        """Whose kick it is, what the viewer may choose, and only the viewer's own kick."""
        who = v.current_player if v.current_player in (0, 1) else 0
        kicking = v.phase == "shootout_kick"
        kicker = who if kicking else 1 - who
        role = _("{side} kicks") if kicking else _("{side} keeps goal")
        status = _("your choice") if self.ctrl.human_to_act() else _("the computer is choosing…")
        deciding = self.deciding()
        return P.ChoiceLook(
            kicker=kicker,
            heading=f"{kits.name(kicker)} · {_('PENALTY SHOOT-OUT')}",
            status=self.message or f"{role.format(side=side_name(who))} — {status}",
            tally=tally(v),
            legal=[a for a in v.legal_actions if isinstance(a, (A.Kick, A.Save))] if deciding else (),
            hovered=self.hovered(),
            lifts=self.lifts.value,
            own_kick=v.shootout_kick if not deciding else None,
            keys=P.button_keys(self.menu, v.legal_actions) if deciding else {},
            time=self.time,
            shootout=True,
            decider=who,
        )

    def draw(self, surface: pygame.Surface) -> None:
        v = self.shown_view()
        area = goal_area()
        self.anim.pres.push_from = area  # each kick plays on the same stage, filling the window
        if not self.anim.busy:
            P.draw_choice_stage(surface, area, self.look(v))
            P.draw_buttons(surface, self.menu, BUTTON_SIZE)
        self.anim.draw(surface)
        if self.anim.busy:  # the kick: the plate stays, its tally changing with the result
            P.draw_tally(surface, scene_rect(area), tally(v), True)
