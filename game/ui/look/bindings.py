"""The player's keys (issue #42 point 5): every scene asks here which keys do an action
(`matches`, `keys_for`) and every hint, lesson and Rules page names them here (`name`, `cap`), so
a key changed on the Keys screen works and is shown everywhere. The window calls `use` with the
saved choice (game.settings.Settings.keys) at start and whenever it changes."""

from __future__ import annotations

import pygame

from game import keymap
from game.i18n import N_, _

LABELS: dict[str, str] = {
    "details": N_("details of the chosen or pointed card"),
    "log": N_("the whole match log"),
    "undo": N_("undo, until a card is revealed"),
    "lineup": N_("confirm the line-up"),
    "rules": N_("the rule behind the question"),
    "reactions": N_("reactions, in an online match"),
    "leave": N_("leave the lessons; the match goes on"),
    "play": N_("play or pause"),
    "career": N_("your career record"),
    "share": N_("save the chosen replay for a friend"),
    "open_file": N_("open a replay file from a friend"),
    "review": N_("the chosen replay's review"),
    "fullscreen": N_("fullscreen"),
    "mute": N_("sound on / off"),
}
CTRL_ACTIONS = frozenset({"undo"})  # pressed with Ctrl
PLAIN_ACTIONS = frozenset({"log", "mute"})  # not with Ctrl (Ctrl + L, Ctrl + M are left to the system)
QUESTION_MARK = "?"  # typed (Shift + / on most keyboards): the rules, like their key

_current: dict[str, tuple[str, ...]] = keymap.defaults()


def use(chosen: tuple[tuple[str, tuple[str, ...]], ...]) -> None:
    """The player's choice (pairs unlike the defaults) becomes the keys every scene reads."""
    global _current
    _current = keymap.merged(chosen)


def current() -> dict[str, tuple[str, ...]]:
    return dict(_current)


def code(name: str) -> int | None:
    """The pygame key of a key name, None for a name pygame does not know."""
    try:
        return int(pygame.key.key_code(name))
    except (ValueError, pygame.error):
        return None


def key_name(key: int) -> str:
    """A pygame key's name as a choice: "" for a key one may not choose."""
    name = pygame.key.name(key)
    return name if name in keymap.KEY_NAMES else ""


def keys_for(action: str) -> tuple[int, ...]:
    return tuple(k for k in (code(n) for n in _current.get(action, ())) if k is not None)


def matches(event: pygame.event.Event, action: str) -> bool:
    """Whether a key press asks for `action` (with Ctrl for undo, not with Ctrl for the log and mute)."""
    if event.type != pygame.KEYDOWN:
        return False
    if action == "rules" and getattr(event, "unicode", "") == QUESTION_MARK:
        return True
    if event.key not in keys_for(action):
        return False
    ctrl = bool(getattr(event, "mod", 0) & pygame.KMOD_CTRL)
    if action in CTRL_ACTIONS:
        return ctrl
    return not (ctrl and action in PLAIN_ACTIONS)


def printed(name: str) -> str:
    """A key name as printed on the keyboard: "D", "F1", "Delete"."""
    return name.upper() if len(name) <= 3 else name.title()


def name(action: str) -> str:
    """The action's keys for a hint: "D", "F1", "C / V"; Ctrl + for undo."""
    keys = " / ".join(printed(n) for n in _current.get(action, ()))
    return f"Ctrl+{keys}" if action in CTRL_ACTIONS else keys


def cap(action: str) -> str:
    """The action's keys for a key cap on the Rules page and the Keys screen ("F1 / ?")."""
    return f"{name(action)} / {QUESTION_MARK}" if action == "rules" else name(action)


def label(action: str) -> str:
    return _(LABELS[action])
