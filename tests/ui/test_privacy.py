"""Hot-seat privacy: the pass screen hides everything secret before a secret decision changes hands."""

from __future__ import annotations

import pygame
import pytest

from game.ui.art import cardart
from game.ui.look import layout as L
from game.ui.scenes.match.lineup import LineupScene
from game.ui.scenes.overlays.overlays import PassScreen
from game.ui.table import side_panels
from tests.ui.helpers import new_app, session_at


@pytest.mark.parametrize("phase", ["defend_synergy", "penalty_save", "player_action"])
def test_no_hand_face_is_drawn_while_the_pass_screen_is_up(phase: str, monkeypatch: pytest.MonkeyPatch) -> None:
    app, d = new_app()
    session = session_at(app, (phase,), seed=3, random_play=True)
    ctrl = session.controller
    if ctrl.phase != phase:
        pytest.skip(f"seed 3 never reaches {phase} with first-legal play")
    decider = ctrl.decider
    if ctrl.secret(decider) is None:  # nothing hidden here: no pass screen (tested below); a card in hand
        ctrl._state.teams[decider].hand.append(ctrl._state.deck.pop())
    # the other coach was looking at the screen (e.g. the attacker who just shot)
    ctrl.viewer = 1 - decider
    faces: list[str] = []
    real = cardart.synergy_face

    def spy(code: str, w: int = cardart.SYN_W, h: int = cardart.SYN_H):  # type: ignore[no-untyped-def]
        faces.append(code)
        return real(code, w, h)

    monkeypatch.setattr(side_panels, "synergy_face", spy)
    d.frame(n=2)
    assert isinstance(app.stack.top, PassScreen)
    faces.clear()
    d.frame(n=3)
    assert faces == []
    lay = L.get()
    # where the hands and players lie, the screen is the pass screen's own picture: the same for any match
    blank = pygame.Surface(app.screen.get_size())
    PassScreen(app, session).draw(blank)
    for rect in (lay.hand, lay.opp_panel, lay.my_panel.inflate(-4, -4)):
        shown, alone = app.screen.subsurface(rect), blank.subsurface(rect)
        assert pygame.image.tobytes(shown, "RGB") == pygame.image.tobytes(alone, "RGB")
    # after the hand-over the new coach sees their own hand
    d.frame(n=20)
    d.click((640, 360))
    assert not isinstance(app.stack.top, PassScreen)
    assert ctrl.viewer == decider
    d.frame(n=2)
    hand = ctrl.view().me.hand or ()
    if hand and phase != "penalty_save":  # the penalty's choice fills the window: no hand in sight
        assert faces, "the owner's hand should be drawn face up after the hand-over"


def test_the_pass_screen_ignores_a_click_meant_for_the_previous_screen() -> None:
    app, d = new_app()
    session = session_at(app, ("defend_synergy",), seed=3)
    session.controller.viewer = 1 - session.controller.decider
    d.frame()
    assert isinstance(app.stack.top, PassScreen)
    d.click((640, 360), frames=1)
    assert isinstance(app.stack.top, PassScreen)


def test_the_opponents_hand_is_only_backs() -> None:
    app, d = new_app()
    session = session_at(app, ("defend_synergy",), seed=3)
    ctrl = session.controller
    v = ctrl.view()
    assert v.opponent.hand is None
    d.frame(n=2)
    # the opponent's hand area shows card backs (blue-gold), never a synergy face (cream)
    for i in range(v.opponent.hand_count):
        r = L.opp_hand_rect(i)
        assert tuple(app.screen.get_at((r.x + 3, r.centery)))[:3] != (250, 244, 220)


def test_the_line_up_hides_the_first_coachs_bench_from_the_second(monkeypatch: pytest.MonkeyPatch) -> None:
    app, d = new_app()
    session = session_at(app, ("lineup",), seed=3)
    ctrl = session.controller
    d.frame(n=2)
    scene = app.stack.top
    assert isinstance(scene, LineupScene) and ctrl.viewer == 0
    for card in ctrl.view().me.roster[:3]:
        scene._toggle(card)
    d.key(pygame.K_c)
    d.frame(n=2)
    assert isinstance(app.stack.top, PassScreen)
    tags: list[pygame.Rect] = []
    monkeypatch.setattr(LineupScene, "_draw_bench_tag", staticmethod(lambda surface, rect: tags.append(rect)))
    d.frame(n=20)
    d.click((640, 360))
    d.frame(n=2)
    assert app.stack.top is scene and ctrl.viewer == 1
    v = ctrl.view()
    assert v.opponent.bench == () and v.opponent.available == ()
    assert scene.bench == [] and tags == [], "nothing of HOME's choice is marked on AWAY's screen"
