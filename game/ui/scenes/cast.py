"""Which scene shows each engine phase, and the scenes other rooms open by name: the cast the
window's start (`game.ui.main`) registers in the table of scenes (`game.ui.window.scene_table`).
Only the start, the self-test, the benchmarks and the tests' set-up import this module."""

from __future__ import annotations

from game.ui.scenes.match.base import MatchBase
from game.ui.scenes.match.draft import DraftScene
from game.ui.scenes.match.halftime import HalfTimeScene
from game.ui.scenes.match.lineup import LineupScene
from game.ui.scenes.match.shootout import ShootoutScene
from game.ui.scenes.menus.menus import TitleScene
from game.ui.scenes.menus.settings_scene import SettingsScene
from game.ui.scenes.online.online import OnlineScene, next_online_match, resume_hosting
from game.ui.scenes.result.result import ResultScene
from game.ui.scenes.review.review import ReviewScene
from game.ui.scenes.table.table_scene import TableScene
from game.ui.window import scene_table


def scene_for_phase(phase: str) -> type[MatchBase]:
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


def register() -> None:
    """Give the table of scenes its cast (idempotent)."""
    scene_table.fill(
        scene_for_phase=scene_for_phase,
        title=TitleScene,
        settings=SettingsScene,
        online=OnlineScene,
        resume_hosting=resume_hosting,
        next_online_match=next_online_match,
        review=ReviewScene,
    )
