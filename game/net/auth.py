"""Who is who on the wire, independent of the transport: the host's key pair and its short
fingerprint, and the proof of the match code by SPAKE2 (a password-authenticated key exchange), so
that the code never crosses the network, a wrong guess costs one online attempt and teaches nothing
offline, and the guest knows it reached the host whose fingerprint it was shown.

The exchange (three messages, carried by the LAN websocket today, by any other pipe later):

1. guest → host: its SPAKE2 message (side B) over the code;
2. host → guest: its public key, its SPAKE2 message (side A, bound to the key), a key-confirmation
   tag and an Ed25519 signature over the transcript — the guest checks the fingerprint it was shown,
   the signature (the host holds the key) and the tag (the host knows the code);
3. guest → host: its own confirmation tag — the host checks that the guest knows the code.

Nothing here knows sockets or pygame."""

from __future__ import annotations

import base64
import hashlib
import hmac
from dataclasses import dataclass
from pathlib import Path

from nacl.exceptions import BadSignatureError, CryptoError
from nacl.signing import SigningKey, VerifyKey

from game.net.wormhole import hkdf_shim

hkdf_shim.install()  # before spake2: the frozen game ships no cryptography (its HKDF from the standard library)

from spake2 import SPAKE2_A, SPAKE2_B  # type: ignore[import-untyped]  # noqa: E402
from spake2.spake2 import SPAKEError  # type: ignore[import-untyped]  # noqa: E402

APP_ID = b"magic-number-eleven/v3"
GUEST_ID = b"mn11-guest"
FINGERPRINT_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # the codes' alphabet: read aloud without look-alikes
FINGERPRINT_LENGTH = 8  # 40 bits


class AuthError(ValueError):
    """The other side could not prove what it must (wrong code, another key, a malformed message)."""


def b64(data: bytes) -> str:
    return base64.b64encode(data).decode("ascii")


def unb64(text: object, limit: int = 128) -> bytes:
    if not isinstance(text, str) or len(text) > limit:
        raise AuthError("bad field")
    try:
        return base64.b64decode(text.encode("ascii"), validate=True)
    except (ValueError, UnicodeEncodeError) as exc:
        raise AuthError("bad field") from exc


def fingerprint(public: bytes) -> str:
    """The key's short name shown to people: 8 characters of its SHA-256, as "ABCD-EFGH"."""
    number = int.from_bytes(hashlib.sha256(APP_ID + public).digest()[:5], "big")
    chars = [FINGERPRINT_ALPHABET[(number >> (5 * i)) & 31] for i in range(FINGERPRINT_LENGTH)]
    text = "".join(chars)
    return f"{text[:4]}-{text[4:]}"


def same_fingerprint(a: str, b: str) -> bool:
    def norm(s: str) -> str:
        return s.replace("-", "").replace(" ", "").upper()

    return hmac.compare_digest(norm(a).encode("ascii", "replace"), norm(b).encode("ascii", "replace"))


@dataclass(frozen=True)
class HostKey:
    private: SigningKey  # Ed25519 (PyNaCl); its 32-byte seed is what the key file keeps

    @staticmethod
    def new() -> HostKey:
        return HostKey(SigningKey.generate())

    @property
    def public(self) -> bytes:
        return bytes(self.private.verify_key)

    @property
    def fingerprint(self) -> str:
        return fingerprint(self.public)

    def sign(self, data: bytes) -> bytes:
        return bytes(self.private.sign(data).signature)


def load_or_create_key(path: Path) -> HostKey:
    """The host's key kept in `path` (beside the settings); a new one is made and kept if it is
    missing or unreadable. Writing can fail (a read-only folder): the key then lives for this run."""
    try:
        raw = path.read_bytes()
        if len(raw) == 32:
            return HostKey(SigningKey(raw))
    except (OSError, ValueError, CryptoError):
        pass
    key = HostKey.new()
    secret = bytes(key.private)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(path.name + ".new.tmp")
        tmp.write_bytes(secret)
        try:
            tmp.chmod(0o600)
        except OSError:
            pass
        tmp.replace(path)
    except OSError:
        pass
    return key


def _transcript(guest_msg: bytes, host_msg: bytes, public: bytes) -> bytes:
    return hashlib.sha256(APP_ID + b"|" + guest_msg + b"|" + host_msg + b"|" + public).digest()


def _tag(key: bytes, who: bytes, transcript: bytes) -> bytes:
    return hmac.new(key, who + transcript, hashlib.sha256).digest()


def _password(code: str) -> bytes:
    return code.strip().upper().encode("ascii", "replace")


class GuestProof:
    """The guest's side: `first()` is message 1; `check(...)` takes message 2 and returns message 3."""

    def __init__(self, code: str) -> None:
        self.code = code
        self._message: bytes | None = None
        self._spake: SPAKE2_B | None = None
        self.public: bytes | None = None

    def first(self, public_hint: bytes | None = None) -> bytes:
        # SPAKE2's identities bind the host's key: the guest learns it in message 2, so side B's
        # identity is fixed and the key goes into the transcript the tags and signature cover.
        self._spake = SPAKE2_B(_password(self.code), idA=APP_ID, idB=GUEST_ID)
        self._message = self._spake.start()
        return self._message

    def check(self, public: bytes, host_msg: bytes, tag: bytes, signature: bytes, expected: str | None) -> bytes:
        """Message 2's parts; AuthError("fingerprint") if the key is not the one shown,
        AuthError("code") if the host does not know the code (a wrong code, or an impostor)."""
        assert self._spake is not None and self._message is not None
        if len(public) != 32:
            raise AuthError("bad key")
        self.public = public
        if expected and not same_fingerprint(fingerprint(public), expected):
            raise AuthError("fingerprint")
        transcript = _transcript(self._message, host_msg, public)
        try:
            VerifyKey(public).verify(b"host" + transcript, signature)
        except (BadSignatureError, CryptoError, ValueError, TypeError) as exc:  # a wrong or malformed signature or key
            raise AuthError("signature") from exc
        try:
            key = self._spake.finish(host_msg)
        except (SPAKEError, ValueError, AssertionError) as exc:
            raise AuthError("code") from exc
        if not hmac.compare_digest(tag, _tag(key, b"host", transcript)):
            raise AuthError("code")
        return _tag(key, b"guest", transcript)


@dataclass
class HostProof:
    """The host's side of one attempt: `answer(message 1)` → message 2's parts; `verify(message 3)`."""

    key: HostKey
    code: str
    _expect: bytes = b""

    def answer(self, guest_msg: bytes) -> tuple[bytes, bytes, bytes, bytes]:
        """(public key, SPAKE2 message, tag, signature); AuthError for a malformed message 1."""
        spake = SPAKE2_A(_password(self.code), idA=APP_ID, idB=GUEST_ID)
        host_msg = spake.start()
        try:
            shared = spake.finish(guest_msg)
        except (SPAKEError, ValueError, AssertionError) as exc:
            raise AuthError("bad message") from exc
        public = self.key.public
        transcript = _transcript(guest_msg, host_msg, public)
        self._expect = _tag(shared, b"guest", transcript)
        return public, host_msg, _tag(shared, b"host", transcript), self.key.sign(b"host" + transcript)

    def verify(self, tag: bytes) -> bool:
        return bool(self._expect) and hmac.compare_digest(tag, self._expect)
