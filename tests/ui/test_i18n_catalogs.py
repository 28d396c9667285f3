"""The translation catalogs are complete and drawable: every msgid of the code is in the template,
translated in every language with the same placeholders, compiled, and every character of every
translated string (card names and effects included) is in the font that language is drawn with.
A missing glyph renders blank, not as a box, so only this test notices it."""

from __future__ import annotations

import gettext
import re
import string
from functools import cache
from pathlib import Path

import pygame
import pytest
from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.pofile import read_po
from fontTools.ttLib import TTFont

from game import i18n
from game.ui.look import assets
from game.ui.scenes.menus.menus import TitleScene
from game.ui.words import card_text
from tests.ui.helpers import new_app

ROOT = Path(__file__).resolve().parents[2]
LOCALE = ROOT / "game" / "locale"
LANGS = ("zh_CN", "ja", "pt")
KEYWORDS = {"_": None, "N_": None, "ngettext": (1, 2)}


@cache
def template() -> Catalog:
    with (LOCALE / "messages.pot").open("rb") as handle:
        return read_po(handle)


@cache
def catalog(lang: str) -> Catalog:
    with (LOCALE / lang / "LC_MESSAGES" / "messages.po").open("rb") as handle:
        return read_po(handle, locale=lang)


def key(msgid: str | tuple[str, ...]) -> str:
    return msgid if isinstance(msgid, str) else msgid[0]


def placeholders(s: str) -> set[str]:
    return {name for _text, name, _spec, _conv in string.Formatter().parse(s) if name is not None}


def strings(message_string: str | tuple[str, ...]) -> tuple[str, ...]:
    return message_string if isinstance(message_string, tuple) else (message_string,)


def test_every_msgid_of_the_code_is_in_the_template() -> None:
    """`python build_spec/catalogs.py extract` was run after the last string changed."""
    in_code = {
        key(msgid) for _file, _line, msgid, _comments, _context in extract_from_dir(ROOT / "game", keywords=KEYWORDS)
    }
    in_template = {key(m.id) for m in template() if m.id}
    assert not in_code - in_template, f"not extracted yet: {sorted(in_code - in_template)[:10]}"


@pytest.mark.parametrize("lang", LANGS)
def test_every_msgid_is_translated_with_the_same_placeholders(lang: str) -> None:
    cat = catalog(lang)
    problems = []
    for m in template():
        if not m.id:
            continue
        t = cat.get(m.id)
        if t is None:
            problems.append(f"missing: {m.id!r}")
            continue
        if t.fuzzy:
            problems.append(f"fuzzy: {m.id!r}")
        forms = strings(t.string)
        if isinstance(m.id, tuple) and len(forms) != cat.num_plurals:
            problems.append(f"{len(forms)} plural forms, not {cat.num_plurals}: {m.id!r}")
        for i, form in enumerate(forms):
            source = m.id if isinstance(m.id, str) else m.id[min(i, 1)]
            if not form.strip():
                problems.append(f"empty: {m.id!r}")
            elif placeholders(form) != placeholders(source):
                problems.append(f"placeholders {placeholders(form)} != {placeholders(source)}: {m.id!r}")
            elif ("\n" in form) != ("\n" in source):
                problems.append(f"line breaks differ: {m.id!r}")
    assert not problems, "\n".join(problems[:20])


@pytest.mark.parametrize("lang", LANGS)
def test_compiled_catalogs_match_their_po_files(lang: str) -> None:
    mo = LOCALE / lang / "LC_MESSAGES" / "messages.mo"
    with mo.open("rb") as handle:
        compiled = gettext.GNUTranslations(handle)
    stale = []
    for m in catalog(lang):
        if not m.id:
            continue
        if isinstance(m.id, tuple):
            for n in (1, 2, 5):
                got = compiled.ngettext(m.id[0], m.id[1], n)
                index = 0 if catalog(lang).num_plurals == 1 else (0 if n == 1 else 1)
                if got != strings(m.string)[index]:
                    stale.append(m.id[0])
        elif compiled.gettext(m.id) != m.string:
            stale.append(m.id)
    assert not stale, f"run `python build_spec/catalogs.py compile`: {stale[:10]}"


@cache
def cmap(font_file: str) -> frozenset[str]:
    path = ROOT / "fonts" / font_file
    return frozenset(chr(c) for c in TTFont(str(path), lazy=True).getBestCmap())


def fonts_of(lang: str) -> list[str]:
    return [assets.font_file(bold, lang) for bold in (False, True)]


@pytest.mark.parametrize("lang", ("en", *LANGS))
def test_every_character_of_every_string_is_in_its_font(lang: str) -> None:
    if lang == "en":
        texts = [s for m in template() if m.id for s in strings(m.id)]
    else:
        texts = [s for m in catalog(lang) if m.id for s in strings(m.string)]
    # card names and effect texts are shown through the catalogs: check them as the player sees them
    translations = gettext.translation("messages", str(LOCALE), languages=[lang], fallback=True)
    texts += [translations.gettext(t) for t in card_text.all_card_texts()]
    texts.append(i18n.LANGUAGES[lang])
    used = {c for t in texts for c in t if not c.isspace()}
    for font_file in fonts_of(lang):
        missing = sorted(used - cmap(font_file))
        assert not missing, f"{font_file} lacks {''.join(missing)!r}"


def test_every_language_name_is_drawable_in_its_own_font() -> None:
    """The language selector shows each language in its own script, whatever the current one is."""
    for lang, name in i18n.LANGUAGES.items():
        for font_file in fonts_of(lang):
            assert set(name) <= cmap(font_file), (lang, font_file)


def test_the_cjk_fonts_stay_small_and_keep_their_licence_names() -> None:
    total = 0
    for lang in ("zh_CN", "ja"):
        for font_file in fonts_of(lang):
            path = ROOT / "fonts" / font_file
            total += path.stat().st_size
            names = {r.nameID for r in TTFont(str(path), lazy=True)["name"].names}
            assert {0, 13, 14} <= names, f"{font_file}: copyright and licence records kept"
    assert total < 4_000_000
    assert "Noto Sans CJK" in (ROOT / "fonts" / "OFL.txt").read_text(encoding="utf-8")


def test_the_catalogs_use_the_rulebook_terms() -> None:
    """A few anchors: the words the printed rulebooks use for the game's own terms."""
    expected = {
        "zh_CN": {"PASS": "传球", "PRESS": "压迫", "TACKLE": "铲球", "ADDITIONAL TIME": "伤停补时"},
        "ja": {"PASS": "連携", "PRESS": "プレス", "TACKLE": "タックル", "ADDITIONAL TIME": "アディショナルタイム"},
        "pt": {"PASS": "PASSE", "PRESS": "PRESSÃO", "TACKLE": "CARRINHO", "ADDITIONAL TIME": "ACRÉSCIMOS"},
    }
    for lang, terms in expected.items():
        for msgid, word in terms.items():
            message = catalog(lang).get(msgid)
            assert message is not None and message.string == word, (lang, msgid)


def test_rule_messages_keep_the_rule_id_and_name_cards_in_the_language() -> None:
    from game.engine.errors import IllegalAction

    exc = IllegalAction("R4.3", "{card} is not on your field", {"card": "CF_STRIKER"})
    try:
        assert card_text.rule_message(exc) == "R4.3: CF Striker is not on your field"
        i18n.set_language("ja")
        message = card_text.rule_message(exc)
        assert message.startswith("R4.3: CF ストライカー") and re.search("[\u3040-\u30ff]", message)
    finally:
        i18n.set_language("en")


def test_switching_language_at_run_time_redraws_the_title_and_back() -> None:
    app, d = new_app()
    try:
        d.frame(n=2)
        title = app.stack.top
        assert isinstance(title, TitleScene)
        english = [b.label for b in title.menu.buttons]
        before = pygame.image.tobytes(app.screen, "RGB")
        i18n.set_language("zh_CN")
        d.frame(n=1)
        chinese = [b.label for b in title.menu.buttons]
        assert chinese != english and any(re.search("[\u4e00-\u9fff]", label) for label in chinese)
        assert assets.font(18).name == "Noto Sans CJK SC"
        assert pygame.image.tobytes(app.screen, "RGB") != before
        i18n.set_language("en")
        d.frame(n=1)
        assert [b.label for b in title.menu.buttons] == english
        assert pygame.image.tobytes(app.screen, "RGB") == before
    finally:
        i18n.set_language("en")


def test_an_unknown_language_falls_back_to_english() -> None:
    try:
        assert i18n.set_language("xx_YY") == "en"
        assert i18n._("New match") == "New match"
        assert assets.font_file() == "NotoSans-Regular.ttf"
    finally:
        i18n.set_language("en")


def test_a_missing_language_font_falls_back_with_a_notice(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(assets.LANGUAGE_FONTS, "ja", {False: "missing.otf", True: "missing.otf"})
    try:
        i18n.set_language("ja")
        surf = assets.text("New match", 18, (255, 255, 255))
        assert surf.get_width() > 0
        assert any("missing.otf" in note for note in assets.notices)
    finally:
        i18n.set_language("en")
        assets.notices[:] = [n for n in assets.notices if "missing.otf" not in n]
