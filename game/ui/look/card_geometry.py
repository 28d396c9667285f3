"""Where things sit on a card of a given size: the icon discs' radius, the end of the illustration
panel and the printed complete icons. The card art draws there; the table's layout hit-tests there."""

from __future__ import annotations


def icon_radius(h: int) -> int:
    return max(5, int(h * 0.17))


def panel_right(w: int, h: int) -> int:
    """Where the illustration panel ends: 30% of the card, more on big cards (draft, details)
    where the words have room to spare."""
    return round(w * (0.3 if h < 150 else 0.36))


def printed_pos(index: int, count: int, w: int, h: int, panel: bool = True) -> tuple[int, int]:
    """Card-local centre of a printed complete icon (R2.7): a medallion on the illustration's
    right edge, at mid-height (several stack downwards); on a card drawn without its panel, just
    clear of the left half icon."""
    spacing = 2 * icon_radius(h) + max(2, h // 30)
    y0 = h // 2 - (count - 1) * spacing // 2
    return (panel_right(w, h) if panel else 2 * icon_radius(h), y0 + index * spacing)


def printed_low(index: int, count: int, w: int, h: int) -> tuple[int, int]:
    """Card-local centre of a printed complete icon lowered under a name that takes the card's
    width (a small card, card_face._name_over_medallion): in the lower left, several side by side."""
    r = icon_radius(h)
    spacing = 2 * r + max(2, h // 30)
    return 2 * r + 4 + index * spacing, h - r - h // 6
