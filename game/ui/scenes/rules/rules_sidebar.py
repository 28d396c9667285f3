"""The rules reference's topic list: its words as large as the player's text size asks (review24 #9:
at 150 % the topics stayed small while the paragraphs grew), a topic that needs two lines in a
taller row than its one-line siblings so its lines keep their spacing. Its width stays: the text
column and its pictures keep their room."""

from __future__ import annotations

from game.ui.look import assets
from game.ui.look.metrics import px
from game.ui.widgets.basic import Menu, row_sizes

SIDEBAR_W = 292  # the topic list's logical width
TOPIC_SIZE = 15  # the topics' text size; one larger at a larger text, so a two-line topic grows too
ROW_MAX = 50  # a row's logical height where the window has room
LEADING = 0.9  # a two-line topic's line step, a share of its font's height (the buttons' default 0.8 is tight)


def growth() -> float:
    """How far the player's text size is from normal to 150 %: 0 .. 1."""
    return min(1.0, max(0.0, (assets.text_scale() - 1) * 2))


def topic_size() -> int:
    """The topics' logical text size: they grow with the player's text size, as the paragraphs do."""
    return TOPIC_SIZE + (1 if growth() > 0 else 0)


def layout_topics(menu: Menu, left: int, top: int, bottom: int) -> None:
    """The topics one under another from real-pixel `top` down to at most `bottom`: even rows
    when they hold every label well, else taller rows for the two-line labels and the one-line
    rows sharing what is left (even rows again if even that does not fit)."""
    buttons = menu.buttons
    n = len(buttons)
    if not n:
        return
    w = px(SIDEBAR_W)
    gap = px(8 - 4 * growth())
    room = bottom - top - (n - 1) * gap
    even = min(px(ROW_MAX), (bottom - top) // n - gap)
    menu.layout_column(left, top, w, px(ROW_MAX) * 3, gap)  # a trial with room for any two lines
    size = min(row_sizes(buttons, topic_size(), menu.numbered))
    two = [b.label_fit(topic_size(), menu.numbered)[1] is not None for b in buttons]
    for b in buttons:
        b.leading = LEADING
    height = assets.font(size, True).get_height()
    tall = round(height * (1 + LEADING)) + px(6)  # two lines and a margin above and below them
    if not any(two) or even >= tall:
        menu.layout_column(left, top, w, even, gap)
        return
    short = min(px(ROW_MAX), (room - tall * sum(two)) // max(1, n - sum(two)))
    if short < height + px(8):
        menu.layout_column(left, top, w, even, gap)
        return
    y = top
    for b, double in zip(buttons, two, strict=True):
        b.rect.update(left, y, w, tall if double else short)
        y += b.rect.h + gap
