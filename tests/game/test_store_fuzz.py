"""Random bytes and random JSON shapes in every stored file (settings, autosave, replays): the game
starts, says what it set aside, and loses no other file (issue #25, part 2). The default run drives
the start's store steps in order (fast); the big run (`slow`, MN11_BIG=1) opens the real window
headless: settings, the title screen with its Continue, the replay browser."""

from __future__ import annotations

import json
import os
import re
import tempfile
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game import settings as settings_mod
from game import storage
from game.paths import config_dir
from game.safe_read import is_set_aside
from game.ui.control.controller import MatchConfig
from tests.game.test_storage import played

KEYS = (
    "meta",
    "match",
    "format",
    "version",
    "settings",
    "seed",
    "actions",
    "snapshot",
    "stars",
    "score",
    "date",
    "shootout",
    "kind",
    "language",
    "volume",
    "window",
    "guided",
    "tutorial_step",
)
scalars = (
    st.none()
    | st.booleans()
    | st.integers(-(10**40), 10**40)
    | st.floats(allow_nan=False)
    | st.text(max_size=12)
    | st.sampled_from(["magic-number-eleven/settings", "en", "hotseat", "pass"])
)
json_values = st.recursive(
    scalars,
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.sampled_from(KEYS) | st.text(max_size=6), inner, max_size=5)
    ),
    max_leaves=16,
)
contents = st.one_of(
    st.binary(max_size=300),
    json_values.map(lambda v: json.dumps(v).encode()),
    st.dictionaries(st.sampled_from(KEYS), json_values, max_size=5).map(lambda v: json.dumps(v).encode()),
)
FILES = st.fixed_dictionaries({"settings": contents, "autosave": contents, "replay": contents})

StartGame = Callable[[], list[str]]
FINISHED = played(3)  # one finished match, kept as a good replay in every example


def start_store() -> list[str]:
    """What the game does with its files at start, in order, without the window: temporary files
    of an interrupted write, the settings, the title's Continue, then the replay browser's list."""
    from game.ui.scenes.menus.launch import read_resume

    storage.remove_orphans()
    said = [settings_mod.load()[1], read_resume()[1], storage.list_replays()[1]]
    return [s for s in said if s]


def start_window() -> list[str]:
    """The real start, headless: the window (settings), the title screen, the replay browser."""
    from game.ui.scenes.menus.menus import TitleScene
    from game.ui.scenes.replays.replays import ReplayBrowser
    from game.ui.window.app import App

    said: list[str] = []
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(App, "notify", lambda self, message, seconds=3.0: said.append(message))
        storage.remove_orphans()
        app = App(headless=True, sound=False)
        app.stack.push(TitleScene(app))
        app.step(1 / 60, [])
        app.stack.push(ReplayBrowser(app))
        app.step(1 / 60, [])
        app.close()
    return said


def files(home: Path) -> dict[Path, bytes]:
    return {p: p.read_bytes() for p in home.rglob("*") if p.is_file()}


def check_start(raw: dict[str, bytes], start: StartGame) -> None:
    with tempfile.TemporaryDirectory() as folder, pytest.MonkeyPatch.context() as mp:
        home = Path(folder)
        mp.setenv("MN11_HOME", str(home))
        good_replay = storage.keep_finished(FINISHED, MatchConfig(seed=3).to_meta())
        written = {
            "settings": settings_mod.settings_path(),
            "autosave": storage.autosave_path(),
            "replay": storage.replays_dir() / "20990101-000000-7.json",
        }
        for name, path in written.items():
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(raw[name])
        for bystander in (config_dir() / "notes.txt", storage.replays_dir() / "mine.json.txt"):
            bystander.write_text("the player's own", encoding="utf-8")
        before = files(home)

        said = " ".join(start())

        after = files(home)
        moved = {p: b for p, b in after.items() if is_set_aside(p)}
        assert {p: b for p, b in after.items() if p not in moved} == {
            p: b for p, b in before.items() if p in after and p not in moved
        }, "a file that stayed was changed"
        for name, path in written.items():
            if path.exists():
                continue  # accepted as it is
            candidates = [p for p in moved if p.parent == path.parent and p.name.startswith(path.stem + ".damaged-")]
            assert len(candidates) == 1, f"the {name} is gone and not set aside"
            kept = candidates[0]
            assert moved[kept] == raw[name], f"the {name} was set aside with other content"
            if name == "replay":
                assert re.search(r"\b1 damaged replay file", said), said
            else:
                assert kept.name in said, f"the {name} was set aside without saying so: {said!r}"
        lost = set(before) - set(after) - {p for n, p in written.items() if not p.exists()}
        assert not lost, f"lost {lost}"
        assert good_replay.read_bytes() == before[good_replay]


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(FILES)
def test_random_stored_files_never_stop_the_start_nor_lose_a_file(raw: dict[str, bytes]) -> None:
    check_start(raw, start_store)


@pytest.mark.slow
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(FILES)
def test_random_stored_files_never_stop_the_window_nor_lose_a_file(raw: dict[str, bytes]) -> None:
    check_start(raw, start_window)


def test_the_check_sees_a_lost_file() -> None:
    """The property can fail: a start that deletes the autosave instead of setting it aside is caught."""

    def careless() -> list[str]:
        os.remove(storage.autosave_path())
        return []

    with pytest.raises(AssertionError):
        check_start({"settings": b"{}", "autosave": b"not json", "replay": b"[]"}, careless)
