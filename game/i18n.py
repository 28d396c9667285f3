"""Translations: gettext catalogs in game/locale, switchable at run time.

Every string a player sees goes through `_()` (or `N_()` where it is defined and `_()` where it
is shown). Catalogs are managed with Babel: `python build_spec/catalogs.py` extracts, updates and
compiles them."""

from __future__ import annotations

import gettext
import locale
import os
from collections.abc import Callable

from game.resources import resource_path

DOMAIN = "messages"
LANGUAGES: dict[str, str] = {"en": "English", "zh_CN": "简体中文", "ja": "日本語", "pt": "Português"}
DEFAULT = "en"

_translation: gettext.NullTranslations = gettext.NullTranslations()
_language = DEFAULT
_listeners: list[Callable[[str], None]] = []


def locale_dir() -> str:
    return str(resource_path("game", "locale"))


def N_(message: str) -> str:
    """Marks a string for the catalogs without translating it yet."""
    return message


def _(message: str) -> str:
    return _translation.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    return _translation.ngettext(singular, plural, n)


def language() -> str:
    return _language


def set_language(code: str) -> str:
    """Switch every later `_()` to `code` (unknown codes fall back to English); returns the code used.
    The language already in use stays as it is: nothing drawn in it is thrown away (a new window in
    the same language reuses the fonts and pictures)."""
    global _translation, _language
    code = code if code in LANGUAGES else DEFAULT
    if code == _language:
        return code
    if code == DEFAULT:
        _translation = gettext.NullTranslations()
    else:
        _translation = gettext.translation(DOMAIN, locale_dir(), languages=[code], fallback=True)
    _language = code
    for listener in list(_listeners):
        listener(code)
    return code


def on_change(listener: Callable[[str], None]) -> None:
    _listeners.append(listener)


def off_change(listener: Callable[[str], None]) -> None:
    """Stop calling `listener` (a window that closes)."""
    if listener in _listeners:
        _listeners.remove(listener)


def match_language(tag: str | None) -> str:
    """Our language for a system locale tag such as 'pt_BR.UTF-8', 'zh-Hans-CN' or 'ja_JP'."""
    if not tag:
        return DEFAULT
    base = tag.replace("-", "_").split(".")[0].split("@")[0].lower()
    if base.startswith("zh"):
        return "zh_CN"
    for code in ("ja", "pt", "en"):
        if base == code or base.startswith(code + "_"):
            return code
    return DEFAULT


def system_language() -> str:
    """The player's language as the operating system reports it (first start only)."""
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(var)
        if value:
            return match_language(value.split(":")[0])
    try:
        tag = locale.getlocale()[0]
    except ValueError:
        tag = None
    return match_language(tag)
