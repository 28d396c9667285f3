"""Play online → Over the internet: the host gets a code such as 7-guitarist-revenge through the
magic-wormhole mailbox server; the friend types it. The match then runs in the same scenes and hud as
on the local network (game.net.internet gives the links the LAN links' interface)."""

from __future__ import annotations

from typing import Any

import pygame

from game.i18n import _
from game.net import protocol as P
from game.ui.control.controller import MatchConfig, MatchController
from game.ui.look.metrics import px
from game.ui.look.theme import DIM, ERROR, TEXT
from game.ui.menus.menu_style import AMBER, LED_WHITE, glass_rect
from game.ui.scenes.online.online_board import HostingBoard, JoiningBoard, OnlineBoard, start_online
from game.ui.widgets.basic import Button, blit_text
from game.ui.widgets.text_field import TextField
from game.ui.window.scene import Host

CODE_LIMIT = 40  # characters a typed code may have ("123-woodlark-yesteryear" and room to spare)


def servers_of(app: Host) -> Any:
    from game.net.internet import Servers

    return Servers(app.settings.mailbox_server, app.settings.transit_relay or None)


def no_internet(server: str) -> str:
    return _("No internet: the mailbox server {server} cannot be reached. Play on this network instead.").format(
        server=server
    )


def resume_internet(app: Host, state: Any, config: MatchConfig, meta: dict[str, Any]) -> None:
    """Continue on the title for a match hosted over the internet: host it again the same way (a new
    code: the guest types it and is welcomed at the same decision)."""
    from game.net.internet import InternetHostLink
    from game.ui.control.online_controller import HostController

    online = meta.get("online")
    online = online if isinstance(online, dict) else {}
    name, match = online.get("name"), online.get("match")
    name = P.clean_name(name) if isinstance(name, str) else ""
    match = match if type(match) is int and match >= 1 else 1
    link: Any = InternetHostLink(servers_of(app))
    start_online(app, HostController(config, link, name, state, extra={"internet": True}, match=match))


class InternetScene(OnlineBoard):
    """Host or join over the internet."""

    def __init__(self, app: Host, name: str) -> None:
        super().__init__(app)
        self.coach = P.clean_name(name)
        self.relabel()

    def relabel(self) -> None:
        self.title = _("Over the internet")
        self.menu.set_buttons(
            [
                Button(_("Host a match"), self._host, hint=_("you get a code to give your friend")),
                Button(_("Join with a code"), self._join),
                Button(_("Back"), self.leave),
            ],
            keep_focus=True,
        )
        self.place_rows(3)

    def _host(self) -> None:
        from game.ui.scenes.menus.menus import confirm_replacing

        confirm_replacing(self.app, lambda: self.app.stack.push(InternetHostScene(self.app, self.coach)))

    def _join(self) -> None:
        self.app.stack.push(InternetJoinScene(self.app, self.coach))

    def draw_glass(self, surface: pygame.Surface, glass: pygame.Rect) -> None:
        note = _(
            "Play a friend anywhere, without touching the router: the host gets a code of a number and "
            "two words to read out, the friend types it."
        )
        self.draw_note(surface, glass, note)


class InternetHostScene(HostingBoard):
    """Hosting over the internet: the code, then the match once the friend is connected."""

    def __init__(self, app: Host, name: str, link: Any = None) -> None:
        super().__init__(app, name)
        from game.net.internet import InternetHostLink

        self.link = link if link is not None else InternetHostLink(servers_of(app))
        self.relabel()

    def relabel(self) -> None:
        self.title = _("Host over the internet")
        self.menu.set_buttons(
            [
                *self.choice_buttons(),
                Button(_("Cancel"), self.leave),
            ],
            keep_focus=True,
        )
        self.place_rows(3)

    def controller(self, config: MatchConfig, link: Any) -> MatchController:
        from game.ui.control.online_controller import HostController

        return HostController(config, link, self.coach, extra={"internet": True})

    def ambient_interval(self) -> float | None:
        return 0.5  # the waiting dots

    def draw_glass(self, surface: pygame.Surface, glass: pygame.Rect) -> None:
        from game.net.internet import FAILED, OFFLINE

        cx, y, w = glass.centerx, glass.y + px(22), glass.w - px(40)
        link = self.link
        if link is None:
            return
        dots = "." * (1 + int(self.time * 2) % 3)
        if link.status == FAILED:
            stopped = _("This computer cannot host a match now ({error}).").format(error=link.error)
            blit_text(surface, stopped, (cx, y + px(40)), 20, ERROR, False, "midtop", w)
            return
        if link.status == OFFLINE:
            blit_text(surface, no_internet(link.servers.mailbox), (cx, y + px(40)), 20, ERROR, False, "midtop", w)
            return
        if not link.code:
            blit_text(surface, _("Reaching the mailbox server") + dots, (cx, y + px(60)), 22, TEXT, True, "midtop")
            return
        blit_text(surface, _("Match code"), (cx, y), 18, DIM, False, "midtop")
        blit_text(surface, link.code, (cx, y + px(24)), 46, AMBER, True, "midtop", w)
        say = _("Read it to your friend: they choose Over the internet, then Join with a code.")
        blit_text(surface, say, (cx, y + px(90)), 17, LED_WHITE, False, "midtop", w)
        if link.wrong_codes:
            wrong = _("Someone typed a wrong code; this is a new one.")
            blit_text(surface, wrong, (cx, y + px(122)), 16, ERROR, False, "midtop", w)
        blit_text(surface, _("Waiting for a friend to join") + dots, (cx, y + px(150)), 22, TEXT, True, "midtop")


class InternetJoinScene(JoiningBoard):
    """Joining over the internet: type the code."""

    def __init__(self, app: Host, name: str) -> None:
        super().__init__(app)
        self.coach = P.clean_name(name)
        self.code = TextField(_("Code"), "", CODE_LIMIT, lambda ch: ch.isalnum() or ch in "- ")
        self.fields = [self.code]
        self.relabel()

    def relabel(self) -> None:
        self.title = _("Join over the internet")
        self.code.label = _("Code")
        self.menu.set_buttons([Button(_("Join"), self._join), Button(_("Back"), self.leave)], keep_focus=True)
        self.place_rows(2)
        glass = glass_rect(self.board())
        self.code.rect = pygame.Rect(glass.x + px(24), glass.y + px(60), glass.w - px(48), px(48))

    def _join(self) -> None:
        from game.net.guest import GuestTable
        from game.net.internet import InternetGuestLink, code_problem

        if code_problem(self.code.text) is not None:
            self.status, self.failed = _("A code is a number and two words, like 7-guitarist-revenge."), True
            return
        self._drop()
        link: Any = InternetGuestLink(
            self.code.text, self.coach, servers_of(self.app), club=self.app.settings.home_club
        )
        self.table = GuestTable(link)
        self.status, self.failed = _("Connecting…"), False

    def leave(self) -> None:
        self._drop()
        self.app.stack.pop(self)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.poll_table()

    def failure(self, link: Any) -> str:
        from game.net.internet import IN_USE, NOBODY, UNREACHABLE
        from game.ui.control.online_controller import refusal

        if link.reason.startswith(UNREACHABLE):
            return no_internet(link.servers.mailbox)
        if link.reason == NOBODY:
            return _("Nobody is hosting a match with this code.")
        if link.reason == IN_USE:
            return _("This code is already in use: ask your friend for a new one.")
        return _("Could not join: {reason}").format(reason=refusal(link))

    def draw_glass(self, surface: pygame.Surface, glass: pygame.Rect) -> None:
        hint = _("Type the code your friend reads out, like 7-guitarist-revenge.")
        blit_text(surface, hint, (glass.centerx, glass.y + px(20)), 17, DIM, False, "midtop", glass.w - px(48))
        self.draw_status(surface, (glass.centerx, glass.y + px(130)), glass.w - px(48))
