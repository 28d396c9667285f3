"""The game's crest (sprites/crest.svg at its real size, or a drawn shield if the file is missing)
and the title's wordmark set in the game's bold face with a shadow and a warm glow."""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game import i18n
from game.ui.look import assets, metrics
from game.ui.look.theme import Color

CREST_RATIO = 260 / 240  # height / width of the drawing
NAVY: Color = (10, 18, 34)
GOLD_STOPS: tuple[Color, Color, Color] = ((255, 242, 184), (240, 196, 72), (176, 124, 22))


@lru_cache(maxsize=8)
def crest(height: int) -> pygame.Surface:
    """The crest `height` real pixels high."""
    h = max(8, height)
    w = max(8, round(h / CREST_RATIO))
    surf = assets.svg("crest", w, h)
    if surf is not None:
        return surf
    msg = i18n._("sprite {name} not found: using a placeholder").format(name="crest.svg")
    if msg not in assets.notices:
        assets.notices.append(msg)
        print(msg)
    return _drawn_crest(w, h)


def _drawn_crest(w: int, h: int) -> pygame.Surface:
    """A plain gold-rimmed navy shield with "11": the crest without its drawing."""
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    outer = _shield(w, h, top=0.04, side=0.08, shoulder=0.14, waist=0.5, point=0.96)
    inner = _shield(w, h, top=0.1, side=0.14, shoulder=0.18, waist=0.49, point=0.89)
    pygame.draw.polygon(surf, GOLD_STOPS[1], outer)
    pygame.draw.polygon(surf, (22, 40, 78), inner)
    digits = assets.font_px(max(6, round(h * 0.4)), True, "en").render("11", True, GOLD_STOPS[1])
    surf.blit(digits, digits.get_rect(center=(w // 2, round(h * 0.45))))
    return surf


Corner = tuple[float, float]


def _shield(w: int, h: int, top: float, side: float, shoulder: float, waist: float, point: float) -> list[Corner]:
    """A six-cornered shield in a w x h box, each corner given as a share of the box."""
    return [
        (w * 0.5, h * top),
        (w * (1 - side), h * shoulder),
        (w * (1 - side), h * waist),
        (w * 0.5, h * point),
        (w * side, h * waist),
        (w * side, h * shoulder),
    ]


def _spaced(text: str, size: int, spacing: float) -> pygame.Surface:
    """`text` in white at `size` real pixels, letters `spacing` em apart."""
    f = assets.font_px(size, True, "en")
    glyphs = [f.render(c, True, (255, 255, 255)) for c in text]
    gap = round(size * spacing)
    w = sum(g.get_width() for g in glyphs) + gap * (len(glyphs) - 1)
    surf = pygame.Surface((max(1, w), f.get_height()), pygame.SRCALPHA)
    x = 0
    for g in glyphs:
        surf.blit(g, (x, 0))
        x += g.get_width() + gap
    return surf


def _tinted(mask: pygame.Surface, color: Color) -> pygame.Surface:
    out = mask.copy()
    out.fill((*color, 255), special_flags=pygame.BLEND_RGBA_MULT)
    return out


def _gold(mask: pygame.Surface) -> pygame.Surface:
    """`mask` (white on transparent) filled with a gold ramp, light at the top."""
    w, h = mask.get_size()
    ramp = pygame.Surface((1, h), pygame.SRCALPHA)
    top, mid, low = GOLD_STOPS
    for y in range(h):
        t = y / max(1, h - 1)
        a, b, k = (top, mid, t / 0.5) if t < 0.5 else (mid, low, (t - 0.5) / 0.5)
        ramp.set_at((0, y), (*(round(a[i] + (b[i] - a[i]) * k) for i in range(3)), 255))
    out = mask.copy()
    out.blit(pygame.transform.scale(ramp, (w, h)), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return out


def _blurred(surf: pygame.Surface, factor: int) -> pygame.Surface:
    w, h = surf.get_size()
    small = pygame.transform.smoothscale(surf, (max(1, w // factor), max(1, h // factor)))
    return pygame.transform.smoothscale(small, (w, h))


@lru_cache(maxsize=8)
def wordmark(height: int) -> tuple[pygame.Surface, pygame.Surface]:
    """The two-line wordmark about `height` real pixels high, and its glow (for BLEND_ADD)."""
    top = _spaced("MAGIC NUMBER", max(8, round(height * 0.36)), 0.04)
    bottom = _spaced("ELEVEN", max(8, round(height * 0.52)), 0.22)
    outline = max(1, height // 48)
    pad = max(4, height // 8)
    w = max(top.get_width(), bottom.get_width() + round(height * 0.3)) + 2 * pad
    gap = -round(height * 0.06)
    h = top.get_height() + bottom.get_height() + gap + 2 * pad
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    y2 = pad + top.get_height() + gap
    mask.blit(top, top.get_rect(midtop=(w // 2, pad)))
    mask.blit(bottom, bottom.get_rect(midtop=(w // 2, y2)))
    # a star either side of ELEVEN
    r = max(3, round(height * 0.07))
    star_y = y2 + round(bottom.get_height() * 0.55)
    for side in (-1, 1):
        cx = w // 2 + side * (bottom.get_width() // 2 + round(height * 0.04) + r)
        points = [
            (
                cx + (r if i % 2 == 0 else r * 0.42) * math.cos(math.radians(-90 + 36 * i)),
                star_y + (r if i % 2 == 0 else r * 0.42) * math.sin(math.radians(-90 + 36 * i)),
            )
            for i in range(10)
        ]
        pygame.draw.polygon(mask, (255, 255, 255), points)
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    shadow = _blurred(_tinted(mask, NAVY), 3)
    off = max(1, round(height * 0.03))
    for _ in range(2):
        out.blit(shadow, (off, off))
    dark = _tinted(mask, (40, 24, 6))
    for dx in (-outline, 0, outline):
        for dy in (-outline, 0, outline):
            if dx or dy:
                out.blit(dark, (dx, dy))
    out.blit(_gold(mask), (0, 0))
    sheen = _tinted(mask, (255, 255, 255))
    sheen.set_alpha(60)
    out.blit(sheen, (-max(1, outline // 2), -max(1, outline // 2)), special_flags=0)
    out.blit(_gold(mask), (0, max(1, outline // 2)))
    soft = _blurred(_blurred(_tinted(mask, (150, 104, 30)), max(4, height // 14)), 2)
    glow = pygame.Surface((w, h))
    glow.blit(soft, (0, 0))
    return out, glow


@lru_cache(maxsize=64)
def _shadowed(text: str, size: int, color: Color, bold: bool, max_width: int) -> tuple[pygame.Surface, pygame.Surface]:
    from game.ui.widgets.basic import fit_text

    face = fit_text(text, size, color, bold, max_width)
    return face, _blurred(_tinted(face, NAVY), 2)


assets.text_listeners.append(_shadowed.cache_clear)
metrics.on_resize(_shadowed.cache_clear)


def shadow_text(
    surface: pygame.Surface,
    text: str,
    pos: tuple[int, int],
    size: int,
    color: Color,
    bold: bool = False,
    anchor: str = "center",
    max_width: int | None = None,
) -> pygame.Rect:
    """One line of text with a soft navy shadow down-right (readable over the stadium)."""
    face, shade = _shadowed(text, size, color, bold, max_width or surface.get_width() - 16)
    rect = face.get_rect(**{anchor: pos})
    off = max(1, face.get_height() // 14)
    surface.blit(shade, rect.move(off, off))
    surface.blit(shade, rect.move(off, off))
    surface.blit(face, rect)
    return rect
