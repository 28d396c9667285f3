"""The review's win-chance chart: each reviewed coach's chance of taking the match, turn by turn
from kick-off to the whistle, as that coach saw it; goals (a ball: a shot that scored is its
goal, ON the curve at its turn with the scorer's crest), shots that did not score (a triangle
down), substitutions (a square) and half time (a dashed line) marked; the line in the clubs' inks
and the area above or below the even line tinted by the club ahead (review24 #11). It lays out in
a rect, says which point is under the mouse and draws the hovered point's caption."""

from __future__ import annotations

from itertools import pairwise

import pygame

from game.ai.review import CoachReview, CurveMark, CurvePoint, MatchReview
from game.i18n import _
from game.ui.art.chart_card import ball
from game.ui.art.club_crest import club_crest
from game.ui.look import assets
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

    def __init__(
        self,
        review: MatchReview,
        sides: list[int],
        inks: tuple[Color, Color],
        clubs: tuple[str, str] = ("", ""),
        names: tuple[str, str] = ("", ""),
    ) -> None:
        self.review = review
        self.sides = sides
        self.inks = inks  # each club's name ink (game.ui.art.club_ink): its line and its caption's edge
        self.clubs = clubs  # each side's club id: the crest on its goals
        self.names = names  # each side's club name: the words on the part of the chart where it leads
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

    def curve_y(self, side: int, x: int) -> int:
        """The height of `side`'s drawn line at `x` (between its two points either side)."""
        points = [(self._x(p), self._y(p.chance)) for p in self.review.coaches[side].curve]
        if not points:
            return self._y(0.5)
        if x <= points[0][0]:
            return points[0][1]
        for (x0, y0), (x1, y1) in pairwise(points):
            if x0 <= x <= x1:
                return y0 if x1 == x0 else round(y0 + (y1 - y0) * (x - x0) / (x1 - x0))
        return points[-1][1]

    def mark_spots(self) -> list[tuple[CurveMark, int, tuple[int, int]]]:
        """Each drawn mark, the coach whose line carries it and where: on that line at its turn. A
        side's own marks ride its line; with one line shown, the other side's goals ride it too."""
        out: list[tuple[CurveMark, int, tuple[int, int]]] = []
        for side in self.sides:
            for mark in self.review.coaches[side].marks:
                if mark.kind == "half_time" or mark.side is None:
                    continue
                own = mark.side == side
                if not own and (mark.side in self.sides or mark.kind != "goal"):
                    continue
                if mark.kind == "shot" and scored(mark):  # a shot that scored is its goal's ball
                    continue
                x = self._mark_x(mark)
                out.append((mark, side, (x, self.curve_y(side, x))))
        return out

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
        if self.sides:
            self._draw_lead(surface, self.sides[0])
        for chance in (0.0, 0.5, 1.0):
            y = self._y(chance)
            pygame.draw.line(surface, grid, (r.x, y), (r.right, y), max(1, px(2) if chance == 0.5 else 1))
            blit_text(surface, f"{round(chance * 100)}%", (r.x - px(6), y), LABEL, DIM, False, "midright", px(50))
        foot = r.bottom + px(4)
        blit_text(surface, _("kick-off"), (r.x, foot), LABEL, DIM, False, "topleft", r.w // 3)
        blit_text(surface, _("full time"), (r.right, foot), LABEL, DIM, False, "topright", r.w // 3)
        if self.review.half_time is not None:
            x = self._x(CurvePoint("turn", self.review.half_time + 1, 2, 0, 0.0, (0, 0)))
            for y in range(r.y, r.bottom, px(8)):
                pygame.draw.line(surface, DIM, (x, y), (x, min(r.bottom, y + px(4))), max(1, px(1)))
            blit_text(surface, _("half time"), (x, r.y - px(2)), LABEL, DIM, False, "midbottom", px(120))
        for side in self.sides:
            self._draw_coach(surface, self.review.coaches[side])
        if self.hover is not None:
            self._draw_caption(surface, self.hover)

    def _draw_lead(self, surface: pygame.Surface, side: int) -> None:
        """The room between `side`'s line and the even line tinted by the club ahead there."""
        points = [(self._x(p), self._y(p.chance)) for p in self.review.coaches[side].curve]
        if len(points) < 2:
            return
        r, even = self.rect, self._y(0.5)
        tint = pygame.Surface(r.size, pygame.SRCALPHA)
        shape = [(x - r.x, y - r.y) for x, y in points]
        area = [(shape[0][0], even - r.y), *shape, (shape[-1][0], even - r.y)]
        pygame.draw.polygon(tint, (255, 255, 255, 255), area)
        halves = ((side, pygame.Rect(0, 0, r.w, even - r.y)), (1 - side, pygame.Rect(0, even - r.y, r.w, r.h)))
        for lead, half in halves:
            wash = pygame.Surface(half.size, pygame.SRCALPHA)
            wash.fill((*self.inks[lead], 70))
            tint.blit(wash, half.topleft, special_flags=pygame.BLEND_RGBA_MULT)
        surface.blit(tint, r.topleft)
        if self.names[0] and len(self.sides) == 1:  # each tint in football words, in the leading club's ink
            for lead, top in ((side, True), (1 - side, False)):
                self._name_lead(surface, _("{club} ahead").format(club=self.names[lead]), lead, top, points)

    def _name_lead(
        self, surface: pygame.Surface, words: str, lead: int, top: bool, points: list[tuple[int, int]]
    ) -> None:
        """`words` where the line leaves room in the club's half of the chart: by its outer edge (left,
        then right), else by the even line (right, then left); nowhere when the line crosses all four."""
        r, gap = self.rect, px(4)
        size = assets.text(words, LABEL, DIM, True).get_size()
        w, h = min(size[0], r.w // 2), size[1]
        even = self._y(0.5)
        rows = (r.y + gap, even - gap - h) if top else (r.bottom - gap - h, even + gap)
        xs = (r.x + gap, r.right - gap - w)
        spots = [pygame.Rect(xs[0], rows[0], w, h), pygame.Rect(xs[1], rows[0], w, h)]
        spots += [pygame.Rect(xs[1], rows[1], w, h), pygame.Rect(xs[0], rows[1], w, h)]

        marks = [pygame.Rect(x - px(10), y - px(30), px(20), px(60)) for _m, _s, (x, y) in self.mark_spots()]

        def crossed(box: pygame.Rect) -> bool:
            near = box.inflate(px(6), px(6))
            return any(near.clipline(a, b) for a, b in pairwise(points)) or near.collidelist(marks) >= 0

        box = next((b for b in spots if not crossed(b)), None)
        if box is not None:
            blit_text(surface, words, box.topleft, LABEL, self.inks[lead], True, "topleft", r.w // 2)

    def line_ink(self, side: int, chance: float) -> Color:
        """`side`'s line where it shows `chance`: its club's ink, or, one line shown, the other
        club's ink where the other club is ahead."""
        if len(self.sides) == 1 and chance < 0.5:
            return self.inks[1 - side]
        return self.inks[side]

    def _draw_coach(self, surface: pygame.Surface, coach: CoachReview) -> None:
        curve = coach.curve
        points = [(self._x(p), self._y(p.chance)) for p in curve]
        width = max(2, px(3))
        for (a, b), (p, q) in zip(pairwise(points), pairwise(curve), strict=True):
            pygame.draw.line(surface, self.line_ink(coach.side, (p.chance + q.chance) / 2), a, b, width)
        for (x, y), p in zip(points, curve, strict=True):
            pygame.draw.circle(surface, self.line_ink(coach.side, p.chance), (x, y), max(2, px(3)))
        taken: list[pygame.Rect] = []  # the goals' balls and crests drawn so far: no crest over them
        for mark, side, (x, y) in self.mark_spots():
            if side != coach.side:
                continue
            colour = self.inks[mark.side if mark.side is not None else side]
            if mark.kind == "goal":
                self._draw_goal(surface, mark, (x, y), colour, taken)
            elif mark.kind == "shot":
                s = px(5)
                pygame.draw.polygon(surface, (14, 22, 26), [(x, y + s), (x - s, y - s), (x + s, y - s)])
                pygame.draw.polygon(surface, colour, [(x, y + s), (x - s, y - s), (x + s, y - s)], max(1, px(1.5)))
            elif mark.kind == "substitution":
                box = pygame.Rect(x - px(4), y - px(4), px(8), px(8))
                pygame.draw.rect(surface, (14, 22, 26), box)
                pygame.draw.rect(surface, colour, box, max(1, px(1.5)))

    def _draw_goal(
        self, surface: pygame.Surface, mark: CurveMark, at: tuple[int, int], colour: Color, taken: list[pygame.Rect]
    ) -> None:
        """A goal on the line: the ball ringed in the scorer's ink, the scorer's crest just above it
        (below when there is no room; none when both would cover another goal's ball or crest)."""
        ball(surface, at, px(7), colour)
        taken.append(pygame.Rect(at[0] - px(9), at[1] - px(9), px(18), px(18)))
        club_id = self.clubs[mark.side or 0]
        if not club_id:
            return
        crest = club_crest(club_id, max(10, px(18)))
        spots = [crest.get_rect(midbottom=(at[0], at[1] - px(10))), crest.get_rect(midtop=(at[0], at[1] + px(10)))]
        for place in spots:
            if place.top >= self.rect.y - px(8) and place.collidelist(taken[:-1]) < 0:
                surface.blit(crest, place)
                taken.append(place)
                return

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
