"""Finding matches on the local network with DNS-SD over multicast DNS (`zeroconf`): the host
announces its open match, Join lists the ones nearby. Everything runs in background threads and
degrades to "nothing found" with a reason when multicast is unavailable; the address and code
still work. MN11_NO_DISCOVERY=1 turns it off (tests, networks where it is unwelcome)."""

from __future__ import annotations

import os
import socket
import threading
from dataclasses import dataclass
from typing import Any

from game.net import protocol as P


@dataclass(frozen=True)
class Found:
    name: str  # the host coach's name
    address: str
    port: int
    fingerprint: str = ""  # the host key's, as announced (the guest checks it when it joins)


def disabled() -> str | None:
    """Why discovery is off, or None."""
    return "turned off" if os.environ.get("MN11_NO_DISCOVERY") else None


class Announcer:
    """The host's announcement, registered in a thread (probing takes a second or two)."""

    def __init__(self, coach: str, port: int, addresses: list[str], fingerprint: str = "") -> None:
        self.error: str | None = disabled()
        self._zc: Any = None
        self._info: Any = None
        self._lock = threading.Lock()
        self._closed = False
        if self.error is None:
            threading.Thread(target=self._register, args=(coach, port, addresses, fingerprint), daemon=True).start()

    def _register(self, coach: str, port: int, addresses: list[str], fingerprint: str) -> None:
        try:
            from zeroconf import ServiceInfo, Zeroconf

            packed = [socket.inet_aton(a) for a in addresses if a.count(".") == 3]
            label = P.clean_name(coach) or "Magic Number Eleven"
            info = ServiceInfo(
                P.SERVICE_TYPE,
                f"{label} {port}.{P.SERVICE_TYPE}",
                port=port,
                properties={"v": str(P.VERSION), "coach": label, "fp": fingerprint},
                addresses=packed,
            )
            zc = Zeroconf()
            with self._lock:
                if self._closed:
                    zc.close()
                    return
                self._zc, self._info = zc, info
            zc.register_service(info, allow_name_change=True)
        except Exception as exc:  # no multicast, no interface, a firewall: join by address instead
            self.error = str(exc) or type(exc).__name__

    def close(self) -> None:
        with self._lock:
            self._closed = True
            zc, info = self._zc, self._info
        if zc is not None:
            threading.Thread(target=_unregister, args=(zc, info), daemon=True).start()


def _unregister(zc: Any, info: Any) -> None:
    try:
        zc.unregister_service(info)
    except Exception:  # the network went away: closing is all that is left
        pass
    zc.close()


def found_from(properties: dict[Any, Any], addresses: list[str], port: Any) -> Found | None:
    """An announcement's entry, its text checked (anyone can announce anything)."""
    from game.net.auth import FINGERPRINT_ALPHABET

    if not addresses or type(port) is not int or not 0 < port < 65536:
        return None
    coach = (properties.get(b"coach") or b"")[:96].decode("utf-8", "replace")
    fp = (properties.get(b"fp") or b"")[:16].decode("ascii", "replace").upper()
    if len(fp) != 9 or fp[4] != "-" or any(ch not in FINGERPRINT_ALPHABET for ch in fp.replace("-", "")):
        return None  # an announcement without a well-formed fingerprint is not listed
    return Found(P.clean_name(coach), str(addresses[0]), port, fp)


class Finder:
    """The open matches announced nearby, updated in the background while Join is open."""

    def __init__(self) -> None:
        self.error: str | None = disabled()
        self._found: dict[str, Found] = {}
        self._zc: Any = None
        self._lock = threading.Lock()
        if self.error is None:
            threading.Thread(target=self._browse, daemon=True).start()

    def _browse(self) -> None:
        try:
            from zeroconf import ServiceBrowser, ServiceStateChange, Zeroconf

            zc = Zeroconf()
            self._zc = zc

            def changed(zeroconf: Any, service_type: str, name: str, state_change: Any) -> None:
                if state_change is ServiceStateChange.Removed:
                    with self._lock:
                        self._found.pop(name, None)
                    return
                info = zeroconf.get_service_info(service_type, name, timeout=2000)
                if info is None or info.properties.get(b"v") != str(P.VERSION).encode():
                    return
                addresses = info.parsed_addresses()
                found = found_from(info.properties, addresses, info.port)
                if found is not None:
                    with self._lock:
                        self._found[name] = found

            ServiceBrowser(zc, P.SERVICE_TYPE, handlers=[changed])
        except Exception as exc:  # no multicast here: the address and code still work
            self.error = str(exc) or type(exc).__name__

    def found(self) -> list[Found]:
        with self._lock:
            return sorted(self._found.values(), key=lambda f: (f.name, f.fingerprint, f.address))

    def close(self) -> None:
        zc, self._zc = self._zc, None
        if zc is not None:
            threading.Thread(target=zc.close, daemon=True).start()
