"""The one way the game reads its own JSON files (settings, autosave, replays).

Size and nesting are bounded before anything trusts the content, and every failure to parse or
check it becomes `DamagedFile` with a reason the player can read: nothing in a file can crash the
game. Only regular files are opened (a pipe or a device would block the start for ever).
`set_aside` renames such a file so that it is kept for inspection and never read again; one that
cannot be moved is remembered for the run, said once where it is, and never written over."""

from __future__ import annotations

import datetime
import json
import os
import stat
from collections.abc import Callable
from pathlib import Path
from typing import Any, BinaryIO, TypeVar

from game.engine.errors import short_repr
from game.i18n import _

T = TypeVar("T")

MAX_DEPTH = 32  # a match file nests about 8 deep
MAX_DIGITS = 30  # no number the game writes comes near this
DAMAGED_TAG = ".damaged-"


class DamagedFile(ValueError):
    """A file whose content cannot be used; `str()` is the reason, in the player's language."""


class NotAFile(DamagedFile):
    """A folder, a pipe or a device where a file should be."""


# Unusable files that could not be moved aside in this run: said once, never written over.
_STUCK: set[Path] = set()


def _bounded_int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise DamagedFile(_("the file holds a number with {digits} digits").format(digits=len(text)))
    return int(text)


def _no_constant(name: str) -> Any:
    raise DamagedFile(_("the file holds {value}, which is not a number JSON allows").format(value=name))


def _check_depth(data: Any) -> None:
    stack: list[tuple[Any, int]] = [(data, 1)]
    while stack:
        value, depth = stack.pop()
        if depth > MAX_DEPTH:
            raise DamagedFile(_("the file is nested more than {depth} levels deep").format(depth=MAX_DEPTH))
        if isinstance(value, dict):
            stack.extend((v, depth + 1) for v in value.values())
        elif isinstance(value, list):
            stack.extend((v, depth + 1) for v in value)


def parse_json(raw: bytes, max_bytes: int) -> Any:
    """Bytes to JSON data, or DamagedFile: too large, not UTF-8 (a leading BOM is allowed), not
    JSON, numbers too long, nesting too deep."""
    if len(raw) > max_bytes:
        raise DamagedFile(_("the file is larger than {size} KB").format(size=max_bytes // 1024))
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise DamagedFile(_("the file is not UTF-8 text (byte {offset})").format(offset=exc.start)) from exc
    try:
        data = json.loads(text, parse_int=_bounded_int, parse_constant=_no_constant)
    except DamagedFile:
        raise
    except RecursionError as exc:
        raise DamagedFile(_("the file is nested more than {depth} levels deep").format(depth=MAX_DEPTH)) from exc
    except ValueError as exc:  # json.JSONDecodeError and any number Python refuses to convert
        error = str(exc) if len(str(exc)) <= 120 else str(exc)[:119] + "…"
        reason = _("the file is not readable JSON (damaged or truncated): {error}")
        raise DamagedFile(reason.format(error=error)) from exc
    _check_depth(data)
    return data


def read_checked(path: Path, check: Callable[[Any], T], max_bytes: int) -> T:
    """`check(data)` of the file's JSON data. FileNotFoundError when there is no file, OSError when
    it cannot be read, DamagedFile when its content is unusable: `check` raising anything counts."""
    with _open_regular(path) as handle:
        raw = handle.read(max_bytes + 1)
    data = parse_json(raw, max_bytes)
    try:
        return check(data)
    except DamagedFile:
        raise
    except (ValueError, TypeError, KeyError, IndexError, AttributeError, RecursionError) as exc:
        raise DamagedFile(_("the file is damaged ({error})").format(error=str(exc) or short_repr(exc))) from exc


def _open_regular(path: Path) -> BinaryIO:
    """The file opened for reading without waiting (a pipe's open waits for a writer), or NotAFile."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise NotAFile(_("it is a folder, a pipe or a device, not a file"))
        return os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise


def set_aside(path: Path) -> Path:
    """Rename a damaged file (name.damaged-STAMP.suffix) so it is kept and never read again."""
    stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.stem}{DAMAGED_TAG}{stamp}{path.suffix}")
    n = 1
    while target.exists():
        target = path.with_name(f"{path.stem}{DAMAGED_TAG}{stamp}-{n}{path.suffix}")
        n += 1
    path.replace(target)
    return target


def kept_as(path: Path) -> str:
    """Set the file (or folder, pipe...) aside; the sentence that says where it was kept. When it
    cannot be moved: the sentence that says where it stays, and it is never written over this run."""
    try:
        return " " + _("It was kept as {name}.").format(name=set_aside(path).name)
    except OSError:
        hold(path)
        return " " + _("It could not be moved aside and stays at {path}; nothing is written over it.").format(path=path)


def hold(path: Path) -> None:
    """An unusable file at `path` could not be moved aside: never write over it in this run."""
    _STUCK.add(path)


def stuck(path: Path) -> bool:
    """Whether an unusable file at `path` could not be moved aside in this run (and is still there):
    it has been reported, and nothing may replace or delete it."""
    if path in _STUCK and not os.path.lexists(path):
        _STUCK.discard(path)
    return path in _STUCK


def in_the_way(path: Path) -> OSError:
    """The error for a write refused because an unmovable file is at `path`."""
    return OSError(_("{path} is in the way and is kept as it is").format(path=path))


def is_set_aside(path: Path) -> bool:
    return DAMAGED_TAG in path.name
