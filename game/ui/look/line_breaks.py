"""Where a line of Japanese may not break: inside a katakana word. A katakana compound of the
card list breaks only before one of its football words ("センター" / "バック")."""

from __future__ import annotations

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
