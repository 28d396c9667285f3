"""Where things sit on a card of a given size: the icon discs' radius, the end of the illustration
panel and the printed complete icons. The card art draws there; the table's layout hit-tests there."""

from __future__ import annotations


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


def card_frame(h: int) -> int:
    """The width of a card's role-coloured frame."""
    return max(2, round(h * 0.055))


def card_pad(h: int) -> int:
    return max(2, h // 30)


def star_box(w: int, h: int) -> tuple[int, int, int]:
    """Card-local centre and side of a star card's star, in the top right corner inside the frame."""
    st = max(8, round(h * 0.2))
    inset = card_frame(h) + card_pad(h)
    return w - inset - st // 2, inset + st // 2, st


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
    return 2 * r + 4 + index * spacing, h - r - card_frame(h) - max(2, h // 30)  # low: room for the name above
