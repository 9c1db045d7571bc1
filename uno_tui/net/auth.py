"""Proving a secret without sending it: the handshake's arithmetic (docs/SECURITY.md).

Two secrets open a seat. A *seat key* (32 random bytes, never sent: each end derives it)
rejoins a seat; each end proves it holds it with an HMAC of both ends' fresh nonces, the
host first. A *join code* (``K7M-4QX``, about 27 bits, typed by a person) takes an open
seat; too short for a plain HMAC (whoever saw one could try every code offline), it goes
through SPAKE2 (Abdalla and Pointcheval, 2005) in the 2048-bit MODP group of RFC 3526:
each end sends one group element blinded by the code, and both derive the same session key
only if they used the same code. An impostor at either end gets one guess per connection
and nothing to try codes against offline. Both keys are confirmed by HMAC, the host first,
and the new seat's key is derived from the session key, never sent.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from functools import lru_cache

#: RFC 3526 group 14: a safe prime p = 2q + 1 and g = 2, of order q.
P = int(
    "FFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD129024E088A67CC74020BBEA63B139B22514A0879"
    "8E3404DDEF9519B3CD3A431B302B0A6DF25F14374FE1356D6D51C245E485B576625E7EC6F44C42E9A637ED6B"
    "0BFF5CB6F406B7EDEE386BFB5A899FA5AE9F24117C4B1FE649286651ECE45B3DC2007CB8A163BF0598DA4836"
    "1C55D39A69163FA8FD24CF5F83655D23DCA3AD961C62F356208552BB9ED529077096966D670C354E4ABC9804"
    "F1746C08CA18217C32905E462E36CE3BE39E772C180E86039B2783A2EC07A28FB5C55DF06F4C52C9DE2BCBF6"
    "955817183995497CEA956AE515D2261898FA051015728E5A8AACAA68FFFFFFFFFFFFFFFF",
    16,
)
Q = (P - 1) // 2
G = 2
#: Bytes of a group element on the wire (as hex: twice that).
ELEMENT_BYTES = 256
#: Bits of the secret exponents (short exponents: 2^160 work to find one).
EXPONENT_BITS = 320
NONCE_BYTES = 32
KEY_BYTES = 32


def _element(label: bytes) -> int:
    """A group element nobody knows the discrete logarithm of: a hash, squared."""
    stream = b"".join(
        hashlib.sha512(label + bytes([i])).digest() for i in range(ELEMENT_BYTES // 64 + 1)
    )
    return pow(int.from_bytes(stream[: ELEMENT_BYTES + 8], "big") % P, 2, P)


M = _element(b"uno-tui SPAKE2 M")
N = _element(b"uno-tui SPAKE2 N")


class BadProof(ValueError):
    """The other end does not know the secret (or sent what is not a proof)."""


def nonce() -> str:
    return secrets.token_hex(NONCE_BYTES)


def new_key() -> bytes:
    return secrets.token_bytes(KEY_BYTES)


def digest(*parts: str | bytes | int | None) -> bytes:
    """SHA-256 of the parts, each length-prefixed (no two lists of parts give one string)."""
    h = hashlib.sha256()
    for part in parts:
        data = (
            part.encode()
            if isinstance(part, str)
            else b""
            if part is None
            else part.to_bytes(ELEMENT_BYTES, "big")
            if isinstance(part, int)
            else part
        )
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


def _code_scalar(code: str) -> int:
    return (
        int.from_bytes(hashlib.sha512(b"uno-tui join code\0" + code.encode()).digest(), "big") % Q
    )


def _exponent() -> int:
    return secrets.randbits(EXPONENT_BITS) | (1 << (EXPONENT_BITS - 1))


def element_hex(value: int) -> str:
    return value.to_bytes(ELEMENT_BYTES, "big").hex()


def _jacobi(a: int, n: int) -> int:
    """The Jacobi symbol (a/n), n odd: for the prime P, 1 exactly when ``a`` is a square,
    that is in the group of order Q (far cheaper than ``pow(a, Q, P) == 1``)."""
    a %= n
    result = 1
    while a:
        zeros = (a & -a).bit_length() - 1
        a >>= zeros
        if zeros & 1 and n % 8 in (3, 5):
            result = -result
        if a % 4 == 3 and n % 4 == 3:
            result = -result
        a, n = n % a, a
    return result if n == 1 else 0


def read_element(text: str) -> int:
    """A group element from the wire, checked to be one (``BadProof`` if not)."""
    if len(text) != 2 * ELEMENT_BYTES:
        raise BadProof("element")
    try:
        value = int(text, 16)
    except ValueError:
        raise BadProof("element") from None
    if not 1 < value < P - 1 or _jacobi(value, P) != 1:
        raise BadProof("element")
    return value


@lru_cache(maxsize=16)
def _power(base: int, exponent: int) -> int:
    """``base`` to ``exponent`` mod P, kept: a table's code gives the same four powers of
    M and N to every join attempt (the most costly part of one, after the check)."""
    return pow(base, exponent, P)


class Spake:
    """One end of a SPAKE2 exchange on ``code``: ``terminal`` blinds with M, the host
    with N. ``message`` is sent; ``key(other's message, transcript)`` is the session key."""

    def __init__(self, code: str, terminal: bool) -> None:
        self._w = _code_scalar(code)
        self._mine, self._theirs = (M, N) if terminal else (N, M)
        self._x = _exponent()
        self.element = pow(G, self._x, P) * _power(self._mine, self._w) % P
        self.message = element_hex(self.element)

    def key(self, other: str, transcript: bytes) -> bytes:
        theirs = read_element(other)
        unblinded = theirs * _power(self._theirs, Q - self._w) % P
        shared = pow(unblinded, self._x, P)
        return digest(b"uno-tui SPAKE2", transcript, shared, self._w)
