"""A question that needs more lines than its box has gets a smaller size, never silently loses
its last words: what still does not fit is recorded like a cut label and ends with "…"."""

from __future__ import annotations

from game.ui.look import assets
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
