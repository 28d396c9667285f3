"""Strict field types for actions: an action whose fields have the wrong type is refused before
any rule looks at it, so it can neither be applied nor break the explanation or a saved match."""

from __future__ import annotations

from collections.abc import Callable

from game.engine.actions import ACTION_TYPES
from game.engine.errors import N_, short_repr
from game.engine.icons import IconKey

# The rule each action kind belongs to, for the message about a malformed one.
KIND_RULE: dict[str, str] = {
    "draft_pick": "R3.2",
    "lineup": "R3.3",
    "substitute": "R9.2",
    "end_substitutions": "R10",
    "pass": "R4.1",
    "press": "R4.1",
    "place": "R4.3",
    "direct_attack": "R4.3",
    "blind_shot": "R4.4",
    "effect": "R6",
    "keep": "R6",
    "shoot": "R4.3",
    "token": "R5.1",
    "attack_synergy": "R5.3",
    "defend_synergy": "R5.4",
    "kick": "R11.1",
    "save": "R11.1",
}

MAX_TEXT = 80  # no card, code or spot name is longer


def _is_str(value: object) -> bool:
    return type(value) is str and len(value) <= MAX_TEXT


def _is_int(value: object) -> bool:
    return type(value) is int


def _is_bool(value: object) -> bool:
    return type(value) is bool


def _is_names(value: object) -> bool:
    return type(value) is tuple and len(value) <= 13 and all(_is_str(v) for v in value)


def _is_icon(value: object) -> bool:
    return (
        type(value) is IconKey and _is_str(value.kind) and all(_is_int(v) for v in (value.row, value.col, value.index))
    )


# Checker and player-facing template for each field annotation used in game.engine.actions.
_CHECKS: dict[str, tuple[Callable[[object], bool], str]] = {
    "str": (_is_str, N_("{field} must be a name, not {value}")),
    "int": (_is_int, N_("{field} must be a whole number, not {value}")),
    "bool": (_is_bool, N_("{field} must be yes or no, not {value}")),
    "tuple[str, ...]": (_is_names, N_("{field} must be a list of names, not {value}")),
    "IconKey": (_is_icon, N_("{field} must be an icon position, not {value}")),
}


def _declared(cls: type) -> dict[str, tuple[Callable[[object], bool], str]]:
    out = {}
    for name, annotation in cls.__annotations__.items():
        if name != "kind":
            out[name] = _CHECKS[str(getattr(annotation, "__forward_arg__", annotation))]
    return out


_FIELDS = {kind: _declared(cls) for kind, cls in ACTION_TYPES.items()}


_KINDS: dict[type, str] = {cls: kind for kind, cls in ACTION_TYPES.items()}


def action_kind(action: object) -> str | None:
    """The kind of one of our action types (exactly that class, no subclass), else None."""
    return _KINDS.get(type(action))


def malformed(action: object) -> tuple[str, str, dict[str, object]] | None:
    """(rule, template, params) when `action` is one of our action types with a field of the wrong
    type; None when every field has its declared type. Non-actions are left to the caller."""
    kind = _KINDS.get(type(action))
    if kind is None:
        return None
    rule = KIND_RULE[kind]
    declared = action.kind  # type: ignore[attr-defined]
    if type(declared) is not str or declared != kind:
        return (
            rule,
            N_("{field} must be {kind}, not {value}"),
            {"field": "kind", "kind": kind, "value": short_repr(declared)},
        )
    for name, (check, template) in _FIELDS[kind].items():
        value = getattr(action, name)
        if not check(value):
            return rule, template, {"field": name, "value": short_repr(value)}
    return None


def well_formed(action: object) -> bool:
    """One of our action types with every field of its declared type (so hashing it is safe)."""
    return type(action) in _KINDS and malformed(action) is None
