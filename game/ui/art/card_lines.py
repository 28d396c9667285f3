"""How a card's words break into lines: a name in one, two or three lines (hyphenated, or at a
script's allowed breaks for Chinese and Japanese), effect text fitted to a box, and the lines drawn."""

from __future__ import annotations

import itertools
from functools import lru_cache

import pygame

from game.ui.look import assets
from game.ui.look.line_breaks import KATAKANA_WORDS, inside_katakana
from game.ui.look.theme import Color


@lru_cache(maxsize=2048)
def _text_w(s: str, size: int, bold: bool) -> int:
    return assets.font_for(s, size, bold).size(s)[0]


def _ink_reach(s: str, size: int, bold: bool = True) -> tuple[int, int]:
    """How far the ink of `s` reaches above and below the centre of its rendered line."""
    img = assets.font_for(s, size, bold).render(s, True, (0, 0, 0))
    box, mid = img.get_bounding_rect(), img.get_height() // 2
    return (mid - box.top, box.bottom - mid) if box.h else (0, 0)


def _two_lines(s: str) -> tuple[str, str] | None:
    """The most even split of `s` into two lines: at a space, else after a hyphen or before a plus
    sign ("Marker" / "+1"), else between two characters of words written without spaces (Chinese,
    Japanese; a katakana name between its words when it can)."""
    splits = _splits(s)
    return splits[0] if splits else None


def _splits(s: str, inside_words: bool = False) -> list[tuple[str, str]]:
    """Every way of putting `s` on two lines, the best first (see `_two_lines`); a katakana word
    is split inside only with `inside_words` (the last resort of a word wider than its card)."""
    if " " in s:
        cuts = [i for i, c in enumerate(s) if c == " "]
        return sorted(((s[:i], s[i + 1 :]) for i in cuts), key=_evenness)
    cuts = [i + 1 for i, c in enumerate(s[:-1]) if c == "-"] + [i for i, c in enumerate(s) if c == "+" and i > 0]
    if cuts or s.isascii():
        return sorted(((s[:i], s[i:]) for i in cuts), key=_evenness)
    cuts = [i for i in range(1, len(s)) if s[i] not in NO_LINE_START and (inside_words or not inside_katakana(s, i))]

    def rank(i: int) -> tuple[int, float]:
        balanced = len(s) / 4 <= i <= 3 * len(s) / 4
        word = any(s.startswith(w, i) for w in KATAKANA_WORDS)
        grade = 0 if balanced and word else 1 if balanced and s[i - 1] == "ー" else 2
        return grade, _evenness((s[:i], s[i:]))

    return [(s[:i], s[i:]) for i in sorted(cuts, key=rank)]


# Characters a Japanese line does not start with (the long-vowel bar, small kana, ン, punctuation).
NO_LINE_START = set("ーンァィゥェォッャュョヮヵヶぁぃぅぇぉっゃゅょ、。・）」")


LONGEST_UNBROKEN = 12  # a word of a language with spaces shorter than this never takes a hyphen


def _evenness(pair: tuple[str, str]) -> float:
    return max(len(pair[0]), len(pair[1])) + 0.01 * len(pair[0])


def fit_lines(s: str, size: int, min_size: int, max_w: int, max_h: int, bold: bool = True) -> tuple[int, list[str]]:
    """The largest size (down to `min_size`) at which `s` fits `max_w` on one line or, failing
    that, on two lines within `max_h`; below `min_size` the one-line size that fits, so a label is
    smaller rather than squeezed."""
    for sz in range(size, min_size - 1, -1):
        if _text_w(s, sz, bold) <= max_w:
            return sz, [s]
    split = _two_lines(s)
    if split is not None:
        for sz in range(size, min_size - 1, -1):
            if 2 * _line_pitch(sz) <= max_h and all(_text_w(part, sz, bold) <= max_w for part in split):
                return sz, list(split)
    sz = min_size
    while sz > 6 and _text_w(s, sz, bold) > max_w:
        sz -= 1
    return sz, [s]


def _line_pitch(size: int) -> int:
    return round(size * 1.06)


def _blit_lines(
    surf: pygame.Surface,
    lines: list[str],
    size: int,
    color: Color,
    centre: tuple[int, int],
    bold: bool = True,
    squeeze: float = 1.0,
) -> None:
    pitch = _line_pitch(size)
    y0 = centre[1] - pitch * (len(lines) - 1) / 2
    for i, line in enumerate(lines):
        img = assets.text_px(line, size, color, bold)
        if squeeze < 1.0:  # a condensed name: narrower, never shorter
            img = pygame.transform.smoothscale(img, (max(1, round(img.get_width() * squeeze)), img.get_height()))
        surf.blit(img, img.get_rect(center=(centre[0], round(y0 + i * pitch))))


def _hyphenated(word: str, shortest: int = LONGEST_UNBROKEN) -> tuple[str, str] | None:
    """A long word of a language with spaces broken in two with a hyphen, near its middle,
    between two consonants or before a consonant that follows a vowel."""
    if not word.isalpha() or len(word) < shortest:
        return None
    points = _hyphen_points(word)
    if not points:
        return None
    cut = min(points, key=lambda i: abs(i - len(word) / 2) + points[i])
    return word[:cut] + "-", word[cut:]


def _hyphen_points(word: str) -> dict[int, float]:
    """Where `word` may take a hyphen (two letters at least on each side): between two consonants,
    or before a consonant that follows a vowel (a cost of 0.6: a less natural place)."""
    vowels = set("aeiouáàâãéêíóôõúAEIOU")
    points: dict[int, float] = {}
    for i in range(2, len(word) - 2):
        a, b = word[i - 1], word[i]
        both = a not in vowels and b not in vowels and b != "h" and not (b in "rl" and a not in "rlsmn")
        after_vowel = a in vowels and b not in vowels and (word[i + 1] in vowels or word[i + 1] in "hrl")
        if both or after_vowel:
            points[i] = 0 if both else 0.6
    return points


def _name_lines(
    name: str,
    size: int,
    max_w: int,
    most: int = 2,
    any_split: bool = False,
    hyphen: bool = False,
    inside_words: bool = False,
) -> list[str] | None:
    """The name on one line, or two (split as fit_lines splits, or hyphenated; with `any_split`
    also at a less natural place), or up to `most` (a long word hyphenated twice), each within
    `max_w`."""
    lines = _name_lines_kept(name, size, max_w, most, any_split, hyphen, inside_words)
    return None if lines is None else list(lines)


@lru_cache(maxsize=8192)
def _name_lines_kept(
    name: str, size: int, max_w: int, most: int, any_split: bool, hyphen: bool, inside_words: bool
) -> tuple[str, ...] | None:
    found = _name_lines_found(name, size, max_w, most, any_split, hyphen, inside_words)
    return None if found is None else tuple(found)


def _name_lines_found(
    name: str, size: int, max_w: int, most: int, any_split: bool, hyphen: bool, inside_words: bool
) -> list[str] | None:
    if _text_w(name, size, True) <= max_w:
        return [name]
    splits = _splits(name, inside_words)[: None if any_split else 1]
    if not splits and name.isascii() and hyphen:
        splits = [h for h in [_hyphenated(name, 6 if inside_words else LONGEST_UNBROKEN)] if h is not None]
    for split in splits:
        if all(_text_w(part, size, True) <= max_w for part in split):
            return list(split)
    if not splits:
        return None
    if most >= 3:
        three = _three_lines(name, size, max_w, inside_words)
        if three is not None:
            return three
    split = splits[0]
    if most >= 3 and split[0].endswith("-"):
        again = _hyphenated(split[0][:-1] + split[1])
        first = _hyphenated(split[0][:-1])
        if first is not None and again is not None:
            parts = [first[0], first[1] + "-", split[1]]
            if all(_text_w(part, size, True) <= max_w for part in parts):
                return parts
    return None


def _three_lines(name: str, size: int, max_w: int, inside_words: bool = False) -> list[str] | None:
    """The name on three lines within `max_w`, the most even way: a name written without spaces
    (Japanese, Chinese) between two characters a line may start with; a long word hyphenated
    twice; a name with a space at the space, one of its words hyphenated."""
    candidates: list[list[str]] = []
    if " " not in name and not name.isascii():
        cuts = [
            i
            for i in range(1, len(name))
            if name[i] not in NO_LINE_START and (inside_words or not inside_katakana(name, i))
        ]
        candidates = [[name[:i], name[i:j], name[j:]] for i in cuts for j in cuts if j > i]
    elif " " not in name:
        cuts = sorted(_hyphen_points(name)) if name.isalpha() and len(name) >= LONGEST_UNBROKEN else []
        candidates = [[name[:i] + "-", name[i:j] + "-", name[j:]] for i in cuts for j in cuts if j >= i + 2]
    else:
        for a, b in _splits(name):
            for part, other, leading in ((a, b, True), (b, a, False)):
                cut = _hyphenated(part)
                if cut is not None:
                    candidates.append([*cut, other] if leading else [other, *cut])
    fitting = [c for c in candidates if all(_text_w(line, size, True) <= max_w for line in c)]
    if not fitting:
        return None

    def odd_breaks(lines: list[str]) -> int:
        """Breaks inside a katakana word (not before a known word nor after a long-vowel bar)."""
        return sum(
            1
            for a, b in itertools.pairwise(lines)
            if not b.isascii() and not a.endswith("ー") and not any(b.startswith(k) for k in KATAKANA_WORDS)
        )

    return min(fitting, key=lambda c: (odd_breaks(c), max(_text_w(line, size, True) for line in c)))
