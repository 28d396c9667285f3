"""A screenshot of every scene: not blank, and its elements where the layout puts them.
The PNGs go to pytest's tmp_path (and to MN11_SHOTS=<dir> when set, for looking at them)."""

from __future__ import annotations

import os
from pathlib import Path

import pygame
import pytest

from game.ui.look import layout as L
from game.ui.look import metrics as M
from game.ui.look.theme import LINE_COLORS, STATE_COLORS
from game.ui.scenes.match.draft import DraftScene
from game.ui.scenes.match.lineup import roster_rect
from game.ui.scenes.menus.menus import NewMatchScene
from game.ui.scenes.overlays.overlays import DetailsOverlay, PassScreen, PauseMenu
from game.ui.scenes.rules.rules_help import RulesHelpScene
from game.ui.window.app import App
from tests.ui.helpers import distinct_colors, new_app, session_at


def save(app: App, name: str, tmp_path: Path) -> None:
    pygame.image.save(app.screen, str(tmp_path / f"{name}.png"))
    out = os.environ.get("MN11_SHOTS")
    if out:
        Path(out).mkdir(parents=True, exist_ok=True)
        pygame.image.save(app.screen, str(Path(out) / f"{name}.png"))


def drawn(app: App, rect: pygame.Rect, at_least: int = 3) -> bool:
    return distinct_colors(app.screen, rect) >= at_least


def test_title_and_new_match(tmp_path: Path) -> None:
    app, d = new_app()
    d.frame(n=2)
    save(app, "title", tmp_path)
    assert drawn(app, app.screen.get_rect(), 20)
    for b in app.stack.top.menu.buttons:  # type: ignore[union-attr]
        assert drawn(app, b.rect)
    d.key(pygame.K_RETURN)
    assert isinstance(app.stack.top, NewMatchScene)
    save(app, "new_match", tmp_path)
    labels = [b.label for b in app.stack.top.menu.buttons]
    assert any(lbl.startswith("Mode") for lbl in labels) and "Start match" in labels
    assert any(lbl.startswith("Tie-break") for lbl in labels)


@pytest.mark.parametrize(
    "phase",
    [
        "draft",
        "lineup",
        "team_action",
        "player_action",
        "token",
        "attack_synergy",
        "defend_synergy",
        "effect",
        "half_time",
    ],
)
def test_match_scenes(phase: str, tmp_path: Path) -> None:
    app, d = new_app()
    session = session_at(app, (phase,), seed=3, random_play=phase not in ("draft", "lineup", "half_time"))
    d.frame(n=3)
    session.animator.skip_all()
    d.frame(n=2)
    save(app, f"scene_{phase}", tmp_path)
    assert drawn(app, app.screen.get_rect(), 20)
    if phase == "draft":
        scene = app.stack.top
        assert isinstance(scene, DraftScene)
        for rect in scene.layout().cards:
            assert drawn(app, rect, 5)
    elif phase == "lineup":
        for i in range(13):
            assert drawn(app, roster_rect(i), 5)
    elif phase == "half_time":
        assert drawn(app, pygame.Rect(400, 20, 480, 120), 3)
    else:
        v = session.controller.view()
        # the field with its position lines at their rows, both halves
        for bottom in (True, False):
            for between, role in ((0, "FW"), (1, "MF"), (2, "DF")):
                y = L.line_y(bottom, between)
                field = L.get().field
                along = [tuple(app.screen.get_at((x, y)))[:3] for x in range(field.x + 2, field.right - 2, 7)]
                # cards and their shadows cover much of it; midfield and defence are dashed (issue #42)
                assert along.count(LINE_COLORS[role]) >= len(along) // 8
        # every placed card is drawn at its slot
        me = v.viewer
        for side in (0, 1):
            for _, row, col in v.teams[side].field:
                assert drawn(app, L.card_rect(side == me, row, col), 5)
        # panels, score, control track (its defensive end space), hand, prompt
        lay = L.get()
        for rect in (lay.score, lay.track, lay.hand, lay.prompt, lay.opp_panel, lay.my_panel):
            assert drawn(app, rect, 8)
            x = rect.x + L.get().px(3)  # down the panel's left edge (a button's gold rim may cross one point)
            glass = sorted(sum(app.screen.get_at((x, rect.y + rect.h * k // 4))[:3]) for k in (1, 2, 3))
            assert glass[1] < 200, rect  # dark smoked glass, not the bright turf
        assert tuple(app.screen.get_at(L.track_space(-2).midleft))[:3] != (0, 0, 0)
        if (v.marker if me == 0 else -v.marker) != -2:  # else the marker stands on that space
            assert (
                tuple(app.screen.get_at((L.track_space(-2).centerx, L.track_space(-2).bottom - 3)))[:3]
                == STATE_COLORS["DEFENSIVE"]
            )
        for i, _ in enumerate(v.me.hand or ()):
            assert drawn(app, L.hand_rect(i), 4)
        for i, _ in enumerate(v.me.available):
            assert drawn(app, L.available_rect(i), 5)
        for i in range(v.opponent.hand_count):
            assert drawn(app, L.opp_hand_rect(i), 3)
        assert app.stack.top.menu.buttons, "a decision prompt with options"  # type: ignore[union-attr]


def test_overlays_and_end_scenes(tmp_path: Path) -> None:
    app, d = new_app()
    session = session_at(app, ("defend_synergy",), seed=3, random_play=True)
    session.controller.viewer = 1 - session.controller.decider
    d.frame(n=2)
    assert isinstance(app.stack.top, PassScreen)
    save(app, "pass_screen", tmp_path)
    assert drawn(app, M.rect(340, 260, 600, 120), 3)
    d.frame(n=20)
    d.click(M.centre())
    d.key(pygame.K_ESCAPE)
    assert isinstance(app.stack.top, PauseMenu)
    save(app, "pause", tmp_path)
    d.key(pygame.K_2)
    assert isinstance(app.stack.top, RulesHelpScene)
    save(app, "rules", tmp_path)
    d.key(pygame.K_ESCAPE)
    d.key(pygame.K_ESCAPE)
    field = session.controller.view().teams[0].field
    if field:
        _, row, col = field[0]
        me = session.controller.viewer
        d.click(L.card_rect(me == 0, row, col).center, button=3)
        assert isinstance(app.stack.top, DetailsOverlay)
        save(app, "details", tmp_path)
        d.key(pygame.K_SPACE)


@pytest.mark.parametrize("phase", ["shootout_kick", "over", "penalty_kick"])
def test_shootout_penalty_and_result(phase: str, tmp_path: Path) -> None:
    app, d = new_app()
    session = session_at(app, (phase,), seed=3, random_play=True)
    d.frame(n=3)
    session.animator.skip_all()
    d.frame(n=2)
    save(app, f"scene_{phase}", tmp_path)
    assert drawn(app, app.screen.get_rect(), 20)
    name = type(app.stack.top).__name__
    assert name == {"shootout_kick": "ShootoutScene", "over": "ResultScene", "penalty_kick": "TableScene"}[phase]
    assert app.stack.top.menu.buttons  # type: ignore[union-attr]


def test_the_window_wears_the_crest(monkeypatch: pytest.MonkeyPatch) -> None:
    """The window's icon is the crest, as on the program's file and the installer."""
    from game.ui.window.app import App

    given: list[pygame.Surface] = []
    monkeypatch.setattr(pygame.display, "set_icon", given.append)
    App(headless=True, sound=False, size=(1024, 600))._set_icon()
    assert given and given[-1].get_size() == (128, 128)
    icon = given[-1]
    gold = icon.get_at((63, 13))  # the shield's gold rim at the top
    assert gold.a == 255 and gold.r > 200 and gold.r - gold.b > 80, gold
    assert icon.get_at((1, 1)).a == 0, "a transparent corner"
