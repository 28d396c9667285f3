"""The wormhole's parts without any server: HKDF against RFC 5869, SPAKE2 over right and wrong codes,
phase messages, and the transit over loopback (a connection without the key is never chosen, a flood
of them is closed at once, an altered or replayed record ends the connection)."""

from __future__ import annotations

import asyncio
import struct

import pytest

from game.net.internet import code_problem, normal_code, self_check
from game.net.wormhole import keys as K
from game.net.wormhole import transit as T


def test_hkdf_is_rfc_5869() -> None:
    okm = K.hkdf(bytes([0x0B] * 22), 42, bytes(range(0xF0, 0xFA)), salt=bytes(range(13)))
    assert okm.hex() == ("3cb25f25faacd57a90434f64d0362f2a2d2d0a90cf1a5a4c5db02d56ecc4c5bf34007208d5b887185865")


def test_spake2_agrees_on_the_right_code_only_and_a_wrong_key_opens_nothing() -> None:
    a, b = K.Pake("4-absurd-adviser", "app"), K.Pake("4-absurd-adviser", "app")
    eve = K.Pake("4-absurd-aftermath", "app")
    key = a.finish(b.outbound)
    assert key == b.finish(a.outbound)
    wrong = eve.finish(a.outbound)
    assert wrong != key
    box = K.encrypt(K.derive_phase_key(key, "side", "version"), b"{}")
    assert K.decrypt(K.derive_phase_key(key, "side", "version"), box) == b"{}"
    with pytest.raises(K.WrongCode):
        K.decrypt(K.derive_phase_key(wrong, "side", "version"), box)
    with pytest.raises(K.WrongCode):
        a.finish(b"not json")
    other_app = K.Pake("4-absurd-adviser", "another/app")
    assert other_app.finish(a.outbound) != key  # the application id is part of the exchange


def test_codes_are_read_leniently_and_checked_for_shape() -> None:
    assert normal_code("  7 Guitarist REVENGE ") == "7-guitarist-revenge"
    assert code_problem("7-guitarist-revenge") is None
    for bad in ("", "hello", "guitarist-7-revenge", "7-guitarist", "7--revenge"):
        assert code_problem(bad) is not None, bad


def test_the_loopback_self_check_passes() -> None:
    assert "direct" in self_check()


def run(coro: object) -> object:
    return asyncio.run(coro)  # type: ignore[arg-type]


def test_a_connection_without_the_key_is_never_chosen_and_a_flood_is_closed_at_once() -> None:
    async def scenario() -> None:
        key, wrong = b"k" * 32, b"w" * 32
        receiver = T.Receiver(key, None, T.new_transit_side())
        hints = await receiver.listen("127.0.0.1", lambda: [])
        loop = asyncio.get_running_loop()
        with pytest.raises(T.TransitError):
            await T.connect_as_sender(wrong, hints, None, T.new_transit_side(), loop.time() + 1.0)
        flood = [await asyncio.open_connection(hints[0].host, hints[0].port) for _ in range(T.MAX_HANDSHAKES + 4)]
        await asyncio.sleep(0.1)
        closed = 0
        for reader, _writer in flood[T.MAX_HANDSHAKES :]:
            closed += await asyncio.wait_for(reader.read(), 1.0) == b""
        assert closed == 4
        for _reader, writer in flood:
            writer.close()
        await asyncio.sleep(0.05)
        sender = await T.connect_as_sender(key, hints, None, T.new_transit_side(), loop.time() + 3.0)
        host = await receiver.wait(loop.time() + 3.0)
        assert sender.path == host.path == "direct"
        await sender.send(b"one")
        assert await host.receive(100) == b"one"
        # an altered record (one bit of its box flipped on the way) ends the connection
        nonce = sender._send_nonce.to_bytes(K.NONCE_SIZE, "big")
        box = bytearray(sender._out.encrypt(b"two", nonce))
        box[-1] ^= 1
        sender.writer.write(struct.pack(">L", len(box)) + bytes(box))
        with pytest.raises(T.TransitError):
            await host.receive(100)
        sender.close()
        host.close()
        await receiver.close()

    run(scenario())


def test_a_replayed_record_ends_the_connection() -> None:
    async def scenario() -> None:
        key = b"r" * 32
        receiver = T.Receiver(key, None, T.new_transit_side())
        hints = await receiver.listen("127.0.0.1", lambda: [])
        loop = asyncio.get_running_loop()
        sender = await T.connect_as_sender(key, hints, None, T.new_transit_side(), loop.time() + 3.0)
        host = await receiver.wait(loop.time() + 3.0)
        box = bytes(sender._out.encrypt(b"once", bytes(K.NONCE_SIZE)))
        sender.writer.write(struct.pack(">L", len(box)) + box + struct.pack(">L", len(box)) + box)
        assert await host.receive(100) == b"once"
        with pytest.raises(T.TransitError):
            await host.receive(100)
        sender.close()
        host.close()
        await receiver.close()

    run(scenario())


SHIM_SIDE = """
import sys
sys.modules["cryptography"] = None  # as in the frozen game: no cryptography
from game.net.wormhole import keys as K
assert type(sys.modules["cryptography"]).__name__ == "module" and not hasattr(sys.modules["cryptography"], "__file__")
pake = K.Pake("9-everyday-reward", "app")
key = pake.finish(bytes.fromhex(sys.argv[1]))
print(pake.outbound.hex(), key.hex())
"""


def test_spake2_over_the_hkdf_shim_agrees_with_spake2_over_cryptography() -> None:
    import subprocess
    import sys
    from pathlib import Path

    import spake2.groups
    from cryptography.hazmat.primitives import hashes
    from cryptography.hazmat.primitives.kdf.hkdf import HKDF as RealHKDF

    from game.net.wormhole.hkdf_shim import HKDF, SHA256

    for n in (1, 32, 48, 100):
        real = RealHKDF(algorithm=hashes.SHA256(), length=n, salt=b"", info=b"SPAKE2 pw").derive(b"code")
        assert HKDF(algorithm=SHA256(), length=n, salt=b"", info=b"SPAKE2 pw").derive(b"code") == real
    assert "cryptography" in spake2.groups.hkdf.__name__  # here, the real one
    mine = K.Pake("9-everyday-reward", "app")
    root = Path(__file__).resolve().parents[2]
    out = subprocess.run(
        [sys.executable, "-c", SHIM_SIDE, mine.outbound.hex()], capture_output=True, text=True, cwd=root, check=True
    ).stdout.split()
    assert mine.finish(bytes.fromhex(out[0])).hex() == out[1]
