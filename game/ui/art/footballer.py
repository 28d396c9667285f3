"""A footballer drawn by code from placed joints (game/ui/art/goal_figures.py poses them): hair in a
few styles and colours seeded per player, ears and eyes or the back of the head, a neck, a shirt
with its collar and shoulders, shorts, socks with their tops, boots, a keeper's mitten gloves;
each arm and leg one tapered shape bent softly at the elbow or knee with the sleeve, the shorts
and the sock over it (game/ui/art/limbs.py: no round joints); lit from the top-left floodlight, a
soft shadow under him. Real pixels."""

from __future__ import annotations

import math
import zlib
from dataclasses import dataclass
from functools import lru_cache

import pygame

from game.clubs import Kit
from game.ui.art import limbs as L
from game.ui.look.theme import Color

OUTLINE = (16, 20, 18)
BOOT = (24, 24, 28)
HAIRS: tuple[Color, ...] = ((28, 22, 18), (64, 40, 24), (108, 72, 40), (196, 156, 88), (150, 70, 36))
SKINS: tuple[Color, ...] = ((234, 196, 164), (214, 168, 128), (170, 118, 80), (122, 82, 56))
STYLES = 3  # a short crop, a quiff, a buzz cut with a fringe
Point = tuple[float, float]


@dataclass(frozen=True)
class Dress:
    """What one player wears and looks like."""

    shirt: Color
    shorts: Color
    socks: Color
    trim: Color
    skin: Color
    hair: Color
    style: int
    gloves: Color | None = None
    number: str = ""
    long_sleeves: bool = False


def shade(color: Color, f: float) -> Color:
    """Lighter toward white (`f` > 1) or darker (`f` < 1)."""
    if f >= 1:
        return tuple(min(255, round(c + (255 - c) * (f - 1))) for c in color)  # type: ignore[return-value]
    return tuple(round(c * f) for c in color)  # type: ignore[return-value]


def dress(kit: Kit | Color, seed: str, number: str = "", gloves: Color | None = None) -> Dress:
    """A player of `kit` (a club's kit, or a shirt colour alone); hair and skin chosen by `seed`."""
    n = zlib.crc32(seed.encode())
    if isinstance(kit, Kit):
        shirt, shorts, trim = kit.shirt, kit.shorts, kit.trim
    else:
        shirt, shorts, trim = kit, shade(kit, 0.45), shade(kit, 1.5)
    socks = shirt if gloves is None else shade(shirt, 0.8)
    return Dress(
        shirt=shirt,
        shorts=shorts,
        socks=socks,
        trim=trim,
        skin=SKINS[n % len(SKINS)],
        hair=HAIRS[(n // 7) % len(HAIRS)],
        style=(n // 53) % STYLES,
        gloves=gloves,
        number=number,
        long_sleeves=gloves is not None,
    )


def _mid(a: Point, b: Point) -> Point:
    return L.toward(a, b, 0.5)


def _widen(a: Point, b: Point, by: float) -> tuple[Point, Point]:
    """The segment a-b made longer by `by` at each end."""
    ux, uy = L.unit(a, b)
    return (a[0] - ux * by, a[1] - uy * by), (b[0] + ux * by, b[1] + uy * by)


def _quad(a: Point, b: Point, wa: float, wb: float) -> list[Point]:
    ux, uy = L.unit(a, b)
    nx, ny = -uy, ux
    return [
        (a[0] + nx * wa / 2, a[1] + ny * wa / 2),
        (b[0] + nx * wb / 2, b[1] + ny * wb / 2),
        (b[0] - nx * wb / 2, b[1] - ny * wb / 2),
        (a[0] - nx * wa / 2, a[1] - ny * wa / 2),
    ]


class _Pen:
    """Draws on a surface and keeps the box of everything drawn (the figure's box)."""

    def __init__(self, surface: pygame.Surface) -> None:
        self.surface = surface
        self.box: pygame.Rect | None = None

    def _keep(self, r: pygame.Rect) -> None:
        if r.w and r.h:
            self.box = r if self.box is None else self.box.union(r)

    def poly(self, color: Color, pts: list[Point], width: int = 0) -> None:
        self._keep(pygame.draw.polygon(self.surface, color, pts, width))

    def circle(self, color: Color, c: Point, r: float) -> None:
        self._keep(pygame.draw.circle(self.surface, color, (round(c[0]), round(c[1])), max(1, round(r))))

    def ellipse(self, color: Color, rect: pygame.Rect) -> None:
        self._keep(pygame.draw.ellipse(self.surface, color, rect))

    def whole(self, color: Color, a: Point, b: Point, c: Point, w: tuple[float, float, float], edge: float) -> None:
        """A whole limb from `a` bent at `b` to `c`: one outlined shape, its lit edge toward the floodlight."""
        self.poly(OUTLINE, L.limb_outline(a, b, c, w, grow=2 * edge))
        self.poly(color, L.limb_outline(a, b, c, w))
        lit = L.lit_edge(a, b, c, w)
        if w[1] >= 5 and len(lit) > 1:
            pygame.draw.lines(self.surface, shade(color, 1.22), False, lit, max(1, round(w[1] * 0.16)))

    def part(
        self,
        color: Color,
        a: Point,
        b: Point,
        c: Point,
        w: tuple[float, float, float],
        t0: float,
        t1: float,
        grow: float,
    ) -> None:
        """A stretch of a limb (a sock, a sleeve, the shorts' leg) over it, `grow` wider."""
        self.poly(OUTLINE, L.limb_outline(a, b, c, w, t0, t1, grow + 2))
        self.poly(color, L.limb_outline(a, b, c, w, t0, t1, grow))

    def limb(self, a: Point, b: Point, wa: float, wb: float, color: Color) -> None:
        """A tapered limb from `a` to `b` with rounded ends, outlined."""
        self.poly(OUTLINE, _quad(a, b, wa + 2, wb + 2))
        self.circle(OUTLINE, a, wa / 2 + 1)
        self.circle(OUTLINE, b, wb / 2 + 1)
        self.poly(color, _quad(a, b, wa, wb))
        self.circle(color, a, wa / 2)
        self.circle(color, b, wb / 2)
        if wa >= 5:  # the lit edge toward the top-left floodlight
            ux, uy = L.unit(a, b)
            side = 1 if uy - ux > 0 else -1  # the normal that faces up and left
            off = (-uy * side * wa * 0.22, ux * side * wa * 0.22)
            pygame.draw.line(
                self.surface,
                shade(color, 1.25),
                (round(a[0] + off[0]), round(a[1] + off[1])),
                (round(L.toward(a, b, 0.8)[0] + off[0]), round(L.toward(a, b, 0.8)[1] + off[1])),
                max(1, round(wa * 0.18)),
            )


_drawn: dict[tuple[object, ...], tuple[pygame.Surface, pygame.Rect]] = {}
KEEP = 48  # figures kept drawn (a keeper bobbing, a taker standing: the same picture frame after frame)


def draw_player(surface: pygame.Surface, j: dict[str, Point], height: float, d: Dress, back: bool) -> pygame.Rect:
    """One player from placed joints, seen from the front or from `back`; returns his box. A
    figure is drawn once per pose (to the pixel), kit and size, then blitted."""
    ox, oy = math.floor(min(x for x, _y in j.values())), math.floor(min(y for _x, y in j.values()))
    local = {n: (round(x - ox), round(y - oy)) for n, (x, y) in j.items()}
    key = (tuple(sorted(local.items())), round(height), d, back)
    kept = _drawn.get(key)
    if kept is None:
        pad = round(height * 0.2) + 4
        span = max(max(x for x, _y in local.values()), max(y for _x, y in local.values()))
        layer = pygame.Surface((span + 2 * pad, span + 2 * pad), pygame.SRCALPHA)
        placed = {n: (float(x + pad), float(y + pad)) for n, (x, y) in local.items()}
        box = _paint(layer, placed, float(round(height)), d, back)
        box = box.clip(layer.get_rect())
        kept = (layer.subsurface(box).copy(), box.move(-pad, -pad))
        if len(_drawn) >= KEEP:
            _drawn.pop(next(iter(_drawn)))
        _drawn[key] = kept
    img, at = kept
    where = at.move(ox, oy)
    surface.blit(img, where)
    return where


def _paint(surface: pygame.Surface, j: dict[str, Point], height: float, d: Dress, back: bool) -> pygame.Rect:
    pen = _Pen(surface)
    limb = max(2.0, height * 0.07)
    edge = max(1.5, limb * 0.16)
    up = L.unit(j["neck"], j["head"])
    for side in "lr":  # each leg one shape bent at the knee; the sock over the shin, the boot
        hip, knee, foot = j["p" + side], j["k" + side], j["f" + side]
        leg = (hip, knee, foot, (limb * 1.55, limb * 1.08, limb * 0.82))
        pen.whole(d.skin, *leg, edge)
        pen.part(d.socks, *leg, 0.58, 1.0, edge * 0.6)
        pen.part(shade(d.socks, 1.35), *leg, 0.58, 0.63, edge * 0.6)
        toe = (foot[0] + (limb * 0.7 if foot[0] >= hip[0] else -limb * 0.7), foot[1] + limb * 0.25)
        pen.limb(foot, toe, limb * 0.95, limb * 0.75, BOOT)
    wl, wr = _widen(j["pl"], j["pr"], limb * 0.75)
    for side in "lr":  # each leg of the shorts over the thigh, then the seat over both
        hip, knee, foot = j["p" + side], j["k" + side], j["f" + side]
        pen.part(d.shorts, hip, knee, foot, (limb * 1.55, limb * 1.08, limb * 0.82), 0.0, 0.27, limb * 0.6 + edge)
    seat = [wl, wr, L.toward(j["pr"], j["kr"], 0.3), L.toward(j["pl"], j["kl"], 0.3)]
    pen.poly(d.shorts, seat)
    sl, sr = j["sl"], j["sr"]
    waist_l, waist_r = L.toward(wl, sl, -0.03), L.toward(wr, sr, -0.03)  # tucked just into the shorts
    torso = L.torso_outline(sl, sr, waist_l, waist_r, limb)
    pen.poly(d.shirt, torso)
    mid_s, mid_w = _mid(sl, sr), _mid(waist_l, waist_r)
    pen.poly(shade(d.shirt, 1.18), [sl, mid_s, _mid(mid_s, mid_w), waist_l])
    pen.poly(shade(d.shirt, 0.74), [_mid(sr, waist_r), sr, waist_r])
    pen.poly(OUTLINE, torso, max(1, round(edge * 0.7)))
    if d.number:
        from game.ui.look import assets

        size = max(6, round(height * 0.14))
        label = assets.font_px(size, True, "en").render(
            d.number, True, d.trim
        )  # a shirt's print: art, not words to read
        surface.blit(label, label.get_rect(center=_mid(mid_s, mid_w)))
    neck = j["neck"]
    hr = max(3.0, height * 0.075)
    head = j["head"]
    pen.limb(neck, L.toward(neck, head, 0.6), limb * 1.1, limb * 1.0, shade(d.skin, 0.85))
    collar = L.toward(neck, mid_s, 0.6)
    pen.poly(d.trim, _quad(L.toward(collar, sl, 0.28), L.toward(collar, sr, 0.28), limb * 0.7, limb * 0.7))
    for side in "lr":  # each arm one shape bent at the elbow; a sleeve over it, a hand or a glove
        shoulder, elbow, hand = j["s" + side], j["e" + side], j["h" + side]
        arm = (shoulder, elbow, hand, (limb * 1.2, limb * 0.95, limb * 0.78))
        if d.long_sleeves:
            pen.whole(d.shirt, *arm, edge)
            pen.part(d.trim, *arm, 0.84, 0.9, edge * 0.6)
        else:
            pen.whole(d.skin, *arm, edge)
            pen.part(d.shirt, *arm, 0.0, 0.3, limb * 0.3 + edge * 0.6)
            pen.part(d.trim, *arm, 0.25, 0.3, limb * 0.3 + edge * 0.6)
        wrist = L.toward(elbow, hand, 0.82)
        if d.gloves is not None:
            palm, thumb = L.mitten(wrist, hand, limb * 1.5)
            for shape in (thumb, palm):
                pen.poly(d.gloves, shape)
                pen.poly(OUTLINE, shape, max(1, round(edge * 0.7)))
            pen.poly(shade(d.gloves, 0.72), L.mitten(wrist, hand, limb * 0.7)[0])
        else:
            palm, _thumb = L.mitten(wrist, hand, limb * 0.72)
            pen.poly(d.skin, palm)
            pen.poly(OUTLINE, palm, 1)
    _head(pen, head, hr, up, d, back)
    return pen.box or pygame.Rect(round(head[0]), round(head[1]), 1, 1)


def _head(pen: _Pen, c: Point, r: float, up: tuple[float, float], d: Dress, back: bool) -> None:
    """Ears, the face or the back of the head, the hair of the player's style; lit from the top left."""
    side = (-up[1], up[0])
    for s in (-1, 1):
        ear = (c[0] + side[0] * s * r * 0.95, c[1] + side[1] * s * r * 0.95)
        pen.circle(OUTLINE, ear, r * 0.32 + 1)
        pen.circle(shade(d.skin, 0.9), ear, r * 0.32)
    pen.circle(OUTLINE, c, r + 1)
    pen.circle(shade(d.skin, 0.8), c, r)
    pen.circle(d.skin, (c[0] - r * 0.12, c[1] - r * 0.08), r * 0.86)
    crown = (c[0] + up[0] * r * 0.28, c[1] + up[1] * r * 0.28)
    hair = d.hair
    if back:  # the back of the head: hair almost down to the neck
        pen.circle(hair, (c[0] + up[0] * r * 0.12, c[1] + up[1] * r * 0.12), r * 0.98)
    else:
        pen.circle(hair, crown, r * 0.86)
        pen.circle(shade(d.skin, 0.96), (c[0] - up[0] * r * 0.18, c[1] - up[1] * r * 0.18), r * 0.7)
        for s in (-1, 1):
            eye = (
                c[0] + side[0] * s * r * 0.34 - up[0] * r * 0.05,
                c[1] + side[1] * s * r * 0.34 - up[1] * r * 0.05,
            )
            pen.circle(OUTLINE, eye, max(1.0, r * 0.11))
    if d.style == 1:  # a quiff swept up over the forehead
        top = (crown[0] + up[0] * r * 0.5 - side[0] * r * 0.2, crown[1] + up[1] * r * 0.5 - side[1] * r * 0.2)
        pen.circle(hair, top, r * 0.5)
    elif d.style == 2:  # a buzz cut: the hair a shade over the skin, a fringe at the front
        pen.circle(shade(hair, 1.12), (crown[0] + up[0] * r * 0.2, crown[1] + up[1] * r * 0.2), r * 0.55)
    pen.circle(shade(hair, 1.45), (crown[0] - r * 0.3, crown[1] - r * 0.25), max(1.0, r * 0.22))


@lru_cache(maxsize=32)
def soft_shadow(w: int, h: int) -> pygame.Surface:
    """A soft oval shadow on the grass: darker at the middle, fading out (cached by size)."""
    s = pygame.Surface((max(2, w), max(2, h)), pygame.SRCALPHA)
    for n in range(5):
        box = s.get_rect().inflate(-w * n // 6, -h * n // 6)
        pygame.draw.ellipse(s, (0, 0, 0, 22), box)
    return s


def draw_shadow(surface: pygame.Surface, centre: Point, w: float, h: float) -> None:
    img = soft_shadow(max(2, round(w)), max(2, round(h)))
    surface.blit(img, img.get_rect(center=(round(centre[0]), round(centre[1]))))


__all__ = ["Dress", "draw_player", "draw_shadow", "dress", "shade"]
