"""The shapes a drawn footballer is made of (#38.1: no mannequin's round joints): a whole limb as
one tapered outline bent softly at its middle joint, any stretch of it (a sleeve, a sock) as the
same outline cut short, a torso with shoulders and a keeper's mitten. Points in real pixels."""

from __future__ import annotations

import itertools
import math

Point = tuple[float, float]
BEND = 0.42  # how much of the shorter half of a limb its bend is rounded over
CAP = 5  # points on a rounded end


def unit(a: Point, b: Point) -> tuple[float, float]:
    dx, dy = b[0] - a[0], b[1] - a[1]
    d = math.hypot(dx, dy)
    return (dx / d, dy / d) if d > 0.01 else (0.0, 1.0)


def toward(a: Point, b: Point, k: float) -> Point:
    return (a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k)


def _spine(a: Point, b: Point, c: Point, wa: float, wb: float, wc: float) -> list[tuple[Point, float, float]]:
    """Points along the limb's middle with its width there and how far along it (0..1) they are:
    straight from `a`, rounded through the joint `b`, straight on to `c`."""
    ab, bc = math.dist(a, b), math.dist(b, c)
    r = BEND * min(ab, bc)
    p1 = toward(b, a, r / ab) if ab > 0.01 else b
    p2 = toward(b, c, r / bc) if bc > 0.01 else b
    pts: list[Point] = [a]
    for n in range(7):  # the bend: a quadratic curve from p1 through b's corner to p2
        t = n / 6
        pts.append(
            (
                (1 - t) ** 2 * p1[0] + 2 * (1 - t) * t * b[0] + t * t * p2[0],
                (1 - t) ** 2 * p1[1] + 2 * (1 - t) * t * b[1] + t * t * p2[1],
            )
        )
    pts.append(c)
    lengths = [0.0]
    for p, q in itertools.pairwise(pts):
        lengths.append(lengths[-1] + math.dist(p, q))
    total = max(0.01, lengths[-1])
    joint = lengths[4]  # the bend's middle point: the joint
    out = []
    for p, s in zip(pts, lengths, strict=True):
        if s <= joint:
            w = wa + (wb - wa) * (s / joint if joint > 0 else 1.0)
        else:
            w = wb + (wc - wb) * ((s - joint) / max(0.01, total - joint))
        out.append((p, w, s / total))
    return out


def _cut(spine: list[tuple[Point, float, float]], t0: float, t1: float) -> list[tuple[Point, float, float]]:
    """The stretch of a spine from `t0` to `t1` of its length (its ends interpolated)."""

    def at(t: float) -> tuple[Point, float, float]:
        for (p, w, s), (q, v, u) in itertools.pairwise(spine):
            if s <= t <= u:
                k = (t - s) / (u - s) if u > s else 0.0
                return (toward(p, q, k), w + (v - w) * k, t)
        return spine[-1] if t >= spine[-1][2] else spine[0]

    inner = [x for x in spine if t0 < x[2] < t1]
    return [at(t0), *inner, at(t1)]


def _cap(centre: Point, direction: tuple[float, float], r: float) -> list[Point]:
    """A rounded end: a half circle of radius `r` around `centre`, bulging along `direction`."""
    nx, ny = -direction[1], direction[0]
    out = []
    for n in range(1, CAP):
        ang = math.pi * n / CAP
        cx, sx = math.cos(ang), math.sin(ang)
        out.append((centre[0] + (nx * cx + direction[0] * sx) * r, centre[1] + (ny * cx + direction[1] * sx) * r))
    return out


def limb_outline(
    a: Point,
    b: Point,
    c: Point,
    widths: tuple[float, float, float],
    t0: float = 0.0,
    t1: float = 1.0,
    grow: float = 0.0,
) -> list[Point]:
    """The outline of a limb from `a` bent at `b` to `c`, `widths` wide at the three, as one
    polygon; only from `t0` to `t1` of its length (a rounded end where it is whole, a straight cut
    elsewhere), every width grown by `grow` (an outline's edge)."""
    spine = _cut(_spine(a, b, c, *(w + grow for w in widths)), t0, t1)
    left: list[Point] = []
    right: list[Point] = []
    for n, (p, w, _t) in enumerate(spine):
        q0 = spine[max(0, n - 1)][0]
        q1 = spine[min(len(spine) - 1, n + 1)][0]
        ux, uy = unit(q0, q1)
        nx, ny = -uy, ux
        left.append((p[0] + nx * w / 2, p[1] + ny * w / 2))
        right.append((p[0] - nx * w / 2, p[1] - ny * w / 2))
    poly = list(left)
    if t1 >= 1.0:
        poly += _cap(spine[-1][0], unit(spine[-2][0], spine[-1][0]), spine[-1][1] / 2)
    poly += right[::-1]
    if t0 <= 0.0:
        poly += _cap(spine[0][0], unit(spine[1][0], spine[0][0]), spine[0][1] / 2)
    return poly


def lit_edge(a: Point, b: Point, c: Point, widths: tuple[float, float, float]) -> list[Point]:
    """A line just inside the limb's edge that faces the top-left floodlight."""
    spine = _spine(a, b, c, *widths)
    ux, uy = unit(a, c)
    side = 1 if (-uy) * -1 + ux * -1 > 0 else -1  # the normal that points up and left
    out = []
    for p, w, t in spine:
        if 0.08 < t < 0.85:
            out.append((p[0] - uy * side * w * 0.26, p[1] + ux * side * w * 0.26))
    return out


def torso_outline(sl: Point, sr: Point, wl: Point, wr: Point, limb: float) -> list[Point]:
    """A shirt's torso: the waist, the sides up to the armpits, rounded shoulders, the slope of
    the neck; from the figure's own shoulder and waist points (turned with him)."""
    e = unit(sl, sr)
    mid_s, mid_w = toward(sl, sr, 0.5), toward(wl, wr, 0.5)
    u = unit(mid_w, mid_s)
    out: list[Point] = [wl, wr]
    for sign, s in ((1, sr), (-1, sl)):
        ex, ey = e[0] * sign, e[1] * sign
        r = limb * 0.78
        centre = (s[0] - ex * limb * 0.05 - u[0] * limb * 0.12, s[1] - ey * limb * 0.05 - u[1] * limb * 0.12)
        angles = [-70, -35, 0, 30, 60, 90] if sign == 1 else [90, 60, 30, 0, -35, -70]
        arc = [
            (
                centre[0] + (ex * math.cos(math.radians(g)) + u[0] * math.sin(math.radians(g))) * r,
                centre[1] + (ey * math.cos(math.radians(g)) + u[1] * math.sin(math.radians(g))) * r,
            )
            for g in angles
        ]
        neck = (
            mid_s[0] + ex * limb * 0.5 + u[0] * limb * 0.45,
            mid_s[1] + ey * limb * 0.5 + u[1] * limb * 0.45,
        )
        if sign == 1:
            out += [*arc, neck]
        else:
            out += [neck, *arc]
    return out


def mitten(wrist: Point, hand: Point, size: float) -> tuple[list[Point], list[Point]]:
    """A keeper's glove past `wrist` at `hand`: the palm and fingers as one rounded shape and the
    thumb beside it, `size` across."""
    d = unit(wrist, hand)
    n = (-d[1], d[0])
    base = toward(wrist, hand, 0.55)
    palm: list[Point] = []
    for k in range(14):
        ang = math.tau * k / 14
        along = math.sin(ang) * size * 0.72 + size * 0.35
        across = math.cos(ang) * size * 0.5
        palm.append((base[0] + d[0] * along + n[0] * across, base[1] + d[1] * along + n[1] * across))
    root = (base[0] + n[0] * size * 0.42, base[1] + n[1] * size * 0.42)
    thumb = [
        (root[0] - d[0] * size * 0.2, root[1] - d[1] * size * 0.2),
        (root[0] + n[0] * size * 0.32 + d[0] * size * 0.15, root[1] + n[1] * size * 0.32 + d[1] * size * 0.15),
        (root[0] + n[0] * size * 0.24 + d[0] * size * 0.5, root[1] + n[1] * size * 0.24 + d[1] * size * 0.5),
        (root[0] + d[0] * size * 0.45, root[1] + d[1] * size * 0.45),
    ]
    return palm, thumb


__all__ = ["limb_outline", "lit_edge", "mitten", "torso_outline", "toward", "unit"]
