"""The penalty's choice on the full-screen stage (issue #38.1, R11.1): the goal fills the window
instead of a box over the table; every zone and dive is chosen by a click on the goal or its number
key; nothing on it is abbreviated; the keeper never sees the kicker's zone in hot-seat."""

from __future__ import annotations

from itertools import combinations

import pygame
import pytest

from game.engine import actions as A
from game.ui.look import assets
from game.ui.scenes.match.shootout import ShootoutScene
from game.ui.scenes.overlays.overlays import PassScreen
from game.ui.scenes.table import table_penalty
from game.ui.scenes.table.table_scene import TableScene
from game.ui.stage import penalty_stage as P
from game.ui.table import board
from game.ui.table.table_choices import penalty_area
from game.ui.widgets import basic
from tests.ui.driver import Driver, mouse_move
from tests.ui.helpers import each_language, new_app, session_at

KICKS = ("TL", "TR", "C", "BL", "BR")
CODES = {"TL", "TR", "BL", "BR", "C", "AE", "AD", "BE", "BD"}


def penalty(phase: str = "penalty_kick", size: tuple[int, int] | None = None) -> tuple[TableScene, Driver]:
    app, d = new_app()
    if size is not None:
        app.resize(size)
    session_at(app, (phase,), seed=3, random_play=True)
    scene = app.stack.top
    assert isinstance(scene, TableScene)
    scene.anim.skip_all()
    d.frame(n=3)
    return scene, d


def keeper_after_kick(spot: str, by: str = "click") -> tuple[TableScene, Driver]:
    """Hot-seat: the kicker clicks `spot` (or presses its key), the screen is handed over (the
    pointer left where the kicker clicked), the keeper decides."""
    scene, d = penalty()
    zone = dict((a.spot, r) for a, r in scene.penalty_targets() if isinstance(a, A.Kick))[spot]  # type: ignore[attr-defined]
    if by == "click":
        d.click(zone.center)
    else:
        d.frame([mouse_move(scene.menu.buttons[KICKS.index(spot)].rect.center)])
        d.key(pygame.K_1 + KICKS.index(spot))
    assert scene.ctrl.phase == "penalty_save"
    d.frame(n=20)
    if isinstance(d.app.stack.top, PassScreen):
        d.key(pygame.K_RETURN)
    d.frame(n=10)
    assert d.app.stack.top is scene and scene.ctrl.human_to_act() and scene.ctrl.viewer != scene.view().shot.side  # type: ignore[union-attr]
    return scene, d


def test_the_choice_fills_the_window_and_no_table_is_drawn_under_it(monkeypatch: pytest.MonkeyPatch) -> None:
    scene, d = penalty()
    tables: list[int] = []
    real = board.draw_table
    monkeypatch.setattr("game.ui.scenes.table.table_scene.draw_table", lambda *a: tables.append(1) or real(*a))
    d.frame(n=2)
    assert tables == []
    w, h = d.app.screen.get_size()
    mouth = P.goal_mouth(pygame.Rect(0, 0, w, h))
    assert mouth.w >= 0.5 * w and mouth.h >= 0.3 * h
    targets = scene.penalty_targets()
    assert len(targets) == 5 and all(mouth.contains(r) for _a, r in targets)
    assert min(b.rect.y for b in scene.menu.buttons) > mouth.bottom  # the buttons under the goal, not in the side panel


@pytest.mark.parametrize("n", range(5))
def test_the_number_keys_and_a_click_on_the_goal_choose_each_zone(n: int) -> None:
    scene, d = penalty()
    kick = scene.menu.buttons[n]
    options = [a for a in scene.legal() if isinstance(a, A.Kick)]
    d.key(pygame.K_1 + n)
    assert scene.ctrl._state.shot.kick == options[n].spot  # type: ignore[union-attr]
    assert kick.label == P.label(options[n])
    scene, d = penalty()
    target = next(r for a, r in scene.penalty_targets() if a == A.Kick(KICKS[n]))
    d.click(target.center)
    assert scene.ctrl._state.shot.kick == KICKS[n]  # type: ignore[union-attr]


def test_each_dive_is_chosen_by_its_key_and_by_a_click_where_its_gloves_go() -> None:
    scene, d = keeper_after_kick("TL")
    saves = [(a, r) for a, r in scene.penalty_targets() if isinstance(a, A.Save)]
    assert len(saves) == 6
    for action, rect in saves:
        assert scene.penalty_choice_at(rect.center) == action
    d.key(pygame.K_6)
    assert scene.ctrl.phase not in ("penalty_save",)


@pytest.mark.parametrize("by", ["click", "key"])
def test_the_kickers_zone_is_never_drawn_for_the_keeper_in_hot_seat(by: str) -> None:
    """Not the zone, nor the dive nearest where the kicker's pointer was left, nor the button it rested on."""
    pictures = []
    for spot in ("TL", "BR"):
        scene, d = keeper_after_kick(spot, by)
        scene.time = 0.0
        scene.draw(d.app.screen)
        pictures.append(pygame.image.tobytes(d.app.screen, "RGB"))
        d.app.close()
    assert pictures[0] == pictures[1]


@pytest.mark.parametrize("lang", each_language())
@pytest.mark.parametrize("phase", ["penalty_kick", "penalty_save"])
def test_nothing_on_the_stage_is_abbreviated_or_cut_short(
    lang: str, phase: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    app, d = new_app()
    app.resize((1024, 600))
    app.change_settings(app.settings.with_(language=lang, text_scale=150))
    session_at(app, (phase,), seed=3, random_play=True)
    scene = app.stack.top
    assert isinstance(scene, TableScene)
    scene.anim.skip_all()
    d.frame(n=3)
    said: list[str] = []
    real = assets.text
    monkeypatch.setattr(assets, "text", lambda s, *a, **k: said.append(s) or real(s, *a, **k))
    basic.overflows.clear()
    for _action, rect in scene.penalty_targets()[:2]:
        d.frame([mouse_move(rect.center)], n=3)
        scene.draw(app.screen)
    assert said
    for s in said:
        assert not set(s.replace(",", " ").replace("+", " ").split()) & CODES, s
    assert basic.overflows == []


def test_the_shoot_out_chooses_on_the_same_full_window_stage_with_its_tally() -> None:
    app, d = new_app()
    session_at(app, ("shootout_kick",), seed=7, random_play=True)
    scene = app.stack.top
    assert isinstance(scene, ShootoutScene)
    scene.anim.skip_all()
    d.frame(n=3)
    look = scene.look(scene.view())
    assert look.tally.kicks is not None and look.shootout
    assert [b.label for b in scene.menu.buttons] == [P.label(a) for a in look.legal]
    w, _h = app.screen.get_size()
    assert P.goal_mouth(pygame.Rect(0, 0, *app.screen.get_size())).w >= 0.5 * w
    target = next(r for a, r in P.targets(pygame.Rect(0, 0, *app.screen.get_size()), look.legal) if a == A.Kick("BR"))
    d.click(target.center)
    assert scene.view().shootout_kick_chosen or scene.view().shootout


def test_with_reduce_motion_the_choice_cuts_in_and_else_the_camera_pushes_in_from_the_table() -> None:
    scene, d = penalty()
    assert table_penalty.pushed_in(scene)  # straight on from the tackle's stage (a new scene: a cut)
    scene.pen_push, scene.pen_from_table = 0.0, True
    d.frame()
    assert 0.0 < scene.pen_push < 1.0
    d.key(pygame.K_SPACE, frames=1)  # a key only finishes the push: nothing is chosen
    assert scene.pen_push == 1.0 and scene.ctrl.phase == "penalty_kick"
    d.app.change_settings(d.app.settings.with_(reduce_motion=True))
    scene.pen_push, scene.pen_from_table = 0.0, True
    d.frame()
    assert scene.pen_push == 1.0


def test_a_still_choice_redraws_only_the_goal_where_the_keeper_bobs() -> None:
    """Idle cost: while a coach ponders, a few redraws a second of the goal alone."""
    scene, d = penalty()
    d.frame(n=40)
    w, h = d.app.screen.get_size()
    rects = scene.ambient_rects()
    assert rects is not None and len(rects) == 1
    assert rects[0].contains(P.goal_mouth(pygame.Rect(0, 0, w, h))) and rects[0].w * rects[0].h < w * h // 2
    interval = scene.ambient_interval()
    assert interval is not None and interval >= 1 / 15


def test_the_arrows_move_along_the_buttons_as_the_goals_parts_lie() -> None:
    scene, d = penalty()
    spot = {b.label: a.spot for b, a in zip(scene.menu.buttons, scene.legal(), strict=False)}  # type: ignore[attr-defined]
    focused = lambda: spot[scene.menu.buttons[scene.menu.focus].label]  # noqa: E731
    assert focused() == "TL"
    d.key(pygame.K_DOWN)
    assert focused() == "BL"
    d.key(pygame.K_RIGHT)
    assert focused() == "C"
    d.key(pygame.K_RIGHT)
    assert focused() in ("TR", "BR")
    d.key(pygame.K_RETURN)
    assert scene.ctrl._state.shot.kick in ("TR", "BR")  # type: ignore[union-attr]


def staged_at(phase: str, lang: str, scale: int, size: tuple[int, int] = (1024, 600)) -> tuple[TableScene, Driver]:
    """A penalty's choice at `size` in `lang` at text size `scale` (review24's seed)."""
    app, d = new_app()
    app.resize(size)
    app.change_settings(app.settings.with_(language=lang, text_scale=scale))
    session_at(app, (phase,), seed=11, random_play=True)
    scene = app.stack.top
    assert isinstance(scene, TableScene)
    scene.anim.skip_all()
    d.frame(n=3)
    return scene, d


@pytest.mark.parametrize(("lang", "scale"), [("ja", 150), ("pt", 150), ("en", 100)])
@pytest.mark.parametrize("phase", ["penalty_kick", "penalty_save"])
def test_every_aim_button_is_a_cell_of_a_two_row_grid_its_labels_at_one_size(phase: str, lang: str, scale: int) -> None:
    """Review24 #7 (no double-height button) and review25 #8 (1024 pt 150 % and ja: "Bem no meio"
    floated half a row between the two rows): every aim button is one row tall and sits in a cell
    of a grid of two rows and as many columns as the goal has parts across; a part as high as both
    rows takes its column's top cell. All under the prompt's room, none on another, every label at
    one size and on one line."""
    scene, d = staged_at(phase, lang, scale)
    try:
        options = table_penalty.options(scene)
        aims = scene.menu.buttons[: len(options)]
        assert len({b.rect.size for b in aims}) == 1, [tuple(b.rect) for b in aims]
        rows = sorted({b.rect.y for b in aims})
        assert len(rows) == 2  # nothing between the rows
        columns = sorted({b.rect.x for b in aims})
        assert len(columns) == (3 if phase == "penalty_kick" else 4)
        area = penalty_area()
        below = P.status_room(area).bottom
        for a, b in zip(options, aims, strict=True):
            assert b.rect.top >= below and P.band_rect(area).contains(b.rect)
            cell = P.KICK_CELLS[a.spot] if isinstance(a, A.Kick) else P.SAVE_CELLS[frozenset(a.spots)]  # type: ignore[union-attr]
            assert (columns.index(b.rect.x), rows.index(b.rect.y)) == cell[:2], (a, tuple(b.rect))
        for one, other in combinations(aims, 2):
            assert not one.rect.colliderect(other.rect)
        basic.drawn = []
        scene.draw(d.app.screen)
        labels = [blit for blit in basic.drawn if blit.button is not None]
        assert len({blit.size for blit in labels}) == 1, labels
        assert len(labels) == len(aims), labels  # one line each (pt 150 %: a step smaller, no two lines beside one)
    finally:
        basic.drawn = None
        d.app.close()


@pytest.mark.parametrize("phase", ["penalty_kick", "penalty_save"])
def test_the_choice_in_focus_is_named_once_on_the_screen(phase: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Review24 #7 and review25 #8: the aimed corner was named twice (on its zone and on its
    button). A kick is named by its button only, its zone on the goal marked with the button's
    key; a dive (no zone of its own) is named over the crossbar only while in focus."""
    scene, d = staged_at(phase, "pt", 100)
    try:
        look = table_penalty.look(scene, scene.view())
        surface = pygame.Surface(d.app.screen.get_size())
        for i, action in enumerate(look.legal):
            look.hovered, look.lifts = action, {action: 1.0}
            said: list[str] = []
            real = assets.text
            monkeypatch.setattr(assets, "text", lambda s, *a, **k: said.append(s) or real(s, *a, **k))  # noqa: B023
            P.draw_choice_stage(surface, penalty_area(), look)
            monkeypatch.setattr(assets, "text", real)
            if isinstance(action, A.Kick):
                assert P.label(action) not in said, (action, said)
                assert said.count(str(scene.menu.number(i))) == 1, (action, said)
            else:
                assert said.count(P.label(action)) == 1, (action, said)
    finally:
        d.app.close()
