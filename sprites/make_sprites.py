"""Draw the game's sprites with pygame primitives and save them as PNGs beside this script.

Run: `python sprites/make_sprites.py`. Every image is our own work (see LICENSE.txt). Symbols are
white on transparent so the game can tint them; each has a distinct silhouette so it reads without
colour at small sizes."""

from __future__ import annotations

import math
import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

HERE = Path(__file__).resolve().parent
S = 64  # symbols are drawn at 64 px and scaled down by the game
WHITE = (255, 255, 255, 255)
CLEAR = (0, 0, 0, 0)


def canvas(w: int = S, h: int = S) -> pygame.Surface:
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    surf.fill(CLEAR)
    return surf


def ball() -> pygame.Surface:
    s = canvas()
    c = S // 2
    pygame.draw.circle(s, WHITE, (c, c), 27)
    pygame.draw.circle(s, CLEAR, (c, c), 22)
    # the pentagon in the middle and the seams to the rim
    pts = [
        (c + 10 * math.cos(math.radians(-90 + 72 * i)), c + 10 * math.sin(math.radians(-90 + 72 * i))) for i in range(5)
    ]
    pygame.draw.polygon(s, WHITE, pts)
    for x, y in pts:
        dx, dy = x - c, y - c
        pygame.draw.line(s, WHITE, (x, y), (c + dx * 2.3, c + dy * 2.3), 4)
    return s


def shield() -> pygame.Surface:
    s = canvas()
    pts = [(12, 10), (32, 4), (52, 10), (52, 30), (44, 48), (32, 60), (20, 48), (12, 30)]
    pygame.draw.polygon(s, WHITE, pts)
    inner = [(19, 15), (32, 11), (45, 15), (45, 30), (39, 44), (32, 52), (25, 44), (19, 30)]
    pygame.draw.polygon(s, CLEAR, inner)
    pygame.draw.rect(s, WHITE, (29, 14, 6, 36))
    return s


def plus() -> pygame.Surface:
    s = canvas()
    pygame.draw.rect(s, WHITE, (24, 6, 16, 52), border_radius=3)
    pygame.draw.rect(s, WHITE, (6, 24, 52, 16), border_radius=3)
    return s


def up_arrow() -> pygame.Surface:
    s = canvas()
    pygame.draw.polygon(s, WHITE, [(32, 4), (58, 32), (42, 32), (42, 60), (22, 60), (22, 32), (6, 32)])
    return s


def crack() -> pygame.Surface:
    """A shield broken by a zig-zag crack (R2.10)."""
    s = shield()
    pygame.draw.polygon(s, CLEAR, [(34, 0), (40, 0), (30, 22), (42, 30), (26, 64), (20, 64), (32, 36), (20, 26)])
    pygame.draw.line(s, WHITE, (6, 58), (58, 6), 5)
    return s


def lightning() -> pygame.Surface:
    s = canvas()
    pygame.draw.polygon(s, WHITE, [(38, 2), (12, 36), (30, 36), (22, 62), (52, 24), (34, 24), (46, 2)])
    return s


def star() -> pygame.Surface:
    s = canvas()
    pts = []
    for i in range(10):
        r = 29 if i % 2 == 0 else 12
        a = math.radians(-90 + 36 * i)
        pts.append((32 + r * math.cos(a), 33 + r * math.sin(a)))
    pygame.draw.polygon(s, WHITE, pts)
    return s


def boot() -> pygame.Surface:
    """Tackle: a sliding boot."""
    s = canvas()
    pygame.draw.polygon(s, WHITE, [(8, 18), (26, 18), (28, 34), (56, 40), (58, 52), (8, 52)])
    for x in (14, 26, 38, 50):
        pygame.draw.rect(s, WHITE, (x, 52, 5, 7))
    return s


def card_back(w: int = 88, h: int = 124) -> pygame.Surface:
    s = canvas(w, h)
    pygame.draw.rect(s, (24, 40, 64, 255), (0, 0, w, h), border_radius=8)
    pygame.draw.rect(s, (214, 178, 84, 255), (0, 0, w, h), 3, border_radius=8)
    for i in range(-h, w, 10):
        pygame.draw.line(s, (36, 58, 92, 255), (i, 0), (i + h, h), 3)
    pygame.draw.rect(s, (214, 178, 84, 255), (6, 6, w - 12, h - 12), 1, border_radius=6)
    cx, cy = w // 2, h // 2
    pygame.draw.circle(s, (24, 40, 64, 255), (cx, cy), 24)
    pygame.draw.circle(s, (214, 178, 84, 255), (cx, cy), 24, 3)
    # "11" drawn as four bars: no font needed
    for x in (cx - 9, cx + 3):
        pygame.draw.rect(s, (214, 178, 84, 255), (x, cy - 12, 6, 24))
    return s


def token(face_up: bool) -> pygame.Surface:
    s = canvas(40, 40)
    if face_up:
        pygame.draw.circle(s, (250, 250, 240, 255), (20, 20), 19)
        pygame.draw.circle(s, (30, 30, 30, 255), (20, 20), 19, 2)
        b = pygame.transform.smoothscale(ball(), (26, 26))
        b.fill((30, 30, 30, 255), special_flags=pygame.BLEND_RGBA_MIN)
        s.blit(b, (7, 7))
    else:
        pygame.draw.circle(s, (70, 70, 78, 255), (20, 20), 19)
        pygame.draw.circle(s, (20, 20, 24, 255), (20, 20), 19, 2)
        pygame.draw.line(s, (20, 20, 24, 255), (9, 9), (31, 31), 4)
        pygame.draw.line(s, (20, 20, 24, 255), (31, 9), (9, 31), 4)
    return s


def marker() -> pygame.Surface:
    s = canvas(36, 44)
    pygame.draw.polygon(s, (250, 214, 64, 255), [(18, 42), (2, 18), (2, 4), (34, 4), (34, 18)])
    pygame.draw.polygon(s, (40, 30, 10, 255), [(18, 42), (2, 18), (2, 4), (34, 4), (34, 18)], 3)
    b = pygame.transform.smoothscale(ball(), (20, 20))
    b.fill((40, 30, 10, 255), special_flags=pygame.BLEND_RGBA_MIN)
    s.blit(b, (8, 6))
    return s


def icon() -> pygame.Surface:
    """The application icon, 256 px: a ball on a pitch with the gold "11"."""
    s = canvas(256, 256)
    pygame.draw.rect(s, (38, 112, 62, 255), (8, 8, 240, 240), border_radius=44)
    pygame.draw.rect(s, (214, 178, 84, 255), (8, 8, 240, 240), 8, border_radius=44)
    pygame.draw.line(s, (226, 240, 228, 255), (16, 128), (240, 128), 5)
    b = pygame.transform.smoothscale(ball(), (150, 150))
    disc = canvas(150, 150)
    pygame.draw.circle(disc, (20, 28, 24, 255), (75, 75), 66)
    s.blit(disc, (53, 53))
    s.blit(b, (53, 53))
    for x in (92, 146):
        pygame.draw.rect(s, (214, 178, 84, 255), (x - 9, 188, 18, 44), border_radius=4)
    return s


SPRITES = {
    "ball": ball,
    "shield": shield,
    "plus": plus,
    "up_arrow": up_arrow,
    "crack": crack,
    "lightning": lightning,
    "star": star,
    "boot": boot,
    "card_back": card_back,
    "token_up": lambda: token(True),
    "token_down": lambda: token(False),
    "marker": marker,
    "icon": icon,
}


def main() -> None:
    pygame.init()
    for name, make in SPRITES.items():
        pygame.image.save(make(), str(HERE / f"{name}.png"))
        print(f"wrote sprites/{name}.png")


if __name__ == "__main__":
    main()
