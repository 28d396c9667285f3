"""The goal scene shared by the shot and the penalty: where the goal mouth, the turf, the keeper,
the kicker and the ball go inside a stage panel; the penalty kick's animation and the penalty
choice (the five zones as parts of the goal mouth). Real pixels from the panel; text sizes logical."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from functools import lru_cache

import pygame

from game.clubs import Kit
from game.ui.art import goal_art as G
from game.ui.art import kits
from game.ui.art.club_crest import crest_beside
from game.ui.art.club_ink import club_ink
from game.ui.look import assets
from game.ui.look.assets import line_px
from game.ui.look.metrics import px
from game.ui.look.theme import GOLD, TEXT, Color
from game.ui.stage.anim import ease, lerp, pop
from game.ui.widgets.basic import fit_text

Point = tuple[float, float]
KICK_BLUE = (140, 200, 255)
FLASH = 0.12  # seconds the burst of light where the ball hits the net fades over (a few frames)


def kit(side: int) -> Color:
    """The shirt colour a side's figures wear on the stage: its club's kit in this match."""
    return kits.shirt(side)


def wear(side: int) -> Kit:
    """The whole kit a side's figures wear on the stage (shirt, shorts, trim)."""
    return kits.worn(side)


def shade(surface: pygame.Surface, rect: pygame.Rect, alpha: int = 242, edge: Color = GOLD) -> None:
    """A dark panel with a coloured edge (the whole window: opaque, nothing shows through)."""
    if rect.size == surface.get_size():
        surface.fill((8, 14, 12), rect)
        pygame.draw.rect(surface, edge, rect, px(3))
        return
    box = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(box, (8, 14, 12, alpha), box.get_rect(), border_radius=px(14))
    surface.blit(box, rect)
    pygame.draw.rect(surface, edge, rect, px(3), border_radius=px(14))


def inner_of(area: pygame.Rect) -> pygame.Rect:
    return area.inflate(-px(24), -px(24))


def heading_height() -> int:
    """The stage's heading row over the goal scene (grown with the text, its crest beside it)."""
    return max(px(34), line_px(26) + px(8))


STATUS_SIZE = 18  # the text size of the penalty band's line of words (the prompt)
ROW_GAP = 8  # logical: between the band's two rows of buttons, and under them


def status_height() -> int:
    """The band's line of words: its font's whole line (a Japanese line is taller than a Latin one)
    with a margin over and under it, so it never touches the pitch above or the buttons below."""
    return max(line_px(24), assets.font(STATUS_SIZE, True).get_linesize() + px(8))


def button_row_height() -> int:
    """One row of the band's buttons (every button is one row tall)."""
    return line_px(36) + px(4)


def band_height() -> int:
    """The penalty stage's lower band: a line of words over two rows of buttons (grown with the text)."""
    return status_height() + 2 * button_row_height() + 2 * px(ROW_GAP)


def band_rect(area: pygame.Rect) -> pygame.Rect:
    """The penalty stage's lower band under the goal scene (the choice's buttons, a kick's result)."""
    inner = inner_of(area)
    h = band_height()
    return pygame.Rect(inner.x, inner.bottom - h, inner.w, h)


def scene_rect(area: pygame.Rect, full: float = 1.0) -> pygame.Rect:
    """The goal scene inside a stage panel: its upper half during a shot (`full` 0), all of it
    between the heading and the lower band for a penalty (`full` 1), in between while one turns
    into the other."""
    inner = inner_of(area)
    top = inner.y + heading_height()
    bottom = band_rect(area).y
    h = lerp((inner.bottom - top) * 0.5, bottom - top, ease(max(0.0, min(1.0, full))))
    return pygame.Rect(inner.x, top, inner.w, round(h))


def mouth_of(scene: pygame.Rect) -> pygame.Rect:
    """The goal mouth in a scene: about three times as wide as high, near the top."""
    w = min(scene.w * 0.62, scene.h * 0.5 / 0.36)
    mouth = pygame.Rect(0, 0, round(w), round(w * 0.36))
    mouth.midtop = (scene.centerx, scene.y + round(scene.h * 0.13))
    return mouth


def ball(surface: pygame.Surface, centre: Point, d: float) -> None:
    size = max(2, round(d))
    img = assets.scaled("ball", size, size)
    surface.blit(img, img.get_rect(center=(round(centre[0]), round(centre[1]))))


@dataclass
class Scene:
    """Everything the goal scene shows at one moment (the shot stage and the penalty fill it in)."""

    keeper: Color | Kit
    kicker: Color | Kit | None = None
    kicker_k: float = 0.0
    ball_at: Point | None = None  # None: on the penalty spot (or, with no kicker, nowhere)
    ball_k: float = 0.0  # 0 on the spot .. 1 at the goal (the ball shrinks into the distance)
    ball_first: bool = False  # the ball is behind the keeper (in the net, or over the bar)
    dive: Point | None = None
    dive_k: float = 0.0
    impact: Point | None = None
    since: float = 0.0
    flash: float = 0.0  # 0..1 the white flash's strength
    bounce: float = 0.0
    glows: list[tuple[pygame.Rect, Color, float, str]] = field(default_factory=list)
    trail: list[Point] = field(default_factory=list)  # where the ball was a moment ago, newest last
    blocker: Color | Kit | None = None  # a defender sliding in to block the shot
    block_at: Point = (0.0, 0.0)  # where the defender's feet end
    block_k: float = 0.0
    keeper_set: float = 0.0  # 0..1 the keeper crouched on the toes, waiting for the strike
    keeper_fall: float = 0.0  # 0..1 the keeper coming down after the ball has gone by
    keeper_alpha: int = 255  # under 255: the keeper seen through (the targets behind him stay readable)
    held: bool = False  # the ball is caught: it stays in the keeper's gloves, in front of him


def kicker_height(rect: pygame.Rect, mouth: pygame.Rect) -> float:
    """The taker's height on the spot: smaller than the keeper by the distance, his head below
    the lowest the keeper ever lies (so the two never overlap, #38.1)."""
    spot = G.penalty_spot(rect, mouth)
    lowest = mouth.bottom + G.keeper_height(mouth) * 0.2
    return max(8.0, min(mouth.h * 0.9, (spot[1] - lowest) * 0.92))


def draw_scene(
    surface: pygame.Surface, rect: pygame.Rect, mouth: pygame.Rect, sc: Scene, ground: bool = True
) -> dict[str, pygame.Rect]:
    """The goal scene at one moment; `ground` False: the turf and the still goal are already drawn.
    Returns the box of each figure drawn ("keeper", "kicker", "blocker")."""
    clip = surface.get_clip()
    surface.set_clip(rect.clip(clip) if clip else rect)
    if ground:
        G.draw_turf(surface, rect, mouth)
        G.draw_goal(surface, mouth, sc.impact, sc.since)
    else:
        G.redraw_goal(surface, rect, mouth, sc.impact, sc.since)
    for zone, color, strength, label in sc.glows:
        G.draw_zone_glow(surface, zone, color, strength, label)
    spot = G.penalty_spot(rect, mouth)
    taker = kicker_height(rect, mouth)
    d = max(2.0, lerp(taker * 0.13, mouth.h * 0.085, min(1.0, sc.ball_k)) * (1 - 0.35 * max(0.0, sc.ball_k - 1)))
    where = sc.ball_at if sc.ball_at is not None else spot
    if sc.held:  # in the gloves, a little larger than in flight so the catch reads at every size
        where = G.keeper_hands(mouth, sc.dive, sc.dive_k, sc.bounce, sc.keeper_set, sc.keeper_fall)
        d *= HELD_BALL
    for n, at in enumerate(sc.trail, start=1):
        r = max(1, round(d * (0.2 + 0.3 * n / len(sc.trail))))
        ghost = pygame.Surface((2 * r, 2 * r), pygame.SRCALPHA)
        pygame.draw.circle(ghost, (255, 255, 255, round(140 * n / len(sc.trail))), (r, r), r)
        surface.blit(ghost, (round(at[0]) - r, round(at[1]) - r))
    if sc.ball_first:
        ball(surface, where, d)
    boxes = {"keeper": _keeper(surface, rect, mouth, sc)}
    if sc.blocker is not None:
        boxes["blocker"] = G.draw_defender(surface, sc.block_at, taker * 1.1, sc.blocker, sc.block_k)
    if sc.kicker is not None:
        boxes["kicker"] = G.draw_kicker(surface, spot, taker, sc.kicker, sc.kicker_k)
    if not sc.ball_first and (sc.kicker is not None or sc.ball_at is not None):
        ball(surface, where, d)
    if sc.flash > 0:
        at = sc.impact if sc.impact is not None else mouth.center
        glow = _burst(max(4, round(mouth.h * 0.6)))
        glow.set_alpha(round(255 * min(1.0, sc.flash)))
        surface.blit(glow, glow.get_rect(center=(round(at[0]), round(at[1]))))
    surface.set_clip(clip)
    return boxes


def _keeper(surface: pygame.Surface, rect: pygame.Rect, mouth: pygame.Rect, sc: Scene) -> pygame.Rect:
    """The keeper, drawn straight on the scene or, seen through, on a layer blitted at `keeper_alpha`."""
    if sc.keeper_alpha >= 255:
        return G.draw_keeper(surface, mouth, sc.keeper, sc.dive, sc.dive_k, sc.bounce, sc.keeper_set, sc.keeper_fall)
    room = keeper_room(rect, mouth, sc)
    layer = pygame.Surface(room.size, pygame.SRCALPHA)
    dx, dy = -room.x, -room.y
    dive = (sc.dive[0] + dx, sc.dive[1] + dy) if sc.dive is not None else None
    box = G.draw_keeper(layer, mouth.move(dx, dy), sc.keeper, dive, sc.dive_k, sc.bounce, sc.keeper_set, sc.keeper_fall)
    layer.set_alpha(max(0, sc.keeper_alpha))
    surface.blit(layer, room)
    return box.move(-dx, -dy).clip(room)


def keeper_room(rect: pygame.Rect, mouth: pygame.Rect, sc: Scene) -> pygame.Rect:
    """Where the keeper can be drawn this frame: standing (bobbing, crouched), a box just around
    him (he fills about 0.84 x 1.09 of his height); diving, the goal and its surroundings. The
    see-through layer is this size, allocated and blended every frame: the smaller the cheaper."""
    if sc.dive is None:
        h = G.keeper_height(mouth)
        room = pygame.Rect(0, 0, round(h * 1.2), round(h * 1.4))
        room.midbottom = (mouth.centerx, mouth.bottom + round(h * 0.15))
        return room.clip(rect)
    return mouth.inflate(mouth.w // 2, mouth.h * 2).clip(rect)


@lru_cache(maxsize=4)
def _burst(radius: int) -> pygame.Surface:
    """The flash: a burst of light `radius` pixels round where the ball hits the net, brightest at
    its heart, the rest of the scene left clear (review24 #2: no veil over the goal)."""
    glow = pygame.Surface((2 * radius, 2 * radius), pygame.SRCALPHA)
    rings = 16
    for n in range(rings):
        k = (n + 1) / rings
        pygame.draw.circle(glow, (255, 250, 226, round(230 * k * k)), (radius, radius), round(radius * (1 - n / rings)))
    return glow


def flight(start: Point, end: Point, k: float, lift: float) -> Point:
    """The ball `k` of the way from `start` to `end`, on an arc `lift` pixels high."""
    kk = ease(k)
    return (lerp(start[0], end[0], kk), lerp(start[1], end[1], kk) - math.sin(kk * math.pi) * lift)


def trail(start: Point, end: Point, k: float, lift: float) -> list[Point]:
    """A few points just behind the ball in flight (none once it has arrived)."""
    if not 0 < k < 1:
        return []
    return [flight(start, end, max(0.0, k - 0.05 * n), lift) for n in (4, 3, 2, 1)]


def zone_point(mouth: pygame.Rect, zone: str) -> Point:
    r = G.zone_rects(mouth)[zone]
    return (float(r.centerx), float(r.centery))


def kick_scene(
    rect: pygame.Rect,
    mouth: pygame.Rect,
    kicker: int,
    spot: str,
    save: tuple[str, ...],
    goal: bool,
    t: float,
    calm: bool = False,
) -> Scene:
    """A penalty kick `t` seconds in (run-up, strike, flight, dive; the net after a goal, with a
    flash unless `calm`)."""
    sc = Scene(wear(1 - kicker), wear(kicker))
    sc.keeper_set = min(1.0, t / KICK_RUN)
    sc.kicker_k = min(1.5, t / KICK_RUN)
    fly = max(0.0, min(1.0, (t - KICK_RUN) / KICK_FLY))
    target = zone_point(mouth, spot)
    sc.dive = target if not goal else G.save_target(mouth, save)
    sc.dive_k = max(0.0, min(1.0, (t - KICK_RUN + 0.05) / KICK_FLY))
    start = G.penalty_spot(rect, mouth)
    if fly > 0:
        sc.ball_at = flight(start, target, fly, mouth.h * 0.25)
        sc.ball_k = ease(fly)
        sc.trail = trail(start, target, fly, mouth.h * 0.25)
    if goal and fly >= 1:
        sc.ball_first = True
        sc.impact, sc.since = target, t - KICK_RUN - KICK_FLY
        sc.flash = 0.0 if calm else 1 - sc.since / FLASH
        sc.keeper_fall = min(1.0, sc.since / 0.4)
    elif not goal and fly >= 1:  # caught where the ball was going: he comes down holding it
        sc.keeper_fall = 1.0 if calm else min(1.0, (t - KICK_RUN - KICK_FLY) / HOLD_FALL)
        sc.held, sc.ball_k, sc.trail = True, 1.0, []
    return sc


def ball_point(rect: pygame.Rect, mouth: pygame.Rect, sc: Scene) -> Point:
    """Where `draw_scene` draws the ball for `sc` (in the gloves when it is held)."""
    if sc.held:
        return G.keeper_hands(mouth, sc.dive, sc.dive_k, sc.bounce, sc.keeper_set, sc.keeper_fall)
    return sc.ball_at if sc.ball_at is not None else G.penalty_spot(rect, mouth)


KICK_RUN = 0.45  # the run-up, seconds
KICK_FLY = 0.4  # the ball's flight
HOLD_FALL = 0.5  # a keeper who caught the ball comes down onto the grass with it
HELD_BALL = 1.4  # the caught ball's size against the ball arriving at the goal


def draw_kick(
    surface: pygame.Surface,
    area: pygame.Rect,
    t: float,
    kicker: int,
    spot: str,
    save: tuple[str, ...],
    goal: bool,
    title: str,
    detail: str,
    heading: str,
    told: float | None,
    calm: bool = False,
) -> None:
    """A penalty kick `t` seconds in; `told` seconds after the result is told its title pops."""
    shade(surface, area, edge=club_ink(kicker))
    crest_beside(surface, heading_text(surface, area, heading, club_ink(kicker)), kits.club_id(kicker))
    rect = scene_rect(area)
    mouth = mouth_of(rect)
    sc = kick_scene(rect, mouth, kicker, spot, save, goal, t, calm)
    if told is not None:
        sc.glows.append((G.zone_rects(mouth)[spot], GOLD if goal else KICK_BLUE, 0.8, ""))
        for s in save:
            if s != spot:
                sc.glows.append((G.zone_rects(mouth)[s], KICK_BLUE, 0.5, ""))
    draw_scene(surface, rect, mouth, sc)
    if told is not None and title:
        result_title(surface, rect, title, GOLD if goal else KICK_BLUE, 1.0 if calm else told)
    if told is not None and detail:
        band = band_rect(area)
        sub = fit_text(detail, 20, TEXT, True, band.w - px(20))
        surface.blit(sub, sub.get_rect(center=band.center))


def heading_text(surface: pygame.Surface, area: pygame.Rect, text: str, color: Color) -> pygame.Rect:
    surf = fit_text(text, 22, color, True, inner_of(area).w)
    rect = heading_rect(area, text)
    surface.blit(surf, rect)
    return rect


def heading_rect(area: pygame.Rect, text: str) -> pygame.Rect:
    """Where heading_text puts `text` in `area`."""
    inner = inner_of(area)
    centre = (inner.centerx, inner.y + heading_height() // 2 - px(3))
    return fit_text(text, 22, TEXT, True, inner.w).get_rect(center=centre)


def plate(surface: pygame.Surface, box: pygame.Rect, alpha: int = 200) -> None:
    back = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.rect(back, (8, 12, 10, alpha), back.get_rect(), border_radius=px(8))
    surface.blit(back, box)


def result_title(surface: pygame.Surface, rect: pygame.Rect, text: str, color: Color, since: float) -> None:
    """A result's big word popping (0.6 -> 1.3 -> 1) on its plate above the crossbar."""
    bar_word(surface, rect, mouth_of(rect), text, color, 80, since)


BAR_DIP = 0.15  # share of the mouth's height a word over the crossbar may reach down (clear of a top corner)


def bar_band(rect: pygame.Rect, mouth: pygame.Rect) -> pygame.Rect:
    """Where a result's word may stand: the stand above the goal, down over the crossbar, never as
    low as the ball in a top corner or the keeper (review24 #2, the fifth review #1)."""
    top = rect.y + px(4)
    return pygame.Rect(rect.x, top, rect.w, max(1, mouth.y + round(mouth.h * BAR_DIP) - top))


def bar_size(rect: pygame.Rect, mouth: pygame.Rect, text: str, size: int) -> tuple[int, int]:
    """The text size (at most `size`) and width at which `text` fits the band above the goal."""
    width = round(rect.w * 0.8)
    room = bar_band(rect, mouth).h - px(4)
    for _step in range(8):
        h = fit_text(text, size, TEXT, True, width).get_height()
        if h <= room or size <= 10:
            break
        size = max(10, int(size * room / h))
    return size, width


def word_centre(rect: pygame.Rect, mouth: pygame.Rect, height: int) -> tuple[int, int]:
    """Where a result's word of `height` stands: low in the band above the goal, on the crossbar."""
    band = bar_band(rect, mouth)
    return (mouth.centerx, max(band.y + height // 2, band.bottom - height // 2 - px(2)))


def bar_word(
    surface: pygame.Surface,
    rect: pygame.Rect,
    mouth: pygame.Rect,
    text: str,
    color: Color,
    size: int,
    since: float,
    side: int = 0,
) -> pygame.Rect:
    """`text` popping on a dark plate sized to it, above the crossbar (`side` -1 / 1: beside the
    goal's middle, to its left / right, clear of a ball going over the other half): where the plate went."""
    size, width = bar_size(rect, mouth, text, size)
    word = fit_text(text, size, color, True, width)
    room = bar_band(rect, mouth).h - px(4)
    fit = min(1.0, room / max(1, word.get_height()))  # the smallest type still too tall: scaled to the band
    centre = word_centre(rect, mouth, round(word.get_height() * fit))
    k = min(1.0, max(0.0, since) / 0.35)
    scale = (0.6 + 0.4 * pop(k, 1.3) if k < 1 else 1.0) * fit
    plate = word.get_rect().inflate(px(24), px(4))
    bottom = centre[1] + round(plate.h * fit) // 2  # popping, it grows upward: never lower over the mouth
    if side:
        centre = (mouth.centerx + side * (round(plate.w * fit) // 2 + mouth.w // 10), centre[1])  # the keeper too
        centre = (
            max(rect.x + round(plate.w * fit) // 2, min(rect.right - round(plate.w * fit) // 2, centre[0])),
            centre[1],
        )
    box = pygame.Rect(0, 0, round(plate.w * scale), round(plate.h * scale))
    box.midbottom = (centre[0], bottom)
    centre = box.center
    surface.blit(word_plate(box.size, px(10)), box)
    shadow = fit_text(text, size, (10, 10, 10), True, width)
    if abs(scale - 1.0) >= 0.01:
        wh = (max(1, round(word.get_width() * scale)), max(1, round(word.get_height() * scale)))
        word, shadow = pygame.transform.smoothscale(word, wh), pygame.transform.smoothscale(shadow, wh)
    surface.blit(shadow, shadow.get_rect(center=(centre[0] + px(3), centre[1] + px(3))))
    surface.blit(word, word.get_rect(center=centre))
    return box


@lru_cache(maxsize=8)
def word_plate(size: tuple[int, int], radius: int) -> pygame.Surface:
    """The dark rounded plate under a word over the goal (the stand behind it is busy)."""
    back = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(back, (8, 12, 10, 205), back.get_rect(), border_radius=radius)
    return back


__all__ = [
    "HOLD_FALL",
    "STATUS_SIZE",
    "Scene",
    "ball_point",
    "band_rect",
    "bar_band",
    "bar_size",
    "bar_word",
    "button_row_height",
    "draw_kick",
    "draw_scene",
    "kick_scene",
    "kicker_height",
    "kit",
    "mouth_of",
    "scene_rect",
    "shade",
    "status_height",
    "wear",
    "word_centre",
    "word_plate",
]
