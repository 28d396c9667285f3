"""Half time (R10): the score and shots so far; each team may substitute, HOME first."""

from __future__ import annotations

import pygame

from game.engine import actions as A
from game.i18n import _
from game.ui import card_text
from game.ui.app import App
from game.ui.card_text import side_name
from game.ui.cardart import player_card
from game.ui.scenes.base import MenuMatchScene
from game.ui.scenes.menus import draw_backdrop
from game.ui.session import Session
from game.ui.theme import DIM, GOLD, TEAM_COLORS, TEXT, WIDTH
from game.ui.widgets import Button, blit_text, draw_panel


def short(card: str) -> str:
    return card_text.short(card)


class HalfTimeScene(MenuMatchScene):
    def __init__(self, app: App, session: Session) -> None:
        super().__init__(app, session)
        self.sub_in: str | None = None

    def on_acted(self) -> None:
        self.sub_in = None
        self.rebuild()

    def escape(self) -> bool:
        if self.sub_in is not None:
            self.sub_in = None
            self.rebuild()
            return True
        return False

    def _pick(self, card: str | None) -> None:
        self.sub_in = card
        self.rebuild()

    def menu_key(self) -> tuple[object, ...]:
        return (self.ctrl.version, self.ctrl.viewer, self.ctrl.human_to_act(), self.sub_in)

    def build_menu(self) -> None:
        v = self.view()
        buttons: list[Button] = []
        if self.ctrl.human_to_act():
            subs = [a for a in v.legal_actions if isinstance(a, A.Substitute)]
            if self.sub_in is None:
                for into in sorted({a.into for a in subs}):
                    label = _("Bring on {card}").format(card=short(into))
                    buttons.append(Button(label, lambda c=into: self._pick(c)))  # type: ignore[misc]
                buttons.append(
                    Button(
                        _("Done: start the second half") if v.viewer == 1 else _("Done"),
                        lambda: self.act(A.EndSubstitutions()),
                    )
                )
            else:
                for a in subs:
                    if a.into == self.sub_in:
                        buttons.append(Button(_("Send off {card}").format(card=short(a.out)), self.doing(a)))  # type: ignore[misc]
                buttons.append(Button(_("Back"), lambda: self._pick(None)))
        self.menu.set_buttons(buttons)
        if len(buttons) > 7:
            self.menu.layout_grid(WIDTH // 2 - 20, 250, 300, 34, 2, 8)
        else:
            self.menu.layout_column(WIDTH // 2 - 20, 250, 420, 38, 8)

    def draw(self, surface: pygame.Surface) -> None:
        v = self.view()
        stats = self.ctrl.stats
        draw_backdrop(surface)
        blit_text(surface, _("HALF TIME"), (WIDTH // 2, 50), 48, GOLD, True, "center")
        score = f"{side_name(0)} {v.score[0]}  -  {v.score[1]} {side_name(1)}"
        blit_text(surface, score, (WIDTH // 2, 110), 36, TEXT, True, "center")
        blit_text(
            surface,
            _("shots: HOME {home} · AWAY {away}").format(home=stats.shots[0], away=stats.shots[1])
            + "    "
            + _("magic numbers: {home} · {away}").format(home=stats.magic[0], away=stats.magic[1]),
            (WIDTH // 2, 150),
            17,
            DIM,
            False,
            "center",
        )
        me = v.viewer if v.viewer in (0, 1) else 0
        who = v.current_player
        if self.ctrl.human_to_act():
            title = _("{side}: substitutions (R9, {n} left)").format(side=side_name(me), n=v.me.subs_left)
        elif self.ctrl.computer_to_act():
            title = _("{side} (computer) is deciding on substitutions…").format(side=side_name(who))
        else:
            title = _("Half time")
        blit_text(surface, title, (WIDTH // 2, 200), 22, TEAM_COLORS[who] if who in (0, 1) else GOLD, True, "center")
        panel = pygame.Rect(40, 240, WIDTH // 2 - 80, 400)
        draw_panel(surface, panel)
        players = _("{side} players").format(side=side_name(me))
        blit_text(surface, players, (panel.x + 14, panel.y + 10), 18, TEAM_COLORS[me], True, max_width=panel.w - 28)
        for i, card in enumerate(v.me.available):
            surface.blit(player_card(card), (panel.x + 14 + (i % 4) * 122, panel.y + 44 + (i // 4) * 66))
        blit_text(surface, _("bench"), (panel.x + 14, panel.y + 258), 16, DIM, True)
        for i, card in enumerate(v.me.bench):
            surface.blit(player_card(card, dim=card != self.sub_in), (panel.x + 14 + i * 122, panel.y + 282))
        self.menu.draw(surface, 17)
        if self.message:
            blit_text(surface, self.message, (WIDTH // 2, 680), 16, self.message_color, True, "center")
        self.anim.draw(surface)
