"""The full-time screen's charts, drawn at the window's real size from the match story: the match
flow (the control marker turn by turn, HOME's goals pinned above it, AWAY's below, half time
marked) and every shot as attack against defence with the 11 line. `progress` (0..1) draws them
in; cards (a soft shadow under dark glass) hold them."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.engine.story import GoalLine, MatchStory, ShotLine
from game.i18n import _, ngettext
from game.ui.art.celebration import FLOOD, mix
from game.ui.art.chart_card import GLASS_BOTTOM, LABEL, ball
from game.ui.art.club_ink import club_ink
from game.ui.look import assets
from game.ui.look.metrics import px
from game.ui.look.theme import BG, DIM, GOLD, TEXT, Color
from game.ui.widgets.basic import blit_text, fits
from game.ui.words.card_text import card_name, control_name, side_name

MISSED: Color = (230, 110, 100)  # the cross of a penalty missed after a tackle


def _dashed(surface: pygame.Surface, colour: Color, a: tuple[int, int], b: tuple[int, int], width: int) -> None:
    dash = max(2, px(6))
    (x0, y0), (x1, y1) = a, b
    length = max(abs(x1 - x0), abs(y1 - y0))
    for start in range(0, length, 2 * dash):
        k0, k1 = start / length, min(1.0, (start + dash) / length)
        p0 = (round(x0 + (x1 - x0) * k0), round(y0 + (y1 - y0) * k0))
        p1 = (round(x0 + (x1 - x0) * k1), round(y0 + (y1 - y0) * k1))
        pygame.draw.line(surface, colour, p0, p1, width)


# ---------------------------------------------------------------------------------- match flow


def goal_label(card: str | None, how: str, turn: int, short: bool = False) -> str:
    """A goal's pin label: its scorer and turn; `short`: the turn as a bare number (the axis
    below says "turn"), for a crowded stretch."""
    name = card_name(card) if card else _("blind")
    if how == "penalty":
        name += " (" + _("pen") + ")"
    if short:
        return _("{card} · {turn}").format(card=name, turn=turn)
    return _("{card} · turn {turn}").format(card=name, turn=turn)


def draw_flow(surface: pygame.Surface, area: pygame.Rect, story: MatchStory, progress: float = 1.0) -> None:
    """Goals above (HOME) and below (AWAY) a chart of the control marker, on one axis of turns."""
    turns = max(1, story.turns)
    gutter = max(assets.font(LABEL, True).size(side_name(s))[0] for s in (0, 1)) + px(12)
    gutter = max(gutter, assets.font(LABEL).size(_("turn"))[0] + px(12))
    high = assets.font(LABEL, True).get_ascent() + px(2)
    lane = max(px(44), round((high + px(6)) / 0.45))  # two rows of goal labels, at any text size (review22 #7)
    axis = px(24)
    chart = pygame.Rect(area.x + gutter, area.y + lane, area.w - gutter, area.h - 2 * lane - axis)
    band = chart.h / 5

    def x_of(turn_x: float) -> int:
        return round(chart.x + turn_x / turns * chart.w)

    def y_of(value: int) -> int:
        return round(chart.y + (2 - value + 0.5) * band)

    # the five spaces of the control track, tinted toward the team that pushed the marker there
    tint = pygame.Surface(chart.size, pygame.SRCALPHA)
    for value, alpha in ((2, 70), (1, 26), (-1, 26), (-2, 70)):
        colour = club_ink(0 if value > 0 else 1)
        top = round((2 - value) * band)
        pygame.draw.rect(tint, (*colour, alpha), (0, top, chart.w, round((3 - value) * band) - top))
    pygame.draw.rect(tint, (255, 255, 255, 10), (0, round(2 * band), chart.w, round(band)))
    surface.blit(tint, chart)
    for side in (0, 1):
        y = chart.y - lane // 2 if side == 0 else chart.bottom + lane // 2
        blit_text(surface, side_name(side), (area.x, y), LABEL, club_ink(side), True, "midleft", gutter - px(8))

    # half time and the axis of turns
    axis_y = chart.bottom + lane + px(4)
    ht_rect = None
    if story.half_time is not None:
        hx = x_of(story.half_time)
        _dashed(surface, DIM, (hx, chart.y), (hx, chart.bottom), max(1, px(1.5)))
        pygame.draw.line(surface, DIM, (hx, chart.bottom + lane - px(6)), (hx, chart.bottom + lane), max(1, px(1.5)))
        ht_rect = blit_text(surface, _("half time"), (hx, axis_y), LABEL, TEXT, True, "midtop", chart.w // 3)
    blit_text(surface, _("turn"), (area.x, axis_y), LABEL, DIM, False, "topleft", gutter - px(8))
    pygame.draw.line(surface, (90, 110, 106), (chart.x, chart.bottom + lane), (chart.right, chart.bottom + lane))
    for t in [1, *range(10, turns + 1, 10)]:
        x = x_of(t - 0.5)
        label = assets.text(str(t), LABEL, DIM)
        r = label.get_rect(midtop=(x, axis_y))
        if ht_rect is not None and r.inflate(px(8), 0).colliderect(ht_rect):
            continue
        pygame.draw.line(surface, (90, 110, 106), (x, chart.bottom + lane - px(4)), (x, chart.bottom + lane))
        surface.blit(label, r)

    # the marker's path, drawn in from the left
    reach = chart.x + round(chart.w * max(0.0, min(1.0, progress)))
    clip = surface.get_clip()
    surface.set_clip(pygame.Rect(chart.x, area.y, reach - chart.x + 1, area.h).clip(clip or surface.get_rect()))
    path = story.marker or [(0.0, 0)]
    fill = pygame.Surface(chart.size, pygame.SRCALPHA)
    line: list[tuple[int, int]] = []
    for i, (at, value) in enumerate(path):
        x0, x1 = x_of(at), x_of(path[i + 1][0] if i + 1 < len(path) else at)
        if value and x1 > x0:
            colour = club_ink(0 if value > 0 else 1)
            top, bottom = sorted((y_of(value), y_of(0)))
            pygame.draw.rect(fill, (*colour, 110), (x0 - chart.x, top - chart.y, x1 - x0, bottom - top))
        line += [(x0, y_of(value)), (x1, y_of(value))]
    surface.blit(fill, chart)
    if len(line) >= 2:
        pygame.draw.lines(surface, FLOOD, False, line, max(2, px(2.5)))
    surface.set_clip(clip)
    for value in (2, 0, -2):  # the zones' names, over the line, at the top-left of their space
        top = round(chart.y + (2 - value) * band) + px(1)
        if value:
            side = 0 if value > 0 else 1
            tag = _("{side} {state}").format(side=side_name(side), state=control_name("AGGRESSIVE"))
            colour = mix(club_ink(side), TEXT, 0.45)
        else:
            tag, colour = control_name("NORMAL"), DIM
        size = assets.font(LABEL, True).size(tag)
        pill = pygame.Rect(chart.x + px(4), top, min(size[0], chart.w // 2) + px(8), size[1])
        shade = pygame.Surface(pill.size, pygame.SRCALPHA)
        pygame.draw.rect(shade, (*GLASS_BOTTOM, 170), shade.get_rect(), border_radius=px(5))
        surface.blit(shade, pill)
        blit_text(surface, tag, (chart.x + px(8), top), LABEL, colour, True, "topleft", chart.w // 2)

    _draw_goal_pins(surface, story, chart, lane, x_of, reach)


def _draw_goal_pins(
    surface: pygame.Surface,
    story: MatchStory,
    chart: pygame.Rect,
    lane: int,
    x_of: Callable[[float], int],
    reach: int,
) -> None:
    """Each goal as a ball on a stem at its turn, HOME's above the chart and AWAY's below, its
    scorer beside it. A label that would come within a few pixels of a ball, a stem or another
    label (#38: penalty labels met at 1024 pt) moves out to the lane's
    second row (its stem reaching it), then gives its turn as a bare number, then drops it, then
    (a crowded stretch) is left out. A crowded side's labels all take one size smaller (never
    under 12 real pixels) before one of them gets shorter (review22 #7)."""
    r = px(8)
    sizes = [s for s in (LABEL, LABEL - 1, LABEL - 2) if s == LABEL or assets.real_px(s) >= 12]
    lanes = []
    for side in (0, 1):
        goals = [g for g in story.goals_by(side) if x_of(g.turn - 0.5) <= reach]
        edge = chart.y if side == 0 else chart.bottom
        out = -1 if side == 0 else 1
        ys = [round(edge + out * lane * 0.3), round(edge + out * lane * 0.75)]
        balls = [pygame.Rect(x_of(g.turn - 0.5) - r, ys[0] - r, 2 * r, 2 * r) for g in goals]
        # placed left to right, then right to left (review22 #7: a late goal lost its turn when
        # the one before it took the room): the order that keeps more labels whole
        best = {
            size: min((_place_labels(goals, balls, ys, chart, size, order) for order in (1, -1)), key=lambda t: t[0])
            for size in sizes
        }
        lanes.append((goals, edge, ys, balls, best))
    # one size for both sides' labels: the largest that keeps them as whole as any
    size = min(sizes, key=lambda s: (sum(best[s][0] for *_rest, best in lanes), -s))
    for side, (goals, edge, ys, balls, best) in enumerate(lanes):
        labels = best[size][1]
        for spot in balls:
            pygame.draw.line(surface, club_ink(side), (spot.centerx, edge), spot.center, max(1, px(2)))
        for x, row, box, text, gold in labels:
            if not text:
                continue
            if row:
                pygame.draw.line(surface, club_ink(side), (x, ys[0]), (x, ys[1]), max(1, px(2)))
            pygame.draw.rect(surface, GLASS_BOTTOM, box.inflate(px(6), px(2)), border_radius=px(6))
            blit_text(surface, text, (box.x, ys[row]), size, GOLD if gold else TEXT, True, "midleft", box.w + px(2))
        for goal, spot in zip(goals, balls, strict=True):
            ball(surface, spot.center, r, GOLD if goal.exact_11 else club_ink(side))


Label = tuple[int, int, pygame.Rect, str, bool]  # x, row, box, text ("" when left out), gold


def _place_labels(
    goals: list[GoalLine], balls: list[pygame.Rect], ys: list[int], chart: pygame.Rect, size: int, order: int
) -> tuple[int, list[Label]]:
    """Each goal's label on the lane's first row beside its ball (right, else left), else on the
    second row (its stem reaching it), else shorter, else left out; goals taken in
    `order` (1: left to right, -1: right to left). With the cost: 1 a label with its bare turn
    number, 2 one without its turn, 4 one left out."""
    font = assets.font(size, True)
    high = font.get_ascent() + px(2)  # a label's ink with its plate, at any text size
    r = balls[0].w // 2 if balls else 0
    taken = list(balls)
    placed: dict[int, Label] = {}
    cost = 0
    indices = list(range(len(goals)))[::order]
    for i in indices:
        goal, spot = goals[i], balls[i]
        x = spot.centerx
        name = card_name(goal.card) if goal.card else _("blind")
        placed[i] = (x, 0, spot, "", goal.exact_11)
        loss = 4
        texts = [
            (goal_label(goal.card, goal.how, goal.turn), 0),
            (goal_label(goal.card, goal.how, goal.turn, True), 1),
            (name, 2),
        ]
        for (text, short), row, way in ((t, row, way) for t in texts for row in (0, 1) for way in (1, -1)):
            w = font.size(text)[0]
            reach = r + px(4) if row == 0 else px(4)
            left = x + reach if way == 1 else x - reach - w
            if left + w > chart.right or left < chart.x:
                continue
            box = pygame.Rect(left, ys[row] - high // 2, w, high)
            near = box.inflate(px(8), px(2)).colliderect(spot)  # its own ball: just clear
            if not near and not any(box.inflate(px(16), px(2)).colliderect(o) for o in taken if o is not spot):
                taken.append(box)
                if row:  # its stem down to the second row: no later label runs across it
                    taken.append(pygame.Rect(x - px(1), min(ys), px(2), abs(ys[1] - ys[0])))
                placed[i] = (x, row, box, text, goal.exact_11)
                loss = short
                break
        cost += loss
    return cost, [placed[i] for i in range(len(goals))]


# ---------------------------------------------------------------------------------- shots


def exact_line(story: MatchStory, side: int) -> str:
    return _("Exactly 11: {n} ({m} scored)").format(n=story.exact_11(side), m=story.exact_11_goals(side))


def draw_shots(surface: pygame.Surface, area: pygame.Rect, story: MatchStory, progress: float = 1.0) -> None:
    """Two rows, HOME's shots and AWAY's: for each shot its attack (the shooter's colour, gold for
    an exact 11) beside the defence it met, against a dashed 11 line; a ball over each goal."""
    crossed = any(not s.goal and s.outcome == "tackle" for s in story.shots)
    legend_h = legend_height(area.w, crossed)
    rows = area.h - legend_h
    top = max([12, *(s.attack for s in story.shots), *(s.defense or 0 for s in story.shots)]) + 1
    for side in (0, 1):
        row = pygame.Rect(area.x, area.y + side * rows // 2, area.w, rows // 2 - px(6))
        _draw_shot_row(surface, row, story, side, top, progress)
    _draw_legend(surface, pygame.Rect(area.x, area.bottom - legend_h + px(4), area.w, legend_h - px(4)), crossed)


def _draw_shot_row(
    surface: pygame.Surface, row: pygame.Rect, story: MatchStory, side: int, top: int, progress: float
) -> None:
    shots = story.shots_by(side)
    name = blit_text(surface, side_name(side), (row.x, row.y), 16, club_ink(side), True, max_width=row.w // 3)
    count = ngettext("{n} shot", "{n} shots", len(shots)).format(n=len(shots))
    room = row.w // 3
    shown = blit_text(surface, count, (name.right + px(10), name.centery), LABEL, DIM, False, "midleft", room)
    exact = story.exact_11(side)
    room = row.right - shown.right - px(12)
    colour = GOLD if exact else DIM
    line = exact_line(story, side)
    below = name.bottom
    if not fits(line, LABEL, room, exact > 0):  # a longer language at larger text: on a line of its own
        at = blit_text(surface, line, (row.right, below), LABEL, colour, exact > 0, "topright", row.w)
        below = at.bottom
    else:
        blit_text(surface, line, (row.right, name.centery), LABEL, colour, exact > 0, "midright", room)
    plot = pygame.Rect(row.x + px(26), below + px(16), row.w - px(26), row.bottom - below - px(16))
    base = plot.bottom

    def y_of(v: float) -> int:
        return round(base - v / top * plot.h)

    pygame.draw.line(surface, (90, 110, 106), (plot.x, base), (plot.right, base), max(1, px(1)))
    eleven = y_of(11)
    _dashed(surface, GOLD, (plot.x, eleven), (plot.right, eleven), max(1, px(1.5)))
    blit_text(surface, "11", (plot.x - px(6), eleven), LABEL, GOLD, True, "midright", px(24))
    if not shots:
        blit_text(surface, _("no shots"), plot.center, LABEL, DIM, False, "center", plot.w)
        return
    slot = plot.w / max(len(shots), 8)
    bar = max(2, round(slot * 0.36))
    defence_colour = mix(club_ink(1 - side), BG, 0.5)
    for i, shot in enumerate(shots):
        k = max(0.0, min(1.0, progress * 1.8 - i / len(shots) * 0.8))
        if k <= 0:
            continue
        k = 1 - (1 - k) ** 3
        x = round(plot.x + i * slot + slot * 0.12)
        _bar(surface, x, bar, base, y_of(shot.attack * k), _attack_colour(shot))
        if shot.defense is not None:
            _bar(surface, x + bar + max(1, px(1)), bar, base, y_of(shot.defense * k), defence_colour)
        if k >= 1:
            _mark(surface, shot, x + bar, y_of(max(shot.attack, shot.defense or 0)), plot.y - px(10))


def _attack_colour(shot: ShotLine) -> Color:
    return GOLD if shot.exact_11 else club_ink(shot.side)


def _bar(surface: pygame.Surface, x: int, w: int, base: int, top: int, colour: Color) -> None:
    if base - top < 1:
        return
    rect = pygame.Rect(x, top, w, base - top)
    pygame.draw.rect(surface, colour, rect, border_top_left_radius=px(2), border_top_right_radius=px(2))
    sheen = pygame.Rect(x, top, max(1, w // 3), base - top)
    pygame.draw.rect(surface, mix(colour, FLOOD, 0.35), sheen, border_top_left_radius=px(2))


def _mark(surface: pygame.Surface, shot: ShotLine, x: int, y_top: int, highest: int) -> None:
    """Over the pair: a ball for a goal (gold-ringed for an exact 11), a small cross for a penalty
    missed after a tackle."""
    r = px(6)
    y = max(highest, y_top - r - px(4))
    if shot.goal:
        ball(surface, (x, y), r, GOLD if shot.exact_11 else None)
    elif shot.outcome == "tackle":
        _cross(surface, (x, y), px(4))


def _cross(surface: pygame.Surface, at: tuple[int, int], d: int) -> None:
    x, y = at
    pygame.draw.line(surface, MISSED, (x - d, y - d), (x + d, y + d), max(1, px(2)))
    pygame.draw.line(surface, MISSED, (x - d, y + d), (x + d, y - d), max(1, px(2)))


LegendItem = tuple[str, tuple[Color, Color] | str | None]  # a word and its swatch, "cross" or None (a ball)


def _legend_items(crossed: bool) -> list[LegendItem]:
    items: list[LegendItem] = [
        (_("attack"), (club_ink(0), club_ink(1))),
        (_("defense"), (mix(club_ink(1), BG, 0.5), mix(club_ink(0), BG, 0.5))),
        (_("exactly 11"), (GOLD, GOLD)),
        (_("goal"), None),
    ]
    if crossed:
        items.append((_("penalty missed"), "cross"))
    return items


def legend_rows(width: int, crossed: bool) -> tuple[int, list[list[LegendItem]]]:
    """The legend's text size and its rows: one line, closer then a little smaller for a long
    language; else two lines at the usual size, never a cut word (review22 #7: "penalty…")."""
    items = _legend_items(crossed)
    for size in (LABEL, LABEL - 1, LABEL - 2):
        if _row_width(items, size) <= width:
            return size, [items]
    rows: list[list[LegendItem]] = [[]]
    for item in items:
        if rows[-1] and _row_width([*rows[-1], item], LABEL) > width:
            rows.append([])
        rows[-1].append(item)
    return LABEL, rows


def _row_width(items: list[LegendItem], size: int) -> int:
    return sum(assets.font(size).size(text)[0] + px(16) for text, _c in items) + px(5) * max(0, len(items) - 1)


def legend_height(width: int, crossed: bool) -> int:
    _size, rows = legend_rows(width, crossed)
    return px(24) + (len(rows) - 1) * assets.line_px(18)


def _draw_legend(surface: pygame.Surface, rect: pygame.Rect, crossed: bool = False) -> None:
    """What the colours and marks mean, in quiet lines (the cross only when a penalty was missed)."""
    size, rows = legend_rows(rect.w, crossed)
    sw = px(10)
    step = assets.line_px(18)
    for k, items in enumerate(rows):
        widths = [assets.font(size).size(text)[0] + sw + px(6) for text, _c in items]
        gaps = max(1, len(items) - 1)
        gap = min(px(22), max(px(5), (rect.w - sum(widths)) // gaps))
        x = rect.x
        y = rect.y + (rect.h - (len(rows) - 1) * step) // 2 + k * step
        for (text, colour), w in zip(items, widths, strict=True):
            if colour is None:
                ball(surface, (x + sw // 2, y), sw // 2 + px(1))
            elif isinstance(colour, str):
                _cross(surface, (x + sw // 2, y), sw // 2 - px(1))
            else:
                pygame.draw.rect(surface, colour[0], (x, y - sw // 2, sw // 2, sw))
                pygame.draw.rect(surface, colour[1], (x + sw // 2, y - sw // 2, sw - sw // 2, sw))
            blit_text(surface, text, (x + sw + px(6), y), size, DIM, False, "midleft", w - sw - px(6))
            x += w + gap
