"""The two names `spake2` takes from `cryptography` (HKDF-SHA256 only, to stretch the code into a
scalar), served by the standard library where `cryptography` is not shipped: the frozen game leaves
it out (its Rust binary is 11 MB of a 60 MB budget for one hash-based function). Installed only when
`import cryptography` fails; tests/net/test_wormhole_parts.py checks that SPAKE2 over this shim and
over the real `cryptography` agree on the key."""

from __future__ import annotations

import sys
import types
from typing import Any

from game.net.wormhole.hkdf import hkdf


class SHA256:
    name = "sha256"
    digest_size = 32


class HKDF:
    def __init__(self, algorithm: Any, length: int, salt: bytes | None, info: bytes | None, backend: Any = None):
        if getattr(algorithm, "name", None) != "sha256":
            raise ValueError("only HKDF-SHA256 is served here")
        self._length, self._salt, self._info = length, salt, info or b""

    def derive(self, key_material: bytes) -> bytes:
        return hkdf(key_material, self._length, self._info, self._salt)


def install() -> None:
    """Put the shim's modules under cryptography's names (only when the real one is missing)."""
    try:
        import cryptography  # noqa: F401
    except ImportError:
        pass
    else:
        return
    names: dict[str, dict[str, Any]] = {
        "cryptography": {},
        "cryptography.hazmat": {},
        "cryptography.hazmat.primitives": {},
        "cryptography.hazmat.primitives.hashes": {"SHA256": SHA256},
        "cryptography.hazmat.primitives.kdf": {},
        "cryptography.hazmat.primitives.kdf.hkdf": {"HKDF": HKDF},
    }
    for name, attributes in names.items():
        module = types.ModuleType(name, "a stand-in for cryptography's HKDF (game.net.wormhole.hkdf_shim)")
        module.__dict__.update(attributes)
        module.__path__ = []  # a package, so its children import
        sys.modules[name] = module
    for name in names:
        parent, _, child = name.rpartition(".")
        if parent:
            setattr(sys.modules[parent], child, sys.modules[name])
