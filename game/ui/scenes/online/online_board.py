"""The online screens' shared frame (the stadium, a title, the scoreboard with its rows at the
bottom) and the start of an online match: its scene and the hud that keeps the connection in view."""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import TYPE_CHECKING, Any

import pygame

from game.i18n import _
from game.net import protocol as P
from game.ui.art.crest import shadow_text
from game.ui.control.controller import MatchConfig, MatchController
from game.ui.look import assets
from game.ui.look import metrics as M
from game.ui.look.assets import line_px
from game.ui.look.metrics import px
from game.ui.look.theme import ERROR, GOLD, TEXT
from game.ui.menus.menu_style import LED_WHITE, draw_backdrop, draw_board, draw_menu, glass_rect
from game.ui.widgets.basic import Button, Menu, blit_text, fits, wrap
from game.ui.widgets.springs import Springs
from game.ui.widgets.text_field import TextField
from game.ui.window.scene import Host, Scene
from game.ui.words.card_text import side_name
from game.ui.words.club_words import club_name

if TYPE_CHECKING:
    from game.settings import Settings
    from game.ui.scenes.online.online_hud import OnlineHud
    from game.ui.window.session import Session

BOARD = (290, 110, 700, 520)  # the scoreboard of every online screen, in stage units
ROW_H, GAP = 46, 10


def default_name(settings: Settings) -> str:
    """The name offered before the player types one: its own club's name, or "Coach" in its
    language; never the computer's account name (issue #38 newcomer review: "Root")."""
    return P.clean_name(club_name(settings.home_club)) or P.clean_name(_("Coach"))


def start_online(app: Host, controller: MatchController) -> OnlineHud:
    """Show the online match: its scene, and the hud that keeps the connection in view (returned)."""
    from game.ui.scenes.online.online_hud import OnlineHud
    from game.ui.window.scene_table import scene_for_phase
    from game.ui.window.session import Session

    session = Session(controller.config, app.sounds, controller=controller)
    app.closers.append(session.close)
    hud = OnlineHud(app, session)
    app.huds.append(hud)
    app.stack.clear()
    app.stack.push(scene_for_phase(controller.phase)(app, session))
    return hud


def next_online_match(app: Host, session: Session, controller: MatchController) -> OnlineHud:
    """The rematch on the same connection: the finished match's session and hud give way to the
    new match's (the finished controller, handed over, leaves the connection open)."""
    if session.close in app.closers:
        app.closers.remove(session.close)
    session.close()
    return start_online(app, controller)


class OnlineBoard(Scene):
    """The shared frame: the stadium, a title, the scoreboard with its rows at the bottom."""

    title = ""

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.menu = Menu()
        self.springs = Springs()
        self.fields: list[TextField] = []
        self.time = 0.0

    def board(self) -> pygame.Rect:
        return M.rect(*BOARD)

    def place_rows(self, rows: int) -> None:
        """The menu's rows at the bottom of the board."""
        glass = glass_rect(self.board())
        top = glass.bottom - px(16) - rows * px(ROW_H) - (rows - 1) * px(GAP)
        self.menu.layout_column(glass.x + px(16), top, glass.w - px(32), px(ROW_H), px(GAP))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.leave()
            return True
        for f in self.fields:
            if f.handle_event(event):
                return True
        return self.menu.handle_event(event)

    def leave(self) -> None:
        self.app.stack.pop(self)

    def update(self, dt: float) -> None:
        self.time += dt
        self.springs.update(dt, self.menu)

    def animating(self) -> bool:
        return self.springs.moving() or any(f.focused for f in self.fields)

    def draw(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface)
        shadow_text(surface, self.title, M.pos(640, 62), 40, GOLD, True)
        draw_board(surface, self.board())
        self.draw_glass(surface, glass_rect(self.board()))
        for f in self.fields:
            f.draw(surface, self.time)
        draw_menu(surface, self.menu, self.springs, 22)

    def draw_glass(self, surface: pygame.Surface, glass: pygame.Rect) -> None:
        """What the board shows above its rows."""

    @staticmethod
    def draw_note(surface: pygame.Surface, glass: pygame.Rect, note: str) -> None:
        """A note at the glass's top, wrapped to its width (never cut short)."""
        room = glass.w - px(48)
        lines = [note] if fits(note, 20, room) and assets.text_scale() <= 1 else wrap(note, 20, room)
        for i, line in enumerate(lines):
            at = (glass.centerx, glass.y + px(40) + i * line_px(28))
            blit_text(surface, line, at, 20, LED_WHITE, False, "midtop", glass.w - px(48))


class HostingBoard(OnlineBoard, ABC):
    """A host's waiting screen, on the LAN or over the internet: the side and the tie-break the host
    picks, its link, and the match started once a guest is connected (`controller` makes it)."""

    def __init__(self, app: Host, name: str) -> None:
        super().__init__(app)
        self.coach = P.clean_name(name)
        self.side = 0
        self.tiebreak = app.settings.tiebreak
        self.link: Any = None

    def choice_buttons(self) -> list[Button]:
        rule = _("penalty shoot-out") if self.tiebreak == "shootout" else _("draw")
        return [
            Button(_("You play: {side}").format(side=side_name(self.side)), self._side, hint=_("HOME starts")),
            Button(_("Tie-break: {rule}").format(rule=rule), self._tiebreak),
        ]

    def _side(self) -> None:
        self.side = 1 - self.side
        self.relabel()

    def _tiebreak(self) -> None:
        self.tiebreak = "draw" if self.tiebreak == "shootout" else "shootout"
        self.relabel()

    def leave(self) -> None:
        if self.link is not None:
            self.link.close()
        self.link = None
        self.app.stack.pop(self)

    @abstractmethod
    def controller(self, config: MatchConfig, link: Any) -> MatchController:
        """The host's controller for the match on `link`."""

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.link is not None and self.link.connected:
            from game.clubs import other_club
            from game.ui.control.online_controller import new_online_seed, seat_clubs

            seed = new_online_seed()
            own = self.app.settings.home_club  # a coach's own club online: the first of its New match
            clubs = seat_clubs(self.side, own, other_club(own, seed))  # the guest's own replaces the other
            config = MatchConfig("online", self.side, "random", self.tiebreak, seed, clubs)
            link, self.link = self.link, None
            start_online(self.app, self.controller(config, link))


class JoiningBoard(OnlineBoard):
    """A board that joins a host (over the network here or the internet): the guest's table while
    it connects, and the line that says how it goes. The match starts when the host's first view
    arrives; a refusal ends the try (Join tries again), a lost link keeps trying."""

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.table: Any = None
        self.status = ""
        self.failed = False  # the status is an error

    def _drop(self) -> None:
        if self.table is not None:
            self.table.link.close()
            self.table = None

    def failure(self, link: Any) -> str:
        """What the player reads when `link` was refused or lost (its reason in their words)."""
        from game.net.client import REFUSED
        from game.ui.control.online_controller import refusal

        if link.status == REFUSED:
            return _("Could not join: {reason}").format(reason=refusal(link))
        return _("Could not join: {reason}. Trying again…").format(reason=refusal(link))

    def joined(self) -> None:
        """The match is starting (a board may close what it opened for joining)."""

    def poll_table(self) -> None:
        from game.net.client import LOST, REFUSED

        t = self.table
        if t is None:
            return
        t.poll()
        if t.view is not None:
            from game.ui.control.online_controller import GuestController

            self.table = None
            self.joined()
            start_online(self.app, GuestController(t))
        elif t.link.status in (LOST, REFUSED) and t.link.reason:
            self.status, self.failed = self.failure(t.link), True
            if t.link.status == REFUSED:
                self._drop()  # Join tries again

    def draw_status(self, surface: pygame.Surface, at: tuple[int, int], width: int) -> None:
        if self.status:
            blit_text(surface, self.status, at, 18, ERROR if self.failed else TEXT, True, "midtop", width)
