"""The printed look of a synergy card's face (#38.1 point 4): under its number and stars, a
pitch's lines and a ball as a faint watermark on a fine engraved pattern, and corner pips (the
star count with a small star, as on playing cards). Drawn once per size with the face."""

from __future__ import annotations

import math

import pygame

from game.ui.look import assets

INK = (150, 112, 40)  # the card's gold-brown print
PIP_MIN_W = 70  # narrower faces (chips) keep the number and stars alone


def print_face(s: pygame.Surface, stars: int, tackle: bool, frame: int, radius: int) -> None:
    """The watermark and the pips on a face `s` (already filled and framed; the number and the
    stars go on top)."""
    w = s.get_width()
    inner = s.get_rect().inflate(-3 * frame - 2, -3 * frame - 2)
    if inner.w < 8 or inner.h < 8:
        return
    mark = pygame.Surface(s.get_size(), pygame.SRCALPHA)
    _engraving(mark, inner)
    _pitch(mark, inner)
    if not tackle:
        b = max(6, round(inner.w * 0.62))
        ball = assets.scaled("ball", b, b, INK)
        ball.set_alpha(46)
        mark.blit(ball, ball.get_rect(center=(inner.centerx, inner.bottom - round(inner.h * 0.2))))
    s.blit(mark, (0, 0))
    if w >= PIP_MIN_W:
        _pips(s, stars, tackle, inner)


def _engraving(mark: pygame.Surface, inner: pygame.Rect) -> None:
    """Fine diagonal lines over the card's middle, as on printed card stock."""
    step = max(3, inner.w // 14)
    clip = mark.get_clip()
    mark.set_clip(inner)
    for x in range(inner.x - inner.h, inner.right, step):
        pygame.draw.line(mark, (*INK, 22), (x, inner.bottom), (x + inner.h, inner.y), 1)
    mark.set_clip(clip)


def _pitch(mark: pygame.Surface, inner: pygame.Rect) -> None:
    """A football pitch's lines, seen from above: the halfway line, the centre circle, the boxes."""
    line = (*INK, 70)
    t = max(1, inner.w // 40)
    pygame.draw.rect(mark, line, inner.inflate(-t * 4, -t * 4), t)
    pygame.draw.line(mark, line, (inner.x + t * 2, inner.centery), (inner.right - t * 2, inner.centery), t)
    r = max(3, round(inner.w * 0.2))
    pygame.draw.circle(mark, line, inner.center, r, t)
    box_w, box_h = round(inner.w * 0.5), round(inner.h * 0.13)
    for top in (True, False):
        box = pygame.Rect(0, 0, box_w, box_h)
        box.midtop = (inner.centerx, inner.y + t * 2) if top else (inner.centerx, 0)
        if not top:
            box.bottom = inner.bottom - t * 2
        pygame.draw.rect(mark, line, box, t)
        arc = pygame.Rect(0, 0, r * 2, r)
        arc.center = (inner.centerx, box.bottom if top else box.top)
        start, stop = (math.pi, 2 * math.pi) if top else (0.0, math.pi)
        pygame.draw.arc(mark, line, arc, start, stop, t)


def _pips(s: pygame.Surface, stars: int, tackle: bool, inner: pygame.Rect) -> None:
    """The star count and a small star in the top-left corner and, turned over, the bottom-right."""
    size = max(8, round(inner.w * 0.2))
    num = assets.text_px(str(stars), size, INK, True)
    st = max(4, round(size * 0.75))
    star = assets.scaled("boot" if tackle else "star", st, st, INK)
    pip = pygame.Surface((max(num.get_width(), st), num.get_height() + st), pygame.SRCALPHA)
    pip.blit(num, num.get_rect(midtop=(pip.get_width() // 2, 0)))
    pip.blit(star, star.get_rect(midbottom=(pip.get_width() // 2, pip.get_height())))
    pad = max(1, inner.w // 30)
    s.blit(pip, (inner.x + pad, inner.y + pad))
    turned = pygame.transform.rotate(pip, 180)
    s.blit(turned, turned.get_rect(bottomright=(inner.right - pad, inner.bottom - pad)))


__all__ = ["print_face"]
