"""Settings, save and resume, replays, the rules pages and the guided first match, each reached
from the title screen through synthetic input (MN11_HOME is a fresh folder per test: conftest)."""

from __future__ import annotations

import os
from pathlib import Path

import pygame
import pytest

from game import i18n, settings, storage
from game.engine.events import Event, Goal
from game.engine.rng import Rng
from game.engine.serialize import snapshot
from game.engine.state import Game, State
from game.ui.control.controller import PUBLIC_PHASES, MatchConfig, MatchController
from game.ui.look import layout as L
from game.ui.scenes.match.base import MatchBase
from game.ui.scenes.menus.launch import start_match
from game.ui.scenes.menus.menus import NewMatchScene, TitleScene
from game.ui.scenes.menus.settings_scene import SettingsScene
from game.ui.scenes.overlays.overlays import PassScreen, PauseMenu
from game.ui.scenes.replays.replays import ReplayBrowser, ReplayPlayer
from game.ui.scenes.rules.rules_help import RulesHelpScene
from game.ui.scenes.rules.rules_pages import PAGES, page_for_rule
from game.ui.scenes.table.table_scene import TableScene
from game.ui.tutorial.guide import SKIP_KEY, Guide, guide_of
from game.ui.window.app import App
from game.ui.window.session import log_line
from tests.ui.driver import Driver, number_key
from tests.ui.helpers import distinct_colors, new_app


def title_labels(app: App) -> list[str]:
    top = app.stack.top
    assert isinstance(top, TitleScene)
    return [b.label for b in top.menu.buttons]


def press_title(app: App, d: Driver, label: str) -> None:
    title_labels(app)
    d.key(number_key(app.stack.top.menu, label))  # type: ignore[attr-defined]


def drawn(app: App) -> bool:
    return distinct_colors(app.screen, app.screen.get_rect(), 16) > 8


# ---------------------------------------------------------------------- settings


def test_settings_screen_applies_and_saves_every_change() -> None:
    app, d = new_app()
    press_title(app, d, "Settings")
    scene = app.stack.top
    assert isinstance(scene, SettingsScene) and drawn(app)

    def change(label: str, key: int = pygame.K_RIGHT) -> None:
        scene.show_row(label)
        d.key(key)

    change("Master volume", pygame.K_LEFT)
    assert app.settings.volume == 70 and app.sounds.master == pytest.approx(0.7)
    change("Music", pygame.K_LEFT)
    assert app.settings.music_volume == 60 and app.sounds.music == pytest.approx(0.6)
    change("Effects and crowd", pygame.K_RIGHT)
    assert app.settings.effects_volume == 100 and app.sounds.effects == pytest.approx(1.0)
    change("Animation speed")
    assert app.settings.anim_speed == 1.5
    change("Computer level")
    assert app.settings.computer_level == "hard"
    change("Tie-break")
    assert app.settings.tiebreak == "draw"
    change("Shot-odds hint")
    assert app.settings.odds_hint is False
    change("Display")
    assert app.settings.fullscreen and app.fullscreen
    change("Captions")
    assert app.settings.captions is True
    d.key(pygame.K_3)  # the accessibility page
    assert scene.page == 2 and scene.row_values[0][0] == "Text size"
    for label in ("Text size", "Colour vision", "Reduce motion"):
        change(label)
    chosen = app.settings
    assert (chosen.text_scale, chosen.colour_vision, chosen.reduce_motion) == (125, "red_green", True)
    d.click(scene.tab_rects()[0].center)
    assert scene.page == 0
    change("Language")
    assert app.settings.language == "zh_CN" and i18n.language() == "zh_CN"
    d.frame(n=2)
    assert not app.stack.errors
    scene.menu.focus = 0  # the label is translated now; its place is not
    d.key(pygame.K_LEFT)
    assert i18n.language() == "en"
    assert settings.load() == (app.settings, None)
    d.key(pygame.K_ESCAPE)
    assert isinstance(app.stack.top, TitleScene)
    new = NewMatchScene(app)
    assert new.agent == "hard" and new.tiebreak == "draw"
    # the animation speed reaches a match's animator
    start_match(app, MatchConfig(seed=4))
    d.frame()
    top = app.stack.top
    assert isinstance(top, MatchBase) and top.anim.speed == 1.5


def test_a_corrupt_settings_file_gives_defaults_and_a_notice_in_the_window() -> None:
    path = settings.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b'{"format": "magic-number-eleven/settings", "settings": ')
    app, d = new_app()
    assert app.settings == settings.defaults()
    assert app.toast and "settings" in app.toast.lower()
    d.frame(n=2)
    assert not app.stack.errors and drawn(app)


def test_settings_are_reachable_from_the_pause_menu() -> None:
    app, d = new_app()
    start_match(app, MatchConfig(seed=4))
    d.frame()
    d.key(pygame.K_ESCAPE)
    assert isinstance(app.stack.top, PauseMenu)
    labels = [b.label for b in app.stack.top.menu.buttons]
    d.key(pygame.K_1 + labels.index("Settings"))
    assert isinstance(app.stack.top, SettingsScene)
    d.key(pygame.K_ESCAPE)
    assert isinstance(app.stack.top, PauseMenu)


# ---------------------------------------------------------------------- save and resume


def play_to(
    ctrl: MatchController, phases: tuple[str, ...], seed: int, min_actions: int = 0, secret: bool = False
) -> None:
    """Random play to one of `phases` (`secret`: where the decider's screen holds a secret, R12)."""
    rng = Rng(seed)
    for n in range(4000):
        if ctrl.phase in phases and n >= min_actions and (not secret or ctrl.secret(ctrl.decider)):
            return
        legal = ctrl.view().legal_actions or ctrl._state.legal_actions()
        ctrl.viewer = ctrl.decider
        legal = ctrl.view().legal_actions
        ctrl.apply(legal[rng.below(len(legal))])
    raise AssertionError(f"never reached {phases}")


def test_every_action_is_autosaved_and_continue_resumes_behind_the_pass_screen() -> None:
    app, d = new_app()
    session = start_match(app, MatchConfig(mode="hotseat", seed=21))
    ctrl = session.controller
    assert storage.read_autosave().state is not None, "a new match replaces any earlier autosave at once"
    play_to(ctrl, ("defend_synergy", "attack_synergy"), seed=21, min_actions=30, secret=True)
    state = ctrl._state
    saved = storage.read_autosave()
    assert saved.state is not None and snapshot(saved.state) == snapshot(state)
    assert saved.meta["mode"] == "hotseat" and saved.meta["seed"] == 21
    secret_decider = ctrl.decider
    assert ctrl.phase not in PUBLIC_PHASES

    # the window closes; a new one offers Continue
    app.close()
    app, d = new_app()
    assert title_labels(app)[0] == "Continue"
    d.key(pygame.K_RETURN)
    top = app.stack.top
    assert isinstance(top, PassScreen), "a secret hot-seat decision is hidden until the coach is ready"
    assert top.side == secret_decider
    resumed = top.session.controller
    assert snapshot(resumed._state) == snapshot(state)
    d.frame(n=20)
    d.click((640, 360))
    assert isinstance(app.stack.top, MatchBase) and resumed.viewer == secret_decider
    assert resumed.view().legal_actions == state.view(secret_decider).legal_actions
    assert not app.stack.errors


def test_continue_against_the_computer_keeps_its_settings() -> None:
    app, d = new_app()
    session = start_match(app, MatchConfig(mode="computer", human_side=1, agent="easy", tiebreak="draw", seed=8))
    ctrl = session.controller
    for _ in range(200):
        if ctrl.phase == "lineup":
            break
        action = ctrl.view().legal_actions[0] if ctrl.human_to_act() else ctrl._state.legal_actions()[0]
        ctrl.apply(action)
    app.close()
    app, d = new_app()
    d.key(pygame.K_RETURN)
    top = app.stack.top
    assert isinstance(top, MatchBase)
    cfg = top.session.config
    assert (cfg.mode, cfg.human_side, cfg.agent, cfg.tiebreak, cfg.seed) == ("computer", 1, "easy", "draw", 8)


def test_quitting_to_the_title_keeps_the_match_for_continue() -> None:
    app, d = new_app()
    start_match(app, MatchConfig(seed=5))
    d.frame()
    d.key(pygame.K_ESCAPE)
    labels = [b.label for b in app.stack.top.menu.buttons]  # type: ignore[union-attr]
    d.key(pygame.K_1 + labels.index("Quit to title"))
    d.key(pygame.K_1)  # yes
    assert isinstance(app.stack.top, TitleScene)
    assert title_labels(app)[0] == "Continue"


@pytest.mark.parametrize(
    "damage",
    [b"", b"{truncated", b'{"meta": {"mode": "hotseat"}, "match": {"format": "magic-number-eleven/match"}}'],
)
def test_a_damaged_autosave_is_reported_moved_aside_and_never_crashes(damage: bytes) -> None:
    path = storage.autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(damage)
    app, d = new_app()
    assert "Continue" not in title_labels(app)
    assert app.toast and "damaged" in app.toast
    assert not path.exists() and list(path.parent.glob("autosave.damaged-*.json"))
    d.frame(n=3)
    assert not app.stack.errors and drawn(app)


def test_an_incompatible_autosave_is_moved_aside() -> None:
    state = Game(seed=3).new_initial_state()
    meta = {"mode": "teleport", "human_side": 0, "agent": "x", "tiebreak": "shootout", "seed": 3}
    storage.write_autosave(state, meta)
    app, _ = new_app()
    assert "Continue" not in title_labels(app)
    assert app.toast and "cannot be resumed" in app.toast
    assert not storage.autosave_path().exists()


def test_a_failed_write_never_replaces_the_good_save(monkeypatch: pytest.MonkeyPatch) -> None:
    app, d = new_app()
    session = start_match(app, MatchConfig(seed=6))
    ctrl = session.controller
    ctrl.apply(ctrl.view().legal_actions[0])
    good = storage.autosave_path().read_bytes()

    def broken(src: object, dst: object) -> None:
        raise OSError("disk full")

    with monkeypatch.context() as patch:
        patch.setattr(os, "replace", broken)
        ctrl.viewer = ctrl.decider
        ctrl.apply(ctrl.view().legal_actions[0])
    assert storage.autosave_path().read_bytes() == good
    assert not list(storage.autosave_path().parent.glob("*.tmp"))
    d.frame()
    assert app.toast and "could not be saved" in app.toast
    assert not app.stack.errors


# ---------------------------------------------------------------------- replays


def random_match(seed: int) -> tuple[State, list[list[Event]]]:
    state = Game(seed=seed).new_initial_state()
    rng = Rng(seed)
    batches: list[list[Event]] = []
    while not state.is_terminal():
        legal = state.legal_actions()
        batches.append(list(state.apply_action(legal[rng.below(len(legal))])))
    return state, batches


def test_replay_reproduces_every_event_and_the_final_score() -> None:
    state, batches = random_match(12)
    path = storage.keep_finished(state, MatchConfig(seed=12).to_meta())
    app, _ = new_app()
    player = ReplayPlayer(app, path)
    player.run_to_end()
    assert player.events == batches
    assert player.view().score == state.result().score  # type: ignore[union-attr]
    assert snapshot(player.state) == snapshot(state)


def test_a_finished_match_is_kept_and_the_autosave_removed() -> None:
    ctrl = MatchController(MatchConfig(seed=13), persist=True)
    rng = Rng(13)
    while not ctrl._state.is_terminal():
        legal = ctrl._state.legal_actions()
        ctrl.apply(legal[rng.below(len(legal))])
    assert ctrl.replay_path is not None and ctrl.replay_path.exists()
    assert not storage.autosave_path().exists()
    infos, notice = storage.list_replays()
    assert notice is None and [i.path for i in infos] == [ctrl.replay_path]


def test_replay_browser_and_player_from_the_title(tmp_path: Path) -> None:
    kept = []
    for seed in (14, 15):
        state, _ = random_match(seed)
        kept.append((storage.keep_finished(state, MatchConfig(seed=seed).to_meta()), state))
    storage.replays_dir().joinpath("99999999-000000-1.json").write_text("{damaged", encoding="utf-8")
    app, d = new_app()
    press_title(app, d, "Replays")
    browser = app.stack.top
    assert isinstance(browser, ReplayBrowser) and len(browser.rows.replays) == 2
    assert app.toast and "set aside" in app.toast
    pygame.image.save(app.screen, str(tmp_path / "replays.png"))
    assert drawn(app)
    # the list is newest first; keyboard down + Enter opens the second
    d.key(pygame.K_DOWN)
    d.key(pygame.K_RETURN)
    player = app.stack.top
    assert isinstance(player, ReplayPlayer)
    state = next(s for p, s in kept if p == browser.rows.replays[1].path)
    for _ in range(5):
        d.key(pygame.K_RIGHT)
    assert player.index == 5
    d.key(pygame.K_SPACE)  # play
    assert player.playing
    d.key(pygame.K_EQUALS)  # faster
    assert player.speed == 2.0
    d.frame(n=60)
    assert player.index > 5
    d.key(pygame.K_SPACE)  # pause
    paused_at = player.index
    d.frame(n=60)
    assert player.index == paused_at
    # the referee view: both hands face up and the deck's next card
    v = player.view()
    assert v.teams[0].hand is not None and v.teams[1].hand is not None and v.deck_top is not None
    d.key(pygame.K_END)
    d.frame(n=3)
    assert player.done and player.view().score == state.result().score  # type: ignore[union-attr]
    assert drawn(app) and not app.stack.errors
    d.key(pygame.K_ESCAPE)
    assert isinstance(app.stack.top, ReplayBrowser)
    d.key(pygame.K_ESCAPE)
    assert isinstance(app.stack.top, TitleScene)


def test_replay_player_draws_a_shot_in_progress() -> None:
    state, _ = random_match(16)
    path = storage.keep_finished(state, {})
    app, d = new_app()
    player = ReplayPlayer(app, path)
    app.stack.push(player)
    while player.view().phase != "defend_synergy":
        player.step()
    player.anim.skip_all()
    d.frame(n=2)
    assert drawn(app) and not app.stack.errors
    v = player.view()
    assert v.shot is not None and all(s.card is not None for s in v.teams[v.shot.side].board)


# ---------------------------------------------------------------------- rules and the guided match


def test_every_rules_page_draws_from_the_title_and_the_pause_menu(tmp_path: Path) -> None:
    app, d = new_app()
    press_title(app, d, "Rules")
    scene = app.stack.top
    assert isinstance(scene, RulesHelpScene)
    for i in range(len(PAGES)):
        assert scene.page == i
        d.frame()
        assert drawn(app)
        pygame.image.save(app.screen, str(tmp_path / f"rules_{i}.png"))
        d.key(pygame.K_RIGHT)
    assert scene.page == 0
    d.key(pygame.K_ESCAPE)
    assert isinstance(app.stack.top, TitleScene)
    start_match(app, MatchConfig(seed=4))
    d.frame()
    d.key(pygame.K_ESCAPE)
    labels = [b.label for b in app.stack.top.menu.buttons]  # type: ignore[union-attr]
    d.key(pygame.K_1 + labels.index("Rules"))
    assert isinstance(app.stack.top, RulesHelpScene)
    assert not app.stack.errors


def test_guided_match_waits_for_the_ringed_target_and_can_be_skipped() -> None:
    app, d = new_app()
    press_title(app, d, "Guided first match")
    guide = guide_of(app)
    assert isinstance(guide, Guide)
    top = app.stack.top
    assert isinstance(top, MatchBase)
    top.ctrl.think_pause = 0.0
    for _ in range(600):  # the computer (AWAY) chooses first in the draft; then HOME's pick
        d.frame()
        if guide.tip is not None:
            break
    assert guide.tip is not None and guide.tip.key == "draft" and guide.tip.targets
    assert drawn(app)
    # a click beside the target is refused; the target itself is played
    version = top.ctrl.version
    wanted = guide.tip.targets[0]
    targets = [r.inflate(20, 20) for r in guide.tip.targets]
    buttons = top.menu.buttons  # type: ignore[attr-defined]
    other = next(b.rect for b in buttons if not any(b.rect.colliderect(r) for r in targets))
    d.click(other.center)
    assert top.ctrl.version == version and guide.refused > 0
    d.click(wanted.center)
    assert top.ctrl.version == version + 1
    # Skip with the bubble's button, and the guide is gone for good
    for _ in range(600):
        d.frame()
        if guide.tip is not None:
            break
    assert guide.tip is not None
    d.click(guide.skip_rect.center)
    d.frame()
    assert guide_of(app) is None and guide.skipped
    assert not app.stack.errors


def test_the_guide_skips_with_its_key_and_leaves_with_the_match() -> None:
    app, d = new_app()
    press_title(app, d, "Guided first match")
    draft = app.stack.top
    d.key(pygame.K_F1)  # F1 opens the rules at the draft (as everywhere): the lessons wait
    assert isinstance(app.stack.top, RulesHelpScene) and app.stack.top.page == page_for_rule("R3.2")
    assert guide_of(app) is not None
    d.key(pygame.K_ESCAPE)
    assert app.stack.top is draft and guide_of(app) is not None
    d.key(SKIP_KEY)
    assert guide_of(app) is None
    press = app.stack.top
    assert isinstance(press, MatchBase)
    app2, d2 = new_app()
    press_title(app2, d2, "Guided first match")
    d2.key(pygame.K_1)  # "Replace the match in progress?" (the first app's autosave): yes
    assert guide_of(app2) is not None
    d2.key(pygame.K_ESCAPE)
    labels = [b.label for b in app2.stack.top.menu.buttons]  # type: ignore[union-attr]
    d2.key(pygame.K_1 + labels.index("Quit to title"))
    d2.key(pygame.K_1)
    assert isinstance(app2.stack.top, TitleScene) and guide_of(app2) is None
    # Continue brings the guide back with the guided match
    d2.key(pygame.K_RETURN)
    assert guide_of(app2) is not None


def test_guide_draws_a_tip_for_the_table() -> None:
    app, d = new_app()
    press_title(app, d, "Guided first match")
    tip = None
    guide: Guide | None = None
    for _ in range(3000):  # follow the guide through the draft and the line-up to the table
        top = app.stack.top
        if isinstance(top, MatchBase):
            top.ctrl.think_pause = 0.0
        d.frame()
        guide = guide_of(app)
        assert guide is not None
        tip = guide.tip
        if tip is None or guide.box.w == 0:
            continue
        if isinstance(top, TableScene):
            break
        d.click(tip.targets[0].center)
    assert isinstance(app.stack.top, TableScene)
    assert tip is not None and tip.key == "position" and tip.drop is not None and guide is not None
    assert not guide.box.colliderect(tip.drop) and not guide.box.colliderect(L.get().prompt)
    assert drawn(app) and not app.stack.errors


def test_a_replayed_goal_is_scored_and_logged_only_when_its_animation_gets_there() -> None:
    """The replay never runs ahead of its animations: while a goal's shot plays, the score and the
    log are those before it; when the animation is over, both show the goal."""
    state, batches = random_match(12)
    goal_at = next(i for i, batch in enumerate(batches) if any(isinstance(e, Goal) for e in batch))
    app, d = new_app()
    player = ReplayPlayer(app, storage.keep_finished(state, {}))
    app.stack.push(player)
    for _ in range(goal_at):
        player.step()
    player.anim.skip_all()
    score_before, lines_before = player.view().score, list(player.log)
    player.step()
    goal = next(e for e in player.events[-1] if isinstance(e, Goal))
    assert player.anim.busy and player.view().score == goal.score
    told = log_line(goal)
    assert player.shown_view().score == score_before and told not in player.log
    d.frame(n=1)
    assert drawn(app) and not app.stack.errors
    player.anim.skip_all()
    assert player.shown_view().score == goal.score
    assert player.log[: len(lines_before)] == lines_before and told in player.log[len(lines_before) :]
