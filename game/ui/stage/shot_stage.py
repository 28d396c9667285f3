"""The shot as a full-screen moment: the table gives way (the camera pushes in from the shooter's
spot until the stage fills the window), the goal mouth with its keeper above, both synergy boards
below (game/ui/stage/shot_boards.py: each card turns over and pops, the running total grows and
warms toward the magic 11); a beat of stillness (the keeper sets, the light closes in); then the
release: the flight, the keeper's dive, the net's ripple, a flash (none with reduce motion); back
to the table the way it came. A tackle turns the stage into the penalty. A scene's own area
(`Presentation.stage_rect`, the shoot-out) keeps the stage in its panel. Real pixels; text sizes
logical; the effects run on the presentation's clock."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import replace
from functools import lru_cache
from typing import Final

import pygame

from game.i18n import _
from game.ui.art import goal_art as G
from game.ui.art import kits
from game.ui.art.club_crest import crest_beside
from game.ui.art.club_ink import club_ink
from game.ui.look import layout as L
from game.ui.look import metrics as M
from game.ui.look.metrics import px
from game.ui.look.theme import DIM, Color
from game.ui.stage.anim import Presentation, ease, lerp
from game.ui.stage.kick_stage import (
    FLASH,
    HOLD_FALL,
    KICK_BLUE,
    Scene,
    bar_word,
    draw_scene,
    flight,
    heading_height,
    heading_rect,
    heading_text,
    inner_of,
    kicker_height,
    kit,
    mouth_of,
    scene_rect,
    shade,
    trail,
    wear,
    zone_point,
)
from game.ui.stage.penalty_plate import Tally, draw_tally
from game.ui.stage.shot_boards import MAGIC, OUT_RED, draw_boards, total_color
from game.ui.stage.shot_layers import boards_band, prepare_floor, stand_shirts, still_layer, vignette
from game.ui.stage.shot_morph import draw_zoomed, keep_source, kept_source
from game.ui.stage.shot_state import Stage
from game.ui.stage.shot_words import draw_magic, draw_magic_light
from game.ui.widgets.basic import fit_text, fits

MORPH_STEPS = 6  # the sizes the goal scene takes while a tackle turns it into the penalty
STILL_IN = 0.3  # seconds the light takes to close in at the beat of stillness
NEAR_FULL = 4  # real pixels a push's picture may lack of the window's size and be cut, not scaled
PUSH_WAIT = 0.1  # a push in this far along: its first frame (the table drawn anew) leaves the stage to the next


def field_rect() -> pygame.Rect:
    """The whole field on the table, in real pixels."""
    return L.get().field


def on_field(pres: Presentation, w: int, h: int) -> pygame.Rect:
    """A scene's own area for the show, else a w x h (logical) panel in the middle of the field."""
    if pres.stage_rect is not None:
        return pres.stage_rect
    f = field_rect()
    w, h = min(f.w - px(16), px(w)), min(f.h - px(16), px(h))
    return pygame.Rect(f.centerx - w // 2, f.centery - h // 2, w, h)


BOARDS_FADE: Final = 0.3  # share of a tackle's morph into the penalty in which the boards fade out


def window_rect() -> pygame.Rect:
    return pygame.Rect(0, 0, *M.size())


def stage_rect(pres: Presentation) -> pygame.Rect:
    """Where the shot and the penalty are staged: the whole window (a scene's own area if it has one)."""
    return pres.stage_rect if pres.stage_rect is not None else window_rect()


def kick_area(pres: Presentation) -> pygame.Rect:
    """The penalty choice's panel over the field (the kick itself plays on the full stage)."""
    return on_field(pres, 640, 440)


def push_from(attacker_bottom: bool) -> pygame.Rect:
    """Where the camera push starts: a card on the shooter's front row."""
    f = field_rect()
    w = max(8, f.w // 7)
    r = pygame.Rect(0, 0, w, round(w * 0.7))
    r.center = (f.centerx, f.y + round(f.h * (0.36 if attacker_bottom else 0.64)))
    return r


def draw_stage(surface: pygame.Surface, stage: Stage, pres: Presentation) -> None:
    """The whole reveal, through the camera."""
    through_camera(surface, pres, lambda s: draw_reveal(s, stage, pres, stage_rect(pres)), kit(stage.attacker))


def through_camera(
    surface: pygame.Surface, pres: Presentation, scene: Callable[[pygame.Surface], None], edge: Color
) -> None:
    """A full-window `scene` as the camera sees it: while it pushes in (or pulls back out) the table
    darkens under the scene growing from the shooter's spot (both drawn once, then scaled and
    shaded: a push in keeps the table's frame for itself and pictures the scene on the next, a
    pull back pictures the scene first, the table on the next);
    else the scene itself (a cut with reduce motion, or in a scene's own area)."""
    if pres.stage_rect is None and pres.push < 1.0 and pres.push_from is not None and not pres.calm:
        k = ease(max(0.0, pres.push))
        first = pres.backdrop is None or pres.backdrop.get_size() != surface.get_size()
        if first and not pres.pulling():  # (a pull back's first frame: the table drawn on the next)
            pres.backdrop = surface.copy()  # the table, just drawn: the next frames need not draw it
            if pres.snapshot is None and pres.push < PUSH_WAIT:  # the stage, still small, pictured next frame
                return
        if pres.snapshot is None or pres.snapshot.get_size() != surface.get_size():
            pres.snapshot = pygame.Surface(surface.get_size())
            scene(pres.snapshot)
        start, end = pres.push_from, window_rect()
        rect = pygame.Rect(
            round(lerp(start.x, end.x, k)),
            round(lerp(start.y, end.y, k)),
            round(lerp(start.w, end.w, k)),
            round(lerp(start.h, end.h, k)),
        )
        sheet = veil(surface.get_size(), round(210 * k))
        for strip in around(end, rect):  # the darkening table, only where the stage does not cover it
            if not first and pres.backdrop is not None:
                surface.blit(pres.backdrop, strip, area=strip)
            surface.blit(sheet, strip, area=strip)
        if rect.w > 2 and rect.h > 2:
            surface.blit(*framed(pres.snapshot, rect))
            pygame.draw.rect(surface, edge, rect, max(1, px(3)))
        return
    pres.snapshot = pres.backdrop = None
    scene(surface)


def framed(picture: pygame.Surface, rect: pygame.Rect) -> tuple[pygame.Surface, pygame.Rect, pygame.Rect | None]:
    """The window-sized `picture` shown in `rect` (blit arguments): scaled, or within a few pixels
    of its size (a push's last frames, a pull back's first) its middle, cut to `rect`, unscaled."""
    w, h = picture.get_size()
    if 0 <= w - rect.w <= NEAR_FULL and 0 <= h - rect.h <= NEAR_FULL:
        return picture, rect, pygame.Rect((w - rect.w) // 2, (h - rect.h) // 2, rect.w, rect.h)
    return pygame.transform.scale(picture, rect.size), rect, None


def around(whole: pygame.Rect, hole: pygame.Rect) -> list[pygame.Rect]:
    """The parts of `whole` outside `hole` (up to four strips)."""
    hole = hole.clip(whole)
    if hole.w == 0 or hole.h == 0:
        return [whole]
    strips = [
        pygame.Rect(whole.x, whole.y, whole.w, hole.y - whole.y),
        pygame.Rect(whole.x, hole.bottom, whole.w, whole.bottom - hole.bottom),
        pygame.Rect(whole.x, hole.y, hole.x - whole.x, hole.h),
        pygame.Rect(hole.right, hole.y, whole.right - hole.right, hole.h),
    ]
    return [r for r in strips if r.w > 0 and r.h > 0]


def veil(size: tuple[int, int], alpha: int) -> pygame.Surface:
    """A black sheet over the table (one surface, its alpha changed)."""
    sheet = _sheet(size)
    sheet.set_alpha(max(0, min(255, alpha)))
    return sheet


@lru_cache(maxsize=2)
def _sheet(size: tuple[int, int]) -> pygame.Surface:
    sheet = pygame.Surface(size)
    sheet.fill((4, 6, 8))
    return sheet


_fading: dict[str, tuple[object, pygame.Surface]] = {}


def _fading_boards(stage: Stage, pres: Presentation, size: tuple[int, int]) -> pygame.Surface:
    """The boards as they stood when the tackle came, drawn once for its fade (they no longer
    change: every card is revealed, the totals told)."""
    key = (id(stage), size, stage.attacker, tuple(stage.count), tuple(sorted(stage.popped.items())))
    kept = _fading.get("boards")
    if kept is None or kept[0] != key:
        layer = pygame.Surface(size, pygame.SRCALPHA)
        draw_boards(layer, stage, pres, layer.get_rect())
        kept = _fading["boards"] = (key, layer)
    return kept[1]


def draw_reveal(surface: pygame.Surface, stage: Stage, pres: Presentation, area: pygame.Rect) -> None:
    """The whole reveal in `area`: heading, the goal scene, both boards with the running totals, the gauge."""
    full = pres.stage_rect is None
    heading = heading_of(stage, stage.penalty)
    still = full and area.topleft == (0, 0)
    grown = stage.penalty if still else round(stage.penalty * MORPH_STEPS) / MORPH_STEPS  # else: each a cached turf
    rect = scene_rect(area, grown)
    mouth = mouth_of(rect)
    zoom = still and 0.0 < stage.penalty < 1.0  # a tackle's morph: the scene as it stood, zoomed (shot_morph)
    if zoom:
        start = scene_rect(area, 0.0)
        first = heading_of(stage, 0.0)
        ink = club_ink(stage.attacker)
        surface.blit(still_layer(area.size, tuple(start), tuple(mouth_of(start)), first, ink, stand_shirts()), area)
        if first != heading:
            row = inner_of(area)
            surface.fill((8, 14, 12), (row.x, row.y, row.w, heading_height()))
            heading_text(surface, area, heading, ink)
    elif still:  # the panel, heading, turf and goal as one cached picture (the shot's, the penalty's)
        surface.blit(
            still_layer(area.size, tuple(rect), tuple(mouth), heading, club_ink(stage.attacker), stand_shirts()), area
        )
    else:
        shade(surface, area, edge=club_ink(stage.attacker))
        heading_text(surface, area, heading, club_ink(stage.attacker))
    crest_beside(surface, heading_rect(area, heading), kits.club_id(stage.attacker))
    fade = 1.0 - min(1.0, stage.penalty / BOARDS_FADE)
    lower = boards_band(area)
    if fade > 0.0 and lower is not None:
        if fade >= 1.0:
            clip = surface.get_clip()
            surface.set_clip(lower.clip(clip) if clip else lower)
            draw_boards(surface, stage, pres, lower)
            surface.set_clip(clip)
        else:  # a tackle: the boards stay where they were and fade as the penalty goal grows over them
            layer = _fading_boards(stage, pres, lower.size)
            layer.set_alpha(round(255 * fade))
            surface.blit(layer, lower)
    magic = pres.clock - stage.magic_at if stage.magic_at is not None else None
    if magic is not None and still:  # the light from behind the goal: the goal and the figures over it
        draw_magic_light(surface, rect, mouth, magic, pres.calm)
    if zoom:
        start = scene_rect(area, 0.0)
        draw_zoomed(surface, morph_source(stage, pres, area), start, mouth_of(start), rect, mouth)
    else:
        draw_scene(surface, rect, mouth, goal_scene(stage, pres, rect, mouth), ground=not still)
    if magic is not None and not still:
        draw_magic_light(surface, rect, mouth, magic, pres.calm)
    hush = stillness(stage, pres)
    if hush > 0:
        shadow = vignette(rect.w, rect.h)
        shadow.set_alpha(round(255 * hush))
        surface.blit(shadow, rect)
    if magic is not None:
        draw_magic(surface, rect, mouth, magic, pres.calm)
    if stage.told_at is not None and stage.outcome in ("saved", "out"):
        word = _("SAVED") if stage.outcome == "saved" else _("OUT")
        color = KICK_BLUE if stage.outcome == "saved" else OUT_RED
        since = pres.clock - stage.told_at
        aside = 0 if stage.outcome == "saved" else (-1 if zone_point(mouth, stage.target)[0] >= mouth.centerx else 1)
        bar_word(surface, rect, mouth, word, color, 110, 1.0 if pres.calm else since, aside)  # OUT: clear of the ball
        if stage.score is not None and since >= 0.2:  # after the word's pop: the TV plate, clear of the figures
            draw_tally(surface, rect, Tally(stage.score), False)
    if full:
        hint = skip_hint(area, heading)
        if hint is not None:
            surface.blit(*hint)


def heading_of(stage: Stage, penalty: float) -> str:
    """The stage's heading: the attacking club and the shot's kind (PENALTY KICK once past half its morph)."""
    title = {"normal": _("SHOT"), "cannon": _("CANNON SHOT"), "blind": _("BLIND SHOT")}.get(stage.kind, _("SHOT"))
    if penalty > 0.5:
        title = _("PENALTY KICK")
    return f"{kits.name(stage.attacker)} · {title}"


def morph_source(stage: Stage, pres: Presentation, area: pygame.Rect) -> pygame.Surface:
    """The goal scene as it stands when a tackle's morph starts (nobody moves through it), pictured once."""
    key = (id(stage), area.size, stage.attacker, stage.still_at)
    kept = kept_source(key)
    if kept is not None:
        return kept
    start = scene_rect(area, 0.0)
    whole = pygame.Surface((start.right, start.bottom))
    draw_scene(whole, start, mouth_of(start), goal_scene(stage, pres, start, mouth_of(start)))
    return keep_source(key, whole.subsurface(start))


def penalty_ahead(stage: Stage, pres: Presentation) -> Iterator[None]:
    """The penalty's own size built ahead, a piece a step (through a tackle's beat): its turf and
    goal, its still layer, its figures and the boards' fading layer, so that no frame of the
    morph paints them (the fifth review #2)."""
    area = stage_rect(pres)
    if pres.stage_rect is not None or area.topleft != (0, 0):
        return
    rect = scene_rect(area, 1.0)
    mouth = mouth_of(rect)
    yield from G.prepare_turf(rect, mouth)
    yield from prepare_floor(area.size, rect)
    ink = club_ink(stage.attacker)
    still_layer(area.size, tuple(rect), tuple(mouth), heading_of(stage, 1.0), ink, stand_shirts())
    yield
    settled = replace(stage, outcome="tackle", penalty=1.0)
    sc = goal_scene(settled, Presentation(clock=(stage.still_at or 0.0) + STILL_IN + 1.0), rect, mouth)
    scratch = pygame.Surface(area.size)
    G.draw_keeper(scratch, mouth, sc.keeper, sc.dive, sc.dive_k, sc.bounce, sc.keeper_set, sc.keeper_fall)
    yield
    if sc.kicker is not None:
        G.draw_kicker(scratch, G.penalty_spot(rect, mouth), kicker_height(rect, mouth), sc.kicker, sc.kicker_k)
        yield
    band = boards_band(area)
    if band is not None:
        _fading_boards(stage, pres, band.size)
        yield
    while stage.still_at is None or pres.clock < stage.still_at + STILL_IN:  # the keeper set: as the morph starts
        yield
    morph_source(stage, pres, area)


def skip_hint(area: pygame.Rect, heading: str) -> tuple[pygame.Surface, pygame.Rect] | None:
    """The skip hint and its place: right of the heading, never over it (none when a long title
    leaves no room, as at 1024x600 with 150 % text)."""
    title = heading_rect(area, heading)
    room = min(area.w // 3, area.right - px(20) - title.right - px(16))
    if not fits(_("click or press a key to skip"), 14, room):
        return None
    hint = fit_text(_("click or press a key to skip"), 14, DIM, False, room)
    return hint, hint.get_rect(midright=(area.right - px(20), title.centery))


def stillness(stage: Stage, pres: Presentation) -> float:
    """0..1 how far the light has closed in: at the beat, opening again as the ball is struck."""
    if stage.still_at is None:
        return 0.0
    k = min(1.0, (pres.clock - stage.still_at) / STILL_IN)
    if stage.released_at is not None:
        k *= max(0.0, 1 - (pres.clock - stage.released_at) / 0.25)
    return k


def goal_scene(stage: Stage, pres: Presentation, rect: pygame.Rect, mouth: pygame.Rect) -> Scene:
    """The keeper, the shooter and the ball for the stage's moment (its outcome decides the ball's path)."""
    frozen = stage.still_at if stage.still_at is not None else pres.clock  # the beat: nobody moves
    sc = Scene(wear(stage.defender), wear(stage.attacker), bounce=frozen * 1.4)
    sc.keeper_set = min(1.0, (pres.clock - stage.still_at) / STILL_IN) if stage.still_at is not None else 0.0
    sc.kicker_k = min(1.5, stage.shot_k / 0.45)
    fly = max(0.0, (stage.shot_k - 0.45) / 0.55)
    start = G.penalty_spot(rect, mouth)
    out = stage.outcome
    if out is None or out == "tackle" or fly <= 0:
        return sc
    target = zone_point(mouth, stage.target)
    if out == "out":
        target = (target[0] + mouth.w * 0.04, mouth.y - mouth.h * 0.16)
        sc.ball_first = fly > 0.85
        sc.dive, sc.dive_k = (target[0], mouth.y + mouth.h * 0.3), min(1.0, fly) * 0.2  # a step: it is beyond him
    elif out == "saved" and stage.blocked:  # the ball meets a defender's body halfway and bounces wide
        ground = (lerp(start[0], target[0], 0.3), lerp(start[1], mouth.bottom, 0.45))
        sc.blocker, sc.block_k, sc.block_at = wear(stage.defender), fly * 2.5, ground
        target = (ground[0], ground[1] - mouth.h * 0.38)
        sc.dive, sc.dive_k = target, min(1.0, fly) * 0.3
    elif out == "saved":
        sc.dive, sc.dive_k = target, min(1.0, fly * 1.15)
    else:
        across = (mouth.centerx * 2 - target[0], mouth.bottom - mouth.h * 0.3)
        sc.dive, sc.dive_k = across, min(1.0, fly * 0.9)
    sc.ball_at = flight(start, target, min(1.0, fly), mouth.h * 0.22)
    sc.ball_k = ease(min(1.0, fly))
    sc.trail = trail(start, target, min(1.0, fly), mouth.h * 0.22)
    after = pres.clock - stage.impact_at if stage.impact_at is not None else None
    if after is not None and out != "out":
        fall = HOLD_FALL if out == "saved" and not stage.blocked else 0.4
        sc.keeper_fall = 1.0 if pres.calm else min(1.0, after / fall)
    if after is not None and out in ("goal", "magic"):
        sc.ball_first = True
        sc.impact, sc.since = target, after
        sc.flash = 0.0 if pres.calm else 1 - after / FLASH
    elif after is not None and out == "out":  # on over the bar into the crowd, smaller and smaller
        k = min(1.0, after / 0.6)
        sc.ball_at = (target[0] + k * mouth.w * 0.12, target[1] - k * mouth.h * 0.35)
        sc.ball_k = 1 + k
    elif after is not None and out == "saved" and stage.blocked:  # off the defender, wide of the post
        wide = 1 if target[0] >= mouth.centerx else -1
        away = (target[0] + wide * mouth.w * 0.45, target[1] + mouth.h * 0.2)
        sc.ball_at = flight(target, away, min(1.0, after / 0.45), mouth.h * 0.3)
    elif after is not None and out == "saved":  # caught where it was going: he comes down holding it
        sc.held, sc.trail = True, []
    return sc


__all__ = [
    "MAGIC",
    "Stage",
    "draw_stage",
    "field_rect",
    "kick_area",
    "penalty_ahead",
    "push_from",
    "stage_rect",
    "through_camera",
    "total_color",
]
