"""Where a line of Chinese or Japanese may break: between phrases as BudouX reads them, never
against kinsoku (no line starts with 。、」ー or small kana, none ends with 「（), never inside a
katakana word or a card name. A katakana compound of the card list breaks only before one of its
football words ("センター" / "バック"), and only when it is wider than a whole line."""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Iterable
from functools import lru_cache

import budoux

from game import i18n

KATAKANA = frozenset(chr(c) for c in range(0x30A1, 0x30FB)) | {"ー"}

# Football words that end a katakana compound: a name breaks before them ("センター" / "バック").
KATAKANA_WORDS = (
    "バック",
    "マン",
    "ブレーカー",
    "コントロール",
    "フォワード",
    "シュート",
    "ウィナー",
    "メーカー",
    "パス",
    "ラップ",
)


def inside_katakana(s: str, i: int) -> bool:
    """Whether a break before `s[i]` would split a katakana word: both sides katakana, and what
    follows is not one of the football words a compound name is made of."""
    return (
        0 < i < len(s)
        and s[i - 1] in KATAKANA
        and s[i] in KATAKANA
        and not any(s.startswith(w, i) for w in KATAKANA_WORDS)
    )


def katakana_words(run: str) -> list[str]:
    """A katakana run in the words it may break between ("インサイド", "フォワード"); any other
    text whole."""
    if not run or any(c not in KATAKANA for c in run):
        return [run]
    cuts = [i for i in range(1, len(run)) if not inside_katakana(run, i)]
    return [run[a:b] for a, b in zip([0, *cuts], [*cuts, len(run)], strict=True)]


# Kinsoku: closing punctuation, small kana and the long-vowel mark never start a line (they stick to
# what comes before them), opening brackets never end one (they stick to what follows).
SMALL_KANA = "ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ" + "".join(chr(c) for c in range(0x31F0, 0x3200))
NO_START = frozenset("、。，．！？）」』】〕・ー…：；›々ゝゞヽヾ.,:;!?)%" + SMALL_KANA)
NO_END = frozenset("（「『【〔‹(")
# Han, kana, hangul and full-width forms: the writing with no spaces between its words.
_CJK_RANGES = ((0x2E80, 0x9FFF), (0xF900, 0xFAFF), (0xFF00, 0xFFEF), (0x3000, 0x303F))
CJK_CLASS = "".join(f"{chr(a)}-{chr(b)}" for a, b in _CJK_RANGES)  # the same as a regex class's inside
_KANA = frozenset(chr(c) for c in range(0x3041, 0x30FF))
# A number and its counter stay on one line ("一/张", "2/枚"; Chinese "另一张", Japanese "1枚").
_NUMERALS = frozenset("0123456789０１２３４５６７８９一二两三四五六七八九十几每")
_COUNTERS = frozenset("张个位名枚格次轮场人号条步点分秒回手目列段局")
_LAST_NUMBER = re.compile(r"[\d.,%+\-/]+")  # a number ending a run stays with its word ("最大/74%")
_ASIDE = re.compile("（[^（）\\n]{1,8}）")  # a short aside ("（監督二人）") is one word

# Words a line never breaks inside wherever they stand (the card names of the language shown): the
# sources are asked once per language, so the names follow it (game.ui.words.card_text adds them).
_whole_sources: list[Callable[[], Iterable[str]]] = []


def keep_whole(source: Callable[[], Iterable[str]]) -> None:
    """Never break a line inside any of the words `source` gives (in the language shown)."""
    _whole_sources.append(source)


@lru_cache(maxsize=8)
def _whole_words(_language: str, _sources: int) -> tuple[str, ...]:
    """Every source's words of two characters or more, in `_language` (the one shown)."""
    return tuple(w for source in _whole_sources for w in source() if len(w) > 1)


def is_cjk(c: str) -> bool:
    """Whether `c` belongs to writing with no spaces between words (Chinese, Japanese)."""
    o = ord(c)
    return any(a <= o <= b for a, b in _CJK_RANGES)


@lru_cache(maxsize=2)
def _parser(kana: bool) -> budoux.Parser:
    return budoux.load_default_japanese_parser() if kana else budoux.load_default_simplified_chinese_parser()


def kinsoku_ok(s: str, i: int) -> bool:
    """Whether a line may break before `s[i]` as far as punctuation and word letters go: not before
    a closing mark or small kana, not after an opening bracket, not inside a Latin word or number,
    not between a number and its counter ("2枚", "一张"), not inside a katakana word or a short
    aside in brackets."""
    if not 0 < i < len(s) or s[i] in NO_START or s[i - 1] in NO_END or s[i].isspace() or s[i - 1].isspace():
        return False
    if (not is_cjk(s[i - 1]) and not is_cjk(s[i])) or (s[i - 1] in _NUMERALS and s[i] in _COUNTERS):
        return False
    if (s[i - 1] in "かヶカケ" and s[i] == "所") or (s[i - 1] in _NUMERALS and s[i] in "かヶカケ"):  # "5 か所"
        return False
    return not inside_katakana(s, i) and not any(m.start() < i < m.end() for m in _ASIDE.finditer(s))


@lru_cache(maxsize=4096)
def _phrase_cuts(run: str, whole: frozenset[str]) -> tuple[int, ...]:
    kana = any(c in _KANA for c in run)
    cuts, at = set(), 0
    for phrase in _parser(kana).parse(run)[:-1]:
        at += len(phrase)
        cuts.add(at)
    for word in whole:
        start = run.find(word)
        while start >= 0:
            cuts -= set(range(start + 1, start + len(word)))
            start = run.find(word, start + 1)
    # a run's first or last character is never left alone ("最" / "大74%")
    cuts -= {1, len(run) - 1}
    return tuple(sorted(i for i in cuts if kinsoku_ok(run, i) and not _LAST_NUMBER.fullmatch(run, i)))


def phrase_cuts(run: str) -> tuple[int, ...]:
    """Where a line may break inside `run` (text with no spaces): between its phrases as BudouX
    reads them (Japanese when it has kana, else Chinese), never against kinsoku, inside a katakana
    word, a short aside or a card name, before a number that ends the run or leaving its first or
    last character alone."""
    if not any(is_cjk(c) for c in run):
        return ()
    whole = frozenset(w for w in _whole_words(i18n.language(), len(_whole_sources)) if w in run)
    return _phrase_cuts(run, whole)


def split_at(run: str, cuts: Iterable[int]) -> list[str]:
    """`run` cut at `cuts` (ascending positions inside it)."""
    edges = [0, *cuts, len(run)]
    return [run[a:b] for a, b in itertools.pairwise(edges)]


def phrases(run: str) -> list[str]:
    """`run` (text with no spaces) in the phrases a line may break between."""
    return split_at(run, phrase_cuts(run))


def character_cuts(run: str) -> list[int]:
    """Where a phrase wider than a whole line may still break: between any two characters that
    kinsoku allows (a katakana word between its football words)."""
    return [i for i in range(1, len(run)) if kinsoku_ok(run, i)]
