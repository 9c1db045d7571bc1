"""Every line after the handshake, sealed: nobody between the two ends reads or changes one.

The handshake (``handshake.py``, ``auth.py``) ends with both ends holding a secret nobody
else has (the join's session key, or the seat's key) and one transcript. From them each end
derives two keys, one for each direction, and from then on every line is a NaCl
``SecretBox`` (XSalsa20-Poly1305, from PyNaCl: libsodium, not ours) under its direction's
key, with a nonce that is the count of lines sent that way before it. The nonce is never
sent: the receiver uses its own count, so a line altered, dropped, replayed, reordered or
sent the other way back does not open, and the receiver stops (``Broken``) without using
it. The model is magic-wormhole's (a SecretBox per direction, a counter as the nonce).

On the wire a sealed line is the box in base64 and ``\\n`` (a JSON line, sealed or not,
never starts with anything but ``{``; a sealed one never does).
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac

from nacl.exceptions import CryptoError
from nacl.secret import SecretBox

#: The two directions, each with its own key.
TO_TERMINAL = b"host to terminal"
TO_HOST = b"terminal to host"


class Broken(ValueError):
    """A sealed line that does not open: altered, dropped, replayed, reordered, or not
    sealed at all where a sealed one was due."""


def sealed_size(plain: int) -> int:
    """The longest sealed line (with its ``\\n``) of a plain line of ``plain`` bytes."""
    return 4 * ((plain + SecretBox.MACBYTES + 2) // 3) + 1


def _key(secret: bytes, transcript: bytes, direction: bytes) -> bytes:
    return hmac.new(
        secret, b"uno-tui seal\0" + direction + b"\0" + transcript, hashlib.sha256
    ).digest()


def _nonce(count: int) -> bytes:
    return count.to_bytes(SecretBox.NONCE_SIZE, "big")


class Seal:
    """One end's sealing of a connection: ``close`` a line to send, ``open`` one received.
    ``host`` says which end this is (each sends with the other's receiving key)."""

    def __init__(self, secret: bytes, transcript: bytes, *, host: bool) -> None:
        out, into = (TO_TERMINAL, TO_HOST) if host else (TO_HOST, TO_TERMINAL)
        self._out = SecretBox(_key(secret, transcript, out))
        self._in = SecretBox(_key(secret, transcript, into))
        self.sent = 0
        self.received = 0

    def close(self, line: bytes) -> bytes:
        """A plain line (ending in ``\\n``) sealed, as it crosses the wire."""
        box = self._out.encrypt(line.rstrip(b"\n"), _nonce(self.sent)).ciphertext
        self.sent += 1
        return base64.b64encode(box) + b"\n"

    def open(self, line: bytes) -> bytes:
        """The plain line (with its ``\\n``) a sealed one carries; ``Broken`` if it does
        not open as the next line from the other end."""
        try:
            box = base64.b64decode(line.rstrip(b"\n"), validate=True)
            plain = self._in.decrypt(box, _nonce(self.received))
        except (binascii.Error, ValueError, CryptoError):
            raise Broken(self.received) from None
        self.received += 1
        return plain + b"\n"


def is_sealed(line: bytes) -> bool:
    """Whether ``line`` looks sealed (a plain message is a JSON object)."""
    return not line.lstrip().startswith(b"{")
