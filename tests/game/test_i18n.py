"""Language matching from system locales."""

from __future__ import annotations

import pytest

from game import i18n


@pytest.mark.parametrize(
    ("tag", "code"),
    [
        ("pt_BR.UTF-8", "pt"),
        ("pt_PT", "pt"),
        ("zh_CN.UTF-8", "zh_CN"),
        ("zh-Hans-CN", "zh_CN"),
        ("zh_TW", "zh_CN"),
        ("ja_JP.eucJP", "ja"),
        ("en_GB", "en"),
        ("de_DE", "en"),
        ("C", "en"),
        ("", "en"),
        (None, "en"),
        ("japanese", "en"),
    ],
)
def test_system_locale_maps_to_a_shipped_language(tag: str | None, code: str) -> None:
    assert i18n.match_language(tag) == code


def test_unknown_language_falls_back_to_english() -> None:
    assert i18n.set_language("tlh") == "en"
    assert i18n._("Title") == "Title"
