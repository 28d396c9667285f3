"""The real magic-wormhole mailbox and transit relay servers, started locally for the tests and the
bench (`magic-wormhole-mailbox-server` and `magic-wormhole-transit-relay` from the dev extra), bound to
127.0.0.1 on free ports with a temporary working directory; the mailbox keeps its channels in a file
there, so a restart finds its mailboxes again."""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

START_LIMIT = 20.0


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _listening(port: int) -> bool:
    with socket.socket() as s:
        s.settimeout(0.2)
        return s.connect_ex(("127.0.0.1", port)) == 0


class Server:
    def __init__(self, plugin: str, folder: Path, *options: str) -> None:
        self.plugin, self.folder, self.options = plugin, folder, options
        self.port = free_port()
        self.proc: subprocess.Popen[bytes] | None = None

    def start(self) -> None:
        log = open(self.folder / f"{self.plugin}.log", "ab")  # the child keeps its own copy
        where = f"--port=tcp:{self.port}:interface=127.0.0.1"
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "twisted", self.plugin, where, *self.options],
            cwd=self.folder,
            stdout=log,
            stderr=subprocess.STDOUT,
            env={**os.environ, "PYTHONUNBUFFERED": "1"},
        )
        log.close()
        end = time.monotonic() + START_LIMIT
        while not _listening(self.port):
            if self.proc.poll() is not None or time.monotonic() > end:
                said = (self.folder / f"{self.plugin}.log").read_text(errors="replace")[-800:]
                raise RuntimeError(f"{self.plugin} did not start: {said}")
            time.sleep(0.05)

    def kill(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGKILL)
            self.proc.wait(5)
        self.proc = None


class LocalServers:
    """Both servers; `mailbox_url` and `relay` are what `game.net.internet.Servers` takes."""

    def __init__(self) -> None:
        self.folder = Path(tempfile.mkdtemp(prefix="mn11-wormhole-"))
        self.mailbox = Server("wormhole-mailbox", self.folder, "--channel-db=channels.sqlite")
        self.relay_server = Server("transitrelay", self.folder)

    @property
    def mailbox_url(self) -> str:
        return f"ws://127.0.0.1:{self.mailbox.port}/v1"

    @property
    def relay(self) -> str:
        return f"tcp:127.0.0.1:{self.relay_server.port}"

    def __enter__(self) -> LocalServers:
        try:
            self.mailbox.start()
            self.relay_server.start()
        except BaseException:
            self.close()
            raise
        return self

    def __exit__(self, *_: object) -> None:
        self.close()

    def close(self) -> None:
        self.mailbox.kill()
        self.relay_server.kill()
        shutil.rmtree(self.folder, ignore_errors=True)
