"""Settings: a round trip through the config folder; a corrupt or foreign file gives the defaults
and a notice (and is moved aside), never an exception."""

from __future__ import annotations

import json

import pytest

from game import i18n, settings
from game.settings import Settings


def test_first_start_uses_the_system_language(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LANGUAGE", "ja_JP.UTF-8")
    loaded, notice = settings.load()
    assert notice is None
    assert loaded == Settings(language="ja")
    assert not settings.settings_path().exists()


def test_round_trip() -> None:
    chosen = Settings(
        language="pt",
        fullscreen=True,
        volume=30,
        anim_speed=2.0,
        computer_level="hard",
        tiebreak="draw",
        odds_hint=False,
        coach_name="Ana Lú 山田",
    )
    assert settings.save(chosen) is None
    loaded, notice = settings.load()
    assert notice is None and loaded == chosen
    assert not list(settings.settings_path().parent.glob("*.tmp")), "atomic write leaves no temporary file"


@pytest.mark.parametrize(
    "content",
    [
        b"",
        b"{not json",
        b"\xff\xfe\x00garbage",
        b"[1, 2, 3]",
        b'{"format": "someone-else/settings", "version": 1, "settings": {}}',
        b'{"format": "magic-number-eleven/settings", "version": 99, "settings": {}}',
        b'{"meta": {}, "match": {}}',
    ],
)
def test_corrupt_or_foreign_file_gives_defaults_and_a_notice(content: bytes) -> None:
    path = settings.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content)
    loaded, notice = settings.load()
    assert loaded == settings.defaults()
    assert notice
    assert not path.exists(), "the damaged file is moved aside"
    assert list(path.parent.glob("settings.damaged-*.json"))
    assert settings.save(Settings(volume=10)) is None
    assert settings.load() == (Settings(volume=10), None)


def test_one_bad_value_falls_back_alone() -> None:
    path = settings.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    good = json.loads(settings.to_json(Settings(volume=40, language="zh_CN")))
    good["settings"]["anim_speed"] = "fast"
    good["settings"]["tiebreak"] = "coin toss"
    good["settings"]["coach_name"] = "Mallory\n" + "x" * 40
    path.write_text(json.dumps(good), encoding="utf-8")
    loaded, notice = settings.load()
    assert notice
    assert loaded.volume == 40 and loaded.language == "zh_CN"
    assert loaded.anim_speed == 1.0 and loaded.tiebreak == "shootout" and loaded.coach_name == ""


def test_every_language_is_offered() -> None:
    for code in i18n.LANGUAGES:
        assert settings.from_json(json.loads(settings.to_json(Settings(language=code))))[0].language == code


def test_access_settings_round_trip_and_fall_back_alone() -> None:
    """Issue #42 point 7: the access settings are saved; a damaged one falls back alone, with a notice."""
    chosen = Settings(text_scale=150, colour_vision="red_green", reduce_motion=True, captions=True)
    assert settings.save(chosen) is None
    assert settings.load() == (chosen, None)
    data = json.loads(settings.to_json(chosen))
    data["settings"].update(text_scale=175, colour_vision="purple", reduce_motion="yes", captions=1)
    settings.settings_path().write_text(json.dumps(data), encoding="utf-8")
    loaded, notice = settings.load()
    assert notice
    assert (loaded.text_scale, loaded.colour_vision, loaded.reduce_motion, loaded.captions) == (
        100,
        "standard",
        False,
        False,
    )
