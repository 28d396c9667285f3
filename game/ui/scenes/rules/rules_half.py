"""The rules pages' picture of the viewer's half: its lines, printed halves, example cards and icons, and lit places."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.engine.cards import default_cards
from game.engine.icons import PRINTED_COLUMNS, complete_icons
from game.ui.art.cardart import CARD_H, CARD_W, icon_disc, icon_radius, player_card
from game.ui.look import assets
from game.ui.look.assets import MIN_TEXT_PX
from game.ui.look.palettes import palette_cached
from game.ui.look.theme import CHALK, GOLD, ICON_COLORS, ICON_SPRITES, LINE_COLORS, PITCH, PITCH_DARK
from game.ui.widgets.marks import position_line, role_mark
from game.ui.words import card_text

# R2.6 in one picture: CF over AMF completes an ATTACK icon, AMF beside CMF a PASS icon, and the
# board's printed ATTACK halves complete the CF's top halves.
EXAMPLE_FIELD = {"CF_STRIKER": (0, 2), "AMF_CHANCE_MAKER": (1, 2), "CMF_PLAY_MAKER": (1, 4), "CB_SWEEPER": (3, 3)}


def legal_places(field: dict[str, tuple[int, int]], role: str) -> list[tuple[int, int]]:
    """R2.2-R2.4 for the picture: the places a card of `role` could take beside `field`."""
    rows = {"FW": (0, 1), "MF": (1, 2), "DF": (2, 3)}[role]
    taken = {(r, c + d) for r, c in field.values() for d in (0, 1)}
    places = []
    for row in rows:
        for col in range(7):
            if (row, col) in taken or (row, col + 1) in taken:
                continue
            if row == 0:
                beside = any(r == 0 and abs(c - col) == 2 for r, c in field.values())
                behind = any(r == 1 and abs(c - col) <= 1 for r, c in field.values())
                if not (beside or behind):
                    continue
            places.append((row, col))
    return places


@dataclass(frozen=True)
class Half:
    """The viewer's half drawn `k` real pixels per unit of the classic 1280x720 table (a cell 60
    wide, a row 66 high), with a margin for the line labels and the printed half icons."""

    k: float

    def u(self, v: float) -> int:
        return max(1, round(v * self.k))

    @property
    def origin(self) -> tuple[int, int]:
        """The front-left corner of the grid in the picture."""
        return self.u(34), self.u(14)

    @property
    def size(self) -> tuple[int, int]:
        return self.u(34 + 8 * 60 + 8 + 8), self.u(14 + 4 * 66 + 14)

    @property
    def card_size(self) -> tuple[int, int]:
        return self.u(CARD_W), self.u(CARD_H)

    def x(self, col: float) -> int:
        return self.origin[0] + round(col * 60 * self.k)

    def y(self, row: float) -> int:
        return self.origin[1] + round(row * 66 * self.k)

    def card_rect(self, row: int, col: int) -> pygame.Rect:
        w, h = self.card_size
        return pygame.Rect(self.x(col + 1) - w // 2, self.y(row + 0.5) - h // 2, w, h)

    def icon_pos(self, kind: str, row: int, col: int) -> tuple[int, int]:
        """Where a joined half icon sits: on a column line (h) or a row line (v)."""
        if kind == "h":
            return self.x(col + 1), self.y(row + 0.5)
        return self.x(col + 0.5), self.y(row + 1)


@palette_cached(maxsize=8)
def half_picture(k: float, with_cards: bool, places_for: str | None = None, labels: bool = True) -> pygame.Surface:
    """The viewer's half (lines and their labels, printed halves, the example cards and their
    complete icons, and the places a card of `places_for` could take), rasterised at its real
    size. Its cards are drawn without words: at this scale they would be too small to read, and
    the page's text explains them."""
    half = Half(k)
    surf = pygame.Surface(half.size, pygame.SRCALPHA)
    grid = pygame.Rect(half.x(0), half.y(0), half.x(8) - half.x(0), half.y(4) - half.y(0))
    pygame.draw.rect(surf, (20, 60, 34), grid.inflate(half.u(16), half.u(24)), border_radius=half.u(12))
    band = pygame.Rect(grid.x, 0, grid.w, grid.y)
    pygame.draw.rect(surf, (28, 84, 46), band)
    pygame.draw.line(surf, CHALK, (band.x, half.u(2)), (band.right, half.u(2)), half.u(2))
    for r in range(4):
        pygame.draw.rect(
            surf, PITCH if r % 2 == 0 else PITCH_DARK, (grid.x, half.y(r), grid.w, half.y(r + 1) - half.y(r))
        )
    for c in range(1, 8):
        for y in range(grid.y, grid.bottom, half.u(8)):
            pygame.draw.line(surf, (60, 130, 80), (half.x(c), y), (half.x(c), y + half.u(3)))
    for between, role in ((0, "FW"), (1, "MF"), (2, "DF")):
        y = half.y(between + 1)
        position_line(surf, role, LINE_COLORS[role], (grid.x, y), (grid.right, y), half.u(3))
        role_mark(surf, role, (grid.x + half.u(10), y), half.u(13), LINE_COLORS[role], (16, 30, 22))
        if labels:
            label = assets.text_px(card_text.line_label(role), max(MIN_TEXT_PX, half.u(12)), LINE_COLORS[role], True)
            surf.blit(label, label.get_rect(midright=(grid.x - half.u(4), y)))
    _printed_halves(surf, half)
    if with_cards:
        _example_cards(surf, half)
    if places_for is not None:
        _places(surf, half, places_for)
    return surf


def _printed_halves(surf: pygame.Surface, half: Half) -> None:
    """R2.6: ATTACK halves at the front edge, DEFENSE halves at the back edge (the outer half)."""
    r = icon_radius(half.card_size[1])
    for col in PRINTED_COLUMNS:
        for kind, y, outer_top in (("A", half.y(0), True), ("D", half.y(4), False)):
            disc = pygame.Surface((2 * r + 2, 2 * r + 2), pygame.SRCALPHA)
            pygame.draw.circle(disc, ICON_COLORS[kind], (r + 1, r + 1), r)
            sym = assets.scaled(ICON_SPRITES[kind], int(r * 1.35), int(r * 1.35))
            disc.blit(sym, sym.get_rect(center=(r + 1, r + 1)))
            clip = pygame.Rect(0, 0 if outer_top else r + 1, 2 * r + 2, r + 1)
            surf.blit(disc, (half.x(col + 0.5) - r - 1, y - r - 1 + clip.y), clip)


def _example_cards(surf: pygame.Surface, half: Half) -> None:
    w, h = half.card_size
    for card, (row, col) in EXAMPLE_FIELD.items():
        surf.blit(player_card(card, w, h, words=False), half.card_rect(row, col))
    r = icon_radius(h)
    for icon in complete_icons(EXAMPLE_FIELD, default_cards().by_id, []):
        if icon.key.kind != "p":  # a printed one is on its card already
            disc = icon_disc(icon.type, r + 1, GOLD)
            surf.blit(disc, disc.get_rect(center=half.icon_pos(icon.key.kind, icon.key.row, icon.key.col)))


def _places(surf: pygame.Surface, half: Half, card: str) -> None:
    role = default_cards().card(card).role
    color = LINE_COLORS[role]
    w, h = half.card_size
    glow = pygame.Surface((w, h), pygame.SRCALPHA)
    glow.fill((*color, 70))
    places: list[tuple[int, int]] = []
    for row, col in legal_places(EXAMPLE_FIELD, role):  # places side by side, none lit over another (#38.4)
        if (row, col - 1) not in places:
            places.append((row, col))
    for row, col in places:
        rect = half.card_rect(row, col)
        surf.blit(glow, rect)
        pygame.draw.rect(surf, color, rect, half.u(2), border_radius=half.u(6))
    if places:
        ghost = player_card(card, w, h, words=False).copy()
        ghost.set_alpha(170)
        surf.blit(ghost, half.card_rect(*places[0]))


assets.text_listeners.append(half_picture.cache_clear)  # the cards carry translated names
