"""Files the game keeps for the player: the autosave of the match in progress and finished
matches for replays. Writes are atomic (temporary file, then rename); a damaged or unreadable file
(or a folder, a pipe...) is reported and moved aside, never overwritten; one that cannot be moved is
said once and left alone. A finished match stays in the autosave until its replay is written, so a
start after a kill in between completes the work quietly."""

from __future__ import annotations

import datetime
import json
import os
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final

from game.clubs import clubs_of
from game.engine.serialize import SaveError, load_match_data, save_match
from game.engine.state import State
from game.engine.story import story_of
from game.i18n import N_, _
from game.library import ReplayInfo, SyncReport, library, summary_of
from game.paths import config_dir, data_dir
from game.safe_read import DamagedFile, hold, in_the_way, kept_as, read_checked, set_aside, stuck

AUTOSAVE = "autosave.json"
MAX_MATCH_BYTES = 4 * 1024 * 1024  # a whole match is well under 100 KB
ORPHAN_AGE = 60.0  # seconds: a temporary file whose writer cannot be told (an older version's)


def atomic_write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    # The writer's process id in the name: the next start removes what a dead writer left at once.
    fd, tmp = tempfile.mkstemp(prefix=f"{path.name}.p{os.getpid()}-", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


# What each kind of damage the engine finds (SaveError.problem) means, said to the player.
SAVE_PROBLEMS: Final = {
    "foreign": N_("the file is not a Magic Number Eleven match"),
    "version": N_("the file comes from another version of the game (format {found}; this one reads format {expected})"),
    "impossible": N_("the file describes a match the rules do not allow"),
    "damaged": (DAMAGED := N_("the file is damaged")),
    "not_json": N_("the file is damaged or cut short"),
    "incomplete": N_("parts of the match are missing from the file"),
    "bad_move": N_("move {number} in the file is damaged"),
    "illegal_move": N_("move {number} in the file breaks the rules"),
    "mismatch": N_("the moves in the file do not lead to the match it holds (edited or damaged)"),
}


def save_problem(exc: SaveError) -> str:
    """`exc`'s reason in the player's language."""
    try:
        return _(SAVE_PROBLEMS.get(exc.problem, DAMAGED)).format(**exc.details)
    except (KeyError, IndexError, ValueError):  # a catalog entry that lost a field: still say it plainly
        return _(DAMAGED)


def _unwrap(data: Any) -> tuple[State, dict[str, Any]]:
    if not isinstance(data, dict) or not isinstance(data.get("meta"), dict) or "match" not in data:
        raise DamagedFile(_("this is not a Magic Number Eleven save"))
    try:
        return load_match_data(data["match"]), data["meta"]
    except SaveError as exc:
        raise DamagedFile(save_problem(exc)) from exc


def _wrap(state: State, meta: dict[str, Any]) -> str:
    return json.dumps({"meta": meta, "match": json.loads(save_match(state))}, ensure_ascii=False)


def _writer(path: Path) -> int | None:
    """The process id in a temporary file's name ("autosave.json.p1234-abcd.tmp"), if any."""
    middle = path.name.rsplit(".", 2)[-2] if path.name.count(".") >= 2 else ""
    digits = middle[1:].partition("-")[0] if middle.startswith("p") else ""
    return int(digits) if digits.isdigit() and len(digits) < 10 else None


def _alive(pid: int) -> bool:
    """Whether process `pid` runs (True when it cannot be told: its file then waits for the age rule)."""
    if pid == os.getpid():
        return True
    if os.name == "nt":
        try:
            import ctypes

            kernel = ctypes.windll.kernel32  # type: ignore[attr-defined]
            handle = kernel.OpenProcess(0x1000, False, pid)  # PROCESS_QUERY_LIMITED_INFORMATION
            if not handle:
                return False
            code = ctypes.c_ulong()
            kernel.GetExitCodeProcess(handle, ctypes.byref(code))
            kernel.CloseHandle(handle)
            return code.value == 259  # STILL_ACTIVE
        except Exception:
            return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # another user's process: alive
        return True
    return True


def remove_orphans(min_age: float = ORPHAN_AGE) -> int:
    """Delete temporary files an interrupted write left behind: at once when the process that wrote
    one is gone, otherwise once older than `min_age` seconds (so that a second running copy of the
    game keeps the one it is writing); how many went."""
    removed = 0
    now = time.time()
    for folder in (config_dir(), data_dir(), replays_dir()):
        try:
            candidates = list(folder.glob("*.json.*.tmp"))
        except OSError:
            continue
        for path in candidates:
            try:
                pid = _writer(path)
                if (pid is not None and not _alive(pid)) or now - path.stat().st_mtime >= min_age:
                    path.unlink()
                    removed += 1
            except OSError:
                pass
    return removed


def move_aside(path: Path) -> Path:
    """Set an unusable file aside (`set_aside`); one that cannot be moved is never written over."""
    try:
        return set_aside(path)
    except OSError:
        hold(path)
        raise


# ---------------------------------------------------------------------- the match in progress


def autosave_path() -> Path:
    return data_dir() / AUTOSAVE


def write_autosave(state: State, meta: dict[str, Any]) -> None:
    """Called after every action; `meta` holds what the window needs to resume (mode, sides...)."""
    path = autosave_path()
    if stuck(path):
        raise in_the_way(path)
    atomic_write(path, _wrap(state, meta))


def clear_autosave() -> None:
    path = autosave_path()
    if not stuck(path):
        path.unlink(missing_ok=True)


def finish_match(state: State, meta: dict[str, Any]) -> Path:
    """Keep a finished match for replays and clear the autosave. The autosave holds the finished
    match until then: a start after a kill anywhere in between completes the work (`read_autosave`)."""
    if not stuck(autosave_path()):
        write_autosave(state, meta)
    path = keep_finished(state, meta)
    clear_autosave()
    return path


@dataclass(frozen=True)
class Resume:
    state: State | None
    meta: dict[str, Any]
    notice: str | None  # set when a damaged save was moved aside


def read_autosave() -> Resume:
    """The match in progress. A finished one is kept for replays (unless it already is) and cleared."""
    path = autosave_path()
    if stuck(path):  # already said in this run
        return Resume(None, {}, None)
    try:
        state, meta = read_checked(path, _unwrap, MAX_MATCH_BYTES)
    except FileNotFoundError:
        return Resume(None, {}, None)
    except DamagedFile as exc:
        notice = _("The saved match is damaged and cannot be resumed: {reason}.").format(reason=exc)
        return Resume(None, {}, notice + kept_as(path))
    except OSError as exc:
        return Resume(None, {}, _("The saved match could not be read ({error}).").format(error=exc) + kept_as(path))
    if state.is_terminal():
        return _settle_finished(state, meta)
    return Resume(state, meta, None)


def _settle_finished(state: State, meta: dict[str, Any]) -> Resume:
    """A finished match left in the autosave by a stop between keeping it and clearing the autosave."""
    try:
        if replay_of(state) is None:
            keep_finished(state, meta)
        clear_autosave()
    except OSError as exc:
        return Resume(None, {}, _("The finished match could not be kept for replays ({error}).").format(error=exc))
    return Resume(None, {}, None)


# ---------------------------------------------------------------------- finished matches


def replays_dir() -> Path:
    return data_dir() / "replays"


def keep_finished(state: State, meta: dict[str, Any]) -> Path:
    result = state.result()
    if result is None:
        raise ValueError("only a finished match is kept for replays")
    now = datetime.datetime.now()
    story = story_of(state)
    info = {
        **meta,
        "date": now.isoformat(timespec="seconds"),
        "stars": [state.teams[0].roster[10:], state.teams[1].roster[10:]],
        "score": list(result.score),
        "shootout": list(result.shootout) if result.shootout else None,
        "exact_11": [story.exact_11(0), story.exact_11(1)],
    }
    path = replays_dir() / f"{now:%Y%m%d-%H%M%S}-{state.game.seed}.json"
    n = 1
    while path.exists():
        path = replays_dir() / f"{now:%Y%m%d-%H%M%S}-{state.game.seed}-{n}.json"
        n += 1
    text = _wrap(state, info)
    atomic_write(path, text)
    try:  # the index follows the files; a fault here is found again by the next sync
        library(replays_dir()).add(path, summary_of(path)(json.loads(text)))
    except (OSError, ValueError, TypeError, KeyError):
        pass
    return path


def replay_of(state: State) -> Path | None:
    """The replay that holds exactly this match, if one was kept."""
    match = json.loads(save_match(state))
    seed = state.game.seed
    folder = replays_dir()
    for path in sorted({*folder.glob(f"*-{seed}.json"), *folder.glob(f"*-{seed}-*.json")}):
        try:
            data = read_checked(path, lambda data: data, MAX_MATCH_BYTES)
        except (OSError, DamagedFile):
            continue
        if isinstance(data, dict) and data.get("match") == match:
            return path
    return None


def list_replays() -> tuple[list[ReplayInfo], str | None]:
    """Finished matches, newest first, and a notice when some files were damaged (they are set
    aside, so the notice is not repeated) or could not be read. Read from the library's index
    (game/library.py), which reads only new and changed files."""
    if not replays_dir().is_dir():
        return [], None
    lib = library(replays_dir())
    notice = sync_notice(lib.sync())
    return lib.all(), notice


def sync_notice(report: SyncReport) -> str | None:
    notices = []
    if report.damaged:
        notices.append(_("{count} damaged replay file(s) were set aside.").format(count=report.damaged))
    if report.unreadable:
        notices.append(_("{count} replay file(s) could not be read and were skipped.").format(count=report.unreadable))
    return " ".join(notices) or None


# ---------------------------------------------------------------------- sharing a replay

SHARE_SUFFIX: Final = ".mn11.json"


def share_folder() -> Path:
    """Where an exported replay goes: the player's Downloads folder (else Documents, else home)."""
    import platformdirs

    for folder in (platformdirs.user_downloads_path(), platformdirs.user_documents_path(), Path.home()):
        if folder.is_dir():
            return folder
    return Path.home()


def export_replay(path: Path, folder: Path | None = None) -> Path:
    """A copy of the replay `path` for a friend, in `folder` (default: `share_folder()`); checked
    first, so a damaged replay is never passed on (SaveError, and it is set aside as anywhere)."""
    state, meta = load_replay(path)
    score = state.result().score if state.result() is not None else (0, 0)  # type: ignore[union-attr]
    date = str(meta.get("date", ""))[:10] or "match"
    target_folder = folder or share_folder()
    target = target_folder / f"MagicNumberEleven-{date}-{score[0]}-{score[1]}{SHARE_SUFFIX}"
    n = 1
    while target.exists():
        target = target_folder / f"MagicNumberEleven-{date}-{score[0]}-{score[1]}-{n}{SHARE_SUFFIX}"
        n += 1
    try:
        atomic_write(target, path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise SaveError(
            _("the replay could not be written to {folder} ({error})").format(
                folder=target_folder, error=exc.strerror or exc
            )
        ) from exc
    return target


def import_replay(source: Path) -> Path:
    """Add a replay a friend gave to the replays: checked like any save (size, nesting, every move
    replayed by the rules, finished); SaveError with the reason otherwise, and nothing changes (the
    friend's file is never moved or written). It is marked shared: nobody here played it."""
    try:
        state, meta = read_checked(source, _unwrap, MAX_MATCH_BYTES)
    except DamagedFile as exc:
        raise SaveError(str(exc)) from exc
    except OSError as exc:
        raise SaveError(_("the file could not be read ({error})").format(error=exc.strerror or exc)) from exc
    if state.result() is None:
        raise SaveError(_("the match in this file is not finished"))
    if replay_of(state) is not None:
        raise SaveError(_("this match is already among your replays"))
    kept: dict[str, Any] = {
        key: meta[key] for key in ("mode", "agent", "guided") if isinstance(meta.get(key), (str, bool))
    }
    kept["clubs"] = list(clubs_of(meta.get("clubs")))
    return keep_finished(state, {**kept, "shared": True})


def load_replay(path: Path) -> tuple[State, dict[str, Any]]:
    """The finished match; SaveError if the file is damaged (then it is set aside) or unreadable."""
    try:
        return read_checked(path, _unwrap, MAX_MATCH_BYTES)
    except DamagedFile as exc:
        raise SaveError(str(exc) + "." + kept_as(path)) from exc
    except OSError as exc:
        raise SaveError(_("the replay could not be read ({error})").format(error=exc)) from exc
