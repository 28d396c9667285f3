"""Write the game's vector sprites (SVG) beside this script, and a PNG of each for the places that
need a bitmap (the window icon, the packaged app's icon, the loader's fallback).

Run: `python sprites/make_sprites.py`. Every image is our own work (see LICENSE.txt), drawn from
plain geometry here. Symbols are white on transparent so the game can tint them or lay them on a
coloured disc; each has a distinct silhouette so it reads without colour at small sizes. The SVGs
keep to what pygame's SVG renderer (nanosvg) draws: paths, circles, rects, polygons, strokes and
linear gradients; no text, filters or CSS."""

from __future__ import annotations

import math
import os
from collections.abc import Callable, Iterable
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

HERE = Path(__file__).resolve().parent
WHITE = "#ffffff"
GOLD = "#d6b254"
NAVY = "#18283f"
INK = "#1e1e1e"

Point = tuple[float, float]


def fmt(v: float) -> str:
    return f"{v:.2f}".rstrip("0").rstrip(".")


def pts(points: Iterable[Point]) -> str:
    return " ".join(f"{fmt(x)},{fmt(y)}" for x, y in points)


def svg(w: int, h: int, body: str) -> str:
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}">\n'
        f"{body.strip()}\n</svg>\n"
    )


def polar(cx: float, cy: float, r: float, degrees: float) -> Point:
    a = math.radians(degrees)
    return cx + r * math.cos(a), cy + r * math.sin(a)


def regular(cx: float, cy: float, r: float, n: int, start: float) -> list[Point]:
    return [polar(cx, cy, r, start + 360 * i / n) for i in range(n)]


def star_points(cx: float, cy: float, outer: float, inner: float) -> list[Point]:
    return [polar(cx, cy, outer if i % 2 == 0 else inner, -90 + 36 * i) for i in range(10)]


def clamp_to_circle(poly: list[Point], cx: float, cy: float, r: float, steps: int = 12) -> list[Point]:
    """The polygon with every point beyond radius r pulled onto the circle (edges sampled densely,
    so a patch cut by the rim follows the rim's curve)."""
    out: list[Point] = []
    for (x0, y0), (x1, y1) in zip(poly, poly[1:] + poly[:1], strict=True):
        for k in range(steps):
            t = k / steps
            x, y = x0 + (x1 - x0) * t, y0 + (y1 - y0) * t
            d = math.hypot(x - cx, y - cy)
            if d > r:
                x, y = cx + (x - cx) * r / d, cy + (y - cy) * r / d
            out.append((x, y))
    return out


def ball_shapes(color: str) -> str:
    """A football on a 64 box: the rim, the centre pentagon, five patches cut by the rim, seams."""
    c, rim = 32.0, 27.5
    centre = regular(c, c, 9.5, 5, -90)
    parts = [f'<circle cx="32" cy="32" r="{fmt(rim)}" fill="none" stroke="{color}" stroke-width="5"/>']
    parts.append(f'<polygon points="{pts(centre)}" fill="{color}"/>')
    for i in range(5):
        angle = -90 + 72 * i
        patch = regular(*polar(c, c, 27, angle), 8.5, 5, angle + 180)
        parts.append(f'<polygon points="{pts(clamp_to_circle(patch, c, c, rim))}" fill="{color}"/>')
        a, b = centre[i], polar(c, c, 27 - 8.5, angle)
        parts.append(
            f'<line x1="{fmt(a[0])}" y1="{fmt(a[1])}" x2="{fmt(b[0])}" y2="{fmt(b[1])}" '
            f'stroke="{color}" stroke-width="3.5" stroke-linecap="round"/>'
        )
    return "\n".join(parts)


def ball() -> str:
    return svg(64, 64, ball_shapes(WHITE))


SHIELD = "M32 3 L55 10 L55 29 C55 43 46 54 32 61 C18 54 9 43 9 29 L9 10 Z"
SHIELD_INNER = "M32 10.5 L48 15.5 L48 29.5 C48 39.5 41.5 47.5 32 53 C22.5 47.5 16 39.5 16 29.5 L16 15.5 Z"
SHIELD_HALF = "M32 9.5 L15 14.8 L15 29.5 C15 40 22 48.3 32 54 Z"


def shield() -> str:
    """DEFENSE: a heraldic shield, its left half filled."""
    return svg(
        64,
        64,
        f'<path d="{SHIELD} {SHIELD_INNER}" fill="{WHITE}" fill-rule="evenodd"/>\n'
        f'<path d="{SHIELD_HALF}" fill="{WHITE}"/>',
    )


def plus() -> str:
    """PASS: a bold plus with rounded arms."""
    return svg(
        64,
        64,
        f'<rect x="24" y="5" width="16" height="54" rx="5" fill="{WHITE}"/>\n'
        f'<rect x="5" y="24" width="54" height="16" rx="5" fill="{WHITE}"/>',
    )


def up_arrow() -> str:
    """PRESS: a bold arrow pushing up."""
    arrow = [(32, 5), (58, 31), (43, 31), (43, 59), (21, 59), (21, 31), (6, 31)]
    return svg(
        64,
        64,
        f'<polygon points="{pts(arrow)}" fill="{WHITE}" stroke="{WHITE}" stroke-width="3" stroke-linejoin="round"/>',
    )


def crack() -> str:
    """A crack (R2.10): a shield split by a jagged break and crossed out."""
    left = "M30 3 L9 10 L9 29 C9 43 18 54 28 60 L25 40 L33 30 L24 21 Z"
    right = "M36 3 L55 10 L55 29 C55 43 46 54 36 61 L32 41 L40 30 L31 21 Z"
    return svg(
        64,
        64,
        f'<path d="{left}" fill="{WHITE}"/>\n<path d="{right}" fill="{WHITE}"/>\n'
        f'<line x1="6" y1="58" x2="58" y2="6" stroke="{WHITE}" stroke-width="5" stroke-linecap="round"/>',
    )


def lightning() -> str:
    bolt = [(39, 3), (12, 37), (29, 37), (22, 61), (53, 24), (35, 24), (47, 3)]
    return svg(
        64,
        64,
        f'<polygon points="{pts(bolt)}" fill="{WHITE}" stroke="{WHITE}" stroke-width="2.5" stroke-linejoin="round"/>',
    )


def star() -> str:
    return svg(
        64,
        64,
        f'<polygon points="{pts(star_points(32, 34, 28, 12))}" fill="{WHITE}" stroke="{WHITE}" '
        f'stroke-width="3" stroke-linejoin="round"/>',
    )


def boot() -> str:
    """TACKLE: a football boot, toe to the right, studs below."""
    upper = "M7 13 L23 13 Q25 25 33 29 L49 32 Q59 34 59 42 L59 46 L7 46 Q5 30 7 13 Z"
    studs = "\n".join(f'<rect x="{x}" y="44" width="6" height="11" rx="2" fill="{WHITE}"/>' for x in (10, 23, 38, 51))
    collar = f'<rect x="5" y="9" width="20" height="6" rx="3" fill="{WHITE}"/>'
    return svg(64, 64, f'<path d="{upper}" fill="{WHITE}"/>\n{studs}\n{collar}')


def card_back(w: int = 88, h: int = 124) -> str:
    """The back of a synergy card: navy, gold frame, diagonal weave, the "11" crest."""
    inset = 7
    stripes: list[str] = []
    x0, y0, x1, y1 = inset, inset, w - inset, h - inset
    for k in range(-h, w + h, 9):
        seg = _clip_line((k, y0), (k + (y1 - y0), y1), x0, x1)
        if seg:
            (ax, ay), (bx, by) = seg
            stripes.append(
                f'<line x1="{fmt(ax)}" y1="{fmt(ay)}" x2="{fmt(bx)}" y2="{fmt(by)}" stroke="#2a4470" stroke-width="3"/>'
            )
    cx, cy = w / 2, h / 2
    bars = "\n".join(
        f'<rect x="{fmt(x)}" y="{fmt(cy - 11)}" width="6" height="22" rx="1.5" fill="{GOLD}"/>'
        for x in (cx - 9, cx + 3)
    )
    return svg(
        w,
        h,
        f"""
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="#22385a"/><stop offset="1" stop-color="{NAVY}"/></linearGradient></defs>
<rect x="0" y="0" width="{w}" height="{h}" rx="8" fill="url(#g)"/>
{chr(10).join(stripes)}
<rect x="1.5" y="1.5" width="{w - 3}" height="{h - 3}" rx="7" fill="none" stroke="{GOLD}" stroke-width="3"/>
<rect x="{inset}" y="{inset}" width="{w - 2 * inset}" height="{h - 2 * inset}" rx="3" fill="none"
 stroke="{GOLD}" stroke-width="1.2"/>
<circle cx="{fmt(cx)}" cy="{fmt(cy)}" r="22" fill="{NAVY}" stroke="{GOLD}" stroke-width="3"/>
<circle cx="{fmt(cx)}" cy="{fmt(cy)}" r="17" fill="none" stroke="{GOLD}" stroke-width="1"/>
{bars}
""",
    )


def _clip_line(a: Point, b: Point, xmin: float, xmax: float) -> tuple[Point, Point] | None:
    """The part of segment a-b with xmin <= x <= xmax (the segment already spans the panel's height)."""
    (ax, ay), (bx, by) = a, b
    if bx < xmin or ax > xmax:
        return None
    t0 = max(0.0, (xmin - ax) / (bx - ax))
    t1 = min(1.0, (xmax - ax) / (bx - ax))
    if t1 <= t0:
        return None
    return (ax + (bx - ax) * t0, ay + (by - ay) * t0), (ax + (bx - ax) * t1, ay + (by - ay) * t1)


def token(face_up: bool) -> str:
    """A shot token: face up shows a ball on cream, face down is a dark disc crossed out (R2.9)."""
    if face_up:
        body = f"""
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="#fffdf4"/><stop offset="1" stop-color="#e4dcc4"/></linearGradient></defs>
<circle cx="20" cy="20" r="18.5" fill="url(#g)" stroke="{INK}" stroke-width="2.5"/>
<g transform="translate(6.5 6.5) scale(0.421875)">{ball_shapes(INK)}</g>
"""
    else:
        body = """
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="#5c5c68"/><stop offset="1" stop-color="#3a3a44"/></linearGradient></defs>
<circle cx="20" cy="20" r="18.5" fill="url(#g)" stroke="#141418" stroke-width="2.5"/>
<circle cx="20" cy="20" r="12.5" fill="none" stroke="#24242a" stroke-width="1.5"/>
<path d="M13 13 L27 27 M27 13 L13 27" stroke="#141418" stroke-width="4" stroke-linecap="round"/>
"""
    return svg(40, 40, body)


def marker() -> str:
    """The control marker: a gold pennant carrying a ball."""
    flag = [(18, 42), (2.5, 19), (2.5, 3.5), (33.5, 3.5), (33.5, 19)]
    return svg(
        36,
        44,
        f"""
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="#ffe27a"/><stop offset="1" stop-color="#e0ac2c"/></linearGradient></defs>
<polygon points="{pts(flag)}" fill="url(#g)" stroke="#2a1e08" stroke-width="3" stroke-linejoin="round"/>
<g transform="translate(7.5 6) scale(0.328)">{ball_shapes("#2a1e08")}</g>
""",
    )


def icon() -> str:
    """The application icon: a ball on a pitch with the gold "11"."""
    return svg(
        256,
        256,
        f"""
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="#2f8a50"/><stop offset="1" stop-color="#1f6238"/></linearGradient></defs>
<rect x="8" y="8" width="240" height="240" rx="44" fill="url(#g)" stroke="{GOLD}" stroke-width="8"/>
<line x1="16" y1="118" x2="240" y2="118" stroke="#e2f0e4" stroke-width="5"/>
<circle cx="128" cy="118" r="82" fill="#14201a"/>
<g transform="translate(53 43) scale(2.34375)">{ball_shapes("#ffffff")}</g>
<rect x="96" y="196" width="20" height="46" rx="4" fill="{GOLD}"/>
<rect x="140" y="196" width="20" height="46" rx="4" fill="{GOLD}"/>
""",
    )


def _limbs(lines: Iterable[Iterable[Point]], width: float = 6.5) -> str:
    return "\n".join(
        f'<polyline points="{pts(line)}" fill="none" stroke="{WHITE}" stroke-width="{fmt(width)}" '
        f'stroke-linecap="round" stroke-linejoin="round"/>'
        for line in lines
    )


def _figure(head: Point, limbs: list[list[Point]], ball_at: Point, extra: str = "") -> str:
    return svg(
        64,
        64,
        f'<circle cx="{fmt(head[0])}" cy="{fmt(head[1])}" r="6" fill="{WHITE}"/>\n'
        f"{_limbs(limbs)}\n"
        f'<circle cx="{fmt(ball_at[0])}" cy="{fmt(ball_at[1])}" r="5" fill="{WHITE}"/>\n{extra}',
    )


def role_fw() -> str:
    """FW: a striker shooting, kicking leg swung through the ball."""
    return _figure(
        (24, 9),
        [
            [(25, 17), (23, 34)],
            [(24, 21), (13, 15)],
            [(24, 21), (35, 26)],
            [(23, 34), (19, 46), (20, 58)],
            [(23, 34), (36, 39), (46, 33)],
        ],
        (55, 29),
    )


def role_mf() -> str:
    """MF: a midfielder running with the ball at his feet."""
    return _figure(
        (36, 9),
        [
            [(34, 17), (29, 33)],
            [(33, 21), (23, 27), (19, 21)],
            [(33, 21), (43, 25), (47, 19)],
            [(29, 33), (20, 41), (11, 42)],
            [(29, 33), (37, 44), (36, 56)],
        ],
        (49, 54),
    )


def role_df() -> str:
    """DF: a defender's sliding tackle, leading leg along the ground at the ball."""
    return _figure(
        (12, 27),
        [
            [(17, 33), (33, 45)],
            [(20, 36), (14, 50)],
            [(20, 35), (28, 25)],
            [(33, 45), (55, 52)],
            [(33, 45), (41, 36), (48, 42)],
        ],
        (57, 43),
        f'<line x1="4" y1="60" x2="60" y2="60" stroke="{WHITE}" stroke-width="3" stroke-linecap="round"/>',
    )


SPRITES: dict[str, tuple[Callable[[], str], tuple[int, int]]] = {
    "ball": (ball, (64, 64)),
    "shield": (shield, (64, 64)),
    "plus": (plus, (64, 64)),
    "up_arrow": (up_arrow, (64, 64)),
    "crack": (crack, (64, 64)),
    "lightning": (lightning, (64, 64)),
    "star": (star, (64, 64)),
    "boot": (boot, (64, 64)),
    "card_back": (card_back, (88, 124)),
    "token_up": (lambda: token(True), (40, 40)),
    "token_down": (lambda: token(False), (40, 40)),
    "marker": (marker, (36, 44)),
    "icon": (icon, (256, 256)),
    "role_fw": (role_fw, (64, 64)),
    "role_mf": (role_mf, (64, 64)),
    "role_df": (role_df, (64, 64)),
}


def main() -> None:
    import pygame

    pygame.init()
    for name, (make, size) in SPRITES.items():
        path = HERE / f"{name}.svg"
        path.write_text(make(), encoding="utf-8")
        pygame.image.save(pygame.image.load_sized_svg(str(path), size), str(HERE / f"{name}.png"))
        print(f"wrote sprites/{name}.svg and .png")


if __name__ == "__main__":
    main()
