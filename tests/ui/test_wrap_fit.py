"""A question that needs more lines than its box has gets a smaller size, never silently loses
its last words: what still does not fit is recorded like a cut label and ends with "…"."""

from __future__ import annotations

from game.ui import widgets
from game.ui.app import App


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
