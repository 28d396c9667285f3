"""Online play over loopback: the round trip of a guest's action (sent until its events are back),
the guest window's frame times while messages flow, and the host's CPU time per hour of an idle
connection (keep-alive pings only); and the host's window under attack (issue #40): its frame times
and memory while N connections knock without the code and a proven guest floods M illegal actions a
second (warned, disconnected, back again).

    python -m game.bench net [--matches 5] [--seed 30000] [--idle 30] [--flood 15] [--knockers 300] [--rate 5000]

The host runs in a second process (a headless game loop polling every millisecond, Random deciding
for it); this process is the guest (Random too). Target: round trip well under a frame (16 ms).

Internet play is measured the same way through the real magic-wormhole mailbox server and transit
relay started locally (game/bench/wormhole_servers.py): the round trip with the relay forced, and
with the direct connection (`--internet-matches`, 0 to skip)."""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from typing import Any

os.environ.setdefault("MN11_NO_DISCOVERY", "1")


def serve(port: int, code: str, seed: int) -> int:
    """The host's process: plays its side with Random and answers the guest until the match ends."""
    from game.net.host import HostLink

    link = HostLink(code, port, bind="127.0.0.1")
    print(link.port, flush=True)
    return referee_plays(link, seed, time.monotonic() + 120)


def serve_internet(mailbox: str, relay: str, direct: bool, seed: int) -> int:
    """The host's process over the internet links: prints the code, then plays like `serve`."""
    from game.net.internet import InternetHostLink, Servers

    link = InternetHostLink(Servers(mailbox, relay, direct=direct, bind="127.0.0.1"))
    end = time.monotonic() + 120
    while not link.code and time.monotonic() < end:
        time.sleep(0.005)
    print(link.code, flush=True)
    return referee_plays(link, seed, end)


def referee_plays(link: Any, seed: int, end: float) -> int:
    """The host's side of a bench match on `link`: Random plays HOME, the referee checks the guest's
    AWAY moves, until the whistle or `end` (a monotonic time); then the link closes."""
    from game.ai.registry import make_agent
    from game.engine.state import Game
    from game.net.host import Referee

    state = Game(seed=seed).new_initial_state()
    referee = Referee(link, 1, "bench")
    policy = make_agent("random", seed)
    while not state.is_terminal() and time.monotonic() < end:
        action = referee.poll(state)
        if action is None and referee.joined and state.current_player() == 0:
            action = policy.choose(state.view(0))
        if action is None:
            time.sleep(0.001)
            continue
        before = state.clone()
        state.apply_action(action)
        referee.played(before, action, state)
    time.sleep(0.5)
    link.close()
    return 0


def internet_round_trips(seed: int, mailbox: str, relay: str, direct: bool) -> tuple[list[float], str]:
    """Milliseconds per guest action over a whole match through the local mailbox and relay; the path."""
    from game.ai.registry import make_agent
    from game.net.guest import GuestTable
    from game.net.internet import InternetGuestLink, Servers

    proc = subprocess.Popen(
        [sys.executable, "-m", "game.bench.net", "--serve-internet", mailbox, relay, str(int(direct)), str(seed)],
        stdout=subprocess.PIPE,
        text=True,
    )
    assert proc.stdout is not None
    code = proc.stdout.readline().strip()
    link = InternetGuestLink(code, "bench", Servers(mailbox, relay, direct=direct))
    table = GuestTable(link)  # type: ignore[arg-type]
    policy = make_agent("random", seed + 1)
    out: list[float] = []
    path = ""
    sent_at: float | None = None
    end = time.monotonic() + 120
    try:
        while table.final_match is None and time.monotonic() < end:
            table.poll()
            path = link.path or path
            if sent_at is not None and not table.pending:
                out.append((time.perf_counter() - sent_at) * 1000)
                sent_at = None
            if table.to_act() and table.view is not None:
                action = policy.choose(table.view)
                sent_at = time.perf_counter()
                table.decide(action)
            else:
                time.sleep(0.0002)
    finally:
        link.close()
        proc.wait(10)
    return out, path


def internet(matches: int, seed: int) -> None:
    from game.bench.wormhole_servers import LocalServers

    with LocalServers() as local:
        for direct in (False, True):
            times: list[float] = []
            paths = set()
            for s in range(seed, seed + matches):
                got, path = internet_round_trips(s, local.mailbox_url, local.relay, direct)
                times.extend(got)
                paths.add(path)
            times.sort()
            p95 = times[min(len(times) - 1, int(len(times) * 0.95))]
            print(
                f"net: internet ({'/'.join(sorted(paths))}, local mailbox and relay servers): {len(times)} guest "
                f"actions, round trip median {statistics.median(times):.2f} ms, p95 {p95:.2f} ms, "
                f"max {times[-1]:.2f} ms"
            )


def _host(port: int, code: str, seed: int) -> tuple[subprocess.Popen[str], int]:
    proc = subprocess.Popen(
        [sys.executable, "-m", "game.bench.net", "--serve", str(port), code, str(seed)],
        stdout=subprocess.PIPE,
        text=True,
    )
    assert proc.stdout is not None
    return proc, int(proc.stdout.readline())


def round_trips(seed: int) -> list[float]:
    """Milliseconds from each guest action sent to its events received, over one whole match."""
    from game.ai.registry import make_agent
    from game.net.client import GuestLink
    from game.net.guest import GuestTable
    from game.net.host import new_code

    code = new_code()
    proc, port = _host(0, code, seed)
    link = GuestLink("127.0.0.1", port, code, "bench")
    table = GuestTable(link)
    policy = make_agent("random", seed + 1)
    out: list[float] = []
    sent_at: float | None = None
    end = time.monotonic() + 120
    try:
        while table.final_match is None and time.monotonic() < end:
            table.poll()
            if sent_at is not None and not table.pending:
                out.append((time.perf_counter() - sent_at) * 1000)
                sent_at = None
            if table.to_act() and table.view is not None:
                action = policy.choose(table.view)
                sent_at = time.perf_counter()
                table.decide(action)
            else:
                time.sleep(0.0002)
    finally:
        link.close()
        proc.wait(10)
    return out


def frames(seed: int) -> tuple[list[float], list[float]]:
    """Frame times (ms) of a guest's window through the real scenes while a whole match's messages
    flow (animations skipped, so every frame takes messages in), paced at 60 frames per second;
    without each kind of scene's first frame, which loads its art as in a local match. Also the
    time each frame spends taking the network's messages in (`pump`)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.ai.registry import make_agent
    from game.net.client import GuestLink
    from game.net.guest import GuestTable
    from game.net.host import new_code
    from game.ui.control.online_controller import GuestController
    from game.ui.scenes.match.base import MatchBase
    from game.ui.scenes.online.online import start_online
    from game.ui.window.app import App

    code = new_code()
    proc, port = _host(0, code, seed)
    from game.ui.scenes import cast

    cast.register()  # the table of scenes, as the window's start fills it
    app = App(headless=True, sound=False)
    table = GuestTable(GuestLink("127.0.0.1", port, code, "bench"))
    policy = make_agent("random", seed + 1)
    end = time.monotonic() + 120
    try:
        while table.view is None and time.monotonic() < end:
            table.poll()
            time.sleep(0.005)
        ctrl = GuestController(table)
        pumped: list[float] = []
        pump = ctrl.pump

        def timed_pump() -> None:
            start = time.perf_counter()
            pump()
            pumped.append((time.perf_counter() - start) * 1000)

        ctrl.pump = timed_pump  # type: ignore[method-assign]
        start_online(app, ctrl)
        app.frame_ms.clear()
        times: list[float] = []
        seen: list[type] = []
        while ctrl.finished_state() is None and time.monotonic() < end:
            start = time.perf_counter()
            before = type(app.stack.top)
            app.step(1 / 60, [])
            now = type(app.stack.top)
            if before in seen and now in seen:  # a scene's first frames load its art: not the network's
                times.append((time.perf_counter() - start) * 1000)
            seen += [before, now]
            app.huds[-1].session.animator.skip_all()  # type: ignore[attr-defined]
            scene = app.stack.top
            if isinstance(scene, MatchBase) and ctrl.human_to_act() and not scene.anim.busy:
                scene.act(policy.choose(ctrl.view()))
            time.sleep(max(0.0, 1 / 60 - (time.perf_counter() - start)))
        return times, pumped
    finally:
        app.close()
        proc.wait(10)


def idle_cpu(seconds: float) -> float:
    """The host's CPU seconds per hour with a guest connected and nothing played (pings only)."""
    from game.engine.state import Game
    from game.net.host import HostLink, Referee

    state = Game(seed=30000).new_initial_state()
    link = HostLink(bind="127.0.0.1", port=0)
    referee = Referee(link, 1 - state.current_player(), "bench")  # the guest decides: the host waits
    guest = _idle_guest(link, seconds + 5)
    try:
        end = time.monotonic() + 10
        while not referee.joined and time.monotonic() < end:
            referee.poll(state)
            time.sleep(0.01)
        if not referee.joined:
            raise RuntimeError("the idle guest did not join")
        start = time.process_time()
        time.sleep(seconds)
        used = time.process_time() - start
        if not link.connected:
            raise RuntimeError("the idle guest was dropped")
        return used * 3600 / seconds
    finally:
        guest.kill()
        guest.wait(5)
        link.close()


def window_wait_cpu(seconds: float) -> float:
    """The host's window (the table, the real frame loop) while the guest decides and sends nothing:
    percent of one core."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.ai.registry import make_agent
    from game.engine.state import Game
    from game.net.host import HostLink
    from game.ui.control.controller import MatchConfig
    from game.ui.control.online_controller import HostController
    from game.ui.scenes.online.online import start_online
    from game.ui.window.app import App

    state = Game(seed=30000).new_initial_state()
    policy = make_agent("random", 3)
    while state.phase.value != "team_action" or state.current_player() != 1:
        state.apply_action(policy.choose(state.view(state.current_player())))
    from game.ui.scenes import cast

    cast.register()  # the table of scenes, as the window's start fills it
    app = App(headless=True, sound=False)
    link = HostLink(port=0, bind="127.0.0.1")
    ctrl = HostController(MatchConfig("online", 0, "random", "shootout", 30000), link, "bench", state=state)
    guest = _idle_guest(link, seconds + 10)
    try:
        start_online(app, ctrl)
        end = time.monotonic() + 10
        while not ctrl.referee.joined and time.monotonic() < end:
            app.tick()
        for _ in range(30):
            app.tick()
        start, cpu = time.monotonic(), time.process_time()
        while time.monotonic() - start < seconds:
            app.tick()
        return 100 * (time.process_time() - cpu) / (time.monotonic() - start)
    finally:
        guest.kill()
        guest.wait(5)
        ctrl.close()
        app.close()


def _rss_mb() -> float:
    try:
        for line in open("/proc/self/status"):
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    import resource

    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


ATTACK = r"""
import socket, sys, threading, time
from websockets.sync.client import connect
from websockets.exceptions import ConnectionClosed
from game.engine.actions import DraftPick
from game.net import protocol as P
from game.net.auth import GuestProof, b64, unb64

port, code, knockers = int(sys.argv[1]), sys.argv[2], int(sys.argv[3])
rate, seconds = float(sys.argv[4]), float(sys.argv[5])
end = time.monotonic() + seconds
sent = [0]

def knock(i):
    while time.monotonic() < end:
        try:
            # from many addresses, as a network of machines would (Linux answers all of 127/8)
            s = socket.create_connection(("127.0.0.1", port), timeout=2, source_address=(f"127.0.0.{2 + i % 60}", 0))
            if i % 3 == 1:
                s.sendall(b"GET / HTTP/1.1\r\nHost: x\r\n")
            s.settimeout(max(0.1, end - time.monotonic()))
            s.recv(1)
            s.close()
        except OSError:
            pass
        time.sleep(0.25)  # each knocker comes back four times a second once turned away

def flood():
    bad = None
    while time.monotonic() < end:
        try:
            with connect(f"ws://127.0.0.1:{port}/", open_timeout=3, max_size=None) as ws:
                proof = GuestProof(code)
                ws.send(P.hello(b64(proof.first()), "flood"))
                d = P.decode_host(ws.recv(timeout=5)).data
                parts = [unb64(d[k]) for k in ("key", "pake", "tag", "sig")]
                ws.send(P.proof(b64(proof.check(*parts, None))))
                welcome = P.decode_host(ws.recv(timeout=5)).data
                bad = P.action_message(welcome["seq"], DraftPick("NOT_A_STAR"))
                while time.monotonic() < end:
                    t = time.monotonic()
                    for _ in range(max(1, int(rate / 100))):
                        ws.send(bad)
                        sent[0] += 1
                    time.sleep(max(0.0, 0.01 - (time.monotonic() - t)))
        except Exception:  # closed, turned away at the door: come back
            time.sleep(0.3)

threads = [threading.Thread(target=knock, args=(i,), daemon=True) for i in range(knockers)]
threads.append(threading.Thread(target=flood, daemon=True))
for t in threads:
    t.start()
time.sleep(seconds)
print(sent[0], flush=True)
"""


def flood(seconds: float, knockers: int, rate: float) -> dict[str, float]:
    """The host's window on the table (the guest to decide) while `knockers` connections knock
    without the code and a proven guest sends `rate` illegal actions a second: frame times (ms),
    memory (MB) and what the door did."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.ai.registry import make_agent
    from game.engine.state import Game
    from game.net.host import HostLink
    from game.ui.control.controller import MatchConfig
    from game.ui.control.online_controller import HostController
    from game.ui.scenes.online.online import start_online
    from game.ui.window.app import App

    state = Game(seed=30000).new_initial_state()
    policy = make_agent("random", 3)
    while state.current_player() != 1:
        state.apply_action(policy.choose(state.view(state.current_player())))
    app = App(headless=True, sound=False)
    link = HostLink(port=0, bind="127.0.0.1")
    ctrl = HostController(MatchConfig("online", 0, "random", "shootout", 30000), link, "bench", state=state)
    start_online(app, ctrl)
    for _ in range(30):
        app.tick()
    rss_before = _rss_mb()
    attack = subprocess.Popen(
        [sys.executable, "-c", ATTACK, str(link.port), link.code, str(knockers), str(rate), str(seconds)],
        stdout=subprocess.PIPE,
        text=True,
    )
    times: list[float] = []
    peak = 0
    try:
        start = time.monotonic()
        while attack.poll() is None and time.monotonic() - start < seconds + 20:
            t = time.perf_counter()
            app.step(1 / 60, [])
            times.append((time.perf_counter() - t) * 1000)
            peak = max(peak, link.gate.count())
            time.sleep(max(0.0, 1 / 60 - (time.perf_counter() - t)))
        sent = int((attack.communicate(timeout=30)[0] or "0").split()[-1])
    finally:
        if attack.poll() is None:
            attack.kill()
            attack.wait(5)
        rss_after = _rss_mb()
        ctrl.close()
        app.close()
    times.sort()
    return {
        "frames": len(times),
        "median": statistics.median(times),
        "p95": times[int(len(times) * 0.95)],
        "max": times[-1],
        "rss_before": rss_before,
        "rss_after": rss_after,
        "sent_per_s": sent / seconds,
        "judged": ctrl.referee.rejected,
        "floods": link.floods,
        "refused": link.gate.refused,
        "peak_pending": peak,
    }


def _idle_guest(link: Any, seconds: float) -> subprocess.Popen[bytes]:
    """A guest process that joins and then says nothing."""
    script = (
        "import sys, time; from game.net.client import GuestLink; "
        "g = GuestLink('127.0.0.1', int(sys.argv[1]), sys.argv[2]); time.sleep(float(sys.argv[3]))"
    )
    return subprocess.Popen([sys.executable, "-c", script, str(link.port), link.code, str(seconds)])


def main(argv: list[str]) -> int:
    if argv[:1] == ["--serve"]:
        return serve(int(argv[1]), argv[2], int(argv[3]))
    if argv[:1] == ["--serve-internet"]:
        return serve_internet(argv[1], argv[2], argv[3] == "1", int(argv[4]))
    parser = argparse.ArgumentParser(
        prog="python -m game.bench net", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--matches", type=int, default=5)
    parser.add_argument("--seed", type=int, default=30000)
    parser.add_argument("--idle", type=float, default=30.0, help="seconds of idle connection measured")
    parser.add_argument("--internet-matches", type=int, default=2, help="matches through the local wormhole servers")
    parser.add_argument("--internet-only", action="store_true", help="measure the internet round trips alone")
    parser.add_argument("--flood", type=float, default=15.0, help="seconds of attack measured (0: none)")
    parser.add_argument("--knockers", type=int, default=300, help="connections knocking without the code")
    parser.add_argument("--rate", type=float, default=5000.0, help="illegal actions a second from a proven guest")
    parser.add_argument("--only-flood", action="store_true", help="measure the attack only")
    args = parser.parse_args(argv)
    if args.only_flood:
        return _print_flood(args)
    if args.internet_matches > 0:
        internet(args.internet_matches, args.seed)
    if args.internet_only:
        return 0
    times: list[float] = []
    for seed in range(args.seed, args.seed + args.matches):
        times.extend(round_trips(seed))
    times.sort()
    p95 = times[min(len(times) - 1, int(len(times) * 0.95))]
    last = args.seed + args.matches - 1
    print(f"net: seeds {args.seed}-{last}, {len(times)} guest actions over loopback")
    print(f"net: round trip median {statistics.median(times):.2f} ms, p95 {p95:.2f} ms, max {times[-1]:.2f} ms")
    shown, pumped = (sorted(t) for t in frames(args.seed))
    p95 = shown[min(len(shown) - 1, int(len(shown) * 0.95))]
    print(
        f"net: guest window: taking the messages in takes median {statistics.median(pumped):.2f} ms, "
        f"max {pumped[-1]:.2f} ms a frame"
    )
    print(
        f"net: guest window, seed {args.seed}: {len(shown)} frames while the match's messages flow, "
        f"median {statistics.median(shown):.1f} ms, p95 {p95:.1f} ms, max {shown[-1]:.1f} ms (target <= 50 ms)"
    )
    cpu = idle_cpu(args.idle)
    print(f"net: host CPU with an idle connection {cpu:.2f} s per hour ({args.idle:.0f} s measured)")
    share = window_wait_cpu(min(args.idle, 15.0))
    print(
        f"net: host window on the table while the guest decides: {share:.1f} % of a core ({share * 36:.0f} s per hour)"
    )
    return _print_flood(args)


def _print_flood(args: Any) -> int:
    if args.flood <= 0:
        return 0
    f = flood(args.flood, args.knockers, args.rate)
    print(
        f"net: under attack ({args.knockers} connections knocking without the code, a proven guest sending "
        f"{f['sent_per_s']:.0f} illegal actions/s, {args.flood:.0f} s): host frames median {f['median']:.1f} ms, "
        f"p95 {f['p95']:.1f} ms, max {f['max']:.1f} ms over {f['frames']:.0f} frames"
    )
    print(
        f"net: under attack: host memory {f['rss_before']:.0f} -> {f['rss_after']:.0f} MB; at most "
        f"{f['peak_pending']:.0f} connections waiting at the door, {f['refused']:.0f} turned away; "
        f"{f['judged']:.0f} actions judged, the flooder disconnected {f['floods']:.0f} times"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
