"""The review's win-chance chart: each reviewed coach's chance of taking the match, turn by turn
from kick-off to the whistle, as that coach saw it; goals (a ball: a shot that scored is its
goal), shots that did not score (a triangle down), substitutions (a square) and half time (a
dashed line) marked. It lays out in a rect, says which point is under the mouse and draws the
hovered point's caption."""

from __future__ import annotations

import pygame

from game.ai.review import CoachReview, CurveMark, CurvePoint, MatchReview
from game.i18n import _
from game.ui.art.chart_card import ball
from game.ui.look.metrics import px
from game.ui.look.theme import DIM, TEXT, Color
from game.ui.widgets.basic import blit_text
from game.ui.words.card_text import short, side_name

LABEL = 13


def mark_words(mark: CurveMark) -> str:
    if mark.kind == "goal":
        score = f"{mark.score[0]}–{mark.score[1]}" if mark.score else ""
        who = short(mark.card) if mark.card else side_name(mark.side or 0)
        return _("goal: {who} ({score})").format(who=who, score=score)
    if mark.kind == "shot":
        totals = f"{mark.attack}–{mark.defense}" if mark.defense is not None else str(mark.attack)
        return _("{side} shot {totals}").format(side=side_name(mark.side or 0), totals=totals)
    if mark.kind == "substitution":
        return _("{into} on for {out}").format(into=short(mark.into or ""), out=short(mark.card or ""))
    if mark.kind == "half_time":
        return _("half time")
    return _("shoot-out kick")


class WinChart:
    """The chart in `rect`; `hover` is the (coach side, point index) under the mouse, if any."""

    def __init__(self, review: MatchReview, sides: list[int], inks: tuple[Color, Color]) -> None:
        self.review = review
        self.sides = sides
        self.inks = inks  # each club's name ink (game.ui.art.club_ink): its line and its caption's edge
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.hover: tuple[int, int] | None = None

    def _x(self, point: CurvePoint) -> int:
        turns = max(1, self.review.turns + 1)
        at = point.turn + (1.0 if point.kind == "whistle" else 0.0)
        return self.rect.x + int(self.rect.w * min(1.0, (at - 1) / turns if at >= 1 else 0.0))

    def _y(self, chance: float) -> int:
        return self.rect.bottom - int(self.rect.h * max(0.0, min(1.0, chance)))

    def _mark_x(self, mark: CurveMark) -> int:
        turns = max(1, self.review.turns + 1)
        return self.rect.x + int(self.rect.w * min(1.0, (mark.turn - 0.5) / turns))

    def point_at(self, pos: tuple[int, int]) -> tuple[int, int] | None:
        """The nearest curve point to `pos` within the chart (by x, then by y between coaches)."""
        if not self.rect.inflate(px(16), px(16)).collidepoint(pos):
            return None
        best: tuple[float, int, int] | None = None
        for side in self.sides:
            for i, p in enumerate(self.review.coaches[side].curve):
                d = abs(self._x(p) - pos[0]) * 4 + abs(self._y(p.chance) - pos[1])
                if best is None or d < best[0]:
                    best = (d, side, i)
        return None if best is None else (best[1], best[2])

    def point(self, key: tuple[int, int]) -> CurvePoint:
        return self.review.coaches[key[0]].curve[key[1]]

    def draw(self, surface: pygame.Surface) -> None:
        r = self.rect
        grid = (70, 92, 88)
        for chance in (0.0, 0.5, 1.0):
            y = self._y(chance)
            pygame.draw.line(surface, grid, (r.x, y), (r.right, y), max(1, px(1)))
            blit_text(surface, f"{round(chance * 100)}%", (r.x - px(6), y), LABEL, DIM, False, "midright", px(50))
        if self.review.half_time is not None:
            x = self._x(CurvePoint("turn", self.review.half_time + 1, 2, 0, 0.0, (0, 0)))
            for y in range(r.y, r.bottom, px(8)):
                pygame.draw.line(surface, DIM, (x, y), (x, min(r.bottom, y + px(4))), max(1, px(1)))
            blit_text(surface, _("half time"), (x, r.y - px(2)), LABEL, DIM, False, "midbottom", px(120))
        for side in self.sides:
            self._draw_coach(surface, self.review.coaches[side])
        if self.hover is not None:
            self._draw_caption(surface, self.hover)

    def _draw_coach(self, surface: pygame.Surface, coach: CoachReview) -> None:
        colour = self.inks[coach.side]
        points = [(self._x(p), self._y(p.chance)) for p in coach.curve]
        if len(points) > 1:
            pygame.draw.lines(surface, colour, False, points, max(2, px(3)))
        for x, y in points:
            pygame.draw.circle(surface, colour, (x, y), max(2, px(3)))
        lane = self.rect.bottom + px(10) + (px(14) if coach.side == 1 else 0)
        for mark in coach.marks:
            if mark.side != coach.side or mark.kind == "half_time":
                continue
            x = self._mark_x(mark)
            if mark.kind == "goal":
                ball(surface, (x, lane), px(6), colour)
            elif mark.kind == "shot" and not scored(mark):  # a shot that scored is its goal's ball
                s = px(5)
                pygame.draw.polygon(
                    surface, colour, [(x, lane + s), (x - s, lane - s), (x + s, lane - s)], max(1, px(1))
                )
            elif mark.kind == "substitution":
                pygame.draw.rect(surface, colour, pygame.Rect(x - px(4), lane - px(4), px(8), px(8)), max(1, px(1)))

    def _draw_caption(self, surface: pygame.Surface, key: tuple[int, int]) -> None:
        side, index = key
        coach = self.review.coaches[side]
        p = coach.curve[index]
        x, y = self._x(p), self._y(p.chance)
        pygame.draw.circle(surface, TEXT, (x, y), px(6), max(1, px(2)))
        if p.kind == "whistle":
            when = _("full time")
        else:
            when = _("kick-off") if index == 0 else _("turn {turn}").format(turn=p.turn)
        lines = [
            _("{side}, {when}: {chance}% to take the match").format(
                side=side_name(side), when=when, chance=round(p.chance * 100)
            )
        ]
        lines += [mark_words(m) for m in coach.marks if m.turn == p.turn and p.kind == "turn" and m.kind != "half_time"]
        lines.append(_("click: watch the replay from here"))
        width = px(360)
        box = pygame.Rect(0, 0, width, px(12) + px(18) * len(lines))
        box.midbottom = (min(max(x, self.rect.x + width // 2), self.rect.right - width // 2), y - px(10))
        if box.y < self.rect.y - px(30):
            box.top = y + px(12)
        pygame.draw.rect(surface, (14, 22, 26), box, border_radius=px(6))
        pygame.draw.rect(surface, self.inks[side], box, max(1, px(1)), border_radius=px(6))
        for n, line in enumerate(lines):
            colour = TEXT if n == 0 else DIM
            blit_text(surface, line, (box.x + px(8), box.y + px(6) + n * px(18)), LABEL, colour, n == 0, "topleft",
                      width - px(16))  # fmt: skip


def scored(mark: CurveMark) -> bool:
    return mark.outcome in ("goal", "magic")


def drawn_kinds(review: MatchReview, sides: list[int]) -> set[str]:
    """The marks the chart draws for `sides`: "goal", "miss" (a shot that did not score), "sub"."""
    kinds: set[str] = set()
    for side in sides:
        for mark in review.coaches[side].marks:
            if mark.side != side:
                continue
            if mark.kind == "goal":
                kinds.add("goal")
            elif mark.kind == "shot" and not scored(mark):
                kinds.add("miss")
            elif mark.kind == "substitution":
                kinds.add("sub")
    return kinds


def draw_keys(
    surface: pygame.Surface,
    card: pygame.Rect,
    lines: list[tuple[str, tuple[int, int, int]]],
    kinds: set[str] | None = None,
) -> None:
    """Along the foot of the chart's card, what the chart shows: each coach's line (its colour and
    club), then the marks it draws (`kinds`, all when None): a goal (a ball), a shot that did not
    score (a triangle down) and a substitution (review22 #11: no key for a mark never drawn). An
    item that would not fit whole is left out, never cut."""
    from game.ui.look import assets

    y = card.bottom - px(14)
    x = card.x + px(24)
    right = card.right - px(16)
    s = px(5)

    def room_for(words: str, glyph: int) -> bool:
        return x + glyph + assets.text(words, LABEL, DIM).get_width() <= right

    for words, colour in lines:
        if not room_for(words, px(26)):
            return
        pygame.draw.line(surface, colour, (x, y), (x + px(18), y), max(2, px(3)))
        x = blit_text(surface, words, (x + px(24), y), LABEL, TEXT, True, "midleft").right + px(18)
    for kind, words in (
        ("goal", _("goal")),
        ("miss", _("shot, no goal")),
        ("sub", _("substitution")),
    ):
        if kinds is not None and kind not in kinds:
            continue
        if not room_for(words, px(18)):
            return
        cx = x + s
        if kind == "goal":
            ball(surface, (cx, y), px(6), DIM)
        elif kind == "sub":
            pygame.draw.rect(surface, DIM, pygame.Rect(cx - px(4), y - px(4), px(8), px(8)), max(1, px(1)))
        else:
            pygame.draw.polygon(surface, DIM, [(cx, y + s), (cx - s, y - s), (cx + s, y - s)], max(1, px(1)))
        x = blit_text(surface, words, (x + px(16), y), LABEL, DIM, False, "midleft").right + px(16)
