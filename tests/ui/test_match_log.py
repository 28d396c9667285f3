"""The match log (issue #10): at least six lines visible, the wheel scrolls back, a cut line shows
whole on hover, it survives Continue, and its older lines follow a change of language."""

from __future__ import annotations

import pygame

from game import i18n
from game.engine.rng import Rng
from game.engine.state import Game
from game.ui.control.controller import MatchConfig
from game.ui.look import layout as L
from game.ui.look.metrics import px
from game.ui.scenes.table.table_scene import TableScene
from game.ui.table import match_log
from game.ui.table.match_log import INDENT, LOG_SIZE, expand_rect, log_rows
from game.ui.widgets.basic import wrap
from game.ui.window.session import Session
from tests.ui.driver import mouse_move
from tests.ui.helpers import new_app


def _app(scene: TableScene):  # type: ignore[no-untyped-def]
    return scene.app


def played(seed: int = 6, actions: int = 120):  # type: ignore[no-untyped-def]
    state = Game(seed=seed).new_initial_state()
    rng = Rng(seed)
    for _ in range(actions):
        legal = state.legal_actions()
        state.apply_action(legal[rng.below(len(legal))])
        if state.phase.value in ("team_action", "player_action") and len(state.history) >= actions // 2:
            break
    return state


def resumed_table() -> tuple[TableScene, object, Session]:
    state = played()
    app, d = new_app()
    session = Session(MatchConfig(mode="hotseat", seed=6), None, state=state)
    session.controller.viewer = state.current_player()
    scene = TableScene(app, session)
    app.stack.clear()
    app.stack.push(scene)
    d.frame(n=2)
    return scene, d, session


def test_a_resumed_match_keeps_its_log_and_shows_at_least_six_lines() -> None:
    _scene, _d, session = resumed_table()
    lines = session.log
    assert len(lines) > 20  # the whole match so far, rebuilt from the saved actions
    rows = log_rows(lines)
    entries = list(dict.fromkeys(full for _r, _t, full in rows))
    box = match_log.box()
    fit = (box.h - px(10)) // L.get().log_row
    assert fit >= 6 and len(entries) >= 3
    assert entries == lines[-len(entries) :]  # whole entries, the newest at the bottom
    older = lines[-len(entries) - 1]  # the next one back did not fit whole
    assert len(rows) + len(wrap(older, LOG_SIZE, box.w - px(24) - expand_rect().w - px(INDENT))) > fit
    assert all(box.contains(row) for row, _t, _f in rows)


def test_the_wheel_scrolls_the_log_back_and_forth() -> None:
    scene, d, session = resumed_table()
    box = match_log.box()
    d.frame([mouse_move(box.center)])  # type: ignore[attr-defined]
    newest = log_rows(session.log)[-1][2]
    d.frame([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=3, flipped=False)])  # type: ignore[attr-defined]
    assert scene.log_scroll == 3
    assert log_rows(session.log, scene.log_scroll)[-1][2] == session.log[-4] != newest
    d.frame([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-5, flipped=False)])  # type: ignore[attr-defined]
    assert scene.log_scroll == 0


def test_older_lines_follow_a_change_of_language() -> None:
    _scene, _d, session = resumed_table()
    english = list(session.log)
    try:
        i18n.set_language("pt")
        portuguese = list(session.log)
    finally:
        i18n.set_language("en")
    assert len(portuguese) == len(english)
    assert sum(a != b for a, b in zip(english, portuguese, strict=True)) > len(english) // 2


def test_a_long_entry_wraps_onto_rows_and_is_never_cut(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    _scene, _d, session = resumed_table()
    long_line = "HOME " + "plays a very long and winding move across the whole field " * 3
    monkeypatch.setattr(Session, "log", property(lambda self: [*["short line"] * 5, long_line]))
    rows = log_rows(session.log)
    mine = [text for _r, text, full in rows if full == long_line]
    assert len(mine) > 1 and not any(text.endswith("…") for _r, text, _f in rows)
    assert " ".join(mine).split() == long_line.split()
    assert rows[-1][2] == long_line


def test_the_log_opens_large_with_the_whole_match_and_closes_again() -> None:
    from game.ui.scenes.overlays.log_overlay import LogOverlay

    scene, d, session = resumed_table()
    d.click(expand_rect().center)  # type: ignore[attr-defined]
    overlay = _app(scene).stack.top
    assert isinstance(overlay, LogOverlay) and overlay.lines == session.log
    rows = overlay.rows()
    assert len(rows) >= len(session.log) > overlay.visible()
    d.frame([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2, flipped=False)])  # type: ignore[attr-defined]
    assert overlay.scroll == 6
    d.key(pygame.K_ESCAPE)  # type: ignore[attr-defined]
    assert _app(scene).stack.top is scene
    d.key(pygame.K_l)  # type: ignore[attr-defined]
    assert isinstance(_app(scene).stack.top, LogOverlay)


def test_placement_lines_say_where_in_words_not_grid_numbers() -> None:
    """ "HOME places CMF Play Maker in attacking midfield, centre-left": a line and a flank, never a row
    or column number; every place on the half has its own words."""
    from game.engine import events as E
    from game.ui.window.session import log_line
    from game.ui.words.narrate import place_words

    line = log_line(E.CardPlaced(side=0, card="CMF_PLAY_MAKER", row=1, col=2, completed=()))
    assert line == "HOME places CMF Play Maker in attacking midfield, centre-left"
    wings = log_line(E.CardPlaced(side=1, card="LWF_WINGER", row=0, col=0, completed=((0, 0, "h"),)))
    assert wings is not None and "up front, on the left wing" in wings and "+1 icon" in wings
    assert not any(ch.isdigit() for ch in (line or "").replace("+1", ""))
    words = {place_words(row, col) for row in range(4) for col in range(7)}
    assert len(words) == 28


def test_revealed_synergy_cards_and_kicks_are_named_in_words() -> None:
    from game.engine import events as E
    from game.ui.window.session import log_line

    assert log_line(E.SynergyRevealed(side=0, slot=1, card="1T", total=4)) == "HOME reveals 1 star + TACKLE: total 4"
    kick = log_line(E.PenaltyKick(side=1, kick="TL", save=("C", "BR"), goal=True))
    assert kick is not None and "top left" in kick and "centre + bottom right" in kick


def test_the_box_shows_whole_entries_only_and_always_the_newest(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A long wrapped entry that no longer fits above the shorter newer ones is left out, never
    shown from its middle: the first row drawn is an entry's first row (1024x600, Portuguese)."""
    from game.settings import Settings
    from game.ui.window.app import App

    app = App(headless=True, sound=False, settings=Settings(language="pt"), size=(1024, 600))
    try:
        box = match_log.box()
        room = box.w - px(24) - expand_rect().w - px(INDENT)
        fit = (box.h - px(10)) // L.get().log_row
        long_line = "MANDANTE coloca Meia Armador no meio-campo ofensivo, centro-esquerda: +1 ícone de passe"
        parts = wrap(long_line, LOG_SIZE, room)
        assert 2 < len(parts) < fit
        newer = [f"VISITANTE coloca Zagueiro {i}" for i in range(fit - len(parts) + 1)]
        for lines in (["antes", long_line, *newer], [long_line, *newer[:-1]]):
            rows = log_rows(lines)
            shown = list(dict.fromkeys(full for _r, _t, full in rows))
            assert rows[0][1] == wrap(shown[0], LOG_SIZE, room)[0]  # the top row starts an entry
            for entry in shown:
                assert [t for _r, t, full in rows if full == entry] == wrap(entry, LOG_SIZE, room)
            assert rows[-1][2] == lines[-1] and len(rows) <= fit
        assert long_line not in {full for _r, _t, full in log_rows(["antes", long_line, *newer])}
        scrolled = log_rows(["antes", long_line, *newer], scroll=len(newer))
        assert scrolled[-1][2] == long_line and scrolled[0][1] == wrap(scrolled[0][2], LOG_SIZE, room)[0]
        newest_only = log_rows(["antes", long_line * 4])  # taller than the box: its first rows
        assert newest_only[0][1] == wrap(long_line * 4, LOG_SIZE, room)[0] and len(newest_only) == fit
    finally:
        app.close()


def test_results_stand_out_by_weight_colour_and_a_drawn_bar_not_an_ascii_mark() -> None:
    """#38.4: "> TACKLE: attack 8 against defence 5" read like a terminal; a result is now its words
    alone, in bold gold with a gold bar down its left in the log box (and in the large log), and
    no entry starts with ">", "=" or "-"."""
    from game.engine import events as E
    from game.ui.widgets import basic as widgets
    from game.ui.window.session import log_line
    from game.ui.words.log_lines import HEADING, RESULT, kind_of

    result = log_line(E.ShotResolved(side=0, outcome="tackle", attack=8, defense=5))
    assert result == "TACKLE: attack 8 against defense 5" and kind_of(result) == RESULT
    assert kind_of(log_line(E.TurnStarted(side=1, turn=4, additional_time=False))) == HEADING
    scene, _d, session = resumed_table()
    assert session.log and not any(line.lstrip()[:1] in (">", "=", "-") for line in session.log)
    lines = [*session.log[-3:], result]
    surface = _app(scene).screen
    surface.fill((0, 0, 0))
    widgets.drawn = []
    try:
        match_log.draw_log(surface, lines)
        drawn = [b for b in widgets.drawn if result.startswith(b.text)]  # its first row
    finally:
        widgets.drawn = None
    assert drawn, "the result is drawn"
    ink = drawn[0].ink
    inked = {surface.get_at((x, y))[:3] for x in range(ink.x, ink.right) for y in range(ink.y, ink.bottom)}
    assert match_log.RESULT_GOLD in inked  # its words in gold
    bar = pygame.Rect(ink.x - px(7), ink.y, px(3), ink.h)
    golds = [surface.get_at((bar.centerx, y))[:3] for y in range(bar.y + px(2), bar.bottom - px(2))]
    assert golds and all(c == match_log.RESULT_GOLD for c in golds)
