"""The code's cryptography, as magic-wormhole does it: SPAKE2 (symmetric) over the code with the
application id as identity, HKDF-SHA256 key derivation, and NaCl SecretBox (XSalsa20-Poly1305) for the
mailbox's phase messages and the transit's records.

A wrong code gives each side a different key: the first encrypted message ("version") fails to open,
and all an attacker learns from the exchange is that one guess was wrong (SPAKE2 gives no offline test)."""

from __future__ import annotations

import hashlib
import json
import secrets
import unicodedata
from typing import Any

from nacl.exceptions import CryptoError
from nacl.secret import SecretBox

from game.net.wormhole import hkdf_shim
from game.net.wormhole.hkdf import hkdf

hkdf_shim.install()  # the frozen game ships no cryptography: spake2's HKDF from the standard library
from spake2 import SPAKE2_Symmetric  # noqa: E402

KEY_SIZE = SecretBox.KEY_SIZE  # 32
NONCE_SIZE = SecretBox.NONCE_SIZE  # 24


class WrongCode(Exception):
    """The other side's message did not open with our key: a mistyped code, or someone guessing."""


def derive_key(key: bytes, purpose: bytes, length: int = KEY_SIZE) -> bytes:
    return hkdf(key, length, purpose)


def derive_phase_key(key: bytes, side: str, phase: str) -> bytes:
    purpose = b"wormhole:phase:" + hashlib.sha256(side.encode()).digest() + hashlib.sha256(phase.encode()).digest()
    return derive_key(key, purpose)


def encrypt(key: bytes, plaintext: bytes) -> bytes:
    """nonce + ciphertext, with a random nonce (each phase key encrypts one message)."""
    return bytes(SecretBox(key).encrypt(plaintext, secrets.token_bytes(NONCE_SIZE)))


def decrypt(key: bytes, data: bytes) -> bytes:
    try:
        return bytes(SecretBox(key).decrypt(data))
    except (CryptoError, ValueError, TypeError) as exc:
        raise WrongCode("the message did not open with this code's key") from exc


def code_bytes(code: str) -> bytes:
    return unicodedata.normalize("NFC", code).encode("utf-8")


class Pake:
    """One side's half of the SPAKE2 exchange over `code`."""

    def __init__(self, code: str, appid: str) -> None:
        self._sp = SPAKE2_Symmetric(code_bytes(code), idSymmetric=appid.encode())
        self.outbound = json.dumps({"pake_v1": self._sp.start().hex()}).encode()

    def finish(self, inbound: bytes) -> bytes:
        """The shared key from the other side's message (a different key if the codes differ)."""
        try:
            data: Any = json.loads(inbound)
            message = bytes.fromhex(data["pake_v1"])
            return bytes(self._sp.finish(message))
        except Exception as exc:  # malformed or from a broken peer: treat as a wrong code
            raise WrongCode("the other side's key exchange message is malformed") from exc
