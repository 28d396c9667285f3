"""The people in the goal scene, posed as a little skeleton of joints placed and turned, each drawn
as a footballer (game/ui/art/footballer.py): a keeper in his own kit of the defending club's
family with gloves (ready, set, springing, diving, jumping, lying) and the taker in the attacking
club's kit, seen from behind (standing, running up, planting, striking, following through). Each
returns his box. Lit from the top left like the cards; all sizes in real pixels."""

from __future__ import annotations

import math
from dataclasses import replace

import pygame

from game.clubs import Kit
from game.ui.art.footballer import Dress, draw_player, draw_shadow, dress
from game.ui.look.theme import Color

GLOVE = (222, 250, 120)
Point = tuple[float, float]


# Joints in body heights (hip centre at 0, 0; y down); the names are the figure's own left/right
# as seen from the front (l is on the screen's left).
READY: dict[str, Point] = {
    "head": (0, -0.5),
    "neck": (0, -0.4),
    "sl": (-0.13, -0.37),
    "sr": (0.13, -0.37),
    "el": (-0.25, -0.24),
    "er": (0.25, -0.24),
    "hl": (-0.31, -0.36),
    "hr": (0.31, -0.36),
    "pl": (-0.08, 0.0),
    "pr": (0.08, 0.0),
    "kl": (-0.17, 0.19),
    "kr": (0.17, 0.19),
    "fl": (-0.15, 0.41),
    "fr": (0.15, 0.41),
}
REACH: dict[str, Point] = {
    "head": (0, -0.52),
    "neck": (0, -0.42),
    "sl": (-0.12, -0.4),
    "sr": (0.12, -0.4),
    "el": (-0.13, -0.6),
    "er": (0.13, -0.6),
    "hl": (-0.1, -0.8),
    "hr": (0.1, -0.8),
    "pl": (-0.07, 0.0),
    "pr": (0.07, 0.0),
    "kl": (-0.09, 0.22),
    "kr": (0.1, 0.21),
    "fl": (-0.08, 0.45),
    "fr": (0.16, 0.42),
}
KEEPER_REACH = 0.78  # gloves from hip, in body heights, when stretched
LEGS_LEN = 0.43  # hip to sole in READY


def _pose(a: dict[str, Point], b: dict[str, Point], k: float) -> dict[str, Point]:
    return {n: (a[n][0] + (b[n][0] - a[n][0]) * k, a[n][1] + (b[n][1] - a[n][1]) * k) for n in a}


def _place(pose: dict[str, Point], hip: Point, height: float, angle: float) -> dict[str, Point]:
    """Scale the joints to `height`, turn them `angle` radians (positive: the head to the left) about the hip."""
    c, s = math.cos(angle), math.sin(angle)
    return {n: (hip[0] + (x * c + y * s) * height, hip[1] + (-x * s + y * c) * height) for n, (x, y) in pose.items()}


def _figure(surface: pygame.Surface, j: dict[str, Point], height: float, d: Dress, back: bool = False) -> pygame.Rect:
    return draw_player(surface, j, height, d, back)


def _mid(a: Point, b: Point) -> Point:
    return ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)


def _toward(a: Point, b: Point, k: float) -> Point:
    return (a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k)


def keeper_height(mouth: pygame.Rect) -> float:
    return mouth.h * 0.86


def keeper_stand(mouth: pygame.Rect) -> Point:
    """The keeper's hip when standing ready on the goal line."""
    return (mouth.centerx, mouth.bottom - keeper_height(mouth) * LEGS_LEN)


# The keeper's other poses: set on the toes as the kicker strikes, springing off one leg, lying
# where the dive ended.
SET: dict[str, Point] = {
    **READY,
    "head": (0.0, -0.44),
    "neck": (0.0, -0.35),
    "sl": (-0.14, -0.32),
    "sr": (0.14, -0.32),
    "el": (-0.3, -0.16),
    "er": (0.3, -0.16),
    "hl": (-0.3, -0.02),
    "hr": (0.3, -0.02),
    "kl": (-0.24, 0.14),
    "kr": (0.24, 0.14),
    "fl": (-0.2, 0.36),
    "fr": (0.2, 0.36),
}
SPRING: dict[str, Point] = {
    **REACH,
    "el": (-0.22, -0.5),
    "er": (0.2, -0.52),
    "hl": (-0.22, -0.72),
    "hr": (0.16, -0.74),
    "kl": (-0.02, 0.14),
    "kr": (0.2, 0.24),
    "fl": (-0.16, 0.3),
    "fr": (0.18, 0.46),
}
LIE: dict[str, Point] = {
    **REACH,
    "el": (-0.16, -0.6),
    "er": (0.1, -0.62),
    "hl": (-0.12, -0.8),
    "hr": (0.08, -0.82),
    "kl": (-0.12, 0.2),
    "kr": (0.08, 0.22),
    "fl": (-0.04, 0.42),
    "fr": (0.18, 0.4),
}


def keeper_pose(k: float, set_k: float) -> dict[str, Point]:
    """The keeper's joints `k` into a dive (0: on the line, set by `set_k`; then springing off one
    leg, then stretched out)."""
    ready = _pose(READY, SET, max(0.0, min(1.0, set_k)))
    if k <= 0:
        return ready
    if k < 0.35:
        return _pose(ready, SPRING, k / 0.35)
    return _pose(SPRING, REACH, min(1.0, (k - 0.35) / 0.4))


def draw_keeper(
    surface: pygame.Surface,
    mouth: pygame.Rect,
    color: Color | Kit,
    target: Point | None = None,
    k: float = 0.0,
    bounce: float = 0.0,
    set_k: float = 0.0,
    fall: float = 0.0,
) -> pygame.Rect:
    """The keeper on the goal line: ready (`k` 0, bobbing with `bounce`, crouched on the toes by
    `set_k`), or diving toward `target` (the gloves reach it at `k` 1): a side dive turns the body,
    a central one is a jump. `fall` 0..1 after the ball has gone by: a side dive ends lying on the
    grass, a jump lands back on the feet. Returns his box (the shadow aside)."""
    height = keeper_height(mouth)
    joints, hip, angle, hip0 = _keeper_joints(mouth, target, k, bounce, set_k, fall)
    lift = max(0.0, hip0[1] - hip[1]) / height  # the higher he flies, the smaller and paler his shadow
    draw_shadow(
        surface,
        (hip[0], mouth.bottom),
        height * (0.45 + 0.5 * abs(math.sin(angle))) * (1 - 0.4 * min(1.0, lift)),
        height * 0.09,
    )
    shirt = color.shirt if isinstance(color, Kit) else color
    look = replace(dress(keeper_kit(shirt), f"keeper{shirt}", gloves=GLOVE), shorts=(34, 36, 40), trim=(236, 240, 236))
    return _figure(surface, joints, height, look)


def keeper_hands(
    mouth: pygame.Rect,
    target: Point | None = None,
    k: float = 0.0,
    bounce: float = 0.0,
    set_k: float = 0.0,
    fall: float = 0.0,
) -> Point:
    """Where the keeper's gloves meet in the pose `draw_keeper` draws for the same arguments (a
    caught ball is held there)."""
    joints = _keeper_joints(mouth, target, k, bounce, set_k, fall)[0]
    return _mid(joints["hl"], joints["hr"])


def _keeper_joints(
    mouth: pygame.Rect, target: Point | None, k: float, bounce: float, set_k: float, fall: float
) -> tuple[dict[str, Point], Point, float, Point]:
    """The keeper's placed joints, his hip, his turn and his standing hip."""
    height = keeper_height(mouth)
    hip0 = keeper_stand(mouth)
    hip0 = (hip0[0], hip0[1] + math.sin(bounce * math.tau) * height * 0.015 + set_k * height * 0.05)
    k = max(0.0, min(1.0, k))
    fall = max(0.0, min(1.0, fall))
    angle, hip = 0.0, hip0
    pose = keeper_pose(k if target is not None else 0.0, set_k)
    if target is not None and k > 0:
        dx, dy = target[0] - hip0[0], target[1] - hip0[1]
        full = math.atan2(-dx, -dy)  # 0: straight up; positive: toward the screen's left
        full = max(-1.45, min(1.45, full))
        dist = math.hypot(dx, dy)
        travel = max(0.0, dist - KEEPER_REACH * height)
        ux, uy = (dx / dist, dy / dist) if dist > 0.01 else (0.0, -1.0)
        angle = full * k
        hop = math.sin(k * math.pi) * height * 0.12
        hip = (hip0[0] + ux * travel * k, hip0[1] + uy * travel * k - hop)
        if fall > 0 and abs(full) > 0.5:  # down onto the grass, along the line of the dive
            side = 1 if full > 0 else -1
            down = fall * fall
            angle = lerp_f(angle, side * math.pi / 2, down)
            hip = (hip[0], lerp_f(hip[1], mouth.bottom - height * 0.1, down))
            pose = _pose(pose, LIE, min(1.0, fall * 1.5))
        elif fall > 0:  # a jump lands back on the line
            hip = (lerp_f(hip[0], hip0[0] + (hip[0] - hip0[0]) * 0.5, fall), lerp_f(hip[1], hip0[1], fall))
            angle = lerp_f(angle, 0.0, fall)
            pose = _pose(pose, READY, fall)
    return _place(pose, hip, height, angle), hip, angle, hip0


def lerp_f(a: float, b: float, k: float) -> float:
    return a + (b - a) * k


def keeper_kit(team: Color) -> Color:
    """A keeper wears a kit apart from the outfield's, still of the team's family: darker, greener."""
    return (round(team[0] * 0.55 + 20), round(team[1] * 0.55 + 60), round(team[2] * 0.45 + 30))


# A kicker seen from behind: standing with the arms down, the same skeleton, the legs swapped by the run.
STAND: dict[str, Point] = {
    **READY,
    "el": (-0.17, -0.2),
    "er": (0.17, -0.2),
    "hl": (-0.2, -0.03),
    "hr": (0.2, -0.03),
    "kl": (-0.1, 0.2),
    "kr": (0.1, 0.2),
    "fl": (-0.11, 0.42),
    "fr": (0.11, 0.42),
}
# Running: the same skeleton, the legs swapped by the run.
RUN_A: dict[str, Point] = {
    **READY,
    "hl": (-0.3, -0.12),
    "hr": (0.28, -0.3),
    "el": (-0.22, -0.2),
    "er": (0.24, -0.28),
    "kl": (-0.06, 0.2),
    "kr": (0.12, 0.12),
    "fl": (-0.1, 0.43),
    "fr": (0.16, 0.3),
}
STRIKE: dict[str, Point] = {
    **READY,
    "hl": (-0.38, -0.3),
    "hr": (0.34, -0.2),
    "el": (-0.26, -0.32),
    "er": (0.24, -0.24),
    "kl": (-0.08, 0.21),
    "kr": (0.06, 0.08),
    "fl": (-0.1, 0.43),
    "fr": (0.02, -0.04),
}


FOLLOW: dict[str, Point] = {
    **READY,
    "head": (0.02, -0.49),
    "hl": (-0.42, -0.4),
    "hr": (0.36, -0.12),
    "el": (-0.3, -0.38),
    "er": (0.26, -0.2),
    "kl": (-0.07, 0.21),
    "kr": (0.1, -0.02),
    "fl": (-0.12, 0.43),
    "fr": (0.14, -0.2),
}
PLANT: dict[str, Point] = {
    **RUN_A,
    "hl": (-0.36, -0.22),
    "el": (-0.26, -0.26),
    "kl": (-0.05, 0.2),
    "fl": (-0.08, 0.43),
    "kr": (0.1, 0.26),
    "fr": (0.12, 0.22),
}


def kicker_pose(k: float) -> dict[str, Point]:
    """The taker's joints: standing (`k` 0), running up (..0.7), planting the other foot (..0.85),
    striking (..1), following through (..1.5)."""
    if k <= 0:
        return STAND
    if k < 0.7:
        return _pose(STAND, RUN_A, abs(math.sin(k / 0.7 * math.pi * 3)))
    if k < 0.85:
        return _pose(RUN_A, PLANT, (k - 0.7) / 0.15)
    if k < 1.0:
        return _pose(PLANT, STRIKE, (k - 0.85) / 0.15)
    return _pose(STRIKE, FOLLOW, min(1.0, (k - 1.0) / 0.5))


def draw_kicker(surface: pygame.Surface, ball: Point, height: float, color: Color | Kit, k: float) -> pygame.Rect:
    """The penalty taker, from behind, beside the ball on the spot: standing off it (`k` 0),
    running up from the left (..0.85), striking (..1), following through (..1.5). Returns his box."""
    k = max(0.0, min(1.5, k))
    start = (ball[0] - height * 0.75, ball[1] + height * 0.06)
    at = (ball[0] - height * 0.16, ball[1])
    run = min(1.0, k / 0.85)
    foot_y = start[1] + (at[1] - start[1]) * run
    hip = (start[0] + (at[0] - start[0]) * run, foot_y - height * LEGS_LEN)
    draw_shadow(surface, (hip[0] + height * 0.08, foot_y + height * 0.02), height * 0.55, height * 0.1)
    shirt = color.shirt if isinstance(color, Kit) else color
    look = dress(color, f"kicker{shirt}", "11")
    return _figure(surface, _place(kicker_pose(k), hip, height, 0.0), height, look, back=True)


# A defender facing the kicker, arms tucked behind the back, sliding across to block the shot.
BLOCK: dict[str, Point] = {
    **READY,
    "el": (-0.16, -0.18),
    "er": (0.16, -0.18),
    "hl": (-0.06, -0.08),
    "hr": (0.06, -0.08),
    "kl": (-0.22, 0.16),
    "kr": (0.12, 0.2),
    "fl": (-0.36, 0.38),
    "fr": (0.14, 0.42),
}


def draw_defender(surface: pygame.Surface, at: Point, height: float, color: Color | Kit, k: float) -> pygame.Rect:
    """An outfield defender whose feet end at `at`, sliding in from the side (`k` 0..1) to block."""
    k = max(0.0, min(1.0, k))
    foot = (at[0] + (1 - k) * height * 0.9, at[1])
    hip = (foot[0], foot[1] - height * LEGS_LEN)
    lean = -0.25 * k
    draw_shadow(surface, foot, height * 0.6, height * 0.1)
    joints = _place(_pose(READY, BLOCK, k), hip, height, lean)
    shirt = color.shirt if isinstance(color, Kit) else color
    return _figure(surface, joints, height, dress(color, f"defender{shirt}", "4"))
