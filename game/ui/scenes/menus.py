"""Title and new-match scenes."""

from __future__ import annotations

import random
from collections.abc import Callable

import pygame

from game.ai.registry import AGENTS
from game.i18n import N_, _
from game.ui import metrics as M
from game.ui.app import App
from game.ui.card_text import side_name
from game.ui.cardart import player_card, synergy_face
from game.ui.controller import MatchConfig
from game.ui.metrics import px
from game.ui.scene import Scene
from game.ui.theme import BG, DIM, GOLD, PITCH, TEXT
from game.ui.widgets import Button, Menu, blit_text, draw_panel

AGENT_ORDER = ("easy", "normal", "hard", "random")
AGENT_LABELS = {"easy": N_("Easy"), "normal": N_("Normal"), "hard": N_("Hard"), "random": N_("Random moves")}


def agent_names() -> list[str]:
    """The registry's agents, friendliest first ("random" is the engine's simplest legal agent)."""
    names = [n for n in AGENT_ORDER if n in AGENTS]
    return names + sorted(n for n in AGENTS if n not in names)


def draw_backdrop(surface: pygame.Surface, pitch_height: int = 220) -> None:
    """The title's backdrop over the whole window: a strip of pitch along the bottom (`pitch_height`
    logical units of the stage, reaching down to the window's edge)."""
    surface.fill(BG)
    w, h = M.size()
    top = M.pos(0, 720 - pitch_height)[1]
    pitch = pygame.Rect(0, top, w, h - top)
    pygame.draw.rect(surface, PITCH, pitch)
    stripe = px(80)
    for x in range(M.stage().x % (2 * stripe) - 2 * stripe, w, 2 * stripe):
        pygame.draw.rect(surface, (34, 104, 58), (x, pitch.y, stripe, pitch.h))
    pygame.draw.line(surface, (226, 240, 228), (0, pitch.y), (w, pitch.y), px(3))


def confirm_replacing(app: App, start: Callable[[], object]) -> None:
    """Run `start` (a new match replaces the autosave), asking first if a match is in progress."""
    from game import storage
    from game.ui.scenes.overlays import ConfirmDialog

    if not storage.autosave_path().exists():
        start()
        return
    ask = ConfirmDialog(
        app,
        _("Replace the match in progress?"),
        _("The saved match will be lost: Continue on the title screen will no longer resume it."),
        _("Yes, start a new match"),
        _("No, keep it"),
        start,
    )
    app.stack.push(ask)


class TitleScene(Scene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        from game.ui.launch import read_resume

        self.resumable, notice = read_resume()
        if notice:
            self.app.notify(notice, 8.0)
        self.menu = Menu()
        self._build()

    def _build(self) -> None:
        """The title menu (again after the language changed); Continue only with a good autosave."""
        from game.i18n import _
        from game.ui.launch import resume, start_guided
        from game.ui.scenes.replays import ReplayBrowser
        from game.ui.scenes.rules_help import RulesHelpScene
        from game.ui.scenes.settings_scene import SettingsScene

        buttons = []
        what = self.resumable
        if what is not None:
            buttons.append(Button(_("Continue"), lambda: resume(self.app, what), hint=_("the match in progress")))
        buttons += [
            Button(_("New match"), lambda: self.app.stack.push(NewMatchScene(self.app))),
            Button(
                _("Guided first match"),
                lambda: confirm_replacing(self.app, lambda: start_guided(self.app)),
                hint=_("learn by playing"),
            ),
            Button(_("Replays"), lambda: self.app.stack.push(ReplayBrowser(self.app))),
            Button(_("Rules"), lambda: self.app.stack.push(RulesHelpScene(self.app))),
            Button(_("Settings"), lambda: self.app.stack.push(SettingsScene(self.app))),
            Button(_("Quit"), self.app.quit),
        ]
        self.menu.set_buttons(buttons, keep_focus=True)
        r = M.rect(640 - 180, 226, 360, 38)
        self.menu.layout_column(r.x, r.y, r.w, r.h, px(6))

    def resume(self) -> None:
        self._build()  # the language may have changed in the settings

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            from game.ui.scenes.overlays import ConfirmDialog

            ask = ConfirmDialog(
                self.app,
                _("Quit the game?"),
                _("Your settings are kept; a match in progress stays saved for Continue."),
                _("Yes, quit"),
                _("No, stay"),
                self.app.quit,
            )
            self.app.stack.push(ask)
            return True
        return self.menu.handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface, pitch_height=166)
        blit_text(surface, "MAGIC NUMBER", M.pos(640, 72), 64, GOLD, True, "center")
        blit_text(surface, "ELEVEN", M.pos(640, 140), 54, TEXT, True, "center")
        tagline = _("a football tactics card game for two coaches")
        blit_text(surface, tagline, M.pos(640, 192), 20, DIM, False, "center")
        for i, card in enumerate(("LWF_WINGER", "CF_STRIKER", "RWF_WINGER")):
            surface.blit(player_card(card, px(171), px(84)), M.pos(640 - 280 + i * 190, 720 - 150))
        for i, code in enumerate(("5", "3", "2", "1")):
            surface.blit(synergy_face(code, px(44), px(62)), M.pos(80 + i * 50, 720 - 140))
        self.menu.draw(surface, 20)
        blit_text(
            surface,
            _("arrows + Enter, number keys or the mouse · F11 fullscreen · M mute"),
            (M.width() // 2, M.height() - px(20)),
            14,
            DIM,
            False,
            "center",
        )


class NewMatchScene(Scene):
    def __init__(self, app: App, seed: int | None = None) -> None:
        super().__init__(app)
        self.mode = "hotseat"
        self.side = 0
        names = agent_names()
        self.agents = names
        level = app.settings.computer_level
        self.agent = level if level in names else ("normal" if "normal" in names else names[0])
        self.tiebreak = app.settings.tiebreak
        self.seed = seed if seed is not None else random.randrange(1, 1_000_000)
        self.menu = Menu()
        self._build()

    def _build(self) -> None:
        computer = self.mode != "hotseat"
        mode_label = {
            "hotseat": _("hot-seat (two coaches)"),
            "computer": _("vs computer"),
            "watch": _("computer vs computer"),
        }
        side = side_name(self.side)
        tiebreak = _("penalty shoot-out") if self.tiebreak == "shootout" else _("draw")
        buttons = [
            Button(_("Mode: {mode}").format(mode=mode_label[self.mode]), self._cycle_mode, hint=_("Enter: change")),
            Button(
                (_("You play: {side}") if self.mode == "computer" else _("You watch: {side}")).format(side=side),
                self._cycle_side,
                enabled=computer,
                hint=_("HOME starts"),
            ),
            Button(
                _("Computer: {level}").format(level=_(AGENT_LABELS.get(self.agent, self.agent))),
                self._cycle_agent,
                enabled=computer,
            ),
            Button(_("Tie-break: {rule}").format(rule=tiebreak), self._cycle_tiebreak),
            Button(_("Start match"), self._start),
            Button(_("Back"), lambda: self.app.stack.pop(self)),
        ]
        self.menu.set_buttons(buttons, keep_focus=True)
        r = M.rect(640 - 240, 190, 480, 46)
        self.menu.layout_column(r.x, r.y, r.w, r.h, px(12))

    def _cycle_mode(self) -> None:
        modes = ("hotseat", "computer", "watch")
        self.mode = modes[(modes.index(self.mode) + 1) % len(modes)]
        self._build()

    def _cycle_side(self) -> None:
        self.side = 1 - self.side
        self._build()

    def _cycle_agent(self) -> None:
        self.agent = self.agents[(self.agents.index(self.agent) + 1) % len(self.agents)]
        self._build()

    def _cycle_tiebreak(self) -> None:
        self.tiebreak = "draw" if self.tiebreak == "shootout" else "shootout"
        self._build()

    def config(self) -> MatchConfig:
        return MatchConfig(self.mode, self.side, self.agent, self.tiebreak, self.seed)

    def _start(self) -> None:
        from game.ui.launch import start_match

        confirm_replacing(self.app, lambda: start_match(self.app, self.config()))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.stack.pop(self)
            return True
        return self.menu.handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface)
        blit_text(surface, _("New match"), M.pos(640, 90), 44, GOLD, True, "center")
        box = M.rect(640 - 260, 170, 520, 376)
        draw_panel(surface, box)
        self.menu.draw(surface, 20)
        seed = _("match seed {seed}").format(seed=self.seed)
        blit_text(surface, seed, (box.centerx, box.bottom + px(16)), 13, DIM, False, "center")
