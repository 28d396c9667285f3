"""The top of the full-time screen: the stadium's scoreboard counting the goals up in the order they
came, then the headline with its art (the winner's trophy and the loser's slumped flag, or a draw's
handshake), and the moment's motion (fireworks, confetti; rain on a defeat). Everything is a pure
function of the time since the whistle, so the scene can skip it or paint its end once."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.engine.story import MatchStory
from game.i18n import _
from game.ui.art import kits
from game.ui.art.celebration import (
    FLOOD,
    Confetti,
    Fireworks,
    Rain,
    glow,
    handshake,
    mix,
    slumped_flag,
    sparkle,
    trophy,
)
from game.ui.art.club_crest import club_crest, name_fits, name_lines
from game.ui.art.club_ink import club_ink
from game.ui.art.crest import shadow_text
from game.ui.look import assets
from game.ui.look import metrics as M
from game.ui.look.metrics import px
from game.ui.look.theme import DIM, GOLD, Color
from game.ui.menus.menu_style import draw_board, glass_rect
from game.ui.stage.anim import ease
from game.ui.widgets.basic import blit_text
from game.ui.words.card_text import side_name

COUNT_START = 0.35  # seconds after the whistle the scoreboard starts counting the goals
COUNT_STEP = 0.24  # seconds per goal (less when there are many)
COUNT_SPAN = 1.3  # the longest the count takes
POP = 0.22  # a number's or the headline's springy pop
PLATE_MOST = 900  # logical: the widest the full-time scoreboard grows for long club names (trophy on screen)
NAME_BESIDE = 114  # logical: a half-plate's room besides the name: edge, smallest crest, gaps, the score's offset
CRESTS = (56, 46, 38)  # logical: the scoreboard's crest heights, the largest that leaves the name whole
CONFETTI = 2.4


def pop(k: float) -> float:
    """A springy scale: 1.3 at the start, a small overshoot below 1, settling on 1."""
    if k >= 1:
        return 1.0
    if k <= 0:
        return 1.3
    return 1 + 0.3 * (1 - k) ** 2 * (1 - 2.2 * k)


def shadowed(face: pygame.Surface) -> pygame.Surface:
    """`face` over its own soft navy shadow, down-right (the floodlights are top-left)."""
    if not face.get_width() or not face.get_height():  # nothing to shade (smoothscale cannot take 0 px)
        return face
    off = max(1, face.get_height() // 14)
    out = pygame.Surface((face.get_width() + 2 * off, face.get_height() + 2 * off), pygame.SRCALPHA)
    shade = face.copy()
    shade.fill((10, 18, 34), special_flags=pygame.BLEND_RGB_MIN)
    w, h = shade.get_size()
    shade = pygame.transform.smoothscale(pygame.transform.smoothscale(shade, (max(1, w // 3), max(1, h // 3))), (w, h))
    out.blit(shade, (2 * off, 2 * off))
    out.blit(shade, (2 * off, 2 * off))
    out.blit(face, (off, off))
    return out


class Hero:
    """`celebrating`: confetti and fireworks (someone won, and not the computer over the person;
    none with `calm`, reduce motion); `headline` gives the words in the player's language."""

    def __init__(self, story: MatchStory, celebrating: bool, headline: Callable[[], str], calm: bool = False) -> None:
        self.story = story
        self.celebrating = celebrating
        self.calm = calm
        self.headline = headline
        n = len(story.goals)
        self.step = min(COUNT_STEP, COUNT_SPAN / max(1, n))
        self.reveal = COUNT_START + n * self.step + 0.15  # the headline lands
        self.end = self.reveal + CONFETTI + 0.1  # the last confetti has fallen
        self._fx_key: tuple[int, int] = (0, 0)

    def goal_times(self) -> list[float]:
        """When each goal is counted on the scoreboard."""
        return [COUNT_START + (i + 1) * self.step for i in range(len(self.story.goals))]

    @property
    def winner(self) -> int | None:
        return self.story.winner

    def shown_score(self, t: float) -> tuple[list[int], list[float]]:
        """The score as counted so far (goals in the order they came) and each side's pop (0..1)."""
        score = [0, 0]
        since = [1.0, 1.0]
        for goal, at in zip(self.story.goals, self.goal_times(), strict=True):
            if t >= at:
                score[goal.side] += 1
                since[goal.side] = min(1.0, (t - at) / POP)
        return score, since

    @staticmethod
    def plate() -> pygame.Rect:
        """The scoreboard: wider at a larger text size (#42.3), and as wide as the clubs' names
        need to stand on one line beside the big crests and a one-digit score, up to PLATE_MOST
        (review22 #7: "Harbour / Athletic" wrapped at 100 % with room to spare; review23 #8: and at 150 %
        and at 2560 ja, where a smaller crest leaves the name its line)."""
        w = px(round(580 * (1 + 0.5 * (assets.text_scale() - 1))))
        digit = assets.font(64, True).size("0")[0]
        name = max(assets.font(21, True).size(kits.name(side))[0] for side in (0, 1))
        wanted = 2 * (name + px(NAME_BESIDE) + digit) + px(2)
        if wanted <= px(PLATE_MOST):  # else both names take two lines on the usual plate, alike
            w = max(w, wanted)
        plate = pygame.Rect(0, M.pos(0, 54)[1], w, px(112))
        plate.centerx = M.pos(640, 0)[0]
        return plate

    def draw(self, surface: pygame.Surface, t: float) -> None:
        """The scoreboard, and from the reveal on the headline with its art."""
        plate = self.plate()
        winner = self.winner
        for side in (0, 1):
            slot = M.pos(640 + (side * 2 - 1) * 400, 186)
            slot = (slot[0] + (side * 2 - 1) * max(0, plate.w - px(580)) // 2, slot[1])
            if winner is not None and side == winner:
                self._draw_trophy(surface, slot, side, t)
            elif winner is not None and t >= self.reveal:  # the loser's flag comes down with the result
                flag = slumped_flag(px(140), club_ink(side), kits.crest_trim(side))
                sink = round((1 - ease(min(1.0, (t - self.reveal) / 0.4))) * px(-24))
                surface.blit(flag, flag.get_rect(midbottom=(slot[0], slot[1] + sink)))
        self._draw_scoreboard(surface, plate, t)
        shadow_text(surface, _("FULL TIME"), (plate.centerx, plate.y - px(22)), 20, GOLD, True, "center")
        if t < self.reveal:
            return
        k = min(1.0, (t - self.reveal) / POP)
        colour: Color = GOLD if winner is None else club_ink(winner)
        if not self.celebrating and winner is not None:  # the person lost: their colour, dimmed
            colour = mix(club_ink(1 - winner), DIM, 0.5)
        text = shadowed(assets.text(self.headline(), 36, colour, True))
        scale = pop(k)
        if text.get_width() > plate.w:
            scale *= plate.w / text.get_width()
        if scale != 1:
            text = pygame.transform.smoothscale_by(text, scale)
        centre = (plate.centerx, plate.bottom + px(31))
        if winner is None:
            shake = handshake(px(46), club_ink(0), club_ink(1))
            gap = px(12)
            left = centre[0] - (shake.get_width() + gap + text.get_width()) // 2
            surface.blit(shake, shake.get_rect(midleft=(left, centre[1])))
            surface.blit(text, text.get_rect(midleft=(left + shake.get_width() + gap, centre[1])))
        else:
            surface.blit(text, text.get_rect(center=centre))

    def _draw_scoreboard(self, surface: pygame.Surface, plate: pygame.Rect, t: float) -> None:
        """The stadium's scoreboard (as on the title): both teams in their colours on its dark glass,
        a stripe of each colour at its ends, the score counting up in floodlight white."""
        draw_board(surface, plate)
        inner = glass_rect(plate).inflate(-px(6), -px(6))
        for side in (0, 1):
            stripe = pygame.Rect(0, inner.y, px(8), inner.h)
            if side == 0:
                stripe.left = inner.left
            else:
                stripe.right = inner.right
            pygame.draw.rect(surface, club_ink(side), stripe, border_radius=px(3))
        score, since = self.shown_score(t)
        mid_y = plate.centery - (px(8) if self.story.shootout else 0)
        cx = plate.centerx
        blit_text(surface, "–", (cx, mid_y), 48, DIM, True, "center")
        widest = max(assets.text(str(n), 64, FLOOD, True).get_width() for n in self.story.score)
        name_room = plate.w // 2 - px(34) - widest - px(22) - px(20)  # clear of the score's digits, 10+ goals too
        for side in (0, 1):
            sign = side * 2 - 1
            digits = assets.text(str(score[side]), 64, FLOOD, True)
            scale = pop(since[side])
            if scale != 1:
                digits = pygame.transform.smoothscale_by(digits, scale)
            anchor = {"midright": (cx - px(34), mid_y)} if side == 0 else {"midleft": (cx + px(34), mid_y)}
            surface.blit(digits, digits.get_rect(**anchor))
            self._draw_club(surface, side, cx + sign * (plate.w // 2 - px(22)), mid_y, name_room + px(8))
        if self.story.shootout and t >= self.reveal:
            so = self.story.shootout_score()
            pens = _("pens {home}-{away}").format(home=so[0], away=so[1])
            label = blit_text(surface, pens, (cx, plate.bottom - px(16)), 16, GOLD, True, "center", plate.w // 3)
            self._draw_kicks(surface, label)

    def _draw_club(self, surface: pygame.Surface, side: int, x: int, mid_y: int, room: int) -> None:
        """A side at the scoreboard's end: its club's crest, its club's name in its colour and, above
        it, the side's name; a smaller crest where the name would not fit whole beside the big one
        (#38.4, ten goals or more at 1024x600 ja: "ノースゲート・…")."""
        name = kits.name(side)
        width = assets.font(21, True).size(name)[0]
        club = kits.club_id(side)
        one_line = next((h for h in CRESTS if width <= room - club_crest(club, px(h)).get_width() - px(4)), None)
        height = one_line or next((h for h in CRESTS if name_fits(name, 21, room - px(h) - px(4))), 32)
        crest = club_crest(kits.club_id(side), px(height))
        c_rect = crest.get_rect(midleft=(x, mid_y)) if side == 0 else crest.get_rect(midright=(x, mid_y))
        surface.blit(crest, c_rect)
        tx = c_rect.right + px(8) if side == 0 else c_rect.x - px(8)
        anchor = "midleft" if side == 0 else "midright"
        text_room = room - crest.get_width() - px(4)
        size, lines = name_lines(name, 21, text_room)
        two = len(lines) > 1
        grown = assets.line_px(8) - px(8)  # larger text: the side's name a little higher
        above = mid_y - px(30 if two else 16) - grown
        blit_text(surface, side_name(side), (tx, above), 15, DIM, True, anchor, text_room)
        y = mid_y - px(6 if two else -10) - (assets.line_px(4) - px(4) if two else 0)
        for line in lines:
            blit_text(surface, line, (tx, y), size, club_ink(side), True, anchor, text_room)
            y += px(24) + (assets.line_px(16) - px(16))

    def _draw_kicks(self, surface: pygame.Surface, label: pygame.Rect) -> None:
        """The shoot-out kick by kick beside its score: a filled dot scored, a ring missed."""
        r, step = px(5), px(15)
        for side in (0, 1):
            kicks = [k.goal for k in self.story.shootout if k.side == side]
            for i, goal in enumerate(kicks):
                x = label.left - px(12) - (len(kicks) - 1 - i) * step if side == 0 else label.right + px(12) + i * step
                centre = (x, label.centery)
                if goal:
                    pygame.draw.circle(surface, club_ink(side), centre, r)
                else:
                    pygame.draw.circle(surface, DIM, centre, r, max(1, px(1.5)))

    def _draw_trophy(self, surface: pygame.Surface, slot: tuple[int, int], side: int, t: float) -> None:
        h = px(150)
        k = 1.0 if t >= self.reveal + 0.4 else max(0.0, (t - self.reveal) / 0.4)
        if k <= 0:
            return
        lift = round((1 - ease(k)) * px(30))
        halo = glow(px(110), mix(FLOOD, club_ink(side), 0.3), 70 if self.celebrating else 30)
        surface.blit(halo, halo.get_rect(center=(slot[0], slot[1] - h // 2 - px(10) + lift)))
        cup = trophy(h, club_ink(side))
        if not self.celebrating:
            cup = cup.copy()
            cup.fill((150, 150, 160, 255), special_flags=pygame.BLEND_RGBA_MULT)
        surface.blit(cup, cup.get_rect(midbottom=(slot[0], slot[1] + lift)))
        if self.celebrating:
            shine = 0.5 + 0.5 * min(1.0, max(0.0, (t - self.reveal) / 1.0))
            top = slot[1] - h + lift
            sparkle(surface, (slot[0] - px(34), top + px(22)), round(px(11) * shine))

    # ------------------------------------------------------------------ confetti, fireworks, rain

    def _effects(self) -> tuple[Confetti, Fireworks, Rain]:
        if self._fx_key != M.size():
            self._fx_key = M.size()
            w = self.winner
            colours: list[Color] = [GOLD, FLOOD, (255, 226, 110)]
            if w is not None:
                colours += [club_ink(w), mix(club_ink(w), FLOOD, 0.4), club_ink(w)]
            else:
                colours += [club_ink(0), club_ink(1)]
            self._confetti = Confetti(pygame.Rect(0, 0, *M.size()), colours, count=120)
            x = M.pos(640 + ((w or 0) * 2 - 1) * 400, 0)[0] if w is not None else M.centre()[0]
            toward = 1 if x < M.centre()[0] else -1
            colour = club_ink(w) if w is not None else GOLD
            bursts = [
                (self.reveal - 0.05, M.pos(640 - toward * 470, 70), colour),
                (self.reveal + 0.3, M.pos(640 + toward * 180, 40), GOLD),
                (self.reveal + 0.6, M.pos(640 - toward * 200, 30), mix(colour, FLOOD, 0.4)),
                (self.reveal + 0.95, M.pos(640 + toward * 520, 80), FLOOD),
            ]
            self._fireworks = Fireworks(bursts, px(110))
            self._rain = Rain(M.rect(0, 0, 1280, 210).inflate(M.width(), 0))
        return self._confetti, self._fireworks, self._rain

    def draw_sky(self, surface: pygame.Surface, t: float) -> None:
        """The fireworks, behind the scoreboard."""
        if self.celebrating and not self.calm and t < self.end:
            self._effects()[1].draw(surface, t)

    def draw_motion(self, surface: pygame.Surface, t: float) -> None:
        """Confetti (or rain) over everything, until it is over."""
        if t >= self.end:
            return
        confetti, _fireworks, rain = self._effects()
        if self.celebrating:
            if not self.calm:
                confetti.draw(surface, t - self.reveal)
        elif self.winner is not None:
            rain.draw(surface, t - self.reveal + 0.6)
