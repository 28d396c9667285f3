"""Springy motion for things that answer the pointer: each named value eases toward its target
with a small overshoot (about 200 ms to settle), the feel LOOK.md asks of hover and select."""

from __future__ import annotations

STIFFNESS = 420.0
DAMPING = 26.0  # under critical (2 * sqrt(STIFFNESS) ~ 41): a slight overshoot, then rest
REST = 0.004


class Springs:
    def __init__(self) -> None:
        self.value: dict[str, float] = {}
        self._speed: dict[str, float] = {}

    def update(self, dt: float, raised: set[str]) -> None:
        """Move every value toward 1 (named in `raised`) or 0 (the rest) by `dt` seconds."""
        for name in raised:
            self.value.setdefault(name, 0.0)
        dt = min(dt, 1 / 30)
        for name in list(self.value):
            target = 1.0 if name in raised else 0.0
            x, v = self.value[name], self._speed.get(name, 0.0)
            for _ in range(2):  # two half steps keep the spring stable at low frame rates
                v += ((target - x) * STIFFNESS - v * DAMPING) * dt / 2
                x += v * dt / 2
            if abs(target - x) < REST and abs(v) < REST * 10:
                x, v = target, 0.0
            if x == 0.0 and target == 0.0:
                self.value.pop(name, None)
                self._speed.pop(name, None)
                continue
            self.value[name], self._speed[name] = x, v

    @property
    def moving(self) -> bool:
        return any(v != 0.0 for v in self._speed.values())
