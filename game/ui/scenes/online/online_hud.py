"""Over every scene of an online match: takes in the network's messages each frame (whatever is on
top), pauses the match while the other coach is away (a Leave button), moves both windows on to
an agreed rematch, and carries the quick reactions: R or the chip at the top opens them, a
received one shows for a few seconds; they can be muted."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.i18n import N_, _
from game.net.protocol import EMOTES
from game.ui.art import kits
from game.ui.art.side_marks import mark_colour
from game.ui.look import bindings
from game.ui.look import metrics as M
from game.ui.look.metrics import px
from game.ui.look.theme import DIM, GOLD, TEXT
from game.ui.scenes.overlays.overlays import ModalMenu
from game.ui.widgets.basic import Button, Menu, blit_text, draw_panel, wrap
from game.ui.window.scene import Host

if TYPE_CHECKING:
    from game.ui.control.online_controller import GuestController, HostController
    from game.ui.window.session import Session

EMOTE_TEXT = {
    "nice_shot": N_("Nice shot!"),
    "well_played": N_("Well played"),
    "oops": N_("Oops"),
    "good_luck": N_("Good luck!"),
    "thanks": N_("Thanks!"),
}
SHOW_FOR = 3.5  # seconds a reaction stays up


class OnlineHud:
    def __init__(self, app: Host, session: Session) -> None:
        self.app = app
        self.session = session
        self.ctrl: HostController | GuestController = session.controller  # type: ignore[assignment]
        self.shown: list[tuple[int, str, float]] = []  # (side, emote, seconds left)
        self.muted = False
        self.menu = Menu()  # numbered: 1-6 pick a reaction while it is open
        self.open = False

    @property
    def finished(self) -> bool:
        return self.ctrl.closed

    def chip(self) -> pygame.Rect:
        """The reactions chip: over the pitch's far end on the table, in the corner elsewhere
        (the other scenes' titles are at the top centre)."""
        from game.ui.scenes.table.table_scene import TableScene

        r = pygame.Rect(0, 0, px(150), px(22))
        if isinstance(self.app.stack.top, TableScene):
            r.midtop = (M.width() // 2, 0)
        else:
            r.topleft = (px(8), px(4))
        return r

    def _in_match(self) -> bool:
        from game.ui.scenes.match.base import MatchBase

        return isinstance(self.app.stack.top, MatchBase)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self._in_match():
            self.open = False
            return False
        if bindings.matches(event, "reactions"):
            self._toggle()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.chip().collidepoint(event.pos):
            self._toggle()
            return True
        if not self.open:
            return False
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.open = False
            return True
        if self.menu.handle_event(event):
            return True
        if event.type == pygame.KEYDOWN and not any(bindings.matches(event, a) for a in ("fullscreen", "mute")):
            return True  # while the reactions are open the keys are theirs, never the table's below
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.open = False  # a click elsewhere closes the reactions and goes on to the table
        return False

    def _toggle(self) -> None:
        self.open = not self.open
        if self.open:
            self._build()

    def _build(self) -> None:
        buttons = [Button(_(EMOTE_TEXT[e]), lambda e=e: self._send(e)) for e in EMOTES]  # type: ignore[misc]
        mute = _("Show reactions") if self.muted else _("Mute reactions")
        buttons.append(Button(mute, self._mute))
        self.menu.set_buttons(buttons)
        chip = self.chip()
        self.menu.layout_column(max(px(8), chip.x - px(30)), chip.bottom + px(6), chip.w + px(60), px(32), px(4))

    def _send(self, emote: str) -> None:
        self.ctrl.send_emote(emote)
        self.shown.append((self.ctrl.config.human_side, emote, SHOW_FOR))
        self.open = False

    def _mute(self) -> None:
        self.muted = not self.muted
        self.shown.clear()
        self.open = False

    def update(self, dt: float) -> None:
        if self.ctrl.closed:
            return
        self.ctrl.pump()
        if kits.clubs() != self.ctrl.config.clubs:  # the other coach's club arrived
            kits.dress(self.ctrl.config.clubs)
        if getattr(self.ctrl, "resynced", False):
            self.session.reset_log()
        for side, emote in self.ctrl.emotes:
            if not self.muted and emote in EMOTE_TEXT:
                self.shown.append((side, emote, SHOW_FOR))
        self.ctrl.emotes.clear()
        self.shown = [(s, e, t - dt) for s, e, t in self.shown[-3:] if t - dt > 0]
        following = self.ctrl.next_match()
        if following is not None:  # the rematch both coaches agreed to: on to it, whatever is on screen
            from game.ui.window import scene_table

            hud = scene_table.part("next_online_match")(self.app, self.session, following)
            hud.shown, hud.muted = self.shown, self.muted
            return
        if self.ctrl.lost() is not None and self.app.stack.find(Paused) is None:
            self.open = False
            self.app.stack.push(Paused(self.app, self.session))

    def animating(self) -> bool:
        return bool(self.shown) or self.open

    def ambient_interval(self) -> float | None:
        return None

    def draw(self, surface: pygame.Surface) -> None:
        if not self._in_match():
            return
        chip = self.chip()
        draw_panel(surface, chip)
        label = _("{key} · Reactions") if not self.muted else _("{key} · Reactions (muted)")
        label = label.format(key=bindings.name("reactions"))
        blit_text(surface, label, chip.center, 13, DIM, False, "center", chip.w - px(8))
        y = chip.bottom + px(8)
        path = path_text(getattr(self.ctrl, "link", None) or getattr(getattr(self.ctrl, "table", None), "link", None))
        if path is not None:  # over the internet: direct or relayed, and the round trip
            blit_text(surface, path, (chip.centerx, y), 13, DIM, False, "midtop")
            y += px(18)
        if self.open:
            self.menu.draw(surface, 16)
            y = self.menu.buttons[-1].rect.bottom + px(8)
        for side, emote, _left in self.shown:
            who = _("You") if side == self.ctrl.config.human_side else self.ctrl.remote_name()
            text = f"{who}: {_(EMOTE_TEXT[emote])}"
            box = pygame.Rect(0, y, px(260), px(34))
            box.centerx = chip.centerx
            draw_panel(surface, box)
            pygame.draw.rect(surface, mark_colour(side), (box.x, box.y, px(5), box.h))
            blit_text(surface, text, box.center, 17, TEXT, True, "center", box.w - px(16))
            y = box.bottom + px(4)


class Paused(ModalMenu):
    """The other coach is away: the match waits on both computers; Leave keeps it (the host's
    autosave) and goes to the title."""

    def __init__(self, app: Host, session: Session) -> None:
        super().__init__(app)
        self.session = session
        self.ctrl: HostController | GuestController = session.controller  # type: ignore[assignment]
        self.menu = Menu()
        self.where: tuple[str, int] | None = None
        link = getattr(self.ctrl, "link", None)
        if link is not None and link.port:  # the host on the LAN: where the guest comes back to (internet: the code)
            from game.net.host import local_addresses

            self.where = "   ".join(local_addresses()[:2]), link.port
        self.relabel()

    def relabel(self) -> None:
        self.menu.set_buttons([Button(_("Leave"), self._leave)])
        box = self.box()
        self.menu.layout_column(box.centerx - px(110), box.bottom - px(64), px(220), px(44))

    def box(self) -> pygame.Rect:
        return M.rect(640 - 300, 360 - 150, 600, 300)

    def _leave(self) -> None:
        self.session.close()
        self.app.to_title()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            return True  # the match cannot go on without the other coach: Leave or wait
        self.menu.handle_event(event)
        return True

    def update(self, dt: float) -> None:
        if self.ctrl.lost() is None:
            self.app.stack.pop(self)

    def draw(self, surface: pygame.Surface) -> None:
        box = self.box()
        self.draw_box(surface, box, _("Match paused"), 30)
        y = box.y + px(74)
        for line in wrap(self.ctrl.lost() or "", 20, box.w - px(48), True)[:3]:
            blit_text(surface, line, (box.centerx, y), 20, TEXT, True, "midtop", box.w - px(48))
            y += px(26)
        if self.where:
            where = _("Address: {address}   Port: {port}").format(address=self.where[0], port=self.where[1])
            blit_text(surface, where, (box.centerx, box.y + px(158)), 16, DIM, False, "midtop", box.w - px(48))
        note = _("Nothing is lost: the match goes on at the same decision.")
        blit_text(surface, note, (box.centerx, box.y + px(186)), 15, GOLD, False, "midtop", box.w - px(48))
        self.menu.draw(surface)


def path_text(link: Any) -> str | None:
    """ "Direct connection · 23 ms" or "Through the relay · 80 ms" while an internet link is up."""
    path = getattr(link, "path", None)
    if path is None:
        return None
    rtt = getattr(link, "rtt", None)
    ms = "…" if rtt is None else str(max(1, round(rtt * 1000)))
    if path == "direct":
        return _("Direct connection · {ms} ms").format(ms=ms)
    return _("Through the relay · {ms} ms").format(ms=ms)
