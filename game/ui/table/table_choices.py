"""The choices made over the field itself: the penalty on the goal (R11.1: the kicker's five zones,
the keeper's dives) and Draw 2, keep 1 (R6: both drawn cards face up). Each lays out its targets,
says which one is under the pointer and draws itself."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.engine import actions as A
from game.engine.view import View
from game.i18n import _
from game.ui.art.cardart import synergy_label
from game.ui.art.goal_art import GLOVE, nearest_save, save_target
from game.ui.look import layout as L
from game.ui.look.metrics import px
from game.ui.look.theme import GOLD, TEXT, Color
from game.ui.stage.anim import Presentation
from game.ui.stage.kick_stage import KICK_BLUE, choice_mouth, draw_choice
from game.ui.stage.shot_stage import kick_area
from game.ui.table.board import spot_rects
from game.ui.widgets.basic import blit_text
from game.ui.words import card_text


def goal_rect() -> pygame.Rect:
    """The penalty goal's mouth drawn over the centre of the field (where its five zones are)."""
    return choice_mouth(kick_area(Presentation()))


class PenaltyChoice:
    """The legal kicks or saves of a penalty as targets on the goal."""

    def __init__(self, legal: Sequence[A.Action]) -> None:
        self.legal = legal

    def targets(self) -> list[tuple[A.Action, pygame.Rect]]:
        """Kick: the five zones of the goal mouth. Save: where each save's dive ends, on the same goal."""
        mouth = goal_rect()
        zones = spot_rects(mouth)
        targets: list[tuple[A.Action, pygame.Rect]] = []
        for a in self.legal:
            if isinstance(a, A.Kick) and a.spot in zones:
                targets.append((a, zones[a.spot]))
            elif isinstance(a, A.Save):
                x, y = save_target(mouth, a.spots)
                side = max(px(18), mouth.h // 5)
                targets.append((a, pygame.Rect(round(x) - side // 2, round(y) - side // 2, side, side)))
        return targets

    def at(self, pos: tuple[int, int]) -> A.Action | None:
        """The kick zone, or the save whose dive ends nearest the pointer, if legal now."""
        mouth = goal_rect()
        for action, rect in self.targets():
            if isinstance(action, A.Kick) and rect.collidepoint(pos):
                return action
        saves = [a for a in self.legal if isinstance(a, A.Save)]
        n = nearest_save(mouth, [a.spots for a in saves], pos)
        return saves[n] if n is not None else None

    def lit(self, phase: str, pointer: tuple[int, int], focus: int) -> A.Action | None:
        """The choice under the pointer, else the one whose prompt button (index `focus`) is in focus."""
        hovered = self.at(pointer)
        if hovered is None:
            kind = A.Kick if phase == "penalty_kick" else A.Save
            options = [a for a in self.legal if isinstance(a, kind)]
            hovered = options[focus] if 0 <= focus < len(options) else None
        return hovered

    def draw(self, surface: pygame.Surface, v: View, pres: Presentation, time: float, hovered: A.Action | None) -> None:
        """Kicker behind the ball, keeper on the line; the kicker's zones glow as targets (`hovered`
        brightest); a hovered save is a dive that lights the two zones it covers, the keeper leaning to it."""
        if v.shot is None:
            return
        kicker = v.shot.side
        glows: list[tuple[str, Color, float, str]] = []
        dive: tuple[str, ...] | None = None
        if v.phase == "penalty_kick":
            chosen = hovered.spot if isinstance(hovered, A.Kick) else v.shot.kick
            for a in self.legal:
                if isinstance(a, A.Kick):
                    lit = a.spot == chosen
                    glows.append((a.spot, GOLD, 1.0 if lit else 0.3, a.spot if lit else ""))
        elif isinstance(hovered, A.Save):
            dive = hovered.spots
            glows = [(spot, KICK_BLUE, 1.0, spot) for spot in hovered.spots]
        heading = f"{card_text.side_name(kicker)} · {_('PENALTY KICK')}"
        draw_choice(surface, kick_area(pres), kicker, heading, glows, dive, time * 0.8)
        for action, rect in self.targets():
            if isinstance(action, A.Save):
                lit = action == hovered
                pygame.draw.circle(surface, (10, 14, 12), rect.center, rect.w // 4 + px(2))
                pygame.draw.circle(surface, GLOVE if lit else KICK_BLUE, rect.center, rect.w // 4, 0 if lit else px(2))


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
