"""Actions to and from JSON, checked on the way in: what replays, saves and scripts store."""

from __future__ import annotations

from typing import Any

from game.engine.actions import ACTION_TYPES, Action
from game.engine.errors import short_repr
from game.engine.icons import IconKey
from game.engine.wellformed import malformed


class ActionFormatError(ValueError):
    """A serialised action that is not one of ours."""


def action_to_json(action: Action) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for name, value in action._asdict().items():
        if isinstance(value, IconKey):
            out[name] = list(value)
        elif isinstance(value, tuple):
            out[name] = list(value)
        else:
            out[name] = value
    return out


def action_from_json(data: Any) -> Action:
    if not isinstance(data, dict) or not isinstance(data.get("kind"), str):
        raise ActionFormatError(f"not an action: {short_repr(data)}")
    cls = ACTION_TYPES.get(data["kind"])
    if cls is None:
        raise ActionFormatError(f"unknown action kind {short_repr(data['kind'])}")
    fields = [f for f in cls._fields if f != "kind"]  # type: ignore[attr-defined]
    if set(data) != set(fields) | {"kind"}:
        got = short_repr(list(data))
        raise ActionFormatError(f"action {short_repr(data['kind'])} needs fields {fields}, got {got}")
    values: list[Any] = []
    for name in fields:
        value = data[name]
        if name == "icon" and isinstance(value, list) and len(value) == 4:
            value = IconKey(*value)
        elif isinstance(value, list):
            value = tuple(value)
        values.append(value)
    action = cls(*values)
    bad = malformed(action)
    if bad is not None:
        raise ActionFormatError(f"{data['kind']}: " + bad[1].format(**bad[2]))
    return action  # type: ignore[no-any-return]
