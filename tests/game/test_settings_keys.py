"""The player's own keys in the settings (issue #42 points 5 and 7): saved, read back, and a bad
entry dropped alone with the notice."""

from __future__ import annotations

import json

from game import keymap, settings
from game.settings import Settings


def _file(keys: object) -> dict[str, object]:
    return {"format": settings.FORMAT, "version": settings.VERSION, "settings": {"keys": keys}}


def test_own_keys_round_trip() -> None:
    mine = Settings(keys=(("details", ("x",)), ("mute", ("f9",))))
    back, clean = settings.from_json(json.loads(settings.to_json(mine)))
    assert clean and back.keys == mine.keys
    assert json.loads(settings.to_json(mine))["settings"]["keys"] == {"details": ["x"], "mute": ["f9"]}


def test_each_bad_entry_is_dropped_alone() -> None:
    raw = {
        "details": ["x"],  # good
        "fly": ["q"],  # no such action
        "log": ["1"],  # a number key stays fixed
        "lineup": "v",  # not a list
        "share": ["k", "space"],  # one good key, one fixed
        "career": ["l"],  # good: the log is in a match, the career in the replays
    }
    back, clean = settings.from_json(_file(raw))
    assert not clean
    assert dict(back.keys) == {"details": ("x",), "share": ("k",), "career": ("l",)}


def test_a_key_two_actions_would_share_is_dropped() -> None:
    back, clean = settings.from_json(_file({"details": ["c"]}))  # C confirms the line-up
    assert not clean and back.keys == ()
    back, clean = settings.from_json(_file({"details": ["c"], "lineup": ["v"]}))  # a swap is fine
    assert clean and dict(back.keys) == {"details": ("c",), "lineup": ("v",)}


def test_not_a_dict_falls_back_to_the_defaults() -> None:
    back, clean = settings.from_json(_file(["details", "x"]))
    assert not clean and back.keys == ()


def test_a_damaged_keys_value_gives_the_notice(tmp_path: object) -> None:
    settings.settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings.settings_path().write_text(json.dumps(_file({"undo": ["enter"]})), encoding="utf-8")
    loaded, notice = settings.load()
    assert loaded.keys == () and notice is not None and "not valid" in notice


def test_clash_only_where_both_are_asked_for() -> None:
    keys = keymap.defaults()
    assert keymap.clash(keys, "details", "l") == "log"
    assert keymap.clash(keys, "details", "m") == "mute"  # everywhere meets a match
    assert keymap.clash(keys, "leave", "d") == "details"  # the lessons run in a match
    assert keymap.clash(keys, "career", "d") is None  # replays and a match never meet
