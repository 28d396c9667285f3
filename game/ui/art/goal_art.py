"""The goal mouth drawn by code: the stand and turf, a net in perspective-lite that ripples where
the ball hits, posts and crossbar lit from the top left (the keeper and the kicker are in
game/ui/art/goal_figures.py). The five penalty zones of R11.1 are parts of the mouth (`zone_rects`,
the one place that says where they are). All sizes in real pixels."""

from __future__ import annotations

import math
from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache

import pygame

from game.ui.art import kits
from game.ui.art.goal_figures import GLOVE, draw_defender, draw_keeper, draw_kicker, keeper_hands, keeper_height
from game.ui.art.goal_stand import clear as clear_stands
from game.ui.art.goal_stand import fan_of, prepare_stand, stand
from game.ui.look import metrics
from game.ui.look.theme import Color

ZONES = ("TL", "TR", "C", "BL", "BR")
POST = (246, 246, 240)
POST_SHADE = (178, 186, 186)
NET = (226, 232, 228)
TURF = ((44, 128, 70), (38, 114, 62))
Point = tuple[float, float]


def zone_rects(mouth: pygame.Rect) -> dict[str, pygame.Rect]:
    """The five kick zones (R11.1) inside the goal mouth: the top and low corners, the centre."""
    w, h = mouth.w // 3, mouth.h // 2
    m = max(1, mouth.w // 120)
    return {
        "TL": pygame.Rect(mouth.x + m, mouth.y + m, w - 2 * m, h - 2 * m),
        "TR": pygame.Rect(mouth.x + 2 * w + m, mouth.y + m, w - 2 * m, h - 2 * m),
        "C": pygame.Rect(mouth.x + w + m, mouth.y + h // 2, w - 2 * m, h - 2 * m),
        "BL": pygame.Rect(mouth.x + m, mouth.y + h + m, w - 2 * m, h - 2 * m),
        "BR": pygame.Rect(mouth.x + 2 * w + m, mouth.y + h + m, w - 2 * m, h - 2 * m),
    }


def zones_pan(spots: tuple[str, ...], width: float = 0.4) -> float:
    """Where in the goal mouth `spots` are, as a left-right place for their sound (-width .. width)."""
    mouth = pygame.Rect(0, 0, 600, 200)
    x = save_target(mouth, spots)[0]
    return width * (x - mouth.centerx) / (mouth.w / 2)


def save_target(mouth: pygame.Rect, spots: tuple[str, ...]) -> Point:
    """Where the keeper's gloves go for a save card: the middle of the zones it covers."""
    zones = zone_rects(mouth)
    points = [zones[s].center for s in spots if s in zones] or [mouth.center]
    return (sum(p[0] for p in points) / len(points), sum(p[1] for p in points) / len(points))


def nearest_save(mouth: pygame.Rect, saves: list[tuple[str, ...]], pos: tuple[int, int]) -> int | None:
    """The save card whose dive ends nearest `pos` (inside the goal mouth, a little margin around)."""
    if not saves or not mouth.inflate(mouth.w // 8, mouth.h // 4).collidepoint(pos):
        return None
    targets = [save_target(mouth, s) for s in saves]
    return min(range(len(saves)), key=lambda i: (targets[i][0] - pos[0]) ** 2 + (targets[i][1] - pos[1]) ** 2)


@dataclass(frozen=True)
class Frame:
    """The goal's geometry: the front frame (the mouth), the back of the net, the post width."""

    mouth: pygame.Rect
    back: pygame.Rect
    post: int

    @staticmethod
    def of(mouth: pygame.Rect) -> Frame:
        back = pygame.Rect(0, 0, round(mouth.w * 0.86), round(mouth.h * 0.8))
        back.center = (mouth.centerx, mouth.centery - round(mouth.h * 0.02))
        return Frame(mouth, back, max(3, mouth.w // 70))

    def bounds(self) -> pygame.Rect:
        return self.mouth.inflate(self.post * 2 + 2, self.post * 2 + 2)


def _mesh(frame: Frame) -> tuple[int, int]:
    step = max(6, frame.mouth.w // 26)
    return max(4, frame.back.w // step), max(3, frame.back.h // step)


def _net_points(frame: Frame, impact: Point | None, t: float) -> list[list[Point]]:
    """The back net's mesh points, pushed outward by a ripple travelling from `impact`."""
    cols, rows = _mesh(frame)
    b = frame.back
    grid: list[list[Point]] = []
    strength = frame.mouth.h * 0.14 * math.exp(-t * 3.5) if impact is not None else 0.0
    reach = frame.mouth.w * 0.22
    for j in range(rows + 1):
        row: list[Point] = []
        for i in range(cols + 1):
            x, y = b.x + b.w * i / cols, b.y + b.h * j / rows
            if strength > 0.2 and impact is not None:
                dx, dy = x - impact[0], y - impact[1]
                d = math.hypot(dx, dy)
                wave = math.cos(d / reach * 4.0 - t * 22.0) * math.exp(-((d / reach) ** 2))
                bulge = strength * (wave + 1.2 * math.exp(-((d / (reach * 0.5)) ** 2)))
                if d > 0.01:
                    x, y = x + dx / d * bulge * 0.6, y + dy / d * bulge * 0.6 + bulge * 0.25
            row.append((x, y))
        grid.append(row)
    return grid


def _draw_net(surface: pygame.Surface, frame: Frame, impact: Point | None, t: float) -> None:
    m, b = frame.mouth, frame.back
    layer = surface
    pygame.draw.polygon(layer, (10, 18, 14, 120), [b.topleft, b.topright, b.bottomright, b.bottomleft])
    grid = _net_points(frame, impact, t)
    line = (*NET, 120)
    for row in grid:
        pygame.draw.aalines(layer, line, False, row)
    for i in range(len(grid[0])):
        pygame.draw.aalines(layer, line, False, [row[i] for row in grid])
    side = (*NET, 80)
    rows = len(grid) - 1
    for j in range(rows + 1):  # the side nets: from each back post to its front post
        k = j / rows
        for front_x, back_pt in ((m.x, grid[j][0]), (m.right, grid[j][-1])):
            pygame.draw.aaline(layer, side, (front_x, m.y + m.h * k), back_pt)
    for i in range(len(grid[0])):  # the roof: from the crossbar back to the top of the back net
        k = i / (len(grid[0]) - 1)
        pygame.draw.aaline(layer, side, (m.x + m.w * k, m.y), grid[0][i])
    for back_pt, front in ((grid[0][0], m.topleft), (grid[0][-1], m.topright)):
        pygame.draw.line(layer, (*POST_SHADE, 200), front, back_pt, max(1, frame.post // 3))


def _goal_layer(w: int, h: int, impact: Point | None, t: float) -> pygame.Surface:
    """The goal (net, posts, crossbar, their shadow) on a transparent layer; the mouth at (pad, pad)."""
    pad = _pad(w)
    layer = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
    frame = Frame.of(pygame.Rect(pad, pad, w, h))
    _draw_net(layer, frame, impact, t)
    _draw_frame(layer, frame)
    return layer


RIPPLE_FPS = 30  # the net's ripple is drawn anew at most this often


@lru_cache(maxsize=2)
def _rippling(w: int, h: int, impact: tuple[int, int], frame: int) -> pygame.Surface:
    return _goal_layer(w, h, impact, frame / RIPPLE_FPS)


@lru_cache(maxsize=8)
def _still_goal(w: int, h: int) -> pygame.Surface:
    return _goal_layer(w, h, None, 0.0)


def _pad(w: int) -> int:
    return max(3, w // 70) * 3 + 2


def goal_box(mouth: pygame.Rect) -> pygame.Rect:
    """Everything of the goal drawn around `mouth`: posts, crossbar and the net behind."""
    pad = _pad(mouth.w)
    return pygame.Rect(mouth.x - pad, mouth.y - pad, mouth.w + 2 * pad, mouth.h + 2 * pad)


def horizon(mouth: pygame.Rect) -> int:
    """Where the stand behind the goal meets the grass (the foot of the advertising boards)."""
    return mouth.y + round(mouth.h * 0.42)


def boards_top(mouth: pygame.Rect) -> int:
    """The top of the advertising boards along the foot of the stand."""
    return horizon(mouth) - max(3, mouth.h // 9)


def _draw_frame(surface: pygame.Surface, frame: Frame) -> None:
    """Posts and crossbar as lit white tubes: a highlight on the top left, a shade on the bottom right."""
    m, p = frame.mouth, frame.post
    shadow = pygame.Surface((m.w + 4 * p, p * 2), pygame.SRCALPHA)
    pygame.draw.ellipse(shadow, (0, 0, 0, 70), shadow.get_rect())
    surface.blit(shadow, (m.x + p, m.bottom - p // 2))
    bars = [
        pygame.Rect(m.x - p, m.y - p, p, m.h + p),
        pygame.Rect(m.right, m.y - p, p, m.h + p),
        pygame.Rect(m.x - p, m.y - p, m.w + 2 * p, p),
    ]
    for bar in bars:
        pygame.draw.rect(surface, POST, bar)
    shade = max(1, p // 3)
    for bar in bars[:2]:
        pygame.draw.rect(surface, POST_SHADE, (bar.right - shade, bar.y + p, shade, bar.h - p))
        pygame.draw.rect(surface, (255, 255, 255), (bar.x, bar.y, max(1, shade // 2), bar.h))
    top = bars[2]
    pygame.draw.rect(surface, POST_SHADE, (top.x + p, top.bottom - shade, top.w - 2 * p, shade))
    for bar in bars:
        pygame.draw.rect(surface, (70, 80, 78), bar, 1)


def draw_turf(surface: pygame.Surface, area: pygame.Rect, mouth: pygame.Rect) -> None:
    """Behind the goal the stand and its fans in both clubs' colours (goal_stand), the advertising boards; in front
    the mown grass, the goal line, the six-yard box in perspective and the penalty spot (cached by size)."""
    surface.blit(_turf(*_key(area, mouth)), area)


def _key(area: pygame.Rect, mouth: pygame.Rect) -> tuple[int, int, int, int, int, int, tuple[Color, Color]]:
    """The cached turf's key: its size, the goal in it, the shirts in the stand."""
    return (area.w, area.h, mouth.x - area.x, mouth.y - area.y, mouth.w, mouth.h, (kits.shirt(0), kits.shirt(1)))


@lru_cache(maxsize=8)
def _turf(w: int, h: int, mx: int, my: int, mw: int, mh: int, shirts: tuple[Color, Color]) -> pygame.Surface:
    s = pygame.Surface((w, h))
    mouth = pygame.Rect(mx, my, mw, mh)
    foot = horizon(mouth)
    if foot > 0:
        s.blit(stand(w, foot, fan_of(mh), shirts), (0, 0))
    boards = foot - boards_top(mouth)
    s.fill((24, 40, 70), (0, foot - boards, w, boards))
    s.fill((240, 196, 72), (0, foot - boards, w, max(1, boards // 6)))
    band = max(4, (h - foot) // 7)
    for n, y in enumerate(range(foot, h, band)):
        pygame.draw.rect(s, TURF[n % 2], (0, y, w, band))
    chalk = (230, 240, 230)
    line = max(1, mw // 160)
    pygame.draw.line(s, chalk, (0, mouth.bottom), (w, mouth.bottom), line)
    depth = (h - mouth.bottom) * 0.45
    spread = mw * 0.22
    box = [
        (mouth.x - spread * 0.6, mouth.bottom),
        (mouth.x - spread, mouth.bottom + depth),
        (mouth.right + spread, mouth.bottom + depth),
        (mouth.right + spread * 0.6, mouth.bottom),
    ]
    pygame.draw.lines(s, chalk, False, box, line)
    spot = penalty_spot(pygame.Rect(0, 0, w, h), mouth)
    pygame.draw.ellipse(s, chalk, pygame.Rect(0, 0, line * 6, line * 3).move(spot[0] - line * 3, spot[1] - line))
    s.blit(_edge_shade(w, h), (0, 0))
    return s


def prepare_turf(area: pygame.Rect, mouth: pygame.Rect) -> Iterator[None]:
    """The turf for `area` built ahead in pieces, one a step (the stand, its edge shade, the rest):
    a scene about to grow to that size then draws it from the cache at once."""
    w, h, mx, my, mw, mh, shirts = _key(area, mouth)
    foot = horizon(pygame.Rect(mx, my, mw, mh))
    if foot > 0:
        yield from prepare_stand(w, foot, fan_of(mh), shirts)
    _edge_shade(w, h)
    yield
    _turf(w, h, mx, my, mw, mh, shirts)
    yield
    _still_goal(mw, mh)


@lru_cache(maxsize=2)
def _edge_shade(w: int, h: int) -> pygame.Surface:
    """The turf darkening towards its edges in 1-alpha steps (no hard-edged lighter rectangle inside)."""
    shade = pygame.Surface((w, h), pygame.SRCALPHA)
    reach = max(1, min(w, h) * 8 // 60)
    for inset in range(0, reach, 2):
        alpha = round(34 * (1 - inset / reach) ** 2)
        if alpha > 0 and w > 2 * inset and h > 2 * inset:
            pygame.draw.rect(shade, (0, 0, 0, alpha), (inset, inset, w - 2 * inset, h - 2 * inset), 2)
    return shade


def penalty_spot(area: pygame.Rect, mouth: pygame.Rect) -> Point:
    """Where the ball lies for a penalty (on the turf below the goal)."""
    return (mouth.centerx, mouth.bottom + (area.bottom - mouth.bottom) * 0.78 + max(1, mouth.w // 160))


def draw_goal(
    surface: pygame.Surface,
    mouth: pygame.Rect,
    impact: Point | None = None,
    since: float = 0.0,
) -> None:
    """The goal (net, posts, crossbar); the net ripples from `impact` for a while after the ball hit
    it `since` seconds ago."""
    pad = _pad(mouth.w)
    if impact is not None and since < 1.2:
        local = (round(impact[0] - mouth.x + pad), round(impact[1] - mouth.y + pad))
        layer = _rippling(mouth.w, mouth.h, local, round(since * RIPPLE_FPS))
    else:
        layer = _still_goal(mouth.w, mouth.h)
    surface.blit(layer, (mouth.x - pad, mouth.y - pad))


def redraw_goal(
    surface: pygame.Surface, area: pygame.Rect, mouth: pygame.Rect, impact: Point | None, since: float
) -> None:
    """The goal over a cached still picture of the scene (turf and still goal already drawn): the
    turf under it drawn again, then the rippling net (nothing to do while the net is still)."""
    if impact is None or since >= 1.2:
        return
    pad = _pad(mouth.w)
    box = pygame.Rect(mouth.x - pad, mouth.y - pad, mouth.w + 2 * pad, mouth.h + 2 * pad).clip(area)
    surface.blit(_turf(*_key(area, mouth)), box, area=box.move(-area.x, -area.y))
    draw_goal(surface, mouth, impact, since)


def draw_zone_glow(surface: pygame.Surface, rect: pygame.Rect, color: Color, strength: float, label: str = "") -> None:
    """A glowing target on a part of the goal (hover, a chosen kick, a save's reach)."""
    surface.blit(_glow(rect.w, rect.h, color, round(max(0.0, min(1.2, strength)) * 20)), rect)
    if label:
        from game.ui.widgets.basic import fit_text

        text = fit_text(label, 14, (255, 255, 255), True, rect.w)
        surface.blit(text, text.get_rect(midbottom=(rect.centerx, rect.bottom - max(2, rect.h // 14))))


@lru_cache(maxsize=64)
def _glow(w: int, h: int, color: Color, steps: int) -> pygame.Surface:
    """A zone's glow at `steps` twentieths of its full strength (kept: a frame blits it)."""
    strength = steps / 20
    glow = pygame.Surface((max(1, w), max(1, h)), pygame.SRCALPHA)
    radius = max(4, min(w, h) // 4)
    pygame.draw.rect(glow, (*color, min(255, round(70 * strength))), glow.get_rect(), border_radius=radius)
    pygame.draw.rect(glow, (*color, min(255, round(230 * strength))), glow.get_rect(), max(2, h // 22), radius)
    c = glow.get_rect().center
    r = min(w, h) // 3
    for n, alpha in ((1.0, 200), (0.62, 160), (0.26, 255)):
        pygame.draw.circle(glow, (*color, min(255, round(alpha * strength))), c, max(2, round(r * n)), max(1, r // 7))
    return glow


def clear_caches() -> None:
    _still_goal.cache_clear()
    _rippling.cache_clear()
    _turf.cache_clear()
    _edge_shade.cache_clear()
    clear_stands()
    _glow.cache_clear()


metrics.on_resize(clear_caches)

__all__ = [
    "GLOVE",
    "ZONES",
    "draw_defender",
    "draw_goal",
    "draw_keeper",
    "draw_kicker",
    "draw_turf",
    "draw_zone_glow",
    "keeper_hands",
    "keeper_height",
    "nearest_save",
    "penalty_spot",
    "prepare_turf",
    "redraw_goal",
    "save_target",
    "zone_rects",
]
