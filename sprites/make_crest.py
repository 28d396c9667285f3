"""Write the game's crest (sprites/crest.svg and a PNG copy): a gold-rimmed navy shield with a big
"11", a football under it, three stars over it and a laurel on either side.

Run: `python sprites/make_crest.py`. Our own drawing from plain geometry (CC0, see LICENSE.txt).
It keeps to what pygame's SVG renderer (nanosvg) draws: paths, polygons, circles, ellipses,
transforms and linear/radial gradients (their geometry in percent: nanosvg misreads plain
fractions); the digits are polygons, not text."""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from make_sprites import clamp_to_circle, fmt, polar, pts, regular, star_points, svg  # noqa: E402

W, H = 240, 260
NAVY_EDGE = "#0a1222"
GOLD_DARK = "#8a5f12"

DEFS = """
<defs>
<linearGradient id="gold" x1="0%" y1="0%" x2="100%" y2="100%">
<stop offset="0" stop-color="#fff2b8"/><stop offset="0.35" stop-color="#f0c448"/>
<stop offset="0.75" stop-color="#c9921e"/><stop offset="1" stop-color="#8a5f12"/></linearGradient>
<linearGradient id="goldv" x1="0%" y1="0%" x2="0%" y2="100%">
<stop offset="0" stop-color="#fff0b0"/><stop offset="0.5" stop-color="#f0c448"/>
<stop offset="1" stop-color="#b07c16"/></linearGradient>
<radialGradient id="field" cx="38%" cy="30%" r="85%">
<stop offset="0" stop-color="#2a4a86"/><stop offset="0.6" stop-color="#16284e"/>
<stop offset="1" stop-color="#0a1222"/></radialGradient>
<radialGradient id="ballg" cx="35%" cy="30%" r="80%">
<stop offset="0" stop-color="#fffaf0"/><stop offset="0.7" stop-color="#e8e2d2"/>
<stop offset="1" stop-color="#a8a496"/></radialGradient>
<linearGradient id="leaf" x1="0%" y1="0%" x2="0%" y2="100%">
<stop offset="0" stop-color="#f6d677"/><stop offset="1" stop-color="#a8741a"/></linearGradient>
</defs>
"""

# The shield: a peaked top, straight flanks, a pointed base (the heater shape).
SHIELD = "M120 22 L196 40 L196 128 C196 186 160 218 120 240 C80 218 44 186 44 128 L44 40 Z"
INNER = "M120 34 L184 49 L184 128 C184 178 153 206 120 226 C87 206 56 178 56 128 L56 49 Z"


def one(x: float, y: float, s: float) -> list[tuple[float, float]]:
    """A bold "1" with a flag and a foot, `s` units per 10 (90 units high at s=1)."""
    shape = [(14, 0), (31, 0), (31, 76), (42, 76), (42, 90), (3, 90), (3, 76), (14, 76), (14, 20), (3, 26), (-2, 13)]
    return [(x + px * s, y + py * s) for px, py in shape]


def laurel(side: int) -> str:
    """A branch of gold leaves curving up the shield's flank (side -1: left, 1: right)."""
    cx, cy, r = 120.0, 150.0, 98.0
    parts = []
    stem = [polar(cx, cy, r, 90 + side * (-a)) for a in range(8, 132, 6)]
    stem = [(cx + (x - cx), y) for x, y in stem]
    parts.append(
        f'<polyline points="{pts(stem)}" fill="none" stroke="{GOLD_DARK}" stroke-width="3" stroke-linecap="round"/>'
    )
    for i, a in enumerate(range(18, 130, 14)):
        angle = 90 - side * a
        x, y = polar(cx, cy, r, angle)
        tangent = angle - side * 90
        for out in (-1, 1):
            lx, ly = polar(x, y, 9, tangent + out * 38 * side)
            rot = tangent + out * 38 * side
            size = 11 - i * 0.5
            parts.append(
                f'<ellipse cx="{fmt(lx)}" cy="{fmt(ly)}" rx="{fmt(size)}" ry="{fmt(size * 0.42)}" '
                f'transform="rotate({fmt(rot)} {fmt(lx)} {fmt(ly)})" fill="url(#leaf)" '
                f'stroke="{GOLD_DARK}" stroke-width="1.2"/>'
            )
    return "\n".join(parts)


def football(cx: float, cy: float, r: float) -> str:
    centre = regular(cx, cy, r * 0.34, 5, -90)
    parts = [
        f'<circle cx="{fmt(cx)}" cy="{fmt(cy)}" r="{fmt(r)}" fill="url(#ballg)" '
        f'stroke="{NAVY_EDGE}" stroke-width="2.5"/>',
        f'<polygon points="{pts(centre)}" fill="#16284e"/>',
    ]
    for i in range(5):
        angle = -90 + 72 * i
        patch = regular(*polar(cx, cy, r * 0.98, angle), r * 0.3, 5, angle + 180)
        parts.append(f'<polygon points="{pts(clamp_to_circle(patch, cx, cy, r - 1.2))}" fill="#16284e"/>')
        a, b = centre[i], polar(cx, cy, r * 0.68, angle)
        parts.append(
            f'<line x1="{fmt(a[0])}" y1="{fmt(a[1])}" x2="{fmt(b[0])}" y2="{fmt(b[1])}" '
            f'stroke="#16284e" stroke-width="2" stroke-linecap="round"/>'
        )
    return "\n".join(parts)


def crest() -> str:
    body = [DEFS, laurel(-1), laurel(1)]
    # the shield: a soft shadow down-right, the gold rim, the navy field, a thin gold inner line
    body.append(f'<path d="{SHIELD}" transform="translate(4 5)" fill="#050a14" fill-opacity="0.45"/>')
    body.append(f'<path d="{SHIELD}" fill="url(#gold)" stroke="{GOLD_DARK}" stroke-width="2"/>')
    body.append(f'<path d="{INNER}" fill="url(#field)"/>')
    body.append(f'<path d="{INNER}" fill="none" stroke="#f6d677" stroke-width="1.6" stroke-opacity="0.8"/>')
    # a pitch's halfway line and centre circle, faint, behind the number
    body.append('<line x1="56" y1="132" x2="184" y2="132" stroke="#e2f0e4" stroke-opacity="0.16" stroke-width="2"/>')
    body.append(
        '<circle cx="120" cy="132" r="34" fill="none" stroke="#e2f0e4" stroke-opacity="0.16" stroke-width="2"/>'
    )
    # a sheen from the top-left (the floodlights)
    body.append(
        '<path d="M56 49 L120 34 L150 41 C110 70 80 110 60 170 C57 156 56 142 56 128 Z" '
        'fill="#ffffff" fill-opacity="0.07"/>'
    )
    # three stars over the number
    for i, x in enumerate((92, 120, 148)):
        y = 62 if i == 1 else 68
        r = 10 if i == 1 else 8
        body.append(
            f'<polygon points="{pts(star_points(x, y, r, r * 0.42))}" fill="url(#goldv)" '
            f'stroke="{GOLD_DARK}" stroke-width="1"/>'
        )
    # the big "11": a navy outline, a gold face
    for x in (80, 124):
        shape = pts(one(x, 84, 0.95))
        body.append(f'<polygon points="{shape}" transform="translate(3 3)" fill="#050a14" fill-opacity="0.55"/>')
        body.append(
            f'<polygon points="{shape}" fill="url(#goldv)" stroke="{NAVY_EDGE}" stroke-width="3" '
            f'stroke-linejoin="round"/>'
        )
    body.append(football(120, 196, 17))
    # a small ribbon across the base of the laurels
    ribbon = [(70, 226), (120, 238), (170, 226), (176, 242), (120, 256), (64, 242)]
    body.append(f'<polygon points="{pts(ribbon)}" fill="url(#gold)" stroke="{GOLD_DARK}" stroke-width="1.5"/>')
    return svg(W, H, "\n".join(body))


def main() -> None:
    import pygame

    pygame.init()
    path = HERE / "crest.svg"
    path.write_text(crest(), encoding="utf-8")
    pygame.image.save(pygame.image.load_sized_svg(str(path), (W * 2, H * 2)), str(HERE / "crest.png"))
    print("wrote sprites/crest.svg and .png")


if __name__ == "__main__":
    main()
