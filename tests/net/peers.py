"""Headless host and guest processes for the loopback tests and the bench: computer policies
decide on both ends. `python -m tests.net.peers host|guest ...`; each prints what it sees, one
line per fact ("ready PORT", "seq N", "paused N", "welcome N", "done")."""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from game.ai.registry import make_agent
from game.engine.serialize import load_match, save_match
from game.engine.state import Game
from game.net import protocol as P
from game.net.auth import load_or_create_key
from game.net.client import REFUSED, GuestLink
from game.net.guest import GuestTable
from game.net.host import HostLink, Referee
from game.storage import atomic_write

HOST, GUEST = 0, 1
LIMIT = 60.0  # seconds: a stuck peer gives up instead of hanging a test


def say(*words: object) -> None:
    print(*words, flush=True)


def run_host(port: int, code: str, seed: int, save: Path, out: Path, resume: bool, agent: str) -> int:
    state = load_match(save.read_text()) if resume else Game(seed=seed).new_initial_state()
    key = load_or_create_key(save.with_name("host_key.ed25519"))  # kept, as beside the settings
    link = HostLink(code, port, bind="127.0.0.1", key=key)
    referee = Referee(link, GUEST, "Host")
    policy = make_agent(agent, seed * 2 + 1)
    say("ready", link.port, len(state.history))
    joined, end = False, time.monotonic() + LIMIT
    while not state.is_terminal() and time.monotonic() < end:
        action = referee.poll(state)
        if referee.joined != joined:
            joined = referee.joined
            say("joined" if joined else "paused", len(state.history))
        if action is None and joined and state.current_player() == HOST:
            action = policy.choose(state.view(HOST))
        if action is None:
            time.sleep(0.002)
            continue
        before = state.clone()
        state.apply_action(action)
        atomic_write(save, save_match(state))  # the autosave comes before the guest hears of it
        referee.played(before, action, state)
        say("seq", len(state.history))
    if not state.is_terminal():
        say("timeout")
        return 1
    atomic_write(out, save_match(state))
    while referee.joined and time.monotonic() < end:  # the guest leaves once it has the replay
        referee.poll(state)
        time.sleep(0.01)
    link.close()
    say("done")
    return 0


def run_guest(port: int, code: str, seed: int, out: Path, agent: str) -> int:
    link = GuestLink("127.0.0.1", port, code, "Guest")
    pending: list[P.HostMessage] = []
    taken = link.messages

    def one_at_a_time() -> list[P.HostMessage]:
        """One host message per poll, so a welcome is reported at its own seq (the host may play on
        at once, and its next steps arrive in the same batch)."""
        pending.extend(taken())
        return [pending.pop(0)] if pending else []

    link.messages = one_at_a_time  # type: ignore[method-assign]
    table = GuestTable(link)
    policy = make_agent(agent, seed * 2 + 2)
    welcomes, seq, end = 0, -1, time.monotonic() + LIMIT
    while table.final_match is None and time.monotonic() < end:
        table.poll()
        if link.status == REFUSED:
            say("refused", link.reason)
            return 2
        if table.welcomes != welcomes:
            welcomes = table.welcomes
            say("welcome", table.seq)
        if table.seq != seq:
            seq = table.seq
            say("seq", seq)
        if table.to_act():
            assert table.view is not None
            table.decide(policy.choose(table.view))
        elif not pending:
            time.sleep(0.002)
    if table.final_match is None:
        say("timeout")
        return 1
    atomic_write(out, table.final_match)
    link.close()
    say("done")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.net.peers")
    parser.add_argument("role", choices=("host", "guest"))
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--code", required=True)
    parser.add_argument("--seed", type=int, default=30001)
    parser.add_argument("--save", type=Path, default=Path("autosave.json"))
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--resume", action="store_true")
    parser.add_argument("--agent", default="random")
    a = parser.parse_args(argv)
    if a.role == "host":
        return run_host(a.port, a.code, a.seed, a.save, a.out, a.resume, a.agent)
    return run_guest(a.port, a.code, a.seed, a.out, a.agent)


if __name__ == "__main__":
    sys.exit(main())
