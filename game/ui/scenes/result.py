"""The final whistle tells the match: the scoreboard counting up goal by goal, the winner's trophy
(confetti, fireworks) or a draw's handshake, the match flow (goals and the control marker turn by
turn) and every shot against the 11 line; then Rematch, Replay this match or Title."""

from __future__ import annotations

import random
from collections.abc import Callable

import pygame

from game import i18n
from game.engine.serialize import SaveError
from game.engine.story import MatchStory, tell
from game.i18n import N_, _
from game.ui import assets
from game.ui import metrics as M
from game.ui.anim import ease
from game.ui.app import App
from game.ui.card_text import side_name
from game.ui.celebration import FLOOD, Confetti, Fireworks, Rain, glow, handshake, mix, slumped_flag, sparkle, trophy
from game.ui.controller import MatchConfig
from game.ui.crest import shadow_text
from game.ui.menu_style import Springs, draw_board, draw_menu, glass_rect
from game.ui.metrics import px
from game.ui.result_charts import draw_card, draw_flow, draw_shots
from game.ui.scenes.base import MatchBase
from game.ui.scenes.menus import draw_backdrop
from game.ui.session import Session
from game.ui.theme import DIM, GOLD, TEAM_COLORS, Color
from game.ui.widgets import NUMBER_KEYS, Button, Menu, blit_text

COUNT_START = 0.35  # seconds after the whistle the scoreboard starts counting the goals
COUNT_STEP = 0.24  # seconds per goal (less when there are many)
COUNT_SPAN = 1.3  # the longest the count takes
CHARTS = (0.2, 1.5)  # the charts draw in between these times
POP = 0.22  # a number's or the headline's springy pop
CONFETTI = 2.4
RISE = 0.32  # seconds a card takes to spring into place


def pop(k: float) -> float:
    """A springy scale: 1.3 at the start, a small overshoot below 1, settling on 1."""
    if k >= 1:
        return 1.0
    if k <= 0:
        return 1.3
    return 1 + 0.3 * (1 - k) ** 2 * (1 - 2.2 * k)


def rise(t: float, delay: float) -> int:
    """How far below its place a card still is as it springs up on entry (real pixels, may dip below 0)."""
    k = max(0.0, min(1.0, (t - delay) / RISE))
    overshoot = 1 + 2.2 * (k - 1) ** 3 + 1.2 * (k - 1) ** 2  # ease-out-back: about 10% past, then settles
    return round((1 - overshoot) * M.px(36))


def shadowed(face: pygame.Surface) -> pygame.Surface:
    """`face` over its own soft navy shadow, down-right (the floodlights are top-left)."""
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


class ResultScene(MatchBase):
    def __init__(self, app: App, session: Session) -> None:
        super().__init__(app, session)
        self.menu = Menu()
        self.story: MatchStory = tell(self.ctrl.logged_events())
        self.springs = Springs()
        self._beside_guide = False
        self._layers: dict[str, tuple[tuple[object, ...], pygame.Surface]] = {}
        self._fx_key: tuple[int, int] = (0, 0)
        self._sounded = 0
        self.clock = 0.0  # seconds since the whistle, at the player's animation speed
        n = len(self.story.goals)
        self.step = min(COUNT_STEP, COUNT_SPAN / max(1, n))
        self.reveal = COUNT_START + n * self.step + 0.15
        self.intro = self.reveal + CONFETTI + 0.1
        self._build()

    # ------------------------------------------------------------------ the outcome

    def winner(self) -> int | None:
        return self.story.winner

    def celebrating(self) -> bool:
        """Confetti and a roar: someone won, and it was not the computer beating the person."""
        w = self.winner()
        return w is not None and not (self.session.config.mode == "computer" and w != self.session.config.human_side)

    def headline(self) -> str:
        w = self.winner()
        config = self.session.config
        if config.mode == "computer" and w is not None:  # one person against the computer
            return _("YOU WON") if w == config.human_side else _("YOU LOST")
        return _("DRAW") if w is None else _("{side} WINS").format(side=side_name(w))

    # ------------------------------------------------------------------ buttons

    def _build(self) -> None:
        """The buttons in a row along the bottom (again after the language or the window changed)."""
        self.menu.set_buttons(
            [
                Button(_("Rematch"), self._rematch),
                Button(_("Replay this match"), self._replay),
                Button(_("Title"), self._title),
            ],
            keep_focus=True,
        )
        self._layout()

    def button_board(self) -> pygame.Rect:
        """Centred under the cards; under the match flow card while the guided match's bubble
        stands at the bottom-right corner."""
        return M.rect(32 if self._beside_guide else 640 - 400, 632, 800, 70)

    def _layout(self) -> None:
        self._beside_guide = self.guide_shown()
        glass = glass_rect(self.button_board()).inflate(-px(8), -px(8))
        gap = px(10)
        room = glass.w - gap * (len(self.menu.buttons) - 1)
        natural = [assets.font(20, True).size(b.label)[0] + px(76) for b in self.menu.buttons]
        spare = (room - sum(natural)) / len(natural)
        widths = [n + spare for n in natural] if spare >= 0 else [n * room / sum(natural) for n in natural]
        x = float(glass.x)
        for b, w in zip(self.menu.buttons, widths, strict=True):  # each row as wide as its words ask
            b.rect = pygame.Rect(round(x), glass.y, round(w), glass.h)
            x += w + gap

    def guide_shown(self) -> bool:
        from game.ui.guide import Guide

        return any(isinstance(hud, Guide) for hud in self.app.huds)

    def _rematch(self) -> None:
        from game.ui.scenes.flow import scene_for_phase

        old = self.session.config
        self.session.close()
        config = MatchConfig(
            old.mode, old.human_side, old.agent, old.tiebreak, random.Random(old.seed).randrange(1, 1_000_000)
        )
        session = Session(config, self.app.sounds, persist=True)
        self.app.closers.append(session.close)
        self.app.stack.replace(scene_for_phase(session.controller.phase)(self.app, session))

    def _replay(self) -> None:
        """This match in the replay player (the kept file, else the match in memory); back returns here."""
        from game.ui.scenes.replays import ReplayPlayer

        self.skip()
        back = N_("Back")
        path = self.ctrl.replay_path
        if path is not None:
            try:
                self.app.stack.push(ReplayPlayer(self.app, path, back=back))
                return
            except SaveError:
                pass  # the kept file went bad: the match is still in memory
        final = self.ctrl.finished_state()
        if final is not None:
            self.app.stack.push(ReplayPlayer(self.app, match=(final, self.ctrl.meta()), back=back))

    def _title(self) -> None:
        from game.ui.scenes.menus import TitleScene

        self.session.close()
        self.app.stack.clear()
        self.app.stack.push(TitleScene(self.app))

    # ------------------------------------------------------------------ motion

    def enter(self) -> None:
        self.app.sounds.play("whistle")

    def skip(self) -> None:
        """The celebration at its end at once (a click or a key)."""
        self.clock = max(self.clock, self.intro)
        self._sounded = len(self.story.goals) + 1

    def animating(self) -> bool:
        return super().animating() or self.clock < self.intro or self.springs.moving()

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.guide_shown() != self._beside_guide:
            self._layout()
        self.clock += dt * self.app.settings.anim_speed
        self.springs.update(dt, self.menu)
        due = sum(1 for i in range(len(self.story.goals)) if self.clock >= COUNT_START + (i + 1) * self.step)
        due += self.clock >= self.reveal
        while self._sounded < due:
            self._sounded += 1
            if self._sounded <= len(self.story.goals):
                self.app.sounds.play("kick")
            elif self.celebrating():
                self.app.sounds.play("crowd")

    def handle_input(self, event: pygame.event.Event) -> bool:
        """Buttons work at once (a rematch is one click, or key 1); any other click or key skips
        the celebration to its end."""
        if self.clock < self.intro:
            on_button = event.type == pygame.MOUSEBUTTONDOWN and any(
                b.rect.collidepoint(event.pos) for b in self.menu.buttons
            )
            if (event.type == pygame.KEYDOWN and event.key not in NUMBER_KEYS) or (
                event.type == pygame.MOUSEBUTTONDOWN and not on_button
            ):
                self.skip()
                return True
        return self.menu.handle_event(event)

    # ------------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface) -> None:
        """Live while the celebration runs; from cached layers once parts of it stand still (the
        cards after their entry, everything at the end), so a still screen costs one blit."""
        t = self.clock
        late = self.intro + 1
        if t >= self.intro:
            surface.blit(self._layer("still", lambda s: self._draw_still(s, late)), (0, 0))
        else:
            if t >= max(CHARTS[1], 0.08 + RISE):
                surface.blit(self._layer("ground", lambda s: self._draw_ground(s, late)), (0, 0))
            else:
                self._draw_ground(surface, t)
            if self.celebrating():
                self._effects()[1].draw(surface, t)  # fireworks in the sky
            self._draw_hero(surface, t)
            self._draw_motion(surface, t)
        self._draw_buttons(surface)

    def _layer(self, name: str, paint: Callable[[pygame.Surface], None]) -> pygame.Surface:
        """A full-window picture drawn once per window size and language."""
        key = (M.size(), i18n.language())
        cached = self._layers.get(name)
        if cached is None or cached[0] != key:
            picture = pygame.Surface(M.size())
            paint(picture)
            cached = self._layers[name] = (key, picture)
        return cached[1]

    def _draw_still(self, surface: pygame.Surface, t: float) -> None:
        self._draw_ground(surface, t)
        self._draw_hero(surface, t)

    def _draw_ground(self, surface: pygame.Surface, t: float) -> None:
        """The backdrop, the floodlights' pool on the scoreboard, and the two cards of charts."""
        draw_backdrop(surface)
        plate = self.plate()
        pool = glow(px(420), FLOOD, 34)
        surface.blit(pool, pool.get_rect(center=(plate.centerx, plate.centery - px(20))))
        charts = max(0.0, min(1.0, (t - CHARTS[0]) / (CHARTS[1] - CHARTS[0])))
        flow = M.rect(32, 222, 760, 396).move(0, rise(t, 0.0))
        area = draw_card(surface, flow, _("Match flow"), _("control marker and goals, turn by turn"))
        draw_flow(surface, area, self.story, ease(charts))
        shots = M.rect(812, 222, 436, 396).move(0, rise(t, 0.08))
        area = draw_card(surface, shots, _("Shots"), _("attack against defence"))
        draw_shots(surface, area, self.story, charts)

    def _draw_buttons(self, surface: pygame.Surface) -> None:
        """The buttons as the lit rows of a low scoreboard, as on the title."""
        draw_board(surface, self.button_board())
        draw_menu(surface, self.menu, self.springs, 20)

    # ------------------------------------------------------------------ the headline

    def shown_score(self, t: float) -> tuple[list[int], list[float]]:
        """The score as counted so far (goals in the order they came) and each side's pop (0..1)."""
        score = [0, 0]
        since = [1.0, 1.0]
        for i, goal in enumerate(self.story.goals):
            at = COUNT_START + (i + 1) * self.step
            if t >= at:
                score[goal.side] += 1
                since[goal.side] = min(1.0, (t - at) / POP)
        return score, since

    @staticmethod
    def plate() -> pygame.Rect:
        return M.rect(640 - 290, 54, 580, 112)

    def _draw_hero(self, surface: pygame.Surface, t: float) -> None:
        plate = self.plate()
        winner = self.winner()
        for side in (0, 1):
            slot = M.pos(640 + (side * 2 - 1) * 400, 186)
            if winner is not None and side == winner:
                self._draw_trophy(surface, slot, side, t)
            elif winner is not None and t >= self.reveal:  # the loser's flag comes down with the result
                flag = slumped_flag(px(140), TEAM_COLORS[side])
                sink = round((1 - ease(min(1.0, (t - self.reveal) / 0.4))) * px(-24))
                surface.blit(flag, flag.get_rect(midbottom=(slot[0], slot[1] + sink)))
        self._draw_plate(surface, plate, t)
        shadow_text(surface, _("FULL TIME"), (plate.centerx, plate.y - px(22)), 20, GOLD, True, "center")
        if t < self.reveal:
            return
        k = min(1.0, (t - self.reveal) / POP)
        colour: Color = GOLD if winner is None else TEAM_COLORS[winner]
        if not self.celebrating() and winner is not None:  # the person lost: their colour, dimmed
            colour = mix(TEAM_COLORS[1 - winner], DIM, 0.5)
        text = shadowed(assets.text(self.headline(), 36, colour, True))
        scale = pop(k)
        if text.get_width() > plate.w:
            scale *= plate.w / text.get_width()
        if scale != 1:
            text = pygame.transform.smoothscale_by(text, scale)
        centre = (plate.centerx, plate.bottom + px(31))
        if winner is None:
            shake = handshake(px(46), TEAM_COLORS[0], TEAM_COLORS[1])
            gap = px(12)
            left = centre[0] - (shake.get_width() + gap + text.get_width()) // 2
            surface.blit(shake, shake.get_rect(midleft=(left, centre[1])))
            surface.blit(text, text.get_rect(midleft=(left + shake.get_width() + gap, centre[1])))
        else:
            surface.blit(text, text.get_rect(center=centre))

    def _draw_plate(self, surface: pygame.Surface, plate: pygame.Rect, t: float) -> None:
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
            pygame.draw.rect(surface, TEAM_COLORS[side], stripe, border_radius=px(3))
        score, since = self.shown_score(t)
        mid_y = plate.centery - (px(8) if self.story.shootout else 0)
        cx = plate.centerx
        blit_text(surface, "–", (cx, mid_y), 48, DIM, True, "center")
        name_room = plate.w // 2 - px(134)
        for side in (0, 1):
            sign = side * 2 - 1
            digits = assets.text(str(score[side]), 64, FLOOD, True)
            scale = pop(since[side])
            if scale != 1:
                digits = pygame.transform.smoothscale_by(digits, scale)
            anchor = {"midright": (cx - px(34), mid_y)} if side == 0 else {"midleft": (cx + px(34), mid_y)}
            surface.blit(digits, digits.get_rect(**anchor))
            name_x = cx + sign * (plate.w // 2 - px(34))
            anchor_name = "midleft" if side == 0 else "midright"
            blit_text(surface, side_name(side), (name_x, mid_y), 28, TEAM_COLORS[side], True, anchor_name, name_room)
        if self.story.shootout and t >= self.reveal:
            so = self.story.shootout_score()
            pens = _("pens {home}-{away}").format(home=so[0], away=so[1])
            label = blit_text(surface, pens, (cx, plate.bottom - px(16)), 16, GOLD, True, "center", plate.w // 3)
            self._draw_kicks(surface, label)

    def _draw_kicks(self, surface: pygame.Surface, label: pygame.Rect) -> None:
        """The shoot-out kick by kick beside its score: a filled dot scored, a ring missed."""
        r, step = px(5), px(15)
        for side in (0, 1):
            kicks = [k.goal for k in self.story.shootout if k.side == side]
            for i, goal in enumerate(kicks):
                x = label.left - px(12) - (len(kicks) - 1 - i) * step if side == 0 else label.right + px(12) + i * step
                centre = (x, label.centery)
                if goal:
                    pygame.draw.circle(surface, TEAM_COLORS[side], centre, r)
                else:
                    pygame.draw.circle(surface, DIM, centre, r, max(1, px(1.5)))

    def _draw_trophy(self, surface: pygame.Surface, slot: tuple[int, int], side: int, t: float) -> None:
        h = px(150)
        k = 1.0 if t >= self.reveal + 0.4 else max(0.0, (t - self.reveal) / 0.4)
        if k <= 0:
            return
        rise = round((1 - ease(k)) * px(30))
        halo = glow(px(110), mix(FLOOD, TEAM_COLORS[side], 0.3), 70 if self.celebrating() else 30)
        surface.blit(halo, halo.get_rect(center=(slot[0], slot[1] - h // 2 - px(10) + rise)))
        cup = trophy(h, TEAM_COLORS[side])
        if not self.celebrating():
            cup = cup.copy()
            cup.fill((150, 150, 160, 255), special_flags=pygame.BLEND_RGBA_MULT)
        surface.blit(cup, cup.get_rect(midbottom=(slot[0], slot[1] + rise)))
        if self.celebrating():
            shine = 0.5 + 0.5 * min(1.0, max(0.0, (t - self.reveal) / 1.0))
            top = slot[1] - h + rise
            sparkle(surface, (slot[0] - px(34), top + px(22)), round(px(11) * shine))

    # ------------------------------------------------------------------ confetti, fireworks, rain

    def _effects(self) -> tuple[Confetti, Fireworks, Rain]:
        if self._fx_key != M.size():
            self._fx_key = M.size()
            w = self.winner()
            colours: list[Color] = [GOLD, FLOOD, (255, 226, 110)]
            if w is not None:
                colours += [TEAM_COLORS[w], mix(TEAM_COLORS[w], FLOOD, 0.4), TEAM_COLORS[w]]
            else:
                colours += list(TEAM_COLORS)
            self._confetti = Confetti(pygame.Rect(0, 0, *M.size()), colours, count=120)
            x = M.pos(640 + ((w or 0) * 2 - 1) * 400, 0)[0] if w is not None else M.centre()[0]
            toward = 1 if x < M.centre()[0] else -1
            colour = TEAM_COLORS[w] if w is not None else GOLD
            bursts = [
                (self.reveal - 0.05, M.pos(640 - toward * 470, 70), colour),
                (self.reveal + 0.3, M.pos(640 + toward * 180, 40), GOLD),
                (self.reveal + 0.6, M.pos(640 - toward * 200, 30), mix(colour, FLOOD, 0.4)),
                (self.reveal + 0.95, M.pos(640 + toward * 520, 80), FLOOD),
            ]
            self._fireworks = Fireworks(bursts, px(110))
            self._rain = Rain(M.rect(0, 0, 1280, 210).inflate(M.width(), 0))
        return self._confetti, self._fireworks, self._rain

    def _draw_motion(self, surface: pygame.Surface, t: float) -> None:
        if t >= self.intro:
            return
        confetti, _fireworks, rain = self._effects()
        if self.celebrating():
            confetti.draw(surface, t - self.reveal)
        elif self.winner() is not None:
            rain.draw(surface, t - self.reveal + 0.6)
