"""Half time (R10): the score and shots so far; each team may substitute, HOME first."""

from __future__ import annotations

import pygame

from game.engine import actions as A
from game.ui.app import App
from game.ui.cardart import card_def, player_card
from game.ui.scenes.base import MatchBase
from game.ui.scenes.menus import draw_backdrop
from game.ui.session import Session
from game.ui.theme import DIM, GOLD, SIDE_NAMES, TEAM_COLORS, TEXT, WIDTH
from game.ui.widgets import Button, Menu, blit_text, draw_panel


def short(card: str) -> str:
    d = card_def(card)
    return f"{d.position} {d.name}"


class HalfTimeScene(MatchBase):
    def __init__(self, app: App, session: Session) -> None:
        super().__init__(app, session)
        self.menu = Menu()
        self.sub_in: str | None = None
        self._key: object = None

    def on_acted(self) -> None:
        self.sub_in = None
        self._key = None

    def escape(self) -> bool:
        if self.sub_in is not None:
            self.sub_in = None
            self._key = None
            return True
        return False

    def _pick(self, card: str | None) -> None:
        self.sub_in = card
        self._key = None

    def _refresh(self) -> None:
        key = (self.ctrl.version, self.ctrl.viewer, self.ctrl.human_to_act(), self.sub_in)
        if key == self._key:
            return
        self._key = key
        v = self.view()
        buttons: list[Button] = []
        if self.ctrl.human_to_act():
            subs = [a for a in v.legal_actions if isinstance(a, A.Substitute)]
            if self.sub_in is None:
                for into in sorted({a.into for a in subs}):
                    buttons.append(Button(f"Bring on {short(into)}", lambda c=into: self._pick(c)))  # type: ignore[misc]
                buttons.append(
                    Button(
                        "Done: start the second half" if v.viewer == 1 else "Done",
                        lambda: self.act(A.EndSubstitutions()),
                    )
                )
            else:
                for a in subs:
                    if a.into == self.sub_in:
                        buttons.append(Button(f"Send off {short(a.out)}", self.doing(a)))  # type: ignore[misc]
                buttons.append(Button("Back", lambda: self._pick(None)))
        self.menu.set_buttons(buttons)
        if len(buttons) > 7:
            self.menu.layout_grid(WIDTH // 2 - 20, 250, 300, 34, 2, 8)
        else:
            self.menu.layout_column(WIDTH // 2 - 20, 250, 420, 38, 8)

    def update(self, dt: float) -> None:
        super().update(dt)
        self._refresh()

    def handle_input(self, event: pygame.event.Event) -> bool:
        return self.menu.handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        v = self.view()
        stats = self.ctrl.stats
        draw_backdrop(surface)
        blit_text(surface, "HALF TIME", (WIDTH // 2, 50), 48, GOLD, True, "center")
        blit_text(surface, f"HOME {v.score[0]}  -  {v.score[1]} AWAY", (WIDTH // 2, 110), 36, TEXT, True, "center")
        blit_text(
            surface,
            f"shots: HOME {stats.shots[0]} · AWAY {stats.shots[1]}"
            f"    magic numbers: {stats.magic[0]} · {stats.magic[1]}",
            (WIDTH // 2, 150),
            17,
            DIM,
            False,
            "center",
        )
        me = v.viewer if v.viewer in (0, 1) else 0
        who = v.current_player
        if self.ctrl.human_to_act():
            title = f"{SIDE_NAMES[me]}: substitutions (R9, {v.me.subs_left} left)"
        elif self.ctrl.computer_to_act():
            title = f"{SIDE_NAMES[who]} (computer) is deciding on substitutions…"
        else:
            title = "Half time"
        blit_text(surface, title, (WIDTH // 2, 200), 22, TEAM_COLORS[who] if who in (0, 1) else GOLD, True, "center")
        panel = pygame.Rect(40, 240, WIDTH // 2 - 80, 400)
        draw_panel(surface, panel)
        blit_text(surface, f"{SIDE_NAMES[me]} players", (panel.x + 14, panel.y + 10), 18, TEAM_COLORS[me], True)
        for i, card in enumerate(v.me.available):
            surface.blit(player_card(card), (panel.x + 14 + (i % 4) * 122, panel.y + 44 + (i // 4) * 66))
        blit_text(surface, "bench", (panel.x + 14, panel.y + 258), 16, DIM, True)
        for i, card in enumerate(v.me.bench):
            surface.blit(player_card(card, dim=card != self.sub_in), (panel.x + 14 + i * 122, panel.y + 282))
        self.menu.draw(surface, 17)
        if self.message:
            blit_text(surface, self.message, (WIDTH // 2, 680), 16, self.message_color, True, "center")
        self.anim.draw(surface)
