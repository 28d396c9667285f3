"""The scene stack: lifecycle hooks, event passing, overlays, errors that never lose the match."""

from __future__ import annotations

import pygame

from game.ui.window.scene import Scene, SceneStack
from tests.ui.helpers import new_app, session_at


class Probe(Scene):
    def __init__(self, name: str, log: list[str], opaque: bool = True, consume: bool = True) -> None:
        self.name, self.log, self.opaque, self.consume = name, log, opaque, consume

    def enter(self) -> None:
        self.log.append(f"{self.name}.enter")

    def exit(self) -> None:
        self.log.append(f"{self.name}.exit")

    def pause(self) -> None:
        self.log.append(f"{self.name}.pause")

    def resume(self) -> None:
        self.log.append(f"{self.name}.resume")

    def handle_event(self, event: pygame.event.Event) -> bool:
        self.log.append(f"{self.name}.event")
        return self.consume

    def draw(self, surface: pygame.Surface) -> None:
        self.log.append(f"{self.name}.draw")


def test_push_pop_replace_call_the_hooks() -> None:
    log: list[str] = []
    stack = SceneStack()
    a, b, c = Probe("a", log), Probe("b", log), Probe("c", log)
    stack.push(a)
    stack.push(b)
    stack.replace(c)
    stack.pop()
    assert log == ["a.enter", "a.pause", "b.enter", "b.exit", "c.enter", "c.exit", "a.resume"]


def test_overlays_draw_over_and_pass_events_down() -> None:
    log: list[str] = []
    stack = SceneStack()
    stack.push(Probe("table", log))
    stack.push(Probe("overlay", log, opaque=False, consume=False))
    log.clear()
    stack.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0))
    stack.draw(pygame.Surface((10, 10)))
    assert log == ["overlay.event", "table.event", "table.draw", "overlay.draw"]


def test_an_exception_in_a_scene_keeps_the_match() -> None:
    app, d = new_app()
    session = session_at(app, ("player_action",), seed=3)
    scene = app.stack.top
    version = session.controller.version

    def broken(surface: pygame.Surface) -> None:
        raise RuntimeError("boom")

    scene.draw = broken  # type: ignore[method-assign, union-attr]
    d.frame(n=2)
    assert app.stack.top is scene
    assert session.controller.version == version
    assert app.toast and "kept" in app.toast
