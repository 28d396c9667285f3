"""Which scene shows each engine phase."""

from __future__ import annotations

from game.ui.scenes.base import MatchBase


def scene_for_phase(phase: str) -> type[MatchBase]:
    from game.ui.scenes.draft import DraftScene
    from game.ui.scenes.halftime import HalfTimeScene
    from game.ui.scenes.lineup import LineupScene
    from game.ui.scenes.result import ResultScene
    from game.ui.scenes.shootout import ShootoutScene
    from game.ui.scenes.table_scene import TableScene

    if phase == "draft":
        return DraftScene
    if phase == "lineup":
        return LineupScene
    if phase == "half_time":
        return HalfTimeScene
    if phase in ("shootout_kick", "shootout_save"):
        return ShootoutScene
    if phase == "over":
        return ResultScene
    return TableScene
