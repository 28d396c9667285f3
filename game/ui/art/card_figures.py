"""The illustration of a player card: the position's footballer (sprites/fig_<pose>_<role>.svg,
written by sprites/make_figures.py) standing in a little floodlit-dusk vignette, and the foil of
star cards (a sheen baked into the face, a moving glint for hover). Rasterised at the real pixel
size and cached by size; a missing or broken figure falls back to the role's pictogram."""

from __future__ import annotations

import itertools
import logging
import math
from functools import lru_cache

import pygame

from game import i18n
from game.clubs import Kit
from game.engine.cards import default_cards
from game.ui.look import assets
from game.ui.look.palettes import palette_cached
from game.ui.look.theme import ROLE_COLORS, Color

log = logging.getLogger(__name__)

# Every card's pose: by position, or by the card when its name tells another move.
FIGURES: dict[str, str] = {
    "CF_STRIKER": "shoot",
    "LWF_WINGER": "dribble",
    "RWF_WINGER": "dribble",
    "AMF_CHANCE_MAKER": "pass",
    "CMF_PLAY_MAKER": "control",
    "DMF_TEMPO_CONTROL": "tackle",
    "LB_FULL_BACK": "slide",
    "RB_FULL_BACK": "slide",
    "CB_CENTER_BACK_L": "header",
    "CB_CENTER_BACK_R": "header",
    "CB_SWEEPER": "carry",
    "CF_TARGET_MAN": "header",
    "DMF_CANNON_SHOT": "shoot",
    "LB_OVERLAPPING": "sprint",
    "AMF_KILLER_PASS": "pass",
    "CB_LIBERO": "carry",
    "SS_DRIBBLER": "dribble",
    "CF_LINE_BREAKER": "sprint",
    "RWF_INSIDE_FORWARD": "shoot",
    "CMF_REGISTA": "control",
    "RB_WING_BACK": "sprint",
    "DMF_BALL_WINNER": "tackle",
}
FIGURE_RATIO = 120 / 200  # the figures' drawing box, width over height
ZOOM = 1.12  # the drawing box's side margins may be cropped by this much to make the figure bigger

SKY_TOP: Color = (12, 22, 44)
SKY_LOW: Color = (22, 66, 78)
HORIZON: Color = (255, 214, 150)
TURF: Color = (44, 124, 68)
TURF_DARK: Color = (34, 102, 56)
FLOOD: Color = (255, 244, 220)
FOIL_GOLD: Color = (240, 196, 72)


def figure_name(card_id: str) -> str:
    """The sprite drawing `card_id`'s footballer: fig_<pose>_<role>."""
    card = default_cards().card(card_id)
    return f"fig_{FIGURES.get(card_id, 'carry')}_{card.role.lower()}"


# The colours sprites/make_figures.py dresses each role in: shirt, its highlight (and the far limbs'
# shade of both), the shorts and their shade. A club's kit replaces them (kit_swap).
ROLE_KIT: dict[str, tuple[str, str]] = {
    "FW": ("#c4403a", "#e8766a"),
    "MF": ("#349654", "#62c482"),
    "DF": ("#3460be", "#6a92e6"),
}
SHORTS = "#f2f1ea"
FAR = 0.78  # make_figures' shade of the far limbs


def _hex(c: Color) -> str:
    return "#" + "".join(f"{max(0, min(255, round(v))):02x}" for v in c)


def _rgb(h: str) -> Color:
    return int(h[1:3], 16), int(h[3:5], 16), int(h[5:7], 16)


def _times(c: Color, k: float) -> Color:
    return (round(c[0] * k), round(c[1] * k), round(c[2] * k))


def kit_swap(role: str, kit: Kit | None) -> tuple[tuple[str, str], ...]:
    """The colour swaps that dress a `role` figure in `kit` (none: the role's own colours)."""
    if kit is None or role not in ROLE_KIT:
        return ()
    main, light = ROLE_KIT[role]
    r, g, b = kit.shirt
    lit: Color = (round(r + (255 - r) * 0.3), round(g + (255 - g) * 0.3), round(b + (255 - b) * 0.3))
    pairs: dict[str, Color] = {
        main: kit.shirt,
        light: lit,
        SHORTS: kit.shorts,
        _hex(_times(_rgb(main), FAR)): _times(kit.shirt, FAR),
        _hex(_times(_rgb(light), FAR)): _times(lit, FAR),
        _hex(_times(_rgb(SHORTS), FAR)): _times(kit.shorts, FAR),
    }
    return tuple((k, _hex(v)) for k, v in pairs.items())


@lru_cache(maxsize=256)
def figure(card_id: str, w: int, h: int, flip: bool = False, kit: Kit | None = None) -> pygame.Surface:
    """The card's footballer fitted into w x h (its proportions kept, feet on the bottom edge),
    facing right (left when `flip`), in `kit` (None: the role's colours). Without its drawing: the
    role's pictogram, and a log line."""
    fh = min(h, round(w * ZOOM / FIGURE_RATIO))
    fw = round(fh * FIGURE_RATIO)
    name = figure_name(card_id)
    img = assets.svg(name, fw, fh, kit_swap(default_cards().card(card_id).role, kit))
    if img is None:
        msg = i18n._("sprite {name} not found: using a placeholder").format(name=f"{name}.svg")
        if msg not in assets.notices:
            assets.notices.append(msg)
            log.warning("figure %s.svg missing or unreadable: drawing the role pictogram", name)
        role = default_cards().card(card_id).role
        side = min(w, h)
        img = assets.scaled(f"role_{role.lower()}", side, side, (250, 250, 250))
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    out.blit(img, img.get_rect(midbottom=(w // 2, h)))
    return pygame.transform.flip(out, True, False) if flip else out


def _ramp(colors: list[tuple[float, Color]], w: int, h: int) -> pygame.Surface:
    """A vertical gradient through `colors` (stops at fractions of the height)."""
    s = pygame.Surface((w, h))
    for y in range(h):
        t = y / max(1, h - 1)
        for (t0, c0), (t1, c1) in itertools.pairwise(colors):
            if t0 <= t <= t1:
                k = (t - t0) / max(1e-6, t1 - t0)
                s.fill(tuple(round(a + (b - a) * k) for a, b in zip(c0, c1, strict=True)), (0, y, w, 1))
                break
    return s


@lru_cache(maxsize=32)
def vignette(w: int, h: int, radius: int, flip: bool = False) -> pygame.Surface:
    """The figure's stage: a dusk sky with a floodlight glow from the top-left (top-right when
    `flip`), warm at the horizon, mown turf below, corners rounded by `radius`."""
    horizon = round(h * 0.62)
    s = _ramp([(0.0, SKY_TOP), (0.45, SKY_LOW), (0.6, HORIZON), (0.62, TURF), (1.0, TURF_DARK)], w, h)
    stripe = max(2, w // 4)
    for i, x in enumerate(range(0, w, stripe)):
        if i % 2:
            pygame.draw.rect(s, TURF_DARK, (x, horizon, stripe, h - horizon))
    _stands(s, w, h, horizon)
    glow = pygame.Surface((w, h), pygame.SRCALPHA)
    gx = 0 if not flip else w
    for k in range(6, 0, -1):
        rr = round(max(w, h) * 0.18 * k)
        pygame.draw.circle(glow, (*FLOOD, 14), (gx, 0), rr)
    s.blit(glow, (0, 0))
    if h >= 80:  # the floodlight itself, on its mast, where there is room to see it
        lamp = (round(w * 0.16) if not flip else w - round(w * 0.16), round(h * 0.09))
        pygame.draw.line(s, (10, 16, 28), lamp, (lamp[0], horizon - round(h * 0.05)), max(1, w // 70))
        for k in range(5, 0, -1):
            halo = pygame.Surface((2 * k * w // 18 + 2, 2 * k * w // 18 + 2), pygame.SRCALPHA)
            pygame.draw.circle(halo, (*FLOOD, 22), halo.get_rect().center, k * w // 18)
            s.blit(halo, halo.get_rect(center=lamp))
        bank = pygame.Rect(0, 0, max(4, w // 7), max(3, w // 14))
        bank.center = lamp
        pygame.draw.rect(s, FLOOD, bank, border_radius=max(1, bank.h // 4))
        for i in range(1, 3):
            x = bank.x + i * bank.w // 3
            pygame.draw.line(s, (230, 200, 150), (x, bank.y), (x, bank.bottom - 1))
    shade = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(shade, (0, 0, 0, 60), (0, h - max(2, h // 8), w, max(2, h // 8)))
    s.blit(shade, (0, 0))
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(out, (255, 255, 255), out.get_rect(), border_radius=radius)
    out.blit(s, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return out


def _stands(s: pygame.Surface, w: int, h: int, horizon: int) -> None:
    """The far stand against the warm horizon: a dark terrace with a stepped roof line and a few
    specks of crowd light."""
    top = horizon - max(2, round(h * 0.07))
    steps = [(0, top + 2), (w // 3, top), (2 * w // 3, top + 1), (w, top + 2)]
    poly = [(0, horizon), *[(x, y) for x, y in steps], (w, horizon)]
    pygame.draw.polygon(s, (16, 28, 42), poly)
    if h >= 80:
        for i in range(0, w, max(3, w // 14)):
            y = top + 3 + (i * 7) % max(1, horizon - top - 4)
            s.set_at((i, min(horizon - 1, y)), (120, 130, 150))


@palette_cached(maxsize=256)
def panel(card_id: str, w: int, h: int, radius: int, flip: bool = False, kit: Kit | None = None) -> pygame.Surface:
    """The card's illustration: its footballer (in `kit`) on the dusk vignette, w x h."""
    out = vignette(w, h, radius, flip).copy()
    fig_h = max(4, round(h * 0.94))
    fig = figure(card_id, w, fig_h, flip, kit)
    out.blit(fig, fig.get_rect(midbottom=(w // 2, h - max(1, h // 40))))
    edge = ROLE_COLORS[default_cards().card(card_id).role]
    pygame.draw.rect(out, edge, out.get_rect(), max(1, h // 60), border_radius=radius)
    return out


@lru_cache(maxsize=16)
def foil_sheen(w: int, h: int, radius: int) -> pygame.Surface:
    """A star card's holographic foil: a broad diagonal band (gold, warm white, teal) rising from
    the bottom-left to the top-right, brightest near the top-left light; blit it over the face."""
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    stops: list[tuple[float, Color, int]] = [
        (0.18, FOIL_GOLD, 0),
        (0.34, FOIL_GOLD, 70),
        (0.44, FLOOD, 95),
        (0.54, (120, 220, 210), 60),
        (0.7, (120, 220, 210), 0),
    ]
    span = w + h
    for x in range(-h, w + 1):
        t = (x + h) / span
        for (t0, c0, a0), (t1, c1, a1) in itertools.pairwise(stops):
            if t0 <= t <= t1:
                k = (t - t0) / (t1 - t0)
                col = tuple(round(a + (b - a) * k) for a, b in zip(c0, c1, strict=True))
                alpha = round(a0 + (a1 - a0) * k)
                pygame.draw.line(s, (*col, alpha), (x, h), (x + h, 0), 2)
                break
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    s.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return s


GLINT_STEPS = 24


def foil_glint(size: tuple[int, int], phase: float) -> pygame.Surface:
    """A narrow bright glint crossing a star card of `size` diagonally, at `phase` (0..1: from
    off the top-left to off the bottom-right; the value wraps). Blit it over the card with the
    default blend each frame while the card is hovered; frames are cached by phase quantised to
    GLINT_STEPS steps, so a hover costs one blit."""
    q = int((phase % 1.0) * GLINT_STEPS) % GLINT_STEPS
    return _glint(size[0], size[1], q)


@lru_cache(maxsize=GLINT_STEPS * 4)
def _glint(w: int, h: int, q: int) -> pygame.Surface:
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    centre = -h + (w + 2 * h) * q / (GLINT_STEPS - 1)
    half = max(3, (w + h) // 14)
    for dx in range(-half, half + 1):
        a = round(150 * math.cos(dx / half * math.pi / 2) ** 2)
        x = round(centre + dx)
        pygame.draw.line(s, (*FLOOD, a), (x, h), (x + h, 0), 1)
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=max(4, h // 8))
    s.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return s


def forget() -> None:
    for cached in (figure, vignette, panel, foil_sheen, _glint):
        cached.cache_clear()
