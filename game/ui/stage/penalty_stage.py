"""The penalty's choice on the full-screen stage (R11.1, the shoot-out's R11.2): the goal fills the
window as it will for the kick (the same scene, seen from behind the kicker). The kicker's five
zones glow as targets, each marked with its button's key (the button names it in football words:
review25 #8, each corner named once); a keeper's dive shows him reaching the two zones it
covers; the choice under the pointer (or the button in focus) lifts on a spring; a dive (no zone of
its own) is named over the crossbar while in focus. A TV-style
plate keeps the score, who kicks and a shoot-out's tally (o / x a kick) in sight; the lower band
holds the status line in its own room and the choice's buttons under it (`lay_buttons`). Only the
kicker's own screen ever shows the kicker's zone. Real pixels; text sizes logical."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache

import pygame

from game.engine import actions as A
from game.ui.art import goal_art as G
from game.ui.art import kits
from game.ui.art.club_crest import crest_beside
from game.ui.art.club_ink import club_ink
from game.ui.look.metrics import px
from game.ui.look.theme import GOLD, TEXT
from game.ui.stage.anim import lerp
from game.ui.stage.kick_stage import (
    KICK_BLUE,
    ROW_GAP,
    STATUS_SIZE,
    Scene,
    band_rect,
    button_row_height,
    draw_scene,
    heading_rect,
    heading_text,
    inner_of,
    mouth_of,
    scene_rect,
    shade,
    status_height,
    wear,
)
from game.ui.stage.penalty_plate import Tally, draw_tally
from game.ui.stage.shot_layers import stand_shirts, still_layer
from game.ui.stage.shot_stage import around, veil
from game.ui.widgets.basic import SHRINK_LIMIT, Button, Menu, blit_text, fit_text, row_sizes
from game.ui.words.card_text import kick_words, save_label

PUSH_IN = 0.35  # seconds the camera takes to push in from the goal on the field to the whole window
KEEPER_SEEN_THROUGH = 120  # the keeper's alpha while the kicker picks a zone (#38.1: every target readable)
AMBIENT = 1 / 12  # seconds between the redraws of a still choice (only the keeper bobs on his toes)

# Where each choice's button sits in the band, as (column, row, rows tall): the goal's own shape.
KICK_CELLS: dict[str, tuple[int, int, int]] = {
    "TL": (0, 0, 1),
    "BL": (0, 1, 1),
    "C": (1, 0, 2),
    "TR": (2, 0, 1),
    "BR": (2, 1, 1),
}
SAVE_CELLS: dict[frozenset[str], tuple[int, int, int]] = {
    frozenset(("TL", "BL")): (0, 0, 2),
    frozenset(("C", "TL")): (1, 0, 1),
    frozenset(("C", "BL")): (1, 1, 1),
    frozenset(("C", "TR")): (2, 0, 1),
    frozenset(("C", "BR")): (2, 1, 1),
    frozenset(("TR", "BR")): (3, 0, 2),
}


@dataclass
class ChoiceLook:
    """Everything the choice stage shows at one moment."""

    kicker: int
    heading: str
    status: str
    tally: Tally
    legal: Sequence[A.Action] = ()  # the viewer's kicks or saves (none while the other side decides)
    hovered: A.Action | None = None
    lifts: Mapping[object, float] = field(default_factory=dict)
    own_kick: str | None = None  # the kicker's chosen zone: given only on the kicker's own screen
    keys: Mapping[object, str] = field(default_factory=dict)  # each choice's button key ("1".."5")
    time: float = 0.0
    shootout: bool = False
    decider: int | None = None  # whose choice it is (the status line in its colour)


def goal_mouth(area: pygame.Rect) -> pygame.Rect:
    """The goal mouth the stage draws in `area` (the five zones are parts of it)."""
    return mouth_of(scene_rect(area))


def save_rect(mouth: pygame.Rect, spots: tuple[str, ...]) -> pygame.Rect:
    """The small target where a dive's gloves end (what a lesson points at)."""
    x, y = G.save_target(mouth, spots)
    side = max(px(18), mouth.h // 5)
    return pygame.Rect(round(x) - side // 2, round(y) - side // 2, side, side)


def targets(area: pygame.Rect, legal: Sequence[A.Action]) -> list[tuple[A.Action, pygame.Rect]]:
    """Kick: the five zones of the goal mouth. Save: where each dive's gloves end."""
    mouth = goal_mouth(area)
    zones = G.zone_rects(mouth)
    out: list[tuple[A.Action, pygame.Rect]] = []
    for a in legal:
        if isinstance(a, A.Kick) and a.spot in zones:
            out.append((a, zones[a.spot]))
        elif isinstance(a, A.Save):
            out.append((a, save_rect(mouth, a.spots)))
    return out


def choice_at(area: pygame.Rect, legal: Sequence[A.Action], pos: tuple[int, int]) -> A.Action | None:
    """The kick zone under `pos`, or the dive whose gloves end nearest it on the goal; None off it."""
    for action, rect in targets(area, legal):
        if isinstance(action, A.Kick) and rect.collidepoint(pos):
            return action
    saves = [a for a in legal if isinstance(a, A.Save)]
    n = G.nearest_save(goal_mouth(area), [a.spots for a in saves], pos)
    return saves[n] if n is not None else None


def lit(
    area: pygame.Rect, legal: Sequence[A.Action], pos: tuple[int, int], buttons: Sequence[Button], focus: int | None
) -> A.Action | None:
    """The choice under the pointer (on the goal or a button), else the one whose button has the focus."""
    options = [a for a in legal if isinstance(a, (A.Kick, A.Save))]
    under = choice_at(area, legal, pos)
    if under is not None:
        return under
    for i, b in enumerate(buttons[: len(options)]):
        if b.rect.collidepoint(pos):
            return options[i]
    return options[focus] if focus is not None and 0 <= focus < len(options) else None


def label(action: A.Action) -> str:
    """A choice in football words: the zone of a kick, the reach of a dive."""
    if isinstance(action, A.Kick):
        return kick_words(action.spot)
    if isinstance(action, A.Save):
        return save_label(action.spots)
    return ""


ARROWS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}


def arrow_key(menu: Menu, event: pygame.event.Event) -> bool:
    """An arrow moves the focus to the button that way under the goal (they stand as its parts do)."""
    if event.type != pygame.KEYDOWN or event.key not in ARROWS or not menu.buttons:
        return False
    dx, dy = ARROWS[event.key]
    here = menu.buttons[menu.focus].rect.center
    best: tuple[int, int] | None = None
    for i, b in enumerate(menu.buttons):
        along = (b.rect.centerx - here[0]) * dx + (b.rect.centery - here[1]) * dy
        across = abs((b.rect.centery - here[1]) * dx + (b.rect.centerx - here[0]) * dy)
        if i != menu.focus and b.enabled and along > 0 and (best is None or along + 2 * across < best[0]):
            best = (along + 2 * across, i)
    if best is not None:
        menu.focus = best[1]
    return True


def lay_buttons(buttons: Sequence[Button], legal: Sequence[A.Action], area: pygame.Rect) -> None:
    """The choice's buttons in the band under the goal, each where its part of the goal is (a kick
    zone's column and row; a dive's side), the others (Undo) at the band's right end. The buttons
    make a grid of one-row-tall cells in two rows: a part of the goal as high as both (the middle, a
    whole side) takes its column's top cell (review24 #7: no double-height button; review25 #8:
    nothing floats between the rows)."""
    band = band_rect(area)
    options = [a for a in legal if isinstance(a, (A.Kick, A.Save))]
    kicks = any(isinstance(a, A.Kick) for a in options)
    cols = 3 if kicks else 4
    gap = px(ROW_GAP)
    top = band.y + status_height()
    row_h = button_row_height()
    extra = buttons[len(options) :]
    room = band.w - (px(180) + gap if extra else 0)
    w = min(px(380 if kicks else 320), (room - (cols - 1) * gap) // cols)
    x0 = band.x + (room - (cols * w + (cols - 1) * gap)) // 2
    for b, a in zip(buttons, options, strict=False):
        cell = KICK_CELLS.get(a.spot) if isinstance(a, A.Kick) else SAVE_CELLS.get(frozenset(a.spots))  # type: ignore[union-attr]
        col, row, _tall = cell or (0, 0, 1)
        b.rect = pygame.Rect(x0 + col * (w + gap), top + row * (row_h + gap), w, row_h)
    for n, b in enumerate(extra):
        b.rect = pygame.Rect(band.right - px(180), top + n * (row_h + gap), px(180), row_h)


def button_keys(menu: Menu, legal: Sequence[A.Action]) -> dict[object, str]:
    """Each kick's key as its button shows it (the goal marks the zone with it)."""
    options = [a for a in legal if isinstance(a, (A.Kick, A.Save))]
    keys: dict[object, str] = {}
    for i, a in enumerate(options[: len(menu.buttons)]):
        n = menu.number(i)
        if n is not None:
            keys[a] = str(n)
    return keys


def draw_buttons(surface: pygame.Surface, menu: Menu, size: int) -> None:
    """The band's buttons, every label at one size (the size the longest needs: a row, the middle
    and the sides never show two sizes); one step smaller when that keeps every label on one line."""
    shared = label_size(menu.buttons, size, menu.numbered)
    for i, b in enumerate(menu.buttons):
        b.draw(surface, i == menu.focus and not menu.resting, i == menu.hover, menu.number(i), size, shared)


def label_size(buttons: Sequence[Button], size: int, numbered: bool) -> int:
    """The one size of the band's labels: the smallest any needs (a long one taking two lines),
    or one step under it when every label then fits on one line (pt at 150 %: "Pulo à esquerda,
    alto e baixo" on two lines beside "Pulo à direita, alto e baixo" on one)."""
    shared = min(row_sizes(list(buttons), size, numbered), default=size)
    if all(b.label_fits_line(shared, size, numbered) for b in buttons):
        return shared
    smaller = shared - 1
    if smaller >= max(9, int(size * SHRINK_LIMIT)) and all(b.label_fits_line(smaller, size, numbered) for b in buttons):
        return smaller
    return shared


def draw_choice_stage(surface: pygame.Surface, area: pygame.Rect, look: ChoiceLook) -> pygame.Rect:
    """The whole choice in `area` (the buttons are the caller's menu, drawn after); returns the mouth."""
    rect = scene_rect(area)
    mouth = mouth_of(rect)
    color = club_ink(look.kicker)
    if area.topleft == (0, 0) and area.size == surface.get_size():
        surface.blit(still_layer(area.size, tuple(rect), tuple(mouth), look.heading, color, stand_shirts()), area)
    else:
        shade(surface, area, edge=color)
        heading_text(surface, area, look.heading, color)
        G.draw_turf(surface, rect, mouth)
        G.draw_goal(surface, mouth)
    crest_beside(surface, heading_rect(area, look.heading), kits.club_id(look.kicker))
    sc = Scene(wear(1 - look.kicker), wear(look.kicker), bounce=look.time * 0.8)
    zones = G.zone_rects(mouth)
    named: A.Action | None = None
    names: list[tuple[pygame.Rect, str, float]] = []  # each zone's words, drawn over the keeper
    for a in look.legal:
        if isinstance(a, A.Kick) and a.spot in zones:
            k = look.lifts.get(a, 0.0)
            zone = zones[a.spot].inflate(round(k * px(12)), round(k * px(8))).move(0, -round(k * px(4)))
            sc.glows.append((zone, GOLD, 0.32 + 0.68 * min(1.0, k), ""))
            names.append((zone, look.keys.get(a) or kick_words(a.spot), k))
    if isinstance(look.hovered, A.Save):  # a kick's zone is named once, by its button
        named = look.hovered
        k = min(1.1, look.lifts.get(look.hovered, 0.0))
        sc.glows += [(zones[s], KICK_BLUE, 0.45 + 0.55 * min(1.0, k), "") for s in look.hovered.spots if s in zones]
        sc.dive, sc.dive_k = G.save_target(mouth, look.hovered.spots), 0.3 + 0.4 * k
    if look.own_kick in zones and not look.legal:
        sc.glows.append((zones[look.own_kick], GOLD, 0.8, ""))
        names.append((zones[look.own_kick], kick_words(look.own_kick), 1.0))
    if any(isinstance(a, A.Kick) for a in look.legal):
        sc.keeper_alpha = KEEPER_SEEN_THROUGH
    draw_scene(surface, rect, mouth, sc, ground=False)
    for zone, words, k in names:
        zone_name(surface, zone, words, k)
    for a in look.legal:
        if isinstance(a, A.Save):
            target = save_rect(mouth, a.spots)
            on = a == look.hovered
            r = target.w // 4
            pygame.draw.circle(surface, (10, 14, 12), target.center, r + px(2))
            pygame.draw.circle(surface, G.GLOVE if on else KICK_BLUE, target.center, r, 0 if on else px(2))
    if named is not None:
        name_over_goal(surface, rect, mouth, label(named), look.lifts.get(named, 1.0))
    draw_tally(surface, rect, look.tally, look.shootout)
    band = band_rect(area)
    status_color = club_ink(look.decider) if look.decider in (0, 1) else color
    blit_text(surface, look.status, status_centre(area), STATUS_SIZE, status_color, True, "center", band.w - px(60))
    return mouth


def zone_name(surface: pygame.Surface, zone: pygame.Rect, words: str, k: float) -> None:
    """A zone's key (or, with no button, its name) at its foot on a dark strip (brighter while lifted)."""
    text = fit_text(words, 18 if len(words) == 1 else 15, GOLD if k > 0.5 else TEXT, True, zone.w - px(8))
    box = text.get_rect(midbottom=(zone.centerx, zone.bottom - max(2, zone.h // 14))).inflate(px(12), px(4))
    plate = _strip(box.size)
    surface.blit(plate, box)
    surface.blit(text, text.get_rect(center=box.center))


@lru_cache(maxsize=16)
def _strip(size: tuple[int, int]) -> pygame.Surface:
    strip = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(strip, (8, 12, 10, 170), strip.get_rect(), border_radius=max(2, size[1] // 3))
    return strip


def name_over_goal(surface: pygame.Surface, rect: pygame.Rect, mouth: pygame.Rect, text: str, k: float) -> None:
    """The choice in focus named over the crossbar on a dark plate, popping in with its lift."""
    size = round(26 * (0.85 + 0.15 * min(1.1, k)))
    surf = fit_text(text, size, GOLD, True, mouth.w)
    box = surf.get_rect(midbottom=(mouth.centerx, mouth.y - px(10))).inflate(px(24), px(8))
    box.y = max(rect.y + px(4), box.y)
    plate = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.rect(plate, (8, 12, 10, 215), plate.get_rect(), border_radius=px(10))
    surface.blit(plate, box)
    surface.blit(surf, surf.get_rect(center=box.center))


def push_in(surface: pygame.Surface, k: float, start: pygame.Rect, stage: pygame.Surface) -> None:
    """The camera pushing in `k` (0..1) of the way from `start` (the goal on the field) to the
    whole window: the table under it darkening, the stage's picture growing over it."""
    end = surface.get_rect()
    rect = pygame.Rect(
        round(lerp(start.x, end.x, k)),
        round(lerp(start.y, end.y, k)),
        max(2, round(lerp(start.w, end.w, k))),
        max(2, round(lerp(start.h, end.h, k))),
    )
    sheet = veil(surface.get_size(), round(210 * k))
    for strip in around(end, rect):  # the opaque picture covers the rest (issue #38: half a veil's cost)
        surface.blit(sheet, strip, area=strip)
    surface.blit(pygame.transform.smoothscale(stage, rect.size), rect)


def keeper_room(area: pygame.Rect) -> pygame.Rect:
    """Where a still choice changes from frame to frame: the goal with the keeper bobbing in it."""
    mouth = goal_mouth(area)
    return mouth.inflate(mouth.w // 10, mouth.h // 2).clip(area)


def status_room(area: pygame.Rect) -> pygame.Rect:
    """The band's line of words (a lesson's bubble stays off it): its own room between the pitch
    and the buttons."""
    band = band_rect(area)
    return pygame.Rect(band.x, band.y, band.w, status_height())


def status_centre(area: pygame.Rect) -> tuple[int, int]:
    """Where the band's line of words is centred (the rules' "?" sits at its end)."""
    return status_room(area).center


__all__ = [
    "AMBIENT",
    "PUSH_IN",
    "ChoiceLook",
    "Tally",
    "arrow_key",
    "choice_at",
    "draw_buttons",
    "draw_choice_stage",
    "draw_tally",
    "goal_mouth",
    "inner_of",
    "keeper_room",
    "label",
    "lay_buttons",
    "lit",
    "push_in",
    "status_centre",
    "status_room",
    "targets",
]
