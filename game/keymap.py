"""The actions a player may put on keys of their own (issue #42 point 5): each action's group and
default keys, the key names one may choose, and how the saved choice is checked.

Pure data (no pygame): game/settings.py keeps the player's choice as (action, key names) pairs
and game.ui.look.bindings turns them into pygame keys. Key names are pygame's (`pygame.key.name`).
Number keys, arrows, Enter, Space, Esc, Tab, Backspace, Page Up/Down, Home/End and the replay
speed keys stay fixed: menus and numbered answers use them."""

from __future__ import annotations

from typing import Any

MATCH, GUIDED, REPLAYS, EVERYWHERE = "match", "guided", "replays", "everywhere"
GROUPS: tuple[str, ...] = (MATCH, GUIDED, REPLAYS, EVERYWHERE)

# action -> (group, default keys). Order: the Keys screen's order.
ACTIONS: dict[str, tuple[str, tuple[str, ...]]] = {
    "details": (MATCH, ("d",)),
    "log": (MATCH, ("l",)),
    "undo": (MATCH, ("z",)),  # with Ctrl
    "lineup": (MATCH, ("c",)),
    "rules": (MATCH, ("f1",)),  # a typed "?" too
    "reactions": (MATCH, ("r",)),
    "leave": (GUIDED, ("f12",)),
    "play": (REPLAYS, ("p",)),  # Space too
    "career": (REPLAYS, ("c",)),
    "share": (REPLAYS, ("s",)),
    "open_file": (REPLAYS, ("o",)),
    "review": (REPLAYS, ("r",)),
    "fullscreen": (EVERYWHERE, ("f11",)),
    "mute": (EVERYWHERE, ("m",)),
}
MAX_KEYS = 2  # keys one action may have

LETTERS = tuple("abcdefghijklmnopqrstuvwxyz")
FUNCTION_KEYS = tuple(f"f{n}" for n in range(1, 13))
OTHER_KEYS = ("`", "'", ";", ",", "[", "]", "\\", "insert", "delete")
KEY_NAMES: frozenset[str] = frozenset((*LETTERS, *FUNCTION_KEYS, *OTHER_KEYS))


def meets(a: str, b: str) -> bool:
    """Whether actions of groups `a` and `b` can be asked for on the same screen (then one key may
    not do both): the same group, anything with "everywhere", the lessons inside a match."""
    return a == b or EVERYWHERE in (a, b) or {a, b} == {MATCH, GUIDED}


def defaults() -> dict[str, tuple[str, ...]]:
    return {action: keys for action, (_group, keys) in ACTIONS.items()}


def merged(chosen: tuple[tuple[str, tuple[str, ...]], ...]) -> dict[str, tuple[str, ...]]:
    """Every action's keys: the player's choice over the defaults."""
    out = defaults()
    out.update({a: k for a, k in chosen if a in ACTIONS})
    return out


def clash(keys: dict[str, tuple[str, ...]], action: str, key: str) -> str | None:
    """The other action that `key` already does where `action` is asked for, if any."""
    group = ACTIONS[action][0]
    for other, taken in keys.items():
        if other != action and key in taken and meets(group, ACTIONS[other][0]):
            return other
    return None


def clean(value: Any) -> tuple[tuple[tuple[str, tuple[str, ...]], ...], bool]:
    """The saved choice from JSON ({action: [key names]}) and whether all of it was valid: an
    unknown action, a key one may not choose or a key two actions would share is dropped alone."""
    if not isinstance(value, dict):
        return (), False
    ok = True
    kept: dict[str, tuple[str, ...]] = {}
    for action, names in value.items():
        if action not in ACTIONS or not isinstance(names, list) or not 0 < len(names) <= MAX_KEYS:
            ok = False
            continue
        good = tuple(dict.fromkeys(n for n in names if isinstance(n, str) and n in KEY_NAMES))
        ok = ok and len(good) == len(names)
        if good:
            kept[action] = good
    keys = merged(tuple(kept.items()))
    for action in list(kept):
        free = tuple(k for k in kept[action] if clash({**keys, action: ()}, action, k) is None)
        if free != kept[action]:
            ok = False
            if free:
                kept[action] = free
            else:
                del kept[action]
            keys = merged(tuple(kept.items()))
    return tuple((a, k) for a, k in kept.items() if k != ACTIONS[a][1]), ok
