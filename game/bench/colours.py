"""The colour check of issue #42 point 1, in figures:

    python -m game.bench colours [--out DIR]

For each palette (standard, red_green, blue_yellow) the match table is drawn headless at
1920x1080 and its fills are sampled where they are drawn: the position lines, the sides' bars on
the scoreboard, the control track's spaces; the cards and chips are drawn at the table's sizes.
For every pair of roles (cards, chips, lines), the two sides, the three control states and the
four icons, under deuteranopia, protanopia and tritanopia (Machado 2009, severity 1.0), a pair
passes when its fills stay CIEDE2000 20 or more apart, or its drawn second cue (the role's shape,
the line's stroke, the side's mark, the state's pattern, the icon's symbol) tells the two apart:
the cue's pixels, separated from the fill by lightness as the eye without colour would, differ
by at least a quarter, and the cue itself stands 20 or more from its fill. `--out` saves each
palette's table and its three simulations as PNGs."""

from __future__ import annotations

import argparse
import itertools
import os
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

from game.bench.colour_sim import Rgb, delta_e, simulate

MIN_DE = 20.0
CUE_APART = 0.25
SIMS: tuple[str, ...] = ("deutan", "protan", "tritan")
VISIONS: tuple[str, ...] = ("normal", *SIMS)
PALETTE_NAMES: tuple[str, ...] = ("standard", "red_green", "blue_yellow")
SIZE = (1920, 1080)


@dataclass(frozen=True)
class Element:
    """One thing told apart by colour: its fill, and its cue (a crop holding the second cue and
    the ink the cue is drawn in)."""

    name: str
    fill: Rgb
    cue: pygame.Surface
    ink: Rgb
    ground: Rgb | None = None  # what the cue is drawn on, when not the fill

    @property
    def under(self) -> Rgb:
        return self.fill if self.ground is None else self.ground


@dataclass
class Pair:
    palette: str
    group: str
    cue_name: str
    a: Element
    b: Element
    delta: dict[str, float] = field(default_factory=dict)  # vision -> CIEDE2000 between the fills
    cue: dict[str, float] = field(default_factory=dict)  # vision -> share of the cue's pixels that differ

    def passes(self, vision: str) -> bool:
        return self.delta[vision] >= MIN_DE or self.cue[vision] >= CUE_APART

    @property
    def ok(self) -> bool:
        return all(self.passes(v) for v in SIMS)


def _luma(c: Rgb) -> float:
    return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2]


def cue_mask(el: Element, vision: str) -> set[tuple[int, int]]:
    """The cue's pixels as `vision` sees them: those whose lightness is nearer the ink's than the
    fill's (empty when ink and fill are not 20 apart there: a cue that cannot be read)."""
    ink, fill = simulate(el.ink, vision), simulate(el.under, vision)
    if delta_e(ink, fill) < MIN_DE:
        return set()
    li, lf = _luma(ink), _luma(fill)
    out = set()
    for x in range(el.cue.get_width()):
        for y in range(el.cue.get_height()):
            c = el.cue.get_at((x, y))
            if c.a < 128:
                continue
            p = _luma(simulate((c.r, c.g, c.b), vision))
            if abs(p - li) < abs(p - lf):
                out.add((x, y))
    return out


def cue_apart(a: Element, b: Element, vision: str) -> float:
    """How much two cues differ: the share of their pixels that only one of them has (0 when
    neither shows a readable cue; one shape against its absence counts, as AWAY's dark centre
    against HOME's full disc)."""
    ma, mb = cue_mask(a, vision), cue_mask(b, vision)
    if len(ma) < 4 and len(mb) < 4:
        return 0.0
    return len(ma ^ mb) / len(ma | mb)


def dominant(surface: pygame.Surface, rect: pygame.Rect, keep: Callable[[Rgb], bool] = lambda c: True) -> Rgb:
    """The commonest colour in `rect` among those `keep` accepts."""
    rect = rect.clip(surface.get_rect())
    seen: Counter[Rgb] = Counter()
    for x in range(rect.left, rect.right):
        for y in range(rect.top, rect.bottom):
            c = surface.get_at((x, y))
            rgb = (c.r, c.g, c.b)
            if keep(rgb):
                seen[rgb] += 1
    return seen.most_common(1)[0][0] if seen else (0, 0, 0)


def _crop(surface: pygame.Surface, rect: pygame.Rect) -> pygame.Surface:
    return surface.subsurface(rect.clip(surface.get_rect())).copy()


def _stroke(surface: pygame.Surface, y: int, x0: int, x1: int, colour: Rgb) -> pygame.Surface:
    """A line's stroke as a strip one pixel high: its colour where drawn, black elsewhere (the
    cue is where the line is and is not)."""
    strip = pygame.Surface((x1 - x0, 1))
    for x in range(x0, x1):
        c = surface.get_at((x, y))
        strip.set_at((x - x0, 0), colour if (c.r, c.g, c.b) == colour else (0, 0, 0))
    return strip


class Table:
    """The match table on a headless window, one palette at a time."""

    def __init__(self, size: tuple[int, int] = SIZE) -> None:
        from game.bench.sheets import Shooter, _random_to

        self.size = size
        self.shooter = Shooter(size, "en")
        state = next(_random_to(("attack_synergy",), 5))  # the shot-choice screen of the issue
        self.session = self.shooter.at(state.phase.value, state)

    def draw(self, palette: str) -> pygame.Surface:
        from game.ui.look import metrics, palettes

        metrics.set_window(*self.size)  # another window in the same process may have changed it
        palettes.set_palette(palette)
        self.shooter.frame(n=3)
        return self.shooter.app.screen.copy()


def elements(screen: pygame.Surface) -> dict[str, list[Element]]:
    """Every colour-coded thing of the active palette with its fill and cue, by group."""
    from game.engine.cards import default_cards
    from game.ui.art import cardart
    from game.ui.look import layout as L
    from game.ui.look.card_geometry import icon_radius
    from game.ui.look.metrics import px
    from game.ui.look.palettes import ROLES, STATES
    from game.ui.look.theme import ICON_COLORS, LINE_COLORS, ROLE_COLORS, ROLE_INK, STATE_COLORS
    from game.ui.table import pitch_view, scoreboard
    from game.ui.widgets.marks import HOLE, ink_on

    lay = L.get()
    base = default_cards().base
    cards = {role: next(c.id for c in base if c.role == role) for role in ROLES}
    out: dict[str, list[Element]] = {
        "card": [],
        "tray": [],
        "chip": [],
        "line": [],
        "side": [],
        "state": [],
        "icon": [],
    }
    for role, card in cards.items():
        for group, (w, h) in (("card", (lay.card_w, lay.card_h)), ("tray", lay.panel_card)):
            face = cardart.player_card(card, w, h)
            corner = h // 8 + 1  # the top frame between the rounded corner and the first half icon
            frame = pygame.Rect(corner, 1, max(2, w // 4 - icon_radius(h) - corner - 2), 2)
            box = cardart.tab_glyph_rect(card, w, h)
            out[group].append(Element(role, dominant(face, frame), _crop(face, box.inflate(2, 2)), ROLE_INK[role]))
        chip = cardart.mini_card(card, *lay.chip)
        cbox, _size, _beside = cardart.chip_glyph_rect(card, *lay.chip)
        fill = dominant(chip, chip.get_rect().inflate(-4, -4))
        out["chip"].append(Element(role, fill, _crop(chip, cbox.inflate(2, 2)), ROLE_INK[role]))
        for group in ("card", "tray", "chip"):  # sampled where drawn: the sample must be the role's colour
            assert out[group][-1].fill == ROLE_COLORS[role], (group, role, out[group][-1].fill)
    background = pitch_view.background()
    for between, role in enumerate(ROLES):
        y = L.line_y(True, between)
        x0, x1 = lay.field.x + px(30), lay.field.right - px(4)
        fill = _line_fill(screen, y, x0, x1, px(8))
        stroke = _stroke(background, y, x0, x1, LINE_COLORS[role])
        out["line"].append(Element(role, fill, stroke, LINE_COLORS[role], (0, 0, 0)))
    for side, row in enumerate(scoreboard.rows()):
        spot = row.mark
        fill = dominant(screen, pygame.Rect(row.rect.x, row.rect.y + px(4), px(3), row.rect.h - px(8)))
        inner = round(px(scoreboard.SCORE_MARK) * 0.6)  # the square inside the mark's light rim
        box = pygame.Rect(spot[0] - inner // 2, spot[1] - inner // 2, inner, inner)
        out["side"].append(Element(("HOME", "AWAY")[side], fill, _crop(screen, box), HOLE))
    for state, i in zip(STATES, (2, 1, -1), strict=True):  # spaces the marker leaves alone more often
        space = L.track_space(i).inflate(-px(4), -px(4))
        fill = dominant(screen, space)
        assert fill == STATE_COLORS[state], (state, fill)
        out["state"].append(Element(state, fill, _crop(screen, space), ink_on(fill)))
    for kind in ("A", "D", "P", "S"):
        disc = cardart.icon_disc(kind, px(14))
        out["icon"].append(Element(kind, ICON_COLORS[kind], disc, (255, 255, 255)))
    return out


def _line_fill(screen: pygame.Surface, y: int, x0: int, x1: int, gap: int) -> Rgb:
    """A position line's colour on the screen: the commonest colour on its row that is neither
    above nor below it (turf and cards run across; the line does not)."""
    seen: Counter[Rgb] = Counter()
    for x in range(x0, x1):
        c = screen.get_at((x, y))
        rgb = (c.r, c.g, c.b)
        if rgb != tuple(screen.get_at((x, y - gap)))[:3] and rgb != tuple(screen.get_at((x, y + gap)))[:3]:
            seen[rgb] += 1
    return seen.most_common(1)[0][0]


CUES = {
    "card": "role shape on the code tab",
    "tray": "role shape on a corner badge",
    "chip": "role shape on the chip",
    "line": "stroke: solid, dashed, dash-dot",
    "side": "mark: filled disc, ring with a dark centre",
    "state": "pattern: bars, level, chevrons",
    "icon": "symbol: ball, shield, plus, arrow",
}


def measure(table: Table | None = None) -> Iterator[Pair]:
    """Every pair of every palette, measured."""
    table = table or Table()
    for palette in PALETTE_NAMES:
        screen = table.draw(palette)
        for group, items in elements(screen).items():
            for a, b in itertools.combinations(items, 2):
                pair = Pair(palette, group, CUES[group], a, b)
                for vision in VISIONS:
                    pair.delta[vision] = delta_e(a.fill, b.fill, vision)
                    pair.cue[vision] = cue_apart(a, b, vision)
                yield pair
    from game.ui.look import palettes

    palettes.set_palette("standard")


def report(pairs: list[Pair]) -> str:
    lines = [
        "Colour check (issue #42 point 1): CIEDE2000 between the fills; cue = share of the second "
        f"cue's pixels that differ; a pair passes with dE >= {MIN_DE:.0f} or cue >= {CUE_APART:.2f}",
        f"{'palette':<12}{'group':<6}{'pair':<22}{'normal':>7}{'deutan':>7}{'protan':>7}{'tritan':>7}"
        f"  {'cue d/p/t':<16} verdict",
    ]
    for p in pairs:
        de = "".join(f"{p.delta[v]:7.1f}" for v in VISIONS)
        cue = "/".join(f"{p.cue[v]:.2f}" for v in SIMS)
        verdict = "ok" if p.ok else "FAILS"
        how = "colour" if all(p.delta[v] >= MIN_DE for v in SIMS) else "cue"
        lines.append(f"{p.palette:<12}{p.group:<6}{p.a.name + '-' + p.b.name:<22}{de}  {cue:<16} {verdict} ({how})")
    return "\n".join(lines)


def save_shots(table: Table, out: Path) -> None:
    """Each palette's table and its simulations, for looking at."""
    out.mkdir(parents=True, exist_ok=True)
    for palette in PALETTE_NAMES:
        screen = table.draw(palette)
        pygame.image.save(screen, str(out / f"table_{palette}.png"))
        for vision in SIMS:
            pygame.image.save(simulated(screen, vision), str(out / f"table_{palette}_{vision}.png"))
    from game.ui.look import palettes

    palettes.set_palette("standard")


def simulated(surface: pygame.Surface, vision: str) -> pygame.Surface:
    """`surface` as `vision` sees it (each distinct colour simulated once)."""
    w, h = surface.get_size()
    raw = pygame.image.tobytes(surface, "RGB")
    cache: dict[bytes, bytes] = {}
    out = bytearray(len(raw))
    for i in range(0, len(raw), 3):
        key = raw[i : i + 3]
        v = cache.get(key)
        if v is None:
            v = bytes(simulate((key[0], key[1], key[2]), vision))
            cache[key] = v
        out[i : i + 3] = v
    return pygame.image.frombytes(bytes(out), (w, h), "RGB")


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.bench colours")
    parser.add_argument("--out", type=Path, help="save each palette's table and its simulations here")
    parser.add_argument("--size", default="1920x1080", help="the window, WxH")
    args = parser.parse_args(argv)
    w, h = (int(v) for v in args.size.split("x"))
    table = Table((w, h))
    pairs = list(measure(table))
    print(report(pairs))
    if args.out:
        save_shots(table, args.out)
        print(f"screens in {args.out}")
    return 0 if all(p.ok for p in pairs) else 1
