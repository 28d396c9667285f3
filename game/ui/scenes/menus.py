"""Title and new-match scenes."""

from __future__ import annotations

import random

import pygame

from game.ai.registry import AGENTS
from game.ui import assets
from game.ui.app import App
from game.ui.cardart import player_card, synergy_face
from game.ui.controller import MatchConfig
from game.ui.scene import Scene
from game.ui.scenes.overlays import RulesScene
from game.ui.session import Session
from game.ui.theme import BG, DIM, GOLD, HEIGHT, PITCH, SIDE_NAMES, TEXT, WIDTH
from game.ui.widgets import Button, Menu, blit_text, draw_panel

AGENT_ORDER = ("easy", "normal", "hard", "random")


def agent_names() -> list[str]:
    """The registry's agents, friendliest first ("random" is the engine's simplest legal agent)."""
    names = [n for n in AGENT_ORDER if n in AGENTS]
    return names + sorted(n for n in AGENTS if n not in names)


def draw_backdrop(surface: pygame.Surface) -> None:
    surface.fill(BG)
    pitch = pygame.Rect(0, HEIGHT - 220, WIDTH, 220)
    pygame.draw.rect(surface, PITCH, pitch)
    for x in range(0, WIDTH, 160):
        pygame.draw.rect(surface, (34, 104, 58), (x, pitch.y, 80, pitch.h))
    pygame.draw.line(surface, (226, 240, 228), (0, pitch.y), (WIDTH, pitch.y), 3)


class TitleScene(Scene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.menu = Menu(
            [
                Button("New match", lambda: self.app.stack.push(NewMatchScene(self.app))),
                Button("Rules", lambda: self.app.stack.push(RulesScene(self.app))),
                Button("Quit", self.app.quit),
            ]
        )
        self.menu.layout_column(WIDTH // 2 - 160, 330, 320, 48, 14)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.quit()
            return True
        return self.menu.handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface)
        blit_text(surface, "MAGIC NUMBER", (WIDTH // 2, 110), 72, GOLD, True, "center")
        blit_text(surface, "ELEVEN", (WIDTH // 2, 190), 64, TEXT, True, "center")
        blit_text(surface, "a football tactics card game for two coaches", (WIDTH // 2, 250), 20, DIM, False, "center")
        for i, card in enumerate(("LWF_WINGER", "CF_STRIKER", "RWF_WINGER")):
            surface.blit(player_card(card, 171, 84), (WIDTH // 2 - 280 + i * 190, HEIGHT - 150))
        for i, code in enumerate(("5", "3", "2", "1")):
            surface.blit(synergy_face(code), (80 + i * 50, HEIGHT - 140))
        self.menu.draw(surface, 22)
        blit_text(
            surface,
            "arrows + Enter, number keys or the mouse · F11 fullscreen · M mute",
            (WIDTH // 2, HEIGHT - 20),
            14,
            DIM,
            False,
            "center",
        )
        _ = assets


class NewMatchScene(Scene):
    def __init__(self, app: App, seed: int | None = None) -> None:
        super().__init__(app)
        self.mode = "hotseat"
        self.side = 0
        names = agent_names()
        self.agents = names
        self.agent = "normal" if "normal" in names else names[0]
        self.tiebreak = "shootout"
        self.seed = seed if seed is not None else random.randrange(1, 1_000_000)
        self.menu = Menu()
        self._build()

    def _build(self) -> None:
        computer = self.mode != "hotseat"
        mode_label = {
            "hotseat": "hot-seat (two coaches)",
            "computer": "vs computer",
            "watch": "computer vs computer",
        }
        buttons = [
            Button(f"Mode: {mode_label[self.mode]}", self._cycle_mode, hint="Enter: change"),
            Button(
                f"{'You play' if self.mode == 'computer' else 'You watch'}: {SIDE_NAMES[self.side]}",
                self._cycle_side,
                enabled=computer,
                hint="HOME starts",
            ),
            Button(f"Computer: {self.agent}", self._cycle_agent, enabled=computer),
            Button(
                f"Tie-break: {'penalty shoot-out' if self.tiebreak == 'shootout' else 'draw'}", self._cycle_tiebreak
            ),
            Button("Start match", self._start),
            Button("Back", lambda: self.app.stack.pop(self)),
        ]
        self.menu.set_buttons(buttons, keep_focus=True)
        self.menu.layout_column(WIDTH // 2 - 240, 190, 480, 46, 12)

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
        from game.ui.scenes.flow import scene_for_phase

        session = Session(self.config(), self.app.sounds)
        self.app.closers.append(session.close)
        scene = scene_for_phase(session.controller.phase)
        self.app.stack.clear()
        self.app.stack.push(scene(self.app, session))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.stack.pop(self)
            return True
        return self.menu.handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface)
        blit_text(surface, "New match", (WIDTH // 2, 90), 44, GOLD, True, "center")
        box = pygame.Rect(WIDTH // 2 - 260, 170, 520, 376)
        draw_panel(surface, box)
        self.menu.draw(surface, 20)
        blit_text(surface, f"match seed {self.seed}", (box.centerx, box.bottom + 16), 13, DIM, False, "center")
