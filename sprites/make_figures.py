"""Write the illustrated footballers of the player cards (SVG, one per pose and kit colour) beside
this script: `fig_<pose>_<role>.svg`, on a 120 x 200 portrait box, facing right, lit from the
top-left (see ART.md).

Run: `python sprites/make_figures.py`. Every figure is our own work (see LICENSE.txt), posed here
from joint angles: a stylised body of thick rounded strokes with a dark outline, the kit in the
role's colour (shirt, socks; white shorts), skin and hair shapes, a ball where it tells the action
and a soft ground shadow. Only what pygame's SVG renderer (nanosvg) draws: circles, ellipses,
polylines, polygons, strokes, opacity."""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
BOX_W, BOX_H = 120, 200
GROUND = 188.0
OUTLINE = "#141a26"
SHORTS = "#f2f1ea"
BOOT = "#1b1d22"
HAIR = ("#2a1c14", "#4a2e1a", "#17120e", "#6b4a22")
SKIN = ("#e0ac84", "#b97c52", "#8a5634", "#f0c8a0")
ROLE_KIT = {"FW": ("#c4403a", "#e8766a"), "MF": ("#349654", "#62c482"), "DF": ("#3460be", "#6a92e6")}
OUT = 3.8  # outline width each side of a stroke (about 3% of the figure's height across a limb)

Point = tuple[float, float]


def fmt(v: float) -> str:
    return f"{v:.1f}".rstrip("0").rstrip(".")


def step(p: Point, length: float, angle: float) -> Point:
    """`length` from `p` at `angle` degrees: 0 points down, 90 forward (right), 180 up."""
    a = math.radians(angle)
    return p[0] + length * math.sin(a), p[1] + length * math.cos(a)


def polyline(points: list[Point], color: str, width: float, opacity: float = 1.0) -> str:
    coords = " ".join(f"{fmt(x)},{fmt(y)}" for x, y in points)
    extra = f' stroke-opacity="{opacity}"' if opacity < 1 else ""
    return (
        f'<polyline points="{coords}" fill="none" stroke="{color}" stroke-width="{fmt(width)}" '
        f'stroke-linecap="round" stroke-linejoin="round"{extra}/>'
    )


@dataclass
class Pose:
    """A footballer by joint angles (degrees; 0 = down, 90 = forward): the hip, the spine's lean,
    each arm (upper, fore) and leg (thigh, shin, foot), near (drawn in front) and far."""

    lean: float
    near_arm: tuple[float, float]
    far_arm: tuple[float, float]
    near_leg: tuple[float, float, float]
    far_leg: tuple[float, float, float]
    head_tilt: float = 0.0
    ball: tuple[float, float] | None = None  # centre, relative to the hip
    lift: float = 0.0  # height of the lowest foot above the ground (a jump)
    ball_shadow: bool = False
    ball_at_head: float | None = None  # the ball against the head, at this angle from straight up
    room: tuple[float, float] = (0.0, 0.0)  # extra room left and right (for motion lines)
    behind: list[str] = field(default_factory=list)  # drawn before the body (motion lines, dust)
    extras: list[str] = field(default_factory=list)  # drawn over it


TORSO, NECK, HEAD_R = 44.0, 9.0, 13.0
UPPER, FORE = 25.0, 23.0
THIGH, SHIN, FOOT = 36.0, 35.0, 12.0
BALL_R = 10.0


def joints(p: Pose) -> dict[str, list[Point]]:
    """Joint positions with the hip at (0, 0)."""
    hip = (0.0, 0.0)
    neck = step(hip, TORSO, 180 - p.lean)
    shoulder = step(hip, TORSO - 6, 180 - p.lean)
    head = step(neck, NECK + HEAD_R * 0.55, 180 - p.lean - p.head_tilt)
    out: dict[str, list[Point]] = {"spine": [hip, neck], "head": [head]}
    for side, (a1, a2) in (("near_arm", p.near_arm), ("far_arm", p.far_arm)):
        elbow = step(shoulder, UPPER, a1)
        out[side] = [shoulder, elbow, step(elbow, FORE, a2)]
    for side, (t, s, f) in (("near_leg", p.near_leg), ("far_leg", p.far_leg)):
        knee = step(hip, THIGH, t)
        ankle = step(knee, SHIN, s)
        out[side] = [hip, knee, ankle, step(ankle, FOOT, f)]
    return out


def _limb(points: list[Point], parts: list[tuple[float, float, str, float]], light: str | None) -> str:
    """A limb along `points`: each part (from, to as fractions of the whole, colour, width) over
    one dark outline; a lit stripe on the top-left of the coloured parts."""
    total = [0.0]
    for a, b in itertools.pairwise(points):
        total.append(total[-1] + math.dist(a, b))

    def at(frac: float) -> Point:
        d = frac * total[-1]
        for i in range(1, len(total)):
            if d <= total[i] or i == len(total) - 1:
                seg = total[i] - total[i - 1] or 1.0
                k = min(1.0, max(0.0, (d - total[i - 1]) / seg))
                a, b = points[i - 1], points[i]
                return a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k
        return points[-1]

    def sub(f0: float, f1: float) -> list[Point]:
        inner = [points[i] for i in range(1, len(points) - 1) if f0 * total[-1] < total[i] < f1 * total[-1]]
        return [at(f0), *inner, at(f1)]

    width = max(w for *_, w in parts)
    svg = [polyline(points, OUTLINE, width + 2 * OUT)]
    for f0, f1, color, w in parts:
        svg.append(polyline(sub(f0, f1), color, w))
    if light is not None:
        lit = [(x - 1.6, y - 1.6) for x, y in sub(0.08, 0.9)]
        svg.append(polyline(lit, light, max(1.5, width * 0.28), 0.55))
    return "\n".join(svg)


def _shade(color: str, k: float) -> str:
    r, g, b = (int(color[i : i + 2], 16) for i in (1, 3, 5))
    return "#" + "".join(f"{max(0, min(255, round(c * k))):02x}" for c in (r, g, b))


def _ball(c: Point, r: float = BALL_R) -> str:
    x, y = c
    corners = [step((x, y), 0.42 * r, 180 - 72 * i) for i in range(5)]
    pent = " ".join(f"{fmt(px)},{fmt(py)}" for px, py in corners)
    return (
        f'<circle cx="{fmt(x)}" cy="{fmt(y)}" r="{fmt(r + OUT)}" fill="{OUTLINE}"/>\n'
        f'<circle cx="{fmt(x)}" cy="{fmt(y)}" r="{fmt(r)}" fill="#fbfbf6"/>\n'
        f'<circle cx="{fmt(x + 0.25 * r)}" cy="{fmt(y + 0.25 * r)}" r="{fmt(r * 0.8)}" '
        'fill="#c9ccd2" fill-opacity="0.45"/>\n'
        f'<polygon points="{pent}" fill="{OUTLINE}"/>\n'
        f'<circle cx="{fmt(x - 0.4 * r)}" cy="{fmt(y - 0.45 * r)}" r="{fmt(r * 0.22)}" fill="#ffffff"/>'
    )


def _streaks(c: Point, length: float, spread: float = 7.0, back: float = 180.0) -> str:
    """Motion lines trailing `c` (towards `back` degrees in screen terms: 180 = to the left)."""
    lines = []
    for i, dy in enumerate((-spread, 0.0, spread)):
        x0 = c[0] - BALL_R - 3 - (i % 2) * 3
        lines.append(
            f'<line x1="{fmt(x0)}" y1="{fmt(c[1] + dy)}" x2="{fmt(x0 - length + abs(dy))}" y2="{fmt(c[1] + dy)}" '
            f'stroke="#ffffff" stroke-width="3" stroke-linecap="round" stroke-opacity="0.8"/>'
        )
    return "\n".join(lines)


def figure(pose: Pose, role: str, skin: str, hair: str) -> str:
    """The posed footballer in `role`'s kit, fitted into the box, feet on the ground line."""
    shirt, light = ROLE_KIT[role]
    j = joints(pose)
    if pose.ball_at_head is not None:
        up = 180 - pose.lean - pose.head_tilt
        pose.ball = step(j["head"][0], HEAD_R + BALL_R + OUT, up - pose.ball_at_head)
    pts = [pt for v in j.values() for pt in v]
    if pose.ball is not None:
        pts += [(pose.ball[0] - BALL_R, pose.ball[1] - BALL_R), (pose.ball[0] + BALL_R, pose.ball[1] + BALL_R)]
    pad = 10.0
    x0, x1 = min(x for x, _ in pts) - pad - pose.room[0], max(x for x, _ in pts) + pad + pose.room[1]
    y0 = min(y for _, y in pts) - pad - (HEAD_R if False else 0)
    feet = max(pt[1] for side in ("near_leg", "far_leg") for pt in j[side][2:])
    ground_local = feet + 5 + pose.lift
    scale = min(1.0, BOX_W / (x1 - x0), (GROUND - 4) / (ground_local - y0))
    tx = BOX_W / 2 - scale * (x0 + x1) / 2
    ty = GROUND - scale * ground_local
    far = 0.78  # the far limbs in shade
    out: list[str] = []
    foot_x = [tx + scale * pt[0] for side in ("near_leg", "far_leg") for pt in j[side][2:]]
    cx = (min(foot_x) + max(foot_x)) / 2 + 3
    rx = max(20.0, (max(foot_x) - min(foot_x)) / 2 + 14)
    alpha = 0.34 if pose.lift == 0 else 0.2
    out.append(
        f'<ellipse cx="{fmt(cx)}" cy="{fmt(GROUND)}" rx="{fmt(rx)}" ry="5.5" fill="#000000" fill-opacity="{alpha}"/>'
    )
    if pose.ball is not None and pose.ball_shadow:
        bx = tx + scale * pose.ball[0]
        out.append(
            f'<ellipse cx="{fmt(bx + 3)}" cy="{fmt(GROUND)}" rx="{fmt(BALL_R * scale)}" ry="3.5" '
            'fill="#000000" fill-opacity="0.25"/>'
        )
    body: list[str] = list(pose.behind)
    leg = [(0.0, 0.42, SHORTS, 17.0), (0.42, 0.6, skin, 11.0), (0.6, 0.86, shirt, 11.5), (0.86, 1.0, BOOT, 10.0)]
    arm = [(0.0, 0.4, shirt, 12.0), (0.4, 1.0, skin, 9.0)]
    far_leg = [(a, b, _shade(c, far) if c != BOOT else c, w) for a, b, c, w in leg]
    far_arm = [(a, b, _shade(c, far), w) for a, b, c, w in arm]
    body.append(_limb(j["far_arm"], far_arm, None))
    body.append(_limb(j["far_leg"], far_leg, None))
    hip, neck = j["spine"]
    body.append(_limb([hip, neck], [(0.0, 1.0, shirt, 27.0)], light))
    body.append(polyline([step(hip, 5, 180 - pose.lean), hip], SHORTS, 23.0))
    body.append(_limb(j["near_leg"], leg, "#ffffff"))
    body.append(_limb(j["near_arm"], arm, light))
    ((hx, hy),) = j["head"]
    up = 180 - pose.lean - pose.head_tilt
    body.append(f'<circle cx="{fmt(hx)}" cy="{fmt(hy)}" r="{fmt(HEAD_R + OUT)}" fill="{OUTLINE}"/>')
    body.append(f'<circle cx="{fmt(hx)}" cy="{fmt(hy)}" r="{fmt(HEAD_R)}" fill="{skin}"/>')
    cap = [step((hx, hy), HEAD_R * 1.06, up + 115 - k * 160 / 12) for k in range(13)]
    cap.append(step((hx, hy), HEAD_R * 0.35, up + 20))
    body.append(f'<polygon points="{" ".join(f"{fmt(x)},{fmt(y)}" for x, y in cap)}" fill="{hair}"/>')
    lit = step((hx, hy), HEAD_R * 0.5, up + 35)
    body.append(
        f'<circle cx="{fmt(lit[0])}" cy="{fmt(lit[1])}" r="{fmt(HEAD_R * 0.3)}" fill="#ffffff" fill-opacity="0.25"/>'
    )
    eye = step((hx, hy), HEAD_R * 0.55, up - 72)
    body.append(f'<circle cx="{fmt(eye[0])}" cy="{fmt(eye[1])}" r="2" fill="{OUTLINE}"/>')
    if pose.ball is not None:
        body.append(_ball(pose.ball))
    body.extend(pose.extras)
    out.append(f'<g transform="translate({fmt(tx)} {fmt(ty)}) scale({scale:.3f})">')
    out.extend(body)
    out.append("</g>")
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{BOX_W}" height="{BOX_H}" '
        f'viewBox="0 0 {BOX_W} {BOX_H}">\n' + "\n".join(out) + "\n</svg>\n"
    )


def _dashes(a: Point, b: Point, n: int = 4) -> str:
    """A chalk-white dashed path from `a` to `b` ending in an arrowhead (a pass's line)."""
    out = []
    for i in range(n):
        t0, t1 = i / n, i / n + 0.55 / n
        p0 = (a[0] + (b[0] - a[0]) * t0, a[1] + (b[1] - a[1]) * t0)
        p1 = (a[0] + (b[0] - a[0]) * t1, a[1] + (b[1] - a[1]) * t1)
        out.append(polyline([p0, p1], "#ffffff", 4.0, 0.9))
    ang = math.atan2(b[1] - a[1], b[0] - a[0])
    head = [
        (b[0] + 7 * math.cos(ang), b[1] + 7 * math.sin(ang)),
        (b[0] + 7 * math.cos(ang + 2.5), b[1] + 7 * math.sin(ang + 2.5)),
        (b[0] + 7 * math.cos(ang - 2.5), b[1] + 7 * math.sin(ang - 2.5)),
    ]
    out.append(
        f'<polygon points="{" ".join(f"{fmt(x)},{fmt(y)}" for x, y in head)}" fill="#ffffff" fill-opacity="0.9"/>'
    )
    return "\n".join(out)


def _speed(x: float, ys: tuple[float, ...], length: float) -> str:
    """Speed lines ending at `x`, trailing to the left."""
    return "\n".join(polyline([(x - length + 4 * (i % 2), y), (x, y)], "#ffffff", 3.0, 0.6) for i, y in enumerate(ys))


def _burst(c: Point, r: float) -> str:
    """Short rays around `c`: an impact."""
    rays = []
    for k in range(7):
        a = math.radians(-150 + k * 40)
        rays.append(
            polyline(
                [
                    (c[0] + r * math.cos(a), c[1] + r * math.sin(a)),
                    (c[0] + 1.6 * r * math.cos(a), c[1] + 1.6 * r * math.sin(a)),
                ],
                "#fff4dc",
                3.0,
                0.9,
            )
        )
    return "\n".join(rays)


def _grass(x: float, y: float) -> str:
    """Turf kicked up behind a slide."""
    bits = []
    for k, (dx, dy) in enumerate(((0, 0), (-8, -6), (-15, -2), (-22, -9), (-6, -13))):
        c = "#9fe0a0" if k % 2 else "#ffffff"
        bits.append(
            f'<circle cx="{fmt(x + dx)}" cy="{fmt(y + dy)}" r="{fmt(2.6 - 0.3 * k)}" fill="{c}" fill-opacity="0.85"/>'
        )
    return "\n".join(bits)


def poses() -> dict[str, Pose]:
    """Every pose group: what a football fan reads from the silhouette."""
    return {
        # striker: the shooting leg swung through, body leaning back, the ball flying off
        "shoot": Pose(
            lean=-12,
            near_arm=(-60, -25),
            far_arm=(110, 80),
            near_leg=(62, 112, 160),
            far_leg=(-2, 8, 96),
            head_tilt=12,
            ball=(92.0, -30.0),
            room=(0.0, 4.0),
            behind=[_speed(78, (-38, -30, -22), 16)],
        ),
        # winger: at full speed, knee up, the ball at the front foot
        "dribble": Pose(
            lean=22,
            near_arm=(-50, 15),
            far_arm=(60, 150),
            near_leg=(52, 4, 95),
            far_leg=(-35, -100, -20),
            head_tilt=-8,
            ball=(54.0, 53.0),
            ball_shadow=True,
            room=(10.0, 0.0),
            behind=[_speed(-58, (-40, -28, -16), 16)],
        ),
        # playmaker: a side-foot pass along a dashed line, the other arm pointing the way
        "pass": Pose(
            lean=4,
            near_arm=(-40, -15),
            far_arm=(96, 90),
            near_leg=(36, 58, 100),
            far_leg=(-8, 0, 92),
            ball=(71.0, 65.0),
            ball_shadow=True,
            room=(0.0, 34.0),
            extras=[_dashes((86, 64), (112, 56))],
        ),
        # central midfielder: the ball taken on the chest, arms wide
        "control": Pose(
            lean=-16,
            near_arm=(-75, -50),
            far_arm=(70, 35),
            near_leg=(14, -6, 90),
            far_leg=(-12, 6, 92),
            head_tilt=32,
            ball=(35.0, -26.0),
            ball_shadow=True,
        ),
        # holding midfielder: a lunging block tackle, sole to the ball
        "tackle": Pose(
            lean=24,
            near_arm=(-70, -40),
            far_arm=(115, 80),
            near_leg=(47, 47, 150),
            far_leg=(-15, -85, -5),
            head_tilt=8,
            ball=(64.0, 44.0),
            ball_shadow=True,
            extras=[_burst((64.0, 44.0), 14)],
        ),
        # centre back: rising above everyone to head the ball
        "header": Pose(
            lean=-14,
            near_arm=(-110, -50),
            far_arm=(105, 55),
            near_leg=(18, -20, 70),
            far_leg=(-20, -95, -20),
            head_tilt=30,
            ball_at_head=45,
            lift=26,
            extras=[],
        ),
        # full back: the slide tackle, leading leg along the turf, a hand down behind
        "slide": Pose(
            lean=-38,
            near_arm=(-40, 10),
            far_arm=(150, 175),
            near_leg=(80, 84, 160),
            far_leg=(135, 15, 95),
            head_tilt=12,
            ball=(86.0, 6.0),
            ball_shadow=True,
            room=(6.0, 0.0),
            behind=[_grass(-26, 12)],
        ),
        # overlapping run: sprinting up the line, an arm up calling for the ball
        "sprint": Pose(
            lean=16,
            near_arm=(-55, 25),
            far_arm=(150, 160),
            near_leg=(62, 12, 95),
            far_leg=(-40, -115, -30),
            head_tilt=-10,
            room=(10.0, 0.0),
            behind=[_speed(-40, (-44, -30, -16), 18)],
        ),
        # sweeper / libero: stepping out of defence with the ball, head up, arm directing play
        "carry": Pose(
            lean=8,
            near_arm=(-30, 10),
            far_arm=(92, 98),
            near_leg=(34, 8, 95),
            far_leg=(-22, -45, 50),
            head_tilt=-14,
            ball=(48.0, 60.0),
            ball_shadow=True,
        ),
    }


# (pose, role) of every figure the cards use (see game.ui.cardart.FIGURES).
FIGURES = [
    ("shoot", "FW"),
    ("shoot", "MF"),
    ("dribble", "FW"),
    ("pass", "MF"),
    ("control", "MF"),
    ("tackle", "MF"),
    ("header", "DF"),
    ("header", "FW"),
    ("slide", "DF"),
    ("sprint", "DF"),
    ("sprint", "FW"),
    ("carry", "DF"),
]


def main() -> None:
    table = poses()
    for i, (pose, role) in enumerate(FIGURES):
        path = HERE / f"fig_{pose}_{role.lower()}.svg"
        path.write_text(figure(table[pose], role, SKIN[i % len(SKIN)], HAIR[(i * 3) % len(HAIR)]), encoding="utf-8")
        print(f"wrote sprites/{path.name}")


if __name__ == "__main__":
    main()
