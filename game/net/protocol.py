"""The online match's wire format (version 3): JSON text messages, size-limited and validated
(bounded nesting and numbers, proper Unicode).

The guest sends only `hello` and `proof` (the match code proven by SPAKE2, game/net/auth.py: the code
itself never crosses the wire), then `action`, `emote`, `rematch` and `bye`. The host sends what the guest's
side may see (R12): its view, the events redacted for it, the engine's reason for an illegal action,
the whole match record only once the match is over (for the guest's replay), and a rematch offer.
Each welcome carries the number of the match between these two coaches (a rematch: the next
number). Nothing here knows pygame.
"""

from __future__ import annotations

import dataclasses
import json
from typing import Any

from game.clubs import DEFAULT_CLUBS, club
from game.clubs import MAX_ID as MAX_CLUB_ID
from game.engine import events as E
from game.engine import view as V
from game.engine.action_json import ActionFormatError, action_from_json, action_to_json
from game.engine.actions import Action
from game.engine.errors import IllegalAction, short_repr
from game.engine.events import Event, events_for
from game.engine.icons import Icon, IconKey
from game.engine.view import View

VERSION = 3  # 2: rematches; 3: the code proven by SPAKE2, the host known by its key
SERVICE_TYPE = "_mn11._tcp.local."  # DNS-SD service type announced on the local network
MAX_GUEST_MESSAGE = 4096  # bytes: the largest action is far smaller
MAX_HOST_MESSAGE = 4 * 1024 * 1024  # bytes: a rejoin's whole log and views fit easily
MAX_NAME = 24
CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # no 0/O, 1/I look-alikes
CODE_LENGTH = 6
EMOTES = ("nice_shot", "well_played", "oops", "good_luck", "thanks")

# Close codes (RFC 6455 private range 4000-4999) and their plain-English reasons.
CLOSE_PROTOCOL = 4000  # malformed, unknown or out-of-order message
CLOSE_VERSION = 4001
CLOSE_WRONG_CODE = 4002
CLOSE_FULL = 4003
CLOSE_OUT_OF_TURN = 4004
CLOSE_HOST_LEFT = 4005
CLOSE_GUEST_LEFT = 4006
CLOSE_BUSY = 4007  # too many attempts or connections just now: try again later (says nothing of the code)
CLOSE_FLOOD = 4008  # the guest sent too much: disconnected, its seat kept
CLOSE_NOT_HOST = 4009  # (guest side) the host is not the one whose fingerprint was shown
REFUSALS = (CLOSE_VERSION, CLOSE_WRONG_CODE, CLOSE_FULL, CLOSE_NOT_HOST)  # a guest should not retry after these
MAX_DEPTH = 16  # nesting of any message (a steps message is 10 deep)
MAX_INT_DIGITS = 20


class ProtocolError(ValueError):
    """A message that breaks the protocol; `code` is the close code to send with `reason`."""

    def __init__(self, code: int, reason: str) -> None:
        super().__init__(reason)
        self.code = code
        self.reason = reason[:120]  # a close frame's reason must stay under 123 bytes


# ---------------------------------------------------------------------- the value codec

_DATACLASSES: dict[str, type] = {
    cls.__name__: cls for cls in (V.View, V.TeamView, V.ShotView, V.BoardSlot, *E.Event.__subclasses__())
}


def to_wire(value: Any) -> Any:
    """A view, event, action or plain value as JSON-ready data (dataclasses and named tuples tagged)."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        out = {"@": type(value).__name__}
        for f in dataclasses.fields(value):
            out[f.name] = to_wire(getattr(value, f.name))
        return out
    if isinstance(value, IconKey):
        return {"@k": list(value)}
    if isinstance(value, Icon):
        return {"@i": [value.type, list(value.key), list(value.cards), value.covered]}
    if isinstance(value, tuple) and hasattr(value, "_fields") and "kind" in value._fields:
        return {"@a": action_to_json(value)}  # type: ignore[arg-type]
    if isinstance(value, (tuple, list)):
        return [to_wire(v) for v in value]
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    raise TypeError(f"cannot send {type(value).__name__}")


def from_wire(data: Any) -> Any:
    """The inverse of `to_wire` (lists come back as tuples); ProtocolError for anything unknown."""
    if isinstance(data, list):
        return tuple(from_wire(v) for v in data)
    if isinstance(data, dict):
        try:
            if "@k" in data:
                return IconKey(*data["@k"])
            if "@i" in data:
                kind, key, cards, covered = data["@i"]
                return Icon(kind, IconKey(*key), tuple(cards), covered)
            if "@a" in data:
                return action_from_json(data["@a"])
        except (TypeError, ValueError, ActionFormatError) as exc:
            raise ProtocolError(CLOSE_PROTOCOL, f"bad value: {short_repr(exc)}") from exc
        cls = _DATACLASSES.get(data.get("@", ""))
        if cls is None:
            raise ProtocolError(CLOSE_PROTOCOL, f"unknown type {short_repr(data.get('@'))}")
        names = {f.name for f in dataclasses.fields(cls)}
        if set(data) != names | {"@"}:
            raise ProtocolError(CLOSE_PROTOCOL, f"{cls.__name__} with wrong fields")
        return cls(**{k: from_wire(v) for k, v in data.items() if k != "@"})
    return data


def encode(message: dict[str, Any]) -> str:
    return json.dumps({"v": VERSION, **message}, separators=(",", ":"), ensure_ascii=False, allow_nan=False)


def parse(text: str | bytes, limit: int) -> dict[str, Any]:
    """A message's JSON object, checked for size, shape and version."""
    if not isinstance(text, str):
        raise ProtocolError(CLOSE_PROTOCOL, "binary frames are not part of the protocol")
    if len(text.encode("utf-8", "replace")) > limit:
        raise ProtocolError(CLOSE_PROTOCOL, f"message larger than {limit} bytes")
    try:
        data = json.loads(text, parse_constant=_no_constant)
    except (ValueError, RecursionError) as exc:
        raise ProtocolError(CLOSE_PROTOCOL, "not JSON") from exc
    _check_tree(data)
    if not isinstance(data, dict) or not isinstance(data.get("t"), str):
        raise ProtocolError(CLOSE_PROTOCOL, "a message must be an object with a type")
    if data.get("v") != VERSION:
        raise ProtocolError(CLOSE_VERSION, f"protocol version {short_repr(data.get('v'))}, this game speaks {VERSION}")
    return data


def _no_constant(name: str) -> Any:
    raise ValueError(name)


def _check_tree(data: Any) -> None:
    """Bounded nesting, bounded whole numbers, text that is proper Unicode (no lone surrogates),
    checked without recursion before anything else looks at the message."""
    stack: list[tuple[Any, int]] = [(data, 0)]
    while stack:
        value, depth = stack.pop()
        if depth > MAX_DEPTH:
            raise ProtocolError(CLOSE_PROTOCOL, "message nested too deep")
        if isinstance(value, str):
            _check_text(value)
        elif isinstance(value, bool):
            continue
        elif isinstance(value, int):
            if abs(value) >= 10**MAX_INT_DIGITS:
                raise ProtocolError(CLOSE_PROTOCOL, "number too large")
        elif isinstance(value, list):
            stack.extend((v, depth + 1) for v in value)
        elif isinstance(value, dict):
            for k, v in value.items():
                _check_text(k)
                stack.append((v, depth + 1))


def _check_text(text: str) -> None:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise ProtocolError(CLOSE_PROTOCOL, "text that is not proper Unicode") from exc


# ---------------------------------------------------------------------- what the guest sends


@dataclasses.dataclass(frozen=True)
class Hello:
    pake: str  # the guest's SPAKE2 message over the code (base64)
    name: str
    club: str = DEFAULT_CLUBS[1]  # the guest coach's club (game.clubs; an older guest says none)


@dataclasses.dataclass(frozen=True)
class Proof:
    proof: str  # the guest's key-confirmation tag (base64)


@dataclasses.dataclass(frozen=True)
class ActionMsg:
    seq: int  # the number of actions played when the guest decided (catches stale or replayed ones)
    action: Action


@dataclasses.dataclass(frozen=True)
class Emote:
    emote: str


@dataclasses.dataclass(frozen=True)
class Rematch:
    """The guest's coach wants another match once this one is over."""


@dataclasses.dataclass(frozen=True)
class Bye:
    pass


GuestMessage = Hello | Proof | ActionMsg | Emote | Rematch | Bye

# Fields a message may carry or leave out (a peer of an older version leaves them out).
_OPTIONAL = {"hello": {"club"}, "welcome": {"club"}}

_GUEST_FIELDS = {
    "hello": {"pake", "name"},
    "proof": {"proof"},
    "action": {"seq", "action"},
    "emote": {"emote"},
    "rematch": set(),
    "bye": set(),
}


def decode_guest(text: str | bytes) -> GuestMessage:
    """A guest's message, strictly checked; ProtocolError (with the close code) otherwise."""
    data = parse(text, MAX_GUEST_MESSAGE)
    kind = data["t"]
    fields = _GUEST_FIELDS.get(kind)
    if fields is None:
        raise ProtocolError(CLOSE_PROTOCOL, f"unknown message {short_repr(kind)}")
    if not _fields_ok(kind, data, fields):
        raise ProtocolError(CLOSE_PROTOCOL, f"{kind} needs exactly {sorted(fields)}")
    if kind == "hello":
        pake, name = data["pake"], data["name"]
        if type(pake) is not str or len(pake) > 128 or type(name) is not str or len(name) > MAX_NAME:
            raise ProtocolError(CLOSE_PROTOCOL, "hello with a bad key exchange or name")
        return Hello(pake, clean_name(name), club_from(data.get("club"), 1))
    if kind == "proof":
        if type(data["proof"]) is not str or len(data["proof"]) > 128:
            raise ProtocolError(CLOSE_PROTOCOL, "a bad proof")
        return Proof(data["proof"])
    if kind == "action":
        seq = data["seq"]
        if type(seq) is not int or not 0 <= seq < 100_000:
            raise ProtocolError(CLOSE_PROTOCOL, "action with a bad sequence number")
        try:
            return ActionMsg(seq, action_from_json(data["action"]))
        except ActionFormatError as exc:
            raise ProtocolError(CLOSE_PROTOCOL, f"malformed action: {exc}") from exc
    if kind == "emote":
        if data["emote"] not in EMOTES:
            raise ProtocolError(CLOSE_PROTOCOL, f"unknown emote {short_repr(data['emote'])}")
        return Emote(data["emote"])
    if kind == "rematch":
        return Rematch()
    return Bye()


def _fields_ok(kind: str, data: dict[str, Any], fields: set[str]) -> bool:
    """The message has every field its kind needs, and nothing beyond its optional ones."""
    given = set(data) - {"v", "t"}
    return fields <= given <= fields | _OPTIONAL.get(kind, set())


def club_from(value: Any, side: int) -> str:
    """A club id a peer sent: a short string (anything else closes the connection like any bad
    field); an id this version does not know becomes `side`'s default club."""
    if value is None:
        return club(None, side).id
    if type(value) is not str or len(value) > MAX_CLUB_ID:
        raise ProtocolError(CLOSE_PROTOCOL, "a bad club")
    return club(value, side).id


def clean_name(name: str) -> str:
    """A coach's name safe to show: printable, single line, bounded."""
    return "".join(ch for ch in name if ch.isprintable())[:MAX_NAME].strip()


def clean_name_text(text: str, limit: int = 120) -> str:
    """A reason from the network safe to show: printable, single line, bounded."""
    return "".join(ch for ch in text if ch.isprintable())[:limit].strip()


def hello(pake: str, name: str, club_id: str = DEFAULT_CLUBS[1]) -> str:
    return encode({"t": "hello", "pake": pake, "name": clean_name(name), "club": club(club_id, 1).id})


def proof(tag: str) -> str:
    return encode({"t": "proof", "proof": tag})


def action_message(seq: int, action: Action) -> str:
    return encode({"t": "action", "seq": seq, "action": action_to_json(action)})


def emote_message(emote: str) -> str:
    return encode({"t": "emote", "emote": emote})


def rematch_message() -> str:
    return encode({"t": "rematch"})


# ---------------------------------------------------------------------- what the host sends


def welcome(
    state: Any, side: int, host_name: str, past: list[Event], match: int = 1, host_club: str = DEFAULT_CLUBS[0]
) -> str:
    """Everything a (re)joining guest needs: which match between the two coaches this is, its side,
    the rule options, its view now and the match so far as its side saw it. Never the seed, the deck
    order or the other hand."""
    return encode(
        {
            "t": "welcome",
            "match": match,
            "side": side,
            "host": clean_name(host_name),
            "club": club(host_club, 0).id,
            "tiebreak": state.game.tiebreak,
            "seq": len(state.history),
            "view": to_wire(state.view(side)),
            "log": to_wire(events_for(past, side)),
        }
    )


def steps(seq: int, events: list[Event], views: list[View], now: View) -> str:
    """One applied action as the guest presents it: each event (redacted for its side) with the view
    right after it, then its view now (with its legal actions when it decides)."""
    side = now.viewer
    return encode(
        {
            "t": "steps",
            "seq": seq,
            "steps": [[to_wire(e), to_wire(v)] for e, v in zip(events_for(events, side), views, strict=True)],
            "view": to_wire(now),
        }
    )


def rejected(exc: IllegalAction) -> str:
    params = {k: v if isinstance(v, (str, int)) else short_repr(v) for k, v in exc.params.items()}
    return encode({"t": "rejected", "rule": exc.rule, "template": exc.template, "params": params})


def final(match_text: str) -> str:
    """The whole match, sent only once it is over: the guest keeps the same replay as the host."""
    return encode({"t": "final", "match": match_text})


def emote_from(side: int, emote: str) -> str:
    return encode({"t": "emote", "side": side, "emote": emote})


def auth(key: str, pake: str, tag: str, sig: str) -> str:
    """The host's answer to a hello: its public key, its SPAKE2 message, its tag and signature."""
    return encode({"t": "auth", "key": key, "pake": pake, "tag": tag, "sig": sig})


def warning(reason: str) -> str:
    """The guest is sending too much: it is about to be disconnected."""
    return encode({"t": "warning", "reason": reason[:120]})


def rematch_from(side: int) -> str:
    """The host's coach (playing `side`) wants another match."""
    return encode({"t": "rematch", "side": side})


@dataclasses.dataclass(frozen=True)
class HostMessage:
    kind: str  # "auth", "welcome", "steps", "rejected", "final", "emote", "rematch", "warning"
    data: dict[str, Any]


_HOST_FIELDS = {
    "welcome": {"match", "side", "host", "tiebreak", "seq", "view", "log"},
    "steps": {"seq", "steps", "view"},
    "rejected": {"rule", "template", "params"},
    "final": {"match"},
    "emote": {"side", "emote"},
    "rematch": {"side"},
    "auth": {"key", "pake", "tag", "sig"},
    "warning": {"reason"},
}
MAX_LOG = 5000  # events in a welcome's log (a whole match is a few hundred)
MAX_STEPS = 500


def decode_host(text: str | bytes) -> HostMessage:
    """A host's message with its views and events rebuilt; ProtocolError if it is not one of ours."""
    data = parse(text, MAX_HOST_MESSAGE)
    kind = data["t"]
    fields = _HOST_FIELDS.get(kind)
    if fields is None or not _fields_ok(kind, data, fields):
        raise ProtocolError(CLOSE_PROTOCOL, f"unexpected host message {short_repr(kind)}")
    out = dict(data)
    try:
        if kind in ("welcome", "rematch") and (type(data["side"]) is not int or data["side"] not in (0, 1)):
            raise ProtocolError(CLOSE_PROTOCOL, f"{kind} for side {short_repr(data['side'])}")
        if kind == "welcome":
            if type(data["match"]) is not int or data["match"] < 1:
                raise ProtocolError(CLOSE_PROTOCOL, f"welcome to match {short_repr(data['match'])}")
            _types(data, host=str, tiebreak=str, seq=int, log=list)
            if data["tiebreak"] not in ("shootout", "draw") or not 0 <= data["seq"] < 100_000:
                raise ProtocolError(CLOSE_PROTOCOL, "welcome with bad rules or sequence")
            if len(data["log"]) > MAX_LOG:
                raise ProtocolError(CLOSE_PROTOCOL, "welcome with too long a log")
            out["host"] = clean_name(data["host"])
            out["club"] = club_from(data.get("club"), 0)
            out["view"] = _expect(from_wire(data["view"]), View)
            out["log"] = [_expect(e, Event) for e in from_wire(data["log"])]
        elif kind == "steps":
            _types(data, seq=int, steps=list)
            if not 0 <= data["seq"] < 100_000 or len(data["steps"]) > MAX_STEPS:
                raise ProtocolError(CLOSE_PROTOCOL, "steps with a bad sequence or too many steps")
            out["steps"] = [(_expect(from_wire(e), Event), _expect(from_wire(v), View)) for e, v in data["steps"]]
            out["view"] = _expect(from_wire(data["view"]), View)
        elif kind == "rejected":
            _types(data, rule=str, template=str, params=dict)
            if not all(type(v) in (str, int) for v in data["params"].values()):
                raise ProtocolError(CLOSE_PROTOCOL, "rejected with odd parameters")
            out["params"] = dict(data["params"])
        elif kind == "final":
            _types(data, match=str)
        elif kind == "emote":
            if data["side"] not in (0, 1) or type(data["side"]) is not int or data["emote"] not in EMOTES:
                raise ProtocolError(CLOSE_PROTOCOL, "an odd emote")
        elif kind in ("auth", "warning"):
            _types(data, **{name: str for name in fields - {"v", "t"}})
    except (TypeError, ValueError, KeyError, AttributeError, RecursionError) as exc:
        if isinstance(exc, ProtocolError):
            raise
        raise ProtocolError(CLOSE_PROTOCOL, f"bad {kind}: {type(exc).__name__}") from exc
    return HostMessage(kind, out)


def _types(data: dict[str, Any], **expected: type) -> None:
    for name, kind in expected.items():
        if type(data[name]) is not kind:
            raise ProtocolError(CLOSE_PROTOCOL, f"{name} of the wrong type")


def _expect(value: Any, cls: type) -> Any:
    if not isinstance(value, cls):
        raise ProtocolError(CLOSE_PROTOCOL, f"expected {cls.__name__}")
    return value
