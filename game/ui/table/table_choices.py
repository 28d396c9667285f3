"""The choices made over the table: the penalty on the full-screen goal (R11.1: the kicker's five
zones, the keeper's dives; drawn by game/ui/stage/penalty_stage.py) and Draw 2, keep 1 (R6: both
drawn cards face up over the field). Each lays out its targets and says which one is under the pointer."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.engine import actions as A
from game.engine.view import View
from game.i18n import _
from game.ui.art.cardart import synergy_label
from game.ui.look import layout as L
from game.ui.look.metrics import px
from game.ui.look.theme import GOLD, TEXT
from game.ui.stage import penalty_stage as P
from game.ui.stage.anim import Presentation
from game.ui.stage.shot_stage import stage_rect
from game.ui.widgets.basic import blit_text


def goal_rect() -> pygame.Rect:
    """The penalty goal's mouth on the full-screen stage (where its five zones are)."""
    return P.goal_mouth(penalty_area())


def penalty_area() -> pygame.Rect:
    """Where the penalty's choice is staged: the whole window."""
    return stage_rect(Presentation())


class PenaltyChoice:
    """The legal kicks or saves of a penalty as targets on the full-screen goal."""

    def __init__(self, legal: Sequence[A.Action]) -> None:
        self.legal = legal

    def targets(self) -> list[tuple[A.Action, pygame.Rect]]:
        """Kick: the five zones of the goal mouth. Save: where each dive's gloves end, on the same goal."""
        return P.targets(penalty_area(), self.legal)

    def at(self, pos: tuple[int, int]) -> A.Action | None:
        """The kick zone, or the save whose dive ends nearest the pointer, if legal now."""
        return P.choice_at(penalty_area(), self.legal, pos)


def keep_rects(v: View, human: bool) -> list[tuple[str, pygame.Rect]]:
    """Draw 2, keep 1: the two drawn cards, face up over the centre of the field (while a person chooses)."""
    if v.phase != "keep" or not v.keep_choices or not human:
        return []
    lay = L.get()
    h = min(lay.half_h * 2 // 3, px(190))
    w = h * 44 // 62
    gap = px(40)
    x0 = lay.field.centerx - w - gap // 2
    y = lay.centre_band.centery - h // 2
    return [(code, pygame.Rect(x0 + i * (w + gap), y, w, h)) for i, code in enumerate(v.keep_choices)]


def draw_keep(surface: pygame.Surface, rects: list[tuple[str, pygame.Rect]], mouse: tuple[int, int]) -> None:
    """Both drawn cards on a dark stage; the one under the pointer is lifted."""
    from game.ui.art.cardart import synergy_face

    if not rects:
        return
    area = rects[0][1].union(rects[-1][1]).inflate(px(80), px(70)).move(0, px(14))
    shade = pygame.Surface(area.size, pygame.SRCALPHA)
    shade.fill((10, 14, 12, 215))
    surface.blit(shade, area)
    pygame.draw.rect(surface, GOLD, area, px(2), border_radius=px(12))
    for code, rect in rects:
        lit = rect.collidepoint(mouse)
        shown = rect.move(0, -px(8)) if lit else rect
        pygame.draw.rect(surface, (10, 14, 12), shown.inflate(px(16), px(16)), border_radius=px(12))
        surface.blit(synergy_face(code, shown.w, shown.h), shown)
        pygame.draw.rect(surface, GOLD if lit else TEXT, shown.inflate(px(6), px(6)), px(3), border_radius=px(10))
        label = _("Keep {card}").format(card=synergy_label(code))
        blit_text(surface, label, (rect.centerx, rect.bottom + px(14)), 15, GOLD, True, "midtop", rect.w + px(40))
