"""The penalty's keeper and plate (issue #38 points 1 and 2): while the kicker picks a zone every
target shows through the keeper; the score plate is a TV plate with both clubs' crests and short
names, and in a shoot-out each side's o / x kicks (R11.2)."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest

from game.engine import actions as A
from game.i18n import set_language
from game.ui.art import goal_art as G
from game.ui.art import kits
from game.ui.art.club_crest import club_crest
from game.ui.stage import penalty_plate as PL
from game.ui.stage import penalty_stage as P
from game.ui.words.club_words import club_short

KICKS = [A.Kick(s) for s in ("TL", "TR", "C", "BL", "BR")]


@pytest.fixture(autouse=True)
def display() -> None:
    pygame.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((8, 8))


def choice(area: pygame.Rect, legal: list[A.Action]) -> pygame.Surface:
    surface = pygame.Surface(area.size)
    look = P.ChoiceLook(kicker=0, heading="PENALTY KICK", status="", tally=PL.Tally((0, 0)), legal=legal)
    P.draw_choice_stage(surface, area, look)
    return surface


def difference(a: pygame.Surface, b: pygame.Surface, rect: pygame.Rect) -> float:
    """The mean colour difference of two pictures over `rect` (0..765 a pixel)."""
    total, n = 0, 0
    for x in range(rect.left, rect.right, 3):
        for y in range(rect.top, rect.bottom, 3):
            pa, pb = a.get_at((x, y)), b.get_at((x, y))
            total += abs(pa.r - pb.r) + abs(pa.g - pb.g) + abs(pa.b - pb.b)
            n += 1
    return total / max(1, n)


def test_the_middle_target_shows_through_the_keeper_while_the_kicker_chooses(monkeypatch: pytest.MonkeyPatch) -> None:
    """#38.1: the keeper's body must not cover "Down the middle": seen through, the target behind
    him differs from the keeperless picture far less than with him drawn solid."""
    area = pygame.Rect(0, 0, 1920, 1080)
    zone = G.zone_rects(P.goal_mouth(area))["C"]
    seen_through = choice(area, KICKS)
    monkeypatch.setattr(P, "KEEPER_SEEN_THROUGH", 255)
    solid = choice(area, KICKS)
    monkeypatch.setattr(G, "draw_keeper", lambda surface, mouth, *a, **k: pygame.Rect(mouth.center, (1, 1)))
    empty = choice(area, KICKS)
    assert difference(solid, empty, zone) > 2 * difference(seen_through, empty, zone)
    assert difference(seen_through, empty, zone) < 40


def test_the_keeper_choosing_a_dive_is_drawn_solid() -> None:
    """The keeper's own choice previews his dive: there he is the subject, drawn whole."""
    area = pygame.Rect(0, 0, 1280, 720)
    saves = [A.Save(("TL", "BL")), A.Save(("TR", "BR"))]
    picture = choice(area, saves)
    zone = G.zone_rects(P.goal_mouth(area))["C"]
    dark = sum(1 for y in range(zone.top, zone.bottom, 4) if sum(picture.get_at((zone.centerx, y))[:3]) < 120)
    assert dark >= 2  # his dark shorts and boots, not the net's white


@pytest.mark.parametrize("shootout", [False, True])
def test_the_plate_shows_both_crests_and_short_names(monkeypatch: pytest.MonkeyPatch, shootout: bool) -> None:
    """#38.2: a TV plate, not a bare HOME 0 / AWAY 0."""
    kits.dress(["riverside", "foxhollow"])
    blitted: list[pygame.Surface] = []
    real = PL.club_crest

    def crest(club_id: str, height: int) -> pygame.Surface:
        surf = real(club_id, height)
        blitted.append(surf)
        return surf

    monkeypatch.setattr(PL, "club_crest", crest)
    PL.forget()
    tally = PL.Tally((1, 1), ((True, False, True), (True, True)), 5)
    plate, parts = PL.tally_plate(tally, shootout)
    try:
        assert blitted  # drawn from the clubs' crests
        a, b = parts.crests
        assert a.h >= 12 and b.h >= 12 and not a.colliderect(b)
        assert plate.get_rect().contains(a) and plate.get_rect().contains(b)
        for rect, club in ((a, "riverside"), (b, "foxhollow")):
            crest_px = club_crest(club, rect.h)
            assert abs(rect.w - crest_px.get_width()) <= 1
        assert club_short("riverside") == "Riverside"
        if shootout:  # room for five kicks a side after the score
            assert plate.get_width() > a.right + 5 * 14
    finally:
        kits.dress(["harbour", "northgate"])
        PL.forget()


def test_short_names_are_translated_and_unknown_clubs_fall_back() -> None:
    try:
        set_language("pt")
        assert club_short("harbour") == "Enseada"
        assert club_short("foxhollow") == "Toca da Raposa"  # already short: its full name
        assert club_short("no-such-club", 1) == club_short("northgate")
    finally:
        set_language("en")


def test_the_plate_sits_in_the_scene_clear_of_the_goal_and_the_taker() -> None:
    for size in ((1024, 600), (1920, 1080)):
        area = pygame.Rect(0, 0, *size)
        surface = pygame.Surface(size)
        from game.ui.stage.kick_stage import kicker_height, scene_rect

        rect = scene_rect(area)
        mouth = P.goal_mouth(area)
        at = PL.draw_tally(surface, rect, PL.Tally((2, 3), ((True,) * 5, (False,) * 5)), True)
        assert rect.contains(at) and not at.colliderect(mouth)
        spot = G.penalty_spot(rect, mouth)
        taker = kicker_height(rect, mouth)
        assert at.right < spot[0] - taker * 0.8  # the taker runs up from the left of the ball


@pytest.mark.parametrize("who", ["keeper", "taker"])
def test_limbs_bend_as_one_shape_with_no_round_joints(monkeypatch: pytest.MonkeyPatch, who: str) -> None:
    """#38.1 (no mannequin): no circle is drawn at a knee, an elbow or a shoulder; each limb is one
    outline from hip to foot and from shoulder to hand, its middle free of outline lines."""
    from game.clubs import Kit
    from game.ui.art import footballer as FB
    from game.ui.art import goal_figures as F

    kit = Kit(shirt=(200, 30, 30), shorts=(250, 250, 250), trim=(20, 200, 20))
    pose = F.READY if who == "keeper" else F.STAND
    height = 300.0
    joints = F._place(pose, (300.0, 250.0), height, 0.0)
    dress = FB.dress(kit, who, gloves=G.GLOVE if who == "keeper" else None)
    circles: list[tuple[float, float]] = []
    real = pygame.draw.circle

    def circle(surface: pygame.Surface, color: object, centre: tuple[float, float], *a: object) -> pygame.Rect:
        circles.append((float(centre[0]), float(centre[1])))
        return real(surface, color, centre, *a)  # type: ignore[arg-type]

    monkeypatch.setattr(pygame.draw, "circle", circle)
    surface = pygame.Surface((600, 600))
    surface.fill((0, 90, 0))
    FB._paint(surface, joints, height, dress, who == "taker")
    near = height * 0.04
    for name in ("kl", "kr", "el", "er", "sl", "sr"):
        x, y = joints[name]
        assert all(abs(cx - x) > near or abs(cy - y) > near for cx, cy in circles), name
    for a, b in (("kl", "fl"), ("kr", "fr")):  # below the shorts: skin into sock, no line across
        for k in (0.0, 0.2, 0.4):
            x = joints[a][0] + (joints[b][0] - joints[a][0]) * k
            y = joints[a][1] + (joints[b][1] - joints[a][1]) * k
            assert surface.get_at((round(x), round(y)))[:3] != FB.OUTLINE


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080), (2560, 1440)])
def test_the_see_through_keeper_standing_is_drawn_whole_in_his_small_layer(size: tuple[int, int]) -> None:
    """The see-through layer is cut to the standing keeper (a frame's cost): over a whole bob and
    crouch, every pixel he paints on the goal's wide surroundings falls inside it."""
    from game.ui.art import goal_figures as F
    from game.ui.stage.kick_stage import Scene, keeper_room

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    pygame.display.init()
    pygame.display.set_mode((8, 8))
    w, h = size
    rect = pygame.Rect(0, 0, w, h)
    mouth = pygame.Rect(w // 3, h // 8, w // 3, h // 5)
    for n in range(24):
        for crouch in (0.0, 1.0):
            sc = Scene((200, 120, 40), (40, 80, 200), bounce=n * 0.2, keeper_set=crouch)
            room = keeper_room(rect, mouth, sc)
            wide = mouth.inflate(mouth.w // 2, mouth.h * 2)
            layer = pygame.Surface(wide.size, pygame.SRCALPHA)
            F.draw_keeper(layer, mouth.move(-wide.x, -wide.y), sc.keeper, None, 0.0, sc.bounce, crouch, 0.0)
            painted = layer.get_bounding_rect().move(wide.topleft)
            assert room.contains(painted), (size, n, crouch, painted, room)
            assert room.w * room.h < wide.w * wide.h / 3
