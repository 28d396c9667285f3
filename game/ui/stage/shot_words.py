"""The shot's big words: SAVED and OUT popping over the goal, the score line under GOAL! (`scoreboard`),
the Magic Eleven's gold rays and sparkles in the stand behind the goal and its words on a plate
above the goal (with reduce motion only its words, at once). Real pixels; text sizes logical."""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.i18n import _
from game.ui.art import goal_art as G
from game.ui.art import kits
from game.ui.art.club_crest import club_crest
from game.ui.art.club_ink import club_ink
from game.ui.look import assets
from game.ui.look.metrics import px
from game.ui.look.theme import GOLD, TEXT, Color
from game.ui.stage.anim import ease, pop
from game.ui.stage.penalty_plate import NAME_W
from game.ui.widgets.basic import fit_text
from game.ui.words.club_words import club_short

MAGIC = (255, 214, 90)


def pop_word(
    surface: pygame.Surface, word: str, color: Color, centre: tuple[int, int], width: int, since: float, size: int
) -> None:
    """A word popping into place (0.6 -> 1.3 -> 1) with a drop shadow."""
    k = min(1.0, since / 0.35)
    scale = 0.6 + 0.4 * pop(k, 1.3) if k < 1 else 1.0
    surf = fit_text(word, size, color, True, width)
    shadow = fit_text(word, size, (10, 10, 10), True, width)
    if abs(scale - 1.0) >= 0.01:  # rasterised once, scaled for the pop
        wh = (max(1, round(surf.get_width() * scale)), max(1, round(surf.get_height() * scale)))
        surf, shadow = pygame.transform.smoothscale(surf, wh), pygame.transform.smoothscale(shadow, wh)
    surface.blit(shadow, shadow.get_rect(center=(centre[0] + px(3), centre[1] + px(3))))
    surface.blit(surf, surf.get_rect(center=centre))


MAGIC_FOR = 1.6  # seconds the Magic Eleven's light and words last
WORD_SIZE = 84


def magic_sky(area: pygame.Rect, mouth: pygame.Rect) -> list[pygame.Rect]:
    """Where the Magic Eleven's light may shine: the stand behind the goal, around the goal itself
    (never over the boards, the pitch, the keeper or the ball in the net: review24 #2)."""
    sky = pygame.Rect(area.x, area.y, area.w, G.boards_top(mouth) - area.y).clip(area)
    box = G.goal_box(mouth).clip(sky)
    if box.w == 0 or box.h == 0:
        return [sky] if sky.w and sky.h else []
    strips = [
        pygame.Rect(sky.x, sky.y, sky.w, box.y - sky.y),
        pygame.Rect(sky.x, box.y, box.x - sky.x, sky.bottom - box.y),
        pygame.Rect(box.right, box.y, sky.right - box.right, sky.bottom - box.y),
    ]
    return [r for r in strips if r.w > 0 and r.h > 0]


def draw_magic_light(
    surface: pygame.Surface, area: pygame.Rect, mouth: pygame.Rect, t: float, calm: bool = False
) -> None:
    """The Magic Eleven's gold burst of rays and sparkles from behind the goal, in the stand around
    it (none with `calm`)."""
    if calm or t < 0 or t > MAGIC_FOR:
        return
    centre = (area.centerx, mouth.centery)
    fade = 1.0 if t < 1.2 else 1 - (t - 1.2) / 0.4
    reach = max(area.w, area.h) * 0.75 * ease(min(1.0, t / 0.5))
    clip = surface.get_clip()
    for part in magic_sky(area, mouth):
        surface.set_clip(part.clip(clip) if clip else part)
        rays(surface, area, centre, reach, t, fade)
        for n in range(33):
            a = n * 2.39996 + t * 1.3
            r = (0.15 + 0.85 * ((n * 37) % 11) / 11) * reach * 0.7
            p = (round(centre[0] + math.cos(a) * r), round(centre[1] + math.sin(a) * r * 0.6))
            twinkle = 0.5 + 0.5 * math.sin(t * 5 + n)  # under three twinkles a second
            size = max(1, round(px(5) * twinkle * fade))
            ink = (255, 250, 210)
            pygame.draw.line(surface, ink, (p[0] - size * 2, p[1]), (p[0] + size * 2, p[1]), 2)
            pygame.draw.line(surface, ink, (p[0], p[1] - size * 2), (p[0], p[1] + size * 2), 2)
    surface.set_clip(clip)


def magic_word_at(area: pygame.Rect, mouth: pygame.Rect) -> tuple[tuple[int, int], int, int]:
    """Where MAGIC ELEVEN stands, how wide it may be and its text size: above the goal, from the
    stand down over the crossbar, never as low as the ball in a top corner or the keeper."""
    top, bottom = area.y + px(4), mouth.y + round(mouth.h * 0.15)
    width = round(area.w * 0.8)
    word = assets.text(_("MAGIC ELEVEN"), WORD_SIZE, MAGIC, True)
    k = min(1.0, width / max(1, word.get_width()), (bottom - top) / max(1, word.get_height()))
    size = max(12, int(WORD_SIZE * k))
    h = fit_text(_("MAGIC ELEVEN"), size, MAGIC, True, width).get_height()
    return (mouth.centerx, max(top + h // 2, bottom - h // 2 - px(2))), width, size


def draw_magic(surface: pygame.Surface, area: pygame.Rect, mouth: pygame.Rect, t: float, calm: bool = False) -> None:
    """MAGIC ELEVEN popping in gold on a dark plate over the crossbar (with `calm`, at once)."""
    if t < 0 or t > MAGIC_FOR:
        return
    centre, width, size = magic_word_at(area, mouth)
    word = fit_text(_("MAGIC ELEVEN"), size, MAGIC, True, width)
    k = 1.0 if calm else min(1.0, t / 0.35)
    scale = 0.6 + 0.4 * pop(k, 1.3) if k < 1 else 1.0
    plate = word.get_rect().inflate(px(24), px(4))
    plate.size = (round(plate.w * scale), round(plate.h * scale))
    plate.center = centre
    surface.blit(_plate(plate.size, px(10)), plate)
    pop_word(surface, _("MAGIC ELEVEN"), MAGIC, centre, width, 1.0 if calm else t, size)


@lru_cache(maxsize=8)
def _plate(size: tuple[int, int], radius: int) -> pygame.Surface:
    """The dark rounded plate under MAGIC ELEVEN (the stand behind it is busy)."""
    plate = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(plate, (8, 12, 10, 205), plate.get_rect(), border_radius=radius)
    return plate


RAYS_FPS = 30  # the rays turn slowly: drawn anew at most this often
_rays: dict[tuple[object, ...], pygame.Surface] = {}


def rays(
    surface: pygame.Surface, area: pygame.Rect, centre: tuple[int, int], reach: float, t: float, fade: float
) -> None:
    """Gold rays turning slowly around `centre`, added to the light (drawn anew at most RAYS_FPS
    times a second)."""
    frame = round(t * RAYS_FPS)
    key = (area.size, centre[0] - area.x, centre[1] - area.y, frame)
    if key not in _rays:
        _rays.clear()
        t = frame / RAYS_FPS
        layer = pygame.Surface(area.size)
        c = (centre[0] - area.x, centre[1] - area.y)
        gold = tuple(round(v * 0.32 * fade) for v in MAGIC)
        for n in range(22):
            a = n * math.tau / 22 + t * 0.6
            pts = [
                c,
                (c[0] + math.cos(a - 0.05) * reach, c[1] + math.sin(a - 0.05) * reach),
                (c[0] + math.cos(a + 0.05) * reach, c[1] + math.sin(a + 0.05) * reach),
            ]
            pygame.draw.polygon(layer, gold, pts)
        _rays[key] = layer
    lit = pygame.Rect(0, 0, 2 * math.ceil(reach) + 4, 2 * math.ceil(reach) + 4)
    lit.center = (centre[0] - area.x, centre[1] - area.y)
    lit = lit.clip(_rays[key].get_rect())  # beyond the rays' reach the layer is black: adding it changes nothing
    surface.blit(_rays[key], (area.x + lit.x, area.y + lit.y), lit, special_flags=pygame.BLEND_RGB_ADD)


def scoreboard(score: tuple[int, int], side: int, roll: float) -> pygame.Surface:
    """The TV score line under GOAL!: each club's crest and short name in its ink around the score
    (as on the penalty's plate, review22 #4), the scorer's number rolling up from the old one (`roll`
    0..1); `side` -1: nobody scored (neither number gold)."""
    size = 40
    clubs = (kits.club_id(0), kits.club_id(1))
    names = [fit_text(club_short(clubs[n], n), 22, club_ink(n), True, px(NAME_W)) for n in (0, 1)]
    numbers = [assets.text(str(score[n]), size, GOLD if side == n else TEXT, True) for n in (0, 1)]
    dash = assets.text("-", size, TEXT, True)
    crest_h = round(names[0].get_height() * 1.1)
    crests = [club_crest(clubs[n], crest_h) for n in (0, 1)]
    surfs = [crests[0], names[0], numbers[0], dash, numbers[1], names[1], crests[1]]
    gap = px(12)
    width = sum(s.get_width() for s in surfs) + gap * (len(surfs) - 1)
    height = max(s.get_height() for s in surfs)
    out = pygame.Surface((width, height), pygame.SRCALPHA)
    x = 0
    roll = ease(roll)
    for i, surf in enumerate(surfs):
        y = (height - surf.get_height()) // 2
        if side in (0, 1) and i == 2 + 2 * side and roll < 1:
            old = assets.text(str(score[side] - 1), size, TEXT, True)
            out.blit(old, (x, y - round(roll * height)))
            out.blit(surf, (x, y + round((1 - roll) * height)))
        else:
            out.blit(surf, (x, y))
        x += surf.get_width() + gap
    return out


__all__ = ["draw_magic", "draw_magic_light", "magic_sky", "magic_word_at", "pop_word", "scoreboard"]
