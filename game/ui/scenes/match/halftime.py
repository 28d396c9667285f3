"""Half time (R10): the score and shots so far; each team may substitute, HOME first."""

from __future__ import annotations

import pygame

from game.engine import actions as A
from game.i18n import _
from game.ui.art import kits
from game.ui.art.card_face import hand_size
from game.ui.art.cardart import player_card
from game.ui.art.club_crest import club_crest, name_lines
from game.ui.art.club_ink import club_ink
from game.ui.control.controller import remote_waiting
from game.ui.look import assets
from game.ui.look import metrics as M
from game.ui.look.metrics import px
from game.ui.look.theme import DIM, GOLD, TEXT
from game.ui.menus.menu_style import draw_board, glass_rect
from game.ui.scenes.match.base import MenuMatchScene
from game.ui.scenes.match.draft import backdrop
from game.ui.scenes.match.halftime_chances import chances_height, draw_chances, first_half_shots
from game.ui.scenes.match.halftime_crowd import FPS as CROWD_FPS
from game.ui.scenes.match.halftime_crowd import HalfTimeCrowd, band
from game.ui.scenes.match.halftime_summary import draw_first_half, first_half_goals, summary_rect
from game.ui.widgets import glass
from game.ui.widgets import key_hint as KH
from game.ui.widgets.basic import Button, blit_text
from game.ui.widgets.key_hint import draw_key_hint
from game.ui.window.scene import Host
from game.ui.window.session import Session
from game.ui.words import card_text
from game.ui.words.card_text import side_name

CARD_RATIO = 58 / 114  # a player card's height / width
CONTENT_TOP = 228  # logical height of the score lines above the panel and the buttons
READ_OUT = (0.35, 0.25)  # the first goal read out after, then one every (seconds)
PLAYERS = 10  # R3.3: the available players a team starts the half with


def short(card: str) -> str:
    return card_text.short(card)


GAP = 8  # between cards (logical)
PAD = 14  # the panel's inner margin (logical)
HEAD, BENCH = 18, 16  # the players panel's heading and bench label sizes


def heading_ys() -> tuple[int, int]:
    """The centre rows of the shots line under the board and of the question under it, at any text size."""
    h16 = assets.font(16).get_height()
    shots_y = px(156) + h16 // 2
    return shots_y, max(px(196), shots_y + h16 // 2 + px(2) + assets.font(22, True).get_height() // 2)


def room() -> tuple[pygame.Rect, int]:
    """The most the players panel may take, and the buttons' width beside it. At a larger text the
    panel may take more of the width when its cards can grow there (review25 #3: 11 px names at
    1024 pt 150 %); the buttons keep what the cards leave."""
    w, h = M.size()
    top = max(px(CONTENT_TOP), heading_ys()[1] + assets.font(22, True).get_height() // 2 + px(6))
    spare = w - 2 * px(40) - px(24)
    share = 11 if assets.text_scale() <= 1 else LARGER_TEXT_SHARE
    foot = px(56) if assets.text_scale() <= 1 else px(38)  # at a larger text the cards take the key hint's spare air
    most = pygame.Rect(0, top, min(px(780), spare * share // 20), h - foot - top)
    if assets.text_scale() <= 1:
        return most, min(px(520), spare - most.w)
    cols, cw, _ch = _grid(most)
    return most, min(px(520), spare - (2 * px(PAD) + cols * cw + (cols - 1) * px(GAP)))


LARGER_TEXT_SHARE = 13  # twentieths of the width the players panel may take at a larger text (11 at 100 %)


def card_grid() -> tuple[int, int, int]:
    """(columns, card width, card height) of the available players; the bench is one more row of
    the same cards under them."""
    return _grid(room()[0])


def _grid(most: pygame.Rect) -> tuple[int, int, int]:
    room_w = most.w - 2 * px(PAD)
    room_h = most.h - head_room() - bench_room() - px(PAD)
    best = (4, 0, 0)
    for cols in (3, 4, 5):
        rows = -(-PLAYERS // cols) + 1
        by_h = round((room_h - (rows - 1) * px(GAP)) / rows / CARD_RATIO)
        cw = min(px(260), (room_w - (cols - 1) * px(GAP)) // cols, by_h)
        if cw > best[1]:
            best = (cols, cw, round(cw * CARD_RATIO))
    return best


def players_panel() -> pygame.Rect:
    """The viewer's players and bench, just big enough for its cards; with the buttons beside it
    the two are centred in the window."""
    most, buttons_w = room()
    cols, cw, ch = card_grid()
    rows = -(-PLAYERS // cols)
    pw = 2 * px(PAD) + cols * cw + (cols - 1) * px(GAP)
    ph = head_room() + rows * (ch + px(GAP)) + bench_room() - px(2) + ch + px(PAD)
    left = (M.width() - pw - px(24) - buttons_w) // 2
    return pygame.Rect(left, most.y, pw, ph)


def buttons_area() -> pygame.Rect:
    """Where the substitution buttons go, right of the players."""
    most, buttons_w = room()
    return pygame.Rect(players_panel().right + px(24), most.y + px(6), buttons_w, most.h - px(6))


def player_rect(i: int, bench: bool = False) -> pygame.Rect:
    """Available player `i` (or bench card `i`) in the players panel."""
    panel = players_panel()
    cols, cw, ch = card_grid()
    gap = px(GAP)
    x = panel.x + px(PAD)
    if bench:
        return pygame.Rect(x + i * (cw + gap), bench_label_y() + bench_room() - px(6), cw, ch)
    return pygame.Rect(x + (i % cols) * (cw + gap), panel.y + head_room() + (i // cols) * (ch + gap), cw, ch)


def bench_label_y() -> int:
    cols, _cw, ch = card_grid()
    rows = -(-PLAYERS // cols)
    return players_panel().y + head_room() + rows * (ch + px(GAP)) + px(4)


def head_room() -> int:
    """The panel's heading over the cards: it grows with the text size so the cards stay under it."""
    return max(px(44), px(10) + assets.line_px(HEAD * 1.3) + px(6))


def bench_room() -> int:
    """The bench label's room above the bench cards (grown with the text size like the heading)."""
    return max(px(34), px(4) + assets.line_px(BENCH * 1.3) + px(6))


class HalfTimeScene(MenuMatchScene):
    def __init__(self, app: Host, session: Session) -> None:
        super().__init__(app, session)
        self.sub_in: str | None = None
        self.first_half = first_half_goals(self.ctrl.logged_events())
        self.first_half_shots = first_half_shots(self.ctrl.logged_events())  # a goalless half's card tells these
        self._cheered = False  # the stands cheer the teams in, once
        self.crowd = HalfTimeCrowd()  # the fans on their feet for the first seconds

    def told(self) -> int:
        """How many of the first half's goals have been read out (one after another as the stands
        cheer; all at once with reduce motion)."""
        if self.app.settings.reduce_motion:
            return len(self.first_half)
        first, step = READ_OUT
        read = 0 if self.time < first else 1 + int((self.time - first) / step)
        return min(len(self.first_half), read)

    def animating(self) -> bool:
        return super().animating() or self.told() < len(self.first_half)

    def ambient_interval(self) -> float | None:
        """The crowd's moment redraws at its own frame rate (only its stand), then nothing moves."""
        own = super().ambient_interval()
        return min(own or 1.0, 1 / CROWD_FPS) if self.crowd.live else own

    def ambient_rects(self) -> list[pygame.Rect] | None:
        return [band()] if self.crowd.live and self.quiet() else super().ambient_rects()

    def update(self, dt: float) -> None:
        super().update(dt)
        self.crowd.update(dt)
        if not self._cheered:
            self._cheered = True
            self.app.sounds.play("crowd_roar")

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
        area = buttons_area()
        gap = px(8)
        cols = 2 if len(buttons) > 7 else 1
        rows = max(1, -(-len(buttons) // cols))
        bh = min(px(44), (area.h - (rows - 1) * gap) // rows)
        if cols == 2:
            self.menu.layout_grid(area.x, area.y, (area.w - gap) // 2, bh, 2, gap)
        else:
            self.menu.layout_column(area.x, area.y, area.w, bh, gap)

    def draw(self, surface: pygame.Surface) -> None:
        v = self.shown_view()
        stats = self.ctrl.stats
        w, h = M.size()
        cx = w // 2
        backdrop(surface, h - px(140))
        self.crowd.draw(surface, _("HALF TIME"), self.app.settings.reduce_motion)
        blit_text(surface, _("HALF TIME"), (cx, px(36)), 36, GOLD, True, "center")
        draw_half_time_board(surface, pygame.Rect(cx - px(430), px(62), px(860), px(92)), v.score)
        shots_y, title_y = heading_ys()
        blit_text(
            surface,
            _("shots: HOME {home} · AWAY {away}").format(home=stats.shots[0], away=stats.shots[1])
            + "    "
            + _("magic numbers: {home} · {away}").format(home=stats.magic[0], away=stats.magic[1]),
            (cx, shots_y),
            16,
            DIM,
            False,
            "center",
        )
        me = v.viewer if v.viewer in (0, 1) else 0
        who = v.current_player
        if self.ctrl.human_to_act():
            title = _("{side}: changes at the break ({n} left)").format(side=side_name(me), n=v.me.subs_left)
        elif self.ctrl.computer_to_act():
            title = _("{side} (computer) is deciding on substitutions…").format(side=side_name(who))
        elif self.ctrl.remote_deciding():
            title = remote_waiting(self.ctrl)
        else:
            title = _("Half time")
        colour = club_ink(who) if who in (0, 1) else GOLD
        blit_text(surface, title, (cx, title_y), 22, colour, True, "center")
        self._draw_players(surface, me)
        self.menu.draw(surface, 18)
        card = self.first_half_rect()
        if card is not None and self.first_half:
            draw_first_half(surface, card, self.first_half, self.told())
        elif card is not None and card.h >= chances_height():
            draw_chances(surface, card, self.first_half_shots)
        if self.message:
            blit_text(surface, self.message, (cx, h - px(26)), 16, self.message_color, True, "center")
        else:
            draw_key_hint(surface, _(KH.CHOOSE if self.deciding() else KH.WAIT))
        self.anim.draw(surface)

    def first_half_rect(self) -> pygame.Rect | None:
        """Where the first half's card goes: under the buttons, down to the players panel's foot."""
        column = buttons_area()
        last = max((b.rect.bottom for b in self.menu.buttons), default=column.y)
        return summary_rect(column, last, players_panel().bottom)

    def _draw_players(self, surface: pygame.Surface, me: int) -> None:
        """The viewer's own available players and bench (the opponent's bench stays hidden)."""
        v = self.shown_view()
        panel = players_panel()
        glass.draw_glass(surface, panel, px(12))
        players = _("{side} players").format(side=side_name(me))
        blit_text(
            surface,
            players,
            (panel.x + px(14), panel.y + px(10)),
            HEAD,
            club_ink(me),
            True,
            max_width=panel.w - px(28),
        )
        size = player_rect(0).size
        most = hand_size([*v.me.available, *v.me.bench], *size)  # one name size for the whole panel
        for i, card in enumerate(v.me.available):
            rect = player_rect(i)
            glass.blit_shadow(surface, rect)
            surface.blit(player_card(card, rect.w, rect.h, kit=kits.worn(me), most=most), rect)
        blit_text(
            surface, _("bench"), (panel.x + px(14), bench_label_y()), BENCH, DIM, True, max_width=panel.w - px(28)
        )
        for i, card in enumerate(v.me.bench):
            rect = player_rect(i, bench=True)
            shared = most if rect.size == size else 0
            surface.blit(
                player_card(card, rect.w, rect.h, dim=card != self.sub_in, kit=kits.worn(me), most=shared), rect
            )


def draw_half_time_board(surface: pygame.Surface, plate: pygame.Rect, score: tuple[int, int]) -> None:
    """The stadium's scoreboard at the break: each club's crest and name at its end in its side's
    colour (the side's name small above it), the score in floodlight white between them."""
    draw_board(surface, plate)
    inner = glass_rect(plate)
    cx, mid_y = plate.centerx, plate.centery
    blit_text(surface, "–", (cx, mid_y), 44, DIM, True, "center")
    for side in (0, 1):
        digits = assets.text(str(score[side]), 56, TEXT, True)
        anchor = {"midright": (cx - px(28), mid_y)} if side == 0 else {"midleft": (cx + px(28), mid_y)}
        surface.blit(digits, digits.get_rect(**anchor))
        crest = club_crest(kits.club_id(side), min(px(60), inner.h - px(8)))
        edge = inner.x + px(10) if side == 0 else inner.right - px(10)
        c_rect = crest.get_rect(midleft=(edge, mid_y)) if side == 0 else crest.get_rect(midright=(edge, mid_y))
        surface.blit(crest, c_rect)
        room = inner.w // 2 - px(28) - digits.get_width() - crest.get_width() - px(34)
        tx = c_rect.right + px(10) if side == 0 else c_rect.x - px(10)
        where = "midleft" if side == 0 else "midright"
        size, lines = one_line_or_two(kits.name(side), room)
        step, label = assets.line_px(size + 4), assets.line_px(17)
        top = max(inner.y, mid_y - (label + step * len(lines)) // 2)  # the side's name and the club's, centred
        blit_text(surface, side_name(side), (tx, top + label // 2), 13, DIM, True, where, room)
        y = top + label + step // 2
        for line in lines:
            blit_text(surface, line, (tx, y), size, club_ink(side), True, where, room)
            y += step


def one_line_or_two(name: str, room: int) -> tuple[int, list[str]]:
    """A club's name on one line down to a smaller size before it takes two."""
    for size in range(22, 12, -1):
        if assets.font(size, True).size(name)[0] <= room:
            return size, [name]
    return name_lines(name, 20, room)
