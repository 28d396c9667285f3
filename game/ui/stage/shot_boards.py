"""The lower half of the full-screen shot: both synergy boards, each card turning over and popping,
the attack's running total big in the middle (growing, warming toward the magic 11, burning red
past it), the defense's beside it and the gauge below. Sized from the band it is given (real
pixels), so the totals read from across the room at any window size."""

from __future__ import annotations

import math

import pygame

from game.i18n import _
from game.ui.art.cardart import card_back, icon_disc, synergy_face
from game.ui.art.club_ink import club_ink
from game.ui.look import assets
from game.ui.look import metrics as M
from game.ui.look.metrics import px
from game.ui.look.theme import DIM, GOLD, TEXT, Color
from game.ui.stage.anim import BoardCard, Presentation, lerp, pop
from game.ui.stage.kick_stage import KICK_BLUE
from game.ui.stage.shot_board_face import board_face, club_look, gauge_well
from game.ui.stage.shot_state import Stage
from game.ui.stage.shot_words import MAGIC
from game.ui.widgets.basic import fit_text
from game.ui.words.card_text import side_name

GAUGE_MAX = 14  # the gauge's scale: 0 .. 14, the magic 11 marked, 12 and more is OUT
WHITE = (245, 245, 240)
OUT_RED = (230, 76, 62)
UNTOLD = (96, 124, 150)  # the defence's "?" before its total is told: KICK_BLUE, dimmed
CARD_POP = 0.32  # seconds a revealed card takes to pop and settle
NUMBER_POP = 0.22


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


def logical(real: float) -> float:
    """A real pixel length as a logical text size."""
    return real / max(0.01, M.scale())


def draw_boards(surface: pygame.Surface, stage: Stage, pres: Presentation, rect: pygame.Rect) -> None:
    """On the band's TV board, the attacker's cards left, the defender's right, the running totals in
    the middle, the gauge below in its well."""
    surface.blit(board_face(rect.size, club_look(stage.attacker), club_look(stage.defender)), rect)
    gauge_h = max(px(10), rect.h // 22)
    gauge = pygame.Rect(rect.x + px(40), rect.bottom - gauge_h - px(6), rect.w - px(80), gauge_h)
    top = rect.y + px(10)  # under the board's kit-coloured top bar
    body = pygame.Rect(rect.x, top, rect.w, gauge.y - px(30) - top)
    middle = pygame.Rect(0, 0, round(rect.w * 0.3), body.h)
    middle.midtop = (body.centerx, body.y)
    left = pygame.Rect(body.x, body.y, middle.x - body.x - px(6), body.h)
    right = pygame.Rect(middle.right + px(6), body.y, body.right - middle.right - px(6), body.h)
    draw_side(surface, stage, pres, stage.attacker, left, _("ATTACK"))
    draw_side(surface, stage, pres, stage.defender, right, _("DEFENSE"))  # face down until told (review24 #10)
    clip = surface.get_clip()
    surface.set_clip(middle.clip(clip) if clip else middle)  # nothing of the totals outside their box
    draw_total(surface, stage, pres, middle)
    surface.set_clip(clip)
    attack = stage.count[stage.attacker]
    defense = stage.count[stage.defender] if stage.defender_shown else None
    gauge_well(surface, gauge)
    draw_gauge(surface, gauge, attack, defense)


def draw_side(
    surface: pygame.Surface, stage: Stage, pres: Presentation, side: int, rect: pygame.Rect, label: str
) -> tuple[pygame.Rect, list[pygame.Rect]]:
    """One team's synergy cards, each popping as it is revealed: where its label and each card went."""
    color = club_ink(side)
    head = fit_text(
        f"{side_name(side)} · {label}", round(min(26.0, max(15.0, logical(rect.h) * 0.09))), color, True, rect.w
    )
    head_box = head.get_rect(midtop=(rect.centerx, rect.y))
    surface.blit(head, head_box)
    cards = pres.boards[side] if pres.boards is not None else []
    top = rect.y + head.get_height() + px(10)
    ch = min(rect.bottom - top - px(8), round(rect.h * 0.8))
    n = max(1, len(cards))
    gap = px(10)
    cw = min(round(ch * 44 / 62), (rect.w - gap * (n - 1)) // n)
    ch = round(cw * 62 / 44)
    if cw < 4 or ch < 4:  # no room (the stage turning into the penalty)
        return head_box, []
    x = rect.centerx - (n * cw + (n - 1) * gap) // 2
    if not cards:  # nothing played on that side: its empty place
        pygame.draw.rect(surface, (62, 78, 72), (x, top, cw, ch), max(1, px(2)), border_radius=px(10))
    room = pygame.Rect(rect.x, head_box.bottom + px(6), rect.w, rect.bottom + px(20) - head_box.bottom - px(6))
    boxes = []
    for slot, bc in enumerate(cards, start=1):
        at = stage.popped.get((side, slot))
        since = pres.clock - at if at is not None else None
        boxes.append(draw_card(surface, bc, pygame.Rect(x, top, cw, ch), since, pres.calm, room))
        x += cw + gap
    return head_box, boxes


def draw_card(
    surface: pygame.Surface,
    bc: BoardCard,
    rect: pygame.Rect,
    since: float | None,
    calm: bool,
    room: pygame.Rect | None = None,
) -> pygame.Rect:
    """A board card sliding in, turning over (its width shrinks to the edge and back), then popping
    (1 -> 1.3 -> 1, springing back) in a ring of light, `since` seconds after its face showed (with
    reduce motion: no lift, no pop, no white glow; the ring alone). Lifted or popping, it stays inside
    `room`'s top and bottom (below the side's label, above the gauge)."""
    k = bc.flip
    face = bc.revealed and bc.code is not None and k >= 0.5
    squeeze = abs(1 - 2 * k) if bc.revealed and k < 1.0 else 1.0
    popping = since is not None and since < CARD_POP
    scale = pop(since / CARD_POP, 1.3) if popping and since is not None and not calm else 1.0
    if room is not None:
        scale = min(scale, max(1.0, room.h / max(1, rect.h)))
    w, h = max(1, round(rect.w * squeeze * scale)), max(1, round(rect.h * scale))
    img = synergy_face(bc.code, rect.w, rect.h) if face and bc.code else card_back(rect.w, rect.h)
    if (w, h) != img.get_size():  # turning or popping: scaled, never rasterised again at every size
        img = pygame.transform.smoothscale(img, (w, h))
    dy = round((1 - bc.arrive) * px(30))
    if bc.revealed and k < 1.0 and not calm:
        dy -= round(math.sin(k * math.pi) * px(14))
    box = img.get_rect(center=(rect.centerx, rect.centery + dy))
    if room is not None:
        box.bottom = min(box.bottom, max(room.bottom, rect.bottom))
        box.top = max(box.top, min(room.top, rect.top))
    surface.blit(img, box)
    if popping and since is not None:
        fade = (1 - since / CARD_POP) ** 2
        if not calm:
            glow = pygame.Surface(box.size, pygame.SRCALPHA)
            glow.fill((255, 255, 255, round(150 * fade)))
            surface.blit(glow, box)
        ring = box.inflate(px(10), px(10))
        pygame.draw.rect(surface, GOLD if not (bc.code or "").endswith("T") else OUT_RED, ring, px(4), px(10))
        return ring
    return box


def draw_total(surface: pygame.Surface, stage: Stage, pres: Presentation, rect: pygame.Rect) -> None:
    """The attack's running total, huge, growing and warming toward 11 (red past it); the defense's
    below it, big enough to read from across the room."""
    attack = stage.count[stage.attacker]
    since = pres.clock - stage.counted[stage.attacker]
    value = attack if attack is not None else 0
    room = logical(rect.h)
    grow = room * (0.42 + 0.2 * min(1.0, value / 11))
    scale = pop(since / NUMBER_POP, 1.35) if since < NUMBER_POP and not pres.calm else 1.0
    color = total_color(attack, True)
    centre = (rect.centerx, rect.y + round(rect.h * 0.36))
    if attack is not None and attack >= 8:
        strength = 110 if attack == 11 else (80 if attack >= 12 else 20 * (attack - 7))
        draw_halo(surface, centre, round(min(rect.h * 0.36, rect.w * 0.5)), color, strength)
    shown = "?" if attack is None else str(attack)
    for ink, at in (((0, 0, 0), (centre[0] + px(4), centre[1] + px(5))), (color, centre)):
        number = popped(assets.text(shown, round(grow / 2) * 2, ink, True), scale)
        surface.blit(number, number.get_rect(center=at))
    told = stage.defender_shown and stage.count[stage.defender] is not None
    if told:
        dsince = pres.clock - stage.counted[stage.defender]
        dscale = pop(dsince / NUMBER_POP, 1.3) if dsince < NUMBER_POP and not pres.calm else 1.0
        surf = popped(
            assets.text(str(stage.count[stage.defender]), round(room * 0.22 / 2) * 2, KICK_BLUE, True), dscale
        )
    else:  # from the first frame: the defence's total still to come (review25 #4)
        surf = assets.text("?", round(room * 0.22 / 2) * 2, UNTOLD, True)
    if surf.get_height():
        shield = icon_disc("D", max(4, surf.get_height() * 2 // 5))
        gap = px(8)
        left = rect.centerx - (shield.get_width() + gap + surf.get_width()) // 2
        middle = rect.y + round(rect.h * 0.82)
        surface.blit(shield, shield.get_rect(midleft=(left, middle)))
        surface.blit(surf, surf.get_rect(midleft=(left + shield.get_width() + gap, middle)))


def popped(img: pygame.Surface, scale: float) -> pygame.Surface:
    """A rendered number scaled for its pop (rasterised once, never at every size)."""
    if abs(scale - 1.0) < 0.01:
        return img
    return pygame.transform.smoothscale(img, (round(img.get_width() * scale), round(img.get_height() * scale)))


def draw_halo(surface: pygame.Surface, centre: tuple[int, int], radius: int, color: Color, strength: int) -> None:
    """A soft round glow behind the total (cached by size and colour)."""
    halo = _halo(max(4, radius), color, max(0, min(255, strength)))
    surface.blit(halo, halo.get_rect(center=centre))


_HALOS: dict[tuple[int, Color, int], pygame.Surface] = {}


def _halo(radius: int, color: Color, strength: int) -> pygame.Surface:
    key = (radius, color, strength)
    if key not in _HALOS:
        if len(_HALOS) > 48:
            _HALOS.clear()
        halo = pygame.Surface((2 * radius, 2 * radius), pygame.SRCALPHA)
        steps = 8
        for n in range(steps, 0, -1):
            pygame.draw.circle(halo, (*color, strength // steps), (radius, radius), round(radius * n / steps))
        _HALOS[key] = halo
    return _HALOS[key]


def draw_gauge(surface: pygame.Surface, rect: pygame.Rect, attack: float | None, defense: float | None) -> None:
    """The attack filling a bar toward the magic 11; past 11 the bar is OUT; the defense a line."""
    r = rect.h // 2
    pygame.draw.rect(surface, (30, 40, 36), rect, border_radius=r)
    unit = rect.w / GAUGE_MAX
    out_zone = pygame.Rect(rect.x + round(11.5 * unit), rect.y, rect.right - rect.x - round(11.5 * unit), rect.h)
    pygame.draw.rect(surface, (90, 36, 30), out_zone, border_radius=r)
    if attack is not None and attack > 0:
        fill = pygame.Rect(rect.x, rect.y, round(min(attack, GAUGE_MAX) * unit), rect.h)
        pygame.draw.rect(surface, total_color(round(attack), True), fill, border_radius=r)
    for n in range(1, GAUGE_MAX):
        x = rect.x + round(n * unit)
        tall = n == 11
        pygame.draw.line(
            surface,
            GOLD if tall else (80, 96, 88),
            (x, rect.y - (px(6) if tall else 0)),
            (x, rect.bottom),
            px(3) if tall else 1,
        )
    eleven = fit_text("11", 18, GOLD, True, px(60))
    surface.blit(eleven, eleven.get_rect(midbottom=(rect.x + round(11 * unit), rect.y - px(6))))
    if defense is not None:
        x = rect.x + round(min(defense, GAUGE_MAX) * unit)
        pygame.draw.line(surface, KICK_BLUE, (x, rect.y - px(5)), (x, rect.bottom + px(5)), px(5))
    pygame.draw.rect(surface, DIM, rect, px(2), border_radius=r)


__all__ = ["MAGIC", "OUT_RED", "draw_boards", "total_color"]
