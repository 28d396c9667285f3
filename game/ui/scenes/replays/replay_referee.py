"""What the replay shows over the table from the referee's seat: the top team's hand face up, the
values of face-down board cards, and the moments the table alone does not show (the star draft,
line-ups, half time, the shoot-out)."""

from __future__ import annotations

import pygame

from game.engine.view import View
from game.i18n import _
from game.ui.art.cardart import player_card, synergy_face
from game.ui.art.club_ink import club_ink
from game.ui.look import assets
from game.ui.look import layout as L
from game.ui.look.metrics import px
from game.ui.look.theme import GOLD, PANEL, SIDE_NAMES
from game.ui.widgets.basic import blit_text, draw_panel
from game.ui.words import card_text


def draw_secrets(surface: pygame.Surface, v: View, boards: bool = True) -> None:
    """What only the referee sees: the top team's hand face up, face-down board cards' values."""
    r = L.get().hand
    # over the table's own heading for the hand: the whole line of it, whatever the text size
    pygame.draw.rect(
        surface, PANEL, (r.x + px(4), r.y + px(2), r.w - px(8), assets.font(14, True).get_linesize() + px(4))
    )
    label = _("{side} synergy hand ({n}/5)").format(side=_(SIDE_NAMES[0]), n=v.teams[0].hand_count)
    blit_text(
        surface, label, (r.x + px(12), r.y + px(4)), 14, club_ink(0), True, max_width=r.w - px(24)
    )  # where the table set its own
    for i, code in enumerate((v.teams[1].hand or ())[:5]):
        rect = L.opp_hand_rect(i)
        surface.blit(synergy_face(code, rect.w, rect.h), rect)
    for side in (0, 1) if boards else ():
        for i, slot in enumerate(v.teams[side].board[:3]):
            if slot.card is not None and not slot.revealed:
                rect = L.board_slot_rect(side == 0, i + 1)
                tag = pygame.Rect(0, 0, px(28), px(20))
                tag.bottomright = (rect.right + px(4), rect.bottom + px(4))
                pygame.draw.rect(surface, (20, 20, 20), tag, border_radius=px(6))
                pygame.draw.rect(surface, GOLD, tag, px(1), border_radius=px(6))
                blit_text(surface, slot.card.replace("T", "+T"), tag.center, 12, GOLD, True, "center", tag.w)


def draw_phase(surface: pygame.Surface, v: View) -> None:
    """Moments the table alone does not show: the star draft, line-ups, half time, shoot-out."""
    band = L.get().centre_band
    if v.phase == "draft" and v.draft_revealed:
        draw_draft(surface, v, band)
    elif v.phase in ("lineup", "half_time") or v.shootout:
        if v.phase == "lineup":
            text = _("The coaches choose their line-ups")
        elif v.phase == "half_time":
            text = _("Half time: substitutions")
        else:
            goals = [sum(1 for s, _k, _s, g in v.shootout if s == side and g) for side in (0, 1)]
            text = _("Penalty shoot-out {home} - {away}").format(home=goals[0], away=goals[1])
        box = pygame.Rect(0, 0, min(px(440), band.w - px(16)), px(44))
        box.center = band.center
        draw_panel(surface, box)
        blit_text(surface, text, box.center, 18, GOLD, True, "center", box.w - px(16))


def draw_draft(surface: pygame.Surface, v: View, band: pygame.Rect) -> None:
    """The three revealed stars and both teams' stars so far, over the middle of the field."""
    gap = px(16)
    cw = min(px(171), (band.w - px(40) - 2 * gap) // 3)
    ch = round(cw * 84 / 171)
    box = pygame.Rect(0, 0, 3 * cw + 2 * gap + px(40), px(44) + ch + px(70))
    box.center = band.center
    draw_panel(surface, box)
    title = _("Star draft, round {n} of 3").format(n=min(v.draft_round, 2) + 1)
    blit_text(surface, title, (box.centerx, box.y + px(10)), 16, GOLD, True, "midtop", box.w - px(24))
    n = len(v.draft_revealed)
    x0 = box.centerx - (n * cw + (n - 1) * gap) // 2
    for i, card in enumerate(v.draft_revealed):
        surface.blit(player_card(card, cw, ch), (x0 + i * (cw + gap), box.y + px(40)))
    for side in (0, 1):
        names = ", ".join(card_text.card_name(c) for c in v.teams[side].stars) or "—"
        text = _("{side} stars: {names}").format(side=_(SIDE_NAMES[side]), names=names)
        y = box.y + px(48) + ch + px(24) * side
        blit_text(surface, text, (box.centerx, y), 15, club_ink(side), True, "midtop", box.w - px(24))
