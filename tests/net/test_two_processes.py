"""A host and a guest in two processes over loopback, computer policies on both ends: a whole match
to the result with the same replay on both machines, and kill -9 of either side mid-match."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.engine.serialize import load_match
from game.net.host import new_code

pytestmark = pytest.mark.slow
ROOT = Path(__file__).resolve().parents[2]


class Peer:
    """One process of tests/net/peers.py; its printed lines are read as they come."""

    def __init__(self, role: str, *args: str) -> None:
        env = {**os.environ, "PYTHONPATH": str(ROOT), "MN11_NO_DISCOVERY": "1"}
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "tests.net.peers", role, *args],
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            env=env,
            cwd=ROOT,
        )
        self.lines: list[str] = []

    def wait_for(self, word: str, at_least: int = 0, limit: float = 30.0) -> list[str]:
        """Read lines until one starts with `word` (and its number is >= `at_least`)."""
        end = time.monotonic() + limit
        assert self.proc.stdout is not None
        while time.monotonic() < end:
            line = self.proc.stdout.readline()
            if not line:
                break
            self.lines.append(line.strip())
            parts = line.split()
            if parts and parts[0] == word and (len(parts) < 2 or not parts[1].isdigit() or int(parts[1]) >= at_least):
                return parts
        raise AssertionError(f"no {word!r} from the peer; it said: {self.lines[-8:]}")

    def kill(self) -> None:
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(5)

    def finish(self) -> int:
        self.wait_for("done")
        return self.proc.wait(10)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def peers(tmp_path: Path) -> tuple[list[str], list[str], list[str]]:
    port, code = str(free_port()), new_code()
    common = ["--port", port, "--code", code, "--seed", "30031"]
    host = ["host", *common, "--save", str(tmp_path / "autosave.json"), "--out", str(tmp_path / "host.json")]
    guest = ["guest", *common, "--out", str(tmp_path / "guest.json")]
    return host, guest, common


def same_replays(tmp_path: Path) -> None:
    host_text, guest_text = (tmp_path / "host.json").read_text(), (tmp_path / "guest.json").read_text()
    assert host_text == guest_text
    host_match, guest_match = load_match(host_text), load_match(guest_text)  # each replayed from its seed
    assert host_match.is_terminal() and host_match.result() == guest_match.result()


def test_two_processes_play_a_whole_match_and_keep_the_same_replay(tmp_path: Path) -> None:
    host_args, guest_args, _ = peers(tmp_path)
    host = Peer(*host_args)
    host.wait_for("ready")
    guest = Peer(*guest_args)
    assert guest.finish() == 0 and host.finish() == 0
    same_replays(tmp_path)


def test_the_guest_killed_mid_match_rejoins_at_the_same_decision(tmp_path: Path) -> None:
    host_args, guest_args, _ = peers(tmp_path)
    host = Peer(*host_args)
    host.wait_for("ready")
    first = Peer(*guest_args)
    first.wait_for("seq", at_least=40)
    first.kill()
    paused = int(host.wait_for("paused")[1])
    second = Peer(*guest_args)
    assert int(second.wait_for("welcome")[1]) == paused == int(host.wait_for("joined")[1])
    assert second.finish() == 0 and host.finish() == 0
    same_replays(tmp_path)


def test_the_host_killed_mid_match_continues_from_its_autosave_and_the_guest_rejoins(tmp_path: Path) -> None:
    host_args, guest_args, _ = peers(tmp_path)
    host = Peer(*host_args)
    host.wait_for("ready")
    guest = Peer(*guest_args)
    guest.wait_for("seq", at_least=40)
    host.kill()
    saved = len(load_match((tmp_path / "autosave.json").read_text()).history)
    again = Peer(*host_args, "--resume")
    assert int(again.wait_for("ready")[2]) == saved
    assert int(guest.wait_for("welcome")[1]) == saved  # the guest came back by itself with the code
    assert guest.finish() == 0 and again.finish() == 0
    same_replays(tmp_path)


def test_a_silent_guest_is_found_dead_within_ten_seconds(tmp_path: Path) -> None:
    """A frozen guest (its socket open, nothing answering: a pulled cable) fails the keep-alive."""
    host_args, guest_args, _ = peers(tmp_path)
    host = Peer(*host_args)
    host.wait_for("ready")
    guest = Peer(*guest_args)
    guest.wait_for("seq", at_least=20)
    guest.proc.send_signal(signal.SIGSTOP)
    stopped = time.monotonic()
    try:
        host.wait_for("paused", limit=12)
        assert time.monotonic() - stopped <= 10.0
    finally:
        guest.kill()
        host.kill()
