"""The shot as the climax, drawn by the animator over the centre of the field: the goal mouth with
its keeper above, both synergy boards below; each card turns over and pops, the running total
ticks up step by step, growing and warming toward the magic 11 on its gauge; a beat of stillness;
then the outcome in the goal (the net ripples, a flash; the keeper's save; over the bar), the
Magic Eleven's own celebration, and a tackle turning the stage into the penalty. Real pixels from
the table layout; text sizes logical; the effects run on the presentation's clock."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Final

import pygame

from game.i18n import _
from game.ui.art import goal_art as G
from game.ui.art import kits
from game.ui.art.cardart import card_back, icon_disc, synergy_face
from game.ui.art.club_crest import crest_beside
from game.ui.look import assets
from game.ui.look import layout as L
from game.ui.look.metrics import px
from game.ui.look.theme import DIM, GOLD, TEAM_COLORS, TEXT, Color
from game.ui.stage.anim import BoardCard, Presentation, ease, lerp, pop
from game.ui.stage.kick_stage import (
    FLASH,
    KICK_BLUE,
    Scene,
    draw_scene,
    flight,
    heading_text,
    inner_of,
    mouth_of,
    scene_rect,
    shade,
    trail,
    zone_point,
)
from game.ui.widgets.basic import fit_text
from game.ui.words.card_text import side_name

GAUGE_MAX = 14  # the gauge's scale: 0 .. 14, the magic 11 marked, 12 and more is OUT
WHITE = (245, 245, 240)
OUT_RED = (230, 76, 62)
MAGIC = (255, 214, 90)
CARD_POP = 0.32  # seconds a revealed card takes to pop and settle
NUMBER_POP = 0.22


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


def stage_rect(pres: Presentation) -> pygame.Rect:
    """Where the shot is staged (the penalty uses the same panel: a tackle turns one into the other)."""
    return on_field(pres, 640, 440)


kick_area = stage_rect


@dataclass
class Stage:
    """What the reveal shows now; the steps move it on, the presentation's clock animates it."""

    attacker: int
    kind: str
    count: list[int | None] = field(default_factory=lambda: [None, None])  # the totals as they tick
    counted: list[float] = field(default_factory=lambda: [-9.0, -9.0])  # clock of each total's last tick
    popped: dict[tuple[int, int], float] = field(default_factory=dict)  # (side, slot): clock of its reveal
    defender_shown: bool = False
    appear: float = 0.0
    outcome: str | None = None
    target: str = "TR"  # the zone the ball goes to
    shot_k: float = 0.0  # the run-up and the flight, 0..1
    impact_at: float | None = None
    told_at: float | None = None  # when the outcome was told (its word pops)
    magic_at: float | None = None
    penalty: float = 0.0  # 0..1 the stage turning into the penalty goal
    blocked: bool = False  # saved by the defenders' wall alone (the attack was not above the base defense)
    discarded: set[int] = field(default_factory=set)  # sides whose boards go when the stage closes

    @property
    def defender(self) -> int:
        return 1 - self.attacker


def total_color(total: int | None, attacker: bool) -> Color:
    """White far from 11, warming to gold as it nears it, gold at 11, red past it (OUT)."""
    if total is None or not attacker:
        return KICK_BLUE if total is not None else TEXT
    if total >= 12:
        return OUT_RED
    if total == 11:
        return MAGIC
    k = max(0.0, min(1.0, (total - 5) / 6))
    return (round(lerp(WHITE[0], GOLD[0], k)), round(lerp(WHITE[1], GOLD[1], k)), round(lerp(WHITE[2], GOLD[2], k)))


def draw_stage(surface: pygame.Surface, stage: Stage, pres: Presentation) -> None:
    """The whole reveal: heading, the goal scene, both boards with the running totals, the gauge."""
    area = stage_rect(pres)
    k = ease(min(1.0, stage.appear))
    if k < 1.0:
        area = area.inflate(-round(area.w * 0.2 * (1 - k)), -round(area.h * 0.2 * (1 - k)))
    shade(surface, area, edge=TEAM_COLORS[stage.attacker])
    title = {"normal": _("SHOT"), "cannon": _("CANNON SHOT"), "blind": _("BLIND SHOT")}.get(stage.kind, _("SHOT"))
    if stage.penalty > 0.5:
        title = _("PENALTY KICK")
    head = heading_text(surface, area, f"{kits.name(stage.attacker)} · {title}", TEAM_COLORS[stage.attacker])
    crest_beside(surface, head, kits.club_id(stage.attacker))
    rect = scene_rect(area, stage.penalty)
    mouth = mouth_of(rect)
    fade = 1.0 - min(1.0, stage.penalty / BOARDS_FADE)
    rest = scene_rect(area, 0.0)
    if fade > 0.0 and inner_of(area).bottom - rest.bottom > px(48):
        lower = pygame.Rect(rest.x, rest.bottom + px(8), rest.w, inner_of(area).bottom - rest.bottom - px(8))
        if fade >= 1.0:
            clip = surface.get_clip()
            surface.set_clip(lower.clip(clip) if clip else lower)
            draw_boards(surface, stage, pres, lower)
            surface.set_clip(clip)
        else:  # a tackle: the boards stay where they were and fade as the penalty goal grows over them
            layer = pygame.Surface(lower.size, pygame.SRCALPHA)
            draw_boards(layer, stage, pres, layer.get_rect())
            layer.set_alpha(round(255 * fade))
            surface.blit(layer, lower)
    draw_scene(surface, rect, mouth, goal_scene(stage, pres, rect, mouth))
    if stage.magic_at is not None:
        draw_magic(surface, area, mouth, pres.clock - stage.magic_at)
    if stage.told_at is not None and stage.outcome in ("saved", "out"):
        word = _("SAVED") if stage.outcome == "saved" else _("OUT")
        color = KICK_BLUE if stage.outcome == "saved" else OUT_RED
        pop_word(surface, word, color, (rect.centerx, rect.bottom - px(26)), rect.w, pres.clock - stage.told_at, 46)


def goal_scene(stage: Stage, pres: Presentation, rect: pygame.Rect, mouth: pygame.Rect) -> Scene:
    """The keeper, the shooter and the ball for the stage's moment (its outcome decides the ball's path)."""
    sc = Scene(kits.shirt(stage.defender), kits.shirt(stage.attacker), bounce=pres.clock * 1.4)
    sc.kicker_k = min(1.0, stage.shot_k / 0.45)
    fly = max(0.0, (stage.shot_k - 0.45) / 0.55)
    start = G.penalty_spot(rect, mouth)
    out = stage.outcome
    if out is None or out == "tackle" or fly <= 0:
        return sc
    target = zone_point(mouth, stage.target)
    if out == "out":
        target = (target[0] + mouth.w * 0.04, mouth.y - mouth.h * 0.16)
        sc.ball_first = fly > 0.85
        sc.dive, sc.dive_k = (target[0], mouth.y + mouth.h * 0.1), min(1.0, fly) * 0.5
    elif out == "saved" and stage.blocked:  # the ball meets a defender's body halfway and bounces wide
        ground = (lerp(start[0], target[0], 0.3), lerp(start[1], mouth.bottom, 0.45))
        sc.blocker, sc.block_k, sc.block_at = kits.shirt(stage.defender), fly * 2.5, ground
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
    if after is not None and out in ("goal", "magic"):
        sc.ball_first = True
        sc.impact, sc.since = target, after
        sc.flash = 1 - after / FLASH
    elif after is not None and out == "out":  # on over the bar into the crowd, smaller and smaller
        k = min(1.0, after / 0.6)
        sc.ball_at = (target[0] + k * mouth.w * 0.12, target[1] - k * mouth.h * 0.35)
        sc.ball_k = 1 + k
    elif after is not None and out == "saved":  # parried wide of the post
        wide = 1 if target[0] >= mouth.centerx else -1
        away = (target[0] + wide * mouth.w * 0.45, target[1] + mouth.h * 0.2)
        sc.ball_at = flight(target, away, min(1.0, after / 0.45), mouth.h * 0.3)
    return sc


def draw_boards(surface: pygame.Surface, stage: Stage, pres: Presentation, rect: pygame.Rect) -> None:
    """Attacker's cards left, defender's right, the running total in the middle, the gauge below."""
    gauge = pygame.Rect(rect.x + px(24), rect.bottom - px(20), rect.w - px(48), px(14))
    body = pygame.Rect(rect.x, rect.y, rect.w, gauge.y - px(22) - rect.y)
    middle = pygame.Rect(0, 0, round(rect.w * 0.26), body.h)
    middle.midtop = (body.centerx, body.y)
    left = pygame.Rect(body.x, body.y, middle.x - body.x - px(6), body.h)
    right = pygame.Rect(middle.right + px(6), body.y, body.right - middle.right - px(6), body.h)
    draw_side(surface, stage, pres, stage.attacker, left, _("ATTACK"))
    if stage.defender_shown:
        draw_side(surface, stage, pres, stage.defender, right, _("DEFENSE"))
    draw_total(surface, stage, pres, middle)
    attack = stage.count[stage.attacker]
    defense = stage.count[stage.defender] if stage.defender_shown else None
    draw_gauge(surface, gauge, attack, defense)


def draw_side(
    surface: pygame.Surface, stage: Stage, pres: Presentation, side: int, rect: pygame.Rect, label: str
) -> None:
    """One team's synergy cards, each popping as it is revealed."""
    color = TEAM_COLORS[side]
    head = fit_text(f"{side_name(side)} · {label}", 15, color, True, rect.w)
    surface.blit(head, head.get_rect(midtop=(rect.centerx, rect.y)))
    cards = pres.boards[side] if pres.boards is not None else []
    top = rect.y + head.get_height() + px(6)
    ch = min(rect.bottom - top - px(4), px(104))
    n = max(1, len(cards))
    gap = px(8)
    cw = min(round(ch * 44 / 62), (rect.w - gap * (n - 1)) // n)
    ch = round(cw * 62 / 44)
    if cw < 4 or ch < 4:  # no room (the stage turning into the penalty)
        return
    x = rect.centerx - (n * cw + (n - 1) * gap) // 2
    for slot, bc in enumerate(cards, start=1):
        at = stage.popped.get((side, slot))
        since = pres.clock - at if at is not None else None
        draw_card(surface, bc, pygame.Rect(x, top, cw, ch), since)
        x += cw + gap


def draw_card(surface: pygame.Surface, bc: BoardCard, rect: pygame.Rect, since: float | None) -> None:
    """A board card sliding in, turning over (its width shrinks to the edge and back), then popping
    (1 -> 1.25 -> 1, springing back) with a flash, `since` seconds after its face showed."""
    k = bc.flip
    face = bc.revealed and bc.code is not None and k >= 0.5
    squeeze = abs(1 - 2 * k) if bc.revealed and k < 1.0 else 1.0
    scale = pop(since / CARD_POP) if since is not None and since < CARD_POP else 1.0
    w, h = max(1, round(rect.w * squeeze * scale)), max(1, round(rect.h * scale))
    img = synergy_face(bc.code, rect.w, rect.h) if face and bc.code else card_back(rect.w, rect.h)
    if (w, h) != img.get_size():  # turning or popping: scaled, never rasterised again at every size
        img = pygame.transform.smoothscale(img, (w, h))
    dy = round((1 - bc.arrive) * px(30))
    if bc.revealed and k < 1.0:
        dy -= round(math.sin(k * math.pi) * px(10))
    box = img.get_rect(center=(rect.centerx, rect.centery + dy))
    surface.blit(img, box)
    if since is not None and since < CARD_POP:
        glow = pygame.Surface(box.size, pygame.SRCALPHA)
        glow.fill((255, 255, 255, round(170 * (1 - since / CARD_POP) ** 2)))
        surface.blit(glow, box)
        ring = box.inflate(px(8), px(8))
        pygame.draw.rect(surface, GOLD if not (bc.code or "").endswith("T") else OUT_RED, ring, px(3), px(8))


def draw_total(surface: pygame.Surface, stage: Stage, pres: Presentation, rect: pygame.Rect) -> None:
    """The attack's running total, big, growing and warming toward 11; the defense's below it."""
    attack = stage.count[stage.attacker]
    since = pres.clock - stage.counted[stage.attacker]
    value = attack if attack is not None else 0
    grow = 46 + 34 * min(1.0, value / 11)
    scale = pop(since / NUMBER_POP, 1.3) if since < NUMBER_POP else 1.0
    color = total_color(attack, True)
    centre = (rect.centerx, rect.y + round(rect.h * 0.42))
    if attack is not None and attack >= 9:
        halo = pygame.Surface((px(150), px(150)), pygame.SRCALPHA)
        strength = 90 if attack == 11 else (60 if attack >= 12 else 30)
        for r in range(px(70), 0, -px(10)):
            pygame.draw.circle(halo, (*color, strength // 4), (px(75), px(75)), r)
        surface.blit(halo, halo.get_rect(center=centre))
    size = round(grow * scale / 2) * 2
    shown = "?" if attack is None else str(attack)
    shadow = assets.text(shown, size, (0, 0, 0), True)
    surface.blit(shadow, shadow.get_rect(center=(centre[0] + px(3), centre[1] + px(3))))
    number = assets.text(shown, size, color, True)
    surface.blit(number, number.get_rect(center=centre))
    if stage.defender_shown and stage.count[stage.defender] is not None:
        dsince = pres.clock - stage.counted[stage.defender]
        dscale = pop(dsince / NUMBER_POP, 1.3) if dsince < NUMBER_POP else 1.0
        surf = assets.text(str(stage.count[stage.defender]), round(28 * dscale), KICK_BLUE, True)
        shield = icon_disc("D", max(4, surf.get_height() * 2 // 5))
        gap = px(6)
        left = rect.centerx - (shield.get_width() + gap + surf.get_width()) // 2
        middle = rect.y + round(rect.h * 0.8)
        surface.blit(shield, shield.get_rect(midleft=(left, middle)))
        surface.blit(surf, surf.get_rect(midleft=(left + shield.get_width() + gap, middle)))


def draw_gauge(surface: pygame.Surface, rect: pygame.Rect, attack: float | None, defense: float | None) -> None:
    """The attack filling a bar toward the magic 11; past 11 the bar is OUT; the defense a line."""
    pygame.draw.rect(surface, (30, 40, 36), rect, border_radius=px(6))
    unit = rect.w / GAUGE_MAX
    out_zone = pygame.Rect(rect.x + round(11.5 * unit), rect.y, rect.right - rect.x - round(11.5 * unit), rect.h)
    pygame.draw.rect(surface, (90, 36, 30), out_zone, border_radius=px(6))
    if attack is not None and attack > 0:
        fill = pygame.Rect(rect.x, rect.y, round(min(attack, GAUGE_MAX) * unit), rect.h)
        pygame.draw.rect(surface, total_color(round(attack), True), fill, border_radius=px(6))
    for n in range(1, GAUGE_MAX):
        x = rect.x + round(n * unit)
        tall = n == 11
        pygame.draw.line(
            surface,
            GOLD if tall else (80, 96, 88),
            (x, rect.y - (px(5) if tall else 0)),
            (x, rect.bottom),
            px(3) if tall else 1,
        )
    eleven = fit_text("11", 16, GOLD, True, px(60))
    surface.blit(eleven, eleven.get_rect(midbottom=(rect.x + round(11 * unit), rect.y - px(4))))
    if defense is not None:
        x = rect.x + round(min(defense, GAUGE_MAX) * unit)
        pygame.draw.line(surface, KICK_BLUE, (x, rect.y - px(4)), (x, rect.bottom + px(4)), px(4))
    pygame.draw.rect(surface, DIM, rect, px(2), border_radius=px(6))


def pop_word(
    surface: pygame.Surface, word: str, color: Color, centre: tuple[int, int], width: int, since: float, size: int
) -> None:
    """A word popping into place (0.6 -> 1.3 -> 1) with a drop shadow."""
    k = min(1.0, since / 0.35)
    scale = 0.6 + 0.4 * pop(k, 1.3) if k < 1 else 1.0
    px_size = round(size * scale / 2) * 2
    surf = fit_text(word, px_size, color, True, width)
    shadow = fit_text(word, px_size, (10, 10, 10), True, width)
    surface.blit(shadow, shadow.get_rect(center=(centre[0] + px(3), centre[1] + px(3))))
    surface.blit(surf, surf.get_rect(center=centre))


def draw_magic(surface: pygame.Surface, area: pygame.Rect, mouth: pygame.Rect, t: float) -> None:
    """The Magic Eleven: a gold burst of rays, sparkles and the words popping over the goal."""
    if t < 0 or t > 1.6:
        return
    centre = (area.centerx, mouth.centery)
    fade = 1.0 if t < 1.2 else 1 - (t - 1.2) / 0.4
    layer = pygame.Surface(area.size, pygame.SRCALPHA)
    c = (centre[0] - area.x, centre[1] - area.y)
    reach = max(area.w, area.h) * ease(min(1.0, t / 0.5))
    for n in range(22):
        a = n * math.tau / 22 + t * 0.6
        w = 0.05
        pts = [
            c,
            (c[0] + math.cos(a - w) * reach, c[1] + math.sin(a - w) * reach),
            (c[0] + math.cos(a + w) * reach, c[1] + math.sin(a + w) * reach),
        ]
        pygame.draw.polygon(layer, (255, 214, 90, round(70 * fade)), pts)
    for n in range(33):
        a = n * 2.39996 + t * 1.3
        r = (0.15 + 0.85 * ((n * 37) % 11) / 11) * reach * 0.55
        p = (round(c[0] + math.cos(a) * r), round(c[1] + math.sin(a) * r * 0.7))
        twinkle = 0.5 + 0.5 * math.sin(t * 18 + n)
        size = max(1, round(px(4) * twinkle))
        pygame.draw.line(layer, (255, 250, 210, round(230 * fade)), (p[0] - size * 2, p[1]), (p[0] + size * 2, p[1]), 2)
        pygame.draw.line(layer, (255, 250, 210, round(230 * fade)), (p[0], p[1] - size * 2), (p[0], p[1] + size * 2), 2)
    surface.blit(layer, area)
    pop_word(surface, _("MAGIC ELEVEN"), MAGIC, centre, area.w - px(30), t, 60)


__all__ = ["Stage", "draw_stage", "field_rect", "kick_area", "stage_rect"]
