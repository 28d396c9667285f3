"""The shot as the climax (issue #9 §4), drawn by the animator over the centre of the field: both
synergy boards turning over one card at a time while each total counts up against the "11" gauge,
then the outcome (the ball into the net, over the bar, into the keeper's hands); and the penalty
kick: a goal of five zones, the ball's flight and the keeper's dive. Everything in real pixels from
the table layout; text sizes logical."""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from game.i18n import _
from game.ui import assets
from game.ui import layout as L
from game.ui.anim import BoardCard, Presentation, ease, lerp
from game.ui.card_text import side_name
from game.ui.cardart import card_back, synergy_face
from game.ui.metrics import px
from game.ui.table import spot_rects
from game.ui.theme import DIM, GOLD, TEAM_COLORS, TEXT, Color
from game.ui.widgets import fit_text

GAUGE_MAX = 14  # the gauge's scale: 0 .. 14, the magic 11 marked, 12 and more is OUT
WHITE = (245, 245, 240)
NET = (200, 210, 205)
OUT_RED = (200, 70, 60)


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


def stage_rect(pres: Presentation) -> pygame.Rect:
    """Where the shot is staged."""
    return on_field(pres, 640, 430)


@dataclass
class Stage:
    """What the reveal shows now; the steps move it on."""

    attacker: int
    kind: str
    count: list[float | None] = field(default_factory=lambda: [None, None])  # the totals as they count
    defender_shown: bool = False
    appear: float = 0.0
    outcome: str | None = None
    outcome_k: float = 0.0

    @property
    def defender(self) -> int:
        return 1 - self.attacker


def shade(surface: pygame.Surface, rect: pygame.Rect, alpha: int = 242, edge: Color = GOLD) -> None:
    box = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(box, (8, 14, 12, alpha), box.get_rect(), border_radius=px(14))
    surface.blit(box, rect)
    pygame.draw.rect(surface, edge, rect, px(3), border_radius=px(14))


def centred_text(
    surface: pygame.Surface, s: str, size: int, color: Color, centre: tuple[int, int], width: int
) -> pygame.Rect:
    surf = fit_text(s, size, color, True, width)
    rect = surf.get_rect(center=centre)
    surface.blit(surf, rect)
    return rect


def draw_stage(surface: pygame.Surface, stage: Stage, pres: Presentation) -> None:
    """The whole reveal: title, the goal, both boards and totals, the gauge."""
    area = stage_rect(pres)
    k = ease(min(1.0, stage.appear))
    if k < 1.0:
        area = area.inflate(-round(area.w * 0.2 * (1 - k)), -round(area.h * 0.2 * (1 - k)))
    shade(surface, area, edge=TEAM_COLORS[stage.attacker])
    pad = px(14)
    inner = area.inflate(-2 * pad, -2 * pad)
    title = {"normal": _("SHOT"), "cannon": _("CANNON SHOT"), "blind": _("BLIND SHOT")}.get(stage.kind, _("SHOT"))
    top = centred_text(
        surface,
        f"{side_name(stage.attacker)} · {title}",
        26,
        TEAM_COLORS[stage.attacker],
        (inner.centerx, inner.y + px(16)),
        inner.w,
    )
    goal = pygame.Rect(0, 0, round(inner.w * 0.42), round(inner.h * 0.2))
    goal.midtop = (inner.centerx, top.bottom + px(14))
    draw_goal_frame(surface, goal)
    gauge = pygame.Rect(inner.x + px(10), inner.bottom - px(46), inner.w - px(20), px(22))
    cols = pygame.Rect(inner.x, goal.bottom + px(10), inner.w, gauge.y - px(24) - goal.bottom - px(10))
    half = cols.w // 2
    draw_side(surface, stage, pres, stage.attacker, pygame.Rect(cols.x, cols.y, half - px(6), cols.h), _("ATTACK"))
    if stage.defender_shown:
        right = pygame.Rect(cols.x + half + px(6), cols.y, half - px(6), cols.h)
        draw_side(surface, stage, pres, stage.defender, right, _("DEFENSE"))
    draw_gauge(
        surface, gauge, stage.count[stage.attacker], stage.count[stage.defender] if stage.defender_shown else None
    )
    if stage.outcome is not None:
        draw_outcome_ball(surface, goal, stage.outcome, stage.outcome_k, inner, TEAM_COLORS[stage.defender])


def draw_side(
    surface: pygame.Surface, stage: Stage, pres: Presentation, side: int, rect: pygame.Rect, label: str
) -> None:
    """One team's synergy cards and its total counting up."""
    color = TEAM_COLORS[side]
    centred_text(surface, f"{side_name(side)} · {label}", 18, color, (rect.centerx, rect.y + px(10)), rect.w)
    cards = pres.boards[side] if pres.boards is not None else []
    number_h = px(58)
    room_h = rect.h - px(24) - number_h
    ch = min(room_h, px(96))
    cw = round(ch * 44 / 62)
    n = max(1, len(cards))
    gap = px(8)
    cw = min(cw, (rect.w - gap * (n - 1)) // n)
    ch = round(cw * 62 / 44)
    x = rect.centerx - (n * cw + (n - 1) * gap) // 2
    y = rect.y + px(24)
    for bc in cards:
        draw_card(surface, bc, pygame.Rect(x, y, cw, ch))
        x += cw + gap
    total = stage.count[side]
    shown = "?" if total is None else str(round(total))
    big = 56 if total is None or abs(total - round(total)) < 0.01 else 50
    tone = GOLD if side == stage.attacker and total is not None and round(total) == 11 else TEXT
    if side == stage.attacker and total is not None and round(total) >= 12:
        tone = OUT_RED
    centred_text(surface, shown, big, tone, (rect.centerx, y + ch + number_h // 2 + px(4)), rect.w)


def draw_card(surface: pygame.Surface, bc: BoardCard, rect: pygame.Rect) -> None:
    """A board card, sliding in and turning over (its width shrinks to the edge and back)."""
    k = bc.flip
    face = bc.revealed and bc.code is not None and k >= 0.5
    squeeze = abs(1 - 2 * k) if bc.revealed and k < 1.0 else 1.0
    w = max(1, round(rect.w * squeeze))
    img = synergy_face(bc.code, w, rect.h) if face and bc.code else card_back(w, rect.h)
    dy = round((1 - bc.arrive) * px(30))
    if bc.revealed and k < 1.0:
        dy -= round(math.sin(k * math.pi) * px(10))
    surface.blit(img, img.get_rect(midtop=(rect.centerx, rect.y + dy)))


def draw_gauge(surface: pygame.Surface, rect: pygame.Rect, attack: float | None, defense: float | None) -> None:
    """The attack filling a bar toward the magic 11; past 11 the bar is OUT; the defense a line."""
    pygame.draw.rect(surface, (30, 40, 36), rect, border_radius=px(6))
    unit = rect.w / GAUGE_MAX
    out_zone = pygame.Rect(rect.x + round(11.5 * unit), rect.y, rect.right - rect.x - round(11.5 * unit), rect.h)
    pygame.draw.rect(surface, (90, 36, 30), out_zone, border_radius=px(6))
    if attack is not None and attack > 0:
        fill = pygame.Rect(rect.x, rect.y, round(min(attack, GAUGE_MAX) * unit), rect.h)
        color = GOLD if round(attack) == 11 else (OUT_RED if attack >= 11.5 else (110, 200, 120))
        pygame.draw.rect(surface, color, fill, border_radius=px(6))
    for n in range(1, GAUGE_MAX):
        x = rect.x + round(n * unit)
        tall = n == 11
        pygame.draw.line(
            surface,
            GOLD if tall else (80, 96, 88),
            (x, rect.y - (px(6) if tall else 0)),
            (x, rect.bottom),
            px(3) if tall else px(1),
        )
    eleven = fit_text("11", 20, GOLD, True, px(60))
    surface.blit(eleven, eleven.get_rect(midbottom=(rect.x + round(11 * unit), rect.y - px(6))))
    if defense is not None:
        x = rect.x + round(min(defense, GAUGE_MAX) * unit)
        pygame.draw.line(surface, (140, 200, 255), (x, rect.y - px(4)), (x, rect.bottom + px(4)), px(4))
        label = fit_text(str(round(defense)), 15, (140, 200, 255), True, px(40))
        surface.blit(label, label.get_rect(midtop=(x, rect.bottom + px(4))))
    pygame.draw.rect(surface, DIM, rect, px(2), border_radius=px(6))


def draw_goal_frame(surface: pygame.Surface, rect: pygame.Rect, ripple: float = 0.0) -> None:
    """Posts, crossbar and net (the net bulges while `ripple` > 0)."""
    net = pygame.Surface(rect.size, pygame.SRCALPHA)
    net.fill((255, 255, 255, 18))
    step = max(px(8), 4)
    bulge = round(math.sin(ripple * math.pi) * px(6))
    for x in range(0, rect.w, step):
        pygame.draw.line(net, (*NET, 90), (x, 0), (x, rect.h), 1)
    for y in range(0, rect.h, step):
        pygame.draw.line(net, (*NET, 90), (0, y - bulge * (y / max(1, rect.h))), (rect.w, y), 1)
    surface.blit(net, rect)
    post = px(5)
    pygame.draw.line(surface, WHITE, rect.bottomleft, rect.topleft, post)
    pygame.draw.line(surface, WHITE, rect.topleft, rect.topright, post)
    pygame.draw.line(surface, WHITE, rect.topright, rect.bottomright, post)


def ball(surface: pygame.Surface, centre: tuple[float, float], d: int) -> None:
    img = assets.scaled("ball", max(2, d), max(2, d))
    surface.blit(img, img.get_rect(center=(round(centre[0]), round(centre[1]))))


def draw_outcome_ball(
    surface: pygame.Surface, goal: pygame.Rect, outcome: str, k: float, area: pygame.Rect, keeper_color: Color
) -> None:
    """The ball's flight for the shot's outcome (`k` 0..1): into the net past the keeper, over the
    bar, into the keeper's hands; a tackle stops it before it leaves."""
    start = (area.centerx, area.bottom - px(60))
    fly = ease(min(1.0, k / 0.4))
    d = round(lerp(px(34), px(18), fly))
    if outcome in ("goal", "magic"):
        end = (goal.centerx + goal.w * 0.25, goal.centery)
        draw_goal_frame(surface, goal, ripple=max(0.0, min(1.0, (k - 0.4) / 0.3)))
        keeper(surface, goal, (goal.x + goal.w * 0.2, goal.centery), min(1.0, max(0.0, k - 0.1) / 0.4), keeper_color)
    elif outcome == "out":
        end = (goal.centerx + goal.w * 0.2, goal.y - px(10))
    elif outcome == "saved":
        end = (goal.centerx - goal.w * 0.1, goal.centery)
        keeper(surface, goal, end, min(1.0, k / 0.4), keeper_color)
    else:  # tackle: the ball never leaves
        end = start
    arc = math.sin(fly * math.pi) * px(40)
    ball(surface, (lerp(start[0], end[0], fly), lerp(start[1], end[1], fly) - arc), d)


def keeper(surface: pygame.Surface, goal: pygame.Rect, target: tuple[float, float], k: float, color: Color) -> None:
    """The keeper diving from the middle of the goal line toward `target` (`k` 0..1): arms out,
    the body tilting the way it dives."""
    k = ease(k)
    body_w, body_h = max(4, goal.w // 16), max(6, round(goal.h * 0.55))
    stand = (goal.centerx, goal.bottom - body_h / 2)
    cx, cy = lerp(stand[0], target[0], 0.8 * k), lerp(stand[1], target[1], 0.8 * k)
    dx = target[0] - stand[0]
    tilt = -75 * k * (1 if dx > 0 else -1) if abs(dx) > goal.w * 0.05 else 0
    body = pygame.Surface((body_w * 3, body_h + body_w), pygame.SRCALPHA)
    pygame.draw.rect(body, color, (body_w, body_w, body_w, body_h), border_radius=body_w // 2)
    pygame.draw.circle(body, (235, 200, 170), (body_w * 3 // 2, body_w // 2 + 1), body_w // 2)
    arms_y = body_w + body_h // 4
    pygame.draw.line(
        body, color, (0, arms_y - round(body_w * k)), (body_w * 3, arms_y - round(body_w * k)), max(2, body_w // 3)
    )
    if tilt:
        body = pygame.transform.rotate(body, tilt)
    surface.blit(body, body.get_rect(center=(round(cx), round(cy))))


def draw_kick(
    surface: pygame.Surface,
    area: pygame.Rect,
    k: float,
    kicker: int,
    spot: str,
    save: tuple[str, ...],
    goal: bool,
    title: str,
    detail: str,
    heading: str,
) -> None:
    """A penalty: the goal's five zones, the ball flying to the kick's zone, the keeper diving to
    the save card's zones, then the result. `k`: 0..1 over the whole kick."""
    inner, mouth = kick_panel(surface, area, kicker, heading)
    told = k >= 0.55
    draw_zones(surface, mouth, spot if told else None, save if told else (), goal)
    draw_goal_frame(surface, mouth, ripple=max(0.0, min(1.0, (k - 0.55) / 0.25)) if goal else 0.0)
    zones = spot_rects(mouth)
    guess = [zones[s].center for s in save] or [mouth.center]
    dive = (
        zones[spot].center
        if not goal
        else (sum(x for x, _ in guess) / len(guess), sum(y for _, y in guess) / len(guess))
    )
    keeper(surface, mouth, dive, min(1.0, max(0.0, (k - 0.2) / 0.35)), TEAM_COLORS[1 - kicker])
    start = (mouth.centerx, inner.bottom - px(40))
    target = zones[spot].center
    fly = ease(min(1.0, max(0.0, (k - 0.15) / 0.4)))
    arc = math.sin(fly * math.pi) * px(30)
    d = round(lerp(px(40), px(22), fly))
    ball(surface, (lerp(start[0], target[0], fly), lerp(start[1], target[1], fly) - arc), d)
    if told:
        pop = 0.7 + 0.3 * ease(min(1.0, (k - 0.55) / 0.15))
        surf = fit_text(title, round(44 * pop), GOLD if goal else (140, 200, 255), True, inner.w)
        middle = mouth.bottom + (inner.bottom - mouth.bottom) // 2 - px(10)
        surface.blit(surf, surf.get_rect(center=(inner.centerx, middle)))
        sub = fit_text(detail, 17, TEXT, True, inner.w)
        surface.blit(sub, sub.get_rect(midbottom=(inner.centerx, inner.bottom)))


def kick_panel(
    surface: pygame.Surface, area: pygame.Rect, kicker: int, heading: str
) -> tuple[pygame.Rect, pygame.Rect]:
    """The penalty's panel with its heading; returns its inner rect and the goal mouth."""
    shade(surface, area, edge=TEAM_COLORS[kicker])
    inner = area.inflate(-px(28), -px(28))
    top = centred_text(surface, heading, 22, TEAM_COLORS[kicker], (inner.centerx, inner.y + px(12)), inner.w)
    mouth = pygame.Rect(0, 0, round(inner.w * 0.8), round((inner.bottom - top.bottom) * 0.6))
    mouth.midtop = (inner.centerx, top.bottom + px(12))
    return inner, mouth


def draw_zones(
    surface: pygame.Surface, mouth: pygame.Rect, spot: str | None, save: tuple[str, ...], goal: bool = False
) -> None:
    """The five zones of R11.1: the save card's in blue, the kick's gold (a goal) or red (saved)."""
    for name, zr in spot_rects(mouth).items():
        color = (34, 50, 46)
        if name in save:
            color = (60, 110, 190)
        if name == spot:
            color = (200, 160, 40) if goal or not save else (150, 70, 60)
        pygame.draw.rect(surface, color, zr, border_radius=px(6))
        pygame.draw.rect(surface, (90, 110, 100), zr, px(1), border_radius=px(6))
        label = fit_text(name, 15, TEXT if name == spot or name in save else DIM, True, zr.w)
        surface.blit(label, label.get_rect(center=zr.center))


def kick_area(pres: Presentation) -> pygame.Rect:
    """Where a penalty kick is shown."""
    return on_field(pres, 560, 380)


__all__ = ["Stage", "draw_kick", "draw_stage", "draw_zones", "field_rect", "kick_area", "kick_panel", "stage_rect"]
