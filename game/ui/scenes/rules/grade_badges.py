"""The review's grade badges, each in its colour and its own shape (a star, a circle, a triangle, a
diamond, a cross: not colour alone), and the Rules page's picture of the grades and their limits."""

from __future__ import annotations

import math

import pygame

from game.ai.review import BEST_MAX, GOOD_MAX, GRADES, INACCURACY_MAX, MISTAKE_MAX
from game.i18n import _
from game.ui.look.metrics import px
from game.ui.look.theme import DIM, TEXT
from game.ui.widgets.basic import blit_text
from game.ui.words.review_words import GRADE_COLOURS, grade_name


def draw_grade(surface: pygame.Surface, grade: str, centre: tuple[int, int], r: int) -> None:
    """A grade's badge: its colour and its own shape (star, circle, triangle, diamond, cross)."""
    colour = GRADE_COLOURS.get(grade, DIM)
    x, y = centre
    if grade == "best":
        points = []
        for k in range(10):
            rad = r if k % 2 == 0 else r * 0.45
            a = -math.pi / 2 + k * math.pi / 5
            points.append((x + rad * math.cos(a), y + rad * math.sin(a)))
        pygame.draw.polygon(surface, colour, points)
    elif grade == "good":
        pygame.draw.circle(surface, colour, centre, int(r * 0.8))
    elif grade == "inaccuracy":
        pygame.draw.polygon(surface, colour, [(x, y - r), (x + r, y + r * 0.8), (x - r, y + r * 0.8)])
    elif grade == "mistake":
        pygame.draw.polygon(surface, colour, [(x, y - r), (x + r, y), (x, y + r), (x - r, y)])
    else:
        w = max(2, r // 2)
        pygame.draw.line(surface, colour, (x - r, y - r), (x + r, y + r), w)
        pygame.draw.line(surface, colour, (x - r, y + r), (x + r, y - r), w)


def limits_words() -> list[str]:
    """Each grade's limit in points of win chance given away against Hard's best option."""
    return [
        _("at most {n} points").format(n=round(BEST_MAX)),
        _("at most {n} points").format(n=round(GOOD_MAX)),
        _("at most {n} points").format(n=round(INACCURACY_MAX)),
        _("at most {n} points").format(n=round(MISTAKE_MAX)),
        _("more than {n} points").format(n=round(MISTAKE_MAX)),
    ]


def draw_grades(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The Rules page's picture: the five grades, their badges and their limits."""
    step = rect.h // (len(GRADES) + 1)
    for k, (grade, limit) in enumerate(zip(GRADES, limits_words(), strict=True)):
        y = rect.y + step * (k + 1)
        draw_grade(surface, grade, (rect.x + px(40), y), px(14))
        blit_text(surface, grade_name(grade), (rect.x + px(70), y), 22, TEXT, True, "midleft", rect.w // 2 - px(80))
        blit_text(surface, limit, (rect.centerx, y), 18, DIM, False, "midleft", rect.w // 2 - px(10))
