"""The new-match card on the stadium: three illustrated mode tiles, segmented choices for the side,
the computer's level and the tie-break, a big start button. Drawing and layout only; the scene
(game.ui.scenes.menus.menus.NewMatchScene) keeps its Menu, so the keys work as on every screen."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import pygame

from game.ui.art import kits, light, stadium
from game.ui.art.club_crest import club_crest
from game.ui.look import assets
from game.ui.look import metrics as M
from game.ui.look.metrics import px
from game.ui.look.theme import CHALK, DIM, FOCUS, GOLD, PITCH, PITCH_DARK, TEAM_COLORS, Color
from game.ui.menus.menu_style import AMBER, LED_WHITE, LIFT
from game.ui.widgets.basic import blit_text, fit_text, fits, wrap, wrap_fit

MODES = ("hotseat", "computer", "watch")
SKIN: Color = (222, 178, 140)


@dataclass(frozen=True)
class SetupLayout:
    board: pygame.Rect
    numbers_x: int  # the centre of the column of key numbers
    tiles: tuple[pygame.Rect, ...]
    rows: tuple[pygame.Rect, pygame.Rect, pygame.Rect]  # side, computer level, tie-break
    clubs: tuple[pygame.Rect, pygame.Rect]  # the home and the away club, side by side
    caption_w: int
    start: pygame.Rect
    back: pygame.Rect
    more: pygame.Rect  # the quiet More options fold, across from Back

    @property
    def strip(self) -> pygame.Rect:
        return self.tiles[0].union(self.tiles[-1])


def layout() -> SetupLayout:
    board = M.rect(170, 96, 940, 528)
    left, right = 196 + 52, 1084
    gap = 16
    tile_w = (right - left - 2 * gap) / 3
    tiles = tuple(M.rect(left + i * (tile_w + gap), 114, tile_w, 160) for i in range(3))
    rows = (
        M.rect(left, 288, right - left, 44),
        M.rect(left, 338, right - left, 44),
        M.rect(left, 388, right - left, 44),
    )
    half = (right - left - gap) / 2
    clubs = (M.rect(left, 442, half, 62), M.rect(left + half + gap, 442, half, 62))
    return SetupLayout(
        board,
        M.pos(196 + 20, 0)[0],
        tiles,
        rows,
        clubs,
        px(196),
        M.rect(640 - 200, 524, 400, 72),
        M.rect(196, 532, 200, 56),
        M.rect(862, 536, 222, 48),
    )


def club_arrows(rect: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect]:
    """The ‹ and › of a club picker: the previous and the next club."""
    w = px(34)
    inner = rect.inflate(-px(8), -px(10))
    return pygame.Rect(inner.x + px(40), inner.y, w, inner.h), pygame.Rect(inner.right - w, inner.y, w, inner.h)


def segments(row: pygame.Rect, caption_w: int, n: int) -> list[pygame.Rect]:
    """The `n` choices of a row, side by side right of its caption."""
    x0 = row.x + caption_w
    gap = px(8)
    w = (row.right - x0 - px(6) - (n - 1) * gap) / n
    inner = row.inflate(0, -px(8))
    return [pygame.Rect(round(x0 + i * (w + gap)), inner.y, round(w), inner.h) for i in range(n)]


# ---------------------------------------------------------------------------------------- pictures


def _coach(s: pygame.Surface, x: int, base: int, h: int, color: Color, facing: int) -> None:
    """A coach in a team jacket, lit from the top-left, with a ground shadow."""
    sh = pygame.Rect(0, 0, round(h * 0.55), max(2, round(h * 0.1)))
    sh.center = (x, base)
    pygame.draw.ellipse(s, (10, 30, 18), sh)
    leg_w = max(2, round(h * 0.1))
    for dx in (-1, 1):
        pygame.draw.rect(
            s, (26, 30, 40), (x + dx * round(h * 0.08) - leg_w // 2, base - round(h * 0.36), leg_w, round(h * 0.36))
        )
    body = pygame.Rect(0, 0, round(h * 0.42), round(h * 0.4))
    body.midbottom = (x, base - round(h * 0.3))
    pygame.draw.rect(s, color, body, border_radius=max(2, body.w // 3))
    hi = tuple(min(255, c + 60) for c in color)
    pygame.draw.rect(
        s, hi, (body.x + body.w // 6, body.y + body.h // 8, max(1, body.w // 5), body.h // 2), border_radius=2
    )
    arm = (x + facing * body.w // 2, body.y + body.h // 3)
    pygame.draw.line(
        s, color, arm, (arm[0] + facing * round(h * 0.16), arm[1] - round(h * 0.1)), max(2, round(h * 0.08))
    )
    r = max(3, round(h * 0.12))
    head = (x, body.y - r + 2)
    pygame.draw.circle(s, SKIN, head, r)
    pygame.draw.circle(s, (255, 226, 200), (head[0] - r // 3, head[1] - r // 3), max(1, r // 3))
    pygame.draw.arc(s, (60, 40, 30), pygame.Rect(head[0] - r, head[1] - r, 2 * r, 2 * r), 0.3, 2.8, max(1, r // 3))


def _screen(s: pygame.Surface, x: int, base: int, h: int, color: Color) -> None:
    """The computer: a monitor with a face on its screen, on a stand."""
    sh = pygame.Rect(0, 0, round(h * 0.6), max(2, round(h * 0.1)))
    sh.center = (x, base)
    pygame.draw.ellipse(s, (10, 30, 18), sh)
    pygame.draw.rect(s, (40, 44, 56), (x - max(1, h // 24), base - round(h * 0.3), max(2, h // 12), round(h * 0.3)))
    pygame.draw.rect(s, (40, 44, 56), (x - round(h * 0.16), base - max(2, h // 20), round(h * 0.32), max(2, h // 20)))
    frame = pygame.Rect(0, 0, round(h * 0.7), round(h * 0.52))
    frame.midbottom = (x, base - round(h * 0.28))
    pygame.draw.rect(s, (30, 34, 46), frame, border_radius=max(2, h // 16))
    glass = frame.inflate(-max(4, h // 10), -max(4, h // 10))
    dark = tuple(c // 3 for c in color)
    pygame.draw.rect(s, dark, glass, border_radius=max(2, h // 24))
    pygame.draw.rect(s, color, glass.inflate(-glass.w // 6, -glass.h // 4), border_radius=max(2, h // 24))
    eye = max(2, h // 16)
    for dx in (-1, 1):
        pygame.draw.circle(s, (255, 244, 220), (glass.centerx + dx * glass.w // 5, glass.centery - glass.h // 10), eye)
    mouth = pygame.Rect(0, 0, glass.w // 3, glass.h // 4)
    mouth.midtop = (glass.centerx, glass.centery)
    pygame.draw.arc(s, (255, 244, 220), mouth, 3.5, 5.9, max(1, eye // 2))


def _ball(s: pygame.Surface, x: int, y: int, r: int) -> None:
    pygame.draw.circle(s, (246, 244, 236), (x, y), r)
    pygame.draw.circle(s, (22, 40, 78), (x, y), max(1, r // 2))
    pygame.draw.circle(s, (255, 255, 255), (x - r // 3, y - r // 3), max(1, r // 3))


@lru_cache(maxsize=24)
def illustration(mode: str, w: int, h: int, colours: tuple[Color, Color]) -> pygame.Surface:
    """A small scene on a floodlit pitch for one mode: two coaches, a coach and the computer, or
    two computers, in `colours` (the two sides' shirts)."""
    s = pygame.Surface((max(4, w), max(4, h)))
    horizon = round(h * 0.42)
    s.blit(stadium.gradient(w, horizon, ((0.0, (10, 18, 34)), (0.8, (20, 52, 66)), (1.0, (150, 96, 70)))), (0, 0))
    pygame.draw.rect(s, PITCH_DARK, (0, horizon, w, h - horizon))
    stripe = max(4, w // 9)
    for i in range(0, 12, 2):
        x0 = w // 2 + (i - 6) * stripe
        pygame.draw.polygon(
            s,
            PITCH,
            [
                (x0 * 0.7 + w * 0.15, horizon),
                ((x0 + stripe) * 0.7 + w * 0.15, horizon),
                (w / 2 + (x0 + stripe - w / 2) * 1.6, h),
                (w / 2 + (x0 - w / 2) * 1.6, h),
            ],
        )
    pygame.draw.line(s, CHALK, (0, horizon), (w, horizon), max(1, h // 90))
    pygame.draw.line(s, CHALK, (w // 2, horizon), (w // 2, h), max(1, h // 90))
    g = light.glow(max(4, round(w * 0.35)), (255, 226, 170), 0.45)
    s.blit(g, g.get_rect(center=(round(w * 0.12), round(h * 0.08))), special_flags=pygame.BLEND_ADD)
    fig_h = round(h * 0.62)
    base = round(h * 0.9)
    left, right = round(w * 0.27), round(w * 0.73)
    home, away = colours
    if mode == "hotseat":
        _coach(s, left, base, fig_h, home, 1)
        _coach(s, right, base, fig_h, away, -1)
    elif mode == "computer":
        _coach(s, left, base, fig_h, home, 1)
        _screen(s, right, base, fig_h, away)
    else:
        _screen(s, left, base, fig_h, home)
        _screen(s, right, base, fig_h, away)
    _ball(s, w // 2, base - max(3, h // 14), max(3, h // 14))
    return s


# ---------------------------------------------------------------------------------------- drawing


def _grown(rect: pygame.Rect, lift: float) -> pygame.Rect:
    grow = 1 + LIFT * lift
    out = pygame.Rect(0, 0, round(rect.w * grow), round(rect.h * grow))
    out.center = rect.center
    return out


def number_cell(
    surface: pygame.Surface, centre: tuple[int, int], number: int, enabled: bool, focused: bool = False
) -> None:
    """A row's key number; lit gold while its row has the keyboard focus."""
    cell = pygame.Rect(0, 0, px(34), px(34))
    cell.center = centre
    lit = focused and enabled
    pygame.draw.rect(surface, GOLD if lit else (20, 16, 10), cell, border_radius=max(2, px(4)))
    pygame.draw.rect(surface, (90, 64, 24), cell, 1, border_radius=max(2, px(4)))
    tag = assets.text(str(number), 18, (20, 16, 10) if lit else AMBER if enabled else DIM, True)
    surface.blit(tag, tag.get_rect(center=cell.center))


def tile_caption(r: pygame.Rect, label: str) -> tuple[int, list[str], list[int]]:
    """A mode tile's name: its size, its lines (two, smaller if need be: never a line left out)
    and each line's centre y."""
    lines = wrap(label, 18, r.w - px(16), True)
    if len(lines) == 1:
        return 19, [label], [r.bottom - px(26)]
    size, lines = wrap_fit(label, 16, r.w - px(16), 2, True)
    step = assets.line_px(20 * size / 16)
    return size, lines, [r.bottom - px(16) - step * (len(lines) - 1 - i) for i in range(len(lines))]


def tile_picture(r: pygame.Rect, label: str) -> pygame.Rect:
    """A mode tile's picture: above its name, clear of it at a larger text (#38.4: the two-line
    names at 150 % ran over the pictures)."""
    size, _lines, centres = tile_caption(r, label)
    top_of_words = centres[0] - assets.font(size, True).get_ascent() // 2 - px(6)
    pic_h = min(r.h - px(52), top_of_words - r.y) - px(6)
    return pygame.Rect(r.x + px(6), r.y + px(6), r.w - 2 * px(6), max(px(20), pic_h))


def draw_tile(
    surface: pygame.Surface,
    rect: pygame.Rect,
    mode: str,
    label: str,
    chosen: bool,
    lift: float,
    colours: tuple[Color, Color] | None = None,
) -> None:
    """One mode tile: its picture (the sides in `colours`) above, its name below; the chosen one lit in gold."""
    r = _grown(rect, lift)
    radius = max(3, px(10))
    shirts = colours if colours is not None else (TEAM_COLORS[0], TEAM_COLORS[1])
    at = tile_picture(r, label)
    pic = illustration(mode, at.w, at.h, shirts).copy()
    if not chosen:
        k = round(150 + 70 * max(0.0, min(1.0, lift)))
        pic.fill((k, k, k), special_flags=pygame.BLEND_MULT)
    pygame.draw.rect(surface, (14, 20, 28), r, border_radius=radius)
    surface.blit(pic, at)
    if chosen:
        glow = light.glow(max(4, r.w // 2), (150, 110, 30), 0.5)
        surface.blit(glow, glow.get_rect(center=r.center), special_flags=pygame.BLEND_ADD)
    edge = GOLD if chosen else (150, 130, 80) if lift > 0.05 else (70, 80, 96)
    pygame.draw.rect(surface, edge, r, px(3) if chosen else 1, border_radius=radius)
    color = FOCUS if chosen else LED_WHITE
    size, lines, centres = tile_caption(r, label)
    for line, y in zip(lines, centres, strict=True):
        blit_text(surface, line, (r.centerx, y), size, color, True, "center", r.w - px(16))


def draw_choices(
    surface: pygame.Surface,
    row: pygame.Rect,
    caption_w: int,
    caption: str,
    options: list[str],
    chosen: int,
    enabled: bool,
    focused: bool,
    lifts: list[float],
) -> None:
    """A caption and a segmented choice on `row`; the chosen segment gold, the others dark."""
    if focused and enabled:
        glow = light.glow(max(4, row.h), (110, 80, 20), 0.6)
        glow = pygame.transform.smoothscale(glow, (row.w, row.h * 2))
        surface.blit(glow, glow.get_rect(midleft=(row.x - row.h, row.centery)), special_flags=pygame.BLEND_ADD)
        pygame.draw.rect(surface, GOLD, row.inflate(px(8), 0), max(1, px(2)), border_radius=max(2, px(8)))
    ink = LED_WHITE if enabled else DIM
    if fits(caption, 18, caption_w - px(16), True):
        cap = fit_text(caption, 18, ink, True, caption_w - px(16))
        surface.blit(cap, cap.get_rect(midleft=(row.x + px(8), row.centery)))
    else:  # a longer language or larger text: the caption on two lines, not cut
        size, lines = wrap_fit(caption, 16, caption_w - px(16), 2, True)
        step = assets.font(size, True).get_linesize() * 4 // 5
        for k, line in enumerate(lines):
            blit_text(
                surface,
                line,
                (row.x + px(8), round(row.centery + (k - (len(lines) - 1) / 2) * step)),
                size,
                ink,
                True,
                "midleft",
                caption_w - px(16),
            )
    for i, (seg, label) in enumerate(zip(segments(row, caption_w, len(options)), options, strict=True)):
        lit = i == chosen
        r = _grown(seg, lifts[i] if enabled else 0.0)
        radius = max(2, px(8))
        if lit and enabled:
            pygame.draw.rect(surface, (92, 68, 18), r, border_radius=radius)
            pygame.draw.rect(
                surface, (140, 104, 30), r.inflate(-px(4), -r.h // 2).move(0, -r.h // 5), border_radius=radius
            )
            pygame.draw.rect(surface, GOLD, r, max(1, px(2)), border_radius=radius)
        else:
            hover = enabled and lifts[i] > 0.05
            pygame.draw.rect(surface, (30, 38, 50) if hover else (18, 24, 32), r, border_radius=radius)
            edge = (150, 130, 80) if hover else (90, 90, 70) if lit else (52, 60, 74)
            pygame.draw.rect(surface, edge, r, 1, border_radius=radius)
        color = (FOCUS if lit else LED_WHITE) if enabled else ((150, 150, 130) if lit else (90, 98, 104))
        if fits(label, 17, r.w - px(12), lit):
            text = fit_text(label, 17, color, lit, r.w - px(12))
            surface.blit(text, text.get_rect(center=r.center))
            continue
        size, lines = wrap_fit(label, 15, r.w - px(12), 2, lit)  # a long option on two lines, not cut
        step = assets.font(size, lit).get_linesize() * 4 // 5
        for k, line in enumerate(lines):
            text = assets.text(line, size, color, lit)
            surface.blit(text, text.get_rect(center=(r.centerx, round(r.centery + (k - (len(lines) - 1) / 2) * step))))


def draw_start(surface: pygame.Surface, rect: pygame.Rect, label: str, focused: bool, lift: float) -> None:
    """The big gold start button, lit from the top-left."""
    r = _grown(rect, lift)
    radius = max(4, px(14))
    shadow = pygame.Surface(r.size, pygame.SRCALPHA)
    pygame.draw.rect(shadow, (4, 8, 16, 120), shadow.get_rect(), border_radius=radius)
    surface.blit(shadow, r.move(max(2, px(4)), max(2, px(4))))
    pygame.draw.rect(surface, (176, 124, 22), r, border_radius=radius)
    top = r.inflate(-px(6), -px(6))
    top.h = top.h // 2
    pygame.draw.rect(surface, (240, 196, 72), top, border_radius=radius)
    pygame.draw.rect(surface, (255, 226, 110) if focused else (120, 84, 14), r, max(2, px(3)), border_radius=radius)
    if focused:
        glow = light.glow(max(4, r.w // 2), (120, 90, 20), 0.6)
        glow = pygame.transform.smoothscale(glow, (r.w + px(60), r.h + px(60)))
        surface.blit(glow, glow.get_rect(center=r.center), special_flags=pygame.BLEND_ADD)
    text = fit_text(label, round(26 * (1 + LIFT * lift)), (36, 22, 4), True, r.w - px(24))
    surface.blit(text, text.get_rect(center=r.center))


def draw_plain(surface: pygame.Surface, rect: pygame.Rect, label: str, focused: bool, lift: float) -> None:
    """A quiet dark button (Back)."""
    r = _grown(rect, lift)
    radius = max(3, px(10))
    pygame.draw.rect(surface, (22, 28, 38), r, border_radius=radius)
    pygame.draw.rect(
        surface, GOLD if focused else (70, 80, 96), r, max(1, px(2)) if focused else 1, border_radius=radius
    )
    text = fit_text(label, 18, FOCUS if focused else LED_WHITE, True, r.w - px(50))
    surface.blit(text, text.get_rect(center=(r.centerx + px(12), r.centery)))


def _shirt(surface: pygame.Surface, centre: tuple[int, int], h: int, color: Color, trim: Color) -> None:
    """A small shirt in the kit the side will wear."""
    cx, cy = centre
    u = h / 2
    pts = [(-0.35, -0.9), (-0.95, -0.5), (-0.7, -0.1), (-0.5, -0.25), (-0.5, 0.9), (0.5, 0.9), (0.5, -0.25),
           (0.7, -0.1), (0.95, -0.5), (0.35, -0.9), (0.0, -0.65)]  # fmt: skip
    poly = [(cx + x * u, cy + y * u) for x, y in pts]
    pygame.draw.polygon(surface, color, poly)
    pygame.draw.polygon(surface, (12, 16, 26), poly, max(1, px(1)))
    pygame.draw.line(surface, trim, poly[0], poly[-1], max(1, px(2)))
    pygame.draw.line(surface, trim, poly[-1], poly[-2], max(1, px(2)))


NAME_SIZE = 16  # a club's name in its picker


def draw_club_picker(
    surface: pygame.Surface,
    rect: pygame.Rect,
    caption: str,
    caption_color: Color,
    clubs: tuple[str, str],
    side: int,
    name: str,
    focused: bool,
    lifts: tuple[float, float],
) -> None:
    """One side's club: its caption, ‹ crest name › (both in `caption_color`, the club's name ink), and a
    shirt in the kit it will wear; focus is the gold frame and glow."""
    radius = max(2, px(8))
    pygame.draw.rect(surface, (18, 24, 32), rect, border_radius=radius)
    if focused:
        glow = light.glow(max(4, rect.h), (110, 80, 20), 0.6)
        glow = pygame.transform.smoothscale(glow, (rect.w, rect.h * 2))
        surface.blit(glow, glow.get_rect(center=rect.center), special_flags=pygame.BLEND_ADD)
    pygame.draw.rect(
        surface, GOLD if focused else (52, 60, 74), rect, max(1, px(2)) if focused else 1, border_radius=radius
    )
    prev, nxt = club_arrows(rect)
    for arrow, glyph, lift in ((prev, "‹", lifts[0]), (nxt, "›", lifts[1])):
        r = _grown(arrow, lift).inflate(0, -px(10))
        pygame.draw.rect(surface, (30, 38, 50) if lift > 0.05 else (24, 30, 40), r, border_radius=radius)
        pygame.draw.rect(surface, (150, 130, 80) if lift > 0.05 else (70, 80, 96), r, 1, border_radius=radius)
        g = assets.text(glyph, 24, FOCUS if focused else LED_WHITE, True)
        surface.blit(g, g.get_rect(center=r.center))
    crest = club_crest(clubs[side], rect.h - px(10))
    c_rect = crest.get_rect(midleft=(prev.right + px(8), rect.centery))
    surface.blit(crest, c_rect)
    kit = kits.wear(*clubs)[side]
    shirt_h = px(28)
    shirt_c = (nxt.x - px(8) - shirt_h // 2, rect.centery)
    x = c_rect.right + px(8)
    room = max(8, shirt_c[0] - shirt_h // 2 - px(8) - x)
    if fits(name, NAME_SIZE, room, True):
        _shirt(surface, shirt_c, shirt_h, kit.shirt, kit.trim)
    else:  # a long name at a larger text size takes the shirt's place (the kit shows on the coaches)
        room = max(8, nxt.x - px(8) - x)
    cap = fit_text(caption, 13, caption_color, True, room)
    surface.blit(cap, cap.get_rect(bottomleft=(x, rect.centery - px(4))))
    text = fit_text(name, NAME_SIZE, caption_color, True, room)
    surface.blit(text, text.get_rect(topleft=(x, rect.centery - px(5))))


def draw_fold(surface: pygame.Surface, rect: pygame.Rect, label: str, open_: bool, focused: bool, lift: float) -> None:
    """The More options fold: a frameless line of dim text with its key and a chevron, framed only
    under the focus or the mouse, so it never competes with the choices above."""
    r = _grown(rect, lift)
    radius = max(3, px(10))
    if focused or lift > 0.05:
        pygame.draw.rect(surface, (22, 28, 38), r, border_radius=radius)
        pygame.draw.rect(surface, GOLD if focused else (70, 80, 96), r, 1, border_radius=radius)
    ink = FOCUS if focused else (168, 176, 184)
    number_cell(surface, (r.x + px(22), r.centery), 9, True)
    x = r.x + px(46)
    chevron = px(7)
    room = max(8, r.right - px(10) - 2 * chevron - px(6) - x)
    text = fit_text(label, 16, ink, False, room)
    at = text.get_rect(midleft=(x, r.centery))
    surface.blit(text, at)
    cx, cy = at.right + px(6) + chevron, r.centery
    h = chevron // 2 + 1
    points = (
        [(cx - chevron, cy + h), (cx + chevron, cy + h), (cx, cy - h)]
        if open_
        else [(cx - chevron, cy - h), (cx + chevron, cy - h), (cx, cy + h)]
    )
    pygame.draw.polygon(surface, ink, points)
