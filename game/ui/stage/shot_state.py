"""What the shot's stage shows at one moment (`Stage`): the steps (game/ui/stage/shot_steps.py) move
it on, the stage and its boards draw it (shot_stage.py, shot_boards.py)."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Stage:
    """What the reveal shows now; the steps move it on, the presentation's clock animates it."""

    attacker: int
    kind: str
    count: list[int | None] = field(default_factory=lambda: [None, None])  # the totals as they tick
    counted: list[float] = field(default_factory=lambda: [-9.0, -9.0])  # clock of each total's last tick
    popped: dict[tuple[int, int], float] = field(default_factory=dict)  # (side, slot): clock of its reveal
    defender_shown: bool = False
    outcome: str | None = None
    target: str = "TR"  # the zone the ball goes to
    shot_k: float = 0.0  # the run-up and the flight, 0..1
    impact_at: float | None = None
    told_at: float | None = None  # when the outcome was told (its word pops)
    magic_at: float | None = None
    still_at: float | None = None  # when the beat of stillness began
    released_at: float | None = None  # when the ball was struck
    penalty: float = 0.0  # 0..1 the stage turning into the penalty goal
    blocked: bool = False  # saved by the defenders' wall alone (the attack was not above the base defense)
    discarded: set[int] = field(default_factory=set)  # sides whose boards go when the stage closes
    score: tuple[int, int] | None = None  # the match score as the shot starts (told under SAVED / OUT)
    calm: bool = False  # reduce motion (the presentation's, when the stage was installed)

    @property
    def defender(self) -> int:
        return 1 - self.attacker
