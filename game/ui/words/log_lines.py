"""A match log entry with how the log shows it (issue #38.4: a result stands out as in a football
app, by weight, colour and a drawn mark, never by an ASCII sign)."""

from __future__ import annotations

RESULT = "result"  # a shot's outcome, a penalty kick, a goal
HEADING = "heading"  # a half kicking off, a turn starting


class LogLine(str):
    """The entry's words (a str everywhere a str is used) and its `kind`: RESULT, HEADING or ""."""

    kind: str

    def __new__(cls, text: str, kind: str = "") -> LogLine:
        line = super().__new__(cls, text)
        line.kind = kind
        return line


def kind_of(entry: str) -> str:
    return getattr(entry, "kind", "")


def plain(line: str) -> str:
    """A narrated line without the headless runner's layout marks (indent, "=> ", "=== ", "-- ")."""
    text = line.strip()
    for mark in ("=> ", "=== ", "-- "):
        text = text.removeprefix(mark)
    return text.removesuffix(" ===").strip()
