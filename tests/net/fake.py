"""A guest's side of the code proof over a plain synchronous websocket, for tests that speak the
protocol by hand (hostile guests, floods, the door's limits)."""

from __future__ import annotations

from websockets.sync.client import ClientConnection

from game.net import protocol as P
from game.net.auth import GuestProof, b64, unb64


def prove(ws: ClientConnection, code: str, name: str = "Mallory", expected: str | None = None) -> P.HostMessage:
    """Say hello and prove `code`; the host's auth message (AuthError if the host fails its proof)."""
    proof = GuestProof(code)
    ws.send(P.hello(b64(proof.first()), name))
    answer = P.decode_host(ws.recv(timeout=5))
    assert answer.kind == "auth", answer
    d = answer.data
    tag = proof.check(unb64(d["key"]), unb64(d["pake"]), unb64(d["tag"]), unb64(d["sig"]), expected)
    ws.send(P.proof(b64(tag)))
    return answer
