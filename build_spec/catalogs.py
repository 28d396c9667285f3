"""Translation catalogs and the CJK fonts that draw them.

    python build_spec/catalogs.py extract   # game/**.py -> game/locale/messages.pot, then update every .po
    python build_spec/catalogs.py compile   # every .po -> .mo (shipped)
    python build_spec/catalogs.py fonts     # subset Noto Sans CJK SC/JP to the characters the catalogs use
    python build_spec/catalogs.py apply FILE.json...  # fill translations {msgid: {lang: text}} into every .po

`fonts` needs Debian's fonts-noto-cjk (apt-get install fonts-noto-cjk); extract/compile need Babel,
all three fontTools or Babel from the dev extra."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from babel.messages.catalog import Catalog

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "game" / "locale"
POT = LOCALE / "messages.pot"
LANGS = ("zh_CN", "ja", "pt")
KEYWORDS = ["-k", "_", "-k", "N_", "-k", "ngettext:1,2"]
CJK_SOURCE = Path("/usr/share/fonts/opentype/noto")
# (catalog, face index in the Noto CJK collection, output name)
CJK_FONTS = (("zh_CN", 2, "NotoSansSC"), ("ja", 0, "NotoSansJP"))
# Drawn in every language whatever the catalogs say: ASCII, Latin-1, general and CJK punctuation,
# full-width forms, both kana sets, and the stars and arrows the game prints.
SAFETY = (
    "".join(chr(c) for c in range(0x20, 0x7F))
    + "".join(chr(c) for c in range(0xA0, 0x100))
    + "".join(chr(c) for c in range(0x2010, 0x2040))
    + "".join(chr(c) for c in range(0x3000, 0x3040))
    + "".join(chr(c) for c in range(0x3040, 0x3100))
    + "".join(chr(c) for c in range(0xFF01, 0xFF5F))
    + "★☆←→↑↓×・…‹›"
)
# The language selector shows every language in its own script (game.i18n.LANGUAGES).
LANGUAGE_NAMES = "English简体中文日本語Português"


def babel(*args: str) -> None:
    subprocess.run([sys.executable, "-m", "babel.messages.frontend", *args], check=True, cwd=ROOT)


def extract() -> None:
    LOCALE.mkdir(parents=True, exist_ok=True)
    babel("extract", *KEYWORDS, "--sort-output", "--no-wrap", "--project=MagicNumberEleven",
          "-o", str(POT), "game")
    brace_format_only(POT)
    for lang in LANGS:
        po = LOCALE / lang / "LC_MESSAGES" / "messages.po"
        if po.exists():
            babel("update", "--no-wrap", "--no-fuzzy-matching", "--ignore-obsolete",
                  "-i", str(POT), "-d", str(LOCALE), "-D", "messages", "-l", lang)
        else:
            babel("init", "--no-wrap", "-i", str(POT), "-d", str(LOCALE), "-D", "messages", "-l", lang)
        brace_format_only(po)


def _read_brace_format(path: Path, lang: str | None = None) -> Catalog:
    """A catalog as the game uses it: it formats with str.format only, so a "%" in a message is a
    percent sign, never a printf placeholder (Babel reads "{kick}% of" as "% o" and then refuses
    the translations at compile)."""
    from babel.messages.pofile import read_po

    with path.open("rb") as handle:
        catalog = read_po(handle, locale=lang)
    for message in catalog:
        message.flags.discard("python-format")
    return catalog


def brace_format_only(path: Path) -> None:
    from babel.messages.pofile import write_po

    catalog = _read_brace_format(path)
    with path.open("wb") as handle:
        write_po(handle, catalog, width=0, sort_output=True, ignore_obsolete=True)


def compile_catalogs() -> None:
    """Every .po to its .mo, checked as Babel's compile checks it, the printf check aside
    (_read_brace_format); a catalog marked fuzzy is skipped as Babel skips it; an error is printed
    and makes the command fail once all are written."""
    from babel.messages.mofile import write_mo

    errors = 0
    for lang in LANGS:
        po = LOCALE / lang / "LC_MESSAGES" / "messages.po"
        catalog = _read_brace_format(po, lang)
        if catalog.fuzzy:
            print(f"error: {po.relative_to(ROOT)} is marked fuzzy: not compiled")
            errors += 1
            continue
        for message, problems in catalog.check():
            for problem in problems:
                print(f"error: {po}:{message.lineno}: {problem}")
                errors += 1
        with po.with_suffix(".mo").open("wb") as handle:
            write_mo(handle, catalog, use_fuzzy=False)
        done = sum(1 for m in catalog if m.id and not m.fuzzy
                   and (all(m.string) if isinstance(m.string, tuple) else m.string))
        print(f"{done} of {len(catalog)} messages translated in {po.relative_to(ROOT)} -> .mo")
    if errors:
        raise SystemExit(f"{errors} error(s) in the catalogs")


def catalog_characters(lang: str) -> set[str]:
    from babel.messages.pofile import read_po

    with (LOCALE / lang / "LC_MESSAGES" / "messages.po").open("rb") as handle:
        catalog = read_po(handle)
    chars: set[str] = set()
    for message in catalog:
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        for text in strings:
            chars.update(text or "")
    return chars


def fonts() -> None:
    from fontTools import subset

    for lang, index, name in CJK_FONTS:
        text = "".join(sorted(catalog_characters(lang) | set(SAFETY) | set(LANGUAGE_NAMES)))
        for weight in ("Regular", "Bold"):
            source = CJK_SOURCE / f"NotoSansCJK-{weight}.ttc"
            target = ROOT / "fonts" / f"{name}-{weight}.otf"
            subset.main([
                str(source),
                f"--font-number={index}",
                f"--text={text}",
                "--name-IDs=*",
                "--name-languages=*",
                "--layout-features=*",
                "--no-hinting",
                f"--output-file={target}",
            ])
            print(f"{target.name}: {target.stat().st_size / 1e3:.0f} kB for {len(text)} characters")


def apply(paths: list[str]) -> None:
    """Write translations kept as JSON ({msgid: {"zh_CN": ..., "ja": ..., "pt": ...}}) into the catalogs;
    a msgid the catalog does not hold (not yet extracted, or gone from the code) is listed, not added."""
    import json

    from babel.messages.pofile import write_po

    wanted: dict[str, dict[str, str]] = {}
    for path in paths:
        wanted.update(json.loads(Path(path).read_text(encoding="utf-8")))
    for lang in LANGS:
        po = LOCALE / lang / "LC_MESSAGES" / "messages.po"
        catalog = _read_brace_format(po)
        filled = 0
        for msgid, texts in wanted.items():
            message = catalog.get(msgid)
            if message is None or not texts.get(lang):
                print(f"{lang}: not in the catalog or untranslated: {msgid!r}")
                continue
            message.string = texts[lang]
            message.flags.discard("fuzzy")
            filled += 1
        with po.open("wb") as handle:
            write_po(handle, catalog, width=0, ignore_obsolete=True)
        print(f"{lang}: {filled} of {len(wanted)} filled")


if __name__ == "__main__":
    commands = {"extract": extract, "compile": compile_catalogs, "fonts": fonts}
    if len(sys.argv) >= 3 and sys.argv[1] == "apply":
        apply(sys.argv[2:])
    elif len(sys.argv) != 2 or sys.argv[1] not in commands:
        print(__doc__)
        sys.exit(2)
    else:
        commands[sys.argv[1]]()
