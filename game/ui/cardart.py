"""Card faces drawn from card data: player cards in role colours (position code, name, half icons
at their real slots, printed icons, crack, immediate effects), synergy cards and backs. Every
surface is cached by its parameters, so a frame only blits."""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.engine.cards import SLOTS, CardDef, default_cards
from game.ui import assets, card_text
from game.ui.theme import ICON_COLORS, ICON_SPRITES, ROLE_COLORS, ROLE_LIGHT, Color

CARD_W = 114
CARD_H = 58
SYN_W = 44
SYN_H = 62


def card_def(card_id: str) -> CardDef:
    return default_cards().card(card_id)


def slot_pos(slot: str, w: int, h: int) -> tuple[int, int]:
    """Card-local centre of a half icon (R2.5): on the edge, over the left/right column."""
    return {
        "TL": (w // 4, 0),
        "TR": (3 * w // 4, 0),
        "L": (0, h // 2),
        "R": (w, h // 2),
        "BL": (w // 4, h),
        "BR": (3 * w // 4, h),
    }[slot]


def printed_pos(index: int, count: int, w: int, h: int) -> tuple[int, int]:
    spacing = max(14, h // 3)
    x0 = w // 2 - (count - 1) * spacing // 2
    return (x0 + index * spacing, int(h * 0.68))


def icon_radius(h: int) -> int:
    return max(5, int(h * 0.17))


@lru_cache(maxsize=64)
def icon_disc(kind: str, r: int, ring: Color | None = None) -> pygame.Surface:
    """A complete icon: a coloured disc with its white symbol (reads without colour by shape)."""
    size = 2 * r + 4
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size // 2
    pygame.draw.circle(s, ICON_COLORS[kind], (c, c), r)
    pygame.draw.circle(s, ring or (20, 20, 20), (c, c), r, 2 if ring else 1)
    sym = assets.scaled(ICON_SPRITES[kind], int(r * 1.35), int(r * 1.35))
    s.blit(sym, sym.get_rect(center=(c, c)))
    return s


def _body(card: CardDef, w: int, h: int, dim: bool) -> pygame.Surface:
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    role = ROLE_COLORS[card.role]
    rect = surf.get_rect()
    pygame.draw.rect(surf, ROLE_LIGHT[card.role], rect, border_radius=max(4, h // 8))
    pygame.draw.rect(surf, role, rect, max(2, h // 20), border_radius=max(4, h // 8))
    band = pygame.Rect(w // 2 - w // 5, 0, 2 * w // 5, max(6, int(h * 0.26)))
    pygame.draw.rect(surf, role, band, border_bottom_left_radius=6, border_bottom_right_radius=6)
    r = icon_radius(h)
    for slot, kind in zip(SLOTS, card.halves, strict=True):
        if kind is None:
            continue
        pos = slot_pos(slot, w, h)
        pygame.draw.circle(surf, ICON_COLORS[kind], pos, r)
        pygame.draw.circle(surf, (20, 20, 20), pos, r, 1)
        sym = assets.scaled(ICON_SPRITES[kind], int(r * 1.35), int(r * 1.35))
        surf.blit(sym, sym.get_rect(center=pos))
    for i, kind in enumerate(card.printed):
        disc = icon_disc(kind, r, (250, 250, 250))
        surf.blit(disc, disc.get_rect(center=printed_pos(i, len(card.printed), w, h)))
    if dim:
        shade = pygame.Surface((w, h), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 110))
        surf.blit(shade, (0, 0))
    return surf


def _labels(surf: pygame.Surface, card: CardDef, w: int, h: int, rotated: bool = False) -> None:
    """Upright labels; on a card turned 180 degrees the role band is at the bottom."""
    ys = (0.87, 0.6, 0.32) if rotated else (0.13, 0.4, 0.68)
    big = max(10, int(h * 0.2))
    small = max(8, h // 5)
    code = assets.text_px(card.position, big, (255, 255, 255), True)
    surf.blit(code, code.get_rect(center=(w // 2, int(h * ys[0]))))
    name = assets.text_px(card_text.card_name(card.id), small, (20, 24, 22), True)
    if name.get_width() > w - 2 * icon_radius(h) - 6:
        name = pygame.transform.smoothscale(name, (w - 2 * icon_radius(h) - 6, name.get_height()))
    surf.blit(name, name.get_rect(center=(w // 2, int(h * ys[1]))))
    y = int(h * ys[2])
    items: list[pygame.Surface] = []
    if card.crack:
        cr = assets.scaled("crack", small + 4, small + 4, (120, 20, 20))
        items.append(cr)
        items.append(assets.text_px(f"x{card.crack}", small, (120, 20, 20), True))
    for e in card.effects:
        items.append(assets.scaled("lightning", small + 4, small + 4, (200, 140, 0)))
        items.append(assets.text_px(card_text.effect_short(e), small, (40, 40, 40), True))
    if card.star:
        surf.blit(assets.scaled("star", small + 4, small + 4, (210, 160, 20)), (w - small - 10, 3))
    if items:
        total = sum(i.get_width() for i in items) + 2 * (len(items) - 1)
        row = pygame.Surface((total, max(i.get_height() for i in items)), pygame.SRCALPHA)
        x = 0
        for item in items:
            row.blit(item, item.get_rect(midleft=(x, row.get_height() // 2)))
            x += item.get_width() + 2
        left = w // 2 - total // 2
        if card.printed:
            left = w // 2 + (len(card.printed) * max(14, h // 3)) // 2 + 2
        room = w - icon_radius(h) - 2 - left
        if total > room:  # squeeze a long effect line to fit beside the printed icons
            row = pygame.transform.smoothscale(row, (room, row.get_height()))
        surf.blit(row, row.get_rect(midleft=(left, y)))


@lru_cache(maxsize=512)
def player_card(
    card_id: str, w: int = CARD_W, h: int = CARD_H, rotated: bool = False, dim: bool = False
) -> pygame.Surface:
    """A player card face. `rotated`: the opponent's card seen across the table (its icons turned
    180 degrees, its labels kept upright so they stay readable)."""
    card = card_def(card_id)
    body = _body(card, w, h, dim)
    if rotated:
        body = pygame.transform.rotate(body, 180)
    _labels(body, card, w, h, rotated)
    return body


@lru_cache(maxsize=64)
def mini_card(card_id: str, w: int, h: int, dim: bool = False) -> pygame.Surface:
    """A small chip for lists: role colour, position code."""
    card = card_def(card_id)
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(s, ROLE_COLORS[card.role] if not dim else (70, 70, 70), s.get_rect(), border_radius=5)
    pygame.draw.rect(s, (240, 240, 240), s.get_rect(), 1, border_radius=5)
    t = assets.text_px(card.position, max(10, h // 2), (255, 255, 255), True)
    s.blit(t, t.get_rect(center=(w // 2, h // 2)))
    if card.star:
        s.blit(assets.scaled("star", 10, 10, (250, 210, 60)), (w - 12, 2))
    return s


@lru_cache(maxsize=64)
def synergy_face(code: str, w: int = SYN_W, h: int = SYN_H) -> pygame.Surface:
    """A synergy card face: its stars, and a boot for TACKLE."""
    stars = int(code.rstrip("T"))
    tackle = code.endswith("T")
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(s, (250, 244, 220), s.get_rect(), border_radius=6)
    pygame.draw.rect(s, (196, 150, 40), s.get_rect(), 2, border_radius=6)
    num = assets.text_px(str(stars), max(14, h // 3), (60, 40, 0), True)
    s.blit(num, num.get_rect(midtop=(w // 2, 2)))
    st = max(8, w // 5)
    cols = 3 if stars > 2 else stars
    for i in range(stars):
        x = w // 2 + ((i % cols) - (cols - 1) / 2) * (st + 1)
        y = h // 2 + 4 + (i // cols) * (st + 1)
        s.blit(assets.scaled("star", st, st, (220, 160, 20)), (int(x - st / 2), int(y - st / 2)))
    if tackle:
        boot = assets.scaled("boot", w // 2, w // 2, (180, 30, 30))
        s.blit(boot, boot.get_rect(midbottom=(w // 2, h - 3)))
    return s


@lru_cache(maxsize=16)
def card_back(w: int = SYN_W, h: int = SYN_H) -> pygame.Surface:
    return assets.scaled("card_back", w, h)


def synergy_label(code: str) -> str:
    """ "3 stars", "1 star + TACKLE", in the player's language."""
    return card_text.synergy_label(code)


def _forget_faces() -> None:
    """The language changed: card faces carry translated names and effect words."""
    for cached in (player_card, mini_card, synergy_face):
        cached.cache_clear()


assets.text_listeners.append(_forget_faces)


def warm_up() -> None:
    """Render every card face at the sizes the scenes use, once, before the first frame: building
    them lazily would make the first frame of a scene long."""
    cards = default_cards()
    for card in cards.base + cards.stars:
        for rotated in (False, True):
            player_card(card.id, rotated=rotated)
        player_card(card.id, dim=True)
        player_card(card.id, 228, 112)
        player_card(card.id, 171, 84)
        player_card(card.id, 171, 84, dim=True)
        mini_card(card.id, 66, 32)
    for kind in cards.synergy:
        code = f"{kind.stars}T" if kind.tackle else str(kind.stars)
        synergy_face(code)
        synergy_face(code, 52, 72)
    card_back()
    card_back(34, 48)
    card_back(18, 26)
