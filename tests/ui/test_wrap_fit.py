"""A question that needs more lines than its box has gets a smaller size, never silently loses
its last words: what still does not fit is recorded like a cut label and ends with "…"."""

from __future__ import annotations

import itertools
from collections.abc import Iterator

from game import i18n
from game.ui.look import assets, line_breaks
from game.ui.widgets import basic as widgets
from game.ui.window.app import App


def test_wrap_fit_shrinks_before_it_cuts_and_records_a_cut() -> None:
    App(headless=True, sound=False)
    widgets.overflows.clear()
    text = "Pass to draw cards, or press to push the marker toward the other goal"
    size, lines = widgets.wrap_fit(text, 17, 260, 3, True)
    assert len(lines) <= 3 and " ".join(lines).split() == text.split() and not widgets.overflows
    assert size <= 17
    size, lines = widgets.wrap_fit(text * 3, 17, 260, 3, True)
    assert len(lines) == 3 and lines[-1].endswith("…")
    assert widgets.overflows and widgets.overflows[-1][0] == text * 3
    widgets.overflows.clear()


def test_japanese_breaks_between_characters_but_not_inside_a_katakana_word_or_before_a_full_stop() -> None:
    from game import i18n
    from game.ui.widgets.basic import wrap

    text = "プレスでは主導権マーカーをプレスシンボルの数だけ相手に向けて進める。"
    app = App(headless=True, sound=False)
    try:
        i18n.set_language("ja")
        font = assets.font(16)
        for width in range(font.size("プレスシンボル")[0], 400, 7):
            lines = wrap(text, 16, width)
            assert "".join(lines) == text
            for line in lines[1:]:
                assert not line.startswith(("ー", "。", "カー", "ーカー", "ボル", "シンボル", "ス"))
        for width in (24, 40, 60):  # a katakana word wider than the line breaks like other CJK text
            lines = wrap(text, 16, width)
            assert "".join(lines) == text and all(font.size(line)[0] <= width for line in lines)
    finally:
        i18n.set_language("en")
        app.close()


# #38.4 (review 21, #6): the lines the old wrapper broke inside words, and the pieces it left alone
# at a line's start: "選ぼ/う。", "しやす/い。", "基/礎守備力", "加/える".
REVIEW_LINES = (
    ("次のスター：RWF インサイドフォワードを選ぼう。", ("う。", "ぼう。")),
    ("この列はパスしやすい。", ("い。", "すい。")),
    ("ホームが RWF ウイングでシュート：基礎攻撃力 1、基礎守備力 2", ("礎", "守備力", "備力", "撃力")),
    ("クラック x2：このカードのシュート時、相手の基礎守備力が 2 下がる。", ("礎", "備力", "がる。")),
    ("手札からキラーパスを加える：囲まれたカードをクリック。", ("える", "る：", "まれた")),
    ("攻勢：手札を 2 枚まで追加できる。", ("枚", "まで", "る。")),  # a number keeps its counter
    ("理由：キーパーの飛びつきは 5 か所のうち 2 か所しか守れない。", ("所", "か所")),
    ("RWF インサイドフォワード · 得点 最大74%", ("74%", "大")),  # a run's last number or character
    ("FW は行 0-1、MF は行 1-2、DF は行 2-3 に置く。", ("は行", "に置く")),  # no particle starts a line
)


def _lines_at_every_width(text: str, size: int = 16) -> Iterator[tuple[int, list[str]]]:
    font = assets.font(size)
    widest_phrase = max(font.size(p)[0] for word in text.split() for p in line_breaks.phrases(word))
    for width in range(widest_phrase, font.size(text)[0] + 8, 5):
        yield width, widgets.wrap(text, size, width)


def test_japanese_breaks_only_between_phrases_with_kinsoku() -> None:
    """#38.4: every width from the widest phrase up: the same words, no line wider than its room,
    none starting with a piece of a word (the review's "う。", "礎守備力", "える") or a closing mark
    or small kana, none ending with an opening bracket."""
    app = App(headless=True, sound=False)
    try:
        i18n.set_language("ja")
        font = assets.font(16)
        for text, never_first in REVIEW_LINES:
            for width, lines in _lines_at_every_width(text):
                assert "".join(lines).replace(" ", "") == text.replace(" ", ""), lines
                assert all(font.size(line)[0] <= width for line in lines), (width, lines)
                for line in lines[1:]:
                    assert not line.startswith(never_first), (width, lines)
                    assert line[0] not in line_breaks.NO_START, (width, lines)
                assert not any(line[-1] in line_breaks.NO_END for line in lines), (width, lines)
    finally:
        i18n.set_language("en")
        app.close()


def test_chinese_keeps_card_names_and_terms_whole_and_kinsoku() -> None:
    """#38.4: zh_CN breaks between phrases, never inside a card's name ("中/后卫") or a game term
    the phrase model does not know ("基础防/守力"), and never before "。" or "，"."""
    app = App(headless=True, sound=False)
    try:
        i18n.set_language("zh_CN")
        text = "破防 x2：此卡射门时，防守方的基础防守力减少 2。选择中后卫或支点中锋加入进攻。抽 2 张，另一张弃掉。"
        whole = ("中后卫", "支点中锋", "基础防守力", "射门")
        for width, lines in _lines_at_every_width(text):
            assert "".join(lines).replace(" ", "") == text.replace(" ", ""), lines
            for a, b in itertools.pairwise(lines):
                joint = a[-4:] + b[:4]
                assert not any(w in joint and w not in a[-4:] and w not in b[:4] for w in whole), (width, lines)
                assert b[0] not in "。，：张", (width, lines)
    finally:
        i18n.set_language("en")
        app.close()


def test_a_phrase_wider_than_the_line_still_breaks_and_fits() -> None:
    """Only a phrase wider than the whole line breaks inside itself: first where kinsoku allows,
    then anywhere (a box of two characters)."""
    app = App(headless=True, sound=False)
    try:
        i18n.set_language("ja")
        font = assets.font(16)
        text = "相手の基礎守備力が 2 下がる。"
        lines = widgets.wrap(text, 16, font.size("基礎守")[0])
        assert "".join(lines).replace(" ", "") == text.replace(" ", "")
        assert all(font.size(line)[0] <= font.size("基礎守")[0] for line in lines)
        assert lines[0] == "相手の", lines  # the phrase before breaks first
        assert not any(line[0] in line_breaks.NO_START for line in lines[1:]), lines
        tiny = widgets.wrap(text, 16, font.size("基")[0] + 2)
        assert "".join(tiny).replace(" ", "") == text.replace(" ", "") and len(tiny) >= len(text.replace(" ", "")) // 2
    finally:
        i18n.set_language("en")
        app.close()
