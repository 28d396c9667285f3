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
from game.ui.art.celebration import FLOOD, glow
from game.ui.art.chart_card import draw_card
from game.ui.audio import Mood
from game.ui.control.controller import MatchConfig
from game.ui.look import assets
from game.ui.look import metrics as M
from game.ui.look.metrics import px
from game.ui.look.theme import GOLD, TEXT
from game.ui.menus.menu_style import draw_backdrop, draw_board, draw_menu, glass_rect
from game.ui.scenes.match.base import MatchBase
from game.ui.scenes.result.result_charts import draw_flow, draw_shots
from game.ui.scenes.result.result_hero import Hero
from game.ui.stage.anim import ease
from game.ui.stage.moods import RESULT, result_sting
from game.ui.widgets import key_hint as KH
from game.ui.widgets.basic import NUMBER_KEYS, Button, Menu, blit_text, draw_panel
from game.ui.widgets.key_hint import draw_key_hint
from game.ui.widgets.springs import Springs
from game.ui.window.scene import Host
from game.ui.window.session import Session
from game.ui.words.card_text import side_name

CHARTS = (0.2, 1.5)  # the charts draw in between these times
RISE = 0.32  # seconds a card takes to spring into place


def rise(t: float, delay: float) -> int:
    """How far below its place a card still is as it springs up on entry (real pixels, may dip below 0)."""
    k = max(0.0, min(1.0, (t - delay) / RISE))
    overshoot = 1 + 2.2 * (k - 1) ** 3 + 1.2 * (k - 1) ** 2  # ease-out-back: about 10% past, then settles
    return round((1 - overshoot) * M.px(36))


class ResultScene(MatchBase):
    full_time = True

    def __init__(self, app: Host, session: Session) -> None:
        super().__init__(app, session)
        self.menu = Menu()
        self.story: MatchStory = tell(self.ctrl.logged_events())
        self.springs = Springs()
        self._beside_guide = False
        self._layers: dict[str, tuple[tuple[object, ...], pygame.Surface]] = {}
        self._sounded = 0
        self._rematch_shown = self._rematch_state()
        self.clock = 0.0  # seconds since the whistle, at the player's animation speed
        self.hero = Hero(self.story, self.celebrating(), self.headline, self.app.settings.reduce_motion)
        self.intro = self.hero.end
        self._first_review_due = self.ctrl.meta().get("guided") is True and self.ctrl.replay_path is not None
        self._build()
        self._focus_acceptance()

    # ------------------------------------------------------------------ the outcome

    def winner(self) -> int | None:
        return self.story.winner

    def celebrating(self) -> bool:
        """Confetti and a roar: someone won, and not against the one person at this screen."""
        w = self.winner()
        config = self.session.config
        return w is not None and not (config.mode in ("computer", "online") and w != config.human_side)

    def headline(self) -> str:
        w = self.winner()
        config = self.session.config
        if config.mode in ("computer", "online") and w is not None:  # one person at this screen
            return _("YOU WON") if w == config.human_side else _("YOU LOST")
        return _("DRAW") if w is None else _("{side} WINS").format(side=side_name(w))

    # ------------------------------------------------------------------ buttons

    def _build(self) -> None:
        """The buttons in a row along the bottom (again after the language or the window changed,
        or an online rematch's state)."""
        label, enabled = self._rematch_button()
        self.menu.set_buttons(
            [
                Button(label, self._rematch, enabled=enabled),
                Button(_("Replay this match"), self._replay),
                *([Button(_("Review"), self._review)] if self.ctrl.replay_path is not None else []),
                Button(_("Title"), self._title),
            ],
            keep_focus=True,
        )
        self._layout()

    def _rematch_state(self) -> tuple[bool, bool, bool] | None:
        """Online: (this coach wants it, the other coach wants it, the other coach is still here)."""
        if self.session.config.mode != "online":
            return None
        mine, theirs = self.ctrl.rematch_wanted()
        return mine, theirs, self.ctrl.rematch_possible()

    def _rematch_button(self) -> tuple[str, bool]:
        """Online the rematch needs both coaches: this coach asks, the other accepts."""
        online = self._rematch_shown
        if online is None:
            return _("Rematch"), True
        mine, theirs, here = online
        if not here:
            return _("Rematch"), False
        if mine:
            return _("Waiting for {coach}…").format(coach=self.ctrl.remote_name()), False
        return (_("Accept the rematch") if theirs else _("Rematch")), True

    def _focus_acceptance(self) -> None:
        if self._rematch_shown == (False, True, True):
            self.menu.focus = 0  # Enter accepts

    def rematch_news(self) -> str:
        """The line over the buttons about an online rematch: asked for, or impossible now (as
        `update` last found it)."""
        online = self._rematch_shown
        if online is None:
            return ""
        mine, theirs, here = online
        coach = self.ctrl.remote_name()
        if not here:
            return _("{coach} is not connected: a rematch needs both coaches.").format(coach=coach)
        if theirs and not mine:
            return _("{coach} wants a rematch.").format(coach=coach)
        if mine:
            return _("You asked {coach} for a rematch.").format(coach=coach)
        return ""

    def button_board(self) -> pygame.Rect:
        """Centred under the cards; under the match flow card while the guided match's bubble
        stands at the bottom-right corner."""
        board = M.rect(32 if self._beside_guide else 640 - 400, 632, 800, 70)
        hint_top = M.height() - px(12) - assets.font(14).get_height() // 2  # the key hint's line (draw_key_hint)
        bottom = min(board.bottom, hint_top - px(4))  # clear of the hint at a larger text (review22 #7)
        top = max(M.pos(0, 618)[1] + px(6), bottom - board.h)  # clear of the cards above
        return pygame.Rect(board.x, top, board.w, bottom - top)

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
        from game.ui.tutorial.guide import Guide

        return any(isinstance(hud, Guide) for hud in self.app.huds)

    def _rematch(self) -> None:
        from game.ui.window.scene_table import scene_for_phase

        if self.session.config.mode == "online":
            self.ctrl.offer_rematch()
            self._rematch_shown = self._rematch_state()
            self._build()
            return
        old = self.session.config
        self.session.close()
        config = MatchConfig(
            old.mode,
            old.human_side,
            old.agent,
            old.tiebreak,
            random.Random(old.seed).randrange(1, 1_000_000),
            old.clubs,
        )
        session = Session(config, self.app.sounds, persist=True)
        self.app.closers.append(session.close)
        self.app.stack.replace(scene_for_phase(session.controller.phase)(self.app, session))

    def _replay(self) -> None:
        """This match in the replay player (the kept file, else the match in memory); back returns here."""
        from game.ui.scenes.replays.replays import ReplayPlayer

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

    def _review(self, back: str = N_("Back")) -> None:
        """The match review: the win chance turn by turn and Hard's verdict on each decision."""
        from game.ui.scenes.review.review import ReviewScene

        self.skip()
        self._first_review_due = False
        path = self.ctrl.replay_path
        if path is None:
            return
        try:
            self.app.stack.push(ReviewScene(self.app, path, back=back))
        except SaveError as exc:
            self.app.notify(_("This replay cannot be played: {reason}").format(reason=exc), 6.0)

    def escape(self) -> bool:
        """Esc at full time goes back to the title (the match is over and kept)."""
        self._title()
        return True

    def _title(self) -> None:
        from game.ui.window import scene_table

        self.session.close()
        self.app.stack.clear()
        self.app.stack.push(scene_table.part("title")(self.app))

    # ------------------------------------------------------------------ motion

    def sound_mood(self) -> Mood:
        return RESULT

    def enter(self) -> None:
        self.app.sounds.play(result_sting(self.winner(), self.session.config))

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
        online = self._rematch_state()
        if online != self._rematch_shown:  # an online rematch asked for (the hud moves on to it)
            self._rematch_shown = online
            self._build()
            self._focus_acceptance()
        self.clock += dt * self.app.settings.anim_speed
        if self._first_review_due and self.clock >= self.intro and self.app.stack.top is self:
            self._review(N_("Back to full time"))  # the guided match ends with its short, kind review (#41)
        self.springs.update(dt, self.menu)
        due = sum(1 for at in self.hero.goal_times() if self.clock >= at)
        due += self.clock >= self.hero.reveal
        while self._sounded < due:
            self._sounded += 1
            if self._sounded <= len(self.story.goals):
                self.app.sounds.play("kick")  # the scoreboard counts a goal
            elif self.celebrating():
                self.app.sounds.play("crowd_roar")

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
            self.hero.draw_sky(surface, t)
            self.hero.draw(surface, t)
            self.hero.draw_motion(surface, t)
        self._draw_buttons(surface)
        if t >= self.intro:
            draw_key_hint(surface, _(KH.RESULT))

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
        self.hero.draw(surface, t)

    def _draw_ground(self, surface: pygame.Surface, t: float) -> None:
        """The backdrop, the floodlights' pool on the scoreboard, and the two cards of charts."""
        draw_backdrop(surface)
        plate = self.hero.plate()
        pool = glow(px(420), FLOOD, 34)
        surface.blit(pool, pool.get_rect(center=(plate.centerx, plate.centery - px(20))))
        charts = max(0.0, min(1.0, (t - CHARTS[0]) / (CHARTS[1] - CHARTS[0])))
        flow = M.rect(32, 222, 760, 396).move(0, rise(t, 0.0))
        area = draw_card(surface, flow, _("Match flow"), _("control marker and goals, turn by turn"))
        draw_flow(surface, area, self.story, ease(charts))
        shots = M.rect(812, 222, 436, 396).move(0, rise(t, 0.08))
        area = draw_card(surface, shots, _("Shots"), _("attack against defense"))
        draw_shots(surface, area, self.story, charts)

    def _draw_buttons(self, surface: pygame.Surface) -> None:
        """The buttons as the lit rows of a low scoreboard, as on the title, and over them the
        news of an online rematch."""
        board = self.button_board()
        draw_board(surface, board)
        draw_menu(surface, self.menu, self.springs, 20)
        news = self.rematch_news()
        if news:
            width = min(board.w, assets.font(17, True).size(news)[0] + px(36))
            box = pygame.Rect(0, 0, width, px(30))
            box.midbottom = (board.centerx, board.y + px(4))
            draw_panel(surface, box)
            wanted = self._rematch_shown == (False, True, True)
            blit_text(surface, news, box.center, 17, GOLD if wanted else TEXT, True, "center", box.w - px(16))
