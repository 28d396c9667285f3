"""The colour-vision palettes (issue #42 point 2): the colours of the roles, the sides, the
control states and the icons in the standard look, and tuned for red-green (deuteranopia,
protanopia) and blue-yellow (tritanopia) colour blindness, from the Okabe-Ito palette. The active
one is switched at run time (`set_palette`, from the settings); the colour tables below read it on
every lookup, and caches of drawn surfaces key on it (`palette_cached`). Every pair of roles,
sides and states keeps CIEDE2000 20 or more apart in its palette's simulations
(`python -m game.bench colours` measures them); the shapes drawn beside them
(game.ui.widgets.marks) tell them apart in any palette."""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, Generic, ParamSpec, TypeVar, overload

Color = tuple[int, int, int]
ROLES: tuple[str, ...] = ("FW", "MF", "DF")
STATES: tuple[str, ...] = ("AGGRESSIVE", "NORMAL", "DEFENSIVE")


@dataclass(frozen=True)
class Palette:
    name: str
    line: Mapping[str, Color]  # R2.3: the position lines on the pitch
    role: Mapping[str, Color]  # a card's frame and code tab
    role_light: Mapping[str, Color]  # a card's stock, tinted
    role_ink: Mapping[str, Color]  # words and marks on the role's tab
    icon: Mapping[str, Color]  # icon discs: ATTACK, DEFENSE, PASS, PRESS
    team: tuple[Color, Color]  # HOME, AWAY
    state: Mapping[str, Color]  # the control states


WHITE: Color = (255, 255, 255)
STANDARD = Palette(
    "standard",
    line={"FW": (226, 58, 52), "MF": (60, 200, 90), "DF": (64, 120, 240)},
    role={"FW": (196, 64, 58), "MF": (52, 150, 84), "DF": (52, 96, 190)},
    role_light={"FW": (246, 214, 208), "MF": (214, 240, 218), "DF": (214, 224, 248)},
    role_ink={"FW": WHITE, "MF": WHITE, "DF": WHITE},
    icon={"A": (220, 80, 40), "D": (50, 110, 220), "P": (40, 160, 90), "S": (200, 150, 20)},
    team=((236, 86, 70), (80, 150, 250)),
    state={"AGGRESSIVE": (240, 130, 40), "NORMAL": (70, 200, 100), "DEFENSIVE": (150, 115, 235)},  # not the sides'
)
# Okabe-Ito: vermilion, sky blue and a deep blue keep apart by lightness and the blue-yellow axis.
RED_GREEN = Palette(
    "red_green",
    line={"FW": (235, 110, 10), "MF": (110, 200, 245), "DF": (50, 90, 190)},
    role={"FW": (206, 88, 0), "MF": (60, 150, 205), "DF": (24, 56, 128)},
    role_light={"FW": (250, 222, 200), "MF": (218, 236, 250), "DF": (206, 214, 236)},
    role_ink={"FW": WHITE, "MF": WHITE, "DF": WHITE},
    icon={"A": (213, 94, 0), "D": (0, 90, 170), "P": (80, 190, 240), "S": (190, 150, 0)},
    team=((236, 86, 70), (80, 150, 250)),
    state={"AGGRESSIVE": (230, 159, 0), "NORMAL": (140, 200, 240), "DEFENSIVE": (40, 70, 150)},
)
# Tritanopia keeps red against cyan and light against dark: red, cyan and slate.
BLUE_YELLOW = Palette(
    "blue_yellow",
    line={"FW": (235, 60, 70), "MF": (90, 215, 225), "DF": (90, 80, 140)},
    role={"FW": (200, 40, 55), "MF": (30, 160, 175), "DF": (45, 55, 85)},
    role_light={"FW": (248, 212, 216), "MF": (208, 240, 242), "DF": (214, 218, 228)},
    role_ink={"FW": WHITE, "MF": WHITE, "DF": WHITE},
    icon={"A": (210, 50, 60), "D": (40, 60, 110), "P": (30, 170, 180), "S": (170, 90, 190)},
    team=((236, 86, 70), (80, 150, 250)),
    state={"AGGRESSIVE": (230, 60, 90), "NORMAL": (170, 175, 185), "DEFENSIVE": (20, 130, 140)},
)
PALETTES: dict[str, Palette] = {p.name: p for p in (STANDARD, RED_GREEN, BLUE_YELLOW)}

_active: list[Palette] = [STANDARD]


def palette() -> Palette:
    return _active[0]


def set_palette(name: str) -> bool:
    """Make `name` the palette drawn with (an unknown name: the standard one); True if it changed."""
    chosen = PALETTES.get(name, STANDARD)
    changed = chosen is not _active[0]
    _active[0] = chosen
    return changed


@contextmanager
def using_palette(name: str) -> Iterator[Palette]:
    """Draw with `name`'s palette inside the block (a preview), then the active one again."""
    before = _active[0]
    _active[0] = PALETTES.get(name, STANDARD)
    try:
        yield _active[0]
    finally:
        _active[0] = before


def side_colour(side: int) -> Color:
    """The colour that marks `side` (0 HOME, 1 AWAY): every side colour flows through here."""
    return _active[0].team[1 if side == 1 else 0]


class _Live(Mapping[str, Color]):
    """A colour table that reads the active palette on every lookup."""

    def __init__(self, pick: Callable[[Palette], Mapping[str, Color]]) -> None:
        self._pick = pick

    def __getitem__(self, key: str) -> Color:
        return self._pick(_active[0])[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._pick(_active[0]))

    def __len__(self) -> int:
        return len(self._pick(_active[0]))


class _Sides(Sequence[Color]):
    """HOME's and AWAY's colours, read through `side_colour`."""

    @overload
    def __getitem__(self, i: int) -> Color: ...
    @overload
    def __getitem__(self, i: slice) -> Sequence[Color]: ...
    def __getitem__(self, i: int | slice) -> Color | Sequence[Color]:
        if isinstance(i, slice):
            return (side_colour(0), side_colour(1))[i]
        if i not in (0, 1, -1, -2):
            raise IndexError(i)
        return side_colour(i % 2)

    def __len__(self) -> int:
        return 2


LINE_COLORS: Mapping[str, Color] = _Live(lambda p: p.line)
ROLE_COLORS: Mapping[str, Color] = _Live(lambda p: p.role)
ROLE_LIGHT: Mapping[str, Color] = _Live(lambda p: p.role_light)
ROLE_INK: Mapping[str, Color] = _Live(lambda p: p.role_ink)
ICON_COLORS: Mapping[str, Color] = _Live(lambda p: p.icon)
STATE_COLORS: Mapping[str, Color] = _Live(lambda p: p.state)
TEAM_COLORS: Sequence[Color] = _Sides()

P = ParamSpec("P")
R = TypeVar("R")


class PaletteCached(Generic[P, R]):
    """`functools.lru_cache` keyed also by the active palette: a surface drawn in one palette is
    never shown in another, and switching back finds the old one still cached."""

    def __init__(self, fn: Callable[P, R], maxsize: int) -> None:
        self._fn = fn
        self._cached = functools.lru_cache(maxsize=maxsize)(self._call)
        functools.update_wrapper(self, fn)

    def _call(self, _name: str, args: tuple[Any, ...], kwargs: tuple[tuple[str, Any], ...]) -> R:
        return self._fn(*args, **dict(kwargs))  # type: ignore[arg-type]

    def __call__(self, *args: P.args, **kwargs: P.kwargs) -> R:
        return self._cached(_active[0].name, args, tuple(kwargs.items()))

    def cache_clear(self) -> None:
        self._cached.cache_clear()

    def cache_info(self) -> Any:
        return self._cached.cache_info()


def palette_cached(maxsize: int) -> Callable[[Callable[P, R]], PaletteCached[P, R]]:
    def wrap(fn: Callable[P, R]) -> PaletteCached[P, R]:
        return PaletteCached(fn, maxsize)

    return wrap
