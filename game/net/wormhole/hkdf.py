"""RFC 5869 HKDF with SHA-256 from the standard library (what magic-wormhole's `HKDF` computes)."""

from __future__ import annotations

import hashlib
import hmac


def hkdf(secret: bytes, length: int, info: bytes, salt: bytes | None = None) -> bytes:
    prk = hmac.new(salt or bytes(32), secret, hashlib.sha256).digest()
    out, block, counter = b"", b"", 1
    while len(out) < length:
        block = hmac.new(prk, block + info + bytes([counter]), hashlib.sha256).digest()
        out += block
        counter += 1
    return out[:length]
