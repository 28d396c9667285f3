"""Files the game keeps for the player: the autosave of the match in progress and finished
matches for replays. Writes are atomic (temporary file, then rename); a damaged file is reported,
moved aside and never overwrites a good one."""

from __future__ import annotations

import datetime
import json
import os
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.engine.serialize import SaveError, load_match, save_match
from game.engine.state import State
from game.i18n import _
from game.paths import data_dir

AUTOSAVE = "autosave.json"


def atomic_write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def move_aside(path: Path) -> Path:
    """Rename a damaged file so that it is kept for inspection and never loaded again."""
    stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.stem}.damaged-{stamp}{path.suffix}")
    n = 1
    while target.exists():
        target = path.with_name(f"{path.stem}.damaged-{stamp}-{n}{path.suffix}")
        n += 1
    path.replace(target)
    return target


def _wrap(state: State, meta: dict[str, Any]) -> str:
    return json.dumps({"meta": meta, "match": json.loads(save_match(state))}, ensure_ascii=False)


def _unwrap(text: str | bytes) -> tuple[State, dict[str, Any]]:
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise SaveError(_("the file is not readable JSON (damaged or truncated): {error}").format(error=exc)) from exc
    if not isinstance(data, dict) or not isinstance(data.get("meta"), dict) or "match" not in data:
        raise SaveError(_("this is not a Magic Number Eleven save"))
    return load_match(json.dumps(data["match"])), data["meta"]


# ---------------------------------------------------------------------- the match in progress


def autosave_path() -> Path:
    return data_dir() / AUTOSAVE


def write_autosave(state: State, meta: dict[str, Any]) -> None:
    """Called after every action; `meta` holds what the window needs to resume (mode, sides...)."""
    atomic_write(autosave_path(), _wrap(state, meta))


def clear_autosave() -> None:
    autosave_path().unlink(missing_ok=True)


@dataclass(frozen=True)
class Resume:
    state: State | None
    meta: dict[str, Any]
    notice: str | None  # set when a damaged save was moved aside


def read_autosave() -> Resume:
    path = autosave_path()
    try:
        text = path.read_bytes()
    except FileNotFoundError:
        return Resume(None, {}, None)
    except OSError as exc:
        return Resume(None, {}, _("The saved match could not be read ({error}).").format(error=exc))
    try:
        state, meta = _unwrap(text)
    except SaveError as exc:
        try:
            kept = move_aside(path)
            where = " " + _("It was kept as {name}.").format(name=kept.name)
        except OSError:
            where = ""
        notice = _("The saved match is damaged and cannot be resumed: {reason}.").format(reason=exc)
        return Resume(None, {}, notice + where)
    return Resume(state, meta, None)


# ---------------------------------------------------------------------- finished matches


def replays_dir() -> Path:
    return data_dir() / "replays"


@dataclass(frozen=True)
class ReplayInfo:
    path: Path
    date: str
    stars: tuple[tuple[str, ...], tuple[str, ...]]
    score: tuple[int, int]
    shootout: tuple[int, int] | None


def keep_finished(state: State, meta: dict[str, Any]) -> Path:
    result = state.result()
    if result is None:
        raise ValueError("only a finished match is kept for replays")
    now = datetime.datetime.now()
    info = {
        **meta,
        "date": now.isoformat(timespec="seconds"),
        "stars": [state.teams[0].roster[10:], state.teams[1].roster[10:]],
        "score": list(result.score),
        "shootout": list(result.shootout) if result.shootout else None,
    }
    path = replays_dir() / f"{now:%Y%m%d-%H%M%S}-{state.game.seed}.json"
    n = 1
    while path.exists():
        path = replays_dir() / f"{now:%Y%m%d-%H%M%S}-{state.game.seed}-{n}.json"
        n += 1
    atomic_write(path, _wrap(state, info))
    return path


def list_replays() -> tuple[list[ReplayInfo], int]:
    """Finished matches, newest first, and how many files could not be read."""
    out: list[ReplayInfo] = []
    damaged = 0
    folder = replays_dir()
    if not folder.is_dir():
        return out, 0
    for path in sorted(folder.glob("*.json"), reverse=True):
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            meta = data["meta"]
            stars = (tuple(meta["stars"][0]), tuple(meta["stars"][1]))
            score = (int(meta["score"][0]), int(meta["score"][1]))
            so = meta.get("shootout")
            out.append(ReplayInfo(path, str(meta["date"]), stars, score, (int(so[0]), int(so[1])) if so else None))
        except (OSError, ValueError, KeyError, TypeError, IndexError):
            damaged += 1
    return out, damaged


def load_replay(path: Path) -> tuple[State, dict[str, Any]]:
    """The finished match; SaveError if the file is damaged."""
    try:
        text = path.read_bytes()
    except OSError as exc:
        raise SaveError(_("the replay could not be read ({error})").format(error=exc)) from exc
    return _unwrap(text)
