"""Title → Play online: your coach name, then Host (address, port and a short code to give the
friend; the host picks its side and the tie-break) or Join (the matches announced nearby, or an
address and the code). Both end in the match scenes with an OnlineHud on top."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game import storage
from game.i18n import _
from game.net import protocol as P
from game.ui.control.controller import MatchConfig, MatchController
from game.ui.look.metrics import px
from game.ui.look.theme import DIM, ERROR, GOLD, TEXT
from game.ui.menus.menu_style import AMBER, LED_WHITE, glass_rect
from game.ui.scenes.online.online_board import (  # noqa: F401 (the cast and the tests open them from here)
    BOARD,
    HostingBoard,
    JoiningBoard,
    OnlineBoard,
    default_name,
    next_online_match,
    start_online,
)
from game.ui.widgets.basic import Button, blit_text
from game.ui.widgets.text_field import TextField
from game.ui.window.scene import Host


def host_key() -> Any:
    """This computer's key as a host (kept beside the settings; its fingerprint is what guests see)."""
    from game.net.auth import load_or_create_key
    from game.paths import config_dir

    return load_or_create_key(config_dir() / "host_key.ed25519")


def resume_hosting(app: Host, state: Any, config: MatchConfig, bind: str | None = None) -> None:
    """Continue on the title for an online match: host it again on the same port, with a new code
    unless the host chose to keep it (`bind`: every interface; tests keep to loopback)."""
    from game.net.discovery import Announcer
    from game.net.host import DEFAULT_PORT, HostLink, local_addresses
    from game.ui.control.online_controller import HostController

    meta = storage.read_autosave().meta
    if meta.get("internet") is True:  # hosted over the internet: again so, with a new code
        from game.ui.scenes.online.online_internet import resume_internet

        resume_internet(app, state, config, meta)
        return
    online = meta.get("online")
    online = online if isinstance(online, dict) else {}
    code, port, name, match = online.get("code"), online.get("port"), online.get("name"), online.get("match")
    keep = online.get("keep_code") is True
    code = code if keep and isinstance(code, str) and len(code) == P.CODE_LENGTH else None
    port = port if isinstance(port, int) and 0 < port < 65536 else DEFAULT_PORT
    name = P.clean_name(name) if isinstance(name, str) else default_name(app.settings)
    match = match if type(match) is int and match >= 1 else 1  # a rematch goes on as the same match
    link = HostLink(code, port, bind, key=host_key(), keep_code=keep)
    announcer = Announcer(name, link.port, local_addresses(), link.fingerprint)
    start_online(app, HostController(config, link, name, state, announcer=announcer, match=match))


class OnlineScene(OnlineBoard):
    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.title = _("Play online")
        self.name = TextField(_("Your name"), app.settings.coach_name or default_name(app.settings), P.MAX_NAME)
        self.fields = [self.name]
        self.relabel()

    def relabel(self) -> None:
        self.title = _("Play online")
        self.name.label = _("Your name")
        self.menu.set_buttons(
            [
                Button(_("Host a match"), self._host, hint=_("your friend joins you")),
                Button(_("Join a match"), self._join),
                Button(_("Over the internet"), self._internet, hint=_("a code, no router setup")),
                Button(_("Back"), self.leave),
            ],
            keep_focus=True,
        )
        self.place_rows(4)
        glass = glass_rect(self.board())
        self.name.rect = pygame.Rect(glass.x + px(24), glass.y + px(150), glass.w - px(48), px(48))

    def _host(self) -> None:
        from game.ui.scenes.menus.menus import confirm_replacing

        self._remember_name()
        confirm_replacing(self.app, lambda: self.app.stack.push(HostScene(self.app, self._coach())))

    def _join(self) -> None:
        self._remember_name()
        self.app.stack.push(JoinScene(self.app, self._coach()))

    def _internet(self) -> None:
        from game.ui.scenes.online.online_internet import InternetScene

        self._remember_name()
        self.app.stack.push(InternetScene(self.app, self._coach()))

    def _coach(self) -> str:
        """The name this coach plays under: the one typed, or the default when the field is empty."""
        return P.clean_name(self.name.text) or default_name(self.app.settings)

    def _remember_name(self) -> None:
        """The name typed here is offered again next time (the settings file); the offered default
        is not stored, so it follows the club chosen later."""
        name = P.clean_name(self.name.text)
        name = "" if name == default_name(self.app.settings) else name
        if name != self.app.settings.coach_name:
            self.app.change_settings(self.app.settings.with_(coach_name=name))

    def draw_glass(self, surface: pygame.Surface, glass: pygame.Rect) -> None:
        note = _("Play a friend on another computer: one of you hosts, the other joins with the code.")
        self.draw_note(surface, glass, note)


class HostScene(HostingBoard):
    """Hosting: the code and addresses to give the friend; the match starts when the friend joins."""

    def __init__(self, app: Host, name: str) -> None:
        super().__init__(app, name)
        from game.net.discovery import Announcer
        from game.net.host import DEFAULT_PORT, HostLink, local_addresses

        self.error = ""
        self.announcer: Any = None
        self.addresses = local_addresses()
        try:
            self.link = HostLink(port=DEFAULT_PORT, key=host_key())
            self.announcer = Announcer(self.coach, self.link.port, self.addresses, self.link.fingerprint)
        except OSError as exc:
            self.error = _("This computer cannot host a match now ({error}).").format(error=exc)
        self.relabel()

    def relabel(self) -> None:
        self.title = _("Host a match")
        kept = self.link is not None and self.link.keep_code
        self.menu.set_buttons(
            [
                *self.choice_buttons(),
                Button(
                    _("Continue later: same code") if kept else _("Continue later: new code"),
                    self._keep_code,
                    hint=_("a new code each time keeps guessers out"),
                ),
                Button(_("Cancel"), self.leave),
            ],
            keep_focus=True,
        )
        self.place_rows(4)

    def _keep_code(self) -> None:
        if self.link is not None:
            self.link.keep_code = not self.link.keep_code
        self.relabel()

    def leave(self) -> None:
        if self.announcer is not None:
            self.announcer.close()
        super().leave()

    def controller(self, config: MatchConfig, link: Any) -> MatchController:
        from game.ui.control.online_controller import HostController

        return HostController(config, link, self.coach, announcer=self.announcer)

    def ambient_interval(self) -> float | None:
        return 0.5  # the waiting dots

    def ambient_rects(self) -> list[pygame.Rect] | None:
        """The "Waiting for a friend to join..." line (its dots), nothing else moves by itself."""
        if self.error or self.link is None:
            return []
        glass = glass_rect(self.board())
        return [pygame.Rect(glass.x, glass.y + px(22 + 150), glass.w, px(34))]

    def draw_glass(self, surface: pygame.Surface, glass: pygame.Rect) -> None:
        cx, y = glass.centerx, glass.y + px(22)
        if self.error or self.link is None:
            blit_text(surface, self.error, (cx, y + px(60)), 20, ERROR, False, "midtop", glass.w - px(48))
            return
        from game.ui.control.online_controller import door_notice

        blit_text(surface, _("Match code"), (cx, y - px(6)), 18, DIM, False, "midtop")
        blit_text(surface, " ".join(self.link.code), (cx, y + px(14)), 50, AMBER, True, "midtop")
        where = "   ".join(self.addresses[:3])
        line = _("Address: {address}   Port: {port}").format(address=where, port=self.link.port)
        blit_text(surface, line, (cx, y + px(78)), 20, LED_WHITE, True, "midtop", glass.w - px(40))
        mark = _("Host fingerprint: {fingerprint}").format(fingerprint=self.link.fingerprint)
        blit_text(surface, mark, (cx, y + px(104)), 18, GOLD, True, "midtop", glass.w - px(40))
        found = self.announcer is not None and self.announcer.error is None
        seen = _("Friends on this network see it under Join.") if found else _("Not announced on this network.")
        notice = door_notice(self.link)
        blit_text(surface, notice or seen, (cx, y + px(128)), 16, ERROR if notice else DIM, False, "midtop",
                  glass.w - px(40))  # fmt: skip
        dots = "." * (1 + int(self.time * 2) % 3)
        blit_text(surface, _("Waiting for a friend to join") + dots, (cx, y + px(150)), 22, TEXT, True, "midtop")


class JoinScene(JoiningBoard):
    """Joining: the matches announced nearby, or an address and the code."""

    def __init__(self, app: Host, name: str) -> None:
        super().__init__(app)
        from game.net.discovery import Finder

        self.coach = P.clean_name(name)
        self.finder = Finder()
        self.address = TextField(_("Address"), "", 60, lambda ch: ch.isalnum() or ch in ".:-[]%")
        self.code = TextField(_("Match code"), "", P.CODE_LENGTH, lambda ch: ch.upper() in P.CODE_ALPHABET)
        self.fields = [self.address, self.code]
        self._found: list[Any] = []
        self.picked: Any = None  # the announcement picked from the list (its fingerprint is checked)
        self.relabel()

    def relabel(self) -> None:
        self.title = _("Join a match")
        self.address.label, self.code.label = _("Address"), _("Match code")
        nearby = [
            # two hosts of one name are told apart by their fingerprints
            Button(f"{f.name or f.address}  ·  {f.fingerprint}", self._picker(f), hint=f"{f.address}:{f.port}")
            for f in self._found[:3]
        ]
        self.menu.set_buttons([*nearby, Button(_("Join"), self._join), Button(_("Back"), self.leave)], keep_focus=True)
        self.place_rows(len(self.menu.buttons))
        glass = glass_rect(self.board())
        self.address.rect = pygame.Rect(glass.x + px(24), glass.y + px(20), glass.w - px(48), px(44))
        self.code.rect = self.address.rect.move(0, px(54))

    def _picker(self, found: Any) -> Callable[[], None]:
        return lambda: self._pick(found)

    def _pick(self, found: Any) -> None:
        self.picked = found
        self.address.text = f"{found.address}:{found.port}"
        self.code.focused, self.address.focused = True, False

    def _join(self) -> None:
        from game.net.client import GuestLink
        from game.net.guest import GuestTable
        from game.net.host import DEFAULT_PORT

        address, _sep, port_text = self.address.text.strip().rpartition(":")
        if not address or "]" in port_text or (address.count(":") and not address.endswith("]")):
            address, port_text = self.address.text.strip(), ""  # no port given (or a bare IPv6 address)
        port = int(port_text) if port_text.isdigit() and 0 < int(port_text) < 65536 else DEFAULT_PORT
        if not address.strip("[]") or len(self.code.text) != P.CODE_LENGTH:
            self.status = _("Type the host's address and the {n}-letter code.").format(n=P.CODE_LENGTH)
            self.failed = True
            return
        self._drop()
        picked = self.picked
        same = picked is not None and self.address.text.strip() == f"{picked.address}:{picked.port}"
        expected = picked.fingerprint if same else None
        self.table = GuestTable(
            GuestLink(
                address.strip("[]"),
                port,
                self.code.text,
                self.coach,
                fingerprint=expected,
                club=self.app.settings.home_club,
            )
        )
        self.status, self.failed = _("Connecting…"), False

    def leave(self) -> None:
        self._drop()
        self.finder.close()
        self.app.stack.pop(self)

    def joined(self) -> None:
        self.finder.close()

    def update(self, dt: float) -> None:
        super().update(dt)
        found = self.finder.found()
        if found != self._found:
            self._found = found
            self.relabel()
        self.poll_table()

    def draw_glass(self, surface: pygame.Surface, glass: pygame.Rect) -> None:
        y = glass.y + px(136)
        if self._found:
            heading = _("Matches on this network:")
        elif self.finder.error:
            heading = _("Nearby matches cannot be listed here; type the host's address.")
        else:
            heading = _("No match announced nearby yet; or type the host's address.")
        blit_text(surface, heading, (glass.x + px(24), y), 17, DIM, False, "topleft", glass.w - px(48))
        self.draw_status(surface, (glass.centerx, y + px(28)), glass.w - px(48))
