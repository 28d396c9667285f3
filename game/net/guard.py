"""The host's door policy, kept apart from sockets so it can be tested and reasoned about on its
own: how many connections may wait unproven (in all and per address), how fast codes may be tried
(per address and in all, with growing delays and a lockout the host's screen names), and how fast
a seated guest may send (a warning, then a disconnection). Every table here is bounded.

The numbers give the expected time to guess a code (see `expected_guess_years`): at most
`GLOBAL_ATTEMPTS_PER_SECOND` attempts a second from the whole network, each one a SPAKE2 run that
tests one code, against 32⁶ codes."""

from __future__ import annotations

import time
from collections import OrderedDict
from dataclasses import dataclass, field
from typing import Any

# Connections that have not proven the code yet.
MAX_PENDING = 24  # in all
MAX_PENDING_PER_ADDRESS = 4
HANDSHAKE_DEADLINE = 2.0  # seconds for the HTTP upgrade
AUTH_DEADLINE = 4.0  # seconds from the upgrade to a proven code

# Code attempts (each SPAKE2 run is one).
GLOBAL_ATTEMPTS_PER_SECOND = 1 / 3  # sustained, from every address together
GLOBAL_BURST = 6
ADDRESS_FREE_FAILURES = 2  # failures an address may make before it waits
ADDRESS_FIRST_DELAY = 2.0  # seconds, doubled with each further failure
ADDRESS_LOCKOUT_FAILURES = 8  # then it is locked out
LOCKOUT = 3600.0  # seconds
FORGET_AFTER = 6 * 3600.0  # an address's record, once quiet this long
MAX_ADDRESSES = 4096  # records kept (the oldest quiet ones go first)
NOTICE_AFTER = 3  # failures from one address before the host's screen names it

# A seated guest's messages. Legal actions are never dropped (each waits for the host's answer, so
# a guest, even a computer, sends them one at a time); the limits are on the rest.
GUEST_RATE = 400.0  # messages per second, sustained (on the network thread: bounds decoding)
GUEST_BURST = 800
REJECT_RATE = 10.0  # illegal actions per second answered with the engine's reason (on the game thread)
REJECT_BURST = 30
WARN_AFTER = 1  # overflows before the warning
DROP_AFTER = 200  # messages dropped while over the limit before the disconnection
EMOTE_RATE = 0.5  # reactions per second
EMOTE_BURST = 3


def expected_guess_years(codes: int, per_second: float = GLOBAL_ATTEMPTS_PER_SECOND) -> float:
    """Years an attacker needs on average (half the codes) at the fastest rate allowed."""
    return codes / 2 / per_second / (365.25 * 24 * 3600)


@dataclass
class Bucket:
    """A token bucket: `take()` is True while the rate is kept."""

    rate: float
    burst: float
    tokens: float = -1.0
    stamp: float = 0.0

    def take(self, now: float, cost: float = 1.0) -> bool:
        if self.tokens < 0:
            self.tokens, self.stamp = self.burst, now
        self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now
        if self.tokens >= cost:
            self.tokens -= cost
            return True
        return False

    def give(self, cost: float = 1.0) -> None:
        self.tokens = min(self.burst, self.tokens + cost)

    def wait(self, cost: float = 1.0) -> float:
        return max(0.0, (cost - self.tokens) / self.rate)


class ConnectionGate:
    """Unproven connections: `admit(address, item)` → None (in), or the item to drop — `item` itself
    when its address has its share, or when the door is full of connections that got further; else
    the oldest connection that has not even finished its HTTP upgrade (an item's `door_stage`: 0
    before the upgrade, 1 waiting for the hello, 2 proving the code), so that idle sockets, however
    fast they come, never push out a guest that is getting on with it."""

    def __init__(self, total: int = MAX_PENDING, per_address: int = MAX_PENDING_PER_ADDRESS) -> None:
        self.total, self.per_address = total, per_address
        self.pending: dict[str, list[Any]] = {}
        self.order: list[tuple[str, Any]] = []  # oldest first
        self.refused = 0

    def count(self) -> int:
        return len(self.order)

    def admit(self, address: str, item: Any) -> Any:
        mine = self.pending.get(address, [])
        if len(mine) >= self.per_address:
            self.refused += 1
            return item
        victim = None
        if len(self.order) >= self.total:
            stalled = [(a, c) for a, c in self.order if getattr(c, "door_stage", 0) == 0]
            if not stalled:
                self.refused += 1
                return item
            heaviest = max(len(self.pending[a]) for a, _c in stalled)
            victim_address, victim = next((a, c) for a, c in stalled if len(self.pending[a]) == heaviest)
            self.release(victim_address, victim)
            self.refused += 1
        self.pending.setdefault(address, []).append(item)
        self.order.append((address, item))
        return victim

    def release(self, address: str, item: Any) -> None:
        mine = self.pending.get(address)
        if mine is not None and item in mine:
            mine.remove(item)
            if not mine:
                del self.pending[address]
            self.order = [(a, c) for a, c in self.order if c is not item]


@dataclass
class _Record:
    failures: int = 0
    next_try: float = 0.0
    seen: float = 0.0


@dataclass
class CodeGuard:
    """Code attempts: `begin(address)` → None to go ahead, or how many seconds to wait (the answer
    says nothing about the code); `failed` / `succeeded` close the attempt."""

    clock: Any = time.monotonic
    bucket: Bucket = field(default_factory=lambda: Bucket(GLOBAL_ATTEMPTS_PER_SECOND, GLOBAL_BURST))
    records: OrderedDict[str, _Record] = field(default_factory=OrderedDict)
    notice: str = ""  # the address last named to the host ("someone is trying codes from ...")
    locked: str = ""  # the address last locked out
    failures: int = 0  # in all, this session

    def _record(self, address: str, now: float) -> _Record:
        rec = self.records.pop(address, None) or _Record()
        rec.seen = now
        self.records[address] = rec
        while len(self.records) > MAX_ADDRESSES:
            oldest, old = next(iter(self.records.items()))
            if now - old.seen < FORGET_AFTER and old.failures >= ADDRESS_LOCKOUT_FAILURES:
                self.records.move_to_end(oldest)  # a lockout is kept while it lasts
                if next(iter(self.records)) == oldest:
                    break
                continue
            del self.records[oldest]
        return rec

    def begin(self, address: str) -> float | None:
        now = self.clock()
        rec = self.records.get(address)
        if rec is not None and now - rec.seen > FORGET_AFTER and now >= rec.next_try:
            del self.records[address]
            rec = None
        if rec is not None and now < rec.next_try:
            return rec.next_try - now
        if not self.bucket.take(now):
            return max(1.0, self.bucket.wait())
        return None

    def failed(self, address: str) -> None:
        now = self.clock()
        rec = self._record(address, now)
        rec.failures += 1
        self.failures += 1
        if rec.failures >= ADDRESS_LOCKOUT_FAILURES:
            rec.next_try = now + LOCKOUT
            self.locked = address
        elif rec.failures > ADDRESS_FREE_FAILURES:
            rec.next_try = now + ADDRESS_FIRST_DELAY * 2 ** (rec.failures - ADDRESS_FREE_FAILURES - 1)
        if rec.failures >= NOTICE_AFTER:
            self.notice = address

    def succeeded(self, address: str) -> None:
        self.records.pop(address, None)
        self.bucket.give()  # a right code costs nobody else an attempt


@dataclass
class GuestMeter:
    """A seated guest's sending rate: `check()` → "ok", "drop" (over the limit), "warn" (the first
    time) or "close" (it kept on)."""

    clock: Any = time.monotonic
    bucket: Bucket = field(default_factory=lambda: Bucket(GUEST_RATE, GUEST_BURST))
    emotes: Bucket = field(default_factory=lambda: Bucket(EMOTE_RATE, EMOTE_BURST))
    rejections: Bucket = field(default_factory=lambda: Bucket(REJECT_RATE, REJECT_BURST))
    overflows: int = 0
    dropped: int = 0

    def check(self, emote: bool = False, rejection: bool = False) -> str:
        now = self.clock()
        if rejection:
            ok = self.rejections.take(now)
        else:
            ok = self.bucket.take(now) and (not emote or self.emotes.take(now))
        if ok:
            return "ok"
        self.dropped += 1
        self.overflows += 1
        if self.dropped >= DROP_AFTER:
            return "close"
        if self.overflows == WARN_AFTER:
            return "warn"
        return "drop"
