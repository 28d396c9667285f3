"""The button that completes a choice is the one to press: drawn as such and focused when it becomes
so, so Enter never takes a chosen card back (the review's loop on "Add up to 1 card to the shot")."""

from __future__ import annotations

import pygame

from game.engine import actions as A
from game.ui.scenes.match.lineup import LineupScene, roster_rect
from game.ui.scenes.table.table_scene import TableScene
from game.ui.widgets.basic import Button, Menu
from tests.ui.helpers import new_app, session_at, table_at


def _recording(scene: object) -> list[object]:
    """Every action the scene sends to the match, still sent."""
    sent: list[object] = []
    send = scene.act  # type: ignore[attr-defined]

    def act(action: object) -> None:
        sent.append(action)
        send(action)

    scene.act = act  # type: ignore[attr-defined]
    return sent


def test_choosing_the_last_card_the_shot_allows_moves_the_focus_to_shoot_and_enter_shoots() -> None:
    """R5.3: the cards the control state allows; once chosen, Enter plays them (not a toggle back)."""
    app, d = new_app()
    scene = table_at(app, d, "attack_synergy", 11)
    assert isinstance(scene, TableScene) and scene.view().phase == "attack_synergy"
    hand = scene.view().me.hand or ()
    limit = min(max(len(a.cards) for a in scene.legal() if isinstance(a, A.PlaySynergy)), len(hand))
    assert limit >= 1, "the seed must reach a shot that allows a hand card"
    assert not scene.prompt.menu.buttons[-1].primary
    for k in range(limit):
        d.key(pygame.K_1 + k)
    menu = scene.prompt.menu
    assert menu.buttons[-1].primary and menu.focus == len(menu.buttons) - 1
    sent = _recording(scene)
    d.key(pygame.K_RETURN)
    assert sent == [A.PlaySynergy(tuple(sorted(hand[:limit])))]


def test_one_card_of_two_then_enter_shoots_with_that_card() -> None:
    """Review23 #4, R5.3: with up to 2 cards allowed, keys 1 then Enter shoot with card 1; a second
    number key still adds a card."""
    for seed in range(11, 40):
        app, d = new_app()
        scene = table_at(app, d, "attack_synergy", seed)
        if not isinstance(scene, TableScene) or scene.view().phase != "attack_synergy":
            continue
        hand = scene.view().me.hand or ()
        if min(max(len(a.cards) for a in scene.legal() if isinstance(a, A.PlaySynergy)), len(hand)) >= 2:
            break
    else:
        raise AssertionError("no seed reaches a shot that allows two hand cards")
    d.key(pygame.K_1)
    menu = scene.prompt.menu
    assert menu.buttons[-1].primary and menu.focus == len(menu.buttons) - 1
    d.key(pygame.K_2)
    assert scene.syn_sel == [0, 1] and menu.focus == len(menu.buttons) - 1
    d.key(pygame.K_2)
    sent = _recording(scene)
    d.key(pygame.K_RETURN)
    assert sent == [A.PlaySynergy((hand[0],))]


def test_a_toggle_keeps_the_focus_on_the_card_it_toggled() -> None:
    menu = Menu()
    cards = [Button(str(i), lambda: None) for i in range(3)]
    menu.set_buttons([*cards, Button("shoot", lambda: None)])
    menu.focus = 1
    menu.set_buttons([*cards, Button("shoot", lambda: None)], keep_focus=True)
    assert menu.focus == 1
    menu.set_buttons([*cards, Button("shoot", lambda: None, primary=True)], keep_focus=True)
    assert menu.focus == 3
    menu.focus = 0  # the player moves away: a rebuild of the same buttons leaves the focus there
    menu.set_buttons([*cards, Button("shoot", lambda: None, primary=True)], keep_focus=True)
    assert menu.focus == 0


def test_the_complete_bench_is_the_lit_button_with_the_focus_and_enter_confirms_it() -> None:
    app, d = new_app()
    session_at(app, ("lineup",), seed=3)
    d.frame(n=3)
    scene = app.stack.top
    assert isinstance(scene, LineupScene)
    spot = scene.menu.buttons[-1].rect.x + 5, scene.menu.buttons[-1].rect.centery
    before = app.screen.get_at(spot)[:3]
    roster = scene.view().me.roster
    for k in range(3):
        d.click(roster_rect(k, len(roster)).center)
    confirm = scene.menu.buttons[-1]
    assert confirm.enabled and confirm.primary and scene.menu.focus == len(scene.menu.buttons) - 1
    d.frame(n=2)
    assert app.screen.get_at(spot)[:3] != before
    sent = _recording(scene)
    d.key(pygame.K_RETURN)
    assert sent == [A.ChooseLineup(tuple(sorted(roster[:3])))]
