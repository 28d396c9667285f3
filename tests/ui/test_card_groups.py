"""Cards shown together set their names in one size, and a card's words keep clear of its code
tab (review22 #5: "Cadenciador" small beside a big "Criador" on one pitch row; "Tempo Control" and
"Regista" touching the tab in the 1920 line-up)."""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from game.engine.cards import default_cards
from game.ui.art import card_face
from game.ui.art.card_lines import _line_pitch
from game.ui.look import assets
from game.ui.look import layout as L
from game.ui.scenes.match.lineup import LineupScene, roster_rect
from tests.ui.helpers import session_at, some_every_run

LANGUAGES = ("en", "pt", "ja", "zh_CN")
# (window, text scale): the smallest table at the largest text, and a big window.
WINDOWS = (((1024, 600), 150), ((1920, 1080), 100))


def _groups() -> list[list[str]]:
    """The deck's cards by line (forwards, midfield, defence): the cards a pitch row holds."""
    by_role: dict[str, list[str]] = {}
    for card in default_cards().base:
        by_role.setdefault(card.role, []).append(card.id)
    return list(by_role.values())


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize(("size", "scale"), WINDOWS, ids=lambda v: str(v))
def test_a_group_shares_the_largest_size_every_name_fits(app_at, language, size, scale) -> None:  # type: ignore[no-untyped-def]
    """Every card of a group is set at the group's size (no card smaller), a long name condensed
    no narrower than CONDENSE_LIMIT, never under the text floor, and the group is never smaller
    than the smallest card would be on its own."""
    app_at(size, scale, language)
    lay = L.get()
    for w, h in ((lay.card_w, lay.card_h), tuple(lay.panel_card)):
        for group in _groups():
            shared = card_face.hand_size(group, w, h)
            own = [card_face.face_text(c, w, h) for c in group]
            assert shared >= min(f.size for f in own), (language, group)
            assert shared >= card_face.text_floor(h)
            for card in group:
                face = card_face.face_text(card, w, h, shared)
                if min(f.size for f in own) >= card_face.text_floor(h):
                    assert face.size == shared, (language, size, card, face.size, shared)
                assert face.squeeze >= assets.CONDENSE_LIMIT - 0.01, (card, face.squeeze)


@pytest.mark.parametrize("language", LANGUAGES)
def test_words_keep_clear_of_the_code_tab_in_the_1920_line_up(app_at, language) -> None:  # type: ignore[no-untyped-def]
    """The name's first line starts below the tab by a margin and the row of effects ends above
    the bottom half icons, measured on the rendered ink."""
    app_at((1920, 1080), 100, language)
    rect = roster_rect(0, 13)
    w, h = rect.w, rect.h
    top, bottom = card_face._block(h)
    for card in default_cards().base:
        face = card_face.face_text(card.id, w, h)
        pitch = _line_pitch(face.size)
        img = assets.font_for(face.lines[0], face.size, True).render(face.lines[0], True, (0, 0, 0))
        centre = round(face.name_y - pitch * (len(face.lines) - 1) / 2)
        ink_top = centre - img.get_height() // 2 + img.get_bounding_rect().top
        assert ink_top >= top + 4, (language, card.id, face.lines, ink_top, top)
        if face.row:
            row_h = _line_pitch(face.row_size) * (len(face.row) - 1) + round(face.row_size * 1.4)
            assert face.row_y + row_h // 2 <= bottom + face.row_size // 2, (language, card.id)


@pytest.mark.parametrize("language", ("en", "pt", "ja"))
def test_the_line_up_draws_every_name_in_one_size(app_at, language) -> None:  # type: ignore[no-untyped-def]
    app = app_at((1920, 1080), 100, language)
    session_at(app, ("lineup",), seed=11, random_play=True)
    assert isinstance(app.stack.top, LineupScene)
    card_face.names_drawn = []
    try:
        app.stack.top.draw(pygame.Surface(app.screen.get_size()))
        sizes = {size for _c, _w, _h, size in card_face.names_drawn}
    finally:
        card_face.names_drawn = None
    assert len(sizes) == 1, sizes


def test_the_walks_tab_check_sees_a_name_on_the_tab(app_at) -> None:  # type: ignore[no-untyped-def]
    """The text-fit walk's check (words_on_the_tab) flags a name whose first line starts in its tab."""
    from tests.ui.test_text_fit import words_on_the_tab

    app_at((1920, 1080), 100, "en")
    rect = roster_rect(0, 13)
    face = card_face.face_text("DMF_TEMPO_CONTROL", rect.w, rect.h)
    assert not words_on_the_tab([("DMF_TEMPO_CONTROL", face)])
    raised = dataclasses.replace(face, name_y=face.tab)
    assert words_on_the_tab([("DMF_TEMPO_CONTROL", raised)])


# review23 #2: the 1920 hand and half-time panel held these; "Inside Forward" and "Tempo Control"
# were set 15 % narrower than their neighbours (so they looked smaller), "Overlapping" beside
# "Wing Back" in the draft touched its half icon.
REVIEWED_GROUPS = (
    ["CF_STRIKER", "CMF_PLAY_MAKER", "DMF_TEMPO_CONTROL", "LB_FULL_BACK", "CB_CENTER_BACK_L", "RWF_INSIDE_FORWARD"],
    ["AMF_CHANCE_MAKER", "CMF_PLAY_MAKER", "DMF_TEMPO_CONTROL", "LB_OVERLAPPING", "RWF_INSIDE_FORWARD"],
    ["LB_OVERLAPPING", "RB_WING_BACK"],
    ["CF_TARGET_MAN", "AMF_KILLER_PASS"],
)


@pytest.mark.parametrize("language", ("en", "pt"))
def test_a_group_at_1920_sets_no_name_squeezed(app_at, language) -> None:  # type: ignore[no-untyped-def]
    """Above the text floor a group's names are set at their full width (EVEN_SQUEEZE): a long
    name takes a second line or the group takes a smaller size rather than one name set narrower
    (names with spaces; a ja/zh name is one word that is condensed rather than broken)."""
    app_at((1920, 1080), 100, language)
    lay = L.get()
    for w, h in ((lay.card_w, lay.card_h), tuple(lay.panel_card), (244, 120), (340, 167)):
        for group in REVIEWED_GROUPS:
            shared = card_face.hand_size(group, w, h)
            if shared <= card_face.text_floor(h):
                continue
            for card in group:
                face = card_face.face_text(card, w, h, shared)
                assert face.squeeze >= card_face.EVEN_SQUEEZE, (language, (w, h), card, face.lines, face.squeeze)


def _too_wide_at_the_floor(card: str, w: int, h: int) -> bool:
    """Whether a word of the card's name (a katakana word counts as one) is wider than the card's
    widest text column at the text floor: only such a name may be condensed further."""
    from game.ui.art.card_lines import _text_w
    from game.ui.look.line_breaks import katakana_words
    from game.ui.words import card_text

    left, right = card_face._column(w, h, bool(card_face.card_def(card).printed), False)
    words = [k for word in card_text.card_name(card).split() for k in katakana_words(word)]
    return any(_text_w(word, card_face.text_floor(h), True) > right - left for word in words)


@pytest.mark.parametrize(("size", "scale"), WINDOWS, ids=lambda v: str(v))
def test_a_japanese_name_in_a_group_wraps_rather_than_squeezes(app_at, size, scale) -> None:  # type: ignore[no-untyped-def]
    """review23 #2: "チャンスメーカー" beside its group was squeezed to 0.82 in the 1920 line-up and
    "センターバック" to 0.81 at 1024 150 %: a name that needs it wraps between its words
    ("チャンス / メーカー") or the group steps down together; none narrower than LOOKS_EVEN, but a
    word wider than the card at the text floor, or (review24 #5) a name whose wrap would press its
    lines against the card's icons (インサイドフォワード on the 1024 field at 150 %)."""
    app_at(size, scale, "ja")
    lay = L.get()
    roster = roster_rect(0, 13)
    sizes = ((lay.card_w, lay.card_h), tuple(lay.panel_card), (roster.w, roster.h), (244, 120), (340, 167))
    found = []
    for w, h in sizes:
        for group in (*REVIEWED_GROUPS, *_groups()):
            shared = card_face.hand_size(group, w, h)
            for card in group:
                face = card_face.face_text(card, w, h, shared)
                wraps = not card_face.strained(card, card_face._faced(card, w, h, shared, card_face.TIGHT_MARGIN), h)
                if face.squeeze < card_face.LOOKS_EVEN and not _too_wide_at_the_floor(card, w, h) and wraps:
                    found.append(((w, h), card, face.lines, round(face.squeeze, 2)))
    assert not found, found


@pytest.mark.parametrize("size", ((1920, 1080), (2560, 1440)), ids=lambda s: f"{s[0]}x{s[1]}")
def test_one_long_word_does_not_hold_the_english_hand_down(app_at, size) -> None:  # type: ignore[no-untyped-def]
    """review24 #3: at 1920 en every tray name was 14 px on a 106 px card because "Overlapping"
    fitted beside its medallion only at 14 px; it runs across the card over its medallion instead,
    and the whole deck in one hand shares the largest size every name fits (20 px at 1920)."""
    app_at(size, 100, "en")
    w, h = L.get().panel_card
    deck = [c.id for c in default_cards().base + default_cards().stars]
    shared = card_face.hand_size(deck, w, h)
    own = [card_face.face_text(c, w, h).size for c in deck]
    assert shared >= max(min(own), round(h * 0.17)), (shared, h, min(own))  # 18 px at 1920, 24 at 2560
    face = card_face.face_text("LB_OVERLAPPING", w, h, shared)
    assert face.size == shared and face.squeeze >= card_face.EVEN_SQUEEZE, face


# The review's three cases in every run: the 1920 en hand (Overlapping), 1024 ja (three-line faces)
# and 1024 pt at 150 % (Driblador); every other window, scale and language (~8 s of CPU) in the big run.
ICON_CASES = some_every_run(
    [(s, scale, lang) for s, scale in (*WINDOWS, ((1024, 600), 100), ((2560, 1440), 100)) for lang in LANGUAGES],
    [((1920, 1080), 100, "en"), ((1024, 600), 100, "ja"), ((1024, 600), 150, "pt")],
)


@pytest.mark.parametrize(("size", "scale", "language"), ICON_CASES)
def test_words_keep_clear_of_the_cards_icons(app_at, language, size, scale) -> None:  # type: ignore[no-untyped-def]
    """review24 #3, #5: "Overlapping" touched its + icon in the 1920 hand, and three-line cards at
    1024 ja ("テンポ / コントロール / ⚡2›1") pressed their words against the connectors. Every card
    size the game shows (tray, field, line-up, draft), each card alone and in a group of the whole
    deck: the ink of every line of the name and of the row of effects stays ICON_MARGIN (3 real
    px) from the boxes of the half icons, printed medallions and star, upright and turned; where
    that margin would hyphenate, squeeze or shrink the name under the floor, TIGHT_MARGIN; only
    where even that would take the words under the text floor (three-line faces on the 1024 tray,
    56 px high, and "Driblador" at 150 %) they may come 3 px into an icon's box (not done)."""
    from game.ui.art.card_clearance import clearance
    from tests.ui.test_text_fit import least_icon_gap

    app_at(size, scale, language)
    lay = L.get()
    roster = roster_rect(0, 13)
    deck = [c.id for c in default_cards().base + default_cards().stars]
    found = []
    for w, h in ((lay.card_w, lay.card_h), tuple(lay.panel_card), (roster.w, roster.h), (244, 120), (340, 167)):
        top, bottom = card_face._block(h)
        for most in (0, card_face.hand_size(deck, w, h)):
            for card in deck:
                face = card_face.face_text(card, w, h, most)
                gap = clearance(card_face.card_def(card), face, w, h, top, bottom)
                need = least_icon_gap(card, w, h, most)
                if gap < need:
                    found.append(((w, h), card, face.size, face.lines, gap))
    assert not found, found


# review24 #3: the 2560 pt hand ("Ponta" and "Criador" tiny beside "Cadenciador")
REVIEWED_HAND = [
    "CF_STRIKER",
    "LWF_WINGER",
    "RWF_WINGER",
    "CMF_PLAY_MAKER",
    "DMF_TEMPO_CONTROL",
    "RB_FULL_BACK",
    "CB_CENTER_BACK_L",
    "RB_WING_BACK",
    "RWF_INSIDE_FORWARD",
    "CB_SWEEPER",
]


@pytest.mark.parametrize(("size", "least"), (((1920, 1080), 17), ((2560, 1440), 22)), ids=("1920", "2560"))
@pytest.mark.parametrize("language", ("pt", "ja"))
def test_a_long_word_gives_the_hand_its_figures_room_not_its_size(app_at, size, least, language) -> None:  # type: ignore[no-untyped-def]
    """review24 #3: one word that fits beside its footballer only small ("Cadenciador", 14 px at
    1920 and 18 at 2560) no longer sets the whole hand's size: that card takes its figure's room
    (one card in five at most) and the hand's names are 17 px at 1920 and 22 or more at 2560."""
    app_at(size, 100, language)
    w, h = L.get().panel_card
    shared = card_face.hand_size(REVIEWED_HAND, w, h)
    assert shared >= least, shared
    bare = [c for c in REVIEWED_HAND if not card_face.face_text(c, w, h, shared).panel]
    assert len(bare) <= 2, bare
    for card in REVIEWED_HAND:
        face = card_face.face_text(card, w, h, shared)
        assert face.size == shared and face.squeeze >= card_face.EVEN_SQUEEZE, (card, face)


def test_the_walks_icon_check_sees_words_on_an_icon(app_at) -> None:  # type: ignore[no-untyped-def]
    """The text-fit walk's check (words_on_icons) flags a drawn face whose name runs into its
    right half icon, and passes the face as fitted; the line-up draws its faces for it to see."""
    from tests.ui.test_text_fit import words_on_icons

    app = app_at((1920, 1080), 100, "en")
    w, h = L.get().panel_card
    face = card_face.face_text("LB_OVERLAPPING", w, h)
    assert not words_on_icons([("LB_OVERLAPPING", w, h, face)])
    pushed = dataclasses.replace(face, left=face.left + 30, right=face.right + 30)
    assert words_on_icons([("LB_OVERLAPPING", w, h, pushed)])
    session_at(app, ("lineup",), seed=11, random_play=True)
    card_face.faces_drawn = []
    try:
        app.stack.top.draw(pygame.Surface(app.screen.get_size()))
        drawn = list(card_face.faces_drawn)
    finally:
        card_face.faces_drawn = None
    assert len(drawn) >= 10 and not words_on_icons(drawn)
