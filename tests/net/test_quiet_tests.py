"""Tests stay on this computer: no test announces a match on the local network."""

from __future__ import annotations

from game.net import discovery


def test_every_test_runs_with_discovery_turned_off() -> None:
    assert discovery.disabled() is not None
    assert discovery.Announcer("Coach", 5000, ["127.0.0.1"]).error is not None
