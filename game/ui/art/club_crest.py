"""A club's crest drawn from its data (game.clubs): a shield in the club's kit colours with its
pattern (stripes, hoops, chevron, quarters, sash, halves), an emblem in the middle and, where there
is room, the club's initials; lit from the top-left like every picture of the game. Drawn three
times larger and smoothed down, cached by club and size."""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.clubs import Club, club, lightness
from game.ui.look import assets
from game.ui.look.theme import Color

RATIO = 1.16  # height / width
INK: Color = (12, 16, 26)
SS = 3  # supersampling

Point = tuple[float, float]


def _outline(shield: str, w: float, h: float) -> list[Point]:
    """The shield's edge in a w x h box."""
    if shield == "round":
        top = [(w * 0.06, h * 0.08), (w * 0.94, h * 0.08)]
        arc = [
            (w / 2 + w * 0.44 * math.cos(a), h * 0.5 + h * 0.44 * math.sin(a))
            for a in (math.radians(d) for d in range(0, 181, 10))
        ]
        return [top[0], top[1], (w * 0.94, h * 0.5), *arc, (w * 0.06, h * 0.5)]
    if shield == "pointed":
        return [
            (w * 0.06, h * 0.05),
            (w * 0.94, h * 0.05),
            (w * 0.94, h * 0.46),
            (w * 0.5, h * 0.97),
            (w * 0.06, h * 0.46),
        ]
    if shield == "square":
        curve = [
            (w / 2 + w * 0.44 * math.cos(a), h * 0.66 + h * 0.3 * math.sin(a))
            for a in (math.radians(d) for d in range(0, 181, 12))
        ]
        return [(w * 0.06, h * 0.05), (w * 0.94, h * 0.05), (w * 0.94, h * 0.66), *curve, (w * 0.06, h * 0.66)]
    # classic: a flat top with notched shoulders, sides curving to a point
    curve_r = [(w * (0.94 - 0.44 * t**1.6), h * (0.42 + 0.55 * t)) for t in (i / 10 for i in range(11))]
    curve_l = [(w - x, y) for x, y in reversed(curve_r)]
    return [(w * 0.06, h * 0.04), (w * 0.34, h * 0.08), (w * 0.5, h * 0.04), (w * 0.66, h * 0.08), (w * 0.94, h * 0.04),
            *curve_r, *curve_l[1:]]  # fmt: skip


def _second(c: Club) -> Color:
    """The pattern's second colour: of the club's other colours, the one furthest in lightness."""
    shirt = lightness(c.home.shirt)
    return max((c.home.trim, c.home.shorts, c.away.shirt), key=lambda k: abs(lightness(k) - shirt))


def _pattern(surf: pygame.Surface, c: Club, w: int, h: int) -> None:
    pygame.draw.rect(surf, c.home.shirt, (0, 0, w, h))
    two = _second(c)
    kind = c.pattern
    if kind == "stripes":
        band = w / 7
        for i in range(1, 7, 2):
            pygame.draw.rect(surf, two, (round(i * band), 0, math.ceil(band), h))
    elif kind == "hoops":
        band = h / 8
        for i in range(1, 8, 2):
            pygame.draw.rect(surf, two, (0, round(i * band), w, math.ceil(band)))
    elif kind == "chevron":
        t = h * 0.13
        pygame.draw.polygon(surf, two, [(0, h * 0.5), (w / 2, h * 0.2), (w, h * 0.5), (w, h * 0.5 + t),
                                         (w / 2, h * 0.2 + t), (0, h * 0.5 + t)])  # fmt: skip
    elif kind == "quarters":
        pygame.draw.rect(surf, two, (w // 2, 0, w - w // 2, h // 2))
        pygame.draw.rect(surf, two, (0, h // 2, w // 2, h - h // 2))
    elif kind == "sash":
        t = w * 0.2
        pygame.draw.polygon(surf, two, [(0, 0), (t, 0), (w, h - t), (w, h), (w - t, h), (0, t)])
    elif kind == "halves":
        pygame.draw.rect(surf, two, (w // 2, 0, w - w // 2, h))


def _star(cx: float, cy: float, r: float, inner: float = 0.45, turn: float = -90) -> list[Point]:
    return [
        (
            cx + (r if i % 2 == 0 else r * inner) * math.cos(math.radians(turn + 36 * i)),
            cy + (r if i % 2 == 0 else r * inner) * math.sin(math.radians(turn + 36 * i)),
        )
        for i in range(10)
    ]


def _emblem_mask(emblem: str, size: int) -> pygame.Surface:
    """The emblem in white on transparent, `size` square."""
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    W = (255, 255, 255)
    u = size / 2
    c = (u, u)

    def p(x: float, y: float) -> Point:
        return (u + x * u, u + y * u)

    lw = max(2, round(size * 0.1))
    if emblem == "star":
        pygame.draw.polygon(s, W, _star(u, u * 1.05, u * 0.95))
    elif emblem == "anchor":
        pygame.draw.line(s, W, p(0, -0.55), p(0, 0.8), lw)
        pygame.draw.circle(s, W, p(0, -0.72), round(u * 0.2), max(2, lw * 2 // 3))
        pygame.draw.line(s, W, p(-0.42, -0.3), p(0.42, -0.3), lw)
        pygame.draw.arc(s, W, pygame.Rect(p(-0.75, -0.35), (1.5 * u, 1.2 * u)), math.pi * 1.05, math.pi * 1.95, lw)
        for side in (-1, 1):
            pygame.draw.polygon(s, W, [p(side * 0.8, 0.15), p(side * 0.56, 0.2), p(side * 0.82, 0.4)])
    elif emblem == "tower":
        pygame.draw.rect(s, W, pygame.Rect(p(-0.45, -0.4), (0.9 * u, 1.3 * u)))
        for i in range(3):
            pygame.draw.rect(s, W, pygame.Rect(p(-0.55 + i * 0.4, -0.75), (0.3 * u, 0.4 * u)))
        pygame.draw.rect(s, W, pygame.Rect(p(-0.6, -0.45), (1.2 * u, 0.15 * u)))
        pygame.draw.ellipse(s, (0, 0, 0, 0), pygame.Rect(p(-0.18, 0.3), (0.36 * u, 0.7 * u)))
    elif emblem == "wave":
        for row in (-0.45, 0.0, 0.45):
            pts = [p(-0.9 + 1.8 * t / 24, row + 0.18 * math.sin(t / 24 * math.tau * 1.5)) for t in range(25)]
            pygame.draw.lines(s, W, False, pts, lw)
    elif emblem == "oak":
        pygame.draw.rect(s, W, pygame.Rect(p(-0.1, 0.1), (0.2 * u, 0.8 * u)))
        for x, y, r in (
            (0, -0.35, 0.45),
            (-0.45, -0.05, 0.35),
            (0.45, -0.05, 0.35),
            (-0.25, -0.6, 0.3),
            (0.25, -0.6, 0.3),
        ):
            pygame.draw.circle(s, W, p(x, y), round(u * r))
        pygame.draw.rect(s, W, pygame.Rect(p(-0.6, 0.8), (1.2 * u, 0.12 * u)))
    elif emblem == "crown":
        pygame.draw.polygon(s, W, [p(-0.8, 0.45), p(-0.85, -0.45), p(-0.4, 0.0), p(0, -0.7), p(0.4, 0.0),
                                   p(0.85, -0.45), p(0.8, 0.45)])  # fmt: skip
        pygame.draw.rect(s, W, pygame.Rect(p(-0.8, 0.52), (1.6 * u, 0.25 * u)))
        for x, y in ((-0.85, -0.55), (0, -0.8), (0.85, -0.55)):
            pygame.draw.circle(s, W, p(x, y), max(2, round(u * 0.12)))
    elif emblem == "sun":
        pygame.draw.circle(s, W, c, round(u * 0.45))
        for i in range(12):
            a = math.radians(i * 30)
            tip = p(0.92 * math.cos(a), 0.92 * math.sin(a))
            l1 = p(0.55 * math.cos(a - 0.14), 0.55 * math.sin(a - 0.14))
            l2 = p(0.55 * math.cos(a + 0.14), 0.55 * math.sin(a + 0.14))
            pygame.draw.polygon(s, W, [l1, tip, l2])
    elif emblem == "bolt":
        pygame.draw.polygon(s, W, [p(0.2, -0.9), p(-0.5, 0.1), p(-0.05, 0.1), p(-0.25, 0.9), p(0.55, -0.2),
                                   p(0.08, -0.2), p(0.35, -0.9)])  # fmt: skip
    elif emblem == "wheel":
        pygame.draw.circle(s, W, c, round(u * 0.85), lw)
        pygame.draw.circle(s, W, c, round(u * 0.22))
        for i in range(6):
            a = math.radians(i * 60 + 15)
            pygame.draw.line(s, W, c, p(0.8 * math.cos(a), 0.8 * math.sin(a)), max(2, lw * 2 // 3))
    elif emblem == "fox":
        pygame.draw.polygon(s, W, [p(-0.8, -0.85), p(-0.35, -0.35), p(0.35, -0.35), p(0.8, -0.85), p(0.75, -0.1),
                                   p(0.0, 0.85), p(-0.75, -0.1)])  # fmt: skip
        for side in (-1, 1):
            pygame.draw.circle(s, (0, 0, 0, 0), p(side * 0.3, -0.1), max(2, round(u * 0.1)))
    else:
        pygame.draw.circle(s, W, c, round(u * 0.6))
    return s


def _tinted(mask: pygame.Surface, color: Color) -> pygame.Surface:
    out = mask.copy()
    out.fill((*color, 255), special_flags=pygame.BLEND_RGBA_MULT)
    return out


def _emblem_colour(c: Club) -> Color:
    """The emblem stands out from the field: the trim, or white/ink when the trim is too close."""
    field = lightness(c.home.shirt)
    for colour in (c.home.trim, (250, 248, 240), INK):
        if abs(lightness(colour) - field) >= 35:
            return colour
    return (250, 248, 240)


@lru_cache(maxsize=96)
def club_crest(club_id: str, height: int) -> pygame.Surface:
    """The crest of `club_id` (an unknown id: the home default's) `height` real pixels high."""
    c = club(club_id)
    h = max(8, height)
    w = max(7, round(h / RATIO))
    W, H = w * SS, h * SS
    out = pygame.Surface((W, H), pygame.SRCALPHA)
    edge = _outline(c.shield, W, H)
    centre = (W / 2, H * 0.47)
    rim = max(2, round(W * 0.06))

    def shrunk(k: float) -> list[Point]:
        return [(centre[0] + (x - centre[0]) * k, centre[1] + (y - centre[1]) * k) for x, y in edge]

    shadow = [(x + W * 0.03, y + H * 0.03) for x, y in edge]
    pygame.draw.polygon(out, (0, 0, 0, 90), shadow)
    pygame.draw.polygon(out, INK, edge)
    pygame.draw.polygon(out, c.home.trim, shrunk(1 - 2.2 * rim / W))
    inner = shrunk(1 - 4.2 * rim / W)
    field = pygame.Surface((W, H), pygame.SRCALPHA)
    _pattern(field, c, W, H)
    mask = pygame.Surface((W, H), pygame.SRCALPHA)
    pygame.draw.polygon(mask, (255, 255, 255), inner)
    field.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    out.blit(field, (0, 0))
    pygame.draw.polygon(out, INK, inner, max(1, rim // 2))
    # the emblem on a disc of the field's colour, so it reads over any pattern
    disc_r = round(W * 0.26)
    disc_c = (round(W / 2), round(H * 0.52))
    pygame.draw.circle(out, INK, disc_c, disc_r + rim // 2 + 1)
    pygame.draw.circle(out, c.home.shirt, disc_c, disc_r)
    em = _emblem_mask(c.emblem, round(disc_r * 1.5))
    ink = _tinted(em, INK)
    box = em.get_rect(center=disc_c)
    o = max(1, rim // 3)
    for dx, dy in ((-o, 0), (o, 0), (0, -o), (0, o)):
        out.blit(ink, box.move(dx, dy))
    out.blit(_tinted(em, _emblem_colour(c)), box)
    if h >= 40:  # the initials on a band across the top, where they can be read
        band = pygame.Rect(0, 0, round(W * 0.62), round(H * 0.16))
        band.midtop = (W // 2, round(H * 0.12))
        pygame.draw.rect(out, INK, band, border_radius=band.h // 3)
        letters = assets.font_px(max(6, round(band.h * 0.78)), True, "en").render(c.initials, True, c.home.trim)
        if lightness(c.home.trim) < 35:
            letters = assets.font_px(max(6, round(band.h * 0.78)), True, "en").render(c.initials, True, (250, 248, 240))
        out.blit(letters, letters.get_rect(center=band.center))
    gloss = pygame.Surface((W, H), pygame.SRCALPHA)
    pygame.draw.polygon(gloss, (255, 255, 255, 46), [(0, 0), (W * 0.62, 0), (0, H * 0.5)])
    gloss.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    out.blit(gloss, (0, 0))
    return pygame.transform.smoothscale(out, (w, h))


def crest_width(height: int) -> int:
    return max(7, round(max(8, height) / RATIO))


def club_badge(surface: pygame.Surface, rect: pygame.Rect, club_id: str, name: str, color: Color,
               size: int = 18, align: str = "left") -> pygame.Rect:  # fmt: skip
    """The club's crest (as high as `rect`) and its `name` beside it, in `rect`: the crest on the
    left (on the right when `align` is "right"), the name fitted to the room left. The rect used."""
    from game.ui.widgets.basic import fit_text

    crest = club_crest(club_id, rect.h)
    gap = max(2, rect.h // 6)
    room = max(8, rect.w - crest.get_width() - gap)
    text = fit_text(name, size, color, True, room)
    if align == "right":
        c_rect = crest.get_rect(midright=(rect.right, rect.centery))
        t_rect = text.get_rect(midright=(c_rect.x - gap, rect.centery))
    elif align == "center":
        total = crest.get_width() + gap + text.get_width()
        c_rect = crest.get_rect(midleft=(rect.centerx - total // 2, rect.centery))
        t_rect = text.get_rect(midleft=(c_rect.right + gap, rect.centery))
    else:
        c_rect = crest.get_rect(midleft=(rect.x, rect.centery))
        t_rect = text.get_rect(midleft=(c_rect.right + gap, rect.centery))
    surface.blit(crest, c_rect)
    surface.blit(text, t_rect)
    return c_rect.union(t_rect)


def name_lines(name: str, size: int, width: int) -> tuple[int, list[str]]:
    """A club's name (bold) in at most two lines of `width` real pixels, at `size` or smaller: a
    Japanese name breaks at its "・" where both halves fit, not inside a word."""
    from game.ui.widgets.basic import wrap, wrap_fit

    if "・" not in name:
        return wrap_fit(name, size, width, 2, True)
    if len(wrap(name, size, width, True)) == 1:
        return size, [name]
    head, tail = name.split("・", 1)
    halves = [head + "・", tail]
    for trial in range(size, 8, -1):  # a smaller size rather than a break inside a word
        if all(assets.font(trial, True).size(h)[0] <= width for h in halves):
            return trial, halves
    return wrap_fit(name, size, width, 2, True)


def name_fits(name: str, size: int, width: int) -> bool:
    """Whether name_lines sets the club's name whole (no "…") in `width`."""
    from game.ui.widgets.basic import SHRINK_LIMIT, wrap

    for trial in range(size, max(9, int(size * SHRINK_LIMIT)) - 1, -1):
        lines = wrap(name, trial, width, True)
        if len(lines) <= 2 and all(assets.font(trial, True).size(line)[0] <= width for line in lines):
            return True
    if "・" in name:
        head, tail = name.split("・", 1)
        return all(assets.font(9, True).size(h)[0] <= width for h in (head + "・", tail))
    return False


def crest_beside(surface: pygame.Surface, text_rect: pygame.Rect, club_id: str, side: str = "left") -> pygame.Rect:
    """The club's crest just beside a line of text (a stage's heading), a little taller than it."""
    crest = club_crest(club_id, round(text_rect.h * 1.5))
    gap = max(2, text_rect.h // 3)
    if side == "left":
        at = crest.get_rect(midright=(text_rect.x - gap, text_rect.centery))
    else:
        at = crest.get_rect(midleft=(text_rect.right + gap, text_rect.centery))
    surface.blit(crest, at)
    return at


def forget() -> None:
    club_crest.cache_clear()
