"""Proving a secret without sending it: the handshake's cryptography (docs/SECURITY.md).

Two secrets open a seat. A *seat key* (32 random bytes, never sent: each end derives it)
rejoins a seat; each end proves it holds it with an HMAC of both ends' fresh nonces, the
host first. A *join code* (``K7M-4QX``, about 27 bits, typed by a person) takes an open
seat; too short for a plain HMAC (whoever saw one could try every code offline), it goes
through SPAKE2 (Abdalla and Pointcheval, 2005) as the ``spake2`` library does it (Brian
Warner's, magic-wormhole's; Ed25519): each end sends one group element blinded by the
code, and both derive the same session key only if they used the same code. The terminal
is side A, the host side B, each named (``TERMINAL_ID``, ``HOST_ID``), so neither end's
message can be reflected back to it as the other's. An impostor at either end gets one
guess per connection and nothing to try codes against offline. Both keys are confirmed by
HMAC, the host first, and the new seat's key is derived from the session key, never sent.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets

NONCE_BYTES = 32
KEY_BYTES = 32
#: Bytes of a SPAKE2 message on the wire (as hex: twice that): the library's side byte
#: and one Ed25519 element.
PAKE_BYTES = 33
#: The names each side of the exchange is bound to (``spake2``'s idA and idB).
TERMINAL_ID = b"uno-tui terminal"
HOST_ID = b"uno-tui host"


class BadProof(ValueError):
    """The other end does not know the secret (or sent what is not a proof)."""


def nonce() -> str:
    return secrets.token_hex(NONCE_BYTES)


def new_key() -> bytes:
    return secrets.token_bytes(KEY_BYTES)


def digest(*parts: str | bytes | None) -> bytes:
    """SHA-256 of the parts, each length-prefixed (no two lists of parts give one string)."""
    h = hashlib.sha256()
    for part in parts:
        data = part.encode() if isinstance(part, str) else b"" if part is None else part
        h.update(len(data).to_bytes(4, "big") + data)
    return h.digest()


def proof(key: bytes, role: str, transcript: bytes) -> str:
    """``role`` ("host" or "terminal") knows ``key``, for this handshake only."""
    return hmac.new(key, role.encode() + b"\0" + transcript, hashlib.sha256).hexdigest()


def check(key: bytes, role: str, transcript: bytes, given: str) -> None:
    """``BadProof`` unless ``given`` is ``role``'s proof (compared in constant time)."""
    if not hmac.compare_digest(proof(key, role, transcript).encode(), given.encode()[:128]):
        raise BadProof(role)


def key_id(key: bytes) -> str:
    """A short public name of a key: tells a terminal whether the host holds the key it
    holds (and nothing that helps to find it)."""
    return hashlib.sha256(b"uno-tui key id\0" + key).hexdigest()[:16]


def next_key(key: bytes, transcript: bytes) -> bytes:
    """The seat's key after this handshake (each end derives it; it is never sent)."""
    return hmac.new(key, b"next seat key\0" + transcript, hashlib.sha256).digest()


# ---------------------------------------------------------------------- SPAKE2


class Spake:
    """One end of a SPAKE2 exchange on ``code``: the terminal is side A, the host side B.
    ``message`` is sent (hex); ``key(other's message, transcript)`` is the session key,
    bound to this handshake's ``transcript`` as well as to the exchange."""

    def __init__(self, code: str, terminal: bool) -> None:
        # Imported here: a command that never joins (``replay``) does not need it.
        from spake2 import SPAKE2_A, SPAKE2_B  # type: ignore[import-untyped]

        side = SPAKE2_A if terminal else SPAKE2_B
        self._spake = side(code.encode(), idA=TERMINAL_ID, idB=HOST_ID)
        self.message: str = self._spake.start().hex()

    def key(self, other: str, transcript: bytes) -> bytes:
        """``BadProof`` if ``other`` is not the other side's element (a malformed one, one
        off the group, or this end's own message sent back)."""
        if len(other) != 2 * PAKE_BYTES:
            raise BadProof("element")
        try:
            shared: bytes = self._spake.finish(bytes.fromhex(other))
        except Exception:  # the library's errors: not hex, off the curve, the wrong side
            raise BadProof("element") from None
        return digest(b"uno-tui SPAKE2", transcript, shared)
