"""The host's referee for the guest: checks a guest's action against the engine and builds what the
guest is sent after each action. Works on the host's `State`; knows no sockets."""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.actions import Action
from game.engine.errors import IllegalAction
from game.engine.events import Event
from game.engine.explain import explain
from game.engine.serialize import save_match
from game.engine.state import State
from game.engine.view import View
from game.net import protocol as P


@dataclass(frozen=True)
class Verdict:
    """What the host does with a guest's action: play it, answer with the rule it breaks, or close
    the connection (out of turn, out of order)."""

    action: Action | None = None
    illegal: IllegalAction | None = None
    close: P.ProtocolError | None = None


def judge(state: State, side: int, msg: P.ActionMsg) -> Verdict:
    """The guest (playing `side`) sent `msg`: nothing it sends can act for the other side."""
    if state.current_player() != side:
        return Verdict(close=P.ProtocolError(P.CLOSE_OUT_OF_TURN, "an action when it is not your decision"))
    if msg.seq != len(state.history):
        return Verdict(
            close=P.ProtocolError(P.CLOSE_PROTOCOL, f"action {msg.seq} out of order, expected {len(state.history)}")
        )
    if msg.action not in state.legal_actions():
        return Verdict(illegal=_reason(state, msg.action))
    return Verdict(action=msg.action)


def _reason(state: State, action: Action) -> IllegalAction:
    """The engine's own refusal of an illegal action (the rule, its sentence and parameters)."""
    return IllegalAction(*explain(state, action))


def guest_messages(before: State, action: Action, side: int, state: State) -> list[str]:
    """What the guest playing `side` is sent after `action` took `before` (a copy) to `state`: each
    event as its side sees it with its view after it, and the whole match once it is over."""
    events, views = before.apply_observed(action, side)
    out = [P.steps(len(state.history), events, views, state.view(side))]
    if state.is_terminal():
        out.append(guest_final(state))
    return out


def guest_final(state: State) -> str:
    """The whole finished match for the guest's replay (only ever sent once it is over)."""
    assert state.is_terminal()
    return P.final(save_match(state))


def play(state: State, action: Action, side: int, viewer: int) -> tuple[list[Event], list[View], list[str]]:
    """Apply `action` to `state`; return the events and views for `viewer` and the guest's messages."""
    before = state.clone()
    events, views = state.apply_observed(action, viewer)
    return events, views, guest_messages(before, action, side, state)
