"""Springy motion for what answers the pointer or the keys (LOOK.md): a lift rises with an eased
overshoot (ease-out-back, 200 ms) and settles back in 120 ms. The title's and full-time screen's menu
rows, the match setup's tiles and the table's tray of players share it."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from game.ui.widgets.basic import Menu

SPRING_IN = 0.2  # seconds: the lift of a row that gains the focus or the mouse (ease-out-back)
SPRING_OUT = 0.12  # seconds: a row settling back (ease-out)


def ease_out_back(k: float, overshoot: float = 1.9) -> float:
    """0 -> 1 with an overshoot of about 10% before settling."""
    k = max(0.0, min(1.0, k)) - 1
    return 1 + k * k * ((overshoot + 1) * k + overshoot)


@dataclass
class _Spring:
    start: float = 0.0
    target: float = 0.0
    age: float = 1.0

    def value(self) -> float:
        if self.target > self.start:
            return self.start + (self.target - self.start) * ease_out_back(self.age / SPRING_IN)
        k = min(1.0, self.age / SPRING_OUT)
        return self.start + (self.target - self.start) * (1 - (1 - k) ** 3)

    def done(self) -> bool:
        return self.age >= (SPRING_IN if self.target > self.start else SPRING_OUT)


@dataclass
class Springs:
    """One lift per key (a menu row's index, a tile...): 1 while it is lit, 0 otherwise."""

    rows: dict[object, _Spring] = field(default_factory=dict)

    def update(self, dt: float, menu: Menu) -> None:
        """Menu rows: lit while they have the focus or the mouse."""
        lit: set[object] = {
            i for i in (menu.focus, menu.hover) if i is not None and menu.buttons and menu.buttons[i].enabled
        }
        self.update_keys(dt, range(len(menu.buttons)), lit, initial=menu.focus)

    def update_keys(self, dt: float, keys: Iterable[object], lit: set[object], initial: object = None) -> None:
        """Advance the lifts of `keys` (an iterable), lit ones toward 1; forget other keys."""
        seen = set()
        for key in keys:
            seen.add(key)
            start = 1.0 if key == initial else 0.0
            s = self.rows.setdefault(key, _Spring(start, start))
            want = 1.0 if key in lit else 0.0
            if want != s.target:
                s.start, s.target, s.age = s.value(), want, 0.0
            else:
                s.age += dt
        for key in [k for k in self.rows if k not in seen]:
            del self.rows[key]

    def lift(self, key: object) -> float:
        s = self.rows.get(key)
        return s.value() if s is not None else 0.0

    def moving(self) -> bool:
        return any(not s.done() for s in self.rows.values())

    @property
    def value(self) -> dict[object, float]:
        """Every lift that is not at rest on the table (key -> 0..~1.1)."""
        return {key: v for key in self.rows if (v := self.lift(key)) != 0.0}
